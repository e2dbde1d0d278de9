import Foundation

/// `waypoint-shell check [--depth N] [--states N] [--out DIR]`.
@MainActor
enum CheckCommand {
  /// Explores the app, checks every property in every state, prints a one-line summary and,
  /// for each property that does not hold, where its shortest counterexample was written.
  /// - Returns: The exit status: 0 when every property holds; 1 when one does not, or the
  ///   exploration fails; 2 when a counterexample cannot be written.
  static func main(
    _ options: CheckOptions, composition: ShellComposition,
    write: @MainActor (String) -> Void, error report: @MainActor (String) -> Void
  ) -> Int32 {
    var checker = StateChecker(composition, options: options)
    let result: CheckReport
    do {
      result = try checker.check()
    } catch {
      report("error: the exploration failed: \(error)")
      return 1
    }
    write(result.summary)
    write(result.cost)
    if result.truncated {
      write("note: the exploration stopped at \(result.states) states (--states)")
    }
    if result.unexpanded > 0 {
      write(
        "note: \(result.unexpanded) states at depth \(options.depth) were checked, not expanded "
          + "(--depth)")
    }
    guard !result.violations.isEmpty else { return 0 }
    let directory = URL(fileURLWithPath: options.output, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      report("error: cannot create \(options.output): \(error.localizedDescription)")
      return 2
    }
    for violation in result.violations {
      let file = directory.appendingPathComponent(fileName(violation.property) + ".flow")
      do {
        try Data(violation.flow.utf8).write(to: file, options: .atomic)
      } catch {
        report("error: cannot write \(file.path): \(error.localizedDescription)")
        return 2
      }
      report(
        "violation: \(violation.property): \(ScriptText.printable(violation.message))\n"
          + "  shortest counterexample (\(violation.lines.count) lines): \(file.path); "
          + "\(composition.command) run \(file.path) --trace DIR shows it step by step")
    }
    return 1
  }

  /// A file name for a property's counterexample: its name, with anything but ASCII letters,
  /// digits, `-` and `_` as `-`.
  static func fileName(_ property: String) -> String {
    String(
      property.unicodeScalars.prefix(80).map { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == "_")
          ? Character(scalar) : "-"
      })
  }
}
