import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// Coordinators on a real navigator, rendered by the host core into the fakes: what leaves the
/// UI is released, what stays is kept.
@MainActor
@Suite struct NavigatorOnFakesTests {
  final class Screen: FlowCoordinator {
    init(_ name: String) { super.init(initialContent: .screen(Route(name))) }
  }

  /// A navigator showing `Home`, with `flows` pushed one on top of the other.
  func launch(pushing flows: [Screen]) throws -> (Navigator, FakeWindow, ContainerHost) {
    let window = FakeWindow()
    let host = ContainerHost(containers: window)
    let navigator = Navigator(
      root: ScriptedRoot { root in
        _ = try? root.navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
      },
      host: host)
    navigator.start()
    var parent: Coordinator = navigator.root
    for flow in flows {
      try parent.start(flow, as: .push())
      parent = flow
    }
    #expect(
      window.visibleNavigationController?.entryIDs
        == host.rendered.visibleStack?.entries.array.map(\.id))
    return (navigator, window, host)
  }

  @Test func aCancelledEdgeSwipeKeepsTheCoordinatorAndIsJournaled() throws {
    weak var article: Screen?
    let (navigator, window, _) = try {
      let flow = Screen("Article")
      article = flow
      return try launch(pushing: [flow])
    }()
    let navigation = try #require(window.visibleNavigationController)
    #expect(navigation.beginInteractivePop())
    navigation.endInteractivePop(completed: false)
    #expect(article?.isActive == true)
    #expect(navigator.tree.visibleScreen.route.name == "Article")
    guard case .gesture(.edgeSwipe(_, _, completed: false)) = navigator.journal.last?.cause else {
      Issue.record("the cancelled swipe is journaled: \(navigator.journal.entries)")
      return
    }
  }

  @Test func aCompletedEdgeSwipeReleasesTheCoordinator() throws {
    weak var article: Screen?
    let (navigator, window, _) = try {
      let flow = Screen("Article")
      article = flow
      return try launch(pushing: [flow])
    }()
    let navigation = try #require(window.visibleNavigationController)
    navigation.beginInteractivePop()
    navigation.endInteractivePop(completed: true)
    #expect(article == nil)
    #expect(navigator.journal.last?.finished.map(\.reason) == [.edgeSwipe])
    #expect(navigator.tree.visibleScreen.route.name == "Home")
  }

  @Test func theBackButtonMenuReleasesExactlyWhatLeft() throws {
    weak var first: Screen?
    weak var second: Screen?
    weak var third: Screen?
    let (navigator, window, _) = try {
      let flows = [Screen("A"), Screen("B"), Screen("C")]
      (first, second, third) = (flows[0], flows[1], flows[2])
      return try launch(pushing: flows)
    }()
    let navigation = try #require(window.visibleNavigationController)
    navigation.longPressBack(to: navigation.entryIDs[1])
    #expect(first?.isActive == true, "A stays on top")
    #expect(second == nil && third == nil, "B and C left in one pop")
    #expect(navigator.tree.visibleScreen.route.name == "A")
    #expect(window.calls.filter { if case .pop = $0 { true } else { false } }.isEmpty)
  }

  @Test func aSheetSwipedDownReleasesItsFlow() throws {
    weak var sheet: Screen?
    let (navigator, window, _) = try launch(pushing: [])
    try {
      let flow = Screen("Share")
      sheet = flow
      try navigator.root.start(flow, as: .present())
    }()
    #expect(sheet?.isActive == true)
    window.presenter.swipeDown()
    #expect(sheet == nil)
    #expect(navigator.tree.modals.isEmpty)
    #expect(window.presenter.presented.isEmpty)
  }

  @Test func aLateAttemptToDismissASheetTheAppDismissedIsIgnored() throws {
    let (navigator, window, host) = try launch(pushing: [])
    var faults: [HostFault] = []
    host.onFault = { faults.append($0) }
    try navigator.root.start(Screen("Form"), as: .present())
    let sheet = navigator.tree.modals[0].content.id
    _ = try navigator.perform(.dismiss)
    #expect(navigator.tree.modals.isEmpty)
    let journaled = navigator.journal.recordedCount
    let tree = navigator.tree
    var asked = 0
    navigator.addGuard(named: "counts") { _ in
      asked += 1
      return .veto("nothing may change")
    }

    host.modalDidAttemptToDismiss(sheet)  // UIKit's late call for the sheet that is gone

    #expect(faults.isEmpty, "no fault for a sheet that is gone: \(faults)")
    #expect(asked == 0, "no guard is asked")
    #expect(navigator.journal.recordedCount == journaled, "nothing is journaled")
    #expect(navigator.tree == tree)
    #expect(window.presenter.presented.isEmpty)
  }

  @Test func aVetoedSwipeDownKeepsEverythingAndJournalsTheAttemptOnce() throws {
    weak var sheet: Screen?
    let (navigator, window, _) = try launch(pushing: [])
    _ = ScriptedGuard(.veto, on: navigator)
    try {
      let flow = Screen("Form")
      sheet = flow
      try navigator.root.start(flow, as: .present())
    }()
    let before = navigator.tree
    let journaled = navigator.journal.recordedCount
    window.presenter.swipeDown()
    #expect(sheet?.isActive == true)
    #expect(navigator.tree == before)
    #expect(window.presenter.presented.count == 1)
    let entries = navigator.journal.entries.filter { $0.id > journaled }
    #expect(entries.count == 1, "the attempt is journaled once: \(entries)")
    #expect(
      entries.first?.cause
        == .gesture(.swipeDown(modal: before.modals[0].content.id, completed: true)))
    guard case .vetoed? = entries.first?.result else {
      Issue.record("journaled as vetoed: \(entries)")
      return
    }
  }
}
