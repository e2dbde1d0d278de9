/// The app's navigation as `waypoint-shell graph` finds it by exploring the composed app:
/// screens as nodes, transitions as edges labelled with the command that makes them, and links
/// as entry points. Derived from the app, never annotated: see ``GraphExplorer``.
///
/// A node is a kind of screen where it is shown (``GraphNode``): `Article` in the Today tab is
/// one node whatever the article, `Article` in the Bookmarks tab another.
package struct NavigationGraph: Hashable, Sendable {
  /// The screen a fresh launch settles on.
  var start: GraphNode
  /// Every screen reached.
  var nodes: Set<GraphNode>
  /// Every transition found.
  var edges: Set<GraphEdge>
  /// The links the features declare, each with where it lands (or why the app refused it).
  var links: [GraphLink]
  /// Screens the features declare that no exploration reached, by feature (features in
  /// registry order, screens in declaration order).
  var unreachable: [(feature: String, screens: [String])]
  /// Screens a fresh launch showed before it settled and no move reaches (the splash
  /// screen); they are not listed as unreachable.
  var launching: [String]
  /// The tabs of the main tab bar, in order: the order of the groups.
  var tabs: [String]
  /// Each tab's screen as a tap on it first showed it: its root. Where the formats draw the
  /// tab bar's arrows to (``tabBar``).
  var tabRoots: [String: GraphNode]
  /// How many distinct states were explored.
  var states: Int
  /// Whether exploration stopped at its limit of states before it had seen everything.
  var truncated: Bool

  /// Screens with no edge to another screen (an edge back to the screen itself, such as a page
  /// swipe, does not lead out).
  var deadEnds: [GraphNode] {
    let leaving = Set(edges.filter { $0.from != $0.to }.map(\.from))
    return nodes.filter { !leaving.contains($0) }.sorted()
  }

  /// The edges grouped by their ends, each with its labels sorted: one arrow per pair of
  /// screens (`back, edge-swipe, tap back`), so the diagram stays readable.
  var arrows: [(from: GraphNode, labels: [String], to: GraphNode)] {
    let pairs = Dictionary(grouping: edges) { GraphEdgeEnds(from: $0.from, to: $0.to) }
    return pairs.keys.sorted().map { ends in
      (ends.from, pairs[ends, default: []].map(\.label).sorted(), ends.to)
    }
  }

  /// The tab bar's taps, one per tab: the tab and its root (``tabRoots``). The tab bar leads
  /// from every screen under it to each tab, so drawn per screen these arrows would grow as
  /// screens × tabs and hide the rest; the formats draw each tab's once, from the tab bar
  /// (``foldedArrows``). A reselect, and a tap that led elsewhere (to a tab showing a pushed
  /// screen), is drawn as any other move.
  var tabBar: [(tab: String, to: GraphNode)] {
    tabs.compactMap { tab in tabRoots[tab].map { (tab, $0) } }
  }

  /// ``arrows`` without the tab taps ``tabBar`` draws once: an arrow left with no label is
  /// left out.
  var foldedArrows: [(from: GraphNode, labels: [String], to: GraphNode)] {
    let bar = Dictionary(uniqueKeysWithValues: tabBar.map { ("tab \($0.tab)", $0.to) })
    return arrows.compactMap { arrow in
      let labels = arrow.labels.filter { bar[$0] != arrow.to }
      return labels.isEmpty ? nil : (arrow.from, labels, arrow.to)
    }
  }

  /// The tab a label taps, not reselecting it: `tab Bookmarks` gives `Bookmarks`.
  static func tappedTab(_ label: String) -> String? {
    guard label.hasPrefix("tab "), !label.hasSuffix(" (reselect)") else { return nil }
    return String(label.dropFirst(4))
  }

  /// The nodes of `location` (``GraphNode/location``), sorted.
  func nodes(in location: String) -> [GraphNode] {
    nodes.filter { $0.location == location }.sorted()
  }

  /// The locations that hold a node: outside the tabs first, then the tabs in tab-bar order.
  var locations: [String] {
    let used = Set(nodes.map(\.location))
    return ([GraphNode.outsideTabs] + tabs).filter { used.contains($0) }
  }

  package static func == (a: NavigationGraph, b: NavigationGraph) -> Bool {
    a.start == b.start && a.nodes == b.nodes && a.edges == b.edges && a.links == b.links
      && a.unreachable.map(\.feature) == b.unreachable.map(\.feature)
      && a.unreachable.map(\.screens) == b.unreachable.map(\.screens)
      && a.launching == b.launching && a.tabs == b.tabs && a.tabRoots == b.tabRoots
      && a.truncated == b.truncated
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(nodes)
    hasher.combine(edges)
  }
}

/// A kind of screen where it is shown: the route's name without its arguments (`Article`,
/// whatever the article; `Today`, whatever the page), the tab whose content shows it (or
/// none, outside the tab bar), and the style of the modal that holds it, if one does.
struct GraphNode: Hashable, Comparable, Sendable {
  /// The location of screens outside the tab bar (splash, onboarding, login).
  static let outsideTabs = "App"

  /// The tab that shows it, or ``outsideTabs``; for a modal, the tab under it.
  let location: String
  /// The route's name: `Article`.
  let kind: String
  /// The style of the modal that holds it (`sheet`, `confirmationDialog`); `nil` outside
  /// modals.
  let modal: String?
  /// The feature that declares the route.
  let feature: String

  init(location: String, kind: String, modal: String?, feature: String) {
    self.location = location
    self.kind = kind
    self.modal = modal
    self.feature = feature
  }

  /// An identifier for Mermaid and DOT: `Today_Article`, `Today_Share_sheet`, `App_Login`.
  var id: String {
    GraphText.identifier([location, kind] + (modal.map { [$0] } ?? []))
  }

  /// What the diagram shows: `Article`, `Share (sheet)`.
  var label: String { modal.map { "\(kind) (\($0))" } ?? kind }

  static func < (a: GraphNode, b: GraphNode) -> Bool {
    (a.location, a.feature, a.kind, a.modal ?? "") < (b.location, b.feature, b.kind, b.modal ?? "")
  }
}

/// A transition: what the user (or the system) did on a screen, and the screen it led to.
struct GraphEdge: Hashable, Comparable, Sendable {
  let from: GraphNode
  /// The command, without its arguments: `tap article`, `back`, `tab Bookmarks`,
  /// `tab Today (reselect)`, `page next`, `expire-token`.
  let label: String
  let to: GraphNode

  static func < (a: GraphEdge, b: GraphEdge) -> Bool {
    (a.from, a.label, a.to.id) < (b.from, b.label, b.to.id)
  }
}

/// The two ends of an edge.
struct GraphEdgeEnds: Hashable, Comparable {
  let from: GraphNode
  let to: GraphNode

  static func < (a: GraphEdgeEnds, b: GraphEdgeEnds) -> Bool { (a.from, a.to) < (b.from, b.to) }
}

/// A declared link (the pattern's example) and where it lands.
struct GraphLink: Hashable, Sendable {
  /// The link, printed from the pattern's example: `reading://article/1`.
  let url: String
  /// Where it lands; `nil` when the app refused it or it never landed.
  let to: GraphNode?
  /// Why it did not land.
  let problem: String?
}

/// Identifiers and escaping shared by the formats.
enum GraphText {
  /// Between the labels of one arrow: `back, edge-swipe`.
  static let labelSeparator = ", "

  /// Letters, digits and underscores only, parts joined by `_`.
  static func identifier(_ parts: [String]) -> String {
    parts.map { part in
      String(part.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }.joined(separator: "_")
  }

  /// Text inside double quotes: a double quote becomes `'`, a line break a space.
  static func quoted(_ text: String) -> String {
    "\"" + text.map { $0 == "\"" ? "'" : $0.isNewline ? " " : $0 }.map(String.init).joined()
      + "\""
  }

  /// The title of a location's group: `Today tab`, or `outside the tabs`.
  static func title(of location: String) -> String {
    location == GraphNode.outsideTabs ? "outside the tabs" : "\(location) tab"
  }
}
