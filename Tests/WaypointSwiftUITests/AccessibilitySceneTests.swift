import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting
import WaypointTesting

/// VoiceOver on the SwiftUI host core: the renderer is told where focus goes once the
/// bindings show the navigator's tree and nothing animates, and escape goes through the
/// navigator's guards.
@MainActor
@Suite struct AccessibilitySceneTests {
  /// Where focus went in each update since the `count`th, with its announcements.
  static func focus(_ app: SceneHarness, since count: Int) -> [String] {
    app.scene.voiceOver.dropFirst(count).map { update in
      ([update.focus?.description ?? "stays"] + update.announcements).joined(separator: " + ")
    }
  }

  @Test func focusFollowsAPushOnlyOnceItsAnimationHasCompleted() throws {
    let app = SceneHarness(.screens("Home"))
    #expect(Self.focus(app, since: 0) == ["Home"])
    _ = try app.navigator.perform(.push(.screen(Route("Detail"))))
    app.scene.endFrame()
    #expect(Self.focus(app, since: 1).isEmpty, "not while the push animates")
    app.scene.settle()
    #expect(Self.focus(app, since: 1) == ["Detail"])
    #expect(app.scene.warnings.isEmpty)
  }

  @Test func aSwipedSheetGivesFocusBackToTheElementThatPresentedIt() throws {
    let app = SceneHarness(.screens("Home"))
    try app.navigator.focusMoved(to: "share", on: app.tree.visibleScreen.id)
    try app.perform(.present(.screen(Route("Share"))))
    #expect(app.scene.swipeDownTopSheet())
    app.scene.settle()
    #expect(Self.focus(app, since: 1) == ["Share", "Home › share"])
    #expect(app.scene.voiceOver.last?.change == .layout)
    app.expectInSync()
  }

  @Test func escapeGoesBackThenDismissesAndAsksTheGuards() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.stack([.screen(Route("Note"))])))
    try app.push("Step")
    #expect(app.host.userEscaped())
    app.scene.settle()
    #expect(app.tree.visibleScreen.route == Route("Note"))
    var held: HeldChange?
    app.navigator.addGuard(named: "unsaved note") { _ in .ask { held = $0 } }
    #expect(app.host.userEscaped(), "the guard's question is what escape did")
    app.scene.settle()
    #expect(app.tree.modals.count == 1)
    try #require(held).resume()
    app.scene.settle()
    #expect(app.tree.modals.isEmpty)
    #expect(!app.host.userEscaped(), "nothing to escape from at the root")
    app.expectInSync()
  }

  @Test func aForcedChangeAnnouncesWithTheFocusItMoved() throws {
    let app = SceneHarness(.screens("Home"))
    try app.navigator.forcing("session expired") { () throws(NavigationError) in
      try app.navigator.perform(.present(.screen(Route("Login")), style: .fullScreen))
    }
    app.scene.settle()
    #expect(Self.focus(app, since: 1) == ["Login + Session expired."])
    #expect(app.scene.warnings.isEmpty)
  }
}
