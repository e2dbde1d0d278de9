extension Navigator {
  /// Brings the models of the page container `id` to the pages it keeps models for: when it
  /// keeps them near the current page (``PageModels/nearCurrent``), the models of pages the
  /// user moved away from are released (observers hear ``Departure/model(_:_:)``); then the
  /// pages that should have a model and have none get one (pages the container was given).
  func refreshPageModels(of id: NodeID) {
    guard case .pages(let pages)? = tree.node(id) else { return }
    guard pages.models == .nearCurrent else {
      // Every page has a model: only pages set since (`Step.setPages`) lack one.
      return createModels(in: .pages(pages), owner: pageOwner(of: id), skipping: [])
    }
    let kept = Set(pages.indicesWithModels)
    for (index, page) in pages.pages.enumerated() where !kept.contains(index) {
      guard let model = models.removeValue(forKey: page.id) else { continue }
      if lifecycleObservers > 0, model is any ScreenLifecycleObserver { lifecycleObservers -= 1 }
      notify(.model(model, page))
    }
    createModels(in: .pages(pages), owner: pageOwner(of: id), skipping: [])
  }

  /// The page containers whose models `steps` may have changed: those they select in or give
  /// pages, and those keeping models near their current page that they place (a stack set with
  /// entries it keeps, a planned transition's nodes), once each.
  static func pageContainersMoved(by steps: [Step]) -> [NodeID] {
    var found: [NodeID] = []
    for step in steps {
      switch step {
      case .selectPage(_, let pages), .setPages(let pages, _, _):
        if !found.contains(pages) { found.append(pages) }
        continue
      default: break
      }
      for node in step.addedNodes {
        node.forEachNode { node in
          if case .pages(let pages) = node, pages.models == .nearCurrent,
            !found.contains(pages.id)
          {
            found.append(pages.id)
          }
        }
      }
    }
    return found
  }

  /// Who makes the models of the page container `id`'s pages: the coordinator anchored at it
  /// or observing it (a page coordinator), else the one of the stack it stands in, else the
  /// root coordinator.
  private func pageOwner(of id: NodeID) -> Coordinator {
    if let flow = anchors[id] ?? containerObservers[id], !flow.isFinished { return flow }
    if let stack = tree.stack(holding: id), let flow = anchors[stack.id], !flow.isFinished {
      return flow
    }
    return root
  }
}

extension NavigationTree {
  /// The page container that keeps models near its current page and has the page `id`;
  /// `nil` when `id` is no such page.
  func pageContainer(holding id: NodeID) -> NodeID? {
    var found: NodeID?
    forEachNode { node in
      if found == nil, case .pages(let pages) = node, pages.models == .nearCurrent,
        pages.pages.contains(where: { $0.id == id })
      {
        found = pages.id
      }
    }
    return found
  }
}
