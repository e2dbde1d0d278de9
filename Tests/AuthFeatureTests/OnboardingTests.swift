import AppModels
import AppModelsTesting
import AuthFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

@MainActor
@Suite struct OnboardingTests {
  let spy = AuthNavigationSpy()
  let launch = InMemoryLaunch(isFirstLaunch: true)
  let session = InMemorySession()

  /// Starts the introduction as the root, as the app does on first launch.
  func start(launch: (any LaunchClient)? = nil) throws -> HeadlessFlow {
    let coordinator = try AuthPlugin.auth.makeFlow(
      InMemoryDependencies(session: session, launch: launch ?? self.launch), spy, .onboarding)
    let flow = HeadlessFlow(root: ScriptedRoot(starting: coordinator))
    flow.start()
    return flow
  }

  func page(_ flow: HeadlessFlow) throws -> OnboardingPageModel {
    try #require(flow.navigator.visibleModel as? OnboardingPageModel)
  }

  @Test func theIntroductionOpensOnTheWelcomePage() throws {
    let flow = try start()
    flow.expectScreen(AuthRoute.onboarding(page: .welcome))
    flow.expectStack(["Onboarding"])
    let model = try page(flow)
    #expect(model.title == "Onboarding")
    #expect(model.lines.count == 2)
    #expect(model.lines.last == "Page 1 of 3")
    #expect(model.message == nil)
    #expect(model.actions.map(\.name) == ["skip"])
  }

  @Test func swipingMovesThroughTheThreePagesAndStopsAtTheLast() throws {
    let flow = try start()
    let welcome = try page(flow).lines.first
    try flow.host.swipePage(.next)
    flow.expectScreen(AuthRoute.onboarding(page: .bookmarks))
    #expect(try page(flow).lines.last == "Page 2 of 3")
    #expect(try page(flow).lines.first != welcome, "each page says something of its own")
    #expect(try page(flow).actions.map(\.name) == ["skip"])
    try flow.host.swipePage(.next)
    flow.expectScreen(AuthRoute.onboarding(page: .start))
    #expect(try page(flow).lines.last == "Page 3 of 3")
    #expect(try page(flow).actions.map(\.name) == ["skip", "start"])
    #expect(throws: NavigationError.noPageAfter) { try flow.host.swipePage(.next) }
    try flow.host.swipePage(.previous)
    flow.expectScreen(AuthRoute.onboarding(page: .bookmarks))
  }

  @Test(arguments: [0, 1])
  func startIsUnavailableBeforeTheLastPage(swipes: Int) throws {
    let flow = try start()
    for _ in 0..<swipes { try flow.host.swipePage(.next) }
    let model = try page(flow)
    let shown = flow.tree
    #expect(throws: ScreenActionError.unavailable("start", available: ["skip"])) {
      try model.perform("start", arguments: [])
    }
    #expect(launch.isFirstLaunch)
    #expect(flow.tree == shown)
  }

  @Test(arguments: [0, 1, 2])
  func skippingRecordsTheIntroductionAndReplacesItWithTheLogin(swipes: Int) throws {
    let flow = try start()
    for _ in 0..<swipes { try flow.host.swipePage(.next) }
    try page(flow).perform("skip", arguments: [])
    #expect(!launch.isFirstLaunch)
    flow.expectStack(["Login"])
    let login = try #require(flow.navigator.visibleModel as? LoginModel)
    #expect(login.message == nil)
    #expect(throws: NavigationError.self, "the login has no back button") {
      try flow.host.tapBack()
    }
    #expect(spy.calls.isEmpty, "skipping is not logging in")
    flow.expectReleased()
    // Models are made near the current page: the last page's only once the user came near.
    #expect(
      flow.tracker.departedCount == (swipes == 0 ? 2 : 3), "the page models that were made")
  }

  @Test func aPageModelIsMadeWhenTheUserComesNearItAndReleasedBehind() throws {
    let flow = try start()
    let pages = try #require(flow.tree.visiblePages)
    func modelled() -> [Int] {
      pages.pages.indices.filter { flow.navigator.model(for: pages.pages[$0].id) != nil }
    }
    #expect(modelled() == [0, 1], "Start is not near yet")
    weak let welcome = flow.navigator.model(for: pages.pages[0].id)
    try flow.host.swipePage(.next)
    #expect(modelled() == [0, 1, 2])
    try flow.host.swipePage(.next)
    #expect(modelled() == [1, 2])
    #expect(welcome == nil, "released behind the user")
    try flow.host.swipePage(.previous)
    try flow.host.swipePage(.previous)
    #expect(modelled() == [0, 1], "a new model for Welcome, Start's released")
  }

  @Test func startOnTheLastPageRecordsTheIntroductionAndReplacesItWithTheLogin() throws {
    let flow = try start()
    try flow.host.swipePage(.next)
    try flow.host.swipePage(.next)
    try page(flow).perform("start", arguments: [])
    #expect(!launch.isFirstLaunch)
    flow.expectStack(["Login"])
    #expect(flow.navigator.visibleModel is LoginModel)
    #expect(flow.navigator.root.children.count == 1, "the same flow goes on")
    flow.expectReleased()
  }

  @Test func whenTheIntroductionCannotBeRecordedItStays() throws {
    let flow = try start(launch: FailingLaunch())
    let shown = flow.tree
    let error = #expect(throws: ScreenActionError.self) {
      try page(flow).perform("skip", arguments: [])
    }
    #expect(error?.isFailure == true)
    #expect(flow.tree == shown)
  }

  @Test func actionsWithArgumentsOrUnknownNamesAreRefused() throws {
    let flow = try start()
    let model = try page(flow)
    #expect(throws: ScreenActionError.badArguments("skip", usage: "skip")) {
      try model.perform("skip", arguments: ["now"])
    }
    #expect(throws: ScreenActionError.unavailable("login", available: ["skip"])) {
      try model.perform("login", arguments: ["demo", "demo1234"])
    }
    #expect(launch.isFirstLaunch)
    flow.expectScreen(AuthRoute.onboarding(page: .welcome))
  }

  @Test func thePluginDeclaresTheScreensTheFlowShows() throws {
    let flow = try start()
    var shown = [flow.tree.visibleScreen.route.name]
    try page(flow).perform("skip", arguments: [])
    shown.append(flow.tree.visibleScreen.route.name)
    let login = try #require(flow.navigator.visibleModel as? LoginModel)
    try login.perform("login", arguments: ["demo", "demo1234"])
    #expect(AuthPlugin.plugin.name == "Auth")
    #expect(Set(AuthPlugin.plugin.screens.map(\.name)) == Set(shown))
    #expect(spy.calls == [.loginSucceeded])
  }
}
