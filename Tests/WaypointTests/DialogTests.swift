import Testing

@testable import Waypoint

enum ConfirmRoute: TypedRoute {
  case discard
}

enum DiscardChoice: String, DialogChoice {
  case discard, keep
  var description: String { rawValue }
}

@MainActor
@Suite struct DialogTests {
  @Test func aDialogIsAModalOfOneScreenAndItsChoiceIsItsResult() throws {
    let (navigator, _, root) = makeNavigator()
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    var results: [FlowResult<DiscardChoice>] = []
    root.showDialog(dialog, style: .confirmationDialog) { results.append($0) }
    #expect(navigator.tree.modals.map(\.style) == [.confirmationDialog])
    #expect(navigator.tree.visibleScreen.route == ConfirmRoute.discard.route)
    try dialog.choose(.keep)
    #expect(navigator.tree.modals.isEmpty)
    #expect(results == [.value(.keep)])
  }

  @Test func nothingIsPresentedOverADialogAndADialogCannotBeSwipedDown() throws {
    let (navigator, host, root) = makeNavigator()
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    root.showDialog(dialog) { _ in }
    let before = navigator.tree
    #expect(throws: NavigationError.dialogOnTop) {
      try root.present(.screen(route("Sheet")))
    }
    #expect(throws: NavigationError.notSwipeDismissible(.alert)) { try host.swipeDown() }
    #expect(navigator.tree == before)
  }

  @Test func aDialogShowsOneScreenAndATreeFromOutsideKeepsTheRules() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    #expect(throws: NavigationError.dialogNeedsOneScreen(found: .stack)) {
      try tree.perform(.present(.stack([.screen(route("A"))]), style: .alert))
    }
    try tree.perform(.present(.screen(route("Ask")), style: .alert))
    var broken = tree
    broken.modals.append(
      Modal(style: .sheet, content: .screen(Screen(id: NodeID(rawValue: 2), route: route("Over")))))
    broken.lastID = 9
    #expect(throws: NavigationError.dialogOnTop) { try broken.validate() }
  }

  @Test func aDialogRemovedWithWhatIsBelowEndsWithoutAChoice() throws {
    let (navigator, _, root) = makeNavigator()
    let sheet = ScreenFlow("Sheet")
    try root.start(sheet, as: .present())
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    var results: [FlowResult<DiscardChoice>] = []
    sheet.showDialog(dialog) { results.append($0) }
    try navigator.perform(.replaceRoot(.screen(route("Login"))))
    #expect(results == [.ended(.parentFinished)], "it went with the sheet that showed it")
  }

  @Test func aChoiceThatIsNotOfferedIsRefused() throws {
    let (navigator, _, root) = makeNavigator()
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard, choices: [.keep])
    root.showDialog(dialog) { _ in }
    #expect(throws: NavigationError.self) { try dialog.choose(.discard) }
    #expect(navigator.tree.modals.count == 1)
  }
}
