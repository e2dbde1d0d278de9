import Foundation
import ReadingShell
import Testing

@testable import WaypointShell

/// Two shells on one data directory, as separate processes: this test process holds one
/// long-lived shell session, and the built `waypoint-shell` executable is the other.
@MainActor
@Suite struct SharedDataDirectoryTests {
  /// The built executable, next to the test bundle (or in the package's `.build/debug`).
  static func executable() throws -> URL {
    var candidates: [URL] = []
    if let path = Bundle.main.executablePath {
      candidates.append(URL(fileURLWithPath: path).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug"))
    let found = candidates.map { $0.appendingPathComponent("waypoint-shell") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "build waypoint-shell first (swift build)")
  }

  /// Runs `waypoint-shell --data-dir directory` with `script` on standard input.
  static func shell(_ script: String, in directory: URL) throws -> Process {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = ["--data-dir", directory.path]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    return process
  }

  static func runShell(_ script: String, in directory: URL) throws -> Int32 {
    let process = try shell(script, in: directory)
    process.waitUntilExit()
    return process.terminationStatus
  }

  func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-shared-\(UUID().uuidString)", isDirectory: true)
  }

  func storedBookmarks(_ directory: URL) throws -> [Int] {
    try JSONDecoder().decode(
      [Int].self, from: Data(contentsOf: directory.appendingPathComponent("bookmarks.json")))
  }

  @Test func bookmarksFromTwoShellsInTurnAreAllKept() throws {
    let directory = directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try ShellSession(dataDirectory: directory)
    for command in ["tap skip", "tap login demo demo1234", "tap article 1", "tap bookmark"] {
      try a.run(try #require(try Command.parse(command)))
    }
    // B starts logged in (the session file), bookmarks 2, and sees 1 too.
    #expect(
      try Self.runShell("tap article 2\ntap bookmark\nexpect bookmarks 1 2\n", in: directory) == 0)
    try a.run(.back)
    try a.run(.tap("article", ["3"]))
    try a.run(.tap("bookmark", []))
    try a.run(.expect(.list("bookmarks", [1, 2, 3])))
    #expect(try storedBookmarks(directory) == [1, 2, 3])
  }

  @Test func aWithdrawInOneShellIsNotUndoneByTheOther() throws {
    let directory = directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try ShellSession(dataDirectory: directory)
    for command in [
      "tap skip", "tap login demo demo1234", "tap article 1", "tap bookmark", "back",
      "tap article 2", "tap bookmark", "back", "tap article 3",
    ] {
      try a.run(try #require(try Command.parse(command)))
    }
    #expect(
      try Self.runShell(
        "tap mypage\ntap withdraw\ntap confirm\nexpect bookmarks none\n", in: directory) == 0)
    try a.run(.expect(.list("bookmarks", [])))
    try a.run(.tap("bookmark", []))
    #expect(try storedBookmarks(directory) == [3])
  }

  @Test func shellsBookmarkingAtTheSameTimeLoseNothing() throws {
    let directory = directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try Self.runShell("tap skip\ntap login demo demo1234\n", in: directory) == 0)
    let ids = Array(1...6)
    let processes = try ids.map { id in
      try Self.shell(
        "tap article \(id)\ntap bookmark\nback\n" + "tap article \(id)\nexpect screen Article\n",
        in: directory)
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == ids.map { _ in 0 })
    #expect(try storedBookmarks(directory).sorted() == ids)
  }
}
