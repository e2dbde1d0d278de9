import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature NAME [--tab]`
///
/// Adds a feature to the package it runs in, named and laid out like the features already
/// there: the feature's target (route type, dependency and navigation protocols, coordinator,
/// screen model and its actions surface, plugin, SwiftUI screens), its tests when the features
/// have test targets, its adapter and registry line in the composition root, and its
/// declaration in Package.swift; without `--tab`, the intent that shows it when the
/// composition root carries the `// new-feature:` marker lines (`new-feature --help`).
///
/// The plugin describes the package (SwiftPM's view of its targets, which
/// `swift package dump-package` cannot give while SwiftPM runs the plugin) and launches
/// `NewFeatureTool`; the reading of the package, the templates and the edits live in the
/// `NewFeatureKit` library, which `NewFeatureKitTests` tests.
@main
struct NewFeature: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    let description = try PackageJSON(context.package)
      .write(into: context.pluginWorkDirectoryURL)
    try run(
      try context.tool(named: "NewFeatureTool"),
      ["--from-plugin", context.package.directoryURL.path, description.path] + arguments)
  }
}
