import Testing

@testable import Waypoint

/// A flow that finishes with a text, for whoever started it.
@MainActor
final class TextFlow: FlowCoordinator, ProducesResult {
  typealias Output = String
  init(_ name: String) { super.init(initialContent: .screen(Route(name))) }
  override func makeModel(for screen: Screen) -> AnyObject? { ScreenModel(screen: screen) }
}

@MainActor
@Suite struct GuardTests {
  /// A navigator with `Home` and a pushed flow `Form` whose screens `A`, `B` it pushed.
  func formNavigator() throws -> (Navigator, HeadlessHost, Root, ScreenFlow) {
    let (navigator, host, root) = makeNavigator()
    let form = ScreenFlow("Form")
    try root.start(form, as: .push())
    try form.push(.screen(route("A")))
    try form.push(.screen(route("B")))
    return (navigator, host, root, form)
  }

  @Test func aVetoedMultiStepChangeLeavesEverythingAsItWasAndIsJournaledWithItsReason() throws {
    let (navigator, host, root, form) = try formNavigator()
    let before = navigator.tree
    let models = before.visibleStack!.entries.array.map { navigator.model(for: $0.id) }
    let rendered = host.renderedSteps.count
    navigator.addGuard(named: "unsaved form") { change in
      change.finishes(form) ? .veto("the form has unsaved changes") : .allow
    }
    var target = before
    try target.perform(.popToRoot())
    try target.perform(.push(.screen(route("Elsewhere"))))
    #expect(throws: NavigationError.self) { try root.navigate(.transition(to: target)) }
    #expect(navigator.tree == before)
    #expect(host.rendered == before)
    #expect(host.renderedSteps.count == rendered, "the host saw nothing")
    #expect(form.isActive && form.finishCount == 0)
    let modelsAfter = navigator.tree.visibleStack!.entries.array.map { navigator.model(for: $0.id) }
    #expect(zip(models, modelsAfter).allSatisfy { $0 === $1 })
    guard case .vetoed(let stop) = navigator.journal.last?.result else {
      Issue.record("not journaled as vetoed: \(String(describing: navigator.journal.last))")
      return
    }
    #expect(stop.guardName == "unsaved form")
    #expect(stop.reason.description == "the form has unsaved changes")
  }

  @Test func guardsSeeTheWholePlanIncludingCleanUpSteps() throws {
    let (navigator, _, root, form) = try formNavigator()
    let sheet = ScreenFlow("Sheet")
    try form.start(sheet, as: .present())
    var seen: GuardedChange?
    navigator.addGuard(named: "spy") { change in
      seen = change
      return .allow
    }
    try root.navigate(.popTo(firstEntry(of: navigator)))
    let change = try #require(seen)
    #expect(change.finishes(form) && change.finishes(sheet))
    #expect(change.steps.contains(.dismiss), "the clean-up dismissal is part of what it saw")
    #expect(change.departingScreens.map(\.route.name).sorted() == ["A", "B", "Form", "Sheet"])
  }

  /// A draft says what it is for as a typed value of the app's: guards read it, so does the
  /// change they hold; other requests carry none, and the journal does not print it.
  @Test func aDraftsPurposeReachesTheGuardsAndTheHeldChange() throws {
    struct Landing: Hashable, Sendable, CustomStringConvertible {
      let link: String
      var description: String { link }
    }
    let (navigator, _, root, _) = try formNavigator()
    var seen: [AppValue?] = []
    var held: HeldChange?
    navigator.addGuard(named: "spy") { change in
      seen.append(change.purpose)
      guard change.purpose?.as(Landing.self) != nil else { return .allow }
      return .ask { held = $0 }
    }
    let purpose = AppValue(Landing(link: "app://c"))
    try navigator.perform("open app://c", by: root, purpose: purpose) {
      draft throws(NavigationError) in
      try draft.perform(.push(.screen(route("C"))))
    }
    try root.navigate(.popToRoot())
    #expect(seen == [purpose, nil])
    #expect(held?.purpose?.as(Landing.self) == Landing(link: "app://c"))
    #expect(held?.cause == .draft("open app://c", requester: root.name))
    #expect(navigator.tree.stackNames == ["Home"], "held, then the pop ran")
    try held?.resume()
    #expect(navigator.tree.stackNames == ["Home", "C"])
    #expect(seen.count == 2, "the guard that asked is not asked again")
  }

  func firstEntry(of navigator: Navigator) -> NodeID {
    guard case .stack(let stack) = navigator.tree.root else { return navigator.tree.root.id }
    return stack.entries.array[0].id
  }

  @Test func aHeldChangeResumesAgainstTheTreeAsItIsThenWithoutAskingTheSameGuardAgain() throws {
    let (navigator, _, root, form) = try formNavigator()
    var held: HeldChange?
    var asked = 0
    navigator.addGuard(named: "confirm") { change in
      guard change.finishes(form) else { return .allow }
      asked += 1
      return .ask { held = $0 }
    }
    let outcome = try root.navigate(.popToRoot())
    guard case .held = outcome else {
      Issue.record("not held: \(outcome)")
      return
    }
    #expect(navigator.tree.stackNames == ["Home", "Form", "A", "B"])
    #expect(navigator.journal.last?.result == .held(by: "confirm"))
    try form.push(.screen(route("C")))  // The tree moves on while the question is open.
    let resumed = try #require(held).resume()
    guard case .applied = resumed else {
      Issue.record("not applied: \(resumed)")
      return
    }
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(asked == 1)
    #expect(form.finishReason == .popped)
    #expect(held?.state == .resumed)
    if case .dropped = try held!.resume() {} else { Issue.record("a second resume ran") }
  }

  @Test func aCancelledHeldChangeChangesNothingAndIsJournaledOnce() throws {
    let (navigator, _, root, form) = try formNavigator()
    var held: HeldChange?
    navigator.addGuard(named: "confirm") { change in
      change.finishes(form) ? .ask { held = $0 } : .allow
    }
    let before = navigator.tree
    try root.navigate(.popToRoot())
    let change = try #require(held)
    var answers: [HeldChange.State] = []
    change.onAnswer { answers.append($0) }
    change.cancel()
    change.cancel()
    #expect(navigator.tree == before)
    #expect(answers == [.cancelled])
    let cancellations = navigator.journal.entries.filter { $0.result == .cancelled(by: "confirm") }
    #expect(cancellations.count == 1)
    if case .dropped = try change.resume() {} else { Issue.record("a cancelled change resumed") }
  }

  @Test func aRewriteReplacesTheChangeAndTheGuardsSeeTheNewOne() throws {
    let (navigator, _, root) = makeNavigator()
    var seen: [String] = []
    navigator.addGuard(named: "paywall") { change in
      seen.append(change.after.visibleScreen.route.name)
      if change.after.visibleScreen.route.name == "Premium" {
        return .rewrite(to: .push(.screen(route("Paywall"))))
      }
      return .allow
    }
    try root.navigate(.push(.screen(route("Premium"))))
    #expect(navigator.tree.stackNames == ["Home", "Paywall"])
    #expect(seen == ["Premium", "Paywall"])
    let results = navigator.journal.entries.suffix(2).map(\.result)
    #expect(results.first == .rewritten(by: "paywall", to: .push(.screen(route("Paywall")))))
  }

  @Test func aGuardThatKeepsRewritingIsStoppedWithATypedError() throws {
    let (navigator, _, root) = makeNavigator()
    navigator.addGuard(named: "loop") { _ in .rewrite(to: .push(.screen(route("Again")))) }
    let before = navigator.tree
    #expect(throws: NavigationError.rewriteLoop("loop")) {
      try root.navigate(.push(.screen(route("X"))))
    }
    #expect(navigator.tree == before)
  }

  @Test func guardsAnswerInOrderAndTheFirstObjectionDecides() throws {
    let (navigator, _, root) = makeNavigator()
    var calls: [String] = []
    navigator.addGuard(named: "first") { _ in
      calls.append("first")
      return .allow
    }
    navigator.addGuard(named: "second") { _ in
      calls.append("second")
      return .veto("no")
    }
    navigator.addGuard(named: "third") { _ in
      calls.append("third")
      return .allow
    }
    #expect(throws: NavigationError.self) { try root.navigate(.push(.screen(route("X")))) }
    #expect(calls == ["first", "second"])
  }

  @Test func aCoordinatorsGuardEndsWithIt() throws {
    let (navigator, host, _, form) = try formNavigator()
    var asked = 0
    try form.addGuard { _ in
      asked += 1
      return .allow
    }
    try host.tapBack()
    try host.tapBack()
    #expect(asked == 2)
    try host.tapBack()  // the form leaves
    try navigator.perform(.push(.screen(route("Later"))))
    #expect(asked == 3, "the guard was removed with its coordinator")
  }

  @Test func theHostAsksBeforeAGestureAndARefusedGestureIsJournaledAndNotPerformed() throws {
    let (navigator, host, _, form) = try formNavigator()
    navigator.addGuard(named: "locked") { change in
      change.isUserGesture && change.finishes(form) ? .veto("locked") : .allow
    }
    try host.tapBack()
    try host.tapBack()
    #expect(navigator.tree.stackNames == ["Home", "Form"])
    let verdict = try host.tapBack()
    #expect(!verdict.isAllowed)
    #expect(navigator.tree.stackNames == ["Home", "Form"])
    #expect(host.rendered == navigator.tree)
    #expect(
      navigator.wouldAllow(
        .backButton(stack: host.rendered.visibleStack!.id, to: firstEntry(of: navigator))) == false)
    guard case .vetoed = navigator.journal.last?.result,
      case .gesture = navigator.journal.last?.cause
    else {
      Issue.record("not journaled: \(String(describing: navigator.journal.last))")
      return
    }
    #expect(form.isActive)
    try host.edgeSwipe(completed: false)  // A cancelled swipe asks nobody.
    #expect(navigator.journal.last?.steps == [])
  }

  @Test func aHeldSwipeDownIsPerformedByTheNavigatorWithTheGesturesReasonWhenResumed() throws {
    let (navigator, host, root) = makeNavigator()
    let sheet = ScreenFlow("Sheet")
    try root.start(sheet, as: .present())
    var held: HeldChange?
    navigator.addGuard(named: "confirm") { change in
      change.finishes(sheet) ? .ask { held = $0 } : .allow
    }
    try host.swipeDown()
    #expect(navigator.tree.modals.count == 1)
    #expect(host.rendered.modals.count == 1, "the host kept the sheet")
    try #require(held).resume()
    #expect(navigator.tree.modals.isEmpty)
    #expect(host.rendered == navigator.tree, "the host rendered the navigator's dismissal")
    #expect(sheet.finishReason == .swipeDown)
  }

  @Test func aDraftStoppedByAGuardAdoptsNothing() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = ScreenFlow("Linked")
    navigator.addGuard(named: "no") { _ in .veto("no") }
    #expect(throws: NavigationError.self) {
      try navigator.perform("link") { draft throws(NavigationError) in
        try draft.perform(.push(.screen(route("Between"))))
        try draft.start(flow, as: .push(), by: root)
      }
    }
    #expect(flow.navigator == nil && !flow.isFinished && flow.started == 0)
    #expect(navigator.tree.stackNames == ["Home"])
  }

  @Test func aHeldChangeWhoseRequesterFinishesIsCancelledAndReleasesIt() throws {
    let (navigator, host, root) = makeNavigator()
    let box = HeldSlot()
    weak let weakFlow = try startAsker(navigator, root, box)
    try host.tapBack()  // The asker leaves; its held push can never run.
    #expect(box.held?.state == .cancelled)
    #expect(weakFlow == nil, "the held change released its requester")
    #expect(navigator.journal.entries.contains { $0.result == .cancelled(by: "ask") })
  }

  /// Apps often keep a held change in the coordinator that asked. One never answered must not
  /// keep that coordinator alive (its request lives in the navigator, not in the held change).
  @Test func aHeldChangeKeptByItsRequesterIsReleasedWithTheNavigator() throws {
    weak var weakFlow: KeepingFlow?
    weak var weakNavigator: Navigator?
    do {
      let (navigator, _, root) = makeNavigator()
      let flow = KeepingFlow()
      try root.start(flow, as: .push())
      navigator.addGuard(named: "ask") { [weak flow] change in
        change.requester === flow ? .ask { [weak flow] in flow?.held = $0 } : .allow
      }
      try flow.push(.screen(route("Next")))
      #expect(flow.held?.state == .waiting)
      (weakFlow, weakNavigator) = (flow, navigator)
    }
    #expect(weakNavigator == nil)
    #expect(weakFlow == nil, "the unanswered held change let its requester go")
  }

  /// Starts a flow whose push a guard holds; returns it without keeping it.
  private func startAsker(
    _ navigator: Navigator, _ root: Root, _ box: any HeldBox
  ) throws -> ScreenFlow {
    let flow = ScreenFlow("Asker")
    try root.start(flow, as: .push())
    navigator.addGuard(named: "ask") { [weak flow] change in
      change.requester === flow ? .ask { box.held = $0 } : .allow
    }
    try flow.push(.screen(route("Next")))
    return flow
  }

  /// Guards that veto or ask at random never leave a trace of a stopped change but its
  /// journal entry: the tree, the host and the coordinators are as before.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func randomGuardsNeverLeaveATrace(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let (navigator, host, root) = makeNavigator()
    final class Decision { var value = 0 }
    let decision = Decision()
    var pending: [HeldChange] = []
    navigator.addGuard(named: "random") { _ in
      switch decision.value {
      case 0: .veto("random")
      case 1: .ask { pending.append($0) }
      default: .allow
      }
    }
    var flows: [ScreenFlow] = []
    for step in 0..<300 {
      decision.value = Int.random(in: 0..<3, using: &random)
      let before = navigator.tree
      let running = Set(flows.filter(\.isActive).map(ObjectIdentifier.init))
      let entries = navigator.journal.recordedCount
      let outcome: RequestOutcome?
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        let flow = ScreenFlow("F\(step)")
        flows.append(flow)
        outcome = try? root.start(flow, as: .push())
      case 1: outcome = try? root.navigate(.pop())
      case 2: outcome = try? root.navigate(.present(.screen(route("S\(step)"))))
      case 3: outcome = try? root.navigate(.dismissAll)
      default:
        if let held = pending.popLast() {
          if Bool.random(using: &random) { held.cancel() } else { _ = try? held.resume() }
        }
        continue
      }
      if decision.value != 2 {
        #expect(navigator.tree == before)
        #expect(host.rendered == before)
        #expect(Set(flows.filter(\.isActive).map(ObjectIdentifier.init)) == running)
        #expect(navigator.journal.recordedCount <= entries + 1)
        if case .applied = outcome { Issue.record("a stopped change applied at step \(step)") }
      }
      #expect(host.rendered == navigator.tree)
      try navigator.tree.validate()
    }
  }
}

/// Keeps the change a guard held, for a test to read.
@MainActor
protocol HeldBox: AnyObject {
  var held: HeldChange? { get set }
}

@MainActor
final class HeldSlot: HeldBox {
  var held: HeldChange?
}

/// A flow that keeps the change its guard held, as an app's coordinator does.
final class KeepingFlow: FlowCoordinator {
  var held: HeldChange?

  init() {
    super.init(initialContent: .screen(Route("Keeper")))
  }
}
