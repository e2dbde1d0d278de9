/// The record of every transaction of a navigator, with observers: the analytics and
/// debugging hook.
///
/// It keeps the most recent ``capacity`` transactions, each as a small value that describes
/// the change: its cause, its result and, when applied, its steps. The tree an applied
/// transaction left is not copied into every entry (a tree of many tabs would make each entry
/// as large as the tree): the journal keeps the tree of one transaction in
/// ``checkpointInterval`` and computes the others again, by applying their steps, when
/// ``entries`` or ``entries(after:)`` is read. What is kept per transaction does not grow with
/// the tree. An observer is told each transaction with its tree, and ``last`` has its tree
/// at once.
///
/// Observers hear of every transaction in order, once, and never re-entrantly: a transaction
/// recorded while observers are being told (a request an observer makes) is told after them.
/// A transaction is recorded before its hooks run and told after them, so an observer sees the
/// tree, the models and the coordinators as the transaction left them. A dropped or refused
/// record identical to the one observers are being told of (an observer retrying the request it
/// was told about) is not recorded again, so a retrying observer cannot loop.
///
/// ```swift
/// navigator.journal.observe { transaction in
///   analytics.screenView(transaction.tree?.visibleScreen.route.name)
/// }
/// ```
@MainActor
public final class Journal {
  /// How many transactions it keeps.
  public let capacity: Int
  /// How many transactions were ever recorded.
  @exclusivity(unchecked) public private(set) var recordedCount = 0

  /// The kept transactions, a ring of ``capacity`` + ``checkpointInterval`` slots whose
  /// oldest is at `head`: the last ``capacity``, and older ones back to the checkpoint the
  /// oldest of them needs (checkpoints are never further apart than the interval).
  @exclusivity(unchecked) private var kept: [Kept] = []
  @exclusivity(unchecked) private var head = 0
  /// The tree the last applied transaction left.
  @exclusivity(unchecked) private var latestTree: NavigationTree?
  /// How many transactions were recorded since the last one that kept its tree.
  @exclusivity(unchecked) private var sinceCheckpoint = 0
  @exclusivity(unchecked)
  private var observers: [(id: Int, body: @MainActor (Transaction) -> Void)] = []
  @exclusivity(unchecked) private var nextObserverID = 0
  @exclusivity(unchecked) private var untold: [Transaction] = []
  @exclusivity(unchecked) private var telling: Transaction?
  /// Tells the observers of a record the app made (``recordRefusal(of:because:)``); its navigator
  /// sets it, so that they are told inside a transaction and what they request waits behind it.
  @exclusivity(unchecked) var requestDelivery: (@MainActor () -> Void)?

  /// One transaction in this many keeps the tree as it was after it; the trees of the others
  /// are computed from the nearest earlier one.
  public static let checkpointInterval = 32

  /// Creates a journal keeping at most `capacity` transactions (at least 1).
  public init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// The kept transactions, oldest first: the most recent ``capacity``.
  public var entries: [Transaction] {
    entries(after: recordedCount - capacity)
  }

  /// The kept transactions recorded after the one numbered `id` (``Transaction/id``), oldest
  /// first; reading them costs the steps since the checkpoint before the first of them, not the
  /// whole journal.
  public func entries(after id: Int) -> [Transaction] {
    let first = max(id + 1, recordedCount - capacity + 1)
    guard !kept.isEmpty, first <= recordedCount else { return [] }
    let wanted = max(first - kept(at: 0).id, 0)
    // The newest checkpoint at or before the first wanted entry.
    var start = wanted
    while start > 0, !kept(at: start).isCheckpoint { start -= 1 }
    var tree: NavigationTree?
    var found: [Transaction] = []
    found.reserveCapacity(kept.count - wanted)
    for index in start..<kept.count {
      let entry = kept(at: index)
      tree = entry.tree(after: tree)
      if index >= wanted { found.append(entry.transaction(tree: tree)) }
    }
    return found
  }

  /// The most recent transaction.
  public var last: Transaction? {
    kept.isEmpty ? nil : kept(at: kept.count - 1).transaction(tree: latestTree)
  }

  /// The kept entry `index` places after the oldest.
  private func kept(at index: Int) -> Kept {
    kept[(head + index) % kept.count]
  }

  /// Calls `observer` with every transaction recorded from now on.
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(_ observer: @escaping @MainActor (Transaction) -> Void) -> Int {
    nextObserverID += 1
    observers.append((nextObserverID, observer))
    return nextObserverID
  }

  /// Stops calling an observer.
  public func removeObserver(_ token: Int) {
    observers.removeAll { $0.id == token }
  }

  /// Records a transaction; observers hear of it at the next ``deliver()``.
  @discardableResult
  func record(
    cause: Transaction.Cause, result: Transaction.Result, finished: [Transaction.Finish] = []
  ) -> Transaction {
    if let telling, telling.cause == cause, telling.result == result, telling.tree == nil {
      return telling
    }
    if case .applied(let steps, let tree) = result {
      return recordApplied(cause: cause, steps: steps, tree: tree, finished: finished)
    }
    recordedCount += 1
    keep(
      Kept(
        id: recordedCount, cause: cause, finished: finished, outcome: .other(result),
        isCheckpoint: sinceCheckpoint == 0, checkpoint: sinceCheckpoint == 0 ? latestTree : nil))
    return tell(Transaction(id: recordedCount, cause: cause, result: result, finished: finished))
  }

  /// Records an applied transaction: its steps, and the tree they left.
  @discardableResult
  func recordApplied(
    cause: Transaction.Cause, steps: [Step], tree: NavigationTree,
    finished: [Transaction.Finish] = []
  ) -> Transaction {
    recordedCount += 1
    // A checkpoint every `checkpointInterval` entries, and wherever the tree before was unknown
    // (the first applied transaction), so that every applied entry can be computed again.
    let checkpoint = sinceCheckpoint == 0 || latestTree == nil
    latestTree = tree
    keep(
      Kept(
        id: recordedCount, cause: cause, finished: finished, outcome: .applied(steps),
        isCheckpoint: checkpoint, checkpoint: checkpoint ? tree : nil))
    return tell(
      Transaction(
        id: recordedCount, cause: cause, result: .applied(steps: steps, tree: tree),
        finished: finished))
  }

  /// Puts `entry` in the ring, in the place of the oldest once the ring is full.
  private func keep(_ entry: consuming Kept) {
    sinceCheckpoint =
      entry.isCheckpoint ? 1 : (sinceCheckpoint + 1) % Self.checkpointInterval
    if kept.count < capacity + Self.checkpointInterval {
      kept.append(entry)
    } else {
      kept[head] = entry
      head = (head + 1) % kept.count
    }
  }

  /// Queues `transaction` for the observers, if any, and returns it.
  private func tell(_ transaction: Transaction) -> Transaction {
    if !observers.isEmpty { untold.append(transaction) }
    return transaction
  }

  /// Tells the observers of every transaction recorded since, in order; does nothing when
  /// called while they are being told (the running call tells them of new ones too).
  func deliver() {
    guard telling == nil else { return }
    while !untold.isEmpty {
      let transaction = untold.removeFirst()
      telling = transaction
      for observer in observers { observer.body(transaction) }
    }
    telling = nil
  }
}
