import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// What the shell prints from a file, a link, an argument or a screen shows a terminal's
/// control sequences escaped, never obeys them; its own colours still work.
@MainActor
@Suite(.serialized) struct TerminalTextTests {
  /// Clears the screen and retitles the window.
  static let hostile = "\u{1b}]0;pwned\u{07}\u{1b}[2J"
  /// How ``hostile`` is printed.
  static let shown = "\\u{1B}]0;pwned\\u{7}\\u{1B}[2J"

  /// Whether `text` holds something a terminal would obey, other than the line feeds the
  /// shell breaks its lines with.
  static func isUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscaping($0) }
  }

  @Test(arguments: [
    ("\u{1b}[2J", "\\u{1B}[2J"), ("a\nb", "a\\nb"), ("a\r\nb", "a\\r\\nb"), ("\t", "\\t"),
    ("\u{0}", "\\u{0}"), ("\u{7F}", "\\u{7F}"), ("\u{9B}31m", "\\u{9B}31m"),
    ("\u{85}", "\\u{85}"), ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"),
    ("\u{202E}txt.exe", "\\u{202E}txt.exe"), ("\u{2066}a\u{2069}", "\\u{2066}a\\u{2069}"),
    // A control scalar joined to a combining mark in one Character is still found.
    ("\u{1b}\u{301}[2J", "\\u{1B}\u{301}[2J"),
    ("Café e\u{301} 🙂 שלום \\n", "Café e\u{301} 🙂 שלום \\n"),
  ])
  func controlsAreEscapedPerScalar(_ text: String, _ expected: String) {
    #expect(TerminalText.escaped(text) == expected)
    #expect(TerminalText.escaped(expected) == expected, "escaping twice changes nothing")
  }

  @Test func theShellsOwnLineFeedsAreKept() {
    #expect(TerminalText.escapedKeepingLineFeeds("a\nb\r\n\u{1b}c") == "a\nb\\r\n\\u{1B}c")
  }

  /// A journal file whose first entry's cause is ``hostile``.
  static func hostileJournal(in folder: URL) throws -> URL {
    let export = try JournalReplayTests.journal(after: ["tap skip"])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var json = String(decoding: try encoder.encode(export), as: UTF8.self)
    let cause = try #require(json.range(of: "\"cause\" : \"start\""))
    let escapedJSON = "\\u001b]0;pwned\\u0007\\u001b[2J"
    json.replaceSubrange(cause, with: "\"cause\" : \"\(escapedJSON)\"")
    let file = folder.appendingPathComponent("pwned.json")
    try Data(json.utf8).write(to: file)
    return file
  }

  @Test func replayJournalPrintsAHostileDecodingErrorEscaped() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.hostileJournal(in: folder)
    var printed: [String] = []
    let status = JournalReplay.main(
      ShopShell.composition(), journal: file.path, record: nil, write: { printed.append($0) },
      error: { printed.append($0) })
    #expect(status == 2)
    #expect(printed.count == 1)
    #expect(!printed.contains(where: Self.isUnsafe), "\(printed)")
    #expect(printed.first?.contains(Self.shown) == true, "\(printed)")
  }

  @Test func traceJournalPrintsAHostileDecodingErrorEscaped() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.hostileJournal(in: folder)
    var printed: [String] = []
    let status = TraceCommand.main(
      ShopShell.composition(), journal: file.path, output: nil, write: { printed.append($0) },
      error: { printed.append($0) })
    #expect(status == 2)
    #expect(!printed.contains(where: Self.isUnsafe), "\(printed)")
    #expect(printed.first?.contains(Self.shown) == true, "\(printed)")
  }

  /// An entry's text in a replay's error, and paths given as arguments.
  @Test func replayJournalPrintsEntriesAndPathsEscaped() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var export = try JournalReplayTests.journal(after: ["tap skip"])
    export.entries[1].text += Self.hostile
    let file = folder.appendingPathComponent("j\(Self.hostile).json")
    try JSONEncoder().encode(export).write(to: file)
    var printed: [String] = []
    let replayed = JournalReplay.main(
      ShopShell.composition(), journal: file.path, record: nil, write: { printed.append($0) },
      error: { printed.append($0) })
    #expect(replayed == 2)
    let missing = folder.appendingPathComponent("none\(Self.hostile).json").path
    let traced = TraceCommand.main(
      ShopShell.composition(), journal: missing, output: nil, write: { printed.append($0) },
      error: { printed.append($0) })
    #expect(traced == 2)
    #expect(printed.count == 2)
    #expect(!printed.contains(where: Self.isUnsafe), "\(printed)")
    #expect(printed.allSatisfy { $0.contains(Self.shown) }, "\(printed)")
  }

  @Test func aFlowsPathIsPrintedEscaped() throws {
    var printed: [String] = []
    let runner = ScriptRunner(write: { printed.append($0) }, error: { printed.append($0) })
    #expect(runner.run(paths: ["/nonexistent/\(Self.hostile).flow"]) == .malformed)
    #expect(!printed.isEmpty)
    #expect(!printed.contains(where: Self.isUnsafe), "\(printed)")
  }

  /// A screen's text (a review stored in the data directory) and a link given with `--open`,
  /// through the interactive session.
  @Test func theInteractiveSessionPrintsAScreensTextAndALinkEscaped() throws {
    let data = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: data) }
    let first = try ShellSession(dataDirectory: data)
    for line in [
      "tap skip", "tap sign-in ann secret", "tap item 3", "tap review", "tap write marker",
      "tap save",
    ] {
      try first.run(try #require(try Command.parse(line)))
    }
    let reviews = data.appendingPathComponent("reviews.json")
    let stored = try String(contentsOf: reviews, encoding: .utf8)
    #expect(stored.contains("marker"))
    try stored.replacingOccurrences(of: "marker", with: "\\u001b]0;pwned\\u0007\\u001b[2J\\n")
      .write(to: reviews, atomically: true, encoding: .utf8)

    var input = ["tap item 3", "tap review"][...]
    var printed: [String] = []
    Interactive(
      session: try ShellSession(dataDirectory: data, link: "shop://\(Self.hostile)"),
      read: { _ in input.popFirst().map { .line($0) } ?? .end },
      write: { printed.append($0) }, error: { printed.append($0) }
    ).run()
    #expect(!printed.contains(where: Self.isUnsafe), "\(printed)")
    let all = printed.joined(separator: "\n")
    #expect(all.contains("--open: "), "the refused link is reported")
    #expect(all.contains("“\(Self.shown)\\n”"), "the review is shown escaped: \(all)")
  }

  /// The executable on a terminal: the error is red (the shell's own colour codes), and what
  /// the journal holds is escaped.
  @Test func theShellsColoursSurviveAndTheJournalsDoNot() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.hostileJournal(in: folder)
    let shell = try LeavingTests.Running(arguments: ["replay-journal", "pwned.json"], in: folder)
    defer { shell.finish() }
    let output = shell.readToEnd()
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 2)
    #expect(output.contains("\u{1B}[31merror: pwned.json: not a journal export"), "\(output)")
    #expect(output.contains(Self.shown), "\(output.debugDescription)")
    #expect(!output.contains("\u{1b}]0;") && !output.contains("\u{1b}[2J"))
  }
}
