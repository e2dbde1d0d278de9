import Testing

@testable import WaypointShell

/// The trace page's drawing of the graph, apart from the page.
@Suite struct GraphDrawingTests {
  /// `A-B` and `A_B` in one tab have one ID (`T_A_B`), the one the page finds a screen by:
  /// they share one box instead of stopping the drawing.
  @Test func screensThatShareAnIDShareOneBox() {
    let start = GraphNode(location: "T", kind: "Start", modal: nil, feature: "F")
    let dash = GraphNode(location: "T", kind: "A-B", modal: nil, feature: "F")
    let underscore = GraphNode(location: "T", kind: "A_B", modal: nil, feature: "F")
    let graph = NavigationGraph(
      start: start, nodes: [start, dash, underscore],
      edges: [
        GraphEdge(from: start, label: "tap dash", to: dash),
        GraphEdge(from: start, label: "tap underscore", to: underscore),
      ],
      links: [], unreachable: [], launching: [], tabs: ["T"], tabRoots: [:], states: 3,
      truncated: false)
    let drawing = GraphDrawing(graph)
    #expect(drawing.columns == [["T_Start"], ["T_A_B"]])
    #expect(drawing.svg.components(separatedBy: "id=\"n-T_A_B\"").count == 2)
  }
}
