/// The options of `waypoint-shell graph`.
struct GraphOptions: Equatable, Sendable {
  /// How the graph is written.
  enum Format: String, Equatable, Sendable {
    /// A Mermaid flowchart (the default; GitHub renders it in Markdown).
    case mermaid
    /// Graphviz's DOT (`dot -Tsvg`).
    case dot
  }

  /// `--format mermaid|dot`.
  var format: Format
  /// `--check FILE`: compare with the baseline in FILE; exit 1 with the differences.
  var check: String?
  /// `--update FILE`: rewrite the baseline in FILE.
  var update: String?
  /// `--stats`: print what the exploration did, and how long it took, to standard error.
  var statistics: Bool

  init(
    format: Format = .mermaid, check: String? = nil, update: String? = nil,
    statistics: Bool = false
  ) {
    self.format = format
    self.check = check
    self.update = update
    self.statistics = statistics
  }
}
