import Foundation

@testable import NewFeatureKit

/// A small app's package laid out unlike the reference app: everything under `Sources/`, the
/// features' folders named like their targets, adapters in the registry's file, tests under
/// `Tests/<Name>FeatureTests`, targets declared one call each. Written to a fresh temporary
/// directory.
struct HostFixture {
  var package = HostPackage(
    name: "Notes",
    targets: [
      .init(name: "NoteModels", path: "Sources/NoteModels", sources: ["Note.swift"]),
      .init(
        name: "ListFeature", path: "Sources/ListFeature",
        dependencies: ["NoteModels", "Waypoint", "WaypointPlugins"], sources: ["List.swift"]),
      .init(
        name: "TrashFeature", path: "Sources/TrashFeature",
        dependencies: ["NoteModels", "Waypoint", "WaypointPlugins"], sources: ["Trash.swift"]),
      .init(
        name: "NotesApp", path: "Sources/NotesApp",
        dependencies: ["ListFeature", "TrashFeature", "Waypoint", "WaypointPlugins"],
        sources: ["NotesCoordinator.swift", "NotesFeatures.swift"]),
      .init(
        name: "ListFeatureTests", type: "test", path: "Tests/ListFeatureTests",
        dependencies: ["ListFeature", "WaypointTesting"], sources: ["ListTests.swift"]),
    ])

  var files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Notes",
      targets: [
        .target(name: "NoteModels"),
        .target(name: "ListFeature", dependencies: ["NoteModels", waypoint, plugins]),
        .target(name: "TrashFeature", dependencies: ["NoteModels", waypoint, plugins]),
        .target(
          name: "NotesApp", dependencies: ["ListFeature", "TrashFeature", waypoint, plugins]),
        .testTarget(name: "ListFeatureTests", dependencies: ["ListFeature", testing]),
      ]
    )

    """,
    "Sources/NoteModels/Note.swift": "public struct Note {}\n",
    "Sources/ListFeature/List.swift": """
    public enum ListPlugin {
      public static let plugin = FeaturePlugin(name: "List", tab: FeatureTab(tabName, order: 0))
    }

    """,
    "Sources/TrashFeature/Trash.swift": """
    public enum TrashPlugin {
      public static let plugin = FeaturePlugin(name: "Trash", entries: [])
    }

    """,
    "Sources/NotesApp/NotesCoordinator.swift": """
    import ListFeature
    public import Waypoint
    public import WaypointPlugins

    public enum NotesIntent: NavigationIntent {
      case showList
      // new-feature: intent cases above this line

      public var description: String {
        switch self {
        case .showList: "show the list"
        // new-feature: intent descriptions above this line
        }
      }
    }

    @MainActor
    public final class NotesCoordinator: AppRules {
      public typealias Dependencies = NotesDependencies
      public typealias Intent = NotesIntent

      public func launch(_ app: App) { app.handle(.showList) }

      public func carryOut(_ intent: NotesIntent, in app: App) throws(IntentRefusal) {
        switch intent {
        case .showList: try app.showMainTabs()
        // new-feature: intent handling above this line
        }
      }
    }

    """,
    "Sources/NotesApp/NotesFeatures.swift": """
    import ListFeature
    import TrashFeature
    public import WaypointPlugins

    public enum NotesFeatures {
      public static let all: [RegisteredFeature<NotesDependencies, NotesIntent>] = [
        .init(ListPlugin.plugin, dependencies: { $0 }, adapter: ListAdapter.init(sink:context:)),
        .init(TrashPlugin.plugin, dependencies: { $0 }, adapter: { TrashAdapter(sink: $0) }),
      ]
    }

    final class ListAdapter: IntentAdapter<NotesIntent>, ListNavigation {}
    final class TrashAdapter: IntentAdapter<NotesIntent>, TrashNavigation {}

    """,
    "Tests/ListFeatureTests/ListTests.swift": "import ListFeature\n",
  ]

  /// Writes the package to a fresh temporary directory and returns it.
  func write() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-new-feature-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// Every file under `root` with its text.
  static func contents(_ root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      if !isDirectory.boolValue {
        result[path] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    return result
  }
}
