public import Waypoint

extension ContainerHost {
  public func dialogActions(_ modal: NodeID) -> [DialogAction] {
    dialog(at: modal)?.dialogActions ?? []
  }

  public func dialog(_ modal: NodeID, didChoose index: Int) {
    guard let level = rendered.modalLevel(of: modal), rendered.modals[level].style.isDialog
    else {
      onFault?(.unknownNode(modal))
      return
    }
    // The container no longer shows it: the navigator's dismissal of it calls no container.
    // A popover's dismissal the user started (a tap outside) is over too.
    closedDialogs.insert(modal)
    if swipingModal == modal { swipingModal = nil }
    var answered = false
    if let dialog = dialog(at: modal) {
      do throws(NavigationError) {
        // Applied, or queued behind a running transaction: the dialog leaves the tree.
        if case .held = try dialog.chooseAction(at: index) {} else { answered = true }
      } catch {
        // Refused: the navigator journaled why.
      }
    }
    if !answered, closedDialogs.remove(modal) != nil {
      // The dialog is still the navigator's: it is shown again.
      queue.append(.presentBlocked)
    }
    pump()
  }

  /// The dialog coordinator that shows the dialog modal `modal`, while it runs.
  func dialog(at modal: NodeID) -> (any ChoosableDialog)? {
    (receiver as? Navigator)?.coordinator(anchoredAt: modal) as? any ChoosableDialog
  }
}
