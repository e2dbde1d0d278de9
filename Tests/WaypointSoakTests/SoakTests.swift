import Foundation
import Testing
import WaypointSoak

/// The core keeps its promises under seeded random sequences. A failure names its seed;
/// replay it with `WAYPOINT_SOAK_SEED=<seed> swift test --filter SoakTests` (and
/// `WAYPOINT_SOAK_STEPS` for the size).
@MainActor
@Suite struct SoakTests {
  /// Seeds run by default; an environment variable replaces them with one.
  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["WAYPOINT_SOAK_SEED"].flatMap(UInt64.init) { return [seed] }
    return [1, 2, 3, 4]
  }

  static var steps: Int {
    ProcessInfo.processInfo.environment["WAYPOINT_SOAK_STEPS"].flatMap(Int.init) ?? 5_000
  }

  @Test func randomOperationsAndGesturesKeepEveryPromise() {
    for seed in Self.seeds {
      let report = NavigationSoak(seed: seed).run(steps: Self.steps)
      #expect(
        report.violations.isEmpty,
        "seed \(seed): \(report.violations.joined(separator: "\n"))")
      #expect(report.steps == Self.steps)
      #expect((report.counts["accepted"] ?? 0) > Self.steps / 10, "the soak must do real work")
      #expect((report.counts["refused"] ?? 0) > 0, "the soak must try bad requests")
    }
  }

  @Test func mutatedTreeDocumentsDecodeToValidTreesOrTypedErrors() {
    var fuzz = DecodingFuzz(seed: 11)
    let report = fuzz.run(documents: 10_000)
    #expect(report.untyped.isEmpty, "\(report.untyped.prefix(5))")
    #expect(report.decoded > 100, "some mutations must still decode")
    #expect(report.refusals.values.reduce(0, +) > 1_000, "most mutations must be refused")
  }
}
