import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature NAME [--tab]`
///
/// Scaffolds a feature plugin and wires it into the app: `Features/NAME` (route type,
/// dependency protocol, navigation protocol, coordinator, screen model and its actions surface,
/// plugin), `Tests/NAMEFeatureTests` (a spy and passing tests of the generated flow), the
/// adapter in the app shell, the registry line, and the name in `featureNames` in Package.swift.
/// `--tab` gives the feature a tab of its own, after the existing tabs; without it, the
/// generator adds the intent `showNAME(on:)` that pushes the flow on a tab (in `AppIntent` and
/// `AppCoordinator`, at their `// new-feature:` markers) and its app shell tests. The new and
/// edited files are formatted with `swift format`; the tool then prints the next steps.
///
/// The plugin only launches `NewFeatureTool`; the parsing, templates and edits live in the
/// `NewFeatureKit` library, which `NewFeatureKitTests` tests.
@main
struct NewFeature: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    let tool = try context.tool(named: "NewFeatureTool")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [context.package.directoryURL.path] + arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failed(status: process.terminationStatus)
    }
  }

  /// The tool printed why it stopped; this only carries its status to `swift package`.
  struct Failed: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
      "new-feature stopped (status \(status)); the tool printed the reason"
    }
  }
}
