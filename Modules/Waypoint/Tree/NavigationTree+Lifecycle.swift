extension NavigationTree {
  /// A screen that is not ``ScreenLifecycle/hidden``, with its state.
  struct ShownScreen: Equatable {
    let id: NodeID
    let state: ScreenLifecycle
  }

  /// The lifecycle state of a screen of the tree; `nil` when no screen with this ID is in it
  /// (a container's ID included). A pure function of the tree: see ``ScreenLifecycle``.
  ///
  /// ```swift
  /// var tree = try NavigationTree(root: .stack([.screen(Route("Article"))]))
  /// let article = tree.visibleScreen.id
  /// try tree.perform(.present(.screen(Route("Share")), style: .sheet))
  /// tree.lifecycle(of: article)  // .visible
  /// ```
  ///
  /// O(number of modals) for a screen that shows; O(size of the tree) for one that does not.
  public func lifecycle(of screen: NodeID) -> ScreenLifecycle? {
    if let shown = shownScreens.first(where: { $0.id == screen }) { return shown.state }
    return node(screen)?.screen != nil ? .hidden : nil
  }

  /// The lifecycle state of every screen of the tree, page screens included.
  public var lifecycles: [NodeID: ScreenLifecycle] {
    var states: [NodeID: ScreenLifecycle] = [:]
    forEachNode { node in
      if case .screen(let screen) = node { states[screen.id] = .hidden }
    }
    for shown in shownScreens { states[shown.id] = shown.state }
    return states
  }

  /// The screens that are not hidden, top-down: the top level's visible screen (active), then
  /// the visible screen of each level below, as long as every level above it shows what is
  /// below it (``ModalStyle/showsWhatIsBelow``), each with the screens shown beside it in a
  /// split's other columns (visible). One entry per shown level and column, so it is cheap.
  var shownScreens: [ShownScreen] {
    var shown = [ShownScreen(id: topNode.visibleScreen.id, state: .active)]
    topNode.forEachSideScreen { shown.append(ShownScreen(id: $0.id, state: .visible)) }
    var level = modals.count - 1
    while level >= 0, modals[level].style.showsWhatIsBelow {
      let below = level == 0 ? root : modals[level - 1].content
      shown.append(ShownScreen(id: below.visibleScreen.id, state: .visible))
      below.forEachSideScreen { shown.append(ShownScreen(id: $0.id, state: .visible)) }
      level -= 1
    }
    return shown
  }
}

extension Node {
  /// Calls `body` for the screens shown beside this node's visible screen: the visible screens
  /// of the other columns of each split on its visible path that shows its columns side by
  /// side.
  func forEachSideScreen(_ body: (Screen) -> Void) {
    var node = self
    while true {
      switch node {
      case .screen, .pages: return
      case .stack(let stack): node = stack.top
      case .tabs(let tabs): node = tabs.selected.content
      case .split(let split):
        let focused = split.focusedStack
        if !split.isCollapsed {
          for stack in split.stacks where stack.id != focused.id {
            body(Node.stack(stack).visibleScreen)
          }
        }
        node = .stack(focused)
      }
    }
  }
}
