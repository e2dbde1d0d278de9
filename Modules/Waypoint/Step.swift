/// One primitive change a UI can perform in one go: what a host applies.
///
/// Operations and the ``Planner`` produce steps; hosts render them; ``NavigationTree/apply(_:)``
/// is their reference meaning. A modal change is always one modal: dismissing three modals is
/// three steps, top first.
public enum Step: Hashable, Codable, Sendable {
  /// Push `node` (a screen or page container) onto the stack `stack`.
  case push(Node, onto: NodeID)
  /// Pop the stack `stack` until the entry `entry` is on top.
  case pop(to: NodeID, in: NodeID)
  /// Replace all entries of the stack `stack`.
  case setStack(NodeID, entries: [Node])
  /// Present `modal` over the top of the modal chain.
  case present(Modal)
  /// Dismiss the top modal.
  case dismiss
  /// Select the tab at `index` of the tab container `tabs`.
  case selectTab(Int, in: NodeID)
  /// Show the page at `index` of the page container `pages`.
  case selectPage(Int, in: NodeID)
  /// Replace the root; every modal is dismissed with the old root.
  case replaceRoot(Node)
}

extension Step: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let node, let stack): "push \(node.summary) onto \(stack)"
    case .pop(let entry, let stack): "pop \(stack) to \(entry)"
    case .setStack(let stack, let entries):
      "set \(stack) to [\(entries.map(\.summary).joined(separator: ", "))]"
    case .present(let modal): "present \(modal.style) \(modal.content.summary)"
    case .dismiss: "dismiss"
    case .selectTab(let index, let tabs): "select tab \(index) of \(tabs)"
    case .selectPage(let index, let pages): "select page \(index) of \(pages)"
    case .replaceRoot(let node): "replace root with \(node.summary)"
    }
  }
}

extension Node {
  /// A one-line description: a screen's route, or a container's kind and visible screen.
  public var summary: String {
    switch self {
    case .screen(let screen): "\(screen)"
    case .stack(let stack): "stack\(stack.id)[\(stack.entries.top?.summary ?? "")…]"
    case .tabs(let tabs): "tabs\(tabs.id)(\(tabs.tabs.map(\.name).joined(separator: "|")))"
    case .pages(let pages):
      "pages\(pages.id)(\(pages.pages.map { "\($0.route)" }.joined(separator: "|")))"
    }
  }
}

extension NavigationTree {
  /// Applies one primitive step and returns the subtrees it removed, top first.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit this tree; the tree is then
  ///   unchanged.
  @discardableResult
  public mutating func apply(_ step: Step) throws(NavigationError) -> [Node] {
    var copy = self
    let removed = try copy.applyInPlace(step)
    self = copy
    return removed
  }

  /// Applies a step to `self`; on error, `self` may be partly changed (callers apply to a copy).
  mutating func applyInPlace(_ step: Step) throws(NavigationError) -> [Node] {
    switch step {
    case .push(let node, let stackID):
      try Self.checkPlacement(node, at: .stackEntry)
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .stack(var stack) = target else {
          throw .wrongKind(stackID, expected: "stack", found: target.kindName)
        }
        stack.entries.push(node)
        target = .stack(stack)
      }
      noteIDs(in: node)
      return []
    case .pop(let entry, let stackID):
      var popped: [Node] = []
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .stack(var stack) = target else {
          throw .wrongKind(stackID, expected: "stack", found: target.kindName)
        }
        guard let removed = stack.entries.pop(to: entry) else { throw .nodeNotFound(entry) }
        popped = removed
        target = .stack(stack)
      }
      return popped
    case .setStack(let stackID, let entries):
      guard !entries.isEmpty else { throw .emptyStack }
      for entry in entries { try Self.checkPlacement(entry, at: .stackEntry) }
      var removed: [Node] = []
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .stack(var stack) = target else {
          throw .wrongKind(stackID, expected: "stack", found: target.kindName)
        }
        let kept = Set(entries.map(\.id))
        removed = stack.entries.array.reversed().filter { !kept.contains($0.id) }
        stack.entries = StackEntries(entries)
        target = .stack(stack)
      }
      for entry in entries { noteIDs(in: entry) }
      return removed
    case .present(let modal):
      try Self.checkPlacement(modal.content, at: .modal)
      modals.append(modal)
      noteIDs(in: modal.content)
      return []
    case .dismiss:
      guard let top = modals.popLast() else { throw .nothingPresented }
      return [top.content]
    case .selectTab(let index, let tabsID):
      try update(tabsID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .tabs(var tabs) = target else {
          throw .wrongKind(tabsID, expected: "tab container", found: target.kindName)
        }
        guard tabs.tabs.indices.contains(index) else {
          throw .tabOutOfRange(index, count: tabs.tabs.count)
        }
        tabs.selectedIndex = index
        target = .tabs(tabs)
      }
      return []
    case .selectPage(let index, let pagesID):
      try update(pagesID, deep: true) { (target: inout Node) throws(NavigationError) in
        guard case .pages(var pages) = target else {
          throw .wrongKind(pagesID, expected: "page container", found: target.kindName)
        }
        guard pages.pages.indices.contains(index) else {
          throw .pageOutOfRange(index, count: pages.pages.count)
        }
        pages.currentIndex = index
        target = .pages(pages)
      }
      return []
    case .replaceRoot(let node):
      let removed = modals.reversed().map(\.content) + [root]
      modals = []
      root = node
      noteIDs(in: node)
      return removed
    }
  }

  /// Keeps the ID counter ahead of IDs that arrive in steps built elsewhere.
  private mutating func noteIDs(in node: Node) {
    node.forEachNode { lastID = max(lastID, $0.id.rawValue) }
  }

  /// Checks that `node` (and what it holds) may stand at `placement`.
  static func checkPlacement(_ node: Node, at placement: Placement) throws(NavigationError) {
    switch node {
    case .screen:
      return
    case .stack(let stack):
      guard placement != .stackEntry, placement != .page else {
        throw .misplaced(kind: "stack", placement: placement.name)
      }
      guard !stack.entries.isEmpty else { throw .emptyStack }
      var cell = stack.entries.topCell
      while let current = cell {
        try checkPlacement(current.node, at: .stackEntry)
        cell = current.below
      }
    case .tabs(let tabs):
      guard placement == .root || placement == .modal else {
        throw .misplaced(kind: "tab container", placement: placement.name)
      }
      guard !tabs.tabs.isEmpty else { throw .emptyContainer(kind: "tab container") }
      for tab in tabs.tabs { try checkPlacement(tab.content, at: .tab) }
    case .pages(let pages):
      guard placement != .page else {
        throw .misplaced(kind: "page container", placement: placement.name)
      }
      guard !pages.pages.isEmpty else { throw .emptyContainer(kind: "page container") }
    }
  }
}
