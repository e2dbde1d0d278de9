/// Something wrong with a stored file, reported with its path instead of being dropped: what
/// kind of problem, in words, and what was done about it.
public struct StoreProblem: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is: what an app or a test checks, where ``reason`` says it in
  /// words.
  public enum Kind: Hashable, Sendable {
    /// The file could not be read: the system refused it, or it is not a regular file.
    case unreadable
    /// The file is larger than a store reads (``JSONFileStore/maximumSize``): it was not read.
    case tooLarge(bytes: Int64, limit: Int)
    /// The file is not valid JSON.
    case notJSON
    /// The file is JSON of another shape than the stored value's: a value of the wrong type, a
    /// key missing, a null.
    case wrongShape
    /// The file is JSON of the value's shape, but a value in it is refused: a navigation tree
    /// that breaks a rule, a version the app cannot read, a value its type does not accept.
    case invalidValue
    /// The file was read, and the app refused what it holds
    /// (``JSONFileStore/setAside(because:kind:)``).
    case refused
    /// The last launch ended while it restored the file, before the restored navigation had
    /// settled (``NavigationStore/startRestoring()``).
    case interruptedRestoration
    /// The marker that notes a restoration under way could not be written, so the app does not
    /// restore (``NavigationStore/startRestoring()``): a restoration that ended the app would
    /// end it at every launch.
    case restorationNotMarked
    /// Another problem, said in words only: a write that failed, a value left out.
    case other
  }

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
  /// What kind of problem it is.
  public let kind: Kind

  /// Describes a problem of `kind` (``Kind/other`` when it is said in words only).
  public init(path: String, reason: String, outcome: Outcome, kind: Kind = .other) {
    self.path = path
    self.reason = reason
    self.outcome = outcome
    self.kind = kind
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
