import Testing

@testable import Waypoint

/// Hooks added or work started after a coordinator finished behave as a user expects.
@MainActor
@Suite struct CoordinatorHookTests {
  @Test func anOnFinishHandlerAddedAfterFinishingRunsAtOnce() throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    try host.tapBack()
    var reasons: [FinishReason] = []
    article.onFinish { reasons.append($0) }
    #expect(reasons == [.backButton])
    withExtendedLifetime(navigator) {}
  }

  @Test func workStartedAfterFinishingNeverRuns() async throws {
    let (navigator, host, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    try host.tapBack()
    var ran = false
    let task = article.task { ran = true }
    await task.value
    #expect(task.isCancelled)
    #expect(!ran)
    withExtendedLifetime(navigator) {}
  }

  @Test func finishedWorkIsForgotten() async throws {
    let (navigator, _, root) = makeNavigator()
    let article = ScreenFlow("Article")
    try root.start(article, as: .push())
    await article.task {}.value
    await article.task {}.value
    #expect(article.runningTaskCount == 0)
    withExtendedLifetime(navigator) {}
  }

  @Test func aMissingEntryErrorNamesTheStackItLookedIn() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home")), .screen(route("A"))]))
    let stack = try #require(tree.visibleStack)
    #expect(
      throws: NavigationError.nodeNotFound(
        NodeID(rawValue: 99), in: "stack \(stack.id) [Home\(stack.rootEntry.id), A\(stack.top.id)]")
    ) {
      try tree.apply(.pop(to: NodeID(rawValue: 99), in: stack.id))
    }
  }
}
