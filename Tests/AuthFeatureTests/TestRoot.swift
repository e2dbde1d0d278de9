import Waypoint

/// A stand-in for the app: it starts one feature flow as the new root and then lets it go,
/// so that the flow is owned by the coordinator tree alone.
@MainActor
final class TestRoot: Coordinator {
  private var feature: FlowCoordinator?

  init(starting feature: FlowCoordinator) {
    self.feature = feature
    super.init()
  }

  override func didStart() {
    guard let feature else { return }
    self.feature = nil
    try! start(feature, as: .replaceRoot())
  }
}
