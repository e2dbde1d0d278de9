import Foundation
import Testing

@testable import WaypointShell

/// The interactive shell on a pseudo-terminal, as a person types: Ctrl-C's exit status, Tab,
/// colour, and a recorded session that replays.
@MainActor
@Suite(.serialized) struct TerminalSessionTests {
  @Test func ctrlCOnAnEmptyLineExitsWith130AsAShellDoes() throws {
    let shell = try LeavingTests.Running()
    defer { shell.finish() }
    _ = try shell.waitForPrompt()
    try shell.terminal.write(contentsOf: [0x03])
    _ = shell.readToEnd()
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 130)
    #expect(shell.dataDirectories.isEmpty)
  }

  @Test func tabCompletesAnActionAndErrorsAreRed() throws {
    let shell = try LeavingTests.Running()
    defer { shell.finish() }
    _ = try shell.waitForPrompt()
    try shell.terminal.write(contentsOf: Data("tap sk\t\r".utf8))
    let output = try shell.waitForPrompt()
    #expect(output.contains("tap skip "), "the word is completed: \(output.debugDescription)")
    #expect(output.contains("Path   SignIn"), "\(output)")
    try shell.terminal.write(contentsOf: Data("tap fly\r".utf8))
    let refused = try shell.waitForPrompt()
    #expect(
      refused.contains("\u{1B}[31merror: 'fly' is not available here"),
      "\(refused.debugDescription)")
    try shell.terminal.write(contentsOf: Data("quit\r".utf8))
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 0)
  }

  @Test func aTypedSessionIsRecordedAndReplaysGreen() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shell = try LeavingTests.Running(arguments: ["--record", "typed.flow"], in: folder)
    defer { shell.finish() }
    _ = try shell.waitForPrompt()
    for line in ["tap skip", "tap sign-in ann secret", "tap item 5", "tap share", "swipe-down"] {
      try shell.terminal.write(contentsOf: Data((line + "\r").utf8))
      _ = try shell.waitForPrompt()
    }
    try shell.terminal.write(contentsOf: [0x04])
    let bye = shell.readToEnd()
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 0)
    #expect(bye.contains("recorded: typed.flow"))
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [
      folder.appendingPathComponent("typed.flow")
    ])
    #expect(outcome == .passed, "\(output.joined(separator: "\n"))")
  }
}
