import Waypoint

/// `expect ...`: every expectation reads screens in ``ScreenNotation``, the notation the shell
/// prints.
extension ShellSession {
  func check(_ expectation: Command.Expectation) throws(ShellFailure) {
    switch expectation {
    case .screen(let name):
      let route = tree.visibleScreen.route
      guard ScreenNotation.matches(name, route) else {
        throw .expectation(
          expected: "screen \(name)", actual: "screen \(ScreenNotation.written(route))")
      }
    case .stack(let names):
      let routes = visibleStackRoutes
      let matches =
        routes.count == names.count && zip(names, routes).allSatisfy(ScreenNotation.matches)
      guard matches else {
        throw .expectation(
          expected: "stack \(names.joined(separator: " "))",
          actual: routes.isEmpty
            ? "no stack" : "stack \(routes.map(ScreenNotation.written).joined(separator: " "))")
      }
    case .column(let column, let names):
      guard let split = tree.visibleSplit else {
        throw .expectation(expected: "a split", actual: "no split is shown")
      }
      let routes = split.column(column).map { Node.stack($0).stackRoutes } ?? []
      let matches =
        routes.count == names.count && zip(names, routes).allSatisfy(ScreenNotation.matches)
      guard matches else {
        let written = routes.map(ScreenNotation.written).joined(separator: " ")
        throw .expectation(
          expected: "\(column) column \(names.isEmpty ? "none" : names.joined(separator: " "))",
          actual: routes.isEmpty ? "no \(column) column" : "\(column) column \(written)")
      }
    case .tab(let name):
      let tabs = tree.visibleTabs ?? tree.root.tabs
      let actual = tabs?.selected.name.rawValue
      guard actual?.lowercased() == name.lowercased() else {
        let known = tabs?.names.map(\.rawValue) ?? []
        let hint =
          tabs != nil && !known.contains(name) ? " (tabs: \(known.joined(separator: ", ")))" : ""
        throw .expectation(
          expected: "tab \(name)", actual: (actual.map { "tab \($0)" } ?? "no tabs") + hint)
      }
    case .page(let name):
      guard let pages = tree.visiblePages else {
        throw .expectation(expected: "page \(name)", actual: "no pages")
      }
      let route = pages.current.route
      guard
        name.lowercased() == Self.pageName(route).lowercased()
          || name == ScreenNotation.written(route)
      else {
        let known = pages.pages.map { Self.pageName($0.route) }
        let hint = known.contains(name) ? "" : " (pages: \(known.joined(separator: ", ")))"
        throw .expectation(expected: "page \(name)", actual: "page \(Self.pageName(route))\(hint)")
      }
    case .asked(let action):
      guard let alone = app.alone else {
        throw .rejected(
          "expect asked needs a feature run alone: \(composition.command) --feature NAME")
      }
      guard alone.asked.contains(action) else {
        throw .expectation(
          expected: "asked \(action)",
          actual: alone.asked.isEmpty
            ? "nothing asked" : "asked \(alone.asked.joined(separator: ", "))")
      }
    case .modal(let name):
      let actual = tree.modals.isEmpty ? nil : tree.visibleScreen.route
      let matches =
        switch (name, actual) {
        case (nil, nil): true
        case (let name?, let route?): ScreenNotation.matches(name, route)
        default: false
        }
      guard matches else {
        throw .expectation(
          expected: "modal \(name ?? "none")",
          actual: "modal \(actual.map(ScreenNotation.written) ?? "none")")
      }
    case .list(let name, let ids):
      guard let list = surface.list(named: name) else {
        throw .rejected("the app stores no list named \(name)")
      }
      let actual = list.read(app)
      guard actual == ids else {
        throw .expectation(
          expected: "\(name) \(Self.list(ids))", actual: "\(name) \(Self.list(actual))")
      }
    case .message(let text):
      let actual = model?.message
      guard let actual, actual.lowercased().contains(text.lowercased()) else {
        throw .expectation(
          expected: "a message containing \"\(text)\"",
          actual: actual.map { "\"\($0)\"" } ?? "no message")
      }
    case .shows(let text): try checkShows(text)
    case .lifecycle(let name, let state): try checkLifecycle(name, state)
    case .released:
      let leaked = trackers.flatMap(\.leaked)
      guard leaked.isEmpty else {
        throw .expectation(
          expected: "everything that left to be released",
          actual: "still alive: \(leaked.joined(separator: ", "))")
      }
    case .focus(let name, let element):
      let actual = host.focus.map(Self.written) ?? "no focus"
      guard let focus = host.focus, ScreenNotation.matches(name, focus.route),
        element?.lowercased() == focus.element?.lowercased()
      else {
        let expected = element.map { "\(name) › \($0)" } ?? name
        throw .expectation(expected: "focus \(expected)", actual: "focus \(actual)")
      }
    case .announced(let text):
      guard lastAnnouncements.contains(where: { $0.lowercased().contains(text.lowercased()) })
      else {
        throw .expectation(
          expected: "an announcement containing \"\(text)\"",
          actual: lastAnnouncements.isEmpty
            ? "nothing announced"
            : lastAnnouncements.map { "\"\($0)\"" }.joined(separator: ", "))
      }
    case .holds(let name):
      if let why = holds(name) {
        throw .expectation(expected: "\(name) to hold", actual: why)
      }
    }
  }

  /// Whether the property called `name` holds now: `nil`, or why not.
  private func holds(_ name: String) -> String? {
    switch CheckedProperty(rawValue: name) {
    case .shown?: return PropertyCheck.shown(self)
    case .released?: return PropertyCheck.released(self)
    case .focus?: return PropertyCheck.focus(self)
    case .restores?: return PropertyCheck.restores(self)
    case .expiry?: return PropertyCheck.expiry(self)
    case .wayOut?: return WayOutSearch(from: self).deadEnd()
    case .noTrap?: return WayOutSearch(from: self).trap()
    case .links?, nil:
      guard let property = surface.properties.first(where: { $0.name == name }) else {
        return "no property is called \(name)"
      }
      return PropertyCheck.holds(property, self)
    }
  }

  /// `expect lifecycle SCREEN STATE`: the one screen of the tree written `name` has `state`,
  /// as the navigator last reported it.
  private func checkLifecycle(_ name: String, _ state: ScreenLifecycle) throws(ShellFailure) {
    var matching: [Screen] = []
    var everyScreen: [String] = []
    tree.forEachNode { node in
      guard let screen = node.screen else { return }
      everyScreen.append(ScreenNotation.written(screen.route))
      if ScreenNotation.matches(name, screen.route) { matching.append(screen) }
    }
    let expected = "lifecycle \(name) \(state)"
    guard let screen = matching.first else {
      let shown = everyScreen.prefix(12).joined(separator: ", ")
      throw .expectation(
        expected: expected,
        actual:
          "no screen \(name) in the tree (screens: \(shown)\(everyScreen.count > 12 ? ", …" : ""))")
    }
    guard matching.count == 1 else {
      throw .expectation(
        expected: expected,
        actual: "\(matching.count) screens \(name): "
          + matching.map(lifecycleText).joined(separator: ", ") + "; name one with its arguments")
    }
    guard app.navigator.lifecycle(of: screen.id) == state else {
      throw .expectation(expected: expected, actual: "lifecycle \(lifecycleText(screen))")
    }
  }

  /// `Article(3) active`: a screen as the shell writes it, with its reported state.
  private func lifecycleText(_ screen: Screen) -> String {
    let state = app.navigator.lifecycle(of: screen.id).map(\.rawValue) ?? "not reported yet"
    return "\(ScreenNotation.written(screen.route)) \(state)"
  }

  /// The routes of the visible stack's entries, root first, as the path shows them (a
  /// collapsed split's one stack: ``NavigationTree/visibleStackEntries``).
  var visibleStackRoutes: [Route] {
    tree.visibleStackEntries.map(\.entryRoute)
  }
}

extension ShellSession {
  /// `expect shows TEXT`: the screen's title, one of the lines it lists, or its message
  /// contains TEXT (case-insensitive). `expect message` reads only the message.
  func checkShows(_ text: String) throws(ShellFailure) {
    let shown =
      [model?.title].compactMap(\.self) + (model?.lines ?? [])
      + [model?.message]
      .compactMap(\.self)
    guard !shown.contains(where: { $0.lowercased().contains(text.lowercased()) }) else { return }
    let listed = shown.isEmpty ? "nothing" : shown.map { "\"\($0)\"" }.joined(separator: ", ")
    throw .expectation(
      expected: "the screen to show \"\(text)\"",
      actual: "\(ScreenNotation.written(tree.visibleScreen.route)) shows \(listed)")
  }
}

extension Node {
  /// The route an entry shows, as the path writes it: a screen's, a page container's current
  /// page's.
  fileprivate var entryRoute: Route {
    switch self {
    case .screen(let screen): screen.route
    case .pages(let pages): pages.current.route
    case .stack, .tabs, .split: Route(summary)
    }
  }

  /// A stack's entries' routes, root first; nothing for another node.
  fileprivate var stackRoutes: [Route] {
    if case .stack(let stack) = self { stack.entries.array.map(\.entryRoute) } else { [] }
  }
}
