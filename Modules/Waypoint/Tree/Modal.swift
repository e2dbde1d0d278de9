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
public struct Modal: Hashable, Sendable {
  /// How it is presented.
  public let style: ModalStyle
  /// What it shows: a screen, or a stack of its own, or a container.
  public internal(set) var content: Node
  /// The presentation's identity: the ID of the content it was presented with. Replacing the
  /// content in place (``NavigationOperation/replacePresented(_:)``) keeps it, so a host keeps
  /// the presented sheet and shows the new content in it, where a new presentation (another
  /// identity) is dismissed and presented. Content replaced by content that shows the same
  /// thing keeps its own ID too, and the nodes in it that stay keep theirs, so a host changes
  /// only what differs in it.
  public let presentation: NodeID

  /// Creates a modal. Trees create modals for you; use this to decode or to test.
  /// - Parameters:
  ///   - style: How it is presented.
  ///   - content: What it shows.
  ///   - presentation: The presentation's identity; `nil` for a new presentation, identified
  ///     by its content's ID.
  public init(style: ModalStyle, content: Node, presentation: NodeID? = nil) {
    self.style = style
    self.content = content
    self.presentation = presentation ?? content.id
  }
}

extension Modal: Codable {
  private enum CodingKeys: String, CodingKey { case style, content, presentation }

  /// Decodes a modal; one saved without a presentation identity (before content could be
  /// replaced in place) is a presentation of its content.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      style: try container.decode(ModalStyle.self, forKey: .style),
      content: try container.decode(Node.self, forKey: .content),
      presentation: try container.decodeIfPresent(NodeID.self, forKey: .presentation))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(style, forKey: .style)
    try container.encode(content, forKey: .content)
    // Written only once the content was replaced: a modal still showing the content it was
    // presented with reads the same as before presentations had an identity.
    if presentation != content.id { try container.encode(presentation, forKey: .presentation) }
  }
}
