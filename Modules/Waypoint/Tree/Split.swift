/// A column of a ``Split``.
public enum SplitColumn: String, Hashable, Codable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The leading column: a list, usually.
  case primary
  /// The optional middle column of a three-column split.
  case supplementary
  /// The trailing column: what was chosen in the others.
  case detail

  public var description: String { rawValue }
}

/// How much width the app has: what decides whether splits show their columns side by side.
public enum WidthClass: String, Hashable, Codable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// An iPhone in portrait, a narrow window, a folded device: a split shows one stack.
  case compact
  /// An iPad, a wide window, an unfolded device: a split shows its columns side by side.
  case regular

  public var description: String { rawValue }
}

/// A split container: a primary column and an optional supplementary and detail column, each a
/// ``Stack``, as `UISplitViewController` and `NavigationSplitView` show them.
///
/// Side by side (regular width) every column shows its stack's top. Collapsed (compact width)
/// the split shows one stack: the primary's entries, then the supplementary's and the detail's
/// up to the column on top (``compactColumn``), as ``collapsedEntries`` lists them. Collapsing
/// moves no node: each column keeps its stack, its entries, their IDs, models and
/// coordinators, so expanding shows each column again as it was. Going back from the root of
/// the column on top brings the column before it to the top and keeps what the column showed:
/// after the next expansion it is shown again.
///
/// The primary column is always there; a missing detail column shows the host's placeholder
/// (nothing is chosen yet).
public struct Split: Hashable, Sendable {
  /// The container's identity.
  public let id: NodeID
  /// The primary column.
  public internal(set) var primary: Stack
  /// The supplementary column of a three-column split, if any.
  public internal(set) var supplementary: Stack?
  /// The detail column, if something is chosen.
  public internal(set) var detail: Stack?
  /// Whether the split shows one stack (compact width) rather than its columns side by side.
  public internal(set) var isCollapsed: Bool
  /// The column on top of the collapsed stack: the last column it shows. Set to the deepest
  /// column present when the split collapses, to a column given content, and to the column
  /// before when the user goes back from the root of the one on top.
  public internal(set) var compactColumn: SplitColumn

  /// Creates a split container. Trees create containers for you; use this to decode or to
  /// test.
  /// - Parameters:
  ///   - id: The container's identity.
  ///   - primary: The primary column's stack.
  ///   - supplementary: The supplementary column's stack, if any.
  ///   - detail: The detail column's stack, if any.
  ///   - isCollapsed: Whether it shows one stack (compact width).
  ///   - compactColumn: The column on top when collapsed.
  /// - Throws: ``NavigationError/noColumn(_:in:)`` when `compactColumn` has no stack, or
  ///   ``NavigationError/misplaced(_:in:)`` for a column's entry that may not stand in a stack.
  public init(
    id: NodeID, primary: Stack, supplementary: Stack? = nil, detail: Stack? = nil,
    isCollapsed: Bool, compactColumn: SplitColumn = .primary
  ) throws(NavigationError) {
    self.id = id
    self.primary = primary
    self.supplementary = supplementary
    self.detail = detail
    self.isCollapsed = isCollapsed
    self.compactColumn = compactColumn
    guard column(compactColumn) != nil else { throw .noColumn(compactColumn, in: id) }
    for stack in stacks { try NavigationTree.checkPlacement(.stack(stack), at: .column) }
  }

  /// The stack of `column`, if the split has that column.
  public func column(_ column: SplitColumn) -> Stack? {
    switch column {
    case .primary: primary
    case .supplementary: supplementary
    case .detail: detail
    }
  }

  /// The columns the split has, in order.
  public var columns: [SplitColumn] {
    SplitColumn.allCases.filter { column($0) != nil }
  }

  /// The columns' stacks, in column order.
  public var stacks: [Stack] { columns.compactMap(column) }

  /// The last column present: the detail, else the supplementary, else the primary.
  public var deepestColumn: SplitColumn { columns.last ?? .primary }

  /// The column whose top is the screen the user acts on: the column on top when collapsed,
  /// the deepest column side by side.
  public var focusedColumn: SplitColumn { isCollapsed ? compactColumn : deepestColumn }

  /// The focused column's stack.
  public var focusedStack: Stack {
    // justified: the focused column is always present (the initializer and every step keep
    // the column on top present, and the deepest column is present by definition).
    column(focusedColumn)!
  }

  /// The column before `column` that the split has: what going back from its root shows.
  public func column(before column: SplitColumn) -> SplitColumn? {
    columns.last { $0.order < column.order }
  }

  /// What the collapsed split shows as one stack, root first: the primary's entries, then the
  /// supplementary's and the detail's, up to the column on top.
  public var collapsedEntries: [Node] {
    columns.filter { $0.order <= compactColumn.order }
      .flatMap { column($0)?.entries.array ?? [] }
  }

  /// Gives `column` a stack, or removes it for `nil`, moving the column on top as
  /// ``Step/setColumn(_:in:to:)`` says: to a column given a stack, and from a removed column
  /// to the column before it.
  mutating func replace(_ column: SplitColumn, with stack: Stack?) {
    set(column, to: stack)
    if stack != nil {
      compactColumn = column
    } else if self.column(compactColumn) == nil {
      compactColumn = self.column(before: column) ?? .primary
    }
  }

  mutating func set(_ column: SplitColumn, to stack: Stack?) {
    switch column {
    case .primary: if let stack { primary = stack }
    case .supplementary: supplementary = stack
    case .detail: detail = stack
    }
  }
}

extension SplitColumn {
  /// The column's place from the leading edge.
  var order: Int {
    switch self {
    case .primary: 0
    case .supplementary: 1
    case .detail: 2
    }
  }
}

extension Split: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, primary, supplementary, detail, isCollapsed, compactColumn
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(NodeID.self, forKey: .id),
      primary: container.decode(Stack.self, forKey: .primary),
      supplementary: container.decodeIfPresent(Stack.self, forKey: .supplementary),
      detail: container.decodeIfPresent(Stack.self, forKey: .detail),
      isCollapsed: container.decode(Bool.self, forKey: .isCollapsed),
      compactColumn: container.decode(SplitColumn.self, forKey: .compactColumn))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(primary, forKey: .primary)
    try container.encodeIfPresent(supplementary, forKey: .supplementary)
    try container.encodeIfPresent(detail, forKey: .detail)
    try container.encode(isCollapsed, forKey: .isCollapsed)
    try container.encode(compactColumn, forKey: .compactColumn)
  }
}
