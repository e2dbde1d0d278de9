import Foundation
import Testing

@testable import WaypointShell

/// `graph`: the navigation graph found by exploring the app (the shop), its formats, and the
/// baseline check.
@MainActor
@Suite struct GraphTests {
  static func explore() throws -> (NavigationGraph, GraphExplorer.Statistics) {
    var explorer = GraphExplorer()
    let graph = try explorer.explore()
    return (graph, explorer.statistics)
  }

  static func node(_ location: String, _ kind: String, modal: String? = nil) -> GraphNode {
    let feature =
      ["Shelf": "Catalogue", "Item": "Catalogue", "Share": "Catalogue", "Basket": "Basket"][kind]
      ?? "SignIn"
    return GraphNode(location: location, kind: kind, modal: modal, feature: feature)
  }

  @Test func anItemTapLeadsToTheItemAndBackLeadsBack() throws {
    let (graph, _) = try Self.explore()
    let shelf = Self.node("Catalogue", "Shelf")
    let item = Self.node("Catalogue", "Item")
    #expect(graph.edges.contains(GraphEdge(from: shelf, label: "tap item", to: item)))
    for back in ["back", "edge-swipe", "tap back", "tab Catalogue (reselect)"] {
      #expect(graph.edges.contains(GraphEdge(from: item, label: back, to: shelf)), "\(back)")
    }
    let share = Self.node("Catalogue", "Share", modal: "sheet")
    #expect(graph.edges.contains(GraphEdge(from: item, label: "tap share", to: share)))
    #expect(graph.edges.contains(GraphEdge(from: share, label: "swipe-down", to: item)))
    let basket = Self.node("Basket", "Basket")
    #expect(graph.edges.contains(GraphEdge(from: shelf, label: "tab Basket", to: basket)))
    #expect(graph.start == Self.node("App", "Intro"))
    #expect(
      graph.edges.contains(
        GraphEdge(from: Self.node("App", "SignIn"), label: "tap sign-in", to: shelf)),
      "the demo sign-in the app declares for automation")
  }

  @Test func theItemOnAnotherTabIsAnotherNode() throws {
    let (graph, _) = try Self.explore()
    let list = Self.node("Basket", "Basket")
    let item = Self.node("Basket", "Item")
    #expect(graph.edges.contains(GraphEdge(from: list, label: "tap item", to: item)))
    #expect(graph.nodes.contains(Self.node("Catalogue", "Item")))
  }

  @Test func declaredLinksAreEntryPoints() throws {
    let (graph, _) = try Self.explore()
    let item = graph.links.first { $0.url == "shop://item/1" }
    #expect(item?.to == Self.node("Catalogue", "Item"))
    #expect(graph.links.first { $0.url == "shop://basket" }?.to?.kind == "Basket")
    #expect(graph.mermaid.contains(#"link"#) && graph.mermaid.contains(#"-.-> Catalogue_Item"#))
  }

  @Test func twoExplorationsPrintTheSameText() throws {
    let (first, _) = try Self.explore()
    let (second, _) = try Self.explore()
    #expect(first.mermaid == second.mermaid)
    #expect(first.dot == second.dot)
  }

  @Test func eachStateIsExpandedOnceAndRestoredByAnUndoOrOneReplay() throws {
    let (graph, statistics) = try Self.explore()
    #expect(statistics.states == graph.states)
    #expect(statistics.undos > 0, "tab taps and page swipes are undone, not replayed")
    #expect(statistics.redos > 0, "after a back, the state is restored by its last move")
    #expect(
      statistics.replays + statistics.undos + statistics.redos
        <= statistics.moves + statistics.states,
      "at most one restore per move that changed the state, and one per state")
  }

  @Test func tappingEachTabFromTheFirstStateItIsNotSelectedInFindsWhatTappingFromEveryStateFinds()
    throws
  {
    var sampled = GraphExplorer()
    let graph = try sampled.explore()
    var everywhere = GraphExplorer()
    everywhere.tapsTabsFromEveryState = true
    let full = try everywhere.explore()
    func isTabTap(_ edge: GraphEdge) -> Bool { NavigationGraph.tappedTab(edge.label) != nil }
    #expect(graph.nodes == full.nodes)
    #expect(graph.states == full.states)
    #expect(graph.links == full.links)
    #expect(graph.edges.filter { !isTabTap($0) } == full.edges.filter { !isTabTap($0) })
    #expect(graph.edges.filter(isTabTap).isSubset(of: full.edges.filter(isTabTap)))
    // Every tab has its root.
    #expect(Set(graph.tabRoots.keys) == Set(graph.tabs))
    #expect(Set(graph.tabRoots.keys) == Set(full.tabRoots.keys))
    #expect(graph.tabRoots["Catalogue"] == Self.node("Catalogue", "Shelf"))
    #expect(graph.tabRoots["Basket"] == Self.node("Basket", "Basket"))
    #expect(sampled.statistics.moves < everywhere.statistics.moves)
  }

  @Test func mermaidAndDOTHoldTheSameArrows() throws {
    let (graph, _) = try Self.explore()
    #expect(graph.mermaid.hasPrefix("%% "))
    #expect(graph.mermaid.contains("flowchart LR"))
    #expect(graph.mermaid.contains(#"Catalogue_Shelf -->|"tap item"| Catalogue_Item"#))
    #expect(graph.dot.contains("digraph navigation {"))
    #expect(graph.dot.contains(#"Catalogue_Shelf -> Catalogue_Item [label="tap item"];"#))
    #expect(graph.mermaid.contains(#"subgraph group_Catalogue["Catalogue tab"]"#))
    #expect(graph.dot.contains("subgraph cluster_Catalogue {"))
  }

  @Test func tabTapsAreDrawnOnceFromTheTabBarWhateverTheNumberOfScreens() throws {
    // T tabs, each with a root and a pushed screen: every screen taps every other tab (to its
    // root), its own tab reselects; tab 0's tap from tab 1's pushed screen shows tab 0's pushed
    // screen (a tab that kept it), and stays drawn.
    func graph(tabs count: Int) -> NavigationGraph {
      let tabs = (0..<count).map { "T\($0)" }
      let roots = tabs.map { GraphNode(location: $0, kind: "\($0)Root", modal: nil, feature: $0) }
      let details = tabs.map {
        GraphNode(location: $0, kind: "\($0)Detail", modal: nil, feature: $0)
      }
      var edges: Set<GraphEdge> = []
      for index in tabs.indices {
        edges.insert(GraphEdge(from: roots[index], label: "tap open", to: details[index]))
        edges.insert(GraphEdge(from: details[index], label: "back", to: roots[index]))
        edges.insert(
          GraphEdge(
            from: details[index], label: "tab \(tabs[index]) (reselect)", to: roots[index]))
        for (other, tab) in tabs.enumerated() where other != index {
          for screen in [roots[index], details[index]] {
            edges.insert(GraphEdge(from: screen, label: "tab \(tab)", to: roots[other]))
          }
        }
      }
      edges.remove(GraphEdge(from: details[1], label: "tab T0", to: roots[0]))
      edges.insert(GraphEdge(from: details[1], label: "tab T0", to: details[0]))
      return NavigationGraph(
        start: roots[0], nodes: Set(roots + details), edges: edges, links: [], unreachable: [],
        launching: [], tabs: tabs,
        tabRoots: Dictionary(uniqueKeysWithValues: zip(tabs, roots)), states: 2 * count,
        truncated: false)
    }
    let small = graph(tabs: 3)
    #expect(small.mermaid.contains(#"tabbar{{"tab bar"}}"#))
    #expect(small.mermaid.contains(#"tabbar -->|"tab T1"| T1_T1Root"#))
    #expect(small.mermaid.contains(#"tabbar -->|"tab T0"| T0_T0Root"#))
    #expect(small.mermaid.contains(#"T1_T1Detail -->|"tab T0"| T0_T0Detail"#), "elsewhere")
    #expect(small.mermaid.contains(#"T0_T0Detail -->|"back, tab T0 (reselect)"| T0_T0Root"#))
    #expect(!small.mermaid.contains(#"T0_T0Root -->|"tab T1"|"#))
    #expect(small.dot.contains(#"tabbar -> T1_T1Root [label="tab T1"];"#))
    #expect(!small.dot.contains(#"T0_T0Root -> T1_T1Root"#))
    // Arrows grow with the screens and the tabs, not their product.
    func arrows(_ graph: NavigationGraph) -> Int {
      graph.mermaid.split(separator: "\n").filter { $0.contains("-->|") }.count
    }
    #expect(arrows(small) == 3 * 2 + 3 + 1)
    let large = graph(tabs: 40)
    #expect(large.edges.count > 40 * 2 * 39)
    #expect(arrows(large) == 40 * 2 + 40 + 1)
  }

  @Test func deadEndsAndUnreachableScreensAreListed() {
    let start = Self.node("App", "SignIn")
    let end = Self.node("Catalogue", "Shelf")
    let graph = NavigationGraph(
      start: start, nodes: [start, end],
      edges: [
        GraphEdge(from: start, label: "tap sign-in", to: end),
        GraphEdge(from: end, label: "page next", to: end),
      ],
      links: [GraphLink(url: "shop://nowhere", to: nil, problem: "no such screen")],
      unreachable: [(feature: "Catalogue", screens: ["Share"])], launching: ["Loading"],
      tabs: ["Catalogue"], tabRoots: [:], states: 2, truncated: false)
    let notes = graph.mermaid.split(separator: "\n").filter { $0.hasPrefix("%% ") }.dropFirst()
    #expect(
      Array(notes) == [
        "%% dead ends (no edge to another screen): Catalogue_Shelf",
        "%% shown only while the app launches: Loading",
        "%% unreachable declared screens: Catalogue: Share",
        "%% link shop://nowhere does not land: no such screen",
      ])
    #expect(graph.dot.contains("// dead ends (no edge to another screen): Catalogue_Shelf"))
  }

  // MARK: The baseline

  @Test func theCheckListsALostAndAnAddedEdge() {
    let baseline = """
      %% header
      flowchart LR
        A["A"]
        A -->|"back, tap close"| B
        A -->|"tap share"| C
      """
    let current = """
      %% header
      flowchart LR
        A["A"]
        A -->|"back"| B
        A -->|"tap share"| C
        A -->|"tap note"| D
      """
    #expect(
      GraphBaseline.differences(baseline: baseline, current: current) == [
        #"- edge A -->|"tap close"| B"#, #"+ edge A -->|"tap note"| D"#,
      ])
    #expect(GraphBaseline.check(baseline: current, current: current) == nil)
    #expect(GraphBaseline.check(baseline: current + "\n", current: current)?.count == 1)
  }

  @Test func checkFailsWithExitOneOnAModifiedBaselineAndUpdateRewritesIt() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("graph.mmd").path
    var output: [String] = []
    var errors: [String] = []
    let update = GraphCommand.main(
      GraphOptions(update: file), explorer: GraphExplorer(), write: { output.append($0) },
      error: { errors.append($0) })
    #expect(update == 0)
    #expect(output == ["wrote \(file)"])
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written == (try Self.explore().0.mermaid))
    #expect(
      GraphCommand.main(
        GraphOptions(check: file), explorer: GraphExplorer(), write: { output.append($0) },
        error: { _ in })
        == 0)
    let tap = #"Catalogue_Shelf -->|"tap item"| Catalogue_Item"#
    #expect(written.contains(tap))
    let modified = written.replacingOccurrences(
      of: tap, with: #"Catalogue_Shelf -->|"tap items"| Catalogue_Item"#)
    try modified.write(toFile: file, atomically: true, encoding: .utf8)
    let status = GraphCommand.main(
      GraphOptions(check: file), explorer: GraphExplorer(), write: { output.append($0) },
      error: { errors.append($0) })
    #expect(status == 1)
    let report = errors.joined(separator: "\n")
    #expect(
      report.contains(#"- edge Catalogue_Shelf -->|"tap items"| Catalogue_Item"#), "\(report)")
    #expect(
      report.contains(#"+ edge Catalogue_Shelf -->|"tap item"| Catalogue_Item"#), "\(report)")
    #expect(report.contains("graph --update \(file)"))
  }

  @Test func aMissingBaselineIsAnUnreadableFile() {
    var errors: [String] = []
    let status = GraphCommand.main(
      GraphOptions(check: "/nonexistent/graph.mmd"), explorer: GraphExplorer(), write: { _ in },
      error: { errors.append($0) })
    #expect(status == 2)
    #expect(errors.first?.hasPrefix("error: /nonexistent/graph.mmd: ") == true)
  }

  @Test func theExecutableChecksABaseline() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("graph.dot").path
    #expect(try Self.shell(["graph", "--format", "dot", "--update", file]).status == 0)
    #expect(try Self.shell(["graph", "--format=dot", "--check", file]).status == 0)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "[label=\"tap item\"]", with: "[label=\"tap thing\"]")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let failed = try Self.shell(["graph", "--format", "dot", "--check", file])
    #expect(failed.status == 1)
    #expect(
      failed.errors.contains(#"+ edge Catalogue_Shelf -> Catalogue_Item [label="tap item"];"#))
    let printed = try Self.shell(["graph"])
    #expect(printed.status == 0)
    #expect(printed.output.hasPrefix("%% "))
  }

  /// Runs the shop's shell with `arguments`.
  static func shell(_ arguments: [String]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    try ShopExecutable.run(arguments)
  }

  // MARK: Arguments

  @Test(arguments: [
    (["graph"], GraphOptions()),
    (["graph", "--format", "dot"], GraphOptions(format: .dot)),
    (["--format=mermaid", "graph", "--check", "g.mmd"], GraphOptions(check: "g.mmd")),
    (["graph", "--update=g.mmd", "--stats"], GraphOptions(update: "g.mmd", statistics: true)),
  ])
  func graphArgumentsParse(_ arguments: [String], _ expected: GraphOptions) throws {
    #expect(try ShellArguments.parse(arguments).mode == .graph(expected))
  }

  @Test(arguments: [
    (["graph", "--format", "svg"], "--format takes mermaid or dot, not 'svg'"),
    (
      ["graph", "--check", "a", "--update", "b"],
      "graph takes --check FILE or --update FILE, not both"
    ),
    (["run", "a.flow", "--check", "g.mmd"], "--check applies to graph only"),
    (
      ["graph", "extra"],
      "usage: graph [--format mermaid|dot] [--check FILE | --update FILE] [--stats]"
    ),
    (["graph", "--format", "dot", "--format", "dot"], "--format is given more than once"),
  ])
  func badGraphArgumentsAreRefused(_ arguments: [String], _ message: String) {
    #expect(throws: ShellArguments.UsageError(message: message)) {
      try ShellArguments.parse(arguments)
    }
  }
}
