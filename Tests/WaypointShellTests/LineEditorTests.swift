import Testing

@testable import WaypointShell

/// The interactive line editor, fed keystrokes as a terminal sends them.
@MainActor
@Suite struct LineEditorTests {
  final class Keys {
    var bytes: [UInt8]
    var output = ""
    init(_ text: String) { bytes = Array(text.utf8) }
    func next() -> UInt8? { bytes.isEmpty ? nil : bytes.removeFirst() }
  }

  func editor(_ keys: Keys) -> LineEditor {
    LineEditor(nextByte: keys.next, output: { keys.output += $0 })
  }

  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let left = "\u{1B}[D"

  @Test func upRecallsTheEarlierLineInsteadOfEchoingTheEscapeSequence() {
    let keys = Keys("tap skip\r\(Self.up)\r")
    let editor = editor(keys)
    #expect(editor.read(prompt: "> ") == .line("tap skip"))
    #expect(editor.read(prompt: "> ") == .line("tap skip"))
    #expect(!keys.output.contains("^["))
    #expect(!keys.output.contains("[A"))
  }

  @Test func upThenDownReturnsToTheDraft() {
    let keys = Keys("one\rtwo\r\(Self.up)\(Self.up)\(Self.down)\(Self.down)\r")
    let editor = editor(keys)
    _ = editor.read(prompt: "")
    _ = editor.read(prompt: "")
    #expect(editor.read(prompt: "") == .line(""))
    #expect(editor.history == ["one", "two"])
  }

  @Test func leftArrowAndBackspaceEditInsideTheLine() {
    let keys = Keys("tap skipx\(Self.left)\u{7F}\r")
    // Cursor before `x`, backspace removes `p`.
    #expect(editor(keys).read(prompt: "") == .line("tap skix"))
  }

  @Test func ctrlDOnAnEmptyLineEndsWithANewline() {
    let keys = Keys("\u{4}")
    #expect(editor(keys).read(prompt: "waypoint> ") == .end)
    #expect(keys.output == "waypoint> \n")
  }

  @Test func ctrlCDropsATypedLineAndOnAnEmptyLineInterrupts() {
    let keys = Keys("tap sk\u{3}back\r\u{3}")
    let editor = editor(keys)
    #expect(editor.read(prompt: "") == .line("back"))
    #expect(editor.read(prompt: "") == .interrupt)
  }

  @Test func unicodeTextIsKeptAndControlBytesAreNotEchoed() {
    let keys = Keys("é\u{2}\u{6}😀\r")
    #expect(editor(keys).read(prompt: "") == .line("é😀"))
    #expect(!keys.output.unicodeScalars.contains { $0.value == 2 })
  }

  @Test func theLineCannotGrowPastTheLimit() {
    let keys = Keys(String(repeating: "a", count: ScriptText.maximumLineBytes + 10) + "\r")
    guard case .line(let line) = editor(keys).read(prompt: "") else {
      Issue.record("expected a line")
      return
    }
    #expect(line.utf8.count == ScriptText.maximumLineBytes)
  }
}

extension LineEditorTests {
  @Test func aBrokenUTF8SequenceDoesNotSwallowTheNextKey() {
    // 0xC3 starts a two-byte character; Ctrl-U is not its continuation and still clears.
    let keys = Keys("tap")
    keys.bytes += [0xC3, 0x15] + Array("back\r".utf8)
    #expect(editor(keys).read(prompt: "") == .line("back"))
  }

  @Test func typingAtTheEndWritesOnlyTheCharacter() {
    let keys = Keys("ab\r")
    _ = editor(keys).read(prompt: "> ")
    #expect(keys.output == "> ab\n")
  }
}

extension LineEditorTests {
  @Test func aLoneEscapeDoesNotTurnTheNextSequenceIntoText() {
    let keys = Keys("ab\u{1B}\(Self.left)X\r")
    #expect(editor(keys).read(prompt: "") == .line("aXb"))
  }

  @Test func aBrokenEscapeSequenceDoesNotSwallowCtrlC() {
    let keys = Keys("ab\u{1B}O\u{3}\u{3}")
    let editor = editor(keys)
    #expect(editor.read(prompt: "") == .interrupt)
  }
}
