import Testing
import Waypoint
import WaypointPlugins

/// The catalogue's actions, recorded: what its own shell wires it to.
final class CatalogueRecorder: RecordingAdapter, CatalogueNavigation {
  func itemTapped(id: Int) { record(id) }
}

/// A feature with an action of several arguments, one of them optional, and one of none.
@MainActor
protocol SearchNavigation: AnyObject {
  func resultTapped(id: Int, in list: String?)
  func cleared()
}

final class SearchRecorder: RecordingAdapter, SearchNavigation {
  func resultTapped(id: Int, in list: String?) { record(id, list as Any) }
  func cleared() { record() }
}

/// A sink that keeps what reached it.
final class KeptIntents: IntentSink {
  var handled: [(RecordedIntent, String)] = []
  func handle(_ intent: RecordedIntent) { handled.append((intent, "")) }
  func handle(_ intent: RecordedIntent, askedBy action: String) {
    handled.append((intent, action))
  }
}

@MainActor
@Suite struct RecordingAdapterTests {
  @Test func eachCallIsWrittenWithItsLabelsAndValuesInOrder() {
    let sink = KeptIntents()
    let recorder = SearchRecorder(sink: sink)
    recorder.resultTapped(id: 4, in: "recent")
    recorder.resultTapped(id: 5, in: nil)
    recorder.cleared()
    #expect(
      sink.handled.map(\.0) == [
        .asked("resultTapped(id: 4, in: recent)"), .asked("resultTapped(id: 5, in: nil)"),
        .asked("cleared()"),
      ])
    #expect(sink.handled.map(\.1) == ["resultTapped(id:in:)", "resultTapped(id:in:)", "cleared()"])
    #expect(sink.handled.map(\.0.description) == sink.handled.map { "\($0.0)" })
  }

  /// The catalogue on the kit's own coordinator, no app around it: its entries start, what it
  /// asks is recorded as the whole app records it, and links are refused.
  @Test func aFeatureRunsAloneOnTheKitsCoordinatorWithItsRecorder() throws {
    let feature = RegisteredFeature<ShopDependencies, RecordedIntent>(
      CataloguePlugin.plugin, dependencies: { $0 }, adapter: CatalogueRecorder.init(sink:context:))
    let alone = FeatureAlone(feature: "Catalogue")
    let app = PluginApp(
      coordinator: PluginAppCoordinator(dependencies: ShopDependencies(), features: [feature]),
      host: HeadlessHost(), alone: alone)
    app.start()
    #expect(alone.problem == nil)
    #expect(app.navigator.tree.root.kind == .tabs, "two entries, two tabs")
    let stack = try #require(app.navigator.tree.visibleStack)
    let flow = try #require(app.navigator.coordinator(anchoredAt: stack.id) as? ScreenFlow)
    // What the list screen does when the user taps an item.
    try #require(flow.navigation as? CatalogueRecorder).itemTapped(id: 3)
    #expect(alone.asked == ["itemTapped(id: 3)"])
    #expect(app.navigator.tree.visibleStack?.id == stack.id, "recorded, not carried out")
    #expect(app.open("shop://item/1") == .refused(.runsAlone("Catalogue")))
    #expect(alone.asked == ["itemTapped(id: 3)"])
  }
}
