import Testing

@testable import Waypoint

/// Screens the app's own code showed on a stack Waypoint drives (``Route/foreign(_:)``), as a
/// host that adopts them reports them (``Gesture/appChangedStack(_:from:to:foreign:)``).
@MainActor
@Suite struct ForeignEntriesTests {
  final class ModelRoot: Coordinator {
    override func didStart() {
      _ = try? navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
    override func makeModel(for screen: Screen) -> AnyObject? { ScreenModel(screen: screen) }
  }

  final class Detail: FlowCoordinator {
    init() { super.init(initialContent: .screen(Route("Detail"))) }
  }

  func launch() -> (Navigator, HeadlessHost) {
    let host = HeadlessHost()
    let navigator = Navigator(root: ModelRoot(), host: host)
    navigator.start()
    return (navigator, host)
  }

  @Test func anAppsPushIsAnEntryWithoutAModelThatBackRemoves() throws {
    let (navigator, host) = launch()
    let id = try host.appPush("LegacyViewController")
    #expect(navigator.tree.visibleStack?.entries.array.map(\.id).last == id)
    #expect(navigator.tree.visibleScreen.route == .foreign("LegacyViewController"))
    #expect(navigator.tree.visibleScreen.route.description == "Foreign(LegacyViewController)")
    #expect(navigator.model(for: id) == nil)
    #expect(navigator.model(for: navigator.tree.visibleStack!.entries.array[0].id) != nil)
    #expect(host.rendered == navigator.tree)
    guard case .gesture(.appChangedStack) = navigator.journal.last?.cause,
      case .applied = navigator.journal.last?.result
    else {
      Issue.record("journaled as applied: \(String(describing: navigator.journal.last))")
      return
    }
    try host.tapBack()
    #expect(navigator.tree.visibleStackNames == ["Home"])
    #expect(host.rendered == navigator.tree)
  }

  /// A host adopts a screen the app's own code pushed onto a sheet the navigator is already
  /// dismissing (still on screen): the stack has left the tree, so nothing changes, but the ID
  /// the host gave that screen is never handed out again (the host knows its controller by it).
  /// The seeded soak with sheets found it: the next sheet got that ID, and its controller.
  @Test func anIDTheHostGaveAScreenOnAStackThatLeftIsNotHandedOutAgain() throws {
    let (navigator, _) = launch()
    try navigator.perform(.present(.stack([.screen(Route("Sheet"))])))
    let sheet = try #require(navigator.tree.modals.last?.content)
    let shown = try #require(navigator.tree.visibleStack?.entries.array.map(\.id))
    try navigator.perform(.dismiss)
    let id = try #require(navigator.unusedNodeIDs(1).first)
    navigator.receive(
      .appChangedStack(
        sheet.id, from: shown, to: shown + [id], foreign: [Screen(id: id, route: .foreign("Help"))])
    )
    #expect(navigator.tree.modals.isEmpty && !navigator.tree.contains(id))
    #expect(navigator.unusedNodeIDs(1).first?.rawValue == id.rawValue + 1)
    try navigator.perform(.present(.stack([.screen(Route("Next"))])))
    #expect(navigator.tree.modals.last?.content.id != id)
  }

  @Test func aFlowWhoseEntryTheAppsCodeRemovesFinishesAsPopped() throws {
    let (navigator, host) = launch()
    let detail = Detail()
    try navigator.root.start(detail, as: .push())
    let stack = try #require(navigator.tree.visibleStack)
    let home = stack.entries.array[0].id
    let ids = try host.appSetEntries(of: stack.id, keeping: [home], adding: ["Onboarding"])
    #expect(navigator.tree.visibleStack?.entries.array.map(\.id) == [home] + ids)
    #expect(detail.finishReason == .popped)
    #expect(navigator.model(for: stack.entries.array[1].id) == nil, "its model is released")
  }

  @Test func theGuardsAreNotAskedWhatTheAppsCodeDid() throws {
    let (navigator, host) = launch()
    navigator.addGuard(named: "never") { _ in .veto("no") }
    try host.appPush("Legacy")
    #expect(navigator.tree.visibleStackNames == ["Home", "Foreign"])
  }

  @Test func whatNoHostCouldReportIsRefused() throws {
    let (navigator, host) = launch()
    try navigator.perform(.push(.screen(Route("A"))))
    try navigator.perform(.push(.screen(Route("B"))))
    let tree = navigator.tree
    let stack = try #require(tree.visibleStack)
    let ids = stack.entries.array.map(\.id)
    let fresh = tree.unusedNodeIDs(2)
    #expect(fresh.count == 2 && fresh[0].rawValue > ids.max()!.rawValue)
    let legacy = Screen(id: fresh[0], route: .foreign("Legacy"))
    func refusal(_ gesture: Gesture) -> NavigationError? {
      do {
        _ = try tree.userSteps(for: gesture)
        return nil
      } catch {
        return error
      }
    }
    // Reordered entries, a route that is not foreign, an ID handed out before, a foreign
    // screen the stack does not show, an entry of no stack, an empty stack.
    #expect(
      refusal(.appChangedStack(stack.id, from: ids, to: [ids[0], ids[2], ids[1]], foreign: []))
        != nil)
    let notForeign = Screen(id: fresh[0], route: Route("Legacy"))
    #expect(
      refusal(.appChangedStack(stack.id, from: ids, to: ids + [fresh[0]], foreign: [notForeign]))
        != nil)
    let reused = Screen(id: ids[1], route: .foreign("Legacy"))
    #expect(
      refusal(.appChangedStack(stack.id, from: ids, to: [ids[0], ids[1]], foreign: [reused]))
        == .duplicateID(ids[1]))
    #expect(refusal(.appChangedStack(stack.id, from: ids, to: ids, foreign: [legacy])) != nil)
    #expect(
      refusal(.appChangedStack(stack.id, from: ids, to: ids + [fresh[1]], foreign: [])) != nil)
    #expect(refusal(.appChangedStack(stack.id, from: ids, to: [], foreign: [])) == .emptyStack)
    #expect(refusal(.appChangedStack(stack.id, from: ids, to: ids, foreign: [])) == nil)
    #expect(
      try tree.userSteps(for: .appChangedStack(stack.id, from: ids, to: ids, foreign: [])) == [])
    // What the host saw is applied as it was: nothing for the host to refuse.
    #expect(host.rendered == tree)
  }

  /// The app's own code pushed while a push of Waypoint's waited for the host: the foreign
  /// screen stands above what the host had shown, under Waypoint's newer entry, as UIKit will
  /// show them once the host has pushed it.
  @Test func aForeignScreenGoesUnderWhatTheNavigatorPushedSince() throws {
    let (navigator, _) = launch()
    let seen = try #require(navigator.tree.visibleStack)
    try navigator.perform(.push(.screen(Route("A"))))
    let fresh = navigator.unusedNodeIDs(1)
    navigator.receive(
      .appChangedStack(
        seen.id, from: seen.entries.array.map(\.id), to: seen.entries.array.map(\.id) + fresh,
        foreign: [Screen(id: fresh[0], route: .foreign("Legacy"))]))
    #expect(navigator.tree.visibleStackNames == ["Home", "Foreign", "A"])
  }

  /// A host reports what it saw after the navigator moved on: an entry the navigator popped
  /// since is not there to keep, and the rest applies.
  @Test func anEntryThatLeftSinceIsSkipped() throws {
    let (navigator, _) = launch()
    try navigator.perform(.push(.screen(Route("A"))))
    let seen = try #require(navigator.tree.visibleStack)
    try navigator.perform(.pop())
    let fresh = navigator.unusedNodeIDs(1)
    navigator.receive(
      .appChangedStack(
        seen.id, from: seen.entries.array.map(\.id), to: seen.entries.array.map(\.id) + fresh,
        foreign: [Screen(id: fresh[0], route: .foreign("Legacy"))]))
    #expect(navigator.tree.visibleStackNames == ["Home", "Foreign"])
  }
}
