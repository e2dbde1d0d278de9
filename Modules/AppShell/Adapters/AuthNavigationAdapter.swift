import AuthFeature

/// Maps AuthFeature's actions to app intents:
/// - `loginSucceeded()` → `.showMain`
@MainActor
package final class AuthNavigationAdapter: AuthNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  package init(sink: any IntentSink) {
    self.sink = sink
  }

  package func loginSucceeded() {
    sink?.handle(.showMain, askedBy: #function)
  }
}

extension AppDependencies: AuthDependencies {}
