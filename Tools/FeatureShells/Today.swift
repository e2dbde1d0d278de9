// The Today feature's own shell, with no other feature and no app shell built:
// `WAYPOINT_FOCUS=Today swift run waypoint-shell` (Package.swift).
public import AppModelsTesting
import ReadingSurface
public import TodayFeature
import WaypointPlugins
import WaypointShell

@main
@MainActor
enum TodayShell {
  static func main() {
    ShellMain.run(
      ShellComposition(
        alone: RegisteredFeature(
          TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayRecorder.init(sink:context:)),
        command: "waypoint-shell", surface: .readingApp,
        dependencies: { InMemoryDependencies() }))
  }
}

extension InMemoryDependencies: TodayDependencies {}

/// What the Today feature asks of the app, recorded.
final class TodayRecorder: RecordingAdapter, TodayNavigation {
  func articleTapped(id: Int) { record(id) }
  func bookmarksBarButtonTapped() { record() }
  func myPageBarButtonTapped() { record() }
  func sessionExpired() { record() }
}
