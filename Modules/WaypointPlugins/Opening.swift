public import Waypoint

/// Where the screen a link (or a held link) opens lands: the container it lands in and the
/// synthetic back stack behind it. An entry declares it with its ``Opening``; the app reaches
/// it in one transaction (modals dismissed, tab selected, stack popped or pushed, page
/// selected), in whatever root the app shows: a stack, a tab bar, a split or a page container.
/// A screen already in the target stack is returned to, not pushed again.
///
/// ```swift
/// .pushed(in: "Today", over: TodayRoute.today(page: .weekly).route)  // Today(Weekly) › Article(8)
/// .root(in: "Bookmarks")  // the Bookmarks tab's own root screen
/// .onTop()                // over what the user sees, in the tab they are in
/// ```
///
/// The landing's stack is found from the root down: in a tab bar, the tab ``tab`` names (the
/// selected one when `nil`); in a split, its primary column, with what lands shown in its
/// detail column, as a split shows what is picked in its list; in a page container, its pages
/// (only ``root(in:page:)`` fits there: nothing can be pushed on pages).
public enum Landing: Hashable, Sendable, CustomStringConvertible {
  /// The screen is the root of the stack in `tab` (the selected tab when `nil`): the tab is
  /// selected and its stack popped to its root, which shows `page` when it is a page container
  /// and `page` is given. No flow is pushed.
  case root(in: TabName? = nil, page: Route? = nil)
  /// The screen's flow is pushed on the stack in `tab` right over its root (what was pushed
  /// on it goes), and the root shows `page` when given: `Today(Weekly) › Article(8)`. When the
  /// page container no longer holds `page` (the user hid it), it stays on the page it shows,
  /// and the screen is pushed over that one: the link still shows what it points to.
  case pushed(in: TabName? = nil, over: Route? = nil)
  /// The screen's flow is pushed over what the stack in `tab` shows (the selected tab when
  /// `nil`).
  case onTop(in: TabName? = nil)

  /// The tab it lands in when the app's root is a tab bar; `nil` for the tab selected when
  /// the link arrives. An app without a tab bar lands it in the root's own stack whatever tab
  /// is named, so a feature that names its tab works in such an app too.
  public var tab: TabName? {
    switch self {
    case .root(let tab, _), .pushed(let tab, _), .onTop(let tab): tab
    }
  }

  /// Whether the screen is the stack's own root, so no flow is pushed.
  public var isRoot: Bool {
    if case .root = self { true } else { false }
  }

  public var description: String {
    let place = tab.map { " in the \($0) tab" } ?? ""
    switch self {
    case .root(_, let page): return "the root\(place)\(page.map { " on \($0)" } ?? "")"
    case .pushed(_, let page): return "pushed\(place) over \(page.map { "\($0)" } ?? "the root")"
    case .onTop: return "pushed\(place) over what it shows"
    }
  }
}

/// What an entry makes of a route it opens: the input its flow starts with, and where the
/// flow lands.
///
/// ```swift
/// Opening(8, landing: .pushed(in: "Today", over: TodayRoute.today(page: .weekly).route))
/// ```
public struct Opening<Input> {
  /// The input the entry's flow starts with.
  public let input: Input
  /// Where the flow lands.
  public let landing: Landing

  /// An opening.
  public init(_ input: Input, landing: Landing) {
    self.input = input
    self.landing = landing
  }
}

extension Opening where Input == Void {
  /// An opening of an entry that takes no input.
  public init(landing: Landing) {
    self.init((), landing: landing)
  }
}
