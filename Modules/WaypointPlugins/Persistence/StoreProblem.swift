/// Something wrong with a stored file, reported with its path instead of being dropped.
public struct StoreProblem: Hashable, Sendable, CustomStringConvertible {
  /// What was done about it.
  public enum Outcome: Hashable, Sendable {
    /// The unreadable file was moved to this path, bytes unchanged.
    case movedAside(to: String)
    /// The unreadable file could not be moved (why); it stays, and nothing is written over it.
    case leftInPlace(because: String)
    /// The file was read; the entries or value `reason` names were left out.
    case ignored
  }

  /// The file.
  public let path: String
  /// What is wrong, in words.
  public let reason: String
  /// What was done about it.
  public let outcome: Outcome

  /// Describes a problem.
  public init(path: String, reason: String, outcome: Outcome) {
    self.path = path
    self.reason = reason
    self.outcome = outcome
  }

  /// Where the unreadable file was moved, if it was.
  public var movedTo: String? {
    if case .movedAside(let path) = outcome { path } else { nil }
  }

  public var description: String {
    switch outcome {
    case .movedAside(let target): "could not read \(path): \(reason); moved aside to \(target)"
    case .leftInPlace(let why):
      "could not read \(path): \(reason); it could not be moved aside (\(why)), so it is left as "
        + "it is and nothing will be written over it"
    case .ignored: "\(path): \(reason)"
    }
  }
}

/// A stored file could not be written; nothing changed.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public let path: String
  /// What went wrong, in words.
  public let reason: String

  /// An error writing `path`, for `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write \(path): \(reason)" }
}
