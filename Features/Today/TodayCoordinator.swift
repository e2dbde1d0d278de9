import AppModels
public import Waypoint

/// The Today tab's flow: a page container with one page per ``TodayPage`` (Pick, Weekly,
/// Popular), each listing its articles. Paging stops at both ends: there is no page after
/// Popular and none before Pick, so a swipe past either end is refused and the page stays.
///
/// Embed it as a tab's flow; its pages then stand at the root of the tab's stack. Tapping an
/// article is reported through ``TodayNavigation/articleTapped(id:)``; the app decides what
/// opens (usually an ``ArticleCoordinator`` pushed onto this tab's stack).
///
/// ```swift
/// let today = TodayCoordinator(dependencies: dependencies, navigation: adapter)
/// try app.start(TabCoordinator(tabs: [("Today", today), ...]), as: .replaceRoot())
/// ```
public final class TodayCoordinator: TypedPageCoordinator<TodayRoute> {
  private let dependencies: any TodayDependencies
  private let navigation: any TodayNavigation

  /// Creates the Today flow.
  /// - Parameters:
  ///   - dependencies: The catalogue the pages list.
  ///   - navigation: Where the user's actions are reported; held strongly.
  public init(dependencies: any TodayDependencies, navigation: any TodayNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(pages: TodayPage.allCases.map { .today(page: $0) })
  }

  /// A ``TodayPageModel`` for each page.
  public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
    guard case .today(let page) = route else { return nil }
    return TodayPageModel(
      page: page, articles: dependencies.articles, flow: self, navigation: navigation)
  }

  /// Whether a page is hidden (``hide(_:)``).
  var hidesAPage: Bool { (container?.pages.count ?? 0) < TodayPage.allCases.count }

  /// Takes `page` out of the pages while they are shown: its model is released and the page
  /// after it shows. The last page shown cannot be hidden.
  func hide(_ page: TodayPage) throws(NavigationError) {
    guard
      let index = container?.pages.firstIndex(where: {
        $0.route == TodayRoute.today(page: page).route
      })
    else { throw .unknownPage(TodayRoute.today(page: page).route) }
    try remove(at: index)
  }

  /// Shows every page again, in their order; the pages shown keep their models.
  func showAllPages() throws(NavigationError) {
    try setPages(TodayPage.allCases.map { TodayRoute.today(page: $0).route })
  }
}
