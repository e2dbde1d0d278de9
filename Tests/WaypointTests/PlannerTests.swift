import Testing

@testable import Waypoint

@Suite struct PlannerTests {
  /// Tabs Today/Bookmarks; Today holds pages then Article(1); a sheet is up.
  func app() throws -> NavigationTree {
    var tree = try NavigationTree(
      root: .tabs([
        .init("Today", .stack([.pages([route("Pick"), route("Weekly")])])),
        .init("Bookmarks", .stack([.screen(route("Bookmarks"))])),
      ]))
    try tree.perform(.push(.screen(Route("Article", ["id": "1"]))))
    try tree.perform(.present(.stack([.screen(route("Share"))])))
    return tree
  }

  func expectPlanReaches(_ current: NavigationTree, _ target: NavigationTree) throws -> [Step] {
    let steps = try Planner.plan(from: current, to: target)
    var replay = current
    try replay.apply(steps: steps)
    #expect(replay == target, "plan \(steps) ends at\n\(replay.outline)\nnot\n\(target.outline)")
    return steps
  }

  @Test func aDeepLinkAcrossTabsDismissesFirstThenSelectsThenPushes() throws {
    let current = try app()
    var target = current
    try target.perform(.dismissAll)
    try target.perform(.popToRoot())
    try target.perform(.selectTab(.named("Bookmarks")))
    try target.perform(.push(.screen(Route("Article", ["id": "5"]))))
    try target.perform(.present(.screen(route("Comments")), style: .fullScreen))
    let steps = try expectPlanReaches(current, target)
    let kinds = steps.map { step -> String in
      switch step {
      case .dismiss: "dismiss"
      case .pop: "pop"
      case .selectTab: "tab"
      case .push: "push"
      case .present: "present"
      default: "other"
      }
    }
    #expect(kinds == ["dismiss", "pop", "tab", "push", "present"])
  }

  @Test func identicalTreesNeedNoSteps() throws {
    let tree = try app()
    #expect(try Planner.plan(from: tree, to: tree).isEmpty)
  }

  @Test func keptModalsStayAndOnlyTheOnesAboveGo() throws {
    var current = try app()
    try current.perform(.present(.screen(route("Second"))))
    try current.perform(.present(.screen(route("Third"))))
    var target = current
    try target.perform(.dismissTo(level: 0))
    try target.perform(.push(.screen(route("ShareDetail"))))
    let steps = try expectPlanReaches(current, target)
    #expect(steps.prefix(2) == [.dismiss, .dismiss])
    #expect(steps.count == 3)
    #expect(steps.contains(.present(current.modals[0])) == false, "the kept sheet is not recreated")
  }

  @Test func aNewRootDismissesEveryModalOneAtATimeThenReplaces() throws {
    var current = try app()
    try current.perform(.present(.screen(route("Second"))))
    var target = current
    try target.perform(.replaceRoot(.stack([.screen(route("Login"))])))
    try target.perform(.present(.screen(route("Notice"))))
    let steps = try expectPlanReaches(current, target)
    #expect(steps.count == 4)
    #expect(Array(steps.prefix(2)) == [.dismiss, .dismiss])
    if case .replaceRoot = steps[2] {} else { Issue.record("third step is \(steps[2])") }
    if case .present = steps[3] {} else { Issue.record("fourth step is \(steps[3])") }
  }

  @Test func aPageChangeUnderAPushedScreenIsASelectionNotARecreation() throws {
    var current = try app()
    try current.perform(.dismiss)
    var target = current
    try target.perform(.popToRoot())
    try target.perform(.selectPage(.next))
    try target.perform(.push(.screen(Route("Article", ["id": "2"]))))
    let steps = try expectPlanReaches(current, target)
    #expect(steps.count == 3)
    if case .selectPage(1, _) = steps[1] {} else { Issue.record("second step is \(steps[1])") }
  }

  @Test func aTenStepDeepTargetIsReachedInOrder() throws {
    let current = try NavigationTree(root: .stack([.screen(route("Home"))]))
    var target = current
    for index in 1...7 { try target.perform(.push(.screen(route("Level\(index)")))) }
    for index in 1...3 { try target.perform(.present(.screen(route("Modal\(index)")))) }
    let steps = try expectPlanReaches(current, target)
    #expect(steps.count == 10)
  }

  @Test func aReplacedStackRootIsSetInOneStep() throws {
    let current = try NavigationTree(root: .stack([.screen(route("A")), .screen(route("B"))]))
    var target = current
    try target.perform(.replaceStack([.screen(route("X"))]))
    let steps = try expectPlanReaches(current, target)
    #expect(steps.count == 1)
  }

  @Test func oneIDWithTwoRoutesCannotBePlanned() throws {
    let current = try NavigationTree(root: .stack([.screen(route("A"))]))
    let stack = try #require(current.visibleStack)
    let root = try #require(stack.entries.root?.screen)
    var target = current
    target.root = .stack(
      try Stack(id: stack.id, entries: [.screen(Screen(id: root.id, route: route("Z")))]))
    #expect(throws: NavigationError.self) { try Planner.plan(from: current, to: target) }
  }

  @Test func aTransitionOperationAppliesThePlanAtomically() throws {
    var tree = try app()
    var target = tree
    try target.perform(.dismissAll)
    try target.perform(.selectTab(.named("Bookmarks")))
    let change = try tree.perform(.transition(to: target))
    #expect(tree == target)
    #expect(change.steps.count == 2)
    #expect(change.removed.count == 1, "the sheet left")
  }
}
