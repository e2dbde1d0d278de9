import AppModels
import AuthFeature
import Foundation
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@testable import AppShell

/// The note sheet in the composed app: stored in the data directory, and asked about by any
/// change the user makes that would discard unsaved text — a close, a swipe-down, a link —
/// but not by what the app must do (a logout, an expired session: forced changes).
@MainActor
@Suite struct NoteAppTests {
  /// Logged in, article 3 open, its note sheet presented with `draft` written (not saved).
  func unsavedNote(_ draft: String = "half a thought") throws -> AppHarness {
    let app = try AppHarness.loggedIn()
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", draft)
    return app
  }

  typealias Dialog = DialogModel<TodayRoute, DiscardNoteChoice>

  func entries(_ app: AppHarness, since count: Int) -> [Transaction] {
    app.app.navigator.journal.entries.filter { $0.id > count }
  }

  @Test func aSavedNoteIsStoredInTheDataDirectoryAndShownAfterARelaunch() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "Great", "read")
    try app.tap("save")
    app.flow.expectScreen(TodayRoute.article(id: 3))
    #expect(app.model?.message == "Your note: Great read")
    let file = app.dataDirectory.appendingPathComponent("notes.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
    try app.relaunch()
    try app.tap("article", "3")
    #expect(app.model?.message == "Your note: Great read", "read back from notes.json")
    app.flow.expectReleased()
  }

  @Test func deletingTheAccountDeletesTheNotes() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "mine")
    try app.tap("save")
    try app.app.dependencies.account.deleteAllData()
    #expect(app.app.dependencies.notes.note(on: 3) == nil)
    let file = app.dataDirectory.appendingPathComponent("notes.json")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aNoteThatCannotBeWrittenIsKeptAndTheMessageSaysWhy() throws {
    let app = try unsavedNote("keep me")
    defer { app.cleanUp() }
    // A directory where the file should be: the write fails.
    let file = app.dataDirectory.appendingPathComponent("notes.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    try app.tap("save")
    app.flow.expectScreen(TodayRoute.note(id: 3))
    let note = try #require(app.model as? NoteModel)
    #expect(note.message?.hasPrefix("Could not save the note: cannot write \(file.path)") == true)
    #expect(note.draft == "keep me" && note.hasUnsavedText)
    #expect(app.app.coordinator.refusals.isEmpty)
  }

  @Test func aLinkWhileTheNoteIsUnsavedAsksAndKeepCancelsItWhole() throws {
    let app = try unsavedNote()
    defer { app.cleanUp() }
    let before = app.app.navigator.tree
    let note = try #require(app.model as? NoteModel)
    let count = app.app.navigator.journal.recordedCount
    app.app.open("reading://article/8")
    app.flow.expectScreen(TodayRoute.discardNote)
    #expect(app.app.coordinator.refusals.isEmpty, "asking is not refusing")
    try app.tap("keep")
    #expect(app.app.navigator.tree == before, "nothing changed")
    #expect(app.model === note && note.draft == "half a thought")
    let journal = entries(app, since: count)
    let link = Transaction.Cause.draft("open reading://article/8", requester: "App")
    #expect(journal.first?.cause == link)
    #expect(journal.first?.result == .held(by: NoteCoordinator.guardName))
    #expect(journal.last?.cause == link)
    #expect(journal.last?.result == .cancelled(by: NoteCoordinator.guardName))
    app.flow.expectRendered()
  }

  @Test func aLinkWhileTheNoteIsUnsavedLandsAfterDiscard() throws {
    let app = try unsavedNote()
    defer { app.cleanUp() }
    app.app.open("reading://article/8")
    try app.tap("discard")
    app.flow.expectModal(nil)
    app.flow.expectStack(["Today", "Article"])
    app.flow.expectScreen(TodayRoute.article(id: 8))
    #expect(app.app.dependencies.notes.note(on: 3) == nil, "discarded")
    app.flow.expectRendered()
    app.flow.expectReleased()
  }

  @Test func aLogoutWithAnUnsavedNoteIsForcedAndDoesNotAsk() throws {
    let app = try unsavedNote()
    defer { app.cleanUp() }
    app.app.coordinator.handle(.logOut)
    app.flow.expectScreen(AuthRoute.login)
    app.flow.expectModal(nil)
    guard case .forced(let reason, _)? = app.app.navigator.journal.last?.cause else {
      Issue.record("journaled as forced: \(String(describing: app.app.navigator.journal.last))")
      return
    }
    #expect(reason.description == AppIntent.logOut.description)
    #expect(app.app.navigator.journal.last?.finished.allSatisfy { $0.reason == .forced } == true)
    app.flow.expectRendered()
    app.flow.expectReleased()
  }

  @Test func anExpiredSessionWithAnUnsavedNoteGoesToLoginAtOnce() throws {
    let app = try unsavedNote("save me")
    defer { app.cleanUp() }
    try #require(app.model as? NoteModel).sessionExpired()
    app.flow.expectScreen(AuthRoute.login)
    app.flow.expectModal(nil)
    #expect(app.model?.message == AppIntent.sessionExpiredMessage)
    #expect(!app.app.dependencies.session.hasValidSession)
    app.flow.expectRendered()
    app.flow.expectReleased()
  }

  @Test func anExpiredSessionWhileTheDialogAsksCancelsTheQuestionAndTheDialogGoes() throws {
    let app = try unsavedNote()
    defer { app.cleanUp() }
    weak let note = app.model as? NoteModel  // held weakly: it must go with the sheet
    try app.tap("close")
    app.flow.expectScreen(TodayRoute.discardNote)
    let count = app.app.navigator.journal.recordedCount

    try #require(note).sessionExpired()

    app.flow.expectScreen(AuthRoute.login)
    app.flow.expectModal(nil)
    let results = app.app.navigator.journal.entries.filter { $0.id > count }.map(\.result)
    #expect(
      results.first
        == .cancelledByForcedChange(
          heldBy: NoteCoordinator.guardName, reason: AppValue(AppIntent.expireSession.description)))
    app.flow.expectRendered()
    app.flow.expectReleased()
  }
}

/// Restoring the note sheet and not restoring its dialog.
@MainActor
@Suite struct NoteRestorationAppTests {
  @Test func theNoteSheetIsRestoredByTheArticleFlowForItsResult() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    let shape = app.shape
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
    #expect(app.shape == shape)
    app.flow.expectModal("Note")
    let tree = app.app.navigator.tree
    let parent = app.app.navigator.coordinator(anchoredAt: tree.visibleScreen.id)?.parent
    #expect(
      app.app.navigator.coordinator(anchoredAt: tree.visibleScreen.id) is NoteCoordinator)
    #expect(parent is ArticleCoordinator, "started by the article's own code")
    try app.tap("write", "after", "restoring")
    try app.tap("save")
    app.flow.expectScreen(TodayRoute.article(id: 3))
    #expect(app.model?.message == "Your note: after restoring", "the result reached the article")
    app.flow.expectReleased()
  }

  @Test func aDialogIsNeitherSavedNorRestored() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "draft")
    try app.tap("close")
    app.flow.expectScreen(TodayRoute.discardNote)
    let saved = try #require(app.app.store?.load()?.tree)
    #expect(saved.modals.map(\.style) == [.sheet], "saved without the dialog")
    #expect(saved.visibleScreen.route == TodayRoute.note(id: 3).route)
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
    app.flow.expectScreen(TodayRoute.note(id: 3))
    #expect(app.app.navigator.tree.modals.count == 1)
  }

  @Test func aFileHoldingADialogRestoresWithoutIt() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "draft")
    try app.tap("close")
    let withDialog = app.app.navigator.tree
    #expect(withDialog.modals.last?.style == .confirmationDialog)
    // Written by hand (or by an older version): the dialog level is left out.
    let file = app.dataDirectory.appendingPathComponent("navigation-main.json")
    let document = try JSONSerialization.jsonObject(
      with: try JSONEncoder().encode(withDialog))
    let data = try JSONSerialization.data(
      withJSONObject: [
        "version": NavigationStore.readingApp.current, "account": "demo", "tree": document,
      ])
    try data.write(to: file)
    try app.relaunch(restoring: true, saving: false)
    #expect(app.app.restoration == .restored)
    app.flow.expectScreen(TodayRoute.note(id: 3))
    #expect(app.app.navigator.tree.modals.map(\.style) == [.sheet])
    #expect(NavigationStore.withoutDialogs(withDialog).modals.map(\.style) == [.sheet])
  }
}
