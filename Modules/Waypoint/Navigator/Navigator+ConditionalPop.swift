extension Navigator {
  /// Pops a stack while `condition` holds for the screen on top, on behalf of the root
  /// coordinator: one pop to the first entry, from the top down, whose screen does not meet
  /// the condition, or to the root, which is never popped.
  ///
  /// ```swift
  /// // Leave every step of the checkout, whatever their number.
  /// try navigator.pop(while: { $0.route.name.hasPrefix("Checkout") })
  /// ```
  ///
  /// The condition sees each entry's screen (a page container's current page), from the top
  /// down, and is not asked about the root. The request is a ``NavigationDraft`` titled
  /// `pop while a condition holds`: the condition is evaluated when it runs (after the running
  /// transaction, if one runs), on the tree as it is then, and the draft performs
  /// ``NavigationOperation/popTo(_:)`` to the entry found. When the condition does not hold
  /// for the top, nothing is popped: the request applies with no steps, as popping to the root
  /// at the root does, so popping "while on a step" twice is harmless.
  ///
  /// - Parameters:
  ///   - condition: Whether to pop the entry showing this screen.
  ///   - stack: The stack to pop; `nil` for the visible stack.
  /// - Throws: ``NavigationError`` when it runs now and is refused (no visible stack, a
  ///   `stack` that is not one); the tree is then unchanged.
  @discardableResult
  public func pop(
    while condition: @escaping @MainActor (Screen) -> Bool, stack: NodeID? = nil
  ) throws(NavigationError) -> RequestOutcome {
    try submitPop(while: condition, stack: stack, by: root)
  }

  /// Submits a pop while `condition` holds, on behalf of `requester`.
  func submitPop(
    while condition: @escaping @MainActor (Screen) -> Bool, stack: NodeID?,
    by requester: Coordinator
  ) throws(NavigationError) -> RequestOutcome {
    let title = "pop\(stack.map { " \($0)" } ?? "") while a condition holds"
    return try perform(title, by: requester) { draft throws(NavigationError) in
      let target = try draft.tree.entry(poppingWhile: condition, in: stack)
      try draft.perform(.popTo(target.id))
    }
  }
}
