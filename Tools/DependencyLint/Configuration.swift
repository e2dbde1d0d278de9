import Foundation

/// The host package's layers, read from `.waypoint-lint.json` in the package directory. Every
/// key is optional: without the file, features are the targets whose names end with `Feature`,
/// and only the two rules every Waypoint app keeps apply (features never use features; the
/// package's framework never uses the rest of the package).
///
/// ```json
/// {
///   "features": { "suffix": "Feature" },
///   "modules": { "names": ["RecipeModels"] },
///   "featuresMayAlsoUse": ["Waypoint", "WaypointPlugins"],
///   "compositionRoot": "RecipesApp",
///   "compositionRootUsers": ["RecipesShell"],
///   "packageDependencies": true
/// }
/// ```
struct Configuration: Equatable, Sendable {
  /// The file the lint reads in the package directory.
  static let fileName = ".waypoint-lint.json"

  /// Which targets are features.
  var features: Selector = .suffix("Feature")
  /// The targets features share. When set, a feature uses only these, ``featuresMayAlsoUse``
  /// and the standard modules, and none of these uses a feature (the composition root aside).
  var modules: Selector?
  /// Modules a feature may use besides ``modules`` (products of other packages, e.g.
  /// `Waypoint`, `WaypointPlugins`); read only when ``modules`` is set.
  var featuresMayAlsoUse: [String] = []
  /// The target that composes the features. When set, it is the only target besides tests that
  /// may use a feature, and only ``compositionRootUsers`` and test targets may use it.
  var compositionRoot: String?
  /// The targets that run the composed app (its shells, benchmarks, iOS entry, test support).
  var compositionRootUsers: [String] = []
  /// Whether the package may declare package dependencies.
  var packageDependencies = true

  /// How a key names a set of targets.
  enum Selector: Equatable, Sendable {
    /// Targets whose names end with the text: `{"suffix": "Feature"}`.
    case suffix(String)
    /// Targets whose directory lies under the folder: `{"directory": "Features/"}`.
    case directory(String)
    /// The targets named: `{"names": ["AppModels"]}`.
    case names([String])

    func contains(_ target: Manifest.Target) -> Bool {
      switch self {
      case .suffix(let suffix): target.name.hasSuffix(suffix) && target.name != suffix
      case .directory(let folder):
        target.directory.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
      case .names(let names): names.contains(target.name)
      }
    }

    /// How `--help` and the rules' explanations name the set.
    var description: String {
      switch self {
      case .suffix(let suffix): "targets named *\(suffix)"
      case .directory(let folder): "targets under \(folder.hasSuffix("/") ? folder : folder + "/")"
      case .names(let names): names.joined(separator: ", ")
      }
    }
  }
}

// MARK: - Reading

extension Configuration: Decodable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case features, modules, featuresMayAlsoUse, compositionRoot, compositionRootUsers
    case packageDependencies
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let known = Set(CodingKeys.allCases.map(\.rawValue))
    if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: {
      !known.contains($0)
    }) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [AnyKey(stringValue: unknown)],
          debugDescription: "unknown key '\(unknown)'; the keys are "
            + CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")))
    }
    let keyed = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    features = try keyed.decodeIfPresent(Selector.self, forKey: .features) ?? features
    modules = try keyed.decodeIfPresent(Selector.self, forKey: .modules)
    featuresMayAlsoUse =
      try keyed.decodeIfPresent([String].self, forKey: .featuresMayAlsoUse) ?? []
    compositionRoot = try keyed.decodeIfPresent(String.self, forKey: .compositionRoot)
    compositionRootUsers =
      try keyed.decodeIfPresent([String].self, forKey: .compositionRootUsers) ?? []
    packageDependencies =
      try keyed.decodeIfPresent(Bool.self, forKey: .packageDependencies) ?? true
  }

  /// Reads `.waypoint-lint.json` in `packageDirectory`, or the file `path` when given; the
  /// defaults when neither exists.
  static func read(packageDirectory: URL, path: String?) throws -> Configuration {
    let url =
      path.map { URL(fileURLWithPath: $0) }
      ?? packageDirectory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else {
      if let path { throw LintError.unreadableConfiguration("\(path): no such file") }
      return Configuration()
    }
    do {
      return try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url))
    } catch let error as DecodingError {
      throw LintError.unreadableConfiguration("\(url.path): \(error.explanation)")
    } catch {
      throw LintError.unreadableConfiguration("\(url.path): \(error.localizedDescription)")
    }
  }
}

extension Configuration.Selector: Decodable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case suffix, directory, names
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected exactly one of suffix, directory, names"))
    }
    switch key {
    case .suffix: self = .suffix(try container.decode(String.self, forKey: key))
    case .directory: self = .directory(try container.decode(String.self, forKey: key))
    case .names: self = .names(try container.decode([String].self, forKey: key))
    }
    if case .suffix(let text) = self, text.isEmpty {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "an empty suffix selects every target")
    }
  }
}

/// A key read by its text, to name keys the configuration does not know.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension DecodingError {
  /// One line: where in the file, and what is wrong.
  var explanation: String {
    let (context, what): (Context, String) =
      switch self {
      case .typeMismatch(let type, let context): (context, "expected \(type)")
      case .valueNotFound(let type, let context): (context, "expected \(type), found null")
      case .keyNotFound(let key, let context): (context, "missing key '\(key.stringValue)'")
      case .dataCorrupted(let context): (context, context.debugDescription)
      @unknown default: (Context(codingPath: [], debugDescription: ""), "\(self)")
      }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    let detail = what == context.debugDescription ? what : "\(what) (\(context.debugDescription))"
    return path.isEmpty ? detail : "at \(path): \(detail)"
  }
}
