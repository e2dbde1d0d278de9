// The ```swift blocks of Modules/WaypointShell/WaypointShell.docc/CheckingEveryState.md,
// verbatim, on the reading app's driver surface.
import ReadingSurface
import Testing
import WaypointShell

@MainActor
enum CheckingEveryState {
  /// Whether someone is signed in: the main tabs are shown.
  static func isSignedIn(_ app: ShellApp) -> Bool {
    if case .tabs = app.navigator.tree.root { true } else { false }
  }

  static func surfaceWithAProperty() -> DriverSurface {
    let noteNeedsASession = AppProperty(
      name: "note-needs-a-session", summary: "a note is never shown without a session"
    ) { app in
      app.navigator.tree.visibleScreen.route.name != "Note" || isSignedIn(app)
    }
    let surface = DriverSurface(
      commands: [.expireToken], lists: [.bookmarks], properties: [noteNeedsASession])
    return surface
  }
}

@MainActor
@Suite struct CheckingEveryStateSamples {
  @Test func theSurfaceCarriesTheAppsProperty() {
    let surface = CheckingEveryState.surfaceWithAProperty()
    #expect(surface.properties.map(\.name) == ["note-needs-a-session"])
  }
}
