import Testing
import Waypoint
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

  @Test func aRefusedSwipeKeepsTheSheetLocksItAndReportsEachAttempt() throws {
    let (app, sheet) = try harnessWithSheet()
    let guardian = Guardian(.refuse)
    app.host.gestureGuard = guardian
    app.window.presenter.swipeDown()  // asks should-dismiss, which refuses
    #expect(app.window.presenter.presented[0].isModalInPresentation, "locked once settled")
    app.window.presenter.swipeDown()  // locked: UIKit goes straight to did-attempt
    #expect(app.gestures == Array(repeating: .swipeDown(modal: sheet, completed: false), count: 2))
    #expect(app.tree.modals.count == 1)
    app.expectInSync()
  }

  @Test func aSheetIsLockedAsSoonAsItIsPresentedWhenTheGuardRefuses() throws {
    let app = try HostHarness(.screens("Home"))
    let guardian = Guardian(.refuse)
    app.host.gestureGuard = guardian
    try app.perform(.present(.screens("Form")))
    #expect(app.window.presenter.presented[0].isModalInPresentation)
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

  @Test func aLockIsLiftedWhenTheGuardAllowsAgain() throws {
    let (app, _) = try harnessWithSheet()
    let guardian = Guardian(.refuse)
    app.host.gestureGuard = guardian
    app.host.refreshGuards()
    #expect(app.window.presenter.presented[0].isModalInPresentation)
    guardian.answer = .allow
    app.host.refreshGuards()
    #expect(!app.window.presenter.presented[0].isModalInPresentation)
  }

  @Test(arguments: [true, false])
  func anAskedSwipeDismissesOnlyWhenConfirmed(_ confirmed: Bool) throws {
    let (app, sheet) = try harnessWithSheet()
    let guardian = Guardian(.ask)
    app.host.gestureGuard = guardian
    app.window.presenter.swipeDown()
    #expect(app.tree.modals.count == 1)
    guardian.resume(confirmed)
    var expected: [Gesture] = [.swipeDown(modal: sheet, completed: false)]
    if confirmed { expected.append(.swipeDown(modal: sheet, completed: true)) }
    #expect(app.gestures == expected)
    #expect(app.tree.modals.count == (confirmed ? 0 : 1))
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
}
