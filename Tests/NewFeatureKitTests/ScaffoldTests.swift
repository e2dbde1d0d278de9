import Foundation
import Testing

@testable import NewFeatureKit

/// The scaffold writes a feature laid out like the host's, wires it in, and checks everything
/// before it writes: a feature that exists, or a file to edit of the wrong shape, changes
/// nothing.
@Suite struct ScaffoldTests {
  /// Writes the fixture, runs the scaffold (formatting recorded, not run) and returns the files.
  func generate(
    _ name: String, tab: Bool = false, fixture: HostFixture = HostFixture()
  ) throws -> (scaffold: Scaffold, files: [String: String], formatted: [String]) {
    let root = try fixture.write()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    var scaffold = Scaffold(
      name: name, tab: tab, host: try HostLayout(fixture.package, root: root))
    var formatted: [String] = []
    try scaffold.write(into: root) { paths, _ in formatted = paths }
    return (scaffold, try HostFixture.contents(root), formatted)
  }

  @Test func aFeatureIsWrittenInTheHostsLayoutAndWiredIn() throws {
    let (scaffold, files, formatted) = try generate("Search")
    #expect(
      scaffold.created == [
        "Sources/SearchFeature/SearchRoute.swift", "Sources/SearchFeature/SearchDependencies.swift",
        "Sources/SearchFeature/SearchNavigation.swift",
        "Sources/SearchFeature/SearchCoordinator.swift", "Sources/SearchFeature/SearchModel.swift",
        "Sources/SearchFeature/SearchModel+Actions.swift",
        "Sources/SearchFeature/SearchPlugin.swift",
        "Sources/SearchFeature/SwiftUI/SearchScreens.swift",
        "Sources/NotesApp/SearchAdapter.swift",
        "Tests/SearchFeatureTests/SearchFeatureTests.swift",
        "Tests/SearchFeatureTests/SearchNavigationSpy.swift",
      ])
    #expect(
      scaffold.edited == [
        "Package.swift", "Sources/NotesApp/NotesFeatures.swift",
        "Sources/NotesApp/NotesCoordinator.swift",
      ])
    #expect(formatted == scaffold.created, "the host has no .swift-format: its files stay")
    for path in scaffold.created { #expect(files[path]?.isEmpty == false, "\(path)") }
    #expect(files["Package.swift"]?.contains("name: \"SearchFeature\"") == true)
    let registry = try #require(files["Sources/NotesApp/NotesFeatures.swift"])
    #expect(registry.contains("import SearchFeature"))
    #expect(registry.contains("adapter: SearchAdapter.init(sink:context:))"))
    let adapter = try #require(files["Sources/NotesApp/SearchAdapter.swift"])
    #expect(adapter.contains("import SearchFeature\nimport WaypointPlugins\n"))
    #expect(
      adapter.contains("final class SearchAdapter: IntentAdapter<NotesIntent>, SearchNavigation {}")
    )
    #expect(adapter.contains("extension NotesDependencies: SearchDependencies {}"))
    let coordinator = try #require(files["Sources/NotesApp/NotesCoordinator.swift"])
    #expect(coordinator.contains("case showSearch(on: TabName?)"))
    #expect(coordinator.contains("try app.registry.flow(SearchPlugin.search, in: context)"))
    #expect(coordinator.contains("import SearchFeature"))
    for (path, text) in files where path.hasPrefix("Sources/SearchFeature") {
      #expect(!text.contains("Notes"), "the feature knows nothing of the app: \(path)")
    }
    #expect(scaffold.nextSteps.contains("`.showSearch(on: tab)` pushes it on a tab"))
  }

  @Test func aPublicDependenciesTypeConformsThroughAPublicImport() throws {
    var fixture = HostFixture()
    fixture.files["Sources/NotesApp/NotesDependencies.swift"] =
      "@MainActor\npublic struct NotesDependencies: ListDependencies {}\n"
    fixture.package.targets[3].sources.append("NotesDependencies.swift")
    let (_, files, _) = try generate("Search", fixture: fixture)
    #expect(
      files["Sources/NotesApp/SearchAdapter.swift"]?.hasPrefix(
        "public import SearchFeature\nimport WaypointPlugins\n") == true)
  }

  @Test func aTabFeatureGetsItsTabAndNoIntent() throws {
    let (scaffold, files, _) = try generate("Shelf", tab: true)
    #expect(scaffold.edited == ["Package.swift", "Sources/NotesApp/NotesFeatures.swift"])
    let plugin = try #require(files["Sources/ShelfFeature/ShelfPlugin.swift"])
    #expect(plugin.contains("tab: FeatureTab(tabName, order: 100, root: shelf)"))
    #expect(files["Sources/NotesApp/NotesCoordinator.swift"]?.contains("Shelf") == false)
    #expect(
      files["Tests/ShelfFeatureTests/ShelfFeatureTests.swift"]?.contains(
        "thePluginDeclaresItsTabAfterTheExistingTabs") == true)
    #expect(scaffold.nextSteps.hasPrefix("Shelf is reachable already"))
  }

  /// A host with `Tools/FeatureShells` (each feature's own shell, built with
  /// `WAYPOINT_FOCUS`) gets one for the new feature; a host without the folder gets none.
  @Test func aHostWithFeatureShellsGetsOneForTheNewFeature() throws {
    var fixture = HostFixture()
    fixture.files["Tools/FeatureShells/List.swift"] = "// The List feature's own shell.\n"
    let (scaffold, files, formatted) = try generate("Search", fixture: fixture)
    #expect(scaffold.created.last == "Tools/FeatureShells/Search.swift")
    #expect(formatted.contains("Tools/FeatureShells/Search.swift"))
    let shell = try #require(files["Tools/FeatureShells/Search.swift"])
    #expect(shell.contains("import SearchFeature\n"))
    #expect(shell.contains("final class SearchRecorder: RecordingAdapter, SearchNavigation {}"))
    #expect(shell.contains("struct SearchShellDependencies: SearchDependencies {}"))
    #expect(shell.contains("adapter: SearchRecorder.init(sink:context:)"))
    #expect(!shell.contains("Notes"), "the shell knows nothing of the app")
    #expect(scaffold.nextSteps.contains("6. Tools/FeatureShells/Search.swift"))
    let (plain, plainFiles, _) = try generate("Search")
    #expect(!plain.created.contains { $0.hasPrefix("Tools/") })
    #expect(plainFiles.keys.filter { $0.hasPrefix("Tools/") }.isEmpty)
    #expect(!plain.nextSteps.contains("WAYPOINT_FOCUS"))
  }

  @Test func aHostWithoutMarkersGetsTheFeatureAndIsToldHowToShowIt() throws {
    var fixture = HostFixture()
    fixture.files["Sources/NotesApp/NotesCoordinator.swift"] = fixture.files[
      "Sources/NotesApp/NotesCoordinator.swift"]?.components(separatedBy: "\n")
      .filter { !$0.contains("// new-feature:") }.joined(separator: "\n")
    let (scaffold, files, _) = try generate("Search", fixture: fixture)
    #expect(scaffold.edited == ["Package.swift", "Sources/NotesApp/NotesFeatures.swift"])
    #expect(files["Sources/NotesApp/NotesCoordinator.swift"]?.contains("Search") == false)
    #expect(scaffold.nextSteps.hasPrefix("NotesIntent has no `// new-feature:` marker lines"))
  }

  @Test func aHostThatFormatsGetsItsEditedFilesFormattedToo() throws {
    var fixture = HostFixture()
    fixture.files[".swift-format"] = "{}\n"
    let (scaffold, _, formatted) = try generate("Search", fixture: fixture)
    #expect(formatted == scaffold.created + scaffold.edited)
  }

  @Test(arguments: [
    ("Sources/SearchFeature/Old.swift", "Sources/SearchFeature exists already"),
    ("Sources/NotesApp/SearchAdapter.swift", "Sources/NotesApp/SearchAdapter.swift exists already"),
  ])
  func anExistingFeatureOrFileStopsItBeforeAnythingIsWritten(path: String, message: String)
    throws
  {
    var fixture = HostFixture()
    fixture.files[path] = "// here first\n"
    try expectNothingWritten(fixture, GeneratorError(message))
  }

  @Test func oneMarkerMissingOfThreeStopsItBeforeAnythingIsWritten() throws {
    var fixture = HostFixture()
    fixture.files["Sources/NotesApp/NotesCoordinator.swift"] = fixture.files[
      "Sources/NotesApp/NotesCoordinator.swift"]?.replacingOccurrences(
        of: Marker.intentHandling.rawValue, with: "// moved")
    try expectNothingWritten(
      fixture,
      .missingMarker(.intentHandling, in: "Sources/NotesApp/NotesCoordinator.swift"))
  }

  @Test func aManifestItCannotEditStopsItBeforeAnythingIsWritten() throws {
    var fixture = HostFixture()
    fixture.files["Package.swift"] = "// swift-tools-version: 6.1\n"
    let root = try fixture.write()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    var scaffold = Scaffold(
      name: "Search", tab: false, host: try HostLayout(fixture.package, root: root))
    #expect(throws: GeneratorError.self) { try scaffold.write(into: root) { _, _ in } }
    #expect(try HostFixture.contents(root) == fixture.files)
  }

  func expectNothingWritten(_ fixture: HostFixture, _ error: GeneratorError) throws {
    let root = try fixture.write()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    var scaffold = Scaffold(
      name: "Search", tab: false, host: try HostLayout(fixture.package, root: root))
    #expect(throws: error) { try scaffold.write(into: root) { _, _ in } }
    #expect(try HostFixture.contents(root) == fixture.files)
  }
}
