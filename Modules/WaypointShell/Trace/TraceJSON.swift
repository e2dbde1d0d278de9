import Waypoint

/// The JSON the trace page reads: written by hand, so that it is compact, its keys in a fixed
/// order, and safe inside a `<script>` element (`<`, `>` and `&` are escaped in strings).
struct TraceJSON {
  private(set) var text = ""

  /// `"text"`, escaped for JSON and for a `<script>` element.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `["a","b"]`.
  static func strings(_ values: [String]) -> String {
    "[" + values.map(string).joined(separator: ",") + "]"
  }

  /// `{"key":value,...}` of values already written, leaving out `nil` ones.
  static func object(_ fields: [(String, String?)]) -> String {
    "{"
      + fields.compactMap { key, value in value.map { "\(string(key)):\($0)" } }
      .joined(separator: ",") + "}"
  }

  /// The page's data: the title, whether it follows a live file, the steps and the trees.
  static func document(_ trace: NavigationTrace) -> String {
    let steps = trace.steps.map(step)
    let trees = trace.trees.map(tree)
    return object([
      ("title", string(trace.title)),
      ("live", trace.isLive ? "true" : "false"),
      ("hasGraph", trace.graph == nil ? "false" : "true"),
      ("steps", "[" + steps.joined(separator: ",\n") + "]"),
      ("trees", "[" + trees.joined(separator: ",\n") + "]"),
    ])
  }

  private static func step(_ step: NavigationTrace.Step) -> String {
    object([
      ("kind", string(step.kind.rawValue)),
      ("text", string(step.text)),
      ("transaction", step.transaction.map(String.init)),
      ("cause", step.cause.map(string)),
      ("result", step.result.map(string)),
      ("guards", step.guards.isEmpty ? nil : strings(step.guards)),
      ("output", step.output.isEmpty ? nil : string(step.output)),
      ("focus", step.focus.map(string)),
      ("focusScreen", step.focusScreen.map(string)),
      ("announced", step.announced.isEmpty ? nil : strings(step.announced)),
      ("tree", String(step.tree)),
      ("node", string(step.node)),
      ("added", step.added.isEmpty ? nil : strings(step.added)),
      ("changed", step.changed.isEmpty ? nil : strings(step.changed)),
      ("removed", step.removed.isEmpty ? nil : strings(step.removed)),
      (
        "failure",
        step.failure.map {
          object([
            ("expected", string($0.expected)), ("actual", string($0.actual)),
            ("location", $0.location.map(string)),
          ])
        }
      ),
    ])
  }

  /// A tree: its root and its modals, each screen with its lifecycle.
  private static func tree(_ tree: NavigationTree) -> String {
    let lifecycles = tree.lifecycles
    let modals = tree.modals.map { modal in
      object([
        ("style", string(modal.style.rawValue)), ("content", node(modal.content, lifecycles)),
      ])
    }
    return object([
      ("root", node(tree.root, lifecycles)),
      ("modals", modals.isEmpty ? nil : "[" + modals.joined(separator: ",") + "]"),
    ])
  }

  private static func screen(
    _ screen: Screen, _ lifecycles: [NodeID: ScreenLifecycle], current: Bool? = nil
  ) -> String {
    object([
      ("t", string("screen")), ("id", string(screen.id.description)),
      ("name", string(screen.route.description)),
      ("life", string(lifecycles[screen.id]?.rawValue ?? "hidden")),
      ("current", current.map { $0 ? "true" : "false" }),
    ])
  }

  private static func node(_ node: Node, _ lifecycles: [NodeID: ScreenLifecycle]) -> String {
    switch node {
    case .screen(let value):
      return screen(value, lifecycles)
    case .stack(let stack):
      let entries = stack.entries.array.map { self.node($0, lifecycles) }
      return object([
        ("t", string("stack")), ("id", string(stack.id.description)),
        ("c", "[" + entries.joined(separator: ",") + "]"),
      ])
    case .tabs(let tabs):
      let written = tabs.tabs.enumerated().map { index, tab in
        object([
          ("name", string(tab.name.rawValue)),
          ("selected", index == tabs.selectedIndex ? "true" : nil),
          ("c", self.node(tab.content, lifecycles)),
        ])
      }
      return object([
        ("t", string("tabs")), ("id", string(tabs.id.description)),
        ("sidebar", tabs.showsSidebar ? "true" : nil),
        ("c", "[" + written.joined(separator: ",") + "]"),
      ])
    case .pages(let pages):
      let written = pages.pages.enumerated().map { index, page in
        screen(page, lifecycles, current: index == pages.currentIndex)
      }
      return object([
        ("t", string("pages")), ("id", string(pages.id.description)),
        ("c", "[" + written.joined(separator: ",") + "]"),
      ])
    case .split(let split):
      let layout =
        split.isCollapsed ? "collapsed, \(split.compactColumn) on top" : "side by side"
      let columns = split.columns.compactMap { column in
        split.column(column).map {
          object([("name", string(column.rawValue)), ("c", self.node(.stack($0), lifecycles))])
        }
      }
      return object([
        ("t", string("split")), ("id", string(split.id.description)),
        ("layout", string(layout)),
        ("c", "[" + columns.joined(separator: ",") + "]"),
      ])
    }
  }
}
