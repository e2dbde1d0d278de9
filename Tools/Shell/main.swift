import Foundation
import ShellRunner

let usage = """
  USAGE: waypoint-shell [--data-dir DIR] [--open URL]
         waypoint-shell run FILE... [--data-dir DIR] [--open URL]
         waypoint-shell --help

  Runs the Waypoint reference app (a reading app: onboarding, login, Today and Bookmarks tabs,
  articles, my page) on a host that renders to the terminal.

  Interactive (standard input is a terminal): the visible screen is drawn after every command,
  with the actions available on it. Type help for the command language; quit, exit, Ctrl-D
  (or Ctrl-C on an empty line) leave. Up and Down recall earlier lines.
  Without --data-dir the app starts from a fresh temporary directory that is deleted when
  the shell ends (also on Ctrl-C or a signal); pass --data-dir DIR to keep the data.

  Flow scripts: `run FILE...` reads and checks every file first, then runs each on a fresh app
  in a new temporary data directory (or all in --data-dir DIR), echoing each command and the
  visible path after it. When standard input is not a terminal, it is read as one script the
  same way. Flow files are UTF-8 text (a leading byte-order mark is ignored); lines end with
  LF, CRLF or CR; # starts a comment; a line holds at most 4096 bytes. A script must run at
  least one command; quit and exit are refused in scripts.

  Output: the transcript goes to standard output; every error and warning goes to standard
  error.
  Exit status: 0 when every expectation held; 1 at the first failed command or expectation
  (file, line, expected and actual are printed); 2 for an unreadable, malformed or empty
  script, or bad usage.

  OPTIONS:
    --data-dir DIR   Keep the app's files (bookmarks, session, first-launch marker, saved
                     navigation) in DIR (created if missing). Several shells may share one
                     DIR; they share one saved navigation too, so `restore` brings back the
                     tree of the shell that changed it last.
    --open URL       Launch the app with a link (reading://article/8, reading://today/weekly,
                     reading://bookmarks, reading://mypage, https://reading.example/articles/8).
                     A link that arrives before login waits for it; one the app refuses is an
                     error (a script then fails).
    --               Ends the options: later arguments are files.
    --help, -h       Shows this text.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data("waypoint-shell: \(message)\n\nRun waypoint-shell --help for usage.\n".utf8))
  exit(2)
}

let write: @MainActor (String) -> Void = { print($0) }
let writeError: @MainActor (String) -> Void = {
  fflush(nil)
  FileHandle.standardError.write(Data(($0 + "\n").utf8))
}

let arguments: ShellArguments
do {
  arguments = try ShellArguments.parse(Array(CommandLine.arguments.dropFirst()))
  if let path = arguments.dataDirectory { try ShellArguments.prepareDataDirectory(path) }
} catch {
  fail(error.message)
}
let dataDirectory = arguments.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
Interruption.install()

switch arguments.mode {
case .help:
  print(usage)
  exit(0)
case .run(let files):
  let runner = ScriptRunner(
    dataDirectory: dataDirectory, link: arguments.link, write: write, error: writeError)
  exit(runner.run(files: files.map { URL(fileURLWithPath: $0) }).rawValue)
case .shell where isatty(STDIN_FILENO) == 0:
  let script: Script
  do {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.readStandardInput()
    } catch {
      throw Script.Malformed(file: "<stdin>", line: error.line, message: error.message)
    }
    script = try Script(name: "<stdin>", bytes: bytes)
  } catch {
    writeError("error: \(error)")
    exit(2)
  }
  let runner = ScriptRunner(
    dataDirectory: dataDirectory, link: arguments.link, write: write, error: writeError)
  exit(runner.run(script).rawValue)
case .shell:
  // Raw mode first: keys typed while the app launches are kept for the editor, not echoed raw.
  let raw = Terminal.enableRawMode()
  let directory = dataDirectory ?? TemporaryDirectories.make()
  let session: ShellSession
  do {
    session = try ShellSession(dataDirectory: directory, link: arguments.link)
  } catch {
    Terminal.restore()
    if dataDirectory == nil { TemporaryDirectories.remove(directory) }
    writeError("error: cannot launch the app: \(error)")
    exit(1)
  }
  let editor = LineEditor(
    nextByte: Terminal.readByte,
    output: {
      print($0, terminator: "")
      fflush(nil)
    })
  Interactive(
    session: session,
    read: { prompt in
      if raw { return editor.read(prompt: prompt) }
      print(prompt, terminator: "")
      fflush(nil)
      return readLine().map { .line($0) } ?? .end
    },
    write: write,
    error: writeError
  ).run()
  Terminal.restore()
  if dataDirectory == nil {
    TemporaryDirectories.remove(directory)
    print("The temporary data directory was removed; use --data-dir DIR to keep data.")
  }
}
