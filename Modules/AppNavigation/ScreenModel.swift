/// What every screen model of the app offers a UI: a title, content, a message, and the user
/// actions available right now. A UIKit view binds to the concrete model; the terminal shell
/// renders any screen through this protocol, so every action is discoverable from the screen.
@MainActor
public protocol ScreenModel: AnyObject {
  /// The screen's title.
  var title: String { get }
  /// The content, one line each (articles, the user's name, ...).
  var lines: [String] { get }
  /// An error or info message shown on the screen, if any.
  var message: String? { get }
  /// The actions the user can take right now.
  var actions: [ScreenAction] { get }
  /// Performs an action by name, as ``actions`` lists it.
  /// - Throws: ``ScreenActionError`` when the action is not available or its arguments are
  ///   wrong; nothing changes then.
  func perform(_ action: String, arguments: [String]) throws(ScreenActionError)
}

/// One action a screen offers.
public struct ScreenAction: Hashable, Sendable {
  /// The action's name, e.g. `article`.
  public let name: String
  /// Placeholders for its arguments, e.g. `["ID"]`.
  public let arguments: [String]
  /// What it does, e.g. `open an article`.
  public let summary: String

  /// Describes an action.
  public init(_ name: String, arguments: [String] = [], _ summary: String) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
  }

  /// `name ARG...`, as a user types it.
  public var usage: String { ([name] + arguments).joined(separator: " ") }
}

/// Why a screen refused an action.
public enum ScreenActionError: Error, Hashable, Sendable {
  /// The screen offers no such action now.
  case unavailable(String, available: [String])
  /// The arguments do not fit; `usage` says what does.
  case badArguments(String, usage: String)
  /// The action ran and failed (e.g. storage could not be written); nothing changed.
  case failed(String)
}

extension ScreenActionError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unavailable(let action, let available):
      "'\(action)' is not available here; available: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
    case .badArguments(let action, let usage): "wrong arguments for '\(action)'; usage: \(usage)"
    case .failed(let why): why
    }
  }
}

extension ScreenModel {
  /// Checks that `action` is offered now with exactly its arguments; returns the arguments.
  public func check(_ action: String, _ arguments: [String]) throws(ScreenActionError) -> [String] {
    guard let offered = actions.first(where: { $0.name == action }) else {
      throw .unavailable(action, available: actions.map(\.name))
    }
    guard arguments.count == offered.arguments.count else {
      throw .badArguments(action, usage: offered.usage)
    }
    return arguments
  }

  /// Reads an integer argument.
  public func integer(_ text: String, for action: String) throws(ScreenActionError) -> Int {
    guard let value = Int(text) else {
      throw .badArguments(action, usage: actions.first { $0.name == action }?.usage ?? action)
    }
    return value
  }
}
