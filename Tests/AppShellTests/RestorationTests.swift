import AppModels
import AuthFeature
import BookmarkFeature
import Foundation
import MyPageFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@testable import AppShell

/// Whole-app restoration: the saved tree is rebuilt through the registry, so every flow and
/// model is there as taps would have made it; a file the app cannot take is kept aside.
@MainActor
@Suite struct RestorationTests {
  private var savedFile: (AppHarness) -> URL {
    { $0.dataDirectory.appendingPathComponent("navigation-main.json") }
  }

  @Test func restoringRebuildsEveryTabStackAndTheSelectionAsTapsWould() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.app.navigator.perform(.selectPage(.index(1)))
    try app.tap("article", "8")
    try app.app.navigator.perform(.selectTab(.named(BookmarkPlugin.tabName)))
    app.app.coordinator.handle(.showMyPage(on: nil))
    let shape = app.shape
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
    #expect(app.shape == shape, "the same screens, tabs and pages")
    app.flow.expectRendered()
    #expect(app.app.navigator.journal.entries.count { $0.tree != nil } == 1, "one transaction")
    // The restored flows work: my page logs out, and back releases what it showed.
    #expect(app.app.visibleModel is MyPageModel)
    try app.flow.host.tapBack()
    try app.app.navigator.perform(.selectTab(.named(TodayPlugin.tabName)))
    let title = (app.app.visibleModel as? ArticleModel)?.title
    #expect(title == app.app.dependencies.articles.article(id: 8)?.title, "its model reads it")
    try app.tap("bookmark")
    #expect(app.app.dependencies.bookmarks.bookmarkedIDs.contains(8))
    try app.tap("back")
    app.flow.expectStack(["Today"])
    app.flow.expectPage("Today")
    #expect(
      app.app.navigator.tree.visiblePages?.current.route == TodayRoute.today(page: .weekly).route)
    app.flow.expectReleased()
  }

  @Test func aLaunchThatEndsWhileRestoringMakesTheNextOneStartFreshWithTheFileKeptAside() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    let marker = app.dataDirectory.appendingPathComponent("navigation-main.restoring")
    do {
      // The system relaunches the app, and it ends before the restored tree has settled.
      let host = HeadlessHost()
      host.animates = true
      let dying = ReadingApp(
        dependencies: try .live(dataDirectory: app.dataDirectory, now: { app.now }), host: host,
        store: NavigationStore(dataDirectory: app.dataDirectory), restoring: true)
      dying.start()
      #expect(dying.restoration == .restored)
      #expect(FileManager.default.fileExists(atPath: marker.path), "still restoring")
    }

    try app.relaunch(restoring: true)

    #expect(app.app.restoration == .interrupted)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    let problem = try #require(app.app.store?.problems.first)
    #expect(problem.reason == "the last launch ended while restoring it")
    #expect(problem.movedTo != nil, "the file is kept aside, never lost")
    app.flow.expectTab("Today")  // fresh: the splash found the session
    app.flow.expectStack(["Today"])
    // That launch settled: the next restores what it saved.
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
  }

  @Test func aRestorationThatSettlesLeavesNoMark() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
    let marker = app.dataDirectory.appendingPathComponent("navigation-main.restoring")
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
  }

  @Test func aSheetAndItsPageComeBackAndTheSheetStillCloses() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.app.open("reading://article/11")
    try app.tap("share")
    let shape = app.shape
    try app.relaunch(restoring: true)
    #expect(app.shape == shape)
    app.flow.expectModal("Share")
    #expect(app.app.visibleModel is ShareModel, "the article's flow made the sheet's model")
    try app.tap("close")
    app.flow.expectModal(nil)
    app.flow.expectScreen(TodayRoute.article(id: 11))
    try app.flow.host.tapBack()
    app.flow.expectScreen(TodayRoute.today(page: .popular))
    app.flow.expectReleased()
  }

  @Test func restartStartsFreshButKeepsTheSession() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.relaunch()
    #expect(app.app.restoration == nil)
    app.flow.expectStack(["Today"])
  }

  @Test func nothingBehindLoginIsRestoredWhenTheSessionIsGone() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.app.dependencies.session.logOut()  // Gone while the app was in the background.
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .loggedOut)
    app.flow.expectScreen(AuthRoute.login)
  }

  @Test func afterLogoutThereIsNothingToRestore() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.app.coordinator.handle(.showMyPage(on: nil))
    try app.tap("logout")
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .nothingToRestore)
    app.flow.expectScreen(AuthRoute.login)
  }

  /// Files the app cannot take: each is refused with a worded reason, kept aside byte for
  /// byte (never overwritten), and the app starts fresh — logged in, on the main tabs.
  @Test(arguments: [
    ("{not json", "not valid JSON"),
    (#"{"version": 0, "tree": {}}"#, "saved in version 0, which no app writes"),
    (
      #"{"version": 4, "tree": {}}"#,
      "saved in version 4 by a newer app; this one reads up to version 3"
    ),
    ("TABS", "the root of the Today tab was Article(1)"),
  ])
  func aFileTheAppCannotTakeIsKeptAsideAndTheAppStartsFresh(
    content: String, reason: String
  ) throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    let saved = try String(contentsOf: savedFile(app), encoding: .utf8)
    let bytes =
      switch content {
      case "ARTICLE99": saved.replacingOccurrences(of: #""id" : "3""#, with: #""id" : "99""#)
      case "TABS": try otherTabs(app)
      case "SHARE_PUSHED":
        saved.replacingOccurrences(of: #""name" : "Article""#, with: #""name" : "Share""#)
      default: content
      }
    #expect(bytes != saved)
    try Data(bytes.utf8).write(to: savedFile(app))
    try app.relaunch(restoring: true, saving: false)
    let problems = app.app.store?.problems ?? []
    let problem = try #require(problems.first, "the refusal is reported")
    #expect(problem.reason.contains(reason), "\(problem.reason)")
    let aside = try #require(problem.movedTo, "kept aside")
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == bytes, "byte for byte")
    app.flow.expectStack(["Today"])
    app.flow.expectTab(TodayPlugin.tabName)
    #expect(FileManager.default.fileExists(atPath: savedFile(app).path), "a fresh file")
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored, "the fresh file restores")
  }

  /// A saved file of a main tab bar whose second tab is named `Saved`.
  private func otherTabs(_ app: AppHarness) throws -> String {
    let store = NavigationStore(
      dataDirectory: FileManager.default.temporaryDirectory
        .appendingPathComponent("waypoint-\(UUID().uuidString)"))
    defer { try? FileManager.default.removeItem(atPath: store.path) }
    store.save(
      try NavigationTree(
        root: .tabs([
          .init("Today", .stack([.screen(TodayRoute.article(id: 1).route)])),
          .init("Saved", .stack([.screen(BookmarkRoute.bookmarks.route)])),
        ])), account: "demo")
    return try String(contentsOfFile: store.path, encoding: .utf8)
  }

  /// A screen that no longer exists (an article removed, a route renamed by an update) is
  /// dropped with the screens above it and the modals over them; the rest comes back, and the
  /// drop is reported with its reason, in the outcome and in the journal.
  @Test(arguments: [
    (
      "ARTICLE99",
      "dropped Article(99) and the 1 above it: Article(99) cannot be shown: there is no article 99"
    ),
    ("RENAMED", "dropped Story(3) and the 1 above it: "),
    ("ARGUMENT", "dropped Article(three) and the 1 above it: "),
  ])
  func aScreenThatIsGoneIsDroppedWithWhatIsAboveIt(content: String, reason: String) throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("share")
    app.app.saveNavigation()
    let saved = try String(contentsOf: savedFile(app), encoding: .utf8)
    let bytes =
      switch content {
      case "ARTICLE99":
        saved.replacingOccurrences(of: #""id" : "3""#, with: #""id" : "99""#)
          .replacingOccurrences(of: #""name" : "Share""#, with: #""name" : "Article""#)
      case "RENAMED":
        saved.replacingOccurrences(of: #""name" : "Article""#, with: #""name" : "Story""#)
      default:  // An argument the app no longer reads.
        saved.replacingOccurrences(of: #""id" : "3""#, with: #""id" : "three""#)
      }
    #expect(bytes != saved)
    try Data(bytes.utf8).write(to: savedFile(app))
    try app.relaunch(restoring: true, saving: false)
    #expect(app.app.restoration == .restored)
    let drops = app.app.coordinator.restorationDrops.map(\.description)
    #expect(drops.count == 1 && drops[0].hasPrefix(reason), "\(drops)")
    app.flow.expectStack(["Today"])
    #expect(app.app.navigator.tree.modals.isEmpty, "the sheet over it went with it")
    #expect(app.app.store?.problems.isEmpty == true, "nothing kept aside: it was restored")
    let journaled = app.app.navigator.journal.entries.contains {
      if case .refusedByApp(let why) = $0.result { "\(why)".hasPrefix(reason) } else { false }
    }
    #expect(journaled, "the drop is journaled")
    #expect(
      app.flow.host.announcements == ["One screen could not be restored."],
      "the reader did not close it: VoiceOver says so")
    try app.tap("article", "3")
    app.flow.expectStack(["Today", "Article"])
  }

  /// A tab the app no longer has is dropped with what it held; when it was selected, the first
  /// tab is selected. The tabs the app has come back as they were.
  @Test func aTabThatIsGoneIsDroppedAndTheFirstTabSelected() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.flow.host.tapTab("Bookmarks")
    try app.tap("mypage")
    app.app.saveNavigation()
    let saved = try String(contentsOf: savedFile(app), encoding: .utf8)
    let bytes = saved.replacingOccurrences(of: #""Bookmarks""#, with: #""Library""#)
    #expect(bytes != saved)
    try Data(bytes.utf8).write(to: savedFile(app))
    try app.relaunch(restoring: true, saving: false)
    #expect(app.app.restoration == .restored)
    #expect(
      app.app.coordinator.restorationDrops == [
        .tab("Library", entries: 2, wasSelected: true)
      ])
    app.flow.expectTab(TodayPlugin.tabName)
    app.flow.expectStack(["Today", "Article"])
  }

  @Test func aLinkThenARestoreComesBackWhereTheLinkLanded() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.app.open("reading://today/popular")
    app.app.open("reading://mypage")
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
    app.flow.expectStack(["Today", "MyPage"])
    #expect(app.app.navigator.tree.visiblePages == nil)
    try app.flow.host.tapBack()
    app.flow.expectScreen(TodayRoute.today(page: .popular))
  }

  @Test func aLinkAtARestoringLaunchLandsAfterTheRestoration() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.app.navigator.perform(.selectTab(.named(BookmarkPlugin.tabName)))
    try app.relaunch(link: "reading://article/2", restoring: true)
    #expect(app.app.restoration == .restored)
    app.flow.expectTab(TodayPlugin.tabName)
    app.flow.expectScreen(TodayRoute.article(id: 2))
  }
}
