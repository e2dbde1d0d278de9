import Foundation
import Waypoint

@testable import WaypointShell

// The shell's types with the shop as their app: what these tests write, as
// `ShellSession(dataDirectory:)` or `Command.parse(line)`.

extension ShellSession {
  /// The shop with its data in `dataDirectory` (see
  /// `init(_:dataDirectory:link:feature:restoring:now:)`).
  convenience init(
    dataDirectory: URL, surface: DriverSurface = ShopShell.surface, link: String? = nil,
    feature: String? = nil, restoring: Bool = false,
    now: @escaping @MainActor () -> Date = { Date() }
  ) throws {
    try self.init(
      ShopShell.composition(surface: surface), dataDirectory: dataDirectory, link: link,
      feature: feature, restoring: restoring, now: now)
  }

  /// The shop on `dependencies`, kept in memory: nothing is written, and `restart` relaunches
  /// on the same clients.
  convenience init(
    dependencies: ShopDependencies, surface: DriverSurface = ShopShell.surface,
    link: String? = nil, feature: String? = nil
  ) throws {
    try self.init(
      ShopShell.composition(surface: surface, inMemory: dependencies), dataDirectory: nil,
      link: link, feature: feature)
  }
}

extension ScriptRunner {
  /// Runs scripts on the shop (see
  /// `init(_:dataDirectory:link:feature:restoring:traceDirectory:write:error:)`).
  init(
    dataDirectory: URL? = nil, surface: DriverSurface = ShopShell.surface,
    link: String? = nil, feature: String? = nil, restoring: Bool = false,
    traceDirectory: URL? = nil,
    write: @escaping @MainActor (String) -> Void, error: (@MainActor (String) -> Void)? = nil
  ) {
    self.init(
      ShopShell.composition(surface: surface), dataDirectory: dataDirectory, link: link,
      feature: feature, restoring: restoring, traceDirectory: traceDirectory, write: write,
      error: error)
  }
}

extension Command {
  /// Parses a line with the shop's commands and stored lists.
  static func parse(_ line: String) throws(ParseError) -> Command? {
    try parse(line, surface: ShopShell.surface)
  }
}

extension Script {
  /// Parses a script with the shop's commands and stored lists.
  init(name: String, bytes: some Collection<UInt8>) throws(Malformed) {
    try self.init(name: name, bytes: bytes, surface: ShopShell.surface)
  }

  /// Parses a script's text with the shop's commands and stored lists.
  init(name: String, text: String) throws(Malformed) {
    try self.init(name: name, text: text, surface: ShopShell.surface)
  }
}

extension JournalReplay {
  /// The flow script that replays `export` on a fresh shop.
  static func flow(from export: JournalExport, name: String) throws(Failure) -> String {
    try flow(from: export, name: name, composition: ShopShell.composition())
  }
}

extension GraphExplorer {
  /// An explorer of the shop, on in-memory clients.
  init(limit: Int = 20_000) {
    self.init(ShopShell.composition(), limit: limit)
  }
}
