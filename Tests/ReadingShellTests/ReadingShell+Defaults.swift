import AppShell
import Foundation
import ReadingShell
import Waypoint

@testable import WaypointShell

// The shell's types with the reading app as their app: what these tests write, as
// `ShellSession(dataDirectory:)` or `Command.parse(line)`. The shell's own tests
// (Tests/WaypointShellTests) run it on an app of their own; these run the reading app in it.

extension ShellSession {
  /// The reading app with its data in `dataDirectory` (see
  /// `init(_:dataDirectory:link:feature:restoring:now:)`).
  convenience init(
    dataDirectory: URL, surface: DriverSurface = ReadingShell.surface, link: String? = nil,
    feature: String? = nil, restoring: Bool = false,
    now: @escaping @MainActor () -> Date = { Date() }
  ) throws {
    try self.init(
      ReadingShell.composition(surface: surface), dataDirectory: dataDirectory, link: link,
      feature: feature, restoring: restoring, now: now)
  }

  /// The reading app on `dependencies`, kept in memory: nothing is written, and `restart`
  /// relaunches on the same clients.
  convenience init(
    dependencies: AppDependencies, surface: DriverSurface = ReadingShell.surface,
    link: String? = nil, feature: String? = nil
  ) throws {
    try self.init(
      ReadingShell.composition(surface: surface, inMemory: dependencies), dataDirectory: nil,
      link: link, feature: feature)
  }
}

extension ScriptRunner {
  /// Runs scripts on the reading app (see
  /// `init(_:dataDirectory:link:feature:restoring:traceDirectory:write:error:)`).
  init(
    dataDirectory: URL? = nil, surface: DriverSurface = ReadingShell.surface,
    link: String? = nil, feature: String? = nil, restoring: Bool = false,
    traceDirectory: URL? = nil,
    write: @escaping @MainActor (String) -> Void, error: (@MainActor (String) -> Void)? = nil
  ) {
    self.init(
      ReadingShell.composition(surface: surface), dataDirectory: dataDirectory, link: link,
      feature: feature, restoring: restoring, traceDirectory: traceDirectory, write: write,
      error: error)
  }
}

extension Command {
  /// Parses a line with the reading app's commands and stored lists.
  static func parse(_ line: String) throws(ParseError) -> Command? {
    try parse(line, surface: ReadingShell.surface)
  }
}
