import Foundation
import Testing

@testable import WaypointShell

/// `--record FILE`: a session written as a flow replays green, and fails once what it
/// recorded no longer happens.
@MainActor
@Suite struct RecordTests {
  /// A temporary folder, removed by the caller.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-record-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Types `lines` into an interactive session recorded to `file`; returns how it ended.
  @discardableResult
  static func record(_ lines: [String], to file: URL) throws -> (Interactive.Ending, [String]) {
    let data = try folder()
    defer { try? FileManager.default.removeItem(at: data) }
    var input = lines[...]
    var output: [String] = []
    let ending = Interactive(
      session: try ShellSession(dataDirectory: data),
      read: { _ in input.popFirst().map { .line($0) } ?? .end },
      write: { output.append($0) },
      recorder: Recorder(path: file.path)
    ).run()
    return (ending, output)
  }

  /// Runs the flow in `file`; returns the outcome and what it wrote.
  static func replay(_ file: URL) -> (ScriptRunner.Outcome, [String]) {
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [file])
    return (outcome, output)
  }

  static let session = [
    "tap skip", "tap sign-in ann secret", "tap item 3", "help", "tap share",
    "tab Basket",  // refused: the sheet covers the tab bar
    "expect modal Share(3)", "expect screen SignIn",  // held, then did not hold
    "swipe-down", "tab basket", "tab Catalogue", "page next", "tree",
  ]

  @Test func aRecordedSessionReplaysGreen() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.flow")
    let (ending, _) = try Self.record(Self.session, to: file)
    #expect(ending == .quit)
    let (outcome, output) = Self.replay(file)
    #expect(outcome == .passed, "\(output.joined(separator: "\n"))")
  }

  @Test func theFlowHoldsEachCommandItsScreenAndWhereTheUserEnded() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.flow")
    try Self.record(Self.session, to: file)
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(
      String.init)
    #expect(lines.first?.hasPrefix("# Recorded by waypoint-shell --record") == true)
    let commands = lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }
    #expect(
      commands == [
        "tap skip", "expect screen SignIn",
        "tap sign-in ann secret", "expect screen Shelf(New)",
        "tap item 3", "expect screen Item(3)",
        "tap share", "expect screen Share(3)",
        "expect-fail tab Basket",
        "expect modal Share(3)",
        "swipe-down", "expect screen Item(3)",
        "tab basket", "expect screen Basket",
        "tab Catalogue", "expect screen Item(3)",
        "expect-fail page next",
        "expect screen Item(3)", "expect stack Shelf(New) Item(3)", "expect tab Catalogue",
        "expect modal none",
      ])
    #expect(
      lines.contains(
        "# expect screen SignIn: did not hold: expected screen SignIn, got screen Share(3)"))
    #expect(!commands.contains("help") && !commands.contains("tree"), "printing is left out")
  }

  /// The recorded behaviour broken: the share button does something else. The replay fails
  /// at the expectation recorded after it, saying what it found.
  @Test func theReplayFailsWhenTheRecordedBehaviourChanges() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.flow")
    try Self.record(
      ["tap skip", "tap sign-in ann secret", "tap item 3", "tap share"], to: file)
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(Self.replay(file).0 == .passed)
    try recorded.replacingOccurrences(of: "tap share", with: "tap basket")
      .write(to: file, atomically: true, encoding: .utf8)
    let (outcome, output) = Self.replay(file)
    #expect(outcome == .failed)
    #expect(output.last?.hasSuffix("expected screen Share(3), got screen Item(3)") == true)
  }

  @Test func theFileIsWrittenAfterEveryCommandNotOnlyAtTheEnd() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.flow")
    let data = try Self.folder()
    defer { try? FileManager.default.removeItem(at: data) }
    var snapshots: [String] = []
    var input = ["tap skip", "tap sign-in ann secret"][...]
    Interactive(
      session: try ShellSession(dataDirectory: data),
      read: { _ in
        snapshots.append((try? String(contentsOf: file, encoding: .utf8)) ?? "")
        return input.popFirst().map { .line($0) } ?? .interrupt
      },
      write: { _ in },
      recorder: Recorder(path: file.path)
    ).run()
    #expect(snapshots.count == 3)
    #expect(snapshots[0].contains("expect screen Intro"), "written before the first command")
    #expect(snapshots[1].contains("tap skip\nexpect screen SignIn\n"))
    #expect(snapshots[2].hasSuffix("expect tab Catalogue\nexpect page New\nexpect modal none\n"))
  }

  @Test func aFileThatCannotBeWrittenEndsTheSessionWithTheReason() throws {
    let data = try Self.folder()
    defer { try? FileManager.default.removeItem(at: data) }
    let ending = Interactive(
      session: try ShellSession(dataDirectory: data),
      read: { _ in .line("tap skip") },
      write: { _ in },
      recorder: Recorder(path: data.appendingPathComponent("missing/x.flow").path)
    ).run()
    guard case .recordingFailed(let why) = ending else {
      Issue.record("expected the recording to fail, got \(ending)")
      return
    }
    #expect(why.hasPrefix("cannot write the recording to \(data.path)/missing/x.flow"))
  }

  @Test(arguments: [
    (["--record", "a.flow"], ShellArguments(mode: .shell, record: "a.flow")),
    (
      ["--record=a.flow", "--data-dir", "d"],
      ShellArguments(mode: .shell, dataDirectory: "d", record: "a.flow")
    ),
    (["replay-journal", "j.json"], ShellArguments(mode: .replayJournal("j.json"))),
    (
      ["replay-journal", "j.json", "--record", "b.flow"],
      ShellArguments(mode: .replayJournal("j.json"), record: "b.flow")
    ),
  ])
  func recordingArgumentsParse(_ arguments: [String], _ expected: ShellArguments) throws {
    #expect(try ShellArguments.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["--record"], "--record needs a file to write the flow to"),
    (["--record", "a", "--record", "b"], "--record is given more than once"),
    (
      ["run", "x.flow", "--record", "a"],
      "--record writes one session; run FILE... runs flows that are written already"
    ),
    (["replay-journal"], "usage: replay-journal FILE"),
    (
      ["replay-journal", "j", "--open", "shop://basket"],
      "replay-journal replays on a fresh app: --open, --data-dir and --restore do not apply"
    ),
  ])
  func badRecordingUsageIsSaidInWords(_ arguments: [String], _ message: String) {
    #expect(throws: ShellArguments.UsageError(message: message)) {
      try ShellArguments.parse(arguments)
    }
  }

  @Test func aRecordingPathInAMissingFolderIsRefusedBeforeAnythingRuns() {
    #expect(throws: ShellArguments.UsageError.self) {
      try ShellArguments.checkWritable("/nonexistent-\(UUID().uuidString)/a.flow")
    }
    #expect(throws: ShellArguments.UsageError(message: "--record /tmp: is a directory, not a file"))
    {
      try ShellArguments.checkWritable("/tmp")
    }
  }
}

/// `--record` through the shop's executable, with the session on standard input.
@MainActor
@Suite struct RecordFromStandardInputTests {
  static func run(_ arguments: [String], input: String, in folder: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = try ShopExecutable.url()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }

  @Test func aPassingScriptIsRecordedAndTheRecordingReplays() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, errors) = try Self.run(
      ["--record", "out.flow"], input: "tap skip\ntap sign-in ann secret\ntap item 2\n",
      in: folder)
    #expect(status == 0, "\(errors)")
    let flow = try String(
      contentsOf: folder.appendingPathComponent("out.flow"), encoding: .utf8)
    #expect(flow.contains("tap item 2\nexpect screen Item(2)\n"))
    let (replayed, replayErrors) = try Self.run(["run", "out.flow"], input: "", in: folder)
    #expect(replayed == 0, "\(replayErrors)")
  }

  @Test func aFailingScriptWritesNothing() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, errors) = try Self.run(
      ["--record", "out.flow"], input: "tap skip\ntap fly\n", in: folder)
    #expect(status == 1)
    #expect(errors.contains("out.flow: not written: the script did not pass"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.flow").path))
  }
}
