import Testing
import Waypoint
import WaypointPlugins

enum AskRoute: TypedRoute {
  case confirm
}

enum Answer: String, DialogChoice {
  case yes, no
  var description: String { rawValue }
}

/// The generic dialog model: its choices are its actions, each answering the dialog.
@MainActor
@Suite struct DialogModelTests {
  final class Root: Coordinator {}

  func dialog(_ choices: [Answer] = Answer.allCases) -> DialogCoordinator<AskRoute, Answer> {
    DialogCoordinator(showing: .confirm, choices: choices) {
      DialogModel($0, title: "Sure?", lines: ["It cannot be undone."]) { "say \($0)" }
    }
  }

  @Test func theChoicesAreTheActionsAndAChoiceAnswersTheDialog() throws {
    let root = Root()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    var results: [FlowResult<Answer>] = []
    root.showDialog(dialog(), style: .alert) { results.append($0) }
    let model = try #require(navigator.visibleModel as? DialogModel<AskRoute, Answer>)
    #expect(model.title == "Sure?")
    #expect(model.lines == ["It cannot be undone."])
    #expect(model.actions.map(\.name) == ["yes", "no"])
    #expect(model.actions.map(\.summary) == ["say yes", "say no"])
    try model.perform("no", arguments: [])
    #expect(results == [.value(.no)])
    #expect(navigator.tree.modals.isEmpty)
  }

  @Test func onlyTheOfferedChoicesAreActions() throws {
    let root = Root()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    root.showDialog(dialog([.yes])) { _ in }
    let model = try #require(navigator.visibleModel as? DialogModel<AskRoute, Answer>)
    #expect(model.actions.map(\.name) == ["yes"])
    #expect(throws: ScreenActionError.unavailable("no", available: ["yes"])) {
      try model.perform("no", arguments: [])
    }
  }

  @Test func aDialogThatHasGoneCannotBeAnswered() throws {
    let root = Root()
    let navigator = Navigator(root: root, host: HeadlessHost())
    navigator.start()
    root.showDialog(dialog()) { _ in }
    let model = try #require(navigator.visibleModel as? DialogModel<AskRoute, Answer>)
    try navigator.perform(.dismissAll)
    #expect(throws: ScreenActionError.flowFinished("answer the dialog")) {
      try model.choose(.yes)
    }
  }
}

/// Free-text arguments: the rest of the line.
@MainActor
@Suite struct TextActionTests {
  @Test func aTextArgumentTakesEveryWordJoinedBySpaces() throws {
    var written: [String] = []
    let action = ScreenAction("write", text: "TEXT…", "write") { (text: String) in
      written.append(text)
    }
    try action.perform(["Great", "read,", "really"])
    try action.perform(["one"])
    #expect(written == ["Great read, really", "one"])
    #expect(action.usage == "write TEXT…")
    #expect(throws: ScreenActionError.badArguments("write", usage: "write TEXT…")) {
      try action.perform([])
    }
  }

  @Test func aScreenUsesTheStacksBackUnlessItSaysOtherwise() {
    #expect(Sample().systemBack == nil)
  }
}
