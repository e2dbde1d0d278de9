#if canImport(SwiftUI)
  public import SwiftUI
  public import Waypoint

  /// Where VoiceOver's focus goes next, as the scene's views read it
  /// (``SceneModel/focusRequest``): counted, so that the same target asked for again moves
  /// focus again.
  public struct FocusRequest: Hashable, Sendable {
    /// The screen, and the element of it.
    public let target: FocusTarget
    /// How many requests the model has made, this one included.
    public let number: Int
  }

  extension View {
    /// Names this view the element `name` of its screen: its accessibility identifier, and
    /// where VoiceOver's focus goes when the navigator moves focus to that element (a model's
    /// `NamesFirstFocus.firstFocus`, a route's `FocusRule`, the element that opened a screen the
    /// user came back from). A screen shown by a ``SceneView`` knows which screen it is.
    ///
    /// ```swift
    /// TextField("User", text: $user).focusableElement(named: "login")
    /// ```
    public func focusableElement(named name: String) -> some View {
      FocusableElement(name: name, content: self)
    }
  }

  /// A view that takes VoiceOver's focus when the scene's request names it.
  struct FocusableElement<Content: View>: View {
    let name: String
    let content: Content
    @Environment(\.waypointFocusRequest) private var request
    @Environment(\.waypointScreen) private var screen
    @Environment(\.waypointFocusReporter) private var reporter
    @AccessibilityFocusState private var isFocused: Bool

    var body: some View {
      content
        .accessibilityIdentifier(name)
        .accessibilityFocused($isFocused)
        .onChange(of: request, initial: true) { _, request in
          guard let target = request?.target, target.screen == screen, target.element == name
          else { return }
          isFocused = true
        }
        .onChange(of: isFocused) { _, focused in
          // The user moved VoiceOver here: focus comes back here when what it opens leaves.
          guard focused, let screen else { return }
          reporter?.report(name, screen)
        }
    }
  }

  /// The scene's focus request, which ``SceneView`` sets for every view of its scene.
  struct FocusRequestKey: EnvironmentKey {
    static let defaultValue: FocusRequest? = nil
  }

  /// Where an element tells its scene's host that the user moved VoiceOver's focus to it.
  struct FocusReporter: Sendable {
    let report: @MainActor @Sendable (String, NodeID) -> Void
  }

  /// The scene's focus reporter, which ``SceneView`` sets.
  struct FocusReporterKey: EnvironmentKey {
    static let defaultValue: FocusReporter? = nil
  }

  /// The screen a view belongs to, which ``SceneView`` sets for every screen it shows.
  struct ScreenKey: EnvironmentKey {
    static let defaultValue: NodeID? = nil
  }

  extension EnvironmentValues {
    /// Where VoiceOver's focus goes next.
    var waypointFocusRequest: FocusRequest? {
      get { self[FocusRequestKey.self] }
      set { self[FocusRequestKey.self] = newValue }
    }
    /// Where an element reports that VoiceOver's focus moved to it.
    var waypointFocusReporter: FocusReporter? {
      get { self[FocusReporterKey.self] }
      set { self[FocusReporterKey.self] = newValue }
    }
    /// The screen this view belongs to.
    var waypointScreen: NodeID? {
      get { self[ScreenKey.self] }
      set { self[ScreenKey.self] = newValue }
    }
  }
#endif
