/// The app's navigation graph drawn as SVG by the shell itself, no Graphviz needed: a layered
/// drawing from left to right.
///
/// A screen's column is its distance in moves from the screen a fresh launch settles on
/// (breadth first; screens no move reaches come last); within a column, screens start in the
/// order of their tab and name, then move towards the middle of the screens that lead to them
/// (a few barycentre sweeps), which keeps most arrows short. One arrow per pair of screens
/// (its labels in a tooltip); a move that stays on a screen (a page swipe) draws none, and
/// neither do tab taps: the tab bar leads from every screen under it to each tab's root, so
/// those arrows (screens × tabs of them) would hide the others; the legend counts them. The
/// page draws a hop of the session's path that has no arrow (a tab tap, a link) as a jump.
/// Every screen's outline has its tab's colour. Screens and arrows carry IDs
/// (`n-Today_Article`, `e-Today_Today--Today_Article`) that the trace page marks with the
/// session's path.
struct GraphDrawing {
  struct Box {
    let node: GraphNode
    var x = 0
    var y = 0
    var width = 0
  }

  private(set) var boxes: [String: Box] = [:]
  private(set) var columns: [[String]] = []
  let graph: NavigationGraph

  static let rowHeight = 36
  static let boxHeight = 24
  static let columnGap = 70
  static let margin = 24
  static let legendHeight = 28

  /// The arrows drawn: not to the same screen, and not tab taps.
  let arrows: [(from: GraphNode, labels: [String], to: GraphNode)]
  /// How many arrows are tab taps only (not drawn).
  let tabTaps: Int

  init(_ graph: NavigationGraph) {
    self.graph = graph
    let leaving = graph.arrows.filter { $0.from != $0.to }
    let arrows = leaving.filter { !$0.labels.allSatisfy { $0.hasPrefix("tab ") } }
    self.arrows = arrows
    tabTaps = leaving.count - arrows.count
    var next: [String: [String]] = [:]
    var previous: [String: [String]] = [:]
    for arrow in arrows {
      next[arrow.from.id, default: []].append(arrow.to.id)
      previous[arrow.to.id, default: []].append(arrow.from.id)
    }
    // Columns: breadth-first distance from the start, tab taps included (a tab's root is
    // one tap from the first screen under the tab bar).
    var moves: [String: [String]] = [:]
    for arrow in leaving { moves[arrow.from.id, default: []].append(arrow.to.id) }
    var depth: [String: Int] = [graph.start.id: 0]
    var queue = [graph.start.id]
    var head = 0
    while head < queue.count {
      let id = queue[head]
      head += 1
      for to in moves[id, default: []] where depth[to] == nil {
        depth[to] = depth[id, default: 0] + 1
        queue.append(to)
      }
    }
    let deepest = depth.values.max() ?? 0
    let locations = graph.locations
    let sorted = graph.nodes.sorted {
      let a = (locations.firstIndex(of: $0.location) ?? 0, $0.kind, $0.modal ?? "")
      let b = (locations.firstIndex(of: $1.location) ?? 0, $1.kind, $1.modal ?? "")
      return a < b
    }
    columns = Array(repeating: [], count: deepest + 2)
    // One box per ID: screens whose names differ only in what an identifier drops (`A-B` and
    // `A_B`) share one, the first in order, as they share the ID the page finds them by.
    for node in sorted where boxes[node.id] == nil {
      boxes[node.id] = Box(node: node, width: max(64, node.label.count * 7 + 20))
      columns[depth[node.id] ?? deepest + 1].append(node.id)
    }
    columns.removeAll(where: \.isEmpty)
    // Barycentre sweeps: each screen towards the screens that lead to it, then back.
    for sweep in 0..<4 {
      let forward = sweep.isMultiple(of: 2)
      let order =
        forward ? Array(columns.indices.dropFirst()) : columns.indices.dropLast().reversed()
      for column in order {
        let neighbour = columns[forward ? column - 1 : column + 1]
        let position = Dictionary(uniqueKeysWithValues: neighbour.enumerated().map { ($1, $0) })
        let keyed = columns[column].enumerated().map { index, id in
          let linked = (forward ? previous[id] : next[id])?.compactMap { position[$0] } ?? []
          let key =
            linked.isEmpty ? Double(index) : Double(linked.reduce(0, +)) / Double(linked.count)
          return (key: key, index: index, id: id)
        }
        columns[column] = keyed.sorted { ($0.key, $0.index) < ($1.key, $1.index) }.map(\.id)
      }
    }
    var x = Self.margin + 40
    for column in columns {
      let width = column.compactMap { boxes[$0]?.width }.max() ?? 0
      for (row, id) in column.enumerated() {
        boxes[id]?.x = x
        boxes[id]?.y = Self.margin + Self.legendHeight + row * Self.rowHeight
      }
      x += width + Self.columnGap
    }
  }

  /// The SVG element, sized to the drawing.
  var svg: String {
    let width = (boxes.values.map { $0.x + $0.width }.max() ?? 0) + Self.margin
    let height =
      (boxes.values.map { $0.y + Self.boxHeight }.max() ?? 0) + Self.margin + Self.rowHeight
    let locations = graph.locations
    func colour(_ location: String) -> String {
      let index = locations.firstIndex(of: location) ?? 0
      return "hsl(\((index * 137 + 210) % 360),55%,42%)"
    }
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"graph-svg\" viewBox=\"0 0 \(width) \(height)\" "
        + "width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"navigation graph\">",
      "<defs><marker id=\"arrow\" viewBox=\"0 0 8 8\" refX=\"8\" refY=\"4\" markerWidth=\"8\" "
        + "markerHeight=\"8\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0,0 L8,4 L0,8 z\"/></marker></defs>",
    ]
    // The legend: one colour per tab (and outside the tabs).
    var legendX = Self.margin
    for location in locations {
      let title = GraphText.title(of: location)
      out.append(
        "<g class=\"legend\"><rect x=\"\(legendX)\" y=\"\(Self.margin - 4)\" width=\"12\" height=\"12\" "
          + "rx=\"2\" style=\"fill:\(colour(location))\"/><text x=\"\(legendX + 16)\" "
          + "y=\"\(Self.margin + 6)\">\(MarkupText.escaped(title))</text></g>")
      legendX += title.count * 7 + 36
    }
    if tabTaps > 0 {
      out.append(
        "<text class=\"note\" x=\"\(legendX)\" y=\"\(Self.margin + 6)\">tab taps: \(tabTaps) "
          + "arrows to each tab's root, not drawn</text>")
    }
    out.append("<g class=\"edges\">")
    for arrow in arrows {
      guard let from = boxes[arrow.from.id], let to = boxes[arrow.to.id] else { continue }
      let back = to.x > from.x ? "" : " back"
      out.append(
        "<path class=\"edge\(back)\" "
          + "id=\"\(MarkupText.escaped("e-\(arrow.from.id)--\(arrow.to.id)"))\" "
          + "d=\"\(Self.path(from, to))\" "
          + "marker-end=\"url(#arrow)\"><title>\(MarkupText.escaped(arrow.from.label)) → "
          + "\(MarkupText.escaped(arrow.to.label)): "
          + "\(MarkupText.escaped(arrow.labels.joined(separator: ", ")))"
          + "</title></path>")
    }
    out.append("</g><g class=\"nodes\">")
    if let start = boxes[graph.start.id] {
      let y = start.y + Self.boxHeight / 2
      out.append(
        "<g class=\"launch\"><circle cx=\"\(Self.margin + 10)\" cy=\"\(y)\" r=\"9\"/>"
          + "<path class=\"edge\" d=\"M\(Self.margin + 19),\(y) L\(start.x),\(y)\" "
          + "marker-end=\"url(#arrow)\"/><title>launch</title></g>")
    }
    for column in columns {
      for id in column {
        guard let box = boxes[id] else { continue }
        let node = box.node
        let place = GraphText.title(of: node.location)
        out.append(
          "<g class=\"node\" id=\"n-\(MarkupText.escaped(id))\" "
            + "data-name=\"\(MarkupText.escaped(node.kind))\">"
            + "<title>\(MarkupText.escaped(node.label)), \(MarkupText.escaped(place)) "
            + "(\(MarkupText.escaped(node.feature)))</title>"
            + "<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(Self.boxHeight)\" "
            + "rx=\"5\" style=\"stroke:\(colour(node.location))\"/>"
            + "<text x=\"\(box.x + box.width / 2)\" y=\"\(box.y + 16)\">"
            + "\(MarkupText.escaped(node.label))</text>"
            + "</g>")
      }
    }
    out.append("</g></svg>")
    return out.joined(separator: "\n")
  }

  /// An arrow from `from` to `to`: forward from right edge to left edge; back or within a
  /// column, a loop under both boxes.
  private static func path(_ from: Box, _ to: Box) -> String {
    let fromY = from.y + boxHeight / 2
    let toY = to.y + boxHeight / 2
    if to.x > from.x {
      let startX = from.x + from.width
      let middle = (startX + to.x) / 2
      return "M\(startX),\(fromY) C\(middle),\(fromY) \(middle),\(toY) \(to.x),\(toY)"
    }
    let startX = from.x + from.width / 2
    let endX = to.x + to.width / 2
    let low = max(from.y, to.y) + boxHeight + 14
    return
      "M\(startX),\(from.y + boxHeight) C\(startX),\(low) \(endX),\(low) \(endX),\(to.y + boxHeight)"
  }
}
