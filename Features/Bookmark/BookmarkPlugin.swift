public import AppNavigation

/// The Bookmark feature as the app shell registers it.
public enum BookmarkPlugin {
  /// Its screen (`Bookmarks`) and the actions of ``BookmarkNavigation``.
  public static let descriptor = FeaturePlugin(
    name: "Bookmark",
    routes: ["Bookmarks"],
    actions: [
      "bookmarksBarButtonTapped()", "myPageBarButtonTapped()", "sessionExpired()",
      "bookmarkedArticleTapped(id:)",
    ]
  )
}
