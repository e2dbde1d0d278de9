public import Waypoint

/// The choices of the `DiscardNote` dialog, which asks before an unsaved note is discarded.
public enum DiscardNoteChoice: String, DialogChoice {
  /// Discard the note: the change that asked goes on.
  case discard
  /// Keep the note: the change that asked is cancelled, and the note sheet stays.
  case keep

  public var description: String { rawValue }

  /// Escape keeps the note, as a cancelling alert action does.
  public static var escapeChoice: DiscardNoteChoice? { .keep }

  /// What the choice does, as the dialog lists it.
  var summary: String {
    switch self {
    case .discard: "discard the note and go on"
    case .keep: "keep writing: nothing changes"
    }
  }
}
