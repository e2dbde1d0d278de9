/// The choices of a dialog: a closed set the user picks one of.
///
/// ```swift
/// enum DiscardChoice: String, DialogChoice {
///   case discard, keep
///   var description: String { rawValue }
/// }
/// ```
public protocol DialogChoice: Hashable, Sendable, CaseIterable, CustomStringConvertible {}

/// A dialog (an alert or a confirmation dialog) as navigation state: a modal of one screen,
/// with a typed route, typed choices and the chosen one as its typed result.
///
/// A dialog is a node of the tree like any modal, so it is planned around (nothing is
/// presented over it; a change that removes what is below removes it too), journaled, tested
/// headless, and rendered by each host. Whoever starts it hears the choice exactly once, or
/// why it ended without one (its parent dismissed it, the root was replaced…).
///
/// ```swift
/// let dialog = DialogCoordinator<NoteRoute, DiscardChoice>(showing: .discardNote)
/// note.showDialog(dialog) { result in
///   if result.value == .discard { try? held.resume() } else { held.cancel() }
/// }
/// ```
@MainActor
open class DialogCoordinator<FeatureRoute: TypedRoute, Choice: DialogChoice>:
  TypedFlowCoordinator<FeatureRoute>, ProducesResult
{
  public typealias Output = Choice

  /// The choices, in the order a host shows them.
  public let choices: [Choice]
  /// Makes the model of the dialog's screen, if a UI needs one (the terminal shell does).
  private let model: (@MainActor (DialogCoordinator) -> AnyObject?)?

  /// A dialog showing `route`, answered by one of `choices` (every case by default).
  public init(
    showing route: FeatureRoute, choices: [Choice] = Array(Choice.allCases),
    model: (@MainActor (DialogCoordinator) -> AnyObject?)? = nil
  ) {
    self.choices = choices
    self.model = model
    super.init(showing: route)
  }

  /// Answers the dialog: it is dismissed, and whoever started it hears `choice`.
  /// - Throws: ``NavigationError`` when the dialog does not run, `choice` is not one of
  ///   ``choices`` (``NavigationError/illegalStep(_:)``), or the dismissal is refused.
  @discardableResult
  public func choose(_ choice: Choice) throws(NavigationError) -> RequestOutcome {
    guard choices.contains(choice) else {
      throw .illegalStep("\(choice) is not a choice of \(name)")
    }
    return try finish(with: choice)
  }

  open override func makeModel(for route: FeatureRoute, on screen: Screen) -> AnyObject? {
    model?(self)
  }
}

extension Coordinator {
  /// Presents a dialog and calls `onChoice` exactly once with the choice, or why the dialog
  /// ended without one (see ``start(_:as:onResult:)``).
  /// - Parameters:
  ///   - dialog: The dialog to show.
  ///   - style: ``ModalStyle/alert`` or ``ModalStyle/confirmationDialog``.
  ///   - onChoice: Hears the choice, or why there is none, exactly once.
  @discardableResult
  public func showDialog<Route: TypedRoute, Choice: DialogChoice>(
    _ dialog: DialogCoordinator<Route, Choice>, style: ModalStyle = .alert,
    onChoice: @escaping @MainActor (FlowResult<Choice>) -> Void
  ) -> RequestOutcome? {
    guard style.isDialog else {
      onChoice(.notStarted(.illegalStep("\(style) is not a dialog style")))
      return nil
    }
    return start(dialog, as: .present(style, inStack: false), onResult: onChoice)
  }
}
