/// A small line editor for the interactive shell, with history. Keys: Left/Right, Home/End
/// (or Ctrl-A/Ctrl-E), Backspace, Delete, Up/Down for history, Tab to complete the word before
/// the cursor (see ``complete``), Ctrl-U/Ctrl-K to clear before or after the cursor, Ctrl-C to drop the line (on an empty line: leave), Ctrl-D on an empty
/// line to leave. Anything else that is not text rings the bell; nothing raw is echoed.
@MainActor
final class LineEditor {
  /// What one read produced.
  enum Input: Equatable, Sendable {
    /// A line, without its line ending.
    case line(String)
    /// Ctrl-C on an empty line.
    case interrupt
    /// Ctrl-D on an empty line, or the end of input.
    case end
  }

  /// The lines entered so far, oldest first.
  private(set) var history: [String] = []
  private let nextByte: () -> UInt8?
  private let output: (String) -> Void
  /// The words that may complete the text before the cursor (its last word), for Tab; `nil`
  /// for no completion.
  var complete: (@MainActor (String) -> [String])?

  /// - Parameters:
  ///   - nextByte: The next byte typed; `nil` at the end of input.
  ///   - output: Writes to the terminal.
  init(nextByte: @escaping () -> UInt8?, output: @escaping (String) -> Void) {
    self.nextByte = nextByte
    self.output = output
  }

  private var buffer: [Character] = []
  private var cursor = 0
  private var prompt = ""
  /// The history entry shown (`history.count`: the line being typed).
  private var browsing = 0
  /// The line being typed, kept while browsing history.
  private var draft: [Character] = []

  /// Shows `prompt` and reads one line.
  func read(prompt: String) -> Input {
    self.prompt = prompt
    buffer = []
    cursor = 0
    browsing = history.count
    draft = []
    output(prompt)
    while let byte = read() {
      switch byte {
      case 0x0D, 0x0A:
        output("\n")
        let line = String(buffer)
        if !line.allSatisfy(\.isWhitespace), history.last != line { history.append(line) }
        return .line(line)
      case 0x03:
        if cursor < buffer.count { move(to: buffer.count) }
        output("^C\n")
        if buffer.isEmpty { return .interrupt }
        buffer = []
        cursor = 0
        browsing = history.count
        output(prompt)
      case 0x04:
        if buffer.isEmpty {
          output("\n")
          return .end
        }
        delete(at: cursor)
      case 0x7F, 0x08:
        if cursor > 0 {
          cursor -= 1
          delete(at: cursor)
        }
      case 0x09: completeWord()
      case 0x01: move(to: 0)
      case 0x05: move(to: buffer.count)
      case 0x15:
        buffer.removeFirst(cursor)
        cursor = 0
        redraw()
      case 0x0B:
        buffer.removeLast(buffer.count - cursor)
        redraw()
      case 0x1B:
        switch escapeSequence() {
        case "A": recall(-1)
        case "B": recall(+1)
        case "C": move(to: cursor + 1)
        case "D": move(to: cursor - 1)
        case "H", "1~", "7~": move(to: 0)
        case "F", "4~", "8~": move(to: buffer.count)
        case "3~": delete(at: cursor)
        default: bell()
        }
      case 0x20...0x7E, 0xC2...0xF4:
        guard let character = character(startingWith: byte) else {
          bell()
          continue
        }
        guard
          String(buffer).utf8.count + String(character).utf8.count
            <= ScriptText.maximumLineBytes
        else {
          bell()
          continue
        }
        buffer.insert(character, at: cursor)
        cursor += 1
        // Typing at the end (or pasting) writes just the character: no redraw per key.
        if cursor == buffer.count { output(String(character)) } else { redraw() }
      default:
        bell()
      }
    }
    output("\n")
    return buffer.isEmpty ? .end : .line(String(buffer))
  }

  /// A byte read too early (it ended a broken UTF-8 sequence): the next key.
  private var pending: UInt8?

  /// The next byte: a pending one first.
  private func read() -> UInt8? {
    if let byte = pending {
      pending = nil
      return byte
    }
    return nextByte()
  }

  /// Shows the previous (`-1`) or next (`+1`) history entry; past the newest, the draft.
  private func recall(_ step: Int) {
    let target = browsing + step
    guard (0...history.count).contains(target) else {
      bell()
      return
    }
    if browsing == history.count { draft = buffer }
    browsing = target
    buffer = browsing == history.count ? draft : Array(history[browsing])
    cursor = buffer.count
    redraw()
  }

  /// Reads the rest of an escape sequence after ESC: `A` for `ESC [ A`, `3~` for `ESC [ 3 ~`.
  private func escapeSequence() -> String {
    guard let introducer = read() else { return "" }
    guard introducer == 0x5B || introducer == 0x4F else {
      // A lone Escape: the byte after it is the next key.
      pending = introducer
      return ""
    }
    var key = ""
    while let byte = read() {
      // Parameters and intermediates (digits, `;`, ...), then a final byte `@`...`~`.
      if (0x20...0x3F).contains(byte), key.count < 8 {
        key.unicodeScalars.append(Unicode.Scalar(byte))
        continue
      }
      guard (0x40...0x7E).contains(byte) else {
        // Not a sequence after all: the byte is the next key.
        pending = byte
        return ""
      }
      key.unicodeScalars.append(Unicode.Scalar(byte))
      break
    }
    return key
  }

  /// Reads the continuation bytes of a UTF-8 character; `nil` when they are not valid, or the
  /// character holds a scalar ``TerminalText`` escapes (a control character, a line
  /// separator, a bidi control): the line shows what it holds.
  private func character(startingWith lead: UInt8) -> Character? {
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var bytes = [lead]
    while bytes.count < length, let byte = read() {
      // Not a continuation byte: the sequence is broken; the byte is the next key.
      guard (0x80...0xBF).contains(byte) else {
        pending = byte
        return nil
      }
      bytes.append(byte)
    }
    guard let text = try? ScriptText.line(bytes), let character = text.first,
      text.count == 1, !text.unicodeScalars.contains(where: TerminalText.needsEscaping)
    else { return nil }
    return character
  }

  private func move(to position: Int) {
    guard (0...buffer.count).contains(position) else {
      bell()
      return
    }
    cursor = position
    redraw()
  }

  private func delete(at position: Int) {
    guard position < buffer.count else {
      bell()
      return
    }
    buffer.remove(at: position)
    redraw()
  }

  private func bell() { output("\u{7}") }

  /// Tab: one candidate replaces the word before the cursor (and a space follows); several
  /// extend it to what they share, or are listed under the line when they share no more.
  private func completeWord() {
    let before = buffer[..<cursor]
    guard let complete else { return bell() }
    // A candidate holding what the terminal would obey (an app's name with a control
    // character) is neither listed nor typed.
    let candidates = complete(String(before)).filter {
      !$0.unicodeScalars.contains(where: TerminalText.needsEscaping)
    }
    guard let first = candidates.first else { return bell() }
    let partial = before.reversed().prefix { !$0.isWhitespace }.count
    let replacement: String
    if candidates.count == 1 {
      replacement = first + " "
    } else {
      let shared = candidates.dropFirst().reduce(Array(first)) { common, candidate in
        zip(common, candidate).prefix { $0.lowercased() == $1.lowercased() }.map(\.0)
      }
      guard shared.count > partial else {
        output("\n" + candidates.joined(separator: "  ") + "\n")
        redraw()
        return
      }
      replacement = String(shared)
    }
    buffer.replaceSubrange((cursor - partial)..<cursor, with: replacement)
    cursor += replacement.count - partial
    redraw()
  }

  /// Rewrites the line and puts the cursor back where it belongs.
  private func redraw() {
    var text = "\r" + prompt + String(buffer) + "\u{1B}[K"
    let after = buffer.count - cursor
    if after > 0 { text += "\u{1B}[\(after)D" }
    output(text)
  }
}
