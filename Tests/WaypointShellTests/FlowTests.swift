import Foundation
import ReadingShell
import Testing

@testable import WaypointShell

/// The flow scripts in `Tests/Flows`, run through the runner's library like the executable
/// runs them.
@MainActor
@Suite struct FlowTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows")

  nonisolated static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".flow") }.sorted()
  }()

  @Test func thereAreAtLeastTwelveFlows() {
    #expect(Self.files.count >= 12)
  }

  @Test(arguments: files)
  func theFlowPasses(_ file: String) {
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [
      Self.folder.appendingPathComponent(file)
    ])
    #expect(outcome == .passed, "\(output.joined(separator: "\n"))")
  }
}

@MainActor
@Suite struct ScriptRunnerTests {
  func run(_ text: String) -> (ScriptRunner.Outcome, [String]) {
    var output: [String] = []
    let runner = ScriptRunner { output.append($0) }
    do {
      return (runner.run(try Script(name: "test.flow", text: text)), output)
    } catch {
      return (.malformed, ["\(error)"])
    }
  }

  @Test func aFailedExpectationStopsWithFileLineExpectedAndActual() {
    let (outcome, output) = run("tap skip\nexpect screen Today\nexpect screen Login\n")
    #expect(outcome == .failed)
    #expect(output.last == "test.flow:2: expected screen Today, got screen Login")
    #expect(!output.contains("> expect screen Login"), "nothing runs after the failure")
  }

  @Test func aRejectedCommandFailsTheScript() {
    let (outcome, output) = run("tap fly\n")
    #expect(outcome == .failed)
    #expect(
      output.last?.hasPrefix("test.flow:1: 'fly' is not available here; available: skip") == true)
  }

  @Test func aMalformedScriptIsReportedBeforeAnythingRunsAndTheOthersStillRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-flows-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.flow")
    let bad = folder.appendingPathComponent("bad.flow")
    try "tap skip\n".write(to: good, atomically: true, encoding: .utf8)
    try "tap skip\n\nexpect screen\n".write(to: bad, atomically: true, encoding: .utf8)
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [good, bad])
    #expect(outcome == .malformed)
    #expect(output.first == "error: \(bad.path):3: usage: expect screen NAME")
    #expect(output.last == "2 flows: 1 passed, 0 failed, 1 malformed")
  }

  @Test func expectFailPassesOnlyWhenTheCommandIsRejected() {
    #expect(run("expect-fail back\n").0 == .passed)
    let (outcome, output) = run("expect-fail page next\n")
    #expect(outcome == .failed)
    #expect(output.last == "test.flow:1: expected the command to be rejected, got it ran")
  }

  @Test func aScriptLaunchedWithARefusedLinkFails() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-open-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var output: [String] = []
    let runner = ScriptRunner(link: "reading://article/99") { output.append($0) }
    let script = try? Script(name: "open.flow", bytes: Array("tap skip\n".utf8))
    #expect(script.map(runner.run) == .failed)
    #expect(
      output.last
        == "open.flow: --open: could not open reading://article/99: there is no article 99")
    var held: [String] = []
    let waiting = ScriptRunner(link: "reading://article/8") { held.append($0) }
    let login = try? Script(
      name: "held.flow",
      bytes: Array("tap skip\ntap login demo demo1234\nexpect stack Today Article(8)\n".utf8))
    #expect(login.map(waiting.run) == .passed, "\(held)")
  }

  @Test func aFlowSavesInOneRunAndAnotherRestoresFromItsDataDirectory() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-restore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let save = try Script(
      name: "save.flow",
      bytes: Array("tap skip\ntap login demo demo1234\ntap article 3\ntap share\n".utf8))
    let restore = try Script(
      name: "restore.flow", bytes: Array("expect modal Share\nexpect screen Share(3)\n".utf8))
    var output: [String] = []
    #expect(ScriptRunner(dataDirectory: folder) { output.append($0) }.run(save) == .passed)
    let restoring = ScriptRunner(dataDirectory: folder, restoring: true) { output.append($0) }
    #expect(restoring.run(restore) == .passed, "\(output)")
    #expect(output.contains("  restored the saved navigation"), "the transcript says so")
    let fresh = ScriptRunner(dataDirectory: folder) { output.append($0) }
    #expect(fresh.run(restore) == .failed, "without --restore the app starts fresh")
  }

  @Test func expectReleasedSeesAScreenModelKeptAlive() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-shell-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try ShellSession(dataDirectory: directory)
    let onboarding = session.model
    try session.run(.tap("skip", []))
    #expect(throws: ShellFailure.self) { try session.run(.expect(.released)) }
    withExtendedLifetime(onboarding) {}
  }
}

@Suite struct CommandParsingTests {
  @Test(arguments: [
    ("tap login demo demo1234", Command.tap("login", ["demo", "demo1234"])),
    ("back  # comment", .back),
    ("edge-swipe cancel", .edgeSwipe(completed: false)),
    ("expect screen Article(3)", .expect(.screen("Article(3)"))),
    ("expect stack Today Article", .expect(.stack(["Today", "Article"]))),
    ("expect modal none", .expect(.modal(nil))),
    ("expect bookmarks none", .expect(.list("bookmarks", []))),
    ("expect bookmarks 2 5", .expect(.list("bookmarks", [2, 5]))),
    ("expect message Session  expired", .expect(.message("Session expired"))),
    ("expect-fail tab Settings", .expectFail(.tab("Settings"))),
    ("open reading://article/8", .open("reading://article/8")),
    ("expect-fail open reading://nowhere", .expectFail(.open("reading://nowhere"))),
    ("restore", .restore),
    ("restart", .restart),
    ("resize Regular", .resize(.regular)),
    ("back primary", .backInColumn(.primary)),
    (
      "expect column detail Article(3) Related",
      .expect(.column(.detail, ["Article(3)", "Related"]))
    ),
    ("expect column supplementary none", .expect(.column(.supplementary, []))),
  ])
  func aLineParsesToItsCommand(_ line: String, _ command: Command) throws {
    #expect(try Command.parse(line) == command)
  }

  @Test(arguments: ["", "   ", "# only a comment"])
  func blankLinesAndCommentsAreSkipped(_ line: String) throws {
    #expect(try Command.parse(line) == nil)
  }

  @Test(arguments: [
    "fly", "tap", "back now", "edge-swipe later", "tab", "page", "expect", "expect screen",
    "expect bookmarks two", "expect weather sunny", "expect-fail", "expect-fail expect released",
    "open", "open a b", "restore now", "resize", "resize wide", "resize compact now",
    "expect column", "expect column middle List", "expect column detail", "back left",
    "back primary detail",
  ])
  func aMalformedLineIsRefused(_ line: String) {
    #expect(throws: ParseError.self) { try Command.parse(line) }
  }
}
