public import AppNavigation

/// The splash feature as the app shell registers it.
public enum SplashPlugin {
  /// Its screens and the actions of ``SplashNavigation``.
  public static let descriptor = FeaturePlugin(
    name: "Splash",
    routes: ["Splash"],
    actions: ["firstLaunchDetected()", "sessionMissing()", "sessionRestored()"]
  )
}
