/// One screen in the navigation tree: a route plus the unique ID of this occurrence.
public struct Screen: Hashable, Codable, Sendable {
  /// This occurrence's identity.
  public let id: NodeID
  /// What the screen shows.
  public let route: Route

  /// Creates a screen. Trees create screens for you; use this to decode or to test.
  public init(id: NodeID, route: Route) {
    self.id = id
    self.route = route
  }
}

extension Screen: CustomStringConvertible {
  public var description: String { "\(route)\(id)" }
}
