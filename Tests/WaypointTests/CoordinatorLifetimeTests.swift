import Testing

@testable import Waypoint

/// Collects finish reasons without keeping the coordinators alive.
@MainActor
final class FinishLog {
  var entries: [(String, FinishReason)] = []

  func watch(_ coordinator: Coordinator, as name: String) {
    coordinator.onFinish { [unowned self] reason in self.entries.append((name, reason)) }
  }

  var names: [String] { entries.map(\.0) }
  func reason(_ name: String) -> FinishReason? { entries.first { $0.0 == name }?.1 }
}

@MainActor
@Suite struct CoordinatorLifetimeTests {
  /// Starts a one-screen flow pushed by the root and returns weak references to it and its model.
  func pushArticle(_ root: Root, _ navigator: Navigator, log: FinishLog) throws
    -> (flow: () -> ScreenFlow?, model: () -> AnyObject?)
  {
    var flow: ScreenFlow? = ScreenFlow("Article")
    log.watch(flow!, as: "Article")
    try root.start(flow!, as: .push())
    let screen = navigator.tree.visibleScreen.id
    weak let weakFlow = flow
    weak let weakModel = navigator.model(for: screen)
    flow = nil
    #expect(weakFlow != nil, "the parent owns a running child")
    #expect(weakModel != nil, "the navigator owns the screen's model")
    return ({ weakFlow }, { weakModel })
  }

  @Test func aBackButtonPopReleasesTheCoordinatorAndItsModel() throws {
    let (navigator, host, root) = makeNavigator()
    let log = FinishLog()
    let article = try pushArticle(root, navigator, log: log)
    try host.tapBack()
    #expect(article.flow() == nil)
    #expect(article.model() == nil)
    #expect(log.reason("Article") == .backButton)
    #expect(root.children.isEmpty)
  }

  @Test func aCompletedEdgeSwipeReleasesTheCoordinator() throws {
    let (navigator, host, root) = makeNavigator()
    let log = FinishLog()
    let article = try pushArticle(root, navigator, log: log)
    try host.edgeSwipe(completed: true)
    #expect(article.flow() == nil)
    #expect(log.reason("Article") == .edgeSwipe)
  }

  @Test func aCancelledEdgeSwipeKeepsTheCoordinatorRunning() throws {
    let (navigator, host, root) = makeNavigator()
    let log = FinishLog()
    let article = try pushArticle(root, navigator, log: log)
    try host.edgeSwipe(completed: false)
    #expect(article.flow() != nil, "a cancelled swipe must not release the coordinator")
    #expect(article.flow()?.isFinished == false)
    #expect(article.model() != nil)
    #expect(root.children.count == 1)
    #expect(log.entries.isEmpty)
    // It still finishes normally later.
    try host.tapBack()
    #expect(article.flow() == nil)
  }

  @Test func aSheetSwipedDownReleasesItsCoordinator() throws {
    let (navigator, host, root) = makeNavigator()
    let log = FinishLog()
    var sheet: ScreenFlow? = ScreenFlow("Share")
    log.watch(sheet!, as: "Share")
    try root.start(sheet!, as: .present(.sheet))
    weak let weakSheet = sheet
    sheet = nil
    try host.swipeDown()
    #expect(weakSheet == nil)
    #expect(log.reason("Share") == .swipeDown)
    #expect(navigator.tree.modals.isEmpty)
  }

  @Test func dismissingAModalReleasesTheWholeStackOfChildCoordinatorsChildrenFirst() throws {
    let (navigator, _, root) = makeNavigator()
    let log = FinishLog()
    var modal: ScreenFlow? = ScreenFlow("Compose")
    var first: ScreenFlow? = ScreenFlow("Step1")
    var second: ScreenFlow? = ScreenFlow("Step2")
    for (flow, name) in [(modal!, "Compose"), (first!, "Step1"), (second!, "Step2")] {
      log.watch(flow, as: name)
    }
    try root.start(modal!, as: .present(.sheet))
    try modal!.start(first!, as: .push())
    try first!.start(second!, as: .push())
    #expect(navigator.tree.stackNames == ["Compose", "Step1", "Step2"])
    weak let weakModal = modal
    weak let weakFirst = first
    weak let weakSecond = second
    modal = nil
    first = nil
    second = nil

    try root.dismiss()

    #expect(weakModal == nil)
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(log.names == ["Step2", "Step1", "Compose"], "children finish before their parent")
    #expect(log.reason("Compose") == .dismissed)
    #expect(log.reason("Step1") == .parentFinished)
    #expect(navigator.journal.last?.finished.count == 3)
  }

  @Test func replacingTheRootReleasesEveryFlowUnderTheOldRoot() throws {
    let (navigator, _, root) = makeNavigator()
    let log = FinishLog()
    var main: ScreenFlow? = ScreenFlow(content: .stack([.screen(route("Main"))]))
    var pushed: ScreenFlow? = ScreenFlow("Detail")
    var sheet: ScreenFlow? = ScreenFlow("Sheet")
    log.watch(main!, as: "Main")
    try root.start(main!, as: .replaceRoot())
    try main!.start(pushed!, as: .push())
    try pushed!.start(sheet!, as: .present(.sheet))
    weak let weakMain = main
    weak let weakPushed = pushed
    weak let weakSheet = sheet
    (main, pushed, sheet) = (nil, nil, nil)

    try root.start(ScreenFlow("Login"), as: .replaceRoot())

    #expect(weakMain == nil && weakPushed == nil && weakSheet == nil)
    #expect(log.reason("Main") == .rootReplaced)
    #expect(navigator.tree.stackNames == ["Login"])
    #expect(navigator.tree.modals.isEmpty)
    #expect(root.children.count == 1)
  }

  @Test func aTabContainerTornDownReleasesEveryTabFlow() throws {
    let (navigator, host, root) = makeNavigator()
    var today: ScreenFlow? = ScreenFlow("Today")
    var bookmarks: ScreenFlow? = ScreenFlow("Bookmarks")
    var tabs: TabCoordinator? = TabCoordinator(tabs: [("Today", today!), ("Bookmarks", bookmarks!)])
    try root.start(tabs!, as: .replaceRoot())
    var article: ScreenFlow? = ScreenFlow("Article")
    try today!.start(article!, as: .push())
    try host.tapTab("Bookmarks")
    weak let weakTabs = tabs
    weak let weakToday = today
    weak let weakBookmarks = bookmarks
    weak let weakArticle = article
    (tabs, today, bookmarks, article) = (nil, nil, nil, nil)
    #expect(weakToday != nil && weakArticle != nil, "a tab that is not selected keeps its flows")

    try root.start(ScreenFlow("Login"), as: .replaceRoot())

    #expect(weakTabs == nil)
    #expect(weakToday == nil)
    #expect(weakBookmarks == nil)
    #expect(weakArticle == nil)
    #expect(navigator.tree.stackNames == ["Login"])
  }

  @Test func aCoordinatorFinishesExactlyOnce() throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    try host.tapBack()
    try root.push(.screen(route("Other")))
    try host.tapBack()
    #expect(article.finishCount == 1)
    #expect(article.finishReason == .backButton)
    #expect(article.parent == nil)
    withExtendedLifetime(navigator) {}
  }

  @Test func finishingOneChildLeavesItsSiblingsRunning() throws {
    let (navigator, host, root) = makeNavigator()
    let flows = (0..<5).map { ScreenFlow("S\($0)") }
    for flow in flows { try root.start(flow, as: .push()) }
    try host.tapBack()
    #expect(
      root.children.map { ($0 as! ScreenFlow).initialContent }
        == flows.prefix(4).map(\.initialContent))
    #expect(flows[4].isFinished)
    #expect(flows.prefix(4).allSatisfy { !$0.isFinished })
    withExtendedLifetime(navigator) {}
  }

  @Test func aParentFinishingTakesAlongTheModalItsChildPresented() throws {
    let (navigator, _, root) = makeNavigator()
    let log = FinishLog()
    var article: ScreenFlow? = ScreenFlow("Article")
    var share: ScreenFlow? = ScreenFlow("Share")
    log.watch(article!, as: "Article")
    log.watch(share!, as: "Share")
    try root.start(article!, as: .push())
    try article!.start(share!, as: .present(.sheet))
    weak let weakShare = share
    weak let weakArticle = article
    (article, share) = (nil, nil)

    let rootStack = try #require(navigator.tree.root.stackID)
    try navigator.perform(.popToRoot(stack: rootStack))

    #expect(weakArticle == nil && weakShare == nil)
    #expect(navigator.tree.modals.isEmpty, "the sheet left with the flow that started it")
    #expect(log.reason("Share") == .parentFinished)
    #expect(navigator.journal.last?.steps.last == .dismiss)
    #expect(navigator.host is HeadlessHost)
    #expect((navigator.host as! HeadlessHost).rendered == navigator.tree)
  }

  @Test func replaceRootFromAChildMakesTheNewFlowAChildOfTheRoot() throws {
    let (navigator, _, root) = makeNavigator()
    var splash: ScreenFlow? = ScreenFlow("Splash")
    try root.start(splash!, as: .replaceRoot())
    let login = ScreenFlow("Login")
    try splash!.start(login, as: .replaceRoot())
    weak let weakSplash = splash
    splash = nil
    #expect(weakSplash == nil)
    #expect(login.parent === root)
    #expect(!login.isFinished)
    withExtendedLifetime(navigator) {}
  }

  @Test func workStartedByACoordinatorIsCancelledWhenItFinishes() async throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let task = article.task {
      try? await Task.sleep(for: .seconds(60))
    }
    #expect(!task.isCancelled)
    try host.tapBack()
    #expect(task.isCancelled)
    withExtendedLifetime(navigator) {}
  }

  @Test func aFinishedCoordinatorCannotNavigate() throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    try host.tapBack()
    #expect(throws: NavigationError.inactiveCoordinator(article.name)) {
      try article.push(.screen(route("Late")))
    }
    withExtendedLifetime(navigator) {}
  }

  @Test func aCoordinatorStartsOnlyOnce() throws {
    let (navigator, _, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let before = navigator.tree
    #expect(throws: NavigationError.alreadyStarted(article.name)) {
      try root.start(article, as: .push())
    }
    #expect(navigator.tree == before)
  }

  @Test func modelsComeFromTheCoordinatorThatOwnsTheScreen() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = ScreenFlow(content: .stack([.screen(route("First"))]))
    try root.start(flow, as: .present(.sheet))
    try flow.push(.screen(route("Second")))
    let model = try #require(navigator.visibleModel as? ScreenModel)
    #expect(model.screen == navigator.tree.visibleScreen)
    #expect(navigator.model(for: navigator.tree.visibleStack!.entries.root!.id) is ScreenModel)
  }
}
