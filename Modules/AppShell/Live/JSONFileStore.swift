import Foundation

/// A file the app could not read, reported with its path instead of being dropped.
public struct StoreProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file that could not be read.
  public let path: String
  /// Where the unreadable file was moved, so nothing is lost; `nil` if it could not be moved.
  public let movedTo: String?
  /// Why it could not be read.
  public let reason: String

  public var description: String {
    let moved = movedTo.map { "; moved aside to \($0)" } ?? "; it could not be moved aside"
    return "could not read \(path): \(reason)\(moved)"
  }
}

/// One JSON file holding one value: atomic writes, and a corrupt or unreadable file is
/// reported and moved aside (`<name>.corrupt-<n>`), never silently dropped or overwritten.
@MainActor
final class JSONFileStore<Value: Codable> {
  let url: URL
  private let report: @MainActor (StoreProblem) -> Void

  init(url: URL, report: @escaping @MainActor (StoreProblem) -> Void) {
    self.url = url
    self.report = report
  }

  /// The stored value; `nil` when there is no file, or when it was unreadable (then reported
  /// and moved aside).
  func load() -> Value? {
    let manager = FileManager.default
    guard manager.fileExists(atPath: url.path) else { return nil }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return try decoder.decode(Value.self, from: Data(contentsOf: url))
    } catch {
      report(StoreProblem(path: url.path, movedTo: moveAside(), reason: Self.reason(error)))
      return nil
    }
  }

  /// Writes the value atomically (a reader sees the old file or the new one, never half).
  func save(_ value: Value) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(value).write(to: url, options: .atomic)
  }

  /// Removes the file, if any.
  func delete() throws {
    if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
  }

  private func moveAside() -> String? {
    let manager = FileManager.default
    for attempt in 1...100 {
      let target = url.appendingPathExtension("corrupt-\(attempt)")
      guard !manager.fileExists(atPath: target.path) else { continue }
      do {
        try manager.moveItem(at: url, to: target)
        return target.path
      } catch {
        return nil
      }
    }
    return nil
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): "not valid JSON (\(context.debugDescription))"
    case is DecodingError: "JSON of the wrong shape"
    default: "unreadable (\(error.localizedDescription))"
    }
  }
}
