import Foundation
import Waypoint
import WaypointSoak

let usage = """
  USAGE: waypoint-benchmarks [--quick] [--check] [--help]
         waypoint-benchmarks --soak [STEPS] [--host immediate|animating|mixed] [--seed SEED]
         waypoint-benchmarks --fuzz-decoding [DOCUMENTS] [--seed SEED]
         waypoint-benchmarks --fuzz-links [LINKS] [--seed SEED]
         waypoint-benchmarks --fuzz-restoration [FILES] [--seed SEED]
         waypoint-benchmarks --repeat SCENARIO [COUNT]

  Measures Waypoint's navigation core in one run and prints one `name value unit` line per
  figure, then a summary. Run it in release:

    swift run -c release waypoint-benchmarks

  Figures (medians over repeated trials, nanoseconds per operation):
    (a) push + pop of a screen owned by a child coordinator through the full transaction path,
        against appending and removing a freshly allocated object in an array; and, as the
        floor any implementation pays, making and dropping only the objects it brings (the
        flow coordinator, with its route, and the screen's model), against the same array;
    (b) finishing one child among N = 10, 1 000 and 10 000 live siblings, against a classic
        coordinator that keeps a childCoordinators array and finishes by filtering it;
    (c) presenting and dismissing a three-deep modal chain, a tab switch, planning a ten-step
        deep target;
    (d) growth: a flow's own push + pop at stack depth 10, 1 000 and 100 000; popping 10, 100
        and 1 000 nested flows in one transaction; a tab switch among 2, 20 and 200 tabs;
    (e) entering from outside: the reading app relaunched from a saved tree of 10, 100 and
        1 000 screens (read, rebuild every flow and model, save); matching a link against 10,
        100 and 1 000 declared patterns, each on its own host and all on one host;
    (f) memory: the heap the journal keeps per transaction (a push or pop on the first tab)
        with 2, 20 and 200 tabs (glibc's allocator statistics; not measured elsewhere);
    (g) the SwiftUI host core in a burst: a deep link that dismisses two sheets, switches tab
        and pushes three screens, on a fake of SwiftUI (WaypointSwiftUITesting) that completes
        each transaction as soon as asked: the time until the bindings show it, the steps per
        second that makes, and the SwiftUI transactions it took (the minimum is 3);
    (h) the session trace page (`waypoint-shell run --trace`) of 10 and 1 000 steps of the
        reading app over its graph: its size, the time to write it, and its time to first
        render in headless Chromium (the page's own mark once its script has drawn it; needs
        a Chromium on PATH or WAYPOINT_BROWSER, else not measured).

  OPTIONS:
    --quick             Fewer trials: checks that every scenario runs (CI), not for figures.
    --check             With the figures: exit 1 when a goal of the summary is missed (the
                        figures alone always exit 0).
    --soak [STEPS]      Runs the seeded navigator soak (default 1 000 000 steps) and prints
                        its counts and any broken promise; exit 1 on a violation.
    --host MODE         The soak's host: immediate (completes at once), animating (every
                        transaction waits for its animation) or mixed (default: switches).
    --fuzz-decoding [N] Decodes N mutated tree documents (default 100 000); exit 1 when one
                        fails untyped or decodes to a tree that breaks a rule.
    --fuzz-links [N]    Reads N mutated link texts (default 100 000) with a LinkTable and prints
                        the refusals by LinkError case; exit 1 when a link that reads does not
                        print back to a link reading to the same route.
    --fuzz-restoration [N]
                        Relaunches the reading app from N mutated saved-navigation files
                        (default 10 000) and prints the outcomes by kind; exit 1 when one is
                        restored to another tree than it holds, refused without being kept
                        aside, or refused for an untyped reason.
    --repeat SCENARIO [N]
                        Runs only one scenario's operation, N times (default 1 000 000), and
                        prints nothing: a program to run under a profiler or a counter
                        (perf record, valgrind --tool=callgrind). SCENARIO is push-pop (a),
                        modal-chain, tab-switch, plan-ten-steps (c), finish-child (b, among
                        10: a pop, then a push to keep 10) or open-link (the reading app,
                        logged in, opens reading://article/8, then its Today tab pops to
                        its root; Tools/measure-link-walk.sh counts what one link costs).
    --seed SEED         The seed for --soak or a fuzz run (default: a random one, printed).
    --help              Shows this text.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
} else {
  do {
    let options = try Options(arguments)
    switch options.mode {
    case .figures(let quick):
      let met = run(quick: quick)
      if options.check && !met { exit(1) }
    case .soak(let steps, let host): exit(soak(steps: steps, host: host, seed: options.seed))
    case .fuzzDecoding(let documents): exit(fuzzDecoding(documents: documents, seed: options.seed))
    case .fuzzLinks(let links): exit(fuzzLinks(links: links, seed: options.seed))
    case .fuzzRestoration(let files): exit(fuzzRestoration(files: files, seed: options.seed))
    case .repeatOperation(let scenario, let count):
      Scenarios(trials: 1, operations: count).repeatOperation(scenario)
    }
  } catch {
    FileHandle.standardError.write(Data("waypoint-benchmarks: \(error)\n\n\(usage)\n".utf8))
    exit(2)
  }
}

@MainActor
/// Measures every figure and prints the summary; returns whether every goal is met.
func run(quick: Bool) -> Bool {
  let scenarios = Scenarios(trials: quick ? 3 : 25, operations: quick ? 100 : 2_000)
  var report = Report()
  #if DEBUG
    print("warning: a debug build; run with `-c release` for figures")
  #endif

  // A first, discarded pass: the first scenario measured otherwise pays for the allocator's and
  // the caches' warm-up, which made the guards' ratios read below 1×.
  _ = scenarios.pushPop()
  _ = scenarios.rawPushPop()
  report.add("push_pop_transaction", scenarios.pushPop(), "ns")
  report.add("push_pop_raw_array", scenarios.rawPushPop(), "ns")
  report.add(
    "push_pop_overhead_ratio",
    report.value("push_pop_transaction") / report.value("push_pop_raw_array"), "x")
  report.add("push_pop_flow_objects", scenarios.flowObjects(), "ns")
  report.add(
    "push_pop_flow_objects_ratio",
    report.value("push_pop_flow_objects") / report.value("push_pop_raw_array"), "x")
  for count in [1, 10] {
    report.add("push_pop_guards\(count)", scenarios.pushPopGuarded(guards: count), "ns")
    report.add(
      "push_pop_guards\(count)_vs_unguarded_ratio",
      report.value("push_pop_guards\(count)") / report.value("push_pop_transaction"), "x")
  }

  let sizes = [10, 1_000, 10_000]
  for n in sizes {
    report.add("finish_child_n\(n)", scenarios.finishChild(among: n), "ns")
    report.add("classic_finish_child_n\(n)", scenarios.classicFinishChild(among: n), "ns")
    report.add(
      "finish_child_vs_classic_ratio_n\(n)",
      report.value("finish_child_n\(n)") / report.value("classic_finish_child_n\(n)"), "x")
  }
  report.add(
    "finish_child_growth_n10000_vs_n10",
    report.value("finish_child_n10000") / report.value("finish_child_n10"), "x")
  report.add(
    "classic_finish_child_growth_n10000_vs_n10",
    report.value("classic_finish_child_n10000") / report.value("classic_finish_child_n10"), "x")

  report.addSeries(
    "own_push_pop_depth{n}", sizes: [10, 1_000, 100_000],
    growth: "own_push_pop_growth_depth100000_vs_10", measure: scenarios.ownPushPop(depth:))
  report.addSeries(
    "nested_teardown_{n}_flows", sizes: [10, 100, 1_000],
    growth: "nested_teardown_per_flow_growth_1000_vs_10", perItem: true,
    measure: scenarios.nestedTeardown(flows:))
  report.addSeries(
    "tab_switch_among_{n}", sizes: [2, 20, 200], growth: "tab_switch_growth_200_vs_2",
    measure: scenarios.tabSwitch(among:))
  report.addSeries(
    "restore_{n}_screens", sizes: [10, 100, 1_000],
    growth: "restore_per_screen_growth_1000_vs_10", perItem: true,
    measure: scenarios.restore(screens:))
  report.addSeries(
    "restore_{n}_screens_with_states", sizes: [10, 100, 1_000],
    growth: "restore_with_states_per_screen_growth_1000_vs_10", perItem: true,
    measure: scenarios.restoreWithStates(screens:))
  report.addSeries(
    "link_match_among_{n}", sizes: [10, 100, 1_000],
    growth: "link_match_growth_1000_vs_10"
  ) { scenarios.matchLink(patterns: $0) }
  report.addSeries(
    "link_match_one_host_among_{n}", sizes: [10, 100, 1_000],
    growth: "link_match_one_host_growth_1000_vs_10"
  ) { scenarios.matchLink(patterns: $0, oneHost: true) }

  let burst = scenarios.swiftUIBurst()
  report.add("swiftui_burst", burst.nanoseconds, "ns")
  report.add("swiftui_burst_steps", Double(burst.steps), "steps")
  report.add("swiftui_burst_transactions", Double(burst.transactions), "transactions")
  report.add(
    "swiftui_burst_steps_per_second", Double(burst.steps) / (burst.nanoseconds / 1e9), "steps/s")

  report.add("modal_chain_3_present_dismiss", scenarios.modalChain(), "ns")
  report.add("tab_switch", scenarios.tabSwitch(), "ns")
  report.add("plan_ten_step_target", scenarios.planTenSteps(), "ns")

  if Scenarios.measuresHeap {
    report.addSeries(
      "journal_bytes_per_entry_{n}_tabs", sizes: [2, 20, 200],
      growth: "journal_bytes_per_entry_growth_200_vs_2", unit: "B",
      measure: scenarios.journalBytesPerEntry(tabs:))
  }

  var traceSummary = "no trace figures"
  do {
    let small = try TraceScenario.measure(steps: 10, trials: quick ? 3 : 15)
    let large = try TraceScenario.measure(steps: 1_000, trials: quick ? 3 : 15)
    report.add("trace_10_steps_bytes", Double(small.bytes), "B")
    report.add("trace_1000_steps_bytes", Double(large.bytes), "B")
    report.add("trace_10_steps_write", small.writeNanoseconds, "ns")
    report.add("trace_1000_steps_write", large.writeNanoseconds, "ns")
    if let smallRender = small.renderMilliseconds, let largeRender = large.renderMilliseconds {
      report.add("trace_10_steps_first_render", smallRender, "ms")
      report.add("trace_1000_steps_first_render", largeRender, "ms")
      report.add("trace_first_render_growth_1000_vs_10", largeRender / smallRender, "x")
    }
    let megabytes = Double(large.bytes) / 1_048_576
    traceSummary =
      "a 1 000-step trace page is \(rounded(megabytes)) MB (goal: at most 2 MB: "
      + "\(megabytes <= 2 ? "met" : "MISSED"))"
      + (large.renderMilliseconds.map {
        " and renders first in \(Int($0.rounded())) ms in headless Chromium (goal: at most "
          + "1 000 ms: \($0 <= 1_000 ? "met" : "MISSED"))"
      } ?? " (no browser found: no render time)")
  } catch {
    print("warning: the trace scenario failed: \(error)")
  }

  let goals = Goal.all(in: report)
  print("\nSummary")
  for goal in goals { print("  " + goal.line) }
  print("  " + traceSummary)
  print(
    """
      With one guard a push + pop costs \(rounded(report.value("push_pop_guards1_vs_unguarded_ratio")))× \
    and with ten guards \(rounded(report.value("push_pop_guards10_vs_unguarded_ratio")))× the same path without guards; \
    the classic coordinator's finish grows \(rounded(report.value("classic_finish_child_growth_n10000_vs_n10")))× \
    from 10 to 10 000 siblings; matching a link among 1 000 patterns that share one host costs \
    \(rounded(report.value("link_match_one_host_growth_1000_vs_10")))× what it costs among 10 (tried in order). \
    The SwiftUI host applied a burst of \(Int(report.value("swiftui_burst_steps"))) steps \
    (two sheets dismissed, a tab switched, three screens pushed) in \
    \(Int(report.value("swiftui_burst_transactions"))) SwiftUI transactions (the minimum: 3), \
    \(Int(report.value("swiftui_burst_steps_per_second"))) steps per second, with no sleep.
    """)
  let missed = goals.filter { !$0.isMet }
  if !missed.isEmpty {
    print(
      "  \(missed.count) of \(goals.count) goals missed: \(missed.map(\.name).joined(separator: ", "))"
    )
  }
  return missed.isEmpty
}

/// A figure's goal: the figure must not exceed `limit`.
struct Goal {
  let name: String
  let value: Double
  let limit: Double
  /// What the figure says, before its goal.
  let text: String

  var isMet: Bool { value <= limit }

  /// The summary line: the figure, the goal, and whether it is met.
  var line: String {
    "\(text) \(rounded(value))× (goal: within \(rounded(limit))×): \(isMet ? "met" : "MISSED")"
  }

  static func all(in report: Report) -> [Goal] {
    var goals = [
      Goal(
        name: "push_pop_overhead_ratio", value: report.value("push_pop_overhead_ratio"),
        limit: 10, text: "push + pop through the transaction path costs, against the raw array,"),
      Goal(
        name: "finish_child_growth_n10000_vs_n10",
        value: report.value("finish_child_growth_n10000_vs_n10"), limit: 2,
        text: "finishing a child among 10 000 siblings costs, against among 10,"),
      Goal(
        name: "own_push_pop_growth_depth100000_vs_10",
        value: report.value("own_push_pop_growth_depth100000_vs_10"), limit: 2,
        text: "a flow's own push + pop at depth 100 000 costs, against at depth 10,"),
      Goal(
        name: "nested_teardown_per_flow_growth_1000_vs_10",
        value: report.value("nested_teardown_per_flow_growth_1000_vs_10"), limit: 2,
        text: "popping 1 000 nested flows costs per flow (linear), against 10,"),
      Goal(
        name: "tab_switch_growth_200_vs_2", value: report.value("tab_switch_growth_200_vs_2"),
        limit: 2, text: "a tab switch among 200 tabs costs, against among 2,"),
      Goal(
        name: "restore_per_screen_growth_1000_vs_10",
        value: report.value("restore_per_screen_growth_1000_vs_10"), limit: 2,
        text: "restoring 1 000 screens costs per screen (linear), against 10,"),
      Goal(
        name: "restore_with_states_per_screen_growth_1000_vs_10",
        value: report.value("restore_with_states_per_screen_growth_1000_vs_10"), limit: 2,
        text: "restoring 1 000 screens that each keep a state costs per screen, against 10,"),
      Goal(
        name: "link_match_growth_1000_vs_10", value: report.value("link_match_growth_1000_vs_10"),
        limit: 2, text: "matching a link among 1 000 patterns on their own hosts costs, against 10,"
      ),
    ]
    if report.has("journal_bytes_per_entry_growth_200_vs_2") {
      goals.append(
        Goal(
          name: "journal_bytes_per_entry_growth_200_vs_2",
          value: report.value("journal_bytes_per_entry_growth_200_vs_2"), limit: 2,
          text: "the heap the journal keeps per transaction with 200 tabs is, against 2 tabs,"))
    }
    return goals
  }
}

func rounded(_ value: Double) -> String {
  "\((value * 100).rounded() / 100)"
}
