import AppNavigation
import Testing

@MainActor
final class Sample: ScreenModel {
  var title: String { "Sample" }
  var lines: [String] { [] }
  var message: String? { nil }
  var actions: [ScreenAction] { [ScreenAction("article", arguments: ["ID"], "open an article")] }
  var opened: [Int] = []

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    let arguments = try check(action, arguments)
    opened.append(try integer(arguments[0], for: action))
  }
}

@MainActor
@Suite struct ScreenModelTests {
  @Test func anOfferedActionRunsWithItsArguments() throws {
    let model = Sample()
    try model.perform("article", arguments: ["3"])
    #expect(model.opened == [3])
  }

  @Test func anActionNotOfferedIsRefusedWithWhatIsAvailable() {
    let model = Sample()
    #expect(throws: ScreenActionError.unavailable("share", available: ["article"])) {
      try model.perform("share", arguments: [])
    }
    #expect(model.opened.isEmpty)
  }

  @Test(arguments: [[], ["3", "4"], ["three"]])
  func wrongArgumentsAreRefusedWithTheUsage(_ arguments: [String]) {
    let model = Sample()
    #expect(throws: ScreenActionError.badArguments("article", usage: "article ID")) {
      try model.perform("article", arguments: arguments)
    }
    #expect(model.opened.isEmpty)
  }
}
