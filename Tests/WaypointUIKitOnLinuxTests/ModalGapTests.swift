#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// Issue 15's gaps of presentation, on the behavioural UIKit: each test fails without its
  /// fix in the UIKit layer or the host core.
  @MainActor
  @Suite struct ModalGapTests {
    static var home: Content {
      .stack([.screen(Route("Home"))])
    }

    func withSheet(_ version: SimulatedIOS) throws -> (NavigatorOnUIKit, NodeID) {
      let app = NavigatorOnUIKit(version, root: Self.home)
      try app.perform(.present(.stack([.screen(Route("Form"))])))
      app.settle()
      return (app, try #require(app.tree.modals.first?.content.id))
    }

    // Gap 4: presenting over a presenter that already presents something.
    @Test(arguments: SimulatedIOS.allCases)
    func aPresentationOverTheAppsAlertFaultsInsteadOfStoppingTheQueue(
      _ version: SimulatedIOS
    ) throws {
      let app = NavigatorOnUIKit(version, root: Self.home)
      let root = try #require(app.uikit.window.rootViewController)
      root.present(UIAlertController(), animated: true)
      app.settle()
      try app.perform(.present(.screen(Route("Share"))))
      app.settle()
      let share = try #require(app.tree.modals.first?.content.id)
      #expect(app.uikit.faults == [.presenterBusy(modal: share)])
      #expect(!app.host.isBusy, "the queue goes on")
      #expect(app.uikit.simulation.log.isEmpty, "UIKit was not asked to present")
      let stack = app.tree.root.id
      try app.perform(.push(.screen(Route("Next")), onto: stack))  // under the tree's sheet
      app.settle()
      let navigation = try #require(root as? UINavigationController)
      #expect(LayerHarness.titles(navigation) == ["Home", "Next"])
      root.dismiss(animated: true)  // the app's alert goes
      app.settle()
      app.host.retryBlockedPresentation()
      app.settle()
      app.uikit.clearFaults()
      #expect(app.uikit.presented?.title == "Share")
      app.expectInSync()
    }

    @Test func aRetryPresentsEveryBlockedModalInOrderAndWaitsWhileStillBlocked() throws {
      let app = NavigatorOnUIKit(.iOS18, root: Self.home)
      let root = try #require(app.uikit.window.rootViewController)
      root.present(UIAlertController(), animated: false)
      try app.perform(.present(.screen(Route("Share"))))
      try app.perform(.present(.screen(Route("Options"))))
      app.settle()
      app.host.retryBlockedPresentation()  // the alert is still up: blocked again, no loop
      app.settle()
      #expect(app.uikit.faults.count == 3, "Share and Options, then Share again")
      root.dismiss(animated: false)
      app.host.retryBlockedPresentation()
      app.settle()
      #expect(root.simulatedPresentedChain.map(\.title) == ["Share", "Options"])
      app.uikit.clearFaults()
      app.expectInSync()
    }

    // Gap 5: a sheet's cancelled swipe, seen from the transition's completion.
    @Test(arguments: SimulatedIOS.allCases)
    func aSheetLetGoIsSeenEvenWhenTheInteractionIsNeverNotified(_ version: SimulatedIOS) throws {
      let (app, sheet) = try withSheet(version)
      app.uikit.simulation.sheetSwipeSkipsInteractionNotification = true
      #expect(try #require(app.uikit.presented).userSwipesDown(dismissing: false))
      app.settle()
      #expect(app.lastCause == .gesture(.swipeDown(modal: sheet, completed: false)))
      #expect(!app.host.isBusy, "the host does not wait for a notification that never comes")
      try app.perform(.dismiss)
      app.settle()
      #expect(app.uikit.presented == nil)
      app.expectInSync()
    }

    // Gap 6: a refusal made while busy expires.
    @Test(arguments: SimulatedIOS.allCases)
    func aRefusalMadeWhileBusyDoesNotSwallowTheNextAttempt(_ version: SimulatedIOS) throws {
      let (app, sheet) = try withSheet(version)
      try app.perform(.push(.screen(Route("Step2"))))  // the host animates inside the sheet
      let presented = try #require(app.uikit.presented)
      #expect(!presented.userBeginsSwipeDown(pull: .short), "refused while busy; no did-attempt")
      app.settle()
      _ = ScriptedGuard(.veto, on: app.navigator)
      app.host.refreshGuards()
      #expect(presented.isModalInPresentation)
      let journaled = app.navigator.journal.recordedCount
      #expect(!presented.userBeginsSwipeDown())  // locked: did-attempt at once
      #expect(app.navigator.journal.recordedCount == journaled + 1, "the veto, once")
      #expect(app.lastCause == .gesture(.swipeDown(modal: sheet, completed: true)))
      #expect(app.lastIsVeto)
      app.expectInSync()
    }

    // Gap 10: a controller's own presentation style and presentation delegate are kept.
    @Test(arguments: SimulatedIOS.allCases)
    func anAlertScreenKeepsItsOwnStyle(_ version: SimulatedIOS) throws {
      var screens = ScreenFactory()
      screens.register(DialogRoute.self) { _, _ in UIAlertController() }
      let app = NavigatorOnUIKit(version, root: Self.home, screens: screens)
      try app.perform(.present(.screen(DialogRoute.confirm)))
      try app.perform(.present(.screen(DialogRoute.confirm), style: .fullScreen))
      app.settle()
      #expect(app.uikit.simulation.log.isEmpty)
      #expect(app.uikit.presented is UIAlertController)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aScreensOwnPresentationDelegateKeepsHearingItsSheet(_ version: SimulatedIOS) throws {
      var screens = ScreenFactory()
      weak var form: SelfDismissingForm?
      screens.register(DialogRoute.self) { _, _ in
        let controller = SelfDismissingForm()
        form = controller
        return controller
      }
      let app = NavigatorOnUIKit(version, root: Self.home, screens: screens)
      try app.perform(.present(.screen(DialogRoute.confirm)))
      app.settle()
      let sheet = try #require(app.tree.modals.first?.content.id)
      let controller = try #require(form)
      controller.allowsDismissal = false
      #expect(!controller.userBeginsSwipeDown(), "the screen refuses")
      #expect(app.tree.modals.count == 1)
      controller.allowsDismissal = true
      #expect(controller.userSwipesDown())
      app.settle()
      #expect(controller.heard == ["should", "attempt", "should", "will", "did"])
      #expect(app.lastCause == .gesture(.swipeDown(modal: sheet, completed: true)))
      app.expectInSync()
    }
  }

  /// A route whose screens the tests make themselves.
  enum DialogRoute: TypedRoute {
    case confirm
  }

  /// A screen that is its own presentation controller's delegate, as forms with unsaved
  /// changes often are.
  @MainActor
  final class SelfDismissingForm: UIViewController, UIAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    private(set) var heard: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      title = "confirm"
      presentationController?.delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      heard.append("should")
      return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      heard.append("will")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      heard.append("did")
    }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) { heard.append("attempt") }
  }

  /// A presented modal whose content is replaced in place, on the real UIKit layer.
  @MainActor
  @Suite struct ModalReplacementOnUIKitTests {
    @Test(arguments: SimulatedIOS.allCases)
    func aStackReplacingAStackStaysInThePresentedNavigationController(
      _ version: SimulatedIOS
    ) throws {
      let (app, _) = try ModalGapTests().withSheet(version)
      let presented = try #require(app.uikit.presented as? UINavigationController)
      try app.perform(.replacePresented(.stack([.screen(Route("Note")), .screen(Route("Tags"))])))
      app.settle()
      #expect(app.uikit.presented === presented, "the sheet did not move")
      #expect(LayerHarness.titles(presented) == ["Note", "Tags"])
      app.expectInSync()
      // The navigation controller now answers for the new stack: a back and a swipe-down.
      try app.perform(.pop())
      app.settle()
      #expect(LayerHarness.titles(presented) == ["Note"])
      let note = try #require(app.tree.modals.first?.content.id)
      #expect(presented.userSwipesDown())
      app.settle()
      #expect(app.uikit.gestures == [.swipeDown(modal: note, completed: true)])
      #expect(app.tree.modals.isEmpty)
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aScreenPresentedWithoutAStackIsDismissedAndPresentedWithoutTheDismissalsAnimation(
      _ version: SimulatedIOS
    ) throws {
      let app = NavigatorOnUIKit(version, root: ModalGapTests.home)
      try app.perform(.present(.screen(Route("Share"))))
      app.settle()
      let share = try #require(app.uikit.presented)
      try app.perform(.replacePresented(.screen(Route("Note"))))
      app.settle()
      let note = try #require(app.uikit.presented)
      #expect(note !== share)
      #expect(note.title == "Note")
      #expect(share.presentingViewController == nil, "gone")
      app.expectInSync()
    }
  }
#endif
