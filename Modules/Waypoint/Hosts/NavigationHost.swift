/// Renders the navigation tree and reports what the user does. Hosts render; they do not decide.
///
/// The navigator hands a host the primitive steps of each transaction. A host for UIKit pushes,
/// pops and presents view controllers; the ``HeadlessHost`` keeps a mirror tree for tests.
/// When the user changes the UI directly (back button, edge swipe, sheet swipe-down, tab tap,
/// page swipe), the host performs the change and reports it with
/// ``GestureReceiver/receive(_:)``.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Called once when a navigator adopts the host, with the tree it starts from.
  func attach(to receiver: any GestureReceiver, tree: NavigationTree)

  /// Renders steps. Call `completion` once the UI has settled (after animations); the
  /// navigator queues requests until then.
  /// - Parameters:
  ///   - steps: The primitive steps, in order.
  ///   - tree: The tree after the steps, for hosts that render from the whole state.
  ///   - completion: Call exactly once.
  func apply(
    _ steps: [Step], resulting tree: NavigationTree, completion: @escaping @MainActor () -> Void)
}

/// What a host reports gestures to: the ``Navigator``.
@MainActor
public protocol GestureReceiver: AnyObject {
  /// Records a gesture the host has already performed.
  func receive(_ gesture: Gesture)
  /// Asks the guards about a gesture before the host performs it; the host performs it only
  /// when allowed (see ``Navigator/attempt(_:)``).
  func attempt(_ gesture: Gesture) -> GestureVerdict
  /// Whether the guards would allow a gesture, without asking or recording anything (see
  /// ``Navigator/wouldAllow(_:)``).
  func wouldAllow(_ gesture: Gesture) -> Bool
  /// Offers the system back to the screens that handle it, before the host pops a stack;
  /// `nil` when none takes it (see ``Navigator/offerBack(_:)``).
  func offerBack(_ phase: BackPhase) -> GestureVerdict?
  /// `count` node IDs its tree has not handed out, for the screens the app's own code showed
  /// that a host adopts (``Gesture/appChangedStack(_:from:to:foreign:)``); fewer (none) when it
  /// cannot give them (see ``Navigator/unusedNodeIDs(_:)``).
  func unusedNodeIDs(_ count: Int) -> [NodeID]
  /// Answers the dialog whose screen is `dialog` with the choice the escape gesture makes
  /// (its ``DialogAction/Role/cancel`` choice); `false` when it has none, or no dialog runs there (see
  /// ``Navigator/escapeDialog(_:)``).
  func escapeDialog(_ dialog: NodeID) -> Bool
  /// The user moved accessibility focus to `element` of `screen` (VoiceOver's cursor, or the
  /// element they activated; `nil` for the screen itself): where focus comes back to when
  /// what it opens leaves (see ``Navigator/focusMoved(to:on:)``).
  /// - Throws: `NavigationError.notVisible(_:)` for a screen focus cannot be on.
  func focusMoved(to element: String?, on screen: NodeID) throws(NavigationError)
}

extension GestureReceiver {
  /// Allows every gesture: a receiver without guards.
  public func attempt(_ gesture: Gesture) -> GestureVerdict { .allowed }
  /// Allows every gesture: a receiver without guards.
  public func wouldAllow(_ gesture: Gesture) -> Bool { true }
  /// No screen handles the back: a receiver without back handlers.
  public func offerBack(_ phase: BackPhase) -> GestureVerdict? { nil }
  /// No IDs: a receiver that adopts nothing the app's own code showed.
  public func unusedNodeIDs(_ count: Int) -> [NodeID] { [] }
  /// Answers no dialog: a receiver without dialogs.
  public func escapeDialog(_ dialog: NodeID) -> Bool { false }
  /// Keeps nothing: a receiver that does not follow focus.
  public func focusMoved(to element: String?, on screen: NodeID) throws(NavigationError) {}
}
