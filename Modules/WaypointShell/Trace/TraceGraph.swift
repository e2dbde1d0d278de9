/// The app's graph for trace pages, explored once, when the first page needs it, and kept for
/// the others. A feature run alone (`--feature NAME`) draws none: its app is not the graph's.
@MainActor
final class TraceGraph {
  private let composition: ShellComposition
  private let drawn: Bool
  private var explored: NavigationGraph??

  init(_ composition: ShellComposition, feature: String?) {
    self.composition = composition
    drawn = feature == nil
  }

  /// The graph; `nil`, with a warning to `error` once, when exploring fails.
  func graph(_ report: @MainActor (String) -> Void) -> NavigationGraph? {
    guard drawn else { return nil }
    if let explored { return explored }
    var explorer = GraphExplorer(composition)
    do {
      explored = .some(try explorer.explore())
    } catch {
      report("warning: the trace has no graph: \(error)")
      explored = .some(nil)
    }
    return explored ?? nil
  }
}
