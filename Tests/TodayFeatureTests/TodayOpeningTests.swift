import AppModelsTesting
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

/// What the Today entries make of the routes links lead to, checked in the feature alone.
@MainActor
@Suite struct TodayOpeningTests {
  /// Articles 1 to 6 on Pick, 7 to 12 on Weekly.
  let dependencies = InMemoryDependencies(articles: InMemoryArticles(count: 12))

  @Test func anArticleLandsOnTodayOverThePageThatListsIt() throws {
    let opening = try #require(
      try TodayPlugin.article.opening(TodayRoute.article(id: 8).route, dependencies))
    #expect(opening.input == 8)
    #expect(
      opening.landing
        == .pushed(on: TodayPlugin.tabName, over: TodayRoute.today(page: .weekly).route))
  }

  @Test func anArticleThatDoesNotExistIsRefusedAndOtherRoutesAreNotOpened() throws {
    #expect(throws: EntryRefusal(TodayRefusal.noSuchArticle(99))) {
      try TodayPlugin.article.opening(TodayRoute.article(id: 99).route, dependencies)
    }
    #expect(try TodayPlugin.article.opening(TodayRoute.share(id: 8).route, dependencies) == nil)
  }

  @Test func aPageLandsOnTheTabsRootOnThatPage() throws {
    let page = TodayRoute.today(page: .popular).route
    let opening = try #require(try TodayPlugin.pages.opening(page, dependencies))
    #expect(opening.landing == .tabRoot(TodayPlugin.tabName, page: page))
  }
}
