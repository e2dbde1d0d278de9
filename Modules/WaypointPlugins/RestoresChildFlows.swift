public import Waypoint

/// A flow that rebuilds, on a restoration's draft, a child flow it starts itself — typically
/// one it starts for its result, which no entry of the app opens. The restoration asks the flow
/// below a saved screen before it places that screen as a bare screen, so the child comes back
/// with the flow's own result handler, as a tap would have started it.
///
/// ```swift
/// extension ArticleCoordinator: RestoresChildFlows {
///   public func restoreChild(
///     showing route: Route, as style: PresentationStyle, in draft: inout NavigationDraft
///   ) throws(NavigationError) -> FlowCoordinator? {
///     guard case .note(let id)? = TodayRoute(route: route), id == article.id else { return nil }
///     let note = makeNoteFlow()
///     try draft.start(note, as: style, by: self) { [weak self] in self?.noteEnded($0) }
///     return note
///   }
/// }
/// ```
@MainActor
public protocol RestoresChildFlows: Coordinator {
  /// Starts on `draft`, in `style`, the child flow whose first screen is `route`, as this flow
  /// starts it; returns it, or `nil` when `route` is not the first screen of a child of this
  /// flow (the restoration then places it as a screen of this flow).
  /// - Throws: `NavigationError` when the child cannot be started there, or `route` is one
  ///   of its children's screens that this flow cannot show now; the restoration is refused.
  func restoreChild(
    showing route: Route, as style: PresentationStyle, in draft: inout NavigationDraft
  ) throws(NavigationError) -> FlowCoordinator?
}
