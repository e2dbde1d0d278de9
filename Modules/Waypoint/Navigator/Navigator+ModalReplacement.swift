extension Navigator {
  /// Whether starting `child` in `style` (``PresentationStyle/replacePresented(inStack:)``)
  /// would start the flow the top modal shows already, showing the same thing: a flow of the
  /// same type with the same initial content is anchored at the modal's content, which stays
  /// for the content `child` would place (``Node/stays(showing:)``). That flow then stays as it
  /// is and `child` does not start; any other start places new content.
  ///
  /// - Parameters:
  ///   - tree: The tree the start applies to: the navigator's, or a draft's so far.
  ///   - anchored: The coordinator anchored at a node, in that tree.
  func sameFlowShows(
    _ child: FlowCoordinator, as style: PresentationStyle, in tree: NavigationTree,
    anchored: (NodeID) -> Coordinator?
  ) -> Bool {
    guard case .replacePresented = style, child.navigator == nil, !child.isFinished,
      let top = tree.modals.last, !top.style.isDialog,
      let flow = anchored(top.content.id) as? FlowCoordinator, flow !== child,
      !flow.isFinished, ObjectIdentifier(type(of: flow)) == ObjectIdentifier(type(of: child)),
      flow.initialContent == child.initialContent,
      case .replacePresented(let content)? = style.operation(placing: child.initialContent),
      top.content.stays(showing: content)
    else { return false }
    return true
  }
}
