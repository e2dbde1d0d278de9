import Foundation
import Testing
import WaypointUIKit

/// The links a scene is given, in the order a scene delegate opens them.
@Suite struct SceneLinksTests {
  static func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func urlContextsComeBeforeWebPagesEachInTextOrder() throws {
    let links = SceneLinks(
      urls: [try Self.url("reading://mypage"), try Self.url("reading://bookmarks")],
      webPages: [
        try Self.url("https://reading.example/articles/9"),
        try Self.url("https://reading.example/articles/8"),
      ])
    #expect(
      links.links == [
        "reading://bookmarks", "reading://mypage", "https://reading.example/articles/8",
        "https://reading.example/articles/9",
      ])
    #expect(links.first == "reading://bookmarks")
    #expect(Array(links.afterFirst) == Array(links.links.dropFirst()))
  }

  @Test func aWebPageIsHandedOnAsItCameWithItsQueryAndFragment() throws {
    let page = "https://Reading.Example/articles/8/?utm_source=mail#top"
    let links = SceneLinks(webPages: [try Self.url(page)])
    #expect(links.links == [page])
    #expect(links.first == page)
    #expect(links.afterFirst.isEmpty)
  }

  @Test func aSceneOpenedWithNoLinkHasNone() {
    #expect(SceneLinks().links.isEmpty)
    #expect(SceneLinks().first == nil)
  }
}
