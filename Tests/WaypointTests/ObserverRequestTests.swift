import Testing

@testable import Waypoint

/// Requests made while journal observers are told wait behind the transaction they hear of,
/// whatever the host does; and a page container reports its selection to one coordinator.
@MainActor
@Suite struct ObserverRequestTests {
  /// Issue D1: with a host that does not animate, the running request stopped counting as
  /// running while observers were told, so a repeat of it ran again.
  @Test(arguments: [false, true])
  func anObserverRepeatingTheRunningRequestIsDroppedWhateverTheHost(animates: Bool) throws {
    let (navigator, host, root) = makeNavigator()
    host.animates = animates
    var inTransaction: Bool?
    var again: RequestOutcome?
    // Observers capture weakly: the navigator keeps its journal, which keeps its observers.
    navigator.journal.observe { [weak navigator, weak root] transaction in
      guard again == nil, case .operation(.push, _) = transaction.cause else { return }
      inTransaction = navigator?.isInTransaction
      again = try? root?.push(.screen(route("A")))
    }
    try root.push(.screen(route("A")))
    host.finishAnimations()
    #expect(inTransaction == true, "observers are told inside the transaction")
    guard case .dropped = again else {
      Issue.record("the repeat should be dropped, got \(String(describing: again))")
      return
    }
    #expect(navigator.tree.stackNames == ["Home", "A"])
  }

  @Test func anObserverThatRequestsOnEveryPushStops() throws {
    let (navigator, _, root) = makeNavigator()
    var heard = 0
    navigator.journal.observe { [weak root] transaction in
      guard case .operation(.push, _) = transaction.cause, heard < 100 else { return }
      heard += 1
      _ = try? root?.push(.screen(route("A")))
    }
    try root.push(.screen(route("A")))
    #expect(navigator.tree.stackNames == ["Home", "A"])
    #expect(heard == 2, "the push, then its dropped repeat (told once, never again)")
  }

  /// Issue D2: a refusal journaled outside a transaction told observers outside one, so a
  /// flow they started ran at once and its hooks' requests ran before observers heard of it.
  @Test func aFlowStartedByAnObserverOfAnOutsideRefusalIsQueued() throws {
    let (navigator, _, root) = makeNavigator()
    let gone = ScreenFlow("Gone")
    try root.start(gone, as: .push())
    try root.pop()
    #expect(gone.isFinished)
    let next = ScreenFlow("Next")
    next.onStart = { flow in _ = try? flow.push(.screen(route("FromDidStart"))) }
    var outcome: RequestOutcome?
    var inTransaction: Bool?
    var told: [Transaction] = []
    var treesWhenTold: [NavigationTree] = []
    navigator.journal.observe { [weak navigator, weak root, weak next] transaction in
      guard let navigator, let root, let next else { return }
      told.append(transaction)
      treesWhenTold.append(navigator.tree)
      guard transaction.error != nil, outcome == nil else { return }
      inTransaction = navigator.isInTransaction
      outcome = try? root.start(next, as: .push())
    }
    #expect(throws: NavigationError.inactiveCoordinator(gone.name)) {
      try gone.push(.screen(route("Late")))
    }
    guard case .queued = outcome else {
      Issue.record("expected .queued, got \(String(describing: outcome))")
      return
    }
    #expect(inTransaction == true)
    #expect(told.map(\.id) == Array(told[0].id..<told[0].id + 3), "in order, each once")
    for (transaction, tree) in zip(told, treesWhenTold) {
      if let left = transaction.tree {
        #expect(left == tree, "transaction \(transaction.id) is told with the tree it left")
      }
    }
    #expect(navigator.tree.stackNames == ["Home", "Next", "FromDidStart"])
  }

  @Test func anObserverOfADuplicateHostCompletionQueuesItsRequests() throws {
    let (navigator, host, root, first) = try makeManualNavigator()
    var outcome: RequestOutcome?
    navigator.journal.observe { [weak root] transaction in
      guard case .hostCompletion = transaction.cause, outcome == nil else { return }
      outcome = try? root?.push(.screen(route("A")))
    }
    first()  // journaled as a duplicate, outside any transaction
    guard case .queued = outcome else {
      Issue.record("expected .queued, got \(String(describing: outcome))")
      return
    }
    #expect(host.completions.count == 2, "the queued push ran after the observers were told")
  }

  @Test func anObserverOfAnAppsRefusalQueuesItsRequests() throws {
    let (navigator, _, root) = makeNavigator()
    var outcome: RequestOutcome?
    navigator.journal.observe { [weak root] transaction in
      guard case .intent = transaction.cause, outcome == nil else { return }
      outcome = try? root?.push(.screen(route("A")))
    }
    navigator.journal.recordRefusal(of: "show tab Search", because: "no tab named Search")
    guard case .queued = outcome else {
      Issue.record("expected .queued, got \(String(describing: outcome))")
      return
    }
    #expect(navigator.tree.stackNames == ["Home", "A"])
  }
}

extension ObserverRequestTests {
  /// Issue D3: a second page coordinator at a container another one observes was accepted,
  /// and the first silently stopped hearing selections. It is refused.
  @Test func aSecondPageCoordinatorOnOneContainerIsRefused() throws {
    let (navigator, _, root) = makeNavigator()
    let first = RecordingPages(pages: [route("P0"), route("P1"), route("P2")])
    try root.start(first, as: .present(.sheet))
    let pagesID = try #require(first.container?.id)
    let before = navigator.tree
    let second = RecordingPages(pages: [route("P0"), route("P1"), route("P2")])
    #expect(throws: NavigationError.alreadyAnchored(pagesID)) {
      try root.start(second, as: .embedded(pagesID))
    }
    #expect(navigator.tree == before)
    #expect(navigator.journal.last?.error == .alreadyAnchored(pagesID))
    #expect(!second.isActive && !second.isFinished, "the refused flow may start elsewhere")
    try first.next()
    #expect(first.shown == ["P1@1"])
    #expect(second.shown.isEmpty)
  }

  @Test func aPageCoordinatorEmbeddedAtAContainerFirstWrappedInAStackIsRefused() throws {
    let (navigator, _, root) = makeNavigator()
    let embedded = RecordingPages(pages: [route("P0"), route("P1")])
    try root.navigate(.present(.pages([route("P0"), route("P1")]).inStack, style: .sheet))
    let stack = try #require(navigator.tree.modals.last?.content)
    let pagesID = try #require(
      { () -> NodeID? in
        if case .stack(let stack) = stack, case .pages(let pages) = stack.rootEntry {
          return pages.id
        }
        return nil
      }())
    try root.start(embedded, as: .embedded(pagesID))
    let wrapping = RecordingPages(pages: [route("P0"), route("P1")])
    #expect(throws: NavigationError.alreadyAnchored(pagesID)) {
      try root.start(wrapping, as: .embedded(stack.id))
    }
    try embedded.next()
    #expect(embedded.shown == ["P1@1"])
  }
}
