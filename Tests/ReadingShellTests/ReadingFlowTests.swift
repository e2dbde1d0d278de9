import Foundation
import Testing

@testable import WaypointShell

/// The reading app's flow scripts in `Tests/Flows`, run through the runner's library like the
/// executable runs them.
@MainActor
@Suite struct ReadingFlowTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows")

  nonisolated static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".flow") }.sorted()
  }()

  @Test func thereAreAtLeastTwelveFlows() {
    #expect(Self.files.count >= 12)
  }

  @Test(arguments: files)
  func theFlowPasses(_ file: String) {
    var output: [String] = []
    let outcome = ScriptRunner { output.append($0) }.run(files: [
      Self.folder.appendingPathComponent(file)
    ])
    #expect(outcome == .passed, "\(output.joined(separator: "\n"))")
  }
}
