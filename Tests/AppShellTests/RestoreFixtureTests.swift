import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointPluginsTesting

@testable import AppShell

/// The files earlier versions of the reading app saved (`Tests/RestoreFixtures`) still read,
/// migrated, and restore to the tree they showed, in this version's names.
@MainActor
struct RestoreFixtureTests {
  /// Each fixture, the tree it restores to, and what the restoration drops (the tree it reads
  /// as is that tree, with the dropped entries).
  nonisolated static let fixtures: [(name: String, tree: String, drops: [String])] = [
    (
      "v1-withdraw-sheet.json",
      """
      tabs (Today | Bookmarks*)
        Today:
          stack
            pages (Today(Pick)* | Today(Weekly) | Today(Popular))
            Article(2) *
        Bookmarks:
          stack
            Bookmarks
            MyPage *
      modal 0 (sheet):
        ConfirmWithdrawal *
      """,
      []
    ),
    (
      "v1-note-draft.json",
      """
      tabs (Today* | Bookmarks)
        Today:
          stack
            pages (Today(Pick)* | Today(Weekly) | Today(Popular))
            Article(3) *
        Bookmarks:
          stack
            Bookmarks
            MyPage *
      modal 0 (sheet):
        Note(3) *
      """,
      []
    ),
    (
      "v2-removed-article.json",
      """
      tabs (Today | Bookmarks*)
        Today:
          stack
            pages (Today(Pick)* | Today(Weekly) | Today(Popular)) *
        Bookmarks:
          stack
            Bookmarks
            MyPage *
      modal 0 (sheet):
        ConfirmWithdrawal *
      """,
      ["dropped Article(99): Article(99) cannot be shown: there is no article 99"]
    ),
  ]

  @Test func everyFixtureIsListed() throws {
    let folder = SavedNavigationFixture("RestoreFixtures", in: "..").url
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    #expect(Set(files) == Set(Self.fixtures.map(\.name)))
  }

  @Test(arguments: fixtures.map(\.name))
  func restoresToTheTreeItShowed(name: String) throws {
    let fixture = try #require(Self.fixtures.first { $0.name == name })
    let expected = fixture.tree
    let kept = SavedNavigationFixture(name, in: "../RestoreFixtures")
    if fixture.drops.isEmpty {
      kept.expectReads(in: NavigationStore.readingApp, as: expected)
    }
    let app = try AppHarness.loggedIn()
    let saved = try kept.read(in: NavigationStore.readingApp).tree
    try kept.expectRestores(in: NavigationStore.readingApp, to: Self.laidOutToday(expected)) {
      url in
      let store = NavigationStore(dataDirectory: app.dataDirectory)
      try? FileManager.default.removeItem(atPath: store.path)
      try FileManager.default.copyItem(atPath: url.path, toPath: store.path)
      try app.relaunch(restoring: true, saving: false)
      #expect(app.app.restoration == .restored)
      #expect(app.app.coordinator.restorationDrops.map(\.description) == fixture.drops)
      return try Self.tabs(of: saved, in: app.app.navigator.tree)
    }
  }

  /// `outline` as this version lays it out: the Bookmarks tab became a split after these files
  /// were saved, so what they pushed on it shows in its detail column, above its list (the
  /// window is compact).
  static func laidOutToday(_ outline: String) -> String {
    let savedAsAStack = [
      "  Bookmarks:",
      "    stack",
      "      Bookmarks",
      "      MyPage *",
    ]
    let laidOutAsASplit = [
      "  Bookmarks:",
      "    split (collapsed, detail on top)",
      "      primary:",
      "        stack",
      "          Bookmarks *",
      "      detail:",
      "        stack",
      "          MyPage *",
    ]
    return outline.replacing(
      savedAsAStack.joined(separator: "\n"), with: laidOutAsASplit.joined(separator: "\n"))
  }

  /// `tree` with only the tabs `saved` has: a tab added since the fixture was saved (the
  /// generator's copy of the app adds some) shows its root, which the fixture knows nothing of.
  static func tabs(of saved: NavigationTree, in tree: NavigationTree) throws -> NavigationTree {
    guard case .tabs(let savedTabs) = saved.root, case .tabs(let tabs) = tree.root else {
      return tree
    }
    let kept = tabs.tabs.filter { savedTabs.names.contains($0.name) }
    let selected = kept.firstIndex { $0.name == tabs.selected.name } ?? 0
    return try tree.withNodes(
      root: .tabs(
        Tabs(
          id: tabs.id, tabs: kept, selectedIndex: selected, style: tabs.style,
          showsSidebar: tabs.showsSidebar)), modals: tree.modals)
  }

  @Test func theNoteComesBackWithTheDraftVersion1Saved() throws {
    let app = try AppHarness.loggedIn()
    let store = NavigationStore(dataDirectory: app.dataDirectory)
    try? FileManager.default.removeItem(atPath: store.path)
    try FileManager.default.copyItem(
      atPath: SavedNavigationFixture("v1-note-draft.json", in: "../RestoreFixtures").url.path,
      toPath: store.path)
    try app.relaunch(restoring: true, saving: false)
    #expect(app.app.coordinator.restoredScreenStates == [Route("Note", ["id": "3"])])
  }
}

extension RestoreFixtureTests {
  @Test func aFileANewerVersionSavedIsKeptAsideAndTheAppStartsFresh() throws {
    let app = try AppHarness.loggedIn()
    let store = NavigationStore(dataDirectory: app.dataDirectory)
    let fixture = SavedNavigationFixture("v1-note-draft.json", in: "../RestoreFixtures")
    let text = try String(contentsOf: fixture.url, encoding: .utf8)
      .replacing(#""version" : 1"#, with: #""version" : 4"#)
    try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
    try app.relaunch(restoring: true, saving: false)
    #expect(app.app.restoration == .nothingSaved)
    #expect(app.app.navigator.tree.visibleStackNames == ["Today"])
    let problem = try #require(app.app.store?.problems.first)
    #expect(problem.reason == "\(SavedNavigationProblem.newerVersion(4, current: 3))")
    #expect(problem.movedTo != nil, "the file is kept aside")
  }
}
