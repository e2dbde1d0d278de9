public import AppModelsTesting
public import SplashFeature

extension InMemoryDependencies: SplashDependencies {}
