import Foundation

/// The generator's command line, shared by its two executables:
/// - `NewFeatureTool`, which the `new-feature` command plugin runs:
///   `NewFeatureTool --from-plugin PACKAGE_DIRECTORY PACKAGE_JSON [NAME] [--tab] [--help]`,
///   where PACKAGE_JSON is the package as the plugin describes it;
/// - the product `waypoint-new-feature`, run directly:
///   `waypoint-new-feature [--package-path DIRECTORY] NAME [--tab] [--help]`, reading the
///   package from `swift package describe` (no build is planned, so it stays fast with many
///   features).
///
/// Bad arguments, or a package the generator cannot read, print a clear error and give status 2
/// before anything is written.
public enum GeneratorCommand {
  /// Runs the generator with `arguments` (the program's name left out) in the current
  /// directory; returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    do {
      let fromPlugin = arguments.first == "--from-plugin"
      var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      var description: URL?
      if fromPlugin {
        guard arguments.count >= 3 else {
          throw GeneratorError("--from-plugin needs the package directory and its description")
        }
        root = URL(fileURLWithPath: arguments[1])
        description = URL(fileURLWithPath: arguments[2])
        arguments.removeFirst(3)
      } else if let index = arguments.firstIndex(of: "--package-path") {
        guard index + 1 < arguments.count else {
          throw GeneratorError("--package-path needs a directory\n\n\(Request.usage)")
        }
        root = URL(fileURLWithPath: arguments[index + 1])
        arguments.removeSubrange(index...(index + 1))
      }
      let request = try Request(arguments)
      if request.help {
        print(Request.usage)
        return 0
      }
      let package: HostPackage
      if let description {
        package = try HostPackage.read(from: description)
      } else {
        package = try HostPackage.describing(packageAt: root)
      }
      var scaffold = Scaffold(
        name: request.name, tab: request.tab, host: try HostLayout(package, root: root))
      try scaffold.write(into: root)
      print("Created the \(request.name) feature\(request.tab ? " with a tab" : ""):")
      for path in scaffold.created { print("  \(path)") }
      print("Edited:")
      for path in scaffold.edited { print("  \(path)") }
      print("")
      print(scaffold.nextSteps)
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 2
    }
  }
}
