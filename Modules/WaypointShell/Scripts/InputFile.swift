#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a flow script's bytes from a file or standard input, with limits: a read error is an
/// error (never the end of input), a line longer than ``ScriptText/maximumLineBytes`` stops the
/// read at once (so `< /dev/zero` ends quickly), and so does a script larger than
/// ``ScriptText/maximumScriptBytes``.
package enum InputFile {
  /// Why a script could not be read.
  package struct Failure: Error, Hashable, Sendable {
    /// The 1-based line, when the problem is on one line.
    package let line: Int?
    /// What went wrong, in words.
    package let message: String
  }

  /// Reads the file at `path` (a regular file, a pipe, `/dev/stdin`, ...).
  package static func read(path: String) throws(Failure) -> [UInt8] {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw Failure(line: nil, message: "is a directory, not a flow file")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(line: nil, message: systemError()) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor)
  }

  /// Reads standard input to its end.
  package static func readStandardInput() throws(Failure) -> [UInt8] {
    try read(descriptor: STDIN_FILENO)
  }

  /// Reads an open descriptor to its end, enforcing the limits.
  static func read(descriptor: Int32) throws(Failure) -> [UInt8] {
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
          if lineLength > ScriptText.maximumLineBytes {
            throw Failure(
              line: line,
              message: "line longer than \(ScriptText.maximumLineBytes) bytes; reading stopped")
          }
        }
        previous = byte
      }
      bytes += chunk[0..<count]
      if bytes.count > ScriptText.maximumScriptBytes {
        throw Failure(
          line: nil,
          message: "larger than \(ScriptText.maximumScriptBytes) bytes; reading stopped")
      }
    }
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
