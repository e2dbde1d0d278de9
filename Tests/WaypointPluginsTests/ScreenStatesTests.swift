import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointSoak

/// A screen's saved state: captured from its model, put back into the rebuilt one.
@MainActor
@Suite struct ScreenStatesTests {
  final class Form: SavesScreenState {
    struct State: Codable, Equatable {
      var name: String
      var count: Int
    }
    var state: State?
    var savedState: State? { state }
    func restore(_ state: State) { self.state = state }
  }

  /// Makes a `Form` for every screen but `Plain`.
  final class Root: Coordinator {
    override func makeModel(for screen: Screen) -> AnyObject? {
      screen.route.name == "Plain" ? nil : Form()
    }
  }

  func navigator(showing routes: [String]) throws -> Navigator {
    let navigator = Navigator(root: Root(), host: HeadlessHost())
    navigator.start()
    try navigator.perform(.replaceRoot(.stack(routes.map { .screen(Route($0)) })))
    return navigator
  }

  func forms(_ navigator: Navigator) -> [Form.State?] {
    guard let stack = navigator.tree.visibleStack else { return [] }
    return stack.entries.array.map { (navigator.model(for: $0.id) as? Form)?.state }
  }

  /// Rebuilds `routes` in one draft on a new navigator, restoring `states` saved from `saved`.
  func rebuild(
    _ routes: [String], from saved: NavigationTree, _ states: ScreenStates
  ) throws -> (Navigator, [Route], [ScreenStateProblem]) {
    let navigator = Navigator(root: Root(), host: HeadlessHost())
    navigator.start()
    var restored: [Route] = []
    var problems: [ScreenStateProblem] = []
    try navigator.perform("restore") { draft throws(NavigationError) in
      try draft.perform(.replaceRoot(.stack(routes.map { .screen(Route($0)) })))
      states.restore(
        saved: saved, into: &draft, restored: { restored.append($0) },
        problem: { problems.append($0) })
    }
    return (navigator, restored, problems)
  }

  @Test func aStateGoesBackIntoTheModelOfTheSameScreen() throws {
    let before = try navigator(showing: ["List", "Plain", "Edit"])
    (before.model(for: before.tree.visibleScreen.id) as? Form)?.state = .init(name: "a", count: 2)
    let (states, problems) = ScreenStates.capture(before.tree, models: before.model(for:))
    #expect(problems.isEmpty)
    #expect(states.states.count == 1, "only a model with something to keep")
    let data = try JSONEncoder().encode(states)
    let decoded = try JSONDecoder().decode(ScreenStates.self, from: data)
    #expect(decoded == states)
    let (after, restored, refused) = try rebuild(
      ["List", "Plain", "Edit"], from: before.tree, decoded)
    #expect(forms(after) == [nil, nil, .init(name: "a", count: 2)])
    #expect(restored == [Route("Edit")])
    #expect(refused.isEmpty)
  }

  @Test func aScreenThatIsGoneTakesItsStateAndTheOthersAreMatchedByRoute() throws {
    let before = try navigator(showing: ["List", "Edit", "Edit"])
    for (index, entry) in before.tree.visibleStack!.entries.array.enumerated() {
      (before.model(for: entry.id) as? Form)?.state = .init(name: "\(index)", count: index)
    }
    let (states, _) = ScreenStates.capture(before.tree, models: before.model(for:))
    let (after, restored, _) = try rebuild(["List", "Edit"], from: before.tree, states)
    #expect(forms(after) == [.init(name: "0", count: 0), .init(name: "1", count: 1)])
    #expect(restored == [Route("List"), Route("Edit")])
  }

  @Test func aStateTooLargeIsNotKeptAndOneThatNoLongerReadsIsDropped() throws {
    let before = try navigator(showing: ["List", "Edit"])
    let big = String(repeating: "x", count: ScreenStates.limit)
    (before.model(for: before.tree.visibleScreen.id) as? Form)?.state = .init(name: big, count: 1)
    let (states, problems) = ScreenStates.capture(before.tree, models: before.model(for:))
    #expect(states.isEmpty)
    guard case .tooLarge(let route, let bytes, let limit)? = problems.first else {
      Issue.record("expected tooLarge, got \(problems)")
      return
    }
    #expect(route == Route("Edit") && bytes > limit && limit == ScreenStates.limit)

    let id = before.tree.visibleScreen.id.rawValue
    let edited = try JSONDecoder().decode(
      ScreenStates.self, from: Data(#"[{"screen":\#(id),"state":"{\"name\":3}"}]"#.utf8))
    let (after, restored, refused) = try rebuild(["List", "Edit"], from: before.tree, edited)
    #expect(forms(after) == [nil, nil])
    #expect(restored.isEmpty)
    #expect(refused.count == 1)
  }

  /// Whatever the file holds, reading it and restoring from it never traps: seeded random
  /// edits of a valid file either fail to decode with a DecodingError or restore, reporting
  /// each state that does not read.
  @Test(arguments: [UInt64(1), 2, 3])
  func readingAnyFileNeverTraps(seed: UInt64) throws {
    let before = try navigator(showing: ["List", "Edit", "Edit"])
    for (index, entry) in before.tree.visibleStack!.entries.array.enumerated() {
      (before.model(for: entry.id) as? Form)?.state = .init(name: "n\(index)", count: index)
    }
    let (states, _) = ScreenStates.capture(before.tree, models: before.model(for:))
    let valid = Array(try JSONEncoder().encode(states))
    var random = SeededGenerator(seed: seed)
    let alphabet = Array(#"{}[]":,0123456789abn\ "#.utf8)
    var decoded = 0
    for _ in 0..<300 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        bytes[index] = alphabet.randomElement(using: &random)!
      }
      do {
        let read = try JSONDecoder().decode(ScreenStates.self, from: Data(bytes))
        let (after, restored, refused) = try rebuild(
          ["List", "Edit", "Edit"], from: before.tree, read)
        #expect(restored.count + refused.count <= read.states.count)
        #expect(after.tree.visibleStack?.entries.count == 3)
        decoded += 1
      } catch is DecodingError {
      }
    }
    #expect(decoded > 0, "some edits still decode")
  }
}
