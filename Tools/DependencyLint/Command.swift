import Foundation

/// Errors that stop the lint before it can judge anything (exit status 2).
enum LintError: Error, Equatable, CustomStringConvertible {
  case usage(String)
  case unreadableManifest(String)
  case unreadableConfiguration(String)
  case missingTargetDirectory(target: String, directory: String)
  case unreadableSource(String)

  var description: String {
    switch self {
    case .usage(let message):
      "\(message) (see --help)"
    case .unreadableManifest(let message):
      "unreadable manifest: \(message)"
    case .unreadableConfiguration(let message):
      "unreadable configuration: \(message)"
    case .missingTargetDirectory(let target, let directory):
      "target \(target): directory \(directory) not found (wrong --package-path?)"
    case .unreadableSource(let path):
      "cannot read \(path) as UTF-8"
    }
  }
}

/// The command line:
/// `waypoint-lint [--package-path DIR] [--manifest FILE] [--configuration FILE] [--help]`.
struct Options: Equatable {
  var packagePath = "."
  var manifestPath: String?
  var configurationPath: String?
  var help = false

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      switch name {
      case "-h", "--help":
        options.help = true
      case "--package-path", "--manifest", "--configuration":
        guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
          throw LintError.usage("\(name) needs a value")
        }
        switch name {
        case "--package-path": options.packagePath = value
        case "--manifest": options.manifestPath = value
        default: options.configurationPath = value
        }
      default:
        throw LintError.usage("unknown argument '\(argument)'")
      }
    }
    return options
  }

  /// `--name=value` → (`--name`, `value`).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

enum Command {
  static let usage = """
    OVERVIEW: Checks a Waypoint app's layering over the manifest's target dependencies and the
    `import` lines in each target's .swift files. The layers come from the package's
    \(Configuration.fileName).

    USAGE: swift package waypoint-lint [--configuration FILE]
           DependencyLint [--package-path DIR] [--manifest FILE] [--configuration FILE]

    OPTIONS:
      --package-path DIR    The package directory (default: the current directory; the
                            plugin gives the package it runs in).
      --manifest FILE       Read `swift package dump-package` JSON from FILE instead of
                            running `swift package dump-package` in DIR (the plugin writes
                            it from SwiftPM's view of the package).
      --configuration FILE  Read the layers from FILE instead of DIR/\(Configuration.fileName).
      -h, --help            Show this text.

    RULES (test and plugin targets are exempt):
      1. A feature never depends on or imports another feature.
      2. A framework target (one that a library product exports; a product whose name
         starts with `_` is not framework) depends on or imports no other target of the
         package: never the app, never a tool.
      With "compositionRoot" set:
      3. Only the composition root (and tests) depends on or imports a feature.
      4. Only the targets in "compositionRootUsers" (and tests) depend on or import the
         composition root.
      With "modules" set:
      5. A feature depends on or imports only the shared modules, the modules in
         "featuresMayAlsoUse" and the standard modules (Foundation, Testing, Observation,
         Synchronization, Dispatch, FoundationEssentials, Glibc, Darwin), and SwiftUI to draw
         its screens; a shared module never uses a feature.
      With "packageDependencies": false:
      6. The package declares no package dependencies.

    CONFIGURATION (\(Configuration.fileName), every key optional; a selector is
    {"suffix": TEXT}, {"directory": FOLDER} or {"names": [TARGET, ...]}):
      "features"              selector (default: {"suffix": "Feature"})
      "modules"               selector of the modules features share
      "featuresMayAlsoUse"    [MODULE, ...], e.g. products of other packages
      "compositionRoot"       TARGET
      "compositionRootUsers"  [TARGET, ...]
      "packageDependencies"   true or false (default: true)

    EXIT STATUS: 0 no violations; 1 violations (one line each); 2 bad usage or unreadable
    manifest, configuration or sources.
    """

  /// Runs the lint and returns the exit status. Writes results with `output` and errors with
  /// `errorOutput`.
  static func run(
    _ arguments: [String],
    output: (String) -> Void = { print($0) },
    errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) -> Int32 {
    do {
      let options = try Options.parse(arguments)
      if options.help {
        output(usage)
        return 0
      }
      let packageDirectory = URL(fileURLWithPath: options.packagePath, isDirectory: true)
      let manifest =
        try options.manifestPath.map { try Manifest.read(from: URL(fileURLWithPath: $0)) }
        ?? Manifest.dump(packageDirectory: packageDirectory)
      let configuration = try Configuration.read(
        packageDirectory: packageDirectory, path: options.configurationPath)
      let violations = try Linter.violations(
        in: manifest, packageDirectory: packageDirectory, configuration: configuration)
      let targets = manifest.targets.count
      guard violations.isEmpty else {
        for violation in violations {
          output(violation.description)
        }
        output("waypoint-lint: \(targets) targets checked, \(violations.count) violation(s)")
        return 1
      }
      output("waypoint-lint: \(targets) targets checked, no violations")
      return 0
    } catch {
      errorOutput("waypoint-lint: \(error)")
      return 2
    }
  }
}
