extension Route {
  /// The name of every foreign route (``foreign(_:)``). No feature names a screen so.
  public static let foreignName = "Foreign"

  /// A screen the app's own code showed, not Waypoint: a view controller that existing code
  /// pushed onto a stack a host drives, or set among its entries. `kind` names it (its view
  /// controller's type, say), and the route prints as `Foreign(kind)`.
  ///
  /// A host that adopts what it did not render (``Gesture/appChangedStack(_:from:to:foreign:)``)
  /// makes it an entry of the tree, so the tree stays true: it has no model and no flow, it
  /// leaves the tree when it is popped, it appears in the journal and the trace, and a
  /// restoration drops it, since Waypoint cannot make it again.
  public static func foreign(_ kind: String) -> Route {
    Route(foreignName, ["kind": kind])
  }

  /// Whether it is a screen the app's own code showed (``foreign(_:)``).
  public var isForeign: Bool {
    // The count first: most routes are told apart without comparing a string.
    arguments.count == 1 && name == Self.foreignName && arguments["kind"] != nil
  }
}
