import MyPageFeature

/// Records what My Page reported, as `name()` signatures, and runs `onCall` with each.
@MainActor
final class MyPageNavigationSpy: MyPageNavigation {
  private(set) var calls: [String] = []
  var onCall: (@MainActor (String) -> Void)?

  func sessionExpired() { record("sessionExpired()") }
  func logoutTapped() { record("logoutTapped()") }
  func withdrawConfirmed() { record("withdrawConfirmed()") }

  private func record(_ call: String) {
    calls.append(call)
    onCall?(call)
  }
}
