import Foundation

/// Errors that stop the lint before it can judge anything (exit status 2).
enum LintError: Error, Equatable, CustomStringConvertible {
  case usage(String)
  case unreadableManifest(String)
  case missingTargetDirectory(target: String, directory: String)
  case unreadableSource(String)

  var description: String {
    switch self {
    case .usage(let message):
      "\(message) (see --help)"
    case .unreadableManifest(let message):
      "unreadable manifest: \(message)"
    case .missingTargetDirectory(let target, let directory):
      "target \(target): directory \(directory) not found (wrong --package-path?)"
    case .unreadableSource(let path):
      "cannot read \(path) as UTF-8"
    }
  }
}

/// The command line: `waypoint-lint [--package-path DIR] [--manifest FILE] [--help]`.
struct Options: Equatable {
  var packagePath = "."
  var manifestPath: String?
  var help = false

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      switch name {
      case "-h", "--help":
        options.help = true
      case "--package-path", "--manifest":
        guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
          throw LintError.usage("\(name) needs a value")
        }
        if name == "--package-path" {
          options.packagePath = value
        } else {
          options.manifestPath = value
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
    OVERVIEW: Checks Waypoint's layering rules (Features/README.md) over the manifest's
    target dependencies and the `import` lines in each target's .swift files.

    USAGE: waypoint-lint [--package-path DIR] [--manifest FILE]

    OPTIONS:
      --package-path DIR  The package directory (default: the current directory).
      --manifest FILE     Read `swift package dump-package` JSON from FILE instead of
                          running `swift package dump-package` in DIR.
      -h, --help          Show this text.

    RULES (a feature is a target under Features/; test targets are exempt):
      1. A feature never depends on or imports another feature.
      2. A Modules/ target never depends on or imports a feature, except the composition
         root AppShell.
      3. Only the app's runners (targets Shell, Benchmarks and ReadingAppiOS, and the
         Tools/ targets they depend on), test targets and AppShellTesting (the composition
         root's test support) may depend on or import AppShell.
      4. A feature depends on or imports only Modules/ targets and the standard modules
         (Foundation, Testing, Observation, Synchronization, Dispatch,
         FoundationEssentials, Glibc, Darwin), and SwiftUI to draw its screens.
      5. The package declares no package dependencies.
      6. A framework target (one that a library product exports; a product whose name
         starts with `_` is not framework) depends on or imports no other target of the
         package: never the reference app, never a tool.

    EXIT STATUS: 0 no violations; 1 violations (one line each); 2 bad usage or unreadable
    manifest or sources.
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
      let violations = try Linter.violations(in: manifest, packageDirectory: packageDirectory)
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
