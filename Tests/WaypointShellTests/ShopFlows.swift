/// The shop's flows: the shell's language on the shop, every command and expectation, as the
/// reading app's `Tests/Flows` run it on that app. ``FlowTests`` runs each; ``ScriptFuzzTests``
/// mutates them.
enum ShopFlows {
  /// Each flow's text, by its file name.
  static let all: [String: String] = [
    "intro.flow": """
    # The intro's pages take the back: the previous page, refused on the first.
    expect screen Intro(Hello)
    expect-fail back
    page next
    expect page Tour
    back
    expect page Hello
    page Tour
    edge-swipe cancel
    expect screen Intro(Tour)
    edge-swipe
    expect screen Intro(Hello)
    tap skip
    expect stack SignIn
    expect-fail tab Catalogue

    """,
    "sign-in.flow": """
    tap skip
    tap sign-in ann wrong
    expect screen SignIn
    expect message Wrong user name or password.
    expect-fail tap sign-in ann
    expect-fail clear-basket
    tap sign-in ann secret
    expect screen Shelf(New)
    expect tab Catalogue
    expect page New
    expect shows Teapot
    expect modal none

    """,
    "shelves-and-items.flow": """
    tap skip
    tap sign-in ann secret
    page next
    expect page Sale
    tap item 4
    expect stack Shelf(Sale) Item(4)
    back
    expect screen Shelf(Sale)
    tap item 1
    edge-swipe cancel
    expect screen Item(1)
    edge-swipe
    expect stack Shelf(Sale)
    tap item 2
    tab Catalogue
    expect stack Shelf(Sale)
    expect-fail tap item 9
    expect-fail back
    expect released

    """,
    "share-sheet.flow": """
    tap skip
    tap sign-in ann secret
    tap item 3
    tap share
    expect modal Share(3)
    expect-fail tab Basket
    swipe-down
    expect modal none
    tap share
    tap close
    expect screen Item(3)
    expect released

    """,
    "basket.flow": """
    tap skip
    tap sign-in ann secret
    expect basket none
    tap item 3
    tap basket
    back
    tap item 1
    tap basket
    expect basket 3 1
    tap basket
    expect basket 3
    tap basket
    back
    tap basket
    expect tab Basket
    expect shows Mug
    tap item 1
    expect stack Basket Item(1)
    clear-basket
    expect basket none

    """,
    "restart-keeps-the-basket.flow": """
    tap skip
    tap sign-in ann secret
    tap item 2
    tap basket
    restart
    expect stack Shelf(New)
    expect basket 2
    expect released

    """,
    "tabs-keep-their-stacks.flow": """
    tap skip
    tap sign-in ann secret
    tap item 2
    tab Basket
    expect screen Basket
    tab Catalogue
    expect stack Shelf(New) Item(2)

    """,
    "sign-out.flow": """
    tap skip
    tap sign-in ann secret
    tab Basket
    tap sign-out
    expect screen SignIn
    expect-fail clear-basket
    restart
    expect screen Intro(Hello)
    expect released

    """,
    "links.flow": """
    tap skip
    open shop://item/4
    expect screen SignIn
    tap sign-in ann secret
    expect stack Shelf(Sale) Item(4)
    open shop://basket
    expect tab Basket
    open shop://shelf/New
    expect screen Shelf(New)
    expect-fail open shop://item/99
    expect-fail open shop://nowhere
    expect-fail open shop://item/x

    """,
    "restore.flow": """
    tap skip
    tap sign-in ann secret
    tap item 3
    tap share
    restore
    expect modal Share(3)
    swipe-down
    expect stack Shelf(New) Item(3)
    tab Basket
    restore
    expect tab Basket
    tab Catalogue
    expect stack Shelf(New) Item(3)
    expect released

    """,
    "review.flow": """
    tap skip
    tap sign-in ann secret
    tap item 3
    tap review
    expect screen Review(3)
    tap write Lovely mug
    expect shows Not saved
    tap save
    expect screen Item(3)
    expect shows Lovely mug
    tap review
    expect shows Saved
    tap close
    expect screen Item(3)

    """,
    "unsaved-review.flow": """
    tap skip
    tap sign-in ann secret
    tap item 3
    tap review
    tap write draft
    tap close
    expect screen DiscardReview
    expect modal DiscardReview
    expect-fail tab Basket
    expect-fail swipe-down
    tap keep
    expect screen Review(3)
    swipe-down
    expect screen DiscardReview
    tap discard
    expect screen Item(3)
    expect modal none
    expect released

    """,
    "link-over-unsaved-review.flow": """
    tap skip
    tap sign-in ann secret
    tap item 3
    tap review
    tap write draft
    open shop://item/4
    expect screen DiscardReview
    tap discard
    expect stack Shelf(Sale) Item(4)
    expect modal none

    """,
    "windows.flow": """
    # Two windows of one account: signing out in one starts the other over when it comes to
    # the front, past its unsaved review (the app forces it).
    tap skip
    tap sign-in ann secret
    tap item 3
    tap review
    tap write draft
    window open side
    expect screen Shelf(New)
    tab Basket
    tap sign-out
    expect screen SignIn
    window
    window main
    expect screen SignIn
    expect modal none
    expect-fail window close main
    expect-fail window elsewhere
    window close side
    window
    expect released

    """,
    "lifecycle.flow": """
    tap skip
    tap sign-in ann secret
    tap item 3
    tap share
    expect lifecycle Share(3) active
    expect lifecycle Item(3) visible
    expect lifecycle Shelf(New) hidden
    expect lifecycle Basket hidden

    """,
    "basket-split.flow": """
    # The Basket tab is a split: side by side, the item picked takes the detail column's place;
    # folded, back shows the basket and keeps the item for the next widening.
    tap skip
    tap sign-in ann secret
    tap item 3
    tap basket
    back
    tap item 1
    tap basket
    tab Basket
    tap item 3
    expect stack Basket Item(3)
    resize regular
    expect column primary Basket
    expect column detail Item(3)
    tap item 1
    expect column detail Item(1)
    expect released
    expect-fail back detail
    expect-fail back primary
    resize compact
    expect stack Basket Item(1)
    back
    expect stack Basket
    resize regular
    expect column detail Item(1)

    """,
    "bad-input.flow": """
    expect-fail tap fly
    expect-fail page Nowhere
    expect-fail tab Catalogue
    expect-fail swipe-down
    expect-fail window close main
    tap skip
    expect-fail page next

    """,
  ]

  /// The Catalogue feature's flow, run alone (`--feature Catalogue`): what it asks of the app
  /// is recorded, and its own navigation runs.
  static let catalogueAlone = """
    # The Catalogue feature alone: its shelves and its item, as two tabs.
    expect screen Shelf(New)
    tap item 3
    expect asked itemTapped(id: 3)
    expect screen Shelf(New)
    page next
    tap basket
    expect asked basketTapped()
    tab item
    tap share
    expect screen Share(1)

    """

  /// The flows' names, sorted.
  static let names = all.keys.sorted()
}
