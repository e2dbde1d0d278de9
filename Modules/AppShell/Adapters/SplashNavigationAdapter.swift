import SplashFeature
package import WaypointPlugins

/// Maps SplashFeature's actions to app intents:
/// - `firstLaunchDetected()` → `.showOnboarding`
/// - `sessionMissing()` → `.showLogin(message: nil)`
/// - `sessionRestored()` → `.showMain`
@MainActor
package final class SplashNavigationAdapter: IntentAdapter<AppIntent>, SplashNavigation {
  package func firstLaunchDetected() {
    send(.showOnboarding)
  }

  package func sessionMissing() {
    send(.showLogin(message: nil))
  }

  package func sessionRestored() {
    send(.showMain)
  }
}

extension AppDependencies: SplashDependencies {}
