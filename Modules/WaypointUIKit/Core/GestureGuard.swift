public import Waypoint

/// A user's attempt to leave a screen by a gesture that the app may veto.
public enum LeaveAttempt: Hashable, Sendable {
  /// An edge swipe on `stack` that would reveal `to`.
  case interactivePop(stack: NodeID, to: NodeID)
  /// A swipe down of the sheet whose content is `modal`.
  case swipeDown(modal: NodeID)
}

/// How a guard answers a ``LeaveAttempt``.
public enum LeaveAnswer: Hashable, Sendable {
  /// Let the gesture run.
  case allow
  /// Stop it; the attempt is reported as a cancelled gesture.
  case refuse
  /// Stop it, then ask (``GestureGuard/ask(_:resume:)``); a `true` answer makes the host
  /// perform the change itself and report it as a completed gesture.
  case ask
}

/// Vetoes a sheet's swipe-down or an interactive pop: answers synchronously, or asks the user
/// and resumes.
///
/// A sheet whose answer is ``LeaveAnswer/ask`` or ``LeaveAnswer/refuse`` is locked
/// (`isModalInPresentation`) whenever the host settles, so it does not move under the finger;
/// UIKit then reports the attempt through `presentationControllerDidAttemptToDismiss(_:)`.
/// Call ``ContainerHost/refreshGuards()`` when an answer changes between transitions (the user
/// typed into a form).
@MainActor
public protocol GestureGuard: AnyObject {
  /// The answer for this attempt, given the tree the host has rendered.
  func answer(for attempt: LeaveAttempt, in tree: NavigationTree) -> LeaveAnswer
  /// Asks the user (an alert) and calls `resume` once with the decision.
  func ask(_ attempt: LeaveAttempt, resume: @escaping @MainActor (Bool) -> Void)
}

extension GestureGuard {
  /// Refuses without asking.
  public func ask(_ attempt: LeaveAttempt, resume: @escaping @MainActor (Bool) -> Void) {
    resume(false)
  }
}
