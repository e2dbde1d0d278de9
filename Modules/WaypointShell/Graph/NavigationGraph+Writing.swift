extension NavigationGraph {
  /// The first line of every rendering: what the file is and how to regenerate it.
  static let header =
    "The app's navigation as its shell's `graph` explores it; do not edit: regenerate it "
    + "with `graph --update FILE`."

  /// The graph as `writer` writes it, in one walk that every format shares: the header comment,
  /// the launch and its arrow to ``start``, a group per location (``locations``: outside the
  /// tabs, then each tab) holding a group per feature with its screens, the tab bar with one
  /// arrow per tab to the screen its taps lead to (``tabBar``), an arrow per pair of screens
  /// labelled with every other command that leads from one to the other (``foldedArrows``),
  /// links as entry points, then the ``notes`` as comments. Sorted, so two explorations of the
  /// same app print the same text.
  func written(by writer: some GraphWriter) -> String {
    var lines = ["\(writer.comment) \(Self.header)"] + writer.opening
    /// Appends `more`, indented two spaces per level of nesting.
    func add(_ level: Int, _ more: [String]) {
      let indent = String(repeating: "  ", count: level)
      lines += more.map { indent + $0 }
    }
    add(1, writer.launch(to: start))
    for location in locations {
      let group = GraphText.identifier([writer.groupPrefix, location])
      add(1, writer.openGroup(group, title: GraphText.title(of: location)))
      let nodes = self.nodes(in: location)
      for feature in Self.features(of: nodes) {
        let inner = GraphText.identifier([writer.groupPrefix, location, "feature", feature])
        add(2, writer.openGroup(inner, title: feature))
        add(3, nodes.filter { $0.feature == feature }.map(writer.node))
        add(2, [writer.closeGroup])
      }
      add(1, [writer.closeGroup])
    }
    let bar = tabBar
    if !bar.isEmpty { add(1, [writer.tabBar]) }
    add(1, bar.map { writer.arrow(from: "tabbar", to: $0.to.id, label: "tab \($0.tab)") })
    add(
      1,
      foldedArrows.map { arrow in
        writer.arrow(
          from: arrow.from.id, to: arrow.to.id,
          label: arrow.labels.joined(separator: GraphText.labelSeparator))
      })
    for (index, link) in links.enumerated() {
      guard let to = link.to else { continue }
      add(1, [writer.link(index + 1, url: link.url, to: to)])
    }
    add(0, writer.closing)
    add(0, notes.map { "\(writer.comment) \($0)" })
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

/// A text format of the navigation graph: the lines it writes for each part of the graph,
/// without indentation. ``NavigationGraph/written(by:)`` walks the graph, in the same order for
/// every format, and indents the lines by nesting.
protocol GraphWriter {
  /// What starts a comment line: `//`, `%%`.
  var comment: String { get }
  /// The lines after the header comment that start the diagram.
  var opening: [String] { get }
  /// The diagram's settings, the launch, and its arrow to `start`.
  func launch(to start: GraphNode) -> [String]
  /// The first word of a group's identifier.
  var groupPrefix: String { get }
  /// The lines that open a group (of a location, or of a feature in it) identified `id`,
  /// titled `title`.
  func openGroup(_ id: String, title: String) -> [String]
  /// The line that closes a group.
  var closeGroup: String { get }
  /// A screen, in its group.
  func node(_ node: GraphNode) -> String
  /// The tab bar, where the tab taps start (``NavigationGraph/tabBar``); written only when the
  /// app has tabs.
  var tabBar: String { get }
  /// An arrow from the node identified `from` to the one identified `to`, labelled `label`.
  func arrow(from: String, to: String, label: String) -> String
  /// The link numbered `number`: an entry point, `url`, drawn dashed to the screen it lands on.
  func link(_ number: Int, url: String, to: GraphNode) -> String
  /// The lines that end the diagram, before the notes.
  var closing: [String] { get }
}
