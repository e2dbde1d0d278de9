import Foundation
import ReadingShell
import Testing
import Waypoint

@testable import WaypointShell

/// `expect lifecycle SCREEN STATE` reads a screen as the shell prints it and checks the state
/// the navigator reported; `tree` prints every screen's state.
@MainActor
@Suite struct LifecycleExpectationTests {
  func session(_ commands: [String]) throws -> ShellSession {
    try ShellSession.after(commands, directoryPrefix: "lifecycle")
  }

  static let shareOverArticle = [
    "tap skip", "tap login demo demo1234", "tap article 3", "tap share",
  ]

  @Test(arguments: [
    ("expect lifecycle Article(3) visible", Command.expect(.lifecycle("Article(3)", .visible))),
    ("expect lifecycle Share active", .expect(.lifecycle("Share", .active))),
    ("expect lifecycle Name(a: 1, b: 2) hidden", .expect(.lifecycle("Name(a: 1, b: 2)", .hidden))),
  ])
  func aLineParsesToItsExpectation(_ line: String, _ command: Command) throws {
    #expect(try Command.parse(line) == command)
  }

  nonisolated static let usage = "usage: expect lifecycle SCREEN active|visible|hidden"

  @Test(arguments: [
    ("expect lifecycle", usage),
    ("expect lifecycle Article(3)", usage),
    ("expect lifecycle Article(3) visible now", usage),
    (
      "expect lifecycle Article(3) released",
      "expect lifecycle takes active, visible or hidden, not 'released'; \(usage)"
    ),
    (
      "expect lifecycle 3 active",
      "expect lifecycle takes a screen as the shell prints it (Article(3)), not '3'; \(usage)"
    ),
    (
      "expect lifecycle Article() active",
      "expect lifecycle takes a screen as the shell prints it (Article(3)), not 'Article()'; "
        + usage
    ),
  ])
  func aMalformedLineIsRefusedWithTheUsage(_ line: String, _ message: String) {
    #expect(throws: ParseError(message: message)) { try Command.parse(line) }
  }

  @Test(arguments: [
    "expect lifecycle Share(3) active", "expect lifecycle Article(3) visible",
    "expect lifecycle Article visible", "expect lifecycle Today(Pick) hidden",
    "expect lifecycle Bookmarks hidden",
  ])
  func eachScreenHasItsStateUnderTheShareSheet(_ line: String) throws {
    let session = try session(Self.shareOverArticle)
    try session.run(try #require(try Command.parse(line)))
  }

  @Test(arguments: [
    (
      "expect lifecycle Article(3) active",
      "expected lifecycle Article(3) active, got lifecycle Article(3) visible"
    ),
    (
      "expect lifecycle Today hidden",
      "expected lifecycle Today hidden, got 3 screens Today: Today(Pick) hidden, "
        + "Today(Weekly) hidden, Today(Popular) hidden; name one with its arguments"
    ),
  ])
  func aWrongStateOrScreenFailsAndSaysWhatIsThere(_ line: String, _ message: String) throws {
    let session = try session(Self.shareOverArticle)
    let command = try #require(try Command.parse(line))
    let failure = try #require(throws: ShellFailure.self) { try session.run(command) }
    #expect(failure.description == message)
  }

  /// The list of screens names every screen in the tree; the tabs are whatever the app has, so
  /// the test reads them from the tree rather than assuming the app's set of features.
  @Test func anUnknownScreenFailsAndListsEveryScreenInTheTree() throws {
    let session = try session(Self.shareOverArticle)
    let command = try #require(try Command.parse("expect lifecycle Article(4) hidden"))
    let failure = try #require(throws: ShellFailure.self) { try session.run(command) }
    let prefix =
      "expected lifecycle Article(4) hidden, got no screen Article(4) in the tree (screens: "
    #expect(failure.description.hasPrefix(prefix), "\(failure)")
    let listed = failure.description.dropFirst(prefix.count).dropLast().components(
      separatedBy: ", ")
    var screens = 0
    session.tree.forEachNode { node in if node.screen != nil { screens += 1 } }
    #expect(listed.count == (screens > 12 ? 13 : screens), "\(listed)")
    for screen in ["Article(3)", "Today(Pick)", "Today(Weekly)", "Bookmarks", "Share(3)"] {
      #expect(listed.contains(screen), "\(listed)")
    }
  }

  @Test func theTreeShowsEachScreensLifecycle() throws {
    let session = try session(Self.shareOverArticle)
    let tree = try session.run(.tree)
    let article = session.tree.root.visibleScreen.id
    #expect(tree.contains("Article(3)\(article) * [visible]"), "\(tree)")
    #expect(tree.contains("Share(3)\(session.tree.visibleScreen.id) * [active]"))
    #expect(tree.contains("Today(Pick)* [hidden] | Today(Weekly) [hidden]"))
    #expect(
      Help.text(for: ReadingShell.surface).contains("expect lifecycle SCREEN active|visible|hidden")
    )
  }
}
