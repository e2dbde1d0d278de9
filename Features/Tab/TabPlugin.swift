public import Waypoint
public import WaypointPlugins

/// The Tab feature as the app shell registers it: the main tab bar, which the registry fills
/// with the root flows of the other plugins' tabs (``MainTabCoordinator``). It has no screens
/// of its own, and needs no clients.
@MainActor
public enum TabPlugin {
  /// The main tab bar around the given tabs, in tab-bar order.
  public static let tabBar = EntryPoint<
    Void, any TabNavigation, [(name: TabName, flow: FlowCoordinator)]
  >(
    "tabBar", example: []
  ) { _, navigation, tabs in
    MainTabCoordinator(tabs: tabs, navigation: navigation)
  }

  /// The feature: no routes, no entries; it provides the tab bar.
  public static let plugin = FeaturePlugin<Void, any TabNavigation>(
    name: "Tab", routes: [], tabBar: tabBar)
}
