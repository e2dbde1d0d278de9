import Foundation
import ReadingAppSoak
import Testing

/// A short run of the restoration fuzz (the long one is `waypoint-benchmarks
/// --fuzz-restoration`): every mutated file is restored to exactly what it holds, or refused
/// with a typed reason and kept aside.
@MainActor
@Suite struct RestorationFuzzTests {
  @Test(arguments: [1, 2] as [UInt64])
  func mutatedFilesAreRestoredFaithfullyOrRefusedWithAReason(seed: UInt64) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-restoration-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var fuzz = try RestorationFuzz(seed: seed, directory: directory)
    let report = try fuzz.run(files: 150)
    #expect(report.problems.isEmpty, "\(report.problems.prefix(3))")
    #expect(report.tried == 150)
    #expect(report.taken > 0, "some mutations keep a restorable tree: \(report.counts)")
    #expect(
      report.counts.keys.contains { $0.hasPrefix("refused.") },
      "some are refused by the app: \(report.counts)")
    #expect(
      report.counts.keys.contains { $0.hasPrefix("unreadable.") },
      "some do not decode: \(report.counts)")
  }
}
