// Small navigation vocabularies that several features share (the bar buttons of a tab root,
// the session's expiry). They name what the user did; the app shell's adapters decide where
// that leads.

/// The two bar buttons of every tab root.
@MainActor
public protocol BarNavigation: AnyObject {
  /// The bookmarks bar button (left) was tapped.
  func bookmarksBarButtonTapped()
  /// The my page bar button (right) was tapped.
  func myPageBarButtonTapped()
}

/// The server reported that the session expired.
@MainActor
public protocol ExpireNavigation: AnyObject {
  /// The session expired while this screen was shown.
  func sessionExpired()
}

/// A screen model that can report the session's expiry (every screen behind the login).
@MainActor
public protocol SessionExpiring: AnyObject {
  /// Reports that the server rejected the session.
  func sessionExpired()
}

/// The actions of the two bar buttons of a tab root: `bookmarks` and `mypage`.
public enum BarActions {
  /// The two actions, reporting to the navigation `navigation` returns (a model's weak one).
  @MainActor
  public static func actions(
    reportingTo navigation: @escaping @MainActor () -> (any BarNavigation)?
  ) -> [ScreenAction] {
    [
      ScreenAction("bookmarks", "show your bookmarks") { navigation()?.bookmarksBarButtonTapped() },
      ScreenAction("mypage", "open my page") { navigation()?.myPageBarButtonTapped() },
    ]
  }
}
