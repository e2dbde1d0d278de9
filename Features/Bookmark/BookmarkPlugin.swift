public import Waypoint
public import WaypointPlugins

/// The Bookmark feature as the app shell registers it: the Bookmarks tab.
@MainActor
public enum BookmarkPlugin {
  /// The Bookmarks tab's name.
  nonisolated public static let tabName = TabName("Bookmarks")

  /// The list of bookmarks: the tab's root flow.
  public static let bookmarks = EntryPoint<
    any BookmarkDependencies, any BookmarkNavigation, Void
  >(
    "bookmarks", shows: [BookmarkRoute.bookmarks],
    opens: { _, _ in Opening(landing: .root(in: tabName)) },
    make: { dependencies, navigation in
      BookmarksCoordinator(dependencies: dependencies, navigation: navigation)
    })

  /// The feature: its route type and its tab (second in the tab bar).
  public static let plugin = FeaturePlugin(
    name: "Bookmark", routes: [BookmarkRoute.self],
    tab: FeatureTab(tabName, order: 1, root: bookmarks),
    links: [LinkPattern("reading://bookmarks", example: BookmarkRoute.bookmarks)])
}
