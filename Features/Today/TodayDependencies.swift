public import AppModels

/// The clients the Today feature needs; the app's dependencies conform.
@MainActor
public protocol TodayDependencies {
  /// The catalogue the pages list and the articles come from.
  var articles: any ArticleClient { get }
  /// Where an article's bookmark is stored.
  var bookmarks: any BookmarkClient { get }
  /// Where the reader's notes on articles are stored.
  var notes: any NoteClient { get }
}
