import Foundation
import NewFeatureKit

// The generator's work, run by the `new-feature` command plugin:
// `new-feature-tool PACKAGE_DIRECTORY [NAME] [--tab] [--help]`.
// Bad arguments print a clear error and exit with status 2 before anything is written.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let directory = arguments.first else {
  FileHandle.standardError.write(Data("error: no package directory\n".utf8))
  exit(2)
}
do {
  let request = try Request(Array(arguments.dropFirst()))
  if request.help {
    print(Request.usage)
    exit(0)
  }
  let scaffold = Scaffold(name: request.name, tab: request.tab)
  try scaffold.write(into: URL(fileURLWithPath: directory))
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
