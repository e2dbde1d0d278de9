#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// Issue 15's gaps of the navigation stack, on the behavioural UIKit: each test fails
  /// without its fix in the UIKit layer or the host core.
  @MainActor
  @Suite struct StackGapTests {
    static var article: Content {
      .stack([.screen(Route("Home")), .screen(Route("Article"))])
    }

    func stackIDs(_ app: NavigatorOnUIKit) throws -> (stack: NodeID, home: NodeID) {
      let stack = try #require(app.tree.visibleStack)
      return (stack.id, try #require(stack.entries.array.first?.id))
    }

    // Gap 1: UIKit's own delegate of the edge recogniser is kept and asked first.
    @Test(arguments: SimulatedIOS.allCases)
    func aScreenThatHidesItsBackButtonCannotBeSwipedAway(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.article)
      let navigation = try #require(app.uikit.navigation)
      navigation.topViewController?.navigationItem.hidesBackButton = true
      #expect(!navigation.userBeginsInteractivePop())
      #expect(app.tree.visibleScreen.route.name == "Article")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func scrollViewsStillWaitForTheEdgeSwipe(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.article)
      let recognizer = try #require(app.uikit.navigation?.interactivePopGestureRecognizer)
      let scrollView = UIGestureRecognizer()
      #expect(
        recognizer.delegate?.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: scrollView)
          == true)
    }

    // Gap 2: iOS 26's content swipe never asks the edge recogniser's delegate.
    @Test func aContentSwipeCannotBeginWhileTheHostAnimatesAnotherContainer() throws {
      let app = NavigatorOnUIKit(.iOS26, root: Self.article)
      let navigation = try #require(app.uikit.navigation)
      try app.perform(.present(.screen(Route("Sheet"))))  // animating
      #expect(!navigation.userBeginsInteractivePop(fromContent: true))
      app.settle()
      #expect(app.uikit.simulation.log.isEmpty, "no swipe began during a transition")
      try app.perform(.dismiss)
      app.settle()
      app.expectInSync()
    }

    @Test func aVetoedContentSwipeIsCancelledAtItsStartAndJournaledOnce() throws {
      let app = NavigatorOnUIKit(.iOS26, root: Self.article)
      _ = ScriptedGuard(.veto, on: app.navigator)
      let journaled = app.navigator.journal.recordedCount
      let navigation = try #require(app.uikit.navigation)
      #expect(navigation.userBeginsInteractivePop(fromContent: true))
      navigation.userEndsInteractivePop(completed: true)  // too late: the host cancelled it
      app.settle()
      #expect(app.navigator.journal.recordedCount == journaled + 1, "the veto, once")
      #expect(app.lastIsVeto)
      #expect(app.tree.visibleScreen.route.name == "Article")
      app.expectInSync()
    }

    @Test(arguments: [true, false])
    func anAskedContentSwipeIsCancelledAndPopsOnlyWhenConfirmed(_ confirmed: Bool) throws {
      let app = NavigatorOnUIKit(.iOS26, root: Self.article)
      let unsaved = ScriptedGuard(.ask, on: app.navigator)
      let (stack, home) = try stackIDs(app)
      let navigation = try #require(app.uikit.navigation)
      #expect(navigation.userBeginsInteractivePop(fromContent: true))
      navigation.userEndsInteractivePop(completed: true)  // too late: the host cancelled it
      app.settle()
      #expect(
        unsaved.held.map(\.cause) == [.gesture(.edgeSwipe(stack: stack, to: home, completed: true))]
      )
      #expect(app.tree.visibleScreen.route.name == "Article")
      if confirmed { try unsaved.resumeLast() } else { unsaved.cancelLast() }
      app.settle()
      #expect(app.tree.visibleScreen.route.name == (confirmed ? "Home" : "Article"))
      app.expectInSync()
    }

    // Gap 9: the recogniser's delegate only answers.
    @Test(arguments: SimulatedIOS.allCases)
    func aTouchThatNeverBeginsAsksNothingAndJournalsNothing(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.article)
      let unsaved = ScriptedGuard(.ask, on: app.navigator)
      let journaled = app.navigator.journal.recordedCount
      let navigation = try #require(app.uikit.navigation)
      navigation.userTouchesEdgeButAnotherGestureWins()
      navigation.userTouchesEdgeButAnotherGestureWins()
      #expect(unsaved.held.isEmpty && unsaved.stopped == 0)
      #expect(app.navigator.journal.recordedCount == journaled)
      app.expectInSync()
    }

    // Gap 3: one delegate slot, shared with the app.
    @Test(arguments: SimulatedIOS.allCases)
    func theAppsNavigationDelegateHearsEveryTransition(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.article)
      let containers = try #require(app.host.containers as? UIKitContainers)
      let appDelegate = RecordingNavigationDelegate()
      containers.navigationDelegate = appDelegate
      try #require(app.uikit.navigation).userTapsBack()
      app.settle()
      #expect(appDelegate.shown == ["will Home", "did Home"])
      #expect(app.tree.visibleScreen.route.name == "Home")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func anAppThatTakesTheSlotIsForwardedToAndTheHostSeesThePopsItMissed(
      _ version: SimulatedIOS
    ) throws {
      let app = NavigatorOnUIKit(
        version, root: .stack([.screen(Route("Home")), .screen(Route("A")), .screen(Route("B"))]))
      let stack = try #require(app.tree.visibleStack)
      let (home, a) = (stack.entries.array[0].id, stack.entries.array[1].id)
      let navigation = try #require(app.uikit.navigation)
      let appDelegate = RecordingNavigationDelegate()
      navigation.delegate = appDelegate  // cuts the host off
      navigation.userTapsBack()
      app.settle()
      #expect(app.tree.visibleScreen.route.name == "B", "the host did not see the pop")
      try app.perform(.push(.screen(Route("C"))))
      app.settle()
      #expect(app.uikit.faults == [.delegateReplaced(stack: stack.id)])
      app.uikit.clearFaults()
      #expect(
        app.navigator.journal.entries.contains {
          $0.cause == .gesture(.backButton(stack: stack.id, to: a))
        },
        "the missed pop is reported, before the app's push (which it undoes)")
      app.expectInSync()
      navigation.userTapsBack()
      app.settle()
      #expect(app.lastCause == .gesture(.backButton(stack: stack.id, to: home)), "seen again")
      #expect(appDelegate.shown.suffix(2) == ["will Home", "did Home"], "and forwarded")
      app.expectInSync()
    }
  }

  /// An app's own navigation controller delegate, recording what it heard.
  @MainActor
  final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [String] = []

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) { shown.append("will \(viewController.title ?? "?")") }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) { shown.append("did \(viewController.title ?? "?")") }
  }
#endif
