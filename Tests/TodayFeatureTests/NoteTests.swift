import AppModels
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

/// The note sheet of an article: write, save (the flow's result), close, and the `DiscardNote`
/// dialog that asks before unsaved text is discarded.
@MainActor
@Suite struct NoteTests {
  /// An article open, its note sheet presented.
  func noteOpen(_ today: TodayHarness = TodayHarness(), on id: Int = 3) throws -> TodayHarness {
    try today.openArticle(id)
    try today.visible(ArticleModel.self).perform("note", arguments: [])
    return today
  }

  func note(_ today: TodayHarness) throws -> NoteModel { try today.visible(NoteModel.self) }

  func noteFlow(_ today: TodayHarness) throws -> NoteCoordinator {
    try #require(today.article().children.first as? NoteCoordinator)
  }

  func results(_ journal: Journal, _ result: (Transaction.Result) -> Bool) -> Int {
    journal.entries.filter { result($0.result) }.count
  }

  @Test func noteTapPresentsTheNoteSheetOfTheArticle() throws {
    let today = try noteOpen()
    today.flow.expectModal("Note")
    today.flow.expectScreen(TodayRoute.note(id: 3))
    #expect(TodayRoute.note(id: 3).route.description == "Note(3)")
    let modal = try #require(today.flow.tree.modals.last)
    #expect(modal.style == .sheet)
    let note = try note(today)
    #expect(note.title == "Note")
    #expect(note.lines == ["On “Article 3”", "Nothing written yet.", "Saved"])
    #expect(note.actions.map(\.name) == ["write", "save", "close"])
    #expect(note.actions.first?.usage == "write TEXT…")
    #expect(try noteFlow(today).isActive)
  }

  @Test func undoBringsBackWhatEachWriteReplacedAndIsOfferedOnlyThen() throws {
    let today = try noteOpen()
    let note = try note(today)
    try note.perform("write", arguments: ["one"])
    try note.perform("write", arguments: ["two"])
    #expect(note.actions.map(\.name) == ["write", "undo", "save", "close"])
    try note.perform("undo", arguments: [])
    #expect(note.draft == "one")
    try note.perform("undo", arguments: [])
    #expect(note.draft == "")
    #expect(!note.hasUnsavedText)
    #expect(note.actions.map(\.name) == ["write", "save", "close"])
    note.undo()
    #expect(note.draft == "", "nothing left to undo")
    for index in 0..<(NoteHistory.limit + 5) { note.write("\(index)") }
    #expect(note.history.earlier.count == NoteHistory.limit)
  }

  @Test func writeTakesTheRestOfTheLineAndSaveStoresItAndShowsItOnTheArticle() throws {
    let today = try noteOpen()
    weak let note = try note(today)
    try note?.perform("write", arguments: ["Great", "read"])
    #expect(note?.draft == "Great read")
    #expect(note?.lines.last == "Not saved")
    weak let flow = try noteFlow(today)
    let name = try noteFlow(today).name
    try note?.perform("save", arguments: [])
    today.flow.expectModal(nil)
    today.flow.expectScreen(TodayRoute.article(id: 3))
    #expect(today.notes.note(on: 3) == ArticleNote(articleID: 3, text: "Great read"))
    #expect(try today.article().note?.text == "Great read", "the flow's result reached it")
    let article = try today.visible(ArticleModel.self)
    #expect(article.message == "Your note: Great read")
    #expect(article.actions.first { $0.name == "note" }?.summary == "change your note")
    #expect(flow == nil)
    let journal = today.flow.navigator.journal
    #expect(journal.last?.cause == .finishWithResult(name))
    #expect(journal.last?.tree != nil, "applied")
    #expect(results(journal) { $0 == .held(by: NoteCoordinator.guardName) } == 0, "never asked")
    today.flow.expectReleased()
  }

  @Test func aSavedNoteIsShownWhenTheArticleOpensAndTheSheetStartsWithIt() throws {
    let today = TodayHarness(notes: [ArticleNote(articleID: 3, text: "Read again")])
    try today.openArticle(3)
    #expect(try today.visible(ArticleModel.self).message == "Your note: Read again")
    try today.visible(ArticleModel.self).perform("note", arguments: [])
    let note = try note(today)
    #expect(note.draft == "Read again")
    #expect(!note.hasUnsavedText)
    try note.perform("close", arguments: [])
    today.flow.expectModal(nil)
    #expect(today.notes.saves == 0)
  }

  @Test func closeWithNothingUnsavedClosesAtOnce() throws {
    let today = try noteOpen()
    try note(today).perform("close", arguments: [])
    today.flow.expectModal(nil)
    today.flow.expectScreen(TodayRoute.article(id: 3))
    #expect(today.notes.saves == 0)
    #expect(try today.article().note == nil)
    today.flow.expectReleased()
  }

  @Test func closeWithUnsavedTextAsksWithTheDiscardNoteConfirmationDialog() throws {
    let today = try noteOpen()
    try note(today).perform("write", arguments: ["draft"])
    try note(today).perform("close", arguments: [])
    let modal = try #require(today.flow.tree.modals.last)
    #expect(modal.style == .confirmationDialog)
    today.flow.expectScreen(TodayRoute.discardNote)
    #expect(today.flow.tree.modals.count == 2, "over the note sheet")
    let dialog = try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self)
    #expect(dialog.title == "Discard your note?")
    #expect(dialog.lines == ["Your note on “Article 3” is not saved."])
    #expect(dialog.actions.map(\.name) == ["discard", "keep"])
    #expect(try noteFlow(today).isAsking)
    let held = today.flow.navigator.journal.entries.filter {
      $0.result == .held(by: NoteCoordinator.guardName)
    }
    #expect(held.count == 1, "the close is held by the note's guard")
  }

  @Test func keepCancelsTheChangeWholeAndLeavesEverythingAsItWas() throws {
    let today = try noteOpen()
    let model = try note(today)
    try model.perform("write", arguments: ["draft"])
    let before = today.flow.tree
    let flow = try noteFlow(today)
    let articleFlow = try today.article()
    let articleScreen = try #require(articleFlow.anchor)
    let article = try #require(today.flow.navigator.model(for: articleScreen))
    let entries = today.flow.navigator.journal.recordedCount
    try model.perform("close", arguments: [])
    try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self).perform(
      "keep", arguments: [])
    #expect(today.flow.tree == before, "the same nodes, with the same IDs")
    #expect(try noteFlow(today) === flow && flow.isActive, "the same note flow runs")
    #expect(try note(today) === model, "the same model, with its text")
    #expect(model.draft == "draft")
    #expect(try today.article() === articleFlow && articleFlow.isActive)
    #expect(today.flow.navigator.model(for: articleScreen) === article, "the article's model too")
    #expect(flow.children.isEmpty, "the dialog has gone")
    #expect(!flow.isAsking)
    let journal = today.flow.navigator.journal.entries.filter { $0.id > entries }
    #expect(journal.first?.result == .held(by: NoteCoordinator.guardName))
    #expect(journal.last?.result == .cancelled(by: NoteCoordinator.guardName))
    #expect(journal.last?.cause == journal.first?.cause, "the close, cancelled")
    #expect(today.notes.saves == 0)
    today.flow.expectRendered()
  }

  @Test func discardLetsTheCloseGoOnAndStoresNothing() throws {
    let today = try noteOpen()
    try note(today).perform("write", arguments: ["draft"])
    weak let flow = try noteFlow(today)
    try note(today).perform("close", arguments: [])
    try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self).perform(
      "discard", arguments: [])
    today.flow.expectModal(nil)
    today.flow.expectScreen(TodayRoute.article(id: 3))
    #expect(flow == nil)
    #expect(today.notes.saves == 0)
    #expect(try today.visible(ArticleModel.self).message == nil)
    today.flow.expectReleased()
  }

  @Test func aSwipeDownWithUnsavedTextIsHeldAndDiscardPerformsIt() throws {
    let today = try noteOpen()
    try note(today).perform("write", arguments: ["draft"])
    var reasons: [FinishReason] = []
    try noteFlow(today).onFinish { reasons.append($0) }
    let verdict = try today.flow.host.swipeDown()
    guard case .held(let held) = verdict else {
      Issue.record("expected the swipe to be held, got \(verdict)")
      return
    }
    #expect(held.guardName == NoteCoordinator.guardName)
    today.flow.expectScreen(TodayRoute.discardNote)
    try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self).perform(
      "discard", arguments: [])
    today.flow.expectModal(nil)
    #expect(reasons == [.swipeDown], "the gesture's reason")
    #expect(held.state == .resumed)
    today.flow.expectRendered()
    today.flow.expectReleased()
  }

  @Test func aChangeFromOutsideThatRemovesTheNoteAsksToo() throws {
    let today = try noteOpen()
    try note(today).perform("write", arguments: ["draft"])
    let outcome = try today.today.navigate(.popToRoot(stack: today.today.anchor))
    guard case .held = outcome else {
      Issue.record("expected the pop to be held, got \(outcome)")
      return
    }
    today.flow.expectScreen(TodayRoute.discardNote)
    try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self).perform(
      "discard", arguments: [])
    today.flow.expectStack(["Today"])
    today.flow.expectModal(nil)
    today.flow.expectReleased()
  }

  @Test func aNewerChangeWhileTheDialogAsksReplacesTheOlderOne() throws {
    let today = try noteOpen()
    try note(today).perform("write", arguments: ["draft"])
    try note(today).perform("close", arguments: [])
    let dialog = try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self)
    try today.today.navigate(.popToRoot(stack: today.today.anchor))
    #expect(
      today.flow.navigator.journal.entries.last?.result
        == .cancelled(by: NoteCoordinator.guardName), "the close is given up")
    #expect(try today.visible(DialogModel<TodayRoute, DiscardNoteChoice>.self) === dialog)
    try dialog.perform("discard", arguments: [])
    today.flow.expectStack(["Today"])
    today.flow.expectModal(nil)
  }

  @Test func aNoteThatCannotBeStoredIsKeptAndTheMessageSaysWhy() throws {
    let today = try noteOpen()
    today.notes.failing = true
    let note = try note(today)
    try note.perform("write", arguments: ["precious"])
    try note.perform("save", arguments: [])
    today.flow.expectScreen(TodayRoute.note(id: 3))
    #expect(note.message == "Could not save the note: the disk is full. Your text is kept.")
    #expect(note.draft == "precious")
    #expect(note.hasUnsavedText)
    #expect(today.notes.note(on: 3) == nil)
    #expect(try today.article().note == nil, "no result was delivered")
    today.notes.failing = false
    try note.perform("save", arguments: [])
    today.flow.expectModal(nil)
    #expect(try today.visible(ArticleModel.self).message == "Your note: precious")
  }

  @Test func writeWithoutTextIsRefusedWithItsUsage() throws {
    let today = try noteOpen()
    #expect(throws: ScreenActionError.badArguments("write", usage: "write TEXT…")) {
      try note(today).perform("write", arguments: [])
    }
  }

  @Test func anExpiredSessionIsReportedFromTheNote() throws {
    let today = try noteOpen()
    try note(today).sessionExpired()
    #expect(today.spy.calls == [.sessionExpired])
  }
}

/// How a restoration rebuilds the note sheet: through the article flow's own code, for its
/// result.
@MainActor
@Suite struct NoteRestorationTests {
  func rebuild(_ route: TodayRoute, on today: TodayHarness) throws -> FlowCoordinator? {
    let article = try today.article()
    var rebuilt: FlowCoordinator?
    try today.flow.navigator.perform("restore", by: article) { draft throws(NavigationError) in
      rebuilt = try article.restoreChild(
        showing: route.route, as: .present(.sheet, inStack: false), in: &draft)
    }
    return rebuilt
  }

  @Test func theArticleRebuildsItsNoteSheetForItsResult() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    let note = try #require(try rebuild(.note(id: 3), on: today) as? NoteCoordinator)
    #expect(note.isActive)
    #expect(note.parent === (try today.article()))
    today.flow.expectScreen(TodayRoute.note(id: 3))
    let model = try today.visible(NoteModel.self)
    try model.perform("write", arguments: ["after", "restoring"])
    try model.perform("save", arguments: [])
    #expect(try today.article().note?.text == "after restoring", "the result reaches the article")
    #expect(try today.visible(ArticleModel.self).message == "Your note: after restoring")
  }

  @Test func theArticleLeavesItsOwnScreensToTheRestoration() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    #expect(try rebuild(.share(id: 3), on: today) == nil)
  }

  @Test(arguments: [TodayRoute.note(id: 5), .discardNote])
  func theArticleRefusesANoteOfAnotherArticleAndADialog(route: TodayRoute) throws {
    let today = TodayHarness()
    try today.openArticle(3)
    let before = today.flow.tree
    #expect(throws: NavigationError.self) { try rebuild(route, on: today) }
    #expect(today.flow.tree == before)
    #expect(try today.article().children.isEmpty)
  }
}
