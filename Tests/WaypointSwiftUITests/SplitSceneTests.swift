import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting
import WaypointTesting

/// The SwiftUI host core and a `NavigationSplitView`: the scene's width collapses and expands
/// every split, each column's stack keeps its path, and back from the root of the column on
/// top writes the column before it.
@MainActor
@Suite struct SplitSceneTests {
  /// A list in the primary column, an article and its comments in the detail, side by side.
  private func listArticleComments() throws -> SceneHarness {
    let app = SceneHarness(.split(primary: .screen(Route("List"))))
    app.scene.resize(to: .regular)
    try app.perform(.setColumn(.detail, to: .screen(Route("Article"))))
    try app.push("Comments")
    return app
  }

  @Test func theScenesWidthCollapsesAndExpandsTheSplitAndEachColumnKeepsItsPath() throws {
    let app = try listArticleComments()
    #expect(app.gestures == [.resize(.regular)])
    let detail = try #require(app.tree.visibleSplit?.detail)
    #expect(app.scene.shownPaths[detail.id] == [detail.entries.array[1].id])
    app.expectInSync()

    app.scene.resize(to: .compact)
    #expect(app.tree.widthClass == .compact)
    #expect(app.tree.visibleStackNames == ["List", "Article", "Comments"])
    app.scene.resize(to: .compact)  // the same width again: nothing
    app.scene.settle()
    #expect(app.gestures == [.resize(.regular), .resize(.compact)])
    app.expectInSync()
  }

  @Test func backFromTheDetailsRootShowsTheListAndKeepsTheArticle() throws {
    let app = try listArticleComments()
    app.scene.resize(to: .compact)
    #expect(app.scene.tapBack())  // Comments
    #expect(app.scene.tapBack())  // from Article, the detail's root: the list shows
    app.scene.settle()
    let split = try #require(app.tree.visibleSplit)
    #expect(app.gestures.last == .backToColumn(.primary, in: split.id))
    #expect(split.compactColumn == .primary)
    #expect(split.detail?.entries.count == 1, "the detail keeps the article")
    app.expectInSync()

    app.scene.resize(to: .regular)
    app.scene.settle()
    #expect(app.tree.visibleSplit?.focusedColumn == .detail, "the article shows again")
    app.expectInSync()
  }

  @Test func aColumnWriteThatIsNotBackIsRevertedAndAGuardCanStopBack() throws {
    let app = try listArticleComments()
    let split = try #require(app.tree.visibleSplit)
    app.host.userShowedColumn(.primary, of: split.id, seen: app.scene.revision)
    #expect(app.ignored.last == .notAUserChange(split.id), "side by side no column is on top")
    #expect(app.tree.visibleSplit?.compactColumn == .detail)

    app.scene.resize(to: .compact)
    try app.perform(.pop())
    let unsaved = ScriptedGuard(.veto, on: app.navigator)
    app.host.userShowedColumn(.primary, of: split.id, seen: app.scene.revision)
    #expect(app.tree.visibleSplit?.compactColumn == .detail, "the guard kept the article")
    unsaved.answer = .allow
    app.scene.settle()
    app.expectInSync()
  }
}
