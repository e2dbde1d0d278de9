public import Waypoint

/// A navigator guard whose answer a test sets: it answers the user's gestures (or the changes
/// `filter` picks) and keeps the changes it holds, to resume or cancel them as the user would.
///
/// ```swift
/// let unsaved = ScriptedGuard(.ask, on: navigator)
/// host.swipeDown()            // held: nothing changes
/// try unsaved.resumeLast()    // the user confirmed: the navigator carries it out
/// ```
@MainActor
public final class ScriptedGuard {
  /// What the guard answers.
  public enum Answer: Hashable, Sendable {
    /// Allow the change.
    case allow
    /// Veto it, with the reason "unsaved changes".
    case veto
    /// Hold it (`GuardAnswer.ask(_:)`) and keep it in ``held``.
    case ask
  }

  /// What it answers now.
  public var answer: Answer
  /// The changes it held, oldest first.
  public private(set) var held: [HeldChange] = []
  /// How many changes it answered other than allow (pure checks such as
  /// `Navigator.wouldAllow(_:)` included).
  public private(set) var stopped = 0
  /// Its token, to remove it.
  public private(set) var token: GuardToken?

  /// Adds a guard named `name` to `navigator` that answers `answer` to the changes `filter`
  /// picks (the user's gestures by default) and allows the others.
  public init(
    _ answer: Answer, named name: String = "unsaved changes", on navigator: Navigator,
    filter: @escaping @MainActor (GuardedChange) -> Bool = { $0.isUserGesture }
  ) {
    self.answer = answer
    // The navigator holds the guard: a test may drop its reference.
    token = navigator.addGuard(named: name) { [self] change in
      guard filter(change), self.answer != .allow else { return .allow }
      self.stopped += 1
      switch self.answer {
      case .allow: return .allow
      case .veto: return .veto("unsaved changes")
      case .ask: return .ask { held in self.held.append(held) }
      }
    }
  }

  /// The user confirmed the last held change: resumes it.
  @discardableResult
  public func resumeLast() throws(NavigationError) -> RequestOutcome {
    guard let last = held.last else { return .dropped }
    return try last.resume()
  }

  /// The user declined the last held change: cancels it.
  public func cancelLast() {
    held.last?.cancel()
  }
}
