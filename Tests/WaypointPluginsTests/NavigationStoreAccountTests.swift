import Foundation
import Testing
import Waypoint

@testable import WaypointPlugins

/// A saved navigation belongs to the account whose screens it shows.
@MainActor
@Suite struct NavigationStoreAccountTests {
  let versions = NavigationVersions()

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-accounts-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func tree() throws -> NavigationTree {
    try NavigationTree(root: .stack([.screen(CartRoute.cart.route)]))
  }

  @Test func theAccountIsWrittenAndReadBackAndLeftOutWithoutOne() throws {
    let with = SavedNavigation(tree: try tree(), account: "ana")
    let data = try with.encoded(in: versions)
    #expect(try SavedNavigation(reading: data, in: versions).account == "ana")
    let without = try SavedNavigation(tree: try tree()).encoded(in: versions)
    let fields = try JSONSerialization.jsonObject(with: without) as? [String: Any]
    #expect(fields?["account"] == nil)
    #expect(try SavedNavigation(reading: without, in: versions).account == nil)
    let wrongType = Data(
      String(decoding: data, as: UTF8.self)
        .replacingOccurrences(of: "\"ana\"", with: "7").utf8)
    #expect(throws: SavedNavigationProblem.self) {
      try SavedNavigation(reading: wrongType, in: versions)
    }
  }

  @Test func forgettingAnAccountRemovesItsFilesInEveryWindowAndNothingElse() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func store(_ scene: String) -> NavigationStore {
      NavigationStore(dataDirectory: directory, scene: scene, versions: versions)
    }
    store("a").save(try tree(), account: "ana")
    store("b").save(try tree(), account: "ana")
    store("c").save(try tree(), account: "bo")
    store("d").save(try tree())  // an app without accounts, or a tree behind none
    store("e").keepExpired(SavedNavigation(tree: try tree()), of: "ana")
    store("f").keepExpired(SavedNavigation(tree: try tree()), of: "bo")
    func write(_ text: String, _ name: String) throws {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    let anas = try String(contentsOfFile: store("a").path, encoding: .utf8)
    try write(anas, "navigation-g.json.corrupt-20260101T000000Z")
    try write("{not json", "navigation-h.json.corrupt-20260101T000000Z")
    try write(
      anas.replacingOccurrences(of: "\"ana\"", with: "\"bo\""),
      "navigation-i.json.corrupt-20260101T000000Z")
    try write("{not json", "navigation-j.json")  // a live file the store will set aside
    try write(anas, "bookmarks.json")  // not a navigation file

    let removed = store("a").forgetAccount("ana").map { ($0 as NSString).lastPathComponent }
    #expect(
      removed.sorted() == [
        "navigation-a.json", "navigation-b.json", "navigation-e.expired.json",
        "navigation-g.json.corrupt-20260101T000000Z",
        "navigation-h.json.corrupt-20260101T000000Z",
      ])
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasSuffix(".lock") }.sorted()
    #expect(
      left
        == [
          "bookmarks.json", "navigation-c.json", "navigation-d.json", "navigation-f.expired.json",
          "navigation-i.json.corrupt-20260101T000000Z", "navigation-j.json",
        ].sorted())
  }

  @Test func theExpiredSessionsNavigationRecordsItsUserAsItsAccount() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = NavigationStore(dataDirectory: directory, scene: "main", versions: versions)
    store.keepExpired(SavedNavigation(tree: try tree()), of: "ana")
    let taken = try #require(store.takeExpired())
    #expect(taken.user == "ana" && taken.navigation.account == "ana")
  }
}
