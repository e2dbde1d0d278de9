import Waypoint
import WaypointPlugins

/// What Tab completes in the interactive shell: command words, then — after them — the
/// visible screen's actions, the visible tabs and pages, expectation kinds and the app's
/// commands. Matching ignores case.
@MainActor
enum Completion {
  /// The words that may complete the last word of `line` (the text before the cursor), in the
  /// order the shell lists them; every one starts with that word, ignoring case.
  static func candidates(_ line: String, session: ShellSession) -> [String] {
    var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    let partial = line.last.map { $0.isWhitespace } ?? true ? "" : words.removeLast()
    return choices(after: words, session).filter {
      $0.lowercased().hasPrefix(partial.lowercased())
    }
  }

  /// Every word that may follow `words`.
  private static func choices(after words: [String], _ session: ShellSession) -> [String] {
    guard let verb = words.first?.lowercased() else {
      return Command.verbs(session.surface)
    }
    let rest = Array(words.dropFirst())
    let tabs = session.tree.visibleTabs?.names.map(\.rawValue) ?? []
    let pages = session.tree.visiblePages?.pages.map { ShellSession.pageName($0.route) } ?? []
    switch (verb, rest.count) {
    case ("expect-fail", _): return rest.isEmpty ? failable(session) : choices(after: rest, session)
    case ("tap", 0):
      let actions = session.model?.actions.map(\.name) ?? []
      // `tap back` works wherever `back` does.
      let backWorks = Renderer.gestures(session).contains { $0.0 == "back" }
      return actions + (backWorks && !actions.contains("back") ? ["back"] : [])
    case ("tab", 0): return tabs
    case ("page", 0): return pages.isEmpty ? [] : ["next", "previous"] + pages
    case ("edge-swipe", 0): return ["cancel"]
    case ("resize", 0): return WidthClass.allCases.map(\.rawValue)
    case ("back", 0): return session.tree.visibleSplit?.columns.map(\.rawValue) ?? []
    case ("expect", 0): return Command.expectationKinds(session.surface)
    case ("expect", 1):
      switch rest[0].lowercased() {
      case "tab": return tabs
      case "page": return pages
      case "modal": return ["none"]
      case "column": return session.tree.visibleSplit?.columns.map(\.rawValue) ?? []
      case "screen": return [ScreenNotation.written(session.tree.visibleScreen.route)]
      default: return []
      }
    default: return []
    }
  }

  /// The commands `expect-fail` takes: actions and gestures, not expectations or printing.
  private static func failable(_ session: ShellSession) -> [String] {
    let excluded: Set = ["expect", "expect-fail", "help", "tree", "journal", "quit", "exit"]
    return Command.verbs(session.surface).filter { !excluded.contains($0) }
  }
}
