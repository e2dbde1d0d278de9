import Foundation

/// The temporary data directories this process made: removed when a run ends, and by
/// ``Interruption`` when the process is interrupted, so none is left behind.
enum TemporaryDirectories {
  /// The registered paths, guarded by a lock: a signal handler's queue reads them.
  private final class Registry: @unchecked Sendable {  // justified: every access holds `lock`
    let lock = NSLock()
    var paths: Set<String> = []
  }
  private static let registry = Registry()

  /// A new, registered directory path (`waypoint-shell-<UUID>` in the temporary directory).
  /// The directory itself is created when the app launches in it.
  static func make() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-shell-\(UUID().uuidString)", isDirectory: true)
    registry.lock.withLock { _ = registry.paths.insert(url.path) }
    return url
  }

  /// Removes a directory made by ``make()`` and forgets it.
  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
    registry.lock.withLock { _ = registry.paths.remove(url.path) }
  }

  /// Removes every registered directory (on interruption).
  static func removeAll() {
    let paths = registry.lock.withLock { registry.paths }
    for path in paths { try? FileManager.default.removeItem(atPath: path) }
  }
}
