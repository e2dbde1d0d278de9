import Testing

@testable import Waypoint

@MainActor
@Suite struct TransactionTests {
  func describe(_ journal: Journal) -> [String] {
    journal.entries.map { entry in
      switch entry.cause {
      case .operation(.push(.screen(let route), _), _): "push \(route.name)"
      case .operation(.present(let content, _), _): "present \(content)"
      case .operation(let operation, _): "\(operation)"
      case .start(let name, _, _): "start \(name.prefix { $0 != "#" })"
      case .gesture(let gesture): "\(gesture)"
      case .hostCompletion, .setUp, .draft, .back, .finishWithResult, .forced: "\(entry.cause)"
      case .intent(let intent): "\(intent)"
      }
    }
  }

  @Test func requestsMadeWhileStartingRunAfterTheStartInOrder() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = ScreenFlow("Flow")
    flow.onStart = { [weak navigator] flow in
      try! flow.push(.screen(route("A")))
      try! flow.push(.screen(route("B")))
      #expect(navigator?.tree.stackNames == ["Home", "Flow"], "queued, not yet run")
    }
    try root.start(flow, as: .push())
    #expect(navigator.tree.stackNames == ["Home", "Flow", "A", "B"])
    #expect(describe(navigator.journal).suffix(3) == ["start ScreenFlow", "push A", "push B"])
  }

  @Test func requestsMadeByAFinishHandlerRunAfterTheTransactionThatFinished() throws {
    let (navigator, host, root) = makeNavigator()
    let flow = ScreenFlow("Article")
    try root.start(flow, as: .push())
    flow.onFinish { _ in
      try! root.push(.screen(route("AfterFinish")))
      #expect(navigator.tree.stackNames == ["Home"], "the pop finishes before anything else runs")
    }
    try host.tapBack()
    #expect(navigator.tree.stackNames == ["Home", "AfterFinish"])
  }

  @Test func requestsMadeByAJournalObserverAreQueued() throws {
    let (navigator, _, root) = makeNavigator()
    var seen: [Int] = []
    navigator.journal.observe { transaction in
      seen.append(transaction.id)
      if case .operation(.push(.screen(Route("A", [:])), _), _) = transaction.cause {
        try! root.push(.screen(route("FromObserver")))
      }
    }
    try root.push(.screen(route("A")))
    #expect(navigator.tree.stackNames == ["Home", "A", "FromObserver"])
    #expect(seen == seen.sorted())
    #expect(seen.count == 2)
  }

  @Test func aDoubleTapDuringATransactionIsDropped() throws {
    let (navigator, host, root) = makeNavigator()
    host.animates = true
    let first = try root.push(.screen(route("Article")))
    let second = try root.push(.screen(route("Article")))
    let other = try root.push(.screen(route("Comments")))
    let otherAgain = try root.push(.screen(route("Comments")))
    if case .applied = first {} else { Issue.record("first tap: \(first)") }
    if case .dropped = second {} else { Issue.record("second tap: \(second)") }
    if case .queued = other {} else { Issue.record("other request: \(other)") }
    if case .dropped = otherAgain {
    } else {
      Issue.record("repeat of a queued request: \(otherAgain)")
    }
    #expect(navigator.tree.stackNames == ["Home", "Article"])
    host.finishAnimations()
    host.finishAnimations()
    #expect(navigator.tree.stackNames == ["Home", "Article", "Comments"])
    #expect(navigator.journal.entries.filter { $0.result == .dropped }.count == 2)
  }

  @Test func theSameRequestAfterTheTransactionEndedRunsAgain() throws {
    let (navigator, _, root) = makeNavigator()
    try root.push(.screen(route("A")))
    try root.push(.screen(route("A")))
    #expect(navigator.tree.stackNames == ["Home", "A", "A"])
  }

  @Test func aRefusedRequestIsJournaledWithItsErrorAndChangesNothing() throws {
    let (navigator, host, root) = makeNavigator()
    let before = navigator.tree
    let steps = host.renderedSteps.count
    #expect(throws: NavigationError.nothingPresented) { try root.dismiss() }
    #expect(navigator.tree == before)
    #expect(host.renderedSteps.count == steps, "the host saw nothing")
    #expect(navigator.journal.last?.error == .nothingPresented)
  }

  @Test func aQueuedRequestThatFailsIsJournaledAndTheQueueGoesOn() throws {
    let (navigator, host, root) = makeNavigator()
    host.animates = true
    try root.push(.screen(route("A")))
    try root.dismiss()  // queued; fails when it runs
    try root.push(.screen(route("B")))
    host.finishAnimations()
    host.finishAnimations()
    #expect(navigator.tree.stackNames == ["Home", "A", "B"])
    let errors = navigator.journal.entries.compactMap(\.error)
    #expect(errors == [.nothingPresented])
  }

  @Test func theJournalRecordsCauseStepsTreeAndFinishes() throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    try host.tapBack()
    let last = try #require(navigator.journal.last)
    #expect(last.tree == navigator.tree)
    #expect(last.steps.count == 1)
    #expect(last.finished == [Transaction.Finish(coordinator: article.name, reason: .backButton)])
    #expect(last.description.contains("back button"))
  }

  @Test func theJournalKeepsTheMostRecentEntriesAndCountsAll() throws {
    let root = Root()
    let navigator = Navigator(root: root, host: HeadlessHost(), journalCapacity: 3)
    try navigator.perform(.replaceRoot(.stack([.screen(route("Home"))])))
    for index in 0..<5 { try root.push(.screen(route("S\(index)"))) }
    #expect(navigator.journal.recordedCount == 6)
    #expect(navigator.journal.entries.map(\.id) == [4, 5, 6])
    #expect(navigator.journal.last?.id == 6)
  }

  @Test func aRemovedObserverHearsNothingMore() throws {
    let (navigator, _, root) = makeNavigator()
    var count = 0
    let token = navigator.journal.observe { _ in count += 1 }
    try root.push(.screen(route("A")))
    navigator.journal.removeObserver(token)
    try root.push(.screen(route("B")))
    #expect(count == 1)
  }
}

@MainActor
@Suite struct TransactionOrderingTests {
  @Test func aGestureReportedDuringAnAnimationRunsBeforeRequestsQueuedEarlier() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    host.animates = true
    try root.push(.screen(route("B")))  // animating
    try root.push(.screen(route("C")))  // queued
    try host.tapBack()  // the user pops B while it animates in
    host.finishAnimations()
    host.finishAnimations()
    #expect(navigator.tree.stackNames == ["Home", "A", "C"])
    #expect(host.rendered == navigator.tree)
  }

  @Test func aRequestFromAFinishedCoordinatorIsRefusedAndJournaled() throws {
    let (navigator, host, root) = makeNavigator()
    let flow = ScreenFlow("Article")
    try root.start(flow, as: .push())
    try host.tapBack()
    #expect(throws: NavigationError.inactiveCoordinator(flow.name)) { try flow.dismiss() }
    #expect(navigator.journal.last?.error == .inactiveCoordinator(flow.name))
  }

  @Test func aRouteTheAppDoesNotKnowIsRefused() throws {
    let root = Root()
    let navigator = Navigator(
      root: root, host: HeadlessHost(), routes: RouteTable([HomeRoute.self]))
    try navigator.perform(.replaceRoot(.stack([.screen(route("Home"))])))
    let before = navigator.tree
    let unknown = NavigationError.invalidRoute(route("Unknown"), .unknownName("Unknown"))
    #expect(throws: unknown) {
      try root.push(.screen(route("Unknown")))
    }
    #expect(throws: unknown) {
      try root.start(ScreenFlow(content: .stack([.screen(route("Unknown"))])), as: .present())
    }
    #expect(navigator.tree == before)
  }

  @Test func aProgrammaticReselectIsAPopNotAGesture() throws {
    let (navigator, _, root) = makeNavigator()
    let today = ScreenFlow("Today")
    let tabs = TabCoordinator(tabs: [("Today", today), ("Bookmarks", ScreenFlow("Bookmarks"))])
    try root.start(tabs, as: .replaceRoot())
    try today.start(ScreenFlow("Article"), as: .push())
    try tabs.select("Today")
    #expect(navigator.journal.last?.finished.first?.reason == .popped)
  }
}
