import Testing
import Waypoint
import WaypointTesting

@MainActor
final class Shell: Coordinator {
  override func didStart() {
    try! start(Flow("Home", stack: true), as: .replaceRoot())
  }
}

@MainActor
final class Flow: FlowCoordinator {
  init(_ name: String, stack: Bool = false) {
    super.init(initialContent: stack ? .stack([.screen(Route(name))]) : .screen(Route(name)))
  }
  override func makeModel(for screen: Screen) -> AnyObject? { Model() }
}

final class Model {}

@MainActor
@Suite struct HeadlessFlowTests {
  @Test func assertionsPassOnWhatIsShown() throws {
    let flow = HeadlessFlow(root: Shell())
    flow.start()
    let home = try #require(flow.navigator.root.children.first)
    try home.start(Flow("Article"), as: .push())
    flow.expectScreen(Route("Article"))
    flow.expectStack(["Home", "Article"])
    flow.expectModal(nil)
    try flow.host.tapBack()
    flow.expectScreen(Route("Home"))
    flow.expectReleased()
    flow.expectRendered()
    #expect(flow.tracker.departedCount == 2, "the flow and its model")
  }

  @Test func assertionsRecordAnIssueWhenTheScreenDiffers() {
    let flow = HeadlessFlow(root: Shell())
    flow.start()
    withKnownIssue { flow.expectScreen(Route("Settings")) }
    withKnownIssue { flow.expectStack(["Home", "Settings"]) }
    withKnownIssue { flow.expectModal("Share") }
    withKnownIssue { flow.expectTab("Today") }
    withKnownIssue { flow.expectPage("Pick") }
  }

  @Test func aCoordinatorKeptAliveAfterLeavingIsReportedAsALeak() throws {
    let flow = HeadlessFlow(root: Shell())
    flow.start()
    let home = try #require(flow.navigator.root.children.first)
    let article = Flow("Article")
    try home.start(article, as: .push())
    try flow.host.tapBack()
    // `article` is still referenced here: a leak the tracker must see.
    #expect(flow.tracker.leaked.count == 1)
    #expect(flow.tracker.leaked.first?.hasPrefix("Flow#") == true)
    withKnownIssue { flow.expectReleased() }
    withExtendedLifetime(article) {}
  }

  @Test func lifecycleExpectationsReadTheReportedStates() throws {
    let flow = HeadlessFlow(root: Shell())
    flow.start()
    let home = try #require(flow.navigator.root.children.first)
    try home.start(Flow("Article"), as: .push())
    try home.start(Flow("Share"), as: .present(.sheet))
    flow.expectLifecycle(Route("Home"), .hidden)
    flow.expectLifecycle(Route("Article"), .visible)
    flow.expectLifecycle(Route("Share"), .active)
    withKnownIssue { flow.expectLifecycle(Route("Article"), .active) }
  }

  @Test func watchedObjectsCountToo() {
    let tracker = LifetimeTracker()
    var object: Model? = Model()
    tracker.watch(object!, as: "model")
    #expect(tracker.leaked == ["model"])
    object = nil
    #expect(tracker.leaked.isEmpty)
  }
}
