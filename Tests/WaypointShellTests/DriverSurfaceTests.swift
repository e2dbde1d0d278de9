import Foundation
import Testing
import Waypoint
import WaypointPlugins

@testable import WaypointShell

/// The shell learns app-level commands and stored lists from the app's ``DriverSurface``: it
/// parses, runs, lists and checks whatever the app declares, and refuses what it does not.
@MainActor
@Suite struct DriverSurfaceTests {
  /// What a test-built surface saw and stores.
  @MainActor final class Probe {
    var visits: [Int] = []
  }

  func surface(_ probe: Probe) -> DriverSurface {
    DriverSurface(
      commands: [
        AppCommand(
          name: "visit", summary: "the server records a visit",
          isAvailable: { _ in true },
          run: { _ in probe.visits.append(probe.visits.count + 1) }),
        // The app refuses it at the intro: there is no tab bar to select a tab on.
        AppCommand(
          name: "open-basket", summary: "a notification opens the Basket tab",
          isAvailable: { _ in false },
          run: { app in
            let shop = app.coordinator as? PluginAppCoordinator<ShopDependencies, ShopIntent>
            shop?.handle(.showTab(BasketPlugin.tabName))
          }),
      ],
      lists: [
        StoredList(
          name: "visits", items: "visit numbers", summary: "the recorded visits",
          read: { _ in probe.visits })
      ])
  }

  func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-surface-\(UUID().uuidString)")
  }

  /// Runs `text` as a script on a fresh app with `surface`; returns the outcome and the errors.
  func run(_ text: String, surface: DriverSurface) throws -> (ScriptRunner.Outcome, [String]) {
    var errors: [String] = []
    let runner = ScriptRunner(surface: surface, write: { _ in }, error: { errors.append($0) })
    let outcome = runner.run(try Script(name: "surface.flow", text: text, surface: surface))
    return (outcome, errors)
  }

  @Test func aDeclaredCommandRunsAndADeclaredListIsChecked() throws {
    let probe = Probe()
    let (outcome, errors) = try run(
      "expect visits none\nvisit\nvisit\nexpect visits 1 2\n", surface: surface(probe))
    #expect(errors == [])
    #expect(outcome == .passed)
    #expect(probe.visits == [1, 2])
  }

  @Test func aDeclaredListThatDiffersFailsWithWhatIsStored() throws {
    let (outcome, errors) = try run("visit\nexpect visits 2\n", surface: surface(Probe()))
    #expect(outcome == .failed)
    #expect(errors == ["surface.flow:2: expected visits 2, got visits 1"])
  }

  @Test func anIntentTheAppRefusesIsPrintedAndFailsTheScript() throws {
    let (outcome, errors) = try run("open-basket\n", surface: surface(Probe()))
    #expect(outcome == .failed)
    #expect(outcome.rawValue == 1)
    #expect(
      errors == ["surface.flow:1: could not show tab Basket: no main tab bar is visible"])
  }

  @Test func aRefusedIntentIsWhatExpectFailExpects() throws {
    let session = try ShellSession(dataDirectory: directory(), surface: surface(Probe()))
    let command = try #require(
      try Command.parse("expect-fail open-basket", surface: session.surface))
    #expect(
      try session.run(command)
        == "rejected as expected: could not show tab Basket: no main tab bar is visible")
  }

  @Test func theShopsNamesAreUnknownToAnAppThatDoesNotDeclareThem() {
    let empty = DriverSurface(commands: [], lists: [])
    #expect(throws: ParseError(message: "unknown command 'clear-basket' (type help for the list)"))
    {
      try Command.parse("clear-basket", surface: empty)
    }
    #expect(
      throws: ParseError(
        message:
          "unknown expectation 'basket'; did you mean asked? use screen, stack, column, tab, page, modal, message, shows, lifecycle, focus, announced, released, holds or asked"
      )
    ) {
      try Command.parse("expect basket 2", surface: empty)
    }
  }

  @Test func anUnknownExpectationNamesTheListsTheAppDeclares() {
    #expect(
      throws: ParseError(
        message:
          "unknown expectation 'basket'; did you mean asked? use screen, stack, column, tab, page, modal, visits, message, shows, lifecycle, focus, announced, released, holds or asked"
      )
    ) {
      try Command.parse("expect basket 2", surface: surface(Probe()))
    }
    #expect(throws: ParseError(message: "expect visits takes visit numbers or none, not 'x'")) {
      try Command.parse("expect visits x", surface: surface(Probe()))
    }
  }

  @Test func helpAndTheActionsListWhatTheAppDeclares() throws {
    let help = Help.text(for: surface(Probe()))
    #expect(help.contains("  visit                     the server records a visit\n"))
    #expect(help.contains("  expect visits ID...|none  the recorded visits\n"))
    #expect(!help.contains("clear-basket"))
    let session = try ShellSession(dataDirectory: directory(), surface: surface(Probe()))
    let actions = Renderer.gestures(session).map(\.0)
    #expect(actions.contains("visit"))
    #expect(!actions.contains("open-basket"))  // not available now
  }
}
