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
  let report = fuzz.run(documents: documents)
  printCounts(report.refusals, as: "refused ")
  print("fuzz_documents \(report.documents)")
  print("fuzz_decoded \(report.decoded)")
  print("fuzz_untyped \(report.untyped.count)")
  for problem in report.untyped.prefix(20) { print(problem) }
  return report.untyped.isEmpty ? 0 : 1
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
  let elapsed = clock.now - start
  printCounts(report.refusals, as: "refused ")
  print("fuzz_links \(report.links)")
  print("fuzz_links_matched \(report.matched)")
  print("fuzz_links_problems \(report.problems.count)")
  print("fuzz_links_seconds \(rounded(Measure.nanoseconds(elapsed) / 1e9))")
  for problem in report.problems.prefix(20) { print(problem) }
  return report.problems.isEmpty ? 0 : 1
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
  let report: RestorationFuzz.Report
  do {
    var fuzz = try RestorationFuzz(seed: seed, directory: directory)
    report = try fuzz.run(files: files)
  } catch {
    print("the fuzz could not run: \(error)")
    return 1
  }
  let elapsed = clock.now - start
  printCounts(report.outcomes)
  print("fuzz_restoration_files \(report.files)")
  print("fuzz_restoration_restored \(report.restored)")
  print("fuzz_restoration_problems \(report.problems.count)")
  print("fuzz_restoration_seconds \(rounded(Measure.nanoseconds(elapsed) / 1e9))")
  for problem in report.problems.prefix(5) { print(problem) }
  return report.problems.isEmpty ? 0 : 1
}

/// Prints counts by name, one indented line each, in name order.
private func printCounts(_ counts: [String: Int], as prefix: String = "") {
  for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
    print("  \(prefix)\(name): \(count)")
  }
}
