package import Waypoint

/// One command of the shell's language: one line of a flow script or of an interactive session.
package indirect enum Command: Hashable, Sendable {
  /// `tap ACTION [ARGS...]`: a user action on the visible screen.
  case tap(String, [String])
  /// `back`: the system back button.
  case back
  /// `back primary|supplementary|detail`: the back button of a column of the visible split
  /// (side by side, every column has one).
  case backInColumn(SplitColumn)
  /// `edge-swipe` / `edge-swipe cancel`: an interactive back swipe, completed or cancelled.
  case edgeSwipe(completed: Bool)
  /// `swipe-down`: swipe the top modal away.
  case swipeDown
  /// `escape`: the escape gesture (VoiceOver's two-finger scrub): back on a pushed screen,
  /// the top modal dismissed at its root, a dialog's cancelling choice.
  case escape
  /// `tab NAME`: tap a tab.
  case tab(String)
  /// `page next|previous|NAME`: swipe or select a page.
  case page(String)
  /// `resize compact|regular`: the window gets narrow or wide, or the device folds or unfolds.
  case resize(WidthClass)
  /// `app-push KIND`: the app's own code, not Waypoint, pushes a view controller of `KIND`
  /// onto the visible stack (as existing code calls `pushViewController`); the host adopts it
  /// as a foreign entry, `Foreign(KIND)`.
  case appPush(String)
  /// `app-pop`: the app's own code pops the visible stack's top entry.
  case appPop
  /// A command the app declares (``DriverSurface/commands``), by name.
  case app(String)
  /// `restart`: quit and relaunch with the same data directory; navigation starts fresh.
  case restart
  /// `restore`: the system ended the app in the background and the user opens it again: it
  /// relaunches from the saved navigation.
  case restore
  /// `open URL`: the system opens the running app with a link.
  case open(String)
  /// `window`, `window open NAME`, `window NAME`, `window close NAME`: the app's windows
  /// (scenes).
  case window(WindowRequest)
  /// `expect ...`: an expectation about what is shown or stored.
  case expect(Expectation)
  /// `expect-fail COMMAND...`: the command must be rejected and change nothing.
  case expectFail(Command)
  /// `help`, `tree`, `journal`, `quit`.
  case help, tree, journal, quit
  /// `journal save FILE`: write the journal as JSON (``JournalExport``), as a running app
  /// attaches it to a bug report; `replay-journal FILE` turns it into a flow.
  case saveJournal(String)

  /// An expectation.
  package enum Expectation: Hashable, Sendable {
    case screen(String)
    case stack([String])
    case tab(String)
    case page(String)
    /// `expect column primary|supplementary|detail NAME...|none`: a column of the visible
    /// split, from its root to its top, or `none` for a column it does not have.
    case column(SplitColumn, [String])
    case modal(String?)
    /// `expect NAME ID...|none`: a stored list the app declares (``DriverSurface/lists``).
    case list(String, [Int])
    case message(String)
    /// `expect shows TEXT`: the screen shows TEXT (its title, a line it lists, or its message).
    case shows(String)
    /// `expect lifecycle SCREEN STATE`: the screen's lifecycle state, as the navigator last
    /// reported it to the screens' models.
    case lifecycle(String, ScreenLifecycle)
    case released
    /// `expect holds NAME`: a property `check` verifies (``CheckedProperty``, but `links`)
    /// or one the app declares (``DriverSurface/properties``) holds now.
    case holds(String)
    /// `expect focus SCREEN [ELEMENT]`: accessibility focus is on SCREEN (written as the
    /// shell prints it), on its ELEMENT (an action's name, with its arguments) or, without
    /// one, on the screen itself.
    case focus(String, element: String?)
    /// `expect announced TEXT`: the last command announced TEXT (part of an announcement).
    case announced(String)
    /// `expect asked ACTION`: a feature run alone (`--feature NAME`) asked the app for ACTION,
    /// written as the shell prints it: `articleTapped(id: 3)`.
    case asked(String)
  }
}

/// What `window` asks of the app's windows (scenes), which share its data and session.
package enum WindowRequest: Hashable, Sendable {
  /// `window`: list the windows, the one in front marked.
  case list
  /// `window open NAME`: the user opens another window (a scene connects); it comes to the
  /// front.
  case open(String)
  /// `window NAME`: the user brings a window to the front; the one in front goes to the
  /// background, where its navigation is saved.
  case front(String)
  /// `window close NAME`: the user closes a window and the system discards its scene: its
  /// saved navigation is deleted.
  case close(String)
}

/// Why a line is not a command.
package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  let message: String
  package var description: String { message }
}

extension Command {
  /// Parses one line. Returns `nil` for a blank line or a comment (`#` starts a comment).
  ///
  /// Besides the shell's own words, a line may use the commands and stored lists `surface`
  /// declares; the shell's own words take precedence.
  package static func parse(
    _ line: String, surface: DriverSurface
  ) throws(ParseError) -> Command? {
    let code =
      line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let words = code.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let verb = words.first else { return nil }
    return try parse(verb: verb.lowercased(), Array(words.dropFirst()), surface)
  }

  private static func parse(
    verb: String, _ rest: [String], _ surface: DriverSurface
  ) throws(ParseError) -> Command {
    func none(_ command: Command) throws(ParseError) -> Command {
      guard rest.isEmpty else {
        throw ParseError(message: "'\(verb)' takes no arguments; usage: \(verb)")
      }
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
    case "back":
      guard let word = rest.first else { return .back }
      guard rest.count == 1, let column = SplitColumn(rawValue: word.lowercased()) else {
        let what = rest.count == 1 ? "no column '\(word)'" : "'back' takes one column"
        throw ParseError(message: "\(what); usage: back [primary|supplementary|detail]")
      }
      return .backInColumn(column)
    case "edge-swipe":
      switch rest {
      case []: return .edgeSwipe(completed: true)
      case ["cancel"]: return .edgeSwipe(completed: false)
      default: throw ParseError(message: "usage: edge-swipe [cancel]")
      }
    case "swipe-down": return try none(.swipeDown)
    case "escape": return try none(.escape)
    case "tab": return .tab(try one("NAME"))
    case "page": return .page(try one("next|previous|NAME"))
    case "resize":
      let width = try one("compact|regular")
      guard let value = WidthClass(rawValue: width.lowercased()) else {
        throw ParseError(message: "usage: resize compact|regular (not '\(width)')")
      }
      return .resize(value)
    case "app-push":
      let kind = try one("KIND")
      guard Self.isKind(kind) else {
        throw ParseError(
          message: "a kind is 1 to 80 ASCII letters, digits and _, starting with a letter, "
            + "as a type's name (not '\(kind)'); usage: app-push KIND")
      }
      return .appPush(kind)
    case "app-pop": return try none(.appPop)
    case "restart": return try none(.restart)
    case "restore": return try none(.restore)
    case "open": return .open(try one("URL"))
    case "window": return .window(try parseWindow(rest))
    case "help": return try none(.help)
    case "tree": return try none(.tree)
    case "journal":
      switch rest.count {
      case 0: return .journal
      case 2 where rest[0].lowercased() == "save": return .saveJournal(rest[1])
      default: throw ParseError(message: "usage: journal [save FILE]")
      }
    case "quit", "exit": return try none(.quit)
    case "expect": return .expect(try parseExpectation(rest, surface))
    case "expect-fail":
      guard let inner = rest.first else {
        throw ParseError(message: "usage: expect-fail COMMAND...")
      }
      let command = try parse(verb: inner.lowercased(), Array(rest.dropFirst()), surface)
      switch command {
      case .expect, .expectFail, .help, .tree, .journal, .saveJournal, .quit:
        throw ParseError(message: "expect-fail takes an action or a gesture, not '\(inner)'")
      default: return .expectFail(command)
      }
    default:
      guard surface.command(named: verb) != nil else {
        let hint = Spelling.closest(to: verb, in: verbs(surface)).map { "did you mean \($0)? " }
        throw ParseError(message: "unknown command '\(verb)' (\(hint ?? "")type help for the list)")
      }
      return try none(.app(verb))
    }
  }

  /// The expectation kinds: the shell's own, with the app's stored lists after `modal`.
  static func expectationKinds(_ surface: DriverSurface) -> [String] {
    ["screen", "stack", "column", "tab", "page", "modal"] + surface.lists.map(\.name)
      + ["message", "shows", "lifecycle", "focus", "announced", "released", "holds", "asked"]
  }

  /// The properties `expect holds` takes: Waypoint's (but `links`: a link is checked by
  /// opening it), then the app's.
  static func holdableProperties(_ surface: DriverSurface) -> [String] {
    CheckedProperty.allCases.filter { $0 != .links }.map(\.rawValue)
      + surface.properties.map(\.name)
  }

  /// The line a flow writes for a gesture `check` runs to undo a move: `back`, `swipe-down`,
  /// `tab NAME`, `page next`.
  var flowLine: String {
    switch self {
    case .back: "back"
    case .swipeDown: "swipe-down"
    case .tab(let name): "tab \(name)"
    case .page(let name): "page \(name)"
    case .edgeSwipe(let completed): completed ? "edge-swipe" : "edge-swipe cancel"
    default: "\(self)"
    }
  }

  /// Whether the command can change the app: what ``ShellSession/history`` keeps.
  var changesTheApp: Bool {
    switch self {
    case .expect, .expectFail, .help, .tree, .journal, .quit, .saveJournal: false
    default: true
    }
  }

  /// Every command word: the shell's own, then the app's commands.
  static func verbs(_ surface: DriverSurface) -> [String] {
    [
      "tap", "back", "edge-swipe", "swipe-down", "escape", "tab", "page", "resize", "open",
      "restart",
      "restore", "window", "app-push", "app-pop",
      "expect", "expect-fail", "help", "tree", "journal", "quit", "exit",
    ] + surface.commands.map(\.name)
  }

  /// Whether `word` names a kind of screen the app's own code shows, as a type's name: 1 to 80
  /// ASCII letters, digits and `_`, starting with a letter.
  static func isKind(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      word.unicodeScalars.count <= 80
    else { return false }
    return word.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
  }

  /// `window [open|close] NAME`; a name is 1 to 40 ASCII letters, digits, `-` and `_`, and
  /// neither `open` nor `close`.
  private static func parseWindow(_ words: [String]) throws(ParseError) -> WindowRequest {
    let usage = "usage: window | window open NAME | window NAME | window close NAME"
    func name(_ word: String) throws(ParseError) -> String {
      let allowed = word.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
            || $0 == "_")
      }
      guard (1...40).contains(word.count), allowed,
        !["open", "close"].contains(word.lowercased())
      else {
        throw ParseError(
          message: "a window's name is 1 to 40 ASCII letters, digits, - and _ (not open or "
            + "close); \(usage)")
      }
      return word
    }
    switch words.count {
    case 0: return .list
    case 1: return .front(try name(words[0]))
    case 2 where words[0].lowercased() == "open": return .open(try name(words[1]))
    case 2 where words[0].lowercased() == "close": return .close(try name(words[1]))
    default: throw ParseError(message: usage)
    }
  }

  private static func parseExpectation(
    _ words: [String], _ surface: DriverSurface
  ) throws(ParseError) -> Expectation {
    let kinds = expectationKinds(surface)
    guard let kind = words.first?.lowercased() else {
      throw ParseError(message: "usage: expect \(kinds.joined(separator: "|")) ...")
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
    case "column":
      let usage = "usage: expect column primary|supplementary|detail NAME...|none"
      guard let first = rest.first, let column = SplitColumn(rawValue: first.lowercased()) else {
        throw ParseError(message: usage)
      }
      let screens = ScreenNotation.names(Array(rest.dropFirst()))
      guard !screens.isEmpty else { throw ParseError(message: usage) }
      return .column(column, screens == ["none"] ? [] : screens)
    case "tab": return .tab(try single())
    case "page": return .page(try single())
    case "modal":
      let name = try single()
      return .modal(name == "none" ? nil : name)
    case "message":
      guard !rest.isEmpty else { throw ParseError(message: "usage: expect message TEXT") }
      return .message(rest.joined(separator: " "))
    case "shows":
      guard !rest.isEmpty else { throw ParseError(message: "usage: expect shows TEXT") }
      return .shows(rest.joined(separator: " "))
    case "lifecycle": return try lifecycle(names)
    case "focus":
      guard let screen = names.first else {
        throw ParseError(message: "usage: expect focus SCREEN [ELEMENT]")
      }
      let element = names.dropFirst().joined(separator: " ")
      return .focus(screen, element: element.isEmpty ? nil : element)
    case "announced":
      guard !rest.isEmpty else { throw ParseError(message: "usage: expect announced TEXT") }
      return .announced(rest.joined(separator: " "))
    case "asked":
      guard !rest.isEmpty else { throw ParseError(message: "usage: expect asked ACTION") }
      return .asked(rest.joined(separator: " "))
    case "released":
      guard rest.isEmpty else { throw ParseError(message: "'expect released' takes no arguments") }
      return .released
    case "holds":
      let known = holdableProperties(surface)
      guard rest.count == 1 else {
        throw ParseError(message: "usage: expect holds \(known.joined(separator: "|"))")
      }
      guard known.contains(rest[0]) else {
        let hint = Spelling.closest(to: rest[0], in: known).map { "did you mean \($0)? " } ?? ""
        throw ParseError(
          message: "no property '\(ScriptText.printable(rest[0]))'; \(hint)the properties: "
            + known.joined(separator: ", "))
      }
      return .holds(rest[0])
    default:
      guard let list = surface.list(named: kind) else {
        let known = kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "")
        let hint = Spelling.closest(to: kind, in: kinds).map { "did you mean \($0)? " } ?? ""
        throw ParseError(message: "unknown expectation '\(kind)'; \(hint)use \(known)")
      }
      return .list(kind, try ids(rest, of: list))
    }
  }

  /// The usage of `expect lifecycle`.
  static let lifecycleUsage =
    "expect lifecycle SCREEN \(ScreenLifecycle.allCases.map(\.rawValue).joined(separator: "|"))"

  /// `SCREEN STATE` for `expect lifecycle`: a screen written as the shell prints it, and a
  /// state.
  private static func lifecycle(_ names: [String]) throws(ParseError) -> Expectation {
    guard names.count == 2 else { throw ParseError(message: "usage: \(lifecycleUsage)") }
    let (screen, word) = (names[0], names[1])
    guard ScreenNotation.isScreenName(screen) else {
      throw ParseError(
        message: "expect lifecycle takes a screen as the shell prints it (Name or Name(3)), "
          + "not '\(screen)'; usage: \(lifecycleUsage)")
    }
    guard let state = ScreenLifecycle(rawValue: word) else {
      throw ParseError(
        message: "expect lifecycle takes active, visible or hidden, not '\(word)'; "
          + "usage: \(lifecycleUsage)")
    }
    return .lifecycle(screen, state)
  }

  /// `ID...|none` for `expect NAME`.
  private static func ids(_ words: [String], of list: StoredList) throws(ParseError) -> [Int] {
    if words == ["none"] { return [] }
    guard !words.isEmpty else { throw ParseError(message: "usage: expect \(list.name) ID...|none") }
    var ids: [Int] = []
    for word in words {
      guard let id = Int(word) else {
        throw ParseError(
          message: "expect \(list.name) takes \(list.items) or none, not '\(word)'")
      }
      ids.append(id)
    }
    return ids
  }
}
