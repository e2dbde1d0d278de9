public import Waypoint

/// The screens of the Bookmark feature.
public enum BookmarkRoute: TypedRoute {
  /// The list of bookmarked articles.
  case bookmarks
}
