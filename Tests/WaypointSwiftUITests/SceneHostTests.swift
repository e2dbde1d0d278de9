import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting
import WaypointTesting

enum ConfirmRoute: TypedRoute {
  case discard
}

enum DiscardChoice: String, DialogChoiceWithRole {
  case discard, keep
  var description: String { self == .discard ? "Discard" : "Keep" }
  var role: DialogAction.Role { self == .discard ? .destructive : .cancel }
}

/// How the host core brings the bindings to the navigator's tree: in the fewest transactions,
/// each after the last completed, with the lifecycle reported once SwiftUI has drawn it.
@MainActor
@Suite struct SceneHostTests {
  final class Watched: ScreenLifecycleObserver {
    var states: [ScreenLifecycle] = []
    func screenLifecycleDidChange(to state: ScreenLifecycle) { states.append(state) }
  }

  /// What a test collects from closures (release builds refuse a captured `var`).
  final class Box<Value> {
    var values: [Value] = []
  }

  final class WatchedFlow: FlowCoordinator {
    let model = Watched()
    init() { super.init(initialContent: .screen(Route("Watched"))) }
    override func makeModel(for screen: Screen) -> AnyObject? { model }
  }

  @Test func aDeepLinkDismissesTwoSheetsSwitchesTabAndPushesInThreeTransactions() throws {
    let app = SceneHarness(.twoTabs)
    try app.perform(.present(.screen(Route("First"))))
    try app.perform(.present(.screen(Route("Second"))))
    var target = app.tree
    try target.perform(.dismissAll)
    try target.perform(.selectTab(.index(1)))
    for name in ["A", "B", "C"] { try target.perform(.push(.screen(Route(name)))) }
    let before = app.transactionCount
    try app.perform(.transition(to: target))
    #expect(app.transactionCount - before == 3, "two dismissals, then the tab with its path")
    #expect(app.tree == target)
    app.expectInSync()
  }

  @Test func whileATransactionRunsOnlyTheLatestTreeIsShownNext() throws {
    let scene = FakeScene()
    let host = SceneHost(renderer: scene)
    var tree = try NavigationTree(root: .screens("Home"))
    host.attach(tree: tree)
    scene.settle()
    let before = scene.transactions.count
    let completed = Box<String>()
    for name in ["A", "B", "C"] {
      try tree.perform(.push(.screen(Route(name))))
      host.apply([], resulting: tree) { completed.values.append(name) }
    }
    #expect(scene.transactions.count - before == 1, "A animates; B and C wait")
    scene.settle()
    #expect(scene.transactions.count - before == 2, "then one transaction to the latest tree")
    #expect(completed.values == ["A", "B", "C"])
    #expect(scene.shownPaths[tree.visibleStack!.id]?.count == 3)
    #expect(scene.warnings.isEmpty)
  }

  @Test func theLifecycleIsReportedOnceTheTransactionCompleted() throws {
    let app = SceneHarness(.screens("Home"))
    let flow = WatchedFlow()
    try app.root.start(flow, as: .push())
    app.scene.endFrame()
    #expect(flow.model.states.isEmpty, "the push still animates")
    app.scene.finishAnimations()
    app.scene.settle()
    #expect(flow.model.states == [.active])
    #expect(app.scene.tapBack())
    app.scene.settle()
    #expect(flow.isFinished)
    app.expectInSync()
  }

  @Test func aPageSwipeIsReportedAndAJumpIsNot() throws {
    let app = SceneHarness(.stack([.pages([Route("Pick"), Route("Weekly"), Route("Popular")])]))
    let pages = try #require(app.tree.visiblePages)
    app.scene.swipePage(to: 1, of: pages.id)
    #expect(app.gestures == [.pageSwipe(to: 1, in: pages.id)])
    app.scene.settle()
    app.scene.swipePage(to: 0, of: pages.id)
    app.scene.settle()
    #expect(app.tree.visiblePages?.currentIndex == 0)
    app.expectInSync()
    let count = app.gestures.count
    app.scene.write(path: [], of: app.stack.id, seen: app.scene.revision)  // nothing to pop
    app.scene.swipePage(to: 2, of: pages.id)
    #expect(app.gestures.count == count)
    #expect(app.ignored == [.notAUserChange(pages.id)])
    app.scene.settle()
    app.expectInSync()
  }

  @Test func aFullScreenCoverClearedByItsScreenIsShownAgain() throws {
    let app = SceneHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("Player")), style: .fullScreen))
    let cover = app.tree.modals[0].content.id
    app.host.userDismissed(modal: cover, seen: app.scene.revision)
    #expect(app.ignored == [.notAUserChange(cover)])
    app.scene.settle()
    #expect(app.tree.modals.count == 1)
    app.expectInSync()
  }

  @Test(arguments: [DiscardChoice.discard, .keep])
  func aDialogButtonAnswersTheDialogCoordinator(_ choice: DiscardChoice) throws {
    let app = SceneHarness(.screens("Home"))
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    let results = Box<FlowResult<DiscardChoice>>()
    app.root.showDialog(dialog, style: .confirmationDialog) { results.values.append($0) }
    app.scene.settle()
    let modal = app.tree.modals[0].content.id
    #expect(
      app.host.dialogActions(modal) == [
        DialogAction(title: "Discard", role: .destructive),
        DialogAction(title: "Keep", role: .cancel),
      ])
    #expect(app.scene.tapDialogButton(choice.description))
    app.scene.settle()
    #expect(results.values == [.value(choice)])
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }

  @Test func aDialogAnswerTheGuardsRefuseShowsTheDialogAgain() throws {
    let app = SceneHarness(.screens("Home"))
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    app.root.showDialog(dialog, style: .alert) { _ in }
    app.scene.settle()
    _ = ScriptedGuard(.veto, on: app.navigator) { _ in true }
    #expect(app.scene.tapDialogButton("Keep"))
    #expect(app.scene.shownModals.isEmpty, "SwiftUI closed it")
    app.scene.settle()
    #expect(app.tree.modals.count == 1)
    app.expectInSync()
  }
}
