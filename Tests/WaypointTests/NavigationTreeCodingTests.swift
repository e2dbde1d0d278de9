import Foundation
import Testing

@testable import Waypoint

@Suite struct NavigationTreeCodingTests {
  @Test func aTreeSurvivesAJSONRoundTripWithTabsPagesAndModals() throws {
    var tree = try NavigationTree(
      root: .tabs(
        [
          .init("Today", .stack([.pages([route("Pick"), route("Weekly")], current: 1)])),
          .init("Bookmarks", .stack([.screen(route("Bookmarks"))])),
        ], selected: 1))
    try tree.perform(.push(.screen(Route("Article", ["id": "5"]))))
    try tree.perform(.present(.stack([.screen(route("Share"))]), style: .sheet))
    let data = try JSONEncoder().encode(tree)
    var decoded = try JSONDecoder().decode(NavigationTree.self, from: data)
    #expect(decoded == tree)
    #expect(decoded.outline == tree.outline)
    // IDs handed out after decoding do not collide with the decoded ones.
    try decoded.perform(.push(.screen(route("Next"))))
    var seen = Set<NodeID>()
    var duplicates = 0
    decoded.forEachNode { if !seen.insert($0.id).inserted { duplicates += 1 } }
    #expect(duplicates == 0)
  }

  @Test func decodingRejectsACounterBelowTheNodesIDs() throws {
    let tree = try NavigationTree(root: .stack([.screen(route("A")), .screen(route("B"))]))
    var json = try #require(String(data: JSONEncoder().encode(tree), encoding: .utf8))
    json = json.replacingOccurrences(of: "\"lastID\":\(tree.lastID)", with: "\"lastID\":1")
    #expect(throws: NavigationError.idCounterBehind(lastID: 1, highest: NodeID(rawValue: 3))) {
      try JSONDecoder().decode(NavigationTree.self, from: Data(json.utf8))
    }
  }

  @Test func equalityIgnoresHowManyIDsWereHandedOut() throws {
    let a = try NavigationTree(root: .stack([.screen(route("A"))]))
    var b = a
    _ = try b.makeID()
    #expect(a == b)
    var c = a
    try c.perform(.push(.screen(route("B"))))
    #expect(a != c)
  }
}
