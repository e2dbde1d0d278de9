import Foundation
import Testing

@testable import WaypointShell

/// The shop's flows (``ShopFlows``), run through the runner's library like the executable runs
/// them.
@MainActor
@Suite struct FlowTests {
  @Test(arguments: ShopFlows.names)
  func theFlowPasses(_ name: String) throws {
    var output: [String] = []
    let script = try Script(name: name, text: try #require(ShopFlows.all[name]))
    let outcome = ScriptRunner { output.append($0) }.run(script)
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
    let (outcome, output) = run("tap skip\nexpect screen Shelf\nexpect screen SignIn\n")
    #expect(outcome == .failed)
    #expect(output.last == "test.flow:2: expected screen Shelf, got screen SignIn")
    #expect(!output.contains("> expect screen SignIn"), "nothing runs after the failure")
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
    var output: [String] = []
    let runner = ScriptRunner(link: "shop://item/99") { output.append($0) }
    let script = try? Script(name: "open.flow", bytes: Array("tap skip\n".utf8))
    #expect(script.map(runner.run) == .failed)
    #expect(output.last == "open.flow: --open: could not open shop://item/99: there is no item 99")
    var held: [String] = []
    let waiting = ScriptRunner(link: "shop://item/4") { held.append($0) }
    let signIn = try? Script(
      name: "held.flow",
      bytes: Array("tap skip\ntap sign-in ann secret\nexpect stack Shelf(Sale) Item(4)\n".utf8))
    #expect(signIn.map(waiting.run) == .passed, "\(held)")
  }

  @Test func aFlowSavesInOneRunAndAnotherRestoresFromItsDataDirectory() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-restore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let save = try Script(
      name: "save.flow",
      bytes: Array("tap skip\ntap sign-in ann secret\ntap item 3\ntap share\n".utf8))
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
    let intro = session.model
    try session.run(.tap("skip", []))
    #expect(throws: ShellFailure.self) { try session.run(.expect(.released)) }
    withExtendedLifetime(intro) {}
  }
}

@Suite struct CommandParsingTests {
  @Test(arguments: [
    ("tap sign-in ann secret", Command.tap("sign-in", ["ann", "secret"])),
    ("back  # comment", .back),
    ("edge-swipe cancel", .edgeSwipe(completed: false)),
    ("expect screen Item(3)", .expect(.screen("Item(3)"))),
    ("expect stack Shelf Item", .expect(.stack(["Shelf", "Item"]))),
    ("expect modal none", .expect(.modal(nil))),
    ("expect basket none", .expect(.list("basket", []))),
    ("expect basket 2 5", .expect(.list("basket", [2, 5]))),
    ("expect message Wrong  password", .expect(.message("Wrong password"))),
    ("expect-fail tab Settings", .expectFail(.tab("Settings"))),
    ("open shop://item/4", .open("shop://item/4")),
    ("expect-fail open shop://nowhere", .expectFail(.open("shop://nowhere"))),
    ("restore", .restore),
    ("restart", .restart),
    ("resize Regular", .resize(.regular)),
    ("back primary", .backInColumn(.primary)),
    (
      "expect column detail Item(3) Share",
      .expect(.column(.detail, ["Item(3)", "Share"]))
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
    "expect basket two", "expect weather sunny", "expect-fail", "expect-fail expect released",
    "open", "open a b", "restore now", "resize", "resize wide", "resize compact now",
    "expect column", "expect column middle List", "expect column detail", "back left",
    "back primary detail",
  ])
  func aMalformedLineIsRefused(_ line: String) {
    #expect(throws: ParseError.self) { try Command.parse(line) }
  }
}
