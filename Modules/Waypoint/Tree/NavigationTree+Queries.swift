extension NavigationTree {
  /// The node on top: the top modal's content, or the root.
  public var topNode: Node { modals.last?.content ?? root }

  /// The visible nodes from the top node down to the visible screen: selected tabs, the top of
  /// each stack, current pages, a split's focused column (``Split/focusedColumn``).
  public var visiblePath: [Node] {
    var path: [Node] = []
    walkVisiblePath { path.append($0) }
    return path
  }

  /// The screen the user sees.
  public var visibleScreen: Screen { topNode.visibleScreen }

  /// The deepest stack on the visible path: where a push lands by default.
  public var visibleStack: Stack? {
    var found: Stack?
    walkVisiblePath { if case .stack(let stack) = $0 { found = stack } }
    return found
  }

  /// The tab container on the visible path, if any.
  public var visibleTabs: Tabs? {
    var found: Tabs?
    walkVisiblePath { if case .tabs(let tabs) = $0 { found = tabs } }
    return found
  }

  /// The split container on the visible path, if any.
  public var visibleSplit: Split? {
    var found: Split?
    walkVisiblePath { if case .split(let split) = $0 { found = split } }
    return found
  }

  /// The stacks whose top the user sees on the top level: the visible stack, and every column
  /// of a split shown side by side on the visible path. Back acts on any of them.
  public var shownStacks: [Stack] {
    var found: [Stack] = []
    walkVisiblePath { node in
      switch node {
      case .split(let split) where !split.isCollapsed:
        found += split.stacks.filter { $0.id != split.focusedStack.id }
      case .stack(let stack): found.append(stack)
      default: break
      }
    }
    return found
  }

  /// The page container on the visible path, if any.
  public var visiblePages: Pages? {
    var found: Pages?
    walkVisiblePath { if case .pages(let pages) = $0 { found = pages } }
    return found
  }

  /// Calls `body` for each node on the visible path, top node first, without allocating.
  private func walkVisiblePath(_ body: (Node) -> Void) {
    var node = topNode
    while true {
      body(node)
      switch node {
      case .screen: return
      case .stack(let stack): node = stack.top
      case .tabs(let tabs): node = tabs.selected.content
      case .pages(let pages): node = .screen(pages.current)
      case .split(let split): node = .stack(split.focusedStack)
      }
    }
  }

  /// Calls `body` for every node in the tree, the root's first, then each modal's.
  public func forEachNode(_ body: (Node) -> Void) {
    root.forEachNode(body)
    for modal in modals { modal.content.forEachNode(body) }
  }

  /// The node with this ID, wherever it is. O(size of the tree).
  public func node(_ id: NodeID) -> Node? {
    var found: Node?
    forEachNode { node in
      if found == nil, node.id == id { found = node }
    }
    return found
  }

  /// Whether a node with this ID is in the tree.
  public func contains(_ id: NodeID) -> Bool { node(id) != nil }

  /// The level of the modal whose content is `id`, if `id` is a modal's content.
  public func modalLevel(of id: NodeID) -> Int? {
    modals.firstIndex { $0.content.id == id }
  }

  /// The stack that holds an entry with this ID, searching the root, every tab and every modal.
  func stack(holding entry: NodeID) -> Stack? {
    var found: Stack?
    forEachNode { node in
      if found == nil, case .stack(let stack) = node, stack.entries.entries(above: entry) != nil {
        found = stack
      }
    }
    return found
  }

  /// The stack with this ID. Stacks stand only at the root, in tabs, in modals and in splits'
  /// columns, so this never walks a stack's entries.
  func stack(_ id: NodeID) throws(NavigationError) -> Stack {
    guard let node = shallowNode(id) else { throw .nodeNotFound(id, in: containerSummary) }
    guard case .stack(let stack) = node else {
      throw .wrongKind(id, expected: .stack, found: node.kind)
    }
    return stack
  }

  /// The tab container with this ID.
  func tabs(_ id: NodeID) throws(NavigationError) -> Tabs {
    guard let node = shallowNode(id) else { throw .nodeNotFound(id, in: containerSummary) }
    guard case .tabs(let tabs) = node else {
      throw .wrongKind(id, expected: .tabs, found: node.kind)
    }
    return tabs
  }

  /// The split whose column is the stack `stack`, with that column.
  public func column(holding stack: NodeID) -> (split: Split, column: SplitColumn)? {
    var found: (Split, SplitColumn)?
    forEachNode { node in
      guard found == nil, case .split(let split) = node else { return }
      if let column = split.columns.first(where: { split.column($0)?.id == stack }) {
        found = (split, column)
      }
    }
    return found
  }

  /// The split container with this ID.
  func split(_ id: NodeID) throws(NavigationError) -> Split {
    guard let node = shallowNode(id) else { throw .nodeNotFound(id, in: containerSummary) }
    guard case .split(let split) = node else {
      throw .wrongKind(id, expected: .split, found: node.kind)
    }
    return split
  }

  /// The page container with this ID.
  func pages(_ id: NodeID) throws(NavigationError) -> Pages {
    guard let node = shallowNode(id) ?? self.node(id) else {
      throw .nodeNotFound(id, in: containerSummary)
    }
    guard case .pages(let pages) = node else {
      throw .wrongKind(id, expected: .pages, found: node.kind)
    }
    return pages
  }

  /// A node found without walking stack entries below their top: containers at the root, in
  /// tabs, in modals, and on top of stacks.
  private func shallowNode(_ id: NodeID) -> Node? {
    func search(_ node: Node) -> Node? {
      if node.id == id { return node }
      switch node {
      case .screen, .pages: return nil
      case .stack(let stack): return stack.entries.top.flatMap(search)
      case .tabs(let tabs):
        for tab in tabs.tabs { if let found = search(tab.content) { return found } }
        return nil
      case .split(let split):
        for stack in split.stacks { if let found = search(.stack(stack)) { return found } }
        return nil
      }
    }
    if let found = search(root) { return found }
    for modal in modals { if let found = search(modal.content) { return found } }
    return nil
  }

  /// Replaces the node with `id` through `transform`. `deep` also searches stack entries
  /// below their top (needed for page containers and screens, not for stacks or tabs).
  mutating func update(
    _ id: NodeID,
    deep: Bool,
    _ transform: (inout Node) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    if try root.update(id, deep: deep, transform) { return }
    for index in modals.indices {
      if try modals[index].content.update(id, deep: deep, transform) { return }
    }
    throw .nodeNotFound(id, in: containerSummary)
  }

  /// The tree's containers for messages: `the tree (containers: stack#2, tabs#4, …)`.
  var containerSummary: String {
    var names: [String] = []
    forEachNode { node in
      switch node {
      case .screen: break
      case .stack(let stack): names.append("stack\(stack.id)")
      case .tabs(let tabs): names.append("tabs\(tabs.id)")
      case .pages(let pages): names.append("pages\(pages.id)")
      case .split(let split): names.append("split\(split.id)")
      }
    }
    let shown = names.prefix(12).joined(separator: ", ")
    return "the tree (containers: \(shown)\(names.count > 12 ? ", …" : ""))"
  }

  /// A description of the modal chain for messages.
  var modalSummary: String {
    let levels = modals.map { "\($0.content.summary)" }
    return "the modal chain [\(levels.joined(separator: ", "))]"
  }
}
