/// Why a navigation request was refused.
///
/// Every refused request leaves the tree exactly as it was and is recorded in the
/// ``Journal`` with its error. The policy for each bad request:
///
/// | request | error |
/// |---|---|
/// | pop a stack that shows only its root | ``cannotPopRoot(_:)`` |
/// | pop to a screen that is not in the stack | ``nodeNotFound(_:in:)`` (names what is there) |
/// | bring to front an entry that is not in the stack / a route no entry shows | ``nodeNotFound(_:in:)`` / ``routeNotFound(_:in:)`` |
/// | bring to front an entry a coordinator is anchored at, over screens of its flow | ``cannotMoveAnchor(_:coordinator:)`` |
/// | restore the saved stack of a tab that has none | ``noSavedStack(_:)`` |
/// | push, pop or replace when no stack is visible | ``noVisibleContainer(_:)`` |
/// | address a node of the wrong kind | ``wrongKind(_:expected:found:)`` |
/// | replace a stack with nothing / describe an empty stack | ``emptyStack`` |
/// | dismiss with nothing presented | ``nothingPresented`` |
/// | dismiss down to a level that is not presented | ``levelOutOfRange(_:count:)`` |
/// | select a tab index that does not exist / a tab name that does not exist | ``tabOutOfRange(_:count:)`` / ``unknownTab(_:)`` |
/// | select a page index that does not exist / a page route that is not there | ``pageOutOfRange(_:count:)`` / ``unknownPage(_:)`` |
/// | next page on the last page / previous page on the first | ``noPageAfter`` / ``noPageBefore`` |
/// | a tab container pushed onto a stack, a stack inside a stack or page container | ``misplaced(_:in:)`` |
/// | a tab or page container with no children | ``emptyContainer(_:)`` |
/// | two tabs with one name | ``duplicateTab(_:)`` |
/// | a screen whose route decodes into no type of the navigator's ``RouteTable`` | ``invalidRoute(_:_:)`` |
/// | swipe down a full-screen modal | ``notSwipeDismissible(_:)`` |
/// | navigate from a coordinator that has finished or not started | ``inactiveCoordinator(_:)`` |
/// | start a coordinator twice / embed it at a node that has one, or at a container another coordinator observes | ``alreadyStarted(_:)`` / ``alreadyAnchored(_:)`` |
/// | embed a tab coordinator at tabs with other names | ``tabsMismatch(expected:found:)`` |
/// | a gesture on a stack, modal or container the user cannot see | ``notVisible(_:)`` |
/// | a tree or a step that gives one ID to two nodes, or reuses an ID that left | ``duplicateID(_:)`` / ``staleNode(_:)`` |
/// | a decoded tree whose ID counter is behind its nodes | ``idCounterBehind(lastID:highest:)`` |
/// | a tree that has handed out every ID | ``idsExhausted`` |
/// | a host that calls a completion twice | ``duplicateCompletion(transaction:)`` |
///
/// Requests that are valid but change nothing (pop to root at the root, reselect a tab already
/// at its root, select the current page, push unless on top when it is on top, bring to front
/// the top entry, pop while a condition holds when it does not hold for the top) succeed with
/// no steps.
public enum NavigationError: Error, Hashable, Sendable {
  /// The stack shows only its root; a root cannot be popped.
  case cannotPopRoot(NodeID)
  /// No node with this ID is where it was looked for; the second value says where that was
  /// and what is there (for example `stack #2 [Home#3, Article#5]`).
  case nodeNotFound(NodeID, in: String)
  /// The request needs a visible container of this kind and none is visible.
  case noVisibleContainer(NodeKind)
  /// No entry of the stack shows this route; the second value says which stack and what is
  /// there.
  case routeNotFound(Route, in: String)
  /// A running coordinator (named) is anchored at this stack entry, and the change would put
  /// entries that were above it, and may be its flow's own screens, below it.
  case cannotMoveAnchor(NodeID, coordinator: String)
  /// The tab has no saved back stack to restore.
  case noSavedStack(TabName)
  /// The addressed node is of another kind.
  case wrongKind(NodeID, expected: NodeKind, found: NodeKind)
  /// A stack must hold at least one entry.
  case emptyStack
  /// A tab or page container must hold at least one child.
  case emptyContainer(NodeKind)
  /// Nothing is presented, so there is nothing to dismiss.
  case nothingPresented
  /// No modal is presented at this level (levels count from 0 at the bottom).
  case levelOutOfRange(Int, count: Int)
  /// The tab container has no tab at this index.
  case tabOutOfRange(Int, count: Int)
  /// The tab container has no tab with this name.
  case unknownTab(TabName)
  /// Two tabs may not share a name.
  case duplicateTab(TabName)
  /// The page container has no page at this index.
  case pageOutOfRange(Int, count: Int)
  /// The page container has no page showing this route.
  case unknownPage(Route)
  /// The current page is the last one.
  case noPageAfter
  /// The current page is the first one.
  case noPageBefore
  /// This kind of node may not stand there.
  case misplaced(NodeKind, in: Placement)
  /// The route does not decode into a registered route type; the ``RouteError`` says why.
  case invalidRoute(Route, RouteError)
  /// A modal of this style cannot be swiped away.
  case notSwipeDismissible(ModalStyle)
  /// The coordinator has not started, or has finished: it cannot navigate any more.
  case inactiveCoordinator(String)
  /// The coordinator was started before; a coordinator starts once.
  case alreadyStarted(String)
  /// The node is already the anchor of another coordinator, or the tab or page container a
  /// coordinator would observe there already reports its selection to another one.
  case alreadyAnchored(NodeID)
  /// The step does not fit the tree it was applied to (a host or planner bug).
  case illegalStep(String)
  /// A gesture names a stack, modal or container that the user cannot see.
  case notVisible(NodeID)
  /// Two nodes have this ID, or a step adds a node whose ID is already in the tree.
  case duplicateID(NodeID)
  /// A node that is not in the tree has an ID the tree handed out before: it comes from a stale
  /// copy (a transition target built before another request) or from a node that has left.
  /// IDs are never reused.
  case staleNode(NodeID)
  /// A decoded tree's ID counter is below one of its nodes' IDs.
  case idCounterBehind(lastID: UInt64, highest: NodeID)
  /// The tree has handed out every ID it can.
  case idsExhausted
  /// A tab coordinator was embedded at a tab container whose tabs have other names.
  case tabsMismatch(expected: [TabName], found: [TabName])
  /// The host called the completion of this transaction a second time; the call was ignored.
  case duplicateCompletion(transaction: Int)
  /// A guard vetoed the change (see ``GuardAnswer/veto(_:)``); nothing changed.
  case vetoed(GuardStop)
  /// The guard holding the change cancelled it (see ``HeldChange/cancel()``); nothing changed.
  case cancelledByGuard(String)
  /// A change the app forced, for this reason, cancelled the held change (see
  /// ``Navigator/forcing(_:announcing:_:)``).
  case cancelledByForcedChange(AppValue)
  /// A guard replaced the change with another operation (see ``GuardAnswer/rewrite(to:)``).
  case rewrittenByGuard(String)
  /// Guards rewrote the change more times than allowed (a guard that rewrites its own
  /// rewrite); the last guard to rewrite it is named.
  case rewriteLoop(String)
  /// The request repeated one already running or queued (a double tap) and was dropped.
  case droppedAsRepeat
  /// A dialog shows one screen; this content is of another kind.
  case dialogNeedsOneScreen(found: NodeKind)
  /// A dialog is on top: nothing is presented over it (answer or dismiss it first).
  case dialogOnTop
  /// The top modal is a dialog: a dialog is answered or dismissed, never replaced in place.
  case cannotReplaceDialog
  /// The split has no such column (a supplementary or detail column it was not given, or
  /// one that was removed).
  case noColumn(SplitColumn, in: NodeID)
  /// A split always has a primary column: it can be given another stack, not removed.
  case cannotRemovePrimaryColumn(NodeID)
  /// The split is collapsed in a tree whose width is regular, or side by side in a compact
  /// one; or the tab container shows a sidebar where it should show a tab bar, or the other
  /// way: a tree's splits and tabs follow its width (``NavigationTree/widthClass``).
  case widthMismatch(NodeID, width: WidthClass)
  /// The escape gesture has nothing to do on the screen of this route: it is the root of
  /// what shows, with nothing presented.
  case nothingToEscape(Route)
  /// The escape gesture cannot answer the dialog showing this route: none of its choices
  /// is the one escape makes (its ``DialogAction/Role/cancel`` choice).
  case dialogNeedsAnswer(Route)
}

extension NavigationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .cannotPopRoot(let id): "cannot pop the root of stack \(id)"
    case .nodeNotFound(let id, let place): "no node \(id) in \(place)"
    case .routeNotFound(let route, let place): "no entry shows \(route) in \(place)"
    case .cannotMoveAnchor(let id, let coordinator):
      "\(coordinator) is anchored at \(id): entries above it that may be its flow's cannot move below it"
    case .noSavedStack(let tab): "the \(tab) tab has no saved back stack"
    case .noVisibleContainer(let kind): "no \(kind) is visible"
    case .wrongKind(let id, let expected, let found): "\(id) is a \(found), not a \(expected)"
    case .emptyStack: "a stack needs at least one entry"
    case .emptyContainer(let kind): "a \(kind) needs at least one child"
    case .nothingPresented: "nothing is presented"
    case .levelOutOfRange(let level, let count):
      "no modal at level \(level) (\(count) presented, levels 0..<\(count))"
    case .tabOutOfRange(let index, let count): "no tab at index \(index) (\(count) tabs)"
    case .unknownTab(let name): "no tab named \(name)"
    case .duplicateTab(let name): "two tabs are named \(name)"
    case .pageOutOfRange(let index, let count): "no page at index \(index) (\(count) pages)"
    case .unknownPage(let route): "no page shows \(route)"
    case .noPageAfter: "already on the last page"
    case .noPageBefore: "already on the first page"
    case .misplaced(let kind, let placement): "a \(kind) cannot stand in \(placement)"
    case .invalidRoute(let route, let problem): "invalid route \(route): \(problem)"
    case .notSwipeDismissible(let style): "a \(style) modal cannot be swiped down"
    case .inactiveCoordinator(let name):
      "\(name) is not running: not started, finished, or its navigator was released"
    case .alreadyStarted(let name): "\(name) has already started"
    case .alreadyAnchored(let id): "\(id) already belongs to another coordinator"
    case .illegalStep(let why): "illegal step: \(why)"
    case .notVisible(let id): "\(id) is not visible to the user"
    case .duplicateID(let id): "two nodes have the ID \(id)"
    case .staleNode(let id):
      "\(id) is not in the tree and was handed out before (a stale target, or a node that left)"
    case .idCounterBehind(let lastID, let highest):
      "the ID counter \(lastID) is below the node ID \(highest)"
    case .idsExhausted: "the tree has handed out every node ID"
    case .tabsMismatch(let expected, let found):
      "the tab coordinator has tabs \(expected.map(\.rawValue).joined(separator: "|")), the container \(found.map(\.rawValue).joined(separator: "|"))"
    case .duplicateCompletion(let transaction):
      "the host completed transaction \(transaction) a second time; the call was ignored"
    case .vetoed(let stop): "vetoed by \(stop)"
    case .cancelledByGuard(let name): "held by \(name), then cancelled"
    case .cancelledByForcedChange(let reason): "held, then cancelled by a forced change: \(reason)"
    case .rewrittenByGuard(let name): "replaced by \(name) with another change"
    case .rewriteLoop(let name): "the guards rewrote the change too often (last: \(name))"
    case .droppedAsRepeat: "dropped as a repeat of a request already running or queued"
    case .dialogNeedsOneScreen(let kind): "a dialog shows one screen, not a \(kind)"
    case .dialogOnTop: "a dialog is on top: answer it before presenting anything over it"
    case .cannotReplaceDialog:
      "the top modal is a dialog: answer or dismiss it, a dialog is not replaced in place"
    case .noColumn(let column, let split): "split \(split) has no \(column) column"
    case .cannotRemovePrimaryColumn(let split):
      "split \(split) always has a primary column: give it another stack instead"
    case .widthMismatch(let node, let width):
      "\(node) does not follow the tree's \(width) width (a split is collapsed exactly when "
        + "compact, adaptable tabs show a sidebar exactly when regular)"
    case .nothingToEscape(let route):
      "escape does nothing on \(route): there is no screen to go back to and nothing presented"
    case .dialogNeedsAnswer(let route):
      "escape cannot answer the \(route) dialog: it has no choice that escape makes"
    }
  }
}
