#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointUIKitOnLinux

  /// A flow embedded in the app's own `UINavigationController` on the real UIKit layer and the
  /// behavioural UIKit: it pushes over the app's view controllers, ends when the user goes back
  /// past its first screen, and gives the navigation controller back to the app's delegate.
  @MainActor
  @Suite struct EmbeddedFlowOnUIKitTests {
    final class ListViewController: UIViewController {}
    final class HelpViewController: UIViewController {}

    final class Checkout: FlowCoordinator, ProducesResult {
      typealias Output = String
      init() { super.init(initialContent: .screen(Route("Checkout"))) }
    }

    /// What a test reads of a checkout pushed onto the app's own navigation controller.
    final class Outcome {
      var results: [FlowResult<String>] = []
      var faults: [HostFault] = []
    }

    /// The app's window and navigation controller showing its list (with `delegate`, the
    /// app's), and a checkout pushed onto it with `UIKitContainers(embeddingIn:screens:)`.
    func pushedCheckout(
      _ version: SimulatedIOS, delegate: (any UINavigationControllerDelegate)? = nil
    ) throws -> (
      UIKitSimulation, UIWindow, UINavigationController, EmbeddedFlow, Checkout, Outcome
    ) {
      let simulation = UIKitSimulation.start(version)
      let window = UIWindow()
      let navigation = UINavigationController(rootViewController: ListViewController())
      navigation.delegate = delegate
      window.rootViewController = navigation
      let containers = UIKitContainers(embeddingIn: navigation, screens: ScreenFactory())
      #expect(containers.existingKinds == ["ListViewController"])
      let outcome = Outcome()
      let checkout = Checkout()
      let embedded = try EmbeddedFlow.push(
        checkout, onto: containers, over: containers.existingKinds
      ) { outcome.results.append($0) }
      embedded.host.onFault = { outcome.faults.append($0) }
      simulation.finishAnimations()
      return (simulation, window, navigation, embedded, checkout, outcome)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aFlowOnTheAppsNavigationControllerEndsWhenTheUserGoesBack(_ version: SimulatedIOS)
      throws
    {
      let appsDelegate = RecordingNavigationDelegate()
      let (simulation, window, navigation, embedded, _, outcome) = try pushedCheckout(
        version, delegate: appsDelegate)
      let list = navigation.viewControllers[0]
      #expect(navigation.viewControllers.count == 2)
      #expect(embedded.navigator.tree.visibleStackNames == ["Foreign", "Checkout"])
      #expect(window.rootViewController === navigation, "the app keeps its window")

      navigation.userTapsBack()
      simulation.finishAnimations()
      #expect(outcome.results == [.ended(.backButton)])
      #expect(!embedded.isRunning)
      #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === list)
      #expect(navigation.delegate === appsDelegate, "the app's delegate has its slot back")
      #expect(!appsDelegate.shown.isEmpty, "it heard every call meanwhile")
      #expect(
        outcome.faults.isEmpty && simulation.log.isEmpty, "\(outcome.faults) \(simulation.log)")
    }

    /// A view controller the app's own code pushes above the flow's screen (with
    /// `pushViewController`) is adopted as a foreign entry; back releases it, and the flow goes
    /// on. When the flow ends, the pop recognisers have UIKit's own delegates again.
    @Test(arguments: SimulatedIOS.allCases)
    func whatTheAppsCodePushesIsAdoptedAndTheRecognisersAreGivenBack(_ version: SimulatedIOS)
      throws
    {
      let simulation = UIKitSimulation.start(version)
      let window = UIWindow()
      let navigation = UINavigationController(rootViewController: ListViewController())
      window.rootViewController = navigation
      let uikitsOwn = navigation.interactivePopGestureRecognizer?.delegate
      var results: [FlowResult<String>] = []
      let checkout = Checkout()
      let embedded = try EmbeddedFlow.push(checkout, onto: navigation, screens: ScreenFactory()) {
        results.append($0)
      }
      var faults: [HostFault] = []
      embedded.host.onFault = { faults.append($0) }
      simulation.finishAnimations()
      #expect(navigation.interactivePopGestureRecognizer?.delegate !== uikitsOwn)

      weak var help: UIViewController?
      do {
        let controller = HelpViewController()
        help = controller
        navigation.pushViewController(controller, animated: true)
      }
      simulation.finishAnimations()
      #expect(
        embedded.navigator.tree.visibleStackNames == ["Foreign", "Checkout", "Foreign"])
      #expect(embedded.navigator.tree.visibleScreen.route == .foreign("HelpViewController"))
      navigation.userTapsBack()
      simulation.finishAnimations()
      #expect(help == nil, "popped, the app's controller is released")
      #expect(checkout.isActive && results.isEmpty)

      navigation.userTapsBack()
      simulation.finishAnimations()
      #expect(results == [.ended(.backButton)])
      #expect(navigation.interactivePopGestureRecognizer?.delegate === uikitsOwn)
      #expect(faults.isEmpty && simulation.log.isEmpty, "\(faults) \(simulation.log)")
    }

    /// A flow presented from the app's screen ends when the user swipes its sheet away, and
    /// the app's navigation controller still shows only its own screen.
    @Test(arguments: SimulatedIOS.allCases)
    func aFlowPresentedFromTheAppsScreenEndsWhenItsSheetIsSwipedAway(_ version: SimulatedIOS)
      throws
    {
      let simulation = UIKitSimulation.start(version)
      let window = UIWindow()
      let list = ListViewController()
      let navigation = UINavigationController(rootViewController: list)
      window.rootViewController = navigation
      var results: [FlowResult<String>] = []
      let embedded = try EmbeddedFlow.present(
        Checkout(), from: navigation, screens: ScreenFactory()
      ) { results.append($0) }
      simulation.finishAnimations()
      #expect(embedded.navigator.tree.modals.count == 1)
      let sheet = try #require(navigation.simulatedPresentedChain.last)
      #expect(sheet.userSwipesDown())
      simulation.finishAnimations()
      #expect(results == [.ended(.swipeDown)])
      #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === list)
      #expect(simulation.log.isEmpty, "\(simulation.log)")
    }

    /// A modal the app's own code presents over the flow's screen (an alert) and dismisses is
    /// the app's: the flow's tree and its host do not change, and the flow goes on.
    @Test(arguments: SimulatedIOS.allCases)
    func anAlertTheAppsCodePresentsOverTheFlowLeavesItAlone(_ version: SimulatedIOS) throws {
      let (simulation, _, navigation, embedded, checkout, outcome) = try pushedCheckout(version)
      let tree = embedded.navigator.tree
      let screen = try #require(navigation.viewControllers.last)
      screen.present(UIAlertController(), animated: true)
      simulation.finishAnimations()
      screen.dismiss(animated: true)
      simulation.finishAnimations()
      #expect(embedded.navigator.tree == tree && embedded.host.rendered == tree)
      #expect(checkout.isActive && outcome.results.isEmpty && !embedded.host.isBusy)
      try checkout.push(.screen(Route("Payment")))
      simulation.finishAnimations()
      #expect(navigation.viewControllers.count == 3)
      #expect(
        outcome.faults.isEmpty && simulation.log.isEmpty, "\(outcome.faults) \(simulation.log)")
    }
  }
#endif
