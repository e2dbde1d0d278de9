import AppModels
public import Waypoint

/// One article: its screen, its bookmark toggle, and its share sheet.
///
/// Push it onto the stack the article was tapped in; its share sheet and the way back are its
/// own business. It finishes by itself when its screen leaves the tree (back button, edge
/// swipe, a tab reselected, ...).
///
/// ```swift
/// try today.start(
///   ArticleCoordinator(id: 3, dependencies: dependencies, navigation: adapter),
///   as: .push())
/// ```
public final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
  /// The article's ID.
  public let id: Int
  private let dependencies: any TodayDependencies
  private let navigation: any TodayNavigation

  /// Creates the flow of one article.
  /// - Parameters:
  ///   - id: The article's ID.
  ///   - dependencies: The catalogue to read the article from, and the bookmarks.
  ///   - navigation: Where the user's actions are reported; held strongly.
  public init(id: Int, dependencies: any TodayDependencies, navigation: any TodayNavigation) {
    self.id = id
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(showing: .article(id: id))
  }

  /// An ``ArticleModel`` for the article, a ``ShareModel`` for its share sheet.
  public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
    let articles = dependencies.articles
    switch route {
    case .article(let id):
      return ArticleModel(
        id: id, article: articles.article(id: id), bookmarks: dependencies.bookmarks, flow: self,
        navigation: navigation)
    case .share(let id):
      return ShareModel(
        title: articles.article(id: id)?.title ?? "Article \(id)", flow: self,
        navigation: navigation)
    case .today:
      return nil
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
