import Testing
import Waypoint
import WaypointSoak
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// The UIKit host core and a split at random: operations from code, the window changing width,
/// the user's back taps and edge swipes in whatever stack shows, with animations that end at
/// random. Whenever nothing animates, the host's record, the fakes and the navigator show the
/// same tree; no fake saw a misuse UIKit would punish, and the host saw nothing it could not
/// explain. Each run collapses, expands, goes back to a column and completes an edge swipe.
@MainActor
@Suite struct SplitHostSoakTests {
  @Test(arguments: Array(1...12) as [UInt64])
  func randomOperationsResizesAndBacksKeepTheHostInStep(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let window = FakeWindow()
    window.animator.animates = true
    let host = ContainerHost(containers: window)
    var faults: [HostFault] = []
    var gestures: [Gesture] = []
    host.onFault = { faults.append($0) }
    host.onGesture = { gestures.append($0) }
    let navigator = Navigator(
      root: ScriptedRoot { root in
        _ = try? root.navigate(.replaceRoot(.split(primary: .screen(Route("List")))))
      }, host: host)
    navigator.start()
    window.animator.finishAnimations()
    var names = 0
    for step in 0..<400 {
      names += 1
      switch Int.random(in: 0..<10, using: &random) {
      case 0: _ = try? navigator.perform(.setColumn(.detail, to: .screen(Route("Article\(names)"))))
      case 1: _ = try? navigator.perform(.push(.screen(Route("Comments\(names)"))))
      case 2: _ = try? navigator.perform(.pop())
      case 3: _ = try? navigator.perform(.setColumn(.detail, to: nil))
      case 4: window.resize(to: Bool.random(using: &random) ? .compact : .regular)
      case 5: _ = try? navigator.perform(.resize(Bool.random(using: &random) ? .compact : .regular))
      // The user's back: UIKit takes no touch on a navigation bar while it animates.
      case 6:
        if let navigation = window.visibleNavigationController, !navigation.isTransitioning {
          navigation.tapBack()
        }
      case 7:
        let navigation = window.visibleNavigationController
        if navigation?.beginInteractivePop() == true {
          navigation?.endInteractivePop(completed: Bool.random(using: &random))
        }
      case 8:
        if let split = navigator.tree.visibleSplit, !split.isCollapsed,
          let column = split.columns.randomElement(using: &random),
          let navigation = window.splitViewController(split.id)?.columns[column],
          !navigation.isTransitioning
        {
          navigation.tapBack()
        }
      default: _ = try? navigator.perform(.showColumn(.primary))
      }
      endStep(
        &random, host: host, window: window, navigator: navigator, "seed \(seed), step \(step)")
    }
    window.animator.finishAnimations()
    #expect(window.warnings == [], "seed \(seed)")
    #expect(gestures.contains(.resize(.compact)) && gestures.contains(.resize(.regular)))
    #expect(gestures.contains { if case .backToColumn = $0 { true } else { false } })
    #expect(gestures.contains { if case .edgeSwipe(_, _, true) = $0 { true } else { false } })
    #expect(faults == [], "seed \(seed)")
  }
}
