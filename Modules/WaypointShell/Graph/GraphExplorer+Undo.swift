import Waypoint

extension GraphExplorer {
  /// Brings `session` back to the state it was in before `move` by the move's inverse, when it
  /// has one: a tap on the tab it left (after a tab tap, or an action that showed another
  /// tab), the opposite page swipe, back after a push onto the
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
    // Anything else that selected another tab (an action showing a tab): a tap on the tab it
    // left, kept only when the tree is as before.
    if after.modals.count == before.modals.count,
      let left = before.visibleTabs?.selected.name, let now = after.visibleTabs?.selected.name,
      left != now
    {
      return .tab(left.rawValue)
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

  /// What a state was, to tell whether a session came back to it: the tree and the stored
  /// lists.
  @MainActor
  struct Snapshot {
    let tree: NavigationTree
    let lists: [[Int]]

    init(_ session: ShellSession) {
      tree = session.tree
      lists = session.surface.lists.map { $0.read(session.app) }
    }
  }

  /// Brings `session`, which a move took from `state` back to the state `state` was reached
  /// from (a back, a swipe down, a cancel), to `state` again by its path's last move
  /// (``redoes(_:on:from:to:before:key:)``).
  /// - Returns: Whether the state is restored; `false` means `session` must be replaced.
  mutating func redo(_ state: State, on session: ShellSession, before: Snapshot) -> Bool {
    guard let last = state.path.last, let parent = state.parent else { return false }
    statistics.commands += 1
    guard
      Self.redoes(
        last, on: session, from: parent, to: state.key, before: before, key: GraphState.key)
    else { return false }
    statistics.redos += 1
    return true
  }

  /// Whether running `last` again on `session`, which is at the state keyed `parent`, brings
  /// it back to the state keyed `target` that `before` was taken at. Kept only when the tree
  /// has the shape it had (the same screens and arguments everywhere, hidden tabs included;
  /// node IDs aside, as after a replay), the stored lists are the same and `key` gives
  /// `target` (`graph` and `check` tell states apart by keys of their own).
  static func redoes(
    _ last: Move, on session: ShellSession, from parent: String, to target: String,
    before: Snapshot, key: (ShellSession) -> String
  ) -> Bool {
    guard key(session) == parent, (try? session.run(last.command)) != nil,
      key(session) == target,
      GraphState.shape(of: session.tree) == GraphState.shape(of: before.tree)
    else { return false }
    return session.surface.lists.map { $0.read(session.app) } == before.lists
  }
}
