public import Waypoint

/// What containers tell the host, in the order UIKit calls its delegates, with node IDs in
/// place of view controllers. The UIKit layer translates each delegate method into one call.
///
/// The host tells its own commands' echoes from the user's gestures by comparing what a
/// container shows with what the host has rendered, so the order of echoes does not matter.
@MainActor
public protocol ContainerEvents: AnyObject {
  // MARK: Stacks (UINavigationControllerDelegate, the transition coordinator)

  /// `navigationController(_:willShow:animated:)`; `interactive` is the transition
  /// coordinator's `isInteractive` (an edge swipe in progress).
  func stack(_ stack: NodeID, willShow top: NodeID, interactive: Bool)
  /// `navigationController(_:willShow:animated:)` for a view controller the host did not
  /// build: a transition the app's own code began. The host starts none of its own on the
  /// stack until the did-show (``stack(_:didShowForeign:)``).
  func stackWillShowForeign(_ stack: NodeID)
  /// The interactive pop's transition ended (its coordinator's completion, which always runs,
  /// also for a pop cancelled without any delegate call). `cancelled` is `isCancelled`.
  func stack(_ stack: NodeID, interactionEnded cancelled: Bool)
  /// `navigationController(_:didShow:animated:)` with the controller's entries at that time.
  func stack(_ stack: NodeID, didShow top: NodeID, entries: [NodeID])
  /// `navigationController(_:didShow:animated:)` when the controller shows view controllers
  /// the host did not build (the app's own code pushed or set them), in place of
  /// ``stack(_:didShow:entries:)``: `shown` is every entry, root first. Returns the IDs the
  /// host gives the foreign ones, in order, when it adopts them (``ForeignEntryPolicy/adopt``):
  /// the container reports them by these IDs from then on, starting with the did-show it then
  /// reports (``stack(_:didShow:entries:)``), for which the host's own work waits. `nil` when
  /// it does not: the host reports the fault and drives the stack back, unless the policy only
  /// reports.
  func stack(_ stack: NodeID, didShowForeign shown: [ShownEntry]) -> [NodeID]?
  /// The pop recognisers' `gestureRecognizerShouldBegin(_:)`, after UIKit's own delegate
  /// allowed it. Must only answer: UIKit may ask for touches that never begin a gesture.
  func stackShouldBeginInteractivePop(_ stack: NodeID) -> Bool
  /// The app took the navigation controller's `delegate` slot; the container took it back.
  func stackDelegateReplaced(_ stack: NodeID)

  // MARK: Modals (UIAdaptivePresentationControllerDelegate)

  /// The presenter already presents something the host did not present (an alert the app
  /// showed): UIKit would ignore the presentation and never complete it, so the container did
  /// not ask and completes at once.
  func modalPresentationBlocked(_ modal: NodeID)

  /// `presentationControllerShouldDismiss(_:)`: the user started a swipe down.
  func modalShouldDismiss(_ modal: NodeID) -> Bool
  /// `presentationControllerDidAttemptToDismiss(_:)`: a swipe down was prevented.
  func modalDidAttemptToDismiss(_ modal: NodeID)
  /// `presentationControllerWillDismiss(_:)`: a swipe down is in progress.
  func modalWillDismiss(_ modal: NodeID)
  /// The transition of a swipe down in progress ended with `isCancelled` true (its
  /// completion, which always runs): the sheet stays.
  func modalDismissalCancelled(_ modal: NodeID)
  /// `presentationControllerDidDismiss(_:)`: the user dismissed the sheet. Never called for
  /// dismissals the app made.
  func modalDidDismiss(_ modal: NodeID)

  // MARK: Dialogs (UIAlertController)

  /// The actions to show for the dialog modal whose screen is `modal`, one per choice of the
  /// `DialogCoordinator` that shows it, in order; empty when no running dialog coordinator
  /// shows it (the container then shows the screen's own controller).
  func dialogActions(_ modal: NodeID) -> [DialogAction]
  /// The user tapped the action at `index` of the dialog `modal`. The container no longer
  /// shows the dialog: `UIAlertController` dismisses itself before it runs an action's handler.
  func dialog(_ modal: NodeID, didChoose index: Int)

  // MARK: Tabs (UITabBarControllerDelegate)

  /// `tabBarController(_:shouldSelect:)`: the user tapped a tab (also the selected one).
  func tabs(_ tabs: NodeID, shouldSelect index: Int) -> Bool
  /// `tabBarController(_:didSelect:)`: called for user taps only, also on the selected tab.
  func tabs(_ tabs: NodeID, didSelect index: Int)

  // MARK: Splits (UISplitViewControllerDelegate)

  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (to `.compact`) and
  /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` (to `.regular`):
  /// the window's width changed and the split is about to collapse or expand. The host reports
  /// the resize once per change and lays out every split of the window before it returns, since
  /// UIKit shows the result right after the call. The collapsed stack's pops arrive as stack
  /// events with the split's ID.
  func split(_ split: NodeID, willChangeWidthTo width: WidthClass)

  // MARK: Pages (UIPageViewControllerDelegate)

  /// `pageViewController(_:willTransitionTo:)`: a swipe towards `index` began.
  func pages(_ pages: NodeID, willTransitionTo index: Int)
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`,
  /// with the index of the page shown afterwards.
  func pages(_ pages: NodeID, didFinishSwipe completed: Bool, showing index: Int)

  // MARK: Accessibility

  /// `accessibilityPerformEscape()` reached a container: the user made the escape gesture
  /// (VoiceOver's two-finger scrub, the Escape key) on what shows. Returns whether escape did
  /// something (``ContainerHost/userEscaped()``).
  func userEscaped() -> Bool
  /// VoiceOver's focus moved to `element` of the screen `screen` (`nil`: an element without
  /// an accessibility identifier): where focus comes back to when what it opens leaves.
  func userFocused(_ element: String?, on screen: NodeID)
}
