import Testing

@testable import Waypoint

/// A navigator on a ``ManualHost`` showing `Home`, whose first transaction the host has
/// completed; `first` completes it again.
@MainActor
func makeManualNavigator() throws -> (
  navigator: Navigator, host: ManualHost, root: Root, first: @MainActor () -> Void
) {
  let host = ManualHost()
  let root = Root()
  let navigator = Navigator(root: root, host: host)
  navigator.start()
  try root.navigate(.replaceRoot(.stack([.screen(route("Home"))])))
  let first = try #require(host.completions.first)
  first()
  return (navigator, host, root, first)
}

/// A host whose completions the test calls by hand, as often as it likes.
@MainActor
final class ManualHost: NavigationHost {
  var completions: [@MainActor () -> Void] = []
  func attach(to receiver: any GestureReceiver, tree: NavigationTree) {}
  func apply(
    _ steps: [Step], resulting tree: NavigationTree, completion: @escaping @MainActor () -> Void
  ) {
    completions.append(completion)
  }
}

/// The journal tells observers in order and never re-entrantly; outcomes name their own
/// transaction; a misbehaving host cannot end a transaction early.
@MainActor
@Suite struct JournalDeliveryTests {
  @Test func anAppliedOutcomeIsItsOwnTransactionEvenWhenObserversRequestMore() throws {
    let (navigator, _, root) = makeNavigator()
    var reacted = false
    navigator.journal.observe { _ in
      guard !reacted else { return }
      reacted = true
      _ = try? root.navigate(.dismiss)  // queued, then refused: nothing presented
      _ = try? root.navigate(.popToRoot())  // queued
    }
    let outcome = try root.push(.screen(route("A")))
    guard case .applied(let transaction) = outcome else {
      Issue.record("expected the push to apply, got \(outcome)")
      return
    }
    #expect(
      transaction.cause == .operation(.push(.screen(route("A")), onto: nil), requester: "Root"))
    #expect(transaction.tree?.visibleScreen.route == route("A"))
  }

  @Test func anObserverRetryingADroppedRequestDoesNotRecurse() throws {
    let (navigator, host, root) = makeNavigator()
    host.animates = true
    var drops = 0
    navigator.journal.observe { transaction in
      guard case .dropped = transaction.result else { return }
      drops += 1
      _ = try? root.push(.screen(route("A")))
    }
    try root.push(.screen(route("A")))
    try root.push(.screen(route("A")))  // a double tap: dropped, and retried by the observer
    #expect(drops == 1)
    host.finishAnimations()
    #expect(navigator.tree.stackNames == ["Home", "A"])
  }

  @Test func aSecondCompletionIsIgnoredAndJournaled() throws {
    let (navigator, host, root, first) = try makeManualNavigator()
    let firstID = try #require(navigator.journal.last?.id)
    try root.push(.screen(route("A")))  // runs, waits for its completion
    guard case .queued = try root.push(.screen(route("B"))) else {
      Issue.record("B should wait for A's animation")
      return
    }
    first()  // the host completes the first transaction again
    #expect(navigator.isInTransaction, "A's animation is still running")
    #expect(navigator.tree.stackNames == ["Home", "A"])
    #expect(
      navigator.journal.entries.contains { $0.error == .duplicateCompletion(transaction: firstID) })
    host.completions[1]()
    #expect(navigator.tree.stackNames == ["Home", "A", "B"])
  }
}

extension JournalDeliveryTests {
  @Test func observersHearOfAnAppsRefusalAtOnce() throws {
    let (navigator, _, _) = makeNavigator()
    var heard: [Transaction.Cause] = []
    navigator.journal.observe { heard.append($0.cause) }
    navigator.journal.recordRefusal(of: "show tab Search", because: "no tab named Search")
    #expect(heard == [.intent(AppValue("show tab Search"))])
  }
}
