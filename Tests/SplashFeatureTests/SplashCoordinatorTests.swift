import AppModels
import AppModelsTesting
import Foundation
import SplashFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

@MainActor
@Suite struct SplashCoordinatorTests {
  let spy = SplashNavigationSpy()

  /// Starts the splash as the root, as the app does at launch.
  func launch(firstLaunch: Bool, session: InMemorySession) throws -> HeadlessFlow {
    let coordinator = try SplashPlugin.splash.makeFlow(
      InMemoryDependencies(session: session, launch: InMemoryLaunch(isFirstLaunch: firstLaunch)),
      spy)
    let flow = HeadlessFlow(root: ScriptedRoot(starting: coordinator))
    flow.start()
    return flow
  }

  @Test func aFirstLaunchIsReportedEvenWithAValidSession() throws {
    _ = try launch(
      firstLaunch: true, session: InMemorySession(current: InMemorySession.demoSession()))
    #expect(spy.calls == [.firstLaunchDetected])
  }

  @Test func noStoredSessionIsReportedMissing() throws {
    _ = try launch(firstLaunch: false, session: InMemorySession())
    #expect(spy.calls == [.sessionMissing])
  }

  @Test func anExpiredSessionIsReportedMissing() throws {
    let start = Date(timeIntervalSince1970: 1_000_000)
    let session = InMemorySession(
      current: InMemorySession.demoSession(now: start), now: start.addingTimeInterval(7200))
    _ = try launch(firstLaunch: false, session: session)
    #expect(spy.calls == [.sessionMissing])
  }

  @Test func aValidSessionIsReportedRestored() throws {
    _ = try launch(
      firstLaunch: false, session: InMemorySession(current: InMemorySession.demoSession()))
    #expect(spy.calls == [.sessionRestored])
  }

  @Test func theSplashShowsLoadingAndOffersNoActions() throws {
    let flow = try launch(firstLaunch: false, session: InMemorySession())
    flow.expectStack(["Splash"])
    let model = try #require(flow.navigator.visibleModel as? SplashModel)
    #expect(model.title == "Splash")
    #expect(model.lines == ["Loading…"])
    #expect(model.message == nil)
    #expect(model.actions.isEmpty)
  }

  @Test func everyActionIsUnavailableAndReportsNothingMore() throws {
    let flow = try launch(firstLaunch: false, session: InMemorySession())
    let model = try #require(flow.navigator.visibleModel as? SplashModel)
    #expect(throws: ScreenActionError.unavailable("retry", available: [])) {
      try model.perform("retry", arguments: [])
    }
    #expect(spy.calls == [.sessionMissing], "only the decision made at start")
    flow.expectScreen(SplashRoute.splash)
  }

  @Test func theSplashAndItsModelAreReleasedWhenTheAppMovesOn() throws {
    let flow = try launch(firstLaunch: false, session: InMemorySession())
    try flow.navigator.perform(.replaceRoot(.stack([.screen(Route("Login"))])))
    flow.expectScreen(Route("Login"))
    flow.expectReleased()
    #expect(flow.tracker.departedCount == 2, "the coordinator and its model")
    #expect(flow.navigator.root.children.isEmpty)
  }

  @Test func thePluginDeclaresTheScreenAndTheSplashReportsEachOutcome() throws {
    _ = try launch(firstLaunch: true, session: InMemorySession())
    _ = try launch(firstLaunch: false, session: InMemorySession())
    let flow = try launch(
      firstLaunch: false, session: InMemorySession(current: InMemorySession.demoSession()))
    #expect(SplashPlugin.plugin.name == "Splash")
    #expect(spy.calls == [.firstLaunchDetected, .sessionMissing, .sessionRestored])
    #expect(SplashPlugin.plugin.screens == [flow.tree.visibleScreen.route])
  }
}
