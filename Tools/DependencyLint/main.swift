import Foundation

// waypoint-lint: checks the layering rules of Features/README.md. See `Command.usage`.
exit(Command.run(Array(CommandLine.arguments.dropFirst())))
