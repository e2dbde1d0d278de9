public import WaypointPlugins

extension OnboardingPageModel {
  /// `skip` on every page; `start` on the last.
  public var actions: [ScreenAction] {
    var actions = [
      ScreenAction("skip", "skip the introduction") { [weak self] () throws(ScreenActionError) in
        try self?.skip()
      }
    ]
    if canStart {
      actions.append(
        ScreenAction("start", "start reading") { [weak self] () throws(ScreenActionError) in
          try self?.start()
        })
    }
    return actions
  }
}
