public import MyPageFeature

/// Maps MyPageFeature's actions to app intents (the same on every tab):
/// - `logoutTapped()` → `.showLogin(message: nil)`
/// - `withdrawConfirmed()` → `.restartAtSplash`
/// - `sessionExpired()` → `.expireSession` (``FlowAdapter``)
@MainActor
public final class MyPageNavigationAdapter: FlowAdapter, MyPageNavigation {
  public func logoutTapped() {
    send(.showLogin(message: nil))
  }

  public func withdrawConfirmed() {
    send(.restartAtSplash)
  }
}

extension AppDependencies: MyPageDependencies {}
