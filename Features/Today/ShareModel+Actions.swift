public import WaypointPlugins

extension ShareModel {
  /// `close`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("close", "close the share sheet") { [weak self] () throws(ScreenActionError) in
        try self?.close()
      }
    ]
  }
}
