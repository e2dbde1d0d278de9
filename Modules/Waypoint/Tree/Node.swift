/// One node of a ``NavigationTree``: a screen or a container of nodes.
///
/// Where each kind may stand (checked whenever content enters the tree):
/// - a ``Stack``'s entries are screens or page containers;
/// - a ``Pages`` container's pages are screens;
/// - a ``Tabs`` container's tabs hold a stack, a screen, a page container or a split;
/// - a ``Split``'s columns are stacks;
/// - the root and modals may hold any kind. Tabs and splits are never pushed onto a stack, so
///   an app can never show two navigation bars on top of each other.
public indirect enum Node: Hashable, Codable, Sendable {
  /// A single screen.
  case screen(Screen)
  /// A navigation stack.
  case stack(Stack)
  /// A tab container.
  case tabs(Tabs)
  /// A page container.
  case pages(Pages)
  /// A split container.
  case split(Split)

  /// The node's identity.
  public var id: NodeID {
    switch self {
    case .screen(let screen): screen.id
    case .stack(let stack): stack.id
    case .tabs(let tabs): tabs.id
    case .pages(let pages): pages.id
    case .split(let split): split.id
    }
  }

  /// The screen, when this node is one.
  public var screen: Screen? {
    if case .screen(let screen) = self { screen } else { nil }
  }

  /// The screen this node shows: itself, or the visible screen of the top of its stack, its
  /// selected tab, its current page or its split's focused column
  /// (``Split/focusedColumn``).
  public var visibleScreen: Screen {
    var node = self
    while true {
      switch node {
      case .screen(let screen): return screen
      case .stack(let stack): node = stack.top
      case .tabs(let tabs): node = tabs.selected.content
      case .pages(let pages): return pages.current
      case .split(let split): node = split.focusedStack.top
      }
    }
  }

  /// The direct children, in order.
  public var children: [Node] {
    switch self {
    case .screen: []
    case .stack(let stack): stack.entries.array
    case .tabs(let tabs): tabs.tabs.map(\.content)
    case .pages(let pages): pages.pages.map(Node.screen)
    case .split(let split): split.stacks.map(Node.stack)
    }
  }

  /// Calls `body` for this node and every node below it, parents first.
  public func forEachNode(_ body: (Node) -> Void) {
    body(self)
    switch self {
    case .screen: break
    case .stack(let stack):
      var cell = stack.entries.topCell
      while let current = cell {
        current.node.forEachNode(body)
        cell = current.below
      }
    case .tabs(let tabs): for tab in tabs.tabs { tab.content.forEachNode(body) }
    case .pages(let pages): for page in pages.pages { body(.screen(page)) }
    case .split(let split): for stack in split.stacks { Node.stack(stack).forEachNode(body) }
    }
  }

  /// The node's kind.
  public var kind: NodeKind {
    switch self {
    case .screen: .screen
    case .stack: .stack
    case .tabs: .tabs
    case .pages: .pages
    case .split: .split
    }
  }
}

extension Node {
  /// The selected tab's or current page's index; `nil` for a screen or a stack.
  var selection: Int? {
    switch self {
    case .tabs(let tabs): tabs.selectedIndex
    case .pages(let pages): pages.currentIndex
    case .screen, .stack, .split: nil
    }
  }

  /// Replaces the node with `id` below (or at) this one; `false` when it is not here.
  mutating func update(
    _ id: NodeID,
    deep: Bool,
    _ transform: (inout Node) throws(NavigationError) -> Void
  ) throws(NavigationError) -> Bool {
    if self.id == id {
      try transform(&self)
      return true
    }
    switch self {
    case .screen, .pages:
      return false
    case .stack(var stack):
      if stack.top.id == id {
        _ = try stack.entries.update(id, transform)
        self = .stack(stack)
        return true
      }
      guard deep, try stack.entries.update(id, transform) else { return false }
      self = .stack(stack)
      return true
    case .tabs(var tabs):
      for index in tabs.tabs.indices {
        if try tabs.tabs[index].content.update(id, deep: deep, transform) {
          self = .tabs(tabs)
          return true
        }
      }
      return false
    case .split(var split):
      for column in SplitColumn.allCases {
        guard let columnStack = split.column(column) else { continue }
        var stack = Node.stack(columnStack)
        if try stack.update(id, deep: deep, transform) {
          guard case .stack(let updated) = stack else {
            throw .wrongKind(stack.id, expected: .stack, found: stack.kind)
          }
          split.set(column, to: updated)
          self = .split(split)
          return true
        }
      }
      return false
    }
  }
}

extension Node {
  /// A one-line description: a screen's route, or a container's kind and visible screen.
  public var summary: String {
    switch self {
    case .screen(let screen): "\(screen)"
    case .stack(let stack): "stack\(stack.id)[\(stack.entries.top?.summary ?? "")…]"
    case .tabs(let tabs): "tabs\(tabs.id)(\(tabs.names.map(\.rawValue).joined(separator: "|")))"
    case .pages(let pages):
      "pages\(pages.id)(\(pages.pages.map { "\($0.route)" }.joined(separator: "|")))"
    case .split(let split):
      "split\(split.id)(\(split.stacks.map { "\($0.top.summary)" }.joined(separator: " | ")))"
    }
  }
}
