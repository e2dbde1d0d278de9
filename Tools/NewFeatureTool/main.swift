import Foundation
import NewFeatureKit

// The generator as the `new-feature` command plugin runs it (`GeneratorCommand`).
exit(GeneratorCommand.run(Array(CommandLine.arguments.dropFirst())))
