import Foundation
import Waypoint

@testable import WaypointShell

/// Everything of a trace page that comes from outside, as text: the journal's file name, the
/// tabs, the screens (route names and an argument), the features, the moves' labels, the
/// transactions' texts and the guards' names. It makes the journal and the graph a trace page
/// is written from, and the page itself, as `trace JOURNAL` writes it.
struct TracePageInput {
  /// A screen: its route's name and at most one argument (so that its printed form does not
  /// depend on how the keys sort).
  struct Shown {
    var route: String
    var argument: (key: String, value: String)?
  }

  /// The journal's file name: the page's title.
  var fileName: String
  /// The tabs, each with its stack of screens, root first.
  var tabs: [(name: String, stack: [Shown])]
  /// The features the graph's screens belong to (used in turn).
  var features: [String]
  /// The labels of the graph's moves (used in turn).
  var labels: [String]
  /// The transactions' texts (used in turn).
  var texts: [String]
  /// The guards that answered each transaction.
  var guards: [String]
  /// A sheet the last transaction shows over the tabs, by route name.
  var sheet: String?

  /// The same input with `transform` applied to every text in it.
  func mapped(_ transform: (String) -> String) -> TracePageInput {
    TracePageInput(
      fileName: transform(fileName),
      tabs: tabs.map { tab in
        (
          transform(tab.name),
          tab.stack.map { shown in
            Shown(
              route: transform(shown.route),
              argument: shown.argument.map { (transform($0.key), transform($0.value)) })
          }
        )
      },
      features: features.map(transform), labels: labels.map(transform),
      texts: texts.map(transform), guards: guards.map(transform), sheet: sheet.map(transform))
  }

  /// The journal: one transaction per tab selecting it, then the sheet if there is one.
  /// - Throws: `NavigationError` when the tree refuses the input (two tabs of one name).
  func journal() throws -> JournalExport {
    let content = tabs.map { tab in
      Content.TabContent(
        TabName(tab.name),
        .stack(
          tab.stack.map { shown in
            .screen(Route(shown.route, shown.argument.map { [$0.key: $0.value] } ?? [:]))
          }))
    }
    var trees: [NavigationTree] = try tabs.indices.map { index in
      try NavigationTree(root: .tabs(content, selected: index))
    }
    if let sheet, var last = trees.last {
      try last.perform(.present(.screen(Route(sheet)), style: .sheet))
      trees.append(last)
    }
    let causes = JournalExport.CauseKind.allCases
    let results = JournalExport.ResultKind.allCases
    let entries = trees.enumerated().map { index, tree in
      JournalExport.Entry(
        id: index + 1, cause: causes[index % causes.count],
        result: results[index % results.count], text: texts[index % texts.count], tree: tree,
        guards: guards.isEmpty ? nil : guards, forced: index.isMultiple(of: 3) ? true : nil)
    }
    return JournalExport(recordedCount: entries.count, entries: entries)
  }

  /// The app's graph: every screen of every tab (and the sheet), each leading to the next.
  func graph() -> NavigationGraph {
    var nodes: [GraphNode] = []
    for tab in tabs {
      for shown in tab.stack {
        nodes.append(
          GraphNode(
            location: tab.name, kind: shown.route, modal: nil,
            feature: features[nodes.count % features.count]))
      }
    }
    if let sheet, let tab = tabs.last {
      nodes.append(
        GraphNode(
          location: tab.name, kind: sheet, modal: ModalStyle.sheet.rawValue,
          feature: features[nodes.count % features.count]))
    }
    // Screens of one ID (names that differ only in what an identifier drops) share a box,
    // the first in the drawing's order, which differs between a page and its twin: keep one.
    var ids: Set<String> = []
    nodes.removeAll { !ids.insert($0.id).inserted }
    let edges = zip(nodes, nodes.dropFirst()).enumerated().map { index, pair in
      GraphEdge(from: pair.0, label: labels[index % labels.count], to: pair.1)
    }
    return NavigationGraph(
      start: nodes[0], nodes: Set(nodes), edges: Set(edges), links: [], unreachable: [],
      launching: [], tabs: tabs.map(\.name), tabRoots: [:], states: nodes.count,
      truncated: false)
  }

  /// The page `trace JOURNAL` writes for this input: the journal read back from its JSON.
  func page() throws -> String {
    let text = try JSONEncoder().encode(journal())
    return try Self.page(journalText: text, fileName: fileName, graph: graph())
  }

  /// The page `trace JOURNAL` writes for a journal's JSON text named `fileName`.
  static func page(journalText: Data, fileName: String, graph: NavigationGraph?) throws -> String {
    let journal = try JSONDecoder().decode(JournalExport.self, from: journalText)
    return try NavigationTrace(title: fileName, journal: journal, graph: graph).html()
  }
}
