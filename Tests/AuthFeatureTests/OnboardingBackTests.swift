import AppModelsTesting
import AuthFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

/// The introduction's pages take the system back: the previous page, refused on the first.
@MainActor
@Suite struct OnboardingBackTests {
  let spy = AuthNavigationSpy()

  func start() throws -> HeadlessFlow {
    let coordinator = try AuthPlugin.auth.makeFlow(
      InMemoryDependencies(launch: InMemoryLaunch(isFirstLaunch: true)), spy, .onboarding)
    let flow = HeadlessFlow(root: ScriptedRoot(starting: coordinator))
    flow.start()
    return flow
  }

  @Test func theBackButtonGoesToThePreviousPageAndTheStackStays() throws {
    let flow = try start()
    try flow.host.swipePage(.next)
    try flow.host.swipePage(.next)
    flow.expectScreen(AuthRoute.onboarding(page: .start))
    let verdict = try flow.host.tapBack()
    guard case .handledByScreen(let name) = verdict else {
      Issue.record("expected the pages to take the back, got \(verdict)")
      return
    }
    #expect(name == AuthCoordinator.backHandlerName)
    flow.expectScreen(AuthRoute.onboarding(page: .bookmarks))
    flow.expectStack(["Onboarding"])
    let journal = flow.navigator.journal.entries.suffix(2).map(\.result)
    #expect(journal.first == .takenByScreen(AuthCoordinator.backHandlerName))
    flow.expectRendered()
  }

  @Test func anEdgeSwipeGoesBackAPageAndALetGoSwipeChangesNothing() throws {
    let flow = try start()
    try flow.host.swipePage(.next)
    let before = flow.tree
    try flow.host.edgeSwipe(completed: false)
    #expect(flow.tree == before)
    try flow.host.edgeSwipe()
    flow.expectScreen(AuthRoute.onboarding(page: .welcome))
    flow.expectRendered()
  }

  @Test func onTheFirstPageTheBackIsRefusedAndJournaledWithItsReason() throws {
    let flow = try start()
    let before = flow.tree
    for back in [
      { () throws(NavigationError) in try flow.host.tapBack() },
      { () throws(NavigationError) in try flow.host.edgeSwipe() },
    ] {
      let verdict = try back()
      guard case .vetoed(.vetoed(let stop)) = verdict else {
        Issue.record("expected a refusal, got \(verdict)")
        return
      }
      #expect(stop.guardName == AuthCoordinator.backHandlerName)
      #expect(stop.reason == AppValue(OnboardingRefusal.alreadyOnFirstPage))
      #expect(stop.description.hasSuffix("already on the first page"))
      #expect(flow.tree == before)
      #expect(flow.navigator.journal.last?.isRefused == true)
    }
    #expect(spy.calls.isEmpty)
  }

  @Test func eachPageSaysWhatTheSystemBackDoes() throws {
    let flow = try start()
    func page() throws -> OnboardingPageModel {
      try #require(flow.navigator.visibleModel as? OnboardingPageModel)
    }
    #expect(try page().systemBack == nil, "refused on the first page")
    try flow.host.swipePage(.next)
    #expect(try page().systemBack == "go to the previous page")
  }

  @Test func theLoginAfterTheIntroductionHasTheStacksOwnBack() throws {
    let flow = try start()
    try flow.host.swipePage(.next)
    let model = try #require(flow.navigator.visibleModel as? OnboardingPageModel)
    try model.perform("skip", arguments: [])
    flow.expectStack(["Login"])
    #expect(throws: NavigationError.cannotPopRoot(try #require(flow.tree.visibleStack?.id))) {
      try flow.host.tapBack()
    }
  }
}
