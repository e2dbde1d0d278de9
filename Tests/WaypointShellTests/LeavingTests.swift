import Foundation
import Testing

@testable import WaypointShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Leaving the interactive shell, run as a process on a pseudo-terminal: a signal or Ctrl-D
/// leaves no temporary data directory behind, and the terminal gets its newline.
@MainActor
@Suite(.serialized) struct LeavingTests {
  /// The shop's shell (``ShopExecutable``) on a new pseudo-terminal, with its own temporary
  /// directory.
  @MainActor struct Running {
    let process: Process
    let terminal: FileHandle
    let temporary: URL

    /// - Parameters:
    ///   - arguments: The shell's arguments.
    ///   - folder: Its working directory; the current one when `nil`.
    init(arguments: [String] = [], in folder: URL? = nil) throws {
      temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
        "waypoint-leaving-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      var master: Int32 = 0
      var replicaDescriptor: Int32 = 0
      try #require(openpty(&master, &replicaDescriptor, nil, nil, nil) == 0)
      let replica = FileHandle(fileDescriptor: replicaDescriptor, closeOnDealloc: true)
      terminal = FileHandle(fileDescriptor: master, closeOnDealloc: true)
      process = Process()
      process.executableURL = try ShopExecutable.url()
      // A clean environment, but sanitizer settings (CI's suppressions) pass through.
      let sanitizers = ProcessInfo.processInfo.environment.filter {
        $0.key.hasSuffix("SAN_OPTIONS")
      }
      process.environment = sanitizers.merging(["TMPDIR": temporary.path, "TERM": "dumb"]) { $1 }
      process.arguments = arguments
      if let folder { process.currentDirectoryURL = folder }
      process.standardInput = replica
      process.standardOutput = replica
      process.standardError = replica
      try process.run()
      try replica.close()
    }

    /// The shell's temporary data directories.
    var dataDirectories: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
        .filter { $0.hasPrefix("waypoint-shell-") }
    }

    /// Waits (up to 20 s) until the shell shows a fresh prompt; returns what it wrote.
    func waitForPrompt() throws -> String {
      var output = ""
      let deadline = Date().addingTimeInterval(20)
      // A fresh prompt ends the output; a redrawn line ends with an erase sequence.
      while !output.hasSuffix("waypoint> "), Date() < deadline {
        var poller = pollfd(fd: terminal.fileDescriptor, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, 100) > 0, let text = available() { output += text }
      }
      try #require(output.hasSuffix("waypoint> "), "no prompt: \(output)")
      return output
    }

    /// Reads what the shell wrote until it exits (the terminal then reports an error).
    func readToEnd() -> String {
      var output = ""
      while true {
        var poller = pollfd(fd: terminal.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 5000) > 0, let text = available() else { return output }
        output += text
      }
    }

    /// What the terminal has to read now (one `read(2)`, never waiting for more); `nil` once
    /// the shell has closed it.
    func available() -> String? {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(terminal.fileDescriptor, &buffer, buffer.count)
      return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }

    func finish() {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: temporary)
    }
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalRemovesTheTemporaryDataDirectory(_ signal: Int32) throws {
    let shell = try Running()
    defer { shell.finish() }
    _ = try shell.waitForPrompt()
    #expect(shell.dataDirectories.count == 1)
    kill(shell.process.processIdentifier, signal)
    let output = shell.readToEnd()
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 128 + signal)
    #expect(output == "\r\n", "the prompt's line is ended")
    #expect(shell.dataDirectories.isEmpty)
  }

  @Test func ctrlDEndsTheLineRemovesTheDirectoryAndSaysHowToKeepData() throws {
    let shell = try Running()
    defer { shell.finish() }
    _ = try shell.waitForPrompt()
    try shell.terminal.write(contentsOf: [0x04])
    let output = shell.readToEnd()
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 0)
    #expect(output.hasPrefix("\r\n"), "the prompt's line is ended: \(output.debugDescription)")
    #expect(output.contains("use --data-dir DIR to keep data"))
    #expect(shell.dataDirectories.isEmpty)
  }

  @Test func theUpArrowRecallsTheLastLineAndNothingRawIsEchoed() throws {
    let shell = try Running()
    defer { shell.finish() }
    _ = try shell.waitForPrompt()
    try shell.terminal.write(contentsOf: Data("tap skip\r".utf8))
    _ = try shell.waitForPrompt()
    try shell.terminal.write(contentsOf: Data("\u{1B}[A\r".utf8))
    let output = try shell.waitForPrompt()
    #expect(output.contains("'skip' is not available here"), "\(output)")
    #expect(!output.contains("^[[A"))
    try shell.terminal.write(contentsOf: Data("quit\r".utf8))
    shell.process.waitUntilExit()
    #expect(shell.process.terminationStatus == 0)
  }
}
