import AppModels
import AppModelsTesting
import MyPageFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

@MainActor
@Suite struct MyPageCoordinatorTests {
  let spy = MyPageNavigationSpy()
  let session = InMemorySession(current: InMemorySession.demoSession())
  let bookmarks = InMemoryBookmarks([3, 5])
  let launch = InMemoryLaunch(isFirstLaunch: false)
  let account: InMemoryAccount

  init() {
    account = InMemoryAccount(session: session, bookmarks: bookmarks, launch: launch)
  }

  /// Pushes My Page onto a Home stack, as the app does from a tab.
  func open(session: (any SessionClient)? = nil, account: (any AccountClient)? = nil) throws
    -> HeadlessFlow
  {
    let coordinator = try MyPagePlugin.myPage.makeFlow(
      InMemoryDependencies(session: session ?? self.session, account: account ?? self.account),
      spy)
    let flow = HeadlessFlow(root: ScriptedRoot(pushing: coordinator))
    flow.start()
    return flow
  }

  func myPage(_ flow: HeadlessFlow) throws -> MyPageModel {
    try #require(flow.navigator.visibleModel as? MyPageModel)
  }

  /// Opens the withdrawal confirmation and returns its model.
  func confirmation(_ flow: HeadlessFlow) throws -> WithdrawConfirmModel {
    try myPage(flow).perform("withdraw", arguments: [])
    return try #require(flow.navigator.visibleModel as? WithdrawConfirmModel)
  }

  // MARK: My Page

  @Test func myPageIsPushedAndShowsTheLoggedInUser() throws {
    let flow = try open()
    flow.expectStack(["Home", "MyPage"])
    let model = try myPage(flow)
    #expect(model.title == "My Page")
    #expect(model.lines == ["Name: Demo Reader", "User: demo"])
    #expect(model.message == nil)
    #expect(model.actions.map(\.name) == ["logout", "withdraw"])
  }

  @Test func logoutClearsTheSessionThenReportsIt() throws {
    let flow = try open()
    var clearedFirst = false
    spy.onCall = { [session] _ in clearedFirst = session.current == nil }
    try myPage(flow).perform("logout", arguments: [])
    #expect(spy.calls == [.logoutTapped])
    #expect(clearedFirst, "the session is cleared before the app hears of the logout")
  }

  @Test func aLogoutThatCannotClearTheSessionFailsAndReportsNothing() throws {
    let failing = InMemorySession(current: InMemorySession.demoSession())
    failing.failsToLogOut = true
    let flow = try open(session: failing)
    let error = #expect(throws: ScreenActionError.self) {
      try myPage(flow).perform("logout", arguments: [])
    }
    #expect(error?.isFailure == true)
    #expect(spy.calls.isEmpty)
    flow.expectScreen(MyPageRoute.myPage)
    #expect(failing.current != nil, "the session is still stored")
  }

  @Test func goingBackReleasesMyPage() throws {
    let flow = try open()
    try flow.host.tapBack()
    flow.expectScreen(Route("Home"))
    flow.expectReleased()
    #expect(flow.tracker.departedCount == 2, "the coordinator and its model")
    #expect(flow.navigator.root.children.isEmpty)
  }

  // MARK: Withdrawal

  @Test func withdrawPresentsTheConfirmationAsASheetWithoutAStack() throws {
    let flow = try open()
    let model = try confirmation(flow)
    flow.expectModal("ConfirmWithdrawal")
    let modal = try #require(flow.tree.modals.last)
    #expect(flow.tree.modals.count == 1)
    #expect(modal.style == .sheet)
    #expect(modal.content.screen?.route == Route("ConfirmWithdrawal"))
    #expect(model.title == "Withdraw")
    #expect(model.lines == ["Delete your account and all its data?", "This cannot be undone."])
    #expect(model.actions.map(\.name) == ["confirm", "cancel"])
    #expect(spy.calls.isEmpty)
    #expect(account.deletions == 0)
  }

  @Test func cancellingClosesTheConfirmationAndKeepsTheAccount() throws {
    let flow = try open()
    try confirmation(flow).perform("cancel", arguments: [])
    flow.expectModal(nil)
    flow.expectStack(["Home", "MyPage"])
    #expect(account.deletions == 0)
    #expect(session.hasValidSession)
    #expect(spy.calls.isEmpty)
    flow.expectReleased()
    #expect(flow.tracker.departedCount == 1, "the confirmation's model")
  }

  @Test func swipingTheConfirmationDownClosesItAndKeepsTheAccount() throws {
    let flow = try open()
    _ = try confirmation(flow)
    try flow.host.swipeDown()
    flow.expectModal(nil)
    flow.expectScreen(MyPageRoute.myPage)
    #expect(account.deletions == 0)
    #expect(spy.calls.isEmpty)
    flow.expectReleased()
    #expect(flow.tracker.departedCount == 1, "the confirmation's model")
    _ = try confirmation(flow)
    flow.expectModal("ConfirmWithdrawal")
  }

  @Test func confirmingDeletesTheDataThenReportsIt() throws {
    let flow = try open()
    var deletedFirst = false
    spy.onCall = { [account] _ in deletedFirst = account.deletions == 1 }
    try confirmation(flow).perform("confirm", arguments: [])
    #expect(spy.calls == [.withdrawConfirmed])
    #expect(deletedFirst, "the data is deleted before the app hears of the withdrawal")
    #expect(session.current == nil)
    #expect(bookmarks.bookmarkedIDs.isEmpty)
    #expect(launch.isFirstLaunch)
    try flow.navigator.perform(.replaceRoot(.stack([.screen(Route("Splash"))])))
    flow.expectReleased()
    #expect(flow.tracker.departedCount == 3, "the coordinator and both models")
  }

  @Test func aWithdrawalThatCannotDeleteTheDataFailsAndReportsNothing() throws {
    let flow = try open(account: FailingAccount())
    let model = try confirmation(flow)
    let error = #expect(throws: ScreenActionError.self) {
      try model.perform("confirm", arguments: [])
    }
    #expect(error?.isFailure == true)
    #expect(spy.calls.isEmpty)
    flow.expectModal("ConfirmWithdrawal")
  }

  // MARK: Expiry, refusals, plugin

  @Test func aSessionExpiryIsForwardedFromBothScreens() throws {
    let flow = try open()
    let page = try myPage(flow)
    page.sessionExpired()
    #expect(spy.calls == [.sessionExpired])
    try confirmation(flow).sessionExpired()
    #expect(spy.calls == [.sessionExpired, .sessionExpired])
  }

  @Test func unavailableActionsAndWrongArgumentsAreRefusedAndChangeNothing() throws {
    let flow = try open()
    let page = try myPage(flow)
    #expect(throws: ScreenActionError.unavailable("confirm", available: ["logout", "withdraw"])) {
      try page.perform("confirm", arguments: [])
    }
    #expect(throws: ScreenActionError.badArguments("logout", usage: "logout")) {
      try page.perform("logout", arguments: ["now"])
    }
    flow.expectModal(nil)
    let confirm = try confirmation(flow)
    let shown = flow.tree
    #expect(throws: ScreenActionError.unavailable("logout", available: ["confirm", "cancel"])) {
      try confirm.perform("logout", arguments: [])
    }
    #expect(throws: ScreenActionError.badArguments("confirm", usage: "confirm")) {
      try confirm.perform("confirm", arguments: ["yes"])
    }
    #expect(flow.tree == shown)
    #expect(spy.calls.isEmpty)
    #expect(session.hasValidSession)
    #expect(account.deletions == 0)
  }

  @Test func thePluginDeclaresTheScreensShownAndEveryActionIsReported() throws {
    let flow = try open()
    var shown: Set = [flow.tree.visibleScreen.route.name]
    try myPage(flow).sessionExpired()
    try myPage(flow).perform("logout", arguments: [])
    let confirm = try confirmation(flow)
    shown.insert(flow.tree.visibleScreen.route.name)
    try confirm.perform("confirm", arguments: [])
    #expect(MyPagePlugin.plugin.name == "MyPage")
    #expect(Set(MyPagePlugin.plugin.screens.map(\.name)) == shown)
    #expect(spy.calls == [.sessionExpired, .logoutTapped, .withdrawConfirmed])
  }
}
