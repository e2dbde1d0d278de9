public import Waypoint

/// What the host tells assistive technologies: where VoiceOver's focus goes, and what it
/// announces. In the UIKit layer, `UIAccessibility.post(notification:argument:)`.
@MainActor
public protocol AccessibilityPoster: AnyObject {
  /// Moves focus to `target`: the subview of its screen's view controller whose
  /// `accessibilityIdentifier` is the target's element, or, without one (or when the screen
  /// no longer has it), the screen's view. `.screen` posts `.screenChanged`, `.layout` posts
  /// `.layoutChanged`.
  func moveFocus(to target: FocusTarget, change: AccessibilityUpdate.Change)
  /// Announces `text` after what VoiceOver is reading (`.announcement`, queued).
  func announce(_ text: String)
}

extension ContainerHost: AccessibilityHost {
  /// Moves focus and announces once the containers have settled: at once when nothing
  /// moves, else when the last transition ends, so VoiceOver never lands on a view that is
  /// about to go. Focus goes first, then the announcements, in order.
  public func accessibilityDidChange(_ update: AccessibilityUpdate) {
    pendingAccessibility = pendingAccessibility?.followed(by: update) ?? update
    if !isBusy { postAccessibility() }
  }

  /// Posts what waits, once the host has settled.
  func postAccessibility() {
    guard let update = pendingAccessibility, let poster = containers.accessibility else {
      pendingAccessibility = nil
      return
    }
    pendingAccessibility = nil
    if let focus = update.focus { poster.moveFocus(to: focus, change: update.change) }
    for text in update.announcements { poster.announce(text) }
  }

  /// The escape gesture on what shows (`accessibilityPerformEscape()`: VoiceOver's two-finger
  /// scrub, the Escape key): a dialog takes the choice escape makes
  /// (its `.cancel` choice); a screen that handles the back takes it; otherwise the
  /// visible stack goes back one screen, or, at the root of what the top modal shows, the
  /// modal is dismissed (`NavigationTree.escapeGesture()`), once the navigator's guards allow
  /// it: an unsaved note asks first.
  /// - Returns: Whether escape did something, as `accessibilityPerformEscape()` returns: `true`
  ///   when the host goes back or dismisses, a dialog was answered, a screen took the back,
  ///   or a guard asks; `false` where escape has nothing to do, a guard vetoed it, or a
  ///   transition runs.
  @discardableResult
  public func userEscaped() -> Bool {
    if let top = target.modals.last, top.style.isDialog {
      return receiver?.escapeDialog(top.content.id) ?? false
    }
    if let verdict = receiver?.offerBack(.tap) { return Self.didSomething(verdict) }
    guard !isBusy, let gesture = try? target.escapeGesture(),
      let steps = try? target.userSteps(for: gesture), !steps.isEmpty
    else { return false }
    let verdict = attempt(gesture)
    guard verdict.isAllowed else { return Self.didSomething(verdict) }
    performAllowed(gesture, steps: steps)
    return true
  }

  /// VoiceOver's focus moved to `element` of `screen`, which the navigator keeps
  /// (`Navigator.focusMoved(to:on:)`); focus on a screen it cannot be on is ignored.
  public func userFocused(_ element: String?, on screen: NodeID) {
    try? receiver?.focusMoved(to: element, on: screen)
  }

  /// Whether a verdict on an escape did something the user notices.
  private static func didSomething(_ verdict: GestureVerdict) -> Bool {
    switch verdict {
    case .allowed, .handledByScreen, .held, .rewritten: true
    case .vetoed: false
    }
  }
}
