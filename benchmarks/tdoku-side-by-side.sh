#!/usr/bin/env bash
# Our solver and tdoku side by side on the same machine, files and clock: puzzles per CPU-second,
# the ratio ours / tdoku and guesses per puzzle, at limit 2 (solve + uniqueness) and limit 1.
#
# Usage: benchmarks/tdoku-side-by-side.sh [options] RUN_BENCHMARK [FILE...]
#
#   RUN_BENCHMARK   a tdoku run_benchmark you built yourself (see docs/solver.md: repository,
#                   commit, build); nothing of tdoku is part of this repository.
#   FILE...         81-character puzzle files; default ../shared/data/bench/*.txt
#
# Options:
#   --rounds N      alternated runs per file and limit (default 3; the medians are reported)
#   --limit L       1 or 2; repeat for both (default: 2 then 1)
#   --core C        the CPU both run on, pinned with taskset (default: the last one)
#   --jar JAR       our CLI jar (default: the one ./sudoku builds from this checkout)
#   --repeat R      our timed repeats per run, median taken (default 5)
#   -h, --help      this text
#
# Each run is a fresh process: ours `java -jar JAR bench --limit L --repeat R FILE`
# (warm-up pass that validates every solution, then R repeats of >= 1 s of thread CPU time,
# median), tdoku's `run_benchmark -c1 -s tdoku -r0 -n <puzzles> -w 2 -t 5 -e 1 [-f] FILE` (CSV
# row, which names its compiler; the file's puzzles as given, in order; 2 s warm-up, 5 s timed;
# seed 1 for the warm-up's random picks; limit 2, or 1 with -f). tdoku's own documentation notes
# it is slower built with gcc than with clang, so the header names the compiler of the build.
# tdoku times itself with steady_clock (wall time); on a shared machine that counts the time
# other processes hold the core. A 10-line LD_PRELOAD shim, compiled here with cc into a
# temporary directory, makes its clock_gettime(CLOCK_MONOTONIC) read CLOCK_THREAD_CPUTIME_ID
# instead, so both figures are puzzles per CPU-second of the solving thread.
# Runs alternate ours/tdoku (the order flips every round) so drift in the machine's speed hits
# both; the ratio column is the median of the per-round ratios.
#
# Guesses per puzzle are each solver's own count: tdoku counts each binary branch it opens
# (one per search node); ours counts the alternatives tried after the first at a node
# (Solver.guesses()). Both are "no guess" = 0 for a puzzle solved by propagation alone.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
}

die() {
  echo "tdoku-side-by-side: $*" >&2
  exit 2
}

rounds=3
limits=()
core=""
jar=""
repeat=5
positional=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --rounds) [[ $# -ge 2 ]] || die "--rounds needs a value"; rounds="$2"; shift 2 ;;
    --limit) [[ $# -ge 2 ]] || die "--limit needs a value"; limits+=("$2"); shift 2 ;;
    --core) [[ $# -ge 2 ]] || die "--core needs a value"; core="$2"; shift 2 ;;
    --jar) [[ $# -ge 2 ]] || die "--jar needs a value"; jar="$2"; shift 2 ;;
    --repeat) [[ $# -ge 2 ]] || die "--repeat needs a value"; repeat="$2"; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    --) shift; positional+=("$@"); break ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) positional+=("$1"); shift ;;
  esac
done
[[ ${#positional[@]} -ge 1 ]] || die "missing RUN_BENCHMARK: the path of a tdoku run_benchmark you built (see --help)"
tdoku="${positional[0]}"
files=("${positional[@]:1}")
[[ -x "$tdoku" ]] || die "$tdoku: not an executable file"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive whole number, was $rounds"
[[ "$repeat" =~ ^[1-9][0-9]*$ ]] || die "--repeat must be a positive whole number, was $repeat"
[[ ${#limits[@]} -gt 0 ]] || limits=(2 1)
for l in "${limits[@]}"; do
  [[ "$l" == 1 || "$l" == 2 ]] || die "--limit must be 1 or 2, was $l"
done
[[ -n "$core" ]] || core=$(($(nproc --all) - 1))
[[ "$core" =~ ^[0-9]+$ ]] || die "--core must be a CPU number, was $core"
if [[ ${#files[@]} -eq 0 ]]; then
  shopt -s nullglob
  files=("$root"/../shared/data/bench/*.txt)
  shopt -u nullglob
  [[ ${#files[@]} -gt 0 ]] || die "no FILE given and no $root/../shared/data/bench/*.txt"
fi
for f in "${files[@]}"; do
  [[ -r "$f" ]] || die "$f: cannot read"
done
command -v taskset >/dev/null || die "taskset not found (util-linux)"
command -v cc >/dev/null || die "cc not found: needed to build the CPU-clock shim for tdoku"
if [[ -z "$jar" ]]; then
  "$root/sudoku" --help >/dev/null # builds the jar when it is missing or stale
  jar="$(ls -t "$root"/solver-core/target/solver-core-*-cli.jar | head -n 1)"
fi
[[ -r "$jar" ]] || die "$jar: cannot read"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat >"$work/cpuclock.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>
/* steady_clock::now() calls clock_gettime(CLOCK_MONOTONIC): answer with this thread's CPU time. */
int clock_gettime(clockid_t id, struct timespec *ts) {
  static int (*real)(clockid_t, struct timespec *);
  if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
  return real(id == CLOCK_MONOTONIC ? CLOCK_THREAD_CPUTIME_ID : id, ts);
}
EOF
cc -O2 -shared -fPIC -o "$work/cpuclock.so" "$work/cpuclock.c" -ldl ||
  die "could not build the CPU-clock shim with cc"

# ours: prints "rate guesses" of the file's row of `sudoku bench`
run_ours() {
  local limit=$1 file=$2
  taskset -c "$core" java -jar "$jar" bench --limit "$limit" --repeat "$repeat" "$file" |
    awk -v name="$(basename "$file")" '$1 == name { gsub(",", "", $3); print $3, $6; found = 1 }
      END { if (!found) exit 1 }'
}

# tdoku: prints "rate guesses" of its result row (CSV: compiler, version, flags, file, solver,
# puzzles/s, µs/puzzle, % no guess, guesses/puzzle); the compiler goes to $work/compiler
run_tdoku() {
  local limit=$1 file=$2 n first=()
  n=$(awk '!/^#/ && length($0) >= 81' "$file" | wc -l)
  [[ "$limit" == 1 ]] && first=(-f)
  LD_PRELOAD="$work/cpuclock.so" taskset -c "$core" \
    "$tdoku" -c1 -s tdoku -r0 -n "$n" -w 2 -t 5 -e 1 "${first[@]}" "$file" |
    awk -F, -v out="$work/compiler" '$(NF - 4) == "tdoku" { printf "%s %.2f\n", $(NF - 3), $NF
      print $1, $2, $3 > out; found = 1 } END { if (!found) exit 1 }'
}

# 1234567.8 -> 1,234,568
commas() {
  printf '%.0f' "$1" | sed ':a; s/\B[0-9]\{3\}\>/,&/; ta'
}

median() {
  sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "# tdoku side by side: $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(nproc --all) CPUs, pinned to CPU $core"
echo "# $(java -version 2>&1 | head -n 1); tdoku: $tdoku"
echo "# ours:  java -jar $(basename "$jar") bench --limit L --repeat $repeat FILE"
echo "# tdoku: run_benchmark -c1 -s tdoku -r0 -n <puzzles> -w 2 -t 5 -e 1 [-f at limit 1] FILE (clock: thread CPU time)"
echo "# $rounds alternated rounds per file and limit; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
printf '%-32s %5s %5s %12s %12s %7s %9s %9s\n' file limit round 'tdoku/s' 'ours/s' ratio 'g tdoku' 'g ours'
results="$work/results"
: >"$results"
for limit in "${limits[@]}"; do
  for file in "${files[@]}"; do
    name="$(basename "$file" .txt)"
    for ((r = 1; r <= rounds; r++)); do
      if ((r % 2 == 1)); then
        t=$(run_tdoku "$limit" "$file") || die "tdoku failed on $file"
        o=$(run_ours "$limit" "$file") || die "ours failed on $file"
      else
        o=$(run_ours "$limit" "$file") || die "ours failed on $file"
        t=$(run_tdoku "$limit" "$file") || die "tdoku failed on $file"
      fi
      read -r trate tguess <<<"$t"
      read -r orate oguess <<<"$o"
      ratio=$(awk -v o="$orate" -v t="$trate" 'BEGIN { printf "%.3f", o / t }')
      printf '%-32s %5s %5s %12.0f %12.0f %7s %9s %9s\n' \
        "$name" "$limit" "$r" "$trate" "$orate" "$ratio" "$tguess" "$oguess"
      echo "$limit $name $trate $orate $ratio $tguess $oguess" >>"$results"
    done
  done
done

echo
echo "# tdoku built with: $(cat "$work/compiler")"
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg); medians of $rounds rounds"
echo
echo "| file | limit | tdoku /s | ours /s | ours ÷ tdoku | guesses/puzzle tdoku / ours |"
echo "|---|---:|---:|---:|---:|---:|"
for limit in "${limits[@]}"; do
  for file in "${files[@]}"; do
    name="$(basename "$file" .txt)"
    rows=$(awk -v l="$limit" -v n="$name" '$1 == l && $2 == n' "$results")
    trate=$(awk '{ print $3 }' <<<"$rows" | median)
    orate=$(awk '{ print $4 }' <<<"$rows" | median)
    ratio=$(awk '{ print $5 }' <<<"$rows" | median)
    tguess=$(awk 'NR == 1 { print $6 }' <<<"$rows")
    oguess=$(awk 'NR == 1 { print $7 }' <<<"$rows")
    printf '| %s | %s | %s | %s | %.2f | %s / %s |\n' \
      "$name" "$limit" "$(commas "$trate")" "$(commas "$orate")" "$ratio" "$tguess" "$oguess"
  done
done
