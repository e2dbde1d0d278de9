import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// `app-push KIND` and `app-pop`: the app's own code, not Waypoint, changes the visible stack;
/// the host adopts what it pushed as a foreign entry, and a journal of it replays.
@MainActor
@Suite struct AppOwnCodeTests {
  @Test func theCommandsParseAndABadKindIsRefusedWithItsRule() throws {
    #expect(try Command.parse("app-push LegacyHelp") == .appPush("LegacyHelp"))
    #expect(try Command.parse("app-pop") == .appPop)
    for bad in ["app-push", "app-push Legacy-Help", "app-push 9Lives", "app-push A B", "app-pop x"]
    {
      #expect(throws: ParseError.self, "\(bad)") { try Command.parse(bad) }
    }
    #expect(throws: ParseError.self) {
      try Command.parse("app-push " + String(repeating: "A", count: 81))
    }
  }

  @Test func whatTheAppPushedIsAForeignEntryAndAPopAtTheRootIsRefused() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try ShellSession(dataDirectory: folder)
    for line in ["tap skip", "tap sign-in ann secret", "tap item 3", "app-push LegacyHelp"] {
      try session.run(try #require(try Command.parse(line)))
    }
    #expect(session.tree.visibleScreen.route == .foreign("LegacyHelp"))
    #expect(session.app.navigator.model(for: session.tree.visibleScreen.id) == nil)
    try session.run(.appPop)
    try session.run(.appPop)
    #expect(throws: ShellFailure.self) { try session.run(.appPop) }
  }

  @Test func theAppsOwnPushesAndPopsReplayAsTheirCommands() throws {
    let typed = [
      "tap skip", "tap sign-in ann secret", "tap item 3", "app-push LegacyHelp", "back",
      "app-push LegacyFaq", "app-push LegacyContact", "app-pop", "app-pop", "app-pop",
    ]
    let export = try JournalReplayTests.journal(after: typed)
    let flow = try JournalReplay.flow(from: export, name: "bug.json")
    let (outcome, output) = JournalReplayTests.replay(flow)
    #expect(outcome == .passed, "\(flow)\n\(output.joined(separator: "\n"))")
    let commands = flow.split(separator: "\n").filter {
      !$0.hasPrefix("#") && !$0.hasPrefix("expect ")
    }
    #expect(commands.map(String.init) == typed)
  }

  /// A journal is input from outside: a kind that is not a type's name is not written into a
  /// flow; the transaction cannot be replayed, and nothing is written.
  @Test func aForeignKindThatIsNoTypesNameIsNotReplayed() throws {
    var export = try JournalReplayTests.journal(
      after: ["tap skip", "tap sign-in ann secret", "app-push LegacyHelp"])
    let json = try JSONEncoder().encode(export)
    let hostile = try #require(
      String(data: json, encoding: .utf8)?.replacingOccurrences(
        of: "LegacyHelp", with: "Legacy\\nexpect released"))
    export = try JSONDecoder().decode(JournalExport.self, from: Data(hostile.utf8))
    #expect(throws: JournalReplay.Failure.self) {
      try JournalReplay.flow(from: export, name: "j.json")
    }
  }
}
