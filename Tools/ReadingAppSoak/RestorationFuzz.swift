import AppShell
package import Foundation
import Waypoint
import WaypointPlugins
package import WaypointSoak

/// Feeds mutated saved-navigation files to the reading app's restoration: each must be
/// restored to exactly the tree it holds, or to what is still valid of it with each dropped
/// part reported with a typed reason (a tab's stack comes back as a prefix of the saved one,
/// shorter only with a reported drop; a tab that is not restored is reported), or refused
/// with a typed reason (the file then kept aside and the app started fresh). A trap would end
/// the run.
///
/// ```swift
/// var fuzz = try RestorationFuzz(seed: 7, directory: temporaryDirectory)
/// let report = try fuzz.run(files: 1_000)
/// report.problems  // [] when every file was restored faithfully or refused with a reason
/// ```
///
/// Its report counts files as ``FuzzReport/tried``, those restored as ``FuzzReport/taken``, and
/// every outcome by kind (`restored`, `refused.notShown`, `unreadable.not valid JSON`); a file
/// restored to another tree than it holds, refused without being kept aside, or refused for a
/// reason that is not typed is a problem.
@MainActor
package struct RestorationFuzz {
  private var rng: SeededGenerator
  private var report: FuzzReport
  private let directory: URL
  private let dependencies: AppDependencies
  /// The saved navigation files mutations start from: one in the app's version, one in
  /// version 1 (which the app migrates).
  private let documents: [String]

  /// A fuzz run for `seed`, with its files in `directory` (a logged-in app's data directory).
  package init(seed: UInt64, directory: URL) throws {
    rng = SeededGenerator(seed: seed)
    report = FuzzReport(seed: seed)
    self.directory = directory
    dependencies = try AppDependencies.live(dataDirectory: directory)
    try dependencies.launch.markOnboarded()
    _ = try dependencies.session.logIn(user: "demo", password: "demo1234")
    documents = [
      try Self.savedDocument(dependencies: dependencies, directory: directory),
      try Self.firstVersionDocument(dependencies: dependencies, directory: directory),
    ]
  }

  /// A file as version 1 wrote it: the account deletion's sheet open over My Page, on the
  /// Bookmarks tab, with the sheet's route as version 1 named it.
  private static func firstVersionDocument(dependencies: AppDependencies, directory: URL) throws
    -> String
  {
    let text = try saved(dependencies: dependencies, directory: directory) { app in
      app.open("reading://bookmarks")
      app.coordinator.handle(.showMyPage(on: nil))
      try app.visibleModel?.perform("withdraw", arguments: [])
    }
    guard text.contains("\"ConfirmWithdrawal\""), NavigationStore.readingApp.current == 3 else {
      throw FuzzSetupError.documentNotMade("the version-1 document (the sheet is not saved)")
    }
    // Version 1 recorded no account: its files are `demo`'s, the one account it knew.
    return text.replacing("\"ConfirmWithdrawal\"", with: "\"WithdrawConfirm\"")
      .replacing(/"version" ?: ?3/, with: "\"version\" : 1")
      .replacing(/"account" ?: ?"demo",\s*/, with: "")
  }

  /// A saved navigation with every kind of node the app restores: two tab stacks, a page
  /// selected, pushed flows, a sheet, and a screen's saved state (the note's unsaved draft).
  private static func savedDocument(dependencies: AppDependencies, directory: URL) throws
    -> String
  {
    try saved(dependencies: dependencies, directory: directory) { app in
      app.open("reading://mypage")
      app.open("reading://bookmarks")
      app.coordinator.handle(.showMyPage(on: nil))
      app.open("reading://article/8")
      try app.visibleModel?.perform("note", arguments: [])
      try app.visibleModel?.perform("write", arguments: ["a", "draft", "kept"])
    }
  }

  /// The file the app saves after `steps`, from a fresh launch.
  private static func saved(
    dependencies: AppDependencies, directory: URL, after steps: (ReadingApp) throws -> Void
  ) throws -> String {
    let store = NavigationStore(dataDirectory: directory)
    let app = ReadingApp(dependencies: dependencies, host: HeadlessHost(), store: store)
    app.start()
    try steps(app)
    app.saveNavigation()
    return try String(contentsOfFile: store.path, encoding: .utf8)
  }

  /// Tries `files` mutated files.
  package mutating func run(files: Int) throws -> FuzzReport {
    for _ in 0..<files {
      report.tried += 1
      try restore(mutate(rng.pick(documents) ?? ""))
    }
    return report
  }

  private mutating func restore(_ text: String) throws {
    let store = NavigationStore(dataDirectory: directory)
    try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
    let held = Self.tree(in: text)
    let app = ReadingApp(
      dependencies: dependencies, host: HeadlessHost(), store: store, restoring: true)
    app.start()
    let outcome = app.restoration ?? .nothingSaved
    switch outcome {
    case .restored:
      report.taken += 1
      report.count("restored")
      if app.coordinator.restoredFromVersion != nil { report.count("restored.migrated") }
      for _ in app.coordinator.restoredScreenStates { report.count("state.restored") }
      for problem in app.coordinator.screenStateProblems {
        switch problem {
        case .tooLarge: report.count("state.dropped.tooLarge")
        case .notEncodable: report.count("state.dropped.notEncodable")
        case .notRestorable: report.count("state.dropped.notRestorable")
        }
      }
      let restored = Self.shape(app.navigator.tree)
      // Dialogs are never restored (a saved tree has none; a file with one restores without it).
      guard let held else {
        report.problems.append("restored\n\(restored)\nfrom a file holding no tree")
        return
      }
      let drops = app.coordinator.restorationDrops
      if drops.isEmpty {
        guard Self.shape(NavigationStore.withoutDialogs(held)) == restored else {
          report.problems.append(
            "restored\n\(restored)\nfrom a file holding\n\(Self.shape(held))\nwith no drop")
          return
        }
      } else {
        report.count("restored.partially")
        for drop in drops {
          switch drop {
          case .entry(_, let why, _): report.count(caseOf: why, prefix: "dropped.entry.")
          case .tab: report.count("dropped.tab")
          case .migration: report.count("dropped.migration")
          }
        }
        if let problem = Self.partialProblem(held: held, restored: app.navigator.tree, drops: drops)
        {
          report.problems.append(problem)
          return
        }
      }
    case .refused(let why):
      report.count(caseOf: why, prefix: "refused.")
      if store.problems.first?.movedTo == nil {
        report.problems.append("refused (\(why)) but not kept aside")
      }
    case .nothingSaved:
      guard let problem = store.problems.first else {
        report.problems.append("a written file was not seen")
        return
      }
      let kind = problem.reason.prefix { $0 != "(" && $0 != ":" }
        .replacing(#/ at .*/#, with: "").replacing(/[0-9]+/, with: "N")
        .trimmingCharacters(in: .whitespaces)
      report.count("unreadable.\(kind)")
      if problem.reason.hasPrefix("unreadable") { report.untyped(problem.reason) }
    case .nothingToRestore, .loggedOut:
      report.count("\(outcome)".prefix(while: { $0 != ":" }).description)
    case .interrupted:
      // Every launch here settles (the headless host finishes at once), so none is left marked.
      report.problems.append("a launch that settled left its restoration marked as running")
    case .notMarked(let problem):
      // The fuzz's directory is writable: the marker is always made.
      report.problems.append("the restoration could not be marked: \(problem)")
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
    where name.contains(".corrupt-") {
      try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// The tree a file holds, when it decodes, in the app's version (migrated when it was
  /// saved in an older one).
  private static func tree(in text: String) -> NavigationTree? {
    struct Saved: Decodable {
      var version: Int
      var tree: NavigationTree
    }
    guard let saved = try? JSONDecoder().decode(Saved.self, from: Data(text.utf8)) else {
      return nil
    }
    return (try? NavigationStore.readingApp.migrate(saved.tree, from: saved.version))?.tree
      ?? saved.tree
  }

  /// What is wrong with a partial restoration of `held`: a tab whose restored stack is not a
  /// prefix of the saved one, or shorter with no entry drop reported; a saved tab neither
  /// restored nor reported. `nil` when it is right.
  private static func partialProblem(
    held: NavigationTree, restored: NavigationTree, drops: [RestorationDrop]
  ) -> String? {
    guard case .tabs(let saved) = held.root, case .tabs(let now) = restored.root else {
      return "a partial restoration without main tabs"
    }
    let droppedEntries = drops.contains { if case .entry = $0 { true } else { false } }
    for tab in saved.tabs {
      guard let live = now.tabs.first(where: { $0.name == tab.name }) else {
        let reported = drops.contains { if case .tab(tab.name, _, _) = $0 { true } else { false } }
        if !reported { return "the \(tab.name) tab went unreported" }
        continue
      }
      for (old, new) in Self.stackPairs(saved: tab.content, restored: live.content) {
        let before = old.entries.array.map { Self.shape(of: $0) }
        let after = new?.entries.array.map { Self.shape(of: $0) } ?? []
        guard after.count <= before.count, Array(before.prefix(after.count)) == after else {
          return "the \(tab.name) tab restored \(after) from \(before)"
        }
        if after.count < before.count, !droppedEntries {
          return "the \(tab.name) tab lost entries with no drop reported"
        }
      }
    }
    return nil
  }

  /// The saved stacks of a tab with what was restored of each: the tab's stack, or each column
  /// of a split (`nil` for a column the restoration lacks). Nothing when the layout changed.
  private static func stackPairs(saved: Node, restored: Node) -> [(Stack, Stack?)] {
    switch (saved, restored) {
    case (.stack(let old), .stack(let new)): [(old, new)]
    case (.split(let old), .split(let new)):
      old.columns.compactMap { column in old.column(column).map { ($0, new.column(column)) } }
    default: []
    }
  }

  /// An entry's route names without node IDs (a page container's pages and current page).
  private static func shape(of node: Node) -> String {
    node.summary.replacing(/#[0-9]+/, with: "")
  }

  /// A tree's outline without node IDs.
  private static func shape(_ tree: NavigationTree) -> String {
    tree.outline.replacing(/#[0-9]+/, with: "")
  }

  // MARK: Mutations

  /// Words of the app's trees a mutation swaps in: route and tab names, arguments, styles.
  private static let words = [
    "Article", "Share", "Today", "Bookmarks", "MyPage", "ConfirmWithdrawal", "WithdrawConfirm",
    "Login", "Splash",
    "Saved", "Weekly", "weekly", "Pick", "Nowhere", "sheet", "fullScreen", "stack", "pages",
    "tabs", "screen", "", "99", "-1", "0", "1", "8", "3",
  ]

  private mutating func mutate(_ document: String) -> String {
    var lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      guard !lines.isEmpty else { break }
      let index = Int.random(in: 0..<lines.count, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...3:
        // Another value in a "key" : "value" line: another route, tab, argument or style.
        if let colon = lines[index].range(of: " : \"") {
          lines[index] =
            lines[index][..<colon.upperBound] + (rng.pick(Self.words) ?? "") + "\""
            + (lines[index].hasSuffix(",") ? "," : "")
        }
      case 4, 5:
        // Another number.
        let numbers = ["0", "1", "2", "5", "99", "-1", "18446744073709551615"]
        lines[index] = lines[index].replacing(/[0-9]+/, with: rng.pick(numbers) ?? "0")
      case 6: lines.remove(at: index)
      case 7: lines.insert(lines[index], at: index)
      case 8:
        var bytes = Array(lines[index].utf8)
        if !bytes.isEmpty {
          bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(
            in: 32...126, using: &rng)
        }
        lines[index] = String(decoding: bytes, as: UTF8.self)
      default:
        lines.removeLast(Int.random(in: 0...min(3, lines.count), using: &rng))
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Why a fuzz run could not start: the app did not build a document it starts from.
package enum FuzzSetupError: Error, CustomStringConvertible {
  case documentNotMade(String)

  package var description: String {
    switch self {
    case .documentNotMade(let which): "the fuzz could not make \(which)"
    }
  }
}
