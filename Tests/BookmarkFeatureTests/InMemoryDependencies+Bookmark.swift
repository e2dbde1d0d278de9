public import AppModelsTesting
public import BookmarkFeature

extension InMemoryDependencies: BookmarkDependencies {}
