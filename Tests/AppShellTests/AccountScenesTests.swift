import AppModels
import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointPluginsTesting

@testable import AppShell

/// What one account saved belongs to it: another account signing in, in any window, never
/// gets it back.
@MainActor
@Suite struct AccountScenesTests {
  private func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString)")
  }

  /// Live dependencies in `data`, onboarded and logged in as `user`.
  private func loggedIn(
    in data: URL, as user: String = "demo", password: String = "demo1234"
  ) throws -> AppDependencies {
    let dependencies = try AppDependencies.live(dataDirectory: data)
    try dependencies.launch.markOnboarded()
    _ = try dependencies.session.logIn(user: user, password: password)
    return dependencies
  }

  /// The left window shows article 8's note with a draft, and goes to the background.
  private func draftInLeftWindow(_ scenes: ReadingAppScenes) throws -> ReadingApp {
    let left = try scenes.connect("left", host: HeadlessHost(), link: "reading://article/8")
    try left.visibleModel?.perform("note", arguments: [])
    try left.visibleModel?.perform("write", arguments: ["demo's", "secret", "draft"])
    try scenes.enterBackground("left")
    return left
  }

  private func savedText(_ data: URL, _ scene: String) -> String? {
    FileManager.default.contents(
      atPath: data.appendingPathComponent("navigation-\(scene).json").path
    )
    .map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func theSavedNavigationRecordsItsAccount() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let scenes = ReadingAppScenes(dependencies: try loggedIn(in: data), dataDirectory: data)
    _ = try draftInLeftWindow(scenes)
    let file = try #require(savedText(data, "left"))
    #expect(file.contains("secret draft"))
    let saved = try SavedNavigation(
      reading: Data(file.utf8), in: NavigationStore.readingApp)
    #expect(saved.account == "demo")
  }

  @Test func aLogoutInOneWindowRemovesTheDraftsOfEveryWindow() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    _ = try draftInLeftWindow(scenes)
    // A window that is not connected saved the account's navigation in an earlier launch, and
    // a copy of another was kept aside; another account's file stays.
    let old = try #require(savedText(data, "left"))
    try Data(old.utf8).write(to: data.appendingPathComponent("navigation-gone.json"))
    try Data(old.utf8).write(
      to: data.appendingPathComponent("navigation-gone.json.corrupt-20260101T000000Z"))
    try Data(old.replacingOccurrences(of: "\"demo\"", with: "\"demo2\"").utf8).write(
      to: data.appendingPathComponent("navigation-other.json"))

    let right = try scenes.connect("right", host: HeadlessHost())
    try right.visibleModel?.perform("mypage", arguments: [])
    try right.visibleModel?.perform("logout", arguments: [])

    let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
      .filter { $0.hasPrefix("navigation-") }.sorted()
    #expect(!names.contains("navigation-left.json"))
    #expect(!names.contains("navigation-gone.json"))
    #expect(!names.contains { $0.contains(".corrupt-") })
    #expect(names.contains("navigation-other.json"), "another account's file stays")
    for name in names where name.hasSuffix(".json") && name != "navigation-other.json" {
      let text = FileManager.default.contents(atPath: data.appendingPathComponent(name).path)
      #expect(!String(decoding: text ?? Data(), as: UTF8.self).contains("secret draft"), "\(name)")
    }
  }

  @Test func anotherAccountsNavigationIsKeptAsideUnread() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    _ = try draftInLeftWindow(scenes)
    try scenes.disconnect("left")
    // Another account signs in without the first logging out (its session file replaced).
    try dependencies.session.logOut()
    _ = try dependencies.session.logIn(user: "demo2", password: "demo2345")
    let again = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left = try again.connect("left", host: HeadlessHost(), restoring: true)
    #expect(left.restoration == .refused(.anotherAccount(saved: "demo")))
    #expect(left.navigator.tree.modals.isEmpty)
    #expect(left.coordinator.restoredScreenStates.isEmpty)
    let kept = try FileManager.default.contentsOfDirectory(atPath: data.path)
      .filter { $0.hasPrefix("navigation-left.json.corrupt-") }
    #expect(kept.count == 1, "kept aside, unread")
    #expect(!(savedText(data, "left") ?? "").contains("secret draft"))
  }

  @Test func aFileThatRecordsNoAccountIsNotRestored() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    _ = try draftInLeftWindow(scenes)
    try scenes.disconnect("left")
    let url = data.appendingPathComponent("navigation-left.json")
    var saved = try SavedNavigation(
      reading: try Data(contentsOf: url), in: NavigationStore.readingApp)
    saved.account = nil
    try saved.encoded(in: NavigationStore.readingApp).write(to: url)
    let again = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left = try again.connect("left", host: HeadlessHost(), restoring: true)
    #expect(left.restoration == .refused(.anotherAccount(saved: nil)))
  }

  @Test func aFileOfAVersionWithOneAccountIsThatAccounts() throws {
    let fixture = SavedNavigationFixture("v1-note-draft.json", in: "../RestoreFixtures")
    #expect(try fixture.read(in: NavigationStore.readingApp).account == "demo")
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data, as: "demo2", password: "demo2345")
    try FileManager.default.copyItem(
      at: fixture.url, to: data.appendingPathComponent("navigation-left.json"))
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left = try scenes.connect("left", host: HeadlessHost(), restoring: true)
    #expect(left.restoration == .refused(.anotherAccount(saved: "demo")))
    #expect(left.navigator.tree.modals.isEmpty, "demo's note and its draft stay unread")
  }

  @Test func aWindowLeavesTheScreensOfAnAccountThatSignedOutElsewhere() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left = try draftInLeftWindow(scenes)
    #expect(left.coordinator.navigationAccount == "demo")
    let right = try scenes.connect("right", host: HeadlessHost())
    try right.visibleModel?.perform("mypage", arguments: [])
    try right.visibleModel?.perform("logout", arguments: [])
    try right.visibleModel?.perform("login", arguments: ["demo2", "demo2345"])
    #expect(right.coordinator.navigationAccount == "demo2")
    // In the background, the left window saves nothing of demo's for demo2.
    #expect(left.coordinator.showsAnotherAccount)
    try scenes.enterBackground("left")
    #expect(!(savedText(data, "left") ?? "").contains("secret draft"))
    // In front again, it starts over: demo2's main tabs, none of demo's screens.
    try scenes.enterForeground("left")
    #expect(left.navigator.tree.modals.isEmpty)
    #expect(left.navigator.tree.visibleStackNames == ["Today"])
    #expect(left.coordinator.navigationAccount == "demo2")
    #expect(!left.coordinator.showsAnotherAccount)
  }

  @Test func theSameAccountStillGetsItsNavigationBack() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    _ = try draftInLeftWindow(scenes)
    try scenes.disconnect("left")
    let again = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left = try again.connect("left", host: HeadlessHost(), restoring: true)
    #expect(left.restoration == .restored)
    #expect(left.coordinator.navigationAccount == "demo")
    try again.enterForeground("left")
    #expect(left.navigator.tree.modals.count == 1, "the note stays: its account is signed in")
  }
}
