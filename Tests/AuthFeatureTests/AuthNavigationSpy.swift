import AuthFeature

/// Records what the auth flow reported, one ``Call`` per action, and runs `onCall` with each.
@MainActor
final class AuthNavigationSpy: AuthNavigation {
  /// One case per requirement of `AuthNavigation`.
  enum Call: Equatable {
    case loginSucceeded
  }

  private(set) var calls: [Call] = []
  var onCall: (@MainActor (Call) -> Void)?

  func loginSucceeded() {
    calls.append(.loginSucceeded)
    onCall?(.loginSucceeded)
  }
}
