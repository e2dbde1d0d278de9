import Testing

@testable import Waypoint

@Suite struct StackEntriesTests {
  func screens(_ count: Int) -> [Node] {
    (1...count).map { .screen(Screen(id: NodeID(rawValue: UInt64($0)), route: Route("S\($0)"))) }
  }

  @Test func keepsEntriesRootFirst() {
    let entries = StackEntries(screens(3))
    #expect(entries.array.map(\.id.rawValue) == [1, 2, 3])
    #expect(entries.top?.id.rawValue == 3)
    #expect(entries.root?.id.rawValue == 1)
    #expect(entries.count == 3)
  }

  @Test func anOldVersionIsUnaffectedByLaterPushesAndPops() {
    var entries = StackEntries(screens(3))
    let old = entries
    _ = entries.pop(to: NodeID(rawValue: 1))
    entries.push(.screen(Screen(id: NodeID(rawValue: 9), route: Route("X"))))
    #expect(old.array.map(\.id.rawValue) == [1, 2, 3])
    #expect(entries.array.map(\.id.rawValue) == [1, 9])
  }

  @Test func popToAnAbsentEntryChangesNothing() {
    var entries = StackEntries(screens(2))
    #expect(entries.pop(to: NodeID(rawValue: 42)) == nil)
    #expect(entries.count == 2)
  }

  @Test func equalityComparesContentNotIdentity() {
    #expect(StackEntries(screens(3)) == StackEntries(screens(3)))
    #expect(StackEntries(screens(3)) != StackEntries(screens(2)))
  }
}
