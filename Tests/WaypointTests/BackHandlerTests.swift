import Testing

@testable import Waypoint

@MainActor
@Suite struct BackHandlerTests {
  /// A navigator whose root stack holds `Home` and a page container `P1|P2|P3` on page 2.
  func pagesNavigator() throws -> (Navigator, HeadlessHost, Pages) {
    let (navigator, host, _) = makeNavigator()
    try navigator.perform(.push(.pages([route("P1"), route("P2"), route("P3")], current: 1)))
    let pages = try #require(navigator.tree.visiblePages)
    return (navigator, host, pages)
  }

  @Test func aScreenTakesTheBackBeforeTheStackPops() throws {
    let (navigator, host, pages) = try pagesNavigator()
    var events: [BackEvent] = []
    try navigator.addBackHandler(named: "pages", at: pages.id) {
      navigator.tree.visiblePages!.currentIndex > 0 ? .take : .pass
    } onBack: { event in
      events.append(event)
      if event == .completed { _ = try? navigator.perform(.selectPage(.previous)) }
    }
    let verdict = try host.tapBack()
    guard case .handledByScreen("pages") = verdict else {
      Issue.record("not handled: \(verdict)")
      return
    }
    #expect(navigator.tree.visiblePages?.currentIndex == 0)
    #expect(navigator.tree.stackNames.count == 2, "the stack did not pop")
    #expect(events == [.completed])
    #expect(navigator.journal.entries.contains { $0.result == .takenByScreen("pages") })
    try host.tapBack()  // On the first page the handler passes: the stack pops.
    #expect(navigator.tree.stackNames == ["Home"])
  }

  @Test func aCancelledSwipeTellsTheHandlerAndChangesNothing() throws {
    let (navigator, host, pages) = try pagesNavigator()
    var events: [BackEvent] = []
    try navigator.addBackHandler(named: "pages", at: pages.id) {
      .take
    } onBack: {
      events.append($0)
    }
    let before = navigator.tree
    try host.edgeSwipe(completed: false)
    #expect(events == [.started, .progressed(0.3), .cancelled])
    #expect(navigator.tree == before)
    #expect(!navigator.journal.entries.contains { $0.result == .takenByScreen("pages") })
    events = []
    try host.edgeSwipe()
    #expect(events == [.started, .progressed(1), .completed])
  }

  @Test func aRefusedBackIsJournaledAndWorksAtAStacksRoot() throws {
    let (navigator, host, _) = makeNavigator(root: .stack([.pages([route("A"), route("B")])]))
    let pages = try #require(navigator.tree.visiblePages)
    try navigator.addBackHandler(named: "onboarding", at: pages.id) {
      .refuse("already on the first page")
    } onBack: { _ in
    }
    let verdict = try host.tapBack()
    guard case .vetoed(.vetoed(let stop)) = verdict else {
      Issue.record("not refused: \(verdict)")
      return
    }
    #expect(stop.reason.description == "already on the first page")
    #expect(navigator.journal.last?.result == .vetoed(stop))
  }

  @Test func higherPriorityFirstAndAmongEqualsTheNewest() throws {
    let (navigator, host, pages) = try pagesNavigator()
    let screen = navigator.tree.visibleScreen.id
    var order: [String] = []
    func add(_ name: String, at node: NodeID, _ priority: Int) throws {
      try navigator.addBackHandler(named: name, at: node, priority: priority) {
        order.append(name)
        return .pass
      } onBack: { _ in
      }
    }
    try add("low", at: pages.id, -1)
    try add("old", at: screen, 0)
    try add("new", at: pages.id, 0)
    try add("high", at: pages.id, 5)
    try add("elsewhere", at: firstRoot(navigator), 9)  // Not on the visible path: never asked.
    try host.tapBack()
    #expect(order == ["high", "new", "old", "low"])
  }

  func firstRoot(_ navigator: Navigator) -> NodeID {
    guard case .stack(let stack) = navigator.tree.root else { return navigator.tree.root.id }
    return stack.entries.array[0].id  // Home: in the back stack, not on the visible path.
  }

  @Test func aHandlerLeavesWithItsNode() throws {
    let (navigator, host, pages) = try pagesNavigator()
    var taken = 0
    try navigator.addBackHandler(named: "pages", at: pages.id) {
      .take
    } onBack: { _ in
      taken += 1
    }
    try navigator.perform(.pop())
    try navigator.perform(.push(.screen(route("Other"))))
    try host.tapBack()
    #expect(taken == 0)
    #expect(navigator.tree.stackNames == ["Home"])
    #expect(throws: NavigationError.self) {
      try navigator.addBackHandler(named: "gone", at: pages.id) {
        .take
      } onBack: { _ in
      }
    }
  }
}
