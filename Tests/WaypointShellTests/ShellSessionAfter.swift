import Foundation
import Testing

@testable import WaypointShell

extension ShellSession {
  /// A session in a fresh data directory (removed again) after running `commands`, each parsed as
  /// the shell parses a typed line; a line that does not parse or run fails the test.
  @MainActor
  static func after(_ commands: [String], directoryPrefix: String) throws -> ShellSession {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-\(directoryPrefix)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try ShellSession(dataDirectory: directory)
    for line in commands { try session.run(try #require(try Command.parse(line))) }
    return session
  }
}
