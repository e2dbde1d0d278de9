import AuthFeature
package import WaypointPlugins

/// Maps AuthFeature's actions to app intents:
/// - `loginSucceeded()` → `.showMain`
@MainActor
package final class AuthNavigationAdapter: IntentAdapter<AppIntent>, AuthNavigation {
  package func loginSucceeded() {
    send(.showMain)
  }
}

extension AppDependencies: AuthDependencies {}
