extension NavigationGraph {
  /// The graph in Graphviz's DOT language (`dot -Tsvg graph.dot > graph.svg`): a cluster per
  /// tab (and one outside the tabs) holding a cluster per feature, the tab bar's taps once
  /// each (``tabBar``), an edge per pair of screens for the other transitions,
  /// links as dashed entry points, then dead ends, unreachable declared screens and refused
  /// links as `//` comments. Sorted, like ``mermaid``.
  var dot: String {
    var lines = ["// \(Self.header)", "digraph navigation {", "  rankdir=LR;"]
    lines.append("  node [shape=box];")
    lines.append("  launch [shape=circle, label=\"launch\"];")
    lines.append("  launch -> \(start.id);")
    for location in locations {
      let group = GraphText.identifier(["cluster", location])
      lines.append("  subgraph \(group) {")
      lines.append("    label=\(GraphText.quoted(GraphText.title(of: location)));")
      let nodes = self.nodes(in: location)
      for feature in Self.features(of: nodes) {
        let inner = GraphText.identifier(["cluster", location, "feature", feature])
        lines.append("    subgraph \(inner) {")
        lines.append("      label=\(GraphText.quoted(feature));")
        for node in nodes where node.feature == feature {
          lines.append("      \(node.id) [label=\(GraphText.quoted(node.label))];")
        }
        lines.append("    }")
      }
      lines.append("  }")
    }
    let bar = tabBar
    if !bar.isEmpty { lines.append("  tabbar [shape=hexagon, label=\"tab bar\"];") }
    for tap in bar {
      let label = GraphText.quoted("tab \(tap.tab)")
      lines.append("  tabbar -> \(tap.to.id) [label=\(label)];")
    }
    for arrow in foldedArrows {
      let label = GraphText.quoted(arrow.labels.joined(separator: GraphText.labelSeparator))
      lines.append("  \(arrow.from.id) -> \(arrow.to.id) [label=\(label)];")
    }
    for (index, link) in links.enumerated() {
      guard let to = link.to else { continue }
      lines.append(
        "  link\(index + 1) [shape=cds, label=\(GraphText.quoted(link.url))];"
          + " link\(index + 1) -> \(to.id) [style=dashed];")
    }
    lines.append("}")
    lines += notes.map { "// \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
