import Waypoint
import WaypointPlugins

/// Draws the visible screen as text: where it sits, what it shows, what can be done now.
///
/// A screen's text comes from the app and its data: each line drawn is escaped
/// (``TerminalText/escaped(_:)``), so a title or a note holding a line break or a terminal's
/// control sequence shows it instead of obeying it.
@MainActor
enum Renderer {
  static let rule = String(repeating: "─", count: 60)

  static func render(_ session: ShellSession) -> String {
    let tree = session.tree
    var out: [String] = [rule]
    // Only what can be tapped now: under a modal the tab bar is covered.
    if let tabs = tree.visibleTabs {
      let names = tabs.tabs.enumerated().map {
        $0.offset == tabs.selectedIndex ? "[\($0.element.name)]" : " \($0.element.name) "
      }
      // A sidebar-adaptable tab bar is a sidebar at regular width.
      out.append((tabs.showsSidebar ? " Sidebar" : " Tabs   ") + names.joined(separator: " "))
    }
    if let pages = tree.visiblePages {
      let names = pages.pages.enumerated().map { index, page in
        let name = ShellSession.pageName(page.route)
        return index == pages.currentIndex ? "(\(name))" : name
      }
      out.append(" Pages  " + names.joined(separator: " · "))
    }
    out.append(" Path   " + session.path)
    if let modal = tree.modals.last, modal.style.isDialog {
      // A dialog: its choices are all the user can do.
      let choices = session.model?.actions.map(\.name) ?? []
      out.append(
        " Dialog \(tree.visibleScreen.route.name) (\(choices.joined(separator: " | ")))")
    } else if let modal = tree.modals.last {
      out.append(
        " Modal  \(tree.visibleScreen.route.name) (\(modal.style)\(modal.style.isSwipeDismissible ? ", swipe-down closes it" : ""))"
      )
    }
    out.append(rule)
    if let model = session.model {
      out.append(" \(model.title)")
      out += model.lines.map { "   \($0)" }
      if let message = model.message { out.append(" ! \(message)") }
    } else {
      out.append(" \(tree.visibleScreen.route)")
    }
    out.append(rule)
    out.append(" Actions")
    // A screen action with a gesture's name (the Article screen's `back`) does the same as
    // the gesture: one row says both.
    let actions = session.model?.actions ?? []
    let gestures = gestures(session)
    let verbs = Set(gestures.compactMap { $0.0.split(separator: " ").first.map(String.init) })
    let twins = Set(actions.filter { $0.arguments.isEmpty && verbs.contains($0.name) }.map(\.name))
    for action in actions where !twins.contains(action.name) {
      out.append("   " + pad("tap \(action.usage)") + action.summary)
    }
    // Side by side, the screens beside the visible one (a split's list) are tapped too.
    var offered = Set(actions.map(\.name))
    for beside in session.besideModels {
      for action in beside.actions where offered.insert(action.name).inserted {
        out.append("   " + pad("tap \(action.usage)") + "\(action.summary) (\(beside.title))")
      }
    }
    for (usage, summary) in gestures {
      let verb = usage.split(separator: " ").first.map(String.init) ?? usage
      // `tap back` works wherever `back` does.
      let row = twins.contains(verb) || verb == "back" ? "\(usage) (or tap \(verb))" : usage
      out.append("   " + pad(row) + summary)
    }
    out.append(" Type help for every command.")
    return out.map(TerminalText.escaped).joined(separator: "\n")
  }

  /// The gestures that make sense on what is shown.
  static func gestures(_ session: ShellSession) -> [(String, String)] {
    let tree = session.tree
    var result: [(String, String)] = []
    if (try? tree.backTap()) != nil {
      result.append(("back", "go back"))
      result.append(("edge-swipe [cancel]", "swipe back from the edge"))
    } else if let back = session.model?.systemBack {
      // The screen takes the system back itself, even at its stack's root.
      result.append(("back", back))
      result.append(("edge-swipe [cancel]", back + " (swiping)"))
    }
    if tree.modals.last?.style.isSwipeDismissible == true {
      result.append(("swipe-down", "swipe the sheet away"))
    }
    if let top = tree.modals.last, !top.style.isDialog, tree.visibleStack?.entries.count ?? 1 <= 1 {
      // A full-screen modal cannot be swiped away, but VoiceOver's escape dismisses it.
      result.append(("escape", "VoiceOver's escape: dismiss the \(top.style)"))
    }
    if let tabs = tree.visibleTabs {
      result.append(("tab \(tabs.names.map(\.rawValue).joined(separator: "|"))", "switch tabs"))
    }
    if tree.visiblePages != nil {
      result.append(("page next|previous|NAME", "swipe or pick a page"))
    }
    if let split = tree.visibleSplit, !split.isCollapsed {
      // Side by side, each column that can go back has its own back button.
      let columns = split.columns.filter { (split.column($0)?.entries.count ?? 0) > 1 }
      if !columns.isEmpty {
        let names = columns.map(\.rawValue).joined(separator: "|")
        result.append(("back \(names)", "a column's own back button"))
      }
    }
    if tree.visibleSplit != nil {
      let other: WidthClass = tree.widthClass == .compact ? .regular : .compact
      result.append(("resize \(other)", "make the window \(other == .compact ? "narrow" : "wide")"))
    }
    for command in session.surface.commands where command.isAvailable(session.app) {
      result.append((command.name, command.summary))
    }
    return result
  }

  private static func pad(_ text: String) -> String {
    text.count >= 28 ? text + " " : text + String(repeating: " ", count: 28 - text.count)
  }
}

extension Node {
  var tabs: Tabs? {
    if case .tabs(let tabs) = self { tabs } else { nil }
  }
}
