public import WaypointPlugins

/// The splash feature as the app shell registers it.
@MainActor
public enum SplashPlugin {
  /// The splash screen, which decides where the launch goes.
  public static let splash = EntryPoint<any SplashDependencies, any SplashNavigation, Void>(
    "splash", shows: [SplashRoute.splash]
  ) { dependencies, navigation in
    SplashCoordinator(dependencies: dependencies, navigation: navigation)
  }

  /// The feature: its route type and its entry.
  public static let plugin = FeaturePlugin(
    name: "Splash", routes: [SplashRoute.self], entries: [splash.erased])
}
