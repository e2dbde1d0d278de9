import Foundation
import Testing

@testable import Waypoint

/// Trees and steps that come from outside (a restoration file, a deep link target, a host) are
/// validated like operations: a typed error, never a trap later.
@MainActor
@Suite struct UntrustedTreeTests {
  func decode(_ json: String) throws -> NavigationTree {
    try JSONDecoder().decode(NavigationTree.self, from: Data(json.utf8))
  }

  nonisolated static let screen = #"{"screen":{"_0":{"id":3,"route":{"name":"A","arguments":{}}}}}"#

  nonisolated static let malformed: [(String, String, NavigationError)] = [
    (
      "an empty stack", #"{"root":{"stack":{"_0":{"id":2,"entries":[]}}},"modals":[],"lastID":2}"#,
      .emptyStack
    ),
    (
      "empty tabs",
      #"{"root":{"tabs":{"_0":{"id":2,"tabs":[],"selectedIndex":0}}},"modals":[],"lastID":2}"#,
      .emptyContainer(.tabs)
    ),
    (
      "empty pages",
      #"{"root":{"pages":{"_0":{"id":2,"pages":[],"currentIndex":0}}},"modals":[],"lastID":2}"#,
      .emptyContainer(.pages)
    ),
    (
      "a selected tab 5 of 1",
      #"{"root":{"tabs":{"_0":{"id":2,"tabs":[{"name":"T","content":\#(screen)}],"selectedIndex":5}}},"modals":[],"lastID":3}"#,
      .tabOutOfRange(5, count: 1)
    ),
    (
      "a current page -1",
      #"{"root":{"pages":{"_0":{"id":2,"pages":[{"id":3,"route":{"name":"A","arguments":{}}}],"currentIndex":-1}}},"modals":[],"lastID":3}"#,
      .pageOutOfRange(-1, count: 1)
    ),
    (
      "a stack inside a stack",
      #"{"root":{"stack":{"_0":{"id":2,"entries":[{"stack":{"_0":{"id":4,"entries":[\#(screen)]}}}]}}},"modals":[],"lastID":4}"#,
      .misplaced(.stack, in: .stackEntry)
    ),
    (
      "two nodes with one ID",
      #"{"root":{"stack":{"_0":{"id":2,"entries":[\#(screen),\#(screen)]}}},"modals":[],"lastID":3}"#,
      .duplicateID(NodeID(rawValue: 3))
    ),
    (
      "a duplicate tab name",
      #"{"root":{"tabs":{"_0":{"id":2,"tabs":[{"name":"T","content":\#(screen)},{"name":"T","content":{"screen":{"_0":{"id":4,"route":{"name":"B","arguments":{}}}}}}],"selectedIndex":0}}},"modals":[],"lastID":4}"#,
      .duplicateTab("T")
    ),
  ]

  @Test(arguments: malformed.indices)
  func aMalformedTreeIsRefusedWhenDecodedNamingTheProblem(_ index: Int) {
    let (name, json, error) = Self.malformed[index]
    #expect(throws: error, "\(name)") { try decode(json) }
  }

  @Test func aTreeAtTheEndOfItsIDsRefusesToGrowInsteadOfOverflowing() throws {
    var tree = try decode(
      #"{"root":{"stack":{"_0":{"id":2,"entries":[\#(Self.screen)]}}},"modals":[],"lastID":18446744073709551615}"#
    )
    let before = tree
    #expect(throws: NavigationError.idsExhausted) { try tree.perform(.push(.screen(route("B")))) }
    #expect(tree == before)
  }

  @Test func aNavigatorRefusesATreeWithAnUnknownRoute() throws {
    let tree = try NavigationTree(root: .stack([.screen(route("Home")), .screen(route("Ghost"))]))
    #expect(throws: NavigationError.invalidRoute(route("Ghost"), .unknownName("Ghost"))) {
      try Navigator(
        root: Root(), host: HeadlessHost(), tree: tree, routes: RouteTable([HomeRoute.self]))
    }
  }

  @Test func aNavigatorRefusesARootCoordinatorThatRunsElsewhere() throws {
    let root = Root()
    let first = Navigator(root: root, host: HeadlessHost())
    #expect(throws: NavigationError.alreadyStarted("Root")) {
      try Navigator(root: root, host: HeadlessHost(), tree: NavigationTree())
    }
    let second = Navigator(root: root, host: HeadlessHost())
    #expect(second.journal.last?.error == .alreadyStarted("Root"))
    #expect(throws: NavigationError.alreadyStarted("Root")) {
      try second.perform(.push(.screen(route("A"))))
    }
    withExtendedLifetime(first) {}
  }

  @Test func containersCannotBeBuiltEmptyOrOutOfRange() {
    #expect(throws: NavigationError.emptyStack) { try Stack(id: NodeID(rawValue: 1), entries: []) }
    #expect(throws: NavigationError.pageOutOfRange(3, count: 1)) {
      try Pages(
        id: NodeID(rawValue: 1), pages: [Screen(id: NodeID(rawValue: 2), route: route("P"))],
        currentIndex: 3)
    }
    #expect(throws: NavigationError.tabOutOfRange(1, count: 1)) {
      try Tabs(
        id: NodeID(rawValue: 1),
        tabs: [
          Tab(name: "T", content: .screen(Screen(id: NodeID(rawValue: 2), route: route("T"))))
        ],
        selectedIndex: 1)
    }
  }

  @Test func aStepCannotPushANodeWhoseIDIsAlreadyInTheTree() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("A"))]))
    let stack = try #require(tree.visibleStack)
    let before = tree
    let copy = Node.screen(Screen(id: stack.top.id, route: route("A")))
    #expect(throws: NavigationError.duplicateID(stack.top.id)) {
      try tree.apply(steps: [.push(copy, onto: stack.id)])
    }
    #expect(tree == before)
  }

  @Test func aStepCannotBringBackANodeThatLeft() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("A"))]))
    try tree.perform(.push(.screen(route("B"))))
    let stack = try #require(tree.visibleStack)
    let b = stack.top
    try tree.perform(.pop())
    #expect(throws: NavigationError.staleNode(b.id)) {
      try tree.apply(steps: [.push(b, onto: stack.id)])
    }
  }

  @Test func stepsMayPutBackWhatAnEarlierStepOfTheSameCallRemoved() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("A"))]))
    try tree.perform(.push(.screen(route("B"))))
    let stack = try #require(tree.visibleStack)
    let (a, b) = (try #require(stack.entries.belowTop), stack.top)
    let change = try tree.apply(steps: [.pop(to: a.id, in: stack.id), .push(b, onto: stack.id)])
    #expect(tree.visibleStack?.entries.array == [a, b])
    #expect(change.readmitted == [b.id])
  }

  @Test func aStepWithAnEmptyStackCannotEvenBeDecoded() {
    let json = #"{"replaceRoot":{"_0":{"stack":{"_0":{"id":9,"entries":[]}}}}}"#
    #expect(throws: NavigationError.emptyStack) {
      try JSONDecoder().decode(Step.self, from: Data(json.utf8))
    }
  }

  @Test func aStepCannotNestAStackInAStack() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("A"))]))
    let root = tree.root
    let inside = try #require(tree.visibleStack?.top)
    #expect(throws: NavigationError.misplaced(.stack, in: .stackEntry)) {
      let nested = try Stack(id: NodeID(rawValue: 90), entries: [inside])
      try tree.apply(steps: [.push(.stack(nested), onto: root.id)])
    }
  }
}

extension UntrustedTreeTests {
  @Test func newNodesMayArriveInAnyOrderOfTheirIDs() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("A"))]))
    var target = tree
    try target.perform(.push(.screen(route("B"))))
    try target.perform(.push(.screen(route("D"))))
    let stack = try #require(target.visibleStack)
    var entries = stack.entries.array
    entries.swapAt(1, 2)
    try target.apply(steps: [.setStack(stack.id, entries: entries)])
    let steps = try Planner.plan(from: tree, to: target)
    try tree.apply(steps: steps)
    #expect(tree == target)
  }
}
