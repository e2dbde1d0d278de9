public import Foundation
public import Waypoint

/// Why a scene request was refused.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No scene with this identifier is connected.
  case unknownScene(String)
  /// A scene with this identifier is connected already.
  case alreadyConnected(String)

  public var description: String {
    switch self {
    case .unknownScene(let id): "no scene '\(id)' is connected"
    case .alreadyConnected(let id): "the scene '\(id)' is connected already"
    }
  }
}

/// An app's windows: one ``PluginApp`` per scene — its own navigator, tree, saved navigation
/// (`navigation-<scene>.json`) and link intake — sharing the data the app's dependencies
/// hold. It mirrors the UIScene life cycle: a scene connects (with the links it was opened
/// with, and from its saved navigation when the system ended the app), receives links while it
/// runs, goes to the background (its navigation is saved), disconnects (its saved navigation
/// stays for the next restore, and what its screens keep stays while the process lives), and
/// is discarded.
///
/// ```swift
/// let scenes = PluginAppScenes(dataDirectory: directory, versions: versions) {
///   host, store, restoring, retained in
///   PluginApp(coordinator: ShopCoordinator(dependencies: dependencies), host: host,
///     store: store, restoring: restoring, retained: retained)
/// }
/// let left = try scenes.connect("left", host: HeadlessHost())
/// try scenes.open("shop://item/3", in: "left")  // only the left window moves
/// ```
@MainActor
public final class PluginAppScenes<Dependencies, Intent: NavigationIntent> {
  /// A window's app.
  public typealias App = PluginApp<Dependencies, Intent>
  /// Makes a window's app on its host, with its store, restoring or not, with the objects its
  /// screens kept.
  public typealias MakeApp =
    @MainActor (
      _ host: any NavigationHost, _ store: NavigationStore?, _ restoring: Bool,
      _ retained: RetainedObjects
    ) -> App

  private let makeApp: MakeApp
  private let dataDirectory: URL?
  private let versions: NavigationVersions
  private var apps: [String: App] = [:]
  /// What the screens of each disconnected scene kept (``RetainsObject``), until it connects
  /// again or is discarded.
  private var kept: [String: RetainedObjects] = [:]

  /// The scenes of an app, saving each window's navigation in `dataDirectory` (`nil` saves
  /// nothing) in `versions`; `makeApp` makes each window's app.
  public init(
    dataDirectory: URL?, versions: NavigationVersions, makeApp: @escaping MakeApp
  ) {
    self.dataDirectory = dataDirectory
    self.versions = versions
    self.makeApp = makeApp
  }

  /// The app of a connected scene.
  public func app(for scene: String) -> App? { apps[scene] }

  /// Connects a scene (`scene(_:willConnectTo:options:)`) and starts its app: from the scene's
  /// saved navigation when `restoring`, then landing on `link` when the scene was opened with
  /// one (held until login when needed).
  /// - Throws: ``SceneError/alreadyConnected(_:)``.
  @discardableResult
  public func connect(
    _ scene: String, host: any NavigationHost, restoring: Bool = false, link: String? = nil,
    from source: LinkSource = .url
  ) throws(SceneError) -> App {
    guard apps[scene] == nil else { throw .alreadyConnected(scene) }
    let store = dataDirectory.map {
      NavigationStore(dataDirectory: $0, scene: scene, versions: versions)
    }
    let retained = kept.removeValue(forKey: scene) ?? RetainedObjects()
    let app = makeApp(host, store, restoring, retained)
    apps[scene] = app
    if let link { app.open(link, from: source) }
    app.start()
    return app
  }

  /// Opens a link in the scene it was opened in (`scene(_:openURLContexts:)`,
  /// `scene(_:continue:)` for Handoff and universal links); see ``PluginApp/open(_:from:)``.
  /// - Throws: ``SceneError/unknownScene(_:)``.
  public func open(_ link: String, from source: LinkSource = .url, in scene: String)
    throws(SceneError)
  {
    guard let app = apps[scene] else { throw .unknownScene(scene) }
    app.open(link, from: source)
  }

  /// A scene went to the background (`sceneDidEnterBackground(_:)`), where the system may end
  /// the app: its navigation is saved with what its screens keep now
  /// (``PluginApp/saveNavigation()``).
  /// - Throws: ``SceneError/unknownScene(_:)``.
  public func enterBackground(_ scene: String) throws(SceneError) {
    guard let app = apps[scene] else { throw .unknownScene(scene) }
    app.saveNavigation()
  }

  /// A scene comes to the foreground (`sceneWillEnterForeground(_:)`): when it shows the
  /// screens of an account that is no longer signed in (it logged out in another window), it
  /// leaves them (``PluginApp/enterForeground()``).
  /// - Throws: ``SceneError/unknownScene(_:)``.
  public func enterForeground(_ scene: String) throws(SceneError) {
    guard let app = apps[scene] else { throw .unknownScene(scene) }
    app.enterForeground()
  }

  /// Disconnects a scene (`sceneDidDisconnect(_:)`): its app is released; its saved
  /// navigation stays, and so do the objects its screens keep (``RetainsObject``: a note's
  /// undo history) while the process lives: when the scene connects again, restoring, its
  /// screens get them back.
  /// - Throws: ``SceneError/unknownScene(_:)``.
  public func disconnect(_ scene: String) throws(SceneError) {
    guard let app = apps.removeValue(forKey: scene) else { throw .unknownScene(scene) }
    kept[scene] = app.retainedObjects()
  }

  /// Forgets scenes the system discarded for good (`application(_:didDiscardSceneSessions:)`,
  /// the user closed their windows): the objects their screens kept are released and their
  /// saved navigation is deleted. A connected scene is disconnected first.
  public func discard(_ scenes: [String]) {
    for scene in scenes {
      apps.removeValue(forKey: scene)
      kept.removeValue(forKey: scene)
      if let dataDirectory {
        NavigationStore(dataDirectory: dataDirectory, scene: scene, versions: versions).delete()
      }
    }
  }

  /// The scenes whose screens keep objects while disconnected.
  public var scenesKeepingObjects: [String] { kept.keys.sorted() }
}
