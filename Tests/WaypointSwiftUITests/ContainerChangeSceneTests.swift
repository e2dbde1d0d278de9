import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting

/// The SwiftUI host shows containers that change in place: a sheet whose content is replaced
/// (the level's item keeps its identity, so SwiftUI neither dismisses nor presents), and a page
/// list that changes while shown.
@MainActor
@Suite struct ContainerChangeSceneTests {
  @Test func aReplacedSheetKeepsItsItemAndShowsTheNewContentInOneTransaction() throws {
    let app = SceneHarness(.stack([.screen(Route("Home"))]))
    try app.perform(.present(.stack([.screen(Route("Share"))])))
    let item = app.scene.presentedItems
    let presentations = app.scene.presentations
    let transactions = app.transactionCount
    try app.perform(.replacePresented(.stack([.screen(Route("Note"))])))
    #expect(app.scene.presentedItems == item, "the same item: SwiftUI keeps the sheet")
    #expect(app.scene.presentations == presentations)
    #expect(app.scene.shownModals == [app.tree.modals[0].content.id])
    #expect(app.transactionCount == transactions + 1)
    #expect(app.scene.warnings.isEmpty)
    #expect(app.host.state.modal(at: 0)?.content.visibleScreen.route == Route("Note"))
    app.expectInSync()
  }

  @Test func levelsAboveGoFirstThenTheLevelShowsItsNewContent() throws {
    let app = SceneHarness(.stack([.screen(Route("Home"))]))
    try app.perform(.present(.screen(Route("Share"))))
    try app.perform(.present(.screen(Route("Options"))))
    let bottom = app.scene.presentedItems[0]
    _ = try app.navigator.perform("close the options, then show the note") {
      draft throws(NavigationError) in
      try draft.perform(.dismiss)
      try draft.perform(.replacePresented(.screen(Route("Note"))))
    }
    app.scene.settle()
    #expect(app.scene.presentedItems == [bottom])
    #expect(app.scene.warnings.isEmpty, "one level per transaction")
    app.expectInSync()
  }

  @Test func aSwipeDownOfTheReplacedSheetDismissesTheNewContent() throws {
    let app = SceneHarness(.stack([.screen(Route("Home"))]))
    try app.perform(.present(.screen(Route("Share"))))
    try app.perform(.replacePresented(.screen(Route("Note"))))
    let note = app.tree.modals[0].content.id
    #expect(app.scene.swipeDownTopSheet())
    app.scene.settle()
    #expect(app.gestures == [.swipeDown(modal: note, completed: true)])
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }

  @Test func aChangedPageListIsOneTransactionAndTheSelectionFollowsIt() throws {
    let app = SceneHarness(.stack([.pages([Route("A"), Route("B")], current: 1)]))
    let pages = try #require(app.tree.visiblePages)
    let transactions = app.transactionCount
    try app.perform(.setPages([Route("N"), Route("A"), Route("B")]))
    #expect(app.transactionCount == transactions + 1)
    #expect(app.scene.shownPages[pages.id] == 2, "B, now third, is still shown")
    #expect(app.host.state.tree.visiblePages?.pages.map(\.route.name) == ["N", "A", "B"])
    app.scene.swipePage(to: 1, of: pages.id)
    app.scene.settle()
    #expect(app.gestures == [.pageSwipe(to: 1, in: pages.id)])
    app.expectInSync()
  }
}
