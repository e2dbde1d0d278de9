import Waypoint
import WaypointPlugins

extension GraphExplorer {
  /// A move the explorer tries: the command, as a flow writes it, and the edge's label (the
  /// command without its arguments).
  struct Move {
    let command: Command
    /// The command as a flow script writes it: `tap article 3`.
    let text: String
    /// The edge's label: `tap article`.
    let label: String

    init(command: Command, text: String, label: String) {
      self.command = command
      self.text = text
      self.label = label
    }

    /// A move whose label is its text (`check` draws no graph).
    init(command: Command, text: String) {
      self.init(command: command, text: text, label: text)
    }
  }

  /// Every move the app offers on what `session` shows, in a fixed order: the screen's
  /// actions as it lists them, the system back, a completed edge swipe, a swipe down when a
  /// modal is up, a tap on each tab in tab-bar order (the selected one a reselect; of the
  /// others those in `tapping`, every one when it is `nil`), the next and previous page, then the app's commands
  /// available there. A cancelled edge swipe changes nothing by definition and is not tried.
  func moves(in session: ShellSession, tapping: Set<String>? = nil) -> [Move] {
    var moves: [Move] = []
    if let model = session.model {
      for action in model.actions {
        guard let arguments = sampleArguments(for: action, on: model) else { continue }
        let text = (["tap", action.name] + arguments).joined(separator: " ")
        moves.append(
          Move(command: .tap(action.name, arguments), text: text, label: "tap \(action.name)"))
      }
    }
    moves.append(Move(command: .back, text: "back", label: "back"))
    moves.append(
      Move(command: .edgeSwipe(completed: true), text: "edge-swipe", label: "edge-swipe"))
    if !session.tree.modals.isEmpty {
      moves.append(Move(command: .swipeDown, text: "swipe-down", label: "swipe-down"))
    }
    if let tabs = session.tree.visibleTabs {
      for tab in tabs.names
      where tab == tabs.selected.name || tapping.map({ $0.contains(tab.rawValue) }) ?? true {
        let name = tab.rawValue
        let label = tab == tabs.selected.name ? "tab \(name) (reselect)" : "tab \(name)"
        moves.append(Move(command: .tab(name), text: "tab \(name)", label: label))
      }
    }
    if session.tree.visiblePages != nil {
      moves.append(Move(command: .page("next"), text: "page next", label: "page next"))
      moves.append(Move(command: .page("previous"), text: "page previous", label: "page previous"))
    }
    for command in surface.commands where command.isAvailable(session.app) {
      moves.append(Move(command: .app(command.name), text: command.name, label: command.name))
    }
    return moves
  }

  /// The arguments to try `action` with: none when it takes none; those the app declares for
  /// automation (``DriverSurface/sampleArguments``: the demo account for `login`); for one
  /// argument, the number the screen's first numbered line starts with (`3. Coordinators…`
  /// gives `3`, the first article listed), else `1`. `nil` (the action is not tried) for
  /// several arguments the app declares no sample for.
  func sampleArguments(for action: ScreenAction, on model: any ScreenModel) -> [String]? {
    if action.arguments.isEmpty { return [] }
    if let sample = surface.sampleArguments[action.name] { return sample }
    guard action.arguments.count == 1 else { return nil }
    for line in model.lines {
      let digits = line.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty { return [String(digits)] }
    }
    return ["1"]
  }
}
