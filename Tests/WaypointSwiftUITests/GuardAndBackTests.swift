import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting
import WaypointTesting

/// The navigator's guards and back handlers answer what the user does in SwiftUI: ahead of
/// time where SwiftUI can be told (the sheet's `interactiveDismissDisabled`, the system back
/// hidden), and after SwiftUI's write otherwise, by reverting it.
@MainActor
@Suite struct GuardAndBackTests {
  @MainActor
  final class Recorder {
    var events: [BackEvent] = []
  }

  @Test func aSheetTheGuardsWouldNotLetGoCannotBeSwipedDown() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("Draft"))))
    _ = ScriptedGuard(.veto, on: app.navigator)
    app.host.refreshGuards()
    app.scene.settle()
    let sheet = app.tree.modals[0].content.id
    #expect(app.host.state.lockedModals == [sheet])
    #expect(!app.scene.swipeDownTopSheet(), "interactive dismissal is disabled")
    #expect(app.tree.modals.count == 1)
    app.expectInSync()
  }

  @Test func aSwipeDownTheGuardsVetoIsRevertedWhenTheLockWasLate() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("Draft"))))
    _ = ScriptedGuard(.veto, on: app.navigator)  // not refreshed: the sheet is not locked
    #expect(app.scene.swipeDownTopSheet())
    #expect(app.gestures.isEmpty)
    #expect(app.lastIsVeto)
    app.scene.settle()
    #expect(app.tree.modals.count == 1)
    app.expectInSync()  // the sheet is shown again, and locked now
    #expect(app.host.state.lockedModals.count == 1)
  }

  @Test func aHeldSwipeDownIsCarriedOutWhenResumed() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("Draft"))))
    let unsaved = ScriptedGuard(.ask, on: app.navigator)
    #expect(app.scene.swipeDownTopSheet())
    app.scene.settle()
    #expect(app.tree.modals.count == 1, "held: the sheet is back")
    app.expectInSync()
    try unsaved.resumeLast()
    app.scene.settle()
    #expect(app.tree.modals.isEmpty)
    #expect(app.navigator.journal.last?.finished.isEmpty == true)
    app.expectInSync()
  }

  @Test func theSystemBackIsHiddenWhileTheGuardsWouldRefuseAPop() throws {
    let app = SceneHarness(.screens("Home", "Draft"))
    _ = ScriptedGuard(.veto, on: app.navigator)
    app.host.refreshGuards()
    app.scene.settle()
    #expect(app.host.state.interceptedStacks == [app.stack.id])
    #expect(!app.scene.tapBack(), "no system back to tap")
    #expect(try !app.host.userTappedBack().isAllowed, "the app's back button asks the guards")
    #expect(app.lastIsVeto)
    app.scene.settle()
    #expect(app.stackIDs.count == 2)
    app.expectInSync()
  }

  @Test func aPopTheGuardsVetoIsRevertedWhenTheLockWasLate() throws {
    let app = SceneHarness(.screens("Home", "Draft"))
    _ = ScriptedGuard(.veto, on: app.navigator)
    #expect(app.scene.tapBack())
    #expect(app.shownPath.isEmpty, "SwiftUI popped")
    #expect(app.lastIsVeto)
    app.scene.settle()
    #expect(app.stackIDs.count == 2)
    app.expectInSync()  // pushed again
  }

  @Test func theAppsBackButtonPopsThroughTheHostWhenAllowed() throws {
    let app = SceneHarness(.screens("Home", "Article"))
    let (stack, home) = (app.stack.id, app.stackIDs[0])
    #expect(try app.host.userTappedBack().isAllowed)
    app.scene.settle()
    #expect(app.gestures == [.backButton(stack: stack, to: home)])
    #expect(app.stackIDs == [home])
    app.expectInSync()
  }

  @Test func aScreenThatTakesTheBackKeepsTheStackAndHearsIt() throws {
    let app = SceneHarness(.screens("Home", "Pages"))
    let recorder = Recorder()
    try app.navigator.addBackHandler(
      named: "pager", at: app.tree.visibleScreen.id, answer: { .take },
      onBack: { recorder.events.append($0) })
    #expect(app.scene.tapBack())
    #expect(recorder.events == [.completed])
    #expect(app.gestures.isEmpty)
    app.scene.settle()
    #expect(app.stackIDs.count == 2)
    app.expectInSync()
  }

  @Test func aTabTapTheGuardsVetoIsReverted() throws {
    let app = SceneHarness(.twoTabs)
    let tabs = try #require(app.tree.visibleTabs)
    _ = ScriptedGuard(.veto, on: app.navigator)
    app.scene.tapTab(1, of: tabs.id)
    #expect(app.lastIsVeto)
    app.scene.settle()
    #expect(app.tree.visibleTabs?.selectedIndex == 0)
    app.expectInSync()
  }
}

extension SceneHarness {
  /// Whether the journal's last entry is a veto.
  var lastIsVeto: Bool {
    if case .vetoed = navigator.journal.last?.result { true } else { false }
  }
}
