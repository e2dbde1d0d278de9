import Waypoint

/// Scenarios whose cost must follow the change, not the tree: each is measured at several
/// sizes in one run, and the report prints the growth from the smallest to the largest.
extension Scenarios {
  /// A feature flow's own push and pop (two transactions) on a stack `depth` entries deep.
  func ownPushPop(depth: Int) -> Double {
    let (navigator, root) = makeNavigator()
    try! root.navigate(
      .replaceStack((0..<depth - 1).map { .screen(Route("Level", ["n": "\($0)"])) }))
    let flow = BenchmarkFlow()
    try! root.start(flow, as: .push())
    precondition(navigator.tree.visibleStack?.entries.count == depth)
    return withExtendedLifetime(navigator) {
      Measure.perOperation(trials: trials, operations: operations) { _ in
        try! flow.push(.screen(Route("Comments")))
        try! flow.pop()
      }
    }
  }

  /// Popping a chain of `count` nested flows (each pushed by the one before) in one
  /// transaction; the chain is rebuilt, untimed, before each sample.
  func nestedTeardown(flows count: Int) -> Double {
    let (navigator, root) = makeNavigator()
    let result = Measure.individually(
      samples: max(5, trials),
      prepare: {
        var parent: Coordinator = root
        for _ in 0..<count {
          let flow = BenchmarkFlow()
          try! parent.start(flow, as: .push())
          parent = flow
        }
      },
      { try! root.navigate(.popToRoot()) })
    precondition(root.children.isEmpty && navigator.tree.visibleStack?.entries.count == 1)
    return result
  }

  /// Switching between two of `count` tabs, each a flow of a tab coordinator.
  func tabSwitch(among count: Int) -> Double {
    let (navigator, root) = makeNavigator()
    let tabs = TabCoordinator(tabs: (0..<count).map { (TabName("Tab\($0)"), BenchmarkFlow()) })
    try! root.start(tabs, as: .replaceRoot())
    return withExtendedLifetime(navigator) {
      Measure.perOperation(trials: trials, operations: operations) { index in
        try! tabs.navigate(.selectTab(.index(index % 2 == 0 ? 1 : 0), in: tabs.anchor))
      }
    }
  }
}
