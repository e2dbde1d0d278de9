public import Waypoint
import WaypointPlugins

/// The `DiscardNote` confirmation dialog: asks, over the note sheet, before an unsaved note is
/// discarded. Its choice is its result (``DiscardNoteChoice``).
public final class DiscardNoteDialog: DialogCoordinator<TodayRoute, DiscardNoteChoice> {
  /// The dialog about the unsaved note on the article titled `articleTitle`.
  init(articleTitle: String) {
    super.init(showing: .discardNote) {
      DialogModel(
        $0, title: "Discard your note?", lines: ["Your note on “\(articleTitle)” is not saved."],
        summary: \.summary)
    }
  }
}
