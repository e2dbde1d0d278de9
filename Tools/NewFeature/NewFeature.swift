import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature NAME [--tab]`
///
/// Scaffolds a feature plugin and wires it into the app: `Features/NAME` (route type,
/// dependency protocol, navigation protocol, coordinator, screen model, plugin),
/// `Tests/NAMEFeatureTests` (a spy and passing tests of the generated flow), the adapter in the
/// app shell, the registry line, and the name in `featureNames` in Package.swift. `--tab` gives
/// the feature a tab of its own, after the existing tabs. The new files are formatted with
/// `swift format`.
@main
struct NewFeature: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(Self.usage)
      return
    }
    let request = try Request(arguments)
    let root = context.package.directoryURL
    let scaffold = Scaffold(name: request.name, tab: request.tab)
    try scaffold.write(into: root)
    print("Created the \(request.name) feature\(request.tab ? " with a tab" : ""):")
    for path in scaffold.created + scaffold.edited { print("  \(path)") }
  }

  static let usage = """
    USAGE: swift package --allow-writing-to-package-directory new-feature NAME [--tab]

    Creates Features/NAME, Tests/NAMEFeatureTests and the app shell's NAMENavigationAdapter,
    and adds NAME to FeatureRegistry and to featureNames in Package.swift.

    ARGUMENTS:
      NAME    The feature's name in UpperCamelCase, e.g. Search.

    OPTIONS:
      --tab   Give the feature a tab in the main tab bar, after the existing tabs.
      --help  Show this text.
    """
}

/// The command line, parsed.
struct Request {
  let name: String
  let tab: Bool

  init(_ arguments: [String]) throws {
    var names: [String] = []
    var tab = false
    for argument in arguments {
      switch argument {
      case "--tab": tab = true
      case let option where option.hasPrefix("-"):
        throw GeneratorError("unknown option '\(option)'\n\n\(NewFeature.usage)")
      default: names.append(argument)
      }
    }
    guard names.count == 1, let name = names.first else {
      throw GeneratorError("give exactly one feature name\n\n\(NewFeature.usage)")
    }
    guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
      name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII })
    else {
      throw GeneratorError("'\(name)' is not an UpperCamelCase name (letters and digits only)")
    }
    self.name = name
    self.tab = tab
  }
}

/// Why the generator stopped; nothing was written when it stops before writing.
struct GeneratorError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
