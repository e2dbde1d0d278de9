import Foundation
import Waypoint

let usage = """
  USAGE: waypoint-benchmarks [--quick] [--help]

  Measures Waypoint's navigation core in one run and prints one `name value unit` line per
  figure, then a summary. Run it in release:

    swift run -c release waypoint-benchmarks

  Figures (medians over repeated trials, nanoseconds per operation):
    (a) push + pop of a screen owned by a child coordinator through the full transaction path,
        against appending and removing a freshly allocated object in an array;
    (b) finishing one child among N = 10, 1 000 and 10 000 live siblings, against a classic
        coordinator that keeps a childCoordinators array and finishes by filtering it;
    (c) presenting and dismissing a three-deep modal chain, a tab switch, planning a ten-step
        deep target.

  OPTIONS:
    --quick   Fewer trials: checks that every scenario runs (CI), not for figures.
    --help    Shows this text.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
} else if let unknown = arguments.first(where: { $0 != "--quick" }) {
  print("waypoint-benchmarks: unknown option '\(unknown)'\n\n\(usage)")
  exit(2)
} else {
  run(quick: arguments.contains("--quick"))
}

@MainActor
func run(quick: Bool) {
  let scenarios = Scenarios(trials: quick ? 3 : 25, operations: quick ? 100 : 2_000)
  var report = Report()
  #if DEBUG
    print("warning: a debug build; run with `-c release` for figures")
  #endif

  report.add("push_pop_transaction", scenarios.pushPop(), "ns")
  report.add("push_pop_raw_array", scenarios.rawPushPop(), "ns")
  report.add(
    "push_pop_overhead_ratio",
    report.value("push_pop_transaction") / report.value("push_pop_raw_array"), "x")

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

  report.add("modal_chain_3_present_dismiss", scenarios.modalChain(), "ns")
  report.add("tab_switch", scenarios.tabSwitch(), "ns")
  report.add("plan_ten_step_target", scenarios.planTenSteps(), "ns")

  let flat = report.value("finish_child_growth_n10000_vs_n10")
  let classic = report.value("classic_finish_child_growth_n10000_vs_n10")
  print(
    """

    Summary
      push + pop through the transaction path costs \(Int(report.value("push_pop_overhead_ratio").rounded()))× \
    the raw array baseline (goal: within 10×).
      Finishing a child among 10 000 siblings costs \(rounded(flat))× what it costs among 10 \
    (goal: within 2×); the classic coordinator's cost grows \(rounded(classic))×.
    """)
}

func rounded(_ value: Double) -> String {
  "\((value * 100).rounded() / 100)"
}
