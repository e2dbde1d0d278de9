import AppModels
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@MainActor
@Suite struct TodayCoordinatorTests {
  @Test func theTodayTabShowsPickWeeklyAndPopularPagesAtTheRootOfItsStack() throws {
    let today = TodayHarness()
    let pages = try #require(today.today.container)
    #expect(
      pages.pages.map(\.route) == [
        Route("Today", ["page": "Pick"]), Route("Today", ["page": "Weekly"]),
        Route("Today", ["page": "Popular"]),
      ])
    #expect(today.today.currentIndex == 0)
    today.flow.expectTab("Today")
    today.flow.expectStack(["Today"])
  }

  @Test func thePickPageListsArticlesOneToSix() throws {
    let today = TodayHarness()
    let model = try today.visible(TodayPageModel.self)
    #expect(model.page == .pick)
    #expect(model.title == "Today")
    #expect(model.lines == (1...6).map { "\($0). Article \($0)" })
  }

  @Test(arguments: [
    (TodayPage.pick, Array(1...6)), (.weekly, Array(7...12)), (.popular, Array(13...18)),
  ])
  func eachPageListsTheArticlesOfThatPage(page: TodayPage, ids: [Int]) throws {
    let today = TodayHarness(articleCount: 18)
    try today.today.select(TodayRoute.today(page: page))
    let model = try today.visible(TodayPageModel.self)
    #expect(model.page == page)
    #expect(model.lines == ids.map { "\($0). Article \($0)" })
  }

  @Test func swipingToTheNextPageShowsItsArticles() throws {
    let today = TodayHarness()
    try today.flow.host.swipePage(.next)
    let model = try today.visible(TodayPageModel.self)
    #expect(model.page == .weekly)
    #expect(model.lines.first == "7. Article 7")
  }

  @Test func pagingStopsAtPickAndAtPopular() throws {
    let today = TodayHarness()
    #expect(today.today.page(before: TodayRoute.today(page: .pick).route) == nil)
    #expect(today.today.page(after: TodayRoute.today(page: .popular).route) == nil)
    let first = today.flow.tree
    let recorded = today.flow.navigator.journal.recordedCount
    #expect(throws: NavigationError.noPageBefore, "no page before Pick") {
      try today.flow.host.swipePage(.previous)
    }
    #expect(today.flow.navigator.journal.recordedCount == recorded, "the swipe never began")
    #expect(throws: NavigationError.noPageBefore) { try today.today.previous() }
    #expect(today.flow.tree == first)
    #expect(try today.visible(TodayPageModel.self).page == .pick)

    try today.today.select(TodayRoute.today(page: .popular))
    let last = today.flow.tree
    #expect(throws: NavigationError.noPageAfter, "no page after Popular") {
      try today.flow.host.swipePage(.next)
    }
    #expect(throws: NavigationError.noPageAfter) { try today.today.next() }
    #expect(today.flow.tree == last)
    #expect(try today.visible(TodayPageModel.self).page == .popular)
  }

  @Test func everyPageOffersArticleHideBookmarksAndMyPage() throws {
    let model = try TodayHarness().visible(TodayPageModel.self)
    #expect(model.actions.map(\.usage) == ["article ID", "hide", "bookmarks", "mypage"])
  }

  @Test func hideTakesThePageOutAndShowAllBringsItBackWithThePageShownKept() throws {
    let today = TodayHarness()
    try today.flow.host.swipePage(.next)
    weak let weekly = try today.visible(TodayPageModel.self)
    try weekly?.perform("hide", arguments: [])
    #expect(weekly == nil, "the hidden page's model was released")
    weak let popular = try today.visible(TodayPageModel.self)
    #expect(popular?.page == .popular)
    #expect(today.flow.tree.visiblePages?.pages.count == 2)
    #expect(popular?.actions.map(\.name).contains("show-all") == true)
    try popular?.perform("hide", arguments: [])
    let pick = try today.visible(TodayPageModel.self)
    #expect(pick.page == .pick)
    #expect(throws: ScreenActionError.self, "the only page left stays") {
      try pick.perform("hide", arguments: [])
    }
    try pick.perform("show-all", arguments: [])
    #expect(today.flow.tree.visiblePages?.pages.count == 3)
    #expect(try today.visible(TodayPageModel.self) === pick, "Pick stays, with its model")
    #expect(!pick.actions.map(\.name).contains("show-all"))
    today.flow.expectReleased()
  }

  @Test func tappingAnArticleOfThePageReportsItsID() throws {
    let today = TodayHarness()
    try today.visible(TodayPageModel.self).perform("article", arguments: ["3"])
    #expect(today.spy.calls == [.articleTapped(id: 3)])
  }

  @Test func anArticleOfAnotherPageIsRefusedAndNotReported() throws {
    let today = TodayHarness()
    let model = try today.visible(TodayPageModel.self)
    #expect(throws: ScreenActionError.failed("article 9 is not on the Pick page")) {
      try model.perform("article", arguments: ["9"])
    }
    #expect(throws: ScreenActionError.badArguments("article", usage: "article ID")) {
      try model.perform("article", arguments: ["nine"])
    }
    #expect(today.spy.calls.isEmpty)
  }

  @Test(arguments: [
    ("bookmarks", TodayNavigationSpy.Call.bookmarksBarButtonTapped),
    ("mypage", .myPageBarButtonTapped),
  ])
  func barButtonsAreReported(action: String, call: TodayNavigationSpy.Call) throws {
    let today = TodayHarness()
    try today.visible(TodayPageModel.self).perform(action, arguments: [])
    #expect(today.spy.calls == [call])
  }

  @Test func anExpiredSessionOnAPageIsReported() throws {
    let today = TodayHarness()
    try today.flow.host.swipePage(.next)
    try today.visible(TodayPageModel.self).sessionExpired()
    #expect(today.spy.calls == [.sessionExpired])
  }

  @Test func thePluginDeclaresItsTabFirstWithThePagesAndTheArticleEntry() {
    let plugin = TodayPlugin.plugin
    #expect(plugin.name == "Today")
    #expect(plugin.tab?.name == TodayPlugin.tabName)
    #expect(plugin.tab?.order == 0)
    #expect(plugin.allEntries.map(\.name) == ["pages", "article"])
    #expect(
      Set(plugin.screens.map(\.name)) == ["Today", "Article", "Share", "Note", "DiscardNote"])
  }
}
