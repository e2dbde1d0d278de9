import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

@MainActor
@Suite struct ModalGestureTests {
  func harnessWithSheet(animates: Bool = false) throws -> (HostHarness, NodeID) {
    let app = try HostHarness(.screens("Home"), animates: animates)
    try app.perform(.present(.screens("Share")))
    app.window.animator.finishAnimations()
    return (app, app.tree.modals[0].content.id)
  }

  @Test func aSheetSwipedDownIsReportedOnceItIsGone() throws {
    let (app, sheet) = try harnessWithSheet(animates: true)
    app.window.presenter.swipeDown()
    #expect(app.gestures.isEmpty, "did-dismiss comes after the animation")
    app.window.animator.finishAnimations()
    #expect(app.gestures == [.swipeDown(modal: sheet, completed: true)])
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }

  @Test func aSheetLetGoIsReportedAsNotCompletedAndStays() throws {
    let (app, sheet) = try harnessWithSheet()
    app.window.presenter.swipeDown(release: false)
    #expect(app.gestures == [.swipeDown(modal: sheet, completed: false)])
    #expect(app.tree.modals.count == 1)
    app.expectInSync()
  }

  @Test func aDismissalInCodeIsNeverReportedAsASwipe() throws {
    let (app, _) = try harnessWithSheet(animates: true)
    try app.perform(.dismiss)
    app.window.animator.finishAnimations()
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test func aSwipeDownCannotBeginWhileTheHostAnimatesInTheSheet() throws {
    let (app, _) = try harnessWithSheet(animates: true)
    try app.perform(.push(.screen(Route("Next"))))  // animating inside the sheet
    app.window.presenter.swipeDown()
    #expect(app.gestures.isEmpty)
    #expect(app.window.presenter.presented.count == 1)
    app.window.animator.finishAnimations()
    app.expectInSync()
  }

  @Test func aDismissalInCodeWaitsForTheUsersSwipeAndIsNotRepeated() throws {
    let (app, sheet) = try harnessWithSheet()
    #expect(app.window.presenter.beginSwipeDown())
    try app.perform(.dismiss)  // e.g. a timer, while the finger is down
    #expect(app.window.calls.filter { $0 == .dismiss(fromLevel: 0) }.isEmpty)
    app.window.presenter.releaseSwipe(true)
    #expect(app.gestures == [.swipeDown(modal: sheet, completed: true)])
    #expect(app.window.calls.filter { $0 == .dismiss(fromLevel: 0) }.isEmpty)
    #expect(app.completions.count == 2)
    app.expectInSync()
  }

  @Test func aFullScreenCoverCannotBeSwipedDown() throws {
    let app = try HostHarness(.screens("Home"))
    try app.perform(.present(.screens("Player"), style: .fullScreen))
    app.window.presenter.swipeDown()
    #expect(app.gestures.isEmpty)
    #expect(app.tree.modals.count == 1)
  }

  @Test func aPresentationWaitsForARunningDismissal() throws {
    let (app, _) = try harnessWithSheet(animates: true)
    try app.perform(.dismiss)
    try app.perform(.present(.screens("Next")))
    #expect(app.window.calls.suffix(1) == [.dismiss(fromLevel: 0)])
    app.window.animator.finishAnimations()
    #expect(app.window.warnings.isEmpty)
    app.expectInSync()
  }

  // MARK: The navigator's guards

  func navigatorWithSheet(_ answer: ScriptedGuard.Answer) throws
    -> (NavigatorHarness, ScriptedGuard, NodeID)
  {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screens("Form")))
    let unsaved = ScriptedGuard(answer, on: app.navigator)
    app.host.refreshGuards()
    return (app, unsaved, app.tree.modals[0].content.id)
  }

  @Test func aVetoedSwipeKeepsTheSheetLocksItAndIsJournaledOncePerAttempt() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screens("Form")))
    _ = ScriptedGuard(.veto, on: app.navigator)
    let (before, journaled) = (app.tree, app.navigator.journal.recordedCount)
    app.window.presenter.swipeDown()  // not locked yet: should-dismiss refuses, then did-attempt
    #expect(app.window.presenter.presented[0].isModalInPresentation, "locked once refused")
    app.window.presenter.swipeDown()  // locked: UIKit goes straight to did-attempt
    let results = app.results(since: journaled)
    #expect(results.count == 2, "one entry per attempt: \(results)")
    #expect(app.lastIsVeto(by: "unsaved changes"))
    #expect(app.gestures.isEmpty, "the host reports no cancelled swipe: the navigator journaled")
    #expect(app.tree == before)
    app.expectInSync()
  }

  @Test func aSheetIsLockedAsSoonAsItIsPresentedWhenTheGuardsWouldNotAllowItsSwipe() throws {
    let app = NavigatorHarness(.screens("Home"))
    _ = ScriptedGuard(.veto, on: app.navigator)
    try app.perform(.present(.screens("Form")))
    #expect(app.window.presenter.presented[0].isModalInPresentation)
  }

  @Test func aLockIsLiftedWhenTheGuardsAllowAgain() throws {
    let (app, unsaved, _) = try navigatorWithSheet(.ask)
    #expect(app.window.presenter.presented[0].isModalInPresentation)
    #expect(unsaved.held.isEmpty, "locking asks no one")
    unsaved.answer = .allow
    app.host.refreshGuards()
    #expect(!app.window.presenter.presented[0].isModalInPresentation)
  }

  @Test(arguments: [true, false])
  func anAskedSwipeIsCarriedOutByTheNavigatorOnlyWhenConfirmed(_ confirmed: Bool) throws {
    let (app, unsaved, sheet) = try navigatorWithSheet(.ask)
    app.window.presenter.swipeDown()
    #expect(unsaved.held.count == 1)
    #expect(app.tree.modals.count == 1, "held: nothing changes")
    if confirmed { try unsaved.resumeLast() } else { unsaved.cancelLast() }
    #expect(app.tree.modals.count == (confirmed ? 0 : 1))
    if confirmed {
      #expect(
        app.navigator.journal.last?.cause == .gesture(.swipeDown(modal: sheet, completed: true)))
      #expect(app.window.calls.last == .dismiss(fromLevel: 0), "the navigator's steps dismiss it")
    } else {
      #expect(app.navigator.journal.last?.result == .cancelled(by: "unsaved changes"))
    }
    #expect(app.gestures.isEmpty, "the host performed nothing itself")
    app.expectInSync()
  }

  @Test func aLockThatIsOutOfDateGivesWayWhenTheGuardsAllowTheAttempt() throws {
    let (app, unsaved, sheet) = try navigatorWithSheet(.veto)
    unsaved.answer = .allow  // the form was saved, and nobody refreshed the lock
    app.window.presenter.swipeDown()
    #expect(app.gestures == [.swipeDown(modal: sheet, completed: true)])
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }
}
