import Foundation
import Testing

@testable import NewFeatureKit

/// The generator learns the host package: its features and where they live, its composition
/// root's files and types, and how its adapters are declared. A package that does not follow
/// the kit's conventions is refused with the convention it breaks.
@Suite struct HostTests {
  func host(_ fixture: HostFixture = HostFixture()) throws -> HostLayout {
    let root = try fixture.write()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    return try HostLayout(fixture.package, root: root)
  }

  @Test func itFindsTheFeaturesTheirFoldersAndTheirKind() throws {
    let host = try host()
    #expect(host.features.map(\.name) == ["List", "Trash"])
    #expect(host.features.map(\.isTab) == [true, false])
    #expect(host.featureFolder == "Sources/{Name}Feature")
    #expect(host.testsFolder == "Tests/{Name}FeatureTests")
    #expect(host.folder(host.featureFolder, for: "Search") == "Sources/SearchFeature")
  }

  @Test func itFindsTheCompositionRootAndItsTypes() throws {
    let host = try host()
    #expect(host.rootTarget == "NotesApp")
    #expect(host.coordinator == "NotesCoordinator")
    #expect(host.dependencies == "NotesDependencies")
    #expect(host.intent == "NotesIntent")
    #expect(host.coordinatorFile == "Sources/NotesApp/NotesCoordinator.swift")
    #expect(host.intentFile == "Sources/NotesApp/NotesCoordinator.swift")
    #expect(host.registryFile == "Sources/NotesApp/NotesFeatures.swift")
    #expect(!host.formatsEditedFiles)
  }

  @Test func anotherAppOfTheSameFeaturesIsNotTheOneEdited() throws {
    // A second app of the same features (one without a tab bar), in a file that sorts after
    // the coordinator's and has no marker in its switch.
    for file in ["Sources/NotesApp/ZNotebook.swift", "Sources/NotesApp/ANotebook.swift"] {
      var fixture = HostFixture()
      fixture.package.targets[3].sources.append(String(file.split(separator: "/").last!))
      fixture.files[file] = """
        public final class Notebook: AppRules {
          public typealias Dependencies = NotesDependencies
          public typealias Intent = NotesIntent

          public func carryOut(_ intent: NotesIntent, in app: App) throws(IntentRefusal) {
            switch intent {
            default: throw .notRegistered(entry: "notebook")
            }
          }
        }

        """
      let host = try host(fixture)
      #expect(host.coordinator == "NotesCoordinator", "\(file)")
      #expect(host.coordinatorFile == "Sources/NotesApp/NotesCoordinator.swift")
    }
  }

  @Test func aNewAdapterIsDeclaredLikeTheOthers() throws {
    let host = try host()
    #expect(
      host.adapter(for: "Search", tab: false)
        == HostLayout.Adapter(
          feature: "Search", className: "SearchAdapter", base: "IntentAdapter<NotesIntent>",
          modifiers: "final ", file: "Sources/NotesApp/SearchAdapter.swift"))
  }

  @Test func adaptersInTheirOwnFilesGiveTheNewOneItsOwnFileThereWithTheirBase() throws {
    var fixture = HostFixture()
    fixture.files["Sources/NotesApp/NotesFeatures.swift"] = fixture.files[
      "Sources/NotesApp/NotesFeatures.swift"]?.replacingOccurrences(
        of: "final class ListAdapter: IntentAdapter<NotesIntent>, ListNavigation {}\n", with: "")
    fixture.files["Sources/NotesApp/Adapters/ListNavigationAdapter.swift"] =
      "package final class ListNavigationAdapter: TabAdapter, ListNavigation {}\n"
    fixture.package.targets[3].sources.append("Adapters/ListNavigationAdapter.swift")
    let host = try host(fixture)
    #expect(
      host.adapter(for: "Shelf", tab: true)
        == HostLayout.Adapter(
          feature: "Shelf", className: "ShelfNavigationAdapter", base: "TabAdapter",
          modifiers: "package final ",
          file: "Sources/NotesApp/Adapters/ShelfNavigationAdapter.swift"))
    #expect(host.adapter(for: "Search", tab: false).base == "IntentAdapter<NotesIntent>")
  }

  @Test func withoutFeatureTestsUsingWaypointTestingNoTestsAreWritten() throws {
    var fixture = HostFixture()
    fixture.package.targets[4].dependencies = ["ListFeature"]
    #expect(try host(fixture).testsFolder == nil)
  }

  @Test func aPackageWithoutAFeatureIsRefused() throws {
    var fixture = HostFixture()
    fixture.package.targets.removeAll { $0.name.hasSuffix("Feature") }
    let error = #expect(throws: GeneratorError.self) { try host(fixture) }
    #expect(error?.description.contains("Notes has no feature yet") == true)
  }

  @Test func aFeatureThatDoesNotUseWaypointIsRefused() throws {
    var fixture = HostFixture()
    fixture.package.targets[2].dependencies = ["WaypointPlugins"]
    let error = #expect(throws: GeneratorError.self) { try host(fixture) }
    #expect(error?.description.hasPrefix("TrashFeature does not depend on Waypoint") == true)
  }

  @Test func withoutAnAppCoordinatorThereIsNoCompositionRoot() throws {
    var fixture = HostFixture()
    fixture.files["Sources/NotesApp/NotesCoordinator.swift"] = "public enum NotesIntent {}\n"
    let error = #expect(throws: GeneratorError.self) { try host(fixture) }
    #expect(error?.description.hasPrefix("no composition root") == true)
  }

  @Test func aRootThatDoesNotRegisterEveryFeatureIsRefused() throws {
    var fixture = HostFixture()
    fixture.files["Sources/NotesApp/NotesFeatures.swift"] = "let all = [ListPlugin.plugin]\n"
    let error = #expect(throws: GeneratorError.self) { try host(fixture) }
    #expect(error?.description.hasPrefix("no file of NotesApp registers every feature") == true)
  }

  @Test func aFeatureFolderNotNamedAfterItsFeatureIsRefused() throws {
    var fixture = HostFixture()
    fixture.package.targets[1].path = "Sources/Browse"
    fixture.files["Sources/Browse/List.swift"] = fixture.files["Sources/ListFeature/List.swift"]
    let error = #expect(throws: GeneratorError.self) { try host(fixture) }
    #expect(error?.description.contains("does not start with its name") == true)
  }

  @Test func classDeclarationsAreReadAcrossLinesWithGenericBases() {
    let declarations = HostLayout.classDeclarations(
      in: """
        @MainActor public final class A:
          Base<X, Y>, P
        {}
        /// class B: C {}
        let text = "class"
        """)
    #expect(declarations.map(\.name) == ["A"])
    #expect(declarations.first?.inherited == ["Base<X, Y>", "P"])
    #expect(declarations.first?.modifiers == "@MainActor public final ")
  }
}
