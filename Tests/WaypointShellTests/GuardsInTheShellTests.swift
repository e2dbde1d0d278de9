import Foundation
import Testing

@testable import WaypointShell

/// What the shell makes of guards and screens that take the back: a dialog drawn as one, a
/// refused gesture printed (not an error), and `expect-fail` for a refused gesture.
@MainActor
@Suite struct GuardsInTheShellTests {
  func session(_ commands: [String]) throws -> ShellSession {
    try ShellSession.after(commands, directoryPrefix: "guards")
  }

  static let unsavedReview = [
    "tap skip", "tap sign-in ann secret", "tap item 3", "tap review", "tap write draft",
  ]

  @Test func aDialogIsDrawnWithItsChoices() throws {
    let session = try session(Self.unsavedReview + ["tap close"])
    let screen = Renderer.render(session)
    #expect(screen.contains(" Dialog DiscardReview (discard | keep)"))
    #expect(!screen.contains(" Modal "), "not drawn as a sheet")
    #expect(screen.contains("tap discard"))
    #expect(screen.contains("tap keep"))
    #expect(!screen.contains("swipe-down"), "a dialog cannot be swiped away")
  }

  @Test func aHeldSwipeDownSaysItWaitsForAnAnswer() throws {
    let session = try session(Self.unsavedReview)
    let output = try session.run(.swipeDown)
    #expect(output == "waiting for an answer (held by unsaved review)")
    #expect(session.path.hasSuffix("⧉ Review(3) ⧉ DiscardReview"))
  }

  @Test func aBackTheAppRefusesIsPrintedAndIsNotAnError() throws {
    let session = try session([])
    let output = try session.run(.back)
    #expect(output == "refused: already on the first page (intro pages)")
    #expect(session.path == "Intro(Hello)")
  }

  @Test func expectFailPassesForARefusedGestureAndFailsForOneThatRuns() throws {
    let session = try session([])
    let output = try session.run(.expectFail(.back))
    #expect(output == "rejected as expected: already on the first page (intro pages)")
    try session.run(.page("next"))
    let failure = try #require(throws: ShellFailure.self) {
      try session.run(.expectFail(.back))
    }
    #expect(failure == .expectation(expected: "the command to be rejected", actual: "it ran"))
    #expect(session.path == "Intro(Hello)", "the back went to the previous page")
  }

  @Test func theBackIsListedWhereTheScreenTakesIt() throws {
    let first = try session([])
    #expect(!Renderer.render(first).contains("   back "), "refused on the first page")
    let second = try session(["page next"])
    #expect(Renderer.render(second).contains("go to the previous page"))
  }

  @Test func aLinkHeldByTheSignInGateSaysItWaits() throws {
    let session = try session(["tap skip"])
    let output = try session.run(.open("shop://item/4"))
    #expect(output == "the link waits until the main tabs show (after sign-in)")
  }
}
