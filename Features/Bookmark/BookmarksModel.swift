public import AppModels
public import AppNavigation

/// The Bookmarks tab's screen: the bookmarked articles, always as the bookmark client has
/// them now, and the tab root's bar buttons.
public final class BookmarksModel: ScreenModel, SessionExpiring {
  private let articles: any ArticleClient
  private let bookmarks: any BookmarkClient
  private weak var navigation: (any BookmarkNavigation)?

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

  public var message: String? { nil }

  public var actions: [ScreenAction] {
    let bar = BarActions.all
    guard !listed.isEmpty else { return bar }
    return [ScreenAction("article", arguments: ["ID"], "open a bookmarked article")] + bar
  }

  public func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    let arguments = try check(action, arguments)
    switch action {
    case "article":
      let id = try integer(arguments[0], for: action)
      guard listed.contains(where: { $0.id == id }) else {
        throw .failed("article \(id) is not bookmarked")
      }
      navigation?.bookmarkedArticleTapped(id: id)
    case "bookmarks", "mypage":
      _ = navigation?.performBarAction(action)
    default:
      throw .unavailable(action, available: actions.map(\.name))
    }
  }

  public func sessionExpired() {
    navigation?.sessionExpired()
  }
}
