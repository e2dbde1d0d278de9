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

  /// The kind's name, for messages.
  var kindName: String {
    switch self {
    case .screen: "screen"
    case .stack: "stack"
    case .tabs: "tab container"
    case .pages: "page container"
    }
  }
}

/// A navigation stack: a root entry with entries pushed on top of it.
public struct Stack: Hashable, Codable, Sendable {
  /// The stack's identity.
  public let id: NodeID
  /// The entries, root first. Never empty in a tree.
  public internal(set) var entries: StackEntries

  /// Creates a stack. Trees create stacks for you; use this to decode or to test.
  public init(id: NodeID, entries: [Node]) {
    self.id = id
    self.entries = StackEntries(entries)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(entries.count)
  }
}

/// One tab of a ``Tabs`` container.
public struct Tab: Hashable, Codable, Sendable {
  /// The tab's name, as the tab bar shows it, for example `Today`.
  public let name: String
  /// What the tab shows, usually a ``Stack``.
  public internal(set) var content: Node

  /// Creates a tab. Trees create tabs for you; use this to decode or to test.
  public init(name: String, content: Node) {
    self.name = name
    self.content = content
  }
}

/// A tab container: one content per tab and the selected tab.
public struct Tabs: Hashable, Codable, Sendable {
  /// The container's identity.
  public let id: NodeID
  /// The tabs, in tab-bar order.
  public internal(set) var tabs: [Tab]
  /// The index of the selected tab.
  public internal(set) var selectedIndex: Int

  /// Creates a tab container. Trees create containers for you; use this to decode or to test.
  public init(id: NodeID, tabs: [Tab], selectedIndex: Int) {
    self.id = id
    self.tabs = tabs
    self.selectedIndex = selectedIndex
  }

  /// The selected tab.
  public var selected: Tab { tabs[selectedIndex] }
}

/// A page container (a `UIPageViewController`): ordered pages and the current page.
public struct Pages: Hashable, Codable, Sendable {
  /// The container's identity.
  public let id: NodeID
  /// The pages, in order.
  public let pages: [Screen]
  /// The index of the current page.
  public internal(set) var currentIndex: Int

  /// Creates a page container. Trees create containers for you; use this to decode or to test.
  public init(id: NodeID, pages: [Screen], currentIndex: Int) {
    self.id = id
    self.pages = pages
    self.currentIndex = currentIndex
  }

  /// The current page.
  public var current: Screen { pages[currentIndex] }

  /// The page before `page`; `nil` for the first page or a page that is not here.
  public func page(before page: Screen) -> Screen? {
    guard let index = pages.firstIndex(of: page), index > 0 else { return nil }
    return pages[index - 1]
  }

  /// The page after `page`; `nil` for the last page or a page that is not here.
  public func page(after page: Screen) -> Screen? {
    guard let index = pages.firstIndex(of: page), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }
}

/// How a modal is presented.
public enum ModalStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card the user can swipe down to dismiss.
  case sheet
  /// Covers the screen; the user cannot swipe it away.
  case fullScreen

  /// Whether the user can dismiss it with a swipe down.
  public var isSwipeDismissible: Bool { self == .sheet }
}

/// One level of the modal chain: content presented over everything below it.
public struct Modal: Hashable, Codable, Sendable {
  /// How it is presented.
  public let style: ModalStyle
  /// What it shows: a screen, or a stack of its own, or a container.
  public internal(set) var content: Node

  /// Creates a modal. Trees create modals for you; use this to decode or to test.
  public init(style: ModalStyle, content: Node) {
    self.style = style
    self.content = content
  }
}
