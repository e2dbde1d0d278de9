import ProfileFlow
import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

/// The profile editor on the fakes, presented from the Account tab's own screen as the app
/// presents it.
@MainActor
@Suite struct EditProfileFlowTests {
  func editing() throws -> (FakeWindow, EditProfileFlow, EmbeddedFlow, Box) {
    let window = FakeWindow.appNavigation(showing: ["AccountViewController"])
    let flow = EditProfileFlow(name: "Ada")
    let results = Box()
    let embedded = try EmbeddedFlow.present(flow, from: window, over: "AccountViewController") {
      results.all.append($0)
    }
    return (window, flow, embedded, results)
  }

  final class Box {
    var all: [FlowResult<String>] = []
  }

  @Test func saveFinishesWithTheNewName() throws {
    let (window, flow, embedded, results) = try editing()
    flow.textChanged("Grace")
    try flow.save()
    #expect(results.all == [.value("Grace")])
    #expect(window.presenter.presented.isEmpty && window.embeddingEnded && !embedded.isRunning)
  }

  @Test func aSwipeDownWithAChangedNameAsksAndKeepLeavesTheSheet() throws {
    let (window, flow, embedded, results) = try editing()
    flow.textChanged("Grace")
    window.presenter.swipeDown()
    #expect(results.all.isEmpty, "the change is held while the question is up")
    #expect(embedded.navigator.tree.visibleScreen.route == ProfileDialog.discardChanges.route)
    window.presenter.tapAction(titled: "Keep editing")
    #expect(results.all.isEmpty && flow.isActive && flow.draft == "Grace")

    window.presenter.swipeDown()
    window.presenter.tapAction(titled: "Discard")
    #expect(results.all == [.ended(.swipeDown)])
    #expect(window.presenter.presented.isEmpty)
  }

  @Test func cancelWithoutAChangeEndsWithoutAsking() throws {
    let (window, flow, embedded, results) = try editing()
    try flow.cancel()
    #expect(results.all == [.ended(.dismissed)])
    #expect(window.presenter.presented.isEmpty && !embedded.isRunning)
  }
}
