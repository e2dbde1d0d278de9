import Waypoint

extension GraphExplorer {
  /// Brings `session` back to the state it was in before `move` by the move's inverse, when it
  /// has one: a tap on the tab it left, the opposite page swipe, back after a push onto the
  /// visible stack, a swipe down after a sheet. Kept only when the tree is `before` again —
  /// the same nodes with the same IDs — and the state's key is `key`.
  /// - Returns: Whether the state is restored; `false` means `session` must be replaced.
  mutating func undo(
    _ move: Move, on session: ShellSession, before: NavigationTree, key: String
  ) -> Bool {
    guard let inverse = Self.inverse(of: move.command, before: before, after: session.tree)
    else { return false }
    statistics.commands += 1
    guard (try? session.run(inverse)) != nil, session.tree == before,
      GraphState.key(of: session) == key
    else { return false }
    statistics.undos += 1
    return true
  }

  /// The command that undoes `command`, which turned `before` into `after`; `nil` when none is
  /// known.
  static func inverse(
    of command: Command, before: NavigationTree, after: NavigationTree
  ) -> Command? {
    switch command {
    case .tab: return before.visibleTabs.map { .tab($0.selected.name.rawValue) }
    case .page(let direction) where direction == "next": return .page("previous")
    case .page(let direction) where direction == "previous": return .page("next")
    default: break
    }
    if after.modals.count == before.modals.count + 1, after.modals.last?.style == .sheet {
      return .swipeDown
    }
    if after.modals.count == before.modals.count, let stack = after.visibleStack,
      let old = before.visibleStack, stack.id == old.id,
      stack.entries.array.count == old.entries.array.count + 1
    {
      return .back
    }
    return nil
  }
}
