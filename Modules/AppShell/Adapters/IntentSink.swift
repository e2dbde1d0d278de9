/// Where adapters send intents: the app coordinator, or a spy in tests.
@MainActor
public protocol IntentSink: AnyObject {
  /// Carries out an intent.
  func handle(_ intent: AppIntent)
}
