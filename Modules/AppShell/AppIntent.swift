public import TabFeature

/// Where the app goes next. Feature actions become intents only in the adapters
/// (DESIGN.md rule 2); the ``AppCoordinator`` carries them out.
public enum AppIntent: Hashable, Sendable {
  /// Replace the root with onboarding (first launch).
  case showOnboarding
  /// Replace the root with login, showing `message` if given.
  case showLogin(message: String?)
  /// Replace the root with the main tabs.
  case showMain
  /// Select a main tab (nothing when it is already selected).
  case showTab(MainTab)
  /// Push the article on the current tab's stack.
  case showArticle(id: Int)
  /// Push my page on the current tab's stack.
  case showMyPage
  /// Start over at the splash screen, which decides again where to go.
  case restartAtSplash
  /// The session expired: forget it and replace the root with login, with a message.
  case expireSession
}

extension AppIntent {
  /// The message login shows after the session expired.
  public static let sessionExpiredMessage = "Your session has expired. Please log in again."
}
