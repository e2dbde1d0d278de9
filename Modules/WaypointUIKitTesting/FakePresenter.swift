public import Waypoint
public import WaypointUIKit

/// One presented fake: a `UIPresentationController` and what it shows.
@MainActor
public final class FakePresentation {
  /// The content's controller; a replacement in place changes it and keeps the presentation.
  public internal(set) var content: FakeViewController
  /// Its style (a sheet, a full-screen cover, or a dialog).
  public let style: ModalStyle
  /// A dialog's actions, as the host gave them (a `UIAlertController`'s `actions`); empty for
  /// other modals.
  public let actions: [DialogAction]
  /// `isModalInPresentation`: the user cannot swipe it away.
  public internal(set) var isModalInPresentation = false

  init(content: FakeViewController, style: ModalStyle, actions: [DialogAction]) {
    self.content = content
    self.style = style
    self.actions = actions
  }
}

/// Fake `present(_:animated:completion:)` / `dismiss(animated:completion:)` with a
/// `UIAdaptivePresentationControllerDelegate`.
///
/// Reproduces (Apple, `UIAdaptivePresentationControllerDelegate`, `isModalInPresentation`):
/// - A swipe down on a sheet asks `presentationControllerShouldDismiss(_:)`; `false` leads to
///   `presentationControllerDidAttemptToDismiss(_:)`. When `isModalInPresentation` is true, UIKit
///   does not ask and calls did-attempt-to-dismiss directly.
/// - An allowed swipe calls `presentationControllerWillDismiss(_:)` as the sheet starts to move;
///   if the user lets go, the transition coordinator reports `isCancelled` and the sheet stays
///   (no did-dismiss); if released past the threshold, `presentationControllerDidDismiss(_:)`
///   follows after the animation.
/// - Did-dismiss is never called for a dismissal made in code ("not called if the presented view
///   controller is dismissed programmatically").
/// - Dismissing a presenting controller dismisses everything presented above it in one
///   transition; full-screen covers cannot be swiped.
/// - Presenting or dismissing while a transition runs is refused by UIKit with a log
///   ("Attempt to present ... while a presentation is in progress"): recorded in warnings.
/// - Content replaced in place changes what the presented controller shows (a navigation
///   controller's `setViewControllers(_:animated:)`): the presentation, its lock and its
///   delegate stay, and no presentation delegate call is made.
/// - A dialog (`UIAlertController`) shows the actions the host gives for it and is never
///   swiped away; a tap on an action dismisses it (no presentation delegate call, as for a
///   dismissal in code), then runs the action's handler.
@MainActor
public final class FakePresenter: ModalPresenter {
  /// The presented modals, bottom first.
  public private(set) var presented: [FakePresentation] = []
  /// Whether a presentation or dismissal runs.
  public private(set) var isTransitioning = false
  weak var window: FakeWindow?

  public var presentedIDs: [NodeID] { presented.map(\.content.node) }

  public func present(_ modal: Modal, animated: Bool, completion: @escaping @MainActor () -> Void) {
    window?.calls.append(.present(modal.content.id))
    guard let window, !refusedWhileTransitioning("present \(modal.content.id)") else {
      return completion()
    }
    let actions = modal.style.isDialog ? window.events?.dialogActions(modal.content.id) ?? [] : []
    presented.append(
      FakePresentation(content: window.build(modal.content), style: modal.style, actions: actions))
    animate(animated, completion)
  }

  public func replace(
    atLevel level: Int, with modal: Modal, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    window?.calls.append(.replaceModal(atLevel: level, with: modal.content.id))
    guard let window, !refusedWhileTransitioning("replace the content at level \(level)") else {
      return completion()
    }
    guard presented.indices.contains(level) else {
      window.warnings.append("replace: nothing presented at level \(level)")
      return completion()
    }
    presented[level].content = window.build(modal.content)
    animate(animated, completion)
  }

  public func dismiss(
    fromLevel level: Int, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    window?.calls.append(.dismiss(fromLevel: level))
    guard !refusedWhileTransitioning("dismiss from level \(level)") else { return completion() }
    guard presented.indices.contains(level) else {
      window?.warnings.append("dismiss: nothing presented at level \(level)")
      return completion()
    }
    presented.removeSubrange(level...)
    animate(animated, completion)
  }

  public func setSwipeLocked(_ locked: Bool, modal: NodeID) {
    presented.first { $0.content.node == modal }?.isModalInPresentation = locked
  }

  func removeAll() { presented = [] }

  // MARK: The user

  /// Swipes the top sheet down; `release: false` lets go before the threshold.
  public func swipeDown(release: Bool = true) {
    guard let top = presented.last, top.style.isSwipeDismissible, !isTransitioning,
      let events = window?.events
    else { return }
    let id = top.content.node
    if top.isModalInPresentation || !events.modalShouldDismiss(id) {
      events.modalDidAttemptToDismiss(id)
      return
    }
    events.modalWillDismiss(id)
    guard release else {
      events.modalDismissalCancelled(id)
      return
    }
    presented.removeLast()
    animate(true) { [weak self] in self?.window?.events?.modalDidDismiss(id) }
  }

  /// Taps the action at `index` of the dialog on top: it is dismissed (animated), then the
  /// host hears of the choice. Does nothing when no dialog is on top, or it has no such action.
  public func tapAction(at index: Int) {
    guard let top = presented.last, top.style.isDialog, top.actions.indices.contains(index),
      !isTransitioning
    else { return }
    let id = top.content.node
    presented.removeLast()
    animate(true) { [weak self] in self?.window?.events?.dialog(id, didChoose: index) }
  }

  /// Taps the action titled `title` of the dialog on top (see ``tapAction(at:)``).
  public func tapAction(titled title: String) {
    guard let index = presented.last?.actions.firstIndex(where: { $0.title == title }) else {
      return
    }
    tapAction(at: index)
  }

  /// Starts a swipe down and holds it: will-dismiss only. End it with ``releaseSwipe(_:)``.
  public func beginSwipeDown() -> Bool {
    guard let top = presented.last, top.style.isSwipeDismissible, !isTransitioning,
      !top.isModalInPresentation, let events = window?.events
    else { return false }
    let id = top.content.node
    guard events.modalShouldDismiss(id) else {
      events.modalDidAttemptToDismiss(id)
      return false
    }
    isTransitioning = true
    events.modalWillDismiss(id)
    return true
  }

  /// Ends a held swipe: `dismissed` completes it, otherwise the sheet springs back.
  public func releaseSwipe(_ dismissed: Bool) {
    guard isTransitioning, let top = presented.last, let events = window?.events else { return }
    isTransitioning = false
    let id = top.content.node
    guard dismissed else { return events.modalDismissalCancelled(id) }
    presented.removeLast()
    events.modalDidDismiss(id)
  }

  private func refusedWhileTransitioning(_ call: String) -> Bool {
    guard isTransitioning else { return false }
    window?.warnings.append("\(call) while a presentation is in progress")
    return true
  }

  private func animate(_ animated: Bool, _ end: @escaping @MainActor () -> Void) {
    isTransitioning = true
    window?.animator.run(animated: animated) { [weak self] in
      self?.isTransitioning = false
      end()
    }
  }
}
