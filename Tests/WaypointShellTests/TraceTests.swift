import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// The session trace: what `run --trace DIR`, `trace JOURNAL` and the interactive shell's
/// `--trace FILE` write, checked as data here (the page itself is checked in a browser by
/// `TraceBrowserTests`).
@MainActor
@Suite struct TraceTests {
  /// A temporary folder, removed by the caller (the one the recording tests use).
  static func folder() throws -> URL { try RecordTests.folder() }

  /// The trace of `commands` run on a fresh shop, as the shell records it.
  static func trace(_ commands: [String], graph: NavigationGraph? = nil) throws -> NavigationTrace {
    let data = try folder()
    defer { try? FileManager.default.removeItem(at: data) }
    let session = try ShellSession(dataDirectory: data)
    let recorder = TraceRecorder(title: "test", graph: graph, session: session)
    for line in commands {
      let command = try #require(try Command.parse(line))
      do throws(ShellFailure) {
        let output = try session.run(command)
        recorder.record(line, session: session, output: output)
      } catch {
        recorder.record(line, session: session, failure: error, location: "test:1")
      }
    }
    return recorder.trace
  }

  /// The page's data, parsed back from the `<script type="application/json">` element.
  static func data(of html: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"trace-data\">"
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  static let browsing = ["tap skip", "tap sign-in ann secret", "tap item 3", "back"]

  @Test func eachCommandIsFollowedByTheTransactionsItCaused() throws {
    let trace = try Self.trace(Self.browsing)
    let commands = trace.steps.filter { $0.kind == .command }.map(\.text)
    #expect(commands == ["launch"] + Self.browsing)
    // The item's push: a transaction right after its command, that added the item.
    let tap = try #require(trace.steps.firstIndex { $0.text == "tap item 3" })
    let push = trace.steps[tap + 1]
    #expect(push.kind == .transaction)
    #expect(push.result == "applied")
    #expect(trace.trees[push.tree].visibleScreen.route.description == "Item(3)")
    let item = trace.trees[push.tree].visibleScreen.id.description
    #expect(push.added.contains(item))
    // The command shows the tree after it and what it changed since the step before it.
    #expect(trace.trees[trace.steps[tap].tree].visibleScreen.id.description == item)
    #expect(trace.steps[tap].added.contains(item))
    // Back removes the item: its transaction lists it as gone, and the shelf becomes active.
    let back = try #require(trace.steps.lastIndex { $0.kind == .transaction })
    #expect(trace.steps[back].removed == ["Item(3)\(item)"])
    #expect(!trace.steps[back].changed.isEmpty, "the shelf became active again")
    // Transaction numbers follow the journal, without gaps.
    let numbers = trace.steps.compactMap(\.transaction)
    #expect(numbers == Array(1...numbers.count))
  }

  @Test func aRelaunchedAppsTransactionsFollowTheRestartAndTheOldAppIsReleased() throws {
    let trace = try Self.trace(Self.browsing + ["tap item 3", "restart", "expect released"])
    let restart = try #require(trace.steps.firstIndex { $0.text == "restart" })
    let relaunch = trace.steps[(restart + 1)...].prefix { $0.kind == .transaction }
    #expect(relaunch.first?.transaction == 1, "the new app's journal is read from its start")
    #expect(trace.steps.allSatisfy { $0.failure == nil }, "the trace keeps no old app alive")
  }

  @Test func aFailedExpectationIsMarkedAtItsStepWithBothSides() throws {
    let trace = try Self.trace(["tap skip", "tap sign-in ann secret", "expect screen SignIn"])
    let failed = trace.steps.filter { $0.failure != nil }
    #expect(failed.count == 1)
    let failure = try #require(failed.first?.failure)
    #expect(failed.first?.text == "expect screen SignIn")
    #expect(failure.expected == "screen SignIn")
    #expect(failure.actual.hasPrefix("screen Shelf"))
    #expect(failure.location == "test:1")
  }

  @Test func aGuardThatHoldsIsNamedWithItsResult() throws {
    let trace = try Self.trace(GuardsInTheShellTests.unsavedReview + ["swipe-down"])
    let held = try #require(trace.steps.last { $0.result == "held" })
    #expect(held.guards == ["unsaved review"])
    #expect(held.cause == "gesture")
  }

  @Test func resultsAndForcedChangesAsTheTraceNamesThem() throws {
    let tree = try NavigationTree(root: .stack([.screen(Route("Home"))]))
    let entries: [JournalExport.Entry] = [
      .init(id: 1, cause: .setUp, result: .applied, text: "1 set up", tree: tree),
      .init(id: 2, cause: .gesture, result: .vetoed, text: "2 vetoed", guards: ["unsaved"]),
      .init(
        id: 3, cause: .operation, result: .applied, text: "3 forced", tree: tree, forced: true),
      .init(id: 4, cause: .operation, result: .refusedByApp, text: "4 refused"),
      .init(id: 5, cause: .gesture, result: .cancelled, text: "5 cancelled", guards: ["g"]),
    ]
    let trace = NavigationTrace(
      title: "journal", journal: JournalExport(recordedCount: 5, entries: entries))
    #expect(trace.steps.map(\.result) == ["applied", "vetoed", "forced", "refused", "cancelled"])
    #expect(trace.steps[1].guards == ["unsaved"])
    #expect(trace.steps.allSatisfy { $0.tree == 0 }, "a step that did not apply keeps its tree")
    #expect(trace.trees.count == 1)
  }

  @Test func theJournalExportNamesTheGuardsThatAnswered() throws {
    let data = try Self.folder()
    defer { try? FileManager.default.removeItem(at: data) }
    let session = try ShellSession(dataDirectory: data)
    for line in GuardsInTheShellTests.unsavedReview + ["swipe-down"] {
      try session.run(try #require(try Command.parse(line)))
    }
    let export = JournalExport(session.app.navigator.journal)
    let held = try #require(export.entries.last { $0.result == .held })
    #expect(held.guards == ["unsaved review"])
    let decoded = try JSONDecoder().decode(JournalExport.self, from: JSONEncoder().encode(export))
    #expect(decoded == export)
    // A document written before these fields decodes with none.
    let old =
      #"{"version":1,"recordedCount":1,"entries":[{"id":1,"cause":"gesture","result":"dropped","text":"1"}]}"#
    let entry = try JSONDecoder().decode(JournalExport.self, from: Data(old.utf8)).entries[0]
    #expect(entry.guards == nil && entry.forced == nil)
  }

  @Test func thePageIsOneFileThatFetchesNothingAndEscapesWhatItShows() throws {
    var trace = try Self.trace(Self.browsing)
    trace.title = "</script><script>alert(1)</script> & {{data}}"
    let html = try trace.html()
    #expect(!html.contains("<script>alert(1)"))
    #expect(!html.contains("<link"), "no external style sheet")
    #expect(!html.contains(" src="), "no external script or image")
    #expect(!html.contains("@import") && !html.contains("url(http"))
    #expect(html.contains("&amp; {{data}} · Waypoint trace"), "a title's marker is text")
    #expect(html.components(separatedBy: "id=\"trace-data\"").count == 2, "the data once")
    #expect(!html.contains("{{graph}}"), "every marker of the template was filled")
    let data = try Self.data(of: html)
    #expect(data["title"] as? String == trace.title)
    #expect((data["steps"] as? [Any])?.count == trace.steps.count)
    #expect((data["trees"] as? [Any])?.count == trace.trees.count)
    #expect(data["live"] as? Bool == false)
  }

  @Test func everyStepLandsOnANodeOfTheGraph() throws {
    var explorer = GraphExplorer(ShopShell.composition())
    let graph = try explorer.explore()
    let trace = try Self.trace(
      Self.browsing + [
        "tap item 2", "tap basket", "back", "tab Basket", "tap item 2", "tap share", "swipe-down",
      ], graph: graph)
    let ids = Set(graph.nodes.map(\.id))
    let launch = try #require(trace.steps.first)
    for step in trace.steps.dropFirst() where step.kind == .command {
      #expect(ids.contains(step.node), "\(step.text) → \(step.node)")
    }
    #expect(launch.text == "launch")
    let svg = GraphDrawing(graph).svg
    for node in graph.nodes { #expect(svg.contains("id=\"n-\(node.id)\"")) }
    // Screens of one column never overlap.
    let drawing = GraphDrawing(graph)
    for column in drawing.columns {
      let rows = column.compactMap { drawing.boxes[$0]?.y }
      #expect(Set(rows).count == rows.count)
    }
    #expect(try trace.html().contains("<svg"))
  }

  @Test func runWritesAPagePerFlowAndSaysWhere() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let passing = folder.appendingPathComponent("sign-in.flow")
    try "tap skip\ntap sign-in ann secret\nexpect screen Shelf\n".write(
      to: passing, atomically: true, encoding: .utf8)
    let other = folder.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let failing = other.appendingPathComponent("sign-in.flow")
    try "tap skip\nexpect screen Basket\n".write(to: failing, atomically: true, encoding: .utf8)
    let traces = folder.appendingPathComponent("traces", isDirectory: true)
    try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
    var output: [String] = []
    var errors: [String] = []
    let outcome = ScriptRunner(
      traceDirectory: traces, write: { output.append($0) }, error: { errors.append($0) }
    ).run(files: [passing, failing])
    #expect(outcome == .failed)
    #expect(output.contains("trace: \(traces.relativePath)/sign-in.html"))
    #expect(errors.contains("trace of the failure: \(traces.relativePath)/sign-in-2.html"))
    let page = try String(
      contentsOf: traces.appendingPathComponent("sign-in-2.html"), encoding: .utf8)
    let steps = try #require(Self.data(of: page)["steps"] as? [[String: Any]])
    let failure = try #require(steps.last?["failure"] as? [String: Any])
    #expect(failure["expected"] as? String == "screen Basket")
    #expect(failure["location"] as? String == "\(failing.path):2")
  }

  @Test func aJournalExportBecomesAPageBesideIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = folder.appendingPathComponent("bug.json")
    let session = try ShellSession(dataDirectory: folder.appendingPathComponent("data"))
    for line in Self.browsing + ["journal save \(journal.path)"] {
      try session.run(try #require(try Command.parse(line)))
    }
    var output: [String] = []
    var errors: [String] = []
    let status = TraceCommand.main(
      ShopShell.composition(), journal: journal.path, output: nil,
      write: { output.append($0) }, error: { errors.append($0) })
    #expect(status == 0, "\(errors)")
    let page = folder.appendingPathComponent("bug.html")
    let steps = try #require(
      Self.data(of: String(contentsOf: page, encoding: .utf8))["steps"] as? [[String: Any]])
    let export = JournalExport(session.app.navigator.journal)
    #expect(steps.count == export.entries.count)
    #expect(steps.allSatisfy { $0["kind"] as? String == "transaction" })
    #expect(output == ["trace: \(page.path) (\(steps.count) steps)"])
    // Not a journal: a clear error, status 2, nothing written.
    let bad = folder.appendingPathComponent("bad.json")
    try "{}".write(to: bad, atomically: true, encoding: .utf8)
    errors = []
    let refused = TraceCommand.main(
      ShopShell.composition(), journal: bad.path, output: nil, write: { _ in },
      error: { errors.append($0) })
    #expect(refused == 2)
    #expect(errors.first?.contains("not a journal export") == true, "\(errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.html").path))
  }

  @Test func theInteractiveShellRewritesALivePageAfterEveryCommand() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("live.html")
    let session = try ShellSession(dataDirectory: folder.appendingPathComponent("data"))
    var input = ["tap skip", "tap sign-in ann secret", "expect screen SignIn"][...]
    var seen: [(steps: Int, live: Bool)] = []
    let ending = Interactive(
      session: session,
      read: { _ in
        if let text = try? String(contentsOf: page, encoding: .utf8),
          let data = try? Self.data(of: text)
        {
          seen.append(((data["steps"] as? [Any])?.count ?? 0, data["live"] as? Bool ?? false))
        }
        return input.popFirst().map { .line($0) } ?? .end
      },
      write: { _ in },
      trace: LiveTrace(
        url: page, recorder: TraceRecorder(title: "live", graph: nil, session: session))
    ).run()
    #expect(ending == .quit)
    #expect(seen.count == 4, "written before the first command and after each")
    #expect(seen.allSatisfy { $0.live })
    #expect(seen.map(\.steps) == seen.map(\.steps).sorted() && seen[0].steps < seen[3].steps)
    let last = try Self.data(of: String(contentsOf: page, encoding: .utf8))
    #expect(last["live"] as? Bool == false, "the last page stops reloading")
    let steps = try #require(last["steps"] as? [[String: Any]])
    #expect(steps.last?["failure"] != nil, "a failed command is marked in the live trace too")
  }
}
