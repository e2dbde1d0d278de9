import Foundation
import Testing
import Waypoint
import WaypointPlugins

/// Objects screens keep while the process lives: captured as a window's tree goes, given back
/// to the rebuilt screens' models, released with their screens.
@MainActor
@Suite struct RetainedObjectsTests {
  final class Player {}
  final class Connection {}

  final class Watch: RetainsObject {
    private(set) var player = Player()
    var retained: Player { player }
    func adopt(_ player: Player) { self.player = player }
  }

  final class Chat: RetainsObject {
    var retained: Connection { Connection() }
    func adopt(_ connection: Connection) {}
  }

  /// Makes a `Watch` for `Watch` screens, a `Chat` for `Chat` screens, nothing for the rest.
  final class Root: Coordinator {
    override func makeModel(for screen: Screen) -> AnyObject? {
      switch screen.route.name {
      case "Watch": Watch()
      case "Chat": Chat()
      default: nil
      }
    }
  }

  func navigator(showing routes: [String]) throws -> Navigator {
    let navigator = Navigator(root: Root(), host: HeadlessHost())
    navigator.start()
    try navigator.perform(.replaceRoot(.stack(routes.map { .screen(Route($0)) })))
    return navigator
  }

  func players(_ navigator: Navigator) -> [Player] {
    navigator.tree.visibleStack?.entries.array.compactMap {
      (navigator.model(for: $0.id) as? Watch)?.player
    } ?? []
  }

  /// Rebuilds `routes` on a new navigator, giving back what `objects` kept from `saved`.
  func rebuild(
    _ routes: [String], from saved: NavigationTree, _ objects: RetainedObjects
  ) throws -> (Navigator, [Route]) {
    let navigator = Navigator(root: Root(), host: HeadlessHost())
    navigator.start()
    var adopted: [Route] = []
    try navigator.perform("rebuild") { draft throws(NavigationError) in
      try draft.perform(.replaceRoot(.stack(routes.map { .screen(Route($0)) })))
      objects.restore(saved: saved, into: &draft) { adopted.append($0) }
    }
    return (navigator, adopted)
  }

  @Test func theRebuiltScreensGetTheSameObjectsBack() throws {
    var before: Navigator? = try navigator(showing: ["List", "Watch", "Watch"])
    let kept = try #require(before.map(players))
    let saved = try #require(before?.tree)
    let objects = RetainedObjects.capture(saved, models: before!.model(for:))
    #expect(objects.count == 2)
    weak let oldNavigator = before
    before = nil
    #expect(oldNavigator == nil, "the window's navigator and models are gone")
    let (after, adopted) = try rebuild(["List", "Watch", "Watch"], from: saved, objects)
    #expect(players(after).count == 2)
    #expect(zip(players(after), kept).allSatisfy { $0 === $1 })
    #expect(adopted == [Route("Watch"), Route("Watch")])
  }

  @Test func anObjectWhoseScreenIsNotRebuiltIsReleased() throws {
    let before = try navigator(showing: ["List", "Watch", "Watch"])
    weak let top = players(before).last
    let saved = before.tree
    var objects: RetainedObjects? = RetainedObjects.capture(saved, models: before.model(for:))
    try before.perform(.replaceRoot(.screen(Route("List"))))
    #expect(top != nil, "kept while the window is gone")
    let (after, adopted) = try rebuild(["List", "Watch"], from: saved, objects!)
    objects = nil
    #expect(adopted == [Route("Watch")])
    #expect(players(after).count == 1)
    #expect(top == nil, "the screen that did not come back took its object with it")
  }

  @Test func anObjectGoesWithItsScreenWhileTheWindowLives() throws {
    let navigator = try navigator(showing: ["List", "Watch"])
    weak let player = players(navigator).first
    #expect(player != nil)
    try navigator.perform(.pop())
    #expect(player == nil)
  }

  @Test func aModelThatKeepsAnotherKindOfObjectGetsNothing() throws {
    let before = try navigator(showing: ["List", "Watch"])
    let saved = before.tree
    let objects = RetainedObjects.capture(saved, models: before.model(for:))
    // An update made the screen's model keep something else: the same route, another model.
    let json = try JSONEncoder().encode(saved)
    let text = String(decoding: json, as: UTF8.self).replacing("\"Watch\"", with: "\"Chat\"")
    let renamed = try JSONDecoder().decode(NavigationTree.self, from: Data(text.utf8))
    let (_, adopted) = try rebuild(["List", "Chat"], from: renamed, objects)
    #expect(adopted.isEmpty)
  }
}
