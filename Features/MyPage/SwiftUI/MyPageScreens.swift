#if canImport(SwiftUI)
  public import WaypointPlugins
  public import SwiftUI
  import WaypointSwiftUI

  extension MyPageRoute: SwiftUIScreens {
    /// The MyPage feature's screens in SwiftUI.
    public func view(model: AnyObject?) -> AnyView {
      switch (self, model) {
      case (.myPage, let model as MyPageModel): AnyView(MyPageView(model: model))
      case (.confirmWithdrawal, let model as WithdrawConfirmModel):
        AnyView(WithdrawConfirmView(model: model))
      default: AnyView(Text(String(describing: self)))
      }
    }
  }

  /// The account: log out, or ask to delete it.
  struct MyPageView: View {
    let model: MyPageModel

    var body: some View {
      ScreenScaffold(model: model) { run in
        Button("Log out") { run { try model.logOut() } }
        Button("Delete the account", role: .destructive) { run { try model.askToWithdraw() } }
      }
    }
  }

  /// The last question before the account is deleted.
  struct WithdrawConfirmView: View {
    let model: WithdrawConfirmModel

    var body: some View {
      ScreenScaffold(model: model) { run in
        Button("Delete it now", role: .destructive) { run { try model.confirm() } }
        Button("Keep the account", role: .cancel) { run { try model.keepAccount() } }
          .focusableElement(named: "cancel")
      }
    }
  }
#endif
