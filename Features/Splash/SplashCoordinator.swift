public import AppModels
public import Waypoint

/// The splash flow: one screen that checks the first-launch marker and the stored session as
/// soon as it is shown, and reports what it found through ``SplashNavigation``.
///
/// ```swift
/// try start(SplashCoordinator(launch: launch, session: session, navigation: adapter),
///           as: .replaceRoot())
/// ```
public final class SplashCoordinator: FlowCoordinator {
  private let launch: any LaunchClient
  private let session: any SessionClient
  private let navigation: any SplashNavigation
  private weak var model: SplashModel?

  /// Creates the splash flow.
  /// - Parameters:
  ///   - launch: Tells whether the app was launched before.
  ///   - session: Tells whether a valid session is stored.
  ///   - navigation: Hears what the splash found, once.
  public init(
    launch: any LaunchClient, session: any SessionClient, navigation: any SplashNavigation
  ) {
    self.launch = launch
    self.session = session
    self.navigation = navigation
    super.init(initialContent: .screen(Route("Splash")))
  }

  public override func makeModel(for screen: Screen) -> AnyObject? {
    guard screen.route.name == "Splash" else { return nil }
    let model = SplashModel(launch: launch, session: session, navigation: navigation)
    self.model = model
    return model
  }

  public override func didStart() {
    model?.decide()
  }
}
