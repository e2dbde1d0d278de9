public import AppNavigation
public import Waypoint

/// The main tab bar: one tab per registered feature tab, in the order given, each embedding
/// its flow in a stack of its own, with the first tab selected.
///
/// Start it replacing the root: a tab bar is never pushed onto a stack. Tab switches, by the
/// user or by ``select(_:)``, are reported through ``TabNavigation/tabTapped(_:)``.
///
/// ```swift
/// let tabs = MainTabCoordinator(
///   tabs: [(TabName("Today"), today), (TabName("Bookmarks"), bookmarks)], navigation: adapter)
/// try app.start(tabs, as: .replaceRoot())
/// ```
public final class MainTabCoordinator: TabCoordinator {
  private let navigation: any TabNavigation

  /// Creates the main tab bar.
  /// - Parameters:
  ///   - tabs: Each tab's name and flow, in tab-bar order.
  ///   - navigation: Where tab switches are reported; held strongly.
  public init(tabs: [(name: TabName, flow: FlowCoordinator)], navigation: any TabNavigation) {
    self.navigation = navigation
    super.init(tabs: tabs.map { (name: $0.name.rawValue, flow: $0.flow) })
  }

  /// The selected tab; `nil` when not running.
  public var selected: TabName? { selectedTab.map(TabName.init(rawValue:)) }

  /// Selects `tab` unless it is selected already (so it never pops a tab to its root).
  /// - Throws: ``NavigationError/unknownTab(_:)`` when the tab bar has no such tab.
  public func select(_ tab: TabName) throws(NavigationError) {
    guard selected != tab else { return }
    try select(tab.rawValue)
  }

  /// The flow embedded in `tab`; `nil` when not running or there is no such tab.
  public func flow(for tab: TabName) -> Coordinator? {
    guard let content = container?.tabs.first(where: { $0.name == tab.rawValue })?.content else {
      return nil
    }
    return children.first { $0.anchor == content.id }
  }

  /// Reports the switch to ``TabNavigation/tabTapped(_:)``.
  public override func didSelectTab(_ name: String) {
    navigation.tabTapped(TabName(name))
  }
}
