public import AppModels
public import Waypoint

/// The Bookmarks tab's flow: one screen listing the bookmarked articles.
///
/// Embed it as a tab's flow. Tapping an article is reported through
/// ``BookmarkNavigation/bookmarkedArticleTapped(id:)``; the app decides what opens.
///
/// ```swift
/// let bookmarks = BookmarksCoordinator(articles: articles, bookmarks: store, navigation: adapter)
/// try app.start(TabCoordinator(tabs: [..., ("Bookmarks", bookmarks)]), as: .replaceRoot())
/// ```
public final class BookmarksCoordinator: FlowCoordinator {
  /// The route of the bookmarks screen.
  public static let route = Route("Bookmarks")

  private let articles: any ArticleClient
  private let bookmarks: any BookmarkClient
  private let navigation: any BookmarkNavigation

  /// Creates the Bookmarks flow.
  /// - Parameters:
  ///   - articles: The catalogue to read the bookmarked articles from.
  ///   - bookmarks: The bookmarks to list.
  ///   - navigation: Where the user's actions are reported; held strongly.
  public init(
    articles: any ArticleClient,
    bookmarks: any BookmarkClient,
    navigation: any BookmarkNavigation
  ) {
    self.articles = articles
    self.bookmarks = bookmarks
    self.navigation = navigation
    super.init(initialContent: .screen(Self.route))
  }

  /// A ``BookmarksModel`` for the bookmarks screen.
  public override func makeModel(for screen: Screen) -> AnyObject? {
    guard screen.route == Self.route else { return nil }
    return BookmarksModel(articles: articles, bookmarks: bookmarks, navigation: navigation)
  }
}
