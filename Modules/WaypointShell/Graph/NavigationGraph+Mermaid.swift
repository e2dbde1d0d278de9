extension NavigationGraph {
  /// The graph as a Mermaid flowchart: a group per tab (and one outside the tabs) holding a
  /// group per feature, the tab bar with one arrow per tab to the screen its taps lead to
  /// (``tabBar``), an arrow per pair of
  /// screens labelled with every other command that leads from one to the other
  /// (``foldedArrows``), links as entry points (dashed), then dead
  /// ends, unreachable declared screens and refused links as `%%` comments. Sorted, so two
  /// explorations of the same app print the same text.
  var mermaid: String { written(by: MermaidWriter()) }
}

/// Mermaid's flowchart.
struct MermaidWriter: GraphWriter {
  let comment = "%%"
  let opening = ["flowchart LR"]
  let groupPrefix = "group"
  let closeGroup = "end"
  let tabBar = "tabbar{{\"tab bar\"}}"
  let closing: [String] = []

  func launch(to start: GraphNode) -> [String] { ["launch((launch)) --> \(start.id)"] }

  func openGroup(_ id: String, title: String) -> [String] {
    ["subgraph \(id)[\(GraphText.quoted(title))]"]
  }

  func node(_ node: GraphNode) -> String { "\(node.id)[\(GraphText.quoted(node.label))]" }

  func arrow(from: String, to: String, label: String) -> String {
    "\(from) -->|\(GraphText.quoted(label))| \(to)"
  }

  func link(_ number: Int, url: String, to: GraphNode) -> String {
    "link\(number)>\(GraphText.quoted(url))] -.-> \(to.id)"
  }
}
