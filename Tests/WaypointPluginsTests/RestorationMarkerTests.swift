import Foundation
import Testing
import Waypoint
import WaypointPlugins

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shop app on a headless host, saving its navigation in a data directory.
@MainActor
struct SavedShop {
  typealias App = PluginApp<ShopDependencies, ShopIntent>

  static let versions = NavigationVersions()

  let directory: URL

  /// A new, empty data directory of its own under the temporary directory.
  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-shop-\(UUID().uuidString)", isDirectory: true)
  }

  /// The store of the main window's navigation.
  func store() -> NavigationStore {
    NavigationStore(dataDirectory: directory, versions: Self.versions)
  }

  /// The app, started: restoring the saved navigation when `restoring`.
  func launch(restoring: Bool, store: NavigationStore? = nil) -> App {
    let app = App(
      coordinator: ShopApp(
        dependencies: ShopDependencies(), features: shopFeatures,
        rules: PlainShopRules(item: CataloguePlugin.item) { app throws(IntentRefusal) in
          try app.showMainTabs()
        }),
      host: HeadlessHost(), store: store ?? self.store(), restoring: restoring)
    app.start()
    return app
  }

  /// Saves a navigation worth restoring (item 2 on the catalogue tab) and returns its file.
  func saveItem() throws -> Data {
    let app = launch(restoring: false)
    #expect(app.open("shop://item/2") == .landed(CatalogueRoute.item(id: 2).route))
    return try Data(contentsOf: URL(fileURLWithPath: app.store?.path ?? ""))
  }

  /// What a fresh launch shows.
  static let fresh = ["Cart"]
  /// What the saved navigation shows.
  static let restored = ["List", "Item"]

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}

/// A restoration is marked, so that one that ends the app does not end it at every launch;
/// one that cannot be marked does not happen.
@MainActor
@Suite struct RestorationMarkerTests {
  @Test func aMarkedRestorationRestoresAndItsMarkerGoesOnceSettled() throws {
    let shop = SavedShop()
    defer { shop.remove() }
    _ = try shop.saveItem()
    let app = shop.launch(restoring: true)
    #expect(app.restoration == .restored)
    #expect(app.navigator.tree.visibleStackNames == SavedShop.restored)
    #expect(app.store?.problems == [])
    let marker = shop.directory.appendingPathComponent("navigation-main.restoring").path
    #expect(!FileManager.default.fileExists(atPath: marker), "settled: the marker is gone")
  }

  /// Something that is not the store's marker (here a directory) stands where the marker goes:
  /// the marker cannot be written, so the app starts fresh and says why, and leaves the
  /// directory and the saved file alone.
  @Test func whenTheMarkerCannotBeWrittenTheAppStartsFreshAndSaysWhy() throws {
    let shop = SavedShop()
    defer { shop.remove() }
    _ = try shop.saveItem()
    let marker = shop.directory.appendingPathComponent("navigation-main.restoring")
    try FileManager.default.createDirectory(at: marker, withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: marker.appendingPathComponent("inside"))

    let store = shop.store()
    let start = store.startRestoring()
    #expect(start == .notMarked(try #require(store.problems.first)))
    #expect(store.beginRestoring() == false)
    let app = shop.launch(restoring: true)
    #expect(app.restoration != .restored)
    #expect(app.navigator.tree.visibleStackNames == SavedShop.fresh)
    let problem = try #require(app.store?.problems.first)
    #expect(app.restoration == .notMarked(problem), "the outcome says why")
    #expect(problem.kind == .restorationNotMarked)
    #expect(problem.path == marker.path)
    #expect(problem.outcome == .ignored)
    #expect(problem.reason.hasPrefix("not written (something that is not a marker file"))
    #expect(try Data(contentsOf: marker.appendingPathComponent("inside")) == Data("kept".utf8))
    let names = try FileManager.default.contentsOfDirectory(atPath: shop.directory.path)
    #expect(!names.contains { $0.contains(".corrupt-") }, "not moved aside: \(names)")
  }

  /// In a data directory the app may not write to (as any user but root), the marker cannot be
  /// made: the app starts fresh rather than restore unprotected.
  @Test(.enabled(if: getuid() != 0, "root writes to any directory"))
  func inADirectoryTheAppCannotWriteToTheAppStartsFresh() throws {
    let shop = SavedShop()
    defer {
      chmod(shop.directory.path, 0o755)
      shop.remove()
    }
    _ = try shop.saveItem()
    #expect(chmod(shop.directory.path, 0o555) == 0)
    let app = shop.launch(restoring: true)
    #expect(app.restoration != .restored)
    #expect(app.navigator.tree.visibleStackNames == SavedShop.fresh)
    #expect(app.store?.problems.first?.kind == .restorationNotMarked)
  }

  /// The last launch ended while restoring: the saved file is moved aside as such.
  @Test func aLaunchThatEndedRestoringLeavesTheFileAsideAndTheNextStartsFresh() throws {
    let shop = SavedShop()
    defer { shop.remove() }
    let saved = try shop.saveItem()
    let marker = shop.directory.appendingPathComponent("navigation-main.restoring").path
    #expect(FileManager.default.createFile(atPath: marker, contents: Data()))
    let app = shop.launch(restoring: true)
    #expect(app.restoration == .interrupted)
    #expect(app.navigator.tree.visibleStackNames == SavedShop.fresh)
    let problem = try #require(app.store?.problems.first)
    #expect(problem.kind == .interruptedRestoration)
    #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(problem.movedTo))) == saved)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }
}
