import Foundation
import HeadlessBrowser
import Testing

@testable import WaypointShell

/// The trace page in a real browser (headless Chromium): it renders every step, the tree at a
/// chosen step, the failure at its step, the keys and anchors move the selection, the search
/// finds screens, and no script error is thrown. Runs where a Chromium is found
/// (`HeadlessBrowser.find`); with `WAYPOINT_REQUIRE_BROWSER=1` (as CI sets it) a missing one
/// fails instead of skipping.
@MainActor
@Suite(.serialized, .enabled(if: BrowserAvailability.runs))
struct TraceBrowserTests {
  /// A flow of the shop that fails at its last line.
  static let flow = [
    "tap skip", "tap sign-in ann secret", "tap item 3", "tap share", "swipe-down",
    "tap basket", "back", "tab Basket", "tab Catalogue", "tab Basket", "tap item 3",
    "expect screen SignIn",
  ]

  /// Writes the trace of ``flow`` (over the app's graph) into `folder`.
  static func page(in folder: URL) throws -> (URL, NavigationTrace) {
    var explorer = GraphExplorer(ShopShell.composition())
    let trace = try TraceTests.trace(flow, graph: explorer.explore())
    let url = folder.appendingPathComponent("flow.html")
    try Data(trace.html().utf8).write(to: url)
    return (url, trace)
  }

  func selected(_ browser: HeadlessBrowser) throws -> String? {
    try browser.evaluate("document.querySelector('#timeline .step.selected').id") as? String
  }

  @Test func thePageShowsEveryStepTheTreeTheFailureAndFollowsTheKeys() throws {
    let folder = try TraceTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, trace) = try Self.page(in: folder)
    let browser = try HeadlessBrowser.launch()
    defer { browser.close() }
    try browser.open(url)
    #expect(try browser.evaluate("document.body.dataset.ready") as? String == "true")

    // Every step, commands and transactions.
    let count = try browser.evaluate("document.querySelectorAll('#timeline .step').length")
    #expect(count as? Int == trace.steps.count)
    let commands = try browser.evaluate(
      "Array.from(document.querySelectorAll('#timeline .step.command .text')).map(e => e.textContent)"
    )
    #expect(commands as? [String] == ["launch"] + Self.flow)

    // The failure is marked, and the page opens on it.
    let failing = try #require(trace.steps.firstIndex { $0.failure != nil })
    #expect(try selected(browser) == "step-\(failing + 1)")
    #expect(try browser.evaluate("document.querySelectorAll('.step.failed').length") as? Int == 1)
    let failure = try browser.evaluate("document.getElementById('failure').innerText") as? String
    #expect(failure?.contains("screen SignIn") == true)
    #expect(failure?.contains("screen Item(3)") == true, "\(failure ?? "")")
    #expect(try browser.evaluate("document.getElementById('failure').hidden") as? Bool == false)

    // The tree at chosen steps: after the share sheet, and in the Basket tab.
    let share = try #require(trace.steps.firstIndex { $0.text == "tap share" })
    try browser.press("Home")
    #expect(try selected(browser) == "step-1")
    for _ in 0..<share { try browser.press("ArrowRight") }
    #expect(try selected(browser) == "step-\(share + 1)")
    #expect(try browser.evaluate("location.hash") as? String == "#step-\(share + 1)")
    let active = "document.querySelector('#tree .screen.active .name').textContent"
    #expect(try browser.evaluate(active) as? String == "Share(3)")
    let modal = try browser.evaluate("document.querySelector('#tree .modal .label').textContent")
    #expect(modal as? String == "modal 1 · sheet")
    let under = "document.querySelector('#tree .screen.visible .name').textContent"
    #expect(try browser.evaluate(under) as? String == "Item(3)", "the item shows under")
    #expect(
      try browser.evaluate("document.querySelectorAll('#tree .added').length") as? Int ?? 0 > 0)
    try browser.press("ArrowLeft")
    #expect(try selected(browser) == "step-\(share)")
    try browser.press("End")
    #expect(try selected(browser) == "step-\(trace.steps.count)")
    let tab = "document.querySelector('#tree .tabbar .selected').textContent"
    #expect(try browser.evaluate(tab) as? String == "Basket")
    #expect(try browser.evaluate(active) as? String == "Item(3)")

    // An anchor selects its step.
    _ = try browser.evaluate("location.hash = '#step-3'")
    #expect(try selected(browser) == "step-3")

    // The graph, with the path walked so far and the current screen.
    let nodes = try browser.evaluate("document.querySelectorAll('#graph .node').length") as? Int
    #expect(nodes ?? 0 >= 10)
    try browser.press("End")
    let current = try browser.evaluate("document.querySelector('#graph .node.current').id")
    #expect(current as? String == "n-Basket_Item")
    let walked = try browser.evaluate("document.querySelectorAll('#graph .edge.walked').length")
    #expect(walked as? Int ?? 0 >= 3)
    // Every hop of the path is drawn: its arrow walked, or a jump where it has none (tab
    // taps are not drawn as arrows).
    let hops = zip(trace.steps, trace.steps.dropFirst()).map { ($0.node, $1.node) }
      .filter { $0.0 != $0.1 }
    let arrows = try #require(
      try browser.evaluate(
        "Array.from(document.querySelectorAll('#graph .edge.walked[id]')).map(e => e.id)")
        as? [String])
    let jumps = try browser.evaluate("document.querySelectorAll('#graph .jump').length") as? Int
    let drawn = try #require(
      try browser.evaluate(
        "Array.from(document.querySelectorAll('#graph .node')).map(e => e.id.slice(2))")
        as? [String])
    // Screens the graph does not draw (a screen a launch passes) have no hop.
    let unique = Set(
      hops.filter { drawn.contains($0.0) && drawn.contains($0.1) }.map { "e-\($0.0)--\($0.1)" })
    #expect(unique.count == arrows.count + (jumps ?? 0), "\(unique) \(arrows)")
    #expect(Set(arrows).isSubset(of: unique))
    #expect(
      try browser.evaluate("document.querySelector('#graph text.note').textContent") as? String
        != nil)

    // Screens found by name: the steps without one are dimmed.
    _ = try browser.evaluate(
      "const s = document.getElementById('search'); s.value = 'share'; "
        + "s.dispatchEvent(new Event('input')); 0")
    let shown = try browser.evaluate(
      "document.querySelectorAll('#timeline .step:not(.dim)').length")
    let withShare = trace.steps.filter { step in
      "\(trace.trees[step.tree].outline)".contains("Share(")
    }.count
    #expect(shown as? Int == withShare)
    #expect(withShare > 0 && withShare < trace.steps.count)

    let png = try browser.screenshot()
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    try png.write(to: folder.appendingPathComponent("trace.png"))
    #expect(browser.scriptErrors.isEmpty, "\(browser.scriptErrors)")
  }

  @Test func aLivePageFollowsTheFileTheShellRewrites() throws {
    let folder = try TraceTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("live.html")
    let session = try ShellSession(dataDirectory: folder.appendingPathComponent("data"))
    let live = LiveTrace(
      url: url, recorder: TraceRecorder(title: "live", graph: nil, session: session))
    try live.save()
    let browser = try HeadlessBrowser.launch()
    defer { browser.close() }
    try browser.open(url)
    let count = "document.querySelectorAll('#timeline .step').length"
    let first = try #require(try browser.evaluate(count) as? Int)
    #expect(try selected(browser) == "step-\(first)", "a live page opens on its last step")
    for line in ["tap skip", "tap sign-in ann secret"] {
      let output = try session.run(try #require(try Command.parse(line)))
      live.record(line, session: session, output: output, failure: nil)
    }
    try live.save(isFinal: true)
    // The page reloads itself every second while live, so a load may be under way at any
    // moment until the final page shows. Its steps and selection are read in one evaluation
    // (never half of one page and half of the next); an evaluation that meets a page between
    // two loads reads nothing, and the next load is waited for.
    let state =
      "(function () { if (document.body?.dataset.ready !== 'true') return null; "
      + "const selected = document.querySelector('#timeline .step.selected'); "
      + "return [document.querySelectorAll('#timeline .step').length, selected ? selected.id : ''] })()"
    var shown: (count: Int, selected: String)?
    for _ in 0..<10 {
      if let read = (try? browser.evaluate(state)) as? [Any], let count = read.first as? Int,
        let selected = read.last as? String, count > first + 2
      {
        shown = (count, selected)
        break
      }
      try browser.waitForLoad()
    }
    let final = try #require(shown, "the page never showed the new steps")
    #expect(final.selected == "step-\(final.count)", "it follows the last step")
    #expect(browser.scriptErrors.isEmpty, "\(browser.scriptErrors)")
  }

  /// Screens whose graph nodes are named like properties of `Object.prototype` (`__proto__`,
  /// `__defineGetter__`, one the graph does not draw): the page draws every step, the tree and
  /// the path as for any other names.
  @Test func namesOfObjectPropertiesAreScreensLikeAnyOther() throws {
    let folder = try TraceTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("proto.html")
    let trace = try TracePageScriptTests.prototypeTrace()
    try Data(trace.html().utf8).write(to: url)
    let browser = try HeadlessBrowser.launch()
    defer { browser.close() }
    try browser.open(url)
    #expect(browser.scriptErrors.isEmpty, "\(browser.scriptErrors)")
    #expect(try browser.evaluate("document.body.dataset.ready") as? String == "true")
    let steps = try browser.evaluate("document.querySelectorAll('#timeline .step').length")
    #expect(steps as? Int == TracePageScriptTests.prototypeNodes.count)
    #expect(try selected(browser) == "step-\(TracePageScriptTests.prototypeNodes.count)")
    let active = "document.querySelector('#tree .screen.active .name').textContent"
    #expect(try browser.evaluate(active) as? String == "proto__")
    #expect(try browser.evaluate("document.querySelectorAll('#graph .node').length") as? Int == 3)
    let current = try browser.evaluate("document.querySelector('#graph .node.current').id")
    #expect(current as? String == "n-__proto__")
    let visited = try browser.evaluate(
      "Array.from(document.querySelectorAll('#graph .node.visited')).map(e => e.id).sort()")
    #expect(
      visited as? [String] == ["n-__proto__", "n-constructor_toString", "n-hasOwnProperty_valueOf"])
    let walked = try browser.evaluate(
      "Array.from(document.querySelectorAll('#graph .edge.walked[id]')).map(e => e.id)")
    #expect(walked as? [String] == ["e-hasOwnProperty_valueOf--__proto__"])
    #expect(try browser.evaluate("document.querySelectorAll('#graph .jump').length") as? Int == 1)
    // The step on the screen the graph does not draw outlines none; the search finds by name.
    try browser.press("Home")
    try browser.press("ArrowRight")
    #expect(try selected(browser) == "step-2")
    #expect(try browser.evaluate(active) as? String == "defineGetter__")
    #expect(
      try browser.evaluate("document.querySelector('#graph .node.current') === null") as? Bool
        == true)
    _ = try browser.evaluate(
      "const s = document.getElementById('search'); s.value = 'proto'; "
        + "s.dispatchEvent(new Event('input')); 0")
    let found = try browser.evaluate(
      "Array.from(document.querySelectorAll('#graph .node.found')).map(e => e.id)")
    #expect(found as? [String] == ["n-__proto__"])
    #expect(browser.scriptErrors.isEmpty, "\(browser.scriptErrors)")
  }

  @Test func aScriptErrorOnThePageIsSeen() throws {
    let folder = try TraceTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("broken.html")
    try "<!DOCTYPE html><script>undefinedFunction()</script>".write(
      to: url, atomically: true, encoding: .utf8)
    let browser = try HeadlessBrowser.launch()
    defer { browser.close() }
    try browser.open(url)
    #expect(browser.scriptErrors.count == 1)
    #expect(browser.scriptErrors.first?.text.contains("undefinedFunction") == true)
  }
}

/// Whether the browser tests run: a Chromium is found, or CI requires one.
enum BrowserAvailability {
  static let runs =
    HeadlessBrowser.find() != nil
    || ProcessInfo.processInfo.environment["WAYPOINT_REQUIRE_BROWSER"] == "1"
}
