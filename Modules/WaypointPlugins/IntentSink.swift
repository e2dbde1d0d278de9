/// Where a feature's adapter sends the app's intents: the app's root coordinator, or a spy in
/// tests. `Intent` is the app's own type of intents (where to go: `showArticle(id:on:)`).
@MainActor
public protocol IntentSink<Intent>: AnyObject {
  /// The app's intents.
  associatedtype Intent

  /// Carries out an intent; the app journals and reports one it refuses.
  func handle(_ intent: Intent)

  /// Carries out an intent that a feature's `Navigation` method asked for; `action` is the
  /// method as `#function` names it (`articleTapped(id:)`). An app that runs one feature alone
  /// records the action instead; by default, the same as ``handle(_:)``.
  func handle(_ intent: Intent, askedBy action: String)
}

extension IntentSink {
  public func handle(_ intent: Intent, askedBy action: String) {
    handle(intent)
  }
}

/// The base of a feature's adapter: where its intents go (held weakly) and the context of the
/// flow it serves. An app's adapter for a feature subclasses it with the app's intents and
/// implements the feature's `Navigation` protocol, each action one ``send(_:action:)``:
///
/// ```swift
/// final class TodayNavigationAdapter: IntentAdapter<AppIntent>, TodayNavigation {
///   func articleTapped(id: Int) {
///     send(.showArticle(id: id, on: context.tab))
///   }
/// }
/// ```
@MainActor
open class IntentAdapter<Intent> {
  private weak var sink: (any IntentSink<Intent>)?
  /// Where the flow runs: its tab, if any.
  public let context: FlowContext

  /// An adapter that sends intents to `sink` (held weakly) for a flow in `context`.
  public init(sink: any IntentSink<Intent>, context: FlowContext = .root) {
    self.sink = sink
    self.context = context
  }

  /// Sends `intent` to the app, asked for by the calling `Navigation` method (`action`, filled
  /// in by the compiler: `articleTapped(id:)`). Nothing happens once the app has gone.
  public func send(_ intent: Intent, action: String = #function) {
    sink?.handle(intent, askedBy: action)
  }
}
