#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `waypoint-shell`'s command line, parsed once.
struct ShellArguments: Equatable, Sendable {
  /// What to do.
  enum Mode: Equatable, Sendable {
    /// The interactive shell on a terminal, or one script from standard input otherwise.
    case shell
    /// `run FILE...`.
    case run([String])
    /// `--help`.
    case help
    /// `--version`.
    case version
    /// `replay-journal FILE`: turn a journal exported from a running app into a flow script.
    case replayJournal(String)
    /// `graph [--format mermaid|dot] [--check FILE | --update FILE] [--stats]`: explore the
    /// app and print its navigation graph, or compare it with a baseline, or rewrite one.
    case graph(GraphOptions)
    /// `check [--depth N] [--states N] [--out DIR]`: explore every state and check the
    /// properties in each; a counterexample for each that does not hold.
    case check(CheckOptions)
    /// `trace JOURNAL.json`: turn a journal exported from a running app into a trace page.
    case trace(String)
  }

  /// Bad usage, said in words (exit status 2).
  struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    let message: String
    var description: String { message }

    /// Bad usage, said in `message`.
    init(message: String) { self.message = message }
  }

  var mode: Mode
  /// `--data-dir DIR`, as given.
  var dataDirectory: String?
  /// `--open URL`: the link the app is launched with.
  var link: String?
  /// `--record FILE`: where the session is written as a flow script, as given.
  var record: String?
  /// `--feature NAME`: run one feature alone, with spies for its neighbours.
  var feature: String?
  /// `--restore`: launch the app as iOS relaunches it after the system ended it in the
  /// background, restoring the navigation saved in `--data-dir`.
  var restore: Bool
  /// `--trace PATH`: where the trace pages go: a directory for `run` (a page per flow), a
  /// file for the interactive shell and for `trace`.
  var trace: String?

  init(
    mode: Mode, dataDirectory: String? = nil, link: String? = nil, record: String? = nil,
    feature: String? = nil, restore: Bool = false, trace: String? = nil
  ) {
    self.mode = mode
    self.dataDirectory = dataDirectory
    self.link = link
    self.record = record
    self.feature = feature
    self.restore = restore
    self.trace = trace
  }

  /// Parses the arguments after the program name. Options may come before or after `run` and
  /// its files; `--` ends the options (later arguments are files, even if they start with `-`).
  static func parse(_ arguments: [String]) throws(UsageError) -> ShellArguments {
    var positional: [String] = []
    var restore = false
    var dataDirectory: String?
    var link: String?
    var help = false
    var version = false
    var record: String?
    var feature: String?
    var trace: String?
    var graph = GraphOptions()
    var graphOptionGiven: String?
    var check = CheckOptions()
    var checkOptionGiven: String?
    var depth: String?
    var states: String?
    var output: String?
    var format: String?
    var index = 0
    var optionsEnded = false
    func setDataDirectory(_ value: String?) throws(UsageError) {
      guard dataDirectory == nil else {
        throw UsageError(message: "--data-dir is given more than once")
      }
      guard let value else { throw UsageError(message: "--data-dir needs a directory") }
      guard !value.isEmpty else {
        throw UsageError(message: "--data-dir needs a directory, not an empty string")
      }
      dataDirectory = value
    }
    /// The value of `option`, given as `--option VALUE` or `--option=VALUE`, once and not empty.
    func value(of option: String, _ argument: String, already: String?, needs what: String)
      throws(UsageError) -> String
    {
      guard already == nil else { throw UsageError(message: "\(option) is given more than once") }
      var value: String?
      if argument == option {
        value = index < arguments.count ? arguments[index] : nil
        index += 1
      } else {
        value = String(argument.dropFirst(option.count + 1))
      }
      guard let value, !value.isEmpty else { throw UsageError(message: "\(option) needs \(what)") }
      return value
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--help" || argument == "-h" {
        help = true
      } else if argument == "--version" {
        version = true
      } else if argument == "--record" || argument.hasPrefix("--record=") {
        record = try value(
          of: "--record", argument, already: record, needs: "a file to write the flow to")
      } else if argument == "--format" || argument.hasPrefix("--format=") {
        let written = try value(
          of: "--format", argument, already: format, needs: "mermaid or dot")
        guard let parsed = GraphOptions.Format(rawValue: written) else {
          throw UsageError(
            message: "--format takes mermaid or dot, not '\(ScriptText.printable(written))'")
        }
        format = written
        graph.format = parsed
        graphOptionGiven = graphOptionGiven ?? "--format"
      } else if argument == "--check" || argument.hasPrefix("--check=") {
        graph.check = try value(
          of: "--check", argument, already: graph.check, needs: "the baseline file")
        graphOptionGiven = graphOptionGiven ?? "--check"
      } else if argument == "--update" || argument.hasPrefix("--update=") {
        graph.update = try value(
          of: "--update", argument, already: graph.update, needs: "the baseline file")
        graphOptionGiven = graphOptionGiven ?? "--update"
      } else if argument == "--depth" || argument.hasPrefix("--depth=") {
        let written = try value(of: "--depth", argument, already: depth, needs: "a number of moves")
        depth = written
        check.depth = try count(written, of: "--depth", in: 1...64)
        checkOptionGiven = checkOptionGiven ?? "--depth"
      } else if argument == "--states" || argument.hasPrefix("--states=") {
        let written = try value(
          of: "--states", argument, already: states, needs: "a number of states")
        states = written
        check.states = try count(written, of: "--states", in: 1...1_000_000)
        checkOptionGiven = checkOptionGiven ?? "--states"
      } else if argument == "--out" || argument.hasPrefix("--out=") {
        let written = try value(
          of: "--out", argument, already: output, needs: "a directory for counterexamples")
        output = written
        check.output = written
        checkOptionGiven = checkOptionGiven ?? "--out"
      } else if argument == "--feature" || argument.hasPrefix("--feature=") {
        feature = try value(of: "--feature", argument, already: feature, needs: "a feature's name")
      } else if argument == "--trace" || argument.hasPrefix("--trace=") {
        trace = try value(
          of: "--trace", argument, already: trace, needs: "where to write the trace")
      } else if argument == "--restore" {
        restore = true
      } else if argument == "--stats" {
        graph.statistics = true
        graphOptionGiven = graphOptionGiven ?? "--stats"
      } else if argument == "--data-dir" {
        try setDataDirectory(index < arguments.count ? arguments[index] : nil)
        index += 1
      } else if argument.hasPrefix("--data-dir=") {
        try setDataDirectory(String(argument.dropFirst("--data-dir=".count)))
      } else if argument == "--open" || argument.hasPrefix("--open=") {
        link = try value(of: "--open", argument, already: link, needs: "a URL")
      } else {
        throw UsageError(message: "unknown option '\(ScriptText.printable(argument))'")
      }
    }
    if help { return ShellArguments(mode: .help, dataDirectory: dataDirectory, link: link) }
    if version { return ShellArguments(mode: .version) }
    var mode = try mode(positional)
    if feature != nil {
      switch mode {
      case .graph, .replayJournal, .check:
        throw UsageError(
          message: "--feature runs one feature in the shell or for run FILE...; not with "
            + "graph, check or replay-journal")
      default: break
      }
    }
    if case .graph = mode {
      guard graph.check == nil || graph.update == nil else {
        throw UsageError(message: "graph takes --check FILE or --update FILE, not both")
      }
      guard link == nil, dataDirectory == nil, record == nil else {
        throw UsageError(
          message: "graph explores a fresh app in memory: --open, --data-dir and --record do not "
            + "apply")
      }
      mode = .graph(graph)
    } else if let option = graphOptionGiven {
      throw UsageError(message: "\(option) applies to graph only")
    }
    if case .check = mode {
      guard link == nil, dataDirectory == nil, record == nil, trace == nil, !restore else {
        throw UsageError(
          message: "check explores a fresh app in memory: --open, --data-dir, --record, "
            + "--trace and --restore do not apply")
      }
      mode = .check(check)
    } else if let option = checkOptionGiven {
      throw UsageError(message: "\(option) applies to check only")
    }
    if record != nil, case .run = mode {
      throw UsageError(
        message: "--record writes one session; run FILE... runs flows that are written already")
    }
    if case .trace = mode {
      guard link == nil, dataDirectory == nil, record == nil, !restore, feature == nil else {
        throw UsageError(
          message: "trace draws an exported journal: --open, --data-dir, --record, --restore and "
            + "--feature do not apply")
      }
    }
    if trace != nil, case .replayJournal = mode {
      throw UsageError(message: "--trace applies to the shell, run FILE... and trace JOURNAL")
    }
    if trace != nil, case .graph = mode {
      throw UsageError(message: "--trace applies to the shell, run FILE... and trace JOURNAL")
    }
    if case .replayJournal = mode, link != nil || dataDirectory != nil || restore {
      throw UsageError(
        message:
          "replay-journal replays on a fresh app: --open, --data-dir and --restore do not apply")
    }
    if restore {
      if case .graph = mode {
        throw UsageError(message: "graph explores a fresh app in memory: --restore does not apply")
      }
      guard feature == nil else {
        throw UsageError(
          message: "a feature run alone saves no navigation: --restore does not apply")
      }
      guard dataDirectory != nil else {
        throw UsageError(
          message: "--restore relaunches the app from the navigation saved in --data-dir DIR: "
            + "give the directory")
      }
    }
    return ShellArguments(
      mode: mode, dataDirectory: dataDirectory, link: link, record: record, feature: feature,
      restore: restore, trace: trace)
  }

  /// The mode the positional arguments name.
  private static func mode(_ positional: [String]) throws(UsageError) -> Mode {
    guard let first = positional.first else { return .shell }
    let rest = Array(positional.dropFirst())
    switch first {
    case "run":
      guard !rest.isEmpty else { throw UsageError(message: "usage: run FILE...") }
      return .run(rest)
    case "replay-journal":
      guard rest.count == 1 else { throw UsageError(message: "usage: replay-journal FILE") }
      return .replayJournal(rest[0])
    case "trace":
      guard rest.count == 1 else {
        throw UsageError(message: "usage: trace JOURNAL [--trace FILE]")
      }
      return .trace(rest[0])
    case "graph":
      guard rest.isEmpty else {
        throw UsageError(
          message: "usage: graph [--format mermaid|dot] [--check FILE | --update FILE] [--stats]")
      }
      return .graph(GraphOptions())
    case "check":
      guard rest.isEmpty else {
        throw UsageError(message: "usage: check [--depth N] [--states N] [--out DIR]")
      }
      return .check(CheckOptions())
    default:
      throw UsageError(
        message: "unexpected argument '\(ScriptText.printable(first))'; "
          + "did you mean run FILE, replay-journal FILE, trace JOURNAL, graph or check?")
    }
  }

  /// `written` as a whole number in `range`, for `option`.
  private static func count(
    _ written: String, of option: String, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard let number = Int(written), range.contains(number) else {
      throw UsageError(
        message: "\(option) takes a whole number from \(range.lowerBound) to "
          + "\(range.upperBound), not '\(ScriptText.printable(written))'")
    }
    return number
  }

  /// Makes sure `path` is a writable directory, creating it (and its parents) if needed.
  /// - Throws: ``UsageError`` naming the path and what is wrong.
  static func prepareDataDirectory(
    _ path: String, option: String = "--data-dir"
  ) throws(UsageError) {
    func fail(_ what: String) -> UsageError {
      UsageError(message: "\(option) \(ScriptText.printable(path)): \(what)")
    }
    var info = stat()
    if stat(path, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else { throw fail("is a file, not a directory") }
    } else {
      var built = path.hasPrefix("/") ? "/" : ""
      for component in path.split(separator: "/") {
        built += component + "/"
        if mkdir(built, 0o755) != 0, errno != EEXIST {
          throw fail("cannot create \(built): \(String(cString: strerror(errno)))")
        }
      }
      guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
        throw fail("cannot create it: a part of the path is a file")
      }
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw fail("cannot write there: \(String(cString: strerror(errno)))")
    }
  }
}
