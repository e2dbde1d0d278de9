public import AppModels
public import AppNavigation
public import WaypointPlugins

/// One page of the Today tab: the articles of ``page``, and the tab root's bar buttons.
public final class TodayPageModel: ScreenModel, SessionExpiring {
  /// The page it shows.
  public let page: TodayPage
  private let articles: any ArticleClient
  weak var navigation: (any TodayNavigation)?

  init(page: TodayPage, articles: any ArticleClient, navigation: any TodayNavigation) {
    self.page = page
    self.articles = articles
    self.navigation = navigation
  }

  /// The articles listed on this page, in order.
  public var listed: [Article] { articles.articles(on: page) }

  public var title: String { "Today" }

  public var lines: [String] { listed.map { "\($0.id). \($0.title)" } }

  /// Opens an article listed on this page.
  /// - Throws: ``ScreenActionError/failed(_:)`` when the article is not on this page.
  public func openArticle(id: Int) throws(ScreenActionError) {
    guard listed.contains(where: { $0.id == id }) else {
      throw .failed("article \(id) is not on the \(page.rawValue) page")
    }
    navigation?.articleTapped(id: id)
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}
