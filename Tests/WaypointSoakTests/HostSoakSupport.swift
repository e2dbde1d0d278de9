import Testing
import Waypoint
import WaypointSoak
import WaypointUIKit
import WaypointUIKitTesting

/// One step's end in a soak of the UIKit host core on the fakes: animations end at random, and
/// whenever nothing animates the host's record, the fakes and the navigator show the same tree.
@MainActor
func endStep(
  _ random: inout SeededGenerator, host: ContainerHost, window: FakeWindow,
  navigator: Navigator, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  if Bool.random(using: &random) { window.animator.finishAnimations() }
  guard !window.animator.isAnimating, !host.isBusy else { return }
  let tree = navigator.tree
  #expect(host.rendered == tree, "\(context): the host's record", sourceLocation: sourceLocation)
  #expect(window.mismatches(with: tree) == [], "\(context)", sourceLocation: sourceLocation)
}
