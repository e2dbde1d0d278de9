import Waypoint

/// A one-screen flow, as a feature would write it.
@MainActor
final class BenchmarkFlow: FlowCoordinator {
  init() { super.init(initialContent: .screen(Route("Article", ["id": "1"]))) }
  override func makeModel(for screen: Screen) -> AnyObject? { RawScreen(id: 0) }
}

@MainActor
final class BenchmarkRoot: Coordinator {}

@MainActor
struct Scenarios {
  let trials: Int
  let operations: Int

  /// A navigator on a headless host that keeps no step log, showing a one-screen stack.
  func makeNavigator(root content: Content = .stack([.screen(Route("Home"))])) -> (
    Navigator, BenchmarkRoot
  ) {
    let host = HeadlessHost()
    host.recordsSteps = false
    host.checksSteps = false
    host.followsAccessibility = false
    let root = BenchmarkRoot()
    let navigator = Navigator(root: root, host: host)
    try! navigator.perform(.replaceRoot(content))
    navigator.start()
    return (navigator, root)
  }

  /// (a) Push a screen owned by a new child coordinator, then pop it: two transactions.
  func pushPop() -> Double {
    let (navigator, root) = makeNavigator()
    return withExtendedLifetime(navigator) {
      Measure.perOperation(trials: trials, operations: operations) { _ in
        try! root.start(BenchmarkFlow(), as: .push())
        try! root.pop()
      }
    }
  }

  /// What `--repeat` runs: one scenario's operation, `operations` times, untimed, for a
  /// profiler or a counter.
  enum Repeated: String, CaseIterable {
    case pushPop = "push-pop"
    case modalChain = "modal-chain"
    case tabSwitch = "tab-switch"
    case planTenSteps = "plan-ten-steps"
    case finishChild = "finish-child"
    case openLink = "open-link"
  }

  /// Runs `scenario`'s operation `operations` times, as its figure times it.
  func repeatOperation(_ scenario: Repeated) {
    switch scenario {
    case .pushPop:
      let (navigator, root) = makeNavigator()
      withExtendedLifetime(navigator) {
        for _ in 0..<operations {
          try! root.start(BenchmarkFlow(), as: .push())
          try! root.pop()
        }
      }
    case .modalChain:
      let (navigator, root) = makeNavigator()
      withExtendedLifetime(navigator) {
        for _ in 0..<operations { presentAndDismissChain(root) }
      }
    case .tabSwitch:
      let (navigator, root) = makeTabNavigator()
      withExtendedLifetime(navigator) {
        for index in 0..<operations {
          try! root.navigate(.selectTab(.index(index % 2 == 0 ? 1 : 0)))
        }
      }
    case .planTenSteps:
      let (current, target) = tenStepTarget()
      for _ in 0..<operations { _ = try! Planner.plan(from: current, to: target) }
    case .finishChild:
      let (navigator, root) = makeNavigator()
      withExtendedLifetime(navigator) {
        for _ in 0..<10 { try! root.start(BenchmarkFlow(), as: .push()) }
        for _ in 0..<operations {
          try! root.pop()
          try! root.start(BenchmarkFlow(), as: .push())
        }
      }
    case .openLink:
      repeatOpeningALink()
    }
  }

  /// (a') the same push + pop with guards: `count` guards that each read the planned change
  /// (whether it finishes a coordinator) and allow it, as a form's unsaved-changes guard does.
  func pushPopGuarded(guards count: Int) -> Double {
    let (navigator, root) = makeNavigator()
    let watched = Coordinator()
    for index in 0..<count {
      navigator.addGuard(named: "guard \(index)") { change in
        change.finishes(watched) ? .veto("watched") : .allow
      }
    }
    return withExtendedLifetime(navigator) {
      Measure.perOperation(trials: trials, operations: operations) { _ in
        try! root.start(BenchmarkFlow(), as: .push())
        try! root.pop()
      }
    }
  }

  /// (a) baseline: append a freshly allocated object to an array, then remove it.
  func rawPushPop() -> Double {
    var stack: [RawScreen] = [RawScreen(id: 0)]
    stack.reserveCapacity(16)
    let result = Measure.perOperation(trials: trials, operations: operations * 10) { index in
      stack.append(RawScreen(id: index))
      stack.removeLast()
    }
    precondition(stack.count == 1)
    return result
  }

  /// (a) floor: only what the push + pop's flow brings, without navigating: a new flow
  /// coordinator (with its initial content's route) and a screen model, made and dropped.
  func flowObjects() -> Double {
    var made: [AnyObject] = []
    made.reserveCapacity(2)
    let result = Measure.perOperation(trials: trials, operations: operations * 10) { index in
      made.append(BenchmarkFlow())
      made.append(RawScreen(id: index))
      made.removeAll(keepingCapacity: true)
    }
    precondition(made.isEmpty)
    return result
  }

  /// (b) Finish the newest of `n` sibling child coordinators (each owns a pushed screen) by
  /// popping its screen; a replacement is started untimed before each sample.
  func finishChild(among n: Int) -> Double {
    let (navigator, root) = makeNavigator()
    for _ in 0..<n { try! root.start(BenchmarkFlow(), as: .push()) }
    var pushed = true
    let result = Measure.individually(
      samples: trials * 40,
      prepare: {
        if !pushed { try! root.start(BenchmarkFlow(), as: .push()) }
        pushed = true
      },
      {
        try! root.pop()
        pushed = false
      })
    precondition(root.children.count == n - 1 && navigator.journal.recordedCount > n)
    return result
  }

  /// (b) baseline: the classic coordinator finishing one of `n` children by filtering.
  func classicFinishChild(among n: Int) -> Double {
    let parent = ClassicCoordinator()
    for _ in 0..<n { parent.start(ClassicCoordinator()) }
    var next: ClassicCoordinator?
    let result = Measure.individually(
      samples: trials * 40,
      prepare: {
        if let child = next { parent.start(child) }
        next = ClassicCoordinator()
        parent.start(next!)
      },
      { parent.childCoordinators[parent.childCoordinators.count / 2].finish() })
    precondition(parent.childCoordinators.count >= n)
    return result
  }

  /// (c) Present a three-deep modal chain (three transactions), then dismiss it all (one).
  func modalChain() -> Double {
    let (navigator, root) = makeNavigator()
    return withExtendedLifetime(navigator) {
      Measure.perOperation(trials: trials, operations: operations / 4) { _ in
        presentAndDismissChain(root)
      }
    }
  }

  private func presentAndDismissChain(_ root: BenchmarkRoot) {
    for name in ["First", "Second", "Third"] {
      try! root.present(.screen(Route(name)))
    }
    try! root.navigate(.dismissAll)
  }

  /// (c) Switch between two tabs.
  func tabSwitch() -> Double {
    let (navigator, root) = makeTabNavigator()
    return withExtendedLifetime(navigator) {
      Measure.perOperation(trials: trials, operations: operations) { index in
        try! root.navigate(.selectTab(.index(index % 2 == 0 ? 1 : 0)))
      }
    }
  }

  /// A navigator showing two tabs.
  private func makeTabNavigator() -> (Navigator, BenchmarkRoot) {
    makeNavigator(
      root: .tabs([
        .init("Today", .stack([.screen(Route("Today"))])),
        .init("Bookmarks", .stack([.screen(Route("Bookmarks"))])),
      ]))
  }

  /// A one-screen tree, and a target ten steps away: seven pushes and three modals.
  private func tenStepTarget() -> (NavigationTree, NavigationTree) {
    let current = try! NavigationTree(root: .stack([.screen(Route("Home"))]))
    var target = current
    for index in 1...7 { try! target.perform(.push(.screen(Route("Level\(index)")))) }
    for index in 1...3 { try! target.perform(.present(.screen(Route("Modal\(index)")))) }
    precondition(try! Planner.plan(from: current, to: target).count == 10)
    return (current, target)
  }

  /// (c) Plan a ten-step deep target: seven pushes and three modals.
  func planTenSteps() -> Double {
    let (current, target) = tenStepTarget()
    return Measure.perOperation(trials: trials, operations: operations / 4) { _ in
      _ = try! Planner.plan(from: current, to: target)
    }
  }
}
