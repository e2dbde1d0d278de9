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
/// back; coordinators still live exactly as long as their part of the tree.
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

  @Test func replacingATabsFlowSavesItsBackStackAndFinishesWhatWasPushed() throws {
    let app = try reading()
    weak let articleModel = app.navigator.visibleModel
    let stackID = try app.todayStack.id
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    #expect(try app.todayNames == ["Search"])
    #expect(try app.todayStack.id == stackID, "the tab's stack keeps its identity")
    #expect(
      app.tabs.savedStack(of: "Today") == [.screen(ShelfRoute.today), .screen(ShelfRoute.article)])
    #expect(app.article.finishReason == .stackReplaced)
    #expect(articleModel == nil, "the Article screen's model left with it")
    #expect(app.today.isActive, "the tab's own flow stays, anchored at the stack")
    #expect(search.isActive && search.parent === app.today)
    #expect(search.anchor == (try app.todayStack).rootEntry.id)
    #expect(app.navigator.visibleModel is ScreenModel, "the new flow made its screen's model")
    #expect(app.log.lines.isEmpty)
    try search.push(.screen(route("Result")))
    #expect(try app.todayNames == ["Search", "Result"], "the new flow pushes on the tab's stack")
  }

  @Test func restoringBringsTheScreensBackWithModelsFromTheTabsOwnFlow() throws {
    let app = try reading()
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    let sheet = ScreenFlow("Filters")
    try search.start(sheet, as: .present(.sheet))
    try app.tabs.restoreSavedStack(of: "Today")
    #expect(try app.todayNames == ["Today", "Article"])
    #expect(app.navigator.tree.modals.isEmpty, "the replaced flow's sheet left with it")
    #expect(search.finishReason == .stackReplaced)
    #expect(sheet.finishReason == .parentFinished)
    #expect(app.log.lines == ["model Today", "model Article"])
    let restoredArticle = try app.todayStack.top.id
    #expect(
      app.navigator.coordinator(anchoredAt: restoredArticle) == nil,
      "the Article flow finished when it left and is not brought back")
    #expect(app.article.isFinished)
    #expect(app.tabs.savedStack(of: "Today") == nil, "restoring uses the saved stack up")
    #expect(app.today.isActive)
  }

  @Test func replacingTwiceSavesTheStackShownThen() throws {
    let app = try reading()
    let search = ScreenFlow(content: .screen(ShelfRoute.search))
    try app.tabs.replaceFlow(of: "Today", with: search)
    try search.push(.screen(ShelfRoute.article))
    let bookmarks = ScreenFlow(content: .screen(ShelfRoute.bookmarks))
    try app.tabs.replaceFlow(of: "Today", with: bookmarks)
    #expect(search.finishReason == .stackReplaced)
    #expect(
      app.tabs.savedStack(of: "Today") == [.screen(ShelfRoute.search), .screen(ShelfRoute.article)])
    try app.tabs.restoreSavedStack(of: "Today")
    #expect(try app.todayNames == ["Search", "Article"])
    #expect(bookmarks.finishReason == .stackReplaced)
    #expect(!search.isActive, "the search flow is not brought back")
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
