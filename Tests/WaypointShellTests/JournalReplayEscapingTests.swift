import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// Nothing a journal holds becomes a command of the flow `replay-journal` writes: text that
/// reaches the flow's comments is escaped, and a command that could not stay on its line is
/// never written.
@MainActor
@Suite struct JournalReplayEscapingTests {
  /// The line breaks of every reader: LF, CR, CRLF, VT, FF, NEL, LS, PS.
  nonisolated static let lineBreaks = [
    "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
  ]

  /// `export` with one more transaction at its end, which changed nothing, with `text`.
  static func appending(_ text: String, to export: JournalExport) -> JournalExport {
    var export = export
    export.recordedCount += 1
    export.entries.append(
      .init(id: export.recordedCount, cause: .intent, result: .dropped, text: text))
    return export
  }

  /// The commands of `flow` as the shell's own script reader reads them.
  static func commands(of flow: String) throws -> [String] {
    try Script(name: "replay.flow", text: flow).lines.map(\.text)
  }

  /// Whether `text` ends a line anywhere else than at its line feeds.
  static func breaksLinesElsewhere(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && TerminalText.breaksLine($0) }
  }

  /// The reproduction: a journal saved by the shell, an entry added whose text holds a line
  /// break and a command, replayed to a flow that is then run. The command stays in its
  /// comment, escaped; the file it would write is never written.
  @Test func aLineBreakInAnEntryNeverBecomesACommand() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = folder.appendingPathComponent("j.json")
    let owned = folder.appendingPathComponent("owned.json")
    let session = try ShellSession.after(
      ["tap skip", "tap sign-in ann secret", "tap item 3"], directoryPrefix: "escape")
    try session.run(.saveJournal(journal.path))
    let saved = try JSONDecoder().decode(JournalExport.self, from: Data(contentsOf: journal))
    let text = "x\njournal save \(owned.path)"
    try JSONEncoder().encode(Self.appending(text, to: saved)).write(to: journal)

    let flow = folder.appendingPathComponent("bug.flow")
    var errors: [String] = []
    let status = JournalReplay.main(
      ShopShell.composition(), journal: journal.path, record: flow.path, write: { _ in },
      error: { errors.append($0) })
    #expect(status == 0, "\(errors)")
    let written = try String(contentsOf: flow, encoding: .utf8)
    #expect(written.contains("changed nothing: x\\njournal save \(owned.path)\n"), "\(written)")
    #expect(!(try Self.commands(of: written)).contains { $0.hasPrefix("journal") })

    var output: [String] = []
    #expect(ScriptRunner { output.append($0) }.run(files: [flow]) == .passed, "\(output)")
    #expect(!FileManager.default.fileExists(atPath: owned.path), "the journal wrote a file")
  }

  @Test(arguments: lineBreaks)
  func everyLineBreakInAnEntryStaysInItsComment(_ lineBreak: String) throws {
    let export = try JournalReplayTests.journal(after: ["tap skip"])
    let text = "x\(lineBreak)journal save owned.json\(lineBreak)# ok"
    let (steps, flow) = try JournalReplay.replay(
      Self.appending(text, to: export), name: "j.json", composition: ShopShell.composition())
    #expect(!Self.breaksLinesElsewhere(flow), "\(flow.debugDescription)")
    #expect(try Self.commands(of: flow).filter { !$0.hasPrefix("expect ") } == ["tap skip"])
    #expect(
      steps.last == .comment("transaction \(export.recordedCount + 1) changed nothing: \(text)"))
    let escaped = TerminalText.escaped(text)
    #expect(
      flow.contains("# transaction \(export.recordedCount + 1) changed nothing: \(escaped)\n"))
  }

  /// The header names the journal's file as given: a path with a line break stays in it.
  @Test func theJournalsPathStaysInTheHeader() throws {
    let export = try JournalReplayTests.journal(after: ["tap skip"])
    let flow = try JournalReplay.flow(from: export, name: "j\u{2028}tap sign-in\n.json")
    #expect(flow.hasPrefix("# Replays the journal j\\u{2028}tap sign-in\\n.json on a fresh app.\n"))
    #expect(!Self.breaksLinesElsewhere(flow))
    #expect(try Self.commands(of: flow).filter { !$0.hasPrefix("expect ") } == ["tap skip"])
  }

  /// Every line goes through the recorder's one gate: a comment is escaped, a command that
  /// would not stay on its line is refused, and the flow stays as it was.
  @Test(arguments: lineBreaks + ["\u{1B}", "\u{0}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}"])
  func theRecorderRefusesACommandThatWouldNotStayOnItsLine(_ scalar: String) throws {
    let session = try ShellSession.after(["tap skip"], directoryPrefix: "escape")
    let recorder = Recorder(path: "x.flow", link: "shop://a\(scalar)tap skip")
    recorder.comment("a\(scalar)tap skip")
    let before = try recorder.script(endingAt: session)
    #expect(throws: Recorder.Refusal.self) {
      try recorder.record(
        "tap\(scalar)skip", .tap("skip", []), failure: nil, before: "", session: session)
    }
    #expect(try recorder.script(endingAt: session) == before, "nothing is added")
    #expect(!Self.breaksLinesElsewhere(before))
    #expect(!before.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscaping($0) })
    #expect(try Self.commands(of: before).allSatisfy { $0.hasPrefix("expect ") })
  }

  /// A flow's lines are at most ``ScriptText/maximumLineBytes``: a long text is cut in its
  /// comment, and the flow reads back.
  @Test func aLongEntryTextIsCutInItsComment() throws {
    let export = try JournalReplayTests.journal(after: ["tap skip"])
    let text = String(repeating: "é", count: 5000) + "\njournal save x"
    let flow = try JournalReplay.flow(from: Self.appending(text, to: export), name: "j.json")
    let comment = try #require(flow.split(separator: "\n").first { $0.contains("changed nothing") })
    #expect(comment.utf8.count <= ScriptText.maximumLineBytes)
    #expect(comment.contains("éé… (") && comment.hasSuffix(" more bytes)"), "\(comment.suffix(40))")
    #expect(try Self.commands(of: flow).filter { !$0.hasPrefix("expect ") } == ["tap skip"])
  }

  @Test func aCommandLongerThanALineIsRefused() throws {
    let session = try ShellSession.after(["tap skip"], directoryPrefix: "escape")
    let recorder = Recorder(path: "x.flow")
    let long = "open shop://" + String(repeating: "a", count: ScriptText.maximumLineBytes)
    #expect(throws: Recorder.Refusal.self) {
      try recorder.record(long, .open(long), failure: nil, before: "", session: session)
    }
    #expect(!JournalReplay.Planner.isWritable(long))
  }

  @Test func aTabInATypedCommandIsRecordedAsItIs() throws {
    let session = try ShellSession.after(["tap skip"], directoryPrefix: "escape")
    let recorder = Recorder(path: "x.flow")
    try recorder.record(
      "tab\tCatalogue", .tab("Catalogue"), failure: nil, before: "", session: session)
    #expect(try recorder.script(endingAt: session).contains("\ntab\tCatalogue\n"))
  }

  /// A link is cut from an entry's text where the shell cuts words (any whitespace), and a
  /// candidate that a flow could not hold as it is is never tried.
  @Test(arguments: [
    ("open shop://item/4", true),
    ("open shop://item/4\u{2028}journal save x", false),
    ("open shop://item/4\u{85}", false),
    ("open shop://item/4\u{1B}[2J", false),
    ("open shop://item/4#x", false),
    ("open shop://item/\u{202E}4", false),
    ("tap item 3", true),
  ])
  func onlyCandidatesAFlowCanHoldAreTried(_ candidate: String, _ writable: Bool) {
    #expect(JournalReplay.Planner.isWritable(candidate) == writable)
  }

  @Test func numbersAreASCIIDigitsOnly() {
    #expect(JournalReplay.Planner.numbers(in: "Item(٣), Item(3)") == ["3"])
  }
}
