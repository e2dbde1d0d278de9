extension NavigationTree {
  /// Calls `body` for every node, parents first, with where it stands (a stack's entries top
  /// first).
  ///
  /// With `known`, the top cell of the stack with the same ID in another tree, a stack's walk
  /// stops at the first entry this tree holds in the same cell as that stack: versions of one
  /// stack share the cells below what changed between them, so the entries from there down
  /// are the other tree's, in the same place.
  func forEachPlacedNode(
    known: (NodeID) -> StackEntries.Cell? = { _ in nil }, _ body: (Node, Place) -> Void
  ) {
    func visit(_ node: Node, in place: Place) {
      body(node, place)
      switch node {
      case .screen:
        return
      case .stack(let stack):
        var other = known(stack.id)
        var cell = stack.entries.topCell
        while let current = cell {
          while let deeper = other, deeper.count > current.count { other = deeper.below }
          if let other, other === current { return }
          visit(current.node, in: .container(stack.id))
          cell = current.below
        }
      case .tabs(let tabs):
        for tab in tabs.tabs { visit(tab.content, in: .container(tabs.id)) }
      case .pages(let pages):
        for page in pages.pages { visit(.screen(page), in: .container(pages.id)) }
      case .split(let split):
        for stack in split.stacks { visit(.stack(stack), in: .container(split.id)) }
      }
    }
    visit(root, in: .root)
    for (level, modal) in modals.enumerated() { visit(modal.content, in: .modal(level)) }
  }

  /// Where a node stands.
  enum Place: Hashable {
    case root
    case modal(Int)
    case container(NodeID)
  }
}

extension StackEntries {
  /// How many entries, from the root, this and `other` hold in the same cells: versions of
  /// one stack share the cells below what changed between them. O(n).
  func sharedCount(with other: StackEntries) -> Int {
    var mine = topCell
    var theirs = other.topCell
    while let a = mine, let b = theirs {
      if a === b { return a.count }
      if a.count >= b.count { mine = a.below }
      if b.count >= a.count { theirs = b.below }
    }
    return 0
  }
}
