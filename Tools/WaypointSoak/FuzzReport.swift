/// What a seeded fuzz run found: the inputs it tried and took, its outcomes counted by kind,
/// and its problems. Every fuzz reports with it: the decoding and link fuzzes of the core, and
/// the reading app's restoration fuzz. Each draws its inputs from a ``SeededGenerator`` of the
/// same seed, so a run replays exactly.
///
/// An input may be refused, but only with a typed error, which is counted by its kind; an
/// untyped failure, or an input taken wrongly, is a problem. A trap would end the run.
///
/// ```swift
/// var report = FuzzReport(seed: 7)
/// report.tried += 1
/// report.count(caseOf: NavigationError.emptyStack, prefix: "NavigationError.")
/// report.problems  // [] when every input was taken faithfully or refused with a typed error
/// ```
public struct FuzzReport: Sendable {
  /// The seed that replays this run.
  public var seed: UInt64
  /// Inputs tried: documents, link texts, saved files.
  public var tried = 0
  /// Inputs taken: documents that decoded, texts that read as a link, files restored.
  public var taken = 0
  /// Outcomes by kind: a refusal by its typed error (`NavigationError.duplicateID`,
  /// `unknownPath`), or any outcome the fuzz counts (`restored`, `refused.notShown`).
  public var counts: [String: Int] = [:]
  /// Untyped failures and inputs taken wrongly: each is a bug.
  public var problems: [String] = []

  /// An empty report of a run of `seed`.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Counts one outcome of `kind`.
  public mutating func count(_ kind: String) {
    counts[kind, default: 0] += 1
  }

  /// Counts one outcome named by `prefix` and the case of `value`, a typed error or outcome
  /// (see ``caseName(of:)``): `NavigationError.duplicateID`.
  public mutating func count(caseOf value: Any, prefix: String) {
    count(prefix + Self.caseName(of: value))
  }

  /// Records a failure that is not typed: a problem.
  public mutating func untyped(_ failure: Any) {
    problems.append("an untyped failure: \(failure)")
  }

  /// The name of an enum value's case: its label when the case has associated values, its
  /// description otherwise.
  public static func caseName(of value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? "\(value)"
  }
}
