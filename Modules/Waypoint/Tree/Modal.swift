/// How a modal is presented.
public enum ModalStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card the user can swipe down to dismiss.
  case sheet
  /// Covers the screen; the user cannot swipe it away.
  case fullScreen
  /// An alert: a dialog of one screen over what is shown, answered by one of its choices
  /// (`UIAlertController` with `.alert` in UIKit). See ``DialogCoordinator``.
  case alert
  /// A confirmation dialog: choices about an action the user started (an action sheet in
  /// UIKit).
  case confirmationDialog

  /// Whether the user can dismiss it with a swipe down.
  public var isSwipeDismissible: Bool { self == .sheet }

  /// Whether it is a dialog: one screen, answered by a choice, with nothing presented over it.
  public var isDialog: Bool { self == .alert || self == .confirmationDialog }

  /// Whether what is below it still shows (a sheet's card, a dialog over the screen); only a
  /// full-screen modal hides it. The screen lifecycle follows it: the level below is
  /// ``ScreenLifecycle/visible`` under a style that shows it, ``ScreenLifecycle/hidden``
  /// under one that does not.
  public var showsWhatIsBelow: Bool { self != .fullScreen }
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
