public import Foundation

/// The host package as SwiftPM describes it to the command plugin: its targets, each with its
/// folder, its dependencies and its Swift files (the JSON the plugin writes, in the shape of
/// `swift package dump-package` plus each target's `sources`).
public struct HostPackage: Equatable, Sendable {
  public struct Target: Equatable, Sendable {
    /// `RecipesFeature`.
    public var name: String
    /// `regular`, `executable`, `test`, …
    public var type: String
    /// The folder, relative to the package: `Sources/RecipesFeature`.
    public var path: String
    /// The names of the targets and products it depends on.
    public var dependencies: [String]
    /// Its Swift files, relative to ``path``.
    public var sources: [String]

    public init(
      name: String, type: String = "regular", path: String, dependencies: [String] = [],
      sources: [String] = []
    ) {
      (self.name, self.type, self.path) = (name, type, path)
      (self.dependencies, self.sources) = (dependencies, sources)
    }
  }

  /// The package's name.
  public var name: String
  public var targets: [Target]

  public init(name: String, targets: [Target]) {
    (self.name, self.targets) = (name, targets)
  }

  /// Reads the plugin's JSON.
  /// - Throws: ``GeneratorError`` naming the file when it is not that JSON.
  public static func read(from url: URL) throws(GeneratorError) -> HostPackage {
    do {
      return try JSONDecoder().decode(HostPackage.self, from: Data(contentsOf: url))
    } catch {
      throw GeneratorError("\(url.path) is not the package description the plugin writes: \(error)")
    }
  }
}

extension HostPackage: Decodable {
  private enum CodingKeys: String, CodingKey { case name, targets }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      targets: try container.decode([Target].self, forKey: .targets))
  }
}

extension HostPackage.Target: Decodable {
  private enum CodingKeys: String, CodingKey { case name, type, path, dependencies, sources }

  /// `{"byName": [name, …]}`, `{"target": [name, …]}` or `{"product": [name, …]}`.
  private struct Dependency: Decodable {
    let name: String
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let kinds = try container.decode([String: [String?]].self)
      guard let name = kinds.values.first?.first ?? nil else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a dependency without a name")
      }
      self.name = name
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      type: try container.decode(String.self, forKey: .type),
      path: try container.decode(String.self, forKey: .path),
      dependencies: try container.decodeIfPresent([Dependency].self, forKey: .dependencies)?
        .map(\.name) ?? [],
      sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? [])
  }
}
