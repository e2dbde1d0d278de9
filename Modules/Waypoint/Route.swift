/// What a screen shows: a name plus the arguments that select its content.
///
/// The navigation tree stores routes as plain values so that it stays `Codable`, comparable
/// and printable whatever features it holds. Features keep their own typed route enums and
/// convert with ``RouteRepresentable``:
///
/// ```swift
/// enum TodayRoute: RouteRepresentable {
///   case article(id: Int)
///
///   var route: Route { Route("Article", ["id": "\(id)"]) }
///   init?(route: Route) { ... }
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

/// A feature's typed route that converts to and from the tree's ``Route`` value.
public protocol RouteRepresentable: Sendable {
  /// The route value stored in the navigation tree.
  var route: Route { get }
  /// Reads a typed route back from a tree value; `nil` when the value is not one of this type's.
  init?(route: Route)
}
