public import Waypoint

extension ContainerHost {
  /// The user tapped a back control the app installed: offers the back to the screens that
  /// handle it first, and otherwise pops the visible stack one level once the navigator's
  /// guards allow it.
  ///
  /// `UINavigationController`'s own back button pops before anyone is asked: its delegate
  /// hears of the pop once it happened, so neither a screen's back handler nor a guard can
  /// stop it, and the host reports it after the fact (`Gesture.backButton`). A screen whose
  /// back must be answered first replaces the button (hide it with
  /// `navigationItem.hidesBackButton` and set a `leftBarButtonItem`) and calls this from its
  /// action:
  ///
  /// ```swift
  /// @objc func backTapped() {
  ///   _ = try? host.userTappedBack()
  /// }
  /// ```
  /// - Returns: `GestureVerdict.allowed` when the host pops the stack (through its queue,
  ///   and reports a `Gesture.backButton`); otherwise what a screen or a guard answered,
  ///   which the navigator has journaled, and nothing else happens.
  /// - Throws: `NavigationError.noVisibleContainer(_:)` when no stack is visible, and
  ///   `NavigationError.cannotPopRoot(_:)` at its root, once the screens passed.
  @discardableResult
  public func userTappedBack() throws(NavigationError) -> GestureVerdict {
    if let verdict = receiver?.offerBack(.tap) { return verdict }
    let gesture = try target.backTap()
    let verdict = attempt(gesture)
    guard verdict.isAllowed else { return verdict }
    switch gesture {
    case .backButton(let stack, let below):
      performAllowed(gesture, steps: [.pop(to: below, in: stack)])
    case .backToColumn(let column, let split):
      // At the root of a collapsed split's column on top: the column before it comes on top.
      performAllowed(gesture, steps: [.showColumn(column, in: split)])
    default: return verdict
    }
    return .allowed
  }
}
