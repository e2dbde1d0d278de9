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
  /// A tab container with these tabs and the tab at `selected` selected, shown in `style`
  /// (``TabsStyle``).
  case tabs([TabContent], selected: Int = 0, style: TabsStyle = .tabBar)
  /// A page container with these pages and the page at `current` showing; `wraps` makes
  /// paging wrap around (``Pages/wraps``), `models` says which page models are kept
  /// (``PageModels``).
  case pages([Route], current: Int = 0, wraps: Bool = false, models: PageModels = .all)
  /// A split container with these columns (``Split``); each column's content is put in a
  /// stack of its own unless it is one (``inStack``). A missing detail column shows the
  /// host's placeholder. The split is collapsed when the tree's width is compact
  /// (``NavigationTree/widthClass``), with its deepest column on top.
  case split(primary: Content, supplementary: Content? = nil, detail: Content? = nil)

  /// One tab of a ``Content/tabs(_:selected:style:)`` description.
  public struct TabContent: Hashable, Codable, Sendable {
    /// The tab's name.
    public var name: TabName
    /// What the tab shows.
    public var content: Content

    /// Describes a tab.
    public init(_ name: TabName, _ content: Content) {
      self.name = name
      self.content = content
    }
  }

  /// A screen for a typed route.
  public static func screen(_ route: some TypedRoute) -> Content {
    .screen(route.route)
  }

  /// The content wrapped in a stack, unless it is a stack, a tab container or a split already
  /// (tabs and splits are never put in a stack).
  public var inStack: Content {
    switch self {
    case .stack, .tabs, .split: self
    case .screen, .pages: .stack([self])
    }
  }
}

extension Content: CustomStringConvertible {
  public var description: String {
    switch self {
    case .screen(let route): "\(route)"
    case .stack(let entries): "stack[\(entries.map(\.description).joined(separator: ", "))]"
    case .tabs(let tabs, let selected, let style):
      "tabs(\(tabs.enumerated().map { $0.offset == selected ? "\($0.element.name)*" : "\($0.element.name)" }.joined(separator: "|"))\(style == .tabBar ? "" : ", \(style.rawValue)"))"
    case .pages(let routes, let current, let wraps, let models):
      "pages(\(routes.enumerated().map { $0.offset == current ? "\($0.element)*" : "\($0.element)" }.joined(separator: "|"))\(wraps ? ", wrapping" : "")\(models == .all ? "" : ", models near current"))"
    case .split(let primary, let supplementary, let detail):
      "split(\([primary, supplementary, detail].map { $0?.description ?? "-" }.joined(separator: " | ")))"
    }
  }
}
