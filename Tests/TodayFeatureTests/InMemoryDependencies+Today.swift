public import AppModelsTesting
public import TodayFeature

extension InMemoryDependencies: TodayDependencies {}
