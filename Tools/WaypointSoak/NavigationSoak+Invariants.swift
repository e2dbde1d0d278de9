import Foundation
import Waypoint

extension NavigationSoak {
  /// Checks every promise after a step. Releases are checked when the navigator is idle
  /// (queued requests hold their requesters until they run).
  func check() {
    let tree = navigator.tree
    do throws(NavigationError) {
      try tree.validate()
    } catch {
      violation("the tree breaks a rule: \(error)")
    }
    if host.rendered != tree {
      violation("the host shows\n\(host.rendered.outline)\nthe tree is\n\(tree.outline)")
    }
    if !host.mismatches.isEmpty { violation("steps did not fit the host: \(host.mismatches)") }
    checkIDs(tree)
    checkCoordinators(tree)
    checkModels(tree)
    checkRoundTrip(tree)
    if step % 61 == 0 { checkJournalTrees() }
    if !navigator.isInTransaction {
      checkLifecycles(tree)
      let leaked = tracker.leaked
      if !leaked.isEmpty { violation("still alive after leaving: \(leaked)") }
      let alive = models.filter { $0.object != nil }.count
      var withModels = 0
      tree.forEachNode { if navigator.model(for: $0.id) != nil { withModels += 1 } }
      let kept = savedStacks().reduce(0) { $0 + $1.models }
      if alive != withModels + kept {
        violation(
          "\(alive) models alive for \(withModels) screens with a model and \(kept) kept with "
            + "saved back stacks")
      }
    }
  }

  /// What the running tab coordinators keep with their saved back stacks: the entries' node
  /// IDs, and how many models.
  func savedStacks() -> [(ids: Set<NodeID>, models: Int)] {
    var saved: [(ids: Set<NodeID>, models: Int)] = []
    for case let tabs as SoakTabs in runningCoordinators() {
      for name in tabs.tabNames {
        guard let entries = tabs.savedEntries(of: name) else { continue }
        var ids: Set<NodeID> = []
        for entry in entries { entry.forEachNode { ids.insert($0.id) } }
        saved.append((ids, tabs.savedModels(of: name).count))
      }
    }
    return saved
  }

  /// IDs are unique (validate), keep their route, and never come back once gone, unless they
  /// were kept with a saved back stack (they come back with it).
  private func checkIDs(_ tree: NavigationTree) {
    var ids: Set<NodeID> = []
    let saved = savedStacks().reduce(into: Set<NodeID>()) { $0.formUnion($1.ids) }
    tree.forEachNode { node in
      ids.insert(node.id)
      if gone.contains(node.id) { violation("\(node.id) came back after it left") }
      if let screen = node.screen {
        if let route = routesByID[node.id], route != screen.route {
          violation("\(node.id) was \(route) and is now \(screen.route)")
        }
        routesByID[node.id] = screen.route
      }
    }
    gone.formUnion(previousIDs.subtracting(ids).subtracting(saved))
    previousIDs = ids
  }

  /// Every running coordinator's anchor is in the tree and maps back to it; one that is
  /// started and does not run is kept with a saved back stack; every other one has finished.
  private func checkCoordinators(_ tree: NavigationTree) {
    coordinators.removeAll { $0.object == nil }
    var saved: Set<NodeID>?
    for box in coordinators {
      guard let coordinator = box.object as? Coordinator, coordinator.navigator != nil else {
        continue
      }
      guard !coordinator.isFinished else { continue }
      if !coordinator.isActive {
        if saved == nil { saved = savedStacks().reduce(into: []) { $0.formUnion($1.ids) } }
        if let anchor = coordinator.anchor, saved?.contains(anchor) == true,
          tree.node(anchor) == nil
        {
          continue
        }
        violation("\(coordinator.name) neither runs nor is kept with a saved back stack")
        continue
      }
      guard let anchor = coordinator.anchor, tree.node(anchor) != nil else {
        violation("\(coordinator.name) runs, but its anchor left the tree")
        continue
      }
      if let parent = coordinator.parent, parent !== root, !parent.isActive {
        violation("\(coordinator.name) runs under \(parent.name), which does not")
      } else if coordinator.parent == nil {
        violation("\(coordinator.name) runs without a parent")
      }
      if navigator.coordinator(anchoredAt: anchor) !== coordinator {
        violation("\(anchor) does not map back to \(coordinator.name)")
      }
      if let pages = coordinator as? SoakPages, let heard = pages.heardIndex,
        let current = pages.currentIndex, heard != current
      {
        violation("\(pages.name) heard of page \(heard), its container shows page \(current)")
      }
    }
  }

  /// Each screen's model serves that screen; models kept with saved back stacks are tracked too.
  private func checkModels(_ tree: NavigationTree) {
    models.removeAll { $0.object == nil }
    var known = Set(models.compactMap { $0.object.map(ObjectIdentifier.init) })
    for case let tabs as SoakTabs in runningCoordinators() {
      for name in tabs.tabNames {
        for model in tabs.savedModels(of: name) where known.insert(ObjectIdentifier(model)).inserted
        {
          models.append(Weak(object: model))
        }
      }
    }
    tree.forEachNode { node in
      // A container that keeps models near its current page has none further away.
      if case .pages(let pages) = node, pages.models == .nearCurrent, !navigator.isInTransaction {
        let near = Set(pages.indicesWithModels)
        for (index, page) in pages.pages.enumerated()
        where !near.contains(index) && navigator.model(for: page.id) != nil {
          violation("page \(index) of \(pages.id) has a model, \(pages.currentIndex) is current")
        }
      }
      guard let screen = node.screen, let model = navigator.model(for: screen.id) else { return }
      if screen.route.isForeign {
        violation("\(screen), which the app's own code showed, has a model")
        return
      }
      guard let soakModel = model as? SoakModel, soakModel.screen == screen else {
        violation("the model of \(screen) serves another screen")
        return
      }
      if known.insert(ObjectIdentifier(soakModel)).inserted {
        models.append(Weak(object: soakModel))
      }
    }
  }

  /// The journal keeps a tree only at its checkpoints and computes the others from their
  /// steps: every entry must read the tree observers were told, and the last one the tree.
  private func checkJournalTrees() {
    let entries = navigator.journal.entries
    for entry in entries {
      guard let tree = entry.tree, let told = toldTrees[entry.id] else { continue }
      if tree != told { violation("the journal reads #\(entry.id) with another tree") }
    }
    if let last = navigator.journal.last, let tree = last.tree, let told = toldTrees[last.id],
      tree != told
    {
      violation("the journal's last entry, #\(last.id), reads another tree")
    }
    if let oldest = entries.first?.id { toldTrees = toldTrees.filter { $0.key >= oldest } }
  }

  private func checkRoundTrip(_ tree: NavigationTree) {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let data = try encoder.encode(tree)
      let decoded = try JSONDecoder().decode(NavigationTree.self, from: data)
      let again = try encoder.encode(decoded)
      // Equal encodings: the same nodes and the same ID counter.
      if decoded != tree || again != data {
        violation("the tree changed in a JSON round trip")
      }
    } catch {
      violation("the tree does not survive a JSON round trip: \(error)")
    }
  }

  /// `Planner.plan(a, b)` applied to `a` gives `b`.
  func checkPlan(from current: NavigationTree, to target: NavigationTree) {
    do throws(NavigationError) {
      let steps = try Planner.plan(from: current, to: target)
      var reached = current
      try reached.apply(steps: steps)
      if reached != target { violation("a plan did not reach its target: \(steps)") }
      count("plans checked")
    } catch {
      violation(
        "a plan between two trees of one history failed: \(error)\n\(current.outline)\n→\n\(target.outline)"
      )
    }
  }
}
