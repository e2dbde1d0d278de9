import Testing

@testable import Waypoint

/// A flow whose screens get models that log their lifecycle to `log`; it finishes with a text.
@MainActor
final class LoggedFlow: FlowCoordinator, ProducesResult {
  typealias Output = String
  let log: LifecycleLog

  init(_ content: Content, log: LifecycleLog) {
    self.log = log
    super.init(initialContent: content)
  }

  override func makeModel(for screen: Screen) -> AnyObject? {
    LifecycleModel(screen: screen, log: log)
  }
}

/// Content replacing a modal's in place keeps the nodes that show the same thing — their IDs,
/// models and flows — and changes only the rest.
@MainActor
@Suite struct ModalReplacementIdentityTests {
  /// A navigator whose root presents the flow `Share` in a stack (models logging to the
  /// root's log), the log emptied.
  func sharing() throws -> (Navigator, HeadlessHost, LifecycleRoot, LoggedFlow) {
    let (navigator, host, root) = try makeLifecycleNavigator()
    let share = LoggedFlow(.screen(route("Share")), log: root.log)
    try root.start(share, as: .present())
    _ = root.log.take()
    return (navigator, host, root, share)
  }

  // MARK: The same content

  @Test func theSameRouteKeepsTheScreenItsModelAndItsFlowAndChangesNothing() throws {
    let (navigator, host, root, share) = try sharing()
    let before = try #require(navigator.tree.modals.last)
    let screen = before.content.visibleScreen
    weak let model = navigator.model(for: screen.id)
    #expect(model != nil)
    var departures = 0
    navigator.observeDepartures { _ in departures += 1 }
    // The coordinator's call (in a stack, as presented), then the operation itself.
    try root.replacePresented(.screen(route("Share")))
    try navigator.perform(.replacePresented(.stack([.screen(route("Share"))])))
    #expect(navigator.tree.modals == [before], "the same modal, content and IDs")
    #expect(navigator.model(for: screen.id) === model)
    #expect(model != nil)
    #expect(!share.isFinished)
    #expect(navigator.coordinator(anchoredAt: before.content.id) === share)
    #expect(root.log.take() == [], "no lifecycle event")
    #expect(departures == 0)
    let last = try #require(navigator.journal.last)
    #expect(last.steps.isEmpty, "journaled as a change with no steps")
    #expect(last.finished.isEmpty)
    #expect(host.rendered == navigator.tree)
  }

  @Test(arguments: [
    Content.stack([.screen(Route("Note"))]),
    .screen(Route("Share")),  // the same route in another shape
    .stack([.screen(Route("Note")), .screen(Route("Share"))]),
    .pages([Route("Share")]),
  ])
  func otherContentReplacesEverythingAndFinishesTheFlowAsBefore(_ content: Content) throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    let share = LoggedFlow(.screen(route("Share")), log: root.log)
    var results: [FlowResult<String>] = []
    root.start(share, as: .present()) { results.append($0) }
    // The same content first: it stays.
    let before = try #require(navigator.tree.modals.last)
    try root.replacePresented(.screen(route("Share")))
    #expect(navigator.tree.modals == [before])
    _ = root.log.take()
    let screen = before.content.visibleScreen
    weak let model = navigator.model(for: screen.id)
    try navigator.perform(.replacePresented(content))
    let after = try #require(navigator.tree.modals.last)
    #expect(after.presentation == before.presentation)
    #expect(after.content.id != before.content.id)
    #expect(!navigator.tree.contains(screen.id), "a new screen")
    #expect(share.finishReason == .replaced)
    #expect(results == [.ended(.replaced)])
    #expect(model == nil, "the old screen's model was released")
    let shown = after.content.visibleScreen
    #expect(root.log.take().last == "\(shown.route.name) active")
    let last = try #require(navigator.journal.last)
    #expect(last.steps == [.replaceModal(after.content)])
    #expect(last.finished.map(\.reason) == [.replaced])
    #expect(host.rendered == navigator.tree)
  }

  // MARK: Part of a stack

  @Test func aStackWithTheSameRootKeepsWhatStaysPopsWhatGoesAndPushesWhatIsNew() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    let flow = LoggedFlow(.screen(route("A")), log: root.log)
    try root.start(flow, as: .present())
    try flow.push(.screen(route("B")))
    let pushed = LoggedFlow(.screen(route("C")), log: root.log)
    var pushedResults: [FlowResult<String>] = []
    flow.start(pushed, as: .push()) { pushedResults.append($0) }
    let stack = try #require(navigator.tree.visibleStack)
    let (a, b, c) = (stack.entries.array[0], stack.entries.array[1], stack.entries.array[2])
    weak let aModel = navigator.model(for: a.id)
    weak let bModel = navigator.model(for: b.id)
    weak let cModel = navigator.model(for: c.id)
    _ = root.log.take()

    try root.replacePresented(
      .stack([.screen(route("A")), .screen(route("B")), .screen(route("D")), .screen(route("E"))]))
    let kept = try #require(navigator.tree.visibleStack)
    #expect(kept.id == stack.id)
    #expect(navigator.tree.stackNames == ["A", "B", "D", "E"])
    #expect(Array(kept.entries.array.prefix(2)) == [a, b])
    #expect(navigator.model(for: a.id) === aModel && aModel != nil)
    #expect(navigator.model(for: b.id) === bModel && bModel != nil)
    #expect(cModel == nil)
    #expect(!flow.isFinished)
    #expect(navigator.coordinator(anchoredAt: stack.id) === flow)
    #expect(pushed.finishReason == .popped)
    #expect(pushedResults == [.ended(.popped)])
    let entries = kept.entries.array
    let last = try #require(navigator.journal.last)
    #expect(
      last.steps == [
        .pop(to: b.id, in: stack.id), .push(entries[2], onto: stack.id),
        .push(entries[3], onto: stack.id),
      ])
    #expect(last.finished.map(\.reason) == [.popped])
    let heard = root.log.take()
    #expect(!heard.contains { $0.hasPrefix("A ") || $0.hasPrefix("B ") }, "\(heard)")
    #expect(heard.last == "E active")
    #expect(host.rendered == navigator.tree)

    // Less of the same stack: a pop, and nothing else.
    try root.replacePresented(.screen(route("A")))
    #expect(navigator.tree.visibleStack?.entries.array == [a])
    #expect(navigator.journal.last?.steps == [.pop(to: a.id, in: stack.id)])
    #expect(navigator.model(for: a.id) === aModel && aModel != nil)
    #expect(root.log.take() == ["A active"])
    #expect(!flow.isFinished)
  }

  // MARK: Containers

  @Test func containersThatStayChangeTheirSelectionAndOnlyWhatDiffers() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(
      .present(
        .tabs([
          .init("One", .stack([.screen(route("A"))])), .init("Two", .stack([.screen(route("B"))])),
        ])))
    let tabs = try #require(tree.modals.last?.content)
    guard case .tabs(let before) = tabs, case .stack(let one) = before.tabs[0].content else {
      Issue.record("expected tabs of stacks")
      return
    }
    let change = try tree.perform(
      .replacePresented(
        .tabs(
          [
            .init("One", .stack([.screen(route("A")), .screen(route("C"))])),
            .init("Two", .stack([.screen(route("B"))])),
          ], selected: 1)))
    guard case .tabs(let after)? = tree.modals.last?.content,
      case .stack(let oneAfter) = after.tabs[0].content
    else {
      Issue.record("expected tabs of stacks")
      return
    }
    #expect(after.id == before.id)
    #expect(after.tabs[1] == before.tabs[1])
    #expect(oneAfter.rootEntry == one.rootEntry)
    #expect(change.steps == [.selectTab(1, in: before.id), .push(oneAfter.top, onto: one.id)])

    try tree.perform(.replacePresented(.pages([route("P"), route("Q")])))
    let pages = try #require(tree.modals.last?.content)
    let selected = try tree.perform(
      .replacePresented(.pages([route("P"), route("Q")], current: 1)))
    #expect(selected.steps == [.selectPage(1, in: pages.id)])
    #expect(tree.modals.last?.content.id == pages.id)

    try tree.perform(.replacePresented(.split(primary: .screen(route("List")))))
    guard case .split(let split)? = tree.modals.last?.content else {
      Issue.record("expected a split")
      return
    }
    let detailed = try tree.perform(
      .replacePresented(.split(primary: .screen(route("List")), detail: .screen(route("Item")))))
    guard case .split(let splitAfter)? = tree.modals.last?.content,
      let detail = splitAfter.detail
    else {
      Issue.record("expected a split with a detail column")
      return
    }
    #expect(splitAfter.id == split.id)
    #expect(splitAfter.primary == split.primary)
    #expect(detailed.steps == [.setColumn(.detail, in: split.id, to: .stack(detail))])
  }

  // MARK: Starting a flow

  @Test func startingTheFlowTheSheetShowsKeepsThatFlowAndTheNewOneNeverStarts() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    let note = LoggedFlow(.screen(route("Note")), log: root.log)
    try root.start(note, as: .present())
    try note.push(.screen(route("Tags")))
    let before = navigator.tree
    let content = try #require(before.modals.last?.content)
    let screens = content.visibleStackEntries
    let models = screens.map { navigator.model(for: $0.id) }
    _ = root.log.take()

    let again = LoggedFlow(.screen(route("Note")), log: root.log)
    var results: [FlowResult<String>] = []
    let outcome = root.start(again, as: .replacePresented()) { results.append($0) }
    guard case .applied(let transaction)? = outcome else {
      Issue.record("expected the start to apply, got \(String(describing: outcome))")
      return
    }
    #expect(transaction.steps.isEmpty)
    #expect(navigator.tree == before, "the flow stays as it is, with what it pushed")
    #expect(!note.isFinished)
    #expect(navigator.coordinator(anchoredAt: content.id) === note)
    #expect(screens.map { navigator.model(for: $0.id) }.elementsEqual(models) { $0 === $1 })
    #expect(results == [.notStarted(.alreadyAnchored(content.id))])
    #expect(again.navigator == nil && !again.isFinished)
    #expect(root.log.take() == [])

    // On a draft too.
    let inDraft = LoggedFlow(.screen(route("Note")), log: root.log)
    var draftResults: [FlowResult<String>] = []
    try navigator.perform("again", by: root) { draft throws(NavigationError) in
      try draft.start(inDraft, as: .replacePresented(), by: root) { draftResults.append($0) }
    }
    #expect(navigator.tree == before)
    #expect(draftResults == [.notStarted(.alreadyAnchored(content.id))])
    #expect(!note.isFinished)

    // Another shape is another flow's content: it takes the sheet's place, as before.
    let bare = LoggedFlow(.screen(route("Note")), log: root.log)
    try root.start(bare, as: .replacePresented(inStack: false))
    #expect(note.finishReason == .replaced)
    #expect(bare.isActive)
    #expect(navigator.tree.modals.last?.content.kind == .screen)
    #expect(host.rendered == navigator.tree)
  }

  @Test func aFlowStartedOverContentItDidNotShowBringsScreensOfItsOwn() throws {
    let (navigator, _, root) = try makeLifecycleNavigator()
    try root.present(.screen(route("Note")))  // shown by the root, no flow anchored
    let before = try #require(navigator.tree.modals.last)
    // The same content, replaced by the root: it stays.
    try root.replacePresented(.screen(route("Note")))
    #expect(navigator.tree.modals == [before])
    let note = LoggedFlow(.screen(route("Note")), log: root.log)
    try root.start(note, as: .replacePresented())
    let after = try #require(navigator.tree.modals.last)
    #expect(after.content.id != before.content.id)
    #expect(after.presentation == before.presentation)
    #expect(navigator.coordinator(anchoredAt: after.content.id) === note)
    #expect(navigator.model(for: after.content.visibleScreen.id) is LifecycleModel)
    #expect(navigator.model(for: before.content.visibleScreen.id) == nil)
  }
}

extension Node {
  /// The entries of the stack this node is, root first; this node alone otherwise.
  fileprivate var visibleStackEntries: [Node] {
    if case .stack(let stack) = self { stack.entries.array } else { [self] }
  }
}
