/// How a flow coordinator's initial content enters the tree: pushed, presented, replacing the
/// root, or embedded in a container.
public enum PresentationStyle: Hashable, Sendable {
  /// Pushed onto a stack: the given one, or the visible one.
  case push(onto: NodeID? = nil)
  /// Presented modally over the top; `inStack` wraps the content in a stack of its own.
  case present(ModalStyle = .sheet, inStack: Bool = true)
  /// Replaces the content of the top modal in place
  /// (``NavigationOperation/replacePresented(_:)``): the modal stays presented, in its style,
  /// and the flow that showed it finishes with ``FinishReason/replaced``. `inStack` wraps the
  /// content in a stack of its own. The new flow brings screens of its own: its content is
  /// new, even where it shows the routes the modal shows. The new coordinator becomes a child
  /// of the replaced flow's parent (the coordinator that presented it), so a flow can hand its
  /// sheet over to the next; with no flow anchored at the modal's content, of the caller, or
  /// of the caller's nearest ancestor that stays when the caller's own screens are in the
  /// modal.
  ///
  /// Unless the same flow shows there already, as Decompose's child slot keeps a child
  /// activated with the same configuration: a running flow of the same type, started with the
  /// same initial content, is anchored at the modal's content, and that content is the same
  /// as the content this start would place (the same routes in the same shape, as
  /// ``NavigationOperation/replacePresented(_:)`` says). That flow then stays as it is, with
  /// its screens, their models and what it pushed since; the start applies with no steps, and
  /// the new coordinator never starts: one started for a result hears
  /// ``FlowResult/notStarted(_:)`` with ``NavigationError/alreadyAnchored(_:)`` naming the
  /// modal's content.
  case replacePresented(inStack: Bool = true)
  /// Replaces the root (splash → login → main, logout); `inStack` wraps the content in a stack
  /// unless it is a tab container. The new coordinator becomes a child of the navigator's root
  /// coordinator, since the caller's own screens leave with the old root.
  case replaceRoot(inStack: Bool = true)
  /// Shown in a column of a split (the visible one unless an ID is given), in a stack of its
  /// own (``NavigationOperation/setColumn(_:to:in:)``): what the column showed leaves, and
  /// the flow that showed it finishes with ``FinishReason/replaced``. The new coordinator
  /// becomes a child of the replaced flow's parent, so the flow showing one article hands the
  /// column to the next; with no flow anchored at the column, of the caller, or of the
  /// caller's nearest ancestor that stays when the caller's own screens are in the column.
  /// Finishing the flow removes the column (the host shows its placeholder).
  case column(SplitColumn, in: NodeID? = nil)
  /// Adopts a node that is already in the tree: a tab's or a page container's child.
  case embedded(NodeID)
}

extension PresentationStyle {
  /// The operation that places `content` in this style; `nil` for `embedded`.
  func operation(placing content: Content) -> NavigationOperation? {
    switch self {
    case .push(let stack): .push(content, onto: stack)
    case .present(let style, let inStack):
      .present(inStack ? content.inStack : content, style: style)
    case .replacePresented(let inStack): .replacePresented(inStack ? content.inStack : content)
    case .replaceRoot(let inStack): .replaceRoot(inStack ? content.inStack : content)
    case .column(let column, let split): .setColumn(column, to: content, in: split)
    case .embedded: nil
    }
  }
}

extension PresentationStyle: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let stack): stack.map { "push on \($0)" } ?? "push"
    case .present(let style, let inStack): "present \(style)\(inStack ? " in a stack" : "")"
    case .replacePresented(let inStack): "replace presented\(inStack ? " in a stack" : "")"
    case .replaceRoot: "replace root"
    case .column(let column, let split): "\(column) column\(split.map { " of \($0)" } ?? "")"
    case .embedded(let node): "embedded at \(node)"
    }
  }
}
