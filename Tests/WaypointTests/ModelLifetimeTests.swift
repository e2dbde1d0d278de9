import Testing

@testable import Waypoint

/// A root coordinator that makes a model for every screen it owns and logs its hooks.
@MainActor
final class ModelRoot: Coordinator {
  var log: [String] = []
  override func makeModel(for screen: Screen) -> AnyObject? {
    log.append("root model \(screen.route.name)")
    return ScreenModel(screen: screen)
  }
}

/// A flow that logs its hooks into a shared log.
@MainActor
final class LoggingFlow: FlowCoordinator {
  let label: String
  let record: (String) -> Void
  init(_ label: String, content: Content, record: @escaping (String) -> Void) {
    self.label = label
    self.record = record
    super.init(initialContent: content)
  }
  override func didStart() { record("start \(label)") }
  override func didFinish(_ reason: FinishReason) { record("finish \(label)") }
  override func makeModel(for screen: Screen) -> AnyObject? {
    record("model \(screen.route.name)")
    return ScreenModel(screen: screen)
  }
}

/// Screen models live exactly as long as their screens, and come from the right coordinator.
@MainActor
@Suite struct ModelLifetimeTests {
  @Test func aScreenAddedAndRemovedInOneTransactionGetsNoModel() throws {
    let root = ModelRoot()
    let host = HeadlessHost()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    try root.navigate(.replaceRoot(.stack([.screen(route("Home"))])))
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let share = ScreenFlow("Share")
    try article.start(share, as: .present(.sheet))
    var target = navigator.tree
    try target.perform(.pop(stack: navigator.tree.root.stackID))
    try target.perform(.present(.screen(route("Promo"))))
    try navigator.perform(.transition(to: target))
    // Article left, so its Share flow left, and that clean-up dismissed Promo above Share.
    #expect(navigator.tree.modals.isEmpty)
    #expect(!root.log.contains("root model Promo"), "Promo left before any model was made")
    #expect(share.finishReason == .parentFinished)
    navigator.tree.forEachNode { node in
      if let screen = node.screen {
        #expect((navigator.model(for: screen.id) as? ScreenModel)?.screen == screen)
      }
    }
    #expect(host.rendered == navigator.tree)
  }

  @Test func screensOfTheStartingTreeGetTheRootCoordinatorsModels() throws {
    let tree = try NavigationTree(root: .stack([.screen(route("Home")), .screen(route("A"))]))
    let root = ModelRoot()
    let navigator = try Navigator(root: root, host: HeadlessHost(), tree: tree)
    navigator.start()
    #expect(root.log == ["root model Home", "root model A"])
    #expect((navigator.visibleModel as? ScreenModel)?.screen == tree.visibleScreen)
  }

  @Test func aFlowEmbeddedAtAStackMakesTheModelsItsScreensLack() throws {
    let (navigator, _, root) = makeNavigator(
      root: .stack([.screen(route("Home")), .screen(route("A"))]))
    let stack = try #require(navigator.tree.visibleStack)
    var log: [String] = []
    let flow = LoggingFlow("embedded", content: .screen(route("unused"))) { log.append($0) }
    try root.start(flow, as: .embedded(stack.id))
    #expect(log == ["model Home", "model A", "start embedded"])
    #expect(navigator.model(for: stack.top.id) != nil)
  }

  @Test func aRootReplacedByAFlowThatLeavesGetsTheRootCoordinatorsModels() throws {
    let root = ModelRoot()
    let host = HeadlessHost()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let splash = ScreenFlow("Splash")
    try root.start(splash, as: .replaceRoot())
    try splash.navigate(.replaceRoot(.stack([.screen(route("Login"))])))
    #expect(splash.finishReason == .rootReplaced)
    #expect((navigator.visibleModel as? ScreenModel)?.screen.route == route("Login"))
  }

  @Test func aReplacedStackRecreatesEveryScreenEvenWithTheSameRoute() throws {
    let (navigator, _, root) = makeNavigator()
    let home = ScreenFlow("Home")
    try root.navigate(.replaceStack([.screen(route("Base"))]))
    try root.start(home, as: .push())
    let before = navigator.tree.visibleScreen
    try root.navigate(.replaceStack([.screen(route("Base")), .screen(route("Home"))]))
    #expect(navigator.tree.visibleScreen.route == before.route)
    #expect(navigator.tree.visibleScreen.id != before.id)
    #expect(home.finishReason == .stackReplaced)
  }

  @Test func everyPageGetsItsModelWhenTheContainerArrives() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("Pick"), route("Weekly"), route("Popular")])
    try root.start(pages, as: .push())
    let container = try #require(pages.container)
    #expect(container.pages.allSatisfy { navigator.model(for: $0.id) != nil })
  }

  @Test func aLeavingScreensModelGoesBeforeItsCoordinatorFinishes() throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    var order: [String] = []
    navigator.observeDepartures { departure in
      switch departure {
      case .model(_, let screen): order.append("model \(screen.route.name)")
      case .coordinator(let coordinator, _): order.append("finish \(coordinator.description)")
      }
    }
    article.onFinish { _ in
      order.append("hook sees model: \(navigator.model(for: article.anchor!) != nil)")
    }
    try host.tapBack()
    #expect(order == ["model Article", "hook sees model: false", "finish ScreenFlow"])
  }

  @Test func aRootReplacementFinishesTheOldBeforeTheNewIsCreated() throws {
    let (navigator, _, root) = makeNavigator()
    var log: [String] = []
    let old = LoggingFlow("old", content: .screen(route("Old"))) { log.append($0) }
    try root.start(old, as: .replaceRoot())
    log = []
    let new = LoggingFlow("new", content: .screen(route("New"))) { log.append($0) }
    try root.start(new, as: .replaceRoot())
    #expect(log == ["finish old", "model New", "start new"])
    withExtendedLifetime(navigator) {}
  }
}

extension ModelLifetimeTests {
  @Test func theRootsFirstRequestsApplyAtOnce() throws {
    var outcome: RequestOutcome?
    let root = Root { root in outcome = try? root.navigate(.replaceRoot(.screen(route("Home")))) }
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    guard case .applied = outcome else {
      Issue.record("expected the root's first request to apply, got \(String(describing: outcome))")
      return
    }
    #expect(navigator.tree.visibleScreen.route == route("Home"))
  }
}

/// A draft sets up the models of the screens it adds as soon as they are made: what a
/// restoration puts back into a rebuilt model before anything else sees it.
@MainActor
@Suite struct ModelSetUpTests {
  final class Observing: Coordinator {
    var log: [String] = []
    override func makeModel(for screen: Screen) -> AnyObject? {
      log.append("made \(screen.route.name)")
      return screen.route.name == "Plain" ? nil : ScreenModel(screen: screen)
    }
  }

  @Test func theModelIsSetUpWhenMadeBeforeAnyHook() throws {
    let root = Observing()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    try navigator.perform("two screens") { draft throws(NavigationError) in
      try draft.perform(.replaceRoot(.stack([.screen(route("Home"))])))
      try draft.perform(.push(.screen(route("Note"))))
      let note = draft.tree.visibleScreen.id
      draft.whenModelIsMade(for: note) { model in
        root.log.append("set up \((model as? ScreenModel)?.screen.route.name ?? "?")")
        (model as? ScreenModel)?.note = "restored"
      }
    }
    #expect(root.log.suffix(3) == ["made Home", "made Note", "set up Note"])
    #expect((navigator.visibleModel as? ScreenModel)?.note == "restored")
  }

  @Test func severalSetUpsOfOneModelRunInTheOrderTheyWereMade() throws {
    let root = Observing()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    try navigator.perform("a note") { draft throws(NavigationError) in
      try draft.perform(.replaceRoot(.stack([.screen(route("Note"))])))
      let note = draft.tree.visibleScreen.id
      draft.whenModelIsMade(for: note) { model in (model as? ScreenModel)?.note = "state" }
      draft.whenModelIsMade(for: note) { model in
        (model as? ScreenModel)?.note = ((model as? ScreenModel)?.note ?? "") + " and object"
      }
    }
    #expect((navigator.visibleModel as? ScreenModel)?.note == "state and object")
  }

  @Test func nothingIsSetUpForARefusedDraftAScreenWithoutModelOrAnotherNode() throws {
    let root = Observing()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    try navigator.perform(.replaceRoot(.stack([.screen(route("Home"))])))
    var ran: [String] = []
    #expect(throws: NavigationError.self) {
      try navigator.perform("refused") { draft throws(NavigationError) in
        try draft.perform(.push(.screen(route("Note"))))
        let note = draft.tree.visibleScreen.id
        draft.whenModelIsMade(for: note) { _ in ran.append("refused") }
        try draft.perform(.dismiss)
      }
    }
    let home = navigator.tree.visibleScreen.id
    try navigator.perform("plain") { draft throws(NavigationError) in
      try draft.perform(.push(.screen(route("Plain"))))
      let plain = draft.tree.visibleScreen.id
      draft.whenModelIsMade(for: plain) { _ in ran.append("plain") }
      draft.whenModelIsMade(for: home) { _ in ran.append("home") }
    }
    try navigator.perform(.push(.screen(route("Later"))))
    #expect(ran.isEmpty)
    #expect(navigator.modelSetUps.isEmpty)
  }
}
