import Foundation
import Waypoint

/// `replay-journal FILE`: turns a journal exported from a running app (``JournalExport`` as
/// JSON) into a flow script that replays it on a fresh app — a user's bug report becomes a
/// test.
///
/// The journal records what changed and why, not what the user tapped, so the replay
/// *finds* the commands: it walks the journal from a fresh launch, and for each transaction
/// tries the commands that could have caused it on a fresh app brought to the same point —
/// the gesture a host reported (`back`, `edge-swipe`, `swipe-down`, `tab NAME`,
/// `page next|previous`), the visible screen's actions (with the IDs the transaction names,
/// or the arguments the app declares for automation, such as the demo account for `login`:
/// a journal never holds what the user typed), the app's commands, and `open URL` for a link
/// the transaction names — and keeps the one whose transactions read the same, node IDs
/// aside. A command the app refused is written as `expect-fail`. An action that changes no
/// navigation (writing a note's text) is tried before the others when nothing else fits.
///
/// A transaction that changed nothing and that no command reproduces (a dropped double tap)
/// becomes a comment. One that changed the app and that no command reproduces is an error
/// naming it, and nothing is written; so is a journal that does not start at a fresh launch
/// (the first launch, nothing stored) or that lost its oldest transactions to its capacity.
/// The flow found is run once more from a fresh app before it is returned.
///
/// A journal is text from outside, and nothing in it becomes a command the replay did not
/// find: a candidate holding a line break, a control character or `#` is never tried, and the
/// ``Recorder`` that writes the flow escapes what it quotes in comments. The file is read as
/// JSON of at most ``maximumJournalBytes``; its numbers are checked before anything runs; and
/// a replay launches at most ``maximumFreshApps`` fresh apps.
@MainActor
enum JournalReplay {
  /// The largest journal file read, in bytes: 16 MiB. A journal keeps its most recent
  /// transactions (256 by default), each with its tree; a real one is a few hundred KB, so
  /// this leaves room for a large app and a large capacity while a wrong file (a disk image,
  /// `/dev/zero`) is refused at once.
  static let maximumJournalBytes = 16 << 20

  /// The most fresh apps one replay launches: 2,000. The search brings a fresh app to the
  /// point reached after each candidate that did not fit; the journals of the tests use at
  /// most a few dozen for each transaction, and a journal at the default capacity needs a few
  /// hundred. A journal no command fits (one edited by hand, or one of another app) would
  /// otherwise launch apps without end; past the bound the replay fails, naming the
  /// transaction it reached.
  static let maximumFreshApps = 2_000

  /// Why a journal cannot be replayed.
  struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words; text from the journal in it is escaped
    /// (``TerminalText/escaped(_:)``).
    let message: String
    var description: String { message }
  }

  /// `waypoint-shell replay-journal FILE [--record FLOW]`: prints the flow, or writes it.
  ///
  /// Everything printed is safe on a terminal: the paths and what the journal holds are
  /// escaped (``TerminalText``).
  /// - Returns: The exit status: 0, or 2 when the journal cannot be read or replayed, or the
  ///   flow cannot be written.
  static func main(
    _ composition: ShellComposition, journal path: String, record: String?,
    write transcript: @MainActor (String) -> Void, error errors: @MainActor (String) -> Void
  ) -> Int32 {
    func write(_ text: String) { transcript(TerminalText.escapedKeepingLineFeeds(text)) }
    func report(_ text: String) { errors(TerminalText.escapedKeepingLineFeeds(text)) }
    let flow: String
    do {
      flow = try self.flow(from: try read(path), name: path, composition: composition)
    } catch {
      report("error: \(TerminalText.escaped(path)): \(TerminalText.escaped(error.message))")
      return 2
    }
    guard let record else {
      write(flow.hasSuffix("\n") ? String(flow.dropLast()) : flow)
      return 0
    }
    do {
      try Data(flow.utf8).write(to: URL(fileURLWithPath: record), options: .atomic)
    } catch {
      report(
        "error: cannot write \(TerminalText.escaped(record)): "
          + TerminalText.escaped(error.localizedDescription))
      return 2
    }
    write("recorded: \(TerminalText.escaped(record))")
    return 0
  }

  /// Reads and decodes an exported journal: JSON of at most ``maximumJournalBytes``, on one
  /// line or many.
  /// - Throws: ``Failure`` saying why the file cannot be read or is not a journal export.
  static func read(_ path: String) throws(Failure) -> JournalExport {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(
        path: path, limits: .json("journal", maximumBytes: maximumJournalBytes))
    } catch {
      throw Failure(message: TerminalText.escaped(error.message))
    }
    do {
      return try JSONDecoder().decode(JournalExport.self, from: Data(bytes))
    } catch {
      throw Failure(
        message: "not a journal export (JournalExport JSON): \(TerminalText.escaped("\(error)"))")
    }
  }

  /// The flow script that replays `export` on a fresh app.
  /// - Parameters:
  ///   - name: The journal's file, for the script's header.
  ///   - maximumFreshApps: The most fresh apps the replay may launch.
  /// - Throws: ``Failure`` for a journal whose numbers do not add up, or naming the first
  ///   transaction that cannot be replayed.
  static func flow(
    from export: JournalExport, name: String, composition: ShellComposition,
    maximumFreshApps: Int = maximumFreshApps
  ) throws(Failure) -> String {
    try replay(export, name: name, composition: composition, maximumFreshApps: maximumFreshApps)
      .flow
  }

  /// The commands and comments found for `export`, and the flow written from them.
  static func replay(
    _ export: JournalExport, name: String, composition: ShellComposition,
    maximumFreshApps: Int = maximumFreshApps
  ) throws(Failure) -> (steps: [Step], flow: String) {
    try check(export)
    guard !export.entries.isEmpty else {
      throw Failure(
        message: "the journal holds no transactions: a replay needs the session from its launch")
    }
    guard export.isComplete else {
      // `check` makes the first ID at least 1.
      let first = export.entries.first?.id ?? 1
      throw Failure(
        message: "the journal starts at transaction \(first): the \(first - 1) before it fell "
          + "out of its capacity, and a replay needs the session from its launch")
    }
    let planner = Planner(
      export: export, composition: composition,
      apps: FreshApps(maximum: maximumFreshApps))
    let steps = try planner.plan()
    let flow = try planner.write(steps, header: "Replays the journal \(name) on a fresh app.")
    return (steps, flow)
  }

  /// Checks the journal's version and numbers before anything is computed from them: a
  /// count of transactions from 0 up, no fewer than the entries, and entries numbered one
  /// after the other up to it.
  /// - Throws: ``Failure`` naming the first number that does not add up.
  static func check(_ export: JournalExport) throws(Failure) {
    guard export.version == JournalExport.currentVersion else {
      throw Failure(
        message: "journal format version \(export.version); this shell reads version "
          + "\(JournalExport.currentVersion)")
    }
    let count = export.recordedCount
    guard count >= 0 else {
      throw Failure(message: "the journal's count of transactions is negative (\(count))")
    }
    guard count < Int.max else {
      throw Failure(message: "the journal's count of transactions is out of range (\(count))")
    }
    let entries = export.entries
    guard entries.count <= count else {
      throw Failure(
        message: "the journal holds \(entries.count) transactions but says it recorded "
          + "\(count)")
    }
    // The kept transactions are the last ones recorded: `count - entries.count + 1` up to
    // `count` (no overflow: `0 <= entries.count <= count < Int.max`).
    var expected = count - entries.count + 1
    for entry in entries {
      guard entry.id == expected else {
        throw Failure(
          message: "the journal's transaction \(expected) is numbered \(entry.id): a journal "
            + "numbers its transactions one after the other, up to its count (\(count))")
      }
      expected += 1
    }
  }
}

extension ShellSession {
  /// `journal save FILE`: writes the journal as JSON (``JournalExport``), whole and atomically.
  func saveJournal(to path: String) throws(ShellFailure) -> String {
    let export = JournalExport(app.navigator.journal)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(export).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .rejected("cannot save the journal to \(path): \(error.localizedDescription)")
    }
    let count = export.entries.count
    return "saved \(count) transaction\(count == 1 ? "" : "s") to \(path)"
  }
}
