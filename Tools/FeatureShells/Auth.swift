// The Auth feature's own shell, with no other feature and no app shell built:
// `WAYPOINT_FOCUS=Auth swift run waypoint-shell` (Package.swift).
public import AppModelsTesting
public import AuthFeature
import ReadingSurface
import WaypointPlugins
import WaypointShell

@main
@MainActor
enum AuthShell {
  static func main() {
    ShellMain.run(
      ShellComposition(
        alone: RegisteredFeature(
          AuthPlugin.plugin, dependencies: { $0 }, adapter: AuthRecorder.init(sink:context:)),
        command: "waypoint-shell", surface: .readingApp,
        dependencies: { InMemoryDependencies() }))
  }
}

extension InMemoryDependencies: AuthDependencies {}

/// What the Auth feature asks of the app, recorded.
final class AuthRecorder: RecordingAdapter, AuthNavigation {
  func loginSucceeded() { record() }
}
