import Foundation

/// The command line, parsed.
public struct Request: Equatable, Sendable {
  /// The feature's name: `Search`.
  public let name: String
  /// `--tab`: the feature gets a tab of its own.
  public let tab: Bool
  /// `--help` or `-h`: print ``usage`` and do nothing else.
  public let help: Bool

  /// Parses the generator's arguments.
  /// - Throws: ``GeneratorError`` for an unknown option, a missing or second name, or a name
  ///   that is not UpperCamelCase.
  public init(_ arguments: [String]) throws(GeneratorError) {
    if arguments.contains("--help") || arguments.contains("-h") {
      (name, tab, help) = ("", false, true)
      return
    }
    var names: [String] = []
    var tab = false
    for argument in arguments {
      switch argument {
      case "--tab": tab = true
      case let option where option.hasPrefix("-"):
        throw GeneratorError("unknown option '\(option)'\n\n\(Request.usage)")
      default: names.append(argument)
      }
    }
    guard names.count == 1, let name = names.first else {
      throw GeneratorError("give exactly one feature name\n\n\(Request.usage)")
    }
    guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
      name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII })
    else {
      throw GeneratorError("'\(name)' is not an UpperCamelCase name (letters and digits only)")
    }
    self.name = name
    self.tab = tab
    help = false
  }

  /// The generator's help text.
  public static let usage = """
    USAGE: swift package --allow-writing-to-package-directory new-feature NAME [--tab]
           waypoint-new-feature [--package-path DIRECTORY] NAME [--tab]

    Adds the feature NAME to the package next to its features, named and laid out like them:
    the target NAMEFeature in the features' folder (route type, dependencies and navigation
    protocols, coordinator, screen model and its actions, plugin, SwiftUI screens), its tests
    with a spy when the features have test targets NAMEFeatureTests using WaypointTesting, and
    in the composition root an adapter declared like the others and the plugin's line in the
    registry; Package.swift declares it the way it declares the others. Without --tab, it also
    adds the intent showNAME(on:) and carries it out in the app's rules, if they carry
    these marker lines (each alone on its line):
      // new-feature: intent cases above this line         (the intent type's cases)
      // new-feature: intent descriptions above this line  (its description's switch)
      // new-feature: intent handling above this line      (carryOut(_:in:)'s switch)
    It checks everything before writing anything, and prints the next steps when it is done.

    The package must already have a feature (a target NAMEFeature depending on Waypoint and
    WaypointPlugins, with an enum NAMEPlugin) and a composition root (the target depending on
    every feature, declaring a class that conforms to AppRules, with typealiases naming its
    Dependencies and Intent).

    ARGUMENTS:
      NAME    The feature's name in UpperCamelCase, e.g. Search.

    The plugin waits for SwiftPM to plan a build of the whole package before it runs, which
    grows with the number of targets (seconds at a hundred features). The same generator as
    an executable reads the package with `swift package describe` instead, and plans nothing:
    build it once (`swift build --product waypoint-new-feature`), then run
    `.build/debug/waypoint-new-feature NAME [--tab]` in the package's folder.

    OPTIONS:
      --tab                     Give the feature a tab in the main tab bar, after the
                                existing tabs.
      --package-path DIRECTORY  The package to add it to (waypoint-new-feature only; the
                                current directory by default).
      --help                    Show this text.
    """
}

/// Why the generator stopped; nothing was written when it stops before writing.
public struct GeneratorError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, for the user.
  public let description: String
  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}
