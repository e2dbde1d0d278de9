import Testing

@testable import Waypoint

/// The journal keeps a tree only at its checkpoints and computes the others from their steps:
/// what it reads back must be what its observers were told, however long it runs.
@MainActor
@Suite struct JournalCheckpointTests {
  /// A navigator with a small journal, and the trees its observer was told, by transaction.
  final class Told {
    var trees: [Int: NavigationTree] = [:]
  }

  func makeJournaled(capacity: Int) -> (Navigator, Root, Told) {
    let root = Root()
    let navigator = Navigator(root: root, host: HeadlessHost(), journalCapacity: capacity)
    let told = Told()
    navigator.journal.observe { transaction in
      if let tree = transaction.tree { told.trees[transaction.id] = tree }
    }
    navigator.start()
    return (navigator, root, told)
  }

  @Test(arguments: [1, 7, 40, 300])
  func everyEntryReadsTheTreeItsObserversWereToldAcrossCheckpoints(seed: UInt64) throws {
    let (navigator, root, told) = makeJournaled(capacity: 50)
    try navigator.perform(.replaceRoot(.stack([.screen(route("Home"))])))
    var rng = SeededGenerator(seed: seed)
    for index in 0..<(3 * Journal.checkpointInterval + 90) {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0, 1: try root.push(.screen(route("S\(index)")))
      case 2: _ = try? root.pop()  // refused at the root: a refusal between applied entries
      case 3: _ = try? root.present(.screen(route("M\(index)")), style: .sheet)
      default: _ = try? root.dismiss()
      }
    }
    let entries = navigator.journal.entries
    #expect(entries.count == 50)
    let recorded = navigator.journal.recordedCount
    #expect(entries.map(\.id) == Array((recorded - 49)...recorded))
    for entry in entries where entry.tree != nil {
      #expect(entry.tree == told.trees[entry.id], "#\(entry.id)")
    }
    #expect(entries.last { $0.tree != nil }?.tree == navigator.tree)
    let last = try #require(navigator.journal.last)
    #expect(last.tree == (last.error == nil ? navigator.tree : nil))
  }

  @Test func entriesAfterAnIDAreThoseRecordedSinceWithTheirTrees() throws {
    let (navigator, root, told) = makeJournaled(capacity: 256)
    try navigator.perform(.replaceRoot(.stack([.screen(route("Home"))])))
    for index in 0..<(Journal.checkpointInterval + 5) { try root.push(.screen(route("A\(index)"))) }
    let mark = navigator.journal.recordedCount
    try root.push(.screen(route("B")))
    _ = try? root.dismiss()
    let since = navigator.journal.entries(after: mark)
    #expect(since.map(\.id) == [mark + 1, mark + 2])
    #expect(since[0].tree == told.trees[mark + 1])
    #expect(since[1].error == .nothingPresented)
    #expect(navigator.journal.entries(after: navigator.journal.recordedCount).isEmpty)
    #expect(navigator.journal.entries(after: -5).map(\.id) == navigator.journal.entries.map(\.id))
  }
}
