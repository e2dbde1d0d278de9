#if canImport(UIKit)
  import UIKit

  /// A screen of a flow the app moved to Waypoint: it tells its flow what the user did, and
  /// holds it weakly (the flow's navigator keeps it while it runs).
  class FlowScreen<Flow: AnyObject>: UIViewController {
    weak var flow: Flow?

    init(flow: Flow, title: String) {
      self.flow = flow
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
