import AppModels
import AuthFeature
import BookmarkFeature
import MyPageFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@testable import AppShell

/// Links into the composed app: each lands in one transaction, is held by the login guard while
/// there is no session, or is refused with nothing changed.
@MainActor
@Suite struct LinkTests {
  /// The route names of `tab`'s stack, root first, as `Today(Weekly)`; a split tab's as it
  /// shows collapsed.
  private func stack(_ app: AppHarness, _ tab: TabName) -> [String] {
    guard case .tabs(let tabs) = app.app.navigator.tree.root else { return [] }
    let entries: [Node]
    switch tabs.tabs.first(where: { $0.name == tab })?.content {
    case .stack(let stack)?: entries = stack.entries.array
    case .split(let split)?: entries = split.collapsedEntries
    default: return []
    }
    return entries.map { entry in
      switch entry {
      case .screen(let screen): screen.route.description
      case .pages(let pages): pages.current.route.description
      default: "\(entry.kind)"
      }
    }
  }

  @Test(arguments: ["reading://article/8", "https://reading.example/articles/8"])
  func anArticleLinkLandsOnTodayOnItsPageWithTheArticlePushed(link: String) throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.app.navigator.perform(.selectTab(.named(BookmarkPlugin.tabName)))
    app.app.coordinator.handle(.showMyPage(on: nil))
    try app.app.navigator.perform(.selectTab(.named(TodayPlugin.tabName)))
    try app.tap("article", "3")
    try app.tap("share")
    app.flow.expectModal("Share")
    let before = app.app.navigator.journal.recordedCount
    #expect(app.app.open(link) == .landed(TodayRoute.article(id: 8).route))
    #expect(app.app.coordinator.refusals.isEmpty)
    #expect(app.app.navigator.journal.recordedCount == before + 1, "one transaction")
    app.flow.expectModal(nil)
    app.flow.expectTab(TodayPlugin.tabName)
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Weekly)", "Article(8)"])

    let title = (app.app.visibleModel as? ArticleModel)?.title
    #expect(title == app.app.dependencies.articles.article(id: 8)?.title, "its model reads it")
    #expect(stack(app, BookmarkPlugin.tabName) == ["Bookmarks", "MyPage"], "other tabs are kept")
    try app.flow.host.tapBack()
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Weekly)"])
    app.flow.expectRendered()
    app.flow.expectReleased()
  }
}

extension LinkTests {
  /// `open` says what became of the link, so a caller never reads the journal: held for
  /// login, landed, asked about by the note's guard, or refused.
  @Test func openSaysWhatBecameOfTheLink() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    #expect(app.app.open("reading://article/8") == .held(.untilAccess("login")))
    #expect(app.app.coordinator.linkWaitingForAccess?.route == TodayRoute.article(id: 8).route)
    try app.tap("skip")
    try app.tap("login", "demo", "demo1234")
    app.flow.expectScreen(TodayRoute.article(id: 8))
    #expect(app.app.open("reading://bookmarks") == .landed(BookmarkRoute.bookmarks.route))
    try app.app.navigator.perform(.selectTab(.named(TodayPlugin.tabName)))
    try app.tap("note")
    try app.tap("write", "A thought")
    #expect(app.app.open("reading://mypage") == .held(.askedBy("unsaved note")))
    let refused = app.app.open("reading://article/99")
    #expect(refused == .refused(.feature(EntryRefusal(TodayRefusal.noSuchArticle(99)))))
    #expect(
      app.app.coordinator.refusals.last?.error
        == .feature(EntryRefusal(TodayRefusal.noSuchArticle(99))))
  }

  private func journalTail(_ app: AppHarness, since count: Int) -> [Transaction] {
    app.app.navigator.journal.entries.filter { $0.id > count }
  }

  @Test func aLinkWhileLoggedOutIsHeldAndLandsRightAfterLogin() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try app.tap("skip")
    app.flow.expectScreen(AuthRoute.login)
    let tree = app.app.navigator.tree
    app.app.open("reading://article/3")
    app.app.open("reading://article/8", from: .notification)  // A newer link replaces it.
    #expect(app.app.navigator.tree == tree, "nothing changes while it is held")
    #expect(app.app.coordinator.refusals.isEmpty, "a held link is not an error")
    // The login guard holds each link's draft; the newer one cancels the older.
    let held = app.app.navigator.journal.entries.suffix(3)
    let login = ReadingRules.loginGuardName
    #expect(held.map(\.result) == [.held(by: login), .held(by: login), .cancelled(by: login)])
    #expect(
      held.dropFirst().first?.description.contains("open reading://article/8 from a notification")
        == true)
    #expect(held.last?.description.contains("open reading://article/3") == true)
    let before = app.app.navigator.journal.recordedCount
    try app.tap("login", "demo", "demo1234")
    app.flow.expectTab(TodayPlugin.tabName)
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Weekly)", "Article(8)"])
    let shown = journalTail(app, since: before).filter {
      $0.tree.map { tree in
        if case .tabs = tree.root { true } else { false }
      } ?? false
    }
    #expect(
      shown.first?.tree?.visibleScreen.route == TodayRoute.article(id: 8).route,
      "the first tree with the main tabs already shows the article")
    try app.flow.host.tapBack()
    app.flow.expectScreen(TodayRoute.today(page: .weekly))
    app.flow.expectReleased()
  }

  @Test func aLinkAtColdStartShowsItsScreenInTheFirstTreeWithTheMainTabs() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.relaunch(link: "reading://mypage")
    let trees = app.app.navigator.journal.entries.compactMap(\.tree)
    let main = trees.first { if case .tabs = $0.root { true } else { false } }
    #expect(main?.visibleStackNames == ["Today", "MyPage"], "no frame shows Today without it")
    app.flow.expectScreen(MyPageRoute.myPage)
    #expect(app.app.coordinator.refusals.isEmpty)
    app.flow.expectRendered()
  }

  /// Bad links are refused whether the app could land or would hold: the part that is wrong
  /// is named, nothing changes, and the journal says why.
  @Test(arguments: [
    ("reading://article/99", "no article 99"),
    ("reading://article/abc", "abc"),
    ("reading://article/", "reading://article/"),
    ("reading://nowhere/8", "nowhere"),
    ("https://evil.example/articles/8", "evil.example"),
    ("mailto:someone", "mailto:someone"),
  ])
  func aBadLinkIsRefusedAndChangesNothing(link: String, named: String) throws {
    for loggedIn in [true, false] {
      let app = loggedIn ? try AppHarness.loggedIn() : try AppHarness()
      defer { app.cleanUp() }
      let tree = app.app.navigator.tree
      app.app.open(link)
      let refusal = try #require(app.app.coordinator.refusals.last)
      #expect(refusal.intent == .openLink(link, from: .url))
      #expect(refusal.description.contains(named), "\(refusal) names the wrong part")
      #expect(app.app.navigator.tree == tree)
      #expect(app.app.navigator.journal.last?.isRefused == true, "the journal says why")
      app.flow.expectRendered()
      if !loggedIn {
        try app.tap("skip")
        try app.tap("login", "demo", "demo1234")
        app.flow.expectStack(["Today"])  // Nothing was held.
      }
    }
  }

  @Test func aMalformedLinkIsATypedErrorNamingThePart() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.app.open("reading://article/abc")
    guard case .link(.malformedValue("id", "abc", _))? = app.app.coordinator.refusals.last?.error
    else {
      Issue.record("expected a link error, got \(app.app.coordinator.refusals)")
      return
    }
    app.app.open("reading://article/99")
    #expect(
      app.app.coordinator.refusals.last?.error
        == .feature(EntryRefusal(TodayRefusal.noSuchArticle(99))))
  }

  @Test(arguments: ["pick", "WEEKLY", "Popular"])
  func aPageLinkLandsOnTodaysRootOnThatPageInAnyCase(page: String) throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.app.navigator.perform(.selectTab(.named(BookmarkPlugin.tabName)))
    app.app.open("reading://today/\(page)")
    #expect(app.app.coordinator.refusals.isEmpty)
    app.flow.expectTab(TodayPlugin.tabName)
    let expected = try #require(
      TodayPage.allCases.first { $0.rawValue.lowercased() == page.lowercased() })
    #expect(
      stack(app, TodayPlugin.tabName) == ["Today(\(expected.rawValue))"], "the push is popped")
    app.flow.expectReleased()
  }

  @Test func aLinkOverAPageTheReaderHidLandsOverThePageShownAndOneToItIsRefused() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("hide")  // Pick goes; Weekly shows.
    // Article 1 is listed on Pick: it is pushed over the page shown now.
    #expect(app.app.open("reading://article/1") == .landed(TodayRoute.article(id: 1).route))
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Weekly)", "Article(1)"])
    // The hidden page itself: refused, saying why, and nothing changes.
    let before = app.app.navigator.tree
    let pick = TodayRoute.today(page: .pick).route
    #expect(app.app.open("reading://today/pick") == .refused(.pageNotShown(pick)))
    #expect(app.app.navigator.tree == before)
  }

  @Test func theBookmarksLinkLandsOnTheBookmarksRoot() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.app.navigator.perform(.selectTab(.named(BookmarkPlugin.tabName)))
    app.app.coordinator.handle(.showMyPage(on: nil))
    try app.app.navigator.perform(.selectTab(.named(TodayPlugin.tabName)))
    app.app.open("reading://bookmarks")
    app.flow.expectTab(BookmarkPlugin.tabName)
    #expect(stack(app, BookmarkPlugin.tabName) == ["Bookmarks"], "a tab's root pops what was on it")
    app.flow.expectReleased()
  }

  @Test func aScreenAlreadyInTheStackIsReturnedToNotPushedAgain() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.app.open("reading://mypage")
    app.app.open("reading://mypage", from: .appIntent)
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Pick)", "MyPage"])
    app.app.open("reading://article/8", from: .handoff)
    app.app.coordinator.handle(.showMyPage(on: nil))
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Weekly)", "Article(8)", "MyPage"])
    app.app.open("reading://article/8")
    #expect(stack(app, TodayPlugin.tabName) == ["Today(Weekly)", "Article(8)"], "returned to")
    #expect(app.app.coordinator.refusals.isEmpty)
    app.flow.expectRendered()
    app.flow.expectReleased()
  }
}

/// The composition check for links: every declared pattern's example, opened on every tab,
/// lands on a tree the app accepts, showing the example's screen with its model, and that
/// tree restores (the synthetic back stack is one taps could build).
@MainActor
@Suite struct LinkCompositionTests {
  @Test func everyDeclaredLinkLandsOnItsScreenFromEveryTabAndRestores() throws {
    let links = AppFeatures.links
    for pattern in links.patterns {
      let example = try #require(pattern.example)
      let link = try links.link(for: example)
      for tab in AppFeatures.tabs.map(\.name) {
        let app = try AppHarness()
        defer { app.cleanUp() }
        try app.tap("skip")
        try app.tap("login", "demo", "demo1234")
        try app.app.navigator.perform(.selectTab(.named(tab)))
        app.app.open(link)
        #expect(app.app.coordinator.refusals.isEmpty, "\(link) from \(tab)")
        let tree = app.app.navigator.tree
        let shown = tree.visiblePages?.current.route ?? tree.visibleScreen.route
        #expect(shown == example, "\(link) from \(tab) shows \(shown)")
        #expect(app.app.visibleModel != nil, "\(link): the screen has its model")
        #expect(throws: Never.self) { try tree.validate() }
        app.flow.expectRendered()
        let shape = app.shape
        try app.relaunch(restoring: true)
        #expect(app.app.restoration == .restored, "\(link) from \(tab)")
        #expect(app.shape == shape, "\(link) from \(tab) restores")
      }
    }
  }
}

/// Links whose transaction has to wait behind another: the app may have moved on by the time
/// they run.
@MainActor
@Suite struct WaitingLinkTests {
  private func settle(_ app: AppHarness) {
    while app.flow.host.isAnimating { app.flow.host.finishAnimations() }
  }

  /// Found in review: a link queued behind a session expiry found the login screen and was
  /// lost; it is held again, and lands after login.
  @Test func aLinkThatWaitedAndFindsTheLoginIsHeldAgain() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.flow.host.animates = true
    try app.tap("article", "3")  // Animating: what follows waits.
    app.app.coordinator.handle(.expireSession)
    app.app.open("reading://article/8")
    settle(app)
    app.flow.expectScreen(AuthRoute.login)
    #expect(app.app.coordinator.refusals.isEmpty)
    #expect(
      app.app.navigator.journal.entries.contains {
        $0.result == .held(by: ReadingRules.loginGuardName)
      }, "held by the login guard, and journaled as held")
    try app.tap("login", "demo", "demo1234")
    settle(app)
    app.flow.expectScreen(TodayRoute.article(id: 8))
    app.flow.expectRendered()
  }

  /// Found in review: a link to my page built its flow for the tab selected when it arrived,
  /// then pushed it on the tab selected when it ran.
  @Test func aWaitingLinkLandsOnTheTabItsFlowWasBuiltFor() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.flow.host.animates = true
    try app.tap("article", "3")
    app.app.open("reading://mypage")
    try app.flow.host.tapTab(BookmarkPlugin.tabName)  // The user switches tabs meanwhile.
    settle(app)
    app.flow.expectTab(TodayPlugin.tabName)
    app.flow.expectStack(["Today", "Article", "MyPage"])
    app.flow.expectRendered()
  }
}
