import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// The system back on the host core: screens take it first, then the guards answer the pop.
@MainActor
@Suite struct BackOnFakesTests {
  /// A navigator showing `Home` and `Pages`, whose top screen handles the back as `answer`
  /// says, recording what it hears.
  func withBackHandler(_ answer: BackAnswer) throws -> (NavigatorHarness, Recorder) {
    let app = NavigatorHarness(.screens("Home", "Pages"))
    let recorder = Recorder()
    try app.navigator.addBackHandler(
      named: "pager", at: app.tree.visibleScreen.id, answer: { answer },
      onBack: { recorder.events.append($0) })
    return (app, recorder)
  }

  @MainActor
  final class Recorder {
    var events: [BackEvent] = []
  }

  @Test func aScreenThatTakesTheEdgeSwipeHearsOneBackAndTheStackStays() throws {
    let (app, recorder) = try withBackHandler(.take)
    let (stack, before) = (app.stack.id, app.stackIDs)
    #expect(app.navigation.beginInteractivePop())
    #expect(app.window.calls.last == .cancelInteractivePop(stack), "the system's pop is cancelled")
    #expect(recorder.events == [.started, .completed], "the cancelled pop counts as one back")
    #expect(app.navigator.journal.last?.result == .takenByScreen("pager"))
    #expect(app.stackIDs == before)
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test func aScreenThatRefusesTheBackStopsTheSwipeBeforeTheGuardsAreAsked() throws {
    let (app, recorder) = try withBackHandler(.refuse("first page"))
    let unsaved = ScriptedGuard(.ask, on: app.navigator)
    #expect(app.navigation.beginInteractivePop())
    #expect(recorder.events.isEmpty)
    #expect(app.lastIsVeto(by: "pager"))
    #expect(unsaved.held.isEmpty, "the screen answered first")
    #expect(app.stackIDs.count == 2)
    app.expectInSync()
  }

  @Test func aScreenThatPassesLeavesTheSwipeToTheStack() throws {
    let (app, recorder) = try withBackHandler(.pass)
    let (stack, home) = (app.stack.id, app.stackIDs[0])
    #expect(app.navigation.beginInteractivePop())
    app.navigation.endInteractivePop(completed: true)
    #expect(recorder.events.isEmpty)
    #expect(app.gestures == [.edgeSwipe(stack: stack, to: home, completed: true)])
    app.expectInSync()
  }

  @Test func theAppsBackControlOffersTheBackToTheScreenFirst() throws {
    let (app, recorder) = try withBackHandler(.take)
    let verdict = try app.host.userTappedBack()
    guard case .handledByScreen("pager") = verdict else {
      Issue.record("taken by the screen: \(verdict)")
      return
    }
    #expect(recorder.events == [.completed])
    #expect(app.stackIDs.count == 2)
    #expect(!app.window.calls.contains { if case .pop = $0 { true } else { false } })
  }

  @Test func theAppsBackControlPopsThroughTheHostWhenNoScreenTakesIt() throws {
    let app = NavigatorHarness(.screens("Home", "Article"))
    let (stack, home) = (app.stack.id, app.stackIDs[0])
    #expect(try app.host.userTappedBack().isAllowed)
    #expect(app.window.calls.last == .pop(to: home, in: stack))
    #expect(app.gestures == [.backButton(stack: stack, to: home)])
    #expect(app.navigator.journal.last?.cause == .gesture(.backButton(stack: stack, to: home)))
    app.expectInSync()
  }

  @Test(arguments: [ScriptedGuard.Answer.veto, .ask])
  func theAppsBackControlIsAnsweredByTheGuards(_ answer: ScriptedGuard.Answer) throws {
    let app = NavigatorHarness(.screens("Home", "Form"))
    let unsaved = ScriptedGuard(answer, on: app.navigator)
    let calls = app.window.calls
    #expect(try !app.host.userTappedBack().isAllowed)
    #expect(app.window.calls == calls, "nothing popped")
    #expect(app.stackIDs.count == 2)
    if answer == .ask {
      try unsaved.resumeLast()
      #expect(app.stackIDs.count == 1, "the navigator pops it once confirmed")
    }
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test func theAppsBackControlAtTheRootThrowsAndChangesNothing() throws {
    let app = NavigatorHarness(.screens("Home"))
    #expect(throws: NavigationError.cannotPopRoot(app.stack.id)) {
      try app.host.userTappedBack()
    }
    app.expectInSync()
  }
}
