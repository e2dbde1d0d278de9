public import WaypointPlugins

extension ShareModel {
  /// `close`, `note`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("close", "close the share sheet") { [weak self] () throws(ScreenActionError) in
        try self?.close()
      },
      ScreenAction("note", "write a note instead: it takes the share sheet's place") {
        [weak self] () throws(ScreenActionError) in try self?.writeNote()
      },
    ]
  }
}
