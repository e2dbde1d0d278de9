/// Why a coordinator finished: how the part of the tree it started left the tree.
public enum FinishReason: String, Hashable, Codable, Sendable, CaseIterable {
  /// The user tapped the back button.
  case backButton
  /// The user swiped back from the screen's edge and completed the swipe.
  case edgeSwipe
  /// The user swiped a sheet down.
  case swipeDown
  /// A tab was selected again and its stack popped to its root.
  case tabReselected
  /// A programmatic pop (pop, pop to a screen, pop to root, a planned transition).
  case popped
  /// A programmatic dismissal.
  case dismissed
  /// The stack it was on was replaced.
  case stackReplaced
  /// The root was replaced (login ↔ main, logout, token expiry).
  case rootReplaced
  /// Its parent coordinator finished, and took it along.
  case parentFinished

  /// Whether the user caused it directly with a gesture.
  public var isUserGesture: Bool {
    switch self {
    case .backButton, .edgeSwipe, .swipeDown, .tabReselected: true
    default: false
    }
  }
}

/// How a flow coordinator's initial content enters the tree (seed 000's presentation styles).
public enum PresentationStyle: Hashable, Sendable {
  /// Pushed onto a stack: the given one, or the visible one.
  case push(onto: NodeID? = nil)
  /// Presented modally over the top; `inStack` wraps the content in a stack of its own.
  case present(ModalStyle = .sheet, inStack: Bool = true)
  /// Replaces the root (splash → login → main, logout); `inStack` wraps the content in a stack
  /// unless it is a tab container. The new coordinator becomes a child of the navigator's root
  /// coordinator, since the caller's own screens leave with the old root.
  case replaceRoot(inStack: Bool = true)
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
    case .replaceRoot(let inStack): .replaceRoot(inStack ? content.inStack : content)
    case .embedded: nil
    }
  }
}
