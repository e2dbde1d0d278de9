public import AppModelsTesting
public import MyPageFeature

extension InMemoryDependencies: MyPageDependencies {}
