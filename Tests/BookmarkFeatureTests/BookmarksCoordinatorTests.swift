import AppModelsTesting
import BookmarkFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

@MainActor
@Suite struct BookmarksCoordinatorTests {
  let articles = InMemoryArticles()
  let spy = BookmarkNavigationSpy()

  /// Embeds the Bookmarks flow as the second tab of a tab bar, as the app does, and switches
  /// to it.
  func showBookmarks(_ bookmarks: InMemoryBookmarks) throws -> HeadlessFlow {
    let coordinator = try BookmarkPlugin.bookmarks.makeFlow(
      InMemoryDependencies(articles: articles, bookmarks: bookmarks), spy)
    let flow = HeadlessFlow(
      root: ScriptedRoot { root in
        let today = FlowCoordinator(initialContent: .screen(Route("Today")))
        try! root.start(
          TabCoordinator(tabs: [("Today", today), ("Bookmarks", coordinator)]), as: .replaceRoot())
      })
    flow.start()
    try flow.host.tapTab("Bookmarks")
    return flow
  }

  func model(_ flow: HeadlessFlow) throws -> BookmarksModel {
    try #require(flow.navigator.visibleModel as? BookmarksModel)
  }

  @Test func theBookmarksScreenIsTheRootOfItsTab() throws {
    let flow = try showBookmarks(InMemoryBookmarks())
    flow.expectTab("Bookmarks")
    flow.expectStack(["Bookmarks"])
    #expect(try model(flow).title == "Bookmarks")
  }

  @Test func bookmarkedArticlesAreListedInBookmarkOrder() throws {
    let flow = try showBookmarks(InMemoryBookmarks([5, 2, 9]))
    let model = try model(flow)
    #expect(model.lines == ["5. Article 5", "2. Article 2", "9. Article 9"])
    #expect(model.actions.map(\.usage) == ["article ID", "mypage"], "no button for itself")
  }

  @Test func withoutBookmarksItSaysSoAndOffersNoArticle() throws {
    let flow = try showBookmarks(InMemoryBookmarks())
    let model = try model(flow)
    #expect(model.lines == ["No bookmarks yet."])
    #expect(model.actions.map(\.name) == ["mypage"], "no button for itself")
    #expect(throws: ScreenActionError.unavailable("article", available: ["mypage"])) {
      try model.perform("article", arguments: ["1"])
    }
    #expect(spy.calls.isEmpty)
  }

  @Test func theListFollowsTheClientWhileTheScreenIsShown() throws {
    let bookmarks = InMemoryBookmarks([4])
    let flow = try showBookmarks(bookmarks)
    let model = try model(flow)
    try bookmarks.toggle(7)
    try bookmarks.toggle(4)
    #expect(model.lines == ["7. Article 7"])
    try bookmarks.toggle(7)
    #expect(model.lines == ["No bookmarks yet."])
  }

  @Test func bookmarksTheCatalogueDoesNotKnowAreLeftOut() throws {
    let flow = try showBookmarks(InMemoryBookmarks([3, 99]))
    let model = try model(flow)
    #expect(model.lines == ["3. Article 3"])
    #expect(throws: ScreenActionError.failed("article 99 is not bookmarked")) {
      try model.perform("article", arguments: ["99"])
    }
  }

  @Test func tappingABookmarkedArticleReportsItsID() throws {
    let flow = try showBookmarks(InMemoryBookmarks([5, 2]))
    try model(flow).perform("article", arguments: ["2"])
    #expect(spy.calls == [.bookmarkedArticleTapped(id: 2)])
  }

  @Test func anArticleThatIsNotBookmarkedIsRefusedAndNotReported() throws {
    let flow = try showBookmarks(InMemoryBookmarks([5]))
    let model = try model(flow)
    #expect(throws: ScreenActionError.failed("article 3 is not bookmarked")) {
      try model.perform("article", arguments: ["3"])
    }
    #expect(throws: ScreenActionError.badArguments("article", usage: "article ID")) {
      try model.perform("article", arguments: ["three"])
    }
    #expect(spy.calls.isEmpty)
  }

  @Test func theMyPageBarButtonIsReportedAndThereIsNoButtonForItself() throws {
    let flow = try showBookmarks(InMemoryBookmarks())
    try model(flow).perform("mypage", arguments: [])
    #expect(spy.calls == [.myPageBarButtonTapped])
    #expect(throws: ScreenActionError.unavailable("bookmarks", available: ["mypage"])) {
      try model(flow).perform("bookmarks", arguments: [])
    }
  }

  @Test func anExpiredSessionIsReported() throws {
    let flow = try showBookmarks(InMemoryBookmarks([1]))
    try model(flow).sessionExpired()
    #expect(spy.calls == [.sessionExpired])
  }

  @Test func thePluginDeclaresTheBookmarksTabSecondWithItsScreen() {
    let plugin = BookmarkPlugin.plugin
    #expect(plugin.name == "Bookmark")
    #expect(plugin.tab?.name == BookmarkPlugin.tabName)
    #expect(plugin.tab?.order == 1)
    #expect(plugin.screens == [BookmarkRoute.bookmarks.route])
  }
}
