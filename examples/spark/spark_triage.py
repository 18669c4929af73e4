"""Triage a sharded crash export on Apache Spark and merge the groups.

Each partition of the export (one JSON object per line, as a Crashlytics BigQuery export) is
piped through `timerdoctor triage --format jsonl -` with RDD.pipe; the verdict lines are saved,
and `timerdoctor merge` adds up their groups. The same step runs unchanged on a cluster: ship
the static binary to every executor (`--files timerdoctor`) and point EXPORT at shared storage.

  python3 spark_triage.py BINARY EXPORT_DIR OUT_DIR
"""
import json
import shlex
import subprocess
import sys

from pyspark.sql import SparkSession


def main(binary, export, out):
    spark = SparkSession.builder.master("local[2]").appName("timerdoctor-triage").getOrCreate()
    try:
        rows = spark.sparkContext.textFile(export, minPartitions=8)
        verdicts = rows.pipe(shlex.join([binary, "triage", "--quiet", "--format", "jsonl", "-"]))
        verdicts.saveAsTextFile(out)
    finally:
        spark.stop()
    merged = subprocess.run(
        [binary, "merge", "--format", "json"] + sorted(_parts(out)), capture_output=True, text=True)
    if merged.returncode not in (0, 1):
        sys.exit("merge failed: " + merged.stderr)
    print(json.dumps(json.loads(merged.stdout)["groups"], sort_keys=True))


def _parts(out):
    import glob
    return glob.glob(out + "/part-*")


if __name__ == "__main__":
    main(*sys.argv[1:4])
