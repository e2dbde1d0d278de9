public import Waypoint

/// The splash flow: one screen that checks the first-launch marker and the stored session as
/// soon as it is shown, and reports what it found through ``SplashNavigation``.
///
/// ```swift
/// try start(SplashCoordinator(dependencies: dependencies, navigation: adapter),
///           as: .replaceRoot())
/// ```
public final class SplashCoordinator: TypedFlowCoordinator<SplashRoute> {
  private let dependencies: any SplashDependencies
  private let navigation: any SplashNavigation
  private weak var model: SplashModel?

  /// Creates the splash flow.
  /// - Parameters:
  ///   - dependencies: The launch marker and the stored session.
  ///   - navigation: Hears what the splash found, once.
  public init(dependencies: any SplashDependencies, navigation: any SplashNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(showing: .splash)
  }

  public override func makeModel(for route: SplashRoute, on screen: Screen) -> AnyObject? {
    let model = SplashModel(
      launch: dependencies.launch, session: dependencies.session, navigation: navigation)
    self.model = model
    return model
  }

  public override func didStart() {
    model?.decide()
  }
}
