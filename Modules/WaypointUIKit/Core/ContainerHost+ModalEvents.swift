public import Waypoint

extension ContainerHost {
  public func modalPresentationBlocked(_ modal: NodeID) {
    // The host's record keeps it (the navigator's tree has it); the containers do not show
    // it until retryBlockedPresentation().
    guard rendered.modalLevel(of: modal) != nil else { return }
    blockedModal = modal
    onFault?(.presenterBusy(modal: modal))
  }

  public func modalShouldDismiss(_ modal: NodeID) -> Bool {
    guard !isBusy, let top = rendered.modals.last, top.content.id == modal else {
      busyRefusedModal = modal
      return false
    }
    // A dialog that is a popover (an action sheet on iPad) goes on a tap outside it when it
    // has a cancelling choice: UIKit then runs that action's handler, which answers it.
    if top.style.isDialog { return dialogActions(modal).contains { $0.role == .cancel } }
    // A full-screen modal is never swiped away.
    guard top.style.isSwipeDismissible else { return false }
    // Only answers: UIKit follows a refusal with did-attempt-to-dismiss, which asks the guards
    // for real (a short pull may end without it, and then nothing happened).
    return wouldAllow(.swipeDown(modal: modal, completed: true))
  }

  public func modalDidAttemptToDismiss(_ modal: NodeID) {
    if busyRefusedModal == modal {
      busyRefusedModal = nil
      return
    }
    // A late call for a sheet that is gone (the app dismissed it while the user pulled) is
    // ignored, as `modalDidDismiss(_:)` ignores one: nothing to ask, no gesture, no fault.
    guard let level = rendered.modalLevel(of: modal),
      rendered.modals[level].style.isSwipeDismissible
    else { return }
    // The user tried: the guards answer, and the navigator journals an answer other than
    // allow (a veto, a held change it carries out if resumed, a rewrite it runs). The sheet
    // stays either way: nothing to report.
    let gesture = Gesture.swipeDown(modal: modal, completed: true)
    guard attempt(gesture).isAllowed else {
      refreshGuards()
      return
    }
    // A lock that is out of date: the guards allow it now, so the host dismisses the sheet.
    guard let targetLevel = target.modalLevel(of: modal) else { return }
    let steps = Array(repeating: Step.dismiss, count: target.modals.count - targetLevel)
    performAllowed(gesture, steps: steps)
  }

  public func modalWillDismiss(_ modal: NodeID) {
    swipingModal = modal
  }

  public func modalDismissalCancelled(_ modal: NodeID) {
    guard swipingModal == modal else { return }
    swipingModal = nil
    performed(.swipeDown(modal: modal, completed: false), steps: [])
    pump()
  }

  public func modalDidDismiss(_ modal: NodeID) {
    swipingModal = nil
    // Never sent for the host's own dismissals; a modal the host already removed is ignored.
    if let level = rendered.modalLevel(of: modal) {
      if rendered.modals[level].style.isDialog {
        // A popover's dialog the user tapped outside of: not a swipe. Its cancelling action's
        // handler answers it (dialog(_:didChoose:)).
        closedDialogs.insert(modal)
      } else {
        let steps = Array(repeating: Step.dismiss, count: rendered.modals.count - level)
        performed(.swipeDown(modal: modal, completed: true), steps: steps)
      }
    }
    pump()
  }
}
