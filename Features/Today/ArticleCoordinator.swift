public import AppModels
public import Waypoint

/// One article: its screen, its bookmark toggle, and its share sheet.
///
/// Push it onto the stack the article was tapped in; its share sheet and the way back are its
/// own business. It finishes by itself when its screen leaves the tree (back button, edge
/// swipe, a tab reselected, ...).
///
/// ```swift
/// let flow = try registry.flow(TodayPlugin.article, 3, in: context)  // the app, via its registry
/// try today.start(flow, as: .push())
/// ```
public final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
  /// The article.
  public let article: Article
  private let dependencies: any TodayDependencies
  private let navigation: any TodayNavigation

  /// Creates the flow of one article (``TodayPlugin/article`` checks it exists).
  /// - Parameters:
  ///   - article: The article.
  ///   - dependencies: The bookmarks.
  ///   - navigation: Where the user's actions are reported; held strongly.
  init(article: Article, dependencies: any TodayDependencies, navigation: any TodayNavigation) {
    self.article = article
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(showing: .article(id: article.id))
  }

  /// An ``ArticleModel`` for the article, a ``ShareModel`` for its share sheet.
  public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
    switch route {
    case .article:
      return ArticleModel(
        article: article, bookmarks: dependencies.bookmarks, flow: self, navigation: navigation)
    case .share:
      return ShareModel(title: article.title, flow: self, navigation: navigation)
    case .today:
      return nil
    }
  }

  func share() throws(NavigationError) {
    try present(.screen(TodayRoute.share(id: article.id)), style: .sheet, inStack: false)
  }

  func closeShare() throws(NavigationError) {
    try dismiss()
  }

  func back() throws(NavigationError) {
    try pop()
  }
}
