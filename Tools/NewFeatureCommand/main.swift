import Foundation
import NewFeatureKit

// The generator as the product `waypoint-new-feature`, run without the plugin: it reads the
// package with `swift package describe` (`GeneratorCommand`).
exit(GeneratorCommand.run(Array(CommandLine.arguments.dropFirst())))
