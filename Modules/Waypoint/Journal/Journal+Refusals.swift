extension Journal {
  /// Records an intent the app refused before it reached the navigator (a tab bar that is not
  /// shown, content that does not exist), so every refusal is in the journal with its cause.
  /// Both values keep their types (see ``AppValue``).
  ///
  /// ```swift
  /// navigator.journal.recordRefusal(of: AppIntent.showArticle(id: 99), because: .noSuchArticle(99))
  /// ```
  /// Observers are told at once (after any record they are being told of); requests they make
  /// are queued behind the refusal, as they would be behind any transaction.
  public func recordRefusal(
    of intent: some Hashable & Sendable & CustomStringConvertible,
    because reason: some Hashable & Sendable & CustomStringConvertible
  ) {
    recordAppDecision(intent, .refusedByApp(AppValue(reason)))
  }

  /// Records an intent the app holds to carry out later (a link that arrives while the user
  /// is logged out waits for login), so the journal says where it went. Nothing changed.
  ///
  /// ```swift
  /// navigator.journal.recordHeld(AppIntent.open(link), because: "waiting for login")
  /// ```
  /// Observers are told as for ``recordRefusal(of:because:)``.
  public func recordHeld(
    _ intent: some Hashable & Sendable & CustomStringConvertible,
    because reason: some Hashable & Sendable & CustomStringConvertible
  ) {
    recordAppDecision(intent, .heldByApp(AppValue(reason)))
  }

  /// Records what the app decided about one of its intents, and has observers told.
  private func recordAppDecision(
    _ intent: some Hashable & Sendable & CustomStringConvertible, _ result: Transaction.Result
  ) {
    record(cause: .intent(AppValue(intent)), result: result)
    if let requestDelivery { requestDelivery() } else { deliver() }
  }
}
