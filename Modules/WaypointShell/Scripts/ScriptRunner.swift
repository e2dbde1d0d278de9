import Foundation

/// Runs flow scripts and reports like the executable does.
///
/// Output rule: the transcript (each command echoed, the path after it, `passed: N commands`)
/// goes to `write`; every error and warning (unreadable or malformed script, a failed command
/// or expectation, a store problem) goes to `error`. Both get text safe on a terminal: what
/// comes from a file, a link, an argument or a screen is escaped (``TerminalText``), and only
/// the runner's own line breaks are kept.
@MainActor
struct ScriptRunner {
  /// How a run ended, as an exit status.
  enum Outcome: Int32, Sendable {
    /// Every expectation held.
    case passed = 0
    /// A command failed or an expectation did not hold.
    case failed = 1
    /// A script is unreadable, malformed or empty (detected before anything ran).
    case malformed = 2
  }

  /// Where the transcript goes.
  let write: @MainActor (String) -> Void
  /// Where errors and warnings go.
  let error: @MainActor (String) -> Void
  /// A fixed data directory, or `nil` for a new temporary one per script.
  let dataDirectory: URL?
  /// The app the scripts run.
  let composition: ShellComposition
  /// The commands and stored lists the app declares for drivers.
  var surface: DriverSurface { composition.surface }
  /// The link each script's app is launched with (`--open URL`).
  let link: String?
  /// `--feature NAME`: each script runs the feature alone, with spies for its neighbours, on
  /// in-memory clients unless `dataDirectory` is given.
  let feature: String?
  /// `--restore`: each script's app restores the navigation saved in `dataDirectory`, and the
  /// transcript says what became of it.
  let restoring: Bool
  /// `--trace DIR`: each script's trace page is written there (`NAME.html`, after the
  /// script's file name), and its path printed (`trace: PATH`); a failed script's goes to
  /// `error` (`trace of the failure: PATH`).
  let traceDirectory: URL?
  /// The graph the traces are drawn over, explored once for all scripts.
  private let traceGraph: TraceGraph

  /// - Parameters:
  ///   - composition: The app the scripts run.
  ///   - link: A link each script's app is launched with; a refused one fails the script.
  ///   - feature: A feature each script runs alone (`FeatureAlone`).
  ///   - restoring: Whether each script's app restores the navigation saved in
  ///     `dataDirectory` (`--restore`).
  ///   - traceDirectory: Where each script's trace page is written (`--trace DIR`).
  ///   - write: Where the transcript goes.
  ///   - error: Where errors and warnings go; `nil` sends them to `write` as well.
  init(
    _ composition: ShellComposition,
    dataDirectory: URL? = nil,
    link: String? = nil,
    feature: String? = nil,
    restoring: Bool = false,
    traceDirectory: URL? = nil,
    write: @escaping @MainActor (String) -> Void,
    error: (@MainActor (String) -> Void)? = nil
  ) {
    self.traceDirectory = traceDirectory
    traceGraph = TraceGraph(composition, feature: feature)
    self.dataDirectory = dataDirectory
    self.composition = composition
    self.link = link
    self.feature = feature
    self.restoring = restoring
    self.write = { write(TerminalText.escapedKeepingLineFeeds($0)) }
    let error = error ?? write
    self.error = { error(TerminalText.escapedKeepingLineFeeds($0)) }
  }

  /// Reads and parses every file first, reporting each one that is malformed; then runs every
  /// well-formed one, each on a fresh app, each stopping at its first failure. After several
  /// files, a summary line counts them: `5 flows: 3 passed, 1 failed, 1 malformed`.
  /// - Returns: ``Outcome/malformed`` when any file is, else ``Outcome/failed`` when any
  ///   failed, else ``Outcome/passed``.
  func run(files: [URL]) -> Outcome {
    run(paths: files.map(\.path))
  }

  /// ``run(files:)`` for paths, which every message prints as given (relative stays relative).
  func run(paths: [String]) -> Outcome {
    var scripts: [Script] = []
    var malformed = 0
    for path in paths {
      do {
        scripts.append(try Self.script(at: path, surface: surface))
      } catch {
        self.error("error: \(error)")
        malformed += 1
      }
    }
    var failed = 0
    var traceNames = Set<String>()
    for script in scripts where run(script, traceName: traceName(script, &traceNames)) != .passed {
      failed += 1
    }
    if paths.count > 1 {
      let passed = scripts.count - failed
      let counts = ["\(passed) passed", "\(failed) failed", "\(malformed) malformed"]
      let summary = "\(paths.count) flows: " + counts.joined(separator: ", ")
      if failed + malformed == 0 { write(summary) } else { self.error(summary) }
    }
    return malformed > 0 ? .malformed : failed > 0 ? .failed : .passed
  }

  /// Reads and parses the script at `path`.
  static func script(
    at path: String, surface: DriverSurface
  ) throws(Script.Malformed) -> Script {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path: path)
    } catch {
      throw Script.Malformed(file: path, line: error.line, message: error.message)
    }
    return try Script(name: path, bytes: bytes, surface: surface)
  }

  /// Runs one parsed script on a fresh app, echoing each command and the path after it.
  func run(_ script: Script) -> Outcome { run(script, observe: nil) }

  /// The trace page's file name for `script`: its file's name with `.html`, numbered when
  /// another script of the run has the same name (`login.html`, `login-2.html`).
  private func traceName(_ script: Script, _ used: inout Set<String>) -> String {
    let file = URL(fileURLWithPath: script.name).deletingPathExtension().lastPathComponent
    let base = file.isEmpty || file == "<stdin>" ? "stdin" : file
    var name = base + ".html"
    var number = 2
    while used.contains(name) {
      name = "\(base)-\(number).html"
      number += 1
    }
    used.insert(name)
    return name
  }

  /// Runs one parsed script on a fresh app, echoing each command and the path after it.
  /// - Parameters:
  ///   - observe: Told of every command that ran, with the visible path before it and the
  ///     session after it (`--record` writes them down).
  ///   - traceName: The trace page's file name in ``traceDirectory``.
  func run(
    _ script: Script,
    traceName: String? = nil,
    observe: (@MainActor (_ line: String, Command, _ before: String, ShellSession) -> Void)? = nil
  ) -> Outcome {
    let directory = dataDirectory ?? TemporaryDirectories.make()
    defer {
      if dataDirectory == nil { TemporaryDirectories.remove(directory) }
    }
    let name = TerminalText.escaped(script.name)
    write("# \(name)")
    let session: ShellSession
    do {
      session = try launch(in: directory)
    } catch {
      self.error("error: cannot launch the app: \(TerminalText.escaped("\(error)"))")
      return .failed
    }
    if let problem = session.app.alone?.problem {
      self.error("error: --feature: \(TerminalText.escaped(problem))")
      return .failed
    }
    let tracer = traceDirectory.map { _ in
      TraceRecorder(title: script.name, graph: traceGraph.graph(error), session: session)
    }
    /// Writes the trace page, if asked for, and says where it is.
    func writeTrace(failed: Bool) {
      guard let tracer, let traceDirectory, let traceName else { return }
      let url = traceDirectory.appendingPathComponent(traceName)
      let path = TerminalText.escaped(traceDirectory.relativePath + "/" + traceName)
      do {
        try tracer.write(to: url)
        if failed { self.error("trace of the failure: \(path)") } else { write("trace: \(path)") }
      } catch {
        self.error(
          "error: cannot write the trace to \(path): "
            + TerminalText.escaped(error.localizedDescription))
      }
    }
    if restoring {
      write(
        session.restorationReport.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    }
    for problem in session.problems { self.error("warning: \(TerminalText.escaped("\(problem)"))") }
    if let refusal = session.app.refusals.first {
      self.error("\(name): --open: \(TerminalText.escaped(refusal))")
      tracer?.markFailure(
        expected: "--open \(link ?? "") to land", actual: "refused: \(refusal)",
        location: script.name)
      writeTrace(failed: true)
      return .failed
    }
    for line in script.lines {
      write("> \(TerminalText.escaped(line.text))")
      let before = session.path
      do throws(ShellFailure) {
        let output = try session.run(line.command)
        tracer?.record(line.text, session: session, output: output)
        observe?(line.text, line.command, before, session)
        if !output.isEmpty {
          write(output.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        }
        if line.command.changesTheApp {
          for report in session.accessibilityReport { write("  \(report)") }
          // Focus is checked after every command: never behind a modal, never on what left.
          if let why = PropertyCheck.focus(session) {
            throw ShellFailure.expectation(expected: "focus on what shows on top", actual: why)
          }
        }
        write("  \(TerminalText.escaped(session.path))")
      } catch {
        self.error("\(name):\(line.number): \(TerminalText.escaped(error.description))")
        tracer?.record(
          line.text, session: session, failure: error, location: "\(script.name):\(line.number)")
        writeTrace(failed: true)
        return .failed
      }
    }
    session.app.saveNavigation()  // The app goes to the background as the script ends.
    let count = script.lines.count
    write("passed: \(count) command\(count == 1 ? "" : "s")")
    writeTrace(failed: false)
    return .passed
  }

  /// The app for one script: in `directory`, or on in-memory clients for a feature run alone
  /// without `--data-dir`.
  private func launch(in directory: URL) throws -> ShellSession {
    if let feature, dataDirectory == nil {
      return try ShellSession(composition, dataDirectory: nil, link: link, feature: feature)
    }
    return try ShellSession(
      composition, dataDirectory: directory, link: link, feature: feature, restoring: restoring)
  }
}
