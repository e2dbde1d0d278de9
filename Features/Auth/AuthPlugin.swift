public import AppNavigation

/// The auth feature as the app shell registers it.
public enum AuthPlugin {
  /// Its screens and the actions of ``AuthNavigation``.
  public static let descriptor = FeaturePlugin(
    name: "Auth", routes: ["Onboarding", "Login"], actions: ["loginSucceeded()"])
}
