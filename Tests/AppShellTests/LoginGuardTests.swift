import AppModels
import AppModelsTesting
import AppShellTesting
import AuthFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins
import WaypointTesting

@testable import AppShell

/// The login guard: a change that would show the main tabs without a valid session is held
/// until login, and login resumes it, so the main tabs appear already showing it.
@MainActor
@Suite struct LoginGuardTests {
  let login = ReadingRules.loginGuardName

  /// The app with in-memory clients, onboarded and at the login.
  func atLogin(articles: InMemoryArticles = InMemoryArticles()) -> (ReadingApp, HeadlessHost) {
    let host = HeadlessHost()
    let running = ReadingAppInMemory(
      host: host,
      dependencies: .inMemory(articles: articles, launch: InMemoryLaunch(isFirstLaunch: false)))
    return (running.app, host)
  }

  func logIn(_ app: ReadingApp) throws {
    try #require(app.visibleModel).perform("login", arguments: ["demo", "demo1234"])
  }

  @Test func aLinkWhileLoggedOutBuildsItsDraftAndTheLoginGuardHoldsIt() throws {
    let (app, _) = atLogin()
    let tree = app.navigator.tree
    app.open("reading://article/8")
    #expect(app.navigator.tree == tree)
    let entry = try #require(app.navigator.journal.last)
    #expect(entry.cause == .draft("open reading://article/8", requester: "App"))
    #expect(entry.result == .held(by: login))
    #expect(app.coordinator.changeWaitingForAccess?.state == .waiting)
    #expect(app.coordinator.refusals.isEmpty)
  }

  @Test func aNewerLinkCancelsTheOlderOne() throws {
    let (app, _) = atLogin()
    app.open("reading://article/3")
    let older = try #require(app.coordinator.changeWaitingForAccess)
    app.open("reading://mypage")
    #expect(older.state == .cancelled)
    #expect(app.navigator.journal.last?.result == .cancelled(by: login))
    #expect(
      app.navigator.journal.last?.cause
        == .draft("open reading://article/3", requester: "App"))
    try logIn(app)
    #expect(app.navigator.tree.visibleStackNames == ["Today", "MyPage"])
  }

  @Test func loginResumesTheHeldLinkInOneTransaction() throws {
    let (app, host) = atLogin()
    app.open("reading://article/8")
    let held = try #require(app.coordinator.changeWaitingForAccess)
    let count = app.navigator.journal.recordedCount
    try logIn(app)
    #expect(held.state == .resumed)
    #expect(app.coordinator.changeWaitingForAccess == nil)
    let applied = app.navigator.journal.entries.filter { $0.id > count && $0.tree != nil }
    #expect(applied.count == 1, "one transaction: \(applied)")
    #expect(applied.first?.tree?.visibleScreen.route == TodayRoute.article(id: 8).route)
    #expect(applied.first?.cause == .draft("open reading://article/8", requester: "App"))
    #expect(host.rendered == app.navigator.tree)
  }

  @Test func aHeldLinkWhoseArticleIsGoneByLoginShowsThePlainMainTabsAndIsReported() throws {
    let articles = InMemoryArticles()
    let (app, _) = atLogin(articles: articles)
    app.open("reading://article/8")
    let held = try #require(app.coordinator.changeWaitingForAccess)
    articles.remove(id: 8)
    try logIn(app)
    #expect(held.state == .cancelled)
    #expect(app.navigator.tree.visibleStackNames == ["Today"])
    let refusal = try #require(app.coordinator.refusals.last)
    #expect(refusal.intent == .openLink("reading://article/8", from: .url))
    #expect(refusal.error == .feature(EntryRefusal(TodayRefusal.noSuchArticle(8))))
    let results = app.navigator.journal.entries.suffix(3).map(\.result)
    #expect(results.first == .cancelled(by: login))
    #expect(results.dropFirst().first == .refusedByApp(AppValue(refusal.error)))
  }

  @Test func aLinkDuringOnboardingIsHeldUntilLogin() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    app.flow.expectScreen(AuthRoute.onboarding(page: .welcome))
    app.app.open("reading://mypage")
    #expect(app.app.navigator.journal.last?.result == .held(by: login))
    try app.tap("skip")
    try app.tap("login", "demo", "demo1234")
    app.flow.expectStack(["Today", "MyPage"])
  }

  @Test func aLinkBeforeTheLaunchWaitsInTheAppThenForLogin() throws {
    let cold = ReadingAppInMemory(
      host: HeadlessHost(), dependencies: .inMemory(launch: InMemoryLaunch(isFirstLaunch: false)),
      start: false
    ).app
    cold.open("reading://article/8")
    #expect(cold.coordinator.linkBeforeLaunch == .openLink("reading://article/8", from: .url))
    guard case .heldByApp(let reason)? = cold.navigator.journal.last?.result else {
      Issue.record(
        "expected the app to hold it, got \(String(describing: cold.navigator.journal.last))")
      return
    }
    #expect(reason == AppValue(AppCoordinator.launchHoldReason))
    cold.start()
    #expect(cold.navigator.tree.visibleScreen.route == AuthRoute.login.route)
    #expect(cold.coordinator.linkBeforeLaunch == nil)
    #expect(cold.navigator.journal.last?.result == .held(by: login), "then the login guard's")
    try logIn(cold)
    #expect(cold.navigator.tree.visibleScreen.route == TodayRoute.article(id: 8).route)
  }

  @Test func theMainTabsAfterLoginAreNotHeld() throws {
    let (app, _) = atLogin()
    try logIn(app)
    #expect(app.navigator.tree.visibleStackNames == ["Today"])
    #expect(!app.navigator.journal.entries.contains { $0.result == .held(by: login) })
  }
}
