public import Foundation
public import Waypoint
public import WaypointPlugins

/// An app as the shell runs it: what it is called, what its features declare, what a driver
/// may do besides the screens' actions (``DriverSurface``), and how to make it — on files in a
/// data directory, or on clients kept in memory. An app's own shell executable is one call:
///
/// ```swift
/// ShellMain.run(
///   ShellComposition(
///     command: "shop-shell", summary: "Runs the shop app.", exampleLinks: ["shop://item/3"],
///     features: ShopFeatures.all, versions: ShopStore.versions, surface: DriverSurface(),
///     live: { directory, _ in try ShopDependencies.live(in: directory) },
///     inMemory: { ShopDependencies.inMemory() },
///     app: { dependencies, host, store, restoring, alone in
///       PluginApp(coordinator: ShopCoordinator(dependencies: dependencies), host: host,
///         store: store, restoring: restoring, alone: alone)
///     }))
/// ```
@MainActor
public struct ShellComposition {
  /// The shell's command, for its messages and usage: `waypoint-shell`.
  public let command: String
  /// What app it runs, in a sentence or two, for the usage text (lines of at most 92
  /// characters): `Runs the shop app on a host that renders to the terminal.`
  public let summary: String
  /// Links the usage text gives as examples of `--open URL`.
  public let exampleLinks: [String]
  /// What a driver may do and check besides the screens' actions.
  public let surface: DriverSurface
  /// The registered features, as the shell reads them: names, screens and links.
  public let features: [Feature]
  /// The main tabs, in tab-bar order.
  public let tabs: [TabName]
  private let make: @MainActor (Launch) throws -> ShellApp

  /// A registered feature, as the shell reads it.
  public struct Feature {
    /// Its name, as `--feature NAME` takes it.
    public let name: String
    /// The routes of the screens it declares.
    public let screens: [Route]
    /// The links it declares.
    public let links: [LinkPattern]
    /// Whether it has entries: it can run alone.
    public let canRunAlone: Bool
  }

  /// How the shell launches the app.
  struct Launch {
    /// Where the app's files are; `nil` keeps its clients in memory.
    var dataDirectory: URL?
    /// The clock that decides whether a session has expired.
    var now: @MainActor () -> Date = { Date() }
    var restoring = false
    var feature: String?
    /// Where the navigation is saved when the clients are kept in memory, only when asked
    /// (`check` saves before a relaunch that restores, and the relaunch reads it), not after
    /// every change; `nil`: nothing is saved. A data directory holds both, saved on every
    /// change.
    var navigationDirectory: URL?
    /// The window (scene) the app runs in: its saved navigation is `navigation-<scene>.json`.
    var scene = "main"
  }

  /// The composition of an app built from `features`.
  /// - Parameters:
  ///   - command: The shell's command.
  ///   - summary: What app it runs, for the usage text.
  ///   - exampleLinks: Links the usage text gives as examples.
  ///   - features: The app's features, wired.
  ///   - versions: The versions of its saved navigation.
  ///   - surface: What a driver may do besides the screens' actions.
  ///   - live: Its clients on files in a data directory, with the clock.
  ///   - inMemory: Its clients in memory (for `graph`, and `--feature` without a data
  ///     directory): nothing is written.
  ///   - problems: What its clients found wrong with stored files at launch.
  ///   - app: The app on its dependencies, host, store (`nil`: nothing is saved), whether it
  ///     restores, and the feature it runs alone (`nil`: the whole app).
  public init<Dependencies, Intent>(
    command: String,
    summary: String,
    exampleLinks: [String],
    features: [RegisteredFeature<Dependencies, Intent>],
    versions: NavigationVersions,
    surface: DriverSurface,
    live:
      @escaping @MainActor (_ dataDirectory: URL, _ now: @escaping @MainActor () -> Date)
      throws -> Dependencies,
    inMemory: @escaping @MainActor () throws -> Dependencies,
    problems: @escaping @MainActor (Dependencies) -> [StoreProblem] = { _ in [] },
    app:
      @escaping @MainActor (
        _ dependencies: Dependencies, _ host: any NavigationHost, _ store: NavigationStore?,
        _ restoring: Bool, _ alone: FeatureAlone?
      ) -> PluginApp<Dependencies, Intent>
  ) {
    self.command = command
    self.summary = summary
    self.exampleLinks = exampleLinks
    self.surface = surface
    self.features = features.map {
      Feature(
        name: $0.name, screens: $0.screens, links: $0.links, canRunAlone: !$0.entries.isEmpty)
    }
    tabs = RegisteredFeature.tabs(of: features).map(\.name)
    /// Makes the app on `dependencies`; its relaunch reads the files again, or keeps the
    /// clients in memory.
    func shellApp(_ dependencies: Dependencies, _ launch: Launch) -> ShellApp {
      let host = HeadlessHost()
      let requested = launch.navigationDirectory.flatMap { directory in
        launch.feature == nil
          ? NavigationStore(dataDirectory: directory, scene: launch.scene, versions: versions)
          : nil
      }
      let store =
        launch.dataDirectory.flatMap { directory in
          launch.feature == nil
            ? NavigationStore(dataDirectory: directory, scene: launch.scene, versions: versions)
            : nil
        } ?? (launch.restoring ? requested : nil)
      let made = app(
        dependencies, host, store, launch.restoring, launch.feature.map(FeatureAlone.init))
      return ShellApp(
        made, host: host, problems: problems,
        relaunch: { restoring in
          var again = launch
          again.restoring = restoring
          if let directory = launch.dataDirectory {
            return shellApp(try live(directory, launch.now), again)
          }
          return shellApp(dependencies, again)
        },
        window: { scene, restoring in
          // Another window of the same process: the same clients.
          var other = launch
          other.scene = scene
          other.restoring = restoring
          return shellApp(dependencies, other)
        },
        savesOnRequest: store == nil ? requested : nil)
    }
    make = { launch in
      let dependencies =
        try launch.dataDirectory.map { try live($0, launch.now) } ?? inMemory()
      return shellApp(dependencies, launch)
    }
  }

  /// The names of the features that can run alone, in registry order.
  public var featuresAlone: [String] { features.filter(\.canRunAlone).map(\.name) }

  /// Makes the app, not started.
  func launch(_ launch: Launch) throws -> ShellApp { try make(launch) }
}
