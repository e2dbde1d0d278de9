/// The record of every transaction of a navigator, with observers: the analytics and
/// debugging hook.
///
/// It keeps the most recent ``capacity`` transactions. Each holds its resulting tree; trees
/// share their unchanged parts, so keeping them is cheap.
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
  public private(set) var recordedCount = 0

  private var ring: [Transaction] = []
  private var head = 0
  private var observers: [(id: Int, body: @MainActor (Transaction) -> Void)] = []
  private var nextObserverID = 0
  private var untold: [Transaction] = []
  private var telling: Transaction?
  /// Tells the observers of a record the app made (``recordRefusal(of:because:)``); its navigator
  /// sets it, so that they are told inside a transaction and what they request waits behind it.
  var requestDelivery: (@MainActor () -> Void)?

  /// Creates a journal keeping at most `capacity` transactions (at least 1).
  public init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// The kept transactions, oldest first.
  public var entries: [Transaction] {
    Array(ring[head...] + ring[..<head])
  }

  /// The most recent transaction.
  public var last: Transaction? {
    ring.isEmpty ? nil : ring[(head + ring.count - 1) % ring.count]
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
    recordedCount += 1
    let transaction = Transaction(
      id: recordedCount, cause: cause, result: result, finished: finished)
    if ring.count < capacity {
      ring.append(transaction)
    } else {
      ring[head] = transaction
      head = (head + 1) % capacity
    }
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
