import BenchmarkHeap
import Waypoint

/// What the journal keeps: the heap it holds per transaction, measured with the C library's
/// allocator statistics (glibc's `mallinfo2`; elsewhere the figure is not measured).
extension Scenarios {
  /// Whether this platform can count heap bytes in use.
  static var measuresHeap: Bool { benchmark_heap_is_measured() != 0 }

  /// The heap bytes in use now, or 0 where they cannot be counted.
  static func heapInUse() -> Int { Int(benchmark_heap_in_use()) }

  /// Heap bytes the journal holds per transaction with `count` tabs in the tree: the journal is
  /// filled with pushes and pops on the first tab's stack (each changes the tree below the tab
  /// bar), and the growth of the heap in use is divided by the transactions it keeps. Median
  /// over fresh navigators.
  func journalBytesPerEntry(tabs count: Int) -> Double {
    var samples: [Double] = []
    for _ in 0..<max(3, trials / 5) {
      let (navigator, root) = makeNavigator()
      let flows = (0..<count).map { _ in BenchmarkFlow() }
      let tabs = TabCoordinator(tabs: flows.enumerated().map { (TabName("Tab\($0)"), $1) })
      try! root.start(tabs, as: .replaceRoot())
      let before = Self.heapInUse()
      let recordedBefore = navigator.journal.entries.count
      for index in 0..<navigator.journal.capacity {
        if index % 2 == 0 {
          try! flows[0].push(.screen(Route("Comments")))
        } else {
          try! flows[0].pop()
        }
      }
      let added = navigator.journal.entries.count - recordedBefore
      precondition(added > 0)
      samples.append(Double(Self.heapInUse() - before) / Double(added))
      withExtendedLifetime(navigator) {}
    }
    return Measure.median(samples)
  }
}
