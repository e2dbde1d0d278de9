/// The journal as a `Codable` document: what a running app attaches to a bug report, and what
/// a tool reads to replay the session on a fresh app.
///
/// Each entry keeps its transaction's number, what caused it and what became of it (as kinds
/// and as the journal prints them), the gesture a host reported, and the tree after an applied
/// change; trees are encoded as ``NavigationTree`` encodes them and validated again when
/// decoded. Values of the app's own types (``AppValue``) are kept as text.
///
/// ```swift
/// let export = JournalExport(navigator.journal)
/// let json = try JSONEncoder().encode(export)  // attach it to the bug report
/// ```
///
/// The journal keeps its most recent ``Journal/capacity`` transactions: when more were
/// recorded, ``entries`` starts after the oldest ones (``isComplete`` is `false`).
public struct JournalExport: Hashable, Codable, Sendable {
  /// The version of the format this type writes.
  public static let currentVersion = 1

  /// The format's version; a reader refuses one it does not know.
  public var version: Int
  /// How many transactions the journal recorded in all.
  public var recordedCount: Int
  /// The kept transactions, oldest first.
  public var entries: [Entry]

  /// One transaction.
  public struct Entry: Hashable, Codable, Sendable {
    /// The transaction's number, counting from 1 in its navigator.
    public var id: Int
    /// What kind of cause asked for it.
    public var cause: CauseKind
    /// What became of it.
    public var result: ResultKind
    /// The transaction as the journal prints it (``Transaction/description``).
    public var text: String
    /// The gesture, for a ``CauseKind/gesture``.
    public var gesture: Gesture?
    /// The tree after it, when it applied.
    public var tree: NavigationTree?
    /// The guards that answered it with something else than letting it through, by name: the
    /// one that vetoed, held, cancelled or rewrote it. `nil` when none did (and in documents
    /// written before this field).
    public var guards: [String]?
    /// Whether the app forced it (``Navigator/forcing(_:announcing:_:)``): no guard could stop it. `nil`
    /// when it was not forced (and in documents written before this field).
    public var forced: Bool?

    /// An entry with every field given.
    /// - Parameters:
    ///   - id: The transaction's number.
    ///   - cause: The kind of its cause.
    ///   - result: The kind of its result.
    ///   - text: The transaction as the journal prints it.
    ///   - gesture: The gesture a host reported, if a gesture caused it.
    ///   - tree: The tree after it, if it applied.
    ///   - guards: The guards that vetoed, held, cancelled or rewrote it.
    ///   - forced: Whether the app forced it.
    public init(
      id: Int, cause: CauseKind, result: ResultKind, text: String, gesture: Gesture? = nil,
      tree: NavigationTree? = nil, guards: [String]? = nil, forced: Bool? = nil
    ) {
      self.id = id
      self.cause = cause
      self.result = result
      self.text = text
      self.gesture = gesture
      self.tree = tree
      self.guards = guards
      self.forced = forced
    }

    /// The entry of `transaction`.
    public init(_ transaction: Transaction) {
      var gesture: Gesture?
      if case .gesture(let made) = transaction.cause { gesture = made }
      var forced = false
      if case .forced = transaction.cause { forced = true }
      let guards: [String]? =
        switch transaction.result {
        case .vetoed(let stop): [stop.guardName]
        case .held(let name), .cancelled(let name), .rewritten(let name, _): [name]
        case .cancelledByForcedChange(let name, _): [name]
        default: nil
        }
      self.init(
        id: transaction.id, cause: CauseKind(transaction.cause),
        result: ResultKind(transaction.result), text: transaction.description, gesture: gesture,
        tree: transaction.tree, guards: guards, forced: forced ? true : nil)
    }
  }

  /// The kinds of ``Transaction/Cause``.
  public enum CauseKind: String, Hashable, Codable, Sendable, CaseIterable {
    case operation, start, gesture, draft, hostCompletion, setUp, intent, back, finishWithResult

    /// The kind of `cause`; a forced one is of the kind of what was forced (its text says
    /// forced).
    public init(_ cause: Transaction.Cause) {
      switch cause {
      case .operation: self = .operation
      case .start: self = .start
      case .gesture: self = .gesture
      case .draft: self = .draft
      case .hostCompletion: self = .hostCompletion
      case .setUp: self = .setUp
      case .intent: self = .intent
      case .back: self = .back
      case .finishWithResult: self = .finishWithResult
      case .forced(_, let forced): self.init(forced)
      }
    }
  }

  /// The kinds of ``Transaction/Result``.
  public enum ResultKind: String, Hashable, Codable, Sendable, CaseIterable {
    case applied, refused, refusedByApp, heldByApp, dropped, vetoed, held, cancelled, rewritten
    case takenByScreen

    /// The kind of `result`; one cancelled by a forced change is `cancelled` (its text says
    /// why).
    public init(_ result: Transaction.Result) {
      switch result {
      case .applied: self = .applied
      case .refused: self = .refused
      case .refusedByApp: self = .refusedByApp
      case .heldByApp: self = .heldByApp
      case .dropped: self = .dropped
      case .vetoed: self = .vetoed
      case .held: self = .held
      case .cancelled, .cancelledByForcedChange: self = .cancelled
      case .rewritten: self = .rewritten
      case .takenByScreen: self = .takenByScreen
      }
    }
  }

  /// A document with every field given.
  /// - Parameters:
  ///   - version: The format's version.
  ///   - recordedCount: How many transactions were recorded in all.
  ///   - entries: The kept transactions, oldest first.
  public init(version: Int = currentVersion, recordedCount: Int, entries: [Entry]) {
    self.version = version
    self.recordedCount = recordedCount
    self.entries = entries
  }

  /// The document of what `journal` keeps now.
  @MainActor
  public init(_ journal: Journal) {
    self.init(recordedCount: journal.recordedCount, entries: journal.entries.map(Entry.init))
  }

  /// Whether it holds every transaction from the first (none fell out of the capacity).
  public var isComplete: Bool { entries.first.map { $0.id == 1 } ?? (recordedCount == 0) }
}
