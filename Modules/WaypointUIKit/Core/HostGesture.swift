public import Waypoint

/// A gesture the host performed, naming concrete nodes: the shape of the navigator's gesture
/// model. ``ContainerHost`` reports these; ``ContainerHost/onGesture`` hands them on.
public enum HostGesture: Hashable, Sendable {
  /// The back button (one level) or its long-press menu (several levels) popped `stack` until
  /// `to` is on top.
  case backButton(stack: NodeID, to: NodeID)
  /// An interactive pop of `stack` towards `to` ended; `completed: false` means it was
  /// cancelled or vetoed and nothing changed.
  case edgeSwipe(stack: NodeID, to: NodeID, completed: Bool)
  /// The sheet whose content is `modal` was swiped down; `completed: false` means the user let
  /// go or the swipe was vetoed.
  case swipeDown(modal: NodeID, completed: Bool)
  /// The user tapped tab `index` of `tabs` (tapping the selected tab pops its stack to root).
  case tabTap(Int, in: NodeID)
  /// A swipe settled the page container `pages` on page `index`.
  case pageSwipe(to: Int, in: NodeID)
}
