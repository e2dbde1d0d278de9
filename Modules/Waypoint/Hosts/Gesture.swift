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
  /// The escape gesture (VoiceOver's two-finger scrub, the Escape key) dismissed the top
  /// modal, whose content is `modal`, from the root of what it shows: of any style but a
  /// dialog's, which escape answers instead (its ``DialogAction/Role/cancel`` choice). On a pushed
  /// screen escape goes back, and a host reports ``backButton(stack:to:)``
  /// (``NavigationTree/escapeGesture()``).
  case escape(modal: NodeID)
  /// The tab at `index` of the tab container `tabs` was tapped. Tapping the selected tab pops
  /// its stack to its root, as `UITabBarController` does.
  case tabTap(Int, in: NodeID)
  /// The page container `pages` settled on the page at `index` after a swipe.
  case pageSwipe(to: Int, in: NodeID)
  /// Back from the root of the column on top of the collapsed split `split` (its back button
  /// or edge swipe) brought `column` on top; what the column above showed stays in it.
  case backToColumn(SplitColumn, in: NodeID)
  /// The app's width changed to `width`: a window was resized, the device rotated, folded or
  /// unfolded, and every split collapsed or expanded with it (``Step/resize(_:)``). Nothing
  /// leaves the tree, and no guard is asked: it has happened.
  case resize(WidthClass)
  /// The app's own code, not the user through Waypoint, changed `stack`: it pushed, popped or
  /// set the view controllers of a navigation controller a host drives. The stack showed
  /// `from` (as the host had rendered it) and now shows `to`, root first: the IDs of entries
  /// that stay, in their order, and of the screens in `foreign`, which that code showed
  /// (``Route/foreign(_:)``, with IDs the tree had not handed out:
  /// ``NavigationTree/unusedNodeIDs(_:)``). Entries of `from` it no longer shows leave the
  /// tree, and flows anchored there finish with ``FinishReason/popped``; each foreign screen
  /// stands above the entry below it in `to`, under what the navigator has pushed since. A host
  /// reports it only when it adopts what it did not render; no guard is asked: it has happened.
  /// (Boxed: its lists would make every gesture, and every request and cause that holds one,
  /// larger to copy.)
  indirect case appChangedStack(NodeID, from: [NodeID], to: [NodeID], foreign: [Screen])
}

extension Gesture: CustomStringConvertible {
  public var description: String {
    switch self {
    case .backButton(let stack, let entry): "back button on \(stack) to \(entry)"
    case .edgeSwipe(let stack, let entry, let completed):
      "edge swipe on \(stack)\(completed ? " to \(entry)" : " (cancelled)")"
    case .swipeDown(let modal, let completed):
      "swipe down \(modal)\(completed ? "" : " (cancelled)")"
    case .escape(let modal): "escape from \(modal)"
    case .tabTap(let index, let tabs): "tap tab \(index) of \(tabs)"
    case .pageSwipe(let index, let pages): "swipe \(pages) to page \(index)"
    case .backToColumn(let column, let split): "back to the \(column) column of \(split)"
    case .resize(let width): "resize to \(width)"
    case .appChangedStack(let stack, _, let shows, let foreign):
      "the app's own code changed \(stack) to \(shows.map(\.description).joined(separator: " "))"
        + (foreign.isEmpty ? "" : " (\(foreign.map(\.route.description).joined(separator: ", ")))")
    }
  }
}

extension Gesture {
  /// The reason a coordinator finishes when this gesture removes its anchor.
  var finishReason: FinishReason {
    switch self {
    case .backButton, .backToColumn: .backButton
    case .edgeSwipe: .edgeSwipe
    case .swipeDown: .swipeDown
    case .escape: .escape
    case .tabTap: .tabReselected
    case .pageSwipe, .resize, .appChangedStack: .popped
    }
  }

  /// Whether the navigator's guards are asked before a host performs it: not for a change of
  /// width, which no one can refuse, nor for what the app's own code did.
  public var isRefusable: Bool {
    switch self {
    case .resize, .appChangedStack: false
    default: true
    }
  }
}
