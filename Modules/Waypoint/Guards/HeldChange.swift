/// A change a guard holds (``GuardAnswer/ask(_:)``) until it has an answer: resume it or
/// cancel it, once.
///
/// Resuming runs the change again, against the tree **as it is then**: a draft builds again,
/// an operation is planned again, and every guard answers again except the one that asked (its
/// question has been answered). Cancelling records the cancellation in the journal; nothing
/// changes. A held change that is neither resumed nor cancelled changes nothing; one whose
/// requester finishes meanwhile is cancelled by the navigator (it could not run any more).
///
/// ```swift
/// return .ask { held in
///   dialogs.confirm("Discard the note?") { discard in
///     if discard { try? held.resume() } else { held.cancel() }
///   }
/// }
/// ```
@MainActor
public final class HeldChange {
  /// Where a held change stands.
  public enum State: Hashable, Sendable {
    /// Waiting for an answer.
    case waiting
    /// Resumed; it ran again (and may have been refused).
    case resumed
    /// Cancelled; nothing changed.
    case cancelled
  }

  /// The journal entry that recorded it as held (its ``Transaction/id``).
  public let transaction: Int
  /// What asked for the change.
  public let cause: Transaction.Cause
  /// What the app said the change is for, when it is a draft that says so
  /// (``GuardedChange/purpose``).
  public let purpose: AppValue?
  /// The guard that holds it.
  public let guardName: String
  /// Where it stands.
  public private(set) var state = State.waiting

  // The request to run again lives in the navigator (`Navigator.HeldRequest`), not here: an
  // app keeps its held change, often in the coordinator that asked, and a request holds that
  // coordinator; kept here, the two would keep each other alive while the change waits.
  private weak var navigator: Navigator?
  private var observers: [@MainActor (State) -> Void] = []

  init(
    transaction: Int, cause: Transaction.Cause, purpose: AppValue?, guardName: String,
    navigator: Navigator
  ) {
    self.transaction = transaction
    self.cause = cause
    self.purpose = purpose
    self.guardName = guardName
    self.navigator = navigator
  }

  /// Runs the change again, on the tree as it is now; the guard that asked does not answer
  /// again. Does nothing (returns `.dropped`) once resumed or cancelled.
  /// - Returns: As ``Navigator/perform(_:)``: applied, queued behind a running transaction,
  ///   or held again by another guard.
  /// - Throws: ``NavigationError`` when it runs now and is refused or vetoed; the journal
  ///   records it.
  @discardableResult
  public func resume() throws(NavigationError) -> RequestOutcome {
    guard state == .waiting else { return .dropped }
    state = .resumed
    let held = navigator?.takeHeldRequest(of: self)
    tell()
    guard let navigator else { throw .inactiveCoordinator("Navigator") }
    guard let held else { return .dropped }
    let request = held.request.copy()
    request.earlierDraftChildren += held.draftChildren
    request.resumedFrom = guardName
    return try navigator.submit(request)
  }

  /// Gives the change up: the journal records the cancellation; nothing changes. Does nothing
  /// once resumed or cancelled.
  public func cancel() {
    guard state == .waiting else { return }
    state = .cancelled
    let held = navigator?.takeHeldRequest(of: self)
    tell()
    if let held { navigator?.recordCancellation(of: self, held) }
  }

  /// Cancels it because a forced change overrides it (``Navigator/forcing(_:announcing:_:)``).
  func cancel(forcedBy reason: AppValue) {
    guard state == .waiting else { return }
    state = .cancelled
    let held = navigator?.takeHeldRequest(of: self)
    tell()
    if let held { navigator?.recordCancellation(of: self, held, forcedBy: reason) }
  }

  /// Calls `observer` once, when it is resumed or cancelled (at once, when it already is).
  public func onAnswer(_ observer: @escaping @MainActor (State) -> Void) {
    if state == .waiting { observers.append(observer) } else { observer(state) }
  }

  private func tell() {
    let observers = self.observers
    self.observers = []
    for observer in observers { observer(state) }
  }
}
