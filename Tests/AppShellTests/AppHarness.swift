import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

@testable import AppShell

/// The composed app on a headless host with live, file-backed dependencies in a temporary
/// data directory; `relaunch()` starts a new app on the same directory.
@MainActor
final class AppHarness {
  let dataDirectory: URL
  private(set) var app: ReadingApp
  private(set) var flow: HeadlessFlow
  var now: Date

  init(dataDirectory: URL? = nil, now: Date = Date(timeIntervalSince1970: 2_000_000_000)) throws {
    self.dataDirectory =
      dataDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "waypoint-\(UUID().uuidString)")
    self.now = now
    (app, flow) = (try Self.launch(dataDirectory: self.dataDirectory, now: now))
  }

  private static func launch(
    dataDirectory: URL, now: Date, link: String? = nil, restoring: Bool = false
  ) throws -> (ReadingApp, HeadlessFlow) {
    let host = HeadlessHost()
    let app = ReadingApp(
      dependencies: try .live(dataDirectory: dataDirectory, now: { now }), host: host,
      store: NavigationStore(dataDirectory: dataDirectory), restoring: restoring)
    let flow = HeadlessFlow(navigator: app.navigator, host: host)
    if let link { app.open(link) }
    app.start()
    return (app, flow)
  }

  /// A first launch that skips onboarding and logs in: the main tabs, on Today.
  static func loggedIn(sourceLocation: SourceLocation = #_sourceLocation) throws -> AppHarness {
    let app = try AppHarness()
    try app.tap("skip", sourceLocation: sourceLocation)
    try app.tap("login", "demo", "demo1234", sourceLocation: sourceLocation)
    app.flow.expectTab("Today", sourceLocation: sourceLocation)
    return app
  }

  /// Quits and launches again with the same data, opened with `link` when given (a cold start
  /// by a link), from the saved navigation when `restoring` (the system ended the app in the
  /// background); what the old app held must be released.
  /// - Parameter saving: Whether the app goes to the background first, where it saves what
  ///   its screens keep (when `restoring`); `false` to relaunch on the file as it is.
  func relaunch(
    link: String? = nil, restoring: Bool = false, saving: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // The system ends an app in the background, where the app saved what its screens keep.
    if restoring, saving { app.saveNavigation() }
    weak let oldCoordinator = app.coordinator
    weak let oldNavigator = app.navigator
    (app, flow) = try Self.launch(
      dataDirectory: dataDirectory, now: now, link: link, restoring: restoring)
    #expect(
      oldCoordinator == nil && oldNavigator == nil, "the old app is released",
      sourceLocation: sourceLocation)
  }

  var model: (any ScreenModel)? { app.visibleModel }

  /// Performs an action on the visible screen, as a user tapping it.
  func tap(
    _ action: String, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let model = try #require(
      model, "the visible screen has no model", sourceLocation: sourceLocation)
    try model.perform(action, arguments: arguments)
  }

  /// The visible screen's route description, e.g. `Article(3)`.
  var screen: String { app.navigator.tree.visibleScreen.route.description }

  /// The tree's outline without node IDs: what restoring must bring back.
  var shape: String { app.navigator.tree.outline.replacing(/#[0-9]+/, with: "") }

  func cleanUp() {
    try? FileManager.default.removeItem(at: dataDirectory)
  }
}

/// Records intents instead of carrying them out.
@MainActor
final class IntentSpy: IntentSink {
  var intents: [AppIntent] = []
  func handle(_ intent: AppIntent) { intents.append(intent) }
}
