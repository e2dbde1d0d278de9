/// The shell's help text: the command language.
enum Help {
  static let text = """
    Commands (one per line; # starts a comment):
      tap ACTION [ARGS...]      a user action on the visible screen, as the screen lists it
      back                      the system back button
      edge-swipe [cancel]       an interactive back swipe, completed or cancelled
      swipe-down                swipe the top modal away
      tab NAME                  tap a tab (the screen lists the tabs)
      page next|previous        swipe to the next or previous page (a user gesture)
      page NAME                 the app selects the page, as a tap on the page indicator does
                                (the journal records it as a programmatic selection)
      expire-token              the server reports the session as expired
      restart                   quit and relaunch with the same data
    Expectations (screens are written as the shell prints them: Login, Article(3), Today(Pick);
    a name without arguments matches any arguments):
      expect screen NAME        the visible screen
      expect stack NAME...      the visible stack from its root to its top
      expect tab NAME | expect page NAME | expect modal NAME|none
      expect bookmarks ID...|none
      expect message TEXT       the screen shows a message containing TEXT
      expect released           everything that left the screen was deallocated
      expect-fail COMMAND...    the command must be rejected and change nothing
    Printing (a script may use them too; they print and go on):
      tree                      the whole navigation tree
      journal                   recent transactions and their causes
      help                      this text
    Leaving (interactive only; a script ends after its last line):
      quit, exit, Ctrl-D        leave (Ctrl-C clears the line; on an empty line it leaves too)
    Keys: Left/Right, Home/End, Backspace, Delete, Up/Down for earlier lines, Ctrl-U/Ctrl-K.
    """
}
