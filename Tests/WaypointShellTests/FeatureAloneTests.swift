import AppShell
import Foundation
import ReadingShell
import Testing
import WaypointPlugins

@testable import WaypointShell

/// `waypoint-shell --feature NAME`: one feature's entries with spies for its neighbours; what
/// the feature asks of the app is printed and recorded, and `expect asked` checks it.
@MainActor
@Suite struct FeatureAloneTests {
  static func alone(_ feature: String) throws -> ShellSession {
    try ShellSession(dependencies: try .inMemoryWithBundledArticles(), feature: feature)
  }

  @discardableResult
  static func run(_ line: String, on session: ShellSession) throws -> String {
    try session.run(try #require(try Command.parse(line)))
  }

  @Test func todaysArticleTapIsAskedOfTheAppNotCarriedOut() throws {
    let session = try Self.alone("Today")
    #expect(session.app.alone?.problem == nil)
    #expect(session.path == "[pages] Today(Pick)")
    let output = try Self.run("tap article 3", on: session)
    #expect(output == "asked: articleTapped(id: 3)")
    #expect(session.path == "[pages] Today(Pick)", "the spy does not open the article")
    #expect(session.app.alone?.asked == ["articleTapped(id: 3)"])
    try Self.run("expect asked articleTapped(id: 3)", on: session)
    #expect(throws: ShellFailure.self) {
      try Self.run("expect asked articleTapped(id: 4)", on: session)
    }
  }

  @Test func aWrongExpectationSaysWhatWasAsked() throws {
    let session = try Self.alone("Today")
    try Self.run("tap mypage", on: session)
    do {
      try Self.run("expect asked articleTapped(id: 3)", on: session)
      Issue.record("the expectation held")
    } catch let failure as ShellFailure {
      #expect(
        failure
          == .expectation(
            expected: "asked articleTapped(id: 3)", actual: "asked myPageBarButtonTapped()"))
    }
  }

  @Test func theFeaturesOwnNavigationStillRuns() throws {
    let session = try Self.alone("Today")
    try Self.run("tab article", on: session)
    try Self.run("tap share", on: session)
    #expect(session.path == "[article] Article(1) ⧉ Share(1)")
    #expect(session.app.alone?.asked == [])
  }

  @Test func anotherFeatureAloneRecordsItsOwnActions() throws {
    let session = try Self.alone("MyPage")
    #expect(try Self.run("tap logout", on: session) == "asked: logoutTapped()")
    let bookmarks = try Self.alone("Bookmark")
    #expect(try Self.run("tap mypage", on: bookmarks) == "asked: myPageBarButtonTapped()")
  }

  @Test func everyRegisteredFeatureWithEntriesStartsAlone() throws {
    let features = FeatureAlone.features(in: AppFeatures.all)
    #expect(!features.isEmpty)
    for feature in features {
      let session = try Self.alone(feature)
      #expect(session.app.alone?.problem == nil, "\(feature)")
      #expect(session.app.refusals.isEmpty, "\(feature)")
    }
  }

  @Test func aRecordedFeatureSessionExpectsWhatItAsked() throws {
    let session = try Self.alone("Today")
    let recorder = Recorder(path: "today.flow", feature: "Today")
    for line in ["tap article 3", "tab article"] {
      let before = session.path
      let command = try #require(try Command.parse(line))
      try session.run(command)
      try recorder.record(line, command, failure: nil, before: before, session: session)
    }
    let script = try recorder.script(endingAt: session)
    #expect(
      script.hasPrefix(
        "# Recorded by waypoint-shell --record. Replay: waypoint-shell --feature Today run today.flow\n"
      ))
    #expect(script.contains("tap article 3\nexpect asked articleTapped(id: 3)\ntab article\n"))
  }

  @Test func anUnknownFeatureIsAProblemNotATrap() throws {
    let session = try Self.alone("Nowhere")
    #expect(session.app.alone?.problem?.hasPrefix("no registered feature named Nowhere") == true)
  }

  @Test func expectAskedNeedsAFeatureRunAlone() throws {
    let session = try ShellSession(dependencies: try .inMemoryWithBundledArticles())
    #expect(
      throws: ShellFailure.rejected(
        "expect asked needs a feature run alone: waypoint-shell --feature NAME")
    ) {
      try Self.run("expect asked logoutTapped()", on: session)
    }
  }

  @Test func theFeatureFlowPassesAndAWrongExpectationFailsIt() throws {
    var errors: [String] = []
    let runner = ScriptRunner(feature: "Today", write: { _ in }, error: { errors.append($0) })
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("FeatureFlows/today-alone.flow").path
    #expect(runner.run(paths: [path]) == .passed, "\(errors)")
    let wrong = try Script(
      name: "wrong.flow", bytes: Array("tap article 3\nexpect asked articleTapped(id: 4)\n".utf8))
    #expect(runner.run(wrong) == .failed)
    #expect(
      errors.last?.contains("expected asked articleTapped(id: 4), got asked articleTapped(id: 3)")
        == true, "\(errors)")
  }

  @Test func theExecutableRunsAFeatureAlone() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("FeatureFlows/today-alone.flow").path
    let passed = try GraphTests.shell(["--feature", "Today", "run", path])
    #expect(passed.status == 0, "\(passed.errors)")
    #expect(passed.output.contains("  asked: articleTapped(id: 3)"))
    let unknown = try GraphTests.shell(["--feature", "Nowhere", "run", path])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("--feature Nowhere: no such feature with entries; features: "))
  }

  @Test(arguments: [
    (["--feature", "Today"], ShellArguments(mode: .shell, feature: "Today")),
    (
      ["run", "a.flow", "--feature=Today"], ShellArguments(mode: .run(["a.flow"]), feature: "Today")
    ),
  ])
  func featureArgumentsParse(_ arguments: [String], _ expected: ShellArguments) throws {
    #expect(try ShellArguments.parse(arguments) == expected)
  }

  @Test func featureDoesNotGoWithGraph() {
    #expect(
      throws: ShellArguments.UsageError(
        message:
          "--feature runs one feature in the shell or for run FILE...; not with graph or replay-journal"
      )
    ) { try ShellArguments.parse(["graph", "--feature", "Today"]) }
  }
}
