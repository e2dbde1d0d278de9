import AppModels
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@MainActor
@Suite struct ArticleCoordinatorTests {
  @Test func anArticleIsPushedOntoTheTodayTabAndShowsItsSummaryAndBookmarkState() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    today.flow.expectStack(["Today", "Article"])
    today.flow.expectScreen(TodayRoute.article(id: 3))
    let model = try today.visible(ArticleModel.self)
    #expect(model.title == "Article 3")
    #expect(model.lines == ["Summary 3", "Bookmarked: no"])
    #expect(model.actions.map(\.name) == ["bookmark", "share", "note", "back"])
    #expect(model.message == nil, "no note yet")
    #expect(model.actions.first?.summary == "bookmark")
  }

  @Test func anArticleBookmarkedBeforeSaysSo() throws {
    let today = TodayHarness(bookmarked: [3])
    try today.openArticle(3)
    let model = try today.visible(ArticleModel.self)
    #expect(model.lines.last == "Bookmarked: yes")
    #expect(model.actions.first?.summary == "remove the bookmark")
  }

  @Test func bookmarkTogglesTheBookmarkInTheClient() throws {
    let today = TodayHarness(bookmarked: [5])
    try today.openArticle(3)
    let model = try today.visible(ArticleModel.self)
    try model.perform("bookmark", arguments: [])
    #expect(today.bookmarks.bookmarkedIDs == [5, 3])
    #expect(model.lines.last == "Bookmarked: yes")
    #expect(model.actions.first?.summary == "remove the bookmark")
    try model.perform("bookmark", arguments: [])
    #expect(today.bookmarks.bookmarkedIDs == [5])
    #expect(model.lines.last == "Bookmarked: no")
  }

  @Test func aBookmarkThatCannotBeSavedFailsAndChangesNothing() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    today.bookmarks.failing = true
    let model = try today.visible(ArticleModel.self)
    let error = #expect(throws: ScreenActionError.self) {
      try model.perform("bookmark", arguments: [])
    }
    guard case .failed(let text)? = error else {
      Issue.record("expected a failure, got \(String(describing: error))")
      return
    }
    #expect(text.hasPrefix("could not save the bookmark: "))
    #expect(today.bookmarks.bookmarkedIDs.isEmpty)
    #expect(model.lines.last == "Bookmarked: no")
  }

  @Test func shareShowsASheetWithTheArticlesTitle() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    try today.visible(ArticleModel.self).perform("share", arguments: [])
    today.flow.expectModal("Share")
    today.flow.expectScreen(TodayRoute.share(id: 3))
    let modal = try #require(today.flow.tree.modals.last)
    #expect(modal.style == .sheet)
    #expect(modal.content.screen != nil, "the share sheet is a bare screen, not a stack")
    let share = try today.visible(ShareModel.self)
    #expect(share.title == "Share")
    #expect(share.lines == ["Share “Article 3”"])
    #expect(share.actions.map(\.name) == ["close", "note"])
  }

  @Test func noteOnTheShareSheetShowsTheNoteInItsPlaceAndSavesToTheArticle() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    try today.visible(ArticleModel.self).perform("share", arguments: [])
    let sheet = try #require(today.flow.tree.modals.last)
    weak let share = try today.visible(ShareModel.self)
    try share?.perform("note", arguments: [])
    let modal = try #require(today.flow.tree.modals.last)
    #expect(today.flow.tree.modals.count == 1)
    #expect(modal.presentation == sheet.presentation, "the same sheet, replaced in place")
    #expect(modal.style == .sheet)
    #expect(today.flow.navigator.journal.last?.steps == [.replaceModal(modal.content)])
    today.flow.expectScreen(TodayRoute.note(id: 3))
    #expect(share == nil, "the share screen's model went")
    try today.visible(NoteModel.self).perform("write", arguments: ["Worth sharing later"])
    try today.visible(NoteModel.self).perform("save", arguments: [])
    today.flow.expectModal(nil)
    #expect(try today.visible(ArticleModel.self).message == "Your note: Worth sharing later")
    today.flow.expectReleased()
  }

  @Test func theArticleHearsItIsVisibleUnderTheShareSheetAndHiddenOnAnotherTab() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    let article = try today.visible(ArticleModel.self)
    #expect(article.lifecycle == .active)
    try article.perform("share", arguments: [])
    #expect(article.lifecycle == .visible)
    today.flow.expectLifecycle(TodayRoute.article(id: 3), .visible)
    try today.visible(ShareModel.self).perform("close", arguments: [])
    #expect(article.lifecycle == .active)
    try today.flow.host.tapTab("Bookmarks")
    #expect(article.lifecycle == .hidden)
  }

  @Test func closeDismissesTheShareSheetAndReleasesItsModel() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    try today.visible(ArticleModel.self).perform("share", arguments: [])
    weak let share = try today.visible(ShareModel.self)
    try share?.perform("close", arguments: [])
    today.flow.expectModal(nil)
    today.flow.expectScreen(TodayRoute.article(id: 3))
    #expect(share == nil)
    today.flow.expectReleased()
  }

  @Test func swipingTheShareSheetDownReleasesItsModel() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    try today.visible(ArticleModel.self).perform("share", arguments: [])
    weak let share = try today.visible(ShareModel.self)
    try today.flow.host.swipeDown()
    today.flow.expectModal(nil)
    #expect(share == nil)
    #expect(try today.visible(ArticleModel.self).actions.map(\.name).contains("share"))
    today.flow.expectReleased()
  }

  @Test func backPopsTheArticleAndReleasesItsCoordinator() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    weak let article = try #require(today.today.children.first as? ArticleCoordinator)
    try today.visible(ArticleModel.self).perform("back", arguments: [])
    today.flow.expectStack(["Today"])
    #expect(article == nil)
    #expect(today.today.children.isEmpty)
    #expect(today.flow.tracker.departedCount == 2, "the coordinator and the article's model")
    today.flow.expectReleased()
  }

  @Test func backAfterSharingReleasesTheArticleAndBothModels() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    try today.visible(ArticleModel.self).perform("share", arguments: [])
    try today.visible(ShareModel.self).perform("close", arguments: [])
    try today.flow.host.tapBack()
    today.flow.expectStack(["Today"])
    #expect(today.today.children.isEmpty)
    today.flow.expectReleased()
  }

  @Test func anExpiredSessionIsReportedFromTheArticleAndTheShareSheet() throws {
    let today = TodayHarness()
    try today.openArticle(3)
    try today.visible(ArticleModel.self).sessionExpired()
    try today.visible(ArticleModel.self).perform("share", arguments: [])
    try today.visible(ShareModel.self).sessionExpired()
    #expect(today.spy.calls == [.sessionExpired, .sessionExpired])
  }

  @Test func theArticleEntryRefusesAnArticleMissingFromTheCatalogue() throws {
    let today = TodayHarness()
    let before = today.flow.tree
    #expect(throws: EntryRefusal(TodayRefusal.noSuchArticle(99))) { try today.openArticle(99) }
    #expect(today.flow.tree == before, "nothing opened")
    #expect(today.spy.calls.isEmpty)
  }
}
