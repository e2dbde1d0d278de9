#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ShellArguments {
  /// Makes sure a flow can be written at `path` (`--record FILE`) before anything runs: its
  /// folder exists and is writable, and the path is not a folder.
  /// - Throws: ``UsageError`` naming the path and what is wrong.
  static func checkWritable(
    _ path: String, option: String = "--record"
  ) throws(UsageError) {
    func fail(_ what: String) -> UsageError {
      UsageError(message: "\(option) \(ScriptText.printable(path)): \(what)")
    }
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw fail("is a directory, not a file")
    }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let directory = folder.isEmpty ? "/" : folder
    guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
      throw fail("no such directory: \(ScriptText.printable(directory))")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw fail("cannot write there: \(String(cString: strerror(errno)))")
    }
  }
}
