public import AppModels
public import AppNavigation
import Foundation
public import Waypoint

/// An article's screen: its summary, whether it is bookmarked, and bookmark, share and back.
/// It observes its screen's lifecycle (a reading timer would pause while it is not active).
public final class ArticleModel: ScreenModel, SessionExpiring, ScreenLifecycleObserver {
  /// The article.
  public let article: Article
  private let bookmarks: any BookmarkClient
  private let flow: FlowLink<ArticleCoordinator>
  private weak var navigation: (any TodayNavigation)?

  init(
    article: Article,
    bookmarks: any BookmarkClient,
    flow: ArticleCoordinator,
    navigation: any TodayNavigation
  ) {
    self.article = article
    self.bookmarks = bookmarks
    self.flow = FlowLink(flow)
    self.navigation = navigation
  }

  /// Where the article's screen stands, as the navigator last said: `visible` under the share
  /// sheet, `hidden` on another tab; `nil` until the navigator first says.
  public private(set) var lifecycle: ScreenLifecycle?

  public func screenLifecycleDidChange(to state: ScreenLifecycle) { lifecycle = state }

  /// Whether the article is bookmarked, as the bookmark client says now.
  public var isBookmarked: Bool { bookmarks.bookmarkedIDs.contains(article.id) }

  public var title: String { article.title }

  public var lines: [String] {
    [article.summary, "Bookmarked: \(isBookmarked ? "yes" : "no")"]
  }

  /// Bookmarks the article, or removes its bookmark.
  /// - Throws: ``ScreenActionError/failed(_:)`` when the bookmark cannot be saved.
  public func toggleBookmark() throws(ScreenActionError) {
    do {
      try bookmarks.toggle(article.id)
    } catch {
      throw .failed("could not save the bookmark: \(error.localizedDescription)")
    }
  }

  /// Presents the share sheet.
  public func share() throws(ScreenActionError) {
    try flow.perform("share") { flow throws(NavigationError) in try flow.share() }
  }

  /// Goes back to where the article was opened.
  public func back() throws(ScreenActionError) {
    try flow.perform("go back") { flow throws(NavigationError) in try flow.back() }
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}
