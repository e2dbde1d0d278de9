public import Waypoint
public import WaypointUIKit

/// A fake `UIPageViewController` that calls its delegate as UIKit does.
///
/// Reproduces (Apple, `UIPageViewControllerDelegate`):
/// - `pageViewController(_:willTransitionTo:)` is "called before a gesture-driven transition
///   begins"; `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
///   is "called after a gesture-driven transition completes", with `transitionCompleted` false
///   when the user let go and the page stayed.
/// - `setViewControllers(_:direction:animated:completion:)` (code) calls neither.
@MainActor
public final class FakePageViewController: FakeViewController, PageContainer {
  /// The pages' controllers (a data source would make them on demand).
  public internal(set) var pages: [FakeViewController] = []
  public internal(set) var currentIndex = 0
  /// Whether its data source offers the first page after the last and the last before the
  /// first (a container that wraps, ``Pages/wraps``).
  public internal(set) var wraps = false

  public func show(_ index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
    window.calls.append(.showPage(index, in: node))
    guard pages.indices.contains(index) else {
      window.warnings.append("setViewControllers: no page \(index)")
      return completion()
    }
    currentIndex = index
    window.animator.run(animated: animated, completion)
  }

  public func setPages(
    _ pages: [Screen], current: Int, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    window.calls.append(.setPages(pages.map(\.id), current: current, in: node))
    guard pages.indices.contains(current) else {
      window.warnings.append("setPages: no page \(current) of \(pages.count)")
      return completion()
    }
    let kept = Dictionary(self.pages.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    self.pages = pages.map { kept[$0.id] ?? window.build(.screen($0)) }
    currentIndex = current
    window.animator.run(animated: animated, completion)
  }

  /// Swipes to the next (`forward`) or previous page; `completed: false` lets go early.
  public func swipe(forward: Bool, completed: Bool = true) {
    var index = currentIndex + (forward ? 1 : -1)
    if wraps, pages.count > 1 { index = (index + pages.count) % pages.count }
    guard pages.indices.contains(index) else { return }  // the data source returns nil
    window.events?.pages(node, willTransitionTo: index)
    if completed { currentIndex = index }
    window.events?.pages(node, didFinishSwipe: completed, showing: currentIndex)
  }
}
