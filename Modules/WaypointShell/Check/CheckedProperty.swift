import Foundation
import Waypoint
import WaypointPlugins

/// Waypoint's own properties, which `check` verifies in every state it reaches and a flow
/// verifies with `expect holds NAME`. The app adds its own (``DriverSurface/properties``).
package enum CheckedProperty: String, CaseIterable, Sendable {
  /// The tree validates, and the headless host shows exactly it, with no step it could not
  /// render.
  case shown
  /// The user can reach a root (no modal, and the visible stack, if any, at its first screen)
  /// with back, edge swipes, swipe-downs and tab taps alone, answering each dialog as they
  /// choose.
  case wayOut = "way-out"
  /// Every guard that asks lets the user leave: no dialog, answered either way, keeps them
  /// from a root. A way-out failure that passes through a dialog is reported as this.
  case noTrap = "no-trap"
  /// Every declared link lands (its screen shows, on top), waits, or is refused with a typed
  /// reason.
  case links
  /// Saving the navigation and relaunching as iOS does after the system ended the app gives
  /// back the same tree (dialogs aside: a question ends with the process) and the same screen
  /// states.
  case restores
  /// A forced session expiry lands on the sign-in screen, and signing in again as the same
  /// account comes back to the same screens (``DriverSurface/expiry``).
  case expiry
  /// Every coordinator and screen model the tree no longer holds is released.
  case released
  /// Accessibility focus is on a screen the user sees on top: never behind a modal, on a
  /// hidden tab or page, or on a screen that left.
  case focus

  /// What it says, for reports and the help.
  package var summary: String {
    switch self {
    case .shown: "the tree validates and the host shows it"
    case .wayOut: "back, swipes and tab taps lead to a root"
    case .noTrap: "every guard lets the user leave"
    case .links: "every link lands, waits or is refused with a reason"
    case .restores: "save and restore give back the same screens and states"
    case .expiry: "a session expiry lands on sign-in, and signing in comes back"
    case .released: "what leaves the tree is released"
    case .focus: "focus is on what shows on top, never behind a modal"
    }
  }
}

/// How `check` and `expect holds NAME` decide whether a property holds where a session is.
/// Each returns `nil` when it holds, else why not.
@MainActor
enum PropertyCheck {
  /// ``CheckedProperty/shown``.
  static func shown(_ session: ShellSession) -> String? {
    do {
      try session.tree.validate()
    } catch {
      return "the tree does not validate: \(error)"
    }
    if let mismatch = session.host.mismatches.first {
      return "the host could not render a step: \(mismatch)"
    }
    guard session.host.rendered == session.tree else {
      return "the host shows \(GraphState.shape(of: session.host.rendered)), the navigator "
        + "holds \(GraphState.shape(of: session.tree))"
    }
    return nil
  }

  /// ``CheckedProperty/released``.
  static func released(_ session: ShellSession) -> String? {
    let leaked = session.trackers.flatMap(\.leaked)
    return leaked.isEmpty
      ? nil
      : "still alive after leaving the tree: "
        + leaked.joined(separator: ", ")
  }

  /// ``CheckedProperty/focus``.
  static func focus(_ session: ShellSession) -> String? {
    guard let focus = session.host.focus else { return "nothing has focus" }
    if focus != session.app.navigator.focus {
      let navigator = session.app.navigator.focus.map(ShellSession.written) ?? "nothing"
      return "the host has focus on \(ShellSession.written(focus)), the navigator on \(navigator)"
    }
    let tree = session.tree
    guard tree.canHoldFocus(focus.screen) else {
      let written = ShellSession.written(focus)
      guard tree.contains(focus.screen) else { return "focus is on \(written), which left" }
      if let modal = tree.modals.last, tree.modalLevel(of: focus.screen) != tree.modals.count - 1 {
        let over = ScreenNotation.written(modal.content.visibleScreen.route)
        return "focus is on \(written), behind the modal \(over)"
      }
      return "focus is on \(written), which the user does not see"
    }
    return nil
  }

  /// An app's own property.
  static func holds(_ property: AppProperty, _ session: ShellSession) -> String? {
    property.holds(session.app) ? nil : "it does not hold: \(property.summary)"
  }

  /// ``CheckedProperty/restores``: saves, relaunches restoring, and compares. The session
  /// runs the relaunched app afterwards.
  static func restores(_ session: ShellSession) -> String? {
    let before = Saved(session)
    do {
      try session.run(.restore)
    } catch {
      return "the relaunch failed: \(error)"
    }
    // The kit starts fresh, by design, from a tree without the main tabs (launch,
    // onboarding, login): nothing was to be restored.
    if session.app.restoration.outcome == .nothingToRestore { return nil }
    if let outcome = session.app.restoration.outcome, outcome != .restored {
      return "the relaunch did not restore: \(outcome)"
    }
    let after = Saved(session)
    if after.shape != before.shape {
      return "it restored \(after.shape) instead of \(before.shape)"
    }
    if after.states != before.states {
      return "the screens' states came back as \(after.states) instead of \(before.states)"
    }
    return nil
  }

  /// ``CheckedProperty/expiry``: forces the expiry, expects the sign-in screen, signs in
  /// again and compares. The session is signed in again afterwards (when it could be).
  static func expiry(_ session: ShellSession) -> String? {
    guard let expiry = session.surface.expiry,
      let command = session.surface.command(named: expiry.command)
    else { return "the app declares no session expiry" }
    guard command.isAvailable(session.app) else { return nil }
    let before = Saved(session)
    do {
      try session.run(.app(expiry.command))
    } catch {
      return "\(expiry.command) failed: \(error)"
    }
    let landed = session.tree.visibleScreen.route
    guard landed.name == expiry.landsOn, session.tree.modals.isEmpty else {
      return "\(expiry.command) showed \(GraphState.shape(of: session.tree)), not \(expiry.landsOn)"
    }
    let arguments = session.surface.sampleArguments[expiry.signIn] ?? []
    do {
      try session.run(.tap(expiry.signIn, arguments))
    } catch {
      return "signing in again (\(expiry.signIn)) failed: \(error)"
    }
    let after = Saved(session)
    guard after.shape == before.shape, after.states == before.states else {
      return "signing in again showed \(after.shape) instead of \(before.shape)"
    }
    return nil
  }

  /// What a restoration must give back: the tree without node IDs and without dialogs, and
  /// each screen's saved state in tree order.
  struct Saved: Equatable {
    let shape: String
    let states: [String]

    @MainActor init(_ session: ShellSession) {
      let tree = NavigationStore.withoutDialogs(session.tree)
      shape = GraphState.shape(of: tree)
      let (states, _) = ScreenStates.capture(tree, models: session.app.navigator.model(for:))
      var ordered: [String] = []
      tree.forEachNode { node in
        let screens: [Screen] =
          switch node {
          case .screen(let screen): [screen]
          case .pages(let pages): pages.pages
          default: []
          }
        for screen in screens {
          if let state = states.states[screen.id] { ordered.append("\(screen.route): \(state)") }
        }
      }
      self.states = ordered
    }
  }

  /// ``CheckedProperty/links``, for a link just opened: it landed and its screen shows on
  /// top; it waits; or it was refused for a reason a feature (`EntryRefusal`) or a guard
  /// gave, or because its page is hidden now. A refusal for anything else is a failure of the app's wiring the user would see as
  /// a link that does nothing: no entry opens its route, a tab or the main tab bar it needs is
  /// not there, the navigator refused the request the app built, or the declared example does
  /// not read.
  static func link(_ outcome: LinkOutcome, showing tree: NavigationTree) -> String? {
    switch outcome {
    case .landed(let route):
      guard !screensOnTop(tree).contains(route) else { return nil }
      return "it says it landed on \(ScreenNotation.written(route)), but "
        + "\(ScreenNotation.written(tree.visibleScreen.route)) shows"
    case .held: return nil
    case .refused(.feature), .refused(.pageNotShown): return nil
    case .refused(.navigation(let error)):
      switch error {
      case .vetoed, .cancelledByGuard, .cancelledByForcedChange, .rewrittenByGuard,
        .droppedAsRepeat, .dialogOnTop:
        return nil
      default: return "the navigator refused what the app built for it: \(error)"
      }
    case .refused(let refusal): return "refused for no reason a feature gave: \(refusal)"
    }
  }

  /// The screens the user sees on top: the visible screen, or under a split shown side by side
  /// with no modal over it, the top of each column.
  static func screensOnTop(_ tree: NavigationTree) -> [Route] {
    guard tree.modals.isEmpty, let split = tree.visibleSplit, !split.isCollapsed else {
      return [tree.visibleScreen.route]
    }
    return split.stacks.map { Node.stack($0).visibleScreen.route }
  }

  /// Whether a move that turned `before` into `after` is a way out: back, a finished edge
  /// swipe, a swipe-down, a tab tap, an answer to a dialog, or a screen's own button that
  /// dismissed a modal or popped the visible stack (`close`, `cancel`, `back`).
  static func isEscape(
    _ command: Command, before: NavigationTree, after: NavigationTree
  ) -> Bool {
    switch command {
    case .back, .edgeSwipe(completed: true), .swipeDown, .tab: return true
    case .tap:
      if showsDialog(before) || after.modals.count < before.modals.count { return true }
      guard after.modals.count == before.modals.count, let old = before.visibleStack,
        let new = after.visibleStack, old.id == new.id
      else { return false }
      return new.entries.array.count < old.entries.array.count
    default: return false
    }
  }

  /// Whether `tree` shows a root: no modal, and the visible stack (if any) at its first
  /// screen. A way out from a state ends at a root in the same group (``group(of:)``).
  static func isRoot(_ tree: NavigationTree) -> Bool {
    tree.modals.isEmpty && (tree.visibleStack?.entries.array.count ?? 1) <= 1
  }

  /// Where a way out must lead: the tab selected on the visible path (the root of the current
  /// tab), or, outside a tab bar, `""` (any root outside one: the launch screen, a sign-in).
  static func group(of tree: NavigationTree) -> String {
    var node = tree.root
    while true {
      switch node {
      case .screen, .pages: return ""
      case .stack(let stack): node = stack.top
      case .tabs(let tabs): return tabs.selected.name.rawValue
      case .split(let split): node = .stack(split.focusedStack)
      }
    }
  }

  /// Where `session`'s journal is now, to ask ``guardAsked(since:in:)`` after a command.
  static func journalMark(_ session: ShellSession) -> (app: ShellApp, count: Int) {
    (session.app, session.app.navigator.journal.recordedCount)
  }

  /// Whether a guard held a change (to ask the user) since `mark`, in the same app.
  static func guardAsked(since mark: (app: ShellApp, count: Int), in session: ShellSession)
    -> Bool
  {
    guard mark.app === session.app else { return false }
    return session.app.navigator.journal.entries(after: mark.count).contains {
      if case .held = $0.result { true } else { false }
    }
  }

  /// Whether `session` shows a dialog on top.
  static func showsDialog(_ tree: NavigationTree) -> Bool {
    tree.modals.last?.style.isDialog == true
  }
}
