public import AppModels
import AppNavigation
public import Waypoint

/// The auth flow: the introduction pages on first launch, then the login, in one stack.
///
/// Skipping or finishing the introduction records it and replaces the stack with the login,
/// so the login has no back button. A successful login is reported through
/// ``AuthNavigation``; the app decides where it leads.
///
/// ```swift
/// try start(
///   AuthCoordinator(entry: .login(message: "Your session expired."), session: session,
///                   launch: launch, navigation: adapter),
///   as: .replaceRoot())
/// ```
public final class AuthCoordinator: FlowCoordinator {
  private let session: any SessionClient
  private let launch: any LaunchClient
  private let navigation: any AuthNavigation
  private let loginMessage: String?

  /// Creates the auth flow.
  /// - Parameters:
  ///   - entry: The introduction, or the login with an optional message.
  ///   - session: Logs the user in and stores the session.
  ///   - launch: Records that the user went through the introduction.
  ///   - navigation: Hears when the user has logged in.
  public init(
    entry: AuthEntry,
    session: any SessionClient,
    launch: any LaunchClient,
    navigation: any AuthNavigation
  ) {
    self.session = session
    self.launch = launch
    self.navigation = navigation
    switch entry {
    case .onboarding:
      loginMessage = nil
      let pages = OnboardingPage.allCases.map { AuthRoute.onboarding($0).route }
      super.init(initialContent: .stack([.pages(pages)]))
    case .login(let message):
      loginMessage = message
      super.init(initialContent: .stack([.screen(AuthRoute.login)]))
    }
  }

  public override func makeModel(for screen: Screen) -> AnyObject? {
    switch AuthRoute(route: screen.route) {
    case .onboarding(let page):
      return OnboardingPageModel(page: page) { [weak self] () throws(ScreenActionError) in
        guard let self else { throw .failed("the introduction has closed") }
        try self.finishOnboarding()
      }
    case .login:
      return LoginModel(session: session, message: loginMessage, navigation: navigation)
    case nil:
      return nil
    }
  }

  /// Records that the introduction was seen, then replaces the stack with the login.
  private func finishOnboarding() throws(ScreenActionError) {
    do {
      try launch.markOnboarded()
    } catch {
      throw .failed("could not record that you saw the introduction: \(error)")
    }
    do {
      try navigate(.replaceStack([.screen(AuthRoute.login)], stack: anchor))
    } catch {
      throw .failed("could not show the login: \(error)")
    }
  }
}
