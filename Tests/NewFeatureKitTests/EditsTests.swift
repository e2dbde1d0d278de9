import Foundation
import Testing

@testable import NewFeatureKit

/// The edits that wire a feature in: the name in `featureNames`, the import and the line in
/// the registry, and for a feature without a tab its intent in `AppIntent` and its case in
/// `AppCoordinator`. A file of the wrong shape is an error, never a half edit.
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
    public enum AppFeatures {
      public static let all: [AppFeature] = [
        .init(AuthPlugin.plugin, dependencies: { $0 }, adapter: AuthNavigationAdapter.init),
        .init(TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init),
      ]
    }

    """

  static let intent = """
    public import Waypoint

    public enum AppIntent: Hashable, Sendable {
      case showMain
      /// Push my page on the stack of tab `on` (the selected tab when `nil`).
      case showMyPage(on: TabName?)
      // new-feature: intent cases above this line
      case expireSession
    }

    extension AppIntent: CustomStringConvertible {
      public var description: String {
        switch self {
        case .showMain: "show the main tabs"
        case .showMyPage(let tab): "show my page\\(tab.map { " on \\($0)" } ?? "")"
        // new-feature: intent descriptions above this line
        case .expireSession: "expire the session"
        }
      }
    }

    """

  static let coordinator = """
    import AppNavigation
    import MyPageFeature
    public import Waypoint

    final class AppCoordinator {
      func carryOut(_ intent: AppIntent) throws(IntentRefusal) {
        switch intent {
        case .showMyPage(let tab):
          try push(on: tab) { context throws(IntentRefusal) in
            try registry.flow(MyPagePlugin.myPage, in: context)
          }
        // new-feature: intent handling above this line
        }
      }
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
    let edited = try Edits.registering("Search", tab: false, in: Self.registry)
    let lines = edited.components(separatedBy: "\n")
    #expect(
      Array(lines[0..<5]) == [
        "import AppNavigation", "import AuthFeature", "import SearchFeature",
        "import TodayFeature", "public import Waypoint",
      ])
    let close = try #require(lines.firstIndex(of: "  ]"))
    #expect(
      lines[close - 1]
        == "    .init(SearchPlugin.plugin, dependencies: { $0 }, adapter: { SearchNavigationAdapter(sink: $0) }),"
    )
    #expect(lines.count == Self.registry.components(separatedBy: "\n").count + 2)
  }

  @Test func aTabFeaturesAdapterIsMadeForItsFlowsContext() throws {
    let edited = try Edits.registering("Shelf", tab: true, in: Self.registry)
    #expect(
      edited.contains(
        "\n    .init(ShelfPlugin.plugin, dependencies: { $0 }, adapter: ShelfNavigationAdapter.init(sink:context:)),\n  ]"
      ))
  }

  @Test func aNameAfterEveryImportGoesAfterTheLastImport() throws {
    let edited = try Edits.registering("Zoo", tab: false, in: Self.registry)
    let lines = edited.components(separatedBy: "\n")
    #expect(lines[4] == "import ZooFeature")
    #expect(lines[3] == "public import Waypoint")
  }

  @Test func aRegistryWithoutTheFeatureListIsRefused() {
    #expect(
      throws: GeneratorError("AppFeatures.swift has no `all: [AppFeature] = [`")
    ) {
      try Edits.registering("Search", tab: false, in: "import Waypoint\nenum Registry {}\n")
    }
  }

  @Test func aFeatureTheRegistryHasAlreadyIsRefusedButNotALongerName() throws {
    #expect(throws: GeneratorError("AppFeatures.swift registers Today already")) {
      try Edits.registering("Today", tab: false, in: Self.registry)
    }
    _ = try Edits.registering("Day", tab: false, in: Self.registry)
  }

  @Test func theIntentAndItsDescriptionGoAboveTheirMarkers() throws {
    let edited = try Edits.addingIntent(for: "ReadingList", to: Self.intent)
    #expect(
      edited
        == Self.intent
        .replacingOccurrences(
          of: "  // new-feature: intent cases above this line\n",
          with: """
              /// Push the ReadingList flow on the stack of tab `on` (the selected tab when `nil`).
              case showReadingList(on: TabName?)
              // new-feature: intent cases above this line

            """
        )
        .replacingOccurrences(
          of: "    // new-feature: intent descriptions above this line\n",
          with: """
                case .showReadingList(let tab): "show reading list\\(tab.map { " on \\($0)" } ?? "")"
                // new-feature: intent descriptions above this line

            """))
  }

  @Test func anIntentTheAppHasAlreadyIsRefused() {
    #expect(throws: GeneratorError("Modules/AppShell/AppIntent.swift declares `showMain` already"))
    {
      try Edits.addingIntent(for: "Main", to: Self.intent)
    }
    #expect(
      throws: GeneratorError("Modules/AppShell/AppIntent.swift declares `showMyPage` already")
    ) {
      try Edits.addingIntent(for: "MyPage", to: Self.intent)
    }
  }

  @Test func theCoordinatorPushesTheEntryOnTheTabThroughTheRegistry() throws {
    let edited = try Edits.handlingIntent(for: "Search", in: Self.coordinator)
    let lines = edited.components(separatedBy: "\n")
    #expect(
      Array(lines[0..<3]) == [
        "import AppNavigation", "import MyPageFeature", "import SearchFeature",
      ])
    let marker = try #require(
      lines.firstIndex(of: "    // new-feature: intent handling above this line"))
    #expect(
      Array(lines[(marker - 4)..<marker]) == [
        "    case .showSearch(let tab):",
        "      try push(on: tab) { context throws(IntentRefusal) in",
        "        try registry.flow(SearchPlugin.search, in: context)",
        "      }",
      ])
    #expect(lines.count == Self.coordinator.components(separatedBy: "\n").count + 5)
  }

  @Test func anIntentTheCoordinatorHandlesAlreadyIsRefused() {
    #expect(
      throws: GeneratorError("Modules/AppShell/AppCoordinator.swift handles `showMyPage` already")
    ) {
      try Edits.handlingIntent(for: "MyPage", in: Self.coordinator)
    }
  }

  @Test(arguments: Marker.allCases)
  func aMissingMarkerIsRefusedWithItsFileAndLine(_ marker: Marker) {
    let intent = Self.intent.replacingOccurrences(of: marker.rawValue, with: "// moved")
    let coordinator = Self.coordinator.replacingOccurrences(of: marker.rawValue, with: "// moved")
    let file =
      marker == .intentHandling
      ? "Modules/AppShell/AppCoordinator.swift" : "Modules/AppShell/AppIntent.swift"
    #expect(throws: GeneratorError.missingMarker(marker, in: file)) {
      _ = try Edits.addingIntent(for: "Search", to: intent)
      _ = try Edits.handlingIntent(for: "Search", in: coordinator)
    }
    #expect(
      GeneratorError.missingMarker(marker, in: file).description
        == "\(file) has no line `\(marker.rawValue)`; put it back where it belongs, "
        + "then run the generator again (nothing was written)")
  }

  /// The repository's own files have the shape the edits expect, so the generator works on
  /// them (whatever features they have already).
  @Test func theRepositorysFilesTakeEveryEdit() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    let manifest = try read(Scaffold.manifest)
    var name = "Probe"
    while manifest.contains("\"\(name)\"") { name += "X" }
    _ = try Edits.addingFeatureName(name, to: manifest)
    _ = try Edits.registering(name, tab: false, in: try read(Scaffold.registry))
    _ = try Edits.addingIntent(for: name, to: try read(Scaffold.intent))
    _ = try Edits.handlingIntent(for: name, in: try read(Scaffold.coordinator))
  }
}
