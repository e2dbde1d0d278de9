// The ```swift blocks of Modules/Waypoint/Waypoint.docc/Restoration.md, verbatim, in the
// context they need: a file that keeps a tree, a tab bar and an article flow, and a root that
// restores a saved tree.
import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointPluginsTesting
import WaypointTesting

enum Restoration {
  @MainActor
  final class TreeFile {
    var saved: NavigationTree?
    func save(_ tree: NavigationTree) { saved = tree }
  }

  @MainActor
  final class ArticleFlow: FlowCoordinator {
    init(id: Int) { super.init(initialContent: .screen(Route("Article", ["id": "\(id)"]))) }
  }

  /// A store that marks a restoration until the restored tree has settled.
  @MainActor
  final class MarkedStore {
    var isRestoring = true
    func restorationSettled() { isRestoring = false }
  }

  @MainActor
  static func clearMark(of store: MarkedStore, when navigator: Navigator) {
    navigator.whenSettled { store.restorationSettled() }
  }

  @MainActor
  static func observe(_ navigator: Navigator, into file: TreeFile) {
    navigator.journal.observe { [weak file] transaction in
      guard let tree = transaction.tree, !transaction.steps.isEmpty else { return }
      file?.save(tree)
    }
  }

  static func check(_ data: Data, routes: RouteTable) throws {
    let saved = try JSONDecoder().decode(NavigationTree.self, from: data)
    if let refusal = routes.refusal(in: saved) { throw refusal }  // a removed screen or argument
  }

  @MainActor
  static func restore(navigator: Navigator, app: Coordinator, tabBar: TabCoordinator) throws {
    try navigator.perform("restore", by: app) { draft throws(NavigationError) in
      try draft.start(tabBar, as: .replaceRoot(), by: app)
      guard case .tabs(let tabs) = draft.tree.root,
        let todayFlow = draft.coordinator(anchoredAt: tabs.tabs[0].content.id)
      else { throw .noVisibleContainer(.tabs) }
      let article = ArticleFlow(id: 8)
      try draft.start(article, as: .push(onto: tabs.tabs[0].content.id), by: todayFlow)
      try draft.perform(.present(.screen(Route("Share", ["id": "8"])), style: .sheet), by: article)
    }
  }

  /// A note saved by the note flow.
  struct SavedNote: Sendable {
    var text: String
  }

  /// A flow started for its result, and the article flow that shows the result.
  @MainActor
  final class NoteFlow: FlowCoordinator, ProducesResult {
    typealias Output = SavedNote
    init() { super.init(initialContent: .screen(Route("Note", ["id": "8"]))) }
  }

  @MainActor
  final class ArticleWithNote: FlowCoordinator {
    var shown: [String] = []
    init() { super.init(initialContent: .screen(Route("Article", ["id": "8"]))) }
    func show(_ note: SavedNote) { shown.append(note.text) }
  }

  @MainActor
  static func restoreNote(
    _ note: NoteFlow, over article: ArticleWithNote, in draft: inout NavigationDraft
  ) throws(NavigationError) {
    try draft.start(note, as: .present(.sheet, inStack: false), by: article) { result in
      if case .value(let saved) = result { article.show(saved) }
    }
  }

  /// A root that restores `saved`: a stack of screens, each pushed by a flow of its own.
  @MainActor
  final class RestoringRoot: Coordinator {
    let saved: NavigationTree
    init(restoring saved: NavigationTree) { self.saved = saved }
    override func didStart() {
      let routes =
        saved.visibleStack?.entries.array.compactMap { entry -> Route? in
          if case .screen(let screen) = entry { screen.route } else { nil }
        } ?? []
      _ = try? navigator?.perform("restore", by: self) { draft throws(NavigationError) in
        try draft.perform(.replaceRoot(.stack([.screen(routes[0])])))
        for route in routes.dropFirst() {
          try draft.start(ScreenFlow(route), as: .push(), by: self)
        }
      }
    }
  }

  @MainActor
  final class ScreenFlow: FlowCoordinator {
    init(_ route: Route) { super.init(initialContent: .screen(route)) }
  }

  /// What a window saved: its tree and its screens' states.
  struct SavedWindow {
    var tree: NavigationTree
    var screens: ScreenStates
  }

  @MainActor
  static func rebuild(_ tree: NavigationTree, in draft: inout NavigationDraft)
    throws(NavigationError)
  {
    try draft.perform(.transition(to: tree))
  }

  @MainActor
  static func restore(
    _ saved: SavedWindow, navigator: Navigator, app: Coordinator
  ) throws -> [ScreenStateProblem] {
    var dropped: [ScreenStateProblem] = []
    try navigator.perform("restore", by: app) { draft throws(NavigationError) in
      try rebuild(saved.tree, in: &draft)
      saved.screens.restore(saved: saved.tree, into: &draft) { problem in dropped.append(problem) }
    }
    return dropped
  }
}

/// A note's screen: its text, and whether it is saved.
@MainActor
final class NoteModel {
  private(set) var draft = ""
  var saved = ""
  var history = NoteHistory()
  var hasUnsavedText: Bool { draft != saved }
  func write(_ text: String) { draft = text }
}

/// What a note's undo brings back.
final class NoteHistory {}

extension NoteModel: RetainsObject {
  public var retained: NoteHistory { history }
  public func adopt(_ history: NoteHistory) { self.history = history }
}

extension NoteModel: SavesScreenState {
  public var savedState: String? { hasUnsavedText ? draft : nil }
  public func restore(_ state: String) { write(state) }
}

@Suite struct RestorationTests {
  typealias RestoringRoot = Restoration.RestoringRoot

  /// A saved stack of three screens.
  var savedData: Data {
    let tree = try! NavigationTree(
      root: .stack([.screen(Route("Home")), .screen(Route("List")), .screen(Route("Item"))]))
    return try! JSONEncoder().encode(tree)
  }

  func shape(_ tree: NavigationTree) -> String {
    tree.outline.replacing(/#[0-9]+/, with: "")
  }

  @MainActor @Test func theGateKnowsTheAccount() throws {
    let session = AccountSession()
    let root = PluginAppCoordinator(
      dependencies: (), features: [], rules: AccountRules(session: session))
    let host = HeadlessHost()
    let navigator = Navigator(root: root, host: host, routes: root.registry.routes)
    navigator.start()
    #expect(root.signedInAccount == "ana")
    session.signedInUser = nil
    #expect(root.signedInAccount == nil && !root.isAccessGranted)
  }

  @MainActor @Test func aRestoredTreeMatchesTheSavedOne() throws {
    let saved = try JSONDecoder().decode(NavigationTree.self, from: savedData)
    let flow = HeadlessFlow(root: RestoringRoot(restoring: saved))
    flow.start()
    #expect(shape(flow.tree) == shape(saved))
    try flow.host.tapBack()
    flow.expectReleased()
  }

  @MainActor @Test func theMarkIsClearedOnceTheHostHasShownTheRestoredTree() throws {
    let saved = try JSONDecoder().decode(NavigationTree.self, from: savedData)
    let host = HeadlessHost()
    host.animates = true
    let navigator = Navigator(root: RestoringRoot(restoring: saved), host: host)
    navigator.start()
    let store = Restoration.MarkedStore()
    Restoration.clearMark(of: store, when: navigator)
    #expect(store.isRestoring, "the host is still showing it")
    host.finishAnimations()
    #expect(!store.isRestoring)
  }

  @MainActor @Test func aFlowStartedForItsResultIsRebuiltWithItsHandler() throws {
    let article = Restoration.ArticleWithNote()
    let flow = HeadlessFlow(root: ScriptedRoot(starting: article))
    flow.start()
    let note = Restoration.NoteFlow()
    try flow.navigator.perform("restore", by: article) { draft throws(NavigationError) in
      try Restoration.restoreNote(note, over: article, in: &draft)
    }
    #expect(flow.tree.visibleScreen.route == Route("Note", ["id": "8"]))
    try note.finish(with: Restoration.SavedNote(text: "kept"))
    #expect(article.shown == ["kept"], "the result reaches the flow below")
  }

  @MainActor @Test func theTabBarSampleRestoresAnArticleWithItsSheet() throws {
    let host = HeadlessHost()
    let app = Coordinator()
    let navigator = Navigator(root: app, host: host)
    navigator.start()
    let file = Restoration.TreeFile()
    Restoration.observe(navigator, into: file)
    let tabBar = TabCoordinator(tabs: [
      ("Today", Restoration.ScreenFlow(Route("Today"))),
      ("Bookmarks", Restoration.ScreenFlow(Route("Bookmarks"))),
    ])
    try Restoration.restore(navigator: navigator, app: app, tabBar: tabBar)
    #expect(navigator.tree.visibleScreen.route == Route("Share", ["id": "8"]))
    #expect(file.saved == navigator.tree)
    #expect(throws: NavigationError.self, "a table without these routes refuses them") {
      try Restoration.check(try JSONEncoder().encode(navigator.tree), routes: RouteTable([]))
    }
  }
}

@MainActor
@Suite struct RestorationScreenStateSampleTests {
  /// Makes a note model for the `Note` screen.
  final class NoteRoot: Coordinator {
    override func makeModel(for screen: Screen) -> AnyObject? {
      screen.route.name == "Note" ? NoteModel() : nil
    }
  }

  @Test func theDraftComesBackIntoTheRebuiltModel() throws {
    let before = Navigator(root: NoteRoot(), host: HeadlessHost())
    before.start()
    try before.perform(.replaceRoot(.stack([.screen(Route("Home")), .screen(Route("Note"))])))
    (before.visibleModel as? NoteModel)?.write("unsaved")
    let (states, _) = ScreenStates.capture(before.tree, models: before.model(for:))
    let saved = Restoration.SavedWindow(tree: before.tree, screens: states)
    let app = NoteRoot()
    let after = Navigator(root: app, host: HeadlessHost())
    after.start()
    let dropped = try Restoration.restore(saved, navigator: after, app: app)
    #expect(dropped.isEmpty)
    #expect((after.visibleModel as? NoteModel)?.draft == "unsaved")
  }
}

/// Migrations and their fixtures.
enum RestorationMigrations {
  static func read(_ data: Data) throws -> [MigrationRemoval] {
    let versions = NavigationVersions(
      current: 2,
      migrations: [1: [.renameRoute("WithdrawConfirm", to: "ConfirmWithdrawal")]])
    let saved = try SavedNavigation(reading: data, in: versions)
    let removed = saved.removals  // what the migrations removed, each a MigrationRemoval
    return removed
  }

  @MainActor
  static func check(
    versions: NavigationVersions, restoredShape: String,
    relaunchRestoring: (URL) throws -> NavigationTree
  ) throws {
    let fixture = SavedNavigationFixture("v1-withdraw-sheet.json", in: "../RestoreFixtures")
    fixture.expectReads(in: versions, as: restoredShape)
    try fixture.expectRestores(in: versions, to: restoredShape) { file in
      try relaunchRestoring(file)
    }
  }
}

/// Who is signed in, for the accounts sample.
@MainActor
final class AccountSession {
  var signedInUser: String? = "ana"
}

/// An intent for the accounts sample.
enum AccountIntent: NavigationIntent {
  case restartAtSplash
  case openLink(String, from: LinkSource)
  var isForced: Bool { self == .restartAtSplash }
  var description: String {
    switch self {
    case .restartAtSplash: "restart at the splash"
    case .openLink(let link, _): "open \(link)"
    }
  }
}

/// The rules of the accounts sample: their access knows the account.
@MainActor
final class AccountRules: AppRules {
  typealias Dependencies = Void
  typealias Intent = AccountIntent
  let access: AccessRule<AccountIntent>?

  init(session: AccountSession) {
    access = AccessRule(
      named: "login", account: { [session] in session.signedInUser },
      signedOutElsewhere: .restartAtSplash)
  }

  func launch(_ app: App) {}

  func carryOut(_ intent: AccountIntent, in app: App) throws(IntentRefusal) {}
}
