import Waypoint

extension NavigationSoak {
  /// Makes one direct call, and checks that a refused one changed nothing.
  func attempt(_ body: () throws(NavigationError) -> Void) {
    let before = navigator.tree
    let recorded = navigator.journal.recordedCount
    do {
      try body()
      count("accepted")
    } catch {
      count("refused")
      let since = navigator.journal.entries(after: recorded)
      // A coordinator that never started has no navigator, so no journal to tell.
      if case .inactiveCoordinator = error {
      } else if !since.contains(where: { $0.error == error }) {
        violation("a refused request was not journaled: \(error)")
      }
      // Observers may react to the refusal with requests of their own; only those change things.
      guard !since.contains(where: { $0.tree != nil }) else { return }
      if navigator.tree != before { violation("a refused request changed the tree: \(error)") }
      if host.rendered != before { violation("a refused request changed the host: \(error)") }
    }
  }

  /// A gesture a user makes on what the host shows; impossible ones are refused by the host.
  func gesture(_ name: String, _ body: () throws(NavigationError) -> Void) {
    let before = navigator.tree
    do {
      try body()
      count("gesture \(name)")
    } catch {
      count("impossible gesture")
      if navigator.tree != before || host.rendered != before {
        violation("an impossible \(name) changed something: \(error)")
      }
    }
  }

  func randomStep() {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<12: operation(by: randomCoordinator())
    case 12..<24: startFlow(by: randomCoordinator())
    case 24..<30: startContainer(by: randomCoordinator())
    case 30..<52: randomGesture()
    case 52..<60: transition()
    case 60..<70:
      if hostMode == .mixed {
        host.animates.toggle()
        count("animations \(host.animates ? "on" : "off")")
      } else {
        startPagesAtObservedContainer(by: randomCoordinator())
      }
    case 70..<82:
      host.finishAnimations()
      count("animations finished")
    case 82..<84:
      let stranger = SoakFlow(serial: nextSerial(), content: .screen(randomRoute()), soak: self)
      attempt { () throws(NavigationError) in try stranger.push(.screen(randomRoute())) }
    case 84..<86:
      count("app refusal")
      navigator.journal.recordRefusal(of: "show Nowhere", because: "no such place")
    case 86..<88:
      attempt { () throws(NavigationError) in
        try navigator.perform(.replaceRoot(randomContent(at: .root)))
      }
    case 88..<90:
      draft(by: randomCoordinator())
    case 90..<92:
      savedStack()
    case 92..<95:
      forcedChange()
    default:
      trimIfLarge()
    }
  }

  /// Keeps trees small enough that each step stays cheap: pop to the root, dismiss everything.
  private func trimIfLarge() {
    var size = 0
    navigator.tree.forEachNode { _ in size += 1 }
    if size > 40 || navigator.tree.modals.count > 4 {
      attempt { () throws(NavigationError) in try navigator.perform(.dismissAll) }
      attempt { () throws(NavigationError) in try navigator.perform(.popToRoot()) }
    } else {
      operation(by: root)
    }
  }

  /// What arrives after the user left: a request from a coordinator that finished during this
  /// step (a network callback that still held it), refused and journaled outside any
  /// transaction. Observers hear of it and may react (see ``observed(_:)``). The coordinator is
  /// let go before the step's checks, so it is released like any other.
  func lateRequest(from late: Coordinator) {
    count("late request")
    attempt { () throws(NavigationError) in try late.push(.screen(randomRoute())) }
  }

  /// A coordinator that runs now (or the root).
  func randomCoordinator() -> Coordinator {
    rng.pick(runningCoordinators()) ?? root
  }

  /// The root and every coordinator below it.
  func runningCoordinators() -> [Coordinator] {
    var running: [Coordinator] = [root]
    var work: [Coordinator] = [root]
    while let next = work.popLast() {
      for child in next.children {
        running.append(child)
        work.append(child)
      }
    }
    return running
  }

  func randomRoute() -> Route {
    if rng.chance(2) { return Route("Unknown") }
    let name = rng.pick(["A", "B", "C", "D", "E"]) ?? "A"
    return rng.chance(30)
      ? Route(name, ["id": "\(Int.random(in: 0..<5, using: &rng))"]) : Route(name)
  }

  enum Where { case root, modal, tab, entry }

  func randomContent(at place: Where) -> Content {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 3 { return .stack([]) }  // refused: an empty stack
    if roll < 5 { return .pages([]) }  // refused: no pages
    if roll < 55 { return .screen(randomRoute()) }
    if roll < 70 {
      let count = Int.random(in: 2...5, using: &rng)
      return .pages(
        (0..<count).map { _ in randomRoute() }, current: Int.random(in: 0..<count, using: &rng),
        wraps: rng.chance(30), models: rng.chance(40) ? .nearCurrent : .all)
    }
    if roll < 88 || place == .entry || place == .tab {
      let entries = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        rng.chance(80) ? Content.screen(randomRoute()) : .pages([randomRoute(), randomRoute()])
      }
      return .stack(entries)  // refused as a stack entry
    }
    if roll < 94 || place == .modal {
      // A split: refused as a stack entry; in a tab, at the root or in a modal.
      return .split(
        primary: .screen(randomRoute()),
        supplementary: rng.chance(25) ? .screen(randomRoute()) : nil,
        detail: rng.chance(60) ? .screen(randomRoute()) : nil)
    }
    let names: [TabName] =
      rng.chance(5)
      ? ["T", "T"] : ["T1", "T2", "T3"].prefix(Int.random(in: 2...3, using: &rng)).map { $0 }
    return .tabs(
      names.map { .init($0, randomContent(at: .tab).inStack) },
      style: rng.chance(40) ? .sidebarAdaptable : .tabBar)
  }

  /// A split's column, mostly one it has.
  func randomColumn() -> SplitColumn {
    rng.pick(SplitColumn.allCases) ?? .detail
  }

  func randomNodeID() -> NodeID {
    var ids: [NodeID] = []
    navigator.tree.forEachNode { ids.append($0.id) }
    if rng.chance(5) { return NodeID(rawValue: UInt64.random(in: 0...9_999, using: &rng)) }
    return rng.pick(ids) ?? NodeID(rawValue: 0)
  }

  func operation(by coordinator: Coordinator) {
    let roll = Int.random(in: 0..<21, using: &rng)
    let onTop = navigator.tree.visibleScreen.route
    let popped = Set((0..<3).map { _ in randomRoute().name })
    attempt { () throws(NavigationError) in
      switch roll {
      case 0, 1: try coordinator.push(randomContent(at: .entry))
      case 2, 3: try coordinator.pop()
      case 4: try coordinator.navigate(.popTo(randomNodeID()))
      case 5: try coordinator.navigate(.popToRoot())
      case 6:
        let contents = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
          randomContent(at: .entry)
        }
        try coordinator.navigate(.replaceStack(contents))
      case 7:
        try coordinator.present(
          randomContent(at: .modal), style: rng.chance(70) ? .sheet : .fullScreen,
          inStack: rng.chance(60))
      case 8: try coordinator.dismiss()
      case 9: try coordinator.navigate(.dismissTo(level: Int.random(in: -1...3, using: &rng)))
      case 10: try coordinator.navigate(.dismissAll)
      case 11:
        let selector: TabSelector =
          rng.chance(50)
          ? .index(Int.random(in: -1...3, using: &rng))
          : .named(rng.pick(["T1", "T2", "X"]) ?? "X")
        try coordinator.navigate(.selectTab(selector, in: rng.chance(20) ? randomNodeID() : nil))
      case 12:
        let selector: PageSelector =
          switch Int.random(in: 0..<4, using: &rng) {
          case 0: .next
          case 1: .previous
          case 2: .index(Int.random(in: -1...3, using: &rng))
          default: .route(randomRoute())
          }
        try coordinator.navigate(.selectPage(selector, in: rng.chance(20) ? randomNodeID() : nil))
      case 13: try coordinator.navigate(.push(.screen(randomRoute()), onto: randomNodeID()))
      case 14:
        let content: Content = rng.chance(50) ? .screen(onTop) : randomContent(at: .entry)
        try coordinator.push(content, unlessOnTop: true)
      case 15:
        let entry: EntrySelector =
          rng.chance(50) ? .id(randomNodeID()) : .route(randomRoute())
        try coordinator.bringToFront(entry)
      case 16: try coordinator.pop(while: { popped.contains($0.route.name) })
      case 17: try coordinator.replacePresented(randomContent(at: .modal), inStack: rng.chance(60))
      case 18:
        // Some of the visible pages, shuffled, maybe with a new one; none is refused.
        let shown = navigator.tree.visiblePages?.pages.map(\.route) ?? []
        var routes = Array(
          shown.shuffled(using: &rng).prefix(Int.random(in: 0...shown.count, using: &rng)))
        if rng.chance(50) { routes.insert(randomRoute(), at: rng.chance(50) ? 0 : routes.count) }
        try coordinator.navigate(.setPages(routes, in: rng.chance(10) ? randomNodeID() : nil))
      case 19:
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          try coordinator.show(
            rng.chance(90) ? .screen(randomRoute()) : randomContent(at: .tab), in: randomColumn(),
            of: rng.chance(10) ? randomNodeID() : nil)
        case 1: try coordinator.navigate(.setColumn(randomColumn(), to: nil))
        case 2: try coordinator.navigate(.showColumn(randomColumn()))
        default:
          try coordinator.navigate(.resize(rng.chance(50) ? .compact : .regular))
        }
      default: try coordinator.navigate(.replaceRoot(randomContent(at: .root)))
      }
    }
  }

  /// A running tab coordinator replaces a tab's flow (saving its stack), restores a tab's saved
  /// stack or clears it; some tabs have nothing saved, some names are no tab's.
  func savedStack() {
    let running = runningCoordinators().compactMap { $0 as? SoakTabs }
    guard let tabs = rng.pick(running) else { return }
    let name = rng.pick(tabs.tabNames + ["X"]) ?? "X"
    if rng.chance(50) {
      count("tab flow replaced")
      let flow = SoakFlow(
        serial: nextSerial(),
        content: rng.chance(85) ? .screen(randomRoute()) : randomContent(at: .entry), soak: self)
      _ = track(flow)
      attempt { () throws(NavigationError) in try tabs.replaceFlow(of: name, with: flow) }
      if tabs.savedStack(of: name) != nil { count("tab stack saved") }
    } else if rng.chance(70) {
      count("tab stack restored")
      attempt { () throws(NavigationError) in try tabs.restoreSavedStack(of: name) }
    } else {
      count("tab stack cleared")
      attempt { () throws(NavigationError) in try tabs.clearSavedStack(of: name) }
    }
  }

  /// A part of a draft, chosen before the draft is built (it may be built later, when queued).
  enum DraftPart {
    case operation(NavigationOperation)
    /// Start a flow, by the flow the draft started last when `byLast`.
    case start(SoakFlow, PresentationStyle, byLast: Bool)
  }

  /// A change of one to four parts as one transaction: operations, and flows started by the
  /// requester or by a flow the same draft started.
  func draft(by coordinator: Coordinator) {
    count("draft")
    var parts: [DraftPart] = []
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      if rng.chance(40) {
        let flow = SoakFlow(serial: nextSerial(), content: .screen(randomRoute()), soak: self)
        _ = track(flow)
        let style: PresentationStyle = rng.chance(70) ? .push() : .present(.sheet, inStack: true)
        parts.append(.start(flow, style, byLast: rng.chance(50)))
      } else {
        let operation: NavigationOperation =
          switch Int.random(in: 0..<9, using: &rng) {
          case 0, 1: .push(randomContent(at: .entry))
          case 2: .pop()
          case 3: .popToRoot()
          case 4: .dismiss
          case 5: .selectTab(.index(Int.random(in: 0...2, using: &rng)))
          case 6: .selectPage(.index(Int.random(in: 0...2, using: &rng)))
          case 7: .selectPage(.previous)
          default: .selectPage(.next)
          }
        parts.append(.operation(operation))
        // A second selection of the same container: its observer hears once, of the last.
        switch operation {
        case .selectTab where rng.chance(50):
          parts.append(.operation(.selectTab(.index(Int.random(in: 0...2, using: &rng)))))
        case .selectPage where rng.chance(50):
          parts.append(.operation(.selectPage(.index(Int.random(in: 0...2, using: &rng)))))
        default: break
        }
      }
    }
    attempt { () throws(NavigationError) in
      try navigator.perform("soak draft", by: coordinator) { draft throws(NavigationError) in
        var last = coordinator
        for part in parts {
          switch part {
          case .operation(let operation): try draft.perform(operation, by: last)
          case .start(let flow, let style, let byLast):
            try draft.start(flow, as: style, by: byLast ? last : coordinator)
            last = flow
          }
        }
      }
    }
  }

  func startFlow(by coordinator: Coordinator) {
    let flow = SoakFlow(
      serial: nextSerial(),
      content: rng.chance(70) ? .screen(randomRoute()) : randomContent(at: .modal), soak: self)
    _ = track(flow)
    let style: PresentationStyle =
      switch Int.random(in: 0..<12, using: &rng) {
      case 0..<5: .push()
      case 5..<8: .present(rng.chance(70) ? .sheet : .fullScreen, inStack: rng.chance(70))
      case 8: .replaceRoot(inStack: rng.chance(80))
      case 9: .replacePresented(inStack: rng.chance(70))
      case 10: .column(randomColumn(), in: rng.chance(10) ? randomNodeID() : nil)
      default: .embedded(randomNodeID())
      }
    attempt { () throws(NavigationError) in try coordinator.start(flow, as: style) }
  }

  func startContainer(by coordinator: Coordinator) {
    if rng.chance(30) {
      // A split, where it may stand (the root, a sheet) or where it may not (a stack).
      let flow = SoakFlow(
        serial: nextSerial(),
        content: .split(
          primary: .screen(randomRoute()),
          supplementary: rng.chance(20) ? .screen(randomRoute()) : nil,
          detail: rng.chance(70) ? .stack([.screen(randomRoute()), .screen(randomRoute())]) : nil),
        soak: self)
      _ = track(flow)
      let style: PresentationStyle =
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: .replaceRoot()
        case 2: .present(.sheet, inStack: false)
        default: .push()  // refused: splits are never pushed
        }
      count("split started")
      attempt { () throws(NavigationError) in try coordinator.start(flow, as: style) }
    } else if rng.chance(50) {
      let names: [TabName] =
        rng.chance(5)
        ? ["T1", "T1"] : ["T1", "T2", "T3"].prefix(Int.random(in: 2...3, using: &rng)).map { $0 }
      var flows: [FlowCoordinator] = names.map { _ in
        let flow = SoakFlow(serial: nextSerial(), content: .screen(randomRoute()), soak: self)
        _ = track(flow)
        return flow
      }
      if rng.chance(5), let first = flows.first { flows[flows.count - 1] = first }
      let tabs = SoakTabs(
        serial: nextSerial(), tabs: Array(zip(names, flows)).map { ($0.0, $0.1) }, soak: self)
      _ = track(tabs)
      let style: PresentationStyle =
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: .replaceRoot()
        case 1: .present(.fullScreen, inStack: false)
        case 2: .embedded(randomNodeID())
        default: .push()  // refused: tabs are never pushed
        }
      attempt { () throws(NavigationError) in try coordinator.start(tabs, as: style) }
    } else if rng.chance(25) {
      startPagesAtObservedContainer(by: coordinator)
    } else {
      let count = Int.random(in: 1...3, using: &rng)
      let pages = SoakPages(
        serial: nextSerial(), pages: (0..<count).map { _ in randomRoute() }, soak: self)
      _ = track(pages)
      let style: PresentationStyle =
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: .push()
        case 2: .present(.sheet, inStack: rng.chance(50))
        default: .embedded(randomNodeID())
        }
      attempt { () throws(NavigationError) in try coordinator.start(pages, as: style) }
    }
  }

  /// A page flow embedded at a page container already in the tree, or at the stack whose root
  /// it is: refused (`alreadyAnchored`) when another flow observes that container, so one
  /// container always reports its selection to one flow (checked after every step).
  func startPagesAtObservedContainer(by coordinator: Coordinator) {
    var places: [NodeID] = []
    navigator.tree.forEachNode { node in
      switch node {
      case .pages(let pages): places.append(pages.id)
      case .stack(let stack): if case .pages = stack.rootEntry { places.append(stack.id) }
      default: break
      }
    }
    guard let place = rng.pick(places) else { return operation(by: coordinator) }
    let pages = SoakPages(
      serial: nextSerial(), pages: [randomRoute(), randomRoute()], soak: self)
    _ = track(pages)
    count("page flow at a container in the tree")
    attempt { () throws(NavigationError) in try coordinator.start(pages, as: .embedded(place)) }
  }

  func randomGesture() {
    switch Int.random(in: 0..<11, using: &rng) {
    case 0, 1:
      let toColumn: Gesture? =
        if let split = host.rendered.visibleSplit, rng.chance(30) {
          // Back to a column the user may or may not be able to reach from here.
          .backToColumn(randomColumn(), in: split.id)
        } else if case .backToColumn? = try? host.rendered.backTap() {
          try? host.rendered.backTap()
        } else {
          nil
        }
      gesture("back") { () throws(NavigationError) in
        let verdict: GestureVerdict
        if let toColumn {
          verdict = try host.perform(toColumn)
        } else {
          verdict = try host.tapBack()
        }
        if toColumn != nil, verdict.isAllowed { count("back to a split's column") }
      }
    case 2:
      gesture("back menu") { () throws(NavigationError) in
        let entries = host.rendered.visibleStack?.entries.array.dropLast() ?? []
        try host.longPressBack(to: (rng.pick(entries) ?? host.rendered.root).id)
      }
    case 3:
      let completed = rng.chance(60)
      gesture("edge swipe") { () throws(NavigationError) in try host.edgeSwipe(completed: completed)
      }
    case 4, 5:
      let completed = rng.chance(75)
      gesture("swipe down") { () throws(NavigationError) in try host.swipeDown(completed: completed)
      }
    case 6:
      let name: TabName = rng.pick(["T1", "T2", "T3", "T"]) ?? "T1"
      gesture("tab tap") { () throws(NavigationError) in try host.tapTab(name) }
    case 7:
      let direction: PageSelector = rng.chance(50) ? .next : .previous
      gesture("page swipe") { () throws(NavigationError) in try host.swipePage(direction) }
    case 8:
      // The app's own code pushes a view controller of its own, which the host adopts.
      gesture("app push") { () throws(NavigationError) in
        try host.appPush("Legacy\(Int.random(in: 0..<3, using: &rng))")
      }
    case 9:
      // The app's own code sets the visible stack: its root, some of the rest, one of its own.
      let stack = host.rendered.visibleStack
      let kept = (stack?.entries.array ?? []).enumerated()
        .filter { $0.offset == 0 || rng.chance(60) }.map(\.element.id)
      gesture("app set") { () throws(NavigationError) in
        guard let stack else { throw .noVisibleContainer(.stack) }
        try host.appSetEntries(of: stack.id, keeping: kept, adding: ["Settings"])
      }
    default:
      let width: WidthClass = host.rendered.widthClass == .compact ? .regular : .compact
      let recorded = navigator.journal.recordedCount
      var splits = 0
      navigator.tree.forEachNode { if case .split = $0 { splits += 1 } }
      if splits > 0 { count("resize with a split") }
      gesture("resize") { () throws(NavigationError) in try host.resize(to: width) }
      // A resize moves nothing: its transaction only resizes, and no flow finishes in it
      // (what runs after it, queued requests, may change more).
      for entry in navigator.journal.entries(after: recorded)
      where entry.cause == .gesture(.resize(width)) {
        if entry.steps.contains(where: { $0 != .resize(width) }) || !entry.finished.isEmpty {
          violation("a resize to \(width) did more: \(entry)")
        }
      }
    }
  }

  /// A planned transition to a random target built from the current tree; sometimes one kept
  /// from an earlier step (a stale target, which must be refused or reached exactly).
  func transition() {
    let current = navigator.tree
    var target = current
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      if rng.chance(20), let stack = target.visibleStack, stack.entries.count > 2 {
        // Reorder kept entries, or drop one below the top: identity must survive.
        var entries = stack.entries.array
        if rng.chance(50) {
          entries.swapAt(entries.count - 1, entries.count - 2)
        } else {
          entries.remove(at: Int.random(in: 0..<(entries.count - 1), using: &rng))
        }
        _ = try? target.apply(steps: [.setStack(stack.id, entries: entries)])
      } else {
        _ = try? target.perform(randomTargetOperation())
      }
    }
    checkPlan(from: current, to: target)
    if rng.chance(20), let kept = keptTarget {
      target = kept
      count("stale transition")
    }
    if rng.chance(30) { keptTarget = target }
    attempt { () throws(NavigationError) in try navigator.perform(.transition(to: target)) }
  }

  private func randomTargetOperation() -> NavigationOperation {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0, 1: .push(.screen(randomRoute()))
    case 2: .pop()
    case 3: .present(randomContent(at: .modal), style: .sheet)
    case 4: .dismiss
    case 5: .selectTab(.index(Int.random(in: 0..<3, using: &rng)))
    case 6: .selectPage(rng.chance(50) ? .next : .previous)
    case 7: .popToRoot()
    case 8: .resize(rng.chance(50) ? .compact : .regular)
    case 9: .setColumn(randomColumn(), to: rng.chance(70) ? .screen(randomRoute()) : nil)
    case 10: .showColumn(randomColumn())
    default: .replaceRoot(randomContent(at: .root))
    }
  }
}
