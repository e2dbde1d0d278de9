import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// VoiceOver on the host core: focus and announcements are posted once the containers have
/// settled, and the escape gesture goes through the navigator's guards.
@MainActor
@Suite struct AccessibilityOnFakesTests {
  /// The posts since the `count`th, as VoiceOver heard them.
  static func posts(_ app: NavigatorHarness, since count: Int) -> [String] {
    app.window.voiceOver.posts.dropFirst(count).map(\.description)
  }

  @Test func focusMovesOnlyOnceThePushsAnimationHasEnded() throws {
    let app = NavigatorHarness(.screens("Home"), animates: true)
    #expect(Self.posts(app, since: 0) == ["screen Home"])
    _ = try app.navigator.perform(.push(.screen(Route("Detail"))))
    #expect(Self.posts(app, since: 1).isEmpty, "not while the push animates")
    app.window.animator.finishAnimations()
    #expect(Self.posts(app, since: 1) == ["screen Detail"])
    #expect(app.window.warnings.isEmpty)
  }

  @Test func theBackButtonGivesFocusBackToTheElementThatOpenedTheScreen() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.navigator.focusMoved(to: "row 2", on: app.tree.visibleScreen.id)
    try app.perform(.push(.screen(Route("Detail"))))
    let count = app.window.voiceOver.posts.count
    app.navigation.tapBack()
    app.window.animator.finishAnimations()
    #expect(Self.posts(app, since: count) == ["layout Home › row 2"])
    app.expectInSync()
  }

  @Test func aSheetTakesFocusAndItsSwipeDownGivesItBack() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.navigator.focusMoved(to: "share", on: app.tree.visibleScreen.id)
    try app.perform(.present(.screen(Route("Share"))))
    app.window.presenter.swipeDown()
    app.window.animator.finishAnimations()
    #expect(Self.posts(app, since: 1) == ["screen Share", "layout Home › share"])
  }

  @Test func escapeGoesBackThenDismissesThroughTheQueue() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.stack([.screen(Route("Cover"))]), style: .fullScreen))
    try app.perform(.push(.screen(Route("Step"))))
    #expect(app.host.userEscaped())
    app.window.animator.finishAnimations()
    #expect(app.tree.visibleScreen.route == Route("Cover"))
    guard case .gesture(.backButton)? = app.navigator.journal.last?.cause else {
      Issue.record("not a back: \(String(describing: app.navigator.journal.last))")
      return
    }
    #expect(app.host.userEscaped())
    app.window.animator.finishAnimations()
    #expect(app.tree.modals.isEmpty)
    #expect(app.window.presenter.presented.isEmpty)
    #expect(!app.host.userEscaped(), "nothing to escape from at the root")
    app.expectInSync()
  }

  @Test func escapeOnASheetWithUnsavedTextAsksFirst() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("Note"))))
    var held: HeldChange?
    app.navigator.addGuard(named: "unsaved note") { change in
      change.cause.isGesture ? .ask { held = $0 } : .allow
    }
    #expect(app.host.userEscaped(), "the question is something escape did")
    #expect(app.tree.modals.count == 1)
    #expect(app.window.presenter.presented.count == 1, "nothing dismissed before the answer")
    try #require(held).resume()
    app.window.animator.finishAnimations()
    #expect(app.window.presenter.presented.isEmpty)
    app.expectInSync()
  }

  @Test func escapeAnswersADialogWithItsCancellingChoice() throws {
    let app = NavigatorHarness(.screens("Home"))
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    var results: [FlowResult<DiscardChoice>] = []
    app.root.showDialog(dialog) { results.append($0) }
    app.window.animator.finishAnimations()
    #expect(app.host.userEscaped())
    app.window.animator.finishAnimations()
    #expect(results == [.value(.keep)])
    app.expectInSync()
  }

  @Test func aForcedChangeMovesFocusThenAnnouncesWhy() throws {
    let app = NavigatorHarness(.screens("Home"), animates: true)
    try app.navigator.forcing("session expired", announcing: "Sign in again.") {
      () throws(NavigationError) in
      try app.navigator.perform(.present(.screen(Route("Login")), style: .fullScreen))
    }
    #expect(Self.posts(app, since: 1).isEmpty, "not while the presentation animates")
    app.window.animator.finishAnimations()
    #expect(Self.posts(app, since: 1) == ["screen Login", "announce Sign in again."])
  }
}

extension Transaction.Cause {
  /// Whether the user's gesture caused it.
  var isGesture: Bool {
    if case .gesture = self { true } else { false }
  }
}
