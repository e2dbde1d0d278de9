import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// A journal is read as JSON, on one line or many, up to a size; its numbers are checked
/// before anything is computed from them; and a replay launches a bounded number of apps.
@MainActor
@Suite struct JournalLimitsTests {
  /// Runs `replay-journal` and `trace` on `file`; returns their statuses and what they said.
  static func readBoth(_ file: URL) -> (replay: Int32, trace: Int32, said: [String]) {
    var said: [String] = []
    let replay = JournalReplay.main(
      ShopShell.composition(), journal: file.path, record: nil, write: { _ in },
      error: { said.append($0) })
    let trace = TraceCommand.main(
      ShopShell.composition(), journal: file.path,
      output: file.deletingPathExtension().appendingPathExtension("html").path,
      write: { _ in }, error: { said.append($0) })
    return (replay, trace, said)
  }

  /// JSONEncoder's default output, one line of several KB, is what `journal save` documents
  /// without pretty printing: both readers take it.
  @Test func aJournalOnOneLongLineIsRead() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let export = try JournalReplayTests.journal(after: JournalReplayTests.bugReport)
    let json = try JSONEncoder().encode(export)
    #expect(json.count > ScriptText.maximumLineBytes && !json.contains(UInt8(ascii: "\n")))
    let file = folder.appendingPathComponent("one-line.json")
    try json.write(to: file)
    let (replay, trace, said) = Self.readBoth(file)
    #expect(replay == 0, "\(said)")
    #expect(trace == 0, "\(said)")
  }

  @Test func aJournalLargerThanTheCapIsRefusedNamingItsSizeAndTheCap() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("huge.json")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data("[".utf8)))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(JournalReplay.maximumJournalBytes + 1))
    try handle.close()
    let (replay, trace, said) = Self.readBoth(file)
    #expect(replay == 2 && trace == 2)
    let message =
      "\(JournalReplay.maximumJournalBytes + 1) bytes: larger than the 16777216 bytes (16 MiB) "
      + "a journal may hold; nothing was read"
    #expect(said == ["error: \(file.path): \(message)", "error: \(file.path): \(message)"])
  }

  @Test func aStreamLargerThanTheCapStopsAtTheCap() {
    #expect(
      throws: InputFile.Failure(
        line: nil,
        message: "more than the 16777216 bytes (16 MiB) a journal may hold; reading stopped")
    ) {
      try InputFile.read(
        path: "/dev/zero",
        limits: .json("journal", maximumBytes: JournalReplay.maximumJournalBytes))
    }
  }

  /// Counts and IDs that do not add up are a typed error, never a trap
  /// (`recordedCount + 1` and `first - 1` overflowed on `Int.max`).
  @Test(arguments: [
    (Int.max, 0, nil as Int?, "the journal's count of transactions is out of range"),
    (-1, 0, nil, "the journal's count of transactions is negative (-1)"),
    (Int.min, 0, nil, "the journal's count of transactions is negative"),
    (1, 2, nil, "the journal holds 2 transactions but says it recorded 1"),
    (Int.max - 1, 2, Int.max, "the journal's transaction 9223372036854775805 is numbered"),
    (5, 2, Int.min, "the journal's transaction 4 is numbered -9223372036854775808"),
    (2, 2, 7, "the journal's transaction 1 is numbered 7"),
  ])
  func numbersThatDoNotAddUpAreATypedError(
    _ count: Int, _ entries: Int, _ firstID: Int?, _ message: String
  ) throws {
    let launch = try JournalReplayTests.journal(after: [])
    var export = JournalExport(recordedCount: count, entries: [])
    for index in 0..<entries {
      var entry = launch.entries[index % launch.entries.count]
      entry.id = index == 0 ? (firstID ?? 1) : count - entries + 1 + index
      export.entries.append(entry)
    }
    var thrown: JournalReplay.Failure?
    do {
      _ = try JournalReplay.flow(from: export, name: "j.json")
    } catch {
      thrown = error
    }
    #expect(thrown?.message.hasPrefix(message) == true, "\(thrown?.message ?? "no error")")
  }

  @Test func anEmptyJournalIsRefusedInWords() throws {
    #expect(
      throws: JournalReplay.Failure(
        message: "the journal holds no transactions: a replay needs the session from its launch")
    ) {
      try JournalReplay.flow(from: JournalExport(recordedCount: 0, entries: []), name: "j.json")
    }
  }

  /// Past its bound of fresh apps, a replay stops and says where it was.
  @Test func aReplayStopsAtItsBoundOfFreshApps() throws {
    let export = try JournalReplayTests.journal(after: ["tap skip", "tap sign-in ann secret"])
    let stuck = JournalReplayEscapingTests.appending("no command does this", to: export)
    var thrown: JournalReplay.Failure?
    do {
      _ = try JournalReplay.flow(
        from: stuck, name: "j.json", composition: ShopShell.composition(), maximumFreshApps: 4)
    } catch {
      thrown = error
    }
    let message = thrown?.message ?? "no error"
    #expect(message.hasPrefix("the replay reached transaction "), "\(message)")
    #expect(message.contains(" and stopped: it launched 4 fresh apps, the most one replay may"))
    // Within the bound every journal of the tests replays (the largest uses a few dozen).
    #expect(throws: Never.self) {
      try JournalReplay.flow(from: stuck, name: "j.json")
    }
  }
}
