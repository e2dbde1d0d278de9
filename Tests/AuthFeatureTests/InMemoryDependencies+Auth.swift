public import AppModelsTesting
public import AuthFeature

extension InMemoryDependencies: AuthDependencies {}
