public import AppModels
public import AppNavigation
import Waypoint
public import WaypointPlugins

/// One page of the Today tab: the articles of ``page``, and the tab root's bar buttons.
public final class TodayPageModel: ScreenModel, SessionExpiring {
  /// The page it shows.
  public let page: TodayPage
  private let articles: any ArticleClient
  private let flow: FlowLink<TodayCoordinator>
  weak var navigation: (any TodayNavigation)?

  init(
    page: TodayPage, articles: any ArticleClient, flow: TodayCoordinator,
    navigation: any TodayNavigation
  ) {
    self.page = page
    self.articles = articles
    self.flow = FlowLink(flow)
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

  /// Hides this page from the Today tab while it is shown: the page after it shows.
  /// - Throws: ``ScreenActionError/navigationRefused(_:_:)`` for the only page left.
  public func hide() throws(ScreenActionError) {
    try flow.perform("hide the \(page.rawValue) page") { flow throws(NavigationError) in
      try flow.hide(page)
    }
  }

  /// Whether a page of the tab is hidden, so ``showAllPages()`` has something to do.
  public var canShowAllPages: Bool { (try? flow.reach("show all pages"))?.hidesAPage ?? false }

  /// Shows every page of the tab again, this one staying current.
  public func showAllPages() throws(ScreenActionError) {
    try flow.perform("show all pages") { flow throws(NavigationError) in try flow.showAllPages() }
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}
