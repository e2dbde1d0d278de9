import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

@MainActor
@Suite struct ContainerHostRenderingTests {
  @Test func aPushIsOnePushCallAndItsEchoIsNoGesture() throws {
    let app = try HostHarness(.screens("Home"))
    try app.perform(.push(.screen(Route("Article"))))
    #expect(app.window.calls.last == .push(app.stackIDs[1], onto: app.visibleStack.id))
    #expect(app.gestures.isEmpty, "will-show and did-show of our own push are echoes")
    #expect(app.completions == [1])
    app.expectInSync()
  }

  @Test func aPopOfSeveralLevelsIsOneCall() throws {
    let app = try HostHarness(.screens("A", "B", "C", "D"))
    let root = app.stackIDs[0]
    app.window.calls = []
    try app.perform(.popToRoot())
    #expect(app.window.calls == [.pop(to: root, in: app.visibleStack.id)])
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }

  @Test func aReplacedStackIsOneSetEntriesCall() throws {
    let app = try HostHarness(.screens("A", "B"))
    app.window.calls = []
    try app.perform(.replaceStack([.screen(Route("C")), .screen(Route("D"))]))
    #expect(app.window.calls == [.setEntries(app.stackIDs, in: app.visibleStack.id)])
    app.expectInSync()
  }

  @Test func dismissingEveryModalIsOneDismissal() throws {
    let app = try HostHarness(.screens("Home"))
    try app.perform(.present(.screen(Route("One"))))
    try app.perform(.present(.screens("Two", "Three")))
    app.window.calls = []
    try app.perform(.dismissAll)
    #expect(app.window.calls == [.dismiss(fromLevel: 0)])
    #expect(app.completions == [1, 2, 3])
    app.expectInSync()
  }

  @Test func transitionsRunOneAtATimeAndEachCompletionOnceInOrder() throws {
    let app = try HostHarness(.screens("Home"), animates: true)
    try app.perform(.present(.screen(Route("Sheet"))))
    try app.perform(.dismiss)  // a clean-up that arrives while the presentation animates
    try app.perform(.present(.screen(Route("Other"))))
    #expect(app.window.calls.count == 2, "only the first presentation has started")
    #expect(app.completions.isEmpty)
    app.window.animator.finishAnimations()
    #expect(app.completions == [1, 2, 3])
    #expect(app.window.warnings.isEmpty, "nothing was presented while a dismissal ran")
    app.expectInSync()
  }

  @Test func aStepQueuedBeforeAGestureIsNotReplayedOverIt() throws {
    let app = try HostHarness(.screens("A", "B", "C"), animates: true)
    let stack = app.visibleStack.id
    let before = app.stackIDs
    try app.perform(.present(.screen(Route("Sheet"))))  // animating
    try app.perform(.push(.screen(Route("D")), onto: stack))  // queued behind it
    app.window.navigationController(stack)!.tapBack()  // the user pops C meanwhile
    app.window.animator.finishAnimations()
    #expect(app.gestures == [.backButton(stack: stack, to: before[1])])
    #expect(app.entries(of: stack) == Array(before.prefix(2)))
    #expect(!app.window.calls.contains { if case .push = $0 { true } else { false } })
    app.expectInSync()
  }

  @Test func aContainerCallingItsCompletionTwiceCompletesOnce() throws {
    let held = HeldCompletions()
    let host = ContainerHost(containers: held)
    var tree = try NavigationTree(root: .screens("Home"))
    host.attach(tree: tree)
    var completions = 0
    host.apply(try tree.perform(.present(.screen(Route("Sheet")))).steps, resulting: tree) {
      completions += 1
    }
    let presented = try #require(held.completions.first)
    presented()
    presented()
    #expect(completions == 1)
  }

  @Test func aLateSecondCompletionDoesNotEndTheNextTransition() throws {
    let held = HeldCompletions()
    let host = ContainerHost(containers: held)
    var tree = try NavigationTree(root: .screens("Home"))
    host.attach(tree: tree)
    var completed: [Int] = []
    host.apply(try tree.perform(.present(.screen(Route("A")))).steps, resulting: tree) {
      completed.append(1)
    }
    host.apply(try tree.perform(.dismiss).steps, resulting: tree) { completed.append(2) }
    let first = try #require(held.completions.first)
    first()
    #expect(held.completions.count == 2, "the dismissal has started")
    first()  // the presenter calls the presentation's completion again
    #expect(completed.isEmpty, "the running dismissal is not taken as finished")
    held.completions[1]()
    #expect(completed == [1, 2])
  }

  @Test func aRootReplacementRebuildsTheWindowAndDropsModals() throws {
    let app = try HostHarness(.screens("Splash"))
    try app.perform(.present(.screen(Route("Sheet"))))
    try app.perform(.replaceRoot(.tabs([.init("Today", .screens("Today"))])))
    #expect(app.window.calls.last == .setRoot(app.tree.root.id))
    app.expectInSync()
  }
}

/// A presenter that keeps completions for the test to call.
@MainActor
private final class HeldCompletions: ContainerProvider, ModalPresenter {
  weak var events: (any ContainerEvents)?
  var completions: [@MainActor () -> Void] = []
  var presentedIDs: [NodeID] = []
  var modals: any ModalPresenter { self }
  func setRoot(_ node: Node, completion: @escaping @MainActor () -> Void) { completion() }
  func stack(_ id: NodeID) -> (any StackContainer)? { nil }
  func tabs(_ id: NodeID) -> (any TabContainer)? { nil }
  func pages(_ id: NodeID) -> (any PageContainer)? { nil }
  func present(_ modal: Modal, animated: Bool, completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }
  func dismiss(fromLevel level: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }
  func setSwipeLocked(_ locked: Bool, modal: NodeID) {}
}
