import Waypoint

/// How the shell writes a screen — `Login`, `Article(3)`, `Today(Pick)`, `Name(a: 1, b: 2)` —
/// and how every expectation reads it back. A name with arguments must match the route as the
/// shell prints it; a name without arguments matches the route's name, whatever its arguments.
enum ScreenNotation {
  /// `Article(3)` for an article route.
  static func written(_ route: Route) -> String { route.description }

  /// Whether `written` names `route`.
  static func matches(_ written: String, _ route: Route) -> Bool {
    written.contains("(") ? written == route.description : written == route.name
  }

  /// Whether `written` is a screen as the shell writes one: a name that starts with a letter,
  /// then its arguments in parentheses, or none.
  static func isScreenName(_ written: String) -> Bool {
    let name = written.prefix { $0 != "(" }
    guard let first = name.first, first.isLetter, !name.contains(")") else { return false }
    return name.count == written.count || (written.hasSuffix(")") && written.count > name.count + 2)
  }

  /// Splits the words of an expectation into screen names: spaces inside parentheses belong
  /// to the name (`Name(a: 1, b: 2)` is one name).
  static func names(_ words: [String]) -> [String] {
    var names: [String] = []
    var current = ""
    var depth = 0
    for character in words.joined(separator: " ") {
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case " " where depth == 0:
        if !current.isEmpty { names.append(current) }
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.isEmpty { names.append(current) }
    return names
  }
}
