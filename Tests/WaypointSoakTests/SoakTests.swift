import Foundation
import Testing
import WaypointSoak

/// The core keeps its promises under seeded random sequences. A failure names its seed;
/// replay it with `WAYPOINT_SOAK_SEED=<seed> swift test --filter SoakTests` (and
/// `WAYPOINT_SOAK_STEPS` for the size). Each seed runs with each host mode.
@MainActor
@Suite struct SoakTests {
  /// Seeds run by default; an environment variable replaces them with one.
  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["WAYPOINT_SOAK_SEED"].flatMap(UInt64.init) { return [seed] }
    return [1, 2, 3, 4]
  }

  /// Steps per seed. Every step checks every promise of the tree, the host and the lifetimes,
  /// so this soak was half of `swift test`'s time at 5 000 steps a seed (40 s of 82 in debug);
  /// the large run is `waypoint-benchmarks --soak` (1 000 000 steps, in release).
  static var steps: Int {
    ProcessInfo.processInfo.environment["WAYPOINT_SOAK_STEPS"].flatMap(Int.init) ?? 1_250
  }

  /// What the soak must generate with each host mode, across its seeds: the rarer requests and
  /// gestures, so that a change to the soak cannot quietly stop trying them.
  static let generated = [
    "observer repeat dropped", "observer start on refusal", "hook repeat",
    "page flow at a container in the tree", "late request", "app refusal",
    "lifecycle request", "back to a split's column", "resize with a split", "gesture app push",
    "gesture app set",
  ]

  @Test(arguments: NavigationSoak.HostMode.allCases)
  func randomOperationsAndGesturesKeepEveryPromise(host: NavigationSoak.HostMode) {
    var counts: [String: Int] = [:]
    for seed in Self.seeds {
      let report = NavigationSoak(seed: seed, host: host).run(steps: Self.steps)
      #expect(
        report.violations.isEmpty,
        "seed \(seed), \(host) host: \(report.violations.joined(separator: "\n"))")
      #expect(report.steps == Self.steps)
      #expect((report.counts["accepted"] ?? 0) > Self.steps / 10, "the soak must do real work")
      #expect((report.counts["refused"] ?? 0) > 0, "the soak must try bad requests")
      counts.merge(report.counts, uniquingKeysWith: +)
    }
    for generated in Self.generated {
      #expect((counts[generated] ?? 0) > 0, "the soak must generate \(generated) (\(host) host)")
    }
  }

  @Test func mutatedTreeDocumentsDecodeToValidTreesOrTypedErrors() {
    var fuzz = DecodingFuzz(seed: 11)
    let report = fuzz.run(documents: 10_000)
    #expect(report.problems.isEmpty, "\(report.problems.prefix(5))")
    #expect(report.taken > 100, "some mutations must still decode")
    #expect(report.counts.values.reduce(0, +) > 1_000, "most mutations must be refused")
  }

  @Test func mutatedLinksReadBackOrAreRefusedWithALinkError() {
    var fuzz = LinkFuzz(seed: 13)
    let report = fuzz.run(links: 5_000)
    #expect(report.problems.isEmpty, "\(report.problems.prefix(5))")
    #expect(report.taken > 100, "some mutations must still read")
    for kind in ["notALink", "unknownPath", "missingValue", "malformedValue", "malformedEscape"] {
      #expect((report.counts[kind] ?? 0) > 0, "the fuzz must produce \(kind)")
    }
  }
}
