import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting

/// Content replacing a presented sheet's that shows the same thing keeps its nodes: the sheet's
/// item and its stack stay, and only the path changes.
@MainActor
@Suite struct ModalContentThatStaysSceneTests {
  @Test func theSheetKeepsItsItemAndItsStackAndOnlyThePathChanges() throws {
    let app = SceneHarness(.stack([.screen(Route("Home"))]))
    try app.perform(.present(.stack([.screen(Route("Share"))])))
    let item = app.scene.presentedItems
    let stack = app.tree.modals[0].content.id
    let transactions = app.transactionCount
    try app.perform(.replacePresented(.stack([.screen(Route("Share"))])))
    #expect(app.transactionCount == transactions, "nothing to do")
    try app.perform(.replacePresented(.stack([.screen(Route("Share")), .screen(Route("Note"))])))
    #expect(app.scene.presentedItems == item)
    #expect(app.scene.shownModals == [stack])
    #expect(app.scene.shownPaths[stack] == [app.stackIDs[1]])
    #expect(app.scene.warnings.isEmpty)
    app.expectInSync()
  }
}
