#if canImport(UIKit)
  public import UIKit

  extension SceneLinks {
    /// The links a scene was opened with (`scene(_:willConnectTo:options:)`): the URLs of its
    /// URL contexts and the web pages of its activities that continue browsing the web (a
    /// universal link that launched the app). A Handoff activity is not among them yet: UIKit
    /// gives it to `scene(_:continue:)` once it has arrived.
    ///
    /// ```swift
    /// let links = SceneLinks(connectionOptions)
    /// try scenes.connect(id, host: host, link: links.first)
    /// for link in links.afterFirst { try scenes.open(link, in: id) }
    /// ```
    @MainActor
    public init(_ options: UIScene.ConnectionOptions) {
      self.init(
        urls: options.urlContexts.map(\.url),
        webPages: options.userActivities.compactMap(Self.webPage(of:)))
    }

    /// The links opened in a connected scene (`scene(_:openURLContexts:)`).
    @MainActor
    public init(_ contexts: Set<UIOpenURLContext>) {
      self.init(urls: contexts.map(\.url))
    }

    /// The link of an activity continued in a connected scene (`scene(_:continue:)`): its web
    /// page when it continues browsing the web (a universal link, or a page handed off from a
    /// browser); none for an activity of another type, or without a web page.
    public init(_ activity: NSUserActivity) {
      self.init(webPages: Self.webPage(of: activity).map { [$0] } ?? [])
    }

    /// The web page `activity` continues, when it is browsing the web.
    private static func webPage(of activity: NSUserActivity) -> URL? {
      activity.activityType == NSUserActivityTypeBrowsingWeb ? activity.webpageURL : nil
    }
  }
#endif
