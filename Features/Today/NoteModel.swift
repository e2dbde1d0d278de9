public import AppModels
public import AppNavigation
import Waypoint
public import WaypointPlugins

/// The note sheet's screen: the reader's text, whether it is saved, and write, save and close.
public final class NoteModel: ScreenModel, SessionExpiring {
  /// The article the note is on.
  public let article: Article
  /// The text being written.
  public private(set) var draft: String
  /// The text as stored; empty when there is no note.
  public private(set) var saved: String
  /// Why the last save or close did not happen, if it did not.
  public private(set) var message: String?
  private let notes: any NoteClient
  private let flow: FlowLink<NoteCoordinator>
  private weak var navigation: (any TodayNavigation)?

  init(
    article: Article, saved: ArticleNote?, notes: any NoteClient, flow: NoteCoordinator,
    navigation: any TodayNavigation
  ) {
    self.article = article
    self.saved = saved?.text ?? ""
    self.draft = saved?.text ?? ""
    self.notes = notes
    self.flow = FlowLink(flow)
    self.navigation = navigation
  }

  /// Whether the note holds text that is not saved.
  public var hasUnsavedText: Bool { draft != saved }

  public var title: String { "Note" }

  public var lines: [String] {
    [
      "On “\(article.title)”",
      draft.isEmpty ? "Nothing written yet." : "“\(draft)”",
      hasUnsavedText ? "Not saved" : "Saved",
    ]
  }

  /// The texts the note held before, for ``undo()``: kept for the note's screen while the
  /// process lives, and not saved (``RetainsObject``).
  public private(set) var history = NoteHistory()

  /// Replaces the note's text; nothing is stored until ``save()``. The text it replaces can be
  /// brought back with ``undo()``.
  public func write(_ text: String) {
    history.record(draft)
    draft = text
    message = nil
  }

  /// Brings back the text the last ``write(_:)`` replaced; nothing when there is none.
  public func undo() {
    guard let earlier = history.takeLast() else { return }
    draft = earlier
    message = nil
  }

  /// Stores the note, then closes the sheet with the note as the flow's result. A note that
  /// cannot be stored is not lost: the sheet stays with the text, and the message says why.
  /// - Throws: ``ScreenActionError`` when the flow has finished, or the navigator refuses to
  ///   close the sheet (the note is stored then).
  public func save() throws(ScreenActionError) {
    let flow = try self.flow.reach("save the note")
    let note = ArticleNote(articleID: article.id, text: draft)
    do {
      try notes.save(note)
    } catch {
      message = "Could not save the note: \(error). Your text is kept."
      return
    }
    saved = draft
    message = nil
    do {
      try flow.finish(with: note)
    } catch {
      throw .navigationRefused("close the note", error)
    }
  }

  /// Closes the sheet; with unsaved text, the `DiscardNote` dialog asks first.
  public func close() throws(ScreenActionError) {
    try flow.perform("close the note") { flow throws(NavigationError) in try flow.close() }
  }

  /// Shows why a change the reader confirmed did not happen.
  func show(_ error: NavigationError) {
    message = "Could not go on: \(error)"
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}

/// The texts a note held before its last changes, newest last: what ``NoteModel/undo()``
/// brings back. At most ``limit`` are kept.
public final class NoteHistory {
  /// The most texts kept.
  public static let limit = 50
  /// The earlier texts, oldest first.
  public private(set) var earlier: [String] = []

  public init() {}

  func record(_ text: String) {
    earlier.append(text)
    if earlier.count > Self.limit { earlier.removeFirst(earlier.count - Self.limit) }
  }

  func takeLast() -> String? { earlier.popLast() }
}

extension NoteModel: RetainsObject {
  /// The undo history, given back to the note's rebuilt screen when its window connects
  /// again in the same process (after a process death, the draft comes back without it).
  public var retained: NoteHistory { history }

  public func adopt(_ history: NoteHistory) {
    self.history = history
  }
}

extension NoteModel: SavesScreenState {
  /// The text not yet saved, kept across process death; `nil` when everything is saved.
  public var savedState: String? { hasUnsavedText ? draft : nil }

  /// Takes back the text the reader had written, unsaved: closing asks again before it is
  /// discarded.
  public func restore(_ state: String) {
    draft = state
    message = nil
  }
}
