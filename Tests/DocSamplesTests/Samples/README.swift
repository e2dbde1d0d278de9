// The ```swift blocks of README.md, verbatim, in the context they need; the tests run them and
// check what the README says happens on a back tap.
import Testing
import Waypoint
import WaypointTesting

@Suite struct Readme {
  /// The article screen's model; it holds its coordinator weakly.
  @MainActor final class ArticleModel {
    let id: Int
    weak var navigation: ArticleCoordinator?

    init(id: Int, navigation: ArticleCoordinator) {
      self.id = id
      self.navigation = navigation
    }
  }

  // MARK: A coordinator

  enum ReadingRoute: TypedRoute {  // the tree prints .article(id: 3) as Article(3)
    case home
    case article(id: Int)
    case share(id: Int)
  }

  final class ArticleCoordinator: TypedFlowCoordinator<ReadingRoute> {
    let id: Int

    init(id: Int) {
      self.id = id
      super.init(showing: .article(id: id))
    }

    override func makeModel(for route: ReadingRoute, on screen: Screen) -> AnyObject? {
      switch route {
      case .article(let id): ArticleModel(id: id, navigation: self)  // holds `navigation` weakly
      case .home, .share: nil
      }
    }

    func shareTapped() throws {
      try present(.screen(ReadingRoute.share(id: id)), style: .sheet)
    }
  }

  final class HomeCoordinator: TypedFlowCoordinator<ReadingRoute> {
    init() { super.init(showing: .home) }

    func articleTapped(id: Int) throws {
      try start(ArticleCoordinator(id: id), as: .push())
    }
  }

  final class AppCoordinator: Coordinator {
    override func didStart() {
      do {
        try start(HomeCoordinator(), as: .replaceRoot())
      } catch {
        assertionFailure("could not start Home: \(error)")
      }
    }
  }

  @MainActor @Test func aBackTapFinishesAndReleasesTheArticle() throws {
    let host = HeadlessHost()  // or a UIKit host on Apple platforms
    let routes = RouteTable([ReadingRoute.self])
    let navigator = Navigator(root: AppCoordinator(), host: host, routes: routes)
    navigator.start()

    let tracker = LifetimeTracker(navigator)
    let home = navigator.coordinator(anchoredAt: navigator.tree.root.id) as? HomeCoordinator
    try home?.articleTapped(id: 3)
    #expect(navigator.tree.visibleScreen.route.description == "Article(3)")
    #expect(navigator.visibleModel is ArticleModel)

    try host.tapBack()

    #expect(navigator.journal.last?.finished.map(\.reason) == [.backButton])
    #expect(tracker.departedCount == 2)  // the article's model and its coordinator
    #expect(tracker.leaked.isEmpty)  // both deallocated
    #expect(navigator.tree.visibleStackNames == ["Home"])

    let unknown = Route("Bookmarks")
    #expect(throws: NavigationError.invalidRoute(unknown, .unknownName("Bookmarks"))) {
      try navigator.perform(.push(.screen(unknown)))
    }
  }

  @MainActor @Test func shareShowsASheet() throws {
    let flow = HeadlessFlow(root: ScriptedRoot(starting: ArticleCoordinator(id: 3)))
    flow.start()
    let article = flow.navigator.coordinator(anchoredAt: flow.tree.root.id) as? ArticleCoordinator
    try article?.shareTapped()
    flow.expectModal("Share")
  }

  // MARK: Testing a flow headless

  @MainActor @Test func backReleasesTheArticle() throws {
    let flow = HeadlessFlow(root: AppCoordinator())
    flow.start()
    let home = flow.navigator.coordinator(anchoredAt: flow.tree.root.id) as? HomeCoordinator
    try home?.articleTapped(id: 3)
    flow.expectScreen(ReadingRoute.article(id: 3))

    try flow.host.tapBack()

    flow.expectScreen(ReadingRoute.home)
    flow.expectReleased()  // every coordinator and model that left is deallocated
  }
}
