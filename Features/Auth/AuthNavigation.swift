/// What the user did in the onboarding and login flow that leads out of it.
@MainActor
public protocol AuthNavigation: AnyObject {
  /// The user logged in; the session client has stored the new session.
  func loginSucceeded()
}
