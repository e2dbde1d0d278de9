public import Waypoint

/// Something a container did that the host could not explain. A stack showing unexplained
/// entries is driven back to the navigator's tree once, unless its ``ForeignEntryPolicy``
/// adopts them or only reports.
public enum HostFault: Error, Hashable, Sendable {
  /// A stack showed entries that are neither what the host rendered nor a pop of them.
  case unexpectedEntries(stack: NodeID, shown: [NodeID], rendered: [NodeID])
  /// A stack showed view controllers the host did not render (the app's own code pushed or
  /// set them), of these kinds, and its ``ForeignEntryPolicy`` does not adopt them (or the
  /// navigator gave no IDs for them): the stack is driven back, unless the policy only
  /// reports.
  case foreignEntries(stack: NodeID, kinds: [String])
  /// A container reported an event for a node the host has not rendered.
  case unknownNode(NodeID)
  /// The host's record of what the containers show refused a step the host rendered (a host
  /// bug, never the app's): the containers were driven to the navigator's tree anyway, and the
  /// record may lag until the next change of that container.
  case recordRefused(Step, NavigationError)
  /// The app set a navigation controller's `delegate` itself; the host took the slot back and
  /// forwards to the app's delegate (`UIKitContainers.navigationDelegate`). Pops made while it
  /// was cut off are seen at the stack's next change.
  case delegateReplaced(stack: NodeID)
  /// The modal could not be presented: its presenter already presents something the host did
  /// not present (an alert, a share sheet the app showed). The host's queue goes on: the
  /// navigator's tree (and the host's record) has the modal, the screen does not show it;
  /// once the app dismissed what it presented, call
  /// ``ContainerHost/retryBlockedPresentation()``.
  case presenterBusy(modal: NodeID)
  /// The containers have no split container for a split node of the navigator's tree
  /// (``ContainerProvider/split(_:)`` returned `nil`): the host's record follows the
  /// navigator's tree, the screen shows whatever the provider built for it.
  case splitNotRendered(NodeID)
}
