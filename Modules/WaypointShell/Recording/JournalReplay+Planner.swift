import Foundation
import Waypoint

extension JournalReplay {
  /// One line of the flow found: a command, or a comment for a transaction left out.
  enum Step: Equatable {
    case command(String)
    case comment(String)
  }

  /// The search: a fresh app per attempt, brought to the point reached so far.
  @MainActor
  struct Planner {
    let export: JournalExport
    let composition: ShellComposition
    /// The fresh apps launched so far, and how many may be.
    let apps: FreshApps
    var surface: DriverSurface { composition.surface }

    /// The steps that replay the journal.
    ///
    /// One app is kept at the point reached: a candidate that fits moves it on, and only after
    /// one that does not (which may have changed it) is a fresh app brought to the point again.
    func plan() throws(Failure) -> [Step] {
      var steps: [Step] = []
      var commands: [String] = []
      let entries = export.entries
      var live = try reach(commands)
      defer { live.app.discard() }
      var cursor = try matchLaunch(live.app.session)
      while cursor < entries.count {
        let entry = entries[cursor]
        apps.reached = entry.id
        if let found = try find(entry, at: cursor, after: commands, live: &live) {
          commands += found.lines
          steps += found.lines.map(Step.command)
          cursor += found.count
        } else if entry.result != .applied || entry.tree == previousTree(before: cursor) {
          steps.append(.comment("transaction \(entry.id) changed nothing: \(entry.text)"))
          cursor += 1
        } else {
          throw Failure(message: try unreplayable(entry, after: commands))
        }
      }
      return steps
    }

    /// An app at the point reached, and whether a candidate that did not fit changed it.
    struct Live {
      var app: Trial
      var dirty = false
    }

    /// A fresh app brought to the point `commands` reach.
    private func reach(_ commands: [String]) throws(Failure) -> Live {
      guard let app = try attempt(commands) else {
        throw Failure(message: "the flow found so far no longer replays on a fresh app")
      }
      return Live(app: app)
    }

    /// Checks that the journal starts as a fresh app does; returns how many entries that is.
    private func matchLaunch(_ session: ShellSession) throws(Failure) -> Int {
      let fresh = session.app.navigator.journal.entries
      for (index, transaction) in fresh.enumerated() {
        guard index < export.entries.count,
          Self.same(export.entries[index], JournalExport.Entry(transaction))
        else {
          let entry = index < export.entries.count ? export.entries[index] : nil
          throw Failure(
            message: "the journal does not start at a fresh launch (the first launch, nothing "
              + "stored): its transaction "
              + (entry.map { "\($0.id) is \(TerminalText.escaped($0.text))" } ?? "list ends") + " "
              + "where a fresh app's is \(transaction.description)")
        }
      }
      return fresh.count
    }

    /// The command (or a no-change command and then one) whose transactions read as the
    /// entries from `cursor` on; `live` ends at the point after it.
    private func find(
      _ entry: JournalExport.Entry, at cursor: Int, after commands: [String], live: inout Live
    ) throws(Failure) -> (lines: [String], count: Int)? {
      var silent: [String] = []
      for candidate in candidates(for: entry, on: live.app.session) {
        if live.dirty {
          live.app.discard()
          live = try reach(commands)
        }
        live.dirty = true
        switch tryCandidate(candidate, on: live.app, at: cursor) {
        case .matched(let line, let count):
          live.dirty = false
          return ([line], count)
        case .silent(let line): silent.append(line)
        case .different: continue
        }
      }
      for first in silent {
        live.app.discard()
        live = try reach(commands + [first])
        for candidate in candidates(for: entry, on: live.app.session) where candidate != first {
          if live.dirty {
            live.app.discard()
            live = try reach(commands + [first])
          }
          live.dirty = true
          if case .matched(let line, let count) = tryCandidate(candidate, on: live.app, at: cursor)
          {
            live.dirty = false
            return ([first, line], count)
          }
        }
      }
      if live.dirty {
        live.app.discard()
        live = try reach(commands)
      }
      return nil
    }

    enum TryResult {
      case matched(String, Int)
      case silent(String)
      case different
    }

    /// Runs `candidate` on `trial`; compares what it journals with the entries from `cursor`
    /// on.
    private func tryCandidate(_ candidate: String, on trial: Trial, at cursor: Int) -> TryResult {
      guard let command = try? Command.parse(candidate, surface: surface) else {
        return .different
      }
      let journal = trial.session.app.navigator.journal
      let recorded = journal.recordedCount
      var line = candidate
      do throws(ShellFailure) {
        try trial.session.run(command)
      } catch .rejected {
        line = "expect-fail \(candidate)"
      } catch {
        return .different
      }
      let made = journal.entries(after: recorded).map(JournalExport.Entry.init)
      guard !made.isEmpty else { return line == candidate ? .silent(line) : .different }
      let expected = export.entries.dropFirst(cursor).prefix(made.count)
      guard expected.count == made.count, zip(expected, made).allSatisfy(Self.same) else {
        return .different
      }
      return .matched(line, made.count)
    }

    /// The commands that may have caused `entry`, most likely first.
    ///
    /// Only commands a flow can hold are candidates (``isWritable(_:)``): nothing from the
    /// journal's text that holds a line break, a control character or `#`.
    private func candidates(for entry: JournalExport.Entry, on session: ShellSession) -> [String] {
      switch entry.cause {
      case .gesture:
        return entry.gesture.flatMap { gestureCommand($0, session) }.map { [$0] }?
          .filter(Self.isWritable) ?? []
      case .back: return ["back"]
      default: break
      }
      let numbers = Self.numbers(in: entry.text)
      var result: [String] = []
      for action in session.model?.actions ?? [] {
        if action.arguments.isEmpty {
          result.append("tap \(action.name)")
        } else if let sample = surface.sampleArguments[action.name] {
          result.append((["tap", action.name] + sample).joined(separator: " "))
        } else if action.arguments.count == 1 {
          result += numbers.map { "tap \(action.name) \($0)" }
        }
      }
      result += surface.commands.filter { $0.isAvailable(session.app) }.map(\.name)
      // The words the shell would read as one: split where `Command.parse` splits.
      result += entry.text.split(whereSeparator: \.isWhitespace).filter { $0.contains("://") }
        .map { "open \($0)" }
      result = result.filter(Self.isWritable)
      // Most likely first: an action named like a screen the transaction names (`tap share`
      // for `Share(3)`); the order is otherwise kept.
      let text = entry.text.lowercased()
      let named = result.filter { Self.namesAScreen($0, in: text) }
      return named + result.filter { !named.contains($0) }
    }

    /// Whether `candidate` can be a line of a flow as it is: it holds nothing ``TerminalText``
    /// escapes (a line break, a control character, a bidi control) and no `#`, which would
    /// start a comment and cut it, and it fits a line also as `expect-fail CANDIDATE`.
    static func isWritable(_ candidate: String) -> Bool {
      candidate.utf8.count + "expect-fail ".utf8.count <= ScriptText.maximumLineBytes
        && !candidate.unicodeScalars.contains { $0 == "#" || TerminalText.needsEscaping($0) }
    }

    /// The shell's command for a gesture a host reported, on what `session` shows.
    private func gestureCommand(_ gesture: Gesture, _ session: ShellSession) -> String? {
      switch gesture {
      case .backButton(let stack, _):
        // A column of a split side by side that is not the focused one has its own button.
        if let split = session.tree.visibleSplit, !split.isCollapsed,
          split.focusedStack.id != stack,
          let column = split.columns.first(where: { split.column($0)?.id == stack })
        {
          return "back \(column)"
        }
        return "back"
      case .backToColumn: return "back"
      case .resize(let width): return "resize \(width)"
      case .edgeSwipe(_, _, let completed): return completed ? "edge-swipe" : "edge-swipe cancel"
      case .swipeDown(_, let completed): return completed ? "swipe-down" : nil
      case .escape: return "escape"
      case .tabTap(let index, _):
        guard let tabs = session.tree.visibleTabs, tabs.tabs.indices.contains(index) else {
          return nil
        }
        return "tab \(tabs.tabs[index].name.rawValue)"
      case .pageSwipe(let index, _):
        guard let pages = session.tree.visiblePages else { return nil }
        if index == pages.currentIndex + 1 { return "page next" }
        if index == pages.currentIndex - 1 { return "page previous" }
        return nil
      case .appChangedStack(_, let from, let to, let foreign):
        // The app's own code: a push of one view controller, or a pop of the top.
        if foreign.count == 1, to == from + [foreign[0].id],
          let kind = foreign[0].route.arguments["kind"], foreign[0].route.isForeign,
          Command.isKind(kind)
        {
          return "app-push \(kind)"
        }
        return foreign.isEmpty && !from.isEmpty && to == Array(from.dropLast()) ? "app-pop" : nil
      }
    }

    /// The tree after the last applied entry before `cursor`.
    private func previousTree(before cursor: Int) -> NavigationTree? {
      export.entries.prefix(cursor).last { $0.tree != nil }?.tree
    }

    private func unreplayable(
      _ entry: JournalExport.Entry, after commands: [String]
    ) throws(Failure) -> String {
      let tried = try attempt(commands).map { trial in
        defer { trial.discard() }
        return candidates(for: entry, on: trial.session)
      }
      let list = (tried ?? []).isEmpty ? "none applies" : (tried ?? []).joined(separator: ", ")
      return "transaction \(entry.id) cannot be replayed: \(TerminalText.escaped(entry.text)); "
        + "no command of the shell makes that change on a fresh app at that point "
        + "(tried: \(TerminalText.escaped(list)))"
    }

    /// Writes `steps` as a flow, running it once more on a fresh app with a ``Recorder``.
    /// - Parameter header: The comment the flow starts with.
    func write(_ steps: [Step], header: String) throws(Failure) -> String {
      guard let trial = try attempt([]) else {
        throw Failure(message: "a fresh app could not launch")
      }
      defer { trial.discard() }
      let recorder = Recorder(path: "", header: [header])
      /// A line the recorder refuses: the flow found is not written at all.
      func refused(_ refusal: Recorder.Refusal) -> Failure {
        Failure(message: "the flow found cannot be written: \(refusal.message)")
      }
      for step in steps {
        switch step {
        case .comment(let text): recorder.comment(text)
        case .command(let line):
          let before = trial.session.path
          guard let command = try? Command.parse(line, surface: surface) else {
            throw Failure(
              message: "the flow found does not parse at \(TerminalText.escaped(line))")
          }
          do {
            try trial.session.run(command)
          } catch {
            throw Failure(
              message: "the flow found does not replay at \(TerminalText.escaped(line)): "
                + TerminalText.escaped(error.description))
          }
          do {
            try recorder.record(line, command, failure: nil, before: before, session: trial.session)
          } catch {
            throw refused(error)
          }
        }
      }
      do {
        return try recorder.script(endingAt: trial.session)
      } catch {
        throw refused(error)
      }
    }

    /// A fresh app in a new temporary directory, after `commands`; `nil` if one fails.
    /// - Throws: ``Failure`` when the replay has launched ``FreshApps/maximum`` apps already.
    private func attempt(_ commands: [String]) throws(Failure) -> Trial? {
      try apps.launchOne()
      let directory = TemporaryDirectories.make()
      guard let session = try? ShellSession(composition, dataDirectory: directory) else {
        TemporaryDirectories.remove(directory)
        return nil
      }
      let trial = Trial(session: session, directory: directory)
      for line in commands {
        guard let command = try? Command.parse(line, surface: surface),
          (try? session.run(command)) != nil
        else {
          trial.discard()
          return nil
        }
      }
      return trial
    }

    /// Whether `candidate`'s action (`tap share`) names a screen in `text` (`share(3)`).
    static func namesAScreen(_ candidate: String, in text: String) -> Bool {
      let words = candidate.split(separator: " ")
      guard words.first == "tap", words.count > 1 else { return false }
      return text.contains(words[1].lowercased() + "(")
        || text.contains(" \(words[1].lowercased())#")
    }

    /// Whether two entries read the same, node IDs aside.
    static func same(_ a: JournalExport.Entry, _ b: JournalExport.Entry) -> Bool {
      a.cause == b.cause && a.result == b.result && withoutIDs(a.text) == withoutIDs(b.text)
    }

    /// The text without its transaction number and node IDs (`#18`).
    static func withoutIDs(_ text: String) -> String {
      var result = ""
      var skipping = false
      for character in text.drop(while: \.isNumber) {
        if character == "#" {
          skipping = true
          continue
        }
        if skipping, character.isNumber { continue }
        skipping = false
        result.append(character)
      }
      return result
    }

    /// The numbers in parentheses or after `id: ` in a journal line: `Article(3)` gives 3.
    /// Only ASCII digits make a number: a candidate's argument is what a person would type.
    static func numbers(in text: String) -> [String] {
      var found: [String] = []
      var current = ""
      var previous: Character = " "
      var opener: Character = " "
      for character in text + " " {
        if character.isASCII, character.isWholeNumber {
          if current.isEmpty { opener = previous }
          current.append(character)
        } else {
          if !current.isEmpty, opener == "(" || opener == " ", !found.contains(current),
            character == ")" || character == ","
          {
            found.append(current)
          }
          current = ""
        }
        previous = character
      }
      return found
    }
  }

  /// The fresh apps one replay launches, counted against its bound.
  @MainActor
  final class FreshApps {
    /// The most that may be launched.
    let maximum: Int
    /// How many were launched so far.
    private(set) var launched = 0
    /// The transaction the search reached, for the message past the bound.
    var reached = 0

    init(maximum: Int) { self.maximum = maximum }

    /// Counts one more launch.
    /// - Throws: ``Failure`` naming the transaction reached and the bound, when ``maximum``
    ///   apps were launched already.
    func launchOne() throws(Failure) {
      guard launched < maximum else {
        throw Failure(
          message: "the replay reached transaction \(reached) and stopped: it launched "
            + "\(maximum) fresh apps, the most one replay may launch, without finding the "
            + "commands that replay the journal")
      }
      launched += 1
    }
  }

  /// A fresh app in its own temporary directory.
  @MainActor
  struct Trial {
    let session: ShellSession
    let directory: URL

    func discard() { TemporaryDirectories.remove(directory) }
  }
}
