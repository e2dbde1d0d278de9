import Testing
import Waypoint
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

  @Test func aRefusedEdgeSwipeDoesNotBeginAndLeavesNoTrace() throws {
    let app = try HostHarness(.screens("Home", "Form"))
    let guardian = Guardian(.refuse)
    app.host.gestureGuard = guardian
    let before = app.stackIDs
    // The recogniser's delegate only answers: UIKit may ask for touches that never begin.
    #expect(!app.navigation.beginInteractivePop())
    #expect(app.gestures.isEmpty)
    #expect(guardian.asked.isEmpty)
    #expect(app.stackIDs == before)
    app.expectInSync()
  }

  @Test(arguments: [true, false])
  func anAskedEdgeSwipeBeginsIsCancelledAndPopsOnlyWhenConfirmed(_ confirmed: Bool) throws {
    let app = try HostHarness(.screens("Home", "Form"))
    let guardian = Guardian(.ask)
    app.host.gestureGuard = guardian
    let (stack, home) = (app.visibleStack.id, app.stackIDs[0])
    #expect(app.navigation.beginInteractivePop(), "it begins: the question needs a real gesture")
    #expect(app.window.calls.last == .cancelInteractivePop(stack))
    #expect(guardian.asked == [.interactivePop(stack: stack, to: home)])
    guardian.resume(confirmed)
    guardian.resume(true)  // a second answer is ignored
    var expected: [Gesture] = [.edgeSwipe(stack: stack, to: home, completed: false)]
    if confirmed { expected.append(.edgeSwipe(stack: stack, to: home, completed: true)) }
    #expect(app.gestures == expected)
    #expect(app.stackIDs.count == (confirmed ? 1 : 2))
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

/// A gesture guard with a fixed answer that records attempts and keeps the last question.
@MainActor
final class Guardian: GestureGuard {
  var answer: LeaveAnswer
  private(set) var attempts: [LeaveAttempt] = []
  /// The attempts it asked the user about.
  private(set) var asked: [LeaveAttempt] = []
  private var pending: (@MainActor (Bool) -> Void)?

  init(_ answer: LeaveAnswer) { self.answer = answer }

  func answer(for attempt: LeaveAttempt, in tree: NavigationTree) -> LeaveAnswer {
    if answer != .allow { attempts.append(attempt) }
    return answer
  }

  func ask(_ attempt: LeaveAttempt, resume: @escaping @MainActor (Bool) -> Void) {
    asked.append(attempt)
    pending = resume
  }

  func resume(_ confirmed: Bool) { pending?(confirmed) }
}
