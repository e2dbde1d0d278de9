// The ```swift block of Modules/Waypoint/Waypoint.docc/GesturesDuringAnimations.md, verbatim,
// in the scene the article describes, and a test that checks what its comments say.
import Testing
import Waypoint
import WaypointTesting

@Suite struct GesturesDuringAnimations {
  typealias TodayRoute = GettingStarted.TodayRoute
  typealias ArticleCoordinator = GettingStarted.ArticleCoordinator

  /// An article flow presented a share sheet; the share flow pushed comments onto the stack
  /// below. Then the user swipes the sheet down and taps back while the host animates.
  @MainActor @Test func aSwipeDownThenABackTap() throws {
    let article = ArticleCoordinator(id: 3)
    let share = TypedFlowCoordinator<TodayRoute>(showing: .share(id: 3))
    let comments = TypedFlowCoordinator<TodayRoute>(showing: .comments(article: 3))
    let host = HeadlessHost()
    let navigator = Navigator(root: ScriptedRoot(pushing: article), host: host)
    navigator.start()
    try article.start(share, as: .present(.sheet))
    try share.start(comments, as: .push(onto: navigator.tree.root.id))

    host.animates = true
    // Share finishes (.swipeDown); its child, Comments, is popped and finishes (.parentFinished)
    try host.swipeDown()
    // the user now sees Article on top: Article finishes (.backButton)
    try host.tapBack()
    host.finishAnimations()
    #expect(host.rendered == navigator.tree)

    #expect(share.finishReason == .swipeDown)
    #expect(comments.finishReason == .parentFinished)
    #expect(article.finishReason == .backButton)
    #expect(navigator.tree.visibleStackNames == ["Home"])
  }
}
