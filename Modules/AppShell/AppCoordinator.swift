import AuthFeature
import MyPageFeature
import SplashFeature
import TodayFeature
package import Waypoint
package import WaypointPlugins

/// The root coordinator: it carries out ``AppIntent``s. Its closed switch decides *what* to
/// show; the ``FeatureRegistry`` builds every flow, wired with its feature's dependencies and
/// adapter, so this type builds no adapter and calls no factory itself. No feature coordinator
/// ever reaches it by down-casting a parent: actions reach it through the adapters. The
/// `new-feature` generator adds the case of each new `showNAME(on:)` intent above the
/// `// new-feature:` marker line; keep it.
///
/// An intent it cannot carry out is never dropped: the navigator journals what it refused, the
/// app journals what it refused before asking the navigator (``IntentRefusal``), and both reach
/// ``refusals`` and the ``onRefusal`` observer (the shell prints them).
///
/// It keeps the main tabs behind login with a guard (`AppCoordinator+Login.swift`): a change
/// that would show them without a valid session — a link while logged out — is held, and
/// login resumes it, so the main tabs appear already showing it.
@MainActor
package final class AppCoordinator: Coordinator, IntentSink {
  /// An intent that could not be carried out, and why.
  package struct Refusal: Hashable, Sendable, CustomStringConvertible {
    /// The intent.
    package let intent: AppIntent
    /// Why it was refused.
    package let error: IntentRefusal

    package var description: String { "could not \(intent): \(error)" }
  }

  let dependencies: AppDependencies
  private(set) lazy var registry = AppRegistry(dependencies: dependencies, sink: self)
  /// The change the login guard holds until the user logs in (the newest one).
  var waitingForLogin: WaitingForLogin?
  /// The link whose draft is being built (its draft keeps it while it builds): the login
  /// guard holds it with what lands it.
  weak var landingInDraft: LinkLanding?
  /// A link that came before the launch decided where to go (the newest one).
  var linkBeforeLaunch: AppIntent?
  /// Whether the launch has decided where to go: the saved navigation was restored, or the
  /// splash screen sent the user to onboarding, login or the main tabs.
  private(set) var isLaunchDecided = false
  /// How the app starts.
  enum Launch {
    /// At the splash screen.
    case fresh
    /// From the navigation saved before the system ended the app; `nil` when none was.
    case restoring(SavedNavigation?)
    /// At the splash screen, because the last launch ended while it restored the saved
    /// navigation (the file was kept aside): restoring it again could end the same way.
    case interruptedRestoring
  }

  /// How the app starts, when it starts.
  var launch = Launch.fresh
  /// The feature the app runs alone, with spies for its neighbours; `nil` for the whole app.
  var alone: FeatureAlone?
  /// What became of the saved navigation; `nil` when not asked to restore it.
  package private(set) var restoration: RestorationOutcome?
  /// The saved screen states the restoration dropped, and why (a state that no longer reads
  /// as what its screen's model keeps).
  package internal(set) var screenStateProblems: [ScreenStateProblem] = []
  /// The navigation of the session that expired, and whose it was, until the next login
  /// (``keepNavigationOfExpiredSession()``).
  var expiredNavigation: (user: String, saved: SavedNavigation)?
  /// Where the navigation of an expired session is kept across process death; `nil` keeps it
  /// in memory only.
  var store: NavigationStore?
  /// What the restoration dropped from the saved navigation, and why (the rest was restored).
  package internal(set) var restorationDrops: [RestorationDrop] = []
  /// The version the restored navigation was saved in, when an older one than the app's
  /// (``NavigationStore/versions``): it was migrated as it was read.
  package internal(set) var restoredFromVersion: Int?
  /// The screens whose saved state the restoration put back (what the user had typed).
  package internal(set) var restoredScreenStates: [Route] = []
  /// The objects the screens kept when the window's tree last went in this process, until the
  /// restoration gives them back.
  var retainedObjects = RetainedObjects()
  /// The screens whose kept object the restoration gave back.
  package internal(set) var adoptedObjects: [Route] = []

  /// Every intent that could not be carried out, oldest first.
  package private(set) var refusals: [Refusal] = []
  /// Called with every refusal as it happens.
  package var onRefusal: (@MainActor (Refusal) -> Void)?

  /// Creates the app coordinator.
  package init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Adds the login guard, then restores the saved navigation when asked to and it can; else
  /// starts at the splash screen, which decides where to go. A link that came before lands
  /// once the launch has decided: after the restoration, with the main tabs, or held by the
  /// login guard until login.
  package override func didStart() {
    if let alone {
      startAlone(alone)
      return
    }
    addLoginGuard()
    if case .interruptedRestoring = launch {
      launch = .fresh
      restoration = .interrupted
    }
    if case .restoring(let saved) = launch {
      launch = .fresh
      restoration = saved.map(restore) ?? .nothingSaved
      if restoration == .restored {
        decideLaunch()
        return
      }
    }
    handle(.restartAtSplash)
  }

  /// Records that the launch has decided where to go, and opens the link that waited for it.
  private func decideLaunch() {
    isLaunchDecided = true
    guard let link = linkBeforeLaunch else { return }
    linkBeforeLaunch = nil
    handle(link)
  }

  /// Carries out an intent. A refused one is journaled and reported through ``refusals``.
  /// While a feature runs alone, every intent is refused (``IntentRefusal/runsAlone(_:)``).
  /// A forced intent (``AppIntent/isForced``: an expired session, a logout, a deleted
  /// account) makes forced navigation requests, which no guard stops
  /// (``Navigator/forcing(_:_:)``).
  package func handle(_ intent: AppIntent) {
    if let alone {
      report(intent, .runsAlone(alone.feature))
      return
    }
    do throws(IntentRefusal) {
      if intent.isForced, let navigator {
        try navigator.forcing(AppValue(intent.description)) { () throws(IntentRefusal) in
          try carryOut(intent)
        }
      } else {
        try carryOut(intent)
      }
    } catch {
      report(intent, error)
    }
  }

  /// Journals (unless the navigator did) and reports a refused intent.
  /// - Parameter journaled: Whether the navigator journaled it already; by default, when it is
  ///   the navigator's refusal.
  func report(_ intent: AppIntent, _ error: IntentRefusal, journaled: Bool? = nil) {
    // The navigator journals its own refusals; the app journals the ones it made first.
    let navigatorJournaled: Bool
    if let journaled {
      navigatorJournaled = journaled
    } else if case .navigation = error {
      navigatorJournaled = true
    } else {
      navigatorJournaled = false
    }
    if !navigatorJournaled {
      navigator?.journal.recordRefusal(of: intent, because: error)
    }
    let refusal = Refusal(intent: intent, error: error)
    refusals.append(refusal)
    onRefusal?(refusal)
  }

  private func carryOut(_ intent: AppIntent) throws(IntentRefusal) {
    switch intent {
    case .restartAtSplash:
      // A launch: the navigation of a session that expired before it is kept for the login.
      try replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .accountDeleted:
      forgetExpiredNavigation()
      try replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .showOnboarding:
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .onboarding, in: .root))
      decideLaunch()
    case .showLogin(let message):
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: message), in: .root))
      decideLaunch()
    case .expireSession:
      keepNavigationOfExpiredSession()
      let message = forgetExpiredSession()
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: message), in: .root))
    case .logOut:
      forgetExpiredNavigation()
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: nil), in: .root))
    case .showMain:
      try showMain()
    case .showTab(let tab):
      let tabs = try mainTabBar()
      guard tabs.selected.name != tab else { return }  // Shown already: nothing to do.
      guard tabs.names.contains(tab) else { throw .unknownTab(tab) }
      try navigation { () throws(NavigationError) in
        try navigate(.selectTab(.named(tab), in: tabs.id))
      }
    case .showArticle(let id, let tab):
      let (name, tabFlow) = try flow(on: tab)
      let article = try registry.flow(TodayPlugin.article, id, in: FlowContext(tab: name))
      try push(article, on: tabFlow)
    case .showMyPage(let tab):
      let (name, tabFlow) = try flow(on: tab)
      try push(registry.flow(MyPagePlugin.myPage, in: FlowContext(tab: name)), on: tabFlow)
    case .openLink(let link, _):
      try open(link, as: intent)
    // new-feature: intent handling above this line
    }
  }

  /// Shows the main tabs: by resuming the change the login guard held (a link), or by landing
  /// the link that came before the launch, so the tab bar appears already on the link's
  /// screen in one transaction; else, or when that link is refused (reported), the plain main
  /// tabs.
  private func showMain() throws(IntentRefusal) {
    isLaunchDecided = true
    let expired =
      expiredNavigation ?? store?.takeExpired().map { (user: $0.user, saved: $0.navigation) }
    forgetExpiredNavigation()  // Used now or never: another account never sees it.
    if resumeAfterLogin() { return }
    if let expired, expired.user == dependencies.session.current?.user,
      restore(expired.saved) == .restored
    {
      return
    }
    if let link = linkBeforeLaunch {
      linkBeforeLaunch = nil
      do throws(IntentRefusal) {
        if case .openLink(let text, _) = link { return try open(text, as: link) }
      } catch {
        report(link, error)  // The main tabs still show, without the link.
      }
    }
    try replaceRoot(with: registry.mainTabBar())
  }

  private func replaceRoot(with flow: FlowCoordinator) throws(IntentRefusal) {
    try navigation { () throws(NavigationError) in try start(flow, as: .replaceRoot()) }
  }

  /// Pushes `flow` on the stack of `tabFlow`, as its child: it leaves with the tab bar.
  private func push(_ flow: FlowCoordinator, on tabFlow: Coordinator) throws(IntentRefusal) {
    try navigation { () throws(NavigationError) in
      try tabFlow.start(flow, as: .push(onto: tabFlow.anchor))
    }
  }

  func navigation(_ body: () throws(NavigationError) -> Void) throws(IntentRefusal) {
    do throws(NavigationError) {
      try body()
    } catch {
      throw .navigation(error)
    }
  }

  /// Forgets the expired session; the login's message says so, and says when the stored
  /// session could not be removed (the user should know the device still holds it).
  /// Keeps the navigation and what its screens keep at the moment the session expired, for
  /// the account whose session it was: when the same account logs in again, the app lands
  /// there (the note open with its draft). Kept in memory and in the store (so it outlives the
  /// process), and only until the next login.
  private func keepNavigationOfExpiredSession() {
    guard let navigator, let user = dependencies.session.current?.user,
      case .tabs = navigator.tree.root
    else { return }
    let tree = NavigationStore.withoutDialogs(navigator.tree)
    let (states, _) = ScreenStates.capture(tree, models: navigator.model(for:))
    expiredNavigation = (user, SavedNavigation(tree: tree, screens: states))
    store?.keepExpired(SavedNavigation(tree: tree, screens: states), of: user)
  }

  /// Forgets the navigation of an expired session, in memory and in the store.
  private func forgetExpiredNavigation() {
    expiredNavigation = nil
    store?.forgetExpired()
  }

  private func forgetExpiredSession() -> String {
    do {
      try dependencies.session.logOut()
      return AppIntent.sessionExpiredMessage
    } catch {
      return AppIntent.sessionExpiredMessage
        + " (The stored session could not be removed: \(error))"
    }
  }

  /// The main tab bar: the tab container at the root, shown by the tab bar flow.
  func mainTabBar() throws(IntentRefusal) -> Tabs {
    guard let navigator, case .tabs(let tabs) = navigator.tree.root else { throw .noMainTabBar }
    return tabs
  }

  /// The flow of `tab` (the selected tab when `nil`): flows pushed on it become its children,
  /// so they leave with the tab bar.
  private func flow(on tab: TabName?) throws(IntentRefusal) -> (TabName, Coordinator) {
    let tabs = try mainTabBar()
    let name = tab ?? tabs.selected.name
    guard let content = tabs.tabs.first(where: { $0.name == name })?.content,
      let flow = navigator?.coordinator(anchoredAt: content.id)
    else { throw .unknownTab(name) }
    return (name, flow)
  }
}
