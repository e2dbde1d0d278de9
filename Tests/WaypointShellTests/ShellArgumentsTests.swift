import Foundation
import Testing

@testable import WaypointShell

@Suite struct ShellArgumentsTests {
  @Test(arguments: [
    ([], ShellArguments(mode: .shell, dataDirectory: nil)),
    (["--data-dir", "d"], ShellArguments(mode: .shell, dataDirectory: "d")),
    (
      ["--data-dir=d", "run", "a.flow"], ShellArguments(mode: .run(["a.flow"]), dataDirectory: "d")
    ),
    (
      ["run", "a.flow", "--data-dir", "d"],
      ShellArguments(mode: .run(["a.flow"]), dataDirectory: "d")
    ),
    (
      ["run", "--", "-odd.flow", "--help"],
      ShellArguments(mode: .run(["-odd.flow", "--help"]), dataDirectory: nil)
    ),
    (["run", "x", "-h"], ShellArguments(mode: .help, dataDirectory: nil)),
    (
      ["--open", "shop://basket"],
      ShellArguments(mode: .shell, dataDirectory: nil, link: "shop://basket")
    ),
    (
      ["run", "a.flow", "--open=shop://item/4"],
      ShellArguments(mode: .run(["a.flow"]), dataDirectory: nil, link: "shop://item/4")
    ),
    (
      ["--restore", "--data-dir", "d"],
      ShellArguments(mode: .shell, dataDirectory: "d", restore: true)
    ),
    (
      ["run", "b.flow", "--data-dir=d", "--restore"],
      ShellArguments(mode: .run(["b.flow"]), dataDirectory: "d", restore: true)
    ),
    (["run", "a.flow", "--trace", "t"], ShellArguments(mode: .run(["a.flow"]), trace: "t")),
    (["--trace=s.html"], ShellArguments(mode: .shell, trace: "s.html")),
    (["trace", "bug.json"], ShellArguments(mode: .trace("bug.json"))),
    (
      ["trace", "bug.json", "--trace", "b.html"],
      ShellArguments(mode: .trace("bug.json"), trace: "b.html")
    ),
  ])
  func argumentsParseToTheirMeaning(_ arguments: [String], _ expected: ShellArguments) throws {
    #expect(try ShellArguments.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["--data-dir", ""], "--data-dir needs a directory, not an empty string"),
    (["--data-dir="], "--data-dir needs a directory, not an empty string"),
    (["--data-dir"], "--data-dir needs a directory"),
    (["--data-dir", "a", "--data-dir", "b"], "--data-dir is given more than once"),
    (["--verbose"], "unknown option '--verbose'"),
    (["--open"], "--open needs a URL"),
    (["--open="], "--open needs a URL"),
    (["--open", "a", "--open", "b"], "--open is given more than once"),
    (["run"], "usage: run FILE..."),
    (
      ["--restore"],
      "--restore relaunches the app from the navigation saved in --data-dir DIR: give the directory"
    ),
    (
      ["run", "a.flow", "--restore", "--feature", "Today", "--data-dir", "d"],
      "a feature run alone saves no navigation: --restore does not apply"
    ),
    (["graph", "--restore"], "graph explores a fresh app in memory: --restore does not apply"),
    (
      ["walk"],
      "unexpected argument 'walk'; did you mean run FILE, replay-journal FILE, trace JOURNAL, graph or check?"
    ),
    (["trace"], "usage: trace JOURNAL [--trace FILE]"),
    (["run", "a.flow", "--trace"], "--trace needs where to write the trace"),
    (["run", "a.flow", "--trace", "a", "--trace", "b"], "--trace is given more than once"),
    (
      ["trace", "bug.json", "--open", "shop://basket"],
      "trace draws an exported journal: --open, --data-dir, --record, --restore and --feature do "
        + "not apply"
    ),
    (["graph", "--trace", "t"], "--trace applies to the shell, run FILE... and trace JOURNAL"),
    (
      ["replay-journal", "j.json", "--trace", "t"],
      "--trace applies to the shell, run FILE... and trace JOURNAL"
    ),
  ])
  func badUsageIsSaidInWords(_ arguments: [String], _ message: String) {
    #expect(throws: ShellArguments.UsageError(message: message)) {
      try ShellArguments.parse(arguments)
    }
  }

  @Test func aDataDirectoryThatIsAFileIsRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-file-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(
      throws: ShellArguments.UsageError(
        message: "--data-dir \(file.path): is a file, not a directory")
    ) {
      try ShellArguments.prepareDataDirectory(file.path)
    }
    #expect(throws: ShellArguments.UsageError.self) {
      try ShellArguments.prepareDataDirectory(file.path + "/inside")
    }
  }

  @Test func aMissingDataDirectoryIsCreatedWithItsParents() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-dir-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let nested = root.appendingPathComponent("a/b").path
    try ShellArguments.prepareDataDirectory(nested)
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }
}

/// The executable's exit statuses and messages for bad usage and odd inputs (the shop's).
@MainActor
@Suite struct ExecutableTests {
  func run(_ arguments: [String], input: String = "") throws -> (Int32, String, String) {
    try ShopExecutable.run(arguments, input: input)
  }

  @Test func aDataDirectoryThatIsAFileIsBadUsage() throws {
    let (status, _, error) = try run(["--data-dir", "/dev/null"])
    #expect(status == 2)
    #expect(error.hasPrefix("shop-shell: --data-dir /dev/null: is a file, not a directory"))
    #expect(!error.contains("NSCocoaErrorDomain"))
  }

  @Test func runReadsDevStdinLikeAFile() throws {
    let (status, output, _) = try run(
      ["run", "/dev/stdin"], input: "tap skip\r\nexpect screen SignIn\r\n")
    #expect(status == 0)
    #expect(output.hasSuffix("passed: 2 commands\n"))
  }

  @Test func emptyStandardInputIsRefusedOnStandardError() throws {
    let (status, output, error) = try run([])
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(error == "error: <stdin>: no commands: the script is empty or holds only comments\n")
  }
}
