import Testing
import WaypointPlugins

@MainActor
final class Sample: ScreenModel {
  var title: String { "Sample" }
  var lines: [String] { [] }
  var message: String? { nil }
  var opened: [Int] = []
  var loggedIn: [String] = []

  /// The typed methods the actions call.
  func open(id: Int) { opened.append(id) }
  func login(user: String, password: String) throws(ScreenActionError) {
    guard password == "secret" else { throw .failed("wrong password") }
    loggedIn.append(user)
  }

  var actions: [ScreenAction] {
    [
      ScreenAction("article", "ID", "open an article") { [weak self] (id: Int) in
        self?.open(id: id)
      },
      ScreenAction("login", "USER", "PASSWORD", "log in") {
        [weak self] (user: String, password: String) throws(ScreenActionError) in
        try self?.login(user: user, password: password)
      },
    ]
  }
}

@MainActor
@Suite struct ScreenModelTests {
  @Test func anOfferedActionCallsItsTypedMethodWithTheArgumentsRead() throws {
    let model = Sample()
    try model.perform("article", arguments: ["3"])
    try model.perform("login", arguments: ["ann", "secret"])
    #expect(model.opened == [3])
    #expect(model.loggedIn == ["ann"])
  }

  @Test func anActionNotOfferedIsRefusedWithWhatIsAvailable() {
    let model = Sample()
    #expect(throws: ScreenActionError.unavailable("share", available: ["article", "login"])) {
      try model.perform("share", arguments: [])
    }
    #expect(model.opened.isEmpty)
  }

  @Test(arguments: [[], ["3", "4"], ["three"]])
  func wrongArgumentsAreRefusedWithTheUsageAndTheMethodIsNotCalled(_ arguments: [String]) {
    let model = Sample()
    #expect(throws: ScreenActionError.badArguments("article", usage: "article ID")) {
      try model.perform("article", arguments: arguments)
    }
    #expect(model.opened.isEmpty)
  }

  @Test func whatTheMethodThrowsReachesTheCaller() {
    let model = Sample()
    #expect(throws: ScreenActionError.failed("wrong password")) {
      try model.perform("login", arguments: ["ann", "guess"])
    }
    #expect(model.loggedIn.isEmpty)
  }

  @Test func anActionListsItsUsageForHelp() {
    let model = Sample()  // kept: its actions hold it weakly
    #expect(model.actions.map(\.usage) == ["article ID", "login USER PASSWORD"])
  }
}

@MainActor
@Suite struct ScreenActionTests {
  @Test func anActionWithoutArgumentsRefusesArgumentsAndDoesNotRun() {
    var runs = 0
    let action = ScreenAction("logout", "log out") { runs += 1 }
    #expect(throws: ScreenActionError.badArguments("logout", usage: "logout")) {
      try action.perform(["now"])
    }
    #expect(runs == 0)
  }
}
