import Testing

@testable import Waypoint

@Suite struct NavigationTreeOperationTests {
  func homeStack() throws -> NavigationTree {
    try NavigationTree(root: .stack([.screen(route("Home"))]))
  }

  @Test func pushPutsANewScreenOnTheVisibleStack() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(Route("Article", ["id": "3"]))))
    #expect(tree.stackNames == ["Home", "Article"])
    #expect(tree.visibleScreen.route == Route("Article", ["id": "3"]))
  }

  @Test func theSameRouteTwiceGetsTwoIdentities() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(route("A"))))
    try tree.perform(.push(.screen(route("A"))))
    let entries = try #require(tree.visibleStack).entries.array
    #expect(entries.count == 3)
    #expect(entries[1].id != entries[2].id)
  }

  @Test func popRemovesTheTopAndReportsIt() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(route("A"))))
    let top = tree.visibleScreen
    let change = try tree.perform(.pop())
    #expect(tree.stackNames == ["Home"])
    #expect(change.removed.map(\.node) == [.screen(top)])
  }

  @Test func popToAScreenRemovesEverythingAboveIt() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(route("A"))))
    let a = tree.visibleScreen.id
    try tree.perform(.push(.screen(route("B"))))
    try tree.perform(.push(.screen(route("C"))))
    let change = try tree.perform(.popTo(a))
    #expect(tree.stackNames == ["Home", "A"])
    #expect(change.removed.map { $0.node.screen!.route.name } == ["C", "B"])
    #expect(change.steps.count == 1, "popping several screens is one step")
  }

  @Test func popToRootLeavesOnlyTheRoot() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(route("A"))))
    try tree.perform(.push(.screen(route("B"))))
    try tree.perform(.popToRoot())
    #expect(tree.stackNames == ["Home"])
  }

  @Test func popToRootAtTheRootSucceedsWithNoSteps() throws {
    var tree = try homeStack()
    let before = tree
    let change = try tree.perform(.popToRoot())
    #expect(change.steps.isEmpty)
    #expect(tree == before)
  }

  @Test func replaceStackSwapsEveryEntry() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(route("A"))))
    let change = try tree.perform(.replaceStack([.screen(route("X")), .screen(route("Y"))]))
    #expect(tree.stackNames == ["X", "Y"])
    #expect(change.removed.count == 2)
  }

  @Test func presentStacksModalsAndDismissRemovesTheTop() throws {
    var tree = try homeStack()
    try tree.perform(.present(.screen(route("M1")), style: .sheet))
    try tree.perform(.present(.stack([.screen(route("M2"))]), style: .fullScreen))
    #expect(tree.modals.map(\.style) == [.sheet, .fullScreen])
    #expect(tree.visibleScreen.route.name == "M2")
    try tree.perform(.push(.screen(route("M2b"))))
    #expect(tree.stackNames == ["M2", "M2b"], "pushes go to the modal's own stack")
    try tree.perform(.dismiss)
    #expect(tree.visibleScreen.route.name == "M1")
  }

  @Test func dismissToALevelKeepsThatLevelOnTop() throws {
    var tree = try homeStack()
    for name in ["M0", "M1", "M2"] { try tree.perform(.present(.screen(route(name)))) }
    let change = try tree.perform(.dismissTo(level: 0))
    #expect(tree.modals.count == 1)
    #expect(tree.visibleScreen.route.name == "M0")
    #expect(change.steps == [.dismiss, .dismiss], "one modal per step")
  }

  @Test func dismissAllClearsTheChainTopFirst() throws {
    var tree = try homeStack()
    for name in ["M0", "M1", "M2"] { try tree.perform(.present(.screen(route(name)))) }
    let change = try tree.perform(.dismissAll)
    #expect(tree.modals.isEmpty)
    #expect(change.removed.map { $0.node.screen!.route.name } == ["M2", "M1", "M0"])
  }

  @Test func replaceRootDropsTheModalsWithTheOldRoot() throws {
    var tree = try homeStack()
    try tree.perform(.present(.screen(route("M"))))
    let change = try tree.perform(.replaceRoot(.stack([.screen(route("Login"))])))
    #expect(tree.modals.isEmpty)
    #expect(tree.stackNames == ["Login"])
    #expect(change.removed.count == 2)
  }

  // MARK: Tabs

  func tabTree() throws -> NavigationTree {
    try NavigationTree(
      root: .tabs([
        .init("Today", .stack([.screen(route("Today"))])),
        .init("Bookmarks", .stack([.screen(route("Bookmarks"))])),
      ]))
  }

  @Test func eachTabKeepsItsOwnStack() throws {
    var tree = try tabTree()
    try tree.perform(.push(.screen(route("Article"))))
    try tree.perform(.selectTab(.named("Bookmarks")))
    #expect(tree.stackNames == ["Bookmarks"])
    try tree.perform(.selectTab(.index(0)))
    #expect(tree.stackNames == ["Today", "Article"])
  }

  @Test func reselectingTheSelectedTabPopsItToItsRoot() throws {
    var tree = try tabTree()
    try tree.perform(.push(.screen(route("Article"))))
    try tree.perform(.push(.screen(route("More"))))
    let change = try tree.perform(.selectTab(.named("Today")))
    #expect(tree.stackNames == ["Today"])
    #expect(change.removed.count == 2)
  }

  @Test func reselectingATabAtItsRootChangesNothing() throws {
    var tree = try tabTree()
    let change = try tree.perform(.selectTab(.named("Today")))
    #expect(change.steps.isEmpty)
  }

  // MARK: Pages

  func pageTree() throws -> NavigationTree {
    try NavigationTree(root: .stack([.pages([route("Pick"), route("Weekly"), route("Popular")])]))
  }

  @Test func pagesAreSelectedByIndexByValueAndInTurn() throws {
    var tree = try pageTree()
    try tree.perform(.selectPage(.next))
    #expect(tree.visibleScreen.route.name == "Weekly")
    try tree.perform(.selectPage(.route(route("Popular"))))
    #expect(tree.visibleScreen.route.name == "Popular")
    try tree.perform(.selectPage(.previous))
    #expect(tree.visibleScreen.route.name == "Weekly")
    try tree.perform(.selectPage(.index(0)))
    #expect(tree.visibleScreen.route.name == "Pick")
  }

  @Test func pushingFromAPageLandsOnTheEnclosingStack() throws {
    var tree = try pageTree()
    try tree.perform(.push(.screen(route("Article"))))
    #expect(tree.stackNames == ["Pick", "Article"])
    try tree.perform(.pop())
    #expect(tree.visiblePages?.current.route.name == "Pick")
  }

  @Test func pageNeighboursStopAtTheEnds() throws {
    let tree = try pageTree()
    let pages = try #require(tree.visiblePages)
    #expect(pages.page(before: pages.pages[0]) == nil)
    #expect(pages.page(after: pages.pages[0]) == pages.pages[1])
    #expect(pages.page(after: pages.pages[2]) == nil)
  }

  // MARK: Errors

  struct BadRequest: CustomTestStringConvertible, Sendable {
    let name: String
    let setup: @Sendable (inout NavigationTree) throws -> Void
    let operation: @Sendable (NavigationTree) -> NavigationOperation
    let error: @Sendable (NavigationTree) -> NavigationError
    var testDescription: String { name }

    init(
      _ name: String,
      setup: @escaping @Sendable (inout NavigationTree) throws -> Void = { _ in },
      _ operation: @escaping @Sendable (NavigationTree) -> NavigationOperation,
      _ error: @escaping @Sendable (NavigationTree) -> NavigationError
    ) {
      self.name = name
      self.setup = setup
      self.operation = operation
      self.error = error
    }
  }

  static let badRequests: [BadRequest] = [
    BadRequest("pop the root", { _ in .pop() }, { .cannotPopRoot($0.visibleStack!.id) }),
    BadRequest(
      "pop to a missing screen", { _ in .popTo(NodeID(rawValue: 999)) },
      {
        .nodeNotFound(
          NodeID(rawValue: 999),
          in:
            "any stack (the visible one is \($0.visibleStack!.entries.summary(of: $0.visibleStack!.id)))"
        )
      }),
    BadRequest(
      "pop an unknown stack", { _ in .pop(stack: NodeID(rawValue: 999)) },
      { .nodeNotFound(NodeID(rawValue: 999), in: $0.containerSummary) }),
    BadRequest(
      "push onto a screen", { .push(.screen(route("X")), onto: $0.visibleScreen.id) },
      {
        .wrongKind($0.visibleScreen.id, expected: .stack, found: .screen)
      }),
    BadRequest("replace a stack with nothing", { _ in .replaceStack([]) }, { _ in .emptyStack }),
    BadRequest(
      "push tabs onto a stack", { _ in .push(.tabs([.init("A", .screen(route("A")))])) },
      { _ in
        .misplaced(.tabs, in: .stackEntry)
      }),
    BadRequest(
      "push a stack onto a stack", { _ in .push(.stack([.screen(route("A"))])) },
      { _ in
        .misplaced(.stack, in: .stackEntry)
      }),
    BadRequest("present an empty stack", { _ in .present(.stack([])) }, { _ in .emptyStack }),
    BadRequest("dismiss with nothing presented", { _ in .dismiss }, { _ in .nothingPresented }),
    BadRequest(
      "dismiss all with nothing presented", { _ in .dismissAll }, { _ in .nothingPresented }),
    BadRequest(
      "dismiss to a level not presented", setup: { try $0.perform(.present(.screen(route("M")))) },
      { _ in .dismissTo(level: 1) },
      { _ in
        .levelOutOfRange(1, count: 1)
      }),
    BadRequest(
      "select a tab without tabs", { _ in .selectTab(.index(0)) },
      { _ in .noVisibleContainer(.tabs) }),
    BadRequest(
      "select a page without pages", { _ in .selectPage(.next) },
      { _ in .noVisibleContainer(.pages) }),
    BadRequest(
      "replace the root with empty tabs", { _ in .replaceRoot(.tabs([])) },
      { _ in .emptyContainer(.tabs) }),
    BadRequest(
      "replace the root with tabs selecting past the end",
      { _ in .replaceRoot(.tabs([.init("A", .screen(route("A")))], selected: 1)) },
      { _ in
        .tabOutOfRange(1, count: 1)
      }),
    BadRequest(
      "two tabs with one name",
      { _ in
        .replaceRoot(.tabs([.init("A", .screen(route("A"))), .init("A", .screen(route("B")))]))
      },
      { _ in
        .duplicateTab("A")
      }),
  ]

  @Test(arguments: badRequests)
  func aBadRequestThrowsItsErrorAndChangesNothing(_ bad: BadRequest) throws {
    var tree = try homeStack()
    try bad.setup(&tree)
    let before = tree
    #expect(throws: bad.error(tree)) { try tree.perform(bad.operation(tree)) }
    #expect(tree == before)
    #expect(tree.lastID == before.lastID, "a refused request hands out no IDs")
  }

  static let badTabAndPageRequests: [(NavigationOperation, NavigationError)] = [
    (.selectTab(.index(2)), .tabOutOfRange(2, count: 2)),
    (.selectTab(.index(-1)), .tabOutOfRange(-1, count: 2)),
    (.selectTab(.named("Settings")), .unknownTab("Settings")),
  ]

  @Test(arguments: badTabAndPageRequests)
  func aBadTabRequestThrowsAndChangesNothing(
    _ operation: NavigationOperation, _ error: NavigationError
  ) throws {
    var tree = try tabTree()
    let before = tree
    #expect(throws: error) { try tree.perform(operation) }
    #expect(tree == before)
  }

  static let badPageRequests: [(PageSelector, NavigationError)] = [
    (.index(3), .pageOutOfRange(3, count: 3)),
    (.route(Route("Archive")), .unknownPage(Route("Archive"))),
    (.previous, .noPageBefore),
  ]

  @Test(arguments: badPageRequests)
  func aBadPageRequestThrowsAndChangesNothing(_ selector: PageSelector, _ error: NavigationError)
    throws
  {
    var tree = try pageTree()
    let before = tree
    #expect(throws: error) { try tree.perform(.selectPage(selector)) }
    #expect(tree == before)
  }

  @Test func nextOnTheLastPageThrowsAndStays() throws {
    var tree = try pageTree()
    try tree.perform(.selectPage(.index(2)))
    let before = tree
    #expect(throws: NavigationError.noPageAfter) { try tree.perform(.selectPage(.next)) }
    #expect(tree == before)
  }

  @Test func aStepThatDoesNotFitLeavesTheTreeUnchanged() throws {
    var tree = try homeStack()
    try tree.perform(.push(.screen(route("A"))))
    let before = tree
    let stack = try #require(tree.visibleStack).id
    // The first step fits; the second does not: nothing of either may stay.
    #expect(throws: NavigationError.nothingPresented) {
      try tree.apply(steps: [.pop(to: tree.visibleStack!.entries.root!.id, in: stack), .dismiss])
    }
    #expect(tree == before)
  }
}
