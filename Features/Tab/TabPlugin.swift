public import AppNavigation

/// The Tab feature as the app shell registers it: the main tab bar, which the shell fills with
/// the tabs of the other plugins (``MainTabCoordinator``). It has no screens of its own, and
/// needs no clients.
@MainActor
public enum TabPlugin {
  /// The feature: no routes, no entries; the shell builds the tab bar from registered tabs.
  public static let plugin = FeaturePlugin<Void, any TabNavigation>(name: "Tab", routes: [])
}
