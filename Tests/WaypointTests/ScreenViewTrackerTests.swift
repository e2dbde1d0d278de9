import Testing
import Waypoint

/// The analytics hook: screen views with their causes and durations from an injected clock.
@MainActor
@Suite struct ScreenViewTrackerTests {
  /// A clock the test moves by hand.
  final class Clock {
    var now: Duration = .zero
  }

  /// A navigator showing `Home` in a stack, with a tracker attached before it starts.
  func tracked(
    classify: @escaping @MainActor (Transaction) -> ScreenViewTracker.Cause? = { _ in nil }
  ) -> (Navigator, HeadlessHost, Root, Clock, ScreenViewTracker, () -> [ScreenViewTracker.View]) {
    let host = HeadlessHost()
    let root = Root()
    let navigator = Navigator(root: root, host: host)
    let clock = Clock()
    final class Views { var all: [ScreenViewTracker.View] = [] }
    let views = Views()
    let tracker = ScreenViewTracker(
      journal: navigator.journal, now: { clock.now }, classify: classify,
      onView: { views.all.append($0) })
    navigator.start()
    _ = try? navigator.perform(.replaceRoot(.stack([.screen(Route("Home"))])))
    return (navigator, host, root, clock, tracker, { views.all })
  }

  @Test func eachViewEndsWithItsDurationFromTheInjectedClock() throws {
    let (navigator, host, root, clock, tracker, views) = tracked()
    clock.now = .seconds(2)
    try root.push(.screen(Route("Article", ["id": "3"])))
    clock.now = .seconds(7)
    _ = try host.tapBack()
    #expect(views().map(\.route.description) == ["Home", "Article(3)"])
    #expect(views().map(\.duration) == [.seconds(2), .seconds(5)])
    #expect(views().map(\.start) == [.zero, .seconds(2)])
    withExtendedLifetime((navigator, tracker)) {}
  }

  @Test func theCauseSaysWhatBroughtTheScreenUp() throws {
    let (navigator, host, root, _, tracker, views) = tracked()
    try root.push(.screen(Route("Article")))
    _ = try host.tapBack()
    tracker.finish()
    let causes = views().map(\.cause)
    #expect(causes.count == 3)
    guard case .intent(let text) = causes[1] else {
      Issue.record("the article came from an intent, not \(causes[1])")
      return
    }
    #expect(text.contains("push Article"))
    guard case .userGesture(.backButton?) = causes[2] else {
      Issue.record("home came back by the back button, not \(causes[2])")
      return
    }
    _ = navigator
  }

  @Test func theAppNamesALinkThroughClassify() throws {
    let (navigator, _, _, _, tracker, views) = tracked { transaction in
      guard case .draft(let title, _) = transaction.cause, title.hasPrefix("open ") else {
        return nil
      }
      return .link(String(title.dropFirst(5)))
    }
    try navigator.perform("open reading://article/8") { draft throws(NavigationError) in
      try draft.perform(.push(.screen(Route("Article", ["id": "8"]))))
    }
    tracker.finish()
    #expect(views().last?.cause == .link("reading://article/8"))
    _ = navigator
  }

  @Test func aChangeThatChangesNothingBeginsNoView() throws {
    let (navigator, host, root, clock, tracker, views) = tracked()
    try root.push(.screen(Route("Article")))
    clock.now = .seconds(1)
    _ = try host.edgeSwipe(completed: false)
    #expect(throws: NavigationError.self) { try root.navigate(.dismiss) }
    clock.now = .seconds(4)
    tracker.finish()
    #expect(views().map(\.route.name) == ["Home", "Article"])
    #expect(views().last?.duration == .seconds(4), "the cancelled swipe did not end the view")
    _ = navigator
  }

  @Test func finishEndsTheViewOnceAndStopEndsObserving() throws {
    let (navigator, _, root, _, tracker, views) = tracked()
    tracker.finish()
    tracker.finish()
    #expect(views().count == 1)
    #expect(tracker.shown == nil)
    try root.push(.screen(Route("Article")))
    #expect(tracker.shown?.route.name == "Article")
    tracker.stop()
    try root.push(.screen(Route("More")))
    tracker.finish()
    #expect(views().count == 1, "a stopped tracker reports nothing")
    _ = navigator
  }
}
