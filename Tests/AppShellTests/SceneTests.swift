import AppModels
import Foundation
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

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

  /// A window disconnected and connected again in the same process: the note comes back with
  /// its draft (saved) and its undo history (kept in memory, the same object); the system
  /// ending the app loses the history, and a discarded window loses both.
  @Test func aSceneConnectedAgainGetsBackWhatItsScreensKept() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dependencies = try loggedIn(in: data)
    let scenes = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    weak var history: NoteHistory?
    do {
      let app = try scenes.connect("left", host: HeadlessHost(), link: "reading://article/8")
      try app.visibleModel?.perform("note", arguments: [])
      try app.visibleModel?.perform("write", arguments: ["first"])
      try app.visibleModel?.perform("write", arguments: ["second"])
      history = (app.visibleModel as? NoteModel)?.history
      try scenes.enterBackground("left")
      try scenes.disconnect("left")
    }
    #expect(history != nil, "kept while the window is disconnected")
    #expect(scenes.scenesKeepingObjects == ["left"])

    let again = try scenes.connect("left", host: HeadlessHost(), restoring: true)
    let note = try #require(again.visibleModel as? NoteModel)
    #expect(note.history === history)
    #expect(again.coordinator.adoptedObjects == [Route("Note", ["id": "8"])])
    #expect(scenes.scenesKeepingObjects.isEmpty)
    try note.perform("undo", arguments: [])
    #expect(note.draft == "first")

    // The system ends the app: the draft comes back, the history does not.
    try scenes.enterBackground("left")
    try scenes.disconnect("left")
    let relaunched = ReadingAppScenes(dependencies: dependencies, dataDirectory: data)
    let fresh = try relaunched.connect("left", host: HeadlessHost(), restoring: true)
    let restored = try #require(fresh.visibleModel as? NoteModel)
    #expect(restored.draft == "first")
    #expect(restored.history.earlier.isEmpty)
    #expect(!restored.actions.map(\.name).contains("undo"))
  }

  @Test func aDiscardedSceneLosesWhatItKeptAndItsSavedNavigation() throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let scenes = ReadingAppScenes(dependencies: try loggedIn(in: data), dataDirectory: data)
    weak var history: NoteHistory?
    do {
      let app = try scenes.connect("left", host: HeadlessHost(), link: "reading://article/8")
      try app.visibleModel?.perform("note", arguments: [])
      try app.visibleModel?.perform("write", arguments: ["typed"])
      history = (app.visibleModel as? NoteModel)?.history
      try scenes.disconnect("left")
    }
    try scenes.connect("right", host: HeadlessHost())
    let store = NavigationStore(dataDirectory: data, scene: "left")
    #expect(FileManager.default.fileExists(atPath: store.path))
    scenes.discard(["left", "right"])
    #expect(history == nil)
    #expect(!FileManager.default.fileExists(atPath: store.path))
    #expect(scenes.app(for: "right") == nil, "a connected scene discarded is disconnected")
    let again = try scenes.connect("left", host: HeadlessHost(), restoring: true)
    #expect(again.restoration == .nothingSaved)
  }
}
