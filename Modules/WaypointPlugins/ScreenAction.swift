/// One action a screen offers to automation: its name, its parameters and help text, and the
/// typed method it calls.
///
/// ```swift
/// extension LoginModel {
///   public var actions: [ScreenAction] {
///     [ScreenAction("login", "USER", "PASSWORD", "log in") { (user: String, password: String) in
///       self.login(user: user, password: password)
///     }]
///   }
/// }
/// ```
@MainActor
public struct ScreenAction {
  /// The action's name, e.g. `article`.
  public let name: String
  /// Placeholders for its arguments, e.g. `["ID"]`.
  public let arguments: [String]
  /// What it does, e.g. `open an article`.
  public let summary: String
  private let run: @MainActor ([String]) throws(ScreenActionError) -> Void

  /// An action without arguments.
  public init(
    _ name: String, _ summary: String,
    run: @escaping @MainActor () throws(ScreenActionError) -> Void
  ) {
    self.name = name
    self.arguments = []
    self.summary = summary
    self.run = { texts throws(ScreenActionError) in
      guard texts.isEmpty else { throw .badArguments(name, usage: name) }
      try run()
    }
  }

  /// An action with one argument, read as `A`.
  public init<A: ActionArgument>(
    _ name: String, _ argument: String, _ summary: String,
    run: @escaping @MainActor (A) throws(ScreenActionError) -> Void
  ) {
    let usage = "\(name) \(argument)"
    self.name = name
    self.arguments = [argument]
    self.summary = summary
    self.run = { texts throws(ScreenActionError) in
      guard texts.count == 1, let a = A(argument: texts[0]) else {
        throw .badArguments(name, usage: usage)
      }
      try run(a)
    }
  }

  /// An action with two arguments, read as `A` and `B`.
  public init<A: ActionArgument, B: ActionArgument>(
    _ name: String, _ first: String, _ second: String, _ summary: String,
    run: @escaping @MainActor (A, B) throws(ScreenActionError) -> Void
  ) {
    let usage = "\(name) \(first) \(second)"
    self.name = name
    self.arguments = [first, second]
    self.summary = summary
    self.run = { texts throws(ScreenActionError) in
      guard texts.count == 2, let a = A(argument: texts[0]), let b = B(argument: texts[1]) else {
        throw .badArguments(name, usage: usage)
      }
      try run(a, b)
    }
  }

  /// An action whose argument is free text: every word typed after its name, joined by single
  /// spaces (`write Great read` writes `Great read`); at least one word.
  public init(
    _ name: String, text argument: String, _ summary: String,
    run: @escaping @MainActor (String) throws(ScreenActionError) -> Void
  ) {
    let usage = "\(name) \(argument)"
    self.name = name
    self.arguments = [argument]
    self.summary = summary
    self.run = { texts throws(ScreenActionError) in
      guard !texts.isEmpty else { throw .badArguments(name, usage: usage) }
      try run(texts.joined(separator: " "))
    }
  }

  /// `name ARG...`, as a user types it.
  public var usage: String { ([name] + arguments).joined(separator: " ") }

  /// The element of the screen the user activates with `values`, by the name VoiceOver's
  /// focus knows it (`FocusTarget.element`): the action's name, followed by the values of the
  /// arguments that choose one of the screen's items, those whose placeholder ends in `ID`
  /// (`article 3`). The other arguments are what the user typed into it (a login's user and
  /// password, a note's text): `login`.
  public func element(for values: [String]) -> String {
    let chosen = zip(arguments, values).filter { $0.0.hasSuffix("ID") }.map(\.1)
    return ([name] + chosen).joined(separator: " ")
  }

  /// Reads the arguments and calls the action's method.
  /// - Throws: ``ScreenActionError/badArguments(_:usage:)`` when the arguments do not read as
  ///   the parameters (the method is not called), or what the method throws.
  public func perform(_ arguments: [String]) throws(ScreenActionError) {
    try run(arguments)
  }
}

/// A value an action's argument is read as, from the text a user typed.
public protocol ActionArgument {
  /// Reads the value; `nil` when the text is not one.
  init?(argument: String)
}

extension Int: ActionArgument {
  public init?(argument: String) { self.init(argument) }
}

extension String: ActionArgument {
  public init?(argument: String) { self = argument }
}
