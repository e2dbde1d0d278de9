import Foundation
import Testing

@testable import WaypointShell

/// How script bytes become commands: line endings, encoding, limits, and scripts that must
/// not pass.
@MainActor
@Suite struct ScriptInputTests {
  static let share = Array(
    "tap skip\ntap sign-in ann secret\ntap item 4\ntap share\nexpect modal Share\n".utf8)

  func run(_ bytes: [UInt8]) -> (ScriptRunner.Outcome, [String]) {
    var output: [String] = []
    do {
      let script = try Script(name: "test.flow", bytes: bytes)
      return (ScriptRunner { output.append($0) }.run(script), output)
    } catch {
      return (.malformed, ["\(error)"])
    }
  }

  func replacingNewlines(_ bytes: [UInt8], with ending: [UInt8]) -> [UInt8] {
    bytes.flatMap { $0 == UInt8(ascii: "\n") ? ending : [$0] }
  }

  @Test(arguments: [[UInt8(ascii: "\r"), UInt8(ascii: "\n")], [UInt8(ascii: "\r")]])
  func crlfAndCRLineEndingsRunEveryLineLikeLF(_ ending: [UInt8]) {
    let (outcome, output) = run(replacingNewlines(Self.share, with: ending))
    #expect(outcome == .passed)
    #expect(output.last == "passed: 5 commands")
    #expect(output.filter { $0.hasPrefix("> ") }.count == 5)
  }

  @Test func aFailingExpectationAfterCRLFStillFails() {
    let bytes = Array("tap skip\r\nexpect screen Nonsense\r\n".utf8)
    #expect(run(bytes).0 == .failed)
  }

  @Test(arguments: ["quit", "exit"])
  func quitInAScriptIsMalformedAndNothingRuns(_ verb: String) {
    let (outcome, output) = run(Array("tap skip\n\(verb)\nexpect screen Nonsense\n".utf8))
    #expect(outcome == .malformed)
    #expect(
      output == [
        "test.flow:2: quit and exit leave the interactive shell; a script ends after its last line"
      ])
  }

  @Test func helpTreeAndJournalInAScriptPrintAndGoOn() {
    let (outcome, output) = run(
      Array("help\ntap skip\ntree\njournal\nexpect screen Nonsense\n".utf8))
    #expect(outcome == .failed, "the expectation after them still runs")
    #expect(output.contains("> tree"))
  }

  @Test(arguments: ["", "\n\n", "# only a comment\n  # another\n", "help\ntree\n"])
  func aScriptThatRunsNoCommandIsMalformed(_ text: String) {
    let (outcome, output) = run(Array(text.utf8))
    #expect(outcome == .malformed)
    #expect(output.first?.hasPrefix("test.flow: no commands") == true, "\(output)")
  }

  @Test func aByteOrderMarkIsIgnored() {
    let (outcome, output) = run(
      [0xEF, 0xBB, 0xBF] + Array("tap skip\nexpect screen SignIn\n".utf8))
    #expect(outcome == .passed, "\(output)")
  }

  @Test func invalidUTF8IsRefusedWithItsLineAndByteOffset() {
    let bytes = Array("tap skip\ntap ".utf8) + [0xFF] + Array("\n".utf8)
    let (outcome, output) = run(bytes)
    #expect(outcome == .malformed)
    #expect(
      output == [
        "test.flow:2: not UTF-8: byte 0xFF at byte offset 13 (column 5 of the line, counted in bytes)"
      ])
  }

  @Test(arguments: [[0xC3] as [UInt8], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF5]])
  func truncatedOverlongAndSurrogateSequencesAreInvalid(_ sequence: [UInt8]) {
    #expect(ScriptText.firstInvalidUTF8(Array("ab".utf8) + sequence) != nil)
    #expect(ScriptText.firstInvalidUTF8(Array("aé€😀".utf8)) == nil)
  }

  @Test func controlCharactersAreRefusedAndShownEscaped() {
    let (outcome, output) = run(Array("tap skip\u{1B}[A\n".utf8))
    #expect(outcome == .malformed)
    #expect(
      output == ["test.flow:1: control character U+001B at column 9; flow lines are plain text"])
    #expect(!output[0].unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func aLineLongerThanTheLimitIsRefused() {
    let bytes = Array("tap skip\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 5000)
    let (outcome, output) = run(bytes)
    #expect(outcome == .malformed)
    #expect(output == ["test.flow:2: line longer than 4096 bytes (5000)"])
  }

  @Test func readingStopsAtTheFirstTooLongLineWithoutReadingTheRest() throws {
    // 1 MiB of zero bytes through a pipe: the read ends after the first 64 KiB chunk.
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    let zeros = [UInt8](repeating: 0, count: 60 * 1024)
    _ = zeros.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
    close(descriptors[1])
    #expect(
      throws: InputFile.Failure(line: 1, message: "line longer than 4096 bytes; reading stopped")
    ) {
      try InputFile.read(descriptor: descriptors[0])
    }
  }

  @Test func aDirectoryIsNamedAsADirectory() {
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [
      FileManager.default.temporaryDirectory
    ])
    #expect(outcome == .malformed)
    #expect(
      output == [
        "error: \(FileManager.default.temporaryDirectory.path): is a directory, not a flow file"
      ])
  }

  @Test func aMissingFileIsNamedWithTheSystemsReason() {
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [
      URL(fileURLWithPath: "/nonexistent.flow")
    ])
    #expect(outcome == .malformed)
    #expect(output == ["error: /nonexistent.flow: No such file or directory"])
  }

  @Test func errorsGoToTheErrorStreamAndTheTranscriptToTheOther() throws {
    var transcript: [String] = []
    var errors: [String] = []
    let runner = ScriptRunner(write: { transcript.append($0) }, error: { errors.append($0) })
    let outcome = runner.run(try Script(name: "t.flow", text: "tap skip\nexpect screen Shelf\n"))
    #expect(outcome == .failed)
    #expect(errors == ["t.flow:2: expected screen Shelf, got screen SignIn"])
    #expect(transcript.contains("> tap skip"))
    #expect(!transcript.contains { $0.contains("expected") })
  }
}
