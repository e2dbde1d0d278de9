/// One command of the shell's language: one line of a flow script or of an interactive session.
public indirect enum Command: Hashable, Sendable {
  /// `tap ACTION [ARGS...]`: a user action on the visible screen.
  case tap(String, [String])
  /// `back`: the system back button.
  case back
  /// `edge-swipe` / `edge-swipe cancel`: an interactive back swipe, completed or cancelled.
  case edgeSwipe(completed: Bool)
  /// `swipe-down`: swipe the top modal away.
  case swipeDown
  /// `tab NAME`: tap a tab.
  case tab(String)
  /// `page next|previous|NAME`: swipe or select a page.
  case page(String)
  /// `expire-token`: the server reports the session as expired.
  case expireToken
  /// `restart`: quit and relaunch with the same data directory.
  case restart
  /// `expect ...`: an expectation about what is shown or stored.
  case expect(Expectation)
  /// `expect-fail COMMAND...`: the command must be rejected and change nothing.
  case expectFail(Command)
  /// `help`, `tree`, `journal`, `quit`.
  case help, tree, journal, quit

  /// An expectation.
  public enum Expectation: Hashable, Sendable {
    case screen(String)
    case stack([String])
    case tab(String)
    case page(String)
    case modal(String?)
    case bookmarks([Int])
    case message(String)
    case released
  }
}

/// Why a line is not a command.
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}

extension Command {
  /// Parses one line. Returns `nil` for a blank line or a comment (`#` starts a comment).
  public static func parse(_ line: String) throws(ParseError) -> Command? {
    let code =
      line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let words = code.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let verb = words.first else { return nil }
    return try parse(verb: verb, Array(words.dropFirst()))
  }

  private static func parse(verb: String, _ rest: [String]) throws(ParseError) -> Command {
    func none(_ command: Command) throws(ParseError) -> Command {
      guard rest.isEmpty else { throw ParseError(message: "'\(verb)' takes no arguments") }
      return command
    }
    func one(_ usage: String) throws(ParseError) -> String {
      guard rest.count == 1 else { throw ParseError(message: "usage: \(verb) \(usage)") }
      return rest[0]
    }
    switch verb {
    case "tap":
      guard let action = rest.first else {
        throw ParseError(message: "usage: tap ACTION [ARGS...]")
      }
      return .tap(action, Array(rest.dropFirst()))
    case "back": return try none(.back)
    case "edge-swipe":
      switch rest {
      case []: return .edgeSwipe(completed: true)
      case ["cancel"]: return .edgeSwipe(completed: false)
      default: throw ParseError(message: "usage: edge-swipe [cancel]")
      }
    case "swipe-down": return try none(.swipeDown)
    case "tab": return .tab(try one("NAME"))
    case "page": return .page(try one("next|previous|NAME"))
    case "expire-token": return try none(.expireToken)
    case "restart": return try none(.restart)
    case "help": return try none(.help)
    case "tree": return try none(.tree)
    case "journal": return try none(.journal)
    case "quit", "exit": return try none(.quit)
    case "expect": return .expect(try parseExpectation(rest))
    case "expect-fail":
      guard let inner = rest.first else {
        throw ParseError(message: "usage: expect-fail COMMAND...")
      }
      let command = try parse(verb: inner, Array(rest.dropFirst()))
      switch command {
      case .expect, .expectFail, .help, .tree, .journal, .quit:
        throw ParseError(message: "expect-fail takes an action or a gesture, not '\(inner)'")
      default: return .expectFail(command)
      }
    default:
      throw ParseError(message: "unknown command '\(verb)' (type help for the list)")
    }
  }

  private static func parseExpectation(_ words: [String]) throws(ParseError) -> Expectation {
    guard let kind = words.first else {
      throw ParseError(
        message: "usage: expect screen|stack|tab|page|modal|bookmarks|message|released ...")
    }
    let rest = Array(words.dropFirst())
    // Screen names as the shell prints them: `Article(3)`, `Name(a: 1, b: 2)`.
    let names = ScreenNotation.names(rest)
    func single() throws(ParseError) -> String {
      guard names.count == 1 else { throw ParseError(message: "usage: expect \(kind) NAME") }
      return names[0]
    }
    switch kind {
    case "screen": return .screen(try single())
    case "stack":
      guard !names.isEmpty else { throw ParseError(message: "usage: expect stack NAME...") }
      return .stack(names)
    case "tab": return .tab(try single())
    case "page": return .page(try single())
    case "modal":
      let name = try single()
      return .modal(name == "none" ? nil : name)
    case "bookmarks":
      if rest == ["none"] { return .bookmarks([]) }
      guard !rest.isEmpty else { throw ParseError(message: "usage: expect bookmarks ID...|none") }
      var ids: [Int] = []
      for word in rest {
        guard let id = Int(word) else {
          throw ParseError(message: "expect bookmarks takes article IDs or none, not '\(word)'")
        }
        ids.append(id)
      }
      return .bookmarks(ids)
    case "message":
      guard !rest.isEmpty else { throw ParseError(message: "usage: expect message TEXT") }
      return .message(rest.joined(separator: " "))
    case "released":
      guard rest.isEmpty else { throw ParseError(message: "'expect released' takes no arguments") }
      return .released
    default:
      throw ParseError(
        message:
          "unknown expectation '\(kind)'; use screen, stack, tab, page, modal, bookmarks, message or released"
      )
    }
  }
}
