#if os(Linux)
  @testable import ShopApp
  import Testing
  import UIKit
  import Waypoint
  import WaypointUIKit

  /// The profile editor, moved to Waypoint: a flow presented from the Account tab's own
  /// screen, on the behavioural UIKit.
  @MainActor
  @Suite struct EditProfileTests {
    /// The app launched, the Account tab tapped, and Edit tapped.
    func editing(_ version: SimulatedIOS) throws -> (LaunchedShop, EmbeddedFlow) {
      let app = try LaunchedShop(version)
      let tabs = app.coordinator.tabBarController
      tabs.userTapsTab(app.account.navigationController)
      app.simulation.finishAnimations()
      try app.accountScreen().editTapped()
      app.simulation.finishAnimations()
      let embedded = try #require(app.account.editing)
      _ = try app.editor()
      return (app, embedded)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func savingTheNameUpdatesTheAccount(_ version: SimulatedIOS) throws {
      let (app, embedded) = try editing(version)
      var faults: [HostFault] = []
      embedded.host.onFault = { faults.append($0) }
      let editor = try app.editor()
      #expect(editor.draft == "Ada")
      editor.textChanged("Grace")
      editor.saveTapped()
      app.simulation.finishAnimations()
      #expect(try app.accountScreen().shownName == "Grace")
      #expect(app.account.editing == nil && app.presented.isEmpty)
      #expect(faults.isEmpty && app.simulation.log.isEmpty, "\(faults) \(app.simulation.log)")
    }

    /// The wall the app hit is gone: swiping the sheet away with a changed name asks first.
    /// Keep editing leaves the sheet and the name; Discard ends the editor, and it is released.
    @Test(arguments: SimulatedIOS.allCases)
    func swipingAChangedNameAwayAsksFirst(_ version: SimulatedIOS) throws {
      let (app, _) = try editing(version)
      weak let editor = try app.editor()
      weak let flow = editor?.flow
      weak let released = app.account.editing
      editor?.textChanged("Grace")
      try #require(app.presented.first).userSwipesDown()
      app.simulation.finishAnimations()
      let question = try #require(app.presented.last as? UIAlertController)
      #expect(question.title == "Discard your changes?")
      #expect(question.userTapsAction(titled: "Keep editing"))
      app.simulation.finishAnimations()
      #expect(app.presented.count == 1 && editor?.draft == "Grace")

      try #require(app.presented.first).userSwipesDown()
      app.simulation.finishAnimations()
      #expect(
        try #require(app.presented.last as? UIAlertController).userTapsAction(titled: "Discard"))
      app.simulation.finishAnimations()
      #expect(app.presented.isEmpty && app.account.editing == nil)
      #expect(try app.accountScreen().shownName == "Ada")
      #expect(editor == nil && flow == nil && released == nil, "nothing of the editor is left")
      #expect(app.simulation.log.isEmpty, "\(app.simulation.log)")
    }

    /// Both moved flows at once, one per tab of the app's own tab bar: each goes on where the
    /// user left it.
    @Test(arguments: SimulatedIOS.allCases)
    func bothFlowsRunAtOnceInTheirTabs(_ version: SimulatedIOS) throws {
      let app = try LaunchedShop(version)
      try app.openProduct(1).buyTapped()
      app.simulation.finishAnimations()
      try app.shopTop(CartViewController.self).continueTapped()
      app.simulation.finishAnimations()
      let tabs = app.coordinator.tabBarController
      tabs.userTapsTab(app.account.navigationController)
      app.simulation.finishAnimations()
      try app.accountScreen().editTapped()
      app.simulation.finishAnimations()
      #expect(app.shop.checkout?.isRunning == true && app.account.editing?.isRunning == true)

      try app.editor().textChanged("Grace")
      try app.editor().saveTapped()
      app.simulation.finishAnimations()
      tabs.userTapsTab(app.shop.navigationController)
      app.simulation.finishAnimations()
      try app.shopTop(AddressViewController.self).addressSubmitted("1 Garden Lane")
      app.simulation.finishAnimations()
      try app.shopTop(ConfirmViewController.self).placeOrderTapped()
      app.simulation.finishAnimations()
      #expect(
        app.store.profileName == "Grace" && app.store.orders.map(\.product.name) == ["Trowel"])
      #expect(app.shop.checkout == nil && app.account.editing == nil)
      #expect(app.titles(app.shop.navigationController) == ["Shop", "Trowel"])
      #expect(app.simulation.log.isEmpty, "\(app.simulation.log)")
    }
  }
#endif
