// The MyPage feature's own shell, with no other feature and no app shell built:
// `WAYPOINT_FOCUS=MyPage swift run waypoint-shell` (Package.swift).
public import AppModelsTesting
public import MyPageFeature
import ReadingSurface
import WaypointPlugins
import WaypointShell

@main
@MainActor
enum MyPageShell {
  static func main() {
    ShellMain.run(
      ShellComposition(
        alone: RegisteredFeature(
          MyPagePlugin.plugin, dependencies: { $0 }, adapter: MyPageRecorder.init(sink:context:)),
        command: "waypoint-shell", surface: .readingApp,
        dependencies: { InMemoryDependencies() }))
  }
}

extension InMemoryDependencies: MyPageDependencies {}

/// What the MyPage feature asks of the app, recorded.
final class MyPageRecorder: RecordingAdapter, MyPageNavigation {
  func logoutTapped() { record() }
  func withdrawConfirmed() { record() }
  func sessionExpired() { record() }
}
