public import Foundation

/// The files of a new feature and the edits that wire it into the host package, laid out and
/// named like the features already there (see ``HostLayout``).
public struct Scaffold: Sendable {
  /// The feature's name: `Search`.
  public let name: String
  /// Whether the feature gets a tab of its own.
  public let tab: Bool
  /// What the generator learnt from the host package.
  public let host: HostLayout
  /// The new files' paths in the package.
  public private(set) var created: [String] = []
  /// Whether the host's intent type and app coordinator carry the ``Marker`` lines: then a
  /// feature without a tab gets the intent `showNAME(on:)`. Set by ``write(into:format:)``.
  public private(set) var addsIntent = false

  static let manifest = "Package.swift"

  /// The scaffold of the feature `name` in `host`.
  public init(name: String, tab: Bool, host: HostLayout) {
    self.name = name
    self.tab = tab
    self.host = host
    created = files.map(\.path)
  }

  var adapter: HostLayout.Adapter { host.adapter(for: name, tab: tab) }

  /// The existing files the scaffold edits: the manifest and the registry; for a feature
  /// without a tab in a host with the markers, also the intent type's file and the app
  /// coordinator's. A tab feature is reached through its tab.
  public var edited: [String] {
    let intent = !tab && addsIntent ? [host.intentFile, host.coordinatorFile] : []
    var result = [Self.manifest, host.registryFile]
    for path in intent where !result.contains(path) { result.append(path) }
    return result
  }

  /// Every new file: its path in the package and its text.
  var files: [(path: String, text: String)] {
    let templates = Templates(
      name: name, tab: tab, adapter: adapter, appDependencies: host.dependencies,
      publicDependencies: host.publicDependencies)
    let folder = host.folder(host.featureFolder, for: name)
    var files = [
      ("\(folder)/\(name)Route.swift", templates.route),
      ("\(folder)/\(name)Dependencies.swift", templates.dependencies),
      ("\(folder)/\(name)Navigation.swift", templates.navigation),
      ("\(folder)/\(name)Coordinator.swift", templates.coordinator),
      ("\(folder)/\(name)Model.swift", templates.model),
      ("\(folder)/\(name)Model+Actions.swift", templates.actions),
      ("\(folder)/\(name)Plugin.swift", templates.plugin),
      ("\(folder)/SwiftUI/\(name)Screens.swift", templates.screens),
      (adapter.file, templates.adapterFile),
    ]
    if let tests = host.testsFolder.map({ host.folder($0, for: name) }) {
      files += [
        ("\(tests)/\(name)FeatureTests.swift", templates.tests),
        ("\(tests)/\(name)NavigationSpy.swift", templates.spy),
      ]
    }
    if let shells = host.featureShells {
      files.append(("\(shells)/\(name).swift", templates.featureShell))
    }
    return files
  }

  /// Checks everything first, then writes: a feature or file that exists already, or a file to
  /// edit that does not have the expected shape, stops it before any file is written. `format`
  /// runs on the written paths last (`swift format` in the generator), and on the edited ones
  /// when the host formats with it.
  public mutating func write(
    into root: URL, format: (_ paths: [String], _ root: URL) throws -> Void = Scaffold.format
  ) throws {
    let fileManager = FileManager.default
    let folders =
      [host.folder(host.featureFolder, for: name)]
      + (host.testsFolder.map { [host.folder($0, for: name)] } ?? [])
    for path in folders + created
    where fileManager.fileExists(atPath: root.appendingPathComponent(path).path) {
      throw GeneratorError("\(path) exists already")
    }
    func read(_ path: String) throws(GeneratorError) -> String {
      do {
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      } catch { throw GeneratorError("cannot read \(path) as UTF-8") }
    }
    let featureNames = host.features.map(\.name)
    var edits = [
      (
        Self.manifest,
        try ManifestEdits.declaring(
          name, features: featureNames, tests: host.testsFolder != nil,
          in: try read(Self.manifest))
      ),
      (
        host.registryFile,
        try Edits.registering(
          name, adapter: adapter.className, features: featureNames,
          in: try read(host.registryFile), file: host.registryFile)
      ),
    ]
    let intentSource = try read(host.intentFile)
    let coordinatorSource = try read(host.coordinatorFile)
    let markers = Marker.allCases.filter { marker in
      (intentSource + "\n" + coordinatorSource).components(separatedBy: "\n").contains {
        $0.trimmingCharacters(in: .whitespaces) == marker.rawValue
      }
    }
    addsIntent = !markers.isEmpty
    if !tab && addsIntent {
      let withIntent = try Edits.addingIntent(for: name, to: intentSource, file: host.intentFile)
      let sameFile = host.intentFile == host.coordinatorFile
      let handled = try Edits.handlingIntent(
        for: name, in: sameFile ? withIntent : coordinatorSource, file: host.coordinatorFile,
        original: coordinatorSource)
      edits +=
        sameFile
        ? [(host.intentFile, handled)]
        : [(host.intentFile, withIntent), (host.coordinatorFile, handled)]
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
    try format(created + (host.formatsEditedFiles ? edited : []), root)
  }

  /// What to do next, printed when the generator finishes: which files to edit, in order, with
  /// the exact names.
  public var nextSteps: String {
    let names = Names(name)
    let folder = host.folder(host.featureFolder, for: name)
    let tests = host.testsFolder.map { host.folder($0, for: name) }
    let testStep =
      tests.map {
        "a `Call` case and the method that records it in \($0)/\(name)NavigationSpy.swift, "
          + "and a test in \($0)/\(name)FeatureTests.swift"
      } ?? "a test of the action"
    let shellStep =
      host.featureShells.map {
        "\n  6. \($0)/\(name).swift: the requirement's method, recording it, e.g. "
          + "`func itemTapped(id: Int) { record(id) }` (`WAYPOINT_FOCUS=\(name) swift run "
          + "waypoint-shell` runs the feature alone)."
      } ?? ""
    let steps = """
      Next steps, for each action of its screen:
        1. \(folder)/\(name)Navigation.swift: a requirement named after what the user did, \
      e.g. `func itemTapped(id: Int)`.
        2. \(folder)/\(name)Model.swift: a typed method that reports it, e.g. \
      `navigation?.itemTapped(id: id)`.
        3. \(folder)/\(name)Model+Actions.swift: a `ScreenAction` calling that method (a \
      screen's `tap` verbs come from its actions surface).
        4. \(adapter.file): the requirement's method, sending its intent, e.g. \
      `send(.showItem(id: id, on: context.tab))`.
        5. \(testStep).\(shellStep)
      """
    if tab {
      return "\(name) is reachable already: its tab is in the main tab bar, after the existing "
        + "tabs (`tab \(name)` in the app's shell).\n" + steps
    }
    let reach =
      addsIntent
      ? "The app can show \(name) already: `.\(names.intent)(on: tab)` pushes it on a tab "
        + "(\(edited.dropFirst(2).joined(separator: ", "))). To open it from another screen, add "
        + "an action to that screen's feature (steps 1–3 there) whose adapter sends "
        + "`.\(names.intent)(on: context.tab)`."
      : "\(host.intent) has no `// new-feature:` marker lines, so no intent shows \(name) yet: "
        + "add `case \(names.intent)(on: TabName?)` to \(host.intent) and, in "
        + "\(host.coordinator).carryOut(_:in:), `try app.push(on: tab) { context "
        + "throws(IntentRefusal) in try app.registry.flow(\(name)Plugin.\(names.screen), in: "
        + "context) }`; or put the three "
        + "marker lines (`new-feature --help`) where those go, and the generator adds them "
        + "next time."
    return reach + "\n" + steps
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
