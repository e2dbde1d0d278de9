/// The interactive loop: a prompt, one command a line, the screen redrawn after each.
///
/// The screen and command output go to `write`; errors and warnings go to `error`. Both get
/// text safe on a terminal: what comes from a file, a link, an argument or a screen is escaped
/// (``TerminalText``), and only the shell's own line breaks are kept.
@MainActor
struct Interactive {
  let session: ShellSession
  let write: @MainActor (String) -> Void
  let error: @MainActor (String) -> Void
  let read: @MainActor (_ prompt: String) -> LineEditor.Input
  let recorder: Recorder?
  let trace: LiveTrace?

  /// How the session ended.
  enum Ending: Equatable, Sendable {
    /// `quit`, `exit`, Ctrl-D or the end of input.
    case quit
    /// Ctrl-C on an empty line: the process exits as a shell does after SIGINT (130).
    case interrupt
    /// The recording could not be written (the message says why).
    case recordingFailed(String)
    /// The trace page could not be written (the message says why).
    case traceFailed(String)
  }

  /// - Parameters:
  ///   - read: Shows the prompt and reads a line (see ``LineEditor``).
  ///   - write: Writes the screen and command output.
  ///   - error: Writes errors and warnings; `nil` sends them to `write`.
  ///   - recorder: Writes the session as a flow script after every command (`--record`).
  ///   - trace: Rewrites the session's trace page after every command (`--trace FILE`).
  init(
    session: ShellSession,
    read: @escaping @MainActor (_ prompt: String) -> LineEditor.Input,
    write: @escaping @MainActor (String) -> Void,
    error: (@MainActor (String) -> Void)? = nil,
    recorder: Recorder? = nil,
    trace: LiveTrace? = nil
  ) {
    self.session = session
    self.recorder = recorder
    self.trace = trace
    self.read = read
    self.write = { write(TerminalText.escapedKeepingLineFeeds($0)) }
    let error = error ?? write
    self.error = { error(TerminalText.escapedKeepingLineFeeds($0)) }
  }

  /// Runs until `quit`/`exit`, Ctrl-D, Ctrl-C on an empty line, or the end of input.
  @discardableResult
  func run() -> Ending {
    let ending = loop()
    session.app.saveNavigation()  // The app goes to the background as the shell ends.
    // The last page stops reloading itself.
    if let trace {
      if case .traceFailed = ending { return ending }
      if let failure = save(trace, isFinal: true), ending == .quit { return failure }
    }
    return ending
  }

  private func loop() -> Ending {
    write("Waypoint shell — the reading app in your terminal. Type help for the commands.")
    let restored = session.restorationReport  // --restore: what became of the saved navigation
    if !restored.isEmpty { write(restored) }
    for problem in session.problems { self.error("warning: \(TerminalText.escaped("\(problem)"))") }
    for refusal in session.app.refusals {
      self.error("error: --open: \(TerminalText.escaped(refusal))")
    }
    write(Renderer.render(session))
    if let failure = save() { return failure }
    while true {
      let input = read("waypoint> ")
      guard case .line(let line) = input else { return input == .interrupt ? .interrupt : .quit }
      let command: Command?
      do {
        command = try Command.parse(
          try ScriptText.line(Array(line.utf8)), surface: session.surface)
      } catch let problem as ScriptText.Problem {
        self.error("error: \(TerminalText.escaped(problem.message))")
        continue
      } catch {
        self.error("error: \(TerminalText.escaped("\(error)"))")
        continue
      }
      guard let command else { continue }
      if command == .quit { return .quit }
      let before = session.path
      do throws(ShellFailure) {
        let output = try session.run(command)
        record(line, command, failure: nil, before: before)
        trace?.record(line, session: session, output: output, failure: nil)
        if let failure = save() { return failure }
        if !output.isEmpty { write(output) }
        if command.changesTheApp, !session.accessibilityReport.isEmpty {
          write(session.accessibilityReport.joined(separator: "\n"))
        }
        if case .expect = command { write("ok") }
        if [.help, .tree, .journal].contains(command) { continue }
        if case .saveJournal = command { continue }
      } catch {
        record(line, command, failure: error, before: before)
        trace?.record(line, session: session, output: "", failure: error)
        self.error("error: \(TerminalText.escaped(error.description))")
        if let failure = save() { return failure }
        continue
      }
      write(Renderer.render(session))
    }
  }

  /// Records a command (`--record`); one the flow cannot hold (``Recorder/Refusal``) is an
  /// error the session goes on after, with the flow as it was.
  private func record(_ line: String, _ command: Command, failure: ShellFailure?, before: String) {
    do {
      try recorder?.record(line, command, failure: failure, before: before, session: session)
    } catch {
      self.error("error: --record: \(error.message)")
    }
  }

  /// Writes the recording and the trace, if asked for; returns the ending when one cannot be
  /// written.
  private func save() -> Ending? {
    if let trace, let failure = save(trace, isFinal: false) { return failure }
    guard let recorder else { return nil }
    do {
      try recorder.save(endingAt: session)
      return nil
    } catch {
      return .recordingFailed(
        "cannot write the recording to \(TerminalText.escaped(recorder.path)): "
          + TerminalText.escaped("\(error)"))
    }
  }

  private func save(_ trace: LiveTrace, isFinal: Bool) -> Ending? {
    do {
      try trace.save(isFinal: isFinal)
      return nil
    } catch {
      return .traceFailed(
        "cannot write the trace to \(TerminalText.escaped(trace.url.path)): "
          + TerminalText.escaped(error.localizedDescription))
    }
  }
}
