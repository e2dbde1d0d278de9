import AppNavigation
import Testing
import WaypointPlugins

@MainActor
@Suite("The tab roots' bar buttons")
struct BarActionsTests {
  final class Spy: BarNavigation {
    var taps: [String] = []
    func bookmarksBarButtonTapped() { taps.append("bookmarks") }
    func myPageBarButtonTapped() { taps.append("mypage") }
  }

  @Test("Both buttons report to the navigation, by name")
  func bothButtons() throws {
    let spy = Spy()
    let actions = BarActions.actions { spy }
    #expect(actions.map(\.name) == ["bookmarks", "mypage"])
    try actions[1].perform([])
    try actions[0].perform([])
    #expect(spy.taps == ["mypage", "bookmarks"])
  }

  @Test("A hidden button is not offered", arguments: [BarButton.bookmarks, .myPage])
  func hidden(button: BarButton) {
    let actions = BarActions.actions(hiding: button) { nil }
    #expect(actions.map(\.name) == [button == .bookmarks ? "mypage" : "bookmarks"])
  }

  @Test("A navigation that has gone hears nothing, and the action does not fail")
  func goneNavigation() throws {
    var spy: Spy? = Spy()
    weak let weakSpy = spy
    let actions = BarActions.actions { [weak spy] in spy }
    spy = nil
    #expect(weakSpy == nil)
    try actions[0].perform([])
  }
}
