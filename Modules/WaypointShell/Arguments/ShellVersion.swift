/// `waypoint-shell --version`: the Waypoint version the shell is built from. It is the newest
/// version `CHANGELOG.md` lists, with `+unreleased` while the changelog has an `Unreleased`
/// section above it (a test keeps the two in step).
enum ShellVersion {
  /// The version, e.g. `0.1.0+unreleased`.
  static let version = "0.1.0+unreleased"
  /// What `--version` prints for the shell `command`.
  static func text(command: String) -> String { "\(command) \(version)" }
}
