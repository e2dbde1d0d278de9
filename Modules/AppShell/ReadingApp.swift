package import AppNavigation
package import Waypoint

/// The composed reading app: the app coordinator on a navigator, with the registered features'
/// routes. Hosts (headless in tests, the terminal in `waypoint-shell`) render it.
///
/// ```swift
/// let app = ReadingApp(dependencies: try .live(dataDirectory: url), host: HeadlessHost())
/// app.start()
/// try app.visibleModel?.perform("login", arguments: ["demo", "demo1234"])
/// ```
@MainActor
package final class ReadingApp {
  /// The navigator running the app.
  package let navigator: Navigator
  /// The root coordinator.
  package let coordinator: AppCoordinator
  /// The clients the features use.
  package let dependencies: AppDependencies

  /// Composes the app on `host`.
  package init(dependencies: AppDependencies, host: any NavigationHost) {
    self.dependencies = dependencies
    coordinator = AppCoordinator(dependencies: dependencies)
    navigator = Navigator(root: coordinator, host: host, routes: FeatureRegistry.routes)
  }

  /// Launches: the splash screen decides where to go.
  package func start() {
    navigator.start()
  }

  /// Opens a link that reached the app from `source` — the one intake for URLs (custom scheme
  /// and universal links), notification payloads, App Intents and Handoff. The app lands on
  /// the link's screen in one transaction, or holds the link until the main tabs show (at
  /// launch, before onboarding is done, while logged out); a newer link replaces a held one.
  /// A link that cannot be opened is refused and reported through the coordinator's
  /// ``AppCoordinator/refusals``; nothing changes.
  ///
  /// Called before ``start()``, the link lands with the first screens of the main tabs.
  package func open(_ link: String, from source: LinkSource = .url) {
    coordinator.handle(.openLink(link, from: source))
  }

  /// The model of the visible screen.
  package var visibleModel: (any ScreenModel)? {
    navigator.visibleModel(as: (any ScreenModel).self)
  }
}
