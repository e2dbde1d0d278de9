import AppModels
import AppModelsTesting
import Foundation
import ReadingShell
import ReadingSurface
import Testing
import TodayFeature
import WaypointPlugins

@testable import WaypointShell

/// The Today feature's clients in its own shell (the tests' own type: the feature's tests
/// conform `InMemoryDependencies`).
struct TodayAloneDependencies: TodayDependencies {
  let clients = InMemoryDependencies()
  var articles: any ArticleClient { clients.articles }
  var bookmarks: any BookmarkClient { clients.bookmarks }
  var notes: any NoteClient { clients.notes }
}

/// What the Today feature asks of the app, recorded.
final class TodayRecorder: RecordingAdapter, TodayNavigation {
  func articleTapped(id: Int) { record(id) }
  func bookmarksBarButtonTapped() { record() }
  func myPageBarButtonTapped() { record() }
  func sessionExpired() { record() }
}

/// The Today feature's own shell (`ShellComposition(alone:...)`, what `WAYPOINT_FOCUS=Today`
/// builds): the feature alone with no other feature composed, as `--feature Today` runs it in
/// the whole reading app.
@MainActor
@Suite struct ReadingFeatureShellTests {
  static let composition = ShellComposition(
    alone: RegisteredFeature(
      TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayRecorder.init(sink:context:)),
    command: "waypoint-shell", surface: .readingApp, dependencies: { TodayAloneDependencies() })

  static let flow = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../FeatureFlows/today-alone.flow").standardized.path

  /// Runs the Today feature's flow on `composition`; returns the outcome and what it wrote.
  static func run(
    _ composition: ShellComposition, feature: String?
  ) -> (ScriptRunner.Outcome, [String]) {
    var lines: [String] = []
    let runner = ScriptRunner(composition, feature: feature, write: { lines.append($0) })
    return (runner.run(paths: [flow]), lines)
  }

  @Test func theFeaturesOwnShellRunsTheFlowTheWholeAppRunsWithFeature() throws {
    let (own, ownLines) = Self.run(Self.composition, feature: nil)
    let (whole, wholeLines) = Self.run(ReadingShell.composition, feature: "Today")
    #expect(own == .passed, "\(ownLines.joined(separator: "\n"))")
    #expect(whole == .passed, "\(wholeLines.joined(separator: "\n"))")
    #expect(ownLines == wholeLines)
    #expect(ownLines.contains("  asked: articleTapped(id: 3)"))
  }
}
