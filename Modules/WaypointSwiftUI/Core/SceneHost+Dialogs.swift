public import Waypoint

extension SceneHost {
  /// The buttons to show for the dialog modal `modal`, one per choice of the
  /// `DialogCoordinator` that shows it, in order; empty when none shows it.
  /// - Parameter modal: The dialog modal's content ID.
  public func dialogActions(_ modal: NodeID) -> [DialogAction] {
    dialog(at: modal)?.dialogActions ?? []
  }

  /// The user tapped the button at `index` of the dialog `modal`: the dialog coordinator is
  /// answered with that choice. SwiftUI closes the dialog itself; one the navigator keeps (the
  /// guards refused or hold the answer) is shown again after the update.
  /// - Parameters:
  ///   - index: The index of the button in ``dialogActions(_:)``.
  ///   - modal: The dialog modal's content ID.
  public func userChose(_ index: Int, inDialog modal: NodeID) {
    guard let level = rendered.modalLevel(of: modal), rendered.modals[level].style.isDialog,
      let dialog = dialog(at: modal)
    else { return ignore(.unknownNode(modal)) }
    do throws(NavigationError) {
      _ = try dialog.chooseAction(at: index)
    } catch {
      // Refused: the navigator journaled why, and the dialog stays.
    }
    scheduleReassert()
  }

  /// The dialog coordinator that shows the dialog modal `modal`, while it runs.
  func dialog(at modal: NodeID) -> (any ChoosableDialog)? {
    (receiver as? Navigator)?.coordinator(anchoredAt: modal) as? any ChoosableDialog
  }
}
