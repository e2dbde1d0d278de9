import Foundation
import Testing
import WaypointPlugins

@testable import WaypointShell

/// `--feature NAME`: one feature's entries with spies for its neighbours; what the feature asks
/// of the app is printed and recorded, and `expect asked` checks it.
@MainActor
@Suite struct FeatureAloneTests {
  static func alone(_ feature: String) throws -> ShellSession {
    try ShellSession(dependencies: .inMemory(), feature: feature)
  }

  @discardableResult
  static func run(_ line: String, on session: ShellSession) throws -> String {
    try session.run(try #require(try Command.parse(line)))
  }

  /// The Catalogue feature's flow alone (``ShopFlows/catalogueAlone``), in a file.
  static func catalogueFlow(in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("catalogue-alone.flow")
    try ShopFlows.catalogueAlone.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test func anItemTapIsAskedOfTheAppNotCarriedOut() throws {
    let session = try Self.alone("Catalogue")
    #expect(session.app.alone?.problem == nil)
    #expect(session.path == "[shelves] Shelf(New)")
    let output = try Self.run("tap item 3", on: session)
    #expect(output == "asked: itemTapped(id: 3)")
    #expect(session.path == "[shelves] Shelf(New)", "the spy does not open the item")
    #expect(session.app.alone?.asked == ["itemTapped(id: 3)"])
    try Self.run("expect asked itemTapped(id: 3)", on: session)
    #expect(throws: ShellFailure.self) {
      try Self.run("expect asked itemTapped(id: 4)", on: session)
    }
  }

  @Test func aWrongExpectationSaysWhatWasAsked() throws {
    let session = try Self.alone("Catalogue")
    try Self.run("tap basket", on: session)
    do {
      try Self.run("expect asked itemTapped(id: 3)", on: session)
      Issue.record("the expectation held")
    } catch let failure as ShellFailure {
      #expect(
        failure
          == .expectation(expected: "asked itemTapped(id: 3)", actual: "asked basketTapped()"))
    }
  }

  @Test func theFeaturesOwnNavigationStillRuns() throws {
    let session = try Self.alone("Catalogue")
    try Self.run("tab item", on: session)
    try Self.run("tap share", on: session)
    #expect(session.path == "[item] Item(1) ⧉ Share(1)")
    #expect(session.app.alone?.asked == [])
  }

  @Test func anotherFeatureAloneRecordsItsOwnActions() throws {
    let basket = try Self.alone("Basket")
    #expect(try Self.run("tap sign-out", on: basket) == "asked: signOutTapped()")
    let signIn = try Self.alone("SignIn")
    try Self.run("tap skip", on: signIn)
    #expect(try Self.run("tap sign-in ann secret", on: signIn) == "asked: signedIn()")
  }

  @Test func everyRegisteredFeatureWithEntriesStartsAlone() throws {
    let features = FeatureAlone.features(in: ShopFeatures.all)
    #expect(features == ["SignIn", "Catalogue", "Basket"])
    for feature in features {
      let session = try Self.alone(feature)
      #expect(session.app.alone?.problem == nil, "\(feature)")
      #expect(session.app.refusals.isEmpty, "\(feature)")
    }
  }

  @Test func aRecordedFeatureSessionExpectsWhatItAsked() throws {
    let session = try Self.alone("Catalogue")
    let recorder = Recorder(path: "catalogue.flow", feature: "Catalogue", command: "shop-shell")
    for line in ["tap item 3", "tab item"] {
      let before = session.path
      let command = try #require(try Command.parse(line))
      try session.run(command)
      try recorder.record(line, command, failure: nil, before: before, session: session)
    }
    let script = try recorder.script(endingAt: session)
    #expect(
      script.hasPrefix(
        "# Recorded by shop-shell --record. Replay: shop-shell --feature Catalogue run catalogue.flow\n"
      ))
    #expect(script.contains("tap item 3\nexpect asked itemTapped(id: 3)\ntab item\n"))
  }

  @Test func anUnknownFeatureIsAProblemNotATrap() throws {
    let session = try Self.alone("Nowhere")
    #expect(session.app.alone?.problem?.hasPrefix("no registered feature named Nowhere") == true)
  }

  @Test func expectAskedNeedsAFeatureRunAlone() throws {
    let session = try ShellSession(dependencies: .inMemory())
    #expect(
      throws: ShellFailure.rejected(
        "expect asked needs a feature run alone: shop-shell --feature NAME")
    ) {
      try Self.run("expect asked signOutTapped()", on: session)
    }
  }

  @Test func theFeatureFlowPassesAndAWrongExpectationFailsIt() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var errors: [String] = []
    let runner = ScriptRunner(feature: "Catalogue", write: { _ in }, error: { errors.append($0) })
    #expect(runner.run(paths: [try Self.catalogueFlow(in: folder)]) == .passed, "\(errors)")
    let wrong = try Script(
      name: "wrong.flow", bytes: Array("tap item 3\nexpect asked itemTapped(id: 4)\n".utf8))
    #expect(runner.run(wrong) == .failed)
    #expect(
      errors.last?.contains("expected asked itemTapped(id: 4), got asked itemTapped(id: 3)")
        == true, "\(errors)")
  }

  @Test func theExecutableRunsAFeatureAlone() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.catalogueFlow(in: folder)
    let passed = try ShopExecutable.run(["--feature", "Catalogue", "run", path])
    #expect(passed.status == 0, "\(passed.errors)")
    #expect(passed.output.contains("  asked: itemTapped(id: 3)"))
    let unknown = try ShopExecutable.run(["--feature", "Nowhere", "run", path])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.contains(
        "--feature Nowhere: no such feature with entries; features: SignIn, Catalogue, Basket"))
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
          "--feature runs one feature in the shell or for run FILE...; not with graph, check or replay-journal"
      )
    ) { try ShellArguments.parse(["graph", "--feature", "Today"]) }
  }
}
