import Foundation
import Waypoint

/// `trace JOURNAL [--trace FILE]`: a trace page from a journal exported from a running app
/// (JSON, as `journal save FILE` writes it), for example one attached to a bug report.
@MainActor
enum TraceCommand {
  /// Writes the page to `output`, or beside the journal (`bug.json` → `bug.html`), and prints
  /// its path. The journal is read as ``JournalReplay`` reads it (JSON of at most
  /// ``JournalReplay/maximumJournalBytes``), and everything printed is safe on a terminal
  /// (``TerminalText``).
  /// - Returns: The exit status: 0 written, 1 when it cannot be written, 2 when the journal
  ///   cannot be read.
  static func main(
    _ composition: ShellComposition, journal path: String, output: String?,
    write transcript: @MainActor (String) -> Void, error errors: @MainActor (String) -> Void
  ) -> Int32 {
    func write(_ text: String) { transcript(TerminalText.escapedKeepingLineFeeds(text)) }
    func report(_ text: String) { errors(TerminalText.escapedKeepingLineFeeds(text)) }
    let export: JournalExport
    do {
      export = try JournalReplay.read(path)
    } catch {
      report("error: \(TerminalText.escaped(path)): \(TerminalText.escaped(error.message))")
      return 2
    }
    let destination = output ?? Self.page(beside: path)
    var trace = NavigationTrace(
      title: path, journal: export, graph: TraceGraph(composition, feature: nil).graph(report))
    if !export.isComplete {
      trace.title +=
        " (the journal kept its last \(export.entries.count) of "
        + "\(export.recordedCount) transactions)"
    }
    do {
      try Data(trace.html().utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
    } catch {
      report(
        "error: cannot write the trace to \(TerminalText.escaped(destination)): "
          + TerminalText.escaped(error.localizedDescription))
      return 1
    }
    write("trace: \(TerminalText.escaped(destination)) (\(trace.steps.count) steps)")
    return 0
  }

  /// `bug.json` → `bug.html`; a name without `.json` gets `.html` added.
  static func page(beside journal: String) -> String {
    (journal.hasSuffix(".json") ? String(journal.dropLast(5)) : journal) + ".html"
  }
}
