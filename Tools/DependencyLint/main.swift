import Foundation

// waypoint-lint: checks the layering of the package's .waypoint-lint.json; what
// `swift package waypoint-lint` runs. See `Command.usage`.
exit(Command.run(Array(CommandLine.arguments.dropFirst())))
