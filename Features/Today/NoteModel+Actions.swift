public import WaypointPlugins

extension NoteModel {
  /// `write TEXT…`, `save` and `close`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("write", text: "TEXT…", "write the note (replaces its text)") {
        [weak self] (text: String) throws(ScreenActionError) in self?.write(text)
      },
      ScreenAction("save", "save the note and close it") {
        [weak self] () throws(ScreenActionError) in try self?.save()
      },
      ScreenAction("close", hasUnsavedText ? "close (asks first: not saved)" : "close the note") {
        [weak self] () throws(ScreenActionError) in try self?.close()
      },
    ]
  }
}
