public import Foundation

/// What the generator learns from the host package, so that a new feature looks like the
/// features already there: where features and their tests live, the composition root with its
/// registry, intent type, app coordinator and dependencies type, and how its adapters are
/// declared. Nothing here names the reference app: everything is read from the package.
///
/// Conventions the host must follow (the kit's, which the generator builds on):
/// - a feature is a regular target named `<Name>Feature` that depends on `WaypointPlugins`,
///   declaring `enum <Name>Plugin` with a `static let plugin`;
/// - the composition root is the target that depends on every feature and declares the app's
///   rules, a class conforming to `AppRules` that names its `Dependencies` and `Intent` with
///   typealiases; one of its files lists every
///   `<Name>Plugin.plugin` in an array (the registry).
public struct HostLayout: Equatable, Sendable {
  /// An existing feature.
  public struct Feature: Equatable, Sendable {
    /// `Recipes`.
    public var name: String
    /// `RecipesFeature`.
    public var target: String
    /// `Sources/RecipesFeature`.
    public var directory: String
    /// Whether its plugin declares a tab (`FeatureTab(`).
    public var isTab: Bool
  }

  /// How an existing adapter is declared, for the new one to be declared the same way.
  public struct Adapter: Equatable, Sendable {
    /// The feature it adapts.
    public var feature: String
    /// `RecipesAdapter`, `TodayNavigationAdapter`.
    public var className: String
    /// The class it inherits: `IntentAdapter<RecipesIntent>`, `FlowAdapter`.
    public var base: String
    /// What precedes `class`: `final `, `package final `.
    public var modifiers: String
    /// The file that declares it, relative to the package.
    public var file: String
  }

  public var features: [Feature]
  /// The folder of a feature, `{Name}` standing for its name: `Sources/{Name}Feature`.
  public var featureFolder: String
  /// The folder of a feature's tests, when the host tests its features in targets
  /// `<Name>FeatureTests` that use `WaypointTesting`: `Tests/{Name}FeatureTests`.
  public var testsFolder: String?
  /// The composition root's target and folder.
  public var rootTarget: String
  public var rootFolder: String
  /// The file listing every `<Name>Plugin.plugin`.
  public var registryFile: String
  /// The app's rules class (``coordinator``, whose `carryOut(_:in:)` the generator edits), the
  /// file declaring it, its dependencies and intent types.
  public var coordinator: String
  public var coordinatorFile: String
  public var dependencies: String
  public var intent: String
  /// The file declaring the intent type.
  public var intentFile: String
  public var adapters: [Adapter]
  /// Whether the dependencies type is public: its conformance to a feature's dependencies
  /// protocol is then public too, and the feature is imported `public`.
  public var publicDependencies: Bool
  /// Whether the host formats with `swift format` (it has a `.swift-format` file): then the
  /// files the generator edits are formatted too, not only the ones it writes.
  public var formatsEditedFiles: Bool
  /// Where each feature's own shell goes (``featureShellsFolder``), when the host has the
  /// folder: a team builds and runs one feature alone with it (`WAYPOINT_FOCUS`).
  public var featureShells: String?

  /// The folder of the features' own shells, `<Name>.swift` each, which a host's manifest
  /// compiles one at a time (the Waypoint package's does when `WAYPOINT_FOCUS` names one).
  public static let featureShellsFolder = "Tools/FeatureShells"

  /// Learns the host from its description and its files under `root`.
  /// - Throws: ``GeneratorError`` saying which convention the package does not follow.
  public init(_ package: HostPackage, root: URL) throws(GeneratorError) {
    func read(_ path: String) throws(GeneratorError) -> String {
      do {
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      } catch { throw GeneratorError("cannot read \(path) as UTF-8") }
    }
    func files(of target: HostPackage.Target) throws(GeneratorError) -> [(String, String)] {
      var result: [(String, String)] = []
      for source in target.sources.sorted() {
        let path = "\(target.path)/\(source)"
        result.append((path, try read(path)))
      }
      return result
    }
    let regular = package.targets.filter { $0.type == "regular" }
    let featureTargets = regular.filter {
      $0.name.hasSuffix("Feature") && $0.name != "Feature"
        && $0.dependencies.contains("WaypointPlugins")
    }
    guard !featureTargets.isEmpty else {
      throw GeneratorError(
        "\(package.name) has no feature yet (a target named <Name>Feature that depends on "
          + "WaypointPlugins); new-feature adds features next to existing ones, so write the "
          + "first by hand")
    }
    var features: [Feature] = []
    for target in featureTargets {
      let text = try files(of: target).map(\.1).joined(separator: "\n")
      features.append(
        Feature(
          name: String(target.name.dropLast("Feature".count)), target: target.name,
          directory: target.path, isTab: text.contains("FeatureTab(")))
    }
    for target in featureTargets where !target.dependencies.contains("Waypoint") {
      throw GeneratorError(
        "\(target.name) does not depend on Waypoint; the generated feature uses Waypoint and "
          + "WaypointPlugins like the others, so every feature must depend on both")
    }
    self.features = features
    featureFolder = try Self.pattern(for: features[0].directory, feature: features[0])

    let tests = package.targets.filter { test in
      test.type == "test" && features.contains { test.name == $0.target + "Tests" }
    }
    if let test = tests.first(where: { $0.dependencies.contains("WaypointTesting") }),
      let feature = features.first(where: { test.name == $0.target + "Tests" })
    {
      testsFolder = try Self.pattern(for: test.path, feature: feature)
    }

    let roots = regular.filter { target in
      features.allSatisfy { target.dependencies.contains($0.target) }
    }
    var found: (target: HostPackage.Target, files: [(String, String)])?
    var coordinatorMatch: (String, String, String, String)?
    for target in roots {
      let sources = try files(of: target)
      for (path, text) in sources {
        if let (name, dependencies, intent) = Self.coordinatorDeclaration(in: text) {
          // A composition root may hold other apps of the same features (one without a tab
          // bar): the coordinator whose switch has the marker is the one to edit.
          let marked = text.contains(Marker.intentHandling.rawValue)
          if coordinatorMatch != nil, !marked { continue }
          found = (target, sources)
          coordinatorMatch = (name, path, dependencies, intent)
          if marked { break }
        }
      }
    }
    guard let found, let (coordinator, coordinatorFile, dependencies, intent) = coordinatorMatch
    else {
      throw GeneratorError(
        "no composition root: no target that depends on every feature ("
          + features.map(\.target).joined(separator: ", ")
          + ") declares a class conforming to AppRules, with `typealias Dependencies = …` and "
          + "`typealias Intent = …`")
    }
    rootTarget = found.target.name
    rootFolder = found.target.path
    (self.coordinator, self.coordinatorFile) = (coordinator, coordinatorFile)
    (self.dependencies, self.intent) = (dependencies, intent)
    guard
      let intentFile = found.files.first(where: {
        Self.declares("enum", intent, in: $0.1)
      })?.0
    else { throw GeneratorError("\(rootTarget) does not declare `enum \(intent)`") }
    self.intentFile = intentFile
    guard
      let registryFile = found.files.first(where: { file in
        features.allSatisfy { Edits.containsIdentifier("\($0.name)Plugin", in: file.1) }
      })?.0
    else {
      throw GeneratorError(
        "no file of \(rootTarget) registers every feature (<Name>Plugin.plugin for "
          + features.map(\.name).joined(separator: ", ") + ")")
    }
    self.registryFile = registryFile
    adapters = found.files.flatMap { path, text in
      Self.adapterDeclarations(in: text, file: path, features: features.map(\.name))
    }
    publicDependencies = found.files.contains { file in
      file.1.components(separatedBy: "\n").contains { line in
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { ["struct", "class", "actor"].contains($0) }),
          index + 1 < words.count,
          words[index + 1].prefix(while: { $0.isLetter || $0.isNumber }) == dependencies
        else { return false }
        return words[..<index].contains { $0 == "public" || $0 == "open" }
      }
    }
    formatsEditedFiles = FileManager.default.fileExists(
      atPath: root.appendingPathComponent(".swift-format").path)
    var isFolder: ObjCBool = false
    featureShells =
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent(Self.featureShellsFolder).path,
        isDirectory: &isFolder) && isFolder.boolValue ? Self.featureShellsFolder : nil
  }

  /// The folder `{Name}` the new feature `name` goes in.
  public func folder(_ pattern: String, for name: String) -> String {
    pattern.replacingOccurrences(of: "{Name}", with: name)
  }

  /// How the new feature's adapter is declared: like the adapters of features of the same kind
  /// (tab or not), most of them; `final class <Name>Adapter: IntentAdapter<Intent>` when the
  /// host has none.
  public func adapter(for name: String, tab: Bool) -> Adapter {
    let kinds = Dictionary(uniqueKeysWithValues: features.map { ($0.name, $0.isTab) })
    let sameKind = adapters.filter { kinds[$0.feature] == tab && !$0.base.isEmpty }
    let candidates = sameKind.isEmpty ? adapters.filter { !$0.base.isEmpty } : sameKind
    let bases = Dictionary(grouping: candidates, by: \.base)
    guard
      let example = bases.values.max(by: { $0.count < $1.count })?.first
    else {
      return Adapter(
        feature: name, className: "\(name)Adapter", base: "IntentAdapter<\(intent)>",
        modifiers: "final ", file: "\(rootFolder)/\(name)Adapter.swift")
    }
    let className = name + example.className.dropFirst(example.feature.count)
    let ownFile = example.file.hasSuffix("/\(example.className).swift")
    let folder = ownFile ? String(example.file.dropLast(example.className.count + 7)) : rootFolder
    return Adapter(
      feature: name, className: className, base: example.base, modifiers: example.modifiers,
      file: "\(folder)/\(className).swift")
  }

  // MARK: - Reading sources

  /// `Sources/RecipesFeature` → `Sources/{Name}Feature`; `Features/Today` → `Features/{Name}`.
  static func pattern(for path: String, feature: Feature) throws(GeneratorError) -> String {
    var components = path.split(separator: "/").map(String.init)
    guard let last = components.last, last.hasPrefix(feature.name) else {
      throw GeneratorError(
        "\(path): the folder of \(feature.target) does not start with its name, so the "
          + "generator cannot tell where a new feature goes")
    }
    components[components.count - 1] = "{Name}" + last.dropFirst(feature.name.count)
    return components.joined(separator: "/")
  }

  /// `class X: AppRules` with `typealias Dependencies = D` and `typealias Intent = I` in
  /// `text` → (X, D, I).
  static func coordinatorDeclaration(in text: String) -> (String, String, String)? {
    for declaration in classDeclarations(in: text) where declaration.inherited.contains("AppRules")
    {
      guard let dependencies = typealiasTarget("Dependencies", in: text),
        let intent = typealiasTarget("Intent", in: text)
      else { continue }
      return (declaration.name, dependencies, intent)
    }
    return nil
  }

  /// The type `typealias name = Type` names in `text` (with any access modifiers before it).
  static func typealiasTarget(_ name: String, in text: String) -> String? {
    for line in text.components(separatedBy: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard let index = words.firstIndex(of: "typealias"), words.count == index + 4,
        words[index + 1] == name, words[index + 2] == "="
      else { continue }
      return words[index + 3]
    }
    return nil
  }

  /// The classes adopting `<Feature>Navigation` for one of `features`.
  static func adapterDeclarations(in text: String, file: String, features: [String])
    -> [Adapter]
  {
    classDeclarations(in: text).compactMap { declaration in
      guard
        let feature = features.first(where: {
          declaration.inherited.contains("\($0)Navigation")
        }), declaration.name.hasPrefix(feature)
      else { return nil }
      let base = declaration.inherited.first { $0 != "\(feature)Navigation" } ?? ""
      return Adapter(
        feature: feature, className: declaration.name,
        base: declaration.inherited.first == "\(feature)Navigation" ? "" : base,
        modifiers: declaration.modifiers, file: file)
    }
  }

  /// Each `… class Name: A, B<C, D> {` of `text` (one line up to `{`), with what precedes
  /// `class` on its line and its inherited types.
  static func classDeclarations(in text: String)
    -> [(name: String, modifiers: String, inherited: [String])]
  {
    var result: [(name: String, modifiers: String, inherited: [String])] = []
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      let words = line.trimmingCharacters(in: .whitespaces)
      guard let range = words.range(of: "class "),
        words[..<range.lowerBound].split(separator: " ").allSatisfy({
          $0.hasPrefix("@") || ["public", "package", "internal", "final", "open"].contains($0)
        })
      else { continue }
      var rest = String(words[range.upperBound...])
      var next = index + 1
      while !rest.contains("{"), next < lines.count {
        rest += " " + lines[next].trimmingCharacters(in: .whitespaces)
        next += 1
      }
      let header = rest.prefix { $0 != "{" }
      guard let colon = header.firstIndex(of: ":") else { continue }
      let name = header[..<colon].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        continue
      }
      var inherited: [String] = []
      var depth = 0
      var current = ""
      for character in header[header.index(after: colon)...] {
        if character == "<" { depth += 1 }
        if character == ">" { depth -= 1 }
        if character == ",", depth == 0 {
          inherited.append(current.trimmingCharacters(in: .whitespaces))
          current = ""
        } else {
          current.append(character)
        }
      }
      inherited.append(current.trimmingCharacters(in: .whitespaces))
      result.append(
        (name, String(words[..<range.lowerBound]), inherited.filter { !$0.isEmpty }))
    }
    return result
  }

  /// Whether `text` declares `kind name` (`enum RecipesIntent`).
  static func declares(_ kind: String, _ name: String, in text: String) -> Bool {
    text.components(separatedBy: "\n").contains { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
      return zip(words, words.dropFirst()).contains { $0 == kind && $1 == name }
    }
  }
}
