public import Waypoint

/// The model of a dialog's screen, for any feature: a title, what the dialog asks, and its
/// choices as the screen's actions (`tap discard`, `tap keep`), each answering the dialog.
///
/// ```swift
/// let dialog = DialogCoordinator<TodayRoute, DiscardNoteChoice>(showing: .discardNote) {
///   DialogModel($0, title: "Discard the note?", lines: ["It is not saved."]) { choice in
///     choice == .discard ? "discard the note" : "keep writing"
///   }
/// }
/// ```
@MainActor
public final class DialogModel<Route: TypedRoute, Choice: DialogChoice>: ScreenModel {
  public let title: String
  public let lines: [String]
  /// The choices, in the order the dialog offers them.
  public let choices: [Choice]
  private let summary: @MainActor (Choice) -> String
  private let dialog: FlowLink<DialogCoordinator<Route, Choice>>

  /// The model of `dialog`'s screen.
  /// - Parameters:
  ///   - dialog: The dialog it answers (held weakly).
  ///   - title: What the dialog asks.
  ///   - lines: What it says besides.
  ///   - summary: What each choice does, for the action list.
  public init(
    _ dialog: DialogCoordinator<Route, Choice>, title: String, lines: [String] = [],
    summary: @escaping @MainActor (Choice) -> String
  ) {
    self.title = title
    self.lines = lines
    self.choices = dialog.choices
    self.summary = summary
    self.dialog = FlowLink(dialog)
  }

  /// One action per choice, named as the choice prints.
  public var actions: [ScreenAction] {
    choices.map { choice in
      ScreenAction(choice.description, summary(choice)) {
        [weak self] () throws(ScreenActionError) in try self?.choose(choice)
      }
    }
  }

  /// Answers the dialog with `choice`: it is dismissed, and whoever showed it hears the choice.
  /// - Throws: ``ScreenActionError`` when the dialog has gone, or the navigator refuses.
  public func choose(_ choice: Choice) throws(ScreenActionError) {
    try dialog.perform("answer the dialog") { dialog throws(NavigationError) in
      try dialog.choose(choice)
    }
  }
}
