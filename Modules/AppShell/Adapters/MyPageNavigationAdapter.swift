import AppNavigation
public import MyPageFeature

/// Maps MyPageFeature's actions to app intents:
/// - `logoutTapped()` → `.showLogin(message: nil)`
/// - `withdrawConfirmed()` → `.restartAtSplash`
/// - `sessionExpired()` → `.expireSession`
@MainActor
public final class MyPageNavigationAdapter: MyPageNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  public init(sink: any IntentSink, context: FlowContext) {
    self.sink = sink
  }

  public func logoutTapped() {
    sink?.handle(.showLogin(message: nil))
  }

  public func withdrawConfirmed() {
    sink?.handle(.restartAtSplash)
  }

  public func sessionExpired() {
    sink?.handle(.expireSession)
  }
}

extension AppDependencies: MyPageDependencies {}
