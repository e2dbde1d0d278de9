import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// The host renders a split into a split view controller: columns side by side, one stack when
/// the window is compact, the user's back in either, and the width UIKit reports.
@MainActor
@Suite struct SplitOnFakesTests {
  /// A list at the root's primary column, an article in its detail and comments above it,
  /// side by side.
  private func listArticleComments(animates: Bool = false) throws -> NavigatorHarness {
    let app = NavigatorHarness(.split(primary: .screen(Route("List"))), animates: animates)
    try app.perform(.resize(.regular))
    try app.perform(.setColumn(.detail, to: .screen(Route("Article"))))
    try app.perform(.push(.screen(Route("Comments"))))
    return app
  }

  private func split(_ app: NavigatorHarness) -> Split { app.tree.visibleSplit! }
  private func ids(_ stack: Stack?) -> [NodeID] { stack?.entries.array.map(\.id) ?? [] }

  @Test(arguments: [false, true])
  func sideBySideEachColumnShowsItsStack(_ animates: Bool) throws {
    let app = try listArticleComments(animates: animates)
    let split = split(app)
    let fake = try #require(app.window.splitViewController(split.id))
    #expect(fake.columns[.primary]?.entryIDs == ids(split.primary))
    #expect(fake.columns[.detail]?.entryIDs == ids(split.detail))
    #expect(fake.shownColumn == .detail)
    #expect(app.window.calls.contains(.showSplit(split.id, collapsed: false)))
    #expect(
      app.window.calls.last == .push(split.detail!.entries.array[1].id, onto: split.detail!.id))
    app.expectInSync()
  }

  @Test func theWindowCollapsingShowsOneStackAndExpandingShowsTheColumnsAgain() throws {
    let app = try listArticleComments()
    let before = split(app)
    let article = before.detail!.entries.array[0].id
    let articleController = try #require(app.window.controller(article))
    app.window.resize(to: .compact)
    #expect(app.gestures == [.resize(.compact)])
    #expect(app.tree.widthClass == .compact)
    let fake = try #require(app.window.splitViewController(before.id))
    #expect(fake.compact.entryIDs == ids(before.primary) + ids(before.detail))
    #expect(app.navigation === fake.compact)
    app.expectInSync()

    app.window.resize(to: .regular)
    #expect(app.gestures == [.resize(.compact), .resize(.regular)])
    #expect(fake.columns[.detail]?.entryIDs == ids(before.detail))
    #expect(app.window.controller(article) === articleController, "the same screen, moved")
    app.expectInSync()
  }

  @Test func backInTheCollapsedStackPopsTheDetailThenShowsTheListAndKeepsTheArticle() throws {
    let app = try listArticleComments()
    app.window.resize(to: .compact)
    let detail = split(app).detail!
    let (article, comments) = (detail.entries.array[0].id, detail.entries.array[1].id)
    app.navigation.tapBack()
    #expect(app.gestures.last == .backButton(stack: detail.id, to: article))
    #expect(!app.tree.contains(comments))
    app.expectInSync()

    app.navigation.tapBack()
    #expect(app.gestures.last == .backToColumn(.primary, in: split(app).id))
    #expect(split(app).compactColumn == .primary)
    #expect(ids(split(app).detail) == [article], "the detail keeps the article")
    #expect(app.navigation.entryIDs == ids(split(app).primary))
    app.expectInSync()

    app.window.resize(to: .regular)
    #expect(app.window.splitViewController(split(app).id)?.columns[.detail]?.entryIDs == [article])
    app.expectInSync()
  }

  @Test func aPushWhileCollapsedGoesOntoTheCollapsedStack() throws {
    let app = try listArticleComments()
    app.window.resize(to: .compact)
    let calls = app.window.calls.count
    try app.perform(.push(.screen(Route("Reply"))))
    let split = split(app)
    let reply = try #require(split.detail?.entries.array.last?.id)
    #expect(Array(app.window.calls[calls...]) == [.push(reply, onto: split.id)])
    #expect(app.navigation.entryIDs.last == reply)
    app.expectInSync()
  }

  @Test func anEdgeSwipeFromTheDetailsRootGoesBackToTheListUnlessAGuardStopsIt() throws {
    let app = try listArticleComments()
    app.window.resize(to: .compact)
    try app.perform(.pop())
    let splitID = split(app).id
    let unsaved = ScriptedGuard(.veto, on: app.navigator)
    #expect(app.navigation.beginInteractivePop())
    #expect(app.window.calls.last == .cancelInteractivePop(splitID))
    #expect(split(app).compactColumn == .detail, "stopped: the article stays on top")
    #expect(app.lastIsVeto(by: "unsaved changes"))
    app.expectInSync()

    unsaved.answer = .allow
    #expect(app.navigation.beginInteractivePop())
    app.navigation.endInteractivePop(completed: true)
    #expect(app.gestures.last == .backToColumn(.primary, in: splitID))
    #expect(split(app).compactColumn == .primary)
    app.expectInSync()
  }

  @Test func aResizeFromCodeLaysTheSplitOutAndReportsNoGesture() throws {
    let app = try listArticleComments()
    let calls = app.window.calls.count
    try app.perform(.resize(.compact))
    #expect(Array(app.window.calls[calls...]) == [.showSplit(split(app).id, collapsed: true)])
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test func aRemovedDetailColumnReleasesItsControllers() throws {
    let app = try listArticleComments()
    weak var article: FakeViewController?
    article = app.window.controller(split(app).detail!.entries.array[0].id)
    #expect(article != nil)
    try app.perform(.setColumn(.detail, to: nil))
    #expect(article == nil)
    #expect(app.window.splitViewController(split(app).id)?.columns[.detail] == nil)
    app.expectInSync()
  }
}
