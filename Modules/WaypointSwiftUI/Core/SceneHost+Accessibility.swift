public import Waypoint

extension SceneHost: AccessibilityHost {
  /// Hands the renderer where focus goes and what to announce once the bindings show the
  /// navigator's tree and nothing animates: at once when nothing moves, else when the last
  /// transaction completes, so VoiceOver never lands on a view that is about to go.
  public func accessibilityDidChange(_ update: AccessibilityUpdate) {
    pendingAccessibility = pendingAccessibility?.followed(by: update) ?? update
    if !isBusy { postAccessibility() }
  }

  /// Hands the renderer what waits, once the host has settled.
  func postAccessibility() {
    guard let update = pendingAccessibility else { return }
    pendingAccessibility = nil
    renderer.accessibilityDidChange(update)
  }

  /// The escape gesture on what shows (`.accessibilityAction(.escape)`: VoiceOver's
  /// two-finger scrub, the Escape key): a dialog takes its cancelling choice; a screen that
  /// handles the back takes it; otherwise the visible stack goes back one screen, or, at the
  /// root of what the top modal shows, the modal is dismissed
  /// (`NavigationTree.escapeGesture()`), once the navigator's guards allow it: an unsaved note
  /// asks first. The host shows it once the navigator has it.
  /// - Returns: Whether escape did something: `true` when the host goes back or dismisses, a
  ///   dialog was answered, a screen took the back, or a guard asks; `false` where escape has
  ///   nothing to do, or a guard vetoed it.
  @discardableResult
  public func userEscaped() -> Bool {
    if let top = target.modals.last, top.style.isDialog {
      return receiver?.escapeDialog(top.content.id) ?? false
    }
    if let verdict = receiver?.offerBack(.tap) { return verdict.didSomething }
    guard let gesture = try? target.escapeGesture(),
      let steps = try? target.userSteps(for: gesture), !steps.isEmpty
    else { return false }
    let verdict = attempt(gesture)
    guard verdict.isAllowed else { return verdict.didSomething }
    // Not shown yet: the host shows it once the navigator has it.
    _ = try? target.apply(steps: steps)
    report(gesture)
    pump()
    return true
  }
}

extension SceneHost {
  /// VoiceOver's focus moved to `element` of `screen` (`View.focusableElement(named:)`
  /// reports it), which the navigator keeps (`Navigator.focusMoved(to:on:)`); focus on a
  /// screen it cannot be on is ignored.
  public func userFocused(_ element: String?, on screen: NodeID) {
    try? receiver?.focusMoved(to: element, on: screen)
  }
}

extension GestureVerdict {
  /// Whether a verdict on an escape did something the user notices: `false` for a veto.
  var didSomething: Bool {
    if case .vetoed = self { false } else { true }
  }
}
