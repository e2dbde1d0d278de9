public import Waypoint

/// What every screen model of the app offers a UI: a title, content and a message as typed
/// state, and the actions available right now as a declared surface.
///
/// A model's product API is typed: methods such as `toggleBookmark()` or
/// `login(user:password:)`. Automation (the terminal shell, UI tests) reaches those methods
/// through ``actions``, which each model declares in a `+Actions.swift` extension: the action's
/// name, its parameters and help, and the typed method it calls. Only this surface reads text;
/// ``perform(_:arguments:)`` parses it once, through ``ActionArgument``.
///
/// A model that needs to know whether its screen is on top, under a sheet or out of sight
/// also conforms to `ScreenLifecycleObserver` and keeps the state it hears in a stored
/// property (`public private(set) var lifecycle: ScreenLifecycle?`); the navigator tells it
/// once the host has settled.
///
/// A model names the element VoiceOver starts on when its screen comes on top, where its
/// first element is the wrong start, with `firstFocus` (`NamesFirstFocus`): an action's
/// name, which is also its element's accessibility identifier in the SwiftUI views.
@MainActor
public protocol ScreenModel: NamesFirstFocus {
  /// The screen's title.
  var title: String { get }
  /// The content, one line each (articles, the user's name, ...).
  var lines: [String] { get }
  /// An error or info message shown on the screen, if any.
  var message: String? { get }
  /// The actions the user can take right now, each bound to a typed method of the model.
  var actions: [ScreenAction] { get }
  /// What the system back (the back button, the edge swipe) does on this screen when the
  /// screen takes it itself rather than its stack (onboarding's pages go to the previous
  /// page); `nil` when the stack's own back applies.
  var systemBack: String? { get }
}

extension ScreenModel {
  /// The screen's first element: the default start for focus.
  public var firstFocus: String? { nil }
  /// No message: the default for screens that never show one.
  public var message: String? { nil }

  /// The stack's own back: the default for screens that do not take the back themselves.
  public var systemBack: String? { nil }

  /// Performs an action by name, as ``actions`` lists it, with its arguments as text.
  /// - Throws: ``ScreenActionError`` when the action is not available or its arguments do not
  ///   read as its parameters (nothing changes then), or when the action fails.
  public func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    let actions = self.actions
    guard let offered = actions.first(where: { $0.name == action }) else {
      throw .unavailable(action, available: actions.map(\.name))
    }
    try offered.perform(arguments)
  }
}

/// Why a screen refused an action.
public enum ScreenActionError: Error, Hashable, Sendable {
  /// The screen offers no such action now.
  case unavailable(String, available: [String])
  /// The arguments do not fit; `usage` says what does.
  case badArguments(String, usage: String)
  /// The action ran and failed (e.g. storage could not be written); nothing changed.
  case failed(String)
  /// The navigator refused what the action asked for (`what`, e.g. `share`); nothing changed.
  case navigationRefused(String, NavigationError)
  /// The flow the screen belonged to has finished, so the action (`what`) has nothing to act on.
  case flowFinished(String)
}

extension ScreenActionError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unavailable(let action, let available):
      "'\(action)' is not available here; available: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
    case .badArguments(let action, let usage): "wrong arguments for '\(action)'; usage: \(usage)"
    case .failed(let why): why
    case .navigationRefused(let what, let error): "could not \(what): \(error)"
    case .flowFinished(let what): "could not \(what): the screen's flow has finished"
    }
  }
}
