/// The whole navigation state of an app as one value: the root, and the modal chain over it.
///
/// A tree is changed only by operations (``perform(_:)``) and primitive ``Step``s; both are
/// validated, and a refused change leaves the tree exactly as it was. Trees are `Codable` for
/// restoration (a decoded tree is validated like an operation: see ``validate()``), `Equatable`
/// for tests, and `Sendable`.
///
/// ```swift
/// var tree = try NavigationTree(root: .stack([.screen(Route("Home"))]))
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
  /// How much width the app has: splits are collapsed exactly when it is compact, and splits
  /// added later are made so. Compact until a host reports otherwise
  /// (``NavigationOperation/resize(_:)``).
  public internal(set) var widthClass: WidthClass = .compact

  /// Creates a tree whose root is built from `content`.
  /// - Throws: ``NavigationError`` when the content is malformed (an empty stack, tabs inside a
  ///   stack, an out-of-range selection).
  /// - Parameters:
  ///   - content: What the root shows.
  ///   - widthClass: The width the tree starts with; its splits are made collapsed when it is
  ///     compact.
  public init(root content: Content, widthClass: WidthClass = .compact) throws(NavigationError) {
    self.widthClass = widthClass
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

  /// This tree's nodes replaced by `root` and `modals`, which may hold its nodes (with their
  /// IDs) and nodes of its own making: what a migration of saved navigation builds from a
  /// decoded tree. IDs this tree handed out stay handed out, so a node added later never takes
  /// the ID of one removed here.
  ///
  /// ```swift
  /// let tree = try NavigationTree(root: .stack([.screen(Route("Home"))]))
  /// let renamed = try tree.withNodes(
  ///   root: .screen(Screen(id: tree.root.id, route: Route("Start"))), modals: [])
  /// renamed.root.screen?.route  // Start
  /// ```
  /// - Throws: ``NavigationError`` for nodes a decoded tree may not hold (see ``validate()``):
  ///   a node where its kind may not stand, a dialog over a dialog, a duplicate ID, or an ID
  ///   this tree never handed out.
  public func withNodes(root: Node, modals: [Modal]) throws(NavigationError) -> NavigationTree {
    var tree = self
    tree.root = root
    tree.modals = modals
    try tree.validate()
    return tree
  }

  /// Hands out a fresh node ID.
  /// - Throws: ``NavigationError/idsExhausted`` when every ID has been handed out.
  mutating func makeID() throws(NavigationError) -> NodeID {
    guard lastID < UInt64.max else { throw .idsExhausted }
    lastID += 1
    return NodeID(rawValue: lastID)
  }

  /// Whether `id` was handed out by this tree (it may have left since).
  func wasHandedOut(_ id: NodeID) -> Bool { id.rawValue <= lastID }

  /// Counts `ids` as handed out, so the tree never hands them out again.
  mutating func reserve(_ ids: [NodeID]) {
    for id in ids where id.rawValue > lastID { lastID = id.rawValue }
  }
}

extension NavigationTree: Equatable {
  /// Two trees are equal when they show the same nodes with the same IDs at the same width;
  /// which IDs each has handed out so far does not matter.
  public static func == (lhs: NavigationTree, rhs: NavigationTree) -> Bool {
    lhs.root == rhs.root && lhs.modals == rhs.modals && lhs.widthClass == rhs.widthClass
  }
}

extension NavigationTree: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(modals)
  }
}
