#!/usr/bin/env bash
# Measures what a feature team feels at N features: generates N features in a throwaway copy of
# the repository and times the builds, one feature's tests and the tools. Prints one table.
set -euo pipefail

usage() {
  cat <<'TXT'
USAGE: Tools/team-scale.sh N [--keep]

Copies the repository (its tracked and untracked, not ignored, files) to a temporary folder,
adds N features there with `swift package new-feature` (odd ones with --tab, even ones plain),
makes every one reachable (each plain feature is opened by an `open` action of the tab feature
before it: its navigation requirement, the app's adapter sending the plain feature's intent,
the spy and a test), then measures, on the debug build of waypoint-shell:

  new-feature        each call's time: the first, the median and the last
  clean build        swift build --product waypoint-shell, from nothing
  null build         the same again, nothing changed: the first time (SwiftPM plans again
                     once after a clean build) and the next
  planning           swift build --print-manifest-job-graph: the manifest loaded, the package
                     graph and the build plan made, nothing built (the part of every build,
                     null or not, that SwiftPM spends before it compiles)
  manifest           swift package dump-package (the manifest's evaluation, part of planning)
  edit body          one feature's function body edited, then swift build
  edit API           one feature's public API grown (a public property), then swift build
  app shell          the app shell's feature list touched, then swift build
  app shell target   the same edit, swift build --target AppShell, less a null build of it:
                     the app shell's own compile, the serial join of every feature
  test build         swift build --build-tests, the first time (every test target)
  feature tests      swift test --filter <Feature>FeatureTests after an edit to that feature
  back to the app    swift build --product waypoint-shell after it: another set of targets
                     than the tests', so SwiftPM plans again
  graph              waypoint-shell graph: its time and peak memory (needs /usr/bin/time)
  check              waypoint-shell check --depth 4 (debug): its time, its summary (states,
                     transitions, checks) and its cost line. Every tab's stack is part of a
                     state, so many tab features multiply the states: the depth bounds them
  alone              one feature alone (WAYPOINT_FOCUS=<Feature>, its own scratch path): a
                     build from nothing, a null build, an edit and rebuild, its tests the first
                     time and after an edit, its own shell running a flow, and how many
                     modules it built against the whole package's
  without the plugin the product waypoint-new-feature built, then three more features added
                     with it (it reads the package with `swift package describe`)

and prints them as a Markdown table. --keep leaves the copy (its path is printed); otherwise it
is removed. Nothing in the repository is changed. Times are wall-clock seconds on this
machine, one run each: run it on an idle machine.
TXT
}

if [[ $# -lt 1 || "$1" == "--help" || "$1" == "-h" ]]; then
  usage
  [[ $# -ge 1 ]] && exit 0
  exit 2
fi
count="$1"
keep=false
[[ "${2:-}" == "--keep" ]] && keep=true
if ! [[ "$count" =~ ^[0-9]+$ ]] || [[ "$count" -lt 1 ]]; then
  echo "team-scale: N must be a whole number of features, at least 1, not '$count'" >&2
  exit 2
fi

cd "$(dirname "$0")/.."
copy="$(mktemp -d)"
if ! $keep; then trap 'rm -rf "$copy"' EXIT; fi
git ls-files -co --exclude-standard | tar cf - -T - | (cd "$copy" && tar xf -)
cd "$copy"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
rows=()
row() { rows+=("| $1 | $2 |"); }
# Times a command into $took (its output is kept in .team-scale.log); a failure stops the
# script.
took=""
timed() {
  local start
  start="$(now)"
  "$@" >> .team-scale.log 2>&1 || {
    echo "team-scale: failed: $*" >&2
    tail -n 30 .team-scale.log >&2
    exit 1
  }
  took="$(elapsed "$start" "$(now)")"
}

# new-feature, N times.
calls=()
for index in $(seq 1 "$count"); do
  tab=()
  ((index % 2 == 1)) && tab=(--tab)
  timed swift package --allow-writing-to-package-directory new-feature "Team$index" "${tab[@]}"
  calls+=("$took")
done
# Every plain feature reachable, as a team would wire it: the tab feature before it gets an
# `open` action whose navigation requirement the app's adapter maps to the plain feature's
# intent (`showTeamK(on:)`, which the generator added), with its spy and a test.
# Fails the script when an edit did not take (the generator's templates changed).
took_edit() {
  grep -q "$2" "$1" || {
    echo "team-scale: the edit of $1 did not take: no '$2'" >&2
    exit 1
  }
}
for index in $(seq 2 2 "$count"); do
  from="Team$((index - 1))"
  to="Team$index"
  file="Features/$from/${from}Navigation.swift"
  sed -i "s/^public protocol ${from}Navigation: AnyObject {}/public protocol ${from}Navigation: AnyObject {\n  func openTapped()\n}/" "$file"
  took_edit "$file" "func openTapped()"
  file="Features/$from/${from}Model+Actions.swift"
  sed -i "s/^  public var actions: \[ScreenAction\] { \[\] }/  public var actions: [ScreenAction] {\n    [ScreenAction(\"open\", \"open $to\") { [weak self] in self?.navigation?.openTapped() }]\n  }/" "$file"
  took_edit "$file" "openTapped()"
  file="Modules/AppShell/Adapters/${from}NavigationAdapter.swift"
  sed -i "s/^package final class ${from}NavigationAdapter: TabRootAdapter, ${from}Navigation {}/package final class ${from}NavigationAdapter: TabRootAdapter, ${from}Navigation {\n  package func openTapped() {\n    send(.show$to(on: context.tab))\n  }\n}/" "$file"
  took_edit "$file" "send(.show$to("
  file="Tests/${from}FeatureTests/${from}NavigationSpy.swift"
  sed -i -e "s/^  enum Call: Equatable {}/  enum Call: Equatable {\n    case openTapped\n  }/" \
    -e "s/^  private(set) var calls: \[Call\] = \[\]/  private(set) var calls: [Call] = []\n\n  func openTapped() { calls.append(.openTapped) }/" "$file"
  took_edit "$file" "calls.append(.openTapped)"
  file="Tests/${from}FeatureTests/${from}FeatureTests.swift"
  sed -i -e "s/^  @Test func itsScreenOffersNoActionYet() throws {/  @Test func openAsksTheAppToOpenTheNextFeature() throws {/" \
    -e "s/^    #expect(model.actions.isEmpty)/    #expect(model.actions.map(\\\\.name) == [\"open\"])\n    try model.actions[0].perform([])/" \
    -e "s/^    #expect(spy.calls.isEmpty)/    #expect(spy.calls == [.openTapped])/" "$file"
  took_edit "$file" "spy.calls == \[.openTapped\]"
  file="Tools/FeatureShells/${from}.swift"
  sed -i "s/^final class ${from}Recorder: RecordingAdapter, ${from}Navigation {}/final class ${from}Recorder: RecordingAdapter, ${from}Navigation {\n  func openTapped() { record() }\n}/" "$file"
  took_edit "$file" "func openTapped() { record() }"
done

median="$(printf '%s\n' "${calls[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')"
row "new-feature (first / median / last)" "${calls[0]} / $median / ${calls[${#calls[@]} - 1]}"

timed swift build --product waypoint-shell
row "clean build" "$took"
# The first build after a clean one plans again (SwiftPM keeps its plan from then on).
timed swift build --product waypoint-shell
row "first null build (plans again)" "$took"
timed swift build --product waypoint-shell
row "null build" "$took"
timed swift build --product waypoint-shell --print-manifest-job-graph
row "planning (--print-manifest-job-graph)" "$took"
timed swift package dump-package
row "manifest (dump-package)" "$took"

feature="Team$(((count + 1) / 2))"
model="Features/$feature/${feature}Model.swift"
# A function body: the text the screen shows.
# Fails the script when an edit did not take (the generator's template changed).
edited() {
  grep -q "$1" "$model" || {
    echo "team-scale: the edit of $model did not take: no '$1'" >&2
    exit 1
  }
}
sed -i "s/is a new feature: build its screens here./is a new feature, edited./" "$model"
edited "new feature, edited."
timed swift build --product waypoint-shell
row "edit body ($feature), rebuild" "$took"
# The public API: one more public property.
sed -i "s|^  public var title: String|  public var edited: Int { 1 }\n\n  public var title: String|" "$model"
edited "public var edited: Int"
timed swift build --product waypoint-shell
row "edit API ($feature), rebuild" "$took"
touch Modules/AppShell/AppFeatures.swift
timed swift build --product waypoint-shell
row "app shell touched, rebuild" "$took"
timed swift build --target AppShell
null="$took"
touch Modules/AppShell/AppFeatures.swift
timed swift build --target AppShell
row "app shell target compile (touched, less a null build of it)" \
  "$(awk -v a="$null" -v b="$took" 'BEGIN { printf "%.1f", b - a }') (null $null)"
# The tests built once, as a team has them, before the edit they run after.
timed swift build --build-tests
row "test build (every test target, first time)" "$took"
sed -i "s/is a new feature, edited./is a new feature, edited twice./" "$model"
edited "edited twice."
timed swift test --filter "${feature}FeatureTests"
row "edit body, swift test --filter ${feature}FeatureTests" "$took"
# Back from the tests to the app: another set of targets, planned again.
timed swift build --product waypoint-shell
row "swift build after swift test (plans again)" "$took"

# One feature alone (WAYPOINT_FOCUS): the feature, its tests and its own shell, nothing else,
# in a scratch path of their own (the team's checkout would use its own .build the same way).
focused() { WAYPOINT_FOCUS="$feature" timed "$@" --scratch-path .build-focus; }
focused swift build
row "alone: WAYPOINT_FOCUS=$feature swift build, from nothing" "$took"
focused swift build
row "alone: null build" "$took"
sed -i "s/is a new feature, edited twice./is a new feature, edited alone./" "$model"
edited "edited alone."
focused swift build
row "alone: edit body, rebuild" "$took"
focused swift test
row "alone: swift test (its tests only), first time" "$took"
sed -i "s/is a new feature, edited alone./is a new feature, edited alone twice./" "$model"
edited "edited alone twice."
focused swift test
row "alone: edit body, swift test" "$took"
# Its own shell runs it: the first screen, and the app asked nothing.
printf 'expect screen %s\n' "$feature" > .team-scale-alone.flow
timed .build-focus/debug/waypoint-shell run .team-scale-alone.flow
row "alone: its shell runs a flow" "$took"
row "alone: modules built (the whole package's)" \
  "$(find .build-focus/debug/Modules -name '*.swiftmodule' | wc -l) ($(find .build/debug/Modules -name '*.swiftmodule' | wc -l))"

if [[ -x /usr/bin/time ]]; then
  /usr/bin/time -f "%e %M" -o .team-scale.graph .build/debug/waypoint-shell graph > /dev/null
  read -r seconds kilobytes < .team-scale.graph
  row "graph (time, peak memory)" "$seconds s, $((kilobytes / 1024)) MiB"
else
  timed .build/debug/waypoint-shell graph
  row "graph" "$took (no /usr/bin/time: no memory figure)"
fi

# The properties to depth 4 (many tabs multiply the states: see the usage).
timed .build/debug/waypoint-shell check --depth 4 --out .team-scale-counterexamples
row "check --depth 4" "$took"
row "check: summary" "$(grep -a '^checked ' .team-scale.log | tail -n 1)"
row "check: cost" "$(grep -a '^cost: ' .team-scale.log | tail -n 1)"

# The generator without the plugin (the product waypoint-new-feature reads the package with
# `swift package describe`, and plans no build): built once, then three more features, added
# after every other measurement.
timed swift build --product waypoint-new-feature
row "waypoint-new-feature built once" "$took"
direct=()
for index in 1 2 3; do
  tab=()
  ((index % 2 == 1)) && tab=(--tab)
  timed .build/debug/waypoint-new-feature "Extra$index" "${tab[@]}"
  direct+=("$took")
done
row "new-feature without the plugin (waypoint-new-feature, 3 calls)" "${direct[*]}"

echo "| $count features (seconds) | |"
echo "|---|---|"
printf '%s\n' "${rows[@]}"
$keep && echo "kept: $copy"
exit 0
