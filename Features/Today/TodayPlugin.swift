import AppModels
public import Waypoint
public import WaypointPlugins

/// The Today feature as the app shell registers it: the Today tab (a page per ``TodayPage``)
/// and the article flow, which the app opens on any tab.
@MainActor
public enum TodayPlugin {
  /// The Today tab's name.
  nonisolated public static let tabName = TabName("Today")

  /// The Today pages: the tab's root flow. A link to a page lands on the tab's root, on that
  /// page.
  public static let pages = EntryPoint<any TodayDependencies, any TodayNavigation, Void>(
    "pages", shows: TodayPage.allCases.map { TodayRoute.today(page: $0) },
    opens: { route, _ in
      guard case .today = route else { return nil }
      return Opening(landing: .root(in: tabName, page: route.route))
    },
    make: { dependencies, navigation in
      TodayCoordinator(dependencies: dependencies, navigation: navigation)
    })

  /// One article, its share sheet and its note sheet (which asks with the `DiscardNote` dialog
  /// before unsaved text is discarded); the input is the article's ID. This entry is the one
  /// place that checks the article exists: it refuses an ID the catalogue does not have with
  /// ``TodayRefusal/noSuchArticle(_:)``. A link to an article lands on the Today tab, on the
  /// page that lists it, with the article pushed: `Today(Weekly) › Article(8)`.
  public static let article = EntryPoint<any TodayDependencies, any TodayNavigation, Int>(
    "article", shows: [TodayRoute.article(id: 1), .share(id: 1), .note(id: 1), .discardNote],
    example: 1,
    opens: { (route, dependencies) throws(EntryRefusal) in
      guard case .article(let id) = route else { return nil }
      guard let article = dependencies.articles.article(id: id) else {
        throw EntryRefusal(TodayRefusal.noSuchArticle(id))
      }
      return Opening(
        id, landing: .pushed(in: tabName, over: TodayRoute.today(page: article.page).route))
    },
    make: { (dependencies, navigation, id) throws(EntryRefusal) in
      guard let article = dependencies.articles.article(id: id) else {
        throw EntryRefusal(TodayRefusal.noSuchArticle(id))
      }
      return ArticleCoordinator(
        article: article, dependencies: dependencies, navigation: navigation)
    })

  /// The feature: its route type, its entries and its tab (first in the tab bar).
  public static let plugin = FeaturePlugin(
    name: "Today", routes: [TodayRoute.self], entries: [article.erased],
    tab: FeatureTab(tabName, order: 0, root: pages),
    links: [
      LinkPattern(
        "reading://today/{page}", example: TodayRoute.today(page: .weekly), anyCase: ["page"]),
      LinkPattern("reading://article/{id}", example: TodayRoute.article(id: 1)),
      LinkPattern("https://reading.example/articles/{id}", example: TodayRoute.article(id: 1)),
    ])
}
