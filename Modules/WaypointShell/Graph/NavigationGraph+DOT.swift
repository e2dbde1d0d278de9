extension NavigationGraph {
  /// The graph in Graphviz's DOT language (`dot -Tsvg graph.dot > graph.svg`): a cluster per
  /// tab (and one outside the tabs) holding a cluster per feature, the tab bar's taps once
  /// each (``tabBar``), an edge per pair of screens for the other transitions,
  /// links as dashed entry points, then dead ends, unreachable declared screens and refused
  /// links as `//` comments. Sorted, like ``mermaid``.
  var dot: String { written(by: DOTWriter()) }
}

/// Graphviz's DOT language: groups are clusters (DOT draws a subgraph as a box only when its
/// name starts with `cluster`).
struct DOTWriter: GraphWriter {
  let comment = "//"
  let opening = ["digraph navigation {"]
  let groupPrefix = "cluster"
  let closeGroup = "}"
  let tabBar = "tabbar [shape=hexagon, label=\"tab bar\"];"
  let closing = ["}"]

  func launch(to start: GraphNode) -> [String] {
    [
      "rankdir=LR;", "node [shape=box];", "launch [shape=circle, label=\"launch\"];",
      "launch -> \(start.id);",
    ]
  }

  func openGroup(_ id: String, title: String) -> [String] {
    ["subgraph \(id) {", "  label=\(GraphText.quoted(title));"]
  }

  func node(_ node: GraphNode) -> String {
    "\(node.id) [label=\(GraphText.quoted(node.label))];"
  }

  func arrow(from: String, to: String, label: String) -> String {
    "\(from) -> \(to) [label=\(GraphText.quoted(label))];"
  }

  func link(_ number: Int, url: String, to: GraphNode) -> String {
    "link\(number) [shape=cds, label=\(GraphText.quoted(url))]; link\(number) -> \(to.id) "
      + "[style=dashed];"
  }
}
