/// The whole navigation state of an app as one value: the root, and the modal chain over it.
///
/// A tree is changed only by operations (``perform(_:)``) and primitive ``Step``s; both are
/// validated, and a refused change leaves the tree exactly as it was. Trees are `Codable` for
/// restoration, `Equatable` for tests, and `Sendable`.
///
/// ```swift
/// var tree = NavigationTree(root: .stack([.screen(Route("Home"))]))
/// try tree.perform(.push(.screen(Route("Article", ["id": "3"]))))
/// tree.visibleScreen.route  // Article(3)
/// ```
public struct NavigationTree: Sendable {
  /// What the app shows when nothing is presented.
  public internal(set) var root: Node
  /// The modal chain, bottom first: `modals.last` is on top.
  public internal(set) var modals: [Modal]
  /// The last node ID handed out; IDs are never reused.
  var lastID: UInt64

  /// Creates a tree whose root is built from `content`.
  /// - Throws: ``NavigationError`` when the content is malformed (an empty stack, tabs inside a
  ///   stack, an out-of-range selection).
  public init(root content: Content) throws(NavigationError) {
    root = .screen(Screen(id: NodeID(rawValue: 0), route: Route("")))
    modals = []
    lastID = 0
    root = try instantiate(content, at: .root)
  }

  /// A tree showing a single `Launch` screen: what a navigator shows before it starts.
  public init() {
    root = .screen(Screen(id: NodeID(rawValue: 1), route: Route("Launch")))
    modals = []
    lastID = 1
  }

  /// Hands out a fresh node ID.
  mutating func makeID() -> NodeID {
    lastID += 1
    return NodeID(rawValue: lastID)
  }

  /// Makes sure IDs handed out later do not collide with `other`'s.
  mutating func reserveIDs(after other: NavigationTree) {
    lastID = max(lastID, other.lastID)
  }
}

extension NavigationTree: Equatable {
  /// Two trees are equal when they show the same nodes with the same IDs; which IDs each has
  /// handed out so far does not matter.
  public static func == (lhs: NavigationTree, rhs: NavigationTree) -> Bool {
    lhs.root == rhs.root && lhs.modals == rhs.modals
  }
}

extension NavigationTree: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(modals)
  }
}

extension NavigationTree: Codable {
  private enum CodingKeys: String, CodingKey { case root, modals, lastID }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    root = try container.decode(Node.self, forKey: .root)
    modals = try container.decode([Modal].self, forKey: .modals)
    lastID = try container.decode(UInt64.self, forKey: .lastID)
    var highest: UInt64 = 0
    forEachNode { highest = max(highest, $0.id.rawValue) }
    guard highest <= lastID else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [CodingKeys.lastID],
          debugDescription: "lastID \(lastID) is below the highest node ID \(highest)"
        )
      )
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encode(modals, forKey: .modals)
    try container.encode(lastID, forKey: .lastID)
  }
}
