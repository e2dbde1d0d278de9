public import Waypoint

extension FakeWindow {
  /// Where the fakes do not show `tree`, one line each; empty when they show it: each stack's
  /// navigation controller its entries, each split its columns side by side (the focused
  /// column shown) or, collapsed, its collapsed entries in its compact column while its
  /// columns are empty, and the presenter the modals.
  public func mismatches(with tree: NavigationTree) -> [String] {
    var found: [String] = []
    if presenter.presentedIDs != tree.modals.map(\.content.id) {
      found.append("presented \(presenter.presentedIDs), not \(tree.modals.map(\.content.id))")
    }
    tree.forEachNode { node in
      switch node {
      case .stack(let stack):
        // A collapsed split's columns lend their screens to its compact column.
        guard tree.column(holding: stack.id)?.split.isCollapsed != true,
          let fake = navigationController(stack.id)
        else { return }
        let want = stack.entries.array.map(\.id)
        if fake.entryIDs != want {
          found.append("stack \(stack.id) shows \(fake.entryIDs), not \(want)")
        }
      case .split(let split):
        guard let fake = splitViewController(split.id) else {
          return found.append("split \(split.id) has no split view controller")
        }
        if fake.isCollapsed != split.isCollapsed {
          found.append(
            "split \(split.id) is laid out \(fake.isCollapsed ? "collapsed" : "side by side")")
        }
        if split.isCollapsed {
          let want = split.collapsedEntries.map(\.id)
          if fake.compact.entryIDs != want {
            found.append("split \(split.id) shows \(fake.compact.entryIDs) collapsed, not \(want)")
          }
          if fake.columns.values.contains(where: { !$0.entryIDs.isEmpty }) {
            found.append("split \(split.id) keeps screens in its columns while collapsed")
          }
        } else {
          if !fake.compact.entryIDs.isEmpty {
            found.append("split \(split.id) keeps screens in its compact column side by side")
          }
          if Set(fake.columns.keys) != Set(split.columns) {
            found.append(
              "split \(split.id) has columns \(fake.columns.keys.sorted { "\($0)" < "\($1)" }), not \(split.columns)"
            )
          }
          if fake.shownColumn != split.focusedColumn {
            found.append(
              "split \(split.id) shows its \(fake.shownColumn) column, not \(split.focusedColumn)")
          }
        }
      default: break
      }
    }
    return found
  }
}
