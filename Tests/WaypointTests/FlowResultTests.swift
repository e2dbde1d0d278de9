import Testing

@testable import Waypoint

@MainActor
@Suite struct FlowResultTests {
  @Test func aFlowFinishingWithAValueDeliversItOnceAndLeavesTheTree() throws {
    let (navigator, _, root) = makeNavigator()
    let note = TextFlow("Note")
    var results: [FlowResult<String>] = []
    root.start(note, as: .present()) { results.append($0) }
    #expect(navigator.tree.modals.count == 1)
    try note.finish(with: "saved")
    #expect(navigator.tree.modals.isEmpty)
    #expect(results == [.value("saved")])
    #expect(note.finishReason == .dismissed)
    #expect(navigator.journal.last?.cause == .finishWithResult(note.name))
  }

  @Test func aPushedFlowFinishingWithAValuePopsToTheEntryBelowIt() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = TextFlow("Pick")
    var results: [FlowResult<String>] = []
    root.start(flow, as: .push()) { results.append($0) }
    try flow.push(.screen(route("Detail")))
    try flow.finish(with: "picked")
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(results == [.value("picked")])
  }

  @Test(arguments: ["back", "edgeSwipe", "swipeDown", "dismissedByParent", "rootReplaced"])
  func aFlowEndingWithoutAValueTellsWhy(_ way: String) throws {
    let (navigator, host, root) = makeNavigator()
    let flow = TextFlow("Flow")
    var results: [FlowResult<String>] = []
    let presented = way == "swipeDown" || way == "dismissedByParent"
    root.start(flow, as: presented ? .present() : .push()) { results.append($0) }
    let expected: FinishReason
    switch way {
    case "back":
      try host.tapBack()
      expected = .backButton
    case "edgeSwipe":
      try host.edgeSwipe()
      expected = .edgeSwipe
    case "swipeDown":
      try host.swipeDown()
      expected = .swipeDown
    case "dismissedByParent":
      try root.dismiss()
      expected = .dismissed
    default:
      try navigator.perform(.replaceRoot(.screen(route("Login"))))
      expected = .rootReplaced
    }
    #expect(results == [.ended(expected)])
  }

  @Test func aChildOfAFinishingParentEndsWithParentFinished() throws {
    let (navigator, _, root) = makeNavigator()
    let parent = ScreenFlow("Parent")
    try root.start(parent, as: .push())
    let child = TextFlow("Child")
    var results: [FlowResult<String>] = []
    parent.start(child, as: .present()) { results.append($0) }
    try root.navigate(.pop(stack: navigator.tree.root.id))  // The parent leaves, and its sheet.
    #expect(navigator.tree.modals.isEmpty)
    #expect(results == [.ended(.parentFinished)])
  }

  @Test func aStartThatNeverHappensIsReportedOnceWithItsReason() throws {
    let (navigator, _, root) = makeNavigator()
    navigator.addGuard(named: "closed") { change in
      change.after.modals.isEmpty ? .allow : .veto("closed")
    }
    let vetoed = TextFlow("Vetoed")
    var results: [FlowResult<String>] = []
    let outcome = root.start(vetoed, as: .present()) { results.append($0) }
    #expect(outcome == nil)
    guard case .notStarted(.vetoed(let stop)) = results.first, results.count == 1 else {
      Issue.record("not reported once as vetoed: \(results)")
      return
    }
    #expect(stop.guardName == "closed")

    let twice = TextFlow("Twice")
    var second: [FlowResult<String>] = []
    root.start(twice, as: .push()) { _ in }
    root.start(twice, as: .push()) { second.append($0) }
    #expect(second == [.notStarted(.alreadyStarted(twice.name))])
  }

  @Test func aQueuedStartThatIsCancelledByItsGuardIsReported() throws {
    let (navigator, _, root) = makeNavigator()
    var held: HeldChange?
    navigator.addGuard(named: "ask") { change in
      change.after.modals.isEmpty ? .allow : .ask { held = $0 }
    }
    let flow = TextFlow("Asked")
    var results: [FlowResult<String>] = []
    root.start(flow, as: .present()) { results.append($0) }
    #expect(results.isEmpty, "held: nothing is known yet")
    try #require(held).cancel()
    #expect(results == [.notStarted(.cancelledByGuard("ask"))])
  }

  @Test func theResultCanBeAwaited() async throws {
    let (navigator, _, root) = makeNavigator()
    let flow = TextFlow("Async")
    async let result = root.result(of: flow, startedAs: .present())
    await Task.yield()
    while navigator.tree.modals.isEmpty { await Task.yield() }
    try flow.finish(with: "done")
    #expect(await result == .value("done"))
  }

  @Test func aVetoedFinishDeliversNothingAndTheFlowStays() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = TextFlow("Kept")
    var results: [FlowResult<String>] = []
    root.start(flow, as: .present()) { results.append($0) }
    let token = navigator.addGuard(named: "keep") { _ in .veto("keep") }
    #expect(throws: NavigationError.self) { try flow.finish(with: "lost") }
    #expect(results.isEmpty && flow.isActive)
    navigator.removeGuard(token)
    try root.dismiss()
    #expect(results == [.ended(.dismissed)], "the vetoed value was not kept")
  }

  @Test func aRootOrEmbeddedFlowCannotFinishByItself() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = TextFlow("Root")
    root.start(flow, as: .replaceRoot()) { _ in }
    #expect(throws: NavigationError.self) { try flow.finish(with: "x") }
    #expect(flow.isActive)
    _ = navigator
  }

  @Test func aDraftThatDoesNotCommitTellsTheFlowsItStartedForAResult() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = TextFlow("InDraft")
    var results: [FlowResult<String>] = []
    #expect(throws: NavigationError.self) {
      try navigator.perform("two parts") { draft throws(NavigationError) in
        try draft.start(flow, as: .present(), by: root) { results.append($0) }
        try draft.perform(.pop())  // Refused: Home is the root.
      }
    }
    guard case .notStarted(.cannotPopRoot) = results.first, results.count == 1 else {
      Issue.record("not told once why it never started: \(results)")
      return
    }

    var held: HeldChange?
    navigator.addGuard(named: "wait") { change in
      change.after.modals.isEmpty ? .allow : .ask { held = $0 }
    }
    let waiting = TextFlow("Waiting")
    var waited: [FlowResult<String>] = []
    try navigator.perform("held") { draft throws(NavigationError) in
      try draft.start(waiting, as: .present(), by: root) { waited.append($0) }
    }
    #expect(waited.isEmpty)
    try #require(held).cancel()
    #expect(waited == [.notStarted(.cancelledByGuard("wait"))])
  }

  /// A draft whose build catches a refused start and goes on commits without that flow: the
  /// flow hears why, once, after the commit's hooks, and its starter can start it again.
  @Test func aDraftThatGoesOnAfterARefusedStartTellsThatFlowWhenItCommits() throws {
    let (navigator, _, root) = makeNavigator()
    let refused = TextFlow("Refused")
    var results: [FlowResult<String>] = []
    var heardBeforeTheCommit = false
    try navigator.perform("two parts") { draft throws(NavigationError) in
      do {
        // Refused: a split column needs a split.
        try draft.start(refused, as: .column(.detail), by: root) { results.append($0) }
      } catch {}
      heardBeforeTheCommit = !results.isEmpty
      try draft.perform(.push(.screen(route("Detail"))))
    }
    #expect(!heardBeforeTheCommit)
    #expect(navigator.tree.stackNames == ["Home", "Detail"])
    guard results.count == 1, case .notStarted = results[0] else {
      Issue.record("not told once why it never started: \(results)")
      return
    }
    #expect(refused.navigator == nil && !refused.isFinished)
    var again: [FlowResult<String>] = []
    root.start(refused, as: .present()) { again.append($0) }
    #expect(again.isEmpty && refused.isActive, "it can be started again: it never ran")
  }

  @Test func aFlowStartedByACoordinatorThatDoesNotRunHearsItNeverStarted() throws {
    let idle = Coordinator()  // never given to a navigator
    let flow = TextFlow("Orphan")
    var results: [FlowResult<String>] = []
    #expect(idle.start(flow, as: .push()) { results.append($0) } == nil)
    #expect(results == [.notStarted(.inactiveCoordinator(idle.name))])
    let (navigator, _, root) = makeNavigator()
    var again: [FlowResult<String>] = []
    root.start(flow, as: .present()) { again.append($0) }
    #expect(again.isEmpty, "it can be started again for its result: it never ran")
    #expect(flow.isActive && navigator.tree.modals.count == 1)
  }

  /// A held draft builds again when resumed; a flow its first build started for a result that
  /// the second build does not start hears that it never started, once.
  @Test func aResumedDraftTellsTheFlowsOfItsHeldBuildItNoLongerStarts() throws {
    let (navigator, _, root) = makeNavigator()
    let box = HeldSlot()
    navigator.addGuard(named: "wait") { change in
      change.after.modals.isEmpty || box.held != nil ? .allow : .ask { box.held = $0 }
    }
    var builds = 0
    var results: [[FlowResult<String>]] = [[], []]
    try navigator.perform("note") { draft throws(NavigationError) in
      let build = builds
      builds += 1
      try draft.start(TextFlow("Note\(build)"), as: .present(), by: root) {
        results[build].append($0)
      }
    }
    #expect(results == [[], []])
    try #require(box.held).resume()
    #expect(builds == 2)
    #expect(results[0] == [.notStarted(.cancelledByGuard("wait"))])
    #expect(results[1].isEmpty, "the flow the second build started runs")
    #expect(navigator.tree.modals.count == 1)
  }

  /// Cancelling a held draft tells its own flows, never those of a draft being built now.
  @Test func cancellingAHeldDraftFromAnotherDraftLeavesThatDraftsFlowsAlone() throws {
    let (navigator, _, root) = makeNavigator()
    let box = HeldSlot()
    navigator.addGuard(named: "wait") { change in
      change.after.modals.isEmpty || box.held != nil ? .allow : .ask { box.held = $0 }
    }
    var held: [FlowResult<String>] = []
    try navigator.perform("held") { draft throws(NavigationError) in
      try draft.start(TextFlow("Held"), as: .present(), by: root) { held.append($0) }
    }
    var current: [FlowResult<String>] = []
    let now = TextFlow("Now")
    try navigator.perform("now") { draft throws(NavigationError) in
      try draft.start(now, as: .present(), by: root) { current.append($0) }
      box.held?.cancel()
    }
    #expect(held == [.notStarted(.cancelledByGuard("wait"))])
    #expect(current.isEmpty, "the draft being built was not told anything")
    #expect(now.isActive)
  }
}
