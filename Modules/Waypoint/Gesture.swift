/// A change the user made directly in the UI, which a host reports after performing it.
///
/// Gestures become transactions like any programmatic request, so the tree, the coordinators
/// and the journal never drift from what the user sees.
public enum Gesture: Hashable, Codable, Sendable {
  /// The back button of the stack `stack` was tapped.
  case backButton(stack: NodeID)
  /// An interactive back swipe on the stack `stack` ended; `completed` is `false` when the
  /// user let go early and the screen stayed.
  case edgeSwipe(stack: NodeID, completed: Bool)
  /// The top modal, a sheet, was swiped down.
  case swipeDown
  /// The tab at `index` of the tab container `tabs` was tapped.
  case tabTap(Int, in: NodeID)
  /// The page container `pages` was swiped to the page at `index`.
  case pageSwipe(to: Int, in: NodeID)
}

extension Gesture: CustomStringConvertible {
  public var description: String {
    switch self {
    case .backButton(let stack): "back button on \(stack)"
    case .edgeSwipe(let stack, let completed):
      "edge swipe on \(stack)\(completed ? "" : " (cancelled)")"
    case .swipeDown: "swipe down"
    case .tabTap(let index, let tabs): "tap tab \(index) of \(tabs)"
    case .pageSwipe(let index, let pages): "swipe \(pages) to page \(index)"
    }
  }
}

extension NavigationTree {
  /// The steps that a gesture performed; empty for a cancelled edge swipe.
  ///
  /// - Throws: ``NavigationError`` when the gesture is impossible on this tree: back at a
  ///   stack's root, swiping down a full-screen modal or with nothing presented, a page swipe
  ///   that skips pages.
  public func steps(for gesture: Gesture) throws(NavigationError) -> [Step] {
    var copy = self
    switch gesture {
    case .backButton(let stack):
      return try copy.steps(for: .pop(stack: stack))
    case .edgeSwipe(let stack, let completed):
      let steps = try copy.steps(for: .pop(stack: stack))
      return completed ? steps : []
    case .swipeDown:
      guard let top = modals.last else { throw .nothingPresented }
      guard top.style.isSwipeDismissible else { throw .notSwipeDismissible(top.style) }
      return [.dismiss]
    case .tabTap(let index, let tabs):
      return try copy.steps(for: .selectTab(.index(index), in: tabs))
    case .pageSwipe(let index, let pagesID):
      let pages = try self.pages(pagesID)
      guard pages.pages.indices.contains(index) else {
        throw .pageOutOfRange(index, count: pages.pages.count)
      }
      guard abs(index - pages.currentIndex) == 1 else {
        throw .illegalStep("a swipe moves one page, not from \(pages.currentIndex) to \(index)")
      }
      return [.selectPage(index, in: pagesID)]
    }
  }
}
