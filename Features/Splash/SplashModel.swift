import AppModels
public import WaypointPlugins

/// The splash screen: it shows that the app is loading and decides, once, what the launch
/// found.
@MainActor
public final class SplashModel: ScreenModel {
  private let launch: any LaunchClient
  private let session: any SessionClient
  private weak var navigation: (any SplashNavigation)?

  init(launch: any LaunchClient, session: any SessionClient, navigation: any SplashNavigation) {
    self.launch = launch
    self.session = session
    self.navigation = navigation
  }

  public var title: String { "Splash" }
  public var lines: [String] { ["Loading…"] }
  /// None: the splash decides by itself.
  public var actions: [ScreenAction] { [] }

  /// Tells the navigation exactly one thing: first launch, no session, or a restored session.
  func decide() {
    if launch.isFirstLaunch {
      navigation?.firstLaunchDetected()
    } else if !session.hasValidSession {
      navigation?.sessionMissing()
    } else {
      navigation?.sessionRestored()
    }
  }
}
