import ReadingShell
import WaypointShell

// `waypoint-shell`: the shell of the reading app, on its composition (Tools/ReadingShell).
ShellMain.run(ReadingShell.composition)
