/// Turns "current tree → target tree" into the primitive steps a UI can legally perform.
///
/// The order is always: dismiss the modals that are not in the target (top first, one per
/// step); pop back to the common ancestor in every stack; select tabs and pages; push forward;
/// present the target's new modals (bottom first, one per step). Nodes are matched by ID: a
/// node present in both trees is kept, never recreated. When the roots differ, the plan
/// dismisses every modal and replaces the root.
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
  /// - Throws: ``NavigationError/illegalStep(_:)`` when the two trees give one ID to nodes of
  ///   different kinds or routes, which no sequence of steps can reconcile.
  public static func plan(from current: NavigationTree, to target: NavigationTree)
    throws(NavigationError) -> [Step]
  {
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

  /// Whether two nodes with the same ID can be turned into each other in place.
  static func compatible(_ old: Node, _ new: Node) throws(NavigationError) -> Bool {
    guard old.id == new.id else { return false }
    switch (old, new) {
    case (.screen(let a), .screen(let b)):
      guard a.route == b.route else {
        throw .illegalStep("\(a.id) shows \(a.route) in one tree and \(b.route) in the other")
      }
      return true
    case (.stack, .stack):
      return true
    case (.pages(let a), .pages(let b)):
      return a.pages == b.pages
    case (.tabs(let a), .tabs(let b)):
      guard a.tabs.map(\.name) == b.tabs.map(\.name) else { return false }
      for (x, y) in zip(a.tabs, b.tabs) where x.content.id != y.content.id { return false }
      for (x, y) in zip(a.tabs, b.tabs) where try !compatible(x.content, y.content) {
        return false
      }
      return true
    default:
      throw .illegalStep(
        "\(old.id) is a \(old.kindName) in one tree and a \(new.kindName) in the other")
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
    default:
      break
    }
  }

  private mutating func reconcileStack(_ a: Stack, _ b: Stack) throws(NavigationError) {
    let old = a.entries.array
    let new = b.entries.array
    var common = 0
    while common < min(old.count, new.count), try Planner.compatible(old[common], new[common]) {
      common += 1
    }
    guard common > 0 else {
      back.append(.setStack(b.id, entries: new))
      return
    }
    if common < old.count {
      back.append(.pop(to: old[common - 1].id, in: a.id))
    }
    for index in 0..<common { try reconcile(old[index], new[index]) }
    for entry in new[common...] { forward.append(.push(entry, onto: b.id)) }
  }
}
