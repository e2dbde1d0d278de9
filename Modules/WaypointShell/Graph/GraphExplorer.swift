import Waypoint

/// `waypoint-shell graph`: explores the composed app headlessly and returns its
/// ``NavigationGraph``.
///
/// A breadth-first search over distinct states (``GraphState``): from a fresh launch, each
/// state is expanded once, by every move the app offers there (``moves(in:)``): the visible
/// screen's actions (with the arguments the app declares for automation, or an ID the screen
/// lists), the system back, a completed edge swipe, a swipe down, a tap on every tab (the
/// selected one is a reselect), the next and previous page, and the app's commands. A move
/// that changes the state is an edge; a new state is queued with the shortest path that
/// reaches it. Each declared link is opened in the first state, in that order, where the app
/// does not hold it for login: where it lands is its entry point (and a state to explore).
///
/// After a move that changed the state, the state is restored, cheapest first: by the move's
/// inverse (a tap on the tab it left, the other page swipe, back after a push, a swipe down
/// after a sheet), kept only when the tree comes back identical, node IDs included
/// (``undo(_:on:before:key:)``); after a move back to the state it was reached from (back, a
/// swipe down, cancel), by running its last move again, kept only when every tab shows the
/// same screens as before (``redo(_:on:before:)``); otherwise by replaying its path on a fresh
/// app with in-memory clients. The session that found a new state is kept for it (up to
/// ``keptSessions``), so it is not replayed to be expanded. A move that changed nothing needs
/// no restore. So the cost is at most one short replay per edge, and none for most (tab taps,
/// which grow with the number of tabs times the number of states): never a replay per path.
///
/// The tab bar is the same from every screen under it, so tapping each tab from each state
/// would grow as states × tabs (and each tap with the tabs again). A tab is tapped from the
/// first state it is not selected in, for each modal and content of the stored lists
/// (``GraphState/lists(of:)``: a tab whose list filled shows another state); the selected
/// tab is reselected from every state (which pops it to its root). What a tab tap shows
/// depends on the tapped tab's content, which the state leaves out anyway (see
/// ``GraphState``); the screen a tap on a tab first showed is the tab's root in the graph
/// (``NavigationGraph/tabRoots``), where the formats draw the tab bar's arrows to.
/// The exploration is deterministic: the same app gives the same graph.
@MainActor
package struct GraphExplorer {
  /// Why an exploration could not finish.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    let message: String
    package var description: String { message }
  }

  /// What the exploration did: for measuring it.
  struct Statistics: Sendable {
    /// Distinct states explored.
    var states = 0
    /// Moves tried.
    var moves = 0
    /// Fresh apps brought to a state by replaying its path.
    var replays = 0
    /// Commands run, replays and undos included.
    var commands = 0
    /// Moves undone by their inverse (a tab tap by a tap on the tab it left), sparing a replay.
    var undos = 0
    /// States restored by running their last move again from the state it left (after a
    /// back, a swipe down, a cancel), sparing a replay.
    var redos = 0
  }

  /// The app, launched afresh on in-memory clients for each replay.
  var composition: ShellComposition
  /// The app commands and stored lists the app declares.
  var surface: DriverSurface { composition.surface }
  /// The registered features: their screens (for grouping and for the unreachable ones) and
  /// their links.
  var features: [ShellComposition.Feature] { composition.features }
  /// The most states explored; beyond it the graph is marked truncated.
  var limit: Int
  /// Whether the other tabs are tapped from every state, not only from the first state each is
  /// not selected in (see ``explore()``): for comparing the two.
  var tapsTabsFromEveryState = false
  /// What the last exploration did.
  var statistics = Statistics()

  /// An explorer of `composition`'s app, on in-memory clients.
  package init(_ composition: ShellComposition, limit: Int = 20_000) {
    self.composition = composition
    self.limit = limit
  }

  /// One state to expand: its key, the moves that reach it from a fresh launch, its node, and
  /// the key of the state its last move left (`nil` for the launch).
  struct State {
    let key: String
    let path: [Move]
    let node: GraphNode
    let parent: String?
  }

  /// The most sessions kept for states waiting in the queue (each is a whole app).
  static let keptSessions = 64

  /// Explores the app.
  /// - Throws: ``Failure`` when the app cannot launch, or a state no longer replays the same
  ///   (the app is not deterministic).
  package mutating func explore() throws(Failure) -> NavigationGraph {
    statistics = Statistics()
    let kinds = featureOfKind()
    let fresh = try launch()
    let start = State(
      key: GraphState.key(of: fresh), path: [], node: node(fresh, kinds), parent: nil)
    let launching = Self.screensWhileLaunching(fresh)
    // Sessions already at a queued state: the one that found it, handed over.
    var kept: [String: ShellSession] = [start.key: fresh]
    var queue = [start]
    var seen: Set<String> = [start.key]
    var nodes: Set<GraphNode> = [start.node]
    var edges: Set<GraphEdge> = []
    let declared = declaredLinks()
    var pending = declared.filter { $0.problem == nil }.map(\.url)
    var landed: [String: GraphLink] = [:]
    // Each tab tapped, with the modal and stored lists of the state it was tapped from.
    var tappedFrom: Set<String> = []
    var tabRoots: [String: GraphNode] = [:]
    var truncated = false
    var next = 0
    while next < queue.count {
      let state = queue[next]
      next += 1
      var session: ShellSession
      if let ready = kept.removeValue(forKey: state.key) {
        session = ready
      } else {
        session = try reach(state)
      }
      var dirty = false
      /// The node `session` shows; queues its state when it is new.
      /// - Returns: The node, and whether the state is new.
      func discover(_ session: ShellSession, by move: Move) -> (GraphNode, isNew: Bool) {
        let reached = node(session, kinds)
        nodes.insert(reached)
        let key = GraphState.key(of: session)
        guard !seen.contains(key) else { return (reached, false) }
        guard seen.count < limit else {
          truncated = true
          return (reached, false)
        }
        seen.insert(key)
        queue.append(
          State(key: key, path: state.path + [move], node: reached, parent: state.key))
        return (reached, true)
      }
      // Each other tab is tapped from the first state it is not selected in, for each modal
      // and content of the stored lists.
      var tapping: Set<String> = []
      if let tabs = session.tree.visibleTabs {
        let sample = "\(state.node.modal ?? "")|\(GraphState.lists(of: session))"
        for tab in tabs.names where tab != tabs.selected.name {
          if tapsTabsFromEveryState || tappedFrom.insert("\(tab.rawValue)|\(sample)").inserted {
            tapping.insert(tab.rawValue)
          }
        }
      }
      for move in moves(in: session, tapping: tapping) {
        if dirty { session = try reach(state) }
        statistics.moves += 1
        statistics.commands += 1
        let before = Snapshot(session)
        let ran = (try? session.run(move.command)) != nil
        dirty = session.tree != before.tree || GraphState.key(of: session) != state.key
        guard dirty, ran else { continue }
        let (reached, isNew) = discover(session, by: move)
        edges.insert(GraphEdge(from: state.node, label: move.label, to: reached))
        if let tab = NavigationGraph.tappedTab(move.label), tabRoots[tab] == nil {
          tabRoots[tab] = reached
        }
        if undo(move, on: session, before: before.tree, key: state.key) {
          dirty = false
        } else if isNew, kept.count < Self.keptSessions {
          // The session is at the new state: it is kept for it, and this one is replayed.
          kept[GraphState.key(of: session)] = session
        } else if redo(state, on: session, before: before) {
          dirty = false
        }
      }
      for url in pending {
        if dirty { session = try reach(state) }
        statistics.moves += 1
        statistics.commands += 1
        dirty = true
        let move = Move(command: .open(url), text: "open \(url)", label: "open \(url)")
        do throws(ShellFailure) {
          if try session.run(move.command).isEmpty {
            landed[url] = GraphLink(url: url, to: discover(session, by: move).0, problem: nil)
          }
        } catch {
          landed[url] = GraphLink(url: url, to: nil, problem: error.description)
        }
      }
      pending.removeAll { landed[$0] != nil }
    }
    statistics.states = seen.count
    let links = declared.map { link in
      landed[link.url]
        ?? GraphLink(
          url: link.url, to: nil,
          problem: link.problem ?? "held for login in every state explored")
    }
    let reachedKinds = Set(nodes.map(\.kind))
    let tabNames = composition.tabs.map(\.rawValue)
    return NavigationGraph(
      start: start.node, nodes: nodes, edges: edges, links: links,
      unreachable: features.map { feature in
        (feature.name, unique(feature.screens.map(\.name)).filter { !reachedKinds.contains($0) })
      },
      launching: launching.filter { !reachedKinds.contains($0) },
      tabs: tabNames, tabRoots: tabRoots, states: seen.count, truncated: truncated)
  }

  // MARK: Launching and replaying

  private mutating func launch() throws(Failure) -> ShellSession {
    do {
      return try ShellSession(composition, dataDirectory: nil)
    } catch {
      throw Failure(message: "the app cannot launch: \(error)")
    }
  }

  /// A fresh app brought to `state` by its path.
  private mutating func reach(_ state: State) throws(Failure) -> ShellSession {
    statistics.replays += 1
    let session = try launch()
    for move in state.path {
      statistics.commands += 1
      do {
        try session.run(move.command)
      } catch {
        throw Failure(message: "\(replay(state)) no longer replays: \(move.text) failed: \(error)")
      }
    }
    guard GraphState.key(of: session) == state.key else {
      throw Failure(
        message: "\(replay(state)) reaches another state on a fresh app: the app is not "
          + "deterministic (\(GraphState.key(of: session)) instead of \(state.key))")
    }
    return session
  }

  private func replay(_ state: State) -> String {
    "the path to \(state.node.id) (\(state.path.map(\.text).joined(separator: ", ")))"
  }

  // MARK: What the app declares

  /// The feature that declares each route name.
  private func featureOfKind() -> [String: String] {
    var result: [String: String] = [:]
    for feature in features {
      for route in feature.screens where result[route.name] == nil {
        result[route.name] = feature.name
      }
    }
    return result
  }

  private func node(_ session: ShellSession, _ kinds: [String: String]) -> GraphNode {
    GraphState.node(of: session, features: kinds)
  }

  /// Every declared link, printed from its pattern's example, with a problem when it cannot be
  /// printed.
  func declaredLinks() -> [(url: String, problem: String?)] {
    var result: [(url: String, problem: String?)] = []
    for pattern in features.flatMap(\.links) {
      guard let example = pattern.example else {
        result.append((pattern.text, "the pattern declares no example to open"))
        continue
      }
      do {
        let url = try pattern.link(for: example)
        if !result.contains(where: { $0.url == url }) { result.append((url, nil)) }
      } catch {
        result.append((pattern.text, "\(error)"))
      }
    }
    return result
  }

  /// The screens a fresh launch showed before it settled (the splash screen), from its
  /// journal: no move reaches them, yet they are not unreachable.
  private static func screensWhileLaunching(_ session: ShellSession) -> [String] {
    var names: [String] = []
    for transaction in session.app.navigator.journal.entries {
      transaction.tree?.forEachNode { node in
        if let name = node.screen?.route.name, !names.contains(name) { names.append(name) }
        if case .pages(let pages) = node {
          for page in pages.pages where !names.contains(page.route.name) {
            names.append(page.route.name)
          }
        }
      }
    }
    return names
  }

  private func unique(_ names: [String]) -> [String] {
    var seen: [String] = []
    for name in names where !seen.contains(name) { seen.append(name) }
    return seen
  }
}
