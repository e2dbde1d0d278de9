/// Turns "current tree → target tree" into the primitive steps a UI can legally perform.
///
/// The order is always: dismiss the modals that are not in the target (top first, one per
/// step); pop back to the common ancestor in every stack; select tabs and pages; push forward;
/// present the target's new modals (bottom first, one per step). When the roots differ, the
/// plan dismisses every modal and replaces the root.
///
/// Identity survives planning: nodes are matched by ID, and a node in both trees is kept, with
/// its coordinator and its model, whatever happens around it. A stack whose kept entries change
/// order, or lose an entry below the top, is set in one ``Step/setStack(_:entries:)`` (what
/// `setViewControllers` does) rather than popped and pushed back.
///
/// ```swift
/// var target = tree
/// try target.perform(.selectTab(.named("Bookmarks")))
/// try target.perform(.push(.screen(Route("Article", ["id": "5"]))))
/// let steps = try Planner.plan(from: tree, to: target)  // select tab, push
/// ```
public enum Planner {
  /// The steps that take `current` to `target`.
  ///
  /// - Throws: ``NavigationError`` when no sequence of steps can reach `target` from `current`:
  ///   a node in both trees with another kind or route, or in another container; a node only
  ///   in the target whose ID `current` has handed out already
  ///   (``NavigationError/staleNode(_:)``: the target was built on a copy before another
  ///   request, or brings back a node that left).
  public static func plan(from current: NavigationTree, to target: NavigationTree)
    throws(NavigationError) -> [Step]
  {
    // Both trees keep every tree rule: each way to make or change a tree checks them (decoding
    // calls `validate()`). What is checked here is what relates the two.
    try checkIdentities(from: current, to: target)
    guard current.widthClass == target.widthClass else {
      // The width changes first: every split collapses or expands as the target's do, and
      // the rest is planned from there.
      var resized = current
      try resized.apply(.resize(target.widthClass))
      return try [.resize(target.widthClass)] + plan(from: resized, to: target)
    }
    var plan = Plan()
    guard current.root.id == target.root.id, try compatible(current.root, target.root) else {
      plan.back += Array(repeating: .dismiss, count: current.modals.count)
      plan.forward.append(.replaceRoot(target.root))
      plan.presents = target.modals.map(Step.present)
      return plan.steps
    }
    var kept = 0
    while kept < min(current.modals.count, target.modals.count) {
      let (old, new) = (current.modals[kept], target.modals[kept])
      guard old.content.id == new.content.id, old.style == new.style,
        try compatible(old.content, new.content)
      else { break }
      kept += 1
    }
    plan.back += Array(repeating: .dismiss, count: current.modals.count - kept)
    try plan.reconcile(current.root, target.root)
    for level in 0..<kept {
      try plan.reconcile(current.modals[level].content, target.modals[level].content)
    }
    plan.presents = target.modals[kept...].map(Step.present)
    return plan.steps
  }

  /// Checks that nodes in both trees keep their content and their container, and that nodes
  /// only in `target` are new to `current`.
  private static func checkIdentities(from current: NavigationTree, to target: NavigationTree)
    throws(NavigationError)
  {
    var old: [NodeID: (node: Node, parent: NavigationTree.Place)] = [:]
    current.forEachPlacedNode { old[$0.id] = ($0, $1) }
    var failure: NavigationError?
    // Entries the target holds in the current tree's own cells are the current tree's.
    let known = { (id: NodeID) -> StackEntries.Cell? in
      if case .stack(let stack)? = old[id]?.node { stack.entries.topCell } else { nil }
    }
    var failed = false
    target.forEachPlacedNode(known: known) { node, place in
      guard !failed, current.wasHandedOut(node.id) else { return }  // A new node.
      guard let was = old[node.id] else {
        failure = .staleNode(node.id)
        failed = true
        return
      }
      do throws(NavigationError) {
        try NavigationTree.checkSameContent(was.node, node)
        guard was.parent == place else {
          throw .illegalStep("\(node.id) cannot move to another container")
        }
      } catch {
        failure = error
        failed = true
      }
    }
    if let failure { throw failure }
  }

  /// The steps that turn `old` into `new`, two versions of one node (the same ID, compatible):
  /// those that change a node both trees keep in ``plan(from:to:)``.
  static func steps(from old: Node, to new: Node) throws(NavigationError) -> [Step] {
    var plan = Plan()
    try plan.reconcile(old, new)
    return plan.steps
  }

  /// Whether two nodes with the same ID can be turned into each other in place.
  static func compatible(_ old: Node, _ new: Node) throws(NavigationError) -> Bool {
    guard old.id == new.id else { return false }
    switch (old, new) {
    case (.screen, .screen), (.stack, .stack):
      try NavigationTree.checkSameContent(old, new)
      return true
    case (.split, .split):
      // Columns with other stacks are given them in place.
      return true
    case (.pages(let a), .pages(let b)):
      return a.pages == b.pages && a.wraps == b.wraps && a.models == b.models
    case (.tabs(let a), .tabs(let b)):
      guard a.names == b.names, a.style == b.style else { return false }
      for (x, y) in zip(a.tabs, b.tabs) where x.content.id != y.content.id { return false }
      for (x, y) in zip(a.tabs, b.tabs) where try !compatible(x.content, y.content) {
        return false
      }
      return true
    default:
      throw .illegalStep(
        "\(old.id) is a \(old.kind) in one tree and a \(new.kind) in the other")
    }
  }
}

/// A plan under construction, in its four phases.
private struct Plan {
  var back: [Step] = []
  var forward: [Step] = []
  var presents: [Step] = []

  var steps: [Step] { back + forward + presents }

  /// Adds the steps that turn `old` into `new`; both have the same ID and are compatible.
  mutating func reconcile(_ old: Node, _ new: Node) throws(NavigationError) {
    switch (old, new) {
    case (.stack(let a), .stack(let b)):
      try reconcileStack(a, b)
    case (.tabs(let a), .tabs(let b)):
      if a.selectedIndex != b.selectedIndex {
        forward.append(.selectTab(b.selectedIndex, in: b.id))
      }
      for (x, y) in zip(a.tabs, b.tabs) { try reconcile(x.content, y.content) }
    case (.pages(let a), .pages(let b)):
      if a.currentIndex != b.currentIndex {
        forward.append(.selectPage(b.currentIndex, in: b.id))
      }
    case (.split(let a), .split(let b)):
      try reconcileSplit(a, b)
    default:
      break
    }
  }

  /// Columns keeping their stack are reconciled as stacks; the others are given the target's
  /// stack or removed, each in one step; then the column on top follows.
  private mutating func reconcileSplit(_ a: Split, _ b: Split) throws(NavigationError) {
    var arranged = a
    for column in SplitColumn.allCases {
      let (old, new) = (a.column(column), b.column(column))
      if let old, let new, old.id == new.id {
        try reconcileStack(old, new)
      } else if old != nil || new != nil {
        forward.append(.setColumn(column, in: b.id, to: new.map(Node.stack)))
        arranged.replace(column, with: new)
      }
    }
    if arranged.compactColumn != b.compactColumn {
      forward.append(.showColumn(b.compactColumn, in: b.id))
    }
  }

  private mutating func reconcileStack(_ a: Stack, _ b: Stack) throws(NavigationError) {
    let old = a.entries.array
    let new = b.entries.array
    // The entries both hold in the same cells, from the root, are the same nodes: they are
    // kept as they are, and only the entries above them are compared.
    let shared = a.entries.sharedCount(with: b.entries)
    var common = shared
    while common < min(old.count, new.count), try Planner.compatible(old[common], new[common]) {
      common += 1
    }
    let oldIDs = Set(old[shared...].map(\.id))
    let keepsMore = new[common...].contains { oldIDs.contains($0.id) }
    guard common > 0, !keepsMore else {
      // Kept entries change order or lose an entry below them: one step sets the stack.
      back.append(.setStack(b.id, entries: new))
      for entry in new where oldIDs.contains(entry.id) {
        if let before = old.first(where: { $0.id == entry.id }) { try reconcile(before, entry) }
      }
      return
    }
    if common < old.count {
      back.append(.pop(to: old[common - 1].id, in: a.id))
    }
    for index in shared..<common { try reconcile(old[index], new[index]) }
    for entry in new[common...] { forward.append(.push(entry, onto: b.id)) }
  }
}
