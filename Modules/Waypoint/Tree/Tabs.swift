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

  /// Creates a tab container. Trees create containers for you; use this to decode or to test.
  /// - Throws: ``NavigationError/emptyContainer(_:)``, ``NavigationError/duplicateTab(_:)``,
  ///   ``NavigationError/tabOutOfRange(_:count:)``, or
  ///   ``NavigationError/misplaced(_:in:)`` for a tab holding tabs.
  public init(id: NodeID, tabs: [Tab], selectedIndex: Int) throws(NavigationError) {
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
  }

  /// The selected tab.
  public var selected: Tab { tabs[selectedIndex] }

  /// The tabs' names, in tab-bar order.
  public var names: [TabName] { tabs.map(\.name) }
}

extension Tabs: Codable {
  private enum CodingKeys: String, CodingKey { case id, tabs, selectedIndex }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(NodeID.self, forKey: .id),
      tabs: container.decode([Tab].self, forKey: .tabs),
      selectedIndex: container.decode(Int.self, forKey: .selectedIndex))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(tabs, forKey: .tabs)
    try container.encode(selectedIndex, forKey: .selectedIndex)
  }
}
