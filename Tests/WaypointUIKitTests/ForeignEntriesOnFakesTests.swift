import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// View controllers that the app's own code pushes, pops or sets on a navigation controller
/// the host drives, under each ``ForeignEntryPolicy``: adopted as foreign entries of the tree,
/// driven back, or only reported.
@MainActor
@Suite struct ForeignEntriesOnFakesTests {
  /// A root that makes a model for every screen it shows, so that tests can see which
  /// screens have one.
  final class ModelRoot: Coordinator {
    final class Model {}
    override func didStart() {
      _ = try? navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
    override func makeModel(for screen: Screen) -> AnyObject? { Model() }
  }

  /// A flow of one screen, pushed.
  final class Detail: FlowCoordinator {
    init(_ name: String = "Detail") { super.init(initialContent: .screen(Route(name))) }
  }

  @MainActor struct Harness {
    let window = FakeWindow()
    let host: ContainerHost
    let navigator: Navigator
    let faults: FaultLog

    init(_ policy: ForeignEntryPolicy, animates: Bool = false) {
      host = ContainerHost(containers: window)
      host.foreignEntries = policy
      window.animator.animates = animates
      navigator = Navigator(root: ModelRoot(), host: host)
      let log = FaultLog()
      faults = log
      host.onFault = { log.faults.append($0) }
      navigator.start()
      window.animator.finishAnimations()
    }

    var navigation: FakeNavigationController { window.visibleNavigationController! }
    var routes: [String] {
      navigator.tree.visibleStack?.entries.array.compactMap { $0.screen?.route.description } ?? []
    }

    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
      expectHost(
        host, window: window, faults: faults.faults, inSyncWith: navigator.tree,
        sourceLocation: sourceLocation)
    }
  }

  @MainActor final class FaultLog {
    var faults: [HostFault] = []
  }

  @Test func anAdoptedPushIsAForeignEntryWithoutAModelAndBackReleasesIt() throws {
    let app = Harness(.adopt)
    let detail = Detail()
    try app.navigator.root.start(detail, as: .push())
    weak var legacy: FakeForeignController?
    legacy = app.navigation.appPush("LegacySettingsViewController")
    app.window.animator.finishAnimations()

    #expect(app.routes == ["Home", "Detail", "Foreign(LegacySettingsViewController)"])
    let foreign = try #require(app.navigator.tree.visibleStack?.entries.array.last?.id)
    #expect(legacy?.isAdopted == true && legacy?.node == foreign)
    #expect(app.navigator.model(for: foreign) == nil, "a foreign screen has no model")
    let home = try #require(app.navigator.tree.visibleStack?.entries.array.first?.id)
    #expect(app.navigator.model(for: home) != nil, "Waypoint's own screens have theirs")
    #expect(detail.isActive, "the flow below stays")
    guard case .gesture(.appChangedStack(_, _, _, let screens)) = app.navigator.journal.last?.cause
    else {
      Issue.record(
        "journaled as what the app did: \(String(describing: app.navigator.journal.last))")
      return
    }
    #expect(screens.map(\.route) == [.foreign("LegacySettingsViewController")])
    app.expectInSync()

    app.navigation.tapBack()
    app.window.animator.finishAnimations()
    #expect(app.routes == ["Home", "Detail"])
    #expect(legacy == nil, "popped, the app's controller is released")
    #expect(detail.isActive)
    app.expectInSync()
  }

  @Test func aWaypointScreenPushedAboveForeignOnesGoesBackToThem() throws {
    let app = Harness(.adopt)
    app.navigation.appPush("LegacyListViewController")
    app.window.animator.finishAnimations()
    let detail = Detail()
    try app.navigator.root.start(detail, as: .push())
    app.window.animator.finishAnimations()
    #expect(app.routes == ["Home", "Foreign(LegacyListViewController)", "Detail"])
    app.expectInSync()

    // An edge swipe across the boundary, let go early: nothing changes.
    #expect(app.navigation.beginInteractivePop())
    app.navigation.endInteractivePop(completed: false)
    #expect(app.routes == ["Home", "Foreign(LegacyListViewController)", "Detail"])
    #expect(detail.isActive)
    app.expectInSync()

    // Finished: the flow ends, the app's screen is on top again.
    #expect(app.navigation.beginInteractivePop())
    app.navigation.endInteractivePop(completed: true)
    #expect(app.routes == ["Home", "Foreign(LegacyListViewController)"])
    #expect(detail.finishReason == .edgeSwipe)
    app.expectInSync()
  }

  @Test func entriesTheAppsCodeRemovesLeaveTheTreeAndTheirFlowsFinish() throws {
    let app = Harness(.adopt)
    let detail = Detail()
    try app.navigator.root.start(detail, as: .push())
    let home = try #require(app.navigation.viewControllers.first)
    let mine = app.navigation.makeForeign("OnboardingViewController")
    app.navigation.appSetViewControllers([home, mine])
    app.window.animator.finishAnimations()
    #expect(app.routes == ["Home", "Foreign(OnboardingViewController)"])
    #expect(detail.finishReason == .popped)
    app.expectInSync()
  }

  @Test func byDefaultTheHostDrivesTheStackBackAndReportsIt() throws {
    let app = Harness(.driveBack)
    try app.navigator.root.start(Detail(), as: .push())
    weak var legacy: FakeForeignController?
    legacy = app.navigation.appPush("LegacySettingsViewController")
    app.window.animator.finishAnimations()
    let fault = HostFault.foreignEntries(
      stack: app.navigation.node, kinds: ["LegacySettingsViewController"])
    #expect(app.faults.faults == [fault])
    #expect(app.routes == ["Home", "Detail"])
    #expect(legacy == nil, "driven back: the app's controller is gone")
    #expect(app.window.mismatches(with: app.navigator.tree) == [])
  }

  @Test func aReportingStackKeepsWhatTheAppPushedAndTheTreeStays() throws {
    let app = Harness(.report)
    let legacy = app.navigation.appPush("LegacySettingsViewController")
    app.window.animator.finishAnimations()
    #expect(app.faults.faults.count == 1)
    #expect(app.routes == ["Home"])
    #expect(app.navigation.viewControllers.last === legacy, "left as it is")
    #expect(!legacy.isAdopted)
  }

  /// Under a policy that only reports, a swipe back to the app's own controller that the user
  /// lets go leaves the host free: it goes on with the navigator's changes (UIKit sends no
  /// did-show for it before iOS 18).
  @Test(arguments: CancelledPopCallbacks.allCases)
  func aSwipeBackToAnUnadoptedControllerLetGoLeavesTheHostFree(
    _ callbacks: CancelledPopCallbacks
  ) throws {
    let app = Harness(.report)
    app.window.cancelledPopCallbacks = callbacks
    try app.navigator.root.start(Detail(), as: .push())
    app.navigation.appPush("LegacySettingsViewController")
    app.navigation.appPush("LegacyDetailViewController")
    #expect(app.navigation.beginInteractivePop())
    app.navigation.endInteractivePop(completed: false)
    #expect(!app.host.isBusy, "the host is not left waiting")
    try app.navigator.root.start(Detail("Next"), as: .push())
    #expect(app.navigation.viewControllers.last?.node == app.navigator.tree.visibleScreen.id)
  }

  @Test func aStacksOwnPolicyWinsOverTheHosts() throws {
    let app = Harness(.driveBack)
    app.host.foreignEntriesByStack = { stack in
      stack.entries.root?.screen?.route.name == "Home" ? .adopt : nil
    }
    app.navigation.appPush("LegacySettingsViewController")
    app.window.animator.finishAnimations()
    #expect(app.routes == ["Home", "Foreign(LegacySettingsViewController)"])
    app.expectInSync()
  }
}
