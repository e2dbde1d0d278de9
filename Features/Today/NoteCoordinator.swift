public import AppModels
public import Waypoint

/// The note sheet of an article: the reader writes a note and saves it, or closes the sheet.
/// It finishes with the saved note as its result, for the ``ArticleCoordinator`` that started
/// it (``ProducesResult``).
///
/// While the note holds text that is not saved, nothing the user chooses removes the sheet
/// without asking: one guard, added when the flow starts and removed when it finishes, answers
/// every change that would finish this flow — `close`, a swipe-down, a link — by holding it and
/// showing the `DiscardNote` confirmation dialog. `discard` resumes the held change (against
/// the tree as it is then); `keep` cancels it whole, and the sheet stays. The note's own save
/// is never asked about, and neither is what the app must do (an expired session, a logout, a
/// deleted account): such a change is forced (``GuardedChange/isForced``), so the guard lets
/// it go, and a dialog that was asking goes with the note.
///
/// ```swift
/// article.start(note, as: .present(.sheet, inStack: false)) { result in
///   if case .value(let saved) = result { show(saved) }
/// }
/// ```
public final class NoteCoordinator: TypedFlowCoordinator<TodayRoute>, ProducesResult {
  public typealias Output = ArticleNote

  /// The article the note is on.
  public let article: Article
  private let notes: any NoteClient
  private let navigation: any TodayNavigation
  private weak var model: NoteModel?
  /// The held change the `DiscardNote` dialog asks about, while it is shown.
  private var question: HeldChange?

  /// The journal's name for the guard that asks before an unsaved note is discarded.
  public static let guardName = "unsaved note"

  /// Creates the note flow of an article.
  /// - Parameters:
  ///   - article: The article.
  ///   - notes: Where the note is read from and stored.
  ///   - navigation: Where the session's expiry is reported; held strongly.
  init(article: Article, notes: any NoteClient, navigation: any TodayNavigation) {
    self.article = article
    self.notes = notes
    self.navigation = navigation
    super.init(showing: .note(id: article.id))
  }

  /// Whether the note holds text that is not saved.
  public var hasUnsavedText: Bool { model?.hasUnsavedText ?? false }

  /// Whether the `DiscardNote` dialog is asking about a change now.
  public var isAsking: Bool { question?.state == .waiting }

  /// Adds the guard that asks before an unsaved note is discarded.
  public override func didStart() {
    // It cannot throw here: a flow runs when its `didStart` is called.
    _ = try? addGuard(named: Self.guardName) { [weak self] change in
      guard let self, self.hasUnsavedText, change.finishes(self), !change.isForced,
        change.cause != .finishWithResult(self.name)
      else { return .allow }
      return .ask { [weak self] held in self?.ask(about: held) }
    }
  }

  /// A ``NoteModel`` for the note; the dialog's screen has its own model.
  public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
    guard case .note = route else { return nil }
    let model = NoteModel(
      article: article, saved: notes.note(on: article.id), notes: notes, flow: self,
      navigation: navigation)
    self.model = model
    return model
  }

  /// Closes the sheet (asked about first when the note is not saved).
  func close() throws(NavigationError) {
    guard let navigator, let anchor, let level = navigator.tree.modalLevel(of: anchor) else {
      throw .inactiveCoordinator(name)
    }
    try navigate(level == 0 ? .dismissAll : .dismissTo(level: level - 1))
  }

  // MARK: Asking

  /// Shows the `DiscardNote` dialog about `held`; while it is shown, a newer change replaces
  /// the one it asks about (the older one is cancelled).
  private func ask(about held: HeldChange) {
    if let older = question, older.state == .waiting {
      question = held
      older.cancel()
      return
    }
    question = held
    showDialog(DiscardNoteDialog(articleTitle: article.title), style: .confirmationDialog) {
      [weak self] result in
      self?.answer(result)
    }
  }

  /// Carries out the dialog's answer: `discard` resumes the held change; anything else (`keep`,
  /// or a dialog that ended without an answer) cancels it.
  private func answer(_ result: FlowResult<DiscardNoteChoice>) {
    guard let held = question else { return }
    question = nil
    guard result.value == .discard else {
      held.cancel()
      return
    }
    do {
      try held.resume()
    } catch {
      model?.show(error)  // The journal has it too; the note stays.
    }
  }
}
