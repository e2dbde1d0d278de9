import Waypoint

/// A container a step touches.
enum ContainerRef: Hashable {
  case root
  case modals
  case stack(NodeID)
  case tabs(NodeID)
  case pages(NodeID)
  /// A split container; `nil` for a change of width, which concerns every split.
  case split(NodeID?)

  init(_ step: Step) {
    switch step {
    case .push(_, let stack), .pop(_, let stack), .setStack(let stack, _),
      .restoreStack(let stack, _):
      self = .stack(stack)
    case .present, .dismiss, .replaceModal: self = .modals
    case .selectTab(_, let tabs): self = .tabs(tabs)
    case .selectPage(_, let pages), .setPages(let pages, _, _): self = .pages(pages)
    case .replaceRoot: self = .root
    case .setColumn(_, let split, _), .showColumn(_, let split): self = .split(split)
    case .resize: self = .split(nil)
    }
  }
}

extension Step {
  /// The node a step names, for fault reports.
  var subject: NodeID {
    switch self {
    case .push(_, let id), .pop(_, let id), .setStack(let id, _), .restoreStack(let id, _),
      .selectTab(_, let id), .selectPage(_, let id), .setPages(let id, _, _):
      id
    case .present(let modal): modal.content.id
    case .replaceRoot(let node), .replaceModal(let node): node.id
    case .setColumn(_, let id, _), .showColumn(_, let id): id
    case .dismiss, .resize: NodeID(rawValue: 0)
    }
  }
}

/// One unit of the host's queue.
enum Job {
  /// Bring one container from the rendered tree to the target tree.
  case sync(ContainerRef)
  /// Drive a stack to the target even though the host believed it was there.
  case resync(NodeID)
  /// Call a navigator's completion.
  case complete(Once<Void>)
  /// Present the rendered modals the presenter does not show (a busy presenter blocked them,
  /// or the user answered a dialog and the navigator refused the answer).
  case presentBlocked
}

/// The container call in flight.
struct Transition {
  let token: UInt64
  let ref: ContainerRef
}

extension ContainerHost {
  /// Runs jobs until one starts a transition that has not settled.
  func pump() {
    guard !isPumping else { return }
    isPumping = true
    defer { isPumping = false }
    while transition == nil, !isUserTransitionRunning, !queue.isEmpty {
      switch queue.removeFirst() {
      case .complete(let completion): completion(())
      case .sync(let ref): run(ref)
      case .resync(let stack): resync(stack)
      case .presentBlocked: presentBlocked()
      }
      if queue.isEmpty, transition == nil, !isUserTransitionRunning { reshowKeptDialogs() }
    }
    if !isBusy {
      busyRefusedModal = nil
      refreshGuards()
      if pendingAccessibility != nil { postAccessibility() }
    }
  }

  /// Whether the user drives a transition (a pop, a sheet being swiped): the host's own
  /// transitions wait for it, since UIKit cannot run two at once.
  var isUserTransitionRunning: Bool { !userTransitions.isEmpty || swipingModal != nil }

  /// Starts a transition; `call` receives the completion to pass to the container.
  private func begin(_ ref: ContainerRef, _ call: (@escaping @MainActor () -> Void) -> Void) {
    transitionCount &+= 1
    let token = transitionCount
    transition = Transition(token: token, ref: ref)
    call { [weak self] in
      guard let self, self.transition?.token == token else { return }  // a second call
      self.transition = nil
      self.pump()
    }
  }

  private func run(_ ref: ContainerRef) {
    // The width first: a split's layout, and where its columns' screens are, follow it, and a
    // job queued before the width's would otherwise drive a column the width has moved.
    if rendered.widthClass != target.widthClass { syncWidth() }
    switch ref {
    case .root: syncRoot()
    case .modals: syncModals()
    case .stack(let id): syncStack(id)
    case .tabs(let id): syncTabs(id)
    case .pages(let id): syncPages(id)
    case .split(let id): syncSplit(id)
    }
  }

  /// Brings a split to the target: a change of width lays out every split at once; side by
  /// side, one `show(_:animated:completion:)` gives the columns their stacks and shows the
  /// focused column; collapsed, the collapsed stack is driven as a stack.
  private func syncSplit(_ id: NodeID?) {
    guard let id else { return syncWidth() }
    guard case .split(let want)? = target.node(id), case .split(let have)? = rendered.node(id),
      want.isCollapsed == have.isCollapsed  // the width came first (run(_:))
    else { return }
    if want.isCollapsed { return syncCollapsed(id) }
    guard recordColumns(of: id, from: have, to: want) else { return }
    guard let container = containers.split(id) else {
      onFault?(.splitNotRendered(id))
      return
    }
    guard case .split(let now)? = rendered.node(id) else { return }
    let animated = animated
    begin(.split(id)) { container.show(now, animated: animated, completion: $0) }
  }

  /// Brings the record to the target's width and lays out every split. A width that changed
  /// and came back while the host was busy still moved each collapsed split's column on top
  /// in the navigator's tree (a collapse brings the deepest column on top): the record takes
  /// it too, and a collapsed split shows it.
  private func syncWidth() {
    if rendered.widthClass != target.widthClass {
      guard record(.resize(target.widthClass)) else { return }
    }
    target.forEachNode { node in
      guard case .split(let want) = node, case .split(let have)? = rendered.node(want.id),
        have.compactColumn != want.compactColumn, want.column(want.compactColumn) != nil,
        have.column(want.compactColumn) != nil
      else { return }
      if want.isCollapsed {
        queue.insert(.sync(.split(want.id)), at: 0)
      } else {
        record(.showColumn(want.compactColumn, in: want.id))
      }
    }
    layOutSplits()
  }

  /// Lays out every split as the record has it, at once and without animation: the width
  /// changed, and UIKit shows the result right away.
  func layOutSplits() {
    var splits: [Split] = []
    rendered.forEachNode { node in
      if case .split(let split) = node { splits.append(split) }
    }
    for split in splits {
      guard let container = containers.split(split.id) else {
        onFault?(.splitNotRendered(split.id))
        continue
      }
      if container.isCollapsed != split.isCollapsed { container.show(split, animated: false) {} }
    }
  }

  /// Drives the collapsed stack of a split (the stack container found by the split's ID) from
  /// what it shows to the target's `Split.collapsedEntries`, recording each column's change.
  private func syncCollapsed(_ id: NodeID) {
    guard case .split(let want)? = target.node(id), case .split(let have)? = rendered.node(id),
      want.isCollapsed, have.isCollapsed
    else { return }
    let haveEntries = have.collapsedEntries
    guard recordColumns(of: id, from: have, to: want), want.collapsedEntries != haveEntries
    else { return }
    guard let container = containers.stack(id) else {
      onFault?(.splitNotRendered(id))
      return
    }
    drive(container, as: id, from: haveEntries.map(\.id), to: want.collapsedEntries)
  }

  /// Records the steps that bring the split `have` to `want`: a column given another stack,
  /// a column's entries, the column on top.
  /// - Returns: Whether anything was recorded.
  private func recordColumns(of id: NodeID, from have: Split, to want: Split) -> Bool {
    var recorded = false
    for column in SplitColumn.allCases {
      let wanted = want.column(column)
      let had = have.column(column)
      if wanted?.id != had?.id {
        recorded = record(.setColumn(column, in: id, to: wanted.map(Node.stack))) || recorded
      } else if let wanted, let had, wanted.entries.array != had.entries.array {
        recorded = record(.setStack(wanted.id, entries: wanted.entries.array)) || recorded
      }
    }
    if case .split(let now)? = rendered.node(id), now.compactColumn != want.compactColumn {
      recorded = record(.showColumn(want.compactColumn, in: id)) || recorded
    }
    return recorded
  }

  /// The collapsed split whose column is the stack `id`, in the target: its stack shows in
  /// the split's collapsed stack.
  private func collapsedSplit(holding id: NodeID) -> NodeID? {
    guard let (split, _) = target.column(holding: id), split.isCollapsed else { return nil }
    return split.id
  }

  private func syncRoot() {
    guard rendered.root.id != target.root.id else { return }
    let root = target.root
    record(.replaceRoot(root))
    lockedModals = []
    closedDialogs = []
    begin(.root) { containers.setRoot(root, completion: $0) }
  }

  private func syncModals() {
    let want = target.modals.map(\.content.id)
    let have = rendered.modals.map(\.content.id)
    let common = zip(want, have).prefix { $0 == $1 }.count
    // The first level that differs is the same presentation with other content: it stays, and
    // shows that content once what is above it is dismissed.
    let replacing =
      have.count > common && want.count > common
      && rendered.modals[common].presentation == target.modals[common].presentation
      && rendered.modals[common].style == target.modals[common].style
      && !rendered.modals[common].style.isDialog
    let kept = replacing ? common + 1 : common
    if have.count > kept {
      let closed = have[kept...].allSatisfy { closedDialogs.contains($0) }
      for id in have[kept...] { closedDialogs.remove(id) }
      var recorded = false
      for _ in kept..<have.count { recorded = record(.dismiss) || recorded }
      guard recorded else { return }  // a host bug, reported: never loop on it
      queue.insert(.sync(.modals), at: 0)
      // A dialog the user answered is gone already: UIKit dismissed it.
      guard !closed else { return }
      let animated = animated
      begin(.modals) {
        containers.modals.dismiss(fromLevel: kept, animated: animated, completion: $0)
      }
    } else if replacing {
      let modal = target.modals[common]
      guard record(.replaceModal(modal.content)) else { return }  // a host bug, reported
      queue.insert(.sync(.modals), at: 0)
      // The presented controller keeps its lock until the guards are asked about the new
      // content (refreshGuards, once the host settles).
      if lockedModals.remove(have[common]) != nil { lockedModals.insert(modal.content.id) }
      let animated = animated
      begin(.modals) {
        containers.modals.replace(atLevel: common, with: modal, animated: animated, completion: $0)
      }
    } else if want.count > common {
      let modal = target.modals[common]
      guard record(.present(modal)) else { return }  // a host bug, reported: never loop on it
      queue.insert(.sync(.modals), at: 0)
      let animated = animated
      begin(.modals) { containers.modals.present(modal, animated: animated, completion: $0) }
    }
  }

  /// Shows again a dialog the user answered (UIKit dismissed it) that is still in the tree once
  /// the host has nothing left to do: its answer waited behind a running transaction and was
  /// then refused or held. Without it, the tree would keep a dialog the user cannot see.
  private func reshowKeptDialogs() {
    guard !closedDialogs.isEmpty else { return }
    let kept = closedDialogs.filter { id in target.modals.contains { $0.content.id == id } }
    guard !kept.isEmpty else { return }
    closedDialogs.subtract(kept)
    queue.append(.presentBlocked)
  }

  private func presentBlocked() {
    // Blocked again: wait for the next retryBlockedPresentation().
    guard blockedModal == nil else { return }
    let shown = containers.modals.presentedIDs
    guard let modal = rendered.modals.first(where: { !shown.contains($0.content.id) }) else {
      return
    }
    queue.insert(.presentBlocked, at: 0)  // then the ones above it
    let animated = animated
    begin(.modals) { containers.modals.present(modal, animated: animated, completion: $0) }
  }

  private func syncStack(_ id: NodeID) {
    if let split = collapsedSplit(holding: id) { return syncCollapsed(split) }
    guard case .stack(let want)? = target.node(id), case .stack(let have)? = rendered.node(id),
      let container = containers.stack(id)
    else { return }
    let haveIDs = have.entries.array.map(\.id)
    let shown = container.entryIDs
    if shown.count < haveIDs.count, Array(haveIDs.prefix(shown.count)) == shown,
      let to = shown.last
    {
      // A pop the host never heard of (the app had taken the delegate slot): report it first,
      // then bring the stack to what the navigator wants after it.
      performed(.backButton(stack: id, to: to), steps: [.pop(to: to, in: id)])
      if renderedEntries(id) == shown {
        queue.insert(.sync(.stack(id)), at: 0)
        return
      }
    }
    var wantNodes = want.entries.array
    if let kept = reportLostForeignEntries(of: id, wanting: wantNodes, shown: container.entryIDs) {
      wantNodes = kept
    }
    guard wantNodes != have.entries.array else { return }
    record(.setStack(id, entries: wantNodes))
    drive(container, as: id, from: haveIDs, to: wantNodes)
  }

  /// A foreign entry the navigator keeps that the stack no longer shows is gone for good: the
  /// user or the app's own code removed it while a change of Waypoint's waited, and nothing can
  /// make it again. The host reports it gone (`Gesture.appChangedStack(_:from:to:foreign:)`) to
  /// the navigator and its target before it drives the stack. Returns the entries left to
  /// show; `nil` when none is lost.
  private func reportLostForeignEntries(
    of id: NodeID, wanting entries: [Node], shown: [NodeID]
  ) -> [Node]? {
    let shown = Set(shown)
    let kept = entries.filter { $0.screen?.route.isForeign != true || shown.contains($0.id) }
    guard kept.count < entries.count, !kept.isEmpty else { return nil }
    let gesture = Gesture.appChangedStack(
      id, from: entries.map(\.id), to: kept.map(\.id), foreign: [])
    guard let steps = try? target.steps(applying: gesture), (try? target.apply(steps: steps)) != nil
    else { return nil }
    report(gesture)
    return kept
  }

  /// Makes the fewest calls that bring `container` from `haveIDs` to `wantNodes`: a push, a
  /// pop of one or more levels, or one `setEntries`.
  private func drive(
    _ container: any StackContainer, as id: NodeID, from haveIDs: [NodeID], to wantNodes: [Node]
  ) {
    let wantIDs = wantNodes.map(\.id)
    let animated = animated
    if wantIDs.count == haveIDs.count + 1, Array(wantIDs.dropLast()) == haveIDs,
      let last = wantNodes.last
    {
      begin(.stack(id)) { container.push(last, animated: animated, completion: $0) }
    } else if wantIDs.count < haveIDs.count, Array(haveIDs.prefix(wantIDs.count)) == wantIDs,
      let last = wantIDs.last
    {
      begin(.stack(id)) { container.pop(to: last, animated: animated, completion: $0) }
    } else {
      begin(.stack(id)) { container.setEntries(wantNodes, animated: animated, completion: $0) }
    }
  }

  private func resync(_ id: NodeID) {
    guard let container = containers.stack(id) else { return }
    let entries: [Node]
    switch target.node(id) {
    case .stack(let want)?:
      entries = want.entries.array
      record(.setStack(id, entries: entries))
    case .split(let want)? where want.isCollapsed:
      // The collapsed stack of a split.
      guard case .split(let have)? = rendered.node(id), have.isCollapsed else { return }
      entries = want.collapsedEntries
      _ = recordColumns(of: id, from: have, to: want)
    default: return
    }
    begin(.stack(id)) { container.setEntries(entries, animated: false, completion: $0) }
  }

  private func syncTabs(_ id: NodeID) {
    guard case .tabs(let want)? = target.node(id), case .tabs(let have)? = rendered.node(id),
      want.selectedIndex != have.selectedIndex, let container = containers.tabs(id)
    else { return }
    record(.selectTab(want.selectedIndex, in: id))
    container.select(want.selectedIndex)
  }

  private func syncPages(_ id: NodeID) {
    guard case .pages(let want)? = target.node(id), case .pages(let have)? = rendered.node(id),
      let container = containers.pages(id)
    else { return }
    if want.pages != have.pages {
      // The list changed: one call sets the pages and the page shown.
      guard record(.setPages(id, pages: want.pages, current: want.currentIndex)) else { return }
      let animated = animated
      begin(.pages(id)) {
        container.setPages(
          want.pages, current: want.currentIndex, animated: animated, completion: $0)
      }
      return
    }
    guard want.currentIndex != have.currentIndex else { return }
    record(.selectPage(want.currentIndex, in: id))
    let animated = animated
    begin(.pages(id)) { container.show(want.currentIndex, animated: animated, completion: $0) }
  }

  /// Records a step the host renders in its record of what the containers show; a refusal is
  /// a host bug and goes to ``ContainerHost/onFault``.
  /// - Returns: Whether it was recorded.
  @discardableResult
  func record(_ step: Step) -> Bool {
    do throws(NavigationError) {
      try rendered.record(steps: [step])
      return true
    } catch {
      onFault?(.recordRefused(step, error))
      return false
    }
  }
}
