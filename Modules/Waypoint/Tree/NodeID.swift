/// The identity of one node of a ``NavigationTree``: a screen or a container.
///
/// IDs are allocated by the tree itself, so the same route may appear twice in a stack and
/// still be told apart. They are never reused within one tree's history.
public struct NodeID: Hashable, Comparable, Codable, Sendable {
  /// The raw number, unique within one tree's history.
  public let rawValue: UInt64

  /// Wraps a raw number. Trees allocate IDs themselves; use this only to decode or to test.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension NodeID: CustomStringConvertible {
  public var description: String { "#\(rawValue)" }
}
