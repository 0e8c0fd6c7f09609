#!/usr/bin/env bash
# Our grader and Sudoku Explainer 1.2.1.3 side by side on the hardest puzzles: the same puzzles,
# machine and clock, one puzzle per fresh JVM, each pinned to one core. Prints per puzzle both
# ratings (ER/EP/ED) and both CPU times, then per ER band (the nesting level SE needs for it) the
# CPU totals and the ratio SE / ours.
#
# Usage: benchmarks/se-side-by-side.sh [options] SE_CLASSES SAMPLE
#
#   SE_CLASSES  the classpath of a Sudoku Explainer 1.2.1.3 you built yourself (a directory or jar
#               holding diuf.sudoku.test.serate; see docs/grader.md for the repository and
#               commit); nothing of SE is part of this repository.
#   SAMPLE      puzzles to rate, one per line: SOURCE<TAB>LINE<TAB>PUZZLE (81 characters)
#
# Options:
#   --out DIR         where results accumulate (default ./se-side-by-side); se.tsv and ours.tsv
#                     there hold SOURCE LINE PUZZLE RATING CPU_SECONDS. A puzzle already in both
#                     is not run again, so an interrupted run resumes where it stopped.
#   --se-limit S      CPU seconds SE may spend on one puzzle (ulimit -t; default 1200); past it
#                     the rating is TIMEOUT and the puzzle is left out of the comparison
#   --max-nesting N   our grader's deepest nesting level (default 5)
#   --core C          the CPU both run on (default: the last one)
#   --jar JAR         our CLI jar (default: the one ./sudoku builds from this checkout)
#   -h, --help        this text
#
# CPU time is the process's user + system time (/usr/bin/time) for both, JVM start, JIT and GC
# included: SE can only be timed that way, so ours is too. The order of the two flips from one
# puzzle to the next so drift in the machine's speed hits both.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
}

die() {
  echo "se-side-by-side: $*" >&2
  exit 2
}

out="se-side-by-side"
limit=1200
nesting=5
core=""
jar=""
positional=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) [[ $# -ge 2 ]] || die "--out needs a value"; out="$2"; shift 2 ;;
    --se-limit) [[ $# -ge 2 ]] || die "--se-limit needs a value"; limit="$2"; shift 2 ;;
    --max-nesting) [[ $# -ge 2 ]] || die "--max-nesting needs a value"; nesting="$2"; shift 2 ;;
    --core) [[ $# -ge 2 ]] || die "--core needs a value"; core="$2"; shift 2 ;;
    --jar) [[ $# -ge 2 ]] || die "--jar needs a value"; jar="$2"; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    --) shift; positional+=("$@"); break ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) positional+=("$1"); shift ;;
  esac
done
[[ ${#positional[@]} -eq 2 ]] || die "expected SE_CLASSES and SAMPLE (see --help)"
se="${positional[0]}"
sample="${positional[1]}"
[[ -e "$se" ]] || die "$se: no such file or directory"
[[ -r "$sample" ]] || die "$sample: cannot read"
[[ "$limit" =~ ^[1-9][0-9]*$ ]] || die "--se-limit must be a positive whole number, was $limit"
[[ "$nesting" =~ ^[0-5]$ ]] || die "--max-nesting must be 0 to 5, was $nesting"
[[ -n "$core" ]] || core=$(($(nproc --all) - 1))
[[ "$core" =~ ^[0-9]+$ ]] || die "--core must be a CPU number, was $core"
command -v taskset > /dev/null || die "taskset not found (Debian package util-linux)"
[[ -x /usr/bin/time ]] || die "/usr/bin/time not found (Debian package time)"
if [[ -z "$jar" ]]; then
  "$root/sudoku" --version > /dev/null
  jar="$(ls "$root"/solver-core/target/solver-core-*-cli.jar | head -1)"
fi
[[ -r "$jar" ]] || die "$jar: cannot read"
mkdir -p "$out"
touch "$out/se.tsv" "$out/ours.tsv"

# Runs one puzzle with one rater; appends SOURCE LINE PUZZLE RATING CPU to the given file.
rate() {
  local who="$1" src="$2" line="$3" puzzle="$4" result cpu rating
  if [[ "$who" == se ]]; then
    result=$( { ulimit -t "$limit"; /usr/bin/time -f 'CPU %U %S' taskset -c "$core" \
      java -Xss16m -cp "$se" diuf.sudoku.test.serate --format='%r/%p/%d' "$puzzle" 2>&1; } 2>&1 || true)
    rating=$(grep -E '^[0-9]+\.[0-9]/' <<< "$result" | tail -1 || true)
    printf -v rating '%s' "${rating:-TIMEOUT}"
  else
    result=$( { /usr/bin/time -f 'CPU %U %S' taskset -c "$core" java -jar "$jar" grade -q \
      --max-nesting "$nesting" <<< "$puzzle" 2>&1; } 2>&1 || true)
    rating=$(awk -v p="$puzzle" '$1 == p { print $2 }' <<< "$result")
    printf -v rating '%s' "${rating:-FAILED}"
  fi
  cpu=$(awk '/^CPU /{ printf "%.2f", $2 + $3 }' <<< "$result")
  printf '%s\t%s\t%s\t%s\t%s\n' "$src" "$line" "$puzzle" "$rating" "$cpu" >> "$out/$who.tsv"
}

n=0
while IFS=$'\t' read -r src line puzzle; do
  [[ -z "$src" || "$src" == \#* ]] && continue
  n=$((n + 1))
  order=(se ours)
  ((n % 2 == 0)) && order=(ours se)
  for who in "${order[@]}"; do
    if ! grep -q "^$src	$line	" "$out/$who.tsv"; then
      rate "$who" "$src" "$line" "$puzzle"
      echo "$who $src:$line $(tail -1 "$out/$who.tsv" | cut -f4,5)" >&2
    fi
  done
done < "$sample"

# The comparison: rows rated by SE, joined with ours on source and line.
awk -F'\t' '
  function band(er) {
    if (er < 8.5) return "below 8.5"
    if (er < 9.5) return "8.5-9.4 (level 0)"
    if (er < 10.0) return "9.5-9.9 (level 1)"
    if (er < 10.5) return "10.0-10.4 (level 2)"
    if (er < 11.0) return "10.5-10.9 (level 3)"
    return "11.0+ (level 4-5)"
  }
  FNR == NR { se[$1 FS $2] = $4; secpu[$1 FS $2] = $5; next }
  ($1 FS $2) in se {
    k = $1 FS $2
    rated = se[k] != "TIMEOUT"
    same = se[k] == $4
    printf "%-40s SE %-15s ours %-15s %-5s SE %8.1f CPU-s  ours %7.2f CPU-s\n", $1 ":" $2, se[k], $4, rated ? (same ? "same" : "DIFF") : "-", secpu[k], $5
    if (!rated) { timeouts++; next }
    compared++; agree += same
    split(se[k], r, "/"); b = band(r[1] + 0)
    count[b]++; sesum[b] += secpu[k]; oursum[b] += $5
  }
  END {
    printf "\nER/EP/ED equal to SE 1.2.1.3 on %d of %d puzzles SE rated (%d not rated by SE in its limit)\n", agree, compared, timeouts
    printf "%-22s %4s %12s %12s %8s\n", "ER band (SE nesting)", "n", "SE CPU-s", "ours CPU-s", "SE/ours"
    for (b in count) printf "%-22s %4d %12.1f %12.1f %7.1fx\n", b, count[b], sesum[b], oursum[b], sesum[b] / oursum[b]
  }' "$out/se.tsv" "$out/ours.tsv"
