public import Waypoint

/// A feature's tab in the main tab bar: its name, its place, and its root flow.
///
/// The shell builds the tab bar from every registered plugin that has a tab, ordered by
/// ``order``: adding a tab is adding a plugin.
@MainActor
public struct FeatureTab<Dependencies, Navigation> {
  /// The tab's name, as the tab bar shows it.
  public let name: TabName
  /// Where it stands in the tab bar: lower first.
  public let order: Int
  /// The flow the tab shows.
  public let root: EntryPoint<Dependencies, Navigation, Void>

  /// Declares a tab.
  public init(_ name: TabName, order: Int, root: EntryPoint<Dependencies, Navigation, Void>) {
    self.name = name
    self.order = order
    self.root = root
  }
}
