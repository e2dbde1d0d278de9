import WaypointShell

// The shell of the shop, the small app the shell's own tests run (Tests/WaypointShellTests/Shop,
// linked here as `Shop`): what those tests run as a process — on a terminal, with signals, from
// standard input, as `graph` and `--feature`.
ShellMain.run(ShopShell.composition())
