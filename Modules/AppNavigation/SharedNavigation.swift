public import WaypointPlugins

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

/// A screen model that can report the session's expiry (every screen behind the login). A
/// model gives the feature's navigation as ``expiry``; reporting is shared.
@MainActor
public protocol SessionExpiring: AnyObject {
  /// Where the expiry is reported: the model's (weak) feature navigation.
  var expiry: (any ExpireNavigation)? { get }
}

extension SessionExpiring {
  /// Reports that the server rejected the session.
  public func sessionExpired() {
    expiry?.sessionExpired()
  }
}

/// A bar button of a tab root.
public enum BarButton: Sendable {
  case bookmarks
  case myPage
}

/// The actions of the two bar buttons of a tab root: `bookmarks` and `mypage`.
public enum BarActions {
  /// The actions, reporting to the navigation `navigation` returns (a model's weak one).
  /// - Parameter hidden: A button the screen does not show (the Bookmarks screen has no
  ///   button for itself).
  @MainActor
  public static func actions(
    hiding hidden: BarButton? = nil,
    reportingTo navigation: @escaping @MainActor () -> (any BarNavigation)?
  ) -> [ScreenAction] {
    var actions: [ScreenAction] = []
    if hidden != .bookmarks {
      actions.append(
        ScreenAction("bookmarks", "show your bookmarks") {
          navigation()?.bookmarksBarButtonTapped()
        })
    }
    if hidden != .myPage {
      actions.append(
        ScreenAction("mypage", "open my page") { navigation()?.myPageBarButtonTapped() })
    }
    return actions
  }
}
