import Foundation
import PackagePlugin

/// `swift package waypoint-lint [--configuration FILE]`: checks the package's layering with
/// `waypoint-lint` — features never use features, the package's framework never uses the app,
/// and the rules its `.waypoint-lint.json` turns on (`waypoint-lint --help` lists them). It
/// reads nothing but the package's own files and writes nothing in it.
@main
struct DependencyLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    let manifest = try PackageJSON(context.package).write(into: context.pluginWorkDirectoryURL)
    try run(
      try context.tool(named: "DependencyLint"),
      ["--package-path", context.package.directoryURL.path, "--manifest", manifest.path]
        + arguments)
  }
}
