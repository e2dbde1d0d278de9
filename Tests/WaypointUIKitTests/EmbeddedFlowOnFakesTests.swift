import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

/// A Waypoint flow inside a navigation the app owns (``EmbeddedFlow``), on the fakes: it owns
/// only its screens, ends with a typed result when the user goes back past its first screen,
/// swipes its sheet away or it finishes, and gives the navigation back.
@MainActor
@Suite struct EmbeddedFlowOnFakesTests {
  final class Checkout: FlowCoordinator, ProducesResult {
    typealias Output = String
    init() { super.init(initialContent: .screen(Route("Checkout"))) }
  }

  final class Results {
    var all: [FlowResult<String>] = []
  }

  /// The app's navigation controller with its own `List` and `Detail`, and a checkout pushed
  /// onto it.
  func pushedCheckout(animates: Bool = false) throws -> (
    FakeWindow, EmbeddedFlow, Checkout, Results
  ) {
    let window = FakeWindow.appNavigation(showing: ["ListViewController", "DetailViewController"])
    window.animator.animates = animates
    let checkout = Checkout()
    let results = Results()
    let embedded = try EmbeddedFlow.push(
      checkout, onto: window, over: ["ListViewController", "DetailViewController"]
    ) { results.all.append($0) }
    window.animator.finishAnimations()
    return (window, embedded, checkout, results)
  }

  func routes(_ embedded: EmbeddedFlow) -> [String] {
    embedded.navigator.tree.visibleStack?.entries.array.compactMap {
      $0.screen?.route.description
    } ?? []
  }

  @Test func aFlowPushedOnTheAppsNavigationOwnsOnlyItsScreensAndEndsWhenTheUserGoesBack()
    throws
  {
    let (window, embedded, checkout, results) = try pushedCheckout()
    let navigation = try #require(window.appNavigationController)
    let appControllers = Array(navigation.viewControllers.prefix(2))
    #expect(
      routes(embedded) == [
        "Foreign(ListViewController)", "Foreign(DetailViewController)", "Checkout",
      ])
    #expect(navigation.viewControllers.count == 3)
    try checkout.push(.screen(Route("Payment")))
    #expect(navigation.viewControllers.count == 4)

    navigation.tapBack()  // Payment: the flow goes on.
    #expect(results.all.isEmpty && checkout.isActive)
    weak var gone: Checkout?
    gone = checkout
    navigation.tapBack()  // Past its first screen: it ends.
    #expect(results.all == [.ended(.backButton)])
    #expect(!embedded.isRunning && window.embeddingEnded)
    #expect(navigation.viewControllers.elementsEqual(appControllers) { $0 === $1 })
    _ = gone
  }

  @Test func aFlowThatFinishesGivesItsValueAndLeavesTheAppsScreens() throws {
    let (window, embedded, checkout, results) = try pushedCheckout()
    try checkout.finish(with: "order 7")
    #expect(results.all == [.value("order 7")])
    #expect(!embedded.isRunning)
    #expect(window.appNavigationController?.viewControllers.count == 2)
  }

  @Test func aCancelledEdgeSwipeKeepsTheFlowAndAFinishedOneEndsIt() throws {
    let (window, embedded, checkout, results) = try pushedCheckout()
    defer { withExtendedLifetime(embedded) {} }  // The app keeps it while it runs.
    let navigation = try #require(window.appNavigationController)
    #expect(navigation.beginInteractivePop())
    navigation.endInteractivePop(completed: false)
    #expect(results.all.isEmpty && checkout.isActive)
    #expect(navigation.beginInteractivePop())
    navigation.endInteractivePop(completed: true)
    #expect(results.all == [.ended(.edgeSwipe)])
  }

  @Test func aGuardInsideTheFlowAnswersTheUsersBack() throws {
    let (window, embedded, checkout, results) = try pushedCheckout()
    embedded.navigator.addGuard(named: "unsaved card") { change in
      change.finishes(checkout) ? .veto("the card is not saved") : .allow
    }
    let navigation = try #require(window.appNavigationController)
    #expect(navigation.beginInteractivePop())  // The guard stops it: UIKit runs it back.
    #expect(results.all.isEmpty && checkout.isActive)
    #expect(navigation.viewControllers.count == 3)
  }

  @Test func whatTheAppsCodePushesAboveTheFlowIsAdoptedAndGoesBackThroughIt() throws {
    let (window, embedded, checkout, results) = try pushedCheckout()
    let navigation = try #require(window.appNavigationController)
    navigation.appPush("HelpViewController")
    #expect(routes(embedded).suffix(2) == ["Checkout", "Foreign(HelpViewController)"])
    navigation.tapBack()
    #expect(checkout.isActive && results.all.isEmpty)
    navigation.tapBack()
    #expect(results.all == [.ended(.backButton)])
  }

  @Test func aPresentedFlowEndsWhenItsSheetIsSwipedAway() throws {
    let window = FakeWindow.appNavigation(showing: ["ListViewController"])
    let checkout = Checkout()
    let results = Results()
    let embedded = try EmbeddedFlow.present(
      checkout, from: window, over: "ListViewController"
    ) { results.all.append($0) }
    #expect(embedded.navigator.tree.modals.count == 1)
    #expect(window.presenter.presented.count == 1)
    window.presenter.swipeDown()
    #expect(results.all == [.ended(.swipeDown)])
    #expect(window.presenter.presented.isEmpty)
    #expect(window.appNavigationController?.viewControllers.count == 1)
  }

  @Test func twoFlowsLiveInTwoNavigationsAtOnce() throws {
    let (first, firstFlow, firstCheckout, firstResults) = try pushedCheckout()
    let (second, secondFlow, _, secondResults) = try pushedCheckout()
    first.appNavigationController?.tapBack()
    #expect(firstResults.all == [.ended(.backButton)] && secondResults.all.isEmpty)
    #expect(!firstFlow.isRunning && secondFlow.isRunning && !firstCheckout.isActive)
    #expect(second.appNavigationController?.viewControllers.count == 3)
  }

  enum PaymentRoute: TypedRoute {
    case payment
  }

  /// Lifecycle, dialogs, a link into the flow and the journal, as in a host that owns the
  /// window.
  @Test func lifecycleDialogsLinksAndTheJournalWorkInsideTheFlow() throws {
    let (window, embedded, checkout, results) = try pushedCheckout()
    let navigation = try #require(window.appNavigationController)
    let first = try #require(embedded.navigator.tree.visibleStack?.entries.array.last?.id)
    #expect(embedded.navigator.lifecycle(of: first) == .active)
    navigation.appPush("HelpViewController")  // The app's own screen goes on top.
    #expect(embedded.navigator.lifecycle(of: first) == .hidden)
    navigation.tapBack()
    #expect(embedded.navigator.lifecycle(of: first) == .active)

    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    var answers: [FlowResult<DiscardChoice>] = []
    checkout.showDialog(dialog, style: .alert) { answers.append($0) }
    #expect(embedded.navigator.lifecycle(of: first) == .visible)
    window.presenter.tapAction(titled: "Keep")
    #expect(answers == [.value(.keep)] && checkout.isActive)

    let links = LinkTable([LinkPattern("shop://payment", example: PaymentRoute.payment)])
    let payment = try links.route("shop://payment", as: PaymentRoute.self)
    try embedded.navigator.perform("open shop://payment", by: checkout) {
      draft throws(NavigationError) in
      try draft.perform(.push(.screen(payment.route)))
    }
    #expect(navigation.viewControllers.count == 4)
    #expect(embedded.navigator.tree.visibleScreen.route == payment.route)

    let causes = embedded.navigator.journal.entries.map(\.cause)
    #expect(causes.contains { if case .gesture(.appChangedStack) = $0 { true } else { false } })
    #expect(causes.contains { if case .gesture(.backButton) = $0 { true } else { false } })
    #expect(results.all.isEmpty)
  }

  /// Memory: an embedded flow the app lets go of is released with its navigator and its
  /// flow, whether the flow ended or still ran.
  @Test func anEmbeddedFlowTheAppLetsGoOfIsReleased() throws {
    weak var ended: EmbeddedFlow?
    weak var endedCheckout: Checkout?
    weak var running: EmbeddedFlow?
    weak var runningNavigator: Navigator?
    weak var runningCheckout: Checkout?
    try {
      let (window, embedded, checkout, _) = try pushedCheckout()
      ended = embedded
      endedCheckout = checkout
      window.appNavigationController?.tapBack()
      #expect(!embedded.isRunning)
    }()
    try {
      let (_, embedded, checkout, _) = try pushedCheckout()
      running = embedded
      runningNavigator = embedded.navigator
      runningCheckout = checkout
      #expect(embedded.isRunning)
    }()
    #expect(ended == nil && endedCheckout == nil)
    #expect(running == nil && runningNavigator == nil && runningCheckout == nil)
  }

  @Test func anAppNavigationWithoutScreensIsRefused() {
    let window = FakeWindow.appNavigation(showing: [])
    #expect(throws: NavigationError.emptyStack) {
      try EmbeddedFlow.push(Checkout(), onto: window, over: []) { _ in }
    }
  }
}
