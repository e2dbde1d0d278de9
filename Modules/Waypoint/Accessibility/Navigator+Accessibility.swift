/// What a navigator keeps to move accessibility focus after its changes (see
/// ``AccessibilityRules``). Only a navigator whose host is an ``AccessibilityHost`` keeps it.
struct AccessibilityState {
  /// The host to tell, when it is one.
  var host: (any AccessibilityHost)?
  var rules = AccessibilityRules()
  /// Where focus is.
  var focus: FocusTarget?
  /// What the tree showed before the first change since the navigator last settled: its
  /// visible screen, and the last node ID it had handed out (a screen with a later one is
  /// new).
  var before: (shown: Screen, lastID: UInt64)?
  /// The nodes that left the tree since it last settled.
  var departed: SmallSet<NodeID> = []
  /// Whether something changed, or was announced, since it last settled.
  var isPending = false
  /// Whether a change since then laid what shows out again (a change of width).
  var isRelaidOut = false
  /// What waits to be announced.
  var announcements: [String] = []
  /// For each screen covered while an element of it had focus, that element: where focus
  /// comes back to.
  var openers: [NodeID: String] = [:]
}

extension Navigator {
  /// Where accessibility focus is, as the navigator moved it and the host reported it
  /// (``focusMoved(to:on:)``); `nil` until it has settled once, and always with a host that
  /// is not an ``AccessibilityHost``.
  public var focus: FocusTarget? { accessibility.focus }

  /// How focus follows navigation and what is announced: the defaults, and the app's rules
  /// per route. See <doc:AccessibleNavigation>.
  public var accessibilityRules: AccessibilityRules {
    get { accessibility.rules }
    set { accessibility.rules = newValue }
  }

  /// Announces `text` once the navigator has settled, after focus has moved: for a change
  /// the user did not make (a link that landed, screens a restoration left out). Call it
  /// from the change's own work (``NavigationDraft/announce(_:)``), so a change that is
  /// refused announces nothing. Empty text is ignored, and so is a repeat of the text
  /// waiting to be announced.
  public func announce(_ text: String) {
    guard accessibility.host != nil, !text.isEmpty, accessibility.announcements.last != text
    else { return }
    accessibility.announcements.append(text)
    accessibility.isPending = true
    if !pumping, !insideRun { pump() }
  }

  /// The user moved focus to `element` of `screen` (VoiceOver's cursor, or the element they
  /// activated; `nil` for the screen itself). When what that element opens leaves, focus
  /// comes back to it.
  /// - Throws: `NavigationError.notVisible(_:)` when focus cannot be on `screen`: it is not
  ///   shown on the top level (``NavigationTree/canHoldFocus(_:)``).
  public func focusMoved(to element: String?, on screen: NodeID) throws(NavigationError) {
    guard accessibility.host != nil else { return }
    guard tree.canHoldFocus(screen), let shown = tree.node(screen), case .screen(let found) = shown
    else { throw .notVisible(screen) }
    accessibility.focus = FocusTarget(screen: screen, route: found.route, element: element)
  }

  /// Answers the dialog whose screen is `dialog` with its cancelling choice
  /// (``ChoosableDialog/chooseEscapeAction()``): what the escape gesture does on a dialog.
  /// - Returns: `false` when no dialog runs there, it has no cancelling choice, or the answer
  ///   was refused.
  public func escapeDialog(_ dialog: NodeID) -> Bool {
    (anchors[dialog] as? any ChoosableDialog)?.chooseEscapeAction() ?? false
  }

  /// Notes a change about to commit, with the nodes that leave in it, for the focus and
  /// announcements after it.
  func noteAccessibleChange(_ request: Request, steps: [Step], departed: SmallSet<NodeID>) {
    if accessibility.before == nil { accessibility.before = (tree.visibleScreen, tree.lastID) }
    accessibility.isPending = true
    if !departed.isEmpty {
      if accessibility.departed.isEmpty {
        accessibility.departed = departed
      } else {
        accessibility.departed.formUnion(departed)
      }
    }
    if case .resize? = request.gesture {
      accessibility.isRelaidOut = true
    } else if steps.contains(where: { if case .resize = $0 { true } else { false } }) {
      accessibility.isRelaidOut = true
    }
    if let forced = request.forced {
      let words = forced.announcement ?? accessibility.rules.announcement(forced: forced.reason)
      if !words.isEmpty, accessibility.announcements.last != words {
        accessibility.announcements.append(words)
      }
    }
  }

  /// Once settled, moves focus where the rules say and hands the host the update.
  func settleAccessibility() {
    guard let host = accessibility.host, !isInTransaction, queue.isEmpty,
      deferredGestures.isEmpty
    else { return }
    var state = accessibility
    let before = state.before ?? (tree.visibleScreen, tree.lastID)
    let planner = FocusPlanner(rules: state.rules) { [models] screen in
      (models[screen.id] as? any NamesFirstFocus)?.firstFocus
    }
    let departed = state.departed
    let move = planner.move(
      to: tree, from: before.shown, focus: state.focus, relaidOut: state.isRelaidOut,
      left: { departed.contains($0) }, wasThere: { $0.rawValue <= before.lastID },
      openers: &state.openers)
    let update = AccessibilityUpdate(
      focus: move?.target, change: move?.change ?? .screen, announcements: state.announcements)
    if let move { state.focus = move.target }
    state.before = nil
    state.departed = []
    state.isPending = false
    state.isRelaidOut = false
    state.announcements = []
    accessibility = state
    if update.focus != nil || !update.announcements.isEmpty { host.accessibilityDidChange(update) }
  }
}

/// Where focus goes after a change, by ``AccessibilityRules``, from the trees before and
/// after it.
struct FocusPlanner {
  let rules: AccessibilityRules
  /// The element a screen's model names to start on.
  let modelFirstFocus: (Screen) -> String?

  /// Where focus moves after a change that left `wasShown` (the screen shown before it)
  /// and `after`, and how much changed; `nil` when it stays. `left` says which nodes left the
  /// tree in the change, `wasThere` which were in it before. Remembers in `openers` the
  /// element that had focus on a screen that is now covered, and forgets screens that left.
  func move(
    to after: NavigationTree, from wasShown: Screen, focus: FocusTarget?, relaidOut: Bool,
    left: (NodeID) -> Bool, wasThere: (NodeID) -> Bool, openers: inout [NodeID: String]
  ) -> (target: FocusTarget, change: AccessibilityUpdate.Change)? {
    let shown = after.visibleScreen
    if !openers.isEmpty { openers = openers.filter { !left($0.key) } }
    if let focus, after.canHoldFocus(focus.screen) {
      // Focus is on a screen the user still sees on top: it stays, unless another came on top.
      if shown.id == wasShown.id || focus.screen == shown.id {
        return relaidOut ? (focus, .layout) : nil
      }
    }
    if let focus, focus.screen != shown.id, !left(focus.screen) {
      // Covered, not gone: focus comes back to the element when what covers it leaves.
      openers[focus.screen] = focus.element
    }
    let rule = rules.rule(for: shown.route)
    let start = rule.firstElement ?? modelFirstFocus(shown)
    if shown.id != wasShown.id, left(wasShown.id), wasThere(shown.id) {
      // The user came back to a screen that was there: a pop, a dismissal.
      let element = rule.returnsToOpener ? openers[shown.id] : start
      return (FocusTarget(screen: shown.id, route: shown.route, element: element), .layout)
    }
    return (FocusTarget(screen: shown.id, route: shown.route, element: start), .screen)
  }
}

extension NavigationTree {
  /// Whether accessibility focus may be on `screen`: it is the visible screen, or the top of a
  /// stack shown beside it (a split's columns side by side), on the top level. Never a screen
  /// behind a modal, under another screen, on a hidden tab or page, or out of the tree.
  public func canHoldFocus(_ screen: NodeID) -> Bool {
    if visibleScreen.id == screen { return true }
    guard let split = visibleSplit, !split.isCollapsed else { return false }
    return split.stacks.contains { $0.top.visibleScreen.id == screen }
  }
}
