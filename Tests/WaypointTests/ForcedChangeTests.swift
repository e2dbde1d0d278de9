import Testing

@testable import Waypoint

@MainActor
@Suite struct ForcedChangeTests {
  /// A navigator with `Home`, a pushed flow `Form` and a sheet `Note` it presented.
  func noteNavigator() throws -> (Navigator, HeadlessHost, Root, ScreenFlow, ScreenFlow) {
    let (navigator, host, root) = makeNavigator()
    let form = ScreenFlow("Form")
    try root.start(form, as: .push())
    let note = ScreenFlow("Note")
    try form.start(note, as: .present())
    return (navigator, host, root, form, note)
  }

  @Test(arguments: ["veto", "ask", "rewrite"])
  func noGuardStopsAForcedChangeButEveryGuardHearsIt(_ answer: String) throws {
    let (navigator, _, root, form, note) = try noteNavigator()
    var heard: [(name: String, forced: AppValue?)] = []
    var asked = false
    for name in ["first", "second"] {
      navigator.addGuard(named: name) { change in
        heard.append((name, change.forced))
        switch answer {
        case "veto": return .veto("unsaved")
        case "ask": return .ask { _ in asked = true }
        default: return .rewrite(to: .push(.screen(route("Elsewhere"))))
        }
      }
    }

    try root.forcing("session expired") { () throws(NavigationError) in
      try root.navigate(.replaceRoot(.screen(route("Login"))))
    }

    #expect(navigator.tree.visibleScreen.route == route("Login"))
    #expect(heard.map(\.name) == ["first", "second"], "every guard hears it, in order")
    #expect(heard.allSatisfy { $0.forced?.description == "session expired" })
    #expect(!asked, "an ask's question is never called")
    #expect(form.isFinished && note.isFinished)
    let entry = try #require(navigator.journal.last)
    #expect(entry.cause == .forced(reason: "session expired", entry.causeWithoutForce))
    #expect(entry.finished.allSatisfy { $0.reason == .forced })
    #expect(entry.description.contains("forced (session expired)"))
  }

  @Test func aHeldChangeWaitingWhenAForcedChangeArrivesIsCancelledAndItsRequesterIsTold() throws {
    let (navigator, _, root, form, note) = try noteNavigator()
    var held: HeldChange?
    var states: [HeldChange.State] = []
    navigator.addGuard(named: "unsaved note") { change in
      guard change.finishes(note), !change.isForced else { return .allow }
      return .ask { change in
        held = change
        change.onAnswer { states.append($0) }
      }
    }
    var result: FlowResult<String>?
    let picker = TextFlow("Picker")
    try navigator.perform("close the note, pick") { draft throws(NavigationError) in
      try draft.perform(.dismissAll)
      try draft.start(picker, as: .push(), by: root) { result = $0 }
    }
    #expect(held?.state == .waiting)

    try root.forcing("logged out") { () throws(NavigationError) in
      try root.navigate(.replaceRoot(.screen(route("Login"))))
    }

    #expect(held?.state == .cancelled)
    #expect(states == [.cancelled], "the question hears it, to close its dialog")
    #expect(result == .notStarted(.cancelledByForcedChange("logged out")))
    let cancellation = navigator.journal.entries.first {
      if case .cancelledByForcedChange = $0.result { true } else { false }
    }
    #expect(
      cancellation?.result == .cancelledByForcedChange(heldBy: "unsaved note", reason: "logged out")
    )
    #expect(cancellation?.error == .cancelledByForcedChange("logged out"))
    #expect(navigator.tree.visibleScreen.route == route("Login"))
    #expect(form.isFinished && note.isFinished)
    guard case .dropped? = try held?.resume() else {
      Issue.record("a cancelled change cannot be resumed")
      return
    }
  }

  @Test func aFlowStartedForAResultHearsThatAForcedChangeEndedIt() throws {
    let (navigator, _, root) = makeNavigator()
    var result: FlowResult<String>?
    try #require(root.start(TextFlow("Form"), as: .present()) { result = $0 } != nil)
    navigator.addGuard(named: "keeps everything") { _ in .veto("no") }

    try root.forcing("account deleted") { () throws(NavigationError) in
      try root.navigate(.dismissAll)
    }

    #expect(result == .ended(.forced))
    #expect(navigator.tree.modals.isEmpty)
  }

  @Test func aBackHandlerWhoseScreenLeavesInAForcedChangeIsTold() throws {
    let (navigator, _, root, _, note) = try noteNavigator()
    var events: [BackEvent] = []
    let anchor = try #require(note.anchor)
    try navigator.addBackHandler(named: "draft", at: anchor) {
      .take
    } onBack: {
      events.append($0)
    }

    try root.forcing("session expired") { () throws(NavigationError) in
      try root.navigate(.dismissAll)
    }

    #expect(events == [.forced("session expired")])
  }

  @Test func whatAForcedChangesHooksAskForIsNotForced() throws {
    let (navigator, _, root) = makeNavigator()
    let login = ScreenFlow("Login")
    login.onStart = { flow in _ = try? flow.push(.screen(route("Password"))) }
    var heard: [(String, Bool)] = []
    navigator.addGuard(named: "spy") { change in
      heard.append((change.after.visibleScreen.route.name, change.isForced))
      return .allow
    }

    try root.forcing("session expired") { () throws(NavigationError) in
      try root.start(login, as: .replaceRoot())
    }

    #expect(heard.map(\.0) == ["Login", "Password"])
    #expect(heard.map(\.1) == [true, false], "the flow's own push is asked as usual")
  }

  @Test func requestsOutsideTheForcingScopeAreAskedAsUsual() throws {
    let (navigator, _, root, _, _) = try noteNavigator()
    navigator.addGuard(named: "keeps everything") { _ in .veto("no") }
    try root.forcing("session expired") { () throws(NavigationError) in }

    #expect(throws: NavigationError.vetoed(GuardStop(guardName: "keeps everything", reason: "no")))
    {
      try root.navigate(.dismissAll)
    }
    #expect(navigator.tree.modals.count == 1)
  }

  @Test func aForcedChangeIsStillRefusedForWhatNoGuardDecides() throws {
    let (navigator, _, root) = makeNavigator()
    let before = navigator.tree
    #expect(throws: NavigationError.nothingPresented) {
      try root.forcing("session expired") { () throws(NavigationError) in
        try root.navigate(.dismiss)
      }
    }
    #expect(navigator.tree == before)
  }

  @Test func aFinishedCoordinatorCannotForce() throws {
    let (navigator, _, root) = makeNavigator()
    let form = ScreenFlow("Form")
    try root.start(form, as: .push())
    try root.navigate(.popToRoot())
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(form.isFinished)
    var ran = false
    #expect(throws: NavigationError.inactiveCoordinator(form.name)) {
      try form.forcing("late") { () throws(NavigationError) in ran = true }
    }
    #expect(!ran)
  }

  @Test func aForcedChangeQueuedBehindARunningOneIsStillForcedWhenItRuns() throws {
    let (navigator, host, root, _, note) = try noteNavigator()
    host.animates = true
    var forcedSeen: [Bool] = []
    navigator.addGuard(named: "unsaved note") { change in
      forcedSeen.append(change.isForced)
      return change.finishes(note) ? .veto("unsaved") : .allow
    }
    try root.navigate(.push(.screen(route("Under"))))  // the host has not finished it yet
    let outcome = try root.forcing("session expired") { () throws(NavigationError) in
      try root.navigate(.replaceRoot(.screen(route("Login"))))
    }
    guard case .queued = outcome else {
      Issue.record("queued behind the running push: \(outcome)")
      return
    }
    host.finishAnimations()

    #expect(navigator.tree.visibleScreen.route == route("Login"))
    #expect(forcedSeen == [false, true])
  }

  /// Seeded random operations while guards ask, hold and veto, with forced changes among
  /// them: a forced change always applies or is refused for a structural reason, never held,
  /// and no held change outlives one.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func seededForcedChangesAreNeverStoppedByGuards(_ seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let (navigator, host, root) = makeNavigator()
    var helds: [HeldChange] = []
    navigator.addGuard(named: "moody") { change in
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return .veto("no")
      case 1: return .ask { helds.append($0) }
      default: return .allow
      }
    }
    let operations: [NavigationOperation] = [
      .push(.screen(route("A"))), .pop(), .present(.screen(route("S"))), .dismiss, .dismissAll,
      .popToRoot(), .replaceRoot(.stack([.screen(route("Home"))])),
    ]
    for _ in 0..<300 {
      let operation = operations.randomElement(using: &random)!
      if Bool.random(using: &random) {
        let before = navigator.journal.recordedCount
        let outcome = try? root.forcing("forced") { () throws(NavigationError) in
          try root.navigate(operation)
        }
        if let outcome {
          guard case .applied = outcome else {
            Issue.record("a forced change was \(outcome)")
            return
          }
        }
        #expect(helds.allSatisfy { $0.state != .waiting }, "no held change outlives a forced one")
        let entries = navigator.journal.entries.filter { $0.id > before }
        let stopped = entries.filter { entry in
          guard case .forced = entry.cause else { return false }
          switch entry.result {
          case .held, .vetoed, .rewritten, .cancelled, .cancelledByForcedChange: return true
          default: return false
          }
        }
        #expect(stopped.isEmpty, "a guard stopped a forced change: \(stopped)")
      } else {
        _ = try? root.navigate(operation)
        if Bool.random(using: &random), let held = helds.last(where: { $0.state == .waiting }) {
          if Bool.random(using: &random) { _ = try? held.resume() } else { held.cancel() }
        }
      }
      try navigator.tree.validate()
      #expect(host.rendered == navigator.tree)
    }
  }
}

extension Transaction {
  /// The cause a forced entry wraps, or the cause itself.
  fileprivate var causeWithoutForce: Cause {
    if case .forced(_, let cause) = cause { cause } else { cause }
  }
}
