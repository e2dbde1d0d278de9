/// Where adapters send intents: the app coordinator, or a spy in tests.
@MainActor
package protocol IntentSink: AnyObject {
  /// Carries out an intent; a refused one is journaled and reported (see
  /// ``AppCoordinator/refusals``).
  func handle(_ intent: AppIntent)
}
