import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting
import WaypointTesting

/// Each way SwiftUI breaks when an outside tree drives its bindings, reproduced by the fake,
/// and what the host core does about it. Each test fails without that handling.
@MainActor
@Suite struct FailureModeTests {
  // MARK: Late writes

  @Test func aWriteThroughABindingBuiltBeforeTheLastChangeIsNotAGesture() throws {
    let app = SceneHarness(.screens("Home", "A"))
    let old = app.scene.revision  // a binding built now, written later
    try app.push("B")
    app.scene.write(path: [], of: app.stack.id, seen: old)
    #expect(app.gestures.isEmpty)
    #expect(app.ignored == [.late(app.stack.id, seen: old)])
    app.scene.settle()
    #expect(app.stackIDs.count == 3, "the navigator keeps A and B")
    app.expectInSync()  // the binding reverted: the fake shows A and B again
  }

  @Test func aSwipeDownReportedLateDoesNotDismissTheSheetThatReplacedIt() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("First"))))
    let first = app.tree.modals[0].content.id
    #expect(app.scene.swipeDownTopSheet(reportedLate: true))
    // Before SwiftUI reports the swipe, the app replaces the sheet (a link arrived).
    try app.perform(.dismiss)
    try app.perform(.present(.screen(Route("Second"))))
    app.scene.deliverLateWrites()
    #expect(app.ignored.contains { if case .late(first, _) = $0 { true } else { false } })
    app.scene.settle()
    #expect(app.tree.modals.map(\.content.visibleScreen.route.name) == ["Second"])
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test func aSwipeDownReportedLateStillDismissesTheSheetTheUserSwiped() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.stack([.screen(Route("Sheet"))])))
    let sheet = app.tree.modals[0].content.id
    #expect(app.scene.swipeDownTopSheet(reportedLate: true))
    try app.perform(.push(.screen(Route("Inside"))))  // the app moves inside the gone sheet
    app.scene.deliverLateWrites()
    #expect(app.gestures == [.swipeDown(modal: sheet, completed: true)])
    app.scene.settle()
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }

  // MARK: Several writes per frame, double push on iOS 18

  @Test(arguments: [FakeScene.Release.iOS17, .iOS18])
  func requestsInARowNeverChangeABindingTwiceInOneFrame(release: FakeScene.Release) throws {
    let app = SceneHarness(.screens("Home"), release: release)
    // Three pushes requested at once: the navigator queues them behind the first.
    for name in ["A", "B", "C"] { _ = try app.navigator.perform(.push(.screen(Route(name)))) }
    app.scene.settle()
    #expect(app.stackIDs.count == 4)
    #expect(app.shownPath.count == 3, "no screen pushed twice")
    app.expectInSync()
  }

  @Test func theSamePathWrittenTwiceIsOneGesture() throws {
    let app = SceneHarness(.screens("Home", "A", "B"))
    let (stack, seen) = (app.stack.id, app.scene.revision)
    let path = [app.stackIDs[1]]
    app.scene.write(path: path, of: stack, seen: seen)
    app.scene.write(path: path, of: stack, seen: seen)
    #expect(app.gestures == [.backButton(stack: stack, to: path[0])])
    #expect(app.ignored.isEmpty, "the second write is what is shown: nothing to revert")
    app.scene.settle()
    app.expectInSync()
  }

  // MARK: A write during a transition

  @Test func aPathWrittenDuringTheHostsPushIsItsEchoNotAPop() throws {
    let app = SceneHarness(.screens("Home", "A"))
    let stack = app.stack.id
    let before = app.shownPath
    _ = try app.navigator.perform(.push(.screen(Route("B"))))  // animating
    app.scene.endFrame()
    app.scene.write(path: before, of: stack, seen: app.scene.revision)
    #expect(app.ignored == [.duringTransition(stack)])
    app.scene.settle()
    #expect(app.gestures.isEmpty)
    #expect(app.stackIDs.count == 3)
    app.expectInSync()
  }

  // MARK: A multi-pop written as one shorter path

  @Test func theBackMenuPopsSeveralScreensAsOneGesture() throws {
    let app = SceneHarness(.screens("Home", "A", "B", "C"))
    let (stack, a) = (app.stack.id, app.stackIDs[1])
    app.scene.backMenu(toDepth: 1)
    #expect(app.gestures == [.backButton(stack: stack, to: a)])
    app.scene.settle()
    #expect(app.stackIDs.count == 2)
    #expect(app.navigator.journal.last?.cause == .gesture(.backButton(stack: stack, to: a)))
    app.expectInSync()
  }

  @Test func aPopOfSeveralScreensIsOnePathWrite() throws {
    let app = SceneHarness(.screens("Home", "A", "B", "C"))
    let before = app.transactionCount
    try app.perform(.popToRoot())
    #expect(app.transactionCount - before == 1)
    #expect(app.shownPath.isEmpty)
    app.expectInSync()
  }

  // MARK: A child sheet's swipe closing its parent

  @Test func aChildSheetsSwipeDoesNotCloseItsParent() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("Parent"))))
    try app.perform(.present(.screen(Route("Child"))))
    let (parent, child) = (app.tree.modals[0].content.id, app.tree.modals[1].content.id)
    app.scene.childSwipeClearsParent = true
    #expect(app.scene.swipeDownTopSheet())
    #expect(app.gestures == [.swipeDown(modal: child, completed: true)])
    #expect(app.ignored.contains { if case .late(parent, _) = $0 { true } else { false } })
    app.scene.settle()
    #expect(app.tree.modals.map(\.content.id) == [parent])
    app.expectInSync()  // SwiftUI shows the parent again
  }

  // MARK: A tab switch mid-animation

  @Test func aTabSwitchDuringAPushRebuildsTheStackSwiftUILeftBehind() throws {
    let app = SceneHarness(.twoTabs)
    let tabs = try #require(app.tree.visibleTabs)
    let today = app.stack.id
    _ = try app.navigator.perform(.push(.screen(Route("Article"))))  // animating
    app.scene.endFrame()
    app.scene.tapTab(1, of: tabs.id)
    #expect(app.gestures == [.tabTap(1, in: tabs.id)])
    #expect(app.scene.shownPaths[today] == [], "SwiftUI left the path behind")
    app.scene.settle()
    #expect(app.scene.shownPaths[today]?.count == 1, "the stack was built again with its path")
    app.expectInSync()
  }

  // MARK: No pop to root on tab reselect

  @Test func reselectingTheSelectedTabPopsItsStackToTheRoot() throws {
    let app = SceneHarness(.twoTabs)
    let tabs = try #require(app.tree.visibleTabs)
    try app.push("A", "B")
    app.scene.tapTab(0, of: tabs.id)
    #expect(app.gestures == [.tabTap(0, in: tabs.id)])
    app.scene.settle()
    #expect(app.stackIDs.count == 1)
    #expect(app.shownPath.isEmpty)
    app.expectInSync()
  }

  // MARK: One modal level per step

  @Test func dismissingTwoSheetsIsTwoTransactionsTopFirst() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("First"))))
    try app.perform(.present(.screen(Route("Second"))))
    let before = app.transactionCount
    try app.perform(.dismissAll)
    #expect(app.transactionCount - before == 2)
    app.expectInSync()  // no severalModalLevelsAtOnce
  }
}
