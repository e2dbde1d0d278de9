import Foundation
import PackagePlugin

/// The package as the Waypoint tools read it: the shape of `swift package dump-package` (the
/// parts they use), plus each target's Swift files. A command plugin writes it from SwiftPM's
/// own view of the package, since `swift package dump-package` cannot run while SwiftPM runs
/// the plugin.
struct PackageJSON: Encodable {
  struct Dependency: Encodable {
    struct Details: Encodable { let identity: String }
    let fileSystem: [Details]
  }

  struct Target: Encodable {
    let name: String
    let type: String
    let path: String
    let dependencies: [[String: [String?]]]
    let sources: [String]
  }

  struct Product: Encodable {
    let name: String
    let targets: [String]
    let type: [String: [String]]
  }

  let name: String
  let dependencies: [Dependency]
  let targets: [Target]
  let products: [Product]

  init(_ package: Package) {
    let root = package.directoryURL.standardizedFileURL.path
    func relative(_ url: URL) -> String {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(root + "/") else { return path }
      return String(path.dropFirst(root.count + 1))
    }
    // Which package each product of a dependency comes from, to name it in messages.
    var origin: [String: String] = [:]
    for dependency in package.dependencies {
      for product in dependency.package.products {
        origin[product.id] = dependency.package.displayName
      }
    }
    name = package.displayName
    dependencies = package.dependencies.map {
      Dependency(fileSystem: [.init(identity: $0.package.displayName.lowercased())])
    }
    targets = package.targets.compactMap { target in
      guard let module = target as? any SourceModuleTarget else { return nil }
      let kind: String =
        switch module.kind {
        case .test: "test"
        case .executable: "executable"
        case .macro: "macro"
        case .snippet: "snippet"
        default: "regular"
        }
      let dependencies: [[String: [String?]]] = target.dependencies.map {
        switch $0 {
        case .target(let other): ["byName": [other.name, nil]]
        case .product(let product): ["product": [product.name, origin[product.id], nil, nil]]
        @unknown default: [:]
        }
      }
      let folder = module.directoryURL.standardizedFileURL.path
      let sources = module.sourceFiles(withSuffix: "swift").map { file in
        let path = file.url.standardizedFileURL.path
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
      }
      return Target(
        name: target.name, type: kind, path: relative(module.directoryURL),
        dependencies: dependencies, sources: sources)
    }
    products = package.products.map { product in
      Product(
        name: product.name, targets: product.targets.map(\.name),
        type: product is LibraryProduct ? ["library": ["automatic"]] : ["executable": []])
    }
  }

  /// Writes the JSON to `directory/package.json` and returns the file.
  func write(into directory: URL) throws -> URL {
    let url = directory.appendingPathComponent("package.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try JSONEncoder().encode(self).write(to: url)
    return url
  }
}

/// Runs `tool` with `arguments` and waits; throws when it fails (it printed why).
func run(_ tool: PluginContext.Tool, _ arguments: [String]) throws {
  let process = Process()
  process.executableURL = tool.url
  process.arguments = arguments
  try process.run()
  process.waitUntilExit()
  guard process.terminationReason == .exit, process.terminationStatus == 0 else {
    throw ToolFailed(tool: tool.name, status: process.terminationStatus)
  }
}

/// The tool printed why it stopped; this carries its status to `swift package`.
struct ToolFailed: Error, CustomStringConvertible {
  let tool: String
  let status: Int32
  var description: String { "\(tool) ended with status \(status); its output says why" }
}
