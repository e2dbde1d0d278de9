// Part of the SwiftUI signature stub (see View.swift): SwiftUI's UIKit bridge, over the UIKit
// stub (Tools/UIKitStub).

public import Foundation
public import UIKit

/// `UIHostingController`.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  /// `rootView`.
  public var rootView: Content
  /// `init(rootView:)`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  /// `init(coder:)`: unavailable in use (a hosting controller is not decoded from a
  /// storyboard here).
  public required init?(coder: NSCoder) { nil }
}
