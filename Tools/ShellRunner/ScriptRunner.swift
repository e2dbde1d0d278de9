public import Foundation

/// Runs flow scripts and reports like the executable does.
@MainActor
public struct ScriptRunner {
  /// How a run ended, as an exit status.
  public enum Outcome: Int32, Sendable {
    /// Every expectation held.
    case passed = 0
    /// A command failed or an expectation did not hold.
    case failed = 1
    /// A script is malformed (detected before anything ran).
    case malformed = 2
  }

  /// Where lines of output go.
  public let write: @MainActor (String) -> Void
  /// A fixed data directory, or `nil` for a new temporary one per script.
  public let dataDirectory: URL?

  public init(dataDirectory: URL? = nil, write: @escaping @MainActor (String) -> Void) {
    self.dataDirectory = dataDirectory
    self.write = write
  }

  /// Parses every file first; runs them in order and stops at the first failure.
  public func run(files: [URL]) -> Outcome {
    var scripts: [Script] = []
    for file in files {
      do {
        let text = try String(contentsOf: file, encoding: .utf8)
        scripts.append(try Script(name: file.path, text: text))
      } catch let malformed as Script.Malformed {
        write("error: \(malformed)")
        return .malformed
      } catch {
        write("error: cannot read \(file.path): \(error.localizedDescription)")
        return .malformed
      }
    }
    for script in scripts {
      let outcome = run(script)
      if outcome != .passed { return outcome }
    }
    return .passed
  }

  /// Runs one parsed script on a fresh app, echoing each command and the path after it.
  public func run(_ script: Script) -> Outcome {
    let directory =
      dataDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "waypoint-shell-\(UUID().uuidString)", isDirectory: true)
    defer {
      if dataDirectory == nil { try? FileManager.default.removeItem(at: directory) }
    }
    write("# \(script.name)")
    let session: ShellSession
    do {
      session = try ShellSession(dataDirectory: directory)
    } catch {
      write("error: cannot launch the app: \(error)")
      return .failed
    }
    for problem in session.problems { write("warning: \(problem)") }
    for line in script.lines {
      if line.command == .quit { break }
      write("> \(line.text)")
      do {
        let output = try session.run(line.command)
        if !output.isEmpty {
          write(output.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        }
        write("  \(session.path)")
      } catch {
        write("\(script.name):\(line.number): \(error)")
        return .failed
      }
    }
    write("passed: \(script.lines.count) commands")
    return .passed
  }
}
