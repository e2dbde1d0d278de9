// Part of the UIKit signature stub (see UIViewController.swift): Foundation's user activity,
// which UIKit gives scenes (`UIScene.ConnectionOptions.userActivities`,
// `scene(_:continue:)`). swift-corelibs-foundation does not have it, so the stub declares it,
// with the signatures of Apple's Foundation; Tools/check-ios-sdk.sh compares them with the
// SDK's Foundation.

/// `NSUserActivity`.
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
  /// `activityType`.
  open var activityType: String { fatalError() }
  /// `webpageURL`.
  open var webpageURL: URL?
}

// Foundation's name, spelled as Apple spells it (the layer uses it by that name).
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `NSUserActivityTypeBrowsingWeb`.
public let NSUserActivityTypeBrowsingWeb: String = ""
