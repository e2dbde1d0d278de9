public import AppModels
public import Waypoint

/// One article: its screen, its bookmark toggle, and its share sheet.
///
/// Push it onto the stack the article was tapped in; its share sheet and the way back are its
/// own business. It finishes by itself when its screen leaves the tree (back button, edge
/// swipe, a tab reselected, ...).
///
/// ```swift
/// try today.start(
///   ArticleCoordinator(id: 3, articles: articles, bookmarks: bookmarks, navigation: adapter),
///   as: .push())
/// ```
public final class ArticleCoordinator: FlowCoordinator {
  /// The article's ID.
  public let id: Int
  private let articles: any ArticleClient
  private let bookmarks: any BookmarkClient
  private let navigation: any TodayNavigation

  /// Creates the flow of one article.
  /// - Parameters:
  ///   - id: The article's ID.
  ///   - articles: The catalogue to read the article from.
  ///   - bookmarks: Where its bookmark is stored.
  ///   - navigation: Where the user's actions are reported; held strongly.
  public init(
    id: Int,
    articles: any ArticleClient,
    bookmarks: any BookmarkClient,
    navigation: any TodayNavigation
  ) {
    self.id = id
    self.articles = articles
    self.bookmarks = bookmarks
    self.navigation = navigation
    super.init(initialContent: .screen(TodayRoute.article(id: id)))
  }

  /// An ``ArticleModel`` for the article, a ``ShareModel`` for its share sheet.
  public override func makeModel(for screen: Screen) -> AnyObject? {
    switch TodayRoute(route: screen.route) {
    case .article(let id)?:
      ArticleModel(
        id: id, article: articles.article(id: id), bookmarks: bookmarks, flow: self,
        navigation: navigation)
    case .share(let id)?:
      ShareModel(
        title: articles.article(id: id)?.title ?? "Article \(id)", flow: self,
        navigation: navigation)
    case .page?, nil:
      nil
    }
  }

  func share() throws(NavigationError) {
    try present(.screen(TodayRoute.share(id: id)), style: .sheet, inStack: false)
  }

  func closeShare() throws(NavigationError) {
    try dismiss()
  }

  func back() throws(NavigationError) {
    try pop()
  }
}
