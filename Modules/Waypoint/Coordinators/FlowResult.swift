/// How a flow started for a result ended: with its value, or without one and why.
///
/// Whoever starts a flow for a result hears exactly once: the value the flow finished with,
/// the ``FinishReason`` it left without one (the user went back or swiped it down, its parent
/// dismissed it or finished, the root was replaced…), or why it never started (refused,
/// vetoed, cancelled by the guard that held it, dropped as a repeat).
public enum FlowResult<Value: Sendable>: Sendable {
  /// The flow finished with this value (``ProducesResult/finish(with:)``).
  case value(Value)
  /// The flow left the tree without a value, for this reason.
  case ended(FinishReason)
  /// The flow never started, for this reason.
  case notStarted(NavigationError)

  /// The value; `nil` when the flow ended without one.
  public var value: Value? {
    if case .value(let value) = self { value } else { nil }
  }
}

extension FlowResult: Equatable where Value: Equatable {}
extension FlowResult: Hashable where Value: Hashable {}

/// A flow that finishes with a typed value for whoever started it.
///
/// ```swift
/// final class NoteCoordinator: TypedFlowCoordinator<TodayRoute>, ProducesResult {
///   typealias Output = Note
///   func save(_ note: Note) { try? finish(with: note) }
/// }
///
/// article.start(NoteCoordinator(article: 3), as: .present()) { result in
///   if case .value(let note) = result { show(note) }
/// }
/// ```
@MainActor
public protocol ProducesResult: FlowCoordinator {
  /// The value the flow finishes with.
  associatedtype Output: Sendable
}

extension ProducesResult {
  /// Leaves the tree with `value` for whoever started this flow: dismisses the modal it was
  /// presented in, or pops the stack to the entry below its first screen. The guards answer
  /// as for any change; a vetoed or refused request delivers nothing, and the flow stays.
  /// - Throws: ``NavigationError`` when the flow does not run, or was neither pushed nor
  ///   presented (a root or an embedded flow cannot leave by itself), or the change is
  ///   refused or vetoed now.
  @discardableResult
  public func finish(with value: Output) throws(NavigationError) -> RequestOutcome {
    guard let navigator, !isFinished else { throw .inactiveCoordinator(name) }
    return try navigator.submit(.finish(self, value), by: self)
  }
}

extension Coordinator {
  /// Starts a child flow for its result: `onResult` is called exactly once, with the value
  /// the flow finishes with, the reason it ended without one, or why it never started — also
  /// when the start is refused at once (nothing is thrown).
  /// - Returns: What became of the start request; `nil` when it was refused at once.
  @discardableResult
  public func start<Child: ProducesResult>(
    _ child: Child, as style: PresentationStyle,
    onResult: @escaping @MainActor (FlowResult<Child.Output>) -> Void
  ) -> RequestOutcome? {
    if child.resultSink != nil || child.navigator != nil || child.isFinished {
      onResult(.notStarted(.alreadyStarted(child.name)))
      return nil
    }
    child.resultSink = Self.sink(for: child, onResult)
    do throws(NavigationError) {
      return try start(child, as: style)
    } catch {
      // Refused before the navigator saw it (this coordinator is not running) or by it; told
      // once either way (a second telling finds no sink).
      Navigator.tellNotStarted(child, error)
      return nil
    }
  }

  static func sink<Child: ProducesResult>(
    for child: Child, _ onResult: @escaping @MainActor (FlowResult<Child.Output>) -> Void
  ) -> ResultSink {
    ResultSink { end in
      switch end {
      case .finished(let reason, let value):
        if let value = value as? Child.Output {
          onResult(.value(value))
        } else {
          onResult(.ended(reason))
        }
      case .notStarted(let error):
        onResult(.notStarted(error))
      }
    }
  }

  /// Starts a child flow and waits for its result (see ``start(_:as:onResult:)``).
  public func result<Child: ProducesResult>(
    of child: Child, startedAs style: PresentationStyle
  ) async -> FlowResult<Child.Output> {
    await withCheckedContinuation { continuation in
      start(child, as: style) { continuation.resume(returning: $0) }
    }
  }
}

/// Where a flow started for a result delivers it, exactly once.
@MainActor
final class ResultSink {
  enum End {
    case finished(FinishReason, (any Sendable)?)
    case notStarted(NavigationError)
  }

  /// The value the flow finished with, set when the request that removed it commits.
  var value: (any Sendable)?
  /// Why the flow stays unstarted although the request that started it commits (the same
  /// flow shows where it would, or a draft went on without it), told after that request's
  /// hooks; `nil` while it may still start.
  var refusal: NavigationError?
  private var deliver: (@MainActor (End) -> Void)?

  init(_ deliver: @escaping @MainActor (End) -> Void) {
    self.deliver = deliver
  }

  func send(_ end: End) {
    guard let deliver else { return }
    self.deliver = nil
    deliver(end)
  }
}

extension Navigator {
  /// Tells whoever started a flow for its result that the request starting it came to
  /// nothing.
  func requestEnded(_ request: Request, _ error: NavigationError) {
    switch request.kind {
    case .start(let child, _):
      Self.tellNotStarted(child, error)
    case .draft:
      for child in draftChildren + request.earlierDraftChildren {
        Self.tellNotStarted(child, error)
      }
      draftChildren = []
    default:
      return
    }
  }

  /// Tells the flows started for a result that a request which committed left unstarted
  /// (their sinks hold the ``ResultSink/refusal``): `request`'s own child, and the draft's
  /// (``flowsLeftUnstarted``, kept from the commit).
  func tellLeftUnstarted(by request: Request) {
    var children = flowsLeftUnstarted
    flowsLeftUnstarted = []
    if case .start(let child, _) = request.kind { children.append(child) }
    for child in children {
      if let refusal = child.resultSink?.refusal { Self.tellNotStarted(child, refusal) }
    }
  }

  /// Tells whoever started `child` for its result that it never started, unless it did.
  static func tellNotStarted(_ child: FlowCoordinator, _ error: NavigationError) {
    guard let sink = child.resultSink, child.navigator == nil, !child.isFinished else { return }
    child.resultSink = nil
    sink.send(.notStarted(error))
  }

  /// The operation that removes a flow finishing with a result: dismiss down to its modal, or
  /// pop its stack to the entry below its anchor.
  static func leaving(_ flow: FlowCoordinator, in tree: NavigationTree) throws(NavigationError)
    -> NavigationOperation
  {
    guard let anchor = flow.anchor else { throw .inactiveCoordinator(flow.name) }
    if let level = tree.modalLevel(of: anchor) {
      return level == 0 ? .dismissAll : .dismissTo(level: level - 1)
    }
    if let stack = tree.stack(holding: anchor), let below = stack.entries.entry(below: anchor) {
      return .popTo(below.id)
    }
    if let (split, column) = tree.column(holding: anchor), column != .primary {
      return .setColumn(column, to: nil, in: split.id)
    }
    throw .illegalStep(
      "\(flow.name) was neither pushed nor presented nor shown in a split's column: it cannot leave by itself"
    )
  }
}
