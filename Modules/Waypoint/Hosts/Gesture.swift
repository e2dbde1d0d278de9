/// A change the user made directly in the UI, which a host reports after performing it.
///
/// A gesture is a fact, not a request: it names the nodes the user acted on as the host showed
/// them (the entry a stack went back to, the sheet that went away), so it means the same thing
/// whenever the navigator applies it. See <doc:GesturesDuringAnimations> for the model.
public enum Gesture: Hashable, Codable, Sendable {
  /// The back button of `stack` popped it until `entry` was on top: one level for a tap, several
  /// for a choice from the button's long-press menu.
  case backButton(stack: NodeID, to: NodeID)
  /// An interactive back swipe on `stack` ended. When `completed`, the stack popped until
  /// `entry` was on top; otherwise the user let go early and nothing changed.
  case edgeSwipe(stack: NodeID, to: NodeID, completed: Bool)
  /// The sheet whose content is `modal` was swiped down. When not `completed` the user let go
  /// early, or the app vetoed the dismissal, and nothing changed.
  case swipeDown(modal: NodeID, completed: Bool)
  /// The tab at `index` of the tab container `tabs` was tapped. Tapping the selected tab pops
  /// its stack to its root, as `UITabBarController` does.
  case tabTap(Int, in: NodeID)
  /// The page container `pages` settled on the page at `index` after a swipe.
  case pageSwipe(to: Int, in: NodeID)
}

extension Gesture: CustomStringConvertible {
  public var description: String {
    switch self {
    case .backButton(let stack, let entry): "back button on \(stack) to \(entry)"
    case .edgeSwipe(let stack, let entry, let completed):
      "edge swipe on \(stack)\(completed ? " to \(entry)" : " (cancelled)")"
    case .swipeDown(let modal, let completed):
      "swipe down \(modal)\(completed ? "" : " (cancelled)")"
    case .tabTap(let index, let tabs): "tap tab \(index) of \(tabs)"
    case .pageSwipe(let index, let pages): "swipe \(pages) to page \(index)"
    }
  }
}

extension Gesture {
  /// The reason a coordinator finishes when this gesture removes its anchor.
  var finishReason: FinishReason {
    switch self {
    case .backButton: .backButton
    case .edgeSwipe: .edgeSwipe
    case .swipeDown: .swipeDown
    case .tabTap: .tabReselected
    case .pageSwipe: .popped
    }
  }
}
