import Foundation
import Testing

@testable import Waypoint

/// The screens of the reading tabs, for a navigator that accepts only them.
enum ShelfRoute: TypedRoute {
  case today
  case article
  case search
  case bookmarks
}

/// A tab coordinator saves a tab's back stack when the tab's flow is replaced, and brings it
/// back as it was: the same nodes, models and flows, which are kept aside meanwhile and go for
/// good only when the saved stack does.
@MainActor
@Suite struct SavedStackTests {
  /// Tabs Today and Bookmarks; the Today tab's own flow logs the models it makes, and has
  /// pushed an Article flow.
  @MainActor
  struct Reading {
    let navigator: Navigator
    let host: HeadlessHost
    let tabs: TabCoordinator
    let today: LoggingFlow
    let article: ScreenFlow
    var log: Log

    /// What the Today flow made models for.
    final class Log {
      var lines: [String] = []
    }

    var todayStack: Stack {
      get throws {
        let container = try #require(tabs.container)
        guard case .stack(let stack) = container.tabs[0].content else {
          throw NavigationError.wrongKind(container.id, expected: .stack, found: .tabs)
        }
        return stack
      }
    }

    var todayNames: [String] {
      get throws { try todayStack.entries.array.compactMap { $0.screen?.route.name } }
    }
  }

  func reading(routes: RouteTable? = nil) throws -> Reading {
    let host = HeadlessHost()
    let root = Root()
    let navigator =
      routes.map { Navigator(root: root, host: host, routes: $0) }
      ?? Navigator(root: root, host: host)
    navigator.start()
    let log = Reading.Log()
    let today = LoggingFlow("today", content: .screen(ShelfRoute.today)) {
      log.lines.append($0)
    }
    let tabs = TabCoordinator(tabs: [("Today", today), ("Bookmarks", ScreenFlow("Bookmarks"))])
    try root.start(tabs, as: .replaceRoot())
    let article = ScreenFlow(content: .screen(ShelfRoute.article))
    try today.start(article, as: .push())
    log.lines = []
    return Reading(
      navigator: navigator, host: host, tabs: tabs, today: today, article: article, log: log)
  }

  @Test func replacingATabsFlowSavesItsBackStackAndKeepsWhatWasPushedAside() throws {
    let app = try reading()
    weak let articleModel = app.navigator.visibleModel
    let stackID = try app.todayStack.id
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    #expect(try app.todayNames == ["Search"])
    #expect(try app.todayStack.id == stackID, "the tab's stack keeps its identity")
    #expect(
      app.tabs.savedStack(of: "Today") == [.screen(ShelfRoute.today), .screen(ShelfRoute.article)])
    #expect(!app.article.isFinished && !app.article.isActive, "kept aside, not running")
    #expect(app.article.parent === app.today)
    #expect(!app.today.children.contains { $0 === app.article })
    #expect(articleModel != nil, "the Article screen's model is kept with the saved stack")
    #expect(app.tabs.savedModels(of: "Today").contains { $0 === articleModel })
    #expect(throws: NavigationError.inactiveCoordinator(app.article.name)) {
      try app.article.push(.screen(route("Comments")))
    }
    #expect(app.today.isActive, "the tab's own flow stays, anchored at the stack")
    #expect(search.isActive && search.parent === app.today)
    #expect(search.anchor == (try app.todayStack).rootEntry.id)
    #expect(app.navigator.visibleModel is ScreenModel, "the new flow made its screen's model")
    #expect(app.log.lines.isEmpty)
    try search.push(.screen(route("Result")))
    #expect(try app.todayNames == ["Search", "Result"], "the new flow pushes on the tab's stack")
  }

  /// A saved stack keeps a flow's parent weakly: a flow the tab coordinator itself pushed (its
  /// parent is the keeper of the saved stack) does not keep the coordinators alive once the
  /// navigator is let go of. (A strong parent made a cycle through the saved stack.)
  @Test func aSavedStackDoesNotKeepItsKeeperAlive() throws {
    weak var tabs: TabCoordinator?
    weak var pushed: ScreenFlow?
    weak var navigator: Navigator?
    try {
      let app = try reading()
      let flow = ScreenFlow("Pushed")
      try app.tabs.start(flow, as: .push(onto: try app.todayStack.id))
      try app.tabs.replaceFlow(of: "Today", with: ScreenFlow(content: .screen(ShelfRoute.search)))
      #expect(flow.parent === app.tabs && !flow.isActive, "kept aside under the keeper")
      tabs = app.tabs
      pushed = flow
      navigator = app.navigator
    }()
    #expect(navigator == nil)
    #expect(tabs == nil && pushed == nil, "the saved stack kept them alive")
  }

  @Test func restoringBringsBackTheSameNodesModelsAndFlows() throws {
    let app = try reading()
    let saved = try app.todayStack.entries.array
    let models = saved.map { app.navigator.model(for: $0.id) }
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    let sheet = ScreenFlow("Filters")
    try search.start(sheet, as: .present(.sheet))
    try app.tabs.restoreSavedStack(of: "Today")
    #expect(try app.todayNames == ["Today", "Article"])
    #expect(app.navigator.tree.modals.isEmpty, "the replaced flow's sheet left with it")
    #expect(search.finishReason == .stackReplaced)
    #expect(sheet.finishReason == .parentFinished)
    #expect(app.log.lines.isEmpty, "no model is made again")
    #expect(try app.todayStack.entries.array == saved, "the same nodes, with their IDs")
    let restored = try app.todayStack.entries.array.map { app.navigator.model(for: $0.id) }
    #expect(zip(restored, models).allSatisfy { $0 === $1 }, "the same models")
    #expect(app.navigator.coordinator(anchoredAt: saved[1].id) === app.article)
    #expect(app.article.isActive && app.today.children.contains { $0 === app.article })
    #expect(app.tabs.savedStack(of: "Today") == nil, "restoring uses the saved stack up")
    #expect(app.tabs.savedModels(of: "Today").isEmpty)
    #expect(app.today.isActive)
    try app.article.push(.screen(route("Comments")))
    #expect(try app.todayNames == ["Today", "Article", "Comments"], "the Article flow runs again")
  }

  @Test func replacingTwiceSavesTheStackShownThen() throws {
    let app = try reading()
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    try search.push(.screen(ShelfRoute.article))
    weak let firstArticleModel = app.tabs.savedModels(of: "Today").last
    let bookmarks = ScreenFlow(content: .screen(ShelfRoute.bookmarks))
    try app.tabs.replaceFlow(of: "Today", with: bookmarks)
    #expect(!search.isActive && !search.isFinished, "kept aside with the stack it showed")
    #expect(app.article.finishReason == .stackReplaced, "the earlier saved stack went for good")
    #expect(firstArticleModel == nil, "with its models")
    #expect(
      app.tabs.savedStack(of: "Today") == [.screen(ShelfRoute.search), .screen(ShelfRoute.article)])
    try app.tabs.restoreSavedStack(of: "Today")
    #expect(try app.todayNames == ["Search", "Article"])
    #expect(bookmarks.finishReason == .stackReplaced)
    #expect(search.isActive, "the search flow comes back with its stack")
  }

  @Test func aSheetAParkedFlowPresentedIsDismissedAndTheFlowIsKept() throws {
    let app = try reading()
    let sheet = ScreenFlow("Share")
    try app.article.start(sheet, as: .present(.sheet))
    try app.tabs.replaceFlow(of: "Today", with: ScreenFlow(content: .screen(ShelfRoute.search)))
    #expect(app.navigator.tree.modals.isEmpty)
    #expect(sheet.finishReason == .stackReplaced)
    #expect(!app.article.isFinished)
    try app.tabs.restoreSavedStack(of: "Today")
    #expect(app.article.isActive && app.article.children.isEmpty)
  }

  @Test func theSavedStackGoesForGoodWhenTheTabsGo() throws {
    let app = try reading()
    let tracker = LifetimeTracker(app.navigator)
    weak let articleModel = app.navigator.visibleModel
    try app.tabs.replaceFlow(of: "Today", with: ScreenFlow(content: .screen(ShelfRoute.search)))
    try app.navigator.perform(.replaceRoot(.screen(route("Login"))))
    #expect(app.tabs.finishReason == .rootReplaced)
    #expect(app.article.finishReason == .parentFinished)
    #expect(articleModel == nil)
    // Only what this test holds is still alive: the tab coordinator and the flows it reads.
    let held = [app.tabs.name, app.today.name, app.article.name]
    #expect(
      tracker.leaked.map { $0.prefix { $0 != " " } }.sorted() == held.sorted().map { $0[...] })
    #expect(tracker.departedCount >= 5, "the kept flow and models were reported leaving")
  }

  /// A flow whose screens get a ``LifecycleModel``.
  final class LifecycleFlow: FlowCoordinator {
    let log = LifecycleLog()
    override func makeModel(for screen: Screen) -> AnyObject? {
      LifecycleModel(screen: screen, log: log)
    }
  }

  @Test func aParkedModelHearsItIsHiddenAndItsStateAgainWhenItComesBack() throws {
    let (navigator, _, root) = makeNavigator(root: .screen(route("Launch")))
    let today = LifecycleFlow(initialContent: .screen(route("Today")))
    let tabs = TabCoordinator(tabs: [("Today", today), ("Bookmarks", ScreenFlow("Bookmarks"))])
    try root.start(tabs, as: .replaceRoot())
    try today.push(.screen(route("Article")))
    let article = try #require(navigator.visibleModel as? LifecycleModel)
    #expect(article.state == .active)
    try tabs.replaceFlow(of: "Today", with: ScreenFlow(content: .screen(route("Search"))))
    #expect(article.state == .hidden)
    try tabs.restoreSavedStack(of: "Today")
    #expect(navigator.visibleModel === article)
    #expect(article.state == .active)
    #expect(
      today.log.entries.filter { $0.hasPrefix("Article") }
        == ["Article active", "Article hidden", "Article active"])
  }

  @Test func clearingTheSavedStackReleasesItAndLeavesTheTabAsItIs() throws {
    let app = try reading()
    let tracker = LifetimeTracker(app.navigator)
    weak let articleModel = app.navigator.visibleModel
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    #expect(articleModel != nil, "kept with the saved stack")
    let shown = app.navigator.tree
    let departed = tracker.departedCount

    try app.tabs.clearSavedStack(of: "Today")

    #expect(app.article.finishReason == .savedStackCleared)
    #expect(articleModel == nil, "its models go with it")
    #expect(tracker.departedCount > departed, "and are reported leaving")
    #expect(app.tabs.savedStack(of: "Today") == nil)
    #expect(app.tabs.savedModels(of: "Today").isEmpty)
    #expect(app.navigator.tree == shown, "what the tab shows is untouched")
    #expect(search.isActive && app.today.isActive)
    #expect(
      app.navigator.journal.last?.finished.map(\.reason).contains(.savedStackCleared) == true)
    #expect(throws: NavigationError.noSavedStack("Today")) {
      try app.tabs.restoreSavedStack(of: "Today")
    }
    // The tab's flow can be replaced again, and what it shows then is saved.
    try app.tabs.replaceFlow(of: "Today", with: ScreenFlow(content: .screen(ShelfRoute.bookmarks)))
    #expect(app.tabs.savedStack(of: "Today") == [.screen(ShelfRoute.search)])
  }

  @Test func clearingWithNothingSavedIsRefusedAndChangesNothing() throws {
    let app = try reading()
    let before = app.navigator.tree
    #expect(throws: NavigationError.noSavedStack("Today")) {
      try app.tabs.clearSavedStack(of: "Today")
    }
    #expect(app.navigator.tree == before)
    #expect(app.article.isActive)
    #expect(app.navigator.journal.last?.error == .noSavedStack("Today"))
    try app.tabs.replaceFlow(of: "Today", with: ScreenFlow(content: .screen(ShelfRoute.search)))
    #expect(throws: NavigationError.unknownTab("Settings")) {
      try app.tabs.clearSavedStack(of: "Settings")
    }
    #expect(app.tabs.savedStack(of: "Today")?.count == 2, "the saved stack stays")
    #expect(!app.article.isFinished)
  }

  @Test func restoringWithNothingSavedIsRefusedAndChangesNothing() throws {
    let app = try reading()
    let before = app.navigator.tree
    #expect(throws: NavigationError.noSavedStack("Today")) {
      try app.tabs.restoreSavedStack(of: "Today")
    }
    #expect(app.navigator.tree == before)
    #expect(app.host.rendered == before)
    #expect(app.article.isActive)
    #expect(app.navigator.journal.last?.error == .noSavedStack("Today"))
    #expect(throws: NavigationError.unknownTab("Settings")) {
      try app.tabs.restoreSavedStack(of: "Settings")
    }
  }

  @Test(arguments: [
    (
      Content.stack([.screen(ShelfRoute.search)]),
      NavigationError.misplaced(.stack, in: .stackEntry)
    ),
    (.tabs([.init("X", .screen(ShelfRoute.search))]), .misplaced(.tabs, in: .stackEntry)),
  ])
  func aRefusedReplacementSavesNothingAndChangesNothing(
    _ content: Content, _ error: NavigationError
  ) throws {
    let flow = ScreenFlow(content: content)
    let app = try reading()
    let first = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: first)
    let saved = app.tabs.savedStack(of: "Today")
    let before = app.navigator.tree
    #expect(throws: error) { try app.tabs.replaceFlow(of: "Today", with: flow) }
    #expect(throws: NavigationError.alreadyStarted(first.name)) {
      try app.tabs.replaceFlow(of: "Today", with: first)
    }
    #expect(throws: NavigationError.unknownTab("Settings")) {
      try app.tabs.replaceFlow(of: "Settings", with: ScreenFlow("Other"))
    }
    #expect(app.navigator.tree == before)
    #expect(app.tabs.savedStack(of: "Today") == saved)
    #expect(first.isActive && !flow.isActive && flow.navigator == nil)
  }

  @Test func aReplacementTheNavigatorRefusesAfterTheDraftIsBuiltSavesNothing() throws {
    let app = try reading(routes: RouteTable([ShelfRoute.self]))
    let before = app.navigator.tree
    let stranger = ScreenFlow("Stranger")
    #expect(throws: NavigationError.invalidRoute(route("Stranger"), .unknownName("Stranger"))) {
      try app.tabs.replaceFlow(of: "Today", with: stranger)
    }
    #expect(app.navigator.tree == before)
    #expect(app.tabs.savedStack(of: "Today") == nil)
    #expect(app.article.isActive && !stranger.isActive)
  }

  @Test func aQueuedReplacementSavesTheStackAsItIsWhenItRuns() throws {
    let app = try reading()
    app.host.animates = true
    try app.today.push(.screen(route("Comments")))
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    guard case .queued = try app.tabs.replaceFlow(of: "Today", with: search) else {
      Issue.record("expected the replacement to wait for the animation")
      return
    }
    #expect(app.tabs.savedStack(of: "Today") == nil, "nothing is saved before it runs")
    app.host.finishAnimations()
    #expect(
      app.tabs.savedStack(of: "Today")
        == [.screen(ShelfRoute.today), .screen(ShelfRoute.article), .screen(route("Comments"))])
    #expect(search.isActive)
  }

  @Test func aTabThatShowsNoStackHasNoBackStackToReplace() throws {
    let (navigator, _, root) = makeNavigator(
      root: .tabs([.init("A", .screen(route("A"))), .init("B", .stack([.screen(route("B"))]))]))
    let tabs = TabCoordinator(tabs: [("A", ScreenFlow("A")), ("B", ScreenFlow("B"))])
    let container = try #require(navigator.tree.visibleTabs)
    try root.start(tabs, as: .embedded(container.id))
    let screen = container.tabs[0].content.id
    #expect(throws: NavigationError.wrongKind(screen, expected: .stack, found: .screen)) {
      try tabs.replaceFlow(of: "A", with: ScreenFlow("X"))
    }
    #expect(throws: NavigationError.inactiveCoordinator("TabCoordinator")) {
      try TabCoordinator(tabs: [("A", ScreenFlow("A"))]).restoreSavedStack(of: "A")
    }
  }
}

/// The step that brings kept entries back: their IDs must have been handed out, must not be in
/// the tree, and come back once.
@Suite struct RestoreStackStepTests {
  @Test func keptEntriesComeBackWithTheirIDsAndNothingElseDoes() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    let stack = tree.root.id
    try tree.perform(.push(.screen(route("Article"))))
    let kept = try tree.stack(stack).entries.array
    try tree.perform(.replaceStack([.screen(route("Search"))], stack: stack))
    let search = try tree.stack(stack).entries.array
    var back = tree
    let removed = try back.apply(.restoreStack(stack, entries: kept))
    #expect(try back.stack(stack).entries.array == kept)
    #expect(removed == search)
    let fresh = Node.screen(Screen(id: NodeID(rawValue: 999), route: route("Stranger")))
    #expect(throws: NavigationError.self) {
      var copy = tree
      try copy.apply(.restoreStack(stack, entries: [fresh]))
    }
    #expect(throws: NavigationError.duplicateID(search[0].id)) {
      var copy = tree
      try copy.apply(.restoreStack(stack, entries: search + kept))
    }
    #expect(throws: NavigationError.duplicateID(kept[0].id)) {
      var copy = tree
      try copy.apply(.restoreStack(stack, entries: kept + [kept[0]]))
    }
    #expect(throws: NavigationError.emptyStack) {
      var copy = tree
      try copy.apply(.restoreStack(stack, entries: []))
    }
    let step = Step.restoreStack(stack, entries: kept)
    #expect(try JSONDecoder().decode(Step.self, from: JSONEncoder().encode(step)) == step)
    #expect(step.description.hasPrefix("restore \(stack) to [Home"))
  }
}
