import AppModels
import AppNavigation
import AuthFeature
import MyPageFeature
import SplashFeature
import TabFeature
import TodayFeature
public import Waypoint

/// The root coordinator: it carries out ``AppIntent``s by starting feature flows through their
/// plugins' entry points. It is the only place that knows every feature, and no feature
/// coordinator ever reaches it by down-casting a parent: actions reach it through the adapters.
///
/// An intent it cannot carry out is never dropped: the navigator journals what it refused, the
/// app journals what it refused before asking the navigator, and both reach
/// ``refusals`` and the ``onRefusal`` observer (the shell prints them).
@MainActor
public final class AppCoordinator: Coordinator, IntentSink {
  /// An intent that could not be carried out, and why.
  public struct Refusal: Hashable, Sendable, CustomStringConvertible {
    /// The intent.
    public let intent: AppIntent
    /// Why it was refused.
    public let error: NavigationError

    public var description: String { "could not \(intent): \(error)" }
  }

  private let dependencies: AppDependencies
  private weak var mainTabs: MainTabCoordinator?

  /// Every intent that could not be carried out, oldest first.
  public private(set) var refusals: [Refusal] = []
  /// Called with every refusal as it happens.
  public var onRefusal: (@MainActor (Refusal) -> Void)?

  /// Creates the app coordinator.
  public init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Starts at the splash screen, which decides where to go.
  public override func didStart() {
    handle(.restartAtSplash)
  }

  /// Carries out an intent. A refused one is journaled and reported through ``refusals``.
  public func handle(_ intent: AppIntent) {
    do {
      try carryOut(intent)
    } catch {
      let refusal = Refusal(intent: intent, error: error)
      refusals.append(refusal)
      onRefusal?(refusal)
    }
  }

  private func carryOut(_ intent: AppIntent) throws(NavigationError) {
    let deps = dependencies
    switch intent {
    case .restartAtSplash:
      let adapter = SplashNavigationAdapter(sink: self, context: .root)
      try start(SplashPlugin.splash.makeFlow(deps, adapter), as: .replaceRoot())
    case .showOnboarding:
      try start(auth(.onboarding), as: .replaceRoot())
    case .showLogin(let message):
      try start(auth(.login(message: message)), as: .replaceRoot())
    case .expireSession:
      try start(auth(.login(message: forgetExpiredSession())), as: .replaceRoot())
    case .showMain:
      let tabs = MainTabCoordinator(
        tabs: FeatureRegistry.tabs.map { ($0.name, $0.makeRoot(deps, self)) },
        navigation: TabNavigationAdapter(sink: self, context: .root))
      mainTabs = tabs
      try start(tabs, as: .replaceRoot())
    case .showTab(let tab):
      try refuseBeforeNavigating(intent) { () throws(NavigationError) in
        try mainTabsOrThrow().select(tab)
      }
    case .showArticle(let id, let tab):
      let tabFlow = try refuseBeforeNavigating(intent) { () throws(NavigationError) in
        guard deps.articles.article(id: id) != nil else {
          throw .unknownRoute(TodayRoute.article(id: id).route)
        }
        return try flow(on: tab)
      }
      let adapter = TodayNavigationAdapter(sink: self, context: FlowContext(tab: tabFlow.tab))
      try tabFlow.flow.start(
        TodayPlugin.article.makeFlow(deps, adapter, id), as: .push(onto: tabFlow.flow.anchor))
    case .showMyPage(let tab):
      let tabFlow = try refuseBeforeNavigating(intent) { () throws(NavigationError) in
        try flow(on: tab)
      }
      let adapter = MyPageNavigationAdapter(sink: self, context: FlowContext(tab: tabFlow.tab))
      try tabFlow.flow.start(
        MyPagePlugin.myPage.makeFlow(deps, adapter), as: .push(onto: tabFlow.flow.anchor))
    }
  }

  /// Forgets the expired session; the login's message says so, and says when the stored
  /// session could not be removed (the user should know the device still holds it).
  private func forgetExpiredSession() -> String {
    do {
      try dependencies.session.logOut()
      return AppIntent.sessionExpiredMessage
    } catch {
      return AppIntent.sessionExpiredMessage
        + " (The stored session could not be removed: \(error))"
    }
  }

  private func auth(_ entry: AuthEntry) -> FlowCoordinator {
    AuthPlugin.auth.makeFlow(
      dependencies, AuthNavigationAdapter(sink: self, context: .root), entry)
  }

  /// Runs the app's own checks; a refusal is journaled here, since it never reaches the
  /// navigator (which journals what it refuses itself).
  private func refuseBeforeNavigating<T>(
    _ intent: AppIntent, _ check: () throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    do {
      return try check()
    } catch {
      navigator?.journal.recordRefusal(of: intent.description, error: error)
      throw error
    }
  }

  private func mainTabsOrThrow() throws(NavigationError) -> MainTabCoordinator {
    guard let mainTabs, mainTabs.isActive else { throw .noVisibleContainer(kind: "main tab bar") }
    return mainTabs
  }

  /// The flow of `tab` (the selected tab when `nil`): flows pushed on it become its children,
  /// so they leave with the tab bar.
  private func flow(on tab: TabName?) throws(NavigationError) -> (tab: TabName, flow: Coordinator) {
    let tabs = try mainTabsOrThrow()
    guard let name = tab ?? tabs.selected else { throw .noVisibleContainer(kind: "tab") }
    guard let flow = tabs.flow(for: name) else { throw .unknownTab(name.rawValue) }
    return (name, flow)
  }
}
