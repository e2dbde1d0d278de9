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
        == .pushed(in: TodayPlugin.tabName, over: TodayRoute.today(page: .weekly).route))
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
    #expect(opening.landing == .root(in: TodayPlugin.tabName, page: page))
  }

  /// A universal link's web page, as UIKit gives it (trailing slash, query and fragment
  /// included), is read by the same table as every other link: the feature's `https` pattern
  /// on the app's associated domain.
  @Test(arguments: [
    "https://reading.example/articles/8", "https://Reading.Example/articles/8/",
    "https://reading.example/articles/8?utm_source=mail#top",
  ])
  func aUniversalLinksWebPageReadsAsItsArticle(page: String) throws {
    let links = LinkTable(TodayPlugin.plugin.links)
    #expect(try links.route(page, as: TodayRoute.self) == .article(id: 8))
  }

  /// A web page the feature declares no `https` pattern for is no link: it is refused by the
  /// table, which names why, and never rewritten into another link.
  @Test(arguments: [
    ("https://reading.example/today/weekly", LinkError.unknownPath("/today/weekly")),
    ("https://www.reading.example/articles/8", .foreignHost("www.reading.example")),
    ("http://reading.example/articles/8", .unknownScheme("http")),
  ])
  func aWebPageWithoutAPatternIsRefusedByTheTable(page: String, error: LinkError) {
    let links = LinkTable(TodayPlugin.plugin.links)
    #expect(throws: error) { try links.route(page, as: TodayRoute.self) }
  }
}
