/// The interactive loop: a prompt, one command a line, the screen redrawn after each.
@MainActor
public struct Interactive {
  let session: ShellSession
  let write: @MainActor (String) -> Void
  let read: @MainActor (_ prompt: String) -> String?

  /// - Parameters:
  ///   - read: Shows the prompt and reads a line; `nil` at the end of input.
  ///   - write: Writes lines.
  public init(
    session: ShellSession,
    read: @escaping @MainActor (_ prompt: String) -> String?,
    write: @escaping @MainActor (String) -> Void
  ) {
    self.session = session
    self.read = read
    self.write = write
  }

  /// Runs until `quit` or the end of input.
  public func run() {
    write("Waypoint shell — the reading app in your terminal. Type help for the commands.")
    for problem in session.problems { write("warning: \(problem)") }
    write(Renderer.render(session))
    while true {
      guard let line = read("waypoint> ") else { return }
      let command: Command?
      do {
        command = try Command.parse(line)
      } catch {
        write("error: \(error)")
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
        write("error: \(error)")
        continue
      }
      write(Renderer.render(session))
    }
  }
}
