import Foundation
import Testing
import Waypoint
import WaypointSoak
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// The UIKit host core on stacks shared with the app's own code, at random: Waypoint's pushes,
/// pops, presents and dismissals, the app's own pushes, pops and sets (adopted as foreign
/// entries) on whichever stack shows, the user's back taps, edge swipes and swipe-downs finished
/// and cancelled, with animations that end at random. Whenever
/// nothing animates, the host's record, the fakes and the navigator show the same tree; no fake
/// saw a misuse UIKit would punish, the host saw nothing it could not explain, and only
/// Waypoint's screens have models.
///
/// `WAYPOINT_FOREIGN_SOAK=SEEDSxSTEPS` (say `60x1500`) runs a larger soak than the default.
@MainActor
@Suite struct ForeignEntriesSoakTests {
  nonisolated static let size: (seeds: UInt64, steps: Int) = {
    let given = ProcessInfo.processInfo.environment["WAYPOINT_FOREIGN_SOAK"] ?? ""
    let parts = given.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return (8, 400) }
    return (UInt64(parts[0]), parts[1])
  }()

  final class ModelRoot: Coordinator {
    final class Model {}
    override func didStart() {
      _ = try? navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
    override func makeModel(for screen: Screen) -> AnyObject? { Model() }
  }

  @Test(arguments: Array(1...size.seeds))
  func waypointAndTheAppsOwnCodeShareAStackInStep(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let window = FakeWindow()
    window.animator.animates = true
    let host = ContainerHost(containers: window)
    host.foreignEntries = .adopt
    var faults: [HostFault] = []
    var gestures: [Gesture] = []
    host.onFault = { faults.append($0) }
    host.onGesture = { gestures.append($0) }
    let navigator = Navigator(root: ModelRoot(), host: host)
    navigator.start()
    window.animator.finishAnimations()
    for step in 0..<Self.size.steps {
      let navigation = try #require(window.visibleNavigationController)
      // The user and the app's own code act between transitions: UIKit takes no touch on a
      // navigation bar while it animates, and a view controller's code runs on a tap.
      let idle = !navigation.isTransitioning
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 1:
        _ = try? navigator.perform(.push(.screen(Route("Detail\(step)"))))
      case 2:
        _ = try? navigator.perform(.pop())
      case 3 where idle:
        navigation.appPush("Legacy\(step % 3)")
      case 4 where idle:
        navigation.appPop()
      case 5 where idle:
        navigation.tapBack()
      case 6 where idle:
        if navigation.beginInteractivePop() {
          navigation.endInteractivePop(completed: Bool.random(using: &random))
        }
      case 7 where idle:
        // Existing code inside a Waypoint stack keeps the stack's root, Waypoint's.
        let above = navigation.viewControllers.dropFirst().filter { _ in
          Int.random(in: 0..<3, using: &random) != 0
        }
        navigation.appSetViewControllers(
          [navigation.viewControllers[0]] + above + [navigation.makeForeign("Set\(step % 2)")])
      case 8:
        // A sheet with a stack of its own: the app's own code pushes onto that one next.
        _ = try? navigator.perform(.present(.stack([.screen(Route("Sheet\(step)"))])))
      case 9:
        _ = try? navigator.perform(.dismiss)
      case 10 where idle:
        window.presenter.swipeDown(release: Bool.random(using: &random))
      default:
        _ = try? navigator.perform(.popToRoot())
      }
      endStep(
        &random, host: host, window: window, navigator: navigator, "seed \(seed), step \(step)")
    }
    window.animator.finishAnimations()
    #expect(window.warnings == [], "seed \(seed)")
    #expect(faults == [], "seed \(seed)")
    #expect(gestures.contains { if case .appChangedStack = $0 { true } else { false } })
    #expect(gestures.contains { if case .edgeSwipe(_, _, false) = $0 { true } else { false } })
    #expect(gestures.contains { if case .swipeDown(_, true) = $0 { true } else { false } })
    navigator.tree.forEachNode { node in
      guard case .screen(let screen) = node else { return }
      #expect(
        (navigator.model(for: screen.id) == nil) == screen.route.isForeign,
        "seed \(seed): \(screen.route) \(screen.id)")
    }
  }
}
