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
///   AuthCoordinator(entry: .login(message: "Your session expired."), dependencies: dependencies,
///                   navigation: adapter),
///   as: .replaceRoot())
/// ```
public final class AuthCoordinator: TypedFlowCoordinator<AuthRoute> {
  private let dependencies: any AuthDependencies
  private let navigation: any AuthNavigation
  private let loginMessage: String?

  /// Creates the auth flow.
  /// - Parameters:
  ///   - entry: The introduction, or the login with an optional message.
  ///   - dependencies: The session (to log in) and the launch marker (the introduction).
  ///   - navigation: Hears when the user has logged in.
  public init(
    entry: AuthEntry, dependencies: any AuthDependencies, navigation: any AuthNavigation
  ) {
    self.dependencies = dependencies
    self.navigation = navigation
    switch entry {
    case .onboarding:
      loginMessage = nil
      let pages = OnboardingPage.allCases.map { AuthRoute.onboarding(page: $0) }
      super.init(initialContent: .stack([.pages(pages)]))
    case .login(let message):
      loginMessage = message
      super.init(initialContent: .stack([AuthRoute.login]))
    }
  }

  public override func makeModel(for route: AuthRoute, on screen: Screen) -> AnyObject? {
    switch route {
    case .onboarding(let page):
      return OnboardingPageModel(page: page, flow: self)
    case .login:
      return LoginModel(
        session: dependencies.session, message: loginMessage, navigation: navigation)
    }
  }

  /// Records that the introduction was seen, then replaces the stack with the login.
  func finishOnboarding() throws(ScreenActionError) {
    do {
      try dependencies.launch.markOnboarded()
    } catch {
      throw .failed("could not record that you saw the introduction: \(error)")
    }
    do {
      try navigate(.replaceStack([.screen(AuthRoute.login)], stack: anchor))
    } catch {
      throw .navigationRefused("show the login", error)
    }
  }
}
