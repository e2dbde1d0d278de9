#if os(Linux)
  public import Foundation

  // Foundation's user activity, which swift-corelibs-foundation does not have: UIKit gives
  // scenes user activities (a universal link, Handoff), so it is declared beside UIKit's types.

  /// `NSUserActivity`.
  open class NSUserActivity: NSObject {
    private let type: String

    /// `init(activityType:)`.
    public init(activityType: String) {
      type = activityType
      super.init()
    }

    /// `activityType`.
    open var activityType: String { type }
    /// `webpageURL`.
    open var webpageURL: URL?
  }

  // Foundation's name, spelled as Apple spells it (the layer uses it by that name).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `NSUserActivityTypeBrowsingWeb`: the activity type of a web page continued in an app (a
  /// universal link, or a page handed off from a browser); Foundation's value.
  public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
