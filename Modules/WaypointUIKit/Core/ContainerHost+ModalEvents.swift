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
    guard !isBusy, rendered.modals.last?.content.id == modal else {
      busyRefusedModal = modal
      return false
    }
    // Refused or to be asked: UIKit follows with did-attempt-to-dismiss, which reports it.
    return answer(for: .swipeDown(modal: modal)) == .allow
  }

  public func modalDidAttemptToDismiss(_ modal: NodeID) {
    if busyRefusedModal == modal {
      busyRefusedModal = nil
      return
    }
    guard rendered.modalLevel(of: modal) != nil else {
      onFault?(.unknownNode(modal))
      return
    }
    let attempt = LeaveAttempt.swipeDown(modal: modal)
    switch answer(for: attempt) {
    case .allow:
      // A lock that is out of date: the guard allows it now.
      dismissOnUsersBehalf(modal)
    case .refuse:
      performed(.swipeDown(modal: modal, completed: false), steps: [])
    case .ask:
      performed(.swipeDown(modal: modal, completed: false), steps: [])
      let resume = Once { [weak self] (confirmed: Bool) in
        if confirmed { self?.dismissOnUsersBehalf(modal) }
      }
      gestureGuard?.ask(attempt) { resume($0) }
    }
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
      let steps = Array(repeating: Step.dismiss, count: rendered.modals.count - level)
      performed(.swipeDown(modal: modal, completed: true), steps: steps)
    }
    pump()
  }

  /// Dismisses a sheet the user confirmed leaving, and reports the swipe-down.
  private func dismissOnUsersBehalf(_ modal: NodeID) {
    guard let level = target.modalLevel(of: modal), rendered.modalLevel(of: modal) != nil
    else { return }
    let steps = Array(repeating: Step.dismiss, count: target.modals.count - level)
    performOnUsersBehalf(.swipeDown(modal: modal, completed: true), steps: steps)
  }
}
