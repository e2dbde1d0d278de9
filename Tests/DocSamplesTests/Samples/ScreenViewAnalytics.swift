// The ```swift blocks of Modules/Waypoint/Waypoint.docc/ScreenViewAnalytics.md, verbatim, in
// the context they need: an analytics client that keeps what it is told, and a navigator with
// an article pushed over a home screen.
import Testing
import Waypoint

enum ScreenViewAnalytics {
  @MainActor
  final class Analytics {
    var events: [String] = []
    func log(_ name: String, _ screen: String, _ duration: Duration, _ cause: String) {
      events.append("\(name) \(screen) \(duration) \(cause)")
    }
  }

  @MainActor
  static func report(_ navigator: Navigator, to analytics: Analytics) -> ScreenViewTracker {
    let tracker = ScreenViewTracker(journal: navigator.journal) { view in
      analytics.log("screen_view", view.route.name, view.duration, "\(view.cause)")
    }
    navigator.start()
    return tracker
  }

  @MainActor
  static func durations(
    _ navigator: Navigator, _ host: HeadlessHost, openArticle: () throws -> Void
  )
    throws -> [ScreenViewTracker.View]
  {
    final class FakeClock {
      var now: Duration = .zero
    }

    let clock = FakeClock()
    var views: [ScreenViewTracker.View] = []
    let tracker = ScreenViewTracker(
      journal: navigator.journal, now: { clock.now }, onView: { views.append($0) })
    navigator.start()
    try openArticle()
    clock.now += .seconds(3)
    try host.tapBack()
    // views.last: the article, cause .intent(...), duration 3 seconds
    tracker.stop()
    return views
  }

  @MainActor
  static func links(_ navigator: Navigator, to analytics: Analytics) -> ScreenViewTracker {
    let tracker = ScreenViewTracker(
      journal: navigator.journal,
      classify: { transaction in
        guard case .draft(let title, _) = transaction.cause, title.hasPrefix("open ") else {
          return nil
        }
        return .link(String(title.dropFirst("open ".count)))
      },
      onView: { view in
        analytics.log("screen_view", view.route.name, view.duration, "\(view.cause)")
      }
    )
    return tracker
  }
}

@MainActor
@Suite struct ScreenViewAnalyticsSamples {
  @MainActor
  final class Root: Coordinator {
    override func didStart() {
      _ = try? navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
  }

  @Test func theArticleIsReportedWithItsDurationAndCause() throws {
    let host = HeadlessHost()
    let root = Root()
    let navigator = Navigator(root: root, host: host)
    let views = try ScreenViewAnalytics.durations(navigator, host) {
      try root.push(.screen(Route("Article", ["id": "3"])))
    }
    let article = try #require(views.last)
    #expect(article.route.name == "Article")
    #expect(article.duration == .seconds(3))
    guard case .intent = article.cause else {
      Issue.record("the article came from an intent, not \(article.cause)")
      return
    }
  }

  @Test func anAnalyticsClientHearsEachViewWhenItEnds() throws {
    let host = HeadlessHost()
    let root = Root()
    let navigator = Navigator(root: root, host: host)
    let analytics = ScreenViewAnalytics.Analytics()
    let tracker = ScreenViewAnalytics.report(navigator, to: analytics)
    try root.push(.screen(Route("Article")))
    tracker.finish()
    #expect(analytics.events.count == 2)
    #expect(analytics.events.first?.hasPrefix("screen_view Home") == true)
    _ = ScreenViewAnalytics.links(navigator, to: analytics)
  }
}
