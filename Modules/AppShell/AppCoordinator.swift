import AuthFeature
import MyPageFeature
import SplashFeature
import TodayFeature
import Waypoint
package import WaypointPlugins

/// The root coordinator: it carries out ``AppIntent``s. Its closed switch decides *what* to
/// show; the kit's ``PluginAppCoordinator`` does the rest — the ``FeatureRegistry`` builds
/// every flow, wired with its feature's dependencies and adapter; refusals are journaled and
/// reported; links land through one intake; a feature can run alone. No feature coordinator
/// ever reaches it by down-casting a parent: actions reach it through the adapters. The
/// `new-feature` generator adds the case of each new `showNAME(on:)` intent above the
/// `// new-feature:` marker line; keep it.
///
/// It keeps the main tabs behind login with the kit's access gate, named
/// ``loginGuardName``: a change that would show them without a valid session — a link while
/// logged out — is held, and login resumes it, so the main tabs appear already showing it.
/// The gate knows the account: a window saves its navigation as that account's, restores only
/// that account's, and leaves another account's screens when it comes to the foreground
/// (``AppIntent/signedOutElsewhere``); a logout or a deleted account removes what every
/// window saved for it.
@MainActor
package final class AppCoordinator: PluginAppCoordinator<AppDependencies, AppIntent> {
  /// The journal's name for the guard that keeps the main tabs behind login.
  package static let loginGuardName = "login"

  /// The navigation of the session that expired, and whose it was, until the next login
  /// (``keepNavigationOfExpiredSession()``).
  var expiredNavigation: (user: String, saved: SavedNavigation)?
  /// Where the navigation of an expired session is kept across process death; `nil` keeps it
  /// in memory only.
  var store: NavigationStore?

  /// Creates the app coordinator, on every feature of the app (``AppFeatures/all``).
  package init(dependencies: AppDependencies) {
    super.init(dependencies: dependencies, features: AppFeatures.all)
  }

  /// Adds the login gate, then restores the saved navigation when asked to and it can; else
  /// starts at the splash screen, which decides where to go. A link that came before lands
  /// once the launch has decided: after the restoration, with the main tabs, or held by the
  /// login gate until login.
  package override func launch() {
    let session = dependencies.session
    requireAccess(
      named: Self.loginGuardName,
      account: { session.hasValidSession ? session.current?.user : nil },
      signedOutElsewhere: .signedOutElsewhere)
    if restoreAtLaunch() { return }
    handle(.restartAtSplash)
  }

  package override func carryOut(_ intent: AppIntent) throws(IntentRefusal) {
    switch intent {
    case .restartAtSplash:
      // A launch: the navigation of a session that expired before it is kept for the login.
      try replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .accountDeleted:
      forgetExpiredNavigation()
      forgetSavedNavigationOfAccount()
      try replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .signedOutElsewhere:
      try replaceRoot(with: registry.flow(SplashPlugin.splash, in: .root))
    case .showOnboarding:
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .onboarding, in: .root))
      launchDecided()
    case .showLogin(let message):
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: message), in: .root))
      launchDecided()
    case .expireSession:
      keepNavigationOfExpiredSession()
      let message = forgetExpiredSession()
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: message), in: .root))
    case .logOut:
      forgetExpiredNavigation()
      forgetSavedNavigationOfAccount()
      try replaceRoot(with: registry.flow(AuthPlugin.auth, .login(message: nil), in: .root))
    case .showMain:
      // The navigation of an expired session is used now or never: another account never
      // sees it.
      let expired =
        expiredNavigation ?? store?.takeExpired().map { (user: $0.user, saved: $0.navigation) }
      forgetExpiredNavigation()
      try showMainTabs { [dependencies] in
        guard let expired, expired.user == dependencies.session.current?.user else { return false }
        return restore(expired.saved) == .restored
      }
    case .showTab(let tab):
      try selectTab(tab)
    case .showArticle(let id, let tab):
      try push(on: tab) { context throws(IntentRefusal) in
        try registry.flow(TodayPlugin.article, id, in: context)
      }
    case .showMyPage(let tab):
      try push(on: tab) { context throws(IntentRefusal) in
        try registry.flow(MyPagePlugin.myPage, in: context)
      }
    case .openLink(let link, let source):
      open(link, from: source)
    // new-feature: intent handling above this line
    }
  }

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
  private func forgetSavedNavigationOfAccount() {
    guard let account = navigationAccount else { return }
    store?.forgetAccount(account)
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
}
