import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointPluginsTesting
import WaypointSoak

/// Migrations of saved navigation: each change, versions in order, what removals take with
/// them, and reading files of every version.
struct NavigationMigrationTests {
  /// Two tabs (the second selected, with an article pushed on a story) and a sheet over them.
  static func saved() throws -> NavigationTree {
    var tree = try NavigationTree(
      root: .tabs(
        [
          .init("Home", .stack([.pages([Route("Pick"), Route("Weekly")], current: 1)])),
          .init(
            "Library", .stack([.screen(Route("Shelf")), .screen(Route("Story", ["id": "3"]))])),
        ], selected: 1))
    try tree.perform(.push(.screen(Route("Article", ["id": "3"]))))
    try tree.perform(.present(.stack([.screen(Route("Share", ["id": "3"]))]), style: .sheet))
    return tree
  }

  static func shape(_ tree: NavigationTree) -> String { SavedNavigationFixture.shape(of: tree) }

  /// The routes of the Library tab's stack, root first.
  static func library(_ tree: NavigationTree) -> [Route] {
    guard case .tabs(let tabs) = tree.root,
      let library = tabs.tabs.first(where: { $0.name == "Library" }),
      case .stack(let stack) = library.content
    else { return [] }
    return stack.entries.array.compactMap { $0.screen?.route }
  }

  static func migrated(
    _ changes: [NavigationMigration], _ tree: NavigationTree
  ) throws -> (tree: NavigationTree, removals: [MigrationRemoval]) {
    try NavigationVersions(current: 2, migrations: [1: changes]).migrate(tree, from: 1)
  }

  // MARK: Each change

  @Test func renamesARouteWhereverItShowsKeepingIDsAndArguments() throws {
    let tree = try Self.saved()
    let (after, removals) = try Self.migrated(
      [.renameRoute("Story", to: "Article"), .renameRoute("Article", to: "Reader")], tree)
    // Renames apply to the saved names, not to each other's results.
    #expect(
      Self.library(after) == [
        Route("Shelf"), Route("Article", ["id": "3"]), Route("Reader", ["id": "3"]),
      ])
    #expect(removals.isEmpty)
    var ids: [NodeID] = []
    var idsAfter: [NodeID] = []
    tree.forEachNode { ids.append($0.id) }
    after.forEachNode { idsAfter.append($0.id) }
    #expect(idsAfter == ids)
  }

  @Test func renamesPagesAndModalScreens() throws {
    let (after, _) = try Self.migrated(
      [.renameRoute("Weekly", to: "Week"), .renameRoute("Share", to: "ShareSheet")],
      try Self.saved())
    #expect(Self.shape(after).contains("pages (Pick | Week*)"))
    #expect(after.visibleScreen.route == Route("ShareSheet", ["id": "3"]))
  }

  @Test func addsRenamesAndRemovesArguments() throws {
    let tree = try Self.saved()
    let added = try Self.migrated([.addArgument("source", value: "feed", to: "Article")], tree)
    #expect(Self.library(added.tree).last == Route("Article", ["id": "3", "source": "feed"]))
    let renamed = try Self.migrated([.renameArgument("id", to: "article", in: "Share")], tree)
    #expect(renamed.tree.visibleScreen.route == Route("Share", ["article": "3"]))
    let removed = try Self.migrated([.removeArgument("id", from: "Story")], tree)
    #expect(Self.library(removed.tree)[1] == Route("Story"))
  }

  @Test func anArgumentAddedKeepsTheValueAScreenAlreadySaved() throws {
    let (after, _) = try Self.migrated(
      [.addArgument("id", value: "0", to: "Article")], try Self.saved())
    #expect(Self.library(after).last == Route("Article", ["id": "3"]))
  }

  @Test func aRemovedScreenTakesTheEntriesAboveItAndTheModalsOverThem() throws {
    let (after, removals) = try Self.migrated([.removeRoute("Story")], try Self.saved())
    #expect(Self.library(after) == [Route("Shelf")])
    #expect(after.modals.isEmpty)
    // Story, the article above it and the sheet's Share.
    #expect(removals == [MigrationRemoval(removed: "Story(3)", version: 1, entries: 3)])
  }

  @Test func aScreenRemovedFromATabNotShowingKeepsTheModals() throws {
    var tree = try Self.saved()
    try tree.perform(.dismissAll)
    try tree.perform(.selectTab(.index(0)))
    try tree.perform(.present(.screen(Route("Share", ["id": "1"])), style: .sheet))
    let (after, removals) = try Self.migrated([.removeRoute("Article")], tree)
    #expect(after.modals.count == 1)
    #expect(removals.map(\.entries) == [1])
  }

  @Test func theModalsGoWithTheRemovalThatCutWhatTheyWerePresentedOver() throws {
    var tree = try Self.saved()
    try tree.perform(.dismissAll)
    try tree.perform(.selectTab(.index(0)))
    try tree.perform(.present(.screen(Route("Share", ["id": "1"])), style: .sheet))
    let (after, removals) = try Self.migrated([.removeTab("Home"), .removeRoute("Story")], tree)
    #expect(after.modals.isEmpty)
    // The sheet was over the Home tab, which went first; Library's cut came after.
    #expect(removals.map(\.removed) == ["tab Home", "Story(3)"])
    #expect(removals.map(\.entries) == [2, 2])
  }

  @Test func aRemovedStackRootTakesItsTabAndTheSelectionFallsBackToTheFirst() throws {
    let (after, removals) = try Self.migrated([.removeRoute("Shelf")], try Self.saved())
    guard case .tabs(let tabs) = after.root else {
      Issue.record("no tabs")
      return
    }
    #expect(tabs.names == ["Home"])
    #expect(tabs.selectedIndex == 0)
    #expect(after.modals.isEmpty)
    #expect(
      removals == [
        MigrationRemoval(removed: "tab Library (its root Shelf)", version: 1, entries: 4)
      ])
  }

  @Test func aRemovedPageTakesItsPageContainer() throws {
    var tree = try Self.saved()
    try tree.perform(.dismissAll)
    try tree.perform(.selectTab(.index(0)))
    try tree.perform(.push(.screen(Route("Article", ["id": "1"]))))
    let (after, removals) = try Self.migrated([.removeRoute("Weekly")], tree)
    guard case .tabs(let tabs) = after.root else {
      Issue.record("no tabs")
      return
    }
    #expect(tabs.names == ["Library"])
    #expect(removals.map(\.removed) == ["tab Home (its root the pages with Weekly)"])
    #expect(removals.map(\.entries) == [2])
  }

  @Test func renamesAndRemovesTabs() throws {
    let tree = try Self.saved()
    let renamed = try Self.migrated([.renameTab("Library", to: "Saved")], tree)
    guard case .tabs(let tabs) = renamed.tree.root else { return }
    #expect(tabs.names == ["Home", "Saved"])
    #expect(tabs.selectedIndex == 1)
    let removed = try Self.migrated([.removeTab("Home")], tree)
    guard case .tabs(let left) = removed.tree.root else { return }
    #expect(left.names == ["Library"])
    #expect(left.selectedIndex == 0)
    #expect(removed.tree.modals.count == 1, "the sheet was over the tab that stays")
    #expect(removed.removals == [MigrationRemoval(removed: "tab Home", version: 1, entries: 1)])
  }

  @Test func aFeatureRemovedTakesItsScreensAndItsTab() throws {
    let (after, removals) = try Self.migrated(
      [.removeFeature(routes: ["Article", "Share"], tab: "Home")], try Self.saved())
    #expect(
      Self.shape(after) == """
        tabs (Library*)
          Library:
            stack
              Shelf
              Story(3) *
        """)
    #expect(removals.map(\.removed) == ["tab Home", "Article(3)"])
    #expect(removals.map(\.entries) == [1, 2])
  }

  @Test func aTabRenamedToAnotherTabsNameIsATypedError() throws {
    #expect(throws: SavedNavigationProblem.migration(from: 1, .duplicateTab("Home"))) {
      try Self.migrated([.renameTab("Library", to: "Home")], try Self.saved())
    }
  }

  @Test func removingEverythingIsATypedError() throws {
    let tree = try NavigationTree(root: .stack([.screen(Route("Shelf"))]))
    #expect(
      throws: SavedNavigationProblem.everythingRemoved([
        MigrationRemoval(removed: "Shelf", version: 1, entries: 1)
      ])
    ) {
      try Self.migrated([.removeRoute("Shelf")], tree)
    }
  }

  // MARK: Versions

  @Test func runsEachVersionsMigrationsInOrderFromTheFilesVersion() throws {
    let versions = NavigationVersions(
      current: 4,
      migrations: [
        1: [.renameRoute("Story", to: "Post")],
        2: [.renameRoute("Post", to: "Entry")],
        3: [.addArgument("source", value: "feed", to: "Entry")],
      ])
    let tree = try Self.saved()
    func route(from version: Int, _ saved: NavigationTree) throws -> Route? {
      Self.library(try versions.migrate(saved, from: version).tree).dropFirst().first
    }
    #expect(try route(from: 1, tree) == Route("Entry", ["id": "3", "source": "feed"]))
    #expect(try route(from: 3, tree) == Route("Story", ["id": "3"]), "3 → 4 adds to Entry only")
    #expect(try route(from: 4, tree) == Route("Story", ["id": "3"]))
    #expect(versions.oldest == 1)
    #expect(versions.problems.isEmpty)
  }

  @Test func refusesVersionsItCannotRead() throws {
    let versions = NavigationVersions(current: 3, migrations: [2: []])
    let tree = try Self.saved()
    #expect(versions.oldest == 2)
    #expect(throws: SavedNavigationProblem.newerVersion(4, current: 3)) {
      try versions.migrate(tree, from: 4)
    }
    #expect(throws: SavedNavigationProblem.noMigration(from: 1, oldest: 2)) {
      try versions.migrate(tree, from: 1)
    }
    #expect(throws: SavedNavigationProblem.invalidVersion(0)) {
      try versions.migrate(tree, from: 0)
    }
  }

  @Test func aDeclarationWithAMigrationThatNeverRunsHasProblems() {
    let versions = NavigationVersions(current: 2, migrations: [0: [], 1: [], 2: []])
    #expect(
      versions.problems == [
        .migrationNeverRuns(from: 0, current: 2), .migrationNeverRuns(from: 2, current: 2),
      ])
    #expect(NavigationVersions(current: 0).problems == [.invalidVersion(0)])
  }

  // MARK: Files

  @Test func aFileWritesTheCurrentVersionAndReadsBackWithItsScreensStates() throws {
    let versions = NavigationVersions(current: 2, migrations: [1: []])
    let tree = try Self.saved()
    let data = try SavedNavigation(tree: tree).encoded(in: versions)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""version":2"#))
    #expect(!text.contains("screens"), "no screen keeps a state")
    let read = try SavedNavigation(reading: data, in: versions)
    #expect(read.tree == tree)
    #expect(read.savedVersion == 2)
  }

  @Test func aFileOfAnOlderVersionIsMigratedAsItIsRead() throws {
    let old = NavigationVersions(current: 1)
    let new = NavigationVersions(current: 2, migrations: [1: [.removeRoute("Share")]])
    let data = try SavedNavigation(tree: try Self.saved()).encoded(in: old)
    let read = try SavedNavigation(reading: data, in: new)
    #expect(read.savedVersion == 1)
    #expect(read.tree.modals.isEmpty)
    #expect(read.removals.map(\.removed) == ["Share(3)"])
    // A newer app's file is refused by the older app.
    let newer = try read.encoded(in: new)
    #expect(throws: SavedNavigationProblem.newerVersion(2, current: 1)) {
      try SavedNavigation(reading: newer, in: old)
    }
  }

  @Test func aFileThatIsNotASavedNavigationIsUnreadable() {
    for text in ["", "[]", #"{"version":1}"#, #"{"version":"1","tree":{}}"#] {
      #expect(throws: SavedNavigationProblem.self) {
        try SavedNavigation(reading: Data(text.utf8), in: NavigationVersions())
      }
    }
  }

  /// Random trees through random migrations: the result is a valid tree, every removal is
  /// counted once (the entries before are the entries after plus those removed), and nothing
  /// removed or renamed away is left.
  @Test(arguments: [UInt64(11), 12, 13])
  func randomMigrationsKeepTheTreeValidAndCountEveryRemoval(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let routes = ["A", "B", "C", "D", "E"]
    var migrated = 0
    for _ in 0..<300 {
      let tree = try Self.randomTree(routes: routes, using: &random)
      var changes: [NavigationMigration] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let route = random.pick(routes) ?? "A"
        let tab = TabName(random.pick(["T0", "T1", "T2"]) ?? "T0")
        changes.append(
          random.pick([
            .removeRoute(route), .renameRoute(route, to: route + "2"), .removeTab(tab),
            .renameTab(tab, to: TabName(tab.rawValue + "x")),
            .addArgument("k", value: "v", to: route), .removeArgument("id", from: route),
          ]) ?? .removeRoute(route))
      }
      do throws(SavedNavigationProblem) {
        let (after, removals) = try NavigationVersions(current: 2, migrations: [1: changes])
          .migrate(tree, from: 1)
        #expect(throws: Never.self) { try after.validate() }
        #expect(Self.entries(tree) == Self.entries(after) + removals.reduce(0) { $0 + $1.entries })
        var names: Set<String> = []
        after.forEachNode { if let screen = $0.screen { names.insert(screen.route.name) } }
        for case .removeRoute(let route) in changes { #expect(!names.contains(route)) }
        migrated += 1
      } catch {
        switch error {
        case .everythingRemoved, .migration(_, .duplicateTab): break
        default: Issue.record("seed \(seed): \(error)")
        }
      }
    }
    #expect(migrated > 100)
  }

  /// Entries as migrations count them: stack entries and modal levels' entries.
  static func entries(_ tree: NavigationTree) -> Int {
    func count(_ node: Node) -> Int {
      switch node {
      case .stack(let stack): stack.entries.count
      case .screen, .pages: 1
      case .tabs(let tabs): tabs.tabs.reduce(0) { $0 + count($1.content) }
      case .split(let split): split.stacks.reduce(0) { $0 + $1.entries.count }
      }
    }
    return tree.modals.reduce(count(tree.root)) { $0 + count($1.content) }
  }

  static func randomTree(routes: [String], using random: inout SeededGenerator) throws
    -> NavigationTree
  {
    func screen() -> Content {
      .screen(Route(random.pick(routes) ?? "A", ["id": "\(Int.random(in: 0..<3, using: &random))"]))
    }
    func stack() -> Content {
      var entries: [Content] = []
      if Bool.random(using: &random) {
        entries.append(.pages([Route(random.pick(routes) ?? "A"), Route("P")], current: 1))
      }
      for _ in 0..<Int.random(in: 1...4, using: &random) { entries.append(screen()) }
      return .stack(entries)
    }
    let tabCount = Int.random(in: 0...3, using: &random)
    var tree = try NavigationTree(
      root: tabCount == 0
        ? stack()
        : .tabs(
          (0..<tabCount).map { .init(TabName("T\($0)"), stack()) },
          selected: Int.random(in: 0..<tabCount, using: &random)))
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      try tree.perform(.present(Bool.random(using: &random) ? stack() : screen(), style: .sheet))
    }
    return tree
  }
}

/// The fixture kit: a kept file checked against the tree it reads as, and against the tree an
/// app restores it to.
@MainActor
struct SavedNavigationFixtureTests {
  static let versions = NavigationVersions(
    current: 2, migrations: [1: [.renameRoute("Story", to: "Post"), .removeRoute("Share")]])

  /// A fixture written by version 1 into a fresh folder.
  static func fixture() throws -> SavedNavigationFixture {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixtures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("v1.json")
    try SavedNavigation(tree: try NavigationMigrationTests.saved())
      .encoded(in: NavigationVersions(current: 1)).write(to: url)
    return SavedNavigationFixture(url: url)
  }

  static let expected = """
    tabs (Home | Library*)
      Home:
        stack
          pages (Pick | Weekly*) *
      Library:
        stack
          Shelf
          Post(3)
          Article(3) *
    """

  @Test func passesForTheTreeTheFileReadsAs() throws {
    let fixture = try Self.fixture()
    let saved = fixture.expectReads(in: Self.versions, as: Self.expected, removed: ["Share(3)"])
    #expect(saved?.savedVersion == 1)
    try fixture.expectRestores(in: Self.versions, to: Self.expected) { url in
      try SavedNavigation(reading: Data(contentsOf: url), in: Self.versions).tree
    }
  }

  @Test func failsForAnotherTreeOrOtherRemovals() throws {
    let fixture = try Self.fixture()
    withKnownIssue {
      fixture.expectReads(in: Self.versions, as: Self.expected + "\n", removed: ["Share(3)"])
    }
    withKnownIssue {
      fixture.expectReads(in: Self.versions, as: Self.expected)
    }
    withKnownIssue {
      fixture.expectRestores(in: Self.versions, to: Self.expected) { _ in NavigationTree() }
    }
    withKnownIssue {
      fixture.expectReads(in: NavigationVersions(current: 2), as: Self.expected)
    }
    withKnownIssue {
      SavedNavigationFixture(url: URL(fileURLWithPath: "/nonexistent/v1.json"))
        .expectReads(in: Self.versions, as: Self.expected)
    }
  }
}
