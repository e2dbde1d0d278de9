package import AppShell
package import Foundation

/// Runs flow scripts and reports like the executable does.
///
/// Output rule: the transcript (each command echoed, the path after it, `passed: N commands`)
/// goes to `write`; every error and warning (unreadable or malformed script, a failed command
/// or expectation, a store problem) goes to `error`.
@MainActor
package struct ScriptRunner {
  /// How a run ended, as an exit status.
  package enum Outcome: Int32, Sendable {
    /// Every expectation held.
    case passed = 0
    /// A command failed or an expectation did not hold.
    case failed = 1
    /// A script is unreadable, malformed or empty (detected before anything ran).
    case malformed = 2
  }

  /// Where the transcript goes.
  package let write: @MainActor (String) -> Void
  /// Where errors and warnings go.
  package let error: @MainActor (String) -> Void
  /// A fixed data directory, or `nil` for a new temporary one per script.
  package let dataDirectory: URL?
  /// The commands and stored lists the app declares for drivers.
  package let surface: DriverSurface
  /// The link each script's app is launched with (`--open URL`).
  package let link: String?

  /// - Parameters:
  ///   - surface: What scripts may do and check besides the screens' actions.
  ///   - link: A link each script's app is launched with; a refused one fails the script.
  ///   - error: Where errors and warnings go; `nil` sends them to `write` as well.
  package init(
    dataDirectory: URL? = nil,
    surface: DriverSurface = ReadingApp.surface,
    link: String? = nil,
    write: @escaping @MainActor (String) -> Void,
    error: (@MainActor (String) -> Void)? = nil
  ) {
    self.dataDirectory = dataDirectory
    self.surface = surface
    self.link = link
    self.write = write
    self.error = error ?? write
  }

  /// Reads and parses every file first; runs them in order and stops at the first failure.
  package func run(files: [URL]) -> Outcome {
    var scripts: [Script] = []
    for file in files {
      do {
        scripts.append(try Self.script(at: file.path, surface: surface))
      } catch {
        self.error("error: \(error)")
        return .malformed
      }
    }
    for script in scripts {
      let outcome = run(script)
      if outcome != .passed { return outcome }
    }
    return .passed
  }

  /// Reads and parses the script at `path`.
  package static func script(
    at path: String, surface: DriverSurface = ReadingApp.surface
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
  package func run(_ script: Script) -> Outcome {
    let directory = dataDirectory ?? TemporaryDirectories.make()
    defer {
      if dataDirectory == nil { TemporaryDirectories.remove(directory) }
    }
    write("# \(script.name)")
    let session: ShellSession
    do {
      session = try ShellSession(dataDirectory: directory, surface: surface, link: link)
    } catch {
      self.error("error: cannot launch the app: \(error)")
      return .failed
    }
    for problem in session.problems { self.error("warning: \(problem)") }
    if let refusal = session.app.coordinator.refusals.first {
      self.error("\(script.name): --open: \(refusal)")
      return .failed
    }
    for line in script.lines {
      write("> \(line.text)")
      do {
        let output = try session.run(line.command)
        if !output.isEmpty {
          write(output.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        }
        write("  \(session.path)")
      } catch {
        self.error("\(script.name):\(line.number): \(error)")
        return .failed
      }
    }
    let count = script.lines.count
    write("passed: \(count) command\(count == 1 ? "" : "s")")
    return .passed
  }
}
