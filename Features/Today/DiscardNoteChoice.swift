public import Waypoint

/// The choices of the `DiscardNote` dialog, which asks before an unsaved note is discarded.
public enum DiscardNoteChoice: String, DialogChoiceWithRole {
  /// Discard the note: the change that asked goes on.
  case discard
  /// Keep the note: the change that asked is cancelled, and the note sheet stays.
  case keep

  public var description: String { rawValue }

  /// Discarding cannot be undone; keeping cancels, and is what escape chooses.
  public var role: DialogAction.Role { self == .discard ? .destructive : .cancel }

  /// What the choice does, as the dialog lists it.
  var summary: String {
    switch self {
    case .discard: "discard the note and go on"
    case .keep: "keep writing: nothing changes"
    }
  }
}
