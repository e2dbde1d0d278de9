/// The interactive loop: a prompt, one command a line, the screen redrawn after each.
///
/// The screen and command output go to `write`; errors and warnings go to `error`.
@MainActor
package struct Interactive {
  let session: ShellSession
  let write: @MainActor (String) -> Void
  let error: @MainActor (String) -> Void
  let read: @MainActor (_ prompt: String) -> LineEditor.Input

  /// - Parameters:
  ///   - read: Shows the prompt and reads a line (see ``LineEditor``).
  ///   - write: Writes the screen and command output.
  ///   - error: Writes errors and warnings; `nil` sends them to `write`.
  package init(
    session: ShellSession,
    read: @escaping @MainActor (_ prompt: String) -> LineEditor.Input,
    write: @escaping @MainActor (String) -> Void,
    error: (@MainActor (String) -> Void)? = nil
  ) {
    self.session = session
    self.read = read
    self.write = write
    self.error = error ?? write
  }

  /// Runs until `quit`/`exit`, Ctrl-D, Ctrl-C on an empty line, or the end of input.
  package func run() {
    write("Waypoint shell — the reading app in your terminal. Type help for the commands.")
    for problem in session.problems { self.error("warning: \(problem)") }
    for refusal in session.app.coordinator.refusals { self.error("error: --open: \(refusal)") }
    write(Renderer.render(session))
    while case .line(let line) = read("waypoint> ") {
      let command: Command?
      do {
        command = try Command.parse(
          try ScriptText.line(Array(line.utf8)), surface: session.surface)
      } catch let problem as ScriptText.Problem {
        self.error("error: \(problem.message)")
        continue
      } catch {
        self.error("error: \(error)")
        continue
      }
      guard let command else { continue }
      if command == .quit { return }
      do {
        let output = try session.run(command)
        if !output.isEmpty { write(output) }
        if case .expect = command { write("ok") }
        if [.help, .tree, .journal].contains(command) { continue }
      } catch {
        self.error("error: \(error)")
        continue
      }
      write(Renderer.render(session))
    }
  }
}
