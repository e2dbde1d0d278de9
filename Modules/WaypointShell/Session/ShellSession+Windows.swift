import Waypoint

extension ShellSession {
  /// `window ...`: the app's windows (scenes), as a person opens, switches and closes them.
  /// Every window runs the same app on the same clients (one session: a login in one window is
  /// a login in all), with its own navigation, saved in `navigation-<NAME>.json`.
  func window(_ request: WindowRequest) throws(ShellFailure) -> String {
    switch request {
    case .list:
      let names = ([windowName] + backgroundWindows.map(\.name)).sorted()
      return names.map { ($0 == windowName ? "* " : "  ") + $0 }.joined(separator: "\n")
    case .open(let name):
      guard !isOpen(name) else { throw .rejected("a window named \(name) is open already") }
      sendToBackground()
      let opened = app.window(name, false)
      opened.start()
      trackers.append(LifetimeTracker(opened.navigator))
      (app, windowName) = (opened, name)
      return ""
    case .front(let name):
      guard name != windowName else { return "the window \(name) is in front already" }
      guard let index = backgroundWindows.firstIndex(where: { $0.name == name }) else {
        throw .rejected(unknownWindow(name))
      }
      let window = backgroundWindows.remove(at: index)
      sendToBackground()
      (app, windowName) = (window.app, window.name)
      app.enterForeground()
      return ""
    case .close(let name):
      guard name != windowName else {
        throw .rejected(
          "the window \(name) is in front: bring another to the front first (window NAME)")
      }
      guard let index = backgroundWindows.firstIndex(where: { $0.name == name }) else {
        throw .rejected(unknownWindow(name))
      }
      let closed = backgroundWindows.remove(at: index).app
      // The system discards the scene: its saved navigation goes, and so must its objects.
      closed.store?.delete()
      let tracker = LifetimeTracker()
      tracker.watch(closed.coordinator, as: "the app coordinator of the closed window \(name)")
      tracker.watch(closed.navigator, as: "the navigator of the closed window \(name)")
      trackers.append(tracker)
      return "closed the window \(name)"
    }
  }

  /// Whether a window of that name is open.
  private func isOpen(_ name: String) -> Bool {
    name == windowName || backgroundWindows.contains { $0.name == name }
  }

  /// The window in front goes to the background, where its navigation is saved.
  private func sendToBackground() {
    app.saveNavigation()
    backgroundWindows.append((windowName, app))
  }

  private func unknownWindow(_ name: String) -> String {
    let open = ([windowName] + backgroundWindows.map(\.name)).sorted()
    return "no window named \(name); open windows: \(open.joined(separator: ", "))"
  }
}
