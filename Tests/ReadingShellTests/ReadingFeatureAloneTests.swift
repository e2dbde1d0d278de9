import AppShell
import Testing
import WaypointPlugins

@testable import WaypointShell

/// `waypoint-shell --feature NAME` on each of the reading app's features.
@MainActor
@Suite struct ReadingFeatureAloneTests {
  @Test func everyRegisteredFeatureWithEntriesStartsAlone() throws {
    let features = FeatureAlone.features(in: AppFeatures.all)
    #expect(!features.isEmpty)
    for feature in features {
      let session = try ShellSession(
        dependencies: try .inMemoryWithBundledArticles(), feature: feature)
      #expect(session.app.alone?.problem == nil, "\(feature)")
      #expect(session.app.refusals.isEmpty, "\(feature)")
    }
  }
}
