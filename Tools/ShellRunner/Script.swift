import Foundation

/// A flow script: commands with their line numbers, parsed completely before anything runs.
public struct Script: Sendable {
  /// The file's name, for messages.
  public let name: String
  /// The commands, with their 1-based line numbers.
  public let lines: [(number: Int, text: String, command: Command)]

  /// A malformed line.
  public struct Malformed: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  /// Parses a whole script.
  /// - Throws: ``Malformed`` for the first line that is not a command.
  public init(name: String, text: String) throws(Malformed) {
    self.name = name
    var lines: [(Int, String, Command)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      do {
        if let command = try Command.parse(String(line)) {
          lines.append((index + 1, line.trimmingCharacters(in: .whitespaces), command))
        }
      } catch {
        throw Malformed(file: name, line: index + 1, message: error.message)
      }
    }
    self.lines = lines
  }
}
