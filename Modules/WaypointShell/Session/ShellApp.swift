import Foundation
public import Waypoint
public import WaypointPlugins

/// A running app as the shell drives it, whatever its types: its navigator, its root
/// coordinator, what it refused, what became of its restoration, and how to relaunch it. Made
/// by a ``ShellComposition`` from the app's `PluginApp`.
@MainActor
public final class ShellApp {
  /// The navigator running the app.
  public let navigator: Navigator
  /// The root coordinator (the shell checks that it is released when the app relaunches).
  public let coordinator: Coordinator
  /// The app's dependencies value (its clients): an app's driver surface reads its stored
  /// lists from it.
  public let dependencies: Any
  /// Where the window's navigation is saved; `nil` when it is not.
  public let store: NavigationStore?
  /// The feature the app runs alone; `nil` for the whole app.
  public let alone: FeatureAlone?
  /// The host the app renders to.
  public let host: HeadlessHost
  private let refusalTexts: @MainActor () -> [String]
  private let openLink: @MainActor (String) -> LinkOutcome
  private let save: @MainActor () -> Void
  private let restorationReport: @MainActor () -> RestorationReport
  private let dependencyProblems: @MainActor () -> [StoreProblem]
  private let starting: @MainActor () -> Void
  /// Makes the app again, as the process launches it again: on the files again, or on the
  /// same clients in memory.
  let relaunch: @MainActor (_ restoring: Bool) throws -> ShellApp
  /// Makes another window of the same process: the same clients, its own navigator and saved
  /// navigation (`navigation-<scene>.json`), restoring it or not.
  let window: @MainActor (_ scene: String, _ restoring: Bool) -> ShellApp
  private let foreground: @MainActor () -> Void

  /// What became of the saved navigation at launch.
  struct RestorationReport {
    var outcome: RestorationOutcome?
    var drops: [RestorationDrop]
    var fromVersion: Int?
    var screenStates: [Route]
    var stateProblems: [ScreenStateProblem]
  }

  /// The shell's view of `app`, on `host`.
  /// - Parameters:
  ///   - problems: The problems its dependencies found with stored files at launch.
  ///   - relaunch: Makes it again.
  ///   - window: Makes another window of the same process.
  ///   - requested: Where ``saveNavigation()`` saves when the app has no store of its own
  ///     (it then saves nothing on every change, only when asked).
  init<Dependencies, Intent>(
    _ app: PluginApp<Dependencies, Intent>, host: HeadlessHost,
    problems: @escaping @MainActor (Dependencies) -> [StoreProblem],
    relaunch: @escaping @MainActor (_ restoring: Bool) throws -> ShellApp,
    window: @escaping @MainActor (_ scene: String, _ restoring: Bool) -> ShellApp,
    savesOnRequest requested: NavigationStore? = nil
  ) {
    self.host = host
    self.relaunch = relaunch
    self.window = window
    foreground = { app.enterForeground() }
    starting = { app.start() }
    navigator = app.navigator
    coordinator = app.coordinator
    dependencies = app.dependencies
    store = app.store
    alone = app.alone
    refusalTexts = { app.coordinator.refusals.map(\.description) }
    openLink = { link in app.open(link) }
    save = {
      if app.store != nil {
        app.saveNavigation()
      } else if let requested, !app.coordinator.showsAnotherAccount {
        requested.save(app.navigator, account: app.coordinator.navigationAccount)
      }
    }
    restorationReport = {
      let coordinator = app.coordinator
      return RestorationReport(
        outcome: coordinator.restoration, drops: coordinator.restorationDrops,
        fromVersion: coordinator.restoredFromVersion,
        screenStates: coordinator.restoredScreenStates,
        stateProblems: coordinator.screenStateProblems)
    }
    dependencyProblems = { problems(app.dependencies) }
  }

  /// Launches it: restores, or shows what it shows first.
  func start() { starting() }

  /// Every intent the app refused, oldest first, as the app describes it.
  public var refusals: [String] { refusalTexts() }

  /// Opens a link, as the system does.
  @discardableResult
  public func open(_ link: String) -> LinkOutcome { openLink(link) }

  /// Saves the navigation with what its screens keep now (the app goes to the background).
  public func saveNavigation() { save() }

  /// The window comes to the foreground: it leaves the screens of an account that signed out
  /// elsewhere.
  func enterForeground() { foreground() }

  /// The model of the visible screen.
  public var visibleModel: (any ScreenModel)? {
    navigator.visibleModel(as: (any ScreenModel).self)
  }

  /// What became of the saved navigation at launch.
  var restoration: RestorationReport { restorationReport() }

  /// Files that could not be read at launch (the app's and the saved navigation's).
  var problems: [StoreProblem] { dependencyProblems() + (store?.problems ?? []) }
}
