import SplashFeature

/// Maps SplashFeature's actions to app intents:
/// - `firstLaunchDetected()` → `.showOnboarding`
/// - `sessionMissing()` → `.showLogin(message: nil)`
/// - `sessionRestored()` → `.showMain`
@MainActor
package final class SplashNavigationAdapter: SplashNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  package init(sink: any IntentSink) {
    self.sink = sink
  }

  package func firstLaunchDetected() {
    sink?.handle(.showOnboarding, askedBy: #function)
  }

  package func sessionMissing() {
    sink?.handle(.showLogin(message: nil), askedBy: #function)
  }

  package func sessionRestored() {
    sink?.handle(.showMain, askedBy: #function)
  }
}

extension AppDependencies: SplashDependencies {}
