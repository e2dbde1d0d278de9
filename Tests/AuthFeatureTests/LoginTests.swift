import AppModels
import AppModelsTesting
import AuthFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

@MainActor
@Suite struct LoginTests {
  let spy = AuthNavigationSpy()
  let session = InMemorySession()

  /// Starts the login as the root, as the app does without a valid session.
  func start(message: String? = nil) throws -> HeadlessFlow {
    let coordinator = try AuthPlugin.auth.makeFlow(
      InMemoryDependencies(session: session, launch: InMemoryLaunch(isFirstLaunch: false)), spy,
      .login(message: message))
    let flow = HeadlessFlow(root: ScriptedRoot(starting: coordinator))
    flow.start()
    return flow
  }

  func login(_ flow: HeadlessFlow) throws -> LoginModel {
    try #require(flow.navigator.visibleModel as? LoginModel)
  }

  @Test func theLoginIsTheOnlyScreenAndShowsTheDemoAccount() throws {
    let flow = try start()
    flow.expectStack(["Login"])
    let model = try login(flow)
    #expect(model.title == "Login")
    #expect(model.lines.contains("Demo account: demo / demo1234"))
    #expect(model.message == nil)
    #expect(model.actions.map(\.usage) == ["login USER PASSWORD"])
  }

  @Test func wrongCredentialsShowAMessageAndStayOnTheLogin() throws {
    let flow = try start()
    let model = try login(flow)
    try model.perform("login", arguments: ["demo", "wrong"])
    #expect(model.message == "Wrong user name or password.")
    #expect(spy.calls.isEmpty)
    #expect(session.current == nil)
    flow.expectStack(["Login"])
    #expect(flow.navigator.visibleModel === model)
  }

  @Test(arguments: [["", ""], ["demo", ""], ["", "demo1234"]])
  func missingCredentialsAskForBoth(_ credentials: [String]) throws {
    let flow = try start()
    let model = try login(flow)
    try model.perform("login", arguments: credentials)
    #expect(model.message == "Enter a user name and a password.")
    #expect(spy.calls.isEmpty)
    flow.expectStack(["Login"])
  }

  @Test func theRightCredentialsStoreTheSessionThenReportTheLoginOnce() throws {
    let flow = try start()
    var sessionStoredFirst = false
    spy.onCall = { [session] _ in sessionStoredFirst = session.hasValidSession }
    let model = try login(flow)
    try model.perform("login", arguments: ["demo", "wrong"])
    try model.perform("login", arguments: ["demo", "demo1234"])
    #expect(spy.calls == [.loginSucceeded])
    #expect(sessionStoredFirst, "the session is stored before the app hears of the login")
    #expect(model.message == nil, "the earlier error is cleared")
  }

  @Test func theMessageItOpensWithShowsOnTheLogin() throws {
    let flow = try start(message: "Your session expired. Log in again.")
    flow.expectStack(["Login"])
    let model = try login(flow)
    #expect(model.message == "Your session expired. Log in again.")
    try model.perform("login", arguments: ["demo", "nope"])
    #expect(model.message == "Wrong user name or password.")
  }

  @Test func wrongArgumentsOrUnknownActionsAreRefusedAndChangeNothing() throws {
    let flow = try start(message: "Hello")
    let model = try login(flow)
    #expect(throws: ScreenActionError.badArguments("login", usage: "login USER PASSWORD")) {
      try model.perform("login", arguments: ["demo"])
    }
    #expect(throws: ScreenActionError.unavailable("skip", available: ["login"])) {
      try model.perform("skip", arguments: [])
    }
    #expect(model.message == "Hello")
    #expect(session.current == nil)
    #expect(spy.calls.isEmpty)
  }

  @Test func theFlowIsReleasedWhenTheAppReplacesTheRootAfterTheLogin() throws {
    let flow = try start()
    try login(flow).perform("login", arguments: ["demo", "demo1234"])
    try flow.navigator.perform(.replaceRoot(.stack([.screen(Route("Home"))])))
    flow.expectReleased()
    #expect(flow.tracker.departedCount == 2, "the coordinator and the login's model")
  }
}
