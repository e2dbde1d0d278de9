import WaypointShell

// `recipes-shell`: the recipes app in a terminal, its flows and its graph.
ShellMain.run(RecipesShell.composition)
