#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes, or standard input's, with limits: a read error is an error (never the
/// end of input), and reading stops at once past a limit (so `< /dev/zero` ends quickly).
///
/// A flow script (``Limits/script``) is read with a cap on each line,
/// ``ScriptText/maximumLineBytes``, and on the whole, ``ScriptText/maximumScriptBytes``. A
/// JSON document (``Limits/json(_:maximumBytes:)``) has no line cap — an encoder may write it
/// on one line — only a cap on its size.
enum InputFile {
  /// Why a file could not be read.
  struct Failure: Error, Hashable, Sendable {
    /// The 1-based line, when the problem is on one line.
    let line: Int?
    /// What went wrong, in words.
    let message: String
  }

  /// What a read accepts.
  struct Limits: Sendable {
    /// What the file holds, for messages: `flow file`, `journal`.
    let kind: String
    /// The longest line accepted, in bytes; `nil` when lines are not counted.
    let maximumLineBytes: Int?
    /// The most bytes accepted.
    let maximumBytes: Int

    /// A flow script's limits: lines of at most ``ScriptText/maximumLineBytes``, at most
    /// ``ScriptText/maximumScriptBytes`` in all.
    static let script = Limits(
      kind: "flow file", maximumLineBytes: ScriptText.maximumLineBytes,
      maximumBytes: ScriptText.maximumScriptBytes)

    /// A JSON document's limits: at most `maximumBytes`, on as many lines as it likes.
    /// - Parameter kind: What the document is, for messages (`journal`).
    static func json(_ kind: String, maximumBytes: Int) -> Limits {
      Limits(kind: kind, maximumLineBytes: nil, maximumBytes: maximumBytes)
    }
  }

  /// Reads the file at `path` (a regular file, a pipe, `/dev/stdin`, ...). A regular file
  /// larger than `limits` allows is refused before anything is read.
  static func read(path: String, limits: Limits = .script) throws(Failure) -> [UInt8] {
    var info = stat()
    if stat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR {
        throw Failure(line: nil, message: "is a directory, not a \(limits.kind)")
      }
      if (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) > Int64(limits.maximumBytes) {
        throw Failure(
          line: nil,
          message: "\(info.st_size) bytes: larger than the \(describe(limits.maximumBytes)) a "
            + "\(limits.kind) may hold; nothing was read")
      }
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(line: nil, message: systemError()) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limits: limits)
  }

  /// Reads standard input to its end.
  static func readStandardInput(limits: Limits = .script) throws(Failure) -> [UInt8] {
    try read(descriptor: STDIN_FILENO, limits: limits)
  }

  /// Reads an open descriptor to its end, enforcing `limits`.
  static func read(descriptor: Int32, limits: Limits = .script) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var line = 1
    var lineLength = 0
    var previous: UInt8 = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(line: nil, message: systemError())
      }
      if let maximumLineBytes = limits.maximumLineBytes {
        for byte in chunk[0..<count] {
          switch byte {
          case UInt8(ascii: "\n"):
            if previous != UInt8(ascii: "\r") { line += 1 }
            lineLength = 0
          case UInt8(ascii: "\r"):
            line += 1
            lineLength = 0
          default:
            lineLength += 1
            if lineLength > maximumLineBytes {
              throw Failure(
                line: line,
                message: "line longer than \(maximumLineBytes) bytes; reading stopped")
            }
          }
          previous = byte
        }
      }
      bytes += chunk[0..<count]
      if bytes.count > limits.maximumBytes {
        throw Failure(
          line: nil,
          message: limits.maximumLineBytes == nil
            ? "more than the \(describe(limits.maximumBytes)) a \(limits.kind) may hold; "
              + "reading stopped"
            : "larger than \(limits.maximumBytes) bytes; reading stopped")
      }
    }
  }

  /// `16777216 bytes (16 MiB)`: a size in bytes, and in MiB when it is a whole number of them.
  static func describe(_ bytes: Int) -> String {
    let mebibyte = 1 << 20
    return bytes % mebibyte == 0 && bytes > 0
      ? "\(bytes) bytes (\(bytes / mebibyte) MiB)" : "\(bytes) bytes"
  }

  /// The C library's description of `errno`, e.g. `No such file or directory`.
  static func systemError() -> String {
    String(cString: strerror(errno))
  }
}

/// `read(2)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
