/// How a guard answers a planned change (see ``Navigator/addGuard(named:_:)``).
///
/// Guards run, in the order they were added, over the **whole** planned change before anything
/// commits. The first answer other than ``allow`` decides:
/// - ``veto(_:)`` stops the change: the tree, the coordinators, the models and the host stay
///   exactly as they were, and the journal records the veto and its reason;
/// - ``rewrite(to:)`` replaces the change by another operation on behalf of the same
///   requester, which the guards see again;
/// - ``ask(_:)`` holds the change: the journal records it as held, and the guard's closure
///   gets the ``HeldChange`` to resume or cancel once it has an answer (a dialog, a login).
@MainActor
public enum GuardAnswer {
  /// Let the change go on (to the next guard).
  case allow
  /// Stop the change, for this reason: a text (`.veto("unsaved changes")`) or a value of the
  /// app's own type (`.veto(AppValue(reason))`).
  case veto(AppValue)
  /// Carry out this operation instead, on behalf of the same requester.
  case rewrite(to: NavigationOperation)
  /// Hold the change; `question` is called once, right after it is held, with the handle that
  /// resumes or cancels it.
  case ask(_ question: @MainActor (HeldChange) -> Void)
}

/// A guard's name and what it answered, when it stopped a change: what the journal records.
public struct GuardStop: Hashable, Sendable, CustomStringConvertible {
  /// The guard's name (see ``Navigator/addGuard(named:_:)``).
  public let guardName: String
  /// Why it stopped the change; for a held change, what it waits for.
  public let reason: AppValue

  /// Creates a record of a guard's answer.
  public init(guardName: String, reason: AppValue) {
    self.guardName = guardName
    self.reason = reason
  }

  public var description: String { "\(guardName): \(reason)" }
}

/// Identifies a guard added to a navigator, to remove it.
public struct GuardToken: Hashable, Sendable {
  let rawValue: Int
}

/// A guard: a name for the journal and the function that answers.
@MainActor
struct RegisteredGuard {
  let token: GuardToken
  let name: String
  /// The coordinator whose lifetime bounds the guard; it answers only while that one runs.
  weak var owner: Coordinator?
  let hasOwner: Bool
  let answer: @MainActor (GuardedChange) -> GuardAnswer
}
