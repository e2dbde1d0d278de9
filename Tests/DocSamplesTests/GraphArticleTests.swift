import Testing

/// The WaypointShell article *The navigation graph* shows the reference app's navigation graph
/// in a ```mermaid block: it must be `Tests/Navigation/graph.mmd` (the baseline
/// `waypoint-shell graph --check` compares the app with in CI) line for line, so the picture
/// never drifts from the app.
@Suite struct GraphArticleTests {
  /// The article that shows the graph.
  static let article = "Modules/WaypointShell/WaypointShell.docc/TheNavigationGraph.md"

  @Test func theArticlesGraphIsTheNavigationBaseline() throws {
    let baseline = try DocSamples.read("Tests/Navigation/graph.mmd")
    let blocks = Self.mermaidBlocks(in: try DocSamples.read(Self.article))
    #expect(blocks.count == 1, "\(Self.article) holds one ```mermaid block: the navigation graph")
    let expected = baseline.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(
      blocks.first == Array(expected.last == "" ? expected.dropLast() : expected[...]),
      "\(Self.article)'s ```mermaid block differs from Tests/Navigation/graph.mmd: copy the file into it"
    )
  }

  @Test func aChangedLineIsFound() {
    let markdown = "Text.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n"
    #expect(Self.mermaidBlocks(in: markdown) == [["flowchart LR", "  A --> B"]])
  }

  /// The lines of every ```mermaid block, as written.
  static func mermaidBlocks(in markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```mermaid" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return blocks
  }
}
