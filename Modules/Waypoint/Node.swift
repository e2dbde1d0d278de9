/// One node of a ``NavigationTree``: a screen or a container of nodes.
///
/// Where each kind may stand (checked whenever content enters the tree):
/// - a ``Stack``'s entries are screens or page containers;
/// - a ``Pages`` container's pages are screens;
/// - a ``Tabs`` container's tabs hold a stack, a screen or a page container;
/// - the root and modals may hold any kind. Tabs are never pushed onto a stack, so an app can
///   never show two navigation bars on top of each other.
public enum Node: Hashable, Codable, Sendable {
  /// A single screen.
  case screen(Screen)
  /// A navigation stack.
  case stack(Stack)
  /// A tab container.
  case tabs(Tabs)
  /// A page container.
  case pages(Pages)

  /// The node's identity.
  public var id: NodeID {
    switch self {
    case .screen(let screen): screen.id
    case .stack(let stack): stack.id
    case .tabs(let tabs): tabs.id
    case .pages(let pages): pages.id
    }
  }

  /// The screen, when this node is one.
  public var screen: Screen? {
    if case .screen(let screen) = self { screen } else { nil }
  }

  /// The direct children, in order.
  public var children: [Node] {
    switch self {
    case .screen: []
    case .stack(let stack): stack.entries.array
    case .tabs(let tabs): tabs.tabs.map(\.content)
    case .pages(let pages): pages.pages.map(Node.screen)
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
    }
  }

  /// The node's kind.
  public var kind: NodeKind {
    switch self {
    case .screen: .screen
    case .stack: .stack
    case .tabs: .tabs
    case .pages: .pages
    }
  }
}
