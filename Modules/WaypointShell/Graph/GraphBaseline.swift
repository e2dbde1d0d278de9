/// `graph --check FILE`: what changed between a committed baseline and the graph the app
/// gives now, as the screens, edges, links and notes each has and the other lacks.
enum GraphBaseline {
  /// One line of a rendering that means something: a screen, an edge (links included) or a
  /// note (dead ends, unreachable screens, refused links).
  struct Item: Hashable, Sendable, CustomStringConvertible {
    enum Kind: String, Sendable {
      case screen, edge, note
    }
    let kind: Kind
    let text: String
    var description: String { "\(kind.rawValue) \(text)" }
  }

  /// The differences between `baseline` and `current` (both Mermaid or both DOT, as
  /// ``NavigationGraph`` writes them): `- edge …` for what only the baseline has, then
  /// `+ edge …` for what only the current graph has. Empty when they mean the same, even if
  /// the texts differ (see ``check(baseline:current:)``).
  static func differences(baseline: String, current: String) -> [String] {
    let old = items(baseline)
    let new = items(current)
    let oldSet = Set(old)
    let newSet = Set(new)
    return old.filter { !newSet.contains($0) }.map { "- \($0)" }
      + new.filter { !oldSet.contains($0) }.map { "+ \($0)" }
  }

  /// What `graph --check` reports: `nil` when the baseline is the graph, else the lines to
  /// print.
  static func check(baseline: String, current: String) -> [String]? {
    guard baseline != current else { return nil }
    let found = differences(baseline: baseline, current: current)
    return found.isEmpty
      ? ["the graph is the same, but the file is not written as `graph` writes it"] : found
  }

  /// The meaningful lines of a rendering, in order, each once.
  static func items(_ text: String) -> [Item] {
    var result: [Item] = []
    var seen: Set<Item> = []
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmed()
      for item in lineItems(line) where seen.insert(item).inserted { result.append(item) }
    }
    return result
  }

  private static let structure = [
    "subgraph", "end", "}", "flowchart", "digraph", "rankdir", "node [", "label=", "launch [",
  ]

  private static func item(_ line: String) -> Item? {
    if line.isEmpty { return nil }
    for comment in ["%% ", "// "] where line.hasPrefix(comment) {
      let text = String(line.dropFirst(comment.count))
      // The header says what the file is, not what the app does.
      return text == NavigationGraph.header ? nil : Item(kind: .note, text: text)
    }
    if structure.contains(where: { line.hasPrefix($0) }) { return nil }
    if line.contains("-->") || line.contains("-.->") || line.contains(" -> ") {
      return Item(kind: .edge, text: withoutLinkNumber(line))
    }
    return Item(kind: .screen, text: line)
  }

  /// The items of one line: an arrow with several labels (`A -->|"back, edge-swipe"| B`) is
  /// an edge per label, so a lost or added command reads as one edge.
  private static func lineItems(_ line: String) -> [Item] {
    guard let item = item(line) else { return [] }
    guard item.kind == .edge, let open = item.text.firstIndex(of: "\""),
      let close = item.text[item.text.index(after: open)...].firstIndex(of: "\"")
    else { return [item] }
    let labels = item.text[item.text.index(after: open)..<close]
      .split(separator: GraphText.labelSeparator, omittingEmptySubsequences: false)
    guard labels.count > 1 else { return [item] }
    let before = item.text[...open]
    let after = item.text[close...]
    return labels.map { Item(kind: .edge, text: String(before) + $0 + after) }
  }

  /// `link3>"reading://mypage"] -.-> X` as `link>"reading://mypage"] -.-> X`: a link's number
  /// follows its place in the list, so another link before it must not change it.
  private static func withoutLinkNumber(_ line: String) -> String {
    let characters = Array(line)
    var result = ""
    var index = 0
    while index < characters.count {
      let previous = index == 0 ? " " : characters[index - 1]
      let startsWord = !(previous.isLetter || previous.isNumber || previous == "_")
      if startsWord, index + 4 <= characters.count,
        String(characters[index..<index + 4]) == "link"
      {
        result += "link"
        index += 4
        while index < characters.count, characters[index].isNumber { index += 1 }
        continue
      }
      result.append(characters[index])
      index += 1
    }
    return result
  }

}

extension Substring {
  /// The text without the spaces and tabs around it.
  fileprivate func trimmed() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }
}
