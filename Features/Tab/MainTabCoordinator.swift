public import Waypoint

/// The main tab bar: one tab per registered feature tab, in the order given, each embedding
/// its flow in a stack of its own, with the first tab selected. It adapts to the width: a
/// sidebar at regular width (an iPad), a tab bar at compact width (`TabsStyle.sidebarAdaptable`).
///
/// Start it replacing the root: a tab bar is never pushed onto a stack. Tab switches, by the
/// user or by ``TabCoordinator/select(_:)``, are reported through
/// ``TabNavigation/tabTapped(_:)`` after the switch.
///
/// ```swift
/// let tabs = MainTabCoordinator(tabs: [("Today", today), ("Bookmarks", bookmarks)], navigation: adapter)
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
    super.init(tabs: tabs, style: .sidebarAdaptable)
  }

  /// Reports the switch to ``TabNavigation/tabTapped(_:)``.
  public override func didSelectTab(_ name: TabName) {
    navigation.tabTapped(name)
  }
}
