import Waypoint

extension NavigationSoak {
  /// Whether a model is kept with a saved back stack.
  func isKept(_ model: SoakModel) -> Bool {
    for case let tabs as SoakTabs in runningCoordinators() {
      for name in tabs.tabNames where tabs.savedModels(of: name).contains(where: { $0 === model }) {
        return true
      }
    }
    return false
  }

  /// A model heard its screen's lifecycle: only once the host has settled, only while its
  /// screen is in the tree (or, hidden, as it is kept with a saved back stack), only a change
  /// (or its first state), and never while another model
  /// still believes it is active. Sometimes it makes a request or a gesture, which must wait.
  func modelHeard(_ model: SoakModel, _ state: ScreenLifecycle, before: ScreenLifecycle?) {
    count("lifecycle report")
    if host.isAnimating { violation("\(model.screen) heard \(state) while the host animates") }
    if navigator.model(for: model.screen.id) !== model, state != .hidden || !isKept(model) {
      violation("\(model.screen) heard \(state) after its screen left")
    }
    if before == state { violation("\(model.screen) heard \(state) twice") }
    if state == .active {
      if let other = activeModel, other !== model, other.heard == .active,
        navigator.model(for: other.screen.id) === other
      {
        violation("\(model.screen) heard active while \(other.screen) still is")
      }
      activeModel = model
    }
    if hookBudget > 0, rng.chance(5) {
      hookBudget -= 1
      count("lifecycle request")
      reentrantAction(from: root, repeats: false)
    }
  }

  /// Once settled, every model has heard its screen's state in the tree, and the navigator
  /// reports the visible screen active.
  func checkLifecycles(_ tree: NavigationTree) {
    let states = tree.lifecycles
    tree.forEachNode { node in
      guard let model = navigator.model(for: node.id) as? SoakModel else { return }
      if model.heard != states[node.id] {
        violation(
          "\(model.screen) heard \(model.heard.map { "\($0)" } ?? "nothing"), "
            + "the tree says \(states[node.id].map { "\($0)" } ?? "nothing")")
      }
    }
    if navigator.lifecycle(of: tree.visibleScreen.id) != .active {
      violation("the navigator does not report \(tree.visibleScreen) active")
    }
  }
}
