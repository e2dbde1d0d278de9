import AppShell
import Foundation
import Waypoint
import WaypointPlugins

/// What the app pays to be entered from outside: restoring a saved tree of N screens through
/// the registry, and matching a link against N declared patterns.
@MainActor
extension Scenarios {
  /// (e) Relaunch from a saved tree of `screens` screens (the Today tab's pages and the
  /// Bookmarks root, articles pushed on Today): read the file, rebuild every flow and model in
  /// one transaction, save again.
  func restore(screens: Int) -> Double {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (dependencies, app) = loggedInApp(in: directory)
    for index in 0..<(screens - 4) {  // Three pages and the Bookmarks root are there already.
      app.coordinator.handle(.showArticle(id: index % 12 + 1, on: nil))
    }
    var count = 0
    app.navigator.tree.forEachNode { if case .screen = $0 { count += 1 } }
    precondition(count == screens, "built \(count) screens, not \(screens)")
    // Saved as the signed-in account's: the app restores a file only for the account in it.
    NavigationStore(dataDirectory: directory).save(
      app.navigator.tree, account: app.coordinator.navigationAccount)
    return Measure.individually(samples: trials) {
      let restored = ReadingApp(
        dependencies: dependencies, host: quietHost(),
        store: NavigationStore(dataDirectory: directory), restoring: true)
      restored.start()
      precondition(restored.restoration == .restored, "\(String(describing: restored.restoration))")
    }
  }

  /// (e) Match a link against `patterns` declared patterns, each on its own host or all on one
  /// host (each with its own path); the link matches the last one.
  func matchLink(patterns: Int, oneHost: Bool = false) -> Double {
    let table = LinkTable(
      (0..<patterns).map {
        oneHost
          ? LinkPattern("bench://host/items\($0)/{id}", BenchLinkRoute.self, case: "item")
          : LinkPattern("bench://host\($0)/items/{id}", BenchLinkRoute.self, case: "item")
      })
    precondition(table.problems.isEmpty, "\(table.problems)")
    let link =
      oneHost ? "bench://host/items\(patterns - 1)/42" : "bench://host\(patterns - 1)/items/42"
    return Measure.perOperation(trials: trials, operations: operations) { _ in
      _ = try! table.match(link)
    }
  }

  /// The link walk: the reading app, logged in on the live clients, opens
  /// `reading://article/8` (the Today tab lands on `Today(Weekly) › Article(8)`), then the tab
  /// pops back to its root; `operations` times.
  func repeatOpeningALink() {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, app) = loggedInApp(in: directory)
    guard case .tabs(let tabs) = app.navigator.tree.root else { preconditionFailure("no tabs") }
    let today = tabs.tabs[0].content.id
    for _ in 0..<operations {
      app.open("reading://article/8")
      precondition(app.navigator.tree.visibleScreen.route.name == "Article")
      try! app.navigator.perform(.popToRoot(stack: today))
    }
  }

  /// A new data directory under the temporary directory.
  private static func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-benchmark-\(UUID().uuidString)")
  }

  /// The reading app on the live clients in `directory`, onboarded, logged in and started on
  /// the main tabs.
  private func loggedInApp(in directory: URL) -> (AppDependencies, ReadingApp) {
    let dependencies = try! AppDependencies.live(dataDirectory: directory)
    try! dependencies.launch.markOnboarded()
    _ = try! dependencies.session.logIn(user: "demo", password: "demo1234")
    let app = ReadingApp(dependencies: dependencies, host: quietHost())
    app.start()
    return (dependencies, app)
  }

  private func quietHost() -> HeadlessHost {
    let host = HeadlessHost()
    host.recordsSteps = false
    host.checksSteps = false
    host.followsAccessibility = false
    return host
  }
}

/// The route the link-matching benchmark reads.
enum BenchLinkRoute: TypedRoute {
  case item(id: Int)
}
