public import AppModels
public import AppNavigation
import Foundation
import Waypoint

/// An article's screen: its summary, whether it is bookmarked, and bookmark, share and back.
public final class ArticleModel: ScreenModel, SessionExpiring {
  /// The article's ID.
  public let id: Int
  /// The article; `nil` when the catalogue has no article with this ID.
  public let article: Article?
  private let bookmarks: any BookmarkClient
  private weak var flow: ArticleCoordinator?
  private weak var navigation: (any TodayNavigation)?

  init(
    id: Int,
    article: Article?,
    bookmarks: any BookmarkClient,
    flow: ArticleCoordinator,
    navigation: any TodayNavigation
  ) {
    self.id = id
    self.article = article
    self.bookmarks = bookmarks
    self.flow = flow
    self.navigation = navigation
  }

  /// Whether the article is bookmarked, as the bookmark client says now.
  public var isBookmarked: Bool { bookmarks.bookmarkedIDs.contains(id) }

  public var title: String { article?.title ?? "Article \(id)" }

  public var lines: [String] {
    guard let article else { return ["There is no article \(id)."] }
    return [article.summary, "Bookmarked: \(isBookmarked ? "yes" : "no")"]
  }

  public var message: String? { nil }

  public var actions: [ScreenAction] {
    guard article != nil else { return [ScreenAction("back", "go back")] }
    return [
      ScreenAction("bookmark", isBookmarked ? "remove the bookmark" : "bookmark"),
      ScreenAction("share", "share the article"),
      ScreenAction("back", "go back"),
    ]
  }

  public func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    _ = try check(action, arguments)
    switch action {
    case "bookmark":
      do {
        try bookmarks.toggle(id)
      } catch {
        throw .failed("could not save the bookmark: \(error.localizedDescription)")
      }
    case "share":
      try navigate("share") { flow throws(NavigationError) in try flow.share() }
    case "back":
      try navigate("go back") { flow throws(NavigationError) in try flow.back() }
    default:
      throw .unavailable(action, available: actions.map(\.name))
    }
  }

  public func sessionExpired() {
    navigation?.sessionExpired()
  }

  private func navigate(
    _ what: String, _ body: (ArticleCoordinator) throws(NavigationError) -> Void
  ) throws(ScreenActionError) {
    guard let flow else { throw .failed("could not \(what): the article is closed") }
    do {
      try body(flow)
    } catch {
      throw .failed("could not \(what): \(error)")
    }
  }
}
