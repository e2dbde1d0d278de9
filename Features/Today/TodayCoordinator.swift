public import AppModels
public import Waypoint

/// The Today tab's flow: a page container with one page per ``TodayPage`` (Pick, Weekly,
/// Popular), each listing its articles.
///
/// Embed it as a tab's flow; its pages then stand at the root of the tab's stack. Tapping an
/// article is reported through ``TodayNavigation/articleTapped(id:)``; the app decides what
/// opens (usually an ``ArticleCoordinator`` pushed onto this tab's stack).
///
/// ```swift
/// let today = TodayCoordinator(articles: articles, navigation: adapter)
/// try app.start(TabCoordinator(tabs: [("Today", today), ...]), as: .replaceRoot())
/// ```
public final class TodayCoordinator: PageCoordinator {
  private let articles: any ArticleClient
  private let navigation: any TodayNavigation

  /// Creates the Today flow.
  /// - Parameters:
  ///   - articles: The catalogue the pages list.
  ///   - navigation: Where the user's actions are reported; held strongly.
  public init(articles: any ArticleClient, navigation: any TodayNavigation) {
    self.articles = articles
    self.navigation = navigation
    super.init(pages: TodayPage.allCases.map { TodayRoute.page($0).route })
  }

  /// A ``TodayPageModel`` for each page.
  public override func makeModel(for screen: Screen) -> AnyObject? {
    guard case .page(let page)? = TodayRoute(route: screen.route) else { return nil }
    return TodayPageModel(page: page, articles: articles, navigation: navigation)
  }
}
