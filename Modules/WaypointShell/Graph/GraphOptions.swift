/// The options of `waypoint-shell graph`.
package struct GraphOptions: Equatable, Sendable {
  /// How the graph is written.
  package enum Format: String, Equatable, Sendable {
    /// A Mermaid flowchart (the default; GitHub renders it in Markdown).
    case mermaid
    /// Graphviz's DOT (`dot -Tsvg`).
    case dot
  }

  /// `--format mermaid|dot`.
  package var format: Format
  /// `--check FILE`: compare with the baseline in FILE; exit 1 with the differences.
  package var check: String?
  /// `--update FILE`: rewrite the baseline in FILE.
  package var update: String?
  /// `--stats`: print what the exploration did, and how long it took, to standard error.
  package var statistics: Bool

  package init(
    format: Format = .mermaid, check: String? = nil, update: String? = nil,
    statistics: Bool = false
  ) {
    self.format = format
    self.check = check
    self.update = update
    self.statistics = statistics
  }
}
