import Foundation

/// The shell as an app's own executable: `main.swift` is one call.
///
/// ```swift
/// import WaypointShell
///
/// ShellMain.run(ShopShell.composition)
/// ```
@MainActor
public enum ShellMain {
  /// Runs the shell with the process's arguments (interactive, `run`, `--record`,
  /// `replay-journal`, `trace`, `--trace`, `graph`, `--feature`, `--open`, `restore`) on
  /// `composition`'s app, and exits with the shell's status.
  ///
  /// Every line it prints is safe on a terminal: control characters, line separators and
  /// bidi controls in it are escaped (`TerminalText`) before its own colours are added.
  public static func run(_ composition: ShellComposition) -> Never {
    let command = composition.command
    let environment = ProcessInfo.processInfo.environment
    let outputColours = Colours(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    let errorColours = Colours(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment)

    /// Prints to standard output, escaped (`TerminalText`).
    func print(_ text: String, terminator: String = "\n") {
      Swift.print(TerminalText.escapedKeepingLineFeeds(text), terminator: terminator)
    }

    func fail(_ message: String) -> Never {
      FileHandle.standardError.write(
        Data(
          (errorColours.error(TerminalText.escapedKeepingLineFeeds("\(command): \(message)"))
            + "\n\nRun \(command) --help for usage.\n").utf8))
      exit(2)
    }

    let write: @MainActor (String) -> Void = {
      Swift.print(outputColours.output(TerminalText.escapedKeepingLineFeeds($0)))
    }
    let writeError: @MainActor (String) -> Void = {
      fflush(nil)
      FileHandle.standardError.write(
        Data((errorColours.error(TerminalText.escapedKeepingLineFeeds($0)) + "\n").utf8))
    }

    let arguments: ShellArguments
    do throws(ShellArguments.UsageError) {
      arguments = try ShellArguments.parse(Array(CommandLine.arguments.dropFirst()))
      if let feature = arguments.feature, !composition.featuresAlone.contains(feature) {
        throw ShellArguments.UsageError(
          message: "--feature \(ScriptText.printable(feature)): no such feature with entries; "
            + "features: \(composition.featuresAlone.joined(separator: ", "))")
      }
      if let path = arguments.dataDirectory { try ShellArguments.prepareDataDirectory(path) }
      if let path = arguments.record { try ShellArguments.checkWritable(path) }
      if let path = arguments.trace {
        switch arguments.mode {
        case .run: try ShellArguments.prepareDataDirectory(path, option: "--trace")
        default: try ShellArguments.checkWritable(path, option: "--trace")
        }
      }
    } catch {
      fail(error.message)
    }
    let dataDirectory = arguments.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    Interruption.install()

    switch arguments.mode {
    case .help:
      print(usage(composition))
      exit(0)
    case .version:
      print(ShellVersion.text(command: command))
      exit(0)
    case .graph(let options):
      exit(
        GraphCommand.main(
          options, explorer: GraphExplorer(composition), write: { print($0) }, error: writeError))
    case .check(let options):
      exit(
        CheckCommand.main(
          options, composition: composition, write: { print($0) }, error: writeError))
    case .replayJournal(let path):
      exit(
        JournalReplay.main(
          composition, journal: path, record: arguments.record, write: write, error: writeError))
    case .trace(let journal):
      exit(
        TraceCommand.main(
          composition, journal: journal, output: arguments.trace, write: write, error: writeError))
    case .run(let files):
      let runner = ScriptRunner(
        composition, dataDirectory: dataDirectory, link: arguments.link, feature: arguments.feature,
        restoring: arguments.restore,
        traceDirectory: arguments.trace.map { URL(fileURLWithPath: $0, isDirectory: true) },
        write: write, error: writeError)
      exit(runner.run(paths: files).rawValue)
    case .shell where isatty(STDIN_FILENO) == 0:
      let script: Script
      do {
        let bytes: [UInt8]
        do {
          bytes = try InputFile.readStandardInput()
        } catch {
          throw Script.Malformed(file: "<stdin>", line: error.line, message: error.message)
        }
        script = try Script(name: "<stdin>", bytes: bytes, surface: composition.surface)
      } catch {
        writeError("error: \(error)")
        exit(2)
      }
      let traceFile = arguments.trace.map { URL(fileURLWithPath: $0) }
      let runner = ScriptRunner(
        composition, dataDirectory: dataDirectory, link: arguments.link, feature: arguments.feature,
        restoring: arguments.restore,
        traceDirectory: traceFile?.deletingLastPathComponent(), write: write, error: writeError)
      let traceName = traceFile?.lastPathComponent
      guard let path = arguments.record else {
        exit(runner.run(script, traceName: traceName).rawValue)
      }
      // Recorded only when the whole script passed: never half a session.
      let recorder = Recorder(
        path: path, link: arguments.link, dataDirectory: arguments.dataDirectory,
        feature: arguments.feature, command: command)
      var ended: ShellSession?
      var refusal: Recorder.Refusal?
      let outcome = runner.run(script, traceName: traceName) { line, command, before, session in
        do throws(Recorder.Refusal) {
          try recorder.record(line, command, failure: nil, before: before, session: session)
        } catch {
          refusal = refusal ?? error
        }
        ended = session
      }
      guard outcome == .passed, let ended else {
        writeError("\(TerminalText.escaped(path)): not written: the script did not pass")
        exit(outcome.rawValue)
      }
      if let refusal {
        writeError("\(TerminalText.escaped(path)): not written: \(refusal.message)")
        exit(1)
      }
      do {
        try recorder.save(endingAt: ended)
      } catch {
        writeError(
          "error: cannot write the recording to \(TerminalText.escaped(path)): "
            + TerminalText.escaped("\(error)"))
        exit(1)
      }
      write("recorded: \(TerminalText.escaped(path))")
      exit(0)
    case .shell:
      // Raw mode first: keys typed while the app launches are kept for the editor, not echoed raw.
      let raw = Terminal.enableRawMode()
      let directory = dataDirectory ?? TemporaryDirectories.make()
      let session: ShellSession
      do {
        if let feature = arguments.feature, dataDirectory == nil {
          session = try ShellSession(
            composition, dataDirectory: nil, link: arguments.link, feature: feature)
        } else {
          session = try ShellSession(
            composition, dataDirectory: directory, link: arguments.link,
            feature: arguments.feature, restoring: arguments.restore)
        }
        if let problem = session.app.alone?.problem { throw ShellFailure.rejected(problem) }
      } catch {
        Terminal.restore()
        if dataDirectory == nil { TemporaryDirectories.remove(directory) }
        writeError("error: cannot launch the app: \(TerminalText.escaped("\(error)"))")
        exit(1)
      }
      let editor = LineEditor(
        nextByte: Terminal.readByte,
        output: {
          // The editor's own escape sequences move the cursor; what it echoes was checked as
          // it was typed.
          Swift.print($0, terminator: "")
          fflush(nil)
        })
      editor.complete = { Completion.candidates($0, session: session) }
      let ending = Interactive(
        session: session,
        read: { prompt in
          if raw { return editor.read(prompt: prompt) }
          print(prompt, terminator: "")
          fflush(nil)
          return readLine().map { .line($0) } ?? .end
        },
        write: write,
        error: writeError,
        recorder: arguments.record.map {
          Recorder(
            path: $0, link: arguments.link, dataDirectory: arguments.dataDirectory,
            feature: arguments.feature, command: command)
        },
        trace: arguments.trace.map { path in
          LiveTrace(
            url: URL(fileURLWithPath: path),
            recorder: TraceRecorder(
              title: "\(command) session",
              graph: TraceGraph(composition, feature: arguments.feature).graph(writeError),
              session: session))
        }
      ).run()
      Terminal.restore()
      if dataDirectory == nil {
        TemporaryDirectories.remove(directory)
        print("The temporary data directory was removed; use --data-dir DIR to keep data.")
      }
      switch ending {
      case .quit:
        if let path = arguments.record { print("recorded: \(TerminalText.escaped(path))") }
        if let path = arguments.trace { print("trace: \(TerminalText.escaped(path))") }
      case .interrupt: exit(130)
      case .recordingFailed(let why), .traceFailed(let why):
        writeError("error: \(why)")
        exit(1)
      }
      exit(0)
    }
  }

  /// The usage text of `composition`'s shell.
  static func usage(_ composition: ShellComposition) -> String {
    let command = composition.command
    let pad = String(repeating: " ", count: command.count)
    let links = composition.exampleLinks.joined(separator: ", ")
    let features = composition.featuresAlone.joined(separator: ", ")
    let journalMiB = JournalReplay.maximumJournalBytes >> 20
    return """
      USAGE: \(command) [--data-dir DIR [--restore]] [--open URL] [--record FILE]
             \(pad) [--feature NAME] [--trace FILE]
             \(command) run FILE... [--data-dir DIR [--restore]] [--open URL] [--feature NAME]
             \(pad)     [--trace DIR]
             \(command) replay-journal FILE [--record FLOW]
             \(command) trace JOURNAL [--trace FILE]
             \(command) graph [--format mermaid|dot] [--check FILE | --update FILE] [--stats]
             \(command) check [--depth N] [--states N] [--out DIR]
             \(command) --help | --version

      \(composition.summary)

      Interactive (standard input is a terminal): the visible screen is drawn after every command,
      with the actions available on it. Type help for the command language; quit, exit, Ctrl-D
      (or Ctrl-C on an empty line, with exit status 130 as a shell's) leave. Up and Down recall
      earlier lines; Tab completes commands, actions, tab and page names. Names may be typed in
      any case.
      Without --data-dir the app starts from a fresh temporary directory that is deleted when
      the shell ends (also on Ctrl-C or a signal); pass --data-dir DIR to keep the data.

      Flow scripts: `run FILE...` reads and checks every file first, then runs each on a fresh app
      in a new temporary data directory (or all in --data-dir DIR), echoing each command and the
      visible path after it. When standard input is not a terminal, it is read as one script the
      same way. Flow files are UTF-8 text (a leading byte-order mark is ignored); lines end with
      LF, CRLF or CR; # starts a comment; a line holds at most 4096 bytes. A script must run at
      least one command; quit and exit are refused in scripts. Every file is checked and every
      malformed one reported; the others all run, and after several files a summary line counts
      them (`31 flows: 30 passed, 1 failed, 0 malformed`). Paths are printed as given.

      Recording: --record FILE writes the session (typed, or read from standard input) as a flow
      script: each command, the screen it led to, refused commands as expect-fail, and at the
      end where the user ended (screen, stack, tab, page, modal). `\(command) run FILE`
      replays it. Interactive sessions rewrite FILE after every command; a script from standard
      input is written only when it passed.

      Replaying a journal: `replay-journal FILE` reads a journal exported from a running app
      (JSON, as `journal save FILE` writes it, on one line or many, at most \(journalMiB) MiB),
      replays it on a fresh app and prints a flow script that does the same; with --record FLOW
      it writes it there. An entry that cannot be replayed is an error naming it; nothing is
      written then, nor when the replay launched \(JournalReplay.maximumFreshApps) fresh apps
      without finding the commands. The journal's text never becomes a command: in the flow's
      comments its line breaks and control characters are escaped (\\n, \\u{2028}).

      Traces: a trace is one HTML page (no network, nothing else to install: open it from disk
      in any browser) that shows a session step by step: each command and the transactions it
      caused (cause, result, the guards that answered), the tree after each step drawn as the
      user sees it with each screen's lifecycle and what changed, a failed expectation at its
      step (expected against actual), and the app's graph with the session's path over it.
      Left/Right (or Up/Down) move between steps, Home/End go to the first and last, #step-12
      in the address opens step 12, and the search box finds screens by name.
        run FILE... --trace DIR    write one page per flow in DIR (created if missing), named
                                   after the flow (login.flow → DIR/login.html), and print its
                                   path (`trace: PATH`; for a failed flow, `trace of the
                                   failure: PATH` on standard error).
        --trace FILE               (interactive) rewrite the page after every command; the open
                                   page reloads itself to follow it until the shell ends.
        trace JOURNAL              a page from a journal exported from a running app (JSON, as
                                   `journal save FILE` writes it), written beside it
                                   (bug.json → bug.html) or to --trace FILE.

      The navigation graph: `graph` explores the app headlessly from a fresh launch, on clients
      kept in memory: every screen reachable by the actions each screen declares (with the
      arguments the app declares for automation, such as the demo login, or the first ID a screen
      lists), back, edge swipe, swipe down, tab taps (and reselect), page next and previous, and
      the app's commands; each declared link is opened once logged in. It prints the graph: a node
      per kind of screen (the route's name without arguments) in each tab or outside the tabs,
      and modal; an edge per transition, labelled with the command; links as entry points; then,
      as comments, dead ends (no edge to another screen), declared screens never reached and
      links that do not land. Two runs print the same text.
        --format mermaid|dot   Mermaid (the default) or Graphviz DOT (`dot -Tsvg`).
        --check FILE           Compare with the baseline in FILE: exit 1 listing each screen, edge
                               or note lost (- edge ...) or added (+ edge ...).
        --update FILE          Rewrite the baseline in FILE.
        --stats                Print the figures of the exploration (states, screens, edges,
                               links, moves, replays, time) to standard error.

      Checking every state: `check` explores every state a user can reach from a fresh launch,
      on clients kept in memory (a state: the whole tree in screen kinds, the visible actions and
      whether each stored list is empty), by everything `graph` tries plus a cancelled edge
      swipe, every declared link and both widths under a split; and in every state it checks:
      \(CheckedProperty.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")),
      and the app's own properties. It prints one line (properties, states, transitions,
      checks, time) and exits 0 when all hold; else, for each property that does not, it writes
      the shortest flow from launch that shows it to DIR/PROPERTY.flow and exits 1; `run` on
      that file fails at its last line, and `--trace DIR` draws it.
        --depth N              The most moves from launch (default 30); deeper states are
                               checked, not expanded.
        --states N             The most states (default 20000).
        --out DIR              Where counterexamples go (default ./counterexamples).

      Output: the transcript goes to standard output; every error and warning goes to standard
      error. Errors are red and messages coloured on a terminal; NO_COLOR=1 (or a pipe or a file)
      turns colour off. Text from files, links, arguments and screens is printed with its
      control characters, line separators and bidi controls escaped (\\u{1B}), never obeyed.
      Exit status: 0 when every expectation held; 1 when a command or expectation failed (file,
      line, expected and actual are printed); 2 for an unreadable, malformed or empty script, a
      journal that cannot be replayed, or bad usage; 130 after Ctrl-C or SIGINT.

      OPTIONS:
        --data-dir DIR   Keep the app's files (what its clients store, and the saved
                         navigation) in DIR (created if missing). Several shells may share one
                         DIR; they share one saved navigation too, so `restore` brings back the
                         tree of the shell that changed it last.
        --restore        Launch the app as iOS relaunches it after the system ended it in the
                         background: it restores the navigation saved in --data-dir DIR (which
                         --restore needs) with what its screens kept (what the user typed),
                         and says what became of it (restored, migrated from the version that
                         saved it, what each screen kept, what was dropped and why, nothing
                         saved, refused and why). The app goes to the background as the shell or
                         each script ends, saving what its screens keep. With run, every script's
                         app restores, so a flow can save in one run and restore in the next. Not
                         with --feature (a feature run alone saves nothing).
        --open URL       Launch the app with a link (\(links)).
                         A link that arrives before login waits for it; one the app refuses is an
                         error (a script then fails).
        --record FILE    Write the session as a flow script to FILE (see Recording).
        --trace PATH     Write the session's trace page: a FILE for the shell and for trace,
                         a DIR for run (see Traces).
        --feature NAME   Run one feature alone (one of: \(features)) with spies for its
                         neighbours: its entries start with their example inputs (several become
                         tabs named after them), and what it asks of the app (its Navigation
                         actions, such as itemTapped(id: 3)) is printed after the command and
                         recorded, not carried out; flows check it with
                         `expect asked itemTapped(id: 3)`. Its clients are kept in memory unless
                         --data-dir DIR is given.
        --               Ends the options: later arguments are files.
        --help, -h       Shows this text.
        --version        Shows the version.
      """
  }
}
