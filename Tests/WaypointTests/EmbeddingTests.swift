import Testing

@testable import Waypoint

/// Misused embeddings are typed errors that change nothing, never traps.
@MainActor
@Suite struct EmbeddingTests {
  /// A navigator whose root is a tab container (tabs A and B, each a stack) with no coordinator.
  func tabsAAndB() throws -> (Navigator, HeadlessHost, Root, Tabs) {
    let (navigator, host, root) = makeNavigator()
    try root.navigate(
      .replaceRoot(
        .tabs([
          .init("A", .stack([.screen(route("A"))])), .init("B", .stack([.screen(route("B"))])),
        ])))
    return (navigator, host, root, try #require(navigator.tree.visibleTabs))
  }

  @Test func embeddingTabsWhoseTabAlreadyHasAFlowIsRefusedWhole() throws {
    let (navigator, _, root, tabs) = try tabsAAndB()
    let first = ScreenFlow("unused")
    try root.start(first, as: .embedded(tabs.tabs[0].content.id))
    let before = navigator.tree
    let a = ScreenFlow("A")
    let b = ScreenFlow("B")
    let coordinator = TabCoordinator(tabs: [("A", a), ("B", b)])
    #expect(throws: NavigationError.alreadyAnchored(tabs.tabs[0].content.id)) {
      try root.start(coordinator, as: .embedded(tabs.id))
    }
    #expect(navigator.tree == before)
    #expect(!coordinator.isActive && !a.isActive && !b.isActive)
    #expect(navigator.journal.last?.error == .alreadyAnchored(tabs.tabs[0].content.id))
  }

  @Test func oneFlowForTwoTabsIsRefused() throws {
    let (navigator, _, root) = makeNavigator()
    let flow = ScreenFlow("Same")
    let before = navigator.tree
    #expect(throws: NavigationError.alreadyStarted("ScreenFlow")) {
      try root.start(TabCoordinator(tabs: [("A", flow), ("B", flow)]), as: .replaceRoot())
    }
    #expect(navigator.tree == before)
    #expect(!flow.isActive)
  }

  @Test func embeddingATabCoordinatorAtTabsWithOtherNamesIsRefused() throws {
    let (navigator, _, root, tabs) = try tabsAAndB()
    let coordinator = TabCoordinator(tabs: [("B", ScreenFlow("B")), ("A", ScreenFlow("A"))])
    #expect(throws: NavigationError.tabsMismatch(expected: ["B", "A"], found: ["A", "B"])) {
      try root.start(coordinator, as: .embedded(tabs.id))
    }
    let duplicates = TabCoordinator(tabs: [("A", ScreenFlow("A")), ("A", ScreenFlow("B"))])
    #expect(throws: NavigationError.tabsMismatch(expected: ["A", "A"], found: ["A", "B"])) {
      try root.start(duplicates, as: .embedded(tabs.id))
    }
    withExtendedLifetime(navigator) {}
  }

  @Test func anEmbeddedTabCoordinatorReportsTheContainersTabNames() throws {
    let (navigator, host, root, tabs) = try tabsAAndB()
    let coordinator = RecordingTabs(tabs: [("A", ScreenFlow("A")), ("B", ScreenFlow("B"))])
    try root.start(coordinator, as: .embedded(tabs.id))
    try host.tapTab("B")
    #expect(coordinator.selections == ["B"])
    withExtendedLifetime(navigator) {}
  }

  @Test func aPageCoordinatorCannotBeEmbeddedAtAScreen() throws {
    let (navigator, _, root) = makeNavigator()
    let screen = navigator.tree.visibleScreen
    #expect(
      throws: NavigationError.wrongKind(screen.id, expected: .pages, found: .screen)
    ) {
      try root.start(PageCoordinator(pages: [route("P")]), as: .embedded(screen.id))
    }
  }
}
