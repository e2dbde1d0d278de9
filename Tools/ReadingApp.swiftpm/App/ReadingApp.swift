#if canImport(UIKit) && canImport(SwiftUI)
  import ReadingAppiOS
  import UIKit

  /// The app's entry point: the reference app's delegate, which gives every window its own
  /// navigator on the chosen host.
  @main
  final class AppDelegate: ReadingAppDelegate {}
#else
  /// Elsewhere the app has nothing to show.
  @main
  enum ReadingApp {
    static func main() {
      print(
        "The reading app runs on iOS and iPadOS; in a terminal, run `swift run waypoint-shell`.")
    }
  }
#endif
