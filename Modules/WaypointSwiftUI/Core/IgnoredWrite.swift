public import Waypoint

/// A binding write the host did not take as the user's: SwiftUI made it, but it does not
/// describe something the user did to what the host shows. The host shows its state again
/// after the update (the binding reverts).
public enum IgnoredWrite: Hashable, Sendable {
  /// Made through a binding built for an older state, after the container changed since
  /// (a late write: a sheet's swipe-down reported after the host replaced the sheet, a
  /// parent sheet's binding cleared when its child was swiped away).
  case late(NodeID, seen: Revision)
  /// Made while the host's own transaction on that container ran: the echo of the
  /// transition, not a gesture (the user cannot act on a container while it animates).
  case duringTransition(NodeID)
  /// A change a user cannot make: a path that is not a shorter one, a sheet below the top, a
  /// full-screen cover or a dialog cleared without an answer, a page swipe that skips pages.
  case notAUserChange(NodeID)
  /// A write about a node the host does not show.
  case unknownNode(NodeID)
}
