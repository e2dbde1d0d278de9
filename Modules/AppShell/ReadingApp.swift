package import Foundation
package import Waypoint
package import WaypointPlugins

/// The composed reading app: the kit's ``PluginAppCoordinator`` with the ``ReadingRules`` on a
/// navigator, with the registered features' routes (the kit's ``PluginApp``). Hosts (headless in tests, the terminal in
/// `waypoint-shell`) render it.
///
/// ```swift
/// let app = ReadingApp(dependencies: try .live(dataDirectory: url), host: HeadlessHost())
/// app.start()
/// try app.visibleModel?.perform("login", arguments: ["demo", "demo1234"])
/// ```
/// The reading app's root coordinator: the kit's, with the ``ReadingRules``.
package typealias AppCoordinator = PluginAppCoordinator<AppDependencies, AppIntent>

package typealias ReadingApp = PluginApp<AppDependencies, AppIntent>

/// The reading app's windows: one ``ReadingApp`` per scene (the kit's ``PluginAppScenes``),
/// sharing the data (bookmarks, session).
package typealias ReadingAppScenes = PluginAppScenes<AppDependencies, AppIntent>

extension PluginApp where Dependencies == AppDependencies, Intent == AppIntent {
  /// Composes the reading app on `host`.
  /// - Parameters:
  ///   - dependencies: The clients the features use.
  ///   - host: Renders the navigation.
  ///   - store: Where the navigation is saved after every change, and where the navigation of
  ///     an expired session is kept; `nil` to save nothing.
  ///   - restoring: Whether to relaunch from the saved navigation.
  ///   - retained: The objects the screens kept when this window's tree last went in this
  ///     process.
  ///   - alone: A feature to run alone, with spies for its neighbours.
  package convenience init(
    dependencies: AppDependencies, host: any NavigationHost, store: NavigationStore? = nil,
    restoring: Bool = false, retained: RetainedObjects = RetainedObjects(),
    alone: FeatureAlone? = nil
  ) {
    let coordinator = PluginAppCoordinator(
      dependencies: dependencies, features: AppFeatures.all,
      rules: ReadingRules(dependencies: dependencies, store: store))
    self.init(
      coordinator: coordinator, host: host, store: store, restoring: restoring,
      retained: retained, alone: alone)
  }
}

extension PluginAppScenes where Dependencies == AppDependencies, Intent == AppIntent {
  /// The scenes of the reading app with `dependencies`, saving each window's navigation in
  /// `dataDirectory` (`nil` saves nothing).
  ///
  /// ```swift
  /// let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: directory)
  /// let left = try scenes.connect("left", host: HeadlessHost())
  /// let right = try scenes.connect("right", host: HeadlessHost(), link: "reading://bookmarks")
  /// try scenes.open("reading://article/8", in: "left")  // only the left window moves
  /// ```
  package convenience init(dependencies: AppDependencies, dataDirectory: URL?) {
    self.init(dataDirectory: dataDirectory, versions: NavigationStore.readingApp) {
      host, store, restoring, retained in
      ReadingApp(
        dependencies: dependencies, host: host, store: store, restoring: restoring,
        retained: retained)
    }
  }
}
