import AppModelsTesting
import AppShellTesting
import BookmarkFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@testable import AppShell

/// Nothing is swallowed: an intent the app or the navigator refuses is journaled with its
/// cause and reported; a failed logout shows on screen.
@MainActor
@Suite struct RefusalTests {
  func launch(session: InMemorySession = InMemorySession()) -> ReadingApp {
    ReadingAppInMemory(host: HeadlessHost(), dependencies: .inMemory(session: session)).app
  }

  @Test func anIntentTheAppRefusesIsJournaledAndReported() {
    let app = launch()
    var reported: [AppCoordinator.Refusal] = []
    app.coordinator.onRefusal = { reported.append($0) }
    app.coordinator.handle(.showTab(BookmarkPlugin.tabName))  // no tab bar at onboarding
    let refusal = AppCoordinator.Refusal(
      intent: .showTab(BookmarkPlugin.tabName), error: .noMainTabBar)
    #expect(reported == [refusal])
    #expect(app.coordinator.refusals == [refusal])
    #expect(
      app.navigator.journal.last?.cause
        == .intent(AppValue(AppIntent.showTab(BookmarkPlugin.tabName))))
    #expect(
      app.navigator.journal.last?.result == .refusedByApp(AppValue(IntentRefusal.noMainTabBar)))
    #expect(refusal.description == "could not show tab Bookmarks: no main tab bar is visible")
  }

  @Test func anArticleThatDoesNotExistIsRefusedAndNothingChanges() {
    let app = launch(session: InMemorySession(current: InMemorySession.demoSession()))
    app.coordinator.handle(.showMain)
    let before = app.navigator.tree
    app.coordinator.handle(.showArticle(id: 99, on: nil))
    #expect(app.navigator.tree == before)
    let refusal = IntentRefusal.feature(EntryRefusal(TodayRefusal.noSuchArticle(99)))
    #expect(app.coordinator.refusals.map(\.error) == [refusal])
    #expect(
      app.navigator.journal.last?.cause == .intent(AppValue(AppIntent.showArticle(id: 99, on: nil)))
    )
    #expect(app.navigator.journal.last?.result == .refusedByApp(AppValue(refusal)))
    #expect(
      app.coordinator.refusals.last?.description
        == "could not show article 99: there is no article 99")
  }

  @Test func aTabTheBarDoesNotHaveIsRefused() {
    let app = launch(session: InMemorySession(current: InMemorySession.demoSession()))
    app.coordinator.handle(.showMain)
    let unknown = TabName("no such tab")  // no feature is called this: names have no spaces
    app.coordinator.handle(.showMyPage(on: unknown))
    #expect(app.coordinator.refusals.map(\.error) == [.unknownTab(unknown)])
    #expect(app.navigator.journal.last?.isRefused == true)
  }

  @Test func aSessionThatCannotBeForgottenOnExpiryIsShownOnTheLogin() throws {
    let session = InMemorySession(current: InMemorySession.demoSession())
    session.failsToLogOut = true
    let app = launch(session: session)
    app.coordinator.handle(.expireSession)
    #expect(app.navigator.tree.visibleScreen.route.name == "Login")
    let message = try #require(app.visibleModel?.message)
    #expect(message.hasPrefix(AppIntent.sessionExpiredMessage))
    #expect(message.contains("could not be removed"))
  }

  @Test func anExpiredSessionIsForgottenWithThePlainMessage() {
    let session = InMemorySession(current: InMemorySession.demoSession())
    let app = launch(session: session)
    app.coordinator.handle(.expireSession)
    #expect(session.current == nil)
    #expect(app.visibleModel?.message == AppIntent.sessionExpiredMessage)
  }
}
