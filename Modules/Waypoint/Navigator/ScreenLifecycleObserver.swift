/// A screen model that hears of its screen's ``ScreenLifecycle``.
///
/// The ``Navigator`` tells a model that conforms of every change of its screen's state, after
/// the host has finished showing it: the first state once the model is made and the host has
/// settled, then each change. It never tells a model of a change the user did not complete (a
/// cancelled back swipe changes nothing), and it tells nothing when the screen leaves: the
/// navigator drops the model then, and reports the ``Departure``.
///
/// In one report, the screens that lose state are told first, top-down, then the screens that
/// gain, bottom-up: the new active screen hears last, so at most one model at a time believes
/// it is active.
///
/// ```swift
/// final class ArticleModel: ScreenLifecycleObserver {
///   private(set) var lifecycle: ScreenLifecycle?
///
///   func screenLifecycleDidChange(to state: ScreenLifecycle) {
///     lifecycle = state
///   }
/// }
/// ```
///
/// See <doc:ScreenLifecycleStates>.
@MainActor
public protocol ScreenLifecycleObserver: AnyObject {
  /// The screen's state changed to `state` (or, the first time, is `state`).
  ///
  /// A request made from here waits until the report ends, as one made from a hook does.
  func screenLifecycleDidChange(to state: ScreenLifecycle)
}
