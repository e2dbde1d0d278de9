import Foundation
import Testing

@testable import NewFeatureKit

/// The edits that wire a feature into the composition root: the import and the line in the
/// registry, and for a feature without a tab its intent and its case in the app coordinator.
/// A file of the wrong shape is an error, never a half edit.
@Suite struct EditsTests {
  static let registry = """
    import AppNavigation
    import AuthFeature
    import TodayFeature
    public import Waypoint

    @MainActor
    public enum AppFeatures {
      public static let all: [AppFeature] = [
        .init(AuthPlugin.plugin, dependencies: { $0 }, adapter: AuthNavigationAdapter.init),
        .init(TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init)
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

  static let features = ["Auth", "Today"]
  static let registryFile = "Sources/App/AppFeatures.swift"
  static let intentFile = "Sources/App/AppIntent.swift"
  static let coordinatorFile = "Sources/App/AppCoordinator.swift"

  func register(_ name: String, in registry: String = Self.registry) throws(GeneratorError)
    -> String
  {
    try Edits.registering(
      name, adapter: "\(name)Adapter", features: Self.features, in: registry,
      file: Self.registryFile)
  }

  static let coordinator = """
    import AppNavigation
    import MyPageFeature
    public import Waypoint

    final class ReadingRules: AppRules {
      func carryOut(_ intent: AppIntent, in app: App) throws(IntentRefusal) {
        switch intent {
        case .showMyPage(let tab):
          try app.push(on: tab) { context throws(IntentRefusal) in
            try app.registry.flow(MyPagePlugin.myPage, in: context)
          }
        // new-feature: intent handling above this line
        }
      }
    }

    """

  @Test func theImportGoesInOrderAndTheLineLastInTheList() throws {
    let edited = try register("Search")
    let lines = edited.components(separatedBy: "\n")
    #expect(
      Array(lines[0..<5]) == [
        "import AppNavigation", "import AuthFeature", "import SearchFeature",
        "import TodayFeature", "public import Waypoint",
      ])
    let close = try #require(lines.firstIndex(of: "  ]"))
    #expect(
      Array(lines[(close - 2)..<close]) == [
        "    .init(TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init),",
        "    .init(SearchPlugin.plugin, dependencies: { $0 }, adapter: SearchAdapter.init(sink:context:))",
      ])
    #expect(lines.count == Self.registry.components(separatedBy: "\n").count + 2)
  }

  @Test func aListEndingInACommaKeepsItsStyle() throws {
    let registry = Self.registry.replacingOccurrences(
      of: "TodayNavigationAdapter.init)\n", with: "TodayNavigationAdapter.init),\n")
    let edited = try register("Shelf", in: registry)
    #expect(
      edited.contains(
        "TodayNavigationAdapter.init),\n    .init(ShelfPlugin.plugin, dependencies: { $0 }, adapter: ShelfAdapter.init(sink:context:)),\n  ]"
      ))
  }

  @Test func aNameAfterEveryImportGoesAfterTheLastImport() throws {
    let edited = try register("Zoo")
    let lines = edited.components(separatedBy: "\n")
    #expect(lines[4] == "import ZooFeature")
    #expect(lines[3] == "public import Waypoint")
  }

  @Test func aRegistryWithoutTheFeatureListIsRefused() {
    #expect(
      throws: GeneratorError(
        "Sources/App/AppFeatures.swift has no array listing every feature's plugin "
          + "(AuthPlugin.plugin, TodayPlugin.plugin)")
    ) {
      try register("Search", in: "import Waypoint\nlet all = [AuthPlugin.plugin]\n")
    }
  }

  @Test func aFeatureTheRegistryHasAlreadyIsRefusedButNotALongerName() throws {
    #expect(throws: GeneratorError("Sources/App/AppFeatures.swift registers Today already")) {
      try register("Today")
    }
    _ = try register("Day")
  }

  @Test func theIntentAndItsDescriptionGoAboveTheirMarkers() throws {
    let edited = try Edits.addingIntent(for: "ReadingList", to: Self.intent, file: Self.intentFile)
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
    #expect(throws: GeneratorError("Sources/App/AppIntent.swift declares `showMain` already")) {
      try Edits.addingIntent(for: "Main", to: Self.intent, file: Self.intentFile)
    }
    #expect(throws: GeneratorError("Sources/App/AppIntent.swift declares `showMyPage` already")) {
      try Edits.addingIntent(for: "MyPage", to: Self.intent, file: Self.intentFile)
    }
  }

  @Test func theCoordinatorPushesTheEntryOnTheTabThroughTheRegistry() throws {
    let edited = try Edits.handlingIntent(
      for: "Search", in: Self.coordinator, file: Self.coordinatorFile)
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
        "      try app.push(on: tab) { context throws(IntentRefusal) in",
        "        try app.registry.flow(SearchPlugin.search, in: context)",
        "      }",
      ])
    #expect(lines.count == Self.coordinator.components(separatedBy: "\n").count + 5)
  }

  @Test func anIntentTheCoordinatorHandlesAlreadyIsRefused() {
    #expect(throws: GeneratorError("Sources/App/AppCoordinator.swift handles `showMyPage` already"))
    {
      try Edits.handlingIntent(for: "MyPage", in: Self.coordinator, file: Self.coordinatorFile)
    }
  }

  @Test(arguments: Marker.allCases)
  func aMissingMarkerIsRefusedWithItsFileAndLine(_ marker: Marker) {
    let intent = Self.intent.replacingOccurrences(of: marker.rawValue, with: "// moved")
    let coordinator = Self.coordinator.replacingOccurrences(of: marker.rawValue, with: "// moved")
    let file = marker == .intentHandling ? Self.coordinatorFile : Self.intentFile
    #expect(throws: GeneratorError.missingMarker(marker, in: file)) {
      _ = try Edits.addingIntent(for: "Search", to: intent, file: Self.intentFile)
      _ = try Edits.handlingIntent(for: "Search", in: coordinator, file: Self.coordinatorFile)
    }
    #expect(
      GeneratorError.missingMarker(marker, in: file).description
        == "\(file) has no line `\(marker.rawValue)`; put it back where it belongs, "
        + "then run the generator again (nothing was written)")
  }
}
