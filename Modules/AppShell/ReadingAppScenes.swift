package import Foundation
package import Waypoint
package import WaypointPlugins

/// Why a scene request was refused.
package enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No scene with this identifier is connected.
  case unknownScene(String)
  /// A scene with this identifier is connected already.
  case alreadyConnected(String)

  package var description: String {
    switch self {
    case .unknownScene(let id): "no scene '\(id)' is connected"
    case .alreadyConnected(let id): "the scene '\(id)' is connected already"
    }
  }
}

/// The app's windows: one ``ReadingApp`` per scene — its own navigator, tree, saved navigation
/// (`navigation-<scene>.json`) and link intake — sharing the data (bookmarks, session). It
/// mirrors the UIScene life cycle: a scene connects (with the links it was opened with, and
/// from its saved navigation when the system ended the app), receives links while it runs, and
/// disconnects (its saved navigation stays for the next restore).
///
/// ```swift
/// let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: directory)
/// let left = try scenes.connect("left", host: HeadlessHost())
/// let right = try scenes.connect("right", host: HeadlessHost(), link: "reading://bookmarks")
/// try scenes.open("reading://article/8", in: "left")  // only the left window moves
/// ```
@MainActor
package final class ReadingAppScenes {
  private let dependencies: AppDependencies
  private let dataDirectory: URL?
  private var apps: [String: ReadingApp] = [:]
  /// What the screens of each disconnected scene kept (``RetainsObject``), until it connects
  /// again or is discarded.
  private var kept: [String: RetainedObjects] = [:]

  /// The scenes of an app with `dependencies`, saving each window's navigation in
  /// `dataDirectory` (`nil` saves nothing).
  package init(dependencies: AppDependencies, dataDirectory: URL?) {
    self.dependencies = dependencies
    self.dataDirectory = dataDirectory
  }

  /// The app of a connected scene.
  package func app(for scene: String) -> ReadingApp? { apps[scene] }

  /// Connects a scene (`scene(_:willConnectTo:options:)`) and starts its app: from the scene's
  /// saved navigation when `restoring`, then landing on `link` when the scene was opened with
  /// one (held until login when needed).
  /// - Throws: ``SceneError/alreadyConnected(_:)``.
  @discardableResult
  package func connect(
    _ scene: String, host: any NavigationHost, restoring: Bool = false, link: String? = nil,
    from source: LinkSource = .url
  ) throws(SceneError) -> ReadingApp {
    guard apps[scene] == nil else { throw .alreadyConnected(scene) }
    let store = dataDirectory.map { NavigationStore(dataDirectory: $0, scene: scene) }
    let retained = kept.removeValue(forKey: scene) ?? RetainedObjects()
    let app = ReadingApp(
      dependencies: dependencies, host: host, store: store, restoring: restoring,
      retained: retained)
    apps[scene] = app
    if let link { app.open(link, from: source) }
    app.start()
    return app
  }

  /// Opens a link in the scene it was opened in (`scene(_:openURLContexts:)`,
  /// `scene(_:continue:)` for Handoff and universal links); see ``ReadingApp/open(_:from:)``.
  /// - Throws: ``SceneError/unknownScene(_:)``.
  package func open(_ link: String, from source: LinkSource = .url, in scene: String)
    throws(SceneError)
  {
    guard let app = apps[scene] else { throw .unknownScene(scene) }
    app.open(link, from: source)
  }

  /// A scene went to the background (`sceneDidEnterBackground(_:)`), where the system may end
  /// the app: its navigation is saved with what its screens keep now
  /// (``ReadingApp/saveNavigation()``).
  /// - Throws: ``SceneError/unknownScene(_:)``.
  package func enterBackground(_ scene: String) throws(SceneError) {
    guard let app = apps[scene] else { throw .unknownScene(scene) }
    app.saveNavigation()
  }

  /// Disconnects a scene (`sceneDidDisconnect(_:)`): its app is released; its saved
  /// navigation stays, and so do the objects its screens keep (``RetainsObject``: the note's
  /// undo history) while the process lives: when the scene connects again, restoring, its
  /// screens get them back.
  /// - Throws: ``SceneError/unknownScene(_:)``.
  package func disconnect(_ scene: String) throws(SceneError) {
    guard let app = apps.removeValue(forKey: scene) else { throw .unknownScene(scene) }
    kept[scene] = app.retainedObjects()
  }

  /// Forgets scenes the system discarded for good (`application(_:didDiscardSceneSessions:)`,
  /// the user closed their windows): the objects their screens kept are released and their
  /// saved navigation is deleted. A connected scene is disconnected first.
  package func discard(_ scenes: [String]) {
    for scene in scenes {
      apps.removeValue(forKey: scene)
      kept.removeValue(forKey: scene)
      if let dataDirectory {
        NavigationStore(dataDirectory: dataDirectory, scene: scene).delete()
      }
    }
  }

  /// The scenes whose screens keep objects while disconnected.
  package var scenesKeepingObjects: [String] { kept.keys.sorted() }
}
