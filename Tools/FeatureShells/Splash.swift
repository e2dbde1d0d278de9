// The Splash feature's own shell, with no other feature and no app shell built:
// `WAYPOINT_FOCUS=Splash swift run waypoint-shell` (Package.swift).
public import AppModelsTesting
import ReadingSurface
public import SplashFeature
import WaypointPlugins
import WaypointShell

@main
@MainActor
enum SplashShell {
  static func main() {
    ShellMain.run(
      ShellComposition(
        alone: RegisteredFeature(
          SplashPlugin.plugin, dependencies: { $0 }, adapter: SplashRecorder.init(sink:context:)),
        command: "waypoint-shell", surface: .readingApp,
        dependencies: { InMemoryDependencies() }))
  }
}

extension InMemoryDependencies: SplashDependencies {}

/// What the Splash feature asks of the app, recorded.
final class SplashRecorder: RecordingAdapter, SplashNavigation {
  func firstLaunchDetected() { record() }
  func sessionMissing() { record() }
  func sessionRestored() { record() }
}
