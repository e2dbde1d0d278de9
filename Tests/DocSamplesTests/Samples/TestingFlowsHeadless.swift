// The ```swift blocks of Modules/Waypoint/Waypoint.docc/TestingFlowsHeadless.md, verbatim, in
// the context they need. The article's tests use the coordinators of GettingStarted.md, and
// run here as they are written.
import Testing
import Waypoint
import WaypointTesting

@Suite struct TestingFlowsHeadless {
  typealias AppCoordinator = GettingStarted.AppCoordinator
  typealias TodayCoordinator = GettingStarted.TodayCoordinator
  typealias TodayRoute = GettingStarted.TodayRoute

  /// Compiled, not run: each gesture needs a tree where it applies.
  @MainActor func everyGesture() throws {
    let host = HeadlessHost()
    let navigator = Navigator(root: AppCoordinator(), host: host)
    navigator.start()

    // Each line is an example for a tree where the gesture applies.
    try host.tapBack()  // FinishReason.backButton
    try host.edgeSwipe(completed: false)  // a cancelled swipe: nothing changes
    try host.swipeDown()  // FinishReason.swipeDown, sheets only
    try host.tapTab("Bookmarks")  // tapping the selected tab pops it to its root
    try host.swipePage(.next)  // or .previous; a swipe moves one page

    let stack = host.rendered.visibleStack!  // gestures name the nodes they act on
    try host.longPressBack(to: stack.rootEntry.id)  // several levels from the back button's menu
  }

  @MainActor
  func makeFlow() throws -> (HeadlessFlow, TodayCoordinator) {
    let flow = HeadlessFlow(root: AppCoordinator())
    flow.start()
    let today = try #require(
      flow.navigator.coordinator(anchoredAt: flow.tree.root.id) as? TodayCoordinator)
    return (flow, today)
  }

  @MainActor @Test func backButtonFinishesAndReleasesTheArticle() throws {
    let (flow, today) = try makeFlow()
    try today.articleTapped(id: 3)
    flow.expectStack(["Today", "Article"])

    try flow.host.tapBack()

    flow.expectScreen(TodayRoute.today)
    #expect(flow.navigator.journal.last?.finished.map(\.reason) == [.backButton])
    flow.expectReleased()
    flow.expectRendered()
  }

  @MainActor @Test func cancelledEdgeSwipeKeepsTheArticle() throws {
    let (flow, today) = try makeFlow()
    try today.articleTapped(id: 3)

    try flow.host.edgeSwipe(completed: false)
    flow.expectScreen(TodayRoute.article(id: 3))
    #expect(today.children.count == 1)
    #expect(flow.tracker.departedCount == 0)

    try flow.host.edgeSwipe()
    flow.expectStack(["Today"])
    #expect(flow.navigator.journal.last?.finished.map(\.reason) == [.edgeSwipe])
    flow.expectReleased()
  }

  @MainActor @Test func swipingTheSheetDownFinishesShare() throws {
    let (flow, today) = try makeFlow()
    try today.shareTapped(id: 3)
    flow.expectModal("Share")

    try flow.host.swipeDown()

    flow.expectModal(nil)
    #expect(flow.navigator.journal.last?.finished.map(\.reason) == [.swipeDown])
    flow.expectReleased()
  }

  @MainActor @Test func doubleTapPushesOneArticle() throws {
    let (flow, today) = try makeFlow()
    flow.host.animates = true

    try today.articleTapped(id: 3)
    try today.articleTapped(id: 3)  // dropped: the first push is still animating
    #expect(flow.host.isAnimating)
    flow.host.finishAnimations()

    flow.expectStack(["Today", "Article"])
    #expect(flow.navigator.journal.entries.contains { $0.result == .dropped })
    flow.expectRendered()
  }

  /// What the article says `leaked` prints: `ArticleCoordinator#4 (backButton)`,
  /// `model of Article(3)#4`.
  @MainActor @Test func leakedNamesWhatLeft() throws {
    let (flow, today) = try makeFlow()
    try today.articleTapped(id: 3)
    let article = try #require(flow.navigator.coordinator(anchoredAt: flow.tree.visibleScreen.id))
    let model = try #require(flow.navigator.visibleModel)
    try flow.host.tapBack()
    #expect(flow.tracker.leaked == ["model of Article(3)#4", "ArticleCoordinator#4 (backButton)"])
    withExtendedLifetime((article, model)) {}
  }
}
