#if canImport(SwiftUI)
  public import WaypointPlugins
  public import SwiftUI

  extension SplashRoute: SwiftUIScreens {
    /// The splash screen in SwiftUI: the model's lines, no control.
    public func view(model: AnyObject?) -> AnyView {
      guard let model = model as? SplashModel else { return AnyView(Text("Splash")) }
      return AnyView(ScreenScaffold(model: model) { _ in EmptyView() })
    }
  }
#endif
