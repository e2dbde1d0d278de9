import Testing

@testable import NewFeatureKit

/// Package.swift declares the new feature the way it declares the others: a list of every
/// feature's name gets it last; a feature target's declaration, and its tests', are copied.
@Suite struct ManifestEditsTests {
  static let listed = """
    // swift-tools-version: 6.1
    let featureNames = ["Splash", "Auth", "Today"]
    let features: [Target] = featureNames.flatMap(feature)
    let other = ["Today", "x"]

    """

  @Test func aListOfEveryFeaturesNameGetsTheNewOneLast() throws {
    let edited = try ManifestEdits.declaring(
      "Search", features: ["Splash", "Auth", "Today"], tests: true, in: Self.listed)
    #expect(
      edited
        == Self.listed.replacingOccurrences(of: "\"Today\"]\n", with: "\"Today\", \"Search\"]\n")
    )
  }

  @Test func aListWithATrailingCommaStaysValid() throws {
    let manifest = "let featureNames = [\n  \"Splash\",\n  \"Auth\",\n]\n"
    #expect(
      try ManifestEdits.declaring(
        "Search", features: ["Splash", "Auth"], tests: false, in: manifest)
        == "let featureNames = [\n  \"Splash\",\n  \"Auth\", \"Search\",\n]\n")
  }

  @Test func declarationsAreCopiedAndTheRootsListGetsTheTarget() throws {
    let manifest = try #require(HostFixture().files["Package.swift"])
    let edited = try ManifestEdits.declaring(
      "Search", features: ["List", "Trash"], tests: true, in: manifest)
    let lines = edited.components(separatedBy: "\n")
    let added = lines.filter { !manifest.components(separatedBy: "\n").contains($0) }
    #expect(
      added == [
        "    .target(name: \"SearchFeature\", dependencies: [\"NoteModels\", waypoint, plugins]),",
        "      name: \"NotesApp\", dependencies: [\"ListFeature\", \"TrashFeature\", \"SearchFeature\", "
          + "waypoint, plugins]),",
        "    .testTarget(name: \"SearchFeatureTests\", dependencies: [\"SearchFeature\", testing]),",
      ])
    #expect(lines.count == manifest.components(separatedBy: "\n").count + 2)
  }

  @Test func aCopiedPathNamesTheNewFeaturesFolder() throws {
    let manifest = """
      targets: [
        .target(name: "ListFeature", path: "Features/List"),
        .target(name: "TrashFeature", path: "Features/Trash")
      ]
      """
    #expect(
      try ManifestEdits.declaring(
        "Search", features: ["List", "Trash"], tests: false, in: manifest
      )
      .contains(
        """
          .target(name: "TrashFeature", path: "Features/Trash"),
          .target(name: "SearchFeature", path: "Features/Search"),
        ]
        """))
  }

  @Test func aFeatureTheManifestHasAlreadyIsRefused() throws {
    #expect(throws: GeneratorError("Package.swift lists Today already")) {
      try ManifestEdits.declaring(
        "Today", features: ["Splash", "Auth", "Today"], tests: false, in: Self.listed)
    }
    let manifest = try #require(HostFixture().files["Package.swift"])
    #expect(throws: GeneratorError("Package.swift lists ListFeature already")) {
      try ManifestEdits.declaring("List", features: ["Trash"], tests: false, in: manifest)
    }
  }

  @Test func aManifestThatDeclaresFeaturesNoWayItKnowsIsRefused() {
    #expect(throws: GeneratorError.self) {
      try ManifestEdits.declaring(
        "Search", features: ["Splash", "Auth"], tests: false,
        in: "let names = [\"Splash\"]\n// \"Auth\"\n")
    }
  }

  @Test func commentsAndStringsInsideThemAreSkipped() {
    let literals = ManifestEdits.scan(
      Array("// \"a\"\n/* \"b\" */ [\"c\", f(\"d\")]".utf16))
    #expect(literals.map(\.value) == ["c", "d"])
  }
}
