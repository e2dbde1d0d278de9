import WaypointPlugins

extension ScreenActionError {
  /// Whether the action ran and failed (as opposed to being refused).
  var isFailure: Bool {
    if case .failed = self { true } else { false }
  }
}
