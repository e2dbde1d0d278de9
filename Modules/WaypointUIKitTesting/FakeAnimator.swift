/// The fakes' animation clock: with ``animates`` on, an animated transition ends only when the
/// test calls ``finishAnimations()``, as it would a few hundred milliseconds later in UIKit.
@MainActor
public final class FakeAnimator {
  /// Whether animated transitions wait for ``finishAnimations()``.
  public var animates = false
  private var pending: [@MainActor () -> Void] = []
  /// Whether a transition is animating.
  public var isAnimating: Bool { !pending.isEmpty }

  /// Runs `end` now, or when animations finish.
  func run(animated: Bool, _ end: @escaping @MainActor () -> Void) {
    if animates && animated { pending.append(end) } else { end() }
  }

  /// Ends every animation in the order they began, including ones started meanwhile.
  public func finishAnimations() {
    while !pending.isEmpty { pending.removeFirst()() }
  }
}
