public import Waypoint

extension ContainerHost {
  public func split(_ split: NodeID, willChangeWidthTo width: WidthClass) {
    guard case .split? = rendered.node(split) else {
      onFault?(.unknownNode(split))
      return
    }
    // Every split of the window hears of the same change: the first reports it.
    if rendered.widthClass != width { performed(.resize(width), steps: [.resize(width)]) }
    layOutSplits()
  }
}
