import Foundation
import Testing

@testable import WaypointShell

/// The shell behaves like a good command-line tool, item by item.
@MainActor
@Suite struct GoodCommandLineTests {
  /// A fresh app after `lines`; the caller removes the folder.
  static func session(after lines: [String]) throws -> (ShellSession, URL) {
    let folder = try RecordTests.folder()
    let session = try ShellSession(dataDirectory: folder)
    for line in lines {
      try session.run(try #require(try Command.parse(line)))
    }
    return (session, folder)
  }

  static func rejection(_ line: String, after lines: [String]) throws -> String? {
    let (session, folder) = try session(after: lines)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      guard let command = try Command.parse(line) else { return nil }
      try session.run(command)
      return nil
    } catch let failure as ShellFailure {
      return failure.description
    } catch {
      return "\(error)"
    }
  }

  static let signedIn = ["tap skip", "tap sign-in ann secret"]

  // MARK: Tab completion

  @Test(arguments: [
    ("", ["tap", "back", "edge-swipe", "swipe-down", "tab", "page", "open", "restart"]),
    ("ta", ["tap", "tab"]),
    ("tap ", ["item", "basket"]),
    ("tap IT", ["item"]),
    ("tab b", ["Basket"]),
    ("page ", ["next", "previous", "New", "Sale"]),
    ("page s", ["Sale"]),
    ("expect tab ", ["Catalogue", "Basket"]),
    ("expect-fail ta", ["tap", "tab"]),
    ("ex", ["expect", "expect-fail", "exit"]),
    ("cl", ["clear-basket"]),
  ])
  func tabCompletesCommandsActionsTabsAndPages(_ line: String, _ expected: [String]) throws {
    let (session, folder) = try Self.session(after: Self.signedIn)
    defer { try? FileManager.default.removeItem(at: folder) }
    let candidates = Completion.candidates(line, session: session)
    // Every expected word is there, in order (a command word lists every command).
    #expect(candidates.filter(expected.contains) == expected, "\(candidates)")
    let partial = line.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
    #expect(candidates.allSatisfy { $0.lowercased().hasPrefix(partial.lowercased()) })
  }

  @Test func tapBackIsOfferedWhereBackWorks() throws {
    // The intro's second page takes the back: the screen has no `back` action of its own.
    let (session, folder) = try Self.session(after: ["page next"])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Completion.candidates("tap b", session: session).contains("back"))
  }

  @Test func theEditorCompletesOneCandidateAndExtendsSeveralToWhatTheyShare() {
    var listed = ""
    var bytes = Array("ta\t".utf8)[...]
    let editor = LineEditor(nextByte: { bytes.popFirst() }, output: { listed += $0 })
    editor.complete = { prefix in
      ["tap", "tab", "article"].filter {
        $0.hasPrefix(prefix.split(separator: " ").last.map(String.init) ?? "")
      }
    }
    #expect(editor.read(prompt: "> ") == .line("ta"))
    #expect(listed.contains("tap  tab"), "two candidates are listed: \(listed.debugDescription)")
    bytes = Array("tap ar\t3\r".utf8)[...]
    editor.complete = { $0.hasSuffix("ar") ? ["article"] : [] }
    #expect(editor.read(prompt: "> ") == .line("tap article 3"))
    bytes = Array("x\t\r".utf8)[...]
    editor.complete = { _ in [] }
    listed = ""
    #expect(editor.read(prompt: "> ") == .line("x"))
    #expect(listed.contains("\u{7}"), "no candidate rings the bell")
  }

  // MARK: Colour

  @Test func colourIsOffWhenNotATerminalOrWithNoColor() {
    #expect(Colours(isTerminal: true, environment: [:]).enabled)
    #expect(Colours(isTerminal: true, environment: ["NO_COLOR": ""]).enabled)
    #expect(!Colours(isTerminal: true, environment: ["NO_COLOR": "1"]).enabled)
    #expect(!Colours(isTerminal: false, environment: [:]).enabled)
    #expect(Colours(enabled: false).error("error: x") == "error: x")
  }

  @Test func errorsAreRedWarningsYellowAndMessagesStandOut() {
    let colours = Colours(enabled: true)
    #expect(colours.error("error: no") == "\u{1B}[31merror: no\u{1B}[0m")
    #expect(colours.error("warning: hm") == "\u{1B}[33mwarning: hm\u{1B}[0m")
    #expect(colours.output("refused: no") == "\u{1B}[33mrefused: no\u{1B}[0m")
    #expect(
      colours.output(" Path   Login\n ! Wrong password")
        == " Path   Login\n\u{1B}[1m ! Wrong password\u{1B}[0m")
    #expect(colours.output("passed: 3 commands") == "\u{1B}[32mpassed: 3 commands\u{1B}[0m")
  }

  // MARK: --version

  @Test func versionIsAnOptionAndMatchesTheChangelog() throws {
    #expect(try ShellArguments.parse(["--version"]) == ShellArguments(mode: .version))
    let changelog = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "CHANGELOG.md"), encoding: .utf8)
    let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
    let released = try #require(headings.first { $0.first(where: \.isNumber) != nil })
    let number = released.dropFirst(3).prefix { !$0.isWhitespace }
    let unreleased = headings.first == "## Unreleased"
    #expect(ShellVersion.version == number + (unreleased ? "+unreleased" : ""))
    #expect(
      ShellVersion.text(command: "waypoint-shell") == "waypoint-shell \(ShellVersion.version)")
  }

  // MARK: Names in any case, or refused with a hint

  @Test(arguments: [
    ["TAP Skip", "Tap SIGN-IN ann secret", "expect tab catalogue"],
    ["tap skip", "tap sign-in ann secret", "tab basket", "expect tab Basket"],
    ["tap skip", "tap sign-in ann secret", "page sale", "expect page SALE"],
  ])
  func namesMatchInAnyCase(_ lines: [String]) throws {
    let (_, folder) = try Self.session(after: lines)
    try? FileManager.default.removeItem(at: folder)
  }

  @Test(arguments: [
    ("tab Baskets", "no tab named Baskets; tabs: Catalogue, Basket"),
    ("page Sales", "no page named Sales; pages: New, Sale"),
  ])
  func anUnknownNameIsRefusedWithTheNamesThatExist(_ line: String, _ message: String) throws {
    let refusal = try Self.rejection(line, after: Self.signedIn)
    #expect(refusal == message)
  }

  @Test func aMistypedActionGetsAHint() throws {
    let refusal = try Self.rejection("tap bak", after: Self.signedIn + ["tap item 3"])
    #expect(
      refusal
        == "'bak' is not available here; did you mean back? available: basket, share, review, back")
  }

  @Test(arguments: [
    ("tapp skip", "unknown command 'tapp' (did you mean tap? type help for the list)"),
    ("expect scren SignIn", "unknown expectation 'scren'; did you mean screen? use screen,"),
  ])
  func aSlipOfTheKeyboardGetsAHint(_ line: String, _ message: String) {
    #expect(throws: ParseError.self) { try Command.parse(line) }
    do {
      _ = try Command.parse(line)
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  // MARK: Usage starts with the verb

  @Test func wrongArgumentsShowTheUsageAsTyped() throws {
    let refusal = try Self.rejection("tap sign-in ann", after: ["tap skip"])
    #expect(refusal == "wrong arguments for 'sign-in'; usage: tap sign-in USER PASSWORD")
    #expect(
      throws: ParseError(message: "no column 'now'; usage: back [primary|supplementary|detail]")
    ) {
      try Command.parse("back now")
    }
    #expect(
      throws: ParseError(
        message: "'back' takes one column; usage: back [primary|supplementary|detail]")
    ) {
      try Command.parse("back primary detail")
    }
  }

  // MARK: tap back wherever back works

  @Test(arguments: [
    ["tap skip", "tap sign-in ann secret", "page next", "tap item 4"],
    // The item in the basket's split, folded: one stack.
    ["tap skip", "tap sign-in ann secret", "tap item 3", "tap basket", "tab Basket", "tap item 3"],
    ["page next"],  // the intro takes the back itself: the previous page
    ["tap skip", "tap sign-in ann secret", "tap item 3"],  // the item's own back
  ])
  func tapBackDoesWhatBackDoes(_ lines: [String]) throws {
    let (back, a) = try Self.session(after: lines + ["back"])
    let (tapBack, b) = try Self.session(after: lines + ["tap back"])
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    #expect(tapBack.path == back.path)
  }

  @Test func tapBackWhereBackDoesNotWorkSaysWhy() throws {
    let refusal = try Self.rejection("tap back", after: Self.signedIn)
    #expect(refusal == "there is nothing to go back to: this screen is the root of its stack")
  }

  // MARK: Refusals in the user's words

  @Test func theSheetCoversTheTabBar() throws {
    let refusal = try Self.rejection(
      "tab Basket", after: Self.signedIn + ["tap item 4", "tap share"])
    #expect(refusal == "the Share sheet covers the tab bar: tap close or swipe down")
  }

  @Test func aDialogCoversThePages() throws {
    let refusal = try Self.rejection(
      "page next", after: Self.signedIn + ["tap item 4", "tap review", "tap write x", "tap close"])
    #expect(
      refusal
        == "the DiscardReview dialog covers the pages: answer it first (tap discard or tap keep)")
  }

  @Test func aScreenWithoutTabsSaysSo() throws {
    let refusal = try Self.rejection("tab Catalogue", after: ["tap skip"])
    #expect(refusal == "the SignIn screen shows no tab bar")
  }

  // MARK: expect shows

  @Test func expectShowsReadsWhatTheScreenLists() throws {
    let (session, folder) = try Self.session(after: Self.signedIn)
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try #require(session.model?.lines.first)
    let words = line.split(separator: " ").dropFirst().prefix(2).joined(separator: " ")
    try session.run(try #require(try Command.parse("expect shows \(words.uppercased())")))
    #expect(throws: ShellFailure.self) {
      try session.run(try #require(try Command.parse("expect message \(words)")))
    }
    #expect(throws: ShellFailure.self) {
      try session.run(try #require(try Command.parse("expect shows Nothing like this")))
    }
  }

  // MARK: Several flows: a summary, every malformed file, paths as given

  @Test func severalFlowsEndWithASummaryAndEveryMalformedFileIsReported() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["good", "failing", "bad1", "bad2"].map {
      folder.appendingPathComponent("\($0).flow")
    }
    try "tap skip\nexpect screen SignIn\n".write(to: files[0], atomically: true, encoding: .utf8)
    try "tap skip\nexpect screen Shelf\n".write(to: files[1], atomically: true, encoding: .utf8)
    try "expect\n".write(to: files[2], atomically: true, encoding: .utf8)
    try "# nothing\n".write(to: files[3], atomically: true, encoding: .utf8)
    var output: [String] = []
    var errors: [String] = []
    let outcome = ScriptRunner(write: { output.append($0) }, error: { errors.append($0) })
      .run(files: files)
    #expect(outcome == .malformed)
    #expect(errors.filter { $0.hasPrefix("error: ") }.count == 2, "\(errors)")
    #expect(errors.last == "4 flows: 1 passed, 1 failed, 2 malformed")
    #expect(output.contains("passed: 2 commands"), "the well-formed flows still ran")
  }

  @Test func relativePathsArePrintedAsGiven() throws {
    let folder = try RecordTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("flows"), withIntermediateDirectories: true)
    try "tap fly\n".write(
      to: folder.appendingPathComponent("flows/a.flow"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = try ShopExecutable.url()
    process.arguments = ["run", "flows/a.flow"]
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(text.hasPrefix("flows/a.flow:1: 'fly' is not available here"), "\(text)")
    #expect(!text.contains("\u{1B}["), "no colour when standard error is not a terminal")
  }
}
