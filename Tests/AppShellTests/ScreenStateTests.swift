import AuthFeature
import Foundation
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@testable import AppShell

/// What the user typed survives the system ending the app: a screen's saved state goes with the
/// saved navigation and comes back into the rebuilt model before the screen shows.
@MainActor
@Suite struct ScreenStateTests {
  /// Logged in, with the note of article 3 open and `text` written, not saved.
  func writing(_ text: String) throws -> AppHarness {
    let app = try AppHarness.loggedIn()
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", text)
    return app
  }

  var note: Route { TodayRoute.note(id: 3).route }

  @Test func theNoteComesBackWithItsDraftAndClosingAsksAgain() throws {
    let app = try writing("my precious draft")
    defer { app.cleanUp() }
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored)
    app.flow.expectScreen(TodayRoute.note(id: 3))
    let model = try #require(app.app.visibleModel as? NoteModel)
    #expect(model.draft == "my precious draft")
    #expect(model.hasUnsavedText)
    #expect(app.app.coordinator.restoredScreenStates == [note])
    try app.tap("close")
    app.flow.expectScreen(TodayRoute.discardNote)
  }

  @Test func aSavedNoteKeepsNoStateAndAFreshLaunchRestoresNone() throws {
    let app = try writing("kept")
    defer { app.cleanUp() }
    app.app.saveNavigation()
    #expect(app.app.store?.load()?.screens.isEmpty == false)
    try app.tap("save")
    try app.tap("note")
    app.app.saveNavigation()
    #expect(app.app.store?.load()?.screens.isEmpty == true, "nothing unsaved, nothing kept")
    try app.relaunch(restoring: true)
    #expect(app.app.coordinator.restoredScreenStates.isEmpty)
    #expect((app.app.visibleModel as? NoteModel)?.draft == "kept")
  }

  @Test func aStateThatNoLongerReadsIsDroppedAndTheRestIsRestored() throws {
    let app = try writing("draft")
    defer { app.cleanUp() }
    app.app.saveNavigation()
    let file = app.dataDirectory.appendingPathComponent("navigation-main.json")
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var screens = try #require(document["screens"] as? [[String: Any]])
    #expect(screens.count == 1)
    screens[0]["state"] = "42"  // A number where the note keeps text.
    document["screens"] = screens
    try JSONSerialization.data(withJSONObject: document).write(to: file)
    try app.relaunch(restoring: true, saving: false)
    #expect(app.app.restoration == .restored)
    app.flow.expectScreen(TodayRoute.note(id: 3))
    #expect((app.app.visibleModel as? NoteModel)?.draft == "")
    let problems = app.app.coordinator.screenStateProblems
    #expect(problems.count == 1)
    guard case .notRestorable(let route, _) = problems.first else {
      Issue.record("expected notRestorable, got \(problems)")
      return
    }
    #expect(route == note)
  }

  @Test func aStateBeyondTheLimitIsNotSavedAndSaysSo() throws {
    let app = try writing(String(repeating: "a", count: ScreenStates.limit + 1))
    defer { app.cleanUp() }
    app.app.saveNavigation()
    #expect(app.app.store?.load()?.screens.isEmpty == true)
    let problems = (app.app.store?.problems ?? []).map(\.description)
    #expect(
      problems.contains { $0.contains("more than the \(ScreenStates.limit) a screen may keep") })
    try app.relaunch(restoring: true)
    #expect(app.app.restoration == .restored, "the navigation is saved without the state")
    #expect((app.app.visibleModel as? NoteModel)?.draft == "")
  }
}

/// Back where you were after signing in again: the navigation and what its screens kept when
/// the session expired come back when the same account logs in.
@MainActor
@Suite struct ExpiredSessionReturnTests {
  @Test func theSameAccountLandsWhereTheSessionExpiredWithItsDraft() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "hello there")
    app.app.coordinator.handle(.expireSession)
    app.flow.expectScreen(AuthRoute.login)
    try app.tap("login", "demo", "demo1234")
    app.flow.expectScreen(TodayRoute.note(id: 3))
    #expect((app.app.visibleModel as? NoteModel)?.draft == "hello there")
    try app.tap("close")
    app.flow.expectScreen(TodayRoute.discardNote)
  }

  @Test func itIsUsedOnceAndALogoutForgetsIt() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    app.app.coordinator.handle(.expireSession)
    #expect((app.app.coordinator.rules as? ReadingRules)?.expiredNavigation?.user == "demo")
    app.app.coordinator.handle(.logOut)
    #expect(
      (app.app.coordinator.rules as? ReadingRules)?.expiredNavigation == nil, "a logout forgets it")
    try app.tap("login", "demo", "demo1234")
    app.flow.expectStack(["Today"])
    app.app.coordinator.handle(.expireSession)
    try app.tap("login", "demo", "demo1234")
    app.flow.expectStack(["Today"])
    #expect(
      (app.app.coordinator.rules as? ReadingRules)?.expiredNavigation == nil,
      "used at the next login")
  }

  /// The path of the kept file, for the harness's data directory.
  private func expiredFile(_ app: AppHarness) -> String {
    NavigationStore(dataDirectory: app.dataDirectory).path
      .replacing("navigation-main.json", with: "navigation-main.expired.json")
  }

  @Test func itOutlivesTheProcess() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "typed before the system ended the app")
    app.app.coordinator.handle(.expireSession)
    #expect(FileManager.default.fileExists(atPath: expiredFile(app)))
    try app.relaunch()  // The user quit, or the system ended the app: a fresh launch.
    app.flow.expectScreen(AuthRoute.login)
    try app.tap("login", "demo", "demo1234")
    app.flow.expectScreen(TodayRoute.note(id: 3))
    #expect((app.app.visibleModel as? NoteModel)?.draft == "typed before the system ended the app")
    #expect(!FileManager.default.fileExists(atPath: expiredFile(app)), "used up")
  }

  @Test func anotherAccountNeverSeesItAndALogoutOrADeletedAccountForgetsIt() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    try app.tap("article", "3")
    app.app.coordinator.handle(.expireSession)
    // Kept for another account (the live session knows one: the file says whose it is).
    let kept = try String(contentsOfFile: expiredFile(app), encoding: .utf8)
    #expect(kept.contains(#""user" : "demo""#))
    try Data(kept.replacing(#""user" : "demo""#, with: #""user" : "someone else""#).utf8)
      .write(to: URL(fileURLWithPath: expiredFile(app)))
    try app.relaunch()
    try app.tap("login", "demo", "demo1234")
    app.flow.expectStack(["Today"])
    #expect(!FileManager.default.fileExists(atPath: expiredFile(app)), "dropped, not kept")
    for forget in [AppIntent.logOut, .accountDeleted] {
      try app.tap("article", "3")
      app.app.coordinator.handle(.expireSession)
      #expect(FileManager.default.fileExists(atPath: expiredFile(app)))
      app.app.coordinator.handle(forget)
      #expect(!FileManager.default.fileExists(atPath: expiredFile(app)), "\(forget) forgets it")
      if forget == .logOut {
        try app.tap("login", "demo", "demo1234")
      }
    }
  }

  @Test func anUnreadableFileIsKeptAsideAndTheLoginLandsOnTheTabs() throws {
    let app = try AppHarness.loggedIn()
    defer { app.cleanUp() }
    app.app.coordinator.handle(.expireSession)
    try Data("{not json".utf8).write(to: URL(fileURLWithPath: expiredFile(app)))
    try app.relaunch()
    try app.tap("login", "demo", "demo1234")
    app.flow.expectStack(["Today"])
    #expect(app.app.store?.problems.first?.movedTo != nil)
  }
}
