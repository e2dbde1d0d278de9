import MyPageFeature

/// Maps MyPageFeature's actions to app intents (the same on every tab):
/// - `logoutTapped()` → `.showLogin(message: nil)`
/// - `withdrawConfirmed()` → `.restartAtSplash`
/// - `sessionExpired()` → `.expireSession` (``FlowAdapter``)
@MainActor
package final class MyPageNavigationAdapter: FlowAdapter, MyPageNavigation {
  package func logoutTapped() {
    send(.showLogin(message: nil))
  }

  package func withdrawConfirmed() {
    send(.restartAtSplash)
  }
}

extension AppDependencies: MyPageDependencies {}
