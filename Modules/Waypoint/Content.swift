/// A description of content to place in the tree, before it has IDs.
///
/// Operations that add content (push, present, replace the root, start a coordinator) take a
/// `Content`; the tree instantiates it into ``Node``s with fresh IDs.
///
/// ```swift
/// let main: Content = .tabs([
///   .init("Today", .stack([.pages([Route("Pick"), Route("Weekly")])])),
///   .init("Bookmarks", .stack([.screen(Route("Bookmarks"))])),
/// ])
/// ```
public indirect enum Content: Hashable, Codable, Sendable {
  /// A single screen.
  case screen(Route)
  /// A navigation stack holding these entries, root first.
  case stack([Content])
  /// A tab container with these tabs and the tab at `selected` selected.
  case tabs([TabContent], selected: Int = 0)
  /// A page container with these pages and the page at `current` showing.
  case pages([Route], current: Int = 0)

  /// One tab of a ``Content/tabs(_:selected:)`` description.
  public struct TabContent: Hashable, Codable, Sendable {
    /// The tab's name.
    public var name: String
    /// What the tab shows.
    public var content: Content

    /// Describes a tab.
    public init(_ name: String, _ content: Content) {
      self.name = name
      self.content = content
    }
  }

  /// A screen for a typed route.
  public static func screen(_ route: some RouteRepresentable) -> Content {
    .screen(route.route)
  }

  /// The content wrapped in a stack, unless it is a stack or a tab container already (tabs are
  /// never put in a stack).
  public var inStack: Content {
    switch self {
    case .stack, .tabs: self
    case .screen, .pages: .stack([self])
    }
  }
}

/// Where content is about to stand; decides which kinds are allowed.
enum Placement: Sendable {
  case root, modal, tab, stackEntry, page

  var name: String {
    switch self {
    case .root: "the root"
    case .modal: "a modal"
    case .tab: "a tab"
    case .stackEntry: "a stack"
    case .page: "a page container"
    }
  }
}

extension NavigationTree {
  /// Turns a description into nodes with fresh IDs, checking where each kind may stand.
  mutating func instantiate(_ content: Content, at placement: Placement) throws(NavigationError)
    -> Node
  {
    switch content {
    case .screen(let route):
      return .screen(Screen(id: makeID(), route: route))
    case .stack(let entries):
      guard placement != .stackEntry, placement != .page else {
        throw .misplaced(kind: "stack", placement: placement.name)
      }
      guard !entries.isEmpty else { throw .emptyStack }
      let id = makeID()
      var nodes: [Node] = []
      for entry in entries { nodes.append(try instantiate(entry, at: .stackEntry)) }
      return .stack(Stack(id: id, entries: nodes))
    case .tabs(let tabs, let selected):
      guard placement == .root || placement == .modal else {
        throw .misplaced(kind: "tab container", placement: placement.name)
      }
      guard !tabs.isEmpty else { throw .emptyContainer(kind: "tab container") }
      guard tabs.indices.contains(selected) else {
        throw .tabOutOfRange(selected, count: tabs.count)
      }
      let names = tabs.map(\.name)
      if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
        throw .duplicateTab(duplicate)
      }
      let id = makeID()
      var built: [Tab] = []
      for tab in tabs {
        built.append(Tab(name: tab.name, content: try instantiate(tab.content, at: .tab)))
      }
      return .tabs(Tabs(id: id, tabs: built, selectedIndex: selected))
    case .pages(let routes, let current):
      guard placement != .page else {
        throw .misplaced(kind: "page container", placement: placement.name)
      }
      guard !routes.isEmpty else { throw .emptyContainer(kind: "page container") }
      guard routes.indices.contains(current) else {
        throw .pageOutOfRange(current, count: routes.count)
      }
      let id = makeID()
      let pages = routes.map { Screen(id: makeID(), route: $0) }
      return .pages(Pages(id: id, pages: pages, currentIndex: current))
    }
  }
}
