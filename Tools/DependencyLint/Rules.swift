import Foundation

/// A layering rule that a dependency or an import can break. Which targets are features,
/// shared modules and the composition root comes from the package's ``Configuration``.
enum Rule: CaseIterable, Sendable {
  /// A feature depends on or imports another feature.
  case featureUsesFeature
  /// A target other than the composition root or a test depends on or imports a feature (only
  /// with a configured composition root).
  case moduleUsesFeature
  /// A target other than the composition root's users or a test depends on or imports the
  /// composition root (only with a configured composition root).
  case appShellOutsideRunnerAndTests
  /// A feature depends on or imports something that is neither a shared module, a module the
  /// configuration allows, nor a standard module (only with configured shared modules).
  case featureUsesNonModule
  /// The package declares a package dependency (only when the configuration forbids them).
  case packageDependency
  /// A framework target (one a library product exports) depends on or imports a target of the
  /// package that is not framework: the app, a tool.
  case frameworkUsesApp

  var explanation: String {
    switch self {
    case .featureUsesFeature:
      "features never import features; move shared code to a module they share"
    case .moduleUsesFeature:
      "only the composition root and tests import features"
    case .appShellOutsideRunnerAndTests:
      "only the app's runners, named in \(Configuration.fileName), and tests may import the "
        + "composition root"
    case .featureUsesNonModule:
      "features may use only the shared modules, the modules \(Configuration.fileName) allows "
        + "and standard modules"
    case .packageDependency:
      "\(Configuration.fileName) allows no package dependencies"
    case .frameworkUsesApp:
      "the framework (what the library products export) never uses the app or the tools"
    }
  }
}

/// One broken rule, printed as one line.
struct Violation: Equatable, Sendable, CustomStringConvertible {
  enum Location: Equatable, Sendable {
    /// The package's `dependencies`.
    case packageDependencies
    /// The target's `dependencies` in the manifest.
    case targetDependencies
    /// An `import` line.
    case source(file: String, line: Int)
  }

  var rule: Rule
  /// The offending target's directory, e.g. `Features/Today`; `Package.swift` for the package.
  var directory: String
  /// The offending target's name, or the package's name.
  var subject: String
  /// What it depends on or imports.
  var dependency: String
  var location: Location

  var description: String {
    switch location {
    case .packageDependencies:
      "\(directory): package \(subject) depends on package \(dependency) — \(rule.explanation)"
    case .targetDependencies:
      "\(directory): \(subject) depends on \(dependency) (Package.swift) — \(rule.explanation)"
    case .source(let file, let line):
      "\(directory): \(subject) imports \(dependency) (\(file):\(line)) — \(rule.explanation)"
    }
  }
}

/// Which layer each target belongs to, and the rules between layers.
struct Layout: Sendable {
  /// The standard modules, and SwiftUI, in which a feature draws its screens.
  static let standardModules: Set<String> = [
    "Foundation", "Testing", "Observation", "Synchronization", "Dispatch",
    "FoundationEssentials", "Glibc", "Darwin", "SwiftUI",
  ]

  var configuration: Configuration
  /// The features: regular targets the configuration's selector names.
  var features: Set<String>
  /// The shared modules, when configured.
  var modules: Set<String>?
  /// The framework: the targets of the library products, except a product whose name starts
  /// with `_` (what an example app links, not API).
  var framework: Set<String>
  /// Every target of the package.
  var all: Set<String>

  init(_ manifest: Manifest, configuration: Configuration = Configuration()) {
    self.configuration = configuration
    let targets = manifest.targets.filter { $0.type == "regular" }
    let features = Set(targets.filter(configuration.features.contains).map(\.name))
    self.features = features
    modules = configuration.modules.map { selector in
      Set(targets.filter(selector.contains).map(\.name)).subtracting(features)
    }
    framework = Set(
      manifest.products.filter { $0.isLibrary && !$0.name.hasPrefix("_") }.flatMap(\.targets))
    all = Set(manifest.targets.map(\.name))
  }

  /// The rule `target` breaks by depending on or importing `name`, if any.
  func rule(for target: Manifest.Target, using name: String) -> Rule? {
    guard name != target.name, !target.isTest, target.type != "plugin" else { return nil }
    if framework.contains(target.name), all.contains(name), !framework.contains(name) {
      return .frameworkUsesApp
    }
    let root = configuration.compositionRoot
    if name == root, !configuration.compositionRootUsers.contains(target.name) {
      return .appShellOutsideRunnerAndTests
    }
    if features.contains(target.name) {
      if features.contains(name) { return .featureUsesFeature }
      if let modules, !modules.contains(name), !Self.standardModules.contains(name),
        !configuration.featuresMayAlsoUse.contains(name)
      {
        return .featureUsesNonModule
      }
    } else if features.contains(name), target.name != root,
      root != nil || modules?.contains(target.name) == true
    {
      return .moduleUsesFeature
    }
    return nil
  }

  /// Every violation in the manifest and in `imports` (keyed by target name).
  func violations(in manifest: Manifest, imports: [String: [SourceImport]]) -> [Violation] {
    var result =
      configuration.packageDependencies
      ? []
      : manifest.dependencies.map {
        Violation(
          rule: .packageDependency, directory: "Package.swift", subject: manifest.name,
          dependency: $0.identity, location: .packageDependencies)
      }
    for target in manifest.targets {
      for dependency in target.dependencies {
        if let rule = rule(for: target, using: dependency.name) {
          result.append(
            Violation(
              rule: rule, directory: target.directory, subject: target.name,
              dependency: dependency.displayName, location: .targetDependencies))
        }
      }
      for sourceImport in imports[target.name] ?? [] {
        if let rule = rule(for: target, using: sourceImport.module) {
          result.append(
            Violation(
              rule: rule, directory: target.directory, subject: target.name,
              dependency: sourceImport.module,
              location: .source(file: sourceImport.file, line: sourceImport.line)))
        }
      }
    }
    return result
  }
}

enum Linter {
  /// Checks the manifest and the sources of every target that a rule applies to (test targets
  /// are exempt, so their sources are not read).
  static func violations(
    in manifest: Manifest, packageDirectory: URL, configuration: Configuration = Configuration()
  ) throws -> [Violation] {
    var imports: [String: [SourceImport]] = [:]
    for target in manifest.targets where !target.isTest && target.type != "plugin" {
      imports[target.name] = try ImportScanner.imports(
        of: target, packageDirectory: packageDirectory)
    }
    return Layout(manifest, configuration: configuration).violations(in: manifest, imports: imports)
  }
}
