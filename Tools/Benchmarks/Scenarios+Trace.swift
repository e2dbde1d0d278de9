import Foundation
import HeadlessBrowser
import ReadingShell
import WaypointShell

/// (h) The session trace: a page of N steps of the reading app (commands and the
/// transactions they caused, over the app's graph): its size, the time to write it, and its
/// time to first render in headless Chromium (the page's own mark when its script has drawn
/// the timeline, the selected step's tree and the graph's path, from the start of navigation).
@MainActor
enum TraceScenario {
  /// The figures of a page of at least `steps` steps; `render` is `nil` when no browser is
  /// found.
  struct Figures {
    let bytes: Int
    let writeNanoseconds: Double
    let renderMilliseconds: Double?
  }

  /// The commands the session repeats: article, sheet, back, pages, tabs.
  static let cycle = [
    "tap article 3", "tap share", "swipe-down", "back", "page next", "tab Bookmarks",
    "tab Today", "page previous",
  ]

  static func measure(steps: Int, trials: Int) throws -> Figures {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-trace-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try ShellSession(
      ReadingShell.composition, dataDirectory: directory.appendingPathComponent("data"))
    var explorer = GraphExplorer(ReadingShell.composition)
    let recorder = TraceRecorder(
      title: "benchmark", graph: try explorer.explore(), session: session)
    for line in ["tap skip", "tap login demo demo1234"]
      + Array(repeating: cycle, count: steps).joined()
    {
      guard recorder.trace.steps.count < steps else { break }
      guard let command = try Command.parse(line, surface: ReadingShell.surface) else { continue }
      let output = try session.run(command)
      recorder.record(line, session: session, output: output)
    }
    let trace = recorder.trace
    // Written once outside the clock too: a page that cannot be written fails the scenario.
    var html = try trace.html()
    let write = Measure.individually(samples: trials) { html = (try? trace.html()) ?? html }
    let page = directory.appendingPathComponent("trace.html")
    try Data(html.utf8).write(to: page)
    guard HeadlessBrowser.find() != nil else {
      return Figures(bytes: html.utf8.count, writeNanoseconds: write, renderMilliseconds: nil)
    }
    let browser = try HeadlessBrowser.launch()
    defer { browser.close() }
    var renders: [Double] = []
    for _ in 0..<max(3, trials / 5) {
      try browser.open(page)
      guard let ready = try browser.evaluate("window.waypointTraceReady") as? Double,
        browser.scriptErrors.isEmpty
      else { throw HeadlessBrowser.Failure(message: "the trace page did not render") }
      renders.append(ready)
    }
    return Figures(
      bytes: html.utf8.count, writeNanoseconds: write,
      renderMilliseconds: Measure.median(renders))
  }
}
