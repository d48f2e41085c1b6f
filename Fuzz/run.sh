#!/bin/sh
# Replays a fuzz target's regressions, then fuzzes it from its seed corpus and prints figures.
# Usage: sh Fuzz/run.sh TARGET LIBFUZZER-LIMIT   (e.g. -runs=20000 or -max_total_time=60)
# A -runs limit (the short run in make test) starts from the seeds alone, so it takes the same
# time every run; a time limit keeps growing the corpus in .build/fuzz/corpus.
set -u
export SWIFT_BACKTRACE=enable=no  # let libFuzzer catch the trap and save the input
target=$1
limit=$2
build=.build/fuzz
binary=$build/fuzz-$target
work=$build/corpus/$target
case $limit in -runs=*) work=$build/short-corpus/$target; rm -rf "$work" ;; esac
log=$build/$target.log
mkdir -p "$work" "$build/artifacts"
cp Fuzz/corpus/"$target"/* "$work"/ 2>/dev/null
options="-rss_limit_mb=1024 -malloc_limit_mb=512 -timeout=5 -max_len=4096 -print_final_stats=1"
regressions=$(find Fuzz/regressions/"$target" -type f 2>/dev/null | sort)
if [ -n "$regressions" ]; then
  # shellcheck disable=SC2086
  # A regression may be the slowest input there is (many-long-repeats.keys: the step cap's
  # million steps, 2 s here under ASan, 7 s on a loaded machine), so its replay may take longer
  # than a fuzzed input; a hang still stops it.
  if ! "$binary" $options -timeout=60 $regressions >"$log" 2>&1; then
    echo "fuzz $target: a regression input fails again:"; tail -20 "$log"; exit 1
  fi
fi
started=$(date +%s%N)
# shellcheck disable=SC2086
"$binary" $options "$limit" -artifact_prefix="$build/artifacts/$target-" "$work" >"$log" 2>&1
status=$?
milliseconds=$(( ($(date +%s%N) - started) / 1000000 + 1 ))
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
corpus=$(find "$work" -type f | wc -l)
count=$(echo "$regressions" | grep -c . )
if [ "$status" = 0 ]; then
  echo "fuzz $target: ${runs:-?} inputs in $((milliseconds / 1000)).$((milliseconds % 1000 / 100)) s" \
    "($(( ${runs:-0} * 1000 / milliseconds ))/s), ${coverage:-?} edges covered, corpus $corpus, $count regression inputs pass, 0 crashes"
else
  echo "fuzz $target: CRASH (exit $status) after ${runs:-?} inputs; input saved under $build/artifacts/:"
  grep -E 'ERROR|Fatal error|SUMMARY|artifact' "$log" | head -10
  exit 1
fi
