public import Waypoint

/// How a screen model reaches the coordinator that made it: weakly (the coordinator owns the
/// model, never the other way round), and with every navigation error turned into a typed
/// ``ScreenActionError`` the screen can show. Every model that asks its own flow to navigate
/// (present a sheet, go back, replace a stack) holds one.
///
/// ```swift
/// public func share() throws(ScreenActionError) {
///   try flow.perform("share") { flow throws(NavigationError) in try flow.share() }
/// }
/// ```
@MainActor
public struct FlowLink<Flow: Coordinator> {
  private weak var flow: Flow?

  /// A link to `flow`, held weakly.
  public init(_ flow: Flow) {
    self.flow = flow
  }

  /// Asks the flow to navigate.
  /// - Parameters:
  ///   - what: What the action does, for the error (`share`, `go back`).
  ///   - body: The navigation, on the flow.
  /// - Throws: ``ScreenActionError/flowFinished(_:)`` when the flow has finished,
  ///   ``ScreenActionError/navigationRefused(_:_:)`` when the navigator refuses.
  public func perform(
    _ what: String, _ body: (Flow) throws(NavigationError) -> Void
  ) throws(ScreenActionError) {
    let flow = try reach(what)
    do {
      try body(flow)
    } catch {
      throw .navigationRefused(what, error)
    }
  }

  /// The flow, while it runs, for an action (`what`) that reports its own errors.
  /// - Throws: ``ScreenActionError/flowFinished(_:)`` when the flow has finished.
  public func reach(_ what: String) throws(ScreenActionError) -> Flow {
    guard let flow, !flow.isFinished else { throw .flowFinished(what) }
    return flow
  }
}
