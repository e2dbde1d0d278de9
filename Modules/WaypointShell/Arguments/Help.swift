/// The shell's help text: the command language, with the commands and stored lists the app
/// declares.
enum Help {
  /// The help text for an app that declares `surface`.
  static func text(for surface: DriverSurface) -> String {
    let commands = surface.commands.map { row($0.name, $0.summary) }
    let lists = surface.lists.map { row("expect \($0.name) ID...|none", $0.summary) }
    return
      top
      + (commands + [
        row("open URL", "the system opens the app with a link (held while logged out)"),
        row("restart", "quit and relaunch with the same data; navigation starts fresh"),
        row("restore", "the system ended the app; relaunch from the saved navigation and drafts"),
        row("", "(every open window relaunches, each from its own file)"),
        row("window", "list the app's windows (scenes); * marks the one in front"),
        row("window open NAME", "the user opens another window (same data and session); it"),
        row("", "comes to the front (the first window is main)"),
        row("window NAME", "bring a window to the front; the one in front goes to the"),
        row("", "background (its navigation is saved); a window whose account"),
        row("", "signed out in another window starts over"),
        row("window close NAME", "close a window in the background: the system discards its"),
        row("", "scene and its saved navigation"),
      ]).joined()
      + middle + lists.joined() + bottom
  }

  private static func row(_ usage: String, _ summary: String) -> String {
    let gap = usage.count >= 26 ? 1 : 26 - usage.count
    return "  " + usage + String(repeating: " ", count: gap) + summary + "\n"
  }

  private static let top = """
    Commands (one per line; # starts a comment):
      tap ACTION [ARGS...]      a user action on the visible screen, as the screen lists it
                                (side by side, also on the screens beside it: a split's list)
      back, tap back            the system back button (a screen may take it: onboarding's
                                pages go back a page; a back the app refuses is printed)
      back primary|detail       the back button of a column of a split shown side by side
      edge-swipe [cancel]       an interactive back swipe, completed or cancelled
      swipe-down                swipe the top modal away (an unsaved note asks first)
      escape                    VoiceOver's escape: back on a pushed screen, the top modal
                                dismissed at its root, a dialog's cancelling choice (the guards
                                are asked, as for back or swipe-down)
      tab NAME                  tap a tab (the screen lists the tabs)
      page next|previous        swipe to the next or previous page (a user gesture)
      page NAME                 the app selects the page, as a tap on the page indicator does
                                (the journal records it as a programmatic selection)
      resize compact|regular    the window gets narrow or wide, or the device folds or unfolds:
                                a split shows one stack (compact) or its columns side by side
      app-push KIND             the app's own code, not Waypoint, pushes a view controller of
                                KIND: the host adopts it as Foreign(KIND); back pops it
      app-pop                   the app's own code pops the visible stack's top entry

    """

  private static let middle = """
    A dialog (Dialog DiscardNote (discard | keep)) is answered with tap CHOICE.
    After a command, `focus SCREEN › ELEMENT` says where VoiceOver's focus went and
    `announced "TEXT"` what it said; a flow fails when focus is left behind a modal.

    Expectations (screens are written as the shell prints them: Login, Article(3), Today(Pick);
    a name without arguments matches any arguments):
      expect screen NAME        the visible screen
      expect stack NAME...      the visible stack from its root to its top (a collapsed
                                split's one stack: Bookmarks Article(3))
      expect column primary|supplementary|detail NAME...|none
                                a column of the visible split, from its root to its top
      expect tab NAME | expect page NAME | expect modal NAME|none

    """

  private static let bottom = """
      expect message TEXT       the screen's message (its status line) contains TEXT
      expect shows TEXT         the screen shows TEXT: its title, a line it lists, or its message
      expect lifecycle SCREEN active|visible|hidden
                                the screen's lifecycle: on top, under a sheet or a dialog, or out of sight
      expect focus SCREEN [ELEMENT]
                                VoiceOver's focus: on the screen's ELEMENT (an action and the
                                ID it chooses: article 3), or on the screen itself
      expect announced TEXT     the last command announced TEXT (a change the user did not
                                make: a forced expiry, a link)
      expect released           everything that left the screen was deallocated
      expect holds PROPERTY     a property `check` verifies holds here (way-out, restores, …)
      expect asked ACTION       a feature run alone (--feature NAME, or its own shell) asked
                                the app for ACTION, as printed after a command
                                (asked: articleTapped(id: 3))
      expect-fail COMMAND...    the command must be rejected, or the gesture refused by the
                                app, and change nothing
    Printing (a script may use them too; they print and go on):
      tree                      the whole navigation tree, each screen with its lifecycle
      journal                   recent transactions and their causes
      journal save FILE         write the journal as JSON (replay-journal FILE makes it a flow)
      help                      this text
    Leaving (interactive only; a script ends after its last line):
      quit, exit, Ctrl-D        leave (Ctrl-C clears the line; on an empty line it leaves too)
    Keys: Tab completes commands, actions, tab and page names; Left/Right, Home/End, Backspace,
    Delete, Up/Down for earlier lines, Ctrl-U/Ctrl-K. Names may be typed in any case.
    """
}
