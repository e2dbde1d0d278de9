/// A request, as the navigator queues it. A class: it passes through the queue, the running
/// slot and the guards without its payload being copied each time; ``copy()`` makes one to
/// change.
final class Request {
  enum Kind {
    case operation(NavigationOperation)
    case start(FlowCoordinator, PresentationStyle)
    case gesture(Gesture)
    /// Several parts built on a draft (see ``NavigationDraft``), named for the journal, with
    /// what the app says it is for (``GuardedChange/purpose``).
    case draft(
      String, AppValue?, @MainActor (inout NavigationDraft) throws(NavigationError) -> Void)
    /// A gesture a guard held, which the user confirmed: the navigator performs it (the host
    /// did not), with the gesture's finish reasons.
    case confirmedGesture(Gesture)
    /// A flow leaves the tree with a result for whoever started it.
    case finish(FlowCoordinator, any Sendable)
  }

  let kind: Kind
  let requester: Coordinator?
  /// The guards whose questions this request has answered (it was held and resumed).
  var answered: Set<GuardToken> = []
  /// How many times guards rewrote it.
  var rewrites = 0
  /// A resumed draft's: the flows its held build started for a result. The draft builds again;
  /// those it does not start again hear that they never started once it commits or fails.
  var earlierDraftChildren: [FlowCoordinator] = []
  /// The guard that last held it, when it was held and resumed.
  var resumedFrom: String?
  /// Why it is forced, when it is (``Navigator/forcing(_:announcing:_:)``): no guard stops it. Read on
  /// every run; unchecked for the reason the navigator's state is (see `Navigator`): only the
  /// navigator touches a request, on the main actor, and no access spans a call out.
  @exclusivity(unchecked) var forced: Forcing?

  init(kind: Kind, requester: Coordinator?) {
    self.kind = kind
    self.requester = requester
    switch kind {
    case .gesture(let gesture):
      isGesture = true
      self.gesture = gesture
    case .confirmedGesture(let gesture):
      isGesture = false
      self.gesture = gesture
    default:
      isGesture = false
      gesture = nil
    }
  }

  /// A request like this one, to change apart from it. It copies every stored field: a field
  /// added to the request must be added here too.
  func copy() -> Request {
    let copy = Request(kind: kind, requester: requester)
    copy.answered = answered
    copy.rewrites = rewrites
    copy.earlierDraftChildren = earlierDraftChildren
    copy.resumedFrom = resumedFrom
    copy.forced = forced
    return copy
  }

  /// What the app says a draft is for; `nil` for every other request.
  var purpose: AppValue? {
    if case .draft(_, let purpose, _) = kind { purpose } else { nil }
  }

  /// Whether it is a gesture the host performed (not one a guard held and the user confirmed).
  let isGesture: Bool

  /// The gesture it carries out: one the host performed, or one it held and the user confirmed.
  let gesture: Gesture?

  /// Whether `other` repeats this request: the same operation from the same coordinator, or
  /// the same kind of flow started the same way by the same coordinator. Gestures never
  /// repeat: the user has already made them.
  func repeats(_ other: Request) -> Bool {
    guard requester === other.requester else { return false }
    switch (kind, other.kind) {
    case (.operation(let a), .operation(let b)):
      return a == b
    case (.start(let a, let styleA), .start(let b, let styleB)):
      return type(of: a) == type(of: b) && styleA == styleB && a.initialContent == b.initialContent
    case (.finish(let a, _), .finish(let b, _)):
      return a === b
    default:
      return false
    }
  }

  @MainActor var cause: Transaction.Cause {
    guard let forced else { return plainCause }
    return .forced(reason: forced.reason, plainCause)
  }

  @MainActor private var plainCause: Transaction.Cause {
    let name = requester?.name ?? "user"
    switch kind {
    case .operation(let operation): return .operation(operation, requester: name)
    case .start(let child, let style): return .start(child.name, style: style, requester: name)
    case .gesture(let gesture): return .gesture(gesture)
    case .draft(let title, _, _): return .draft(title, requester: name)
    case .confirmedGesture(let gesture): return .gesture(gesture)
    case .finish(let flow, _): return .finishWithResult(flow.name)
    }
  }
}
