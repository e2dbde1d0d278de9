/// A change as the guards see it: planned in full — every step, every screen that leaves and
/// every coordinator that finishes — and not yet applied.
///
/// ```swift
/// navigator.addGuard(named: "unsaved note") { change in
///   guard change.removes(noteScreen), note.hasUnsavedText else { return .allow }
///   return .ask { held in note.confirmDiscard(held) }
/// }
/// ```
@MainActor
public struct GuardedChange {
  /// What asked for the change, as the journal will name it.
  public let cause: Transaction.Cause
  /// The coordinator that asked; `nil` for the user's gesture.
  public let requester: Coordinator?
  /// What the app said a draft is for (``Navigator/perform(_:by:purpose:_:)``); `nil` for
  /// every other change. A guard reads it as the app's own type:
  /// `change.purpose?.as(LinkLanding.self)`.
  public let purpose: AppValue?
  /// The user's gesture, when the change is one the host asks about before performing it.
  public let gesture: Gesture?
  /// Why the app forces the change, when it does (``Navigator/forcing(_:announcing:_:)``): the guard's
  /// answer is then ignored, and it may only save what it protects.
  public let forced: AppValue?
  /// The tree now.
  public let before: NavigationTree
  /// The tree the change leads to.
  public let after: NavigationTree
  /// The primitive steps, in order, clean-up steps included.
  public let steps: [Step]
  /// The screens that leave the tree.
  public let departingScreens: [Screen]
  /// The coordinators that finish, children first, with their reasons.
  public let finishing: [(coordinator: Coordinator, reason: FinishReason)]

  let departedIDs: SmallSet<NodeID>

  /// Whether the change removes the node `id` (a screen, or a container with what it holds).
  public func removes(_ id: NodeID) -> Bool { departedIDs.contains(id) }

  /// Whether the change finishes `coordinator`.
  public func finishes(_ coordinator: Coordinator) -> Bool {
    finishing.contains { $0.coordinator === coordinator }
  }

  /// Whether the user asked for it with a gesture (back, edge swipe, swipe-down, tab tap,
  /// page swipe).
  public var isUserGesture: Bool { gesture != nil }

  /// Whether the app forces the change: no guard can hold, veto, rewrite or cancel it.
  public var isForced: Bool { forced != nil }
}
