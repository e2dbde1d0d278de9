import Foundation
import Testing

@testable import DependencyLint

/// The layers come from the host package: without `.waypoint-lint.json`, features are the
/// targets named `*Feature` and only the two rules every Waypoint app keeps apply.
@Suite struct ConfigurationTests {
  /// An app laid out like an adopter's: everything under `Sources/`, features named `*Feature`,
  /// a models module, the composition root and its shell, a library product of its own.
  static func adopter() -> Fixture {
    Fixture(
      manifest: Manifest(
        name: "Recipes",
        dependencies: [.init(kind: "fileSystem", identity: "waypoint")],
        targets: [
          .init(name: "RecipeModels", type: "regular"),
          .init(name: "RecipesFeature", type: "regular")
            .depending(on: ["RecipeModels", "Waypoint"]),
          .init(name: "FavouritesFeature", type: "regular")
            .depending(on: ["RecipeModels", "Waypoint"]),
          .init(name: "RecipesApp", type: "regular")
            .depending(on: ["RecipesFeature", "FavouritesFeature"]),
          .init(name: "RecipesShell", type: "executable").depending(on: ["RecipesApp"]),
          .init(name: "RecipesFeatureTests", type: "test")
            .depending(on: ["RecipesFeature", "FavouritesFeature"]),
        ],
        products: [.init(name: "RecipeModels", targets: ["RecipeModels"], isLibrary: true)]),
      sources: [
        "Sources/RecipeModels/Recipe.swift": "import Foundation\n",
        "Sources/RecipesFeature/Recipes.swift": "import RecipeModels\nimport Waypoint\n",
        "Sources/FavouritesFeature/Favourites.swift": "import RecipeModels\n",
        "Sources/RecipesApp/App.swift": "import FavouritesFeature\nimport RecipesFeature\n",
        "Sources/RecipesShell/main.swift": "import RecipesApp\n",
        "Tests/RecipesFeatureTests/T.swift": "import FavouritesFeature\nimport RecipesFeature\n",
      ],
      configuration: Configuration())
  }

  @Test func withoutAFileAnAdoptersLayoutPassesAndItsPackageDependencyIsAllowed() throws {
    #expect(try Self.adopter().violations() == [])
  }

  @Test func withoutAFileAFeatureUsingAFeatureIsCaught() throws {
    var fixture = Self.adopter()
    fixture.sources["Sources/FavouritesFeature/Favourites.swift"] = "import RecipesFeature\n"
    #expect(
      try fixture.violations() == [
        Violation(
          rule: .featureUsesFeature, directory: "Sources/FavouritesFeature",
          subject: "FavouritesFeature", dependency: "RecipesFeature",
          location: .source(file: "Sources/FavouritesFeature/Favourites.swift", line: 1))
      ])
  }

  @Test func withoutAFileTheHostsFrameworkMayNotUseItsApp() throws {
    var fixture = Self.adopter()
    fixture.addDependency("RecipesApp", to: "RecipeModels")
    #expect(try fixture.violations().map(\.rule) == [.frameworkUsesApp])
  }

  @Test func aConfiguredCompositionRootIsTheOnlyTargetThatUsesFeaturesAndOnlyItsUsersUseIt()
    throws
  {
    var fixture = Self.adopter()
    fixture.configuration.compositionRoot = "RecipesApp"
    fixture.configuration.compositionRootUsers = ["RecipesShell"]
    #expect(try fixture.violations() == [])

    fixture.addDependency("RecipesFeature", to: "RecipesShell")
    fixture.addDependency("RecipesApp", to: "RecipesFeature")
    #expect(
      try fixture.violations().map(\.rule) == [
        .appShellOutsideRunnerAndTests, .moduleUsesFeature,
      ])
  }

  @Test func configuredModulesAreAllAFeatureUsesBesidesWhatTheFileAllows() throws {
    var fixture = Self.adopter()
    fixture.configuration.modules = .names(["RecipeModels"])
    #expect(
      try fixture.violations().map(\.subject) == [
        "RecipesFeature", "RecipesFeature", "FavouritesFeature",
      ])
    #expect(try fixture.violations().allSatisfy { $0.dependency == "Waypoint" })
    fixture.configuration.featuresMayAlsoUse = ["Waypoint"]
    #expect(try fixture.violations() == [])
  }

  @Test func packageDependenciesAreRefusedOnlyWhenTheFileSaysSo() throws {
    var fixture = Self.adopter()
    fixture.configuration.packageDependencies = false
    #expect(try fixture.violations().map(\.rule) == [.packageDependency])
  }

  @Test func pluginTargetsAreNeitherFeaturesNorChecked() throws {
    var fixture = Self.adopter()
    fixture.manifest.targets.append(
      Manifest.Target(name: "NewFeature", type: "plugin", path: "Plugins/NewFeature")
        .depending(on: ["RecipesFeature"]))
    #expect(try fixture.violations() == [])
  }

  @Test func theSwiftFilesTheManifestListsAreTheOnesScanned() throws {
    var fixture = Self.adopter()
    fixture.sources["Sources/FavouritesFeature/Unused/Old.swift"] = "import RecipesFeature\n"
    #expect(try fixture.violations().count == 1)
    fixture.modifyTarget("FavouritesFeature") { $0.sources = ["Favourites.swift"] }
    #expect(try fixture.violations() == [])
  }

  @Test func selectorsNameTheirTargets() throws {
    let target = Manifest.Target(name: "TodayFeature", type: "regular", path: "Features/Today")
    #expect(Configuration.Selector.suffix("Feature").contains(target))
    #expect(!Configuration.Selector.suffix("TodayFeature").contains(target))
    #expect(Configuration.Selector.directory("Features").contains(target))
    #expect(!Configuration.Selector.directory("Feat").contains(target))
    #expect(Configuration.Selector.names(["TodayFeature"]).contains(target))
  }

  @Test func theReferenceAppsFileReadsAsItsLayers() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let configuration = try Configuration.read(packageDirectory: root, path: nil)
    #expect(configuration.features == .directory("Features/"))
    #expect(configuration.compositionRoot == "AppShell")
    #expect(!configuration.packageDependencies)
  }
}
