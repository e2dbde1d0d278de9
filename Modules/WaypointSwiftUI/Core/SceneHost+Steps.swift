import Waypoint

/// One transaction the host makes: the state's next tree, what it changes, whether it animates.
struct SceneChange {
  let tree: NavigationTree
  let parts: Set<Part>
  let animated: Bool
}

extension SceneHost {
  /// The next transaction from the rendered tree towards the navigator's latest, or `nil` when
  /// the bindings show it.
  ///
  /// In order: modals the target does not keep go first, one level per transaction, top first
  /// (a new root waits for them), and a presentation the target keeps with other content
  /// shows it in place once it is on top; then the containers of the levels both keep, in one
  /// transaction: every change the user cannot see, and the innermost change on the visible
  /// path; then the next new modal level.
  func nextChange() -> SceneChange? {
    guard rendered != target else { return nil }
    var next = rendered
    if rendered.root.id != target.root.id {
      if rendered.modals.isEmpty {
        guard (try? next.apply(.replaceRoot(target.root))) != nil else { return adoptTarget() }
        return SceneChange(tree: next, parts: [.root], animated: false)
      }
      return dismissTop(of: next)
    }
    let common = zip(rendered.modals, target.modals).prefix { $0.content.id == $1.content.id }
      .count
    // The first level that differs is the same presentation with other content: the levels
    // above it go first, then it shows that content, in place.
    if rendered.modals.count == common + 1, target.modals.count > common,
      rendered.modals[common].presentation == target.modals[common].presentation,
      rendered.modals[common].style == target.modals[common].style,
      !rendered.modals[common].style.isDialog
    {
      guard (try? next.apply(.replaceModal(target.modals[common].content))) != nil else {
        return adoptTarget()
      }
      return SceneChange(tree: next, parts: [.modals], animated: animated)
    }
    if rendered.modals.count > common { return dismissTop(of: next) }
    let changes = containerChanges(levels: common)
    if !changes.isEmpty {
      let visible = Set(rendered.visiblePath.map(\.id))
      var parts: Set<Part> = []
      var shown: (NodeID, Step)?
      for (id, step) in changes {
        if visible.contains(id) {
          shown = (id, step)  // parents come first: the last is the innermost
        } else if (try? next.apply(step)) != nil {
          parts.insert(.node(id))
        }
      }
      if let (id, step) = shown, (try? next.apply(step)) != nil { parts.insert(.node(id)) }
      guard !parts.isEmpty else { return adoptTarget() }
      return SceneChange(tree: next, parts: parts, animated: animated && shown != nil)
    }
    if target.modals.count > common {
      guard (try? next.apply(.present(target.modals[common]))) != nil else {
        return adoptTarget()
      }
      return SceneChange(tree: next, parts: [.modals], animated: animated)
    }
    return adoptTarget()
  }

  private func dismissTop(of tree: NavigationTree) -> SceneChange {
    var next = tree
    guard (try? next.apply(.dismiss)) != nil else { return adoptTarget() }
    return SceneChange(tree: next, parts: [.modals], animated: animated)
  }

  /// Shows the target as it is, without animation: what a difference no rule above explains
  /// gets (a host bug; the bindings still follow the navigator).
  private func adoptTarget() -> SceneChange {
    SceneChange(tree: target, parts: [.root, .modals], animated: false)
  }

  /// The containers of the root and of the first `levels` modals that both trees have, whose
  /// state differs, parents first, with the step that brings each to the target.
  private func containerChanges(levels: Int) -> [(NodeID, Step)] {
    var changes: [(NodeID, Step)] = []
    let visit = { (node: Node) in
      switch node {
      case .screen: break
      case .stack(let want):
        guard case .stack(let have)? = self.rendered.node(want.id) else { return }
        let wantEntries = want.entries.array
        if wantEntries.map(\.id) != have.entries.array.map(\.id) {
          changes.append((want.id, .setStack(want.id, entries: wantEntries)))
        }
      case .tabs(let want):
        guard case .tabs(let have)? = self.rendered.node(want.id),
          have.selectedIndex != want.selectedIndex
        else { return }
        changes.append((want.id, .selectTab(want.selectedIndex, in: want.id)))
      case .pages(let want):
        guard case .pages(let have)? = self.rendered.node(want.id) else { return }
        if have.pages != want.pages {
          changes.append(
            (want.id, .setPages(want.id, pages: want.pages, current: want.currentIndex)))
        } else if have.currentIndex != want.currentIndex {
          changes.append((want.id, .selectPage(want.currentIndex, in: want.id)))
        }
      case .split(let want):
        guard case .split(let have)? = self.rendered.node(want.id) else { return }
        for column in SplitColumn.allCases
        where have.column(column)?.id != want.column(column)?.id {
          changes.append(
            (want.id, .setColumn(column, in: want.id, to: want.column(column).map(Node.stack))))
        }
        if have.compactColumn != want.compactColumn {
          changes.append((want.id, .showColumn(want.compactColumn, in: want.id)))
        }
      }
    }
    // The width first: the column changes after it are compared with the resized splits.
    if rendered.widthClass != target.widthClass {
      changes.insert((rendered.root.id, .resize(target.widthClass)), at: 0)
    }
    target.root.forEachNode(visit)
    for modal in target.modals.prefix(levels) { modal.content.forEachNode(visit) }
    return changes
  }
}
