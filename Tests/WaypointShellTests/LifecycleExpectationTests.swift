import Foundation
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

  static let shareOverItem = [
    "tap skip", "tap sign-in ann secret", "tap item 3", "tap share",
  ]

  @Test(arguments: [
    ("expect lifecycle Item(3) visible", Command.expect(.lifecycle("Item(3)", .visible))),
    ("expect lifecycle Share active", .expect(.lifecycle("Share", .active))),
    ("expect lifecycle Name(a: 1, b: 2) hidden", .expect(.lifecycle("Name(a: 1, b: 2)", .hidden))),
  ])
  func aLineParsesToItsExpectation(_ line: String, _ command: Command) throws {
    #expect(try Command.parse(line) == command)
  }

  nonisolated static let usage = "usage: expect lifecycle SCREEN active|visible|hidden"

  @Test(arguments: [
    ("expect lifecycle", usage),
    ("expect lifecycle Item(3)", usage),
    ("expect lifecycle Item(3) visible now", usage),
    (
      "expect lifecycle Item(3) released",
      "expect lifecycle takes active, visible or hidden, not 'released'; \(usage)"
    ),
    (
      "expect lifecycle 3 active",
      "expect lifecycle takes a screen as the shell prints it (Name or Name(3)), not '3'; \(usage)"
    ),
    (
      "expect lifecycle Item() active",
      "expect lifecycle takes a screen as the shell prints it (Name or Name(3)), not 'Item()'; "
        + usage
    ),
  ])
  func aMalformedLineIsRefusedWithTheUsage(_ line: String, _ message: String) {
    #expect(throws: ParseError(message: message)) { try Command.parse(line) }
  }

  @Test(arguments: [
    "expect lifecycle Share(3) active", "expect lifecycle Item(3) visible",
    "expect lifecycle Item visible", "expect lifecycle Shelf(New) hidden",
    "expect lifecycle Basket hidden",
  ])
  func eachScreenHasItsStateUnderTheShareSheet(_ line: String) throws {
    let session = try session(Self.shareOverItem)
    try session.run(try #require(try Command.parse(line)))
  }

  @Test(arguments: [
    (
      "expect lifecycle Item(3) active",
      "expected lifecycle Item(3) active, got lifecycle Item(3) visible"
    ),
    (
      "expect lifecycle Shelf hidden",
      "expected lifecycle Shelf hidden, got 2 screens Shelf: Shelf(New) hidden, "
        + "Shelf(Sale) hidden; name one with its arguments"
    ),
  ])
  func aWrongStateOrScreenFailsAndSaysWhatIsThere(_ line: String, _ message: String) throws {
    let session = try session(Self.shareOverItem)
    let command = try #require(try Command.parse(line))
    let failure = try #require(throws: ShellFailure.self) { try session.run(command) }
    #expect(failure.description == message)
  }

  /// The list of screens names every screen in the tree (at most 12, then `…`).
  @Test func anUnknownScreenFailsAndListsEveryScreenInTheTree() throws {
    let session = try session(Self.shareOverItem)
    let command = try #require(try Command.parse("expect lifecycle Item(4) hidden"))
    let failure = try #require(throws: ShellFailure.self) { try session.run(command) }
    let prefix =
      "expected lifecycle Item(4) hidden, got no screen Item(4) in the tree (screens: "
    #expect(failure.description.hasPrefix(prefix), "\(failure)")
    let listed = failure.description.dropFirst(prefix.count).dropLast().components(
      separatedBy: ", ")
    var screens = 0
    session.tree.forEachNode { node in if node.screen != nil { screens += 1 } }
    #expect(listed.count == (screens > 12 ? 13 : screens), "\(listed)")
    for screen in ["Item(3)", "Shelf(New)", "Shelf(Sale)", "Basket", "Share(3)"] {
      #expect(listed.contains(screen), "\(listed)")
    }
  }

  @Test func theTreeShowsEachScreensLifecycle() throws {
    let session = try session(Self.shareOverItem)
    let tree = try session.run(.tree)
    let item = session.tree.root.visibleScreen.id
    #expect(tree.contains("Item(3)\(item) * [visible]"), "\(tree)")
    #expect(tree.contains("Share(3)\(session.tree.visibleScreen.id) * [active]"))
    #expect(tree.contains("Shelf(New)* [hidden] | Shelf(Sale) [hidden]"))
    #expect(
      Help.text(for: ShopShell.surface).contains("expect lifecycle SCREEN active|visible|hidden"))
  }
}
