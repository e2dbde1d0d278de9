import Foundation
import Testing
import Waypoint

@testable import WaypointPlugins

/// A window's saved navigation on disk: in the app's version, one file per scene.
@MainActor
@Suite struct NavigationStoreTests {
  let versions = NavigationVersions(
    current: 2, migrations: [1: [.renameRoute("Basket", to: "Cart")]])

  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-navigation-\(UUID().uuidString)", isDirectory: true)
  }

  @Test func sceneIdentifiersNeverShareAFile() {
    let names = ["a/b", "a_b", "a_2Fb", "", "Ünï", "../x", "A-b"].map(NavigationStore.fileName)
    #expect(Set(names).count == names.count, "\(names)")
    #expect(names.allSatisfy { !$0.contains("/") && !$0.contains(".") && !$0.isEmpty })
  }

  @Test func aTreeIsSavedInTheCurrentVersionAndAnOlderFileIsMigratedAsItIsRead() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = NavigationStore(dataDirectory: directory, scene: "main", versions: versions)
    let tree = try NavigationTree(root: .stack([.screen(CartRoute.cart.route)]))
    store.save(tree)
    let written = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: store.path)))
    #expect((written as? [String: Any])?["version"] as? Int == 2)
    #expect(store.load()?.tree == tree)
    #expect(store.load()?.migratedFrom == nil)

    let old = try String(contentsOf: URL(fileURLWithPath: store.path), encoding: .utf8)
      .replacingOccurrences(of: "\"Cart\"", with: "\"Basket\"")
      .replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1")
    try old.write(toFile: store.path, atomically: true, encoding: .utf8)
    let migrated = try #require(store.load())
    #expect(migrated.tree == tree)
    #expect(migrated.migratedFrom == 1)
    #expect(store.problems.isEmpty)
  }

  @Test func aFileOfANewerVersionIsMovedAsideAndReported() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = NavigationStore(dataDirectory: directory, versions: versions)
    store.save(try NavigationTree(root: .stack([.screen(CartRoute.cart.route)])))
    let newer = NavigationStore(
      dataDirectory: directory, versions: NavigationVersions(current: 3))
    newer.save(try NavigationTree(root: .stack([.screen(CartRoute.cart.route)])))
    #expect(store.load() == nil)
    let problem = try #require(store.problems.first)
    #expect(problem.reason == "\(SavedNavigationProblem.newerVersion(3, current: 2))")
    #expect(problem.movedTo != nil)
  }
}
