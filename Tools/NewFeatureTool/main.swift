import Foundation
import NewFeatureKit

// The generator's work, run by the `new-feature` command plugin:
// `NewFeatureTool PACKAGE_DIRECTORY PACKAGE_JSON [NAME] [--tab] [--help]`, where PACKAGE_JSON
// is the package as the plugin describes it. Bad arguments, or a package the generator cannot
// read, print a clear error and exit with status 2 before anything is written.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("error: no package directory and description\n".utf8))
  exit(2)
}
do {
  let request = try Request(Array(arguments.dropFirst(2)))
  if request.help {
    print(Request.usage)
    exit(0)
  }
  let root = URL(fileURLWithPath: arguments[0])
  let package = try HostPackage.read(from: URL(fileURLWithPath: arguments[1]))
  var scaffold = Scaffold(
    name: request.name, tab: request.tab, host: try HostLayout(package, root: root))
  try scaffold.write(into: root)
  print("Created the \(request.name) feature\(request.tab ? " with a tab" : ""):")
  for path in scaffold.created { print("  \(path)") }
  print("Edited:")
  for path in scaffold.edited { print("  \(path)") }
  print("")
  print(scaffold.nextSteps)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
