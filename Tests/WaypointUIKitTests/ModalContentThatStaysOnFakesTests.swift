import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

/// Content replacing a presented modal's that shows the same thing keeps its nodes: the host
/// keeps the presented navigation controller and changes only what differs in it.
@MainActor
@Suite struct ModalContentThatStaysOnFakesTests {
  @Test func theSameContentCallsNothingAndMoreOfTheStackIsOnePush() throws {
    let app = try HostHarness(.screens("Home"))
    try app.perform(.present(.screens("Share")))
    let stack = app.tree.modals[0].content.id
    let calls = app.window.calls.count
    try app.perform(.replacePresented(.screens("Share")))
    #expect(app.window.calls.count == calls, "nothing to do")
    try app.perform(.replacePresented(.screens("Share", "Note")))
    let note = app.entries(of: stack)[1]
    #expect(Array(app.window.calls[calls...]) == [.push(note, onto: stack)])
    #expect(app.window.presenter.presented[0].content.node == stack)
    try app.perform(.replacePresented(.screens("Share")))
    #expect(app.window.calls.last == .pop(to: app.entries(of: stack)[0], in: stack))
    #expect(app.completions == [1, 2, 3, 4])
    app.expectInSync()
  }
}
