import Foundation
import Testing

@testable import Waypoint

/// A page coordinator whose pages each get a model it counts.
@MainActor
final class CountingPages: PageCoordinator {
  private(set) var made: [String] = []

  override func makeModel(for screen: Screen) -> AnyObject? {
    made.append(screen.route.name)
    return ScreenModel(screen: screen)
  }
}

/// Paging that wraps around, and page models kept only near the current page.
@MainActor
@Suite struct PagingTests {
  static func routes(_ count: Int) -> [Route] { (0..<count).map { route("P\($0)") } }

  // MARK: Wrapping

  @Test func aWrappingContainerGoesFromTheLastPageToTheFirstAndBack() throws {
    let (navigator, host, root) = makeNavigator()
    let pages = PageCoordinator(pages: Self.routes(3), current: 2, wraps: true)
    try root.start(pages, as: .push())
    #expect(pages.page(after: route("P2")) == route("P0"))
    #expect(pages.page(before: route("P0")) == route("P2"))
    try pages.next()
    #expect(pages.currentIndex == 0)
    try pages.previous()
    #expect(pages.currentIndex == 2)
    try host.swipePage(.next)  // the user swipes past the last page
    #expect(navigator.tree.visiblePages?.currentIndex == 0)
    #expect(navigator.journal.last?.cause == .gesture(.pageSwipe(to: 0, in: pages.container!.id)))
    try host.swipePage(.previous)
    #expect(navigator.tree.visiblePages?.currentIndex == 2)
  }

  @Test func aContainerThatDoesNotWrapStopsAtItsEndsAndRefusesASwipeAcross() throws {
    let (navigator, host, root) = makeNavigator()
    let pages = PageCoordinator(pages: Self.routes(3), current: 2)
    try root.start(pages, as: .push())
    #expect(pages.page(after: route("P2")) == nil)
    #expect(throws: NavigationError.noPageAfter) { try pages.next() }
    let id = try #require(pages.container?.id)
    let before = navigator.tree
    #expect(throws: NavigationError.self) { try host.perform(.pageSwipe(to: 0, in: id)) }
    #expect(navigator.tree == before)
  }

  @Test func oneWrappingPageHasNoNeighbour() throws {
    var tree = try NavigationTree(root: .stack([.pages([route("Only")], wraps: true)]))
    #expect(throws: NavigationError.noPageAfter) { try tree.perform(.selectPage(.next)) }
    #expect(throws: NavigationError.noPageBefore) { try tree.perform(.selectPage(.previous)) }
    #expect(tree.visiblePages?.indicesWithModels == [0])
  }

  @Test func wrappingAndModelsAreSavedOnlyWhenTheyAreNotTheDefaults() throws {
    let tree = try NavigationTree(
      root: .stack([
        .pages(Self.routes(3), current: 1, wraps: true, models: .nearCurrent),
        .pages(Self.routes(2)),
      ]))
    let data = try JSONEncoder().encode(tree)
    #expect(try JSONDecoder().decode(NavigationTree.self, from: data) == tree)
    let plain = try #require(tree.visiblePages)
    let text = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!text.contains("wraps") && !text.contains("models"), "defaults are not written")
    let old = #"{"id":7,"pages":[{"id":8,"route":{"name":"A","arguments":{}}}],"currentIndex":0}"#
    let decoded = try JSONDecoder().decode(Pages.self, from: Data(old.utf8))
    #expect(!decoded.wraps)
    #expect(decoded.models == .all)
    let bad =
      #"{"id":7,"pages":[{"id":8,"route":{"name":"A","arguments":{}}}],"currentIndex":0,"models":"some"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Pages.self, from: Data(bad.utf8))
    }
  }

  // MARK: Models near the current page

  @Test func onlyTheCurrentPageAndItsNeighboursHaveModelsAndTheOthersAreReleased() throws {
    let (navigator, _, root) = makeNavigator()
    var departed: [String] = []
    navigator.observeDepartures { departure in
      if case .model(_, let screen) = departure { departed.append(screen.route.name) }
    }
    let pages = CountingPages(pages: Self.routes(5), models: .nearCurrent)
    try root.start(pages, as: .push())
    let screens = try #require(pages.container?.pages)
    func hasModel(_ index: Int) -> Bool { navigator.model(for: screens[index].id) != nil }
    #expect(pages.made == ["P0", "P1"])
    #expect((0..<5).filter(hasModel) == [0, 1])
    weak let first = navigator.model(for: screens[0].id)
    try pages.select(index: 2)
    #expect((0..<5).filter(hasModel) == [1, 2, 3])
    #expect(first == nil, "P0's model was released")
    #expect(departed == ["P0"])
    try pages.select(index: 4)
    #expect((0..<5).filter(hasModel) == [3, 4])
    try pages.select(index: 0)
    #expect((0..<5).filter(hasModel) == [0, 1])
    #expect(pages.made == ["P0", "P1", "P2", "P3", "P4", "P0", "P1"], "made again on return")
  }

  @Test func aWrappingContainerKeepsTheModelsOfBothEndsNearTheFirstPage() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = CountingPages(pages: Self.routes(5), wraps: true, models: .nearCurrent)
    try root.start(pages, as: .push())
    let screens = try #require(pages.container?.pages)
    #expect((0..<5).filter { navigator.model(for: screens[$0].id) != nil } == [0, 1, 4])
  }

  @Test func leavingThePagesReleasesTheModelsTheyStillHad() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = CountingPages(pages: Self.routes(4), models: .nearCurrent)
    try root.start(pages, as: .push())
    try pages.select(index: 2)
    let screens = try #require(pages.container?.pages)
    weak let kept = navigator.model(for: screens[2].id)
    #expect(kept != nil)
    try root.navigate(.pop())
    #expect(kept == nil)
    #expect(pages.isFinished)
  }

  /// The invariant, on seeded random sequences of selections and swipes: exactly the pages
  /// `indicesWithModels` names have a model, each made by the page coordinator, and every
  /// other model it made was released.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func modelsFollowTheCurrentPageOnRandomSequences(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let (navigator, host, root) = makeNavigator()
    let count = Int.random(in: 1...6, using: &rng)
    let wraps = Bool.random(using: &rng)
    let pages = CountingPages(pages: Self.routes(count), wraps: wraps, models: .nearCurrent)
    try root.start(pages, as: .push())
    var released: [Weak] = []
    navigator.observeDepartures { departure in
      if case .model(let model, _) = departure { released.append(Weak(model)) }
    }
    for _ in 0..<200 {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: _ = try? pages.select(index: Int.random(in: 0..<count, using: &rng))
      case 1: _ = try? pages.next()
      case 2: _ = try? host.swipePage(.previous)
      default: _ = try? host.swipePage(.next)
      }
      let container = try #require(pages.container)
      let expected = Set(container.indicesWithModels)
      for (index, screen) in container.pages.enumerated() {
        let model = navigator.model(for: screen.id) as? ScreenModel
        #expect((model != nil) == expected.contains(index), "page \(index) of \(container)")
        #expect(model.map { $0.screen == screen } ?? true)
      }
      #expect(released.allSatisfy { $0.object == nil }, "a released model is still alive")
    }
  }
}

/// The page list changed while it is shown: insert, remove, reorder.
@MainActor
@Suite struct PageListTests {
  static func names(_ pages: PageCoordinator) -> [String] {
    pages.container?.pages.map(\.route.name) ?? []
  }

  @Test func insertRemoveAndMoveKeepTheScreensAndModelsOfThePagesThatStay() throws {
    let (navigator, host, root) = makeNavigator()
    let pages = CountingPages(pages: [route("A"), route("B"), route("C")], current: 1)
    try root.start(pages, as: .push())
    let before = try #require(pages.container?.pages)
    weak let bModel = navigator.model(for: before[1].id)
    try pages.insert(route("N"), at: 0)
    #expect(Self.names(pages) == ["N", "A", "B", "C"])
    #expect(pages.currentPage == route("B"), "the current page stays current")
    #expect(pages.currentIndex == 2)
    #expect(pages.container?.pages[2].id == before[1].id, "B kept its screen")
    #expect(navigator.model(for: before[1].id) === bModel)
    #expect(pages.made == ["A", "B", "C", "N"], "only the new page got a model")
    try pages.move(from: 3, to: 0)
    #expect(Self.names(pages) == ["C", "N", "A", "B"])
    #expect(pages.container?.pages[0].id == before[2].id, "C moved with its screen")
    #expect(pages.currentIndex == 3)
    weak let aModel = navigator.model(for: before[0].id)
    try pages.remove(at: 2)
    #expect(Self.names(pages) == ["C", "N", "B"])
    #expect(aModel == nil, "the removed page's model was released")
    #expect(navigator.tree.contains(before[0].id) == false)
    #expect(host.rendered == navigator.tree)
    #expect(host.mismatches.isEmpty)
    #expect(navigator.journal.last?.steps.count == 1)
  }

  @Test func removingTheCurrentPageShowsThePageThatTakesItsPlace() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("A"), route("B"), route("C")], current: 1)
    try root.start(pages, as: .push())
    try pages.remove(at: 1)
    #expect(pages.currentPage == route("C"))
    #expect(pages.shown.last == "C@1", "the coordinator hears of the page shown")
    try pages.remove(at: 1)  // the last page: the one before it shows
    #expect(pages.currentPage == route("A"))
    #expect(throws: NavigationError.emptyContainer(.pages)) { try pages.remove(at: 0) }
    #expect(throws: NavigationError.pageOutOfRange(5, count: 1)) {
      try pages.insert(route("X"), at: 5)
    }
    #expect(throws: NavigationError.pageOutOfRange(3, count: 1)) { try pages.move(from: 0, to: 3) }
    #expect(Self.names(pages) == ["A"])
    #expect(navigator.tree.visiblePages?.pages.count == 1)
  }

  @Test func theSamePagesApplyWithNoStepsAndABadStepIsRefusedWhole() throws {
    var tree = try NavigationTree(root: .stack([.pages([route("A"), route("B")])]))
    let pages = try #require(tree.visiblePages)
    #expect(try tree.perform(.setPages([route("A"), route("B")])).steps.isEmpty)
    let before = tree
    let stranger = Screen(id: NodeID(rawValue: 1), route: route("Z"))  // the stack's ID
    #expect(throws: NavigationError.self) {
      try tree.apply(.setPages(pages.id, pages: [stranger], current: 0))
    }
    #expect(throws: NavigationError.pageOutOfRange(2, count: 1)) {
      try tree.apply(.setPages(pages.id, pages: [pages.pages[0]], current: 2))
    }
    let renamed = Screen(id: pages.pages[0].id, route: route("Other"))
    #expect(throws: NavigationError.self, "a kept screen keeps its route") {
      try tree.apply(.setPages(pages.id, pages: [renamed], current: 0))
    }
    #expect(throws: NavigationError.duplicateID(pages.pages[0].id)) {
      try tree.apply(.setPages(pages.id, pages: [pages.pages[0], pages.pages[0]], current: 0))
    }
    #expect(tree == before)
  }

  @Test func aFlowAnchoredAtARemovedPageFinishes() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = PageCoordinator(pages: [route("A"), route("B")])
    try root.start(pages, as: .push())
    let b = try #require(pages.container?.pages[1].id)
    let flow = ScreenFlow("Inner")
    try pages.start(flow, as: .embedded(b))
    try pages.setPages([route("A")])
    #expect(flow.finishReason == .pageRemoved)
    #expect(!navigator.tree.contains(b))
  }

  @Test func newPagesOfAContainerWithModelsNearTheCurrentGetModelsOnlyWhenNear() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = CountingPages(pages: [route("A"), route("B")], models: .nearCurrent)
    try root.start(pages, as: .push())
    try pages.setPages([route("A"), route("B"), route("C"), route("D")])
    let screens = try #require(pages.container?.pages)
    #expect(screens.indices.filter { navigator.model(for: screens[$0].id) != nil } == [0, 1])
    #expect(pages.made == ["A", "B"])
  }
}

/// A reference that does not keep its object alive.
final class Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
