import Waypoint

/// A stand-in for the app: when it starts, it runs `onStart` (usually starting a tab bar that
/// embeds the flow under test as the new root).
@MainActor
final class TestRoot: Coordinator {
  private let onStart: (TestRoot) -> Void

  init(_ onStart: @escaping (TestRoot) -> Void) {
    self.onStart = onStart
    super.init()
  }

  override func didStart() { onStart(self) }
}
