/// How a modal is presented.
public enum ModalStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card the user can swipe down to dismiss.
  case sheet
  /// Covers the screen; the user cannot swipe it away.
  case fullScreen

  /// Whether the user can dismiss it with a swipe down.
  public var isSwipeDismissible: Bool { self == .sheet }

  /// Whether what is below stays in sight while it is presented: a sheet leaves the level
  /// below it ``ScreenLifecycle/visible``, a full-screen modal makes it
  /// ``ScreenLifecycle/hidden``. A new style only has to answer this for the screen
  /// lifecycle to follow.
  public var showsWhatIsBelow: Bool {
    switch self {
    case .sheet: true
    case .fullScreen: false
    }
  }
}

/// One level of the modal chain: content presented over everything below it.
public struct Modal: Hashable, Codable, Sendable {
  /// How it is presented.
  public let style: ModalStyle
  /// What it shows: a screen, or a stack of its own, or a container.
  public internal(set) var content: Node

  /// Creates a modal. Trees create modals for you; use this to decode or to test.
  public init(style: ModalStyle, content: Node) {
    self.style = style
    self.content = content
  }
}
