extension NavigationTree {
  /// Calls `body` for every node, in tree order, with where it stands.
  func forEachPlacedNode(_ body: (Node, Place) -> Void) {
    func visit(_ node: Node, in place: Place) {
      body(node, place)
      for child in node.children { visit(child, in: .container(node.id)) }
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
