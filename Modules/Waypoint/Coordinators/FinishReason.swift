/// Why a coordinator finished: how the part of the tree it started left the tree.
public enum FinishReason: String, Hashable, Codable, Sendable, CaseIterable {
  /// The user tapped the back button.
  case backButton
  /// The user swiped back from the screen's edge and completed the swipe.
  case edgeSwipe
  /// The user swiped a sheet down.
  case swipeDown
  /// The user made the escape gesture on a modal (VoiceOver's two-finger scrub, the Escape
  /// key), which dismissed it.
  case escape
  /// A tab was selected again and its stack popped to its root.
  case tabReselected
  /// A programmatic pop (pop, pop to a screen, pop to root, a planned transition).
  case popped
  /// A programmatic dismissal.
  case dismissed
  /// The stack it was on was replaced.
  case stackReplaced
  /// It was kept aside with a tab's saved back stack, and that stack was cleared
  /// (``TabCoordinator/clearSavedStack(of:)``).
  case savedStackCleared
  /// The page it was anchored at was removed from its page container
  /// (``NavigationOperation/setPages(_:in:)``).
  case pageRemoved
  /// The content of the modal it was in was replaced in place
  /// (``NavigationOperation/replacePresented(_:)``, ``PresentationStyle/replacePresented(inStack:)``).
  case replaced
  /// The root was replaced (login ↔ main, logout, token expiry).
  case rootReplaced
  /// Its parent coordinator finished, and took it along.
  case parentFinished
  /// The app forced the change that removed it (session expired, logout, account deleted;
  /// see ``Navigator/forcing(_:announcing:_:)``): no guard could keep it. Every coordinator a forced
  /// change finishes has this reason, in place of the one it would have had otherwise
  /// (``popped``, ``dismissed``, ``rootReplaced``, ``parentFinished``…), so a flow started for a
  /// result hears `.ended(.forced)`.
  case forced

  /// Whether the user caused it directly with a gesture.
  public var isUserGesture: Bool {
    switch self {
    case .backButton, .edgeSwipe, .swipeDown, .escape, .tabReselected: true
    default: false
    }
  }
}
