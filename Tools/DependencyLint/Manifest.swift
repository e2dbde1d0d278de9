import Foundation

/// The parts of `swift package dump-package`'s JSON that the lint reads.
struct Manifest: Equatable, Sendable {
  var name: String
  var dependencies: [PackageDependency]
  var targets: [Target]
  /// The package's products; its framework is what its library products export.
  var products: [Product] = []
}

extension Manifest {
  /// A package dependency: `{"sourceControl": [{"identity": …}]}`, `{"fileSystem": [{…}]}`
  /// or `{"registry": [{…}]}`.
  struct PackageDependency: Equatable, Sendable {
    /// `sourceControl`, `fileSystem` or `registry`.
    var kind: String
    var identity: String
  }

  /// A product: `{"name": …, "targets": […], "type": {"library": […]}}`.
  struct Product: Equatable, Sendable {
    var name: String
    var targets: [String]
    /// Whether the product is a library (not an executable or a plugin).
    var isLibrary: Bool
  }

  struct Target: Equatable, Sendable {
    var name: String
    /// `regular`, `executable`, `test`, `plugin`, `macro`, …
    var type: String
    /// Relative to the package directory; `nil` when the manifest uses SwiftPM's default.
    var path: String?
    /// Relative to the target's directory.
    var exclude: [String] = []
    var dependencies: [TargetDependency] = []
    /// The target's Swift files relative to its directory, when the reader knows them (the
    /// command plugin passes SwiftPM's list); otherwise the lint walks the directory.
    var sources: [String]?
  }

  /// A target dependency: `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
  /// `{"product": [name, package, moduleAliases, condition]}`.
  struct TargetDependency: Equatable, Sendable {
    enum Kind: String, CaseIterable, CodingKey, Sendable {
      case byName, target, product
    }

    var kind: Kind
    var name: String
    /// The package a `product` dependency comes from.
    var package: String?
  }
}

// MARK: - Decoding

extension Manifest: Decodable {
  private enum CodingKeys: String, CodingKey {
    case name, dependencies, targets, products
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      dependencies: try container.decode([PackageDependency].self, forKey: .dependencies),
      targets: try container.decode([Target].self, forKey: .targets),
      products: try container.decodeIfPresent([Product].self, forKey: .products) ?? [])
  }
}

extension Manifest.Product: Decodable {
  private enum CodingKeys: String, CodingKey {
    case name, targets, type
  }

  private enum Kind: String, CodingKey {
    case library
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.nestedContainer(keyedBy: Kind.self, forKey: .type)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      targets: try container.decode([String].self, forKey: .targets),
      isLibrary: kind.contains(.library))
  }
}

extension Manifest.PackageDependency: Decodable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private struct Details: Decodable {
    var identity: String?
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    guard let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "empty package dependency"))
    }
    var values = try container.nestedUnkeyedContainer(forKey: key)
    let details = try values.decode(Details.self)
    self.init(kind: key.stringValue, identity: details.identity ?? key.stringValue)
  }
}

extension Manifest.Target: Decodable {
  private enum CodingKeys: String, CodingKey {
    case name, type, path, exclude, dependencies, sources
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      type: try container.decode(String.self, forKey: .type),
      path: try container.decodeIfPresent(String.self, forKey: .path),
      exclude: try container.decodeIfPresent([String].self, forKey: .exclude) ?? [],
      dependencies: try container.decodeIfPresent(
        [Manifest.TargetDependency].self, forKey: .dependencies) ?? [],
      sources: try container.decodeIfPresent([String].self, forKey: .sources)
    )
  }
}

extension Manifest.TargetDependency: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    guard let kind = Kind.allCases.first(where: container.contains) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected one of byName, target, product"))
    }
    var values = try container.nestedUnkeyedContainer(forKey: kind)
    let name = try values.decode(String.self)
    let package = kind == .product ? try values.decodeIfPresent(String.self) : nil
    self.init(kind: kind, name: name, package: package)
  }
}

// MARK: - Derived facts

extension Manifest.Target {
  var isTest: Bool { type == "test" }

  /// The target's directory relative to the package: `path`, or SwiftPM's default.
  var directory: String {
    if let path, !path.isEmpty {
      return path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    return isTest ? "Tests/\(name)" : "Sources/\(name)"
  }
}

extension Manifest.TargetDependency {
  /// How a violation names the dependency.
  var displayName: String {
    guard kind == .product, let package else { return name }
    return "\(name) (product of \(package))"
  }
}

// MARK: - Loading

extension Manifest {
  /// Decodes `swift package dump-package` output.
  static func decode(_ data: Data, source: String) throws -> Manifest {
    do {
      return try JSONDecoder().decode(Manifest.self, from: data)
    } catch {
      throw LintError.unreadableManifest("\(source) is not dump-package JSON: \(error)")
    }
  }

  /// Reads dump-package JSON from a file.
  static func read(from file: URL) throws -> Manifest {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw LintError.unreadableManifest("cannot read \(file.path): \(error.localizedDescription)")
    }
    return try decode(data, source: file.path)
  }

  /// Runs `swift package dump-package` (the `swift` found on `PATH`) for the package in
  /// `packageDirectory`. Its error output, if any, goes to this process's standard error.
  static func dump(packageDirectory: URL) throws -> Manifest {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", packageDirectory.path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw LintError.unreadableManifest(
        "cannot run `swift package dump-package`: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw LintError.unreadableManifest(
        "`swift package dump-package` failed in \(packageDirectory.path) "
          + "(status \(process.terminationStatus))")
    }
    return try decode(data, source: "`swift package dump-package` output")
  }
}
