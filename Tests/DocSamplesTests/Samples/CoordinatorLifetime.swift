// The ```swift block of Modules/Waypoint/Waypoint.docc/CoordinatorLifetime.md, verbatim, in
// the context it needs, and a test that runs it.
import Testing
import Waypoint
import WaypointTesting

@Suite struct CoordinatorLifetime {
  typealias ArticleCoordinator = GettingStarted.ArticleCoordinator

  final class ParentCoordinator: FlowCoordinator {
    func showArticle() throws {
      let article = ArticleCoordinator(id: 3)
      article.onFinish { [weak self] reason in
        if reason == .swipeDown { _ = try? self?.push(.screen(Route("Feedback"))) }  // queued
      }
      try start(article, as: .present(.sheet))
    }
  }

  @MainActor @Test func aParentNavigatesFromItsChildsFinishHandler() throws {
    let parent = ParentCoordinator(initialContent: .screen(Route("Home")))
    let flow = HeadlessFlow(root: ScriptedRoot(starting: parent))
    flow.start()
    try parent.showArticle()
    flow.expectModal("Article")

    try flow.host.swipeDown()

    flow.expectModal(nil)
    flow.expectStack(["Home", "Feedback"])
    flow.expectReleased()
  }
}
