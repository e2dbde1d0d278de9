public import Waypoint

/// The Bookmarks tab's flow: a split whose primary column lists the bookmarked articles.
///
/// Embed it as a tab's flow. Tapping an article is reported through
/// ``BookmarkNavigation/bookmarkedArticleTapped(id:)``; the app decides what opens, and what
/// it opens on this tab shows in the split's detail column: beside the list on a regular
/// width, above it in one stack on a compact one.
///
/// ```swift
/// let bookmarks = BookmarksCoordinator(dependencies: dependencies, navigation: adapter)
/// try app.start(TabCoordinator(tabs: [..., ("Bookmarks", bookmarks)]), as: .replaceRoot())
/// ```
public final class BookmarksCoordinator: TypedFlowCoordinator<BookmarkRoute> {
  private let dependencies: any BookmarkDependencies
  private let navigation: any BookmarkNavigation

  /// Creates the Bookmarks flow.
  /// - Parameters:
  ///   - dependencies: The catalogue and the bookmarks to list.
  ///   - navigation: Where the user's actions are reported; held strongly.
  public init(dependencies: any BookmarkDependencies, navigation: any BookmarkNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(initialContent: .split(primary: .screen(BookmarkRoute.bookmarks.route)))
  }

  /// A ``BookmarksModel`` for the bookmarks screen.
  public override func makeModel(for route: BookmarkRoute, on screen: Screen) -> AnyObject? {
    BookmarksModel(
      articles: dependencies.articles, bookmarks: dependencies.bookmarks, navigation: navigation)
  }
}
