import Foundation
import Testing

@testable import NewFeatureKit

/// The scaffold checks everything before it writes: a feature that exists, or a file to edit of
/// the wrong shape (a missing marker included), changes nothing.
@Suite struct ScaffoldTests {
  /// A package directory holding the files the scaffold edits.
  func package(
    manifest: String = EditsTests.manifest, intent: String = EditsTests.intent,
    coordinator: String = EditsTests.coordinator
  ) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-new-feature-\(UUID().uuidString)")
    let files = [
      Scaffold.manifest: manifest, Scaffold.registry: EditsTests.registry,
      Scaffold.intent: intent, Scaffold.coordinator: coordinator,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// Every file under `root` with its text.
  func contents(_ root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      result[path] = isDirectory.boolValue ? "" : try String(contentsOf: url, encoding: .utf8)
    }
    return result
  }

  @Test func aTabFeatureIsWrittenWiredAndFormattedInPlace() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    var formatted: [String] = []
    let scaffold = Scaffold(name: "Shelf", tab: true)
    try scaffold.write(into: root) { paths, _ in formatted = paths }
    #expect(formatted == scaffold.created + scaffold.edited)
    #expect(scaffold.edited == [Scaffold.manifest, Scaffold.registry], "its tab reaches it")
    let files = try contents(root)
    for path in scaffold.created { #expect(files[path]?.isEmpty == false, "\(path)") }
    #expect(files["Package.swift"]?.contains("\"Today\", \"Shelf\"]") == true)
    #expect(files[Scaffold.registry]?.contains("import ShelfFeature") == true)
    #expect(files[Scaffold.intent] == EditsTests.intent)
    #expect(files[Scaffold.coordinator] == EditsTests.coordinator)
    #expect(
      files["Features/Shelf/SwiftUI/ShelfScreens.swift"]?.contains(
        "extension ShelfRoute: SwiftUIScreens") == true)
    let plugin = try #require(files["Features/Shelf/ShelfPlugin.swift"])
    #expect(plugin.contains("tab: FeatureTab(tabName, order: 100, root: shelf)"))
    #expect(
      files["Features/Shelf/ShelfNavigation.swift"]?.contains(
        "protocol ShelfNavigation: BarNavigation, ExpireNavigation {}") == true)
    #expect(
      files["Modules/AppShell/Adapters/ShelfNavigationAdapter.swift"]?.contains(
        "class ShelfNavigationAdapter: TabRootAdapter, ShelfNavigation {}") == true)
    #expect(!scaffold.created.contains { $0.hasPrefix("Tests/AppShellTests/") })
  }

  @Test func aPlainFeatureAlsoGetsItsIntentItsCaseAndTheirTests() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    var formatted: [String] = []
    let scaffold = Scaffold(name: "Search", tab: false)
    try scaffold.write(into: root) { paths, _ in formatted = paths }
    #expect(formatted == scaffold.created + scaffold.edited)
    #expect(
      scaffold.edited == [
        Scaffold.manifest, Scaffold.registry, Scaffold.intent, Scaffold.coordinator,
      ])
    let files = try contents(root)
    for path in scaffold.created { #expect(files[path]?.isEmpty == false, "\(path)") }
    #expect(
      files[Scaffold.intent] == (try Edits.addingIntent(for: "Search", to: EditsTests.intent)))
    #expect(
      files[Scaffold.coordinator]
        == (try Edits.handlingIntent(for: "Search", in: EditsTests.coordinator)))
    #expect(
      files["Tests/AppShellTests/ShowSearchIntentTests.swift"]?.contains(".showSearch(on: nil)")
        == true)
    #expect(
      files["Modules/AppShell/Adapters/SearchNavigationAdapter.swift"]?.contains(
        "class SearchNavigationAdapter: FlowAdapter, SearchNavigation {}") == true)
    #expect(
      files["Tests/SearchFeatureTests/SearchNavigationSpy.swift"]?.contains(
        "enum Call: Equatable {\n    case sessionExpired\n  }") == true)
    #expect(
      files["Features/Search/SearchModel+Actions.swift"]?.contains(
        "public var actions: [ScreenAction] { [] }") == true)
  }

  @Test func aFeatureThatExistsAlreadyChangesNothing() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Features/Search"), withIntermediateDirectories: true)
    let before = try contents(root)
    #expect(throws: GeneratorError("Features/Search exists already")) {
      try Scaffold(name: "Search", tab: false).write(into: root) { _, _ in }
    }
    #expect(try contents(root) == before)
  }

  @Test func anAdapterThatExistsAlreadyChangesNothing() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    let adapter = root.appendingPathComponent(
      "Modules/AppShell/Adapters/SearchNavigationAdapter.swift")
    try FileManager.default.createDirectory(
      at: adapter.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "// someone else's\n".write(to: adapter, atomically: true, encoding: .utf8)
    let before = try contents(root)
    #expect(
      throws: GeneratorError(
        "Modules/AppShell/Adapters/SearchNavigationAdapter.swift exists already")
    ) {
      try Scaffold(name: "Search", tab: false).write(into: root) { _, _ in }
    }
    #expect(try contents(root) == before)
  }

  @Test func aManifestOfTheWrongShapeChangesNothing() throws {
    let root = try package(manifest: "let names = [\"Today\"]\n")
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    let before = try contents(root)
    #expect(throws: GeneratorError("Package.swift has no `let featureNames = [...]`")) {
      try Scaffold(name: "Search", tab: false).write(into: root) { _, _ in }
    }
    #expect(try contents(root) == before)
  }

  /// The last edit is checked before the first file is written: a marker missing from the app
  /// coordinator leaves the manifest, the registry and `AppIntent` as they were, and writes no
  /// new file.
  @Test(arguments: Marker.allCases)
  func aMissingMarkerChangesNothing(_ marker: Marker) throws {
    let root = try package(
      intent: EditsTests.intent.replacingOccurrences(of: marker.rawValue, with: "// moved"),
      coordinator: EditsTests.coordinator.replacingOccurrences(
        of: marker.rawValue, with: "// moved"))
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    let before = try contents(root)
    let file = marker == .intentHandling ? Scaffold.coordinator : Scaffold.intent
    #expect(throws: GeneratorError.missingMarker(marker, in: file)) {
      try Scaffold(name: "Search", tab: false).write(into: root) { _, _ in }
    }
    #expect(try contents(root) == before)
  }

  @Test func aTabFeatureNeedsNoMarker() throws {
    let root = try package(intent: "enum AppIntent {}\n", coordinator: "class AppCoordinator {}\n")
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    try Scaffold(name: "Shelf", tab: true).write(into: root) { _, _ in }
  }

  @Test func theNextStepsOfAPlainFeatureNameEachFileToEditInOrder() {
    let steps = Scaffold(name: "Search", tab: false).nextSteps
    let files = [
      "Features/Today/TodayNavigation.swift", "Features/Today/TodayPageModel.swift",
      "Features/Today/TodayPageModel+Actions.swift",
      "Modules/AppShell/Adapters/TodayNavigationAdapter.swift",
      "Tests/TodayFeatureTests/TodayNavigationSpy.swift",
      "Tests/TodayFeatureTests/TodayCoordinatorTests.swift",
      "Tests/AppShellTests/AppFlowTests.swift",
    ]
    let positions = files.map { steps.range(of: "\($0):")?.lowerBound }
    #expect(!positions.contains(nil), "\(steps)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    for name in [
      "func searchTapped()", "public func openSearch()",
      "ScreenAction(\"search\", \"open search\")",
      "send(.showSearch(on: context.tab))", "case searchTapped", "tap search",
    ] {
      #expect(steps.contains(name), "\(name)")
    }
  }

  @Test func theNextStepsOfATabFeatureStartFromItsTab() {
    let steps = Scaffold(name: "Shelf", tab: true).nextSteps
    #expect(steps.contains("`tab Shelf`"))
    #expect(steps.contains("Features/Shelf/ShelfModel+Actions.swift"))
    #expect(steps.contains("Modules/AppShell/Adapters/ShelfNavigationAdapter.swift"))
  }
}
