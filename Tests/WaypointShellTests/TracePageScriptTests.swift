import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// The trace page's script looks the app's names up in `Map`s: a name that is a property of
/// `Object.prototype` (`__proto__`, `constructor`, `__defineGetter__`) finds nothing it should
/// not. The page itself runs in a browser in ``TraceBrowserTests``.
@MainActor
@Suite struct TracePageScriptTests {
  /// The graph nodes the trace of ``prototypeJournal()`` lands on, in order: tab `_` with
  /// `proto__` is `__proto__`; `__defineGetter__` is not in ``prototypeGraph()``.
  static let prototypeNodes = [
    "__proto__", "__defineGetter__", "constructor_toString", "hasOwnProperty_valueOf",
    "__proto__",
  ]

  /// A journal whose screens' graph nodes are named like properties of `Object.prototype`.
  static func prototypeJournal() throws -> JournalExport {
    func tree(_ selected: Int, getter: Bool = false) throws -> NavigationTree {
      let proto: [Content] =
        [.screen(Route("proto__"))] + (getter ? [.screen(Route("defineGetter__"))] : [])
      return try NavigationTree(
        root: .tabs(
          [
            .init("_", .stack(proto)),
            .init("constructor", .stack([.screen(Route("toString"))])),
            .init("hasOwnProperty", .stack([.screen(Route("valueOf"))])),
          ], selected: selected))
    }
    let trees = [try tree(0), try tree(0, getter: true), try tree(1), try tree(2), try tree(0)]
    return JournalExport(
      recordedCount: trees.count,
      entries: trees.enumerated().map { index, tree in
        .init(
          id: index + 1, cause: .operation, result: .applied, text: "step \(index + 1)", tree: tree)
      })
  }

  /// A graph of three of those screens, one move drawn back to `__proto__`.
  static func prototypeGraph() -> NavigationGraph {
    let proto = GraphNode(location: "_", kind: "proto__", modal: nil, feature: "constructor")
    let string = GraphNode(
      location: "constructor", kind: "toString", modal: nil, feature: "__proto__")
    let value = GraphNode(
      location: "hasOwnProperty", kind: "valueOf", modal: nil, feature: "toString")
    return NavigationGraph(
      start: proto, nodes: [proto, string, value],
      edges: [
        GraphEdge(from: proto, label: "tap constructor", to: string),
        GraphEdge(from: value, label: "back", to: proto),
      ],
      links: [], unreachable: [], launching: [], tabs: ["_", "constructor", "hasOwnProperty"],
      tabRoots: [:], states: 3, truncated: false)
  }

  /// The page of ``prototypeJournal()`` over ``prototypeGraph()``.
  static func prototypeTrace() throws -> NavigationTrace {
    NavigationTrace(
      title: "__proto__.json", journal: try prototypeJournal(), graph: prototypeGraph())
  }

  @Test func theTraceLandsOnNodesNamedLikeObjectProperties() throws {
    let trace = try Self.prototypeTrace()
    #expect(trace.steps.map(\.node) == Self.prototypeNodes)
    let svg = GraphDrawing(Self.prototypeGraph()).svg
    #expect(svg.contains("id=\"n-__proto__\""))
    #expect(svg.contains("id=\"e-hasOwnProperty_valueOf--__proto__\""))
  }

  @Test func thePageScriptKeepsNoTableKeyedByNamesInAPlainObject() throws {
    let page = try Self.prototypeTrace().html()
    let script = try #require(PageMarkup(page).scripts.first)
    for plain in ["= {}", "= { ", "Object.keys(", "graphNodes[", "graphEdges[", "jumps[", "moves["]
    {
      #expect(!script.contains(plain), "\(plain)")
    }
    #expect(script.contains("new Map("))
  }
}
