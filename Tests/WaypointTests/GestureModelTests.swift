import Testing

@testable import Waypoint

/// Gestures are facts the host already performed: the navigator applies them at once, even
/// while the host animates, so the tree, the host and the coordinators never drift.
@MainActor
@Suite struct GestureModelTests {
  @Test func aBackTapPopsTheVisibleStacksTopAndIsRefusedWhereThereIsNoBack() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home")), .screen(route("A"))]))
    let stack = try #require(tree.visibleStack)
    let home = try #require(stack.entries.belowTop).id
    #expect(try tree.backTap() == .backButton(stack: stack.id, to: home))
    try tree.perform(.pop())
    #expect(throws: NavigationError.cannotPopRoot(stack.id)) { try tree.backTap() }
    let screen = try NavigationTree(root: .screen(route("Alone")))
    #expect(throws: NavigationError.noVisibleContainer(.stack)) { try screen.backTap() }
  }

  /// Home → Article (a pushed flow) → Share sheet (presented by Article) → Comments, pushed onto
  /// the root stack by the Share flow.
  func articleSharingComments() throws -> (
    Navigator, HeadlessHost, article: ScreenFlow, share: ScreenFlow, comments: ScreenFlow
  ) {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let share = ScreenFlow("Share")
    try article.start(share, as: .present(.sheet))
    let comments = ScreenFlow("Comments")
    let rootStack = try #require(navigator.tree.root.stackID)
    try share.start(comments, as: .push(onto: rootStack))
    return (navigator, host, article, share, comments)
  }

  @Test func aSwipeDownThenABackTapDuringAnAnimationKeepHostAndTreeTogether() throws {
    let (navigator, host, article, share, comments) = try articleSharingComments()
    host.animates = true
    // The swipe dismisses Share; its clean-up pops Comments (still animating) ...
    try host.swipeDown()
    #expect(host.rendered == navigator.tree)
    #expect(navigator.tree.stackNames == ["Home", "Article"])
    // ... so the back tap the user makes next pops Article, which is what they saw.
    try host.tapBack()
    #expect(host.rendered == navigator.tree)
    host.finishAnimations()
    #expect(host.rendered == navigator.tree)
    #expect(host.mismatches.isEmpty)
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(share.finishReason == .swipeDown)
    #expect(comments.finishReason == .parentFinished)
    #expect(article.finishReason == .backButton)
  }

  @Test func queuedRequestsRunAfterTheGesturesAgainstTheTreeAsItIsThen() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    host.animates = true
    try root.push(.screen(route("B")))
    guard case .queued = try root.pop() else {
      Issue.record("the pop should wait for the animation")
      return
    }
    try host.tapBack()  // pops B at once
    #expect(navigator.tree.stackNames == ["Home", "A"])
    host.finishAnimations()  // the queued pop now pops A
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(host.rendered == navigator.tree)
  }

  @Test func aBackTapWhileThePushAnimatesPopsWhatTheUserSaw() throws {
    let (navigator, host, article, _, _) = try articleSharingComments()
    try host.swipeDown()
    host.animates = true
    try navigator.perform(.push(.screen(route("Late"))))
    try host.tapBack()
    try host.tapBack()
    host.finishAnimations()
    #expect(host.rendered == navigator.tree)
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(article.finishReason == .backButton)
  }

  @Test func twoSwipeDownsDuringAnAnimationDismissBothSheets() throws {
    let (navigator, host, root) = makeNavigator()
    let first = ScreenFlow("First")
    try root.start(first, as: .present(.sheet))
    let second = ScreenFlow("Second")
    try first.start(second, as: .present(.sheet))
    host.animates = true
    try navigator.perform(.present(.screen(route("Third"))))
    try host.swipeDown()
    try host.swipeDown()
    try host.swipeDown()
    host.finishAnimations()
    #expect(host.rendered == navigator.tree)
    #expect(host.mismatches.isEmpty)
    #expect(navigator.tree.modals.isEmpty)
    #expect(first.finishReason == .swipeDown)
    #expect(second.finishReason == .swipeDown)
  }

  @Test func aGestureFromAFinishHookActsOnWhatTheHostShowsNow() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    let share = ScreenFlow("Share")
    try root.start(share, as: .present(.sheet))
    var hookError: NavigationError?
    share.onFinish { _ in
      do throws(NavigationError) { try host.tapBack() } catch { hookError = error }
    }
    try host.swipeDown()
    #expect(hookError == nil)
    #expect(host.rendered == navigator.tree)
    #expect(navigator.tree.stackNames == ["Home"])
  }

  @Test func aGestureNamingNodesThatLeftIsSupersededAndChangesNothing() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    let stack = try #require(navigator.tree.visibleStack)
    let home = try #require(stack.entries.belowTop)
    try navigator.perform(.pop())
    let before = navigator.tree
    navigator.receive(.backButton(stack: stack.id, to: home.id))
    #expect(navigator.tree == before)
    #expect(navigator.journal.last?.steps == [])
    #expect(navigator.journal.last?.error == nil)
    navigator.receive(.backButton(stack: stack.id, to: NodeID(rawValue: 999)))
    #expect(navigator.journal.last?.error != nil, "an ID never handed out is a host bug")
    withExtendedLifetime(host) {}
  }

  @Test func theBackMenuPopsSeveralLevelsAndFinishesEachFlowOnce() throws {
    let (navigator, host, root) = makeNavigator()
    let flows = (0..<3).map { ScreenFlow("S\($0)") }
    for flow in flows { try root.start(flow, as: .push()) }
    let home = try #require(navigator.tree.visibleStack?.rootEntry)
    try host.longPressBack(to: home.id)
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(flows.allSatisfy { $0.finishReason == .backButton && $0.finishCount == 1 })
    #expect(host.rendered == navigator.tree)
  }

  @Test func aHostCannotReportAGestureOnWhatTheUserCannotSee() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    let stack = try #require(navigator.tree.visibleStack)
    try root.navigate(.present(.stack([.screen(route("Sheet"))])))
    #expect(throws: NavigationError.notVisible(stack.id)) {
      try host.perform(.backButton(stack: stack.id, to: stack.rootEntry.id))
    }
  }
}
