public import AppNavigation
public import Waypoint

/// The composed reading app: the app coordinator on a navigator, with the registered features'
/// routes. Hosts (headless in tests, the terminal in `waypoint-shell`) render it.
///
/// ```swift
/// let app = ReadingApp(dependencies: try .live(dataDirectory: url), host: HeadlessHost())
/// app.start()
/// try app.visibleModel?.perform("login", arguments: ["demo", "demo1234"])
/// ```
@MainActor
public final class ReadingApp {
  /// The navigator running the app.
  public let navigator: Navigator
  /// The root coordinator.
  public let coordinator: AppCoordinator
  /// The clients the features use.
  public let dependencies: AppDependencies

  /// Composes the app on `host`.
  public init(dependencies: AppDependencies, host: any NavigationHost) {
    self.dependencies = dependencies
    coordinator = AppCoordinator(dependencies: dependencies)
    navigator = Navigator(root: coordinator, host: host, routes: FeatureRegistry.routes)
  }

  /// Launches: the splash screen decides where to go.
  public func start() {
    navigator.start()
  }

  /// The model of the visible screen.
  public var visibleModel: (any ScreenModel)? {
    navigator.visibleModel as? any ScreenModel
  }
}
