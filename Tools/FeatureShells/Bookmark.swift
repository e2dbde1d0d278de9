// The Bookmark feature's own shell, with no other feature and no app shell built:
// `WAYPOINT_FOCUS=Bookmark swift run waypoint-shell` (Package.swift).
public import AppModelsTesting
public import BookmarkFeature
import ReadingSurface
import WaypointPlugins
import WaypointShell

@main
@MainActor
enum BookmarkShell {
  static func main() {
    ShellMain.run(
      ShellComposition(
        alone: RegisteredFeature(
          BookmarkPlugin.plugin, dependencies: { $0 }, adapter: BookmarkRecorder.init(sink:context:)
        ),
        command: "waypoint-shell", surface: .readingApp,
        dependencies: { InMemoryDependencies() }))
  }
}

extension InMemoryDependencies: BookmarkDependencies {}

/// What the Bookmark feature asks of the app, recorded.
final class BookmarkRecorder: RecordingAdapter, BookmarkNavigation {
  func bookmarkedArticleTapped(id: Int) { record(id) }
  func bookmarksBarButtonTapped() { record() }
  func myPageBarButtonTapped() { record() }
  func sessionExpired() { record() }
}
