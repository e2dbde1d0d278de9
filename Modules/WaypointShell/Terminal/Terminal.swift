import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input's terminal settings: raw mode for line editing, restored on the way out
/// (also by ``Interruption``).
enum Terminal {
  private final class Saved: @unchecked Sendable {  // justified: every access holds `lock`
    let lock = NSLock()
    var original: termios?
  }
  private static let saved = Saved()

  /// Turns off the terminal's own line editing, echo and signal keys on standard input.
  /// Output processing stays on (`\n` still starts a new line). Returns `false` when standard
  /// input is not a terminal.
  static func enableRawMode() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    let original = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, &settings) == 0 else { return false }
    saved.lock.withLock { saved.original = original }
    return true
  }

  /// Restores the settings ``enableRawMode()`` changed, if it changed them; returns whether it
  /// did (the terminal was in raw mode).
  @discardableResult
  static func restore() -> Bool {
    saved.lock.withLock {
      guard var original = saved.original else { return false }
      tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
      saved.original = nil
      return true
    }
  }

  /// Reads one byte from standard input; `nil` at the end of input or on a read error.
  static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}
