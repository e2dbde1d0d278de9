/// Where a screen of the tree stands: on top and taking input, shown under something, or kept
/// out of sight.
///
/// Every screen in a ``NavigationTree`` has one state, a pure function of the tree
/// (``NavigationTree/lifecycle(of:)``):
/// - ``active``: the visible screen of the top modal level, or of the root when nothing is
///   presented. Exactly one screen is active.
/// - ``visible``: the visible screen of a lower level that still shows, because every level
///   above it shows what is below it (``ModalStyle/showsWhatIsBelow``: a sheet or a dialog);
///   and the top screens of a split's other columns, shown beside the focused one
///   (``Split/focusedColumn``) at regular width.
/// - ``hidden``: everything else: a back-stack entry, an unselected tab, a page that is not
///   the current one, a split's column not on top of its collapsed stack, or a level under a
///   full-screen modal.
///
/// The end of a screen's life is not a state: when its screen leaves the tree, the navigator
/// drops the screen's model and reports it as a ``Departure`` (see
/// ``Navigator/observeDepartures(_:)``). A model hears of its screen's state by conforming to
/// ``ScreenLifecycleObserver``. See <doc:ScreenLifecycleStates>.
public enum ScreenLifecycle: String, Hashable, Codable, Sendable, CaseIterable {
  /// On top: the screen the user sees and acts on.
  case active
  /// Shown under a sheet or a dialog on top of it (seen, but not taking input), or beside the
  /// focused column of a split.
  case visible
  /// Out of sight: in a back stack, another tab or page, or under a full-screen modal.
  case hidden

  /// How much of the screen the user has: `hidden` 0, `visible` 1, `active` 2.
  var rank: Int {
    switch self {
    case .hidden: 0
    case .visible: 1
    case .active: 2
    }
  }
}
