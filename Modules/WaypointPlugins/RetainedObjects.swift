public import Waypoint

/// A screen model that keeps an object for its screen that is not saved — a long-lived helper
/// such as a player, a loaded document or an open connection — and gets the same object back
/// when the app rebuilds its tree in the same process (a window disconnected and connected
/// again), like Decompose's `InstanceKeeper` or Android's view-model store.
///
/// ```swift
/// extension ArticleModel: RetainsObject {
///   public var retained: ArticleText { text }
///   public func adopt(_ text: ArticleText) { self.text = text }
/// }
/// ```
///
/// The object lives as long as a model holds it: it is released when its screen leaves for
/// good (the model goes), and kept by ``RetainedObjects`` only between a window's tree going
/// and its rebuild. A tab's saved back stack needs nothing more: its screens keep their models
/// while it is saved (`TabCoordinator.replaceFlow(of:with:)`), objects included.
@MainActor
public protocol RetainsObject: AnyObject {
  /// The object the screen keeps.
  associatedtype Retained: AnyObject
  /// The object to keep for the screen.
  var retained: Retained { get }
  /// Takes back the object kept for the screen, on a model just made for the rebuilt screen,
  /// before the screen shows.
  func adopt(_ retained: Retained)
}

/// The objects a window's screens keep (``RetainsObject``), held while the window's tree is
/// gone and given back to the rebuilt screens' models: capture them as the window disconnects,
/// restore them in the draft that rebuilds its saved tree when it connects again. Nothing is
/// saved to disk: when the process ends, they are gone, and a window the system discards for
/// good drops them (release the value).
///
/// ```swift
/// // sceneDidDisconnect(_:)
/// kept[scene] = RetainedObjects.capture(navigator.tree, models: navigator.model(for:))
/// // The scene connects again: in the draft that rebuilds `saved`:
/// kept.removeValue(forKey: scene)?.restore(saved: saved, into: &draft)
/// ```
@MainActor
public struct RetainedObjects {
  /// Each screen's object, by the screen's ID in the captured tree.
  private var objects: [NodeID: AnyObject]

  /// No objects.
  public init() {
    objects = [:]
  }

  /// How many screens keep an object.
  public var count: Int { objects.count }

  /// The objects the models of `tree`'s screens keep.
  /// - Parameters:
  ///   - tree: The tree whose window goes; its node IDs must be those of the saved tree the
  ///     window is rebuilt from (the tree as saved, dialogs aside).
  ///   - models: The model of a screen (`navigator.model(for:)`).
  public static func capture(_ tree: NavigationTree, models: (NodeID) -> AnyObject?)
    -> RetainedObjects
  {
    var captured = RetainedObjects()
    for screen in ScreenStates.screens(of: tree) {
      guard let model = models(screen.id) as? any RetainsObject else { continue }
      captured.objects[screen.id] = model.retained
    }
    return captured
  }

  /// Gives each object back to the model of the matching screen of the tree `draft` rebuilt
  /// from `saved`, as soon as that model is made (`NavigationDraft/whenModelIsMade(for:_:)`);
  /// screens are matched as ``ScreenStates/restore(saved:into:restored:problem:)`` matches
  /// them. An object whose screen is not rebuilt, or whose rebuilt model keeps another kind of
  /// object, is not given back: it is released with this value.
  /// - Parameters:
  ///   - saved: The tree the objects were captured from (the same node IDs).
  ///   - draft: The draft that rebuilt it; call this after the parts that add the screens.
  ///   - adopted: Hears the route of each screen whose model took its object back.
  public func restore(
    saved: NavigationTree, into draft: inout NavigationDraft,
    adopted: @escaping @MainActor (Route) -> Void = { _ in }
  ) {
    guard !objects.isEmpty else { return }
    for (screen, rebuilt) in ScreenStates.match(saved: saved, rebuilt: draft.tree) {
      guard let object = objects[screen.id] else { continue }
      let route = screen.route
      draft.whenModelIsMade(for: rebuilt.id) { model in
        guard let model = model as? any RetainsObject, Self.give(object, to: model) else {
          return
        }
        adopted(route)
      }
    }
  }

  /// Hands `object` to `model` when it is the kind of object the model keeps.
  private static func give<Model: RetainsObject>(_ object: AnyObject, to model: Model) -> Bool {
    guard let object = object as? Model.Retained else { return false }
    model.adopt(object)
    return true
  }
}
