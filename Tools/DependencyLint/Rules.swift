import Foundation

/// A layering rule (Features/README.md) that a dependency or an import can break.
enum Rule: CaseIterable, Sendable {
  /// A feature depends on or imports another feature.
  case featureUsesFeature
  /// A `Modules/` target other than the composition root depends on or imports a feature.
  case moduleUsesFeature
  /// A target other than the app's runners (`Shell` and `Benchmarks`, and the `Tools/` targets
  /// they depend on), a test target or the composition root's test support (`AppShellTesting`)
  /// depends on or imports `AppShell`.
  case appShellOutsideRunnerAndTests
  /// A feature depends on or imports something that is neither a `Modules/` target nor a standard
  /// module.
  case featureUsesNonModule
  /// The package declares a package dependency.
  case packageDependency
  /// A framework target (one a library product exports) depends on or imports a target of the
  /// package that is not framework: the reference app, a tool.
  case frameworkUsesApp

  var explanation: String {
    switch self {
    case .featureUsesFeature:
      "features never import features; move shared code to Modules/"
    case .moduleUsesFeature:
      "Modules/ never import features; only the composition root \(Layout.compositionRoot) does"
    case .appShellOutsideRunnerAndTests:
      "only the app's runners (\(Layout.runners.joined(separator: ", ")) and their Tools/ "
        + "libraries), test targets and \(Layout.compositionRootTesting) may import the "
        + "composition root \(Layout.compositionRoot)"
    case .featureUsesNonModule:
      "features may use only Modules/ targets and standard modules"
    case .packageDependency:
      "the product has zero package dependencies by design"
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
  static let compositionRoot = "AppShell"
  /// The composition root's test support (the app composed in memory, for tests and tools): it
  /// may use the composition root, as test targets do.
  static let compositionRootTesting = "AppShellTesting"
  /// The targets that run the composed app: the terminal shell, the benchmarks, and the iOS
  /// app's entry.
  static let runners = ["Shell", "Benchmarks", "ReadingAppiOS"]
  /// The standard modules, and SwiftUI, in which a feature draws its screens.
  static let standardModules: Set<String> = [
    "Foundation", "Testing", "Observation", "Synchronization", "Dispatch",
    "FoundationEssentials", "Glibc", "Darwin", "SwiftUI",
  ]

  /// Targets under `Features/`.
  var features: Set<String>
  /// Targets under `Modules/`.
  var modules: Set<String>
  /// The app's runners and the `Tools/` targets they depend on (their own libraries, e.g. one
  /// that tests can import).
  var runner: Set<String>
  /// The framework: the targets of the library products, except a product whose name starts
  /// with `_` (what an example app links, not API).
  var framework: Set<String>
  /// Every target of the package.
  var all: Set<String>

  init(_ manifest: Manifest) {
    let targets = manifest.targets.filter { !$0.isTest }
    features = Set(targets.filter { $0.directory.hasPrefix("Features/") }.map(\.name))
    modules = Set(targets.filter { $0.directory.hasPrefix("Modules/") }.map(\.name))
    let tools = Set(targets.filter { $0.directory.hasPrefix("Tools/") }.map(\.name))
    let runners = targets.filter { Self.runners.contains($0.name) }
    runner = Set(
      Self.runners + runners.flatMap(\.dependencies).map(\.name).filter(tools.contains))
    framework = Set(
      manifest.products.filter { $0.isLibrary && !$0.name.hasPrefix("_") }.flatMap(\.targets))
    all = Set(manifest.targets.map(\.name))
  }

  /// The rule `target` breaks by depending on or importing `name`, if any.
  func rule(for target: Manifest.Target, using name: String) -> Rule? {
    guard name != target.name, !target.isTest else { return nil }
    if framework.contains(target.name), all.contains(name), !framework.contains(name) {
      return .frameworkUsesApp
    }
    if name == Self.compositionRoot, !runner.contains(target.name),
      target.name != Self.compositionRootTesting
    {
      return .appShellOutsideRunnerAndTests
    }
    if features.contains(target.name) {
      if features.contains(name) { return .featureUsesFeature }
      if !modules.contains(name), !Self.standardModules.contains(name) {
        return .featureUsesNonModule
      }
    } else if modules.contains(target.name), target.name != Self.compositionRoot,
      features.contains(name)
    {
      return .moduleUsesFeature
    }
    return nil
  }

  /// Every violation in the manifest and in `imports` (keyed by target name).
  func violations(in manifest: Manifest, imports: [String: [SourceImport]]) -> [Violation] {
    var result = manifest.dependencies.map {
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
  static func violations(in manifest: Manifest, packageDirectory: URL) throws -> [Violation] {
    var imports: [String: [SourceImport]] = [:]
    for target in manifest.targets where !target.isTest {
      imports[target.name] = try ImportScanner.imports(
        of: target, packageDirectory: packageDirectory)
    }
    return Layout(manifest).violations(in: manifest, imports: imports)
  }
}
