#if canImport(UIKit)
  import UIKit

  extension UINavigationController {
    /// The recognisers that start an interactive pop, which the host proxies: the edge swipe
    /// (`interactivePopGestureRecognizer`) on every release, and from iOS 26 the content swipe
    /// (`interactiveContentPopGestureRecognizer`, a pan anywhere in the content).
    ///
    /// Before iOS 26 there is no content swipe: only the edge swipe and the back button pop,
    /// and the host asks the guards about those alone. An app built with an SDK older than
    /// iOS 26 (Xcode 16) cannot name the content swipe at all, so the code that reads it is
    /// compiled only where UIKit declares it: UIKit's module version is 9000 or more from the
    /// iOS 26 SDK on (the iOS 18.6 SDK's is 8506.1.101). Built with the iOS 26 SDK and run on
    /// iOS 17 or 18, it is skipped at run time by `#available`.
    var popRecognizers: [UIGestureRecognizer] {
      var recognizers: [UIGestureRecognizer] = []
      if let edge = interactivePopGestureRecognizer { recognizers.append(edge) }
      #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let content = interactiveContentPopGestureRecognizer {
          recognizers.append(content)
        }
      #endif
      return recognizers
    }
  }
#endif
