/// What became of a navigation request.
public enum RequestOutcome: Sendable {
  /// It ran now, as this transaction.
  case applied(Transaction)
  /// A transaction was running; it runs after it, in order.
  case queued
  /// It repeated the running request or a queued one (a double tap) and was dropped.
  case dropped
  /// A guard holds it until it has an answer (see ``GuardAnswer/ask(_:)``).
  case held(HeldChange)
}

/// Something that left with its part of the tree.
public enum Departure {
  /// A coordinator finished.
  case coordinator(Coordinator, FinishReason)
  /// A screen left, and the navigator dropped its model; or a page moved out of the pages
  /// whose models its container keeps (``PageModels/nearCurrent``).
  case model(AnyObject, Screen)
}
