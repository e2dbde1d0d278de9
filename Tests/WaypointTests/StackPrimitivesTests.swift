import Testing

@testable import Waypoint

/// Push unless on top, bring to front and pop while a condition holds, on the tree alone.
@Suite struct StackPrimitivesTreeTests {
  func stack(_ names: String...) throws -> NavigationTree {
    try NavigationTree(root: .stack(names.map { .screen(route($0)) }))
  }

  func ids(_ tree: NavigationTree) throws -> [NodeID] {
    try #require(tree.visibleStack).entries.array.map(\.id)
  }

  // MARK: Push unless on top

  @Test func pushUnlessOnTopChangesNothingWhenTheTopShowsTheRoute() throws {
    var tree = try stack("Home", "A")
    let before = tree
    let change = try tree.perform(.pushUnlessOnTop(.screen(route("A"))))
    #expect(change.steps.isEmpty)
    #expect(tree == before)
  }

  @Test func pushUnlessOnTopPushesARouteThatIsOnlyBelowTheTopOrHasOtherArguments() throws {
    var tree = try stack("Home", "A")
    try tree.perform(.pushUnlessOnTop(.screen(route("Home"))))
    #expect(tree.stackNames == ["Home", "A", "Home"], "only the top counts")
    try tree.perform(.pushUnlessOnTop(.screen(Route("Article", ["id": "3"]))))
    try tree.perform(.pushUnlessOnTop(.screen(Route("Article", ["id": "4"]))))
    #expect(tree.visibleScreen.route == Route("Article", ["id": "4"]))
    #expect(try #require(tree.visibleStack).entries.count == 5)
  }

  @Test func pushUnlessOnTopComparesAPageContainersPagesWhicheverIsCurrent() throws {
    var tree = try stack("Home")
    try tree.perform(.push(.pages([route("P"), route("Q")])))
    try tree.perform(.selectPage(.next))
    let before = tree
    #expect(try tree.perform(.pushUnlessOnTop(.pages([route("P"), route("Q")]))).steps.isEmpty)
    #expect(tree == before, "the current page is left as it is")
    try tree.perform(.pushUnlessOnTop(.pages([route("Q"), route("P")])))
    #expect(try #require(tree.visibleStack).entries.count == 3)
  }

  @Test func pushUnlessOnTopIsRefusedLikeAPush() throws {
    var tree = try NavigationTree(root: .screen(route("Lone")))
    #expect(throws: NavigationError.noVisibleContainer(.stack)) {
      try tree.perform(.pushUnlessOnTop(.screen(route("Lone"))))
    }
    var home = try stack("Home")
    let before = home
    #expect(throws: NavigationError.misplaced(.stack, in: .stackEntry)) {
      try home.perform(.pushUnlessOnTop(.stack([.screen(route("Home"))])))
    }
    #expect(home == before)
  }

  // MARK: Bring to front

  @Test func bringToFrontMovesTheEntryToTheTopKeepingEveryIdentityInOneStep() throws {
    var tree = try stack("Home", "A", "B", "C")
    let before = try ids(tree)
    let change = try tree.perform(.bringToFront(.id(before[1])))
    #expect(tree.stackNames == ["Home", "B", "C", "A"])
    #expect(try ids(tree) == [before[0], before[2], before[3], before[1]])
    #expect(change.steps.count == 1)
    #expect(change.removed.isEmpty, "nothing leaves the tree")
    guard case .setStack = change.steps.first else {
      Issue.record("expected one setStack step, got \(change.steps)")
      return
    }
  }

  @Test func bringToFrontByRouteMovesTheTopmostEntryShowingIt() throws {
    var tree = try stack("Home", "A", "B", "A", "C")
    let before = try ids(tree)
    try tree.perform(.bringToFront(.route(route("A"))))
    #expect(tree.stackNames == ["Home", "A", "B", "C", "A"])
    #expect(tree.visibleScreen.id == before[3], "the topmost A moved, not the lower one")
  }

  @Test func bringToFrontFindsAPageContainerByItsCurrentPage() throws {
    var tree = try stack("Home")
    try tree.perform(.push(.pages([route("P"), route("Q")], current: 1)))
    try tree.perform(.push(.screen(route("A"))))
    try tree.perform(.bringToFront(.route(route("Q"))))
    #expect(tree.visibleScreen.route == route("Q"))
    #expect(throws: NavigationError.self) { try tree.perform(.bringToFront(.route(route("P")))) }
  }

  @Test func bringToFrontMayMoveTheRoot() throws {
    var tree = try stack("Home", "A")
    try tree.perform(.bringToFront(.route(route("Home"))))
    #expect(tree.stackNames == ["A", "Home"])
    #expect(try #require(tree.visibleStack).rootEntry.screen?.route == route("A"))
  }

  @Test func bringingTheTopToFrontChangesNothing() throws {
    var tree = try stack("Home", "A")
    let before = tree
    #expect(try tree.perform(.bringToFront(.route(route("A")))).steps.isEmpty)
    #expect(try tree.perform(.bringToFront(.id(tree.visibleScreen.id))).steps.isEmpty)
    #expect(tree == before)
  }

  @Test func bringToFrontRefusesWhatIsNotInTheStack() throws {
    var tree = try NavigationTree(
      root: .tabs([
        .init("One", .stack([.screen(route("Home")), .screen(route("A"))])),
        .init("Two", .stack([.screen(route("Other")), .screen(route("B"))])),
      ]))
    let before = tree
    let tabs = try #require(tree.visibleTabs)
    guard case .stack(let one) = tabs.tabs[0].content, case .stack(let two) = tabs.tabs[1].content
    else {
      Issue.record("expected two stacks")
      return
    }
    let other = two.rootEntry.id
    #expect(throws: NavigationError.nodeNotFound(other, in: one.entries.summary(of: one.id))) {
      try tree.perform(.bringToFront(.id(other), in: one.id))
    }
    #expect(throws: NavigationError.routeNotFound(route("B"), in: one.entries.summary(of: one.id)))
    {
      try tree.perform(.bringToFront(.route(route("B"))))
    }
    #expect(throws: NavigationError.self) {
      try tree.perform(.bringToFront(.id(NodeID(rawValue: 999))))
    }
    #expect(throws: NavigationError.wrongKind(tabs.id, expected: .stack, found: .tabs)) {
      try tree.perform(.bringToFront(.route(route("Home")), in: tabs.id))
    }
    #expect(tree == before)
    try tree.perform(.bringToFront(.id(other)))
    let moved = try tree.stack(two.id).entries.array.compactMap { $0.screen?.route.name }
    #expect(moved == ["B", "Other"], "without a stack, the entry's own stack, visible or not")
    #expect(tree.stackNames == ["Home", "A"])
  }

  // MARK: Pop while

  @Test func theConditionIsAskedFromTheTopDownAndNeverAboutTheRoot() throws {
    let tree = try stack("Home", "A", "Step1", "Step2")
    var asked: [String] = []
    let target = try tree.entry(
      poppingWhile: {
        asked.append($0.route.name)
        return true
      }, in: nil)
    #expect(asked == ["Step2", "Step1", "A"])
    #expect(target.id == (try #require(tree.visibleStack)).rootEntry.id)
  }
}

/// The primitives through a navigator: journaled, refused whole, coordinators and models kept.
@MainActor
@Suite struct StackPrimitivesNavigatorTests {
  // MARK: Push unless on top

  @Test func aSecondPushUnlessOnTopIsJournaledAsAppliedWithNoSteps() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = ScreenFlow("Article")
    try root.start(flow, as: .push())
    try flow.push(.screen(route("Comments")), unlessOnTop: true)
    let comments = navigator.tree.visibleScreen
    let model = try #require(navigator.model(for: comments.id))
    try flow.push(.screen(route("Comments")), unlessOnTop: true)
    let last = try #require(navigator.journal.last)
    #expect(last.tree != nil && last.steps.isEmpty, "applied, with no steps")
    #expect(navigator.tree.stackNames == ["Home", "Article", "Comments"])
    #expect(navigator.tree.visibleScreen == comments)
    #expect(navigator.model(for: comments.id) === model, "the screen keeps its model")
    try flow.push(.screen(route("Comments")), unlessOnTop: false)
    #expect(navigator.tree.stackNames == ["Home", "Article", "Comments", "Comments"])
  }

  // MARK: Bring to front

  @Test func aBroughtEntryKeepsItsModel() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = ScreenFlow("List")
    try root.start(flow, as: .push())
    try flow.push(.screen(route("Cart")))
    let cart = navigator.tree.visibleScreen
    let model = try #require(navigator.model(for: cart.id))
    try flow.push(.screen(route("Product")))
    try flow.bringToFront(.route(route("Cart")))
    #expect(navigator.tree.stackNames == ["Home", "List", "Product", "Cart"])
    #expect(navigator.tree.visibleScreen == cart)
    #expect(navigator.model(for: cart.id) === model)
    #expect(flow.isActive)
    #expect(navigator.journal.last?.finished.isEmpty == true)
  }

  @Test func anEntryAFlowStartedAtCannotBeMovedAboveWhatWasAboveIt() throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let anchor = try #require(article.anchor)
    try article.push(.screen(route("Comments")))
    let before = navigator.tree
    let comments = try #require(navigator.model(for: before.visibleScreen.id))
    let error = NavigationError.cannotMoveAnchor(anchor, coordinator: article.name)
    #expect(throws: error) { try root.navigate(.bringToFront(.id(anchor))) }
    #expect(navigator.tree == before)
    #expect(host.rendered == before)
    #expect(article.isActive && article.finishReason == nil)
    #expect(navigator.journal.last?.error == error)
    #expect(navigator.model(for: before.visibleScreen.id) === comments)
  }

  @Test func aFlowsAnchorMovesOverOtherFlowsAndTheScreensTheyPushed() throws {
    let (navigator, host, root) = makeNavigator()
    let cart = ScreenFlow("Cart")
    try root.start(cart, as: .push())
    let product = ScreenFlow("Product")
    try root.start(product, as: .push())
    try product.push(.screen(route("Detail")))
    try root.navigate(.bringToFront(.route(route("Cart"))))
    #expect(navigator.tree.stackNames == ["Home", "Product", "Detail", "Cart"])
    #expect(cart.isActive && product.isActive)
    try host.tapBack()
    #expect(cart.finishReason == .backButton)
    #expect(product.isActive, "the other flow and its screen stay")
    #expect(navigator.tree.stackNames == ["Home", "Product", "Detail"])
  }

  @Test func aFlowsAnchorCannotMoveOverAFlowItStarted() throws {
    let (navigator, _, root) = makeNavigator()
    let cart = ScreenFlow("Cart")
    try root.start(cart, as: .push())
    let anchor = try #require(cart.anchor)
    let other = ScreenFlow("Other")
    try root.start(other, as: .push())
    try cart.start(ScreenFlow("Payment"), as: .push())
    let before = navigator.tree
    #expect(throws: NavigationError.cannotMoveAnchor(anchor, coordinator: cart.name)) {
      try root.navigate(.bringToFront(.id(anchor)))
    }
    #expect(navigator.tree == before)
    #expect(navigator.tree.stackNames == ["Home", "Cart", "Other", "Payment"])
  }

  @Test func aPlannedTransitionCannotMoveAFlowsAnchorEither() throws {
    let (navigator, _, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let anchor = try #require(article.anchor)
    try article.push(.screen(route("Comments")))
    var target = navigator.tree
    try target.perform(.bringToFront(.id(anchor)))
    let before = navigator.tree
    #expect(throws: NavigationError.cannotMoveAnchor(anchor, coordinator: article.name)) {
      try navigator.perform(.transition(to: target))
    }
    #expect(navigator.tree == before)
  }

  @Test func aPlainEntryMayMoveAboveAFlowAndTheFlowStays() throws {
    let (navigator, host, root) = makeNavigator()
    try root.navigate(.push(.screen(route("Cart"))))
    let cart = navigator.tree.visibleScreen
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    try article.push(.screen(route("Comments")))
    try root.navigate(.bringToFront(.id(cart.id)))
    #expect(navigator.tree.stackNames == ["Home", "Article", "Comments", "Cart"])
    #expect(article.isActive)
    try host.tapBack()
    #expect(article.isActive, "popping the moved entry leaves the flow")
    #expect(navigator.tree.stackNames == ["Home", "Article", "Comments"])
  }

  @Test func aFlowWhoseAnchorIsOnTopIsBroughtWithNoSteps() throws {
    let (navigator, _, root) = makeNavigator()
    try root.navigate(.push(.screen(route("A"))))
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    let before = navigator.tree
    try root.navigate(.bringToFront(.route(route("Article"))))
    #expect(navigator.tree == before)
    #expect(navigator.journal.last?.tree != nil)
  }

  // MARK: Pop while

  @Test func popWhilePopsEveryMatchingScreenInOneStepAndStopsAtTheFirstOther() throws {
    let (navigator, _, root) = makeNavigator()
    try root.navigate(.push(.screen(route("Cart"))))
    let checkout = ScreenFlow("CheckoutAddress")
    try root.start(checkout, as: .push())
    try checkout.push(.screen(route("CheckoutPayment")))
    try navigator.pop(while: { $0.route.name.hasPrefix("Checkout") })
    #expect(navigator.tree.stackNames == ["Home", "Cart"])
    #expect(navigator.journal.last?.steps.count == 1)
    #expect(checkout.finishReason == .popped)
    #expect(navigator.journal.last?.finished.map(\.reason) == [.popped])
  }

  @Test func popWhileNeverPopsTheRoot() throws {
    let (navigator, _, root) = makeNavigator()
    try root.navigate(.push(.screen(route("A"))))
    try root.navigate(.push(.screen(route("B"))))
    try navigator.pop(while: { _ in true })
    #expect(navigator.tree.stackNames == ["Home"])
  }

  @Test func popWhileThatDoesNotHoldForTheTopIsAppliedWithNoSteps() throws {
    let (navigator, _, root) = makeNavigator()
    try root.navigate(.push(.screen(route("A"))))
    let before = navigator.tree
    let count = navigator.journal.recordedCount
    try navigator.pop(while: { $0.route.name == "Elsewhere" })
    #expect(navigator.tree == before)
    #expect(navigator.journal.recordedCount == count + 1)
    #expect(navigator.journal.last?.tree != nil && navigator.journal.last?.steps == [])
  }

  @Test func aCoordinatorPopsItsOwnStackWhileAnotherIsVisible() throws {
    let (navigator, host, root) = makeNavigator()
    let today = ScreenFlow("Today")
    try root.start(
      TabCoordinator(tabs: [("Today", today), ("Bookmarks", ScreenFlow("Bookmarks"))]),
      as: .replaceRoot())
    try today.push(.screen(route("Step1")))
    try today.push(.screen(route("Step2")))
    try host.tapTab("Bookmarks")
    try today.pop(while: { $0.route.name.hasPrefix("Step") })
    #expect(navigator.tree.visibleStackNames == ["Bookmarks"])
    try host.tapTab("Today")
    #expect(navigator.tree.visibleStackNames == ["Today"])
  }

  @Test func popWhileIsRefusedWithATypedErrorAndChangesNothing() throws {
    let (navigator, _, root) = makeNavigator(root: .screen(route("Lone")))
    let before = navigator.tree
    #expect(throws: NavigationError.noVisibleContainer(.stack)) {
      try navigator.pop(while: { _ in true })
    }
    #expect(navigator.tree == before)
    #expect(navigator.journal.last?.error == .noVisibleContainer(.stack))
    let finished = ScreenFlow("Gone")
    #expect(throws: NavigationError.inactiveCoordinator("ScreenFlow")) {
      try finished.pop(while: { _ in true })
    }
    withExtendedLifetime(root) {}
  }

  @Test func aQueuedPopWhileAsksTheConditionWhenItRuns() throws {
    let (navigator, host, root) = makeNavigator()
    host.animates = true
    try root.navigate(.push(.screen(route("Step1"))))
    let push = try root.navigate(.push(.screen(route("Step2"))))
    let pop = try navigator.pop(while: { $0.route.name.hasPrefix("Step") })
    guard case .queued = push, case .queued = pop else {
      Issue.record("expected both requests to wait for the animation")
      return
    }
    host.finishAnimations()
    #expect(navigator.tree.stackNames == ["Home"], "Step2, pushed after the call, was popped too")
  }
}
