import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// Seeded fuzz of `replay-journal`: journals with random entry texts, and real journals
/// mutated (bytes, truncation, entries duplicated or dropped, numbers at their extremes,
/// strings changed). A replay never traps, fails only with its typed ``JournalReplay/Failure``
/// (printed on one line, safe on a terminal), and the flow it writes holds exactly the
/// commands its planner found.
///
/// `WAYPOINT_FUZZ_COUNT=N` sets how many mutated journals run (50 by default, which keeps the
/// suite fast: a replay launches fresh apps) and prints one summary line.
@MainActor
@Suite struct JournalFuzzTests {
  typealias Seeded = ScriptFuzzTests.Seeded

  /// How many mutated journals the fuzz replays.
  static let count =
    ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COUNT"].flatMap(Int.init) ?? 50

  /// Pieces random texts are made of: every line break, controls, bidi controls, comment and
  /// quote characters, commands, links, numbers, text that is fine.
  static let pieces: [String] = [
    "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "#", "\"", "'",
    "\\", "\\n", "\u{1B}[2J", "\u{1B}]0;pwned\u{07}", "\u{0}", "\u{7F}", "\u{9B}", "\u{202E}",
    "\u{2066}", "\t", " ", "journal save owned.json", "tap item 3", "open shop://basket",
    "shop://item/4", "x://y", "Item(3)", "(12)", "id: 7,", "é", "e\u{301}", "🙂",
    "\u{1B}\u{301}", String(repeating: "x", count: 5000),
  ]

  static func randomText(_ random: inout Seeded) -> String {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in
      Bool.random(using: &random)
        ? pieces.randomElement(using: &random)!
        : String(Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &random)) ?? "?")
    }.joined()
  }

  /// Runs `lines` on a fresh app; returns its journal and the entry indices where each
  /// command's transactions start (after the launch's).
  static func journal(after lines: [String]) throws -> (JournalExport, [Int]) {
    let session = try ShellSession.after([], directoryPrefix: "journal-fuzz")
    var boundaries = [session.app.navigator.journal.recordedCount]
    for line in lines {
      try session.run(try #require(try Command.parse(line)))
      boundaries.append(session.app.navigator.journal.recordedCount)
    }
    return (JournalExport(session.app.navigator.journal), boundaries)
  }

  /// `entries` numbered 1, 2, ... as a journal numbers them.
  static func numbered(_ entries: [JournalExport.Entry]) -> JournalExport {
    var entries = entries
    for index in entries.indices { entries[index].id = index + 1 }
    return JournalExport(recordedCount: entries.count, entries: entries)
  }

  /// Checks that `flow` holds exactly the commands of `steps`, each on its own line.
  static func check(_ flow: String, holds steps: [JournalReplay.Step]) throws -> Bool {
    let derived = steps.compactMap { step -> String? in
      if case .command(let line) = step { line } else { nil }
    }
    let written = try Script(name: "replay.flow", text: flow).lines.map(\.text)
      .filter { !$0.hasPrefix("expect ") }
    return written == derived && !JournalReplayEscapingTests.breaksLinesElsewhere(flow)
  }

  /// A journal of a real session with transactions that changed nothing added, each with a
  /// random text: it replays, and its flow holds exactly the commands the planner found.
  @Test func randomEntryTextsNeverAddACommand() throws {
    let (base, boundaries) = try Self.journal(
      after: ["tap skip", "tap sign-in ann secret", "tap item 3"])
    var random = Seeded(state: 2027)
    let results: [JournalExport.ResultKind] = [.dropped, .refused, .vetoed, .refusedByApp]
    for _ in 0..<12 {
      var entries = base.entries
      var texts: [String] = []
      // After the launch, between the transactions of two commands; most with a cause no
      // command is tried for (cheap), some with every candidate tried.
      for boundary in boundaries.shuffled(using: &random).prefix(2).sorted().reversed() {
        let text = Self.randomText(&random)
        texts.append(text)
        let cause: JournalExport.CauseKind =
          Int.random(in: 0..<3, using: &random) == 0 ? .intent : .gesture
        entries.insert(
          .init(
            id: 0, cause: cause, result: results.randomElement(using: &random)!, text: text),
          at: boundary)
      }
      let export = Self.numbered(entries)
      let name = Self.randomText(&random)
      let (steps, flow) = try JournalReplay.replay(
        export, name: name, composition: ShopShell.composition())
      #expect(try Self.check(flow, holds: steps), "\(texts.map(\.debugDescription))")
      #expect(steps.filter { if case .comment = $0 { true } else { false } }.count == 2)
    }
  }

  static let extremes = [
    "9223372036854775807", "-9223372036854775808", "-1", "0", "1", "9223372036854775806",
    "99999999999999999999", "1e400", "-0", "1.5", "256", "1099511627776",
  ]

  /// One mutation of a real journal's JSON.
  static func mutate(
    _ json: [UInt8], _ export: JournalExport, _ random: inout Seeded
  ) -> [UInt8] {
    var bytes = json
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = .random(
          in: 0...255, using: &random)
      }
    case 1:
      let at = Int.random(in: 0...bytes.count, using: &random)
      bytes.insert(
        contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
    case 2:
      let from = Int.random(in: 0..<bytes.count, using: &random)
      bytes.removeSubrange(from..<min(bytes.count, from + Int.random(in: 1...64, using: &random)))
    case 3: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
    case 4:
      // A number at an extreme, in the JSON text.
      let numbers = numberRanges(in: bytes)
      if let range = numbers.randomElement(using: &random) {
        bytes.replaceSubrange(range, with: Array(extremes.randomElement(using: &random)!.utf8))
      }
    default:
      var export = export
      mutate(&export, &random)
      let encoder = JSONEncoder()
      if Bool.random(using: &random) { encoder.outputFormatting = [.prettyPrinted, .sortedKeys] }
      bytes = Array((try? encoder.encode(export)) ?? Data())
    }
    return bytes
  }

  /// One change to a journal's values.
  static func mutate(_ export: inout JournalExport, _ random: inout Seeded) {
    let extreme = [Int.max, Int.min, -1, 0, 1, Int.max - 1, 256, export.recordedCount + 1]
    let count = export.entries.count
    let index = Int.random(in: 0..<max(count, 1), using: &random)
    switch Int.random(in: 0..<9, using: &random) {
    case 0 where count > 0:
      export.entries.insert(export.entries[index], at: Int.random(in: 0...count, using: &random))
    case 1 where count > 0: export.entries.remove(at: index)
    case 2 where count > 1: export.entries.swapAt(index, Int.random(in: 0..<count, using: &random))
    case 3: export.recordedCount = extreme.randomElement(using: &random)!
    case 4 where count > 0: export.entries[index].id = extreme.randomElement(using: &random)!
    case 5 where count > 0:
      let text = randomText(&random)
      if Bool.random(using: &random) {
        export.entries[index].text = text
      } else {
        export.entries[index].text += text
      }
    case 6 where count > 0:
      export.entries[index].cause = JournalExport.CauseKind.allCases.randomElement(using: &random)!
      export.entries[index].result =
        JournalExport.ResultKind.allCases.randomElement(using: &random)!
    case 7 where count > 0:
      export.entries[index].tree = export.entries.randomElement(using: &random)!.tree
    default:
      // A transaction that changed nothing, numbered as the journal numbers them.
      export.entries.insert(
        .init(id: 0, cause: .intent, result: .dropped, text: randomText(&random)),
        at: Int.random(in: 0...count, using: &random))
      export = numbered(export.entries)
    }
  }

  /// The ranges of the numbers in JSON text.
  static func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    for (index, byte) in bytes.enumerated() {
      let isNumber =
        byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isNumber, start == nil, index > 0,
        [UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: ",")].contains(
          bytes[index - 1])
      {
        start = index
      } else if !isNumber, let first = start {
        ranges.append(first..<index)
        start = nil
      }
    }
    return ranges
  }

  @Test func mutatedJournalsNeverTrapFailUntypedOrAddACommand() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("saved.json")
    let session = try ShellSession.after(
      ["tap skip", "tap sign-in ann secret", "tap item 3", "tap share", "swipe-down", "back"],
      directoryPrefix: "journal-fuzz")
    try session.run(.saveJournal(source.path))
    let json = try [UInt8](Data(contentsOf: source))
    let export = try JournalReplay.read(source.path)
    let file = folder.appendingPathComponent("j.json")
    let flow = folder.appendingPathComponent("replay.flow")
    var random = Seeded(state: 2028)
    var figures = (replayed: 0, refused: 0, untyped: 0, foreign: 0, unsafe: 0)
    for _ in 0..<Self.count {
      try Data(Self.mutate(json, export, &random)).write(to: file)
      try? FileManager.default.removeItem(at: flow)
      var printed: [String] = []
      let status = JournalReplay.main(
        ShopShell.composition(), journal: file.path, record: flow.path,
        write: { printed.append($0) }, error: { printed.append($0) })
      if printed.contains(where: TerminalTextTests.isUnsafe) { figures.unsafe += 1 }
      switch status {
      case 0:
        figures.replayed += 1
        // The planner's commands for the journal as read, against the flow as written.
        let (steps, _) = try JournalReplay.replay(
          try JournalReplay.read(file.path), name: file.path,
          composition: ShopShell.composition())
        let written = try String(contentsOf: flow, encoding: .utf8)
        if !(try Self.check(written, holds: steps)) { figures.foreign += 1 }
      default:
        figures.refused += 1
        // A typed failure, printed on one line as `error: PATH: MESSAGE`; nothing written.
        let typed =
          status == 2 && printed.count == 1 && printed[0].hasPrefix("error: \(file.path): ")
          && !printed[0].contains("\n") && !FileManager.default.fileExists(atPath: flow.path)
        if !typed { figures.untyped += 1 }
      }
    }
    #expect(figures.untyped == 0)
    #expect(figures.foreign == 0)
    #expect(figures.unsafe == 0)
    #expect(figures.replayed > 0, "the fuzz reaches journals that replay")
    if ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COUNT"] != nil {
      print(
        "journal fuzz: \(Self.count) journals, \(figures.replayed) replayed, "
          + "\(figures.refused) refused with a typed failure, \(figures.untyped) untyped, "
          + "\(figures.foreign) with a foreign command, \(figures.unsafe) printed unsafe text")
    }
  }
}
