public import AppModels

/// The clients the Bookmark feature needs; the app's dependencies conform.
@MainActor
public protocol BookmarkDependencies {
  /// The catalogue to read the bookmarked articles from.
  var articles: any ArticleClient { get }
  /// The bookmarks to list.
  var bookmarks: any BookmarkClient { get }
}
