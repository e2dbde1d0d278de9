public import AppNavigation

/// The Today feature as the app shell registers it.
public enum TodayPlugin {
  /// Its screens (`Today` pages, `Article`, `Share`) and the actions of ``TodayNavigation``.
  public static let descriptor = FeaturePlugin(
    name: "Today",
    routes: ["Today", "Article", "Share"],
    actions: [
      "bookmarksBarButtonTapped()", "myPageBarButtonTapped()", "sessionExpired()",
      "articleTapped(id:)",
    ]
  )
}
