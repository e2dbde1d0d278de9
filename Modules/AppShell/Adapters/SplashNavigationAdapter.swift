public import SplashFeature

/// Maps SplashFeature's actions to app intents:
/// - `firstLaunchDetected()` → `.showOnboarding`
/// - `sessionMissing()` → `.showLogin(message: nil)`
/// - `sessionRestored()` → `.showMain`
@MainActor
public final class SplashNavigationAdapter: SplashNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  public init(sink: any IntentSink) {
    self.sink = sink
  }

  public func firstLaunchDetected() {
    sink?.handle(.showOnboarding)
  }

  public func sessionMissing() {
    sink?.handle(.showLogin(message: nil))
  }

  public func sessionRestored() {
    sink?.handle(.showMain)
  }
}

extension AppDependencies: SplashDependencies {}
