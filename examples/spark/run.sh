#!/usr/bin/env bash
# End to end: generate a sharded Crashlytics-style JSON Lines export, triage it on Spark in
# local mode (RDD.pipe through timerdoctor), merge the groups, and check they equal one local
# run over the whole export. Needs Java; installs pyspark with pip when it is missing.
#   examples/spark/run.sh [ROWS_PER_SHARD] [SHARDS]      (defaults 2500 and 8)
set -euo pipefail
cd "$(dirname "$0")/../.."
per_shard="${1:-2500}"
shards="${2:-8}"
python3 -c 'import pyspark' 2>/dev/null || python3 -m pip install --quiet pyspark
swift build -c release --product timerdoctor >/dev/null
binary="$(swift build -c release --show-bin-path)/timerdoctor"
work="$(mktemp -d "${TMPDIR:-/tmp}/timerdoctor-spark.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python3 - "$work/export" "$per_shard" "$shards" <<'PY'
import json, os, random, sys
out, per_shard, shards = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
os.makedirs(out)
rng = random.Random(11)
tops = {
  "release": [("_dispatch_queue_xref_dispose.cold.2", "libdispatch.dylib"), ("_dispatch_queue_xref_dispose", "libdispatch.dylib")],
  "resume": [("_dispatch_lane_resume", "libdispatch.dylib"), ("dispatch_resume", "libdispatch.dylib")],
  "group": [("dispatch_group_leave.cold.1", "libdispatch.dylib"), ("dispatch_group_leave", "libdispatch.dylib")],
  "swift": [("$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_SSAHSus6UInt32VtF", "libswiftCore.dylib")],
}
culprits = ["PollingService.deinit", "PlaybackClock.play()", "PlaybackClock.play", "SyncScheduler.pause()", "HeartbeatTimer.deinit",
            "HeartbeatTimer.__deallocating_deinit", "closure #1 in SyncScheduler.syncAll(completion:)"]
def frame(symbol, library, owner):
    return {"symbol": symbol, "library": library, "owner": owner, "offset": str(rng.randrange(4096, 1 << 22)), "line": None, "file": None}
for shard in range(shards):
    with open(os.path.join(out, "shard-%02d.jsonl" % shard), "w") as f:
        for n in range(per_shard):
            kind = rng.choice(list(tops))
            frames = [frame(s, l, "PLATFORM") for s, l in tops[kind]] + [frame(rng.choice(culprits), "Pulse", "DEVELOPER")]
            row = {"event_id": "%032x" % rng.getrandbits(128), "issue_id": "i%d" % rng.randrange(50), "platform": "IOS",
                   "bundle_identifier": "com.example.pulse", "operating_system": {"name": "iOS", "display_version": "17.4.1"},
                   "threads": [{"crashed": True, "queue_name": "com.apple.main-thread", "signal_name": "SIGTRAP", "signal_code": "EXC_BREAKPOINT", "frames": frames}]}
            if rng.random() < 0.001:
                row["threads"] = "missing"  # a malformed row: one error line, the stream goes on
            f.write(json.dumps(row, separators=(",", ":")) + "\n")
PY

python3 examples/spark/spark_triage.py "$binary" "$work/export" "$work/verdicts" > "$work/spark-groups.json" 2> "$work/spark.log" || {
  echo "spark run failed:" >&2;
  tail -20 "$work/spark.log" >&2; exit 1; }
# One local run over the whole export, read from stdin like each Spark partition.
# Exit status 1 means "timer crashes found" and 2 "some records were malformed": both expected here.
cat "$work"/export/*.jsonl | "$binary" triage --quiet --format jsonl - > "$work/local.jsonl" 2> "$work/local.log" || true
status=0
"$binary" merge --format json "$work/local.jsonl" > "$work/local-merged.json" || status=$?
[ "$status" -le 1 ] || { echo "merge failed with status $status" >&2; exit 1; }
python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1]))["groups"], sort_keys=True))' "$work/local-merged.json" > "$work/local-groups.json"
python3 - "$work/spark-groups.json" "$work/local-groups.json" <<'PY'
import json, sys
spark, local = (json.load(open(p)) for p in sys.argv[1:3])
total = sum(g["count"] for g in spark)
print("Spark (local[2], 8 partitions' verdicts merged): %d groups, %d reports" % (len(spark), total))
for group in spark:
    print("  %6d  %-24s %s" % (group["count"], group["pattern"], group.get("culprit") or "(no culprit frame)"))
assert spark == local, "the Spark run's groups differ from one local run's"
print("equal to one local run over the whole export: yes")
PY
