import Testing

@testable import Waypoint

/// `perform` applies the steps it built itself without checking what they add a second time,
/// and the planner skips the stack entries a target shares with the current tree. Both are
/// shortcuts: these seeded runs check that each gives exactly what the full checks give.
@Suite struct LeanPathTests {
  /// A random operation on `tree`: valid or not, on any container of it.
  static func randomOperation(
    on tree: NavigationTree, index: Int, using rng: inout SeededGenerator
  ) -> NavigationOperation {
    var ids: [NodeID] = []
    tree.forEachNode { ids.append($0.id) }
    let someID = ids.randomElement(using: &rng)!
    let anyID: NodeID? = Bool.random(using: &rng) ? nil : someID
    let screen = Content.screen(route("S\(index % 4)"))
    let stack = Content.stack([screen, .screen(route("T"))])
    let pages = Content.pages([route("P1"), route("P2")], current: 0)
    let someContent = [screen, screen, stack, pages].randomElement(using: &rng)!
    let style = ModalStyle.allCases.randomElement(using: &rng)!
    switch Int.random(in: 0..<16, using: &rng) {
    case 0, 1: return .push(someContent, onto: anyID)
    case 2: return .pushUnlessOnTop(screen, onto: anyID)
    case 3, 4: return .pop(stack: anyID)
    case 5: return .popTo(someID)
    case 6: return .popToRoot(stack: anyID)
    case 7: return .bringToFront(.id(someID), in: anyID)
    case 8: return .replaceStack([screen, someContent], stack: anyID)
    case 9, 10: return .present(someContent, style: style)
    case 11: return .dismiss
    case 12: return .dismissTo(level: Int.random(in: 0..<3, using: &rng))
    case 13: return .selectTab(.index(Int.random(in: 0..<3, using: &rng)), in: anyID)
    case 14: return .selectPage(.next, in: anyID)
    default:
      return .replaceRoot(
        Bool.random(using: &rng)
          ? stack
          : .tabs([.init("A", stack), .init("B", .stack([screen])), .init("C", pages)]))
    }
  }

  @Test(arguments: [3, 17, 256, 9001])
  func performGivesWhatTheSameStepsGiveWhenEveryStepIsChecked(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    var tree = try NavigationTree(
      root: .tabs([
        .init("A", .stack([.screen(route("Home"))])), .init("B", .stack([.screen(route("B"))])),
      ]))
    var applied = 0
    for index in 0..<600 {
      let operation = Self.randomOperation(on: tree, index: index, using: &rng)
      var performed = tree
      guard let change = try? performed.perform(operation) else {
        #expect(performed == tree && performed.lastID == tree.lastID, "refused: \(operation)")
        continue
      }
      applied += 1
      // The same steps, applied to the tree before with every check, give the same tree and
      // remove the same subtrees.
      var checked = tree
      let checkedChange = try checked.apply(steps: change.steps)
      #expect(checked == performed, "\(operation)")
      #expect(checkedChange == change, "\(operation)")
      #expect(performed.lastID == max(tree.lastID, checked.lastID), "\(operation)")
      try performed.validate()  // No ID beyond the counter, none twice.
      tree = performed
    }
    #expect(applied > 150, "many random operations apply: \(applied) of 600")
  }

  /// Whether every node of `target` that `current` has handed out stands in `current` with the
  /// same content in the same place: what the planner checks, without skipping shared cells.
  static func identitiesHold(from current: NavigationTree, to target: NavigationTree) -> Bool {
    var old: [NodeID: (Node, NavigationTree.Place)] = [:]
    current.forEachPlacedNode { old[$0.id] = ($0, $1) }
    var holds = true
    target.forEachPlacedNode { node, place in
      guard current.wasHandedOut(node.id) else { return }
      guard let (was, wasPlace) = old[node.id], wasPlace == place,
        (try? NavigationTree.checkSameContent(was, node)) != nil
      else {
        holds = false
        return
      }
    }
    return holds
  }

  @Test(arguments: [5, 64, 777, 2026])
  func planningFromAnEarlierOrLaterVersionReachesTheTargetOrRefusesItsStaleNodes(
    seed: UInt64
  ) throws {
    var rng = SeededGenerator(seed: seed)
    var tree = try NavigationTree(
      root: .tabs([
        .init("A", .stack([.screen(route("Home"))])), .init("B", .stack([.screen(route("B"))])),
      ]))
    var versions = [tree]
    var (reached, refused) = (0, 0)
    for index in 0..<300 {
      // The target: a version of the tree (maybe an earlier one), changed by a few operations.
      var target =
        Int.random(in: 0..<3, using: &rng) > 0 ? tree : versions.randomElement(using: &rng)!
      for part in 0..<Int.random(in: 0..<4, using: &rng) {
        _ = try? target.perform(Self.randomOperation(on: target, index: index + part, using: &rng))
      }
      let identitiesHold = Self.identitiesHold(from: tree, to: target)
      do {
        let steps = try Planner.plan(from: tree, to: target)
        #expect(identitiesHold, "the planner took a target whose nodes do not match")
        var planned = tree
        try planned.apply(steps: steps)
        #expect(planned == target)
        reached += 1
      } catch {
        refused += 1
        if case .staleNode = error { #expect(!identitiesHold) }
      }
      // Move on: the tree changes by an operation of its own.
      _ = try? tree.perform(Self.randomOperation(on: tree, index: index, using: &rng))
      versions.append(tree)
    }
    #expect(
      reached > 150 && refused > 20, "both outcomes occur: \(reached) reached, \(refused) refused")
  }

  @Test func aSmallSetKeepsEachElementOnceBeforeAndAfterItHashes() {
    var set: SmallSet<Int> = []
    #expect(set.isEmpty)
    let count = 3 * SmallSet<Int>.limit
    for value in 0..<count {
      let inserted = set.insert(value)
      let insertedAgain = set.insert(value)
      #expect(inserted, "\(value) is new")
      #expect(!insertedAgain, "\(value) is there already")
      // Every earlier element stays, across the switch to hashing.
      #expect((0...value).allSatisfy { set.contains($0) })
      #expect(!set.contains(value + 1))
    }
    #expect(!set.isEmpty)
    let literal: SmallSet = [1, 2, 2, 3]
    #expect(literal.contains(2) && literal.contains(3) && !literal.contains(4))
  }

  @Test func aStaleEntryAboveSharedCellsIsStillFound() throws {
    var current = try NavigationTree(root: .stack([.screen(route("Home"))]))
    var earlier = current
    try earlier.perform(.push(.screen(route("Gone"))))
    // The current tree hands the ID out too, and the screen leaves again.
    try current.perform(.push(.screen(route("Gone"))))
    try current.perform(.pop())
    var target = earlier
    try target.perform(.push(.screen(route("Next"))))
    // Home's cell is shared by all three; "Gone" stands above it in the target.
    let gone = earlier.visibleScreen.id
    #expect(throws: NavigationError.staleNode(gone)) { try Planner.plan(from: current, to: target) }
  }
}
