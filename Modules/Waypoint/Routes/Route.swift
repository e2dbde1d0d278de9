/// What a screen shows: a name plus the arguments that select its content.
///
/// The navigation tree stores routes as plain values so that it stays `Codable`, comparable
/// and printable whatever features it holds. Features declare their screens as a
/// ``TypedRoute`` enum, which converts to and from this value:
///
/// ```swift
/// enum TodayRoute: TypedRoute {
///   case article(id: Int)  // Route("Article", ["id": "3"]), printed Article(3)
/// }
/// ```
public struct Route: Hashable, Codable, Sendable {
  /// The screen's name, as a host or a flow script shows it, for example `Article`.
  public var name: String
  /// The arguments that select what the screen shows, for example `["id": "3"]`.
  public var arguments: [String: String]

  /// Creates a route.
  /// - Parameters:
  ///   - name: The screen's name.
  ///   - arguments: The arguments that select what the screen shows.
  public init(_ name: String, _ arguments: [String: String] = [:]) {
    self.name = name
    self.arguments = arguments
  }
}

extension Route: CustomStringConvertible {
  /// `Name` without arguments, `Name(value)` with one, `Name(a: 1, b: 2)` with several.
  public var description: String {
    switch arguments.count {
    case 0: return name
    case 1: return "\(name)(\(arguments.values.first ?? ""))"
    default:
      let pairs = arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      return "\(name)(\(pairs.joined(separator: ", ")))"
    }
  }
}
