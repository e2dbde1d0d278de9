import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

@MainActor
@Suite struct TabAndPageGestureTests {
  func tabs(animates: Bool = false) throws -> HostHarness {
    try HostHarness(
      .tabs([
        .init("Today", .stack([.pages([Route("Pick"), Route("Weekly")]), .screen(Route("A"))])),
        .init("Bookmarks", .screens("Bookmarks")),
      ]),
      animates: animates)
  }

  @Test func aTapOnAnotherTabIsReported() throws {
    let app = try tabs()
    let tabs = app.tree.visibleTabs!.id
    app.window.tabBarController(tabs)!.tap(1)
    #expect(app.gestures == [.tabTap(1, in: tabs)])
    #expect(app.tree.visibleTabs!.selectedIndex == 1)
    app.expectInSync()
  }

  @Test func aSelectionInCodeIsNoGesture() throws {
    let app = try tabs()
    try app.perform(.selectTab(.index(1)))
    #expect(app.window.calls.last == .selectTab(1, in: app.tree.visibleTabs!.id))
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test(arguments: [false, true])
  func aTapOnTheSelectedTabIsOneTabTapThatPopsToRoot(_ animates: Bool) throws {
    let app = try tabs(animates: animates)
    let tabs = app.tree.visibleTabs!.id
    app.window.tabBarController(tabs)!.tap(0)
    app.window.animator.finishAnimations()
    #expect(app.gestures == [.tabTap(0, in: tabs)], "UIKit's own pop is no back-button gesture")
    #expect(app.stackIDs.count == 1)
    app.expectInSync()
  }

  @Test func aTabTapWaitsWhileTheHostAnimates() throws {
    let app = try tabs(animates: true)
    let tabs = app.tree.visibleTabs!.id
    try app.perform(.push(.screen(Route("B"))))
    app.window.tabBarController(tabs)!.tap(1)
    #expect(app.gestures.isEmpty)
    #expect(app.window.tabBarController(tabs)!.selectedIndex == 0)
  }

  @Test func aSettledPageSwipeIsReportedAndALetGoIsNot() throws {
    let app = try tabs()
    try app.perform(.popToRoot())
    let pages = app.tree.visiblePages!.id
    let controller = app.window.pageController(pages)!
    controller.swipe(forward: true, completed: false)
    #expect(app.gestures.isEmpty)
    controller.swipe(forward: true)
    #expect(app.gestures == [.pageSwipe(to: 1, in: pages)])
    #expect(app.tree.visiblePages!.currentIndex == 1)
    app.expectInSync()
  }

  @Test func aSwipePastTheLastPageOfAWrappingContainerShowsTheFirst() throws {
    let app = try HostHarness(.stack([.pages([Route("A"), Route("B")], current: 1, wraps: true)]))
    let pages = app.tree.visiblePages!.id
    let controller = app.window.pageController(pages)!
    #expect(controller.wraps)
    controller.swipe(forward: true)
    #expect(app.gestures == [.pageSwipe(to: 0, in: pages)])
    #expect(app.tree.visiblePages!.currentIndex == 0)
    app.expectInSync()
  }

  @Test func aChangedPageListIsOneCallThatKeepsThePagesControllers() throws {
    let app = try HostHarness(.stack([.pages([Route("A"), Route("B")], current: 1)]))
    let pages = app.tree.visiblePages!
    let controller = app.window.pageController(pages.id)!
    let b = controller.pages[1]
    let calls = app.window.calls.count
    try app.perform(.setPages([Route("N"), Route("B")]))
    let now = app.tree.visiblePages!
    #expect(
      Array(app.window.calls[calls...]) == [
        .setPages(now.pages.map(\.id), current: 1, in: pages.id)
      ])
    #expect(controller.pages[1] === b, "B keeps its controller")
    #expect(controller.pages.map(\.node) == now.pages.map(\.id))
    controller.swipe(forward: false)  // to the new page
    #expect(app.gestures == [.pageSwipe(to: 0, in: pages.id)])
    app.expectInSync()
  }

  @Test func aPageShownInCodeIsNoGesture() throws {
    let app = try tabs()
    try app.perform(.popToRoot())
    try app.perform(.selectPage(.next))
    #expect(app.window.calls.last == .showPage(1, in: app.tree.visiblePages!.id))
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }
}
