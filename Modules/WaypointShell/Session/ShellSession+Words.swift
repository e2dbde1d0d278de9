import Waypoint
import WaypointPlugins

/// The user's words: names typed in any case, `tap back` wherever `back` works, usage that
/// starts with the verb, and refusals that say what covers what and how to get it out of the
/// way.
extension ShellSession {
  /// `tap ACTION [ARGS...]`: the visible screen's action, its name matched in any case; one
  /// it lacks is looked for on the screens shown beside it (the other columns of a split side
  /// by side, nearest first), which the user sees and taps too. `tap back` is the system back
  /// where the screen has no `back` action of its own.
  func tap(_ action: String, _ arguments: [String]) throws(ShellFailure) -> String {
    let offering = { (model: any ScreenModel) in
      model.actions.first { $0.name.lowercased() == action.lowercased() }
    }
    var model = self.model
    var screen = tree.visibleScreen.id
    var named = model.flatMap(offering)
    if named == nil, let beside = besideScreens.first(where: { offering($0.model) != nil }) {
      model = beside.model
      screen = beside.screen
      named = offering(beside.model)
    }
    if named == nil, action.lowercased() == "back" {
      guard arguments.isEmpty else { throw .rejected("usage: tap back") }
      return try run(.back)
    }
    guard let model else {
      throw .rejected("the \(tree.visibleScreen.route.name) screen has no actions")
    }
    if let named {
      // VoiceOver's cursor is on the element the user activates: focus comes back to it.
      try? host.moveFocus(to: named.element(for: arguments), on: screen)
    }
    do {
      try model.perform(named?.name ?? action, arguments: arguments)
    } catch .unavailable(let name, let available) {
      let hint = Spelling.closest(to: name, in: available).map { "did you mean \($0)? " } ?? ""
      let list = available.isEmpty ? "none" : available.joined(separator: ", ")
      throw .rejected("'\(name)' is not available here; \(hint)available: \(list)")
    } catch .badArguments(let name, _) {
      let usage = named?.usage ?? name
      throw .rejected("wrong arguments for '\(name)'; usage: tap \(usage)")
    } catch {
      throw .rejected(error.description)
    }
    return ""
  }

  /// The models of the screens shown beside the visible one: the tops of the other columns
  /// of a split shown side by side, nearest column first.
  var besideModels: [any ScreenModel] { besideScreens.map(\.model) }

  /// The screens shown beside the visible one, with their models, nearest column first.
  private var besideScreens: [(screen: NodeID, model: any ScreenModel)] {
    guard let split = tree.visibleSplit, !split.isCollapsed else { return [] }
    return split.stacks.reversed().compactMap { stack in
      guard case .screen(let screen)? = stack.entries.top, screen.id != tree.visibleScreen.id,
        let model = app.navigator.model(for: screen.id) as? any ScreenModel
      else { return nil }
      return (screen.id, model)
    }
  }

  /// The visible tab bar's tab written `name` in any case.
  /// - Throws: A refusal naming the tabs, or saying what covers the tab bar.
  func tabName(_ name: String) throws(ShellFailure) -> TabName {
    guard let tabs = tree.visibleTabs else { throw .rejected(hidden("the tab bar")) }
    guard let tab = tabs.names.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else {
      throw .rejected(
        "no tab named \(name); tabs: \(tabs.names.map(\.rawValue).joined(separator: ", "))")
    }
    return tab
  }

  /// Why `what` (the tab bar, the pages) cannot be used: what covers it and how to close
  /// that, or that the screen has none.
  func hidden(_ what: String) -> String {
    let name = tree.visibleScreen.route.name
    guard let modal = tree.modals.last else {
      return "the \(name) screen shows no \(what.replacingFirst("the ", with: ""))"
    }
    let actions = model?.actions.map(\.name) ?? []
    if modal.style.isDialog {
      let choices = actions.map { "tap \($0)" }.joined(separator: " or ")
      return "the \(name) dialog covers \(what): answer it first (\(choices))"
    }
    var ways = actions.filter { Self.closingActions.contains($0) }.map { "tap \($0)" }
    if modal.style.isSwipeDismissible { ways.append("swipe down") }
    let kind = modal.style == .sheet ? "sheet" : "\(modal.style) modal"
    return "the \(name) \(kind) covers \(what)"
      + (ways.isEmpty ? "" : ": \(ways.joined(separator: " or "))")
  }

  /// Action names that close what shows them.
  private static let closingActions: Set<String> = ["close", "cancel", "done", "dismiss"]
}

extension String {
  /// The text with the first `prefix` replaced, when it starts with it.
  fileprivate func replacingFirst(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
