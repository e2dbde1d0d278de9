/// The shell's help text: the command language.
enum Help {
  static let text = """
    Commands (one per line; # starts a comment):
      tap ACTION [ARGS...]      a user action on the visible screen, as the screen lists it
      back                      the system back button
      edge-swipe [cancel]       an interactive back swipe, completed or cancelled
      swipe-down                swipe the top modal away
      tab Today|Bookmarks       tap a tab
      page next|previous|NAME   swipe to the next or previous page, or select one by name
      expire-token              the server reports the session as expired
      restart                   quit and relaunch with the same data
      expect screen NAME        the visible screen, e.g. Login or Article(3)
      expect stack NAME...      the visible stack from its root to its top
      expect tab NAME | expect page NAME | expect modal NAME|none
      expect bookmarks ID...|none
      expect message TEXT       the screen shows a message containing TEXT
      expect released           everything that left the screen was deallocated
      expect-fail COMMAND...    the command must be rejected and change nothing
      tree                      the whole navigation tree
      journal                   recent transactions and their causes
      help                      this text
      quit                      leave
    """
}
