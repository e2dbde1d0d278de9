/// Where adapters send intents: the app coordinator, or a spy in tests.
@MainActor
package protocol IntentSink: AnyObject {
  /// Carries out an intent; a refused one is journaled and reported (see
  /// ``AppCoordinator/refusals``).
  func handle(_ intent: AppIntent)

  /// Carries out an intent that a feature's `Navigation` method asked for; `action` is the
  /// method as `#function` names it (`articleTapped(id:)`). A feature run alone records the
  /// action instead (``FeatureAlone``); by default, the same as ``handle(_:)``.
  func handle(_ intent: AppIntent, askedBy action: String)
}

extension IntentSink {
  package func handle(_ intent: AppIntent, askedBy action: String) {
    handle(intent)
  }
}
