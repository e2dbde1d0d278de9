import Testing

@testable import Waypoint

@MainActor
@Suite struct HeadlessHostTests {
  @Test func rendersEveryProgrammaticStep() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    try root.present(.screen(route("M")))
    #expect(host.rendered == navigator.tree)
    #expect(host.renderedSteps.count == 3, "replace root, push, present")
  }

  /// With its checks on (the default) the host renders the steps onto what it shows and
  /// reports steps that do not fit; off, it takes the tree the navigator computed.
  @Test(arguments: [true, false])
  func aHostThatDriftedReportsMismatchesOnlyWhileItChecksSteps(_ checks: Bool) throws {
    let (navigator, host, root) = makeNavigator()
    host.checksSteps = checks
    try root.push(.screen(route("A")))
    host.attach(to: navigator, tree: try NavigationTree(root: .screen(route("Elsewhere"))))
    try root.push(.screen(route("B")))
    #expect(host.mismatches.isEmpty == !checks)
    #expect((host.rendered == navigator.tree) == !checks)
  }

  @Test func aBackTapPopsTheVisibleStackAndTheNavigatorFollows() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    let stack = try #require(navigator.tree.visibleStack)
    let home = try #require(stack.entries.belowTop)
    try host.tapBack()
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(host.rendered == navigator.tree)
    #expect(navigator.journal.last?.cause == .gesture(.backButton(stack: stack.id, to: home.id)))
  }

  @Test func aCancelledEdgeSwipeChangesNothingButIsJournaled() throws {
    let (navigator, host, root) = makeNavigator()
    try root.push(.screen(route("A")))
    let before = navigator.tree
    try host.edgeSwipe(completed: false)
    #expect(navigator.tree == before)
    #expect(host.rendered == before)
    let last = try #require(navigator.journal.last)
    #expect(last.steps.isEmpty)
    if case .gesture(.edgeSwipe(_, _, completed: false)) = last.cause {
    } else {
      Issue.record("journal has \(last.cause)")
    }
  }

  @Test func tabTapsAndPageSwipesAreReportedAsSelections() throws {
    let (navigator, host, _) = makeNavigator(
      root: .tabs([
        .init("Today", .stack([.pages([route("Pick"), route("Weekly")])])),
        .init("Bookmarks", .stack([.screen(route("Bookmarks"))])),
      ]))
    try host.swipePage(.next)
    #expect(navigator.tree.visiblePages?.current.route.name == "Weekly")
    try host.tapTab("Bookmarks")
    #expect(navigator.tree.visibleTabs?.selected.name == "Bookmarks")
    #expect(host.rendered == navigator.tree)
  }

  struct ImpossibleGesture: CustomTestStringConvertible, Sendable {
    let name: String
    let error: NavigationError?
    let perform: @MainActor @Sendable (HeadlessHost) throws(NavigationError) -> Void
    var testDescription: String { name }
  }

  nonisolated static let impossible: [ImpossibleGesture] = [
    .init(name: "back at the root", error: nil) { host throws(NavigationError) in try host.tapBack()
    },
    .init(name: "edge swipe at the root", error: nil) { host throws(NavigationError) in
      try host.edgeSwipe()
    },
    .init(name: "swipe down with nothing presented", error: .nothingPresented) {
      host throws(NavigationError) in try host.swipeDown()
    },
    .init(name: "tap a tab without a tab bar", error: .noVisibleContainer(.tabs)) {
      host throws(NavigationError) in
      try host.tapTab("Today")
    },
    .init(name: "swipe pages without pages", error: .noVisibleContainer(.pages)) {
      host throws(NavigationError) in
      try host.swipePage(.next)
    },
  ]

  @Test(arguments: impossible)
  func anImpossibleGestureThrowsAndChangesNothing(_ gesture: ImpossibleGesture) throws {
    let (navigator, host, _) = makeNavigator()
    let before = navigator.tree
    let journaled = navigator.journal.recordedCount
    do {
      try gesture.perform(host)
      Issue.record("\(gesture.name) was accepted")
    } catch {
      if let expected = gesture.error { #expect(error == expected) }
      if gesture.error == nil, case .cannotPopRoot = error {
      } else if gesture.error == nil {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(navigator.tree == before)
    #expect(host.rendered == before)
    #expect(navigator.journal.recordedCount == journaled, "the navigator never heard of it")
  }

  @Test func aFullScreenModalCannotBeSwipedDown() throws {
    let (navigator, host, root) = makeNavigator()
    try root.present(.screen(route("Cover")), style: .fullScreen)
    #expect(throws: NavigationError.notSwipeDismissible(.fullScreen)) { try host.swipeDown() }
    #expect(navigator.tree.modals.count == 1)
  }

  @Test func aSwipeMovesOnePageOnly() throws {
    let (navigator, host, _) = makeNavigator(
      root: .stack([.pages([route("A"), route("B"), route("C")])]))
    let pages = try #require(navigator.tree.visiblePages)
    #expect(throws: NavigationError.self) { try host.perform(.pageSwipe(to: 2, in: pages.id)) }
    #expect(throws: NavigationError.noPageBefore) { try host.swipePage(.previous) }
    #expect(navigator.tree.visiblePages?.currentIndex == 0)
  }
}
