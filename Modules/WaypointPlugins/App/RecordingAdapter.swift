/// The intents of an app that runs one feature in a shell of its own, with no other feature
/// built: what the feature asked of the app, written out, since no app is there to carry it
/// out (``RecordingAdapter``).
public enum RecordedIntent: NavigationIntent {
  /// A `Navigation` method the feature called, with its arguments: `articleTapped(id: 3)`.
  case asked(String)
  /// A link that reached the app (a feature run alone refuses it).
  case openLink(String, from: LinkSource)

  public var description: String {
    switch self {
    case .asked(let call): call
    case .openLink(let link, let source): "openLink(\(link), from: \(source))"
    }
  }
}

/// The adapter of a feature run in a shell of its own: it implements the feature's
/// `Navigation` protocol by recording each call, one ``record(_:action:)`` per method, where an
/// app's adapter would map it to the app's intent. The feature then runs as
/// ``FeatureAlone`` runs it in the whole app, without the app or any other feature built:
///
/// ```swift
/// final class TodayRecorder: RecordingAdapter, TodayNavigation {
///   func articleTapped(id: Int) { record(id) }  // recorded as articleTapped(id: 3)
///   func sessionExpired() { record() }
/// }
/// ```
@MainActor
open class RecordingAdapter: IntentAdapter<RecordedIntent> {
  /// Records the calling `Navigation` method (`action`, filled in by the compiler:
  /// `articleTapped(id:)`) with `arguments`, in order: `articleTapped(id: 3)`.
  public func record(_ arguments: Any..., action: String = #function) {
    let values = arguments.map { (label: String?.none, value: FeatureAlone.text($0)) }
    send(.asked(FeatureAlone.written(action, values: values)), action: action)
  }
}
