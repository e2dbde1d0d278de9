import AuthFeature

/// Records what the auth flow reported, as `name()` signatures, and runs `onCall` with each.
@MainActor
final class AuthNavigationSpy: AuthNavigation {
  private(set) var calls: [String] = []
  var onCall: (@MainActor (String) -> Void)?

  func loginSucceeded() {
    calls.append("loginSucceeded()")
    onCall?("loginSucceeded()")
  }
}
