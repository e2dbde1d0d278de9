import Foundation

// waypoint-lint: checks the layering rules of DESIGN.md. See `Command.usage`.
exit(Command.run(Array(CommandLine.arguments.dropFirst())))
