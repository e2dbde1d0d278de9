// The ```swift blocks of Modules/Waypoint/Waypoint.docc/GettingStarted.md, verbatim, in the
// context they need; the tests run them and check what their comments say. Other documents'
// samples (TestingFlowsHeadless, CoordinatorLifetime, IntegratingWithUIKit) use these types.
import Testing
import Waypoint
import WaypointTesting

@Suite struct GettingStarted {
  // MARK: Declare the screens as typed routes

  enum TodayRoute: TypedRoute {
    case today
    case article(id: Int)
    case comments(article: Int)
    case share(id: Int)
  }

  enum AccountRoute: TypedRoute {
    case login
    case bookmarks
    case settings
  }

  enum PickRoute: TypedRoute {
    case pick
    case weekly
    case popular
  }

  // MARK: Describe a feature flow

  @MainActor
  final class ArticleModel {
    let id: Int
    weak var coordinator: ArticleCoordinator?  // weak: see "Coordinator lifetime"

    init(id: Int, coordinator: ArticleCoordinator) {
      self.id = id
      self.coordinator = coordinator
    }

    func commentsTapped() { try? coordinator?.showComments() }
  }

  @MainActor
  final class CommentsModel {
    let article: Int

    init(article: Int) { self.article = article }
  }

  final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
    let id: Int

    init(id: Int) {
      self.id = id
      super.init(showing: .article(id: id))
    }

    override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
      switch route {
      case .article(let id): ArticleModel(id: id, coordinator: self)
      case .comments(let article): CommentsModel(article: article)
      case .today, .share: nil
      }
    }

    func showComments() throws {
      try push(.screen(TodayRoute.comments(article: id)))
    }
  }

  // MARK: Start flows from a root coordinator

  final class AppCoordinator: Coordinator {
    override func didStart() {
      do {
        try start(TodayCoordinator(), as: .replaceRoot())
      } catch {
        assertionFailure("could not start Today: \(error)")
      }
    }
  }

  final class TodayCoordinator: TypedFlowCoordinator<TodayRoute> {
    init() { super.init(showing: .today) }

    func articleTapped(id: Int) throws {
      try start(ArticleCoordinator(id: id), as: .push())
    }

    func shareTapped(id: Int) throws {
      try start(ShareCoordinator(id: id), as: .present(.sheet))
    }
  }

  final class ShareCoordinator: TypedFlowCoordinator<TodayRoute> {
    init(id: Int) { super.init(showing: .share(id: id)) }

    func doneTapped() throws { try dismiss() }
  }

  // MARK: Run the navigator

  @MainActor @Test func runTheNavigator() throws {
    let routes = RouteTable([TodayRoute.self, AccountRoute.self, PickRoute.self])
    let host = HeadlessHost()
    let navigator = Navigator(root: AppCoordinator(), host: host, routes: routes)
    navigator.start()

    let first = navigator.tree.visibleScreen.route  // Today
    let today = navigator.coordinator(anchoredAt: navigator.tree.root.id) as? TodayCoordinator
    try today?.articleTapped(id: 3)
    let names = navigator.tree.visibleStackNames  // ["Today", "Article"]
    let shown = TodayRoute(route: navigator.tree.visibleScreen.route)  // .article(id: 3)
    print(navigator.tree.outline)

    #expect(first.description == "Today")
    #expect(names == ["Today", "Article"])
    #expect(shown == .article(id: 3))
    #expect(shown?.route.description == "Article(3)")
    #expect(AccountRoute.login.route.description == "Login")
    // The text mentions stacks of typed routes: `.stack([TodayRoute.today, .article(id: 3)])`.
    let stack = Content.stack([TodayRoute.today, .article(id: 3)])
    #expect(stack == .stack([.screen(TodayRoute.today), .screen(TodayRoute.article(id: 3))]))

    let link = Route("Comments", ["id": "3"])  // parsed from a URL
    let problem = routes.problem(with: link)  // Comments needs the argument 'article'
    do {
      try navigator.perform(.push(.screen(link)))
    } catch {
      print(error)  // invalid route Comments(3): Comments needs the argument 'article'
    }

    #expect(problem?.description == "Comments needs the argument 'article'")
    let refusal = NavigationError.invalidRoute(link, .missingArgument("article", route: "Comments"))
    #expect(throws: refusal) { try navigator.perform(.push(.screen(link))) }
    #expect(
      NavigationError.invalidRoute(link, problem!).description
        == "invalid route Comments(3): Comments needs the argument 'article'")
    #expect(names == navigator.tree.visibleStackNames)
  }

  // MARK: Navigate from a coordinator; Tabs and pages

  /// A running coordinator, whose methods hold the fragments.
  final class RunningCoordinator: TypedFlowCoordinator<TodayRoute> {
    func navigateExamples() throws {
      try push(.screen(TodayRoute.comments(article: 3)))
      try present(.screen(AccountRoute.settings), style: .fullScreen)
      try navigate(.popToRoot())
      try navigate(.dismissAll)
      try navigate(.selectTab(.named("Bookmarks")))
    }

    func refusedPop() {
      do {
        try pop()
      } catch {
        // error is a NavigationError, for example .cannotPopRoot(stackID)
        print(error)
      }
    }

    func showPicks() throws -> PickRoute? {
      // In a running coordinator, outside any transaction:
      let picks = PicksCoordinator()
      try start(picks, as: .push())
      try picks.select(PickRoute.weekly)
      try picks.next()  // throws .noPageAfter on the last page
      let current = picks.currentRoute  // .popular

      #expect(throws: NavigationError.noPageAfter) { try picks.next() }
      return current
    }
  }

  final class LoginCoordinator: TypedFlowCoordinator<AccountRoute> {
    init() { super.init(showing: .login) }

    func loginSucceeded() throws {
      let main = TabCoordinator(tabs: [
        ("Today", TodayCoordinator()),
        ("Bookmarks", BookmarksCoordinator()),
      ])
      try start(main, as: .replaceRoot())
    }
  }

  final class BookmarksCoordinator: TypedFlowCoordinator<AccountRoute> {
    init() { super.init(showing: .bookmarks) }
  }

  @MainActor
  final class PickModel {
    let page: PickRoute

    init(page: PickRoute) { self.page = page }
  }

  final class PicksCoordinator: TypedPageCoordinator<PickRoute> {
    init() { super.init(pages: [.pick, .weekly, .popular]) }

    override func makeModel(for route: PickRoute, on screen: Screen) -> AnyObject? {
      PickModel(page: route)
    }

    override func didShowPage(_ page: Route, at index: Int) {
      // a swipe or a selection showed `page`
    }
  }

  @MainActor @Test func pagesAndTabs() throws {
    let running = RunningCoordinator(showing: .today)
    let host = HeadlessHost()
    let navigator = Navigator(root: ScriptedRoot(starting: running), host: host)
    navigator.start()
    #expect(try running.showPicks() == .popular)
    #expect((navigator.visibleModel as? PickModel)?.page == .popular)

    let login = LoginCoordinator()
    let app = Navigator(root: ScriptedRoot(starting: login), host: HeadlessHost())
    app.start()
    try login.loginSucceeded()
    #expect(login.isFinished)
    #expect(app.tree.visibleTabs?.tabs.map(\.name) == ["Today", "Bookmarks"])
  }

  // MARK: Read the journal

  @MainActor @Test func readTheJournal() throws {
    let host = HeadlessHost()
    let navigator = Navigator(root: AppCoordinator(), host: host)
    navigator.start()
    let today = navigator.coordinator(anchoredAt: navigator.tree.root.id) as? TodayCoordinator
    try today?.articleTapped(id: 3)
    try host.tapBack()

    let token = navigator.journal.observe { transaction in
      print(transaction)  // number, cause, steps or error, finished coordinators
    }

    for transaction in navigator.journal.entries where transaction.error != nil {
      print("refused:", transaction.cause)
    }
    let reasons = navigator.journal.last?.finished.map(\.reason)  // for example [.backButton]
    navigator.journal.removeObserver(token)

    #expect(reasons == [.backButton])
  }

  // MARK: Test it headless

  let routes = RouteTable([TodayRoute.self, AccountRoute.self, PickRoute.self])

  @MainActor @Test func backReleasesTheArticle() throws {
    let host = HeadlessHost()
    let navigator = Navigator(root: AppCoordinator(), host: host, routes: routes)
    let flow = HeadlessFlow(navigator: navigator, host: host)
    flow.start()
    let today = navigator.coordinator(anchoredAt: flow.tree.root.id) as? TodayCoordinator
    try today?.articleTapped(id: 3)

    try host.tapBack()

    flow.expectScreen(TodayRoute.today)
    flow.expectReleased()  // the article's coordinator and model are gone
  }
}
