import MyPageFeature

/// Maps MyPageFeature's actions to app intents (the same on every tab):
/// - `logoutTapped()` → `.logOut`
/// - `withdrawConfirmed()` → `.accountDeleted`
/// - `sessionExpired()` → `.expireSession` (``FlowAdapter``)
@MainActor
package final class MyPageNavigationAdapter: FlowAdapter, MyPageNavigation {
  package func logoutTapped() {
    send(.logOut)
  }

  package func withdrawConfirmed() {
    send(.accountDeleted)
  }
}

extension AppDependencies: MyPageDependencies {}
