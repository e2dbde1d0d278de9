public import AppNavigation

/// What the user did on My Page that leads out of it.
@MainActor
public protocol MyPageNavigation: ExpireNavigation {
  /// The user tapped log out; the session was already cleared.
  func logoutTapped()
  /// The user confirmed the withdrawal; the account's data was already deleted.
  func withdrawConfirmed()
}
