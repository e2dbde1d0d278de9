import Waypoint

/// A stand-in for the app: it shows a Home screen in a stack, pushes one feature flow onto it
/// and then lets the flow go, so that it is owned by the coordinator tree alone.
@MainActor
final class TestRoot: Coordinator {
  private var feature: FlowCoordinator?

  init(pushing feature: FlowCoordinator) {
    self.feature = feature
    super.init()
  }

  override func didStart() {
    guard let feature else { return }
    self.feature = nil
    try! navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    try! start(feature, as: .push())
  }
}
