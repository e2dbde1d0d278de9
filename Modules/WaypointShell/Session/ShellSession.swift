package import Foundation
import Waypoint
import WaypointPlugins

/// Why a command did not run, or an expectation did not hold.
package enum ShellFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command was rejected; nothing changed.
  case rejected(String)
  /// An expectation did not hold.
  case expectation(expected: String, actual: String)

  package var description: String {
    switch self {
    case .rejected(let why): why
    case .expectation(let expected, let actual): "expected \(expected), got \(actual)"
    }
  }
}

/// The composed app on a headless host, with a data directory or clients in memory: what the
/// shell drives.
@MainActor
package final class ShellSession {
  /// Where the app's files live; `nil` when its clients keep everything in memory.
  let dataDirectory: URL?
  /// The app the shell runs.
  let composition: ShellComposition
  /// The running app: the window in front.
  var app: ShellApp
  /// The name of the window in front: `main` until `window` brings another.
  var windowName = "main"
  /// The other open windows, in the order they went to the background.
  var backgroundWindows: [(name: String, app: ShellApp)] = []
  /// The host the app renders to.
  var host: HeadlessHost { app.host }
  /// One tracker per launch and window: what left the tree must be deallocated.
  var trackers: [LifetimeTracker] = []
  /// The commands and stored lists the app declares for drivers.
  var surface: DriverSurface { composition.surface }
  /// The feature the app runs alone (`--feature NAME`); `nil` for the whole app.
  let feature: String?
  /// The commands that ran since launch and could change the app (no expectations, no
  /// `help`, `tree` or `journal`), in order: what `expect holds way-out` replays on fresh
  /// apps to search for a way out.
  private(set) var history: [Command] = []
  /// What the last command that could change the app announced: what `expect announced`
  /// reads.
  private(set) var lastAnnouncements: [String] = []
  /// Where the last command that could change the app moved focus and what it announced, as
  /// the shell prints them after its output: `focus SCREEN [› ELEMENT]`, `announced "TEXT"`.
  private(set) var accessibilityReport: [String] = []

  /// Launches the app of `composition`, with its data in `dataDirectory` (created if missing),
  /// or, when it is `nil`, on clients kept in memory: nothing is written to disk, `restart`
  /// relaunches on the same clients, and `restore` finds nothing saved.
  /// - Parameter link: A link the app is launched with (`--open URL`).
  /// - Parameter feature: A feature to run alone, with spies for its neighbours
  ///   (`FeatureAlone`; `--feature NAME`), instead of the whole app; it saves nothing.
  /// - Parameter navigationDirectory: Where an app on clients in memory saves its navigation
  ///   when asked (before `restore`, which reads it), not on every change (`check`); `nil`:
  ///   it saves none. Ignored with a data directory.
  /// - Parameter restoring: Whether the app restores the navigation saved in `dataDirectory`,
  ///   as iOS relaunches an app the system ended in the background (`--restore`);
  ///   ``restorationReport`` says what became of it.
  package init(
    _ composition: ShellComposition,
    dataDirectory: URL?,
    link: String? = nil,
    feature: String? = nil,
    restoring: Bool = false,
    navigationDirectory: URL? = nil,
    now: @escaping @MainActor () -> Date = { Date() }
  ) throws {
    self.dataDirectory = dataDirectory
    self.composition = composition
    self.feature = feature
    if let dataDirectory {
      try FileManager.default.createDirectory(
        at: dataDirectory, withIntermediateDirectories: true)
    }
    app = try composition.launch(
      .init(
        dataDirectory: dataDirectory, now: now, restoring: restoring, feature: feature,
        navigationDirectory: navigationDirectory))
    if let link { app.open(link) }
    app.start()
    trackers.append(LifetimeTracker(app.navigator))
  }

  /// What became of the saved navigation at the last launch that restored (`restore`,
  /// `--restore`), with the saved file's problems as warnings; empty when it did not restore.
  var restorationReport: String {
    let report = app.restoration
    let current = app.store?.versions.current
    let migrated = report.fromVersion.map {
      ["\nsaved in version \($0), migrated to version \(current.map(String.init) ?? "?")"]
    }
    let kept =
      (migrated ?? []) + report.drops.map { "\n\($0)" }
      + report.screenStates.map { "\nkept what \($0) held" }
    let dropped = report.stateProblems.map { "\nwarning: \($0)" }
    let warnings = (app.store?.problems ?? []).map { "\nwarning: \($0)" }
    return (report.outcome.map { "\($0)" } ?? "") + kept.joined() + dropped.joined()
      + warnings.joined()
  }

  /// Files that could not be read at the last launch, and a saved navigation the app refused.
  var problems: [StoreProblem] { app.problems }

  /// The navigation tree.
  var tree: NavigationTree { app.navigator.tree }

  /// The visible screen's model.
  var model: (any ScreenModel)? { app.visibleModel }

  // MARK: Running commands

  /// Runs one command. Returns text to show (for `tree`, `journal`, `help`, a passed
  /// `expect-fail`), or an empty string.
  ///
  /// An intent the app refused while the command ran (the app journals it too) makes the
  /// command fail with the app's reason: nothing the user asked for is dropped silently.
  @discardableResult
  package func run(_ command: Command) throws(ShellFailure) -> String {
    // `expect-fail` expects the refusal: its inner command has reported it already.
    if case .expectFail = command { return try perform(command) }
    let running = app
    let seen = running.refusals.count
    let asked = running.alone?.asked.count ?? 0
    let updates = running.host.accessibilityUpdates.count
    if command.changesTheApp { accessibilityReport = [] }
    var output = try perform(command)
    if command.changesTheApp {
      history.append(command)
      // A relaunch is another app: everything its host did is new.
      report(accessibilitySince: running === app ? updates : 0)
    }
    let refused = running.refusals.dropFirst(seen)
    if running === app, !refused.isEmpty {
      throw .rejected(refused.joined(separator: "; "))
    }
    // What a feature run alone asked of the app: printed, since nothing else shows it.
    if running === app, let alone = running.alone, alone.asked.count > asked {
      let lines = alone.asked.dropFirst(asked).map { "asked: \($0)" }
      output = ([output].filter { !$0.isEmpty } + lines).joined(separator: "\n")
    }
    return output
  }

  /// Keeps what the navigator's updates after the first `count` did: where they moved focus
  /// last, and what they announced (``accessibilityReport``, ``lastAnnouncements``). Focus
  /// the user moved to the element they tapped is not reported: they put it there.
  private func report(accessibilitySince count: Int) {
    let updates = host.accessibilityUpdates.dropFirst(count)
    lastAnnouncements = updates.flatMap(\.announcements)
    accessibilityReport = []
    if let focus = updates.last(where: { $0.focus != nil })?.focus {
      accessibilityReport.append("focus \(Self.written(focus))")
    }
    for text in lastAnnouncements {
      accessibilityReport.append("announced \"\(TerminalText.escaped(text))\"")
    }
  }

  /// A focus target as the shell writes it: `Login › user`, `Article(3)`.
  static func written(_ focus: FocusTarget) -> String {
    let screen = ScreenNotation.written(focus.route)
    guard let element = focus.element else { return screen }
    return "\(screen) › \(TerminalText.escaped(element))"
  }

  private func perform(_ command: Command) throws(ShellFailure) -> String {
    switch command {
    case .tap(let action, let arguments): return try tap(action, arguments)
    case .back: return try gesture { () throws(NavigationError) in try host.tapBack() }
    case .backInColumn(let column):
      return try gesture { () throws(NavigationError) in try host.tapBack(in: column) }
    case .edgeSwipe(let completed):
      return try gesture { () throws(NavigationError) in
        try host.edgeSwipe(completed: completed)
      }
    case .swipeDown: return try gesture { () throws(NavigationError) in try host.swipeDown() }
    case .escape: return try gesture { () throws(NavigationError) in try host.escape() }
    case .tab(let name):
      let tab = try tabName(name)
      return try gesture { () throws(NavigationError) in try host.tapTab(tab) }
    case .page(let name): return try page(name)
    case .resize(let width):
      return try gesture { () throws(NavigationError) in try host.resize(to: width) }
    case .appPush(let kind):
      do {
        try host.appPush(kind)
      } catch {
        throw .rejected(Self.explain(error))
      }
    case .appPop:
      guard let stack = tree.visibleStack else { throw .rejected(hidden("a stack")) }
      guard stack.entries.count > 1 else {
        let root = ScreenNotation.written(stack.top.visibleScreen.route)
        throw .rejected("the app's own code cannot pop \(root): it is the root of its stack")
      }
      do {
        try host.appSetEntries(of: stack.id, keeping: stack.entries.array.dropLast().map(\.id))
      } catch {
        throw .rejected(Self.explain(error))
      }
    case .app(let name):
      guard let declared = surface.command(named: name) else {
        let known = surface.commands.map(\.name).joined(separator: ", ")
        throw .rejected("the app has no command \(name); commands: \(known)")
      }
      do {
        try declared.run(app)
      } catch {
        throw .rejected(error.message)
      }
    case .restart: try relaunch(restoring: false)
    case .restore:
      try relaunch(restoring: true)
      return restorationReport
    case .open(let link):
      // A refused link is in the app's refusals: `run` fails with it.
      if case .held(let hold) = app.open(link) { return "the link waits \(hold)" }
    case .expect(let expectation): try check(expectation)
    case .expectFail(let inner): return try expectRejection(of: inner)
    case .tree: return tree.outline { self.app.navigator.lifecycle(of: $0) }
    case .journal: return journalText()
    case .saveJournal(let path): return try saveJournal(to: path)
    case .window(let request): return try window(request)
    case .help: return Help.text(for: surface)
    case .quit: break
    }
    return ""
  }

  /// Makes a gesture. One a user cannot make on what is shown (no back button at a stack's
  /// root) is rejected; one the app refuses (a screen or a guard said no) is not an error: it
  /// is printed, as a UI shows that nothing happened, and ``refusedGesture`` remembers why.
  /// - Returns: What to print: the app's refusal, or that the gesture waits for an answer.
  private func gesture(_ body: () throws(NavigationError) -> GestureVerdict)
    throws(ShellFailure) -> String
  {
    let verdict: GestureVerdict
    do {
      verdict = try body()
    } catch {
      throw .rejected(Self.explain(error))
    }
    switch verdict {
    case .allowed, .handledByScreen, .rewritten: return ""
    case .vetoed(let error):
      let why = Self.explain(error)
      refusedGesture = why
      return "refused: \(why)"
    case .held(let held): return "waiting for an answer (held by \(held.guardName))"
    }
  }

  /// Why the app refused the last gesture, while a command runs; see ``gesture(_:)``.
  private var refusedGesture: String?

  private func page(_ name: String) throws(ShellFailure) -> String {
    guard let pages = tree.visiblePages else { throw .rejected(hidden("the pages")) }
    switch name.lowercased() {
    case "next": return try gesture { () throws(NavigationError) in try host.swipePage(.next) }
    case "previous":
      return try gesture { () throws(NavigationError) in try host.swipePage(.previous) }
    default:
      guard
        let index = pages.pages.firstIndex(where: {
          Self.pageName($0.route).lowercased() == name.lowercased()
        })
      else {
        let names = pages.pages.map { Self.pageName($0.route) }
        throw .rejected("no page named \(name); pages: \(names.joined(separator: ", "))")
      }
      // Tapping the page indicator: the app selects the page.
      do {
        try app.navigator.perform(.selectPage(.index(index), in: pages.id))
      } catch {
        throw .rejected(Self.explain(error))
      }
      return ""
    }
  }

  /// The process relaunches: every open window relaunches on the new process's clients, each
  /// from its own saved navigation when `restoring` (as iOS reconnects a relaunched app's
  /// scenes), the one in front staying in front.
  private func relaunch(restoring: Bool) throws(ShellFailure) {
    let windows = [(name: windowName, app: app)] + backgroundWindows
    // The system ends an app in the background, where it saved what its screens keep.
    if restoring {
      for window in windows { window.app.saveNavigation() }
    }
    let tracker = LifetimeTracker()
    let what = restoring ? "restore" : "restart"
    for window in windows {
      let of = window.name == "main" ? "" : " of the window \(window.name)"
      tracker.watch(window.app.coordinator, as: "the app coordinator\(of) before the \(what)")
      tracker.watch(window.app.navigator, as: "the navigator\(of) before the \(what)")
    }
    trackers.append(tracker)
    // The device keeps its width across a relaunch: the new app gets it as the old one had it.
    let width = tree.widthClass
    let front: ShellApp
    do {
      front = try app.relaunch(restoring)
    } catch {
      throw .rejected("could not relaunch: \(error)")
    }
    app = front
    backgroundWindows = backgroundWindows.map { ($0.name, front.window($0.name, restoring)) }
    for window in [front] + backgroundWindows.map(\.app) {
      window.start()
      if window.navigator.tree.widthClass != width { _ = try? window.host.resize(to: width) }
      trackers.append(LifetimeTracker(window.navigator))
    }
  }

  /// `expect-fail`: the command must be rejected — or, for a gesture, refused by the app —
  /// and change neither the tree nor the stored lists.
  private func expectRejection(of command: Command) throws(ShellFailure) -> String {
    let before = tree
    let stored = storedLists
    refusedGesture = nil
    do throws(ShellFailure) {
      try run(command)
      if let why = refusedGesture {
        refusedGesture = nil
        throw .rejected(why)
      }
    } catch .rejected(let why) {
      guard tree == before, storedLists == stored else {
        throw .expectation(
          expected: "nothing to change", actual: "the command was rejected but changed the app")
      }
      return "rejected as expected: \(why)"
    } catch {
      throw error
    }
    throw .expectation(expected: "the command to be rejected", actual: "it ran")
  }

  /// Every stored list the app declares, as stored now.
  private var storedLists: [[Int]] { surface.lists.map { $0.read(app) } }

  // MARK: Descriptions

  /// A page's name, learned from its route: the one argument's value (`Today(Pick)` is `Pick`),
  /// else the route's name.
  static func pageName(_ route: Route) -> String {
    route.arguments.count == 1 ? route.arguments.first?.value ?? route.name : route.name
  }

  static func list(_ ids: [Int]) -> String {
    ids.isEmpty ? "none" : ids.map(String.init).joined(separator: " ")
  }

  /// The visible path in one line: `[Today] Today(Pick) › Article(3) ⧉ Share(3)`. A split side
  /// by side shows its columns apart: `[Bookmarks] Bookmarks ‖ Article(3)` (`‖ –` while the
  /// detail column is empty); collapsed, one stack: `[Bookmarks] Bookmarks › Article(3)`.
  var path: String {
    var parts = [Self.path(of: tree.root)]
    parts += tree.modals.map { Self.path(of: $0.content) }
    return parts.joined(separator: " ⧉ ")
  }

  private static func path(of node: Node) -> String {
    switch node {
    case .screen(let screen): ScreenNotation.written(screen.route)
    case .pages(let pages): ScreenNotation.written(pages.current.route)
    case .tabs(let tabs): "[\(tabs.selected.name)] " + path(of: tabs.selected.content)
    case .stack(let stack): stack.entries.array.map { path(of: $0) }.joined(separator: " › ")
    case .split(let split):
      if split.isCollapsed {
        split.collapsedEntries.map { path(of: $0) }.joined(separator: " › ")
      } else {
        // Side by side: each column's stack, and `–` for a detail column with nothing chosen.
        (split.stacks.map { path(of: .stack($0)) } + (split.detail == nil ? ["–"] : []))
          .joined(separator: " ‖ ")
      }
    }
  }

  private func journalText() -> String {
    let entries = app.navigator.journal.entries.suffix(12)
    return entries.map { "  \($0)" }.joined(separator: "\n")
  }

  static func explain(_ error: NavigationError) -> String {
    switch error {
    case .cannotPopRoot: "there is nothing to go back to: this screen is the root of its stack"
    case .nothingPresented: "nothing is presented to swipe down"
    case .noVisibleContainer(let kind): "no \(kind) is shown here"
    case .noPageAfter: "already on the last page"
    case .noPageBefore: "already on the first page"
    case .notSwipeDismissible(let style): "a \(style) modal cannot be swiped down"
    case .unknownTab(let name): "no tab named \(name)"
    case .vetoed(let stop): "\(stop.reason) (\(stop.guardName))"
    default: error.description
    }
  }
}
