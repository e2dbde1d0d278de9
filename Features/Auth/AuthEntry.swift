/// Where the auth flow begins.
public enum AuthEntry: Hashable, Sendable {
  /// The introduction pages, then the login (first launch).
  case onboarding
  /// The login, showing `message` (e.g. why the user was logged out) when there is one.
  case login(message: String?)
}
