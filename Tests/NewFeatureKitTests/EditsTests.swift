import Testing

@testable import NewFeatureKit

/// The two edits that wire a feature in: the name in `featureNames`, the import and the line in
/// the registry. A file of the wrong shape is an error, never a half edit.
@Suite struct EditsTests {
  static let manifest = """
    // swift-tools-version: 6.0
    let featureNames = ["Splash", "Auth", "Today"]
    let features: [Target] = featureNames.flatMap(feature)
    let other = ["x"]

    """

  static let registry = """
    import AppNavigation
    import AuthFeature
    import TodayFeature
    public import Waypoint

    @MainActor
    public enum FeatureRegistry {
      public static let features: [RegisteredFeature] = [
        .init(AuthPlugin.plugin, dependencies: { $0 }, adapter: AuthNavigationAdapter.init),
        .init(TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init),
      ]
    }

    """

  @Test func theNameIsAddedAtTheEndOfFeatureNamesOnly() throws {
    let edited = try Edits.addingFeatureName("Search", to: Self.manifest)
    #expect(
      edited
        == Self.manifest.replacingOccurrences(
          of: "\"Today\"]", with: "\"Today\", \"Search\"]"))
  }

  @Test func aTrailingCommaInFeatureNamesIsKeptValid() throws {
    let manifest = "let featureNames = [\n  \"Splash\",\n  \"Auth\",\n]\n"
    #expect(
      try Edits.addingFeatureName("Search", to: manifest)
        == "let featureNames = [\"Splash\",\n  \"Auth\", \"Search\"]\n")
  }

  @Test func aFeatureTheManifestListsAlreadyIsRefused() {
    #expect(throws: GeneratorError("Package.swift lists Today already")) {
      try Edits.addingFeatureName("Today", to: Self.manifest)
    }
  }

  @Test func aManifestWithoutFeatureNamesIsRefused() {
    #expect(throws: GeneratorError("Package.swift has no `let featureNames = [...]`")) {
      try Edits.addingFeatureName("Search", to: "let names = [\"Today\"]\n")
    }
  }

  @Test func theImportGoesInOrderAndTheLineLastInTheList() throws {
    let edited = try Edits.registering("Search", in: Self.registry)
    let lines = edited.components(separatedBy: "\n")
    #expect(
      Array(lines[0..<5]) == [
        "import AppNavigation", "import AuthFeature", "import SearchFeature",
        "import TodayFeature", "public import Waypoint",
      ])
    let close = try #require(lines.firstIndex(of: "  ]"))
    #expect(
      lines[close - 1]
        == "    .init(SearchPlugin.plugin, dependencies: { $0 }, adapter: SearchNavigationAdapter.init),"
    )
    #expect(lines.count == Self.registry.components(separatedBy: "\n").count + 2)
  }

  @Test func aNameAfterEveryImportGoesAfterTheLastImport() throws {
    let edited = try Edits.registering("Zoo", in: Self.registry)
    let lines = edited.components(separatedBy: "\n")
    #expect(lines[4] == "import ZooFeature")
    #expect(lines[3] == "public import Waypoint")
  }

  @Test func aRegistryWithoutTheFeatureListIsRefused() {
    #expect(
      throws: GeneratorError("FeatureRegistry.swift has no `features: [RegisteredFeature] = [`")
    ) {
      try Edits.registering("Search", in: "import Waypoint\nenum Registry {}\n")
    }
  }
}
