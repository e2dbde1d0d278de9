import AppModels
public import Waypoint

/// The Today tab's flow: a page container with one page per ``TodayPage`` (Pick, Weekly,
/// Popular), each listing its articles. Paging wraps around: after Popular comes Pick.
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
    super.init(pages: TodayPage.allCases.map { .today(page: $0) }, wraps: true)
  }

  /// A ``TodayPageModel`` for each page.
  public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
    guard case .today(let page) = route else { return nil }
    return TodayPageModel(page: page, articles: dependencies.articles, navigation: navigation)
  }
}
