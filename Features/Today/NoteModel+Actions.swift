public import WaypointPlugins

extension NoteModel {
  /// VoiceOver starts on the text: the sheet opens to write.
  public var firstFocus: String? { "write" }

  /// `write TEXT…`, `undo` (when a write can be undone), `save` and `close`.
  public var actions: [ScreenAction] {
    var actions = [
      ScreenAction("write", text: "TEXT…", "write the note (replaces its text)") {
        [weak self] (text: String) throws(ScreenActionError) in self?.write(text)
      }
    ]
    if !history.earlier.isEmpty {
      actions.append(
        ScreenAction("undo", "bring back the text the last write replaced") {
          [weak self] () throws(ScreenActionError) in self?.undo()
        })
    }
    actions += [
      ScreenAction("save", "save the note and close it") {
        [weak self] () throws(ScreenActionError) in try self?.save()
      },
      ScreenAction("close", hasUnsavedText ? "close (asks first: not saved)" : "close the note") {
        [weak self] () throws(ScreenActionError) in try self?.close()
      },
    ]
    return actions
  }
}
