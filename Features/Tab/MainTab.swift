/// The tabs of the main tab bar, in tab-bar order; the raw value is the tab's name.
public enum MainTab: String, CaseIterable, Hashable, Sendable {
  case today = "Today"
  case bookmarks = "Bookmarks"
}
