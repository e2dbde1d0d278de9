import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting

/// The SwiftUI host core in a burst: a deep link that dismisses two sheets, switches tab and
/// pushes three screens, on a fake of SwiftUI whose transactions complete when it is told.
@MainActor
extension Scenarios {
  /// What one burst costs and takes.
  struct SwiftUIBurst {
    /// The median time of one burst, from the navigator's request until the host settled.
    let nanoseconds: Double
    /// The navigator's steps in one burst.
    let steps: Int
    /// The SwiftUI transactions one burst took.
    let transactions: Int
  }

  /// (f) The deep link on a `SceneHost` over a `FakeScene`: the time from the request until the
  /// bindings show the target (the fake ends each frame and animation as soon as asked), and
  /// the transactions it took. The start (two sheets over the first tab) is built again,
  /// untimed, before each sample.
  func swiftUIBurst() -> SwiftUIBurst {
    let scene = FakeScene()
    let host = SceneHost(renderer: scene)
    let navigator = Navigator(root: BenchmarkRoot(), host: host)
    navigator.start()
    let tabs = Content.tabs([
      .init("Today", .stack([.screen(Route("Today"))])),
      .init("Saved", .stack([.screen(Route("Saved"))])),
    ])
    var steps = 0
    var transactions = 0
    var target = navigator.tree
    let result = Measure.individually(
      samples: trials * 20,
      prepare: {
        try! navigator.perform(.replaceRoot(tabs))
        try! navigator.perform(.present(.screen(Route("First"))))
        try! navigator.perform(.present(.screen(Route("Second"))))
        scene.settle()
        precondition(navigator.tree.modals.count == 2 && host.rendered == navigator.tree)
        target = navigator.tree
        try! target.perform(.dismissAll)
        try! target.perform(.selectTab(.index(1)))
        for name in ["A", "B", "C"] { try! target.perform(.push(.screen(Route(name)))) }
      },
      {
        let before = (navigator.journal.recordedCount, scene.transactions.count)
        try! navigator.perform(.transition(to: target))
        scene.settle()
        precondition(host.rendered == target && scene.warnings.isEmpty)
        transactions = scene.transactions.count - before.1
        if case .applied(let applied, _)? = navigator.journal.last?.result {
          steps = applied.count
        }
        precondition(navigator.journal.recordedCount == before.0 + 1)
      })
    return SwiftUIBurst(nanoseconds: result, steps: steps, transactions: transactions)
  }
}
