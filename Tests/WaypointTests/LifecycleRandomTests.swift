import Testing

@testable import Waypoint

/// Seeded random operations and gestures, with the host animating at times: after every
/// settled step each model has heard exactly its screen's state in the tree, and no two
/// models ever believe they are active at once.
@MainActor
@Suite struct LifecycleRandomTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func reportedStatesFollowTheTreeAndOneScreenIsActive(seed: UInt64) throws {
    let (navigator, host, root) = try makeLifecycleNavigator(
      .tabs([
        .init("Today", .stack([.pages([Route("Pick"), Route("Weekly")])])),
        .init("Bookmarks", .stack([.screen(Route("Bookmarks"))])),
      ]))
    var problems: [String] = []
    var reports = 0
    root.log.onReport = { model, state in
      reports += 1
      if host.isAnimating { problems.append("\(model.screen) heard \(state) mid-animation") }
      if navigator.tree.node(model.screen.id) == nil {
        problems.append("\(model.screen) heard \(state) after leaving")
      }
      let active = Self.models(in: navigator).filter { $0.state == .active }
      if active.count > 1 { problems.append("two active models: \(active.map(\.screen))") }
    }
    var rng = SeededGenerator(seed: seed)
    for step in 1...400 where problems.isEmpty {
      Self.randomAction(navigator, host, root, &rng)
      guard !host.isAnimating else { continue }
      let tree = navigator.tree
      for model in Self.models(in: navigator) {
        let expected = tree.lifecycle(of: model.screen.id)
        if model.state != expected || navigator.lifecycle(of: model.screen.id) != expected {
          problems.append(
            "step \(step): \(model.screen) heard \(String(describing: model.state)), "
              + "the tree says \(String(describing: expected))\n\(tree.outline)")
        }
      }
    }
    root.log.onReport = nil
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "\n"))")
    #expect(reports > 100, "the steps must change states")
  }

  /// The lifecycle models of the screens in the tree.
  static func models(in navigator: Navigator) -> [LifecycleModel] {
    var models: [LifecycleModel] = []
    navigator.tree.forEachNode { node in
      if let model = navigator.model(for: node.id, as: LifecycleModel.self) { models.append(model) }
    }
    return models
  }

  static func randomAction(
    _ navigator: Navigator, _ host: HeadlessHost, _ root: LifecycleRoot,
    _ rng: inout SeededGenerator
  ) {
    let name = "S\(Int.random(in: 0..<1000, using: &rng))"
    switch Int.random(in: 0..<13, using: &rng) {
    case 0, 1: _ = try? root.push(.screen(Route(name)))
    case 2: _ = try? root.pop()
    case 3: _ = try? root.present(.screen(Route(name)))
    case 4: _ = try? root.present(.screen(Route(name)), style: .fullScreen)
    case 5: _ = try? root.dismiss()
    case 6: _ = try? host.tapBack()
    case 7: _ = try? host.edgeSwipe(completed: Bool.random(using: &rng))
    case 8: _ = try? host.swipeDown(completed: Bool.random(using: &rng))
    case 9: _ = try? host.tapTab(Bool.random(using: &rng) ? "Today" : "Bookmarks")
    case 10: _ = try? host.swipePage(Bool.random(using: &rng) ? .next : .previous)
    case 11: _ = try? root.navigate(.selectTab(.index(Int.random(in: 0..<2, using: &rng))))
    default:
      host.animates.toggle()
      if !host.animates { host.finishAnimations() }
    }
  }
}
