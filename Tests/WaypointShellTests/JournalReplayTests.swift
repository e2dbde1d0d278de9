import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// `journal save FILE` and `replay-journal FILE`: a journal exported from a running app becomes
/// a flow that replays it on a fresh app.
@MainActor
@Suite struct JournalReplayTests {
  /// Runs `lines` on a fresh app; returns its journal as exported.
  static func journal(after lines: [String]) throws -> JournalExport {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try ShellSession(dataDirectory: folder)
    for line in lines {
      guard let command = try Command.parse(line) else { continue }
      try session.run(command)
    }
    return JournalExport(session.app.navigator.journal)
  }

  static func replay(_ flow: String) -> (ScriptRunner.Outcome, [String]) {
    var output: [String] = []
    do {
      let script = try Script(name: "replay.flow", text: flow)
      return (ScriptRunner { output.append($0) }.run(script), output)
    } catch {
      return (.malformed, ["\(error)"])
    }
  }

  static let bugReport = [
    "tap skip", "tap sign-in ann secret", "tap item 3", "tap share", "swipe-down",
    "edge-swipe cancel", "back", "tab Basket", "tab Catalogue", "page next",
    "open shop://item/4", "tap review", "tap write Worth it", "tap close", "tap discard",
    "expect-fail open shop://item/99", "back", "tap item 5",
  ]

  @Test func aJournalBecomesAFlowThatReplaysGreen() throws {
    let export = try Self.journal(after: Self.bugReport)
    let flow = try JournalReplay.flow(from: export, name: "bug.json")
    let (outcome, output) = Self.replay(flow)
    #expect(outcome == .passed, "\(flow)\n\(output.joined(separator: "\n"))")
    let commands = flow.split(separator: "\n").filter {
      !$0.hasPrefix("#") && !$0.hasPrefix("expect ")
    }
    // What the user typed is never journaled: the replay writes the app's sample text.
    let typed = Self.bugReport.map { $0.hasPrefix("tap write ") ? "tap write A review" : $0 }
    #expect(commands.map(String.init) == typed)
  }

  @Test func theReplayEndsWhereTheUserEnded() throws {
    let export = try Self.journal(after: Self.bugReport)
    let flow = try JournalReplay.flow(from: export, name: "bug.json")
    #expect(
      flow.hasSuffix(
        "expect screen Item(5)\nexpect stack Shelf(Sale) Item(5)\nexpect tab Catalogue\nexpect modal none\n"
      ))
  }

  @Test func theSavedJSONReadsBackAsTheSameJournal() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try ShellSession(dataDirectory: folder)
    for line in ["tap skip", "tap sign-in ann secret", "tap item 2"] {
      try session.run(try #require(try Command.parse(line)))
    }
    let file = folder.appendingPathComponent("journal.json").path
    let said = try session.run(.saveJournal(file))
    let export = JournalExport(session.app.navigator.journal)
    #expect(said == "saved \(export.entries.count) transactions to \(file)")
    #expect(try JournalReplay.read(file) == export)
  }

  @Test func aJournalThatLostItsFirstTransactionsIsRefused() throws {
    var export = try Self.journal(after: ["tap skip"])
    export.entries.removeFirst()
    #expect(throws: JournalReplay.Failure.self) {
      try JournalReplay.flow(from: export, name: "j.json")
    }
    do {
      _ = try JournalReplay.flow(from: export, name: "j.json")
    } catch {
      #expect(error.message.hasPrefix("the journal starts at transaction 2: the 1 before it"))
    }
  }

  @Test func aJournalOfAnotherFormatVersionIsRefused() throws {
    var export = try Self.journal(after: ["tap skip"])
    export.version = 99
    #expect(throws: JournalReplay.Failure.self) {
      try JournalReplay.flow(from: export, name: "j.json")
    }
  }

  /// A change no command of the shell can make (the app shows an item no screen lists) is
  /// an error naming the transaction; nothing is written.
  @Test func anEntryThatCannotBeReplayedIsAnErrorAndNothingIsWritten() throws {
    var export = try Self.journal(after: ["tap skip", "tap sign-in ann secret", "tap item 3"])
    let last = export.entries.count - 1
    export.entries[last].text = export.entries[last].text.replacingOccurrences(
      of: "Item(3)", with: "Item(77)")
    var message = ""
    do {
      _ = try JournalReplay.flow(from: export, name: "j.json")
    } catch {
      message = error.message
    }
    #expect(message.hasPrefix("transaction \(export.entries[last].id) cannot be replayed: "))
    #expect(message.contains("tried: tap item 77"))

    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = folder.appendingPathComponent("j.json")
    try JSONEncoder().encode(export).write(to: journal)
    let flow = folder.appendingPathComponent("out.flow")
    var errors: [String] = []
    let status = JournalReplay.main(
      ShopShell.composition(), journal: journal.path, record: flow.path, write: { _ in },
      error: { errors.append($0) })
    #expect(status == 2)
    #expect(errors.first?.contains("cannot be replayed") == true)
    #expect(!FileManager.default.fileExists(atPath: flow.path), "nothing half-written")
  }

  @Test func aJournalThatDoesNotStartAtAFreshLaunchIsRefused() throws {
    var export = try Self.journal(after: ["tap skip"])
    export.entries[1].text = "2 app: something else → no change"
    #expect(throws: JournalReplay.Failure.self) {
      try JournalReplay.flow(from: export, name: "j.json")
    }
  }

  @Test func aFileThatIsNoJournalIsRefusedWithTheReason() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("j.json")
    try Data("{\"entries\": 3}".utf8).write(to: file)
    var errors: [String] = []
    let status = JournalReplay.main(
      ShopShell.composition(), journal: file.path, record: nil, write: { _ in },
      error: { errors.append($0) })
    #expect(status == 2)
    #expect(errors.first?.contains("not a journal export") == true)
  }

  @Test(arguments: [
    ("4 ItemFlow#18: push Item(3)#19 onto #11", ["3"]),
    ("7 app: show item 12 → refused: there is no item 12", []),
    ("9 Root: present sheet Name(a: 1, b: 22)", ["1", "22"]),
  ])
  func theNumbersATransactionNamesAreTriedAsArguments(_ text: String, _ numbers: [String]) {
    #expect(JournalReplay.Planner.numbers(in: text) == numbers)
  }
}
