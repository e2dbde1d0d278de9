extension Navigator {
  // MARK: Forced changes

  /// Runs `body`, forcing every navigation request it makes: a change the app must make
  /// whatever the user is doing — the session expired, the user logged out, the account was
  /// deleted, a remote sign-out, a forced update.
  ///
  /// A forced change is never held, vetoed, rewritten or cancelled by a guard:
  /// - every guard hears it, with ``GuardedChange/forced`` set, so that it may save what it
  ///   protects (a draft); what it answers is ignored, and an ``GuardAnswer/ask(_:)``'s
  ///   question is never called;
  /// - a back handler whose screen leaves in it is told ``BackEvent/forced(_:)``;
  /// - a held change still waiting when it arrives, or when it runs, is cancelled first
  ///   (``Transaction/Result/cancelledByForcedChange(heldBy:reason:)``; its requester hears
  ///   ``NavigationError/cancelledByForcedChange(_:)``): a question such as a confirmation
  ///   dialog should go when its held change is cancelled (``HeldChange/onAnswer(_:)``), and it
  ///   goes anyway when the forced change removes it;
  /// - every coordinator it finishes finishes with ``FinishReason/forced``, so a flow started
  ///   for a result hears `.ended(.forced)`;
  /// - the journal's entry names the reason (``Transaction/Cause/forced(reason:_:)``);
  /// - once the navigator settles, VoiceOver announces `announcing`, else the words
  ///   ``AccessibilityRules/forcedChange`` gives for the reason: the user did not make it.
  ///
  /// It is still refused for what no guard decides: a request that cannot apply to the tree,
  /// an inert navigator, a finished requester.
  ///
  /// ```swift
  /// try navigator.forcing("session expired") { () throws(NavigationError) in
  ///   try appCoordinator.start(LoginCoordinator(), as: .replaceRoot())
  /// }
  /// ```
  /// - Parameters:
  ///   - reason: Why the change is forced, for the guards, the journal and the refusals.
  ///   - announcing: What VoiceOver announces after it; `nil` for the rules' words.
  ///   - body: Makes the requests (through any coordinator of this navigator).
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @discardableResult
  public func forcing<Result, Failure: Error>(
    _ reason: AppValue, announcing: String? = nil, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outer = forcedReason
    forcedReason = Forcing(reason: reason, announcement: announcing)
    defer { forcedReason = outer }
    return try body()
  }

  /// Cancels every held change still waiting, because a forced change overrides it.
  func cancelHeldChanges(for reason: AppValue) {
    guard !heldRequests.isEmpty else { return }
    for held in heldRequests where held.change.state == .waiting {
      held.change.cancel(forcedBy: reason)
    }
  }

  /// Journals that a forced change cancelled the held change `change`.
  func recordCancellation(of change: HeldChange, _ held: HeldRequest, forcedBy reason: AppValue) {
    journal.record(
      cause: change.cause,
      result: .cancelledByForcedChange(heldBy: change.guardName, reason: reason))
    endHeld(held, NavigationError.cancelledByForcedChange(reason))
  }

  /// Lets every guard hear a forced change, ignoring its answers: it may save what it holds.
  func tellGuards(forced plan: TransactionPlan, for request: Request) {
    guard !guards.isEmpty else { return }
    let change = guardedChange(plan, for: request)
    for registered in guards {
      if registered.hasOwner {
        guard let owner = registered.owner, owner.isActive else { continue }
      }
      _ = registered.answer(change)
    }
  }
}

extension Coordinator {
  /// Runs `body`, forcing every navigation request it makes (see
  /// ``Navigator/forcing(_:announcing:_:)``): no guard holds, vetoes, rewrites or cancels them.
  ///
  /// ```swift
  /// try forcing("logged out") { () throws(NavigationError) in
  ///   try start(SplashCoordinator(), as: .replaceRoot())
  /// }
  /// ```
  /// - Throws: What `body` throws; ``NavigationError/inactiveCoordinator(_:)`` when this
  ///   coordinator does not run (nothing is forced then, and `body` does not run).
  @discardableResult
  public func forcing<Result>(
    _ reason: AppValue, _ body: () throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    guard let navigator, !isFinished else { throw .inactiveCoordinator(name) }
    return try navigator.forcing(reason, body)
  }
}

/// Why the requests made now are forced, as the navigator and its requests hold it: one
/// reference, so that the common case — nothing forced — costs a nil check on the transaction
/// path, not the copy of an optional existential.
final class Forcing: Sendable {
  let reason: AppValue
  /// What is announced after the change; `nil` for the rules' words.
  let announcement: String?
  init(reason: AppValue, announcement: String? = nil) {
    self.reason = reason
    self.announcement = announcement
  }
}
