/// The entries of a navigation stack, root first.
///
/// Stored as a persistent linked list: push, pop and reading the top are O(1), and keeping an
/// earlier version alive (the journal keeps every transaction's tree) costs nothing, because
/// versions share their cells. Reading the entries root first (``array``) is O(n).
public struct StackEntries: Sendable {
  final class Cell: Sendable {
    let node: Node
    let below: Cell?
    let count: Int

    init(node: Node, below: Cell?) {
      self.node = node
      self.below = below
      self.count = (below?.count ?? 0) + 1
    }
  }

  private(set) var topCell: Cell?

  /// Creates entries from an array, root first.
  public init(_ nodes: [Node] = []) {
    var cell: Cell?
    for node in nodes { cell = Cell(node: node, below: cell) }
    topCell = cell
  }

  /// The number of entries.
  public var count: Int { topCell?.count ?? 0 }
  /// Whether the stack holds no entry.
  public var isEmpty: Bool { topCell == nil }
  /// The top entry: the visible one.
  public var top: Node? { topCell?.node }
  /// The entry below the top, if any.
  public var belowTop: Node? { topCell?.below?.node }
  /// The root entry. O(n).
  public var root: Node? {
    var cell = topCell
    while let below = cell?.below { cell = below }
    return cell?.node
  }

  /// The entries, root first. O(n).
  public var array: [Node] {
    var result: [Node] = []
    result.reserveCapacity(count)
    var cell = topCell
    while let current = cell {
      result.append(current.node)
      cell = current.below
    }
    return result.reversed()
  }

  /// Pushes an entry on top. O(1).
  mutating func push(_ node: Node) {
    topCell = Cell(node: node, below: topCell)
  }

  /// Pops entries until `id` is on top and returns the popped ones, top first.
  /// `nil` when no entry has that ID (nothing changes then). O(popped).
  mutating func pop(to id: NodeID) -> [Node]? {
    var popped: [Node] = []
    var cell = topCell
    while let current = cell {
      if current.node.id == id {
        topCell = current
        return popped
      }
      popped.append(current.node)
      cell = current.below
    }
    return nil
  }

  /// The entries from the top down to (excluding) the entry with `id`; `nil` when it is absent.
  func entries(above id: NodeID) -> [Node]? {
    var above: [Node] = []
    var cell = topCell
    while let current = cell {
      if current.node.id == id { return above }
      above.append(current.node)
      cell = current.below
    }
    return nil
  }

  /// The entry just below the entry with `id`; `nil` for the root or an absent entry.
  func entry(below id: NodeID) -> Node? {
    var cell = topCell
    while let current = cell {
      if current.node.id == id { return current.below?.node }
      cell = current.below
    }
    return nil
  }

  /// Replaces the entry with `id` using `transform`; rebuilds only the cells above it.
  mutating func update(_ id: NodeID, _ transform: (inout Node) throws(NavigationError) -> Void)
    throws(NavigationError) -> Bool
  {
    guard var above = entries(above: id) else { return false }
    var target = topCell
    for _ in above { target = target?.below }
    guard let found = target else { return false }
    var node = found.node
    try transform(&node)
    var cell = Cell(node: node, below: found.below)
    while let next = above.popLast() { cell = Cell(node: next, below: cell) }
    topCell = cell
    return true
  }
}

extension StackEntries: Equatable {
  public static func == (lhs: StackEntries, rhs: StackEntries) -> Bool {
    var left = lhs.topCell
    var right = rhs.topCell
    while true {
      if left === right { return true }
      guard let l = left, let r = right, l.count == r.count, l.node == r.node else { return false }
      left = l.below
      right = r.below
    }
  }
}

extension StackEntries: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try [Node](from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try array.encode(to: encoder)
  }
}

extension StackEntries {
  /// A description of the stack for messages: `stack #2 [Home#3, Article#5]`, the middle
  /// elided for a deep stack.
  func summary(of id: NodeID) -> String {
    let shown = 6
    var top: [String] = []
    var cell = topCell
    while let current = cell, top.count < shown {
      top.append(current.node.summary)
      cell = current.below
    }
    let elided = count > shown ? "…, " : ""
    let rootSummary = count > shown ? root.map { "\($0.summary), " } ?? "" : ""
    return "stack \(id) [\(rootSummary)\(elided)\(top.reversed().joined(separator: ", "))]"
  }
}
