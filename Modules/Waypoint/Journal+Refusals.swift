extension Journal {
  /// Records an intent the app refused before it reached the navigator (a tab bar that is not
  /// shown, content that does not exist), so every refusal is in the journal with its cause.
  ///
  /// ```swift
  /// navigator.journal.recordRefusal(of: "show article 99", error: .unknownRoute(route))
  /// ```
  /// Observers are told at once (after any record they are being told of); requests they make
  /// are queued behind the refusal, as they would be behind any transaction.
  public func recordRefusal(of intent: String, error: NavigationError) {
    record(cause: .intent(intent), result: .refused(error), finished: [])
    if let requestDelivery { requestDelivery() } else { deliver() }
  }
}
