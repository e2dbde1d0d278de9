/// What an operation or a list of steps did to a tree.
public struct TreeChange: Sendable, Equatable {
  /// The primitive steps, in order.
  public var steps: [Step]
  /// Each subtree the steps removed, paired with the index of the step that removed it.
  public var removed: [(step: Int, node: Node)]
  /// IDs of removed nodes that a later step put back: they never left.
  var readmitted: Set<NodeID> = []

  public static func == (lhs: TreeChange, rhs: TreeChange) -> Bool {
    lhs.steps == rhs.steps && lhs.removed.map(\.step) == rhs.removed.map(\.step)
      && lhs.removed.map(\.node) == rhs.removed.map(\.node)
  }
}
