public import Foundation

/// The files of a new feature and the edits that wire it in.
public struct Scaffold: Sendable {
  /// The feature's name: `Search`.
  public let name: String
  /// Whether the feature gets a tab of its own.
  public let tab: Bool
  /// The new files' paths in the package.
  public private(set) var created: [String] = []

  static let manifest = "Package.swift"
  static let registry = "Modules/AppShell/AppFeatures.swift"
  static let intent = "Modules/AppShell/AppIntent.swift"
  static let coordinator = "Modules/AppShell/AppCoordinator.swift"

  /// The scaffold of the feature `name`.
  public init(name: String, tab: Bool) {
    self.name = name
    self.tab = tab
    created = files.map(\.path)
  }

  /// The existing files the scaffold edits: the manifest and the registry; for a feature
  /// without a tab, also the app's intents and the app coordinator (the intent that pushes the
  /// feature's flow on a tab). A tab feature is reached through its tab.
  public var edited: [String] {
    [Self.manifest, Self.registry] + (tab ? [] : [Self.intent, Self.coordinator])
  }

  /// Every new file: its path in the package and its text.
  var files: [(path: String, text: String)] {
    let templates = Templates(name: name, tab: tab)
    var files = [
      ("Features/\(name)/\(name)Route.swift", templates.route),
      ("Features/\(name)/\(name)Dependencies.swift", templates.dependencies),
      ("Features/\(name)/\(name)Navigation.swift", templates.navigation),
      ("Features/\(name)/\(name)Coordinator.swift", templates.coordinator),
      ("Features/\(name)/\(name)Model.swift", templates.model),
      ("Features/\(name)/\(name)Model+Actions.swift", templates.actions),
      ("Features/\(name)/\(name)Plugin.swift", templates.plugin),
      ("Features/\(name)/SwiftUI/\(name)Screens.swift", templates.screens),
      ("Tests/\(name)FeatureTests/\(name)FeatureTests.swift", templates.tests),
      ("Tests/\(name)FeatureTests/\(name)NavigationSpy.swift", templates.spy),
      (
        "Tests/\(name)FeatureTests/InMemoryDependencies+\(name).swift",
        templates.testDependencies
      ),
      ("Modules/AppShell/Adapters/\(name)NavigationAdapter.swift", templates.adapter),
    ]
    if !tab {
      files.append(
        ("Tests/AppShellTests/\(templates.names.intentTests).swift", templates.intentTests))
    }
    return files
  }

  /// Checks everything first, then writes: a feature or file that exists already, or a file to
  /// edit that does not have the expected shape (a missing ``Marker`` included), stops it
  /// before any file is written. `format` runs on the written paths last (`swift format` in
  /// the generator).
  public func write(
    into root: URL, format: (_ paths: [String], _ root: URL) throws -> Void = Scaffold.format
  ) throws {
    let fileManager = FileManager.default
    for folder in ["Features/\(name)", "Tests/\(name)FeatureTests"] + created
    where fileManager.fileExists(atPath: root.appendingPathComponent(folder).path) {
      throw GeneratorError("\(folder) exists already")
    }
    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    var edits = [
      (Self.manifest, try Edits.addingFeatureName(name, to: try read(Self.manifest))),
      (Self.registry, try Edits.registering(name, tab: tab, in: try read(Self.registry))),
    ]
    if !tab {
      edits.append((Self.intent, try Edits.addingIntent(for: name, to: try read(Self.intent))))
      edits.append(
        (Self.coordinator, try Edits.handlingIntent(for: name, in: try read(Self.coordinator))))
    }

    for file in files {
      let url = root.appendingPathComponent(file.path)
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    for (path, text) in edits {
      try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    try format(files.map(\.path) + edited, root)
  }

  /// What to do next, printed when the generator finishes: which files to edit, in order, with
  /// the exact names. A feature without a tab is made reachable from a Today page (an action
  /// elsewhere takes the same steps in that feature); a tab feature is reachable already.
  public var nextSteps: String {
    let names = Names(name)
    if tab {
      return """
        \(name) is reachable already: its tab is in the main tab bar, after the existing tabs \
        (`tab \(name)` in waypoint-shell). Next steps, for each action of its screen:
          1. Features/\(name)/\(name)Navigation.swift: a requirement named after what the user \
        did, e.g. `func articleTapped(id: Int)`.
          2. Features/\(name)/\(name)Model.swift: a typed method that reports it, e.g. \
        `navigation?.articleTapped(id: id)`.
          3. Features/\(name)/\(name)Model+Actions.swift: a `ScreenAction` calling that method \
        (a screen's `tap` verbs come from its actions surface).
          4. Modules/AppShell/Adapters/\(name)NavigationAdapter.swift: the requirement's \
        method, sending its intent, e.g. `send(.showArticle(id: id, on: context.tab))`.
          5. Tests/\(name)FeatureTests/\(name)NavigationSpy.swift: a `Call` case and the method \
        that records it; then test the action in Tests/\(name)FeatureTests/\(name)FeatureTests.swift \
        and its intent in Tests/AppShellTests/AdapterTests.swift.
        """
    }
    return """
      The app can show \(name) already: `.\(names.intent)(on: tab)` pushes it on a tab \
      (Tests/AppShellTests/\(names.intentTests).swift). Next steps, to open it from a Today \
      page (from another screen, take the same steps in that screen's feature):
        1. Features/Today/TodayNavigation.swift: add `func \(names.action)()` to \
      `TodayNavigation`.
        2. Features/Today/TodayPageModel.swift: add `public func \(names.openMethod)()` that \
      calls `navigation?.\(names.action)()`.
        3. Features/Today/TodayPageModel+Actions.swift: add \
      `ScreenAction("\(names.verb)", "open \(names.words)") { [weak self] in \
      self?.\(names.openMethod)() }` to `actions`, after `article` (a screen's `tap` verbs come from its \
      `+Actions` surface: this is `tap \(names.verb)`).
        4. Modules/AppShell/Adapters/TodayNavigationAdapter.swift: add \
      `package func \(names.action)() { send(.\(names.intent)(on: context.tab)) }`.
        5. Tests/TodayFeatureTests/TodayNavigationSpy.swift: add `case \(names.action)` to \
      `Call` and `func \(names.action)() { calls.append(.\(names.action)) }`.
        6. Tests/TodayFeatureTests/TodayCoordinatorTests.swift: add "\(names.verb)" to the \
      usages every page offers (`model.actions.map(\\.usage)`), and test that \
      `perform("\(names.verb)", arguments: [])` reports `.\(names.action)`.
        7. Tests/AppShellTests/AppFlowTests.swift: after logging in, `tap("\(names.verb)")` \
      shows the stack ["Today", "\(name)"].
      """
  }

  /// Runs `swift format` on the written files, so they pass `swift format lint --strict`.
  public static func format(_ paths: [String], in root: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "format", "format", "-i"] + paths
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GeneratorError(
        "the files are written, but swift format failed (status \(process.terminationStatus))")
    }
  }
}
