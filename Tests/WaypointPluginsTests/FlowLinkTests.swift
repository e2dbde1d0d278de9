import Testing
import Waypoint
import WaypointPlugins

/// A screen model reaches its flow weakly, and navigation errors reach the user typed.
@MainActor
@Suite struct FlowLinkTests {
  final class Flow: FlowCoordinator {
    init() { super.init(initialContent: .screen(Route("Detail"))) }
  }

  final class Root: Coordinator {}

  func launch() throws -> (Navigator, Root, Flow) {
    let root = Root()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    try navigator.perform(.replaceRoot(.stack([.screen(Route("Home"))])))
    let flow = Flow()
    try root.start(flow, as: .push())
    return (navigator, root, flow)
  }

  @Test func aRefusedNavigationIsATypedErrorNamingTheAction() throws {
    let (navigator, _, flow) = try launch()
    let link = FlowLink(flow)
    try link.perform("go back") { flow throws(NavigationError) in try flow.pop() }
    #expect(flow.isFinished)
    #expect(throws: ScreenActionError.flowFinished("go back")) {
      try link.perform("go back") { flow throws(NavigationError) in try flow.pop() }
    }
    let again = Flow()
    try navigator.root.start(again, as: .push())
    let second = FlowLink(again)
    try navigator.perform(.popToRoot())
    let error = ScreenActionError.navigationRefused("dismiss", .nothingPresented)
    #expect(error.description == "could not dismiss: nothing is presented")
    let third = Flow()
    try navigator.root.start(third, as: .push())
    #expect(throws: error) {
      try FlowLink(third).perform("dismiss") { flow throws(NavigationError) in try flow.dismiss() }
    }
    #expect(throws: ScreenActionError.flowFinished("share")) { try second.reach("share") }
  }

  @Test func theLinkDoesNotKeepTheFlowAlive() throws {
    let (navigator, root, _) = try launch()
    weak var released: Flow?
    let link: FlowLink<Flow> = try {
      let flow = Flow()
      released = flow
      try root.start(flow, as: .push())
      return FlowLink(flow)
    }()
    try navigator.perform(.pop())
    #expect(released == nil)
    #expect(throws: ScreenActionError.flowFinished("go back")) { try link.reach("go back") }
  }
}
