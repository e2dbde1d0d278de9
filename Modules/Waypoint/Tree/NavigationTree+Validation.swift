extension NavigationTree {
  /// Checks every rule a tree keeps, as each operation does: containers are not empty, their
  /// selections are in range (both hold by construction of ``Stack``, ``Tabs``, ``Pages`` and
  /// ``Split``), each kind stands where it may (tabs only at the root or in a modal, splits
  /// there or in a tab, no stack inside a stack or page container, only stacks in a split's
  /// columns), splits are collapsed exactly when the width is compact, no two nodes share an
  /// ID, and no node has an ID the tree has not handed out.
  ///
  /// Decoding calls it; call it on any tree that comes from outside.
  /// - Throws: ``NavigationError`` naming the first broken rule.
  public func validate() throws(NavigationError) {
    try Self.checkPlacement(root, at: .root)
    try checkWidth(of: root)
    for (level, modal) in modals.enumerated() {
      try Self.checkPlacement(modal.content, at: .modal)
      try checkWidth(of: modal.content)
      try Self.checkDialog(modal, over: level > 0 ? modals[level - 1] : nil)
    }
    var seen: Set<NodeID> = []
    var duplicate: NodeID?
    var highest = NodeID(rawValue: 0)
    forEachNode { node in
      if !seen.insert(node.id).inserted, duplicate == nil { duplicate = node.id }
      highest = max(highest, node.id)
    }
    if let duplicate { throw .duplicateID(duplicate) }
    guard highest.rawValue <= lastID else {
      throw .idCounterBehind(lastID: lastID, highest: highest)
    }
  }

  /// Checks the dialog rules for `modal`, presented over `below`: a dialog shows one screen,
  /// and nothing is presented over a dialog.
  static func checkDialog(_ modal: Modal, over below: Modal?) throws(NavigationError) {
    if below?.style.isDialog == true { throw .dialogOnTop }
    if modal.style.isDialog, modal.content.screen == nil {
      throw .dialogNeedsOneScreen(found: modal.content.kind)
    }
  }

  /// Checks that `node` (and what it holds) may stand at `placement`.
  static func checkPlacement(_ node: Node, at placement: Placement) throws(NavigationError) {
    if placement == .column, node.kind != .stack { throw .misplaced(node.kind, in: placement) }
    switch node {
    case .screen:
      return
    case .stack(let stack):
      guard placement != .stackEntry, placement != .page else {
        throw .misplaced(.stack, in: placement)
      }
      guard !stack.entries.isEmpty else { throw .emptyStack }
      var cell = stack.entries.topCell
      while let current = cell {
        try checkPlacement(current.node, at: .stackEntry)
        cell = current.below
      }
    case .tabs(let tabs):
      guard placement == .root || placement == .modal else {
        throw .misplaced(.tabs, in: placement)
      }
      guard !tabs.tabs.isEmpty else { throw .emptyContainer(.tabs) }
      for tab in tabs.tabs { try checkPlacement(tab.content, at: .tab) }
    case .pages(let pages):
      guard placement != .page else {
        throw .misplaced(.pages, in: placement)
      }
      guard !pages.pages.isEmpty else { throw .emptyContainer(.pages) }
    case .split(let split):
      guard placement == .root || placement == .modal || placement == .tab else {
        throw .misplaced(.split, in: placement)
      }
      for stack in split.stacks { try checkPlacement(.stack(stack), at: .column) }
    }
  }

  /// Checks that every split in `node` is collapsed exactly when the tree's width is compact,
  /// and that every tab container shows a sidebar exactly when it adapts and the width is
  /// regular.
  func checkWidth(of node: Node) throws(NavigationError) {
    var failure: NavigationError?
    node.forEachNode { node in
      guard failure == nil else { return }
      switch node {
      case .split(let split) where split.isCollapsed != (widthClass == .compact):
        failure = .widthMismatch(split.id, width: widthClass)
      case .tabs(let tabs)
      where tabs.showsSidebar != (tabs.style == .sidebarAdaptable && widthClass == .regular):
        failure = .widthMismatch(tabs.id, width: widthClass)
      default: break
      }
    }
    if let failure { throw failure }
  }
}
