import MyPageFeature

/// Records what My Page reported, one ``Call`` per action, and runs `onCall` with each.
@MainActor
final class MyPageNavigationSpy: MyPageNavigation {
  /// One case per requirement of `MyPageNavigation`.
  enum Call: Equatable {
    case sessionExpired
    case logoutTapped
    case withdrawConfirmed
  }

  private(set) var calls: [Call] = []
  var onCall: (@MainActor (Call) -> Void)?

  func sessionExpired() { record(.sessionExpired) }
  func logoutTapped() { record(.logoutTapped) }
  func withdrawConfirmed() { record(.withdrawConfirmed) }

  private func record(_ call: Call) {
    calls.append(call)
    onCall?(call)
  }
}
