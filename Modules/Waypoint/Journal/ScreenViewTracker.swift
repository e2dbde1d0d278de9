/// The analytics hook: a journal observer that turns transactions into screen views, each with
/// the screen, what brought it up, and how long it was on top.
///
/// A view begins when a transaction changes the visible screen (the top of the visible stack,
/// the top modal or dialog, the current page) and ends when the next one does, or when you
/// call ``finish()`` (the app went to the background). Each ended view is handed to
/// `onView` once. Durations come from the clock you inject — a `ContinuousClock` reading in
/// the app, a fake one in tests — never from wall time. Transactions that change nothing
/// (refused, held, dropped, a cancelled gesture) begin no view.
///
/// ```swift
/// let tracker = ScreenViewTracker(journal: navigator.journal) { view in
///   analytics.log("screen_view", view.route.name, view.duration, "\(view.cause)")
/// }
/// navigator.start()
/// ```
///
/// What brought a screen up (``Cause``) is read from the transaction: a gesture the host
/// reported, or a back the screen took, is ``Cause/userGesture(_:)``; the navigator's set-up
/// is ``Cause/launch``; anything a coordinator or the app asked for is ``Cause/intent(_:)``.
/// The framework cannot tell that a change came from a link: pass `classify` to say so
/// (return `nil` to keep the default).
///
/// Create it before the navigator starts, or the first view begins at the first change after,
/// and keep it: it observes the journal only while it exists (``stop()`` ends it earlier).
@MainActor
public final class ScreenViewTracker {
  /// What brought a screen up.
  public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// The navigator was set up (the first screen).
    case launch
    /// The user made a gesture the host reported (back button, edge swipe, swipe-down, tab
    /// tap, page swipe); `nil` for a system back that a screen took itself.
    case userGesture(Gesture?)
    /// A link reached the app (only when `classify` says so).
    case link(String)
    /// A coordinator or the app asked for it; the text is the transaction's cause as the
    /// journal prints it (`ArticleCoordinator#18: present sheet Share(3)`).
    case intent(String)

    public var description: String {
      switch self {
      case .launch: "launch"
      case .userGesture(let gesture?): "user: \(gesture)"
      case .userGesture(nil): "user: back"
      case .link(let link): "link: \(link)"
      case .intent(let text): "intent: \(text)"
      }
    }
  }

  /// One screen's time on top.
  public struct View: Hashable, Sendable {
    /// The screen (its node in the tree).
    public let screen: NodeID
    /// Its route.
    public let route: Route
    /// What brought it up.
    public let cause: Cause
    /// The clock's reading when it came up.
    public let start: Duration
    /// How long it stayed on top.
    public let duration: Duration
  }

  private let now: @MainActor () -> Duration
  private let classify: @MainActor (Transaction) -> Cause?
  private let onView: @MainActor (View) -> Void
  private weak var journal: Journal?
  private var token: Int?
  private var current: (screen: NodeID, route: Route, cause: Cause, start: Duration)?

  /// Starts observing `journal`.
  /// - Parameters:
  ///   - journal: The navigator's journal.
  ///   - now: The clock: a monotonic reading from any fixed origin. By default, the time
  ///     since the tracker was created on a `ContinuousClock`.
  ///   - classify: Names the cause of a transaction the framework cannot (a link); `nil` keeps
  ///     the default reading.
  ///   - onView: Called with each view when it ends.
  public init(
    journal: Journal,
    now: (@MainActor () -> Duration)? = nil,
    classify: @escaping @MainActor (Transaction) -> Cause? = { _ in nil },
    onView: @escaping @MainActor (View) -> Void
  ) {
    let origin = ContinuousClock.now
    self.now = now ?? { ContinuousClock.now - origin }
    self.classify = classify
    self.onView = onView
    self.journal = journal
    token = journal.observe { [weak self] transaction in self?.observe(transaction) }
  }

  /// The screen on top now, what brought it up and when; `nil` before the first change.
  public var shown: (route: Route, cause: Cause, start: Duration)? {
    current.map { ($0.route, $0.cause, $0.start) }
  }

  /// Ends the current view now (the app went to the background) and reports it; the next
  /// change begins a new one. Does nothing when no view is running.
  public func finish() {
    guard let current else { return }
    self.current = nil
    onView(
      View(
        screen: current.screen, route: current.route, cause: current.cause,
        start: current.start, duration: now() - current.start))
  }

  /// Stops observing; the current view is not reported.
  public func stop() {
    if let token { journal?.removeObserver(token) }
    token = nil
    current = nil
  }

  private func observe(_ transaction: Transaction) {
    guard let tree = transaction.tree, !transaction.steps.isEmpty else { return }
    let screen = tree.visibleScreen
    guard screen.id != current?.screen else { return }
    finish()
    current = (screen.id, screen.route, cause(of: transaction), now())
  }

  private func cause(of transaction: Transaction) -> Cause {
    if let named = classify(transaction) { return named }
    switch transaction.cause {
    case .gesture(let gesture): return .userGesture(gesture)
    case .back: return .userGesture(nil)
    case .setUp: return .launch
    default: return .intent(transaction.cause.description)
    }
  }
}
