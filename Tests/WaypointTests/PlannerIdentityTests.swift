import Testing

@testable import Waypoint

/// A screen in both the current and the target tree keeps its node, coordinator and model.
@MainActor
@Suite struct PlannerIdentityTests {
  /// Home with flows a, b, c pushed on it, each with a model for its screen.
  func threeFlows() throws -> (Navigator, HeadlessHost, [ScreenFlow]) {
    let (navigator, host, root) = makeNavigator()
    let flows = ["a", "b", "c"].map(ScreenFlow.init)
    for flow in flows { try root.start(flow, as: .push()) }
    return (navigator, host, flows)
  }

  @Test func reorderingKeptScreensKeepsTheirCoordinatorsAndModels() throws {
    let (navigator, host, flows) = try threeFlows()
    let stack = try #require(navigator.tree.visibleStack)
    let entries = stack.entries.array
    let models = entries.map { navigator.model(for: $0.id) }
    var target = navigator.tree
    try target.apply(steps: [
      .setStack(stack.id, entries: [entries[0], entries[1], entries[3], entries[2]])
    ])
    try navigator.perform(.transition(to: target))
    #expect(navigator.tree.stackNames == ["Home", "a", "c", "b"])
    #expect(flows.allSatisfy { !$0.isFinished })
    #expect(entries.map { navigator.model(for: $0.id) }.elementsEqual(models) { $0 === $1 })
    #expect(host.rendered == navigator.tree)
  }

  @Test func droppingAScreenBelowTheTopFinishesOnlyItsCoordinator() throws {
    let (navigator, host, flows) = try threeFlows()
    let stack = try #require(navigator.tree.visibleStack)
    let entries = stack.entries.array
    let cModel = navigator.model(for: entries[3].id)
    var target = navigator.tree
    try target.apply(steps: [.setStack(stack.id, entries: [entries[0], entries[1], entries[3]])])
    try navigator.perform(.transition(to: target))
    #expect(navigator.tree.stackNames == ["Home", "a", "c"])
    #expect(flows.map(\.isFinished) == [false, true, false])
    #expect(flows[1].finishReason == .stackReplaced)
    #expect(navigator.model(for: entries[3].id) === cModel)
    #expect(navigator.coordinator(anchoredAt: entries[3].id) === flows[2])
    #expect(host.rendered == navigator.tree)
  }

  @Test func aTargetBuiltBeforeAnotherRequestCannotTakeOverItsNodes() throws {
    let (navigator, _, root) = makeNavigator()
    var target = navigator.tree
    try target.perform(.push(.screen(route("Inbox"))))
    let settings = ScreenFlow(content: .screen(route("Settings")))
    try root.navigate(.replaceStack([.screen(route("Placeholder"))]))
    try root.start(settings, as: .push())
    let before = navigator.tree
    let settingsModel = navigator.model(for: before.visibleScreen.id)
    #expect(throws: NavigationError.self) { try navigator.perform(.transition(to: target)) }
    #expect(navigator.tree == before)
    #expect(navigator.model(for: before.visibleScreen.id) === settingsModel)
    #expect(!settings.isFinished)
  }

  @Test func aStaleNewNodeIsNamed() throws {
    var current = try NavigationTree(root: .stack([.screen(route("Home"))]))
    var target = current
    try target.perform(.push(.screen(route("Inbox"))))
    let inbox = target.visibleScreen.id
    try current.perform(.push(.screen(route("Settings"))))  // takes Inbox's ID, then leaves
    try current.perform(.pop())
    #expect(current.wasHandedOut(inbox))
    #expect(throws: NavigationError.staleNode(inbox)) {
      try Planner.plan(from: current, to: target)
    }
  }

  @Test func aNodeCannotMoveToAnotherContainer() throws {
    let current = try NavigationTree(root: .stack([.screen(route("Home")), .screen(route("A"))]))
    var target = current
    let a = current.visibleScreen
    let stack = try #require(current.visibleStack)
    try target.apply(steps: [
      .pop(to: stack.rootEntry.id, in: stack.id),
      .present(Modal(style: .sheet, content: .screen(a))),
    ])
    #expect(throws: NavigationError.illegalStep("\(a.id) cannot move to another container")) {
      try Planner.plan(from: current, to: target)
    }
  }
}
