// The ```swift blocks of
// Modules/WaypointUIKit/WaypointUIKit.docc/AdoptingWaypointInAnExistingApp.md, verbatim, in
// the context they need. The block that uses UIKit itself compiles only where UIKit exists
// (`#if canImport(UIKit)`); on Linux it is checked for presence only. The others compile
// everywhere, and the test runs.
import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

/// The flow the samples move to Waypoint: a checkout that produces an order.
final class CheckoutFlow: FlowCoordinator, ProducesResult {
  typealias Output = String
  init() { super.init(initialContent: .screen(Route("Checkout"))) }
}

/// The root of a headless sample's navigator: one `Home` stack.
final class HomeRoot: Coordinator {
  override func didStart() {
    _ = try? navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
  }
}

#if canImport(UIKit)
  import UIKit

  extension AdoptingWaypointInAnExistingApp {
    final class OrdersViewController: UIViewController {
      private var checkout: EmbeddedFlow?
      private let screens: ScreenFactory

      init(screens: ScreenFactory) {
        self.screens = screens
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      func checkoutTapped() {
        guard let navigationController else { return }
        checkout = try? EmbeddedFlow.push(
          CheckoutFlow(), onto: navigationController, screens: screens
        ) { [weak self] result in
          self?.checkout = nil
          if case .value(let order) = result { self?.title = order }
        }
      }
    }
  }
#endif

@Suite struct AdoptingWaypointInAnExistingApp {
  @MainActor @Test func theFlowRunsOnTheFakes() throws {
    let window = FakeWindow.appNavigation(showing: ["OrdersViewController"])
    var results: [FlowResult<String>] = []
    let embedded = try EmbeddedFlow.push(
      CheckoutFlow(), onto: window, over: ["OrdersViewController"]
    ) { results.append($0) }
    window.appNavigationController?.tapBack()
    #expect(results == [.ended(.backButton)] && !embedded.isRunning)
  }

  @MainActor @Test func aStackHasItsOwnPolicy() throws {
    let host = ContainerHost(containers: FakeWindow())
    host.foreignEntries = .adopt
    host.foreignEntriesByStack = { stack in
      stack.entries.root?.screen?.route.name == "Settings" ? .driveBack : nil
    }
    let settings = try NavigationTree(root: .stack([.screen(Route("Settings"))]))
    guard case .stack(let stack) = settings.root else { return }
    #expect(host.foreignEntriesByStack?(stack) == .driveBack)
  }

  @MainActor @Test func theHeadlessHostSimulatesTheAppsOwnCode() throws {
    let host = HeadlessHost()
    let navigator = Navigator(root: HomeRoot(), host: host)
    navigator.start()
    try host.appPush("LegacyHelpViewController")
    #expect(navigator.tree.visibleScreen.route == .foreign("LegacyHelpViewController"))
  }
}
