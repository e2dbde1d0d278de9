public import AppModels
public import AppNavigation
import Foundation
public import Waypoint
public import WaypointPlugins

/// An article's screen: its summary, whether it is bookmarked, the reader's note, and
/// bookmark, share, note and back. It observes its screen's lifecycle (a reading timer would
/// pause while it is not active).
public final class ArticleModel: ScreenModel, SessionExpiring, ScreenLifecycleObserver {
  /// The article.
  public let article: Article
  /// The reader's saved note on it, shown as the screen's message.
  public internal(set) var note: ArticleNote?
  private let bookmarks: any BookmarkClient
  private let flow: FlowLink<ArticleCoordinator>
  private weak var navigation: (any TodayNavigation)?

  init(
    article: Article,
    note: ArticleNote?,
    bookmarks: any BookmarkClient,
    flow: ArticleCoordinator,
    navigation: any TodayNavigation
  ) {
    self.article = article
    self.note = note
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

  /// The saved note: `Your note: …`.
  public var message: String? { note.map { "Your note: \($0.text)" } }

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

  /// Presents the note sheet, to write a note on the article or change it.
  public func writeNote() throws(ScreenActionError) {
    try flow.perform("write a note") { flow throws(NavigationError) in try flow.writeNote() }
  }

  /// Goes back to where the article was opened.
  public func back() throws(ScreenActionError) {
    try flow.perform("go back") { flow throws(NavigationError) in try flow.back() }
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}
