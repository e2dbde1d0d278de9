#if canImport(UIKit)
  public import UIKit
  public import Waypoint

  /// Makes each screen's view controller: every feature registers a maker for its typed routes.
  ///
  /// ```swift
  /// var screens = ScreenFactory()
  /// screens.register(TodayRoute.self) { route, screen in
  ///   ArticleViewController(model: navigator.model(for: screen.id))
  /// }
  /// ```
  ///
  /// A dialog (a modal of style `.alert` or `.confirmationDialog` shown by a
  /// `DialogCoordinator`) is shown as a `UIAlertController` the layer builds, with one action
  /// per choice; a feature registers only its text:
  ///
  /// ```swift
  /// screens.registerDialog(NoteRoute.self) { route, _ in
  ///   DialogText(title: "Discard the note?", message: "Its text will be lost.")
  /// }
  /// ```
  @MainActor
  public struct ScreenFactory {
    private var makers: [@MainActor (Screen) -> UIViewController?] = []
    private var dialogTexts: [@MainActor (Screen) -> DialogText?] = []
    /// Called with a screen no maker accepts (or a dialog no text registration accepts); it is
    /// shown as an empty, titled controller (a dialog: titled with its route's name).
    public var onUnknownScreen: (@MainActor (Screen) -> Void)?
    /// Changes each alert the layer builds for a dialog, before it is presented: on iPad, point
    /// an action sheet's popover at the control the user tapped
    /// (`popoverPresentationController`); the layer anchors it at the centre of the screen it
    /// covers otherwise.
    public var configureDialog: (@MainActor (UIAlertController, Screen) -> Void)?

    /// Creates a factory without makers.
    public init() {}

    /// Registers a maker for the screens whose route decodes as `Route`.
    public mutating func register<Route: TypedRoute>(
      _ type: Route.Type,
      _ make: @escaping @MainActor (Route, Screen) -> UIViewController
    ) {
      makers.append { screen in Route(route: screen.route).map { make($0, screen) } }
    }

    /// Registers the text of the dialogs whose route decodes as `Route`.
    public mutating func registerDialog<Route: TypedRoute>(
      _ type: Route.Type, _ text: @escaping @MainActor (Route, Screen) -> DialogText
    ) {
      dialogTexts.append { screen in Route(route: screen.route).map { text($0, screen) } }
    }

    /// The text of the dialog `screen`, from the first registration that accepts its route.
    func dialogText(for screen: Screen) -> DialogText {
      for text in dialogTexts {
        if let found = text(screen) { return found }
      }
      onUnknownScreen?(screen)
      return DialogText(title: screen.route.name)
    }

    /// The view controller for `screen`, from the first maker that accepts its route.
    public func makeViewController(for screen: Screen) -> UIViewController {
      for make in makers {
        if let controller = make(screen) { return controller }
      }
      onUnknownScreen?(screen)
      let placeholder = UIViewController()
      placeholder.title = screen.route.name
      return placeholder
    }
  }

  /// The text of a dialog: its title and message (`UIAlertController`'s).
  public struct DialogText: Hashable, Sendable {
    /// The title; `nil` for none.
    public var title: String?
    /// The message under the title; `nil` for none.
    public var message: String?

    /// A dialog's text.
    public init(title: String?, message: String? = nil) {
      self.title = title
      self.message = message
    }
  }
#endif
