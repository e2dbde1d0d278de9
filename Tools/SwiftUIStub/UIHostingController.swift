// Part of the SwiftUI signature stub (see View.swift): SwiftUI's UIKit bridge, over the UIKit
// stub (Tools/UIKitStub).

public import Foundation
public import UIKit

/// `UIHostingController`.
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  /// `rootView`.
  @available(iOS 13.0, *)
  public var rootView: Content
  /// `init(rootView:)`.
  @available(iOS 13.0, *)
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  /// `init(coder:)`: unavailable in use (a hosting controller is not decoded from a
  /// storyboard here).
  public required init?(coder: NSCoder) { nil }
}
