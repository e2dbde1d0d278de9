public import Waypoint
import WaypointPlugins

/// The auth flow: the introduction pages on first launch, then the login, in one stack.
///
/// The introduction's pages take the system back (the back button, the edge swipe) for
/// themselves: it goes to the previous page, and on the first page it is refused ("already on
/// the first page"; the journal says so). Skipping or finishing the introduction records it
/// and replaces the stack with the login, so the login has no back button. A successful login is reported through
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
      // A page's model is made when the user comes near it, and released behind.
      super.init(initialContent: .stack([.pages(pages, models: .nearCurrent)]))
    case .login(let message):
      loginMessage = message
      super.init(initialContent: .stack([AuthRoute.login]))
    }
  }

  /// The journal's name for the introduction's back handler.
  public static let backHandlerName = "onboarding pages"

  /// Lets the introduction's pages take the system back.
  public override func didStart() {
    guard let navigator, let anchor, case .stack(let stack)? = navigator.tree.node(anchor),
      case .pages(let pages) = stack.rootEntry
    else { return }  // The login alone: its stack's own back applies.
    let id = pages.id
    // It cannot throw here: the pages are in the tree when the flow starts.
    _ = try? navigator.addBackHandler(named: Self.backHandlerName, at: id) { [weak self] in
      self?.answerBack(on: id) ?? .pass
    } onBack: { [weak self] event in
      if event == .completed { self?.showPreviousPage(of: id) }
    }
  }

  /// Takes the back on any page but the first, which refuses it.
  private func answerBack(on pages: NodeID) -> BackAnswer {
    guard case .pages(let shown)? = navigator?.tree.node(pages) else { return .pass }
    return shown.currentIndex == 0 ? .refuse(AppValue(OnboardingRefusal.alreadyOnFirstPage)) : .take
  }

  /// Goes to the previous page, as the user went back.
  private func showPreviousPage(of pages: NodeID) {
    _ = try? navigate(.selectPage(.previous, in: pages))  // A refusal is journaled.
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
