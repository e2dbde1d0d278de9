public import Waypoint

/// What SwiftUI would have logged, or got wrong, for a change a ``FakeScene`` was asked to
/// show. A host that paces its changes by their completions causes none.
public enum SwiftUIWarning: Hashable, Sendable {
  /// A binding changed twice before its first change was drawn: SwiftUI logs "… tried to
  /// update multiple times per frame" and drops the second change (iOS 17) or pushes twice
  /// (iOS 18, ``FakeScene/Release/iOS18``).
  case updatedMultipleTimesPerFrame(NodeID)
  /// A stack's path changed while its last change still animated: blank screens and crashes
  /// were reported for it.
  case pathChangedWhileAnimating(NodeID)
  /// More than one modal level changed in one transaction: SwiftUI presents or dismisses one
  /// and drops the other ("Currently, only presenting a single sheet is supported").
  case severalModalLevelsAtOnce(from: [NodeID], to: [NodeID])
  /// VoiceOver's focus moved, or an announcement was posted, while a transaction still
  /// animated: focus lands on a view about to go, and the announcement is cut off.
  case accessibilityDuringAnimation
}
