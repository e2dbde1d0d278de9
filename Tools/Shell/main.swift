import Foundation
import ShellRunner

let usage = """
  USAGE: waypoint-shell [--data-dir DIR]
         waypoint-shell run FILE... [--data-dir DIR]
         waypoint-shell --help

  Runs the Waypoint reference app (a reading app: onboarding, login, Today and Bookmarks tabs,
  articles, my page) on a host that renders to the terminal.

  Interactive (standard input is a terminal): the visible screen is drawn after every command,
  with the actions available on it. Type help for the command language.
  Flow scripts: `run FILE...` runs each file on a fresh app in a new temporary data directory
  (or in --data-dir DIR), echoing each command and the visible path after it. When standard
  input is not a terminal, it is read as one script the same way.

  Exit status: 0 when every expectation held; 1 at the first failed command or expectation
  (file, line, expected and actual are printed); 2 for a malformed script or bad usage.

  OPTIONS:
    --data-dir DIR   Keep the app's files (bookmarks, session, first-launch marker) in DIR.
    --help           Shows this text.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data("waypoint-shell: \(message)\n\nRun waypoint-shell --help for usage.\n".utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
var dataDirectory: URL?
if let flag = arguments.firstIndex(of: "--data-dir") {
  guard flag + 1 < arguments.count else { fail("--data-dir needs a directory") }
  dataDirectory = URL(fileURLWithPath: arguments[flag + 1], isDirectory: true)
  arguments.removeSubrange(flag...(flag + 1))
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
  fail("unknown option '\(unknown)'")
}

let write: @MainActor (String) -> Void = { print($0) }

if arguments.first == "run" {
  let files = arguments.dropFirst().map { URL(fileURLWithPath: $0) }
  guard !files.isEmpty else { fail("run needs at least one flow file") }
  let runner = ScriptRunner(dataDirectory: dataDirectory, write: write)
  exit(runner.run(files: Array(files)).rawValue)
}
guard arguments.isEmpty else { fail("unexpected argument '\(arguments[0])'") }

if isatty(STDIN_FILENO) == 0 {
  var text = ""
  while let line = readLine(strippingNewline: false) { text += line }
  let script: Script
  do {
    script = try Script(name: "<stdin>", text: text)
  } catch {
    print("error: \(error)")
    exit(2)
  }
  exit(ScriptRunner(dataDirectory: dataDirectory, write: write).run(script).rawValue)
}

let directory =
  dataDirectory
  ?? FileManager.default.temporaryDirectory.appendingPathComponent(
    "waypoint-shell-\(UUID().uuidString)", isDirectory: true)
do {
  let session = try ShellSession(dataDirectory: directory)
  Interactive(
    session: session,
    read: { prompt in
      print(prompt, terminator: "")
      fflush(nil)
      return readLine()
    },
    write: write
  ).run()
} catch {
  print("error: cannot launch the app: \(error)")
  exit(1)
}
if dataDirectory == nil { try? FileManager.default.removeItem(at: directory) }
