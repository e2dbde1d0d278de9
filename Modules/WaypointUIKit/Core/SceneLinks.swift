public import Foundation

/// The links UIKit gives a window's scene, as the texts an app's one link intake opens: the URL
/// of each URL context (a custom scheme: `reading://article/8`) and the web page of each user
/// activity that continues browsing the web (`NSUserActivityTypeBrowsingWeb`: a universal link
/// such as `https://reading.example/articles/8`, or a page handed off from a browser).
///
/// A link is handed on as UIKit gave it, never rewritten: the app's link table (`LinkTable`)
/// reads every link, whatever way it came, so a universal link lands where the table's `https`
/// pattern for that page leads, and a page the table does not declare is refused by the table
/// like any other unknown link. Declare an `https` pattern on the app's associated domain for
/// each web page the app opens, beside the custom-scheme pattern of the same route.
///
/// The UIKit layer reads a scene's connection options, its URL contexts and a continued
/// activity into one; a scene delegate hands each link to the same intake:
///
/// ```swift
/// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
///   for link in SceneLinks(userActivity).links { app.open(link) }
/// }
/// ```
public struct SceneLinks: Hashable, Sendable {
  /// The links, in the order they are opened: the URL contexts' URLs, then the web pages; each
  /// group in text order, since UIKit gives both as sets.
  ///
  /// ```swift
  /// SceneLinks(urls: [bookmarks], webPages: [article]).links
  /// // ["reading://bookmarks", "https://reading.example/articles/8"]
  /// ```
  public let links: [String]

  /// The links of `urls` (URL contexts') and `webPages` (the web pages of activities that
  /// continue browsing the web), each as its absolute string.
  public init(urls: [URL] = [], webPages: [URL] = []) {
    links = urls.map(\.absoluteString).sorted() + webPages.map(\.absoluteString).sorted()
  }

  /// The link a connecting scene lands on: the first of ``links``; `nil` when the scene was
  /// opened with none. The others are opened once it has connected (``afterFirst``).
  public var first: String? { links.first }

  /// The links opened after the scene has connected with ``first``, in order.
  public var afterFirst: ArraySlice<String> { links.dropFirst() }
}
