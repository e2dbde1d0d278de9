/// One tab of a ``Tabs`` container.
public struct Tab: Hashable, Codable, Sendable {
  /// The tab's name, as the tab bar shows it, for example `Today`.
  public let name: TabName
  /// What the tab shows, usually a ``Stack``.
  public internal(set) var content: Node

  /// Creates a tab. Trees create tabs for you; use this to decode or to test.
  public init(name: TabName, content: Node) {
    self.name = name
    self.content = content
  }
}

/// How a tab container shows its tabs.
public enum TabsStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A tab bar, at every width.
  case tabBar
  /// A tab bar at compact width and a sidebar at regular width, as iOS 18's sidebar-adaptable
  /// tab bars do: the tree's width decides (``Tabs/showsSidebar``), and a resize switches it.
  case sidebarAdaptable
}

/// A tab container: one content per tab and the selected tab.
///
/// It always has at least one tab, unique tab names and a selected index in range; its
/// initializer and its decoder refuse anything else.
public struct Tabs: Hashable, Sendable {
  /// The container's identity.
  public let id: NodeID
  /// The tabs, in tab-bar order.
  public internal(set) var tabs: [Tab]
  /// The index of the selected tab.
  public internal(set) var selectedIndex: Int
  /// How it shows its tabs.
  public internal(set) var style: TabsStyle = .tabBar
  /// Whether it shows its tabs as a sidebar now: a ``TabsStyle/sidebarAdaptable`` container at
  /// regular width (``NavigationTree/widthClass``). Which tab is selected does not change.
  public internal(set) var showsSidebar = false

  /// Creates a tab container. Trees create containers for you; use this to decode or to test.
  /// - Throws: ``NavigationError/emptyContainer(_:)``, ``NavigationError/duplicateTab(_:)``,
  ///   ``NavigationError/tabOutOfRange(_:count:)``, or
  ///   ``NavigationError/misplaced(_:in:)`` for a tab holding tabs.
  ///
  /// - Parameters:
  ///   - id: The container's identity.
  ///   - tabs: The tabs, in tab-bar order.
  ///   - selectedIndex: The index of the selected tab.
  ///   - style: How it shows its tabs.
  ///   - showsSidebar: Whether it shows them as a sidebar now (a tree checks that this follows
  ///     its width).
  public init(
    id: NodeID, tabs: [Tab], selectedIndex: Int, style: TabsStyle = .tabBar,
    showsSidebar: Bool = false
  ) throws(NavigationError) {
    guard !tabs.isEmpty else { throw .emptyContainer(.tabs) }
    guard tabs.indices.contains(selectedIndex) else {
      throw .tabOutOfRange(selectedIndex, count: tabs.count)
    }
    var names: Set<TabName> = []
    for tab in tabs {
      guard names.insert(tab.name).inserted else { throw .duplicateTab(tab.name) }
      try NavigationTree.checkPlacement(tab.content, at: .tab)
    }
    self.id = id
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    self.style = style
    self.showsSidebar = showsSidebar
  }

  /// The selected tab.
  public var selected: Tab { tabs[selectedIndex] }

  /// The tabs' names, in tab-bar order.
  public var names: [TabName] { tabs.map(\.name) }
}

extension Tabs: Codable {
  private enum CodingKeys: String, CodingKey { case id, tabs, selectedIndex, style, showsSidebar }

  /// Decodes a container; one saved without a style is a tab bar.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(NodeID.self, forKey: .id),
      tabs: container.decode([Tab].self, forKey: .tabs),
      selectedIndex: container.decode(Int.self, forKey: .selectedIndex),
      style: container.decodeIfPresent(TabsStyle.self, forKey: .style) ?? .tabBar,
      showsSidebar: container.decodeIfPresent(Bool.self, forKey: .showsSidebar) ?? false)
  }

  /// Encodes a container; a tab bar's style is left out, as before styles existed.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(tabs, forKey: .tabs)
    try container.encode(selectedIndex, forKey: .selectedIndex)
    if style != .tabBar {
      try container.encode(style, forKey: .style)
      try container.encode(showsSidebar, forKey: .showsSidebar)
    }
  }
}
