import Foundation
import Testing

/// The shop's shell as its own process: the `ShellFixture` executable (Tools/ShellFixture),
/// the same composition as ``ShopShell``, built with the package.
enum ShopExecutable {
  /// The built executable, next to the test bundle (or in the package's `.build/debug`).
  static func url() throws -> URL {
    var candidates: [URL] = []
    if let path = Bundle.main.executablePath {
      candidates.append(URL(fileURLWithPath: path).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug"))
    let found = candidates.map { $0.appendingPathComponent("ShellFixture") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "build ShellFixture first (swift build)")
  }

  /// Runs the shop's shell with `arguments` and `input` on standard input, in `folder` (the
  /// current directory when `nil`); returns its status and what it wrote to each stream.
  static func run(
    _ arguments: [String], input: String = "", in folder: URL? = nil
  ) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }
}
