import Foundation

/// `waypoint-shell graph [--format mermaid|dot] [--check FILE | --update FILE] [--stats]`.
@MainActor
enum GraphCommand {
  /// Explores the app and prints its graph, checks it against a baseline, or rewrites one.
  /// - Returns: The exit status: 0; 1 when `--check` finds the navigation changed or the
  ///   exploration fails; 2 when the baseline cannot be read or written.
  static func main(
    _ options: GraphOptions, explorer: GraphExplorer,
    write: @MainActor (String) -> Void, error report: @MainActor (String) -> Void
  ) -> Int32 {
    var explorer = explorer
    let clock = ContinuousClock()
    let started = clock.now
    let graph: NavigationGraph
    do {
      graph = try explorer.explore()
    } catch {
      report("error: the exploration failed: \(error)")
      return 1
    }
    let elapsed = clock.now - started
    if options.statistics {
      let figures = explorer.statistics
      report(
        "explored \(figures.states) states in \(elapsed): \(graph.nodes.count) screens, "
          + "\(graph.edges.count) edges, \(graph.links.filter { $0.to != nil }.count) of "
          + "\(graph.links.count) links landing; \(figures.moves) moves tried, "
          + "\(figures.replays) replays, \(figures.undos) undos, \(figures.redos) redos, \(figures.commands) commands run"
      )
    }
    if graph.truncated {
      report("warning: the exploration stopped at \(graph.states) states: the graph is partial")
    }
    let text = options.format == .dot ? graph.dot : graph.mermaid
    if let path = options.check {
      let command = explorer.composition.command
      return check(text, against: path, command: command, write: write, error: report)
    }
    if let path = options.update { return update(path, with: text, write: write, error: report) }
    write(String(text.dropLast()))
    return 0
  }

  private static func check(
    _ text: String, against path: String, command: String, write: @MainActor (String) -> Void,
    error report: @MainActor (String) -> Void
  ) -> Int32 {
    let baseline: String
    do {
      baseline = String(decoding: try InputFile.read(path: path), as: UTF8.self)
    } catch {
      report("error: \(path): \(error.message)")
      return 2
    }
    guard let differences = GraphBaseline.check(baseline: baseline, current: text) else {
      write("navigation unchanged: \(path)")
      return 0
    }
    let listed = differences.map { "  \($0)" }.joined(separator: "\n")
    report(
      "error: the navigation changed: \(path) differs from the app's graph "
        + "(- only in the baseline, + only in the app):\n\(listed)"
        + "\nIf the change is intended, rewrite the baseline: \(command) graph --update \(path)")
    return 1
  }

  private static func update(
    _ path: String, with text: String, write: @MainActor (String) -> Void,
    error report: @MainActor (String) -> Void
  ) -> Int32 {
    let old = try? InputFile.read(path: path)
    if let old, String(decoding: old, as: UTF8.self) == text {
      write("up to date: \(path)")
      return 0
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      report("error: cannot write \(path): \(error.localizedDescription)")
      return 2
    }
    write("wrote \(path)")
    return 0
  }
}
