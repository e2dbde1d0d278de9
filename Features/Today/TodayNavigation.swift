public import AppNavigation

/// What the user did in the Today feature that leads outside it; the app shell's adapter
/// decides where each action goes.
@MainActor
public protocol TodayNavigation: BarNavigation, ExpireNavigation {
  /// An article of a Today page was tapped.
  func articleTapped(id: Int)
}
