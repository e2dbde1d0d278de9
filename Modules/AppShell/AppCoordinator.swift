import AuthFeature
import BookmarkFeature
import MyPageFeature
import SplashFeature
import TabFeature
import TodayFeature
public import Waypoint

/// The root coordinator: it carries out ``AppIntent``s by starting feature flows. It is the
/// only place that knows every feature, and no feature coordinator ever reaches it by
/// down-casting a parent: actions reach it through the adapters.
@MainActor
public final class AppCoordinator: Coordinator, IntentSink {
  private let dependencies: AppDependencies
  private lazy var splashAdapter = SplashNavigationAdapter(sink: self)
  private lazy var authAdapter = AuthNavigationAdapter(sink: self)
  private lazy var tabAdapter = TabNavigationAdapter(sink: self)
  private lazy var todayAdapter = TodayNavigationAdapter(sink: self)
  private lazy var bookmarkAdapter = BookmarkNavigationAdapter(sink: self)
  private lazy var myPageAdapter = MyPageNavigationAdapter(sink: self)
  private weak var mainTabs: MainTabCoordinator?

  /// The last intent that could not be carried out, with why (also in the journal).
  public private(set) var lastFailure: (intent: AppIntent, error: NavigationError)?

  /// Creates the app coordinator.
  public init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Starts at the splash screen, which decides where to go.
  public override func didStart() {
    handle(.restartAtSplash)
  }

  /// Carries out an intent. A refused one is kept in ``lastFailure`` and the journal.
  public func handle(_ intent: AppIntent) {
    do {
      try carryOut(intent)
    } catch {
      lastFailure = (intent, error)
    }
  }

  private func carryOut(_ intent: AppIntent) throws(NavigationError) {
    let deps = dependencies
    switch intent {
    case .restartAtSplash:
      let splash = SplashCoordinator(
        launch: deps.launch, session: deps.session, navigation: splashAdapter)
      try start(splash, as: .replaceRoot())
    case .showOnboarding:
      try start(auth(.onboarding), as: .replaceRoot())
    case .showLogin(let message):
      try start(auth(.login(message: message)), as: .replaceRoot())
    case .expireSession:
      try? deps.session.logOut()
      try start(auth(.login(message: AppIntent.sessionExpiredMessage)), as: .replaceRoot())
    case .showMain:
      let tabs = MainTabCoordinator(
        today: TodayCoordinator(articles: deps.articles, navigation: todayAdapter),
        bookmarks: BookmarksCoordinator(
          articles: deps.articles, bookmarks: deps.bookmarks, navigation: bookmarkAdapter),
        navigation: tabAdapter)
      mainTabs = tabs
      try start(tabs, as: .replaceRoot())
    case .showTab(let tab):
      try mainTabsOrThrow().select(tab)
    case .showArticle(let id):
      guard deps.articles.article(id: id) != nil else {
        throw .unknownRoute(Route("Article", ["id": "\(id)"]))
      }
      try pushOnCurrentTab(
        ArticleCoordinator(
          id: id, articles: deps.articles, bookmarks: deps.bookmarks, navigation: todayAdapter))
    case .showMyPage:
      try pushOnCurrentTab(
        MyPageCoordinator(session: deps.session, account: deps.account, navigation: myPageAdapter))
    }
  }

  private func auth(_ entry: AuthEntry) -> AuthCoordinator {
    AuthCoordinator(
      entry: entry, session: dependencies.session, launch: dependencies.launch,
      navigation: authAdapter)
  }

  private func mainTabsOrThrow() throws(NavigationError) -> MainTabCoordinator {
    guard let mainTabs, mainTabs.isActive else { throw .noVisibleContainer(kind: "main tab bar") }
    return mainTabs
  }

  /// Starts `flow` pushed on the selected tab's stack, as a child of that tab's flow, so it
  /// leaves with the tab bar.
  private func pushOnCurrentTab(_ flow: FlowCoordinator) throws(NavigationError) {
    let tabs = try mainTabsOrThrow()
    guard let tab = tabs.selected, let tabFlow = tabs.flow(for: tab) else {
      throw .noVisibleContainer(kind: "tab")
    }
    try tabFlow.start(flow, as: .push(onto: tabFlow.anchor))
  }
}
