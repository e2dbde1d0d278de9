import AuthFeature
import MyPageFeature
import SplashFeature
import TodayFeature
import Waypoint
package import WaypointPlugins

/// What the reading app decides, which it gives the kit's ``PluginAppCoordinator``
/// (``AppRules``): what it shows first and what each ``AppIntent`` shows, its closed switch.
/// The kit does the rest — the ``FeatureRegistry`` builds every flow, wired with its feature's
/// dependencies and adapter; refusals are journaled and reported; links land through one
/// intake; the saved navigation is restored; a feature can run alone. No feature coordinator
/// ever reaches it by down-casting a parent: actions reach it through the adapters. The
/// `new-feature` generator adds the case of each new `showNAME(on:)` intent above the
/// `// new-feature:` marker line; keep it.
///
/// It keeps the main tabs behind login (its ``access``, named ``loginGuardName``): a change
/// that would show them without a valid session — a link while logged out — is held, and
/// login resumes it, so the main tabs appear already showing it. The access knows the
/// account: a window saves its navigation as that account's, restores only that account's,
/// and leaves another account's screens when it comes to the foreground
/// (``AppIntent/signedOutElsewhere``); a logout or a deleted account removes what every
/// window saved for it.
@MainActor
package final class ReadingRules: AppRules {
  package typealias Dependencies = AppDependencies
  package typealias Intent = AppIntent

  /// The journal's name for the guard that keeps the main tabs behind login.
  package static let loginGuardName = "login"

  package let access: AccessRule<AppIntent>?
  /// The navigation of the session that expired, and whose it was, until the next login
  /// (``keepNavigationOfExpiredSession(_:)``).
  var expiredNavigation: (user: String, saved: SavedNavigation)?
  /// Where the navigation of an expired session is kept across process death; `nil` keeps it
  /// in memory only.
  let store: NavigationStore?

  /// The reading app's rules, for the session of `dependencies`, keeping the navigation of an
  /// expired session in `store`.
  package init(dependencies: AppDependencies, store: NavigationStore?) {
    let session = dependencies.session
    access = AccessRule(
      named: Self.loginGuardName,
      account: { session.hasValidSession ? session.current?.user : nil },
      signedOutElsewhere: .signedOutElsewhere)
    self.store = store
  }

  /// Starts at the splash screen, which decides where to go. A link that came before lands
  /// once the launch has decided: with the main tabs, or held by the login gate until login.
  package func launch(_ app: App) {
    app.handle(.restartAtSplash)
  }

  package func carryOut(_ intent: AppIntent, in app: App) throws(IntentRefusal) {
    let registry = app.registry
    switch intent {
    case .restartAtSplash:
      // A launch: the navigation of a session that expired before it is kept for the login.
      try app.replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .accountDeleted:
      forgetExpiredNavigation()
      forgetSavedNavigationOfAccount(app)
      try app.replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .signedOutElsewhere:
      try app.replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .showOnboarding:
      try app.replaceRoot(with: registry.flow(AuthPlugin.auth, .onboarding, in: .root))
    case .showLogin(let message):
      try app.replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: message), in: .root))
    case .expireSession:
      keepNavigationOfExpiredSession(app)
      let message = forgetExpiredSession(app.dependencies)
      try app.replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: message), in: .root))
    case .logOut:
      forgetExpiredNavigation()
      forgetSavedNavigationOfAccount(app)
      try app.replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: nil), in: .root))
    case .showMain:
      // The navigation of an expired session is used now or never: another account never
      // sees it.
      let expired =
        expiredNavigation ?? store?.takeExpired().map { (user: $0.user, saved: $0.navigation) }
      forgetExpiredNavigation()
      let user = app.dependencies.session.current?.user
      try app.showMainTabs(returningTo: expired?.user == user ? expired?.saved : nil)
    case .showTab(let tab):
      try app.selectTab(tab)
    case .showArticle(let id, let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try registry.flow(TodayPlugin.article, id, in: context)
      }
    case .showMyPage(let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try registry.flow(MyPagePlugin.myPage, in: context)
      }
    case .openLink(let link, let source):
      app.open(link, from: source)
    // new-feature: intent handling above this line
    }
  }

  /// Keeps the navigation and what its screens keep at the moment the session expired, for
  /// the account whose session it was: when the same account logs in again, the app lands
  /// there (the note open with its draft). Kept in memory and in the store (so it outlives the
  /// process), and only until the next login.
  private func keepNavigationOfExpiredSession(_ app: App) {
    guard let navigator = app.navigator, let user = app.dependencies.session.current?.user,
      case .tabs = navigator.tree.root
    else { return }
    let tree = NavigationStore.withoutDialogs(navigator.tree)
    let (states, _) = ScreenStates.capture(tree, models: navigator.model(for:))
    let saved = SavedNavigation(tree: tree, screens: states, account: user)
    expiredNavigation = (user, saved)
    store?.keepExpired(saved, of: user)
  }

  /// Forgets the navigation of an expired session, in memory and in the store.
  private func forgetExpiredNavigation() {
    expiredNavigation = nil
    store?.forgetExpired()
  }

  /// Removes what every window saved for the account whose screens this window shows (a
  /// logout, a deleted account): their saved navigation, what their screens kept, and the
  /// copies kept aside (``NavigationStore/forgetAccount(_:)``), connected or not.
  private func forgetSavedNavigationOfAccount(_ app: App) {
    guard let account = app.navigationAccount else { return }
    store?.forgetAccount(account)
  }

  /// Forgets the expired session; the login's message says so, and says when the stored
  /// session could not be removed (the user should know the device still holds it).
  private func forgetExpiredSession(_ dependencies: AppDependencies) -> String {
    do {
      try dependencies.session.logOut()
      return AppIntent.sessionExpiredMessage
    } catch {
      return AppIntent.sessionExpiredMessage
        + " (The stored session could not be removed: \(error))"
    }
  }
}
