import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

@MainActor
@Suite struct StackGestureTests {
  @Test func theBackButtonIsReportedOnceWithTheScreenItRevealed() throws {
    let app = try HostHarness(.screens("Home", "Article"), animates: true)
    let (stack, home) = (app.visibleStack.id, app.stackIDs[0])
    app.navigation.tapBack()
    #expect(app.gestures.isEmpty, "reported once the pop has settled (did-show)")
    app.window.animator.finishAnimations()
    #expect(app.gestures == [.backButton(stack: stack, to: home)])
    app.expectInSync()
  }

  @Test func theBackButtonMenuPopsSeveralLevelsAsOneGesture() throws {
    let app = try HostHarness(.screens("A", "B", "C", "D"))
    let (stack, b) = (app.visibleStack.id, app.stackIDs[1])
    app.navigation.longPressBack(to: b)
    #expect(app.gestures == [.backButton(stack: stack, to: b)])
    #expect(app.stackIDs.count == 2)
    app.expectInSync()
  }

  @Test func aCompletedEdgeSwipeIsReportedAsCompleted() throws {
    let app = try HostHarness(.screens("Home", "Article"))
    let (stack, home) = (app.visibleStack.id, app.stackIDs[0])
    #expect(app.navigation.beginInteractivePop())
    #expect(app.gestures.isEmpty, "nothing is reported while the finger is down")
    app.navigation.endInteractivePop(completed: true)
    #expect(app.gestures == [.edgeSwipe(stack: stack, to: home, completed: true)])
    app.expectInSync()
  }

  @Test(arguments: CancelledPopCallbacks.allCases)
  func aCancelledEdgeSwipeIsReportedOnceAndChangesNothing(
    _ callbacks: CancelledPopCallbacks
  ) throws {
    let app = try HostHarness(.screens("Home", "Article"))
    app.window.cancelledPopCallbacks = callbacks
    let (stack, before) = (app.visibleStack.id, app.stackIDs)
    app.navigation.beginInteractivePop()
    app.navigation.endInteractivePop(completed: false)
    #expect(app.gestures == [.edgeSwipe(stack: stack, to: before[0], completed: false)])
    #expect(app.stackIDs == before)
    #expect(!app.host.isBusy, "the host does not wait for a did-show that may never come")
    app.expectInSync()
  }

  @Test func aVetoedEdgeSwipeIsCancelledAtItsStartAndJournaledOnce() throws {
    let app = NavigatorHarness(.screens("Home", "Form"))
    _ = ScriptedGuard(.veto, on: app.navigator)
    let (stack, before) = (app.stack.id, app.stackIDs)
    let journaled = app.navigator.journal.recordedCount
    // It begins (a screen's back handler could take it, which no one can ask ahead), and its
    // will-show settles it: the guards veto the pop, and the host cancels it.
    #expect(app.navigation.beginInteractivePop())
    #expect(app.window.calls.last == .cancelInteractivePop(stack))
    #expect(app.results(since: journaled).count == 1, "the veto, and no cancelled swipe")
    #expect(app.lastIsVeto(by: "unsaved changes"))
    #expect(app.gestures.isEmpty)
    #expect(app.stackIDs == before)
    #expect(!app.host.isBusy)
    app.expectInSync()
  }

  @Test(arguments: [true, false])
  func anAskedEdgeSwipeIsCancelledAndPoppedByTheNavigatorOnlyWhenConfirmed(
    _ confirmed: Bool
  ) throws {
    let app = NavigatorHarness(.screens("Home", "Form"))
    let unsaved = ScriptedGuard(.ask, on: app.navigator)
    let (stack, home) = (app.stack.id, app.stackIDs[0])
    #expect(app.navigation.beginInteractivePop(), "it begins: the question needs a real gesture")
    #expect(app.window.calls.last == .cancelInteractivePop(stack))
    #expect(
      unsaved.held.map(\.cause) == [.gesture(.edgeSwipe(stack: stack, to: home, completed: true))])
    if confirmed { try unsaved.resumeLast() } else { unsaved.cancelLast() }
    let after = app.tree
    _ = try? unsaved.resumeLast()  // a second answer changes nothing
    #expect(app.tree == after)
    #expect(app.stackIDs.count == (confirmed ? 1 : 2))
    if confirmed {
      #expect(app.window.calls.last == .pop(to: home, in: stack), "the navigator's steps pop it")
    }
    #expect(app.gestures.isEmpty, "the host performed nothing itself")
    app.expectInSync()
  }

  @Test func anEdgeSwipeCannotBeginWhileTheHostAnimates() throws {
    let app = try HostHarness(.screens("Home", "Article"), animates: true)
    let navigation = app.navigation
    try app.perform(.present(.screens("Sheet")))  // another container animates
    #expect(!navigation.beginInteractivePop())
    #expect(app.gestures.isEmpty)
    app.window.animator.finishAnimations()
    try app.perform(.dismiss)
    app.window.animator.finishAnimations()
    #expect(navigation.beginInteractivePop())
  }

  @Test func entriesTheHostCannotExplainAreReportedAndDrivenBack() throws {
    let app = try HostHarness(.screens("A", "B"))
    let stack = app.visibleStack.id
    app.host.stack(stack, didShow: NodeID(rawValue: 99), entries: [NodeID(rawValue: 99)])
    #expect(app.faults.count == 1)
    #expect(app.gestures.isEmpty)
    #expect(app.window.calls.last == .setEntries(app.stackIDs, in: stack))
    #expect(app.faults.count == 1, "the fake agrees after being driven back")
    #expect(app.host.rendered == app.tree)
  }
}
