extension NavigationGraph {
  /// The first line of every rendering: what the file is and how to regenerate it.
  static let header =
    "The app's navigation as its shell's `graph` explores it; do not edit: regenerate it "
    + "with `graph --update FILE`."

  /// The graph as a Mermaid flowchart: a group per tab (and one outside the tabs) holding a
  /// group per feature, the tab bar with one arrow per tab to the screen its taps lead to
  /// (``tabBar``), an arrow per pair of
  /// screens labelled with every other command that leads from one to the other
  /// (``foldedArrows``), links as entry points (dashed), then dead
  /// ends, unreachable declared screens and refused links as `%%` comments. Sorted, so two
  /// explorations of the same app print the same text.
  var mermaid: String {
    var lines = ["%% \(Self.header)", "flowchart LR"]
    lines.append("  launch((launch)) --> \(start.id)")
    for location in locations {
      let group = GraphText.identifier(["group", location])
      lines.append("  subgraph \(group)[\(GraphText.quoted(GraphText.title(of: location)))]")
      let nodes = self.nodes(in: location)
      for feature in Self.features(of: nodes) {
        let inner = GraphText.identifier(["group", location, "feature", feature])
        lines.append("    subgraph \(inner)[\(GraphText.quoted(feature))]")
        for node in nodes where node.feature == feature {
          lines.append("      \(node.id)[\(GraphText.quoted(node.label))]")
        }
        lines.append("    end")
      }
      lines.append("  end")
    }
    let bar = tabBar
    if !bar.isEmpty { lines.append("  tabbar{{\"tab bar\"}}") }
    for tap in bar {
      let label = GraphText.quoted("tab \(tap.tab)")
      lines.append("  tabbar -->|\(label)| \(tap.to.id)")
    }
    for arrow in foldedArrows {
      let label = GraphText.quoted(arrow.labels.joined(separator: GraphText.labelSeparator))
      lines.append("  \(arrow.from.id) -->|\(label)| \(arrow.to.id)")
    }
    for (index, link) in links.enumerated() {
      guard let to = link.to else { continue }
      lines.append("  link\(index + 1)>\(GraphText.quoted(link.url))] -.-> \(to.id)")
    }
    lines += notes.map { "%% \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The features of `nodes`, in the order they first appear.
  static func features(of nodes: [GraphNode]) -> [String] {
    var seen: [String] = []
    for node in nodes where !seen.contains(node.feature) { seen.append(node.feature) }
    return seen
  }

  /// The trailing section, one line each: dead ends, unreachable declared screens, refused
  /// links, and a truncated exploration.
  var notes: [String] {
    var notes: [String] = []
    let ends = deadEnds
    notes.append(
      "dead ends (no edge to another screen): "
        + (ends.isEmpty ? "none" : ends.map(\.id).joined(separator: ", ")))
    if !launching.isEmpty {
      notes.append("shown only while the app launches: \(launching.joined(separator: ", "))")
    }
    let missing = unreachable.map { group in
      (feature: group.feature, screens: group.screens.filter { !launching.contains($0) })
    }.filter { !$0.screens.isEmpty }
    notes.append(
      "unreachable declared screens: "
        + (missing.isEmpty
          ? "none"
          : missing.map { "\($0.feature): \($0.screens.joined(separator: ", "))" }
            .joined(separator: "; ")))
    for link in links where link.to == nil {
      notes.append("link \(link.url) does not land: \(link.problem ?? "never opened")")
    }
    if truncated {
      notes.append("exploration stopped at its limit of \(states) states: the graph is partial")
    }
    return notes
  }
}
