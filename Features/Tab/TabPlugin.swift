public import AppNavigation

/// The Tab feature as the app shell registers it.
public enum TabPlugin {
  /// It has no screens of its own; its action is ``TabNavigation/tabTapped(_:)``.
  public static let descriptor = FeaturePlugin(
    name: "Tab", routes: [], actions: ["tabTapped(_:)"])
}
