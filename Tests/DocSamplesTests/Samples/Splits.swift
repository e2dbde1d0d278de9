// The ```swift blocks of Modules/Waypoint/Waypoint.docc/Splits.md, verbatim, in the context
// they need: a mail app whose inbox is a split.
import Testing
import Waypoint
import WaypointTesting

@Suite struct Splits {
  enum MailRoute: TypedRoute {
    case inbox
    case message(id: Int)
  }

  final class MessageCoordinator: TypedFlowCoordinator<MailRoute> {
    init(id: Int) { super.init(showing: .message(id: id)) }
  }

  final class MailCoordinator: TypedFlowCoordinator<MailRoute> {
    init() { super.init(initialContent: .split(primary: .screen(MailRoute.inbox))) }

    func messageTapped(id: Int) throws {
      // The detail column gets the message; at compact width it comes on top of the inbox.
      try start(MessageCoordinator(id: id), as: .column(.detail))
    }
  }

  @MainActor @Test func theMessageStaysThroughResizes() throws {
    let flow = HeadlessFlow(root: ScriptedRoot(starting: MailCoordinator()))
    flow.start()
    let mail = try #require(flow.navigator.root.children.first as? MailCoordinator)
    try mail.messageTapped(id: 3)
    flow.expectStack(["Inbox", "Message"])
    try flow.host.resize(to: .regular)
    #expect(flow.navigator.tree.visibleSplit?.isCollapsed == false)
    try flow.host.resize(to: .compact)
    flow.expectStack(["Inbox", "Message"])
    try flow.host.tapBack()
    flow.expectStack(["Inbox"])
    try flow.host.resize(to: .regular)
    flow.expectScreen(MailRoute.message(id: 3).route)
  }

  @MainActor @Test func theNextMessageTakesTheColumnAndTheFirstIsReleased() throws {
    let flow = HeadlessFlow(root: ScriptedRoot(starting: MailCoordinator()))
    flow.start()
    let mail = try #require(flow.navigator.root.children.first as? MailCoordinator)
    try mail.messageTapped(id: 3)
    try mail.messageTapped(id: 4)
    flow.expectScreen(MailRoute.message(id: 4).route)
    #expect(flow.navigator.journal.last?.finished.map(\.reason) == [.replaced])
    flow.expectReleased()
  }
}
