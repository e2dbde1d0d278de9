import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// A real navigator over `root`, rendered by the host core into a window of fakes: for what
/// the navigator decides about the user's gestures (guards, back handlers, dialogs).
@MainActor
final class NavigatorHarness {
  let window = FakeWindow()
  let host: ContainerHost
  let navigator: Navigator
  private(set) var gestures: [Gesture] = []
  private(set) var faults: [HostFault] = []

  init(_ content: Content, animates: Bool = false) {
    host = ContainerHost(containers: window)
    window.animator.animates = animates
    navigator = Navigator(
      root: ScriptedRoot { root in _ = try? root.navigate(.replaceRoot(content)) }, host: host)
    host.onGesture = { [unowned self] in self.gestures.append($0) }
    host.onFault = { [unowned self] in self.faults.append($0) }
    navigator.start()
    window.animator.finishAnimations()
  }

  var tree: NavigationTree { navigator.tree }
  var root: Coordinator { navigator.root }
  var stack: Stack { tree.visibleStack! }
  var stackIDs: [NodeID] { stack.entries.array.map(\.id) }
  var navigation: FakeNavigationController { window.visibleNavigationController! }

  /// Performs `operation` for the root coordinator and lets the animations end.
  func perform(_ operation: NavigationOperation) throws {
    _ = try navigator.perform(operation)
    window.animator.finishAnimations()
  }

  /// The journal's results from the `count`th transaction on, oldest first.
  func results(since count: Int) -> [Transaction.Result] {
    navigator.journal.entries.filter { $0.id > count }.map(\.result)
  }

  /// Whether the journal's last entry is a veto by the guard `name`.
  func lastIsVeto(by name: String) -> Bool {
    guard case .vetoed(let stop) = navigator.journal.last?.result else { return false }
    return stop.guardName == name
  }

  /// Expects the navigator, the host's record and the fakes to show the same.
  func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    expectHost(
      host, window: window, faults: faults, inSyncWith: tree, sourceLocation: sourceLocation)
  }
}
