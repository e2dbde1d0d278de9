public import Waypoint

/// A call the host made on a fake container, for asserting that it made the fewest.
public enum FakeCall: Hashable, Sendable {
  case setRoot(NodeID)
  case push(NodeID, onto: NodeID)
  case pop(to: NodeID, in: NodeID)
  case setEntries([NodeID], in: NodeID)
  case present(NodeID)
  case dismiss(fromLevel: Int)
  case replaceModal(atLevel: Int, with: NodeID)
  case selectTab(Int, in: NodeID)
  case showPage(Int, in: NodeID)
  case setPages([NodeID], current: Int, in: NodeID)
  case cancelInteractivePop(NodeID)
  case showSplit(NodeID, collapsed: Bool)
}
