/// A navigation stack: a root entry with entries pushed on top of it.
///
/// A stack is never empty and holds only screens and page containers; its initializer and its
/// decoder refuse anything else.
public struct Stack: Hashable, Sendable {
  /// The stack's identity.
  public let id: NodeID
  /// The entries, root first. Never empty.
  public internal(set) var entries: StackEntries

  /// Creates a stack. Trees create stacks for you; use this to decode or to test.
  /// - Throws: ``NavigationError/emptyStack`` for no entries,
  ///   ``NavigationError/misplaced(_:in:)`` for an entry that is a stack or tabs.
  public init(id: NodeID, entries: [Node]) throws(NavigationError) {
    guard !entries.isEmpty else { throw .emptyStack }
    for entry in entries { try NavigationTree.checkPlacement(entry, at: .stackEntry) }
    self.id = id
    self.entries = StackEntries(entries)
  }

  /// Wraps entries already checked (non-empty, screens and page containers only).
  init(checkedID id: NodeID, entries: StackEntries) {
    self.id = id
    self.entries = entries
  }

  /// The top entry: the visible one.
  public var top: Node {
    // justified: a stack is never empty (its initializers and every step keep it so).
    entries.top!
  }

  /// The root entry. O(number of entries).
  public var rootEntry: Node {
    // justified: a stack is never empty (its initializers and every step keep it so).
    entries.root!
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(entries.count)
  }
}

extension Stack: Codable {
  private enum CodingKeys: String, CodingKey { case id, entries }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(NodeID.self, forKey: .id),
      entries: container.decode([Node].self, forKey: .entries))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(entries, forKey: .entries)
  }
}
