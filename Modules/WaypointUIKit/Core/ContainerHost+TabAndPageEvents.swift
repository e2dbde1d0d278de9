public import Waypoint

extension ContainerHost {
  public func tabs(_ tabs: NodeID, shouldSelect index: Int) -> Bool {
    // One UI transition at a time: a tap while the host animates waits for the next tap.
    guard !isBusy else { return false }
    if case .tabs(let container)? = rendered.node(tabs), container.selectedIndex == index,
      case .stack(let stack) = container.tabs[index].content, stack.entries.count > 1
    {
      reselectedStacks.insert(stack.id)
    }
    return true
  }

  public func tabs(_ tabs: NodeID, didSelect index: Int) {
    guard case .tabs(let container)? = rendered.node(tabs), container.tabs.indices.contains(index)
    else {
      onFault?(.unknownNode(tabs))
      return
    }
    var steps: [Step] = [.selectTab(index, in: tabs)]
    if container.selectedIndex == index, case .split = container.tabs[index].content {
      // UIKit does nothing for a reselected split: the host pops its primary column to its
      // root and brings it on top, as the navigator does for the tap.
      let gesture = Gesture.tabTap(index, in: tabs)
      return performAllowed(gesture, steps: (try? target.userSteps(for: gesture)) ?? [])
    }
    if container.selectedIndex == index {
      steps = []
      if case .stack(let stack) = container.tabs[index].content, let root = stack.entries.root,
        stack.entries.count > 1
      {
        // UIKit pops a reselected tab's navigation controller to its root by itself.
        reselectedStacks.remove(stack.id)
        steps = [.pop(to: root.id, in: stack.id)]
      }
    }
    performed(.tabTap(index, in: tabs), steps: steps)
  }

  public func pages(_ pages: NodeID, willTransitionTo index: Int) {
    // Nothing changes until the swipe settles (did-finish-animating), but the user drives a
    // transition: a page the host would set now is UIKit's crash "No view controller managing
    // visible view", so the host's calls wait.
    userTransitions.insert(pages)
  }

  public func pages(_ pages: NodeID, didFinishSwipe completed: Bool, showing index: Int) {
    defer {
      if userTransitions.remove(pages) != nil { pump() }
    }
    guard completed, case .pages(let container)? = rendered.node(pages),
      container.currentIndex != index, container.pages.indices.contains(index)
    else { return }
    performed(.pageSwipe(to: index, in: pages), steps: [.selectPage(index, in: pages)])
  }
}
