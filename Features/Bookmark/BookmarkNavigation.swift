public import AppNavigation

/// What the user did in the Bookmarks tab that leads outside it; the app shell's adapter
/// decides where each action goes.
@MainActor
public protocol BookmarkNavigation: BarNavigation, ExpireNavigation {
  /// A bookmarked article was tapped.
  func bookmarkedArticleTapped(id: Int)
}
