public import AuthFeature

/// Maps AuthFeature's actions to app intents:
/// - `loginSucceeded()` → `.showMain`
@MainActor
public final class AuthNavigationAdapter: AuthNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  public init(sink: any IntentSink) {
    self.sink = sink
  }

  public func loginSucceeded() {
    sink?.handle(.showMain)
  }
}

extension AppDependencies: AuthDependencies {}
