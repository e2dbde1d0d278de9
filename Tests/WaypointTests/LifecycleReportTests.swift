import Testing

@testable import Waypoint

/// What models heard, in order: `Article active`.
@MainActor
final class LifecycleLog {
  var entries: [String] = []
  /// Called with each report, after the model has stored its state.
  var onReport: ((LifecycleModel, ScreenLifecycle) -> Void)?

  /// The entries since the last call.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A screen model that observes its lifecycle and logs each report.
@MainActor
final class LifecycleModel: ScreenLifecycleObserver {
  let screen: Screen
  let log: LifecycleLog
  private(set) var state: ScreenLifecycle?
  var onChange: ((ScreenLifecycle) -> Void)?

  init(screen: Screen, log: LifecycleLog) {
    self.screen = screen
    self.log = log
  }

  func screenLifecycleDidChange(to state: ScreenLifecycle) {
    self.state = state
    log.entries.append("\(screen.route.name) \(state)")
    log.onReport?(self, state)
    onChange?(state)
  }
}

/// A root coordinator whose screens all get a ``LifecycleModel`` (screens named `Plain` get
/// a model that does not observe).
@MainActor
final class LifecycleRoot: Coordinator {
  let log = LifecycleLog()
  override func makeModel(for screen: Screen) -> AnyObject? {
    screen.route.name == "Plain"
      ? ScreenModel(screen: screen) : LifecycleModel(screen: screen, log: log)
  }
}

/// A started navigator over `content` whose root makes lifecycle models.
@MainActor
func makeLifecycleNavigator(
  _ content: Content = .stack([.screen(Route("Home"))])
) throws -> (Navigator, HeadlessHost, LifecycleRoot) {
  let host = HeadlessHost()
  let root = LifecycleRoot()
  let navigator = try Navigator(root: root, host: host, tree: NavigationTree(root: content))
  navigator.start()
  return (navigator, host, root)
}

/// Models hear their screen's lifecycle after the host settles, losers first.
@MainActor
@Suite struct LifecycleReportTests {
  @Test func modelsHearTheirFirstStateWhenTheNavigatorStarts() throws {
    let (navigator, _, root) = try makeLifecycleNavigator(
      .tabs([
        .init("Today", .stack([.screen(Route("Today")), .screen(Route("Article"))])),
        .init("Bookmarks", .screen(Route("Bookmarks"))),
      ]))
    #expect(root.log.take() == ["Today hidden", "Bookmarks hidden", "Article active"])
    #expect(navigator.lifecycle(of: navigator.tree.visibleScreen.id) == .active)
  }

  @Test func nothingIsReportedBeforeTheNavigatorStarts() throws {
    let root = LifecycleRoot()
    let tree = try NavigationTree(root: .stack([.screen(Route("Home"))]))
    let navigator = try Navigator(root: root, host: HeadlessHost(), tree: tree)
    #expect(navigator.lifecycle(of: tree.visibleScreen.id) == nil)
    navigator.start()
    #expect(root.log.take() == ["Home active"])
  }

  @Test func aPushHidesTheScreenBelowBeforeTheNewScreenBecomesActive() throws {
    let (navigator, _, root) = try makeLifecycleNavigator()
    _ = root.log.take()
    try root.push(.screen(Route("Article")))
    #expect(root.log.take() == ["Home hidden", "Article active"])
    try root.push(.screen(Route("Comments")))
    #expect(root.log.take() == ["Article hidden", "Comments active"])
    #expect(navigator.lifecycle(of: navigator.tree.visibleScreen.id) == .active)
  }

  @Test func sheetsLeaveWhatIsBelowVisibleAndAFullScreenModalHidesItTopDown() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    _ = root.log.take()
    try root.present(.screen(Route("Share")))
    #expect(root.log.take() == ["Home visible", "Share active"])
    try root.present(.screen(Route("Options")))
    #expect(root.log.take() == ["Share visible", "Options active"], "Home stays visible")
    try root.present(.screen(Route("Login")), style: .fullScreen)
    #expect(
      root.log.take() == ["Options hidden", "Share hidden", "Home hidden", "Login active"])
    try root.navigate(.dismissAll)
    #expect(root.log.take() == ["Home active"], "the screens that left hear nothing")
    #expect(host.rendered == navigator.tree)
  }

  @Test func aDialogLeavesTheScreenBelowVisible() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    _ = root.log.take()
    try root.present(.screen(Route("Discard")), style: .alert, inStack: false)
    #expect(root.log.take() == ["Home visible", "Discard active"])
    try root.dismiss()
    #expect(root.log.take() == ["Home active"])
    #expect(host.rendered == navigator.tree)
  }

  @Test func aScreenAddedHiddenHearsHiddenFirst() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    _ = root.log.take()
    try root.navigate(
      .replaceStack([.screen(Route("Home")), .screen(Route("A")), .screen(Route("B"))]))
    #expect(
      root.log.take() == ["Home hidden", "A hidden", "B active"],
      "Home stays and loses first; the new screens gain, the active one last")
    #expect(host.rendered == navigator.tree)
  }

  @Test func nothingIsReportedUntilTheHostFinishesItsAnimations() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    _ = root.log.take()
    let home = navigator.tree.visibleScreen.id
    host.animates = true
    try root.push(.screen(Route("Article")))
    try root.present(.screen(Route("Share")))  // Queued behind the animation.
    let article = navigator.tree.visibleScreen.id
    #expect(root.log.take() == [])
    #expect(navigator.tree.lifecycle(of: article) == .active, "the tree is planned")
    #expect(navigator.lifecycle(of: article) == nil, "not reported yet")
    #expect(navigator.lifecycle(of: home) == .active)
    host.finishAnimations()
    #expect(
      root.log.take() == [
        "Home hidden", "Article active", "Article visible", "Share active",
      ])
    #expect(navigator.lifecycle(of: article) == .visible)
  }

  @Test func aGestureDuringAnAnimationIsReportedWithItOnceAgainstTheSettledTree() throws {
    let (navigator, host, root) = try makeLifecycleNavigator(
      .tabs([
        .init("Today", .stack([.screen(Route("Today"))])),
        .init("Bookmarks", .stack([.screen(Route("Bookmarks"))])),
      ]))
    _ = root.log.take()
    host.animates = true
    try root.push(.screen(Route("Article")))
    try host.tapTab("Bookmarks")  // The user taps while the push animates.
    #expect(root.log.take() == [])
    host.finishAnimations()
    #expect(root.log.take() == ["Today hidden", "Article hidden", "Bookmarks active"])
    #expect(navigator.lifecycle(of: navigator.tree.visibleScreen.id) == .active)
  }

  @Test func aCancelledGestureReportsNothing() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    try root.push(.screen(Route("Article")))
    try root.present(.screen(Route("Share")))
    _ = root.log.take()
    try host.swipeDown(completed: false)
    #expect(root.log.take() == [])
    try host.swipeDown()
    #expect(root.log.take() == ["Article active"])
    try host.edgeSwipe(completed: false)
    #expect(root.log.take() == [])
    try host.edgeSwipe()
    #expect(root.log.take() == ["Home active"], "Article left: it hears nothing")
    #expect(host.rendered == navigator.tree)
  }

  @Test func aBackGestureReportsAtOnce() throws {
    let (navigator, host, root) = try makeLifecycleNavigator()
    try root.push(.screen(Route("Article")))
    _ = root.log.take()
    try host.tapBack()
    #expect(root.log.take() == ["Home active"])
    #expect(host.rendered == navigator.tree)
  }

  @Test func aTabSwitchHidesTheOldTabBeforeTheNewOneBecomesActive() throws {
    let (navigator, host, root) = try makeLifecycleNavigator(
      .tabs([
        .init("Today", .stack([.pages([Route("Pick"), Route("Weekly")])])),
        .init("Bookmarks", .stack([.screen(Route("Bookmarks"))])),
      ]))
    #expect(root.log.take() == ["Weekly hidden", "Bookmarks hidden", "Pick active"])
    try host.tapTab("Bookmarks")
    #expect(root.log.take() == ["Pick hidden", "Bookmarks active"])
    try host.tapTab("Today")
    try host.swipePage(.next)
    #expect(root.log.take() == ["Bookmarks hidden", "Pick active", "Pick hidden", "Weekly active"])
    #expect(host.rendered == navigator.tree)
  }

  @Test func aModelThatDoesNotObserveIsSkippedAndTheNavigatorStillKnowsTheState() throws {
    let (navigator, _, root) = try makeLifecycleNavigator(.stack([.screen(Route("Plain"))]))
    let plain = navigator.tree.visibleScreen.id
    try root.push(.screen(Route("Article")))
    #expect(root.log.take() == ["Article active"])
    #expect(navigator.lifecycle(of: plain) == .hidden)
    #expect(navigator.lifecycle(of: navigator.tree.visibleStack!.id) == nil, "not a screen")
  }

  /// While no model observes, the navigator works nothing out per transaction, yet still
  /// answers `lifecycle(of:)`, and a model that observes later hears its first state.
  @Test func withNoObserverTheStateIsStillKnownAndALaterObserverHearsItsFirstState() throws {
    let (navigator, _, root) = try makeLifecycleNavigator(.stack([.screen(Route("Plain"))]))
    let home = navigator.tree.visibleScreen.id
    try root.push(.screen(Route("Plain")))
    let second = navigator.tree.visibleScreen.id
    try root.present(.screen(Route("Plain")), style: .sheet)
    #expect(navigator.lifecycle(of: home) == .hidden)
    #expect(navigator.lifecycle(of: second) == .visible)
    #expect(navigator.lifecycle(of: navigator.tree.visibleScreen.id) == .active)
    try root.dismiss()
    try root.push(.screen(Route("Article")))
    #expect(root.log.take() == ["Article active"])
    #expect(navigator.lifecycle(of: second) == .hidden)
    try root.pop()
    #expect(root.log.take().isEmpty, "the article's model left; nothing else observes")
    #expect(navigator.lifecycle(of: second) == .active)
  }

  @Test func aRequestMadeWhileHearingWaitsUntilEveryModelHasHeard() throws {
    let (navigator, _, root) = try makeLifecycleNavigator()
    try root.push(.screen(Route("Article")))
    let article = try #require(navigator.visibleModel(as: LifecycleModel.self))
    _ = root.log.take()
    var outcome: RequestOutcome?
    article.onChange = { state in
      if state == .hidden, outcome == nil { outcome = try? root.dismiss() }
    }
    try root.present(.screen(Route("Login")), style: .fullScreen)
    #expect(outcome.map { if case .queued = $0 { true } else { false } } == true)
    #expect(root.log.take() == ["Article hidden", "Login active", "Article active"])
    #expect(navigator.tree.modals.isEmpty)
  }
}

/// Lifecycle reports around splits and models made twice between two reports.
@MainActor
@Suite struct SplitAndPageLifecycleTests {
  @Test func aScreenWhoseModelIsMadeTwiceBeforeAReportHearsItsFirstStateOnce() throws {
    // What happens to a page far from the current one and back while the host animates: its
    // model is released and made again before the next report.
    let (navigator, _, root) = try makeLifecycleNavigator(
      .stack([.screen(route("Home")), .screen(route("Top"))]))
    _ = root.log.take()
    guard case .stack(let stack) = navigator.tree.root else { return }
    let home = stack.rootEntry.id
    let model = try #require(navigator.model(for: home))
    navigator.noteModelMade(model, for: home)
    navigator.noteModelMade(model, for: home)
    _ = navigator.reportLifecycleChanges()
    #expect(root.log.take() == ["Home hidden"])
  }

  @Test func sideBySideColumnsAreVisibleAndCollapsingHidesAllButTheColumnOnTop() throws {
    let (navigator, host, root) = try makeLifecycleNavigator(
      .split(primary: .screen(route("List")), detail: .screen(route("Article"))))
    #expect(
      root.log.take() == ["List hidden", "Article active"], "compact: the list is under it")
    try host.resize(to: .regular)
    #expect(root.log.take() == ["List visible"])
    try host.resize(to: .compact)
    #expect(root.log.take() == ["List hidden"])
    try host.tapBack()
    #expect(root.log.take() == ["Article hidden", "List active"])
    _ = navigator
  }
}
