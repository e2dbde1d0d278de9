// The ```swift blocks of Modules/Waypoint/Waypoint.docc/ScreenLifecycleStates.md, verbatim, in the
// context they need; the tests run them and check what their comments say.
import Testing
import Waypoint
import WaypointTesting

@Suite struct ScreenLifecycleSamples {
  typealias TodayRoute = GettingStarted.TodayRoute
  typealias ArticleCoordinator = GettingStarted.ArticleCoordinator

  // MARK: The state is a function of the tree

  @Test func theStateIsAFunctionOfTheTree() throws {
    let stack: Content = .stack([.screen(Route("Home")), .screen(Route("Video"))])
    var tree = try NavigationTree(root: stack)
    let video = tree.visibleScreen.id
    try tree.perform(.present(.screen(Route("Share")), style: .sheet))
    let underTheSheet = tree.lifecycle(of: video)  // .visible
    try tree.perform(.present(.screen(Route("Login")), style: .fullScreen))
    let underLogin = tree.lifecycle(of: video)  // .hidden

    #expect(underTheSheet == .visible)
    #expect(underLogin == .hidden)
    #expect(tree.lifecycle(of: tree.visibleScreen.id) == .active)
  }

  // MARK: Models hear their state

  @MainActor
  final class VideoModel: ScreenLifecycleObserver {
    private(set) var isPlaying = false

    func screenLifecycleDidChange(to state: ScreenLifecycle) {
      isPlaying = state != .hidden  // it keeps playing under a sheet
    }
  }

  /// A root whose `Video` screens get a ``VideoModel``.
  @MainActor
  final class VideoRoot: Coordinator {
    override func makeModel(for screen: Screen) -> AnyObject? {
      screen.route.name == "Video" ? VideoModel() : nil
    }
  }

  @MainActor @Test func theVideoPlaysUnderASheetAndPausesUnderAFullScreenModal() throws {
    let root = VideoRoot()
    let tree = try NavigationTree(root: .stack([.screen(Route("Video"))]))
    let navigator = try Navigator(root: root, host: HeadlessHost(), tree: tree)
    navigator.start()
    let video = try #require(navigator.visibleModel(as: VideoModel.self))
    #expect(video.isPlaying)
    try root.present(.screen(Route("Share")))
    #expect(video.isPlaying, "it keeps playing under a sheet")
    try root.present(.screen(Route("Login")), style: .fullScreen)
    #expect(!video.isPlaying)
    try root.navigate(.dismissAll)
    #expect(video.isPlaying)
  }

  // MARK: Testing

  @MainActor @Test func theArticleStaysVisibleUnderTheShareSheet() throws {
    let article = ArticleCoordinator(id: 3)
    let flow = HeadlessFlow(root: ScriptedRoot(pushing: article))
    flow.start()
    flow.host.animates = true
    let share = TypedFlowCoordinator<TodayRoute>(showing: .share(id: 3))
    try article.start(share, as: .present(.sheet))
    flow.expectLifecycle(TodayRoute.article(id: 3), .active)  // the sheet still rises
    flow.host.finishAnimations()
    flow.expectLifecycle(TodayRoute.article(id: 3), .visible)
    flow.expectLifecycle(TodayRoute.share(id: 3), .active)
  }
}
