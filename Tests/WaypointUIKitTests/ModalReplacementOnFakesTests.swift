import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// The host replaces a presented modal's content in place: one call, no dismissal and no
/// presentation.
@MainActor
@Suite struct ModalReplacementOnFakesTests {
  @Test(arguments: [false, true])
  func aReplacedSheetStaysPresentedAndShowsTheNewContent(_ animates: Bool) throws {
    let app = try HostHarness(.screens("Home"), animates: animates)
    try app.perform(.present(.screens("Share")))
    app.window.animator.finishAnimations()
    let calls = app.window.calls.count
    try app.perform(.replacePresented(.screens("Note")))
    app.window.animator.finishAnimations()
    let note = app.tree.modals[0].content.id
    #expect(Array(app.window.calls[calls...]) == [.replaceModal(atLevel: 0, with: note)])
    #expect(app.window.presenter.presented.count == 1)
    #expect(app.window.presenter.presented[0].content.node == note)
    #expect(app.completions == [1, 2])
    app.expectInSync()
  }

  @Test func levelsAboveTheReplacedOneAreDismissedFirstInOneCall() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screens("Share")))
    try app.perform(.present(.screens("Options")))
    let calls = app.window.calls.count
    _ = try app.navigator.perform("close the options, then show the note") {
      draft throws(NavigationError) in
      try draft.perform(.dismiss)
      try draft.perform(.replacePresented(.screens("Note")))
    }
    app.window.animator.finishAnimations()
    #expect(app.navigator.journal.last?.steps.count == 2)
    let note = app.tree.modals[0].content.id
    #expect(
      Array(app.window.calls[calls...]) == [
        .dismiss(fromLevel: 1), .replaceModal(atLevel: 0, with: note),
      ])
    app.expectInSync()
  }

  @Test func aNewPresentationAtTheSameLevelIsStillDismissedAndPresented() throws {
    let app = try HostHarness(.screens("Home"))
    try app.perform(.present(.screens("Share")))
    let calls = app.window.calls.count
    try app.perform(.dismiss)
    try app.perform(.present(.screens("Note")))
    let note = app.tree.modals[0].content.id
    #expect(Array(app.window.calls[calls...]) == [.dismiss(fromLevel: 0), .present(note)])
    app.expectInSync()
  }

  @Test func aSwipeDownAfterAReplacementIsReportedForTheNewContent() throws {
    let app = try HostHarness(.screens("Home"))
    try app.perform(.present(.screens("Share")))
    try app.perform(.replacePresented(.screens("Note")))
    let note = app.tree.modals[0].content.id
    app.window.presenter.swipeDown()
    #expect(app.gestures == [.swipeDown(modal: note, completed: true)])
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }

  @Test func theLockOfTheReplacedSheetFollowsTheGuardsForTheNewContent() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screens("Form")))
    let unsaved = ScriptedGuard(.ask, on: app.navigator)
    app.host.refreshGuards()
    #expect(app.window.presenter.presented[0].isModalInPresentation)
    unsaved.answer = .allow  // the new content has nothing to lose
    try app.perform(.replacePresented(.screens("Done")))
    #expect(app.window.presenter.presented.count == 1)
    #expect(!app.window.presenter.presented[0].isModalInPresentation, "unlocked for Done")
    unsaved.answer = .veto
    app.host.refreshGuards()
    #expect(app.window.presenter.presented[0].isModalInPresentation, "and locked again")
    app.expectInSync()
  }
}
