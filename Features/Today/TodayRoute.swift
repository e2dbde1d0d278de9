public import AppModels
public import Waypoint

/// The screens of the Today feature, as typed routes; the tree stores each as its case name
/// and arguments (printed `Article(3)`).
public enum TodayRoute: TypedRoute {
  /// A page of the Today tab: `Today(Pick)`.
  case today(page: TodayPage)
  /// An article: `Article(3)`.
  case article(id: Int)
  /// The share sheet of an article: `Share(3)`.
  case share(id: Int)
  /// The note sheet of an article, where the reader writes a note on it: `Note(3)`.
  case note(id: Int)
  /// The confirmation dialog that asks before an unsaved note is discarded: `DiscardNote`.
  case discardNote
}
