import Foundation
import ReadingAppSoak
import WaypointSoak

/// Runs the soak and prints its figures; returns the exit status.
@MainActor
func soak(steps: Int, host: NavigationSoak.HostMode, seed: UInt64?) -> Int32 {
  let seed = seed ?? UInt64.random(in: 0...UInt64.max)
  print(
    "soak seed \(seed), \(steps) steps, \(host) host (replay: waypoint-benchmarks --soak \(steps) --host \(host) --seed \(seed))"
  )
  let clock = ContinuousClock()
  let start = clock.now
  let report = NavigationSoak(seed: seed, host: host).run(steps: steps)
  let elapsed = clock.now - start
  printCounts(report.counts)
  print("soak_steps \(report.steps)")
  print("soak_violations \(report.violations.count)")
  print("soak_seconds \(Int(Measure.nanoseconds(elapsed) / 1e9))")
  for violation in report.violations { print(violation) }
  return report.violations.isEmpty && report.steps == steps ? 0 : 1
}

/// Runs the decoding fuzz and prints its figures; returns the exit status.
@MainActor
func fuzzDecoding(documents: Int, seed: UInt64?) -> Int32 {
  let seed = seed ?? UInt64.random(in: 0...UInt64.max)
  print("decoding fuzz seed \(seed), \(documents) documents")
  var fuzz = DecodingFuzz(seed: seed)
  return printFuzz(
    fuzz.run(documents: documents), countsAs: "refused ",
    names: ("fuzz_documents", "fuzz_decoded", "fuzz_untyped"), listing: 20)
}

/// Runs the link fuzz and prints its figures; returns the exit status.
func fuzzLinks(links: Int, seed: UInt64?) -> Int32 {
  let seed = seed ?? UInt64.random(in: 0...UInt64.max)
  print("link fuzz seed \(seed), \(links) links")
  #if DEBUG
    print("warning: a debug build")
  #endif
  let clock = ContinuousClock()
  let start = clock.now
  var fuzz = LinkFuzz(seed: seed)
  let report = fuzz.run(links: links)
  return printFuzz(
    report, countsAs: "refused ",
    names: ("fuzz_links", "fuzz_links_matched", "fuzz_links_problems"),
    seconds: ("fuzz_links_seconds", clock.now - start), listing: 20)
}

/// Runs the restoration fuzz in a temporary data directory and prints its figures; returns
/// the exit status.
@MainActor
func fuzzRestoration(files: Int, seed: UInt64?) -> Int32 {
  let seed = seed ?? UInt64.random(in: 0...UInt64.max)
  print("restoration fuzz seed \(seed), \(files) files")
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "waypoint-restoration-fuzz-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let clock = ContinuousClock()
  let start = clock.now
  let report: FuzzReport
  do {
    var fuzz = try RestorationFuzz(seed: seed, directory: directory)
    report = try fuzz.run(files: files)
  } catch {
    print("the fuzz could not run: \(error)")
    return 1
  }
  return printFuzz(
    report,
    names: ("fuzz_restoration_files", "fuzz_restoration_restored", "fuzz_restoration_problems"),
    seconds: ("fuzz_restoration_seconds", clock.now - start), listing: 5)
}

/// Prints a fuzz run's figures and returns the exit status: its counts (each name after
/// `prefix`), how many inputs it tried and took and how many problems it found under `names`,
/// its time under the name `seconds` gives when given, then its first `listing` problems.
private func printFuzz(
  _ report: FuzzReport, countsAs prefix: String = "",
  names: (tried: String, taken: String, problems: String),
  seconds: (name: String, elapsed: Duration)? = nil, listing: Int
) -> Int32 {
  printCounts(report.counts, as: prefix)
  print("\(names.tried) \(report.tried)")
  print("\(names.taken) \(report.taken)")
  print("\(names.problems) \(report.problems.count)")
  if let (name, elapsed) = seconds {
    print("\(name) \(rounded(Measure.nanoseconds(elapsed) / 1e9))")
  }
  for problem in report.problems.prefix(listing) { print(problem) }
  return report.problems.isEmpty ? 0 : 1
}

/// Prints counts by name, one indented line each, in name order.
private func printCounts(_ counts: [String: Int], as prefix: String = "") {
  for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
    print("  \(prefix)\(name): \(count)")
  }
}
