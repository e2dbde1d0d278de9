/// One entry of the ``Journal``: a request, what caused it, and what became of it.
public struct Transaction: Sendable, Identifiable {
  /// What asked for a change.
  public enum Cause: Hashable, Sendable {
    /// A coordinator (named) asked for an operation.
    case operation(NavigationOperation, requester: String)
    /// A coordinator (named) started a child flow (named) in a style.
    case start(String, style: PresentationStyle, requester: String)
    /// The user made a gesture, which the host reported.
    case gesture(Gesture)
    /// A coordinator (named) asked for a change of several parts, built on a draft and named
    /// by its title (see ``NavigationDraft``).
    case draft(String, requester: String)
    /// The host called the completion of this transaction (by its ``Transaction/id``) again.
    case hostCompletion(transaction: Int)
    /// A navigator was set up with this root coordinator.
    case setUp(String)
    /// An intent of the app's own type that the app refused before it became a request.
    case intent(AppValue)
    /// The user made the system back on the visible screen `screen`, and a screen's back
    /// handler answered it (see ``Navigator/offerBack(_:)``).
    case back(NodeID)
    /// A flow (named) finished itself with a result (see ``ProducesResult/finish(with:)``).
    case finishWithResult(String)
    /// The app forced the change `cause`, for `reason` (see ``Navigator/forcing(_:announcing:_:)``): no
    /// guard could stop it.
    indirect case forced(reason: AppValue, Cause)
  }

  /// What became of the request.
  public enum Result: Hashable, Sendable {
    /// Applied: the steps, in order, and the tree after them.
    case applied(steps: [Step], tree: NavigationTree)
    /// Refused by the navigator: the tree is unchanged.
    case refused(NavigationError)
    /// Refused by the app, for a reason of its own type, before it asked the navigator.
    case refusedByApp(AppValue)
    /// Held by the app, for a reason of its own type: it will be carried out later (a link
    /// that waits for login). Nothing changed.
    case heldByApp(AppValue)
    /// Dropped as a repeat of a request already running or queued (a double tap).
    case dropped
    /// A guard stopped it before anything changed (see ``GuardAnswer/veto(_:)``).
    case vetoed(GuardStop)
    /// A guard (named) holds it until it has an answer (see ``GuardAnswer/ask(_:)``); nothing
    /// changed yet.
    case held(by: String)
    /// The guard (named) that held it cancelled it; nothing changed.
    case cancelled(by: String)
    /// A change the app forced, for `reason`, cancelled it while the guard `heldBy` held it;
    /// nothing changed.
    case cancelledByForcedChange(heldBy: String, reason: AppValue)
    /// A guard (named) replaced it with this operation, which the next entry records.
    case rewritten(by: String, to: NavigationOperation)
    /// A screen's back handler (named) took the user's back; what it did is journaled next.
    case takenByScreen(String)
  }

  /// A coordinator that finished in this transaction.
  public struct Finish: Hashable, Sendable {
    /// The coordinator's ``Coordinator/name``.
    public var coordinator: String
    /// Why it finished.
    public var reason: FinishReason
  }

  /// The transaction's number, counting from 1 in its navigator.
  public let id: Int
  /// What asked for the change.
  public let cause: Cause
  /// What became of it.
  public let result: Result
  /// The coordinators that finished, in the order they finished (children first).
  public let finished: [Finish]

  /// The steps applied; empty unless applied.
  public var steps: [Step] {
    if case .applied(let steps, _) = result { steps } else { [] }
  }

  /// The tree after the transaction; `nil` unless applied.
  public var tree: NavigationTree? {
    if case .applied(_, let tree) = result { tree } else { nil }
  }

  /// Why it did not apply: the navigator's error, or the guard's veto or cancellation as a
  /// ``NavigationError``; `nil` when it applied, was dropped, held, rewritten, or the app decided.
  public var error: NavigationError? {
    switch result {
    case .refused(let error): error
    case .vetoed(let stop): .vetoed(stop)
    case .cancelled(let name): .cancelledByGuard(name)
    case .cancelledByForcedChange(_, let reason): .cancelledByForcedChange(reason)
    default: nil
    }
  }

  /// Whether it was refused, by the navigator or by the app.
  public var isRefused: Bool {
    switch result {
    case .refused, .refusedByApp, .vetoed, .cancelled, .cancelledByForcedChange: true
    case .applied, .dropped, .heldByApp, .held, .rewritten, .takenByScreen: false
    }
  }
}

extension Transaction.Cause: CustomStringConvertible {
  public var description: String {
    switch self {
    case .operation(let operation, let requester): "\(requester): \(operation)"
    case .start(let child, let style, let requester): "\(requester): start \(child), \(style)"
    case .gesture(let gesture): "user: \(gesture)"
    case .draft(let title, let requester): "\(requester): \(title)"
    case .hostCompletion(let transaction): "host: completed \(transaction)"
    case .setUp(let root): "app: set up with \(root)"
    case .intent(let intent): "app: \(intent)"
    case .finishWithResult(let flow): "\(flow): finish with a result"
    case .back(let screen): "user: back on \(screen)"
    case .forced(let reason, let cause): "forced (\(reason)): \(cause)"
    }
  }
}

extension Transaction: CustomStringConvertible {
  public var description: String {
    var line = "\(id) \(cause) → "
    switch result {
    case .applied(let steps, _):
      line += steps.isEmpty ? "no change" : steps.map(\.description).joined(separator: "; ")
    case .refused(let error): line += "refused: \(error)"
    case .refusedByApp(let reason): line += "refused: \(reason)"
    case .heldByApp(let reason): line += "held: \(reason)"
    case .dropped: line += "dropped (repeat)"
    case .vetoed(let stop): line += "vetoed by \(stop)"
    case .held(let name): line += "held by \(name)"
    case .cancelled(let name): line += "cancelled by \(name)"
    case .cancelledByForcedChange(let name, let reason):
      line += "cancelled (held by \(name)) by a forced change: \(reason)"
    case .rewritten(let name, let operation): line += "rewritten by \(name) to \(operation)"
    case .takenByScreen(let name): line += "taken by \(name)"
    }
    if !finished.isEmpty {
      line += " · finished "
      line += finished.map { "\($0.coordinator) (\($0.reason))" }.joined(separator: ", ")
    }
    return line
  }
}
