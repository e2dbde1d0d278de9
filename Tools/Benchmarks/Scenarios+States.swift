import Foundation
import Waypoint
import WaypointPlugins

/// A screen model that keeps a small state, as a form or a note does.
@MainActor
final class BenchForm: SavesScreenState {
  var text: String
  init(text: String = "") { self.text = text }
  var savedState: String? { text.isEmpty ? nil : text }
  func restore(_ state: String) { text = state }
}

/// Makes a `BenchForm` for every screen.
@MainActor
final class BenchFormRoot: Coordinator {
  override func makeModel(for screen: Screen) -> AnyObject? { BenchForm() }
}

@MainActor
extension Scenarios {
  /// (e) Restore a stack of `screens` screens, each keeping a state (a line of typed text):
  /// capture the states, write them with the tree as JSON, read both back, and rebuild the
  /// stack in one draft with every state put back into its new model.
  func restoreWithStates(screens: Int) -> Double {
    let before = Navigator(root: BenchFormRoot(), host: HeadlessHost())
    before.start()
    try! before.perform(
      .replaceRoot(.stack((0..<screens).map { .screen(Route("Form", ["n": "\($0)"])) })))
    before.tree.forEachNode { node in
      guard let screen = node.screen else { return }
      (before.model(for: screen.id) as? BenchForm)?.text = "typed on screen \(screen.id.rawValue)"
    }
    struct Saved: Codable {
      var tree: NavigationTree
      var screens: ScreenStates
    }
    let (states, problems) = ScreenStates.capture(before.tree, models: before.model(for:))
    precondition(problems.isEmpty && states.states.count == screens, "\(problems)")
    let data = try! JSONEncoder().encode(Saved(tree: before.tree, screens: states))
    return Measure.individually(samples: trials) {
      let saved = try! JSONDecoder().decode(Saved.self, from: data)
      let after = Navigator(root: BenchFormRoot(), host: HeadlessHost())
      after.start()
      var restored = 0
      try! after.perform("restore") { draft throws(NavigationError) in
        try draft.perform(.transition(to: saved.tree))
        saved.screens.restore(
          saved: saved.tree, into: &draft, restored: { _ in restored += 1 },
          problem: { preconditionFailure("\($0)") })
      }
      precondition(restored == screens, "restored \(restored) of \(screens) states")
    }
  }
}
