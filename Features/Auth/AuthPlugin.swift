public import WaypointPlugins

/// The auth feature as the app shell registers it.
@MainActor
public enum AuthPlugin {
  /// The introduction then the login, or the login alone with a message.
  public static let auth = EntryPoint<any AuthDependencies, any AuthNavigation, AuthEntry>(
    "auth", shows: [AuthRoute.onboarding(page: .welcome), .login], example: .onboarding
  ) { dependencies, navigation, entry in
    AuthCoordinator(entry: entry, dependencies: dependencies, navigation: navigation)
  }

  /// The feature: its route type and its entry.
  public static let plugin = FeaturePlugin(
    name: "Auth", routes: [AuthRoute.self], entries: [auth.erased])
}
