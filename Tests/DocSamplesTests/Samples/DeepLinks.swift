// The ```swift blocks of Modules/Waypoint/Waypoint.docc/DeepLinks.md, verbatim, in the context
// they need: a reading app's routes and flows, and the Today feature's types for the plugin
// sample.
import AppModels
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins
import WaypointTesting

enum DeepLinks {
  enum ReadingRoute: TypedRoute {
    case today(page: TodayPage)
    case article(id: Int)
  }

  @MainActor
  final class ArticleFlow: TypedFlowCoordinator<TodayRoute> {
    init(id: Int) { super.init(showing: .article(id: id)) }
    init(article: Article, navigation: any TodayNavigation) {
      super.init(showing: .article(id: article.id))
    }
  }

  /// A root that shows the Today page in a stack.
  @MainActor
  final class ReadingRoot: Coordinator {
    override func didStart() {
      _ = try? navigate(.replaceRoot(.stack([.screen(ReadingRoute.today(page: .pick).route)])))
    }
  }

  static func declare() throws {
    let links = LinkTable([
      LinkPattern("reading://article/{id}", example: ReadingRoute.article(id: 1)),
      LinkPattern("https://reading.example/articles/{id}", example: ReadingRoute.article(id: 1)),
      LinkPattern(
        "reading://today/{page}", example: ReadingRoute.today(page: .weekly), anyCase: ["page"]),
    ])

    let article = try links.route("reading://article/8", as: ReadingRoute.self)  // .article(id: 8)
    let shared = try links.link(for: ReadingRoute.article(id: 8))  // "reading://article/8"
    _ = (article, shared)
  }

  @MainActor
  static func land(
    navigator: Navigator, app: Coordinator, todayStack: NodeID, todayFlow: Coordinator
  ) throws {
    try navigator.perform("open reading://article/8", by: app) { draft throws(NavigationError) in
      if !draft.tree.modals.isEmpty { try draft.perform(.dismissAll) }
      try draft.perform(.selectTab(.named("Today")))
      try draft.perform(.popToRoot(stack: todayStack))
      try draft.perform(.selectPage(.route(ReadingRoute.today(page: .weekly).route)))
      try draft.start(ArticleFlow(id: 8), as: .push(onto: todayStack), by: todayFlow)
    }
  }

  @MainActor
  enum Plugin {
    static let tabName = TabName("Today")

    public static let article = EntryPoint<any TodayDependencies, any TodayNavigation, Int>(
      "article", shows: [TodayRoute.article(id: 1), .share(id: 1)], example: 1,
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
        return ArticleFlow(article: article, navigation: navigation)
      })
  }
}

@Suite struct DeepLinksTests {
  typealias ReadingRoot = DeepLinks.ReadingRoot
  typealias ReadingRoute = DeepLinks.ReadingRoute

  @MainActor @Test func anArticleLinkLandsOnItsPage() throws {
    let flow = HeadlessFlow(root: ReadingRoot())
    flow.start()
    try flow.navigator.perform("open reading://article/8") { draft throws(NavigationError) in
      try draft.perform(.push(.screen(ReadingRoute.article(id: 8).route)))
    }
    flow.expectScreen(ReadingRoute.article(id: 8))
    let cause = flow.navigator.journal.last?.cause
    #expect(cause == .draft("open reading://article/8", requester: "ReadingRoot"))
    flow.expectRendered()
  }

  @Test func theDeclaredLinksRead() throws {
    try DeepLinks.declare()
  }
}
