/// A validated change to a ``NavigationTree``, in the words a coordinator uses.
///
/// A tree turns an operation into primitive ``Step``s (``NavigationTree/perform(_:)``). Stack
/// operations act on the visible stack unless a stack ID is given; tab and page operations on
/// the visible container unless an ID is given.
public enum NavigationOperation: Hashable, Sendable {
  /// Push content (a screen or a page container) onto a stack.
  case push(Content, onto: NodeID? = nil)
  /// Push content onto a stack unless its top entry already shows it: a screen with the same
  /// route, or a page container with the same pages (whichever page is current; the current
  /// page is then left as it is). When it does, the operation applies with no steps, so a
  /// second tap on a link to the screen the user sees changes nothing and is still journaled.
  case pushUnlessOnTop(Content, onto: NodeID? = nil)
  /// Pop the top entry of a stack. At the root of the column on top of a collapsed split,
  /// bring the column before it on top instead, as the back button does (the column keeps its
  /// stack).
  case pop(stack: NodeID? = nil)
  /// Pop the stack holding the screen `entry` until `entry` is on top.
  case popTo(NodeID)
  /// Pop a stack to its root entry.
  case popToRoot(stack: NodeID? = nil)
  /// Move an entry of a stack to its top, keeping its identity: the same ``NodeID``, so its
  /// screen model stays, and the entries that were above it keep their order below it. The
  /// root entry may move too: the entry above it becomes the root. An entry on top already
  /// applies with no steps.
  ///
  /// `stack` names the stack to search; `nil` means the stack holding the entry for
  /// ``EntrySelector/id(_:)`` and the visible stack for ``EntrySelector/route(_:)-enum.case``.
  ///
  /// It is one ``Step/setStack(_:entries:)`` that keeps every entry, so no entry leaves and
  /// no coordinator finishes. When a running coordinator is anchored at the entry (a pushed
  /// flow), a navigator refuses to move it over entries that may be that flow's own screens,
  /// with ``NavigationError/cannotMoveAnchor(_:coordinator:)``: a flow's screens must never
  /// stand below the screen that started it (popping it would leave them behind without
  /// their coordinator). Which flow pushed a screen is not recorded, so every entry above the
  /// anchor counts as the flow's, except the anchors of other flows (not started by it) and
  /// the entries above those, which count as theirs. So a flow's anchor moves over other
  /// flows, but not over the screens it pushed: pop to it instead.
  case bringToFront(EntrySelector, in: NodeID? = nil)
  /// Replace every entry of a stack.
  case replaceStack([Content], stack: NodeID? = nil)
  /// Present content over the top of the modal chain.
  case present(Content, style: ModalStyle = .sheet)
  /// Replace the content of the top modal in place: the modal stays presented, in its style,
  /// and shows the new content instead of a dismissal and a presentation (one transition, no
  /// second animation).
  ///
  /// What shows the same thing stays, as Decompose's child slot keeps a child activated with
  /// the same configuration. The same thing means the same routes in the same shape:
  /// - a screen: a screen with the same route;
  /// - a page container: the same pages (routes, in order), wrapping and page models; the
  ///   current page may differ, and is selected;
  /// - a stack: the same root entry; its entries stay from the root up to the first that
  ///   differs, those above it are popped and the new ones pushed;
  /// - a tab container: the same tabs (names, in order) and style, each tab's content the
  ///   same; the selected tab may differ;
  /// - a split: the same primary column; each other column stays when it is the same, and is
  ///   given a new stack or removed otherwise.
  ///
  /// What stays keeps its node IDs, so its screens keep their models and the flows anchored
  /// there keep running; its screens hear only the lifecycle changes they really have. The
  /// steps are those a ``transition(to:)`` takes for a node both trees keep: none when
  /// everything stays as it is (the request is still journaled), else pops, pushes, selections
  /// and columns inside the content. Flows anchored at popped entries finish with
  /// ``FinishReason/popped``, those in a replaced column with ``FinishReason/replaced``.
  ///
  /// Content that is not the same (another route at the root of the content, another kind, a
  /// screen for a stack) replaces all of it, in one ``Step/replaceModal(_:)`` with new nodes:
  /// what the old content showed leaves the tree, and coordinators anchored in it finish with
  /// ``FinishReason/replaced``.
  ///
  /// Refused with ``NavigationError/nothingPresented`` when nothing is presented and
  /// ``NavigationError/cannotReplaceDialog`` when the top modal is a dialog.
  case replacePresented(Content)
  /// Dismiss the top modal.
  case dismiss
  /// Dismiss every modal above `level` (levels count from 0 at the bottom).
  case dismissTo(level: Int)
  /// Dismiss every modal.
  case dismissAll
  /// Select a tab; selecting the selected tab pops its stack to its root.
  case selectTab(TabSelector, in: NodeID? = nil)
  /// Show a page.
  case selectPage(PageSelector, in: NodeID? = nil)
  /// Change the pages of a page container while it is shown: insert, remove and reorder.
  /// A route that was a page keeps that page's screen (its ID, so its model stays; a route
  /// given twice keeps the first page showing it, then the next); other routes get new
  /// screens; pages whose route is no longer given leave, and the coordinators anchored at
  /// them finish with ``FinishReason/pageRemoved``. The current page stays current when it is
  /// kept, wherever it moved; otherwise the page now at its index shows (the last page when
  /// the list got shorter). An empty list is refused with
  /// ``NavigationError/emptyContainer(_:)``; the same pages apply with no steps.
  case setPages([Route], in: NodeID? = nil)
  /// Replace the root; every modal goes with the old root.
  case replaceRoot(Content)
  /// Give a column of a split (the visible one unless an ID is given) new content, in a stack
  /// of its own unless it is one, or remove the column for `nil`. What the column showed
  /// leaves; coordinators anchored there finish with ``FinishReason/replaced``. The column
  /// comes on top of the collapsed split, so at compact width the user sees it pushed; side
  /// by side it shows in its column. Removing a column the split does not have applies with
  /// no steps; the primary column is refused with
  /// ``NavigationError/cannotRemovePrimaryColumn(_:)``.
  case setColumn(SplitColumn, to: Content?, in: NodeID? = nil)
  /// Bring a column on top of a collapsed split (the visible one unless an ID is given): what
  /// going back from the root of the column above does. Refused with
  /// ``NavigationError/noColumn(_:in:)`` for a column the split does not have.
  case showColumn(SplitColumn, in: NodeID? = nil)
  /// The app's width changed (a window resized, a device folded or unfolded, a rotation):
  /// every split collapses, with its deepest column on top, or shows its columns side by side
  /// again. No node moves, so every screen keeps its model and every flow its coordinator. The
  /// same width applies with no steps.
  case resize(WidthClass)
  /// Move to `target` through the steps the ``Planner`` finds.
  case transition(to: NavigationTree)
}

/// Which tab to select.
public enum TabSelector: Hashable, Codable, Sendable {
  /// The tab at this index.
  case index(Int)
  /// The tab with this name.
  case named(TabName)
}

/// Which entry of a stack to act on.
public enum EntrySelector: Hashable, Codable, Sendable {
  /// The entry with this ID.
  case id(NodeID)
  /// The topmost entry showing this route: a screen with this route, or a page container
  /// whose current page has it.
  case route(Route)

  /// The topmost entry showing this typed route.
  public static func route(_ route: some TypedRoute) -> EntrySelector {
    .route(route.route)
  }
}

/// Which page to show.
public enum PageSelector: Hashable, Codable, Sendable {
  /// The page at this index.
  case index(Int)
  /// The first page showing this route.
  case route(Route)
  /// The page after the current one.
  case next
  /// The page before the current one.
  case previous
}

extension NavigationOperation: CustomStringConvertible {
  public var description: String {
    func on(_ id: NodeID?) -> String { id.map { " on \($0)" } ?? "" }
    switch self {
    case .push(let content, let stack): return "push \(content)\(on(stack))"
    case .pushUnlessOnTop(let content, let stack):
      return "push \(content)\(on(stack)) unless on top"
    case .pop(let stack): return "pop\(on(stack))"
    case .popTo(let entry): return "pop to \(entry)"
    case .popToRoot(let stack): return "pop to root\(on(stack))"
    case .bringToFront(let selector, let stack): return "bring \(selector) to front\(on(stack))"
    case .replaceStack(let contents, let stack):
      return
        "replace stack\(on(stack)) with [\(contents.map(\.description).joined(separator: ", "))]"
    case .present(let content, let style): return "present \(style) \(content)"
    case .replacePresented(let content): return "replace the presented content with \(content)"
    case .dismiss: return "dismiss"
    case .dismissTo(let level): return "dismiss to level \(level)"
    case .dismissAll: return "dismiss all"
    case .selectTab(let selector, let tabs): return "select tab \(selector)\(on(tabs))"
    case .selectPage(let selector, let pages): return "select page \(selector)\(on(pages))"
    case .setPages(let routes, let pages):
      return "set pages\(on(pages)) to [\(routes.map(\.description).joined(separator: ", "))]"
    case .replaceRoot(let content): return "replace root with \(content)"
    case .setColumn(let column, let content, let split):
      return "set the \(column) column\(on(split)) to \(content?.description ?? "nothing")"
    case .showColumn(let column, let split): return "show the \(column) column\(on(split))"
    case .resize(let width): return "resize to \(width)"
    case .transition: return "transition to a planned tree"
    }
  }
}

extension TabSelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .named(let name): name.rawValue
    }
  }
}

extension EntrySelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .id(let id): "\(id)"
    case .route(let route): "\(route)"
    }
  }
}

extension PageSelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .route(let route): "\(route)"
    case .next: "next"
    case .previous: "previous"
    }
  }
}
