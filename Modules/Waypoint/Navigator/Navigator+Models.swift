extension Navigator {
  /// Who makes the models of the screens a step adds: the requester while it runs; else the
  /// coordinator of the stack the step changes; else the root coordinator. A coordinator
  /// anchored inside the added content makes the models below its anchor.
  func owner(ofScreensAddedBy step: Step, requester: Coordinator?) -> Coordinator {
    if let requester, requester.isActive || requester === root { return requester }
    switch step {
    case .push(_, let stack), .setStack(let stack, _):
      if let owner = anchors[stack], owner.isActive { return owner }
    default: break
    }
    return root
  }

  /// Asks the owner of each screen in `node` that has no model yet for one. The owner is the
  /// coordinator anchored at the closest node above the screen, else `owner`.
  func createModels(in node: Node, owner: Coordinator, skipping departed: SmallSet<NodeID>) {
    guard !departed.contains(node.id) else { return }
    var owner = owner
    if let anchored = anchors[node.id], !anchored.isFinished { owner = anchored }
    switch node {
    case .screen(let screen):
      // A screen the app's own code showed has none (``Route/foreign(_:)``).
      guard models[screen.id] == nil, !screen.route.isForeign,
        let model = owner.makeModel(for: screen)
      else { return }
      models[screen.id] = model
      if !modelSetUps.isEmpty, let setUp = modelSetUps.removeValue(forKey: screen.id) {
        setUp(model)
      }
      noteModelMade(model, for: screen.id)
    case .stack(let stack):
      for entry in stack.entries.array {
        createModels(in: entry, owner: owner, skipping: departed)
      }
    case .tabs(let tabs):
      for tab in tabs.tabs { createModels(in: tab.content, owner: owner, skipping: departed) }
    case .split(let split):
      for stack in split.stacks {
        createModels(in: .stack(stack), owner: owner, skipping: departed)
      }
    case .pages(let pages):
      // Every page, or the current one and its neighbours (`PageModels.nearCurrent`).
      for index in pages.indicesWithModels {
        createModels(in: .screen(pages.pages[index]), owner: owner, skipping: departed)
      }
    }
  }
}
