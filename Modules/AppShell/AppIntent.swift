package import Waypoint
package import WaypointPlugins

/// Where the app goes next. Feature actions become intents only in the adapters, which know
/// the context a flow runs in (its tab); the ``ReadingRules`` say what each shows.
///
/// The `new-feature` generator adds a `showNAME(on:)` intent for each feature without a tab
/// above the `// new-feature:` marker lines; keep them.
package enum AppIntent: NavigationIntent {
  /// Replace the root with onboarding (first launch).
  case showOnboarding
  /// Replace the root with login, showing `message` if given.
  case showLogin(message: String?)
  /// Replace the root with the main tabs.
  case showMain
  /// Select a main tab (nothing when it is already selected).
  case showTab(TabName)
  /// Push the article on the stack of tab `on` (the selected tab when `nil`).
  case showArticle(id: Int, on: TabName?)
  /// Push my page on the stack of tab `on` (the selected tab when `nil`).
  case showMyPage(on: TabName?)
  /// Open a link (`reading://article/8`) that reached the app from `source`: land on its
  /// screen (the login guard holds it until login when there is no valid session).
  case openLink(String, from: LinkSource)
  // new-feature: intent cases above this line
  /// Start over at the splash screen, which decides again where to go (at launch).
  case restartAtSplash
  /// The account was deleted (its data already is): start over at the splash screen. Forced.
  case accountDeleted
  /// The session expired: forget it and replace the root with login, with a message. Forced.
  case expireSession
  /// The user logged out (the session is already cleared): replace the root with login.
  /// Forced.
  case logOut
  /// The window shows the screens of an account that is no longer signed in (it logged out,
  /// or another account signed in, in another window): start over at the splash screen,
  /// which decides again where to go. Forced.
  case signedOutElsewhere
}

extension AppIntent {
  /// Whether carrying the intent out decides where the launch goes: onboarding, login or the
  /// main tabs (a link that came before lands then, or waits for login).
  package var decidesLaunch: Bool {
    switch self {
    case .showOnboarding, .showLogin, .showMain: true
    default: false
    }
  }

  /// Whether the app must carry the intent out whatever the user is doing: an expired
  /// session, a logout, a deleted account. No guard can hold, veto, rewrite or cancel it (a
  /// note's unsaved-text guard hears it, and the note's dialog goes).
  package var isForced: Bool {
    switch self {
    case .expireSession, .logOut, .accountDeleted, .signedOutElsewhere: true
    default: false
    }
  }
}

extension AppIntent {
  /// What VoiceOver announces after a forced intent: why the reader is where they are.
  package var announcement: String? {
    switch self {
    case .expireSession: "Your session expired. Sign in again to go on reading."
    // The reader asked for these: the screen they land on says enough.
    case .logOut, .accountDeleted: ""
    case .signedOutElsewhere: "This account signed out in another window."
    default: nil
    }
  }

  /// The message login shows after the session expired.
  package static let sessionExpiredMessage = "Your session has expired. Please log in again."
}

extension AppIntent: CustomStringConvertible {
  /// What the intent asks for, as the journal and the shell print it.
  package var description: String {
    switch self {
    case .showOnboarding: "show onboarding"
    case .showLogin: "show login"
    case .showMain: "show the main tabs"
    case .showTab(let tab): "show tab \(tab)"
    case .showArticle(let id, let tab): "show article \(id)\(tab.map { " on \($0)" } ?? "")"
    case .showMyPage(let tab): "show my page\(tab.map { " on \($0)" } ?? "")"
    case .openLink(let link, let source): "open \(link)\(source == .url ? "" : " from \(source)")"
    // new-feature: intent descriptions above this line
    case .restartAtSplash: "restart at the splash"
    case .expireSession: "expire the session"
    case .logOut: "log out"
    case .accountDeleted: "the account was deleted"
    case .signedOutElsewhere: "the window's account signed out in another window"
    }
  }
}
