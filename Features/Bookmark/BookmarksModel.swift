public import AppModels
public import AppNavigation
public import WaypointPlugins

/// The Bookmarks tab's screen: the bookmarked articles, always as the bookmark client has
/// them now, and the tab root's bar buttons.
public final class BookmarksModel: ScreenModel, SessionExpiring {
  private let articles: any ArticleClient
  private let bookmarks: any BookmarkClient
  weak var navigation: (any BookmarkNavigation)?

  init(
    articles: any ArticleClient,
    bookmarks: any BookmarkClient,
    navigation: any BookmarkNavigation
  ) {
    self.articles = articles
    self.bookmarks = bookmarks
    self.navigation = navigation
  }

  /// The bookmarked articles in the order they were bookmarked; IDs the catalogue does not
  /// know are left out.
  public var listed: [Article] { bookmarks.bookmarkedIDs.compactMap(articles.article(id:)) }

  public var title: String { "Bookmarks" }

  public var lines: [String] {
    let listed = listed
    guard !listed.isEmpty else { return ["No bookmarks yet."] }
    return listed.map { "\($0.id). \($0.title)" }
  }

  /// Opens a bookmarked article.
  /// - Throws: ``ScreenActionError/failed(_:)`` when the article is not bookmarked.
  public func openArticle(id: Int) throws(ScreenActionError) {
    guard listed.contains(where: { $0.id == id }) else {
      throw .failed("article \(id) is not bookmarked")
    }
    navigation?.bookmarkedArticleTapped(id: id)
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}
