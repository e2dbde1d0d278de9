import AppModels
import Foundation
import Testing
import TodayFeature
import Waypoint

@testable import AppShell

/// Two windows of the app: two trees, two save files, and each link in its own window.
@MainActor
@Suite struct SceneTests {
  private func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString)")
  }

  /// Live dependencies in `data`, onboarded and logged in as the demo account.
  private func loggedIn(in data: URL) throws -> AppDependencies {
    let dependencies = try AppDependencies.live(dataDirectory: data)
    try dependencies.launch.markOnboarded()
    _ = try dependencies.session.logIn(user: "demo", password: "demo1234")
    return dependencies
  }

  private func stack(_ app: ReadingApp) -> [String] {
    app.navigator.tree.visibleStackNames
  }

  @Test func twoScenesHaveTwoTreesTwoFilesAndTheirOwnLinks() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    weak var oldLeft: Navigator?
    do {
      let left = try scenes.connect("left", host: HeadlessHost())
      oldLeft = left.navigator
      let right = try scenes.connect("right", host: HeadlessHost(), link: "reading://bookmarks")
      #expect(stack(left) == ["Today"])
      #expect(right.navigator.tree.visibleTabs?.selected.name == "Bookmarks")
      try scenes.open("reading://article/8", in: "left")
      #expect(stack(left) == ["Today", "Article"])
      #expect(stack(right) == ["Bookmarks"], "the other window did not move")
      try scenes.open("reading://mypage", from: .handoff, in: "right")
      #expect(stack(right) == ["Bookmarks", "MyPage"])
      #expect(throws: SceneError.unknownScene("middle")) {
        try scenes.open("reading://mypage", in: "middle")
      }
      #expect(throws: SceneError.alreadyConnected("left")) {
        try scenes.connect("left", host: HeadlessHost())
      }
      let files = try FileManager.default.contentsOfDirectory(atPath: data.path)
        .filter { $0.hasPrefix("navigation-") && $0.hasSuffix(".json") }.sorted()
      #expect(files == ["navigation-left.json", "navigation-right.json"])
    }

    // The system ends the app; both windows come back, each to its own tree.
    try scenes.disconnect("left")
    try scenes.disconnect("right")
    #expect(oldLeft == nil, "a disconnected scene's app is released")
    let again = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left2 = try again.connect("left", host: HeadlessHost(), restoring: true)
    let right2 = try again.connect("right", host: HeadlessHost(), restoring: true)
    #expect(stack(left2) == ["Today", "Article"])
    #expect(stack(right2) == ["Bookmarks", "MyPage"])
    #expect(left2.restoration == .restored && right2.restoration == .restored)
  }

  @Test func aSceneGoingToTheBackgroundSavesWhatItsScreensKeep() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let left = try scenes.connect("left", host: HeadlessHost(), link: "reading://article/8")
    try left.visibleModel?.perform("note", arguments: [])
    try left.visibleModel?.perform("write", arguments: ["typed", "in", "the", "left", "window"])
    try scenes.enterBackground("left")
    #expect(throws: SceneError.unknownScene("right")) { try scenes.enterBackground("right") }
    try scenes.disconnect("left")
    let again = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let restored = try again.connect("left", host: HeadlessHost(), restoring: true)
    #expect((restored.visibleModel as? NoteModel)?.draft == "typed in the left window")
  }

  @Test func sceneIdentifiersNeverShareAFile() {
    let names = ["a/b", "a_b", "a_2Fb", "", "Ünï", "../x", "A-b"].map(NavigationStore.fileName)
    #expect(Set(names).count == names.count, "\(names)")
    #expect(names.allSatisfy { !$0.contains("/") && !$0.contains(".") && !$0.isEmpty })
  }
}
