import Waypoint

/// A flow showing one screen (or any content), with a model per screen.
@MainActor
final class ScreenFlow: FlowCoordinator {
  var finishCount = 0
  var started = 0
  var onStart: ((ScreenFlow) -> Void)?

  init(_ name: String) {
    super.init(initialContent: .screen(Route(name)))
  }

  init(content: Content) {
    super.init(initialContent: content)
  }

  override func didStart() {
    started += 1
    onStart?(self)
  }

  override func didFinish(_ reason: FinishReason) {
    finishCount += 1
  }

  override func makeModel(for screen: Screen) -> AnyObject? {
    ScreenModel(screen: screen)
  }
}

/// A screen model: what a UI would bind to.
final class ScreenModel {
  let screen: Screen
  /// What a draft's set-up wrote into the model (``NavigationDraft/whenModelIsMade(for:_:)``).
  var note: String?
  init(screen: Screen) { self.screen = screen }
}

/// A root coordinator whose start runs a closure.
@MainActor
final class Root: Coordinator {
  var onStart: (Root) -> Void

  init(onStart: @escaping (Root) -> Void = { _ in }) {
    self.onStart = onStart
  }

  override func didStart() { onStart(self) }
}

/// A navigator on a headless host, with a root whose start places a stack with `Home`.
/// Coordinators hold their navigator weakly: a test keeps the returned navigator alive.
@MainActor
func makeNavigator(
  root content: Content = .stack([.screen(Route("Home"))]),
  start: @escaping (Root) -> Void = { _ in }
) -> (Navigator, HeadlessHost, Root) {
  let host = HeadlessHost()
  let root = Root(onStart: start)
  let navigator = Navigator(root: root, host: host)
  try! navigator.perform(.replaceRoot(content))
  navigator.start()
  return (navigator, host, root)
}

extension NavigationTree {
  /// Route names from the root of the visible stack to its top.
  var stackNames: [String] { visibleStackNames }
}

func route(_ name: String) -> Route { Route(name) }

extension Node {
  /// The ID of this node when it is a stack.
  var stackID: NodeID? {
    if case .stack(let stack) = self { stack.id } else { nil }
  }
}

/// The one screen `Home`, for navigators that accept only a route table's types.
enum HomeRoute: TypedRoute {
  case home
}

/// SplitMix64, so the random values are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
