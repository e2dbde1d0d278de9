import WaypointSoak

/// The command line, parsed once.
struct Options {
  enum Mode {
    case figures(quick: Bool)
    case soak(steps: Int, host: NavigationSoak.HostMode)
    case fuzzDecoding(documents: Int)
    case fuzzLinks(links: Int)
    case fuzzRestoration(files: Int)
    /// Only one scenario's operation, `count` times, untimed: for a profiler or a counter.
    case repeatOperation(Scenarios.Repeated, count: Int)
  }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  var mode: Mode = .figures(quick: false)
  var seed: UInt64?
  /// Whether a missed goal makes the figures exit 1.
  var check = false
  var host: NavigationSoak.HostMode = .mixed

  init(_ arguments: [String]) throws(Problem) {
    var rest = arguments[...]
    var quick = false
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick":
        quick = true
        mode = .figures(quick: true)
      case "--soak":
        mode = .soak(steps: try Self.count(&rest, default: 1_000_000, for: argument), host: host)
      case "--host":
        let names = NavigationSoak.HostMode.allCases.map(\.rawValue).joined(separator: "|")
        guard let value = rest.popFirst(), let host = NavigationSoak.HostMode(rawValue: value)
        else {
          throw Problem(description: "--host takes \(names)")
        }
        self.host = host
      case "--fuzz-decoding":
        mode = .fuzzDecoding(documents: try Self.count(&rest, default: 100_000, for: argument))
      case "--fuzz-links":
        mode = .fuzzLinks(links: try Self.count(&rest, default: 100_000, for: argument))
      case "--fuzz-restoration":
        mode = .fuzzRestoration(files: try Self.count(&rest, default: 10_000, for: argument))
      case "--check":
        check = true
      case "--repeat":
        let names = Scenarios.Repeated.allCases.map(\.rawValue).joined(separator: "|")
        guard let value = rest.popFirst(), let scenario = Scenarios.Repeated(rawValue: value)
        else {
          throw Problem(description: "--repeat takes \(names)")
        }
        mode = .repeatOperation(
          scenario, count: try Self.count(&rest, default: 1_000_000, for: argument))
      case "--seed":
        guard let value = rest.popFirst(), let seed = UInt64(value) else {
          throw Problem(description: "--seed needs a whole number from 0 to \(UInt64.max)")
        }
        self.seed = seed
      default:
        throw Problem(description: "unknown option '\(argument)'")
      }
    }
    if case .soak(let steps, _) = mode { mode = .soak(steps: steps, host: host) }
    if check, case .figures = mode {
    } else if check {
      throw Problem(description: "--check goes with the figures, not with --soak or a fuzz run")
    }
    if quick, case .figures = mode {
    } else if quick {
      throw Problem(
        description:
          "--quick goes with the figures, not with --soak or a fuzz run")
    }
  }

  /// An optional positive count after an option.
  private static func count(
    _ rest: inout ArraySlice<String>, default value: Int, for option: String
  ) throws(Problem) -> Int {
    guard let next = rest.first, !next.hasPrefix("--") else { return value }
    rest.removeFirst()
    guard let count = Int(next), count > 0 else {
      throw Problem(description: "\(option) takes a positive whole number, not '\(next)'")
    }
    return count
  }
}
