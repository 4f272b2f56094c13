"""The ten sessions of the meterfold history, step by step (see build.py and README.md)."""
from __future__ import annotations

BUILD_SBT = """ThisBuild / scalaVersion := "2.12.18"
ThisBuild / organization := "coop.harrowby"
ThisBuild / version      := "0.1.0-SNAPSHOT"

val sparkVersion = "3.5.1"

lazy val root = (project in file("."))
  .settings(
    name := "meterfold",
    libraryDependencies ++= Seq(
      "org.apache.spark" %% "spark-sql"  % sparkVersion % Provided,
      "org.apache.spark" %% "spark-core" % sparkVersion % Provided,
      "org.scalatest"    %% "scalatest"  % "3.2.18"     % Test
    ),
    Test / fork := true,
    Test / javaOptions ++= Seq("-Xmx2g", "-Duser.timezone=UTC"),
    assembly / assemblyJarName := "meterfold-assembly.jar"
  )
"""

ROLLUP_V1 = """package coop.harrowby.meterfold

import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions._

/** Nightly job: raw 15-minute interval reads from the head-end export -> one row per meter and day. */
object NightlyRollup {

  def main(args: Array[String]): Unit = {
    val runDate = args(0) // yyyy-MM-dd, the day to aggregate
    val spark = SparkSession.builder().appName(s"meterfold-nightly-$runDate").getOrCreate()
    val raw = spark.read.parquet(s"s3://hvec-meter-raw/readings/read_date=$runDate/")
    rollup(raw)
      .write
      .mode("overwrite")
      .parquet(s"s3://hvec-meter-curated/daily_usage/usage_date=$runDate/")
  }

  def rollup(raw: DataFrame): DataFrame =
    raw
      .withColumn("usage_date", to_date(col("read_ts")))
      .groupBy(col("meter_id"), col("usage_date"))
      .agg(
        sum(col("kwh")).as("kwh_total"),
        max(col("demand_kw")).as("peak_kw"),
        count(lit(1)).as("interval_count")
      )
}
"""

DAG_V1 = '''"""Nightly meterfold run: aggregate yesterday's smart-meter reads on EMR Serverless, then check in Athena."""
from __future__ import annotations

import pendulum
from airflow import DAG
from airflow.providers.amazon.aws.operators.athena import AthenaOperator
from airflow.providers.amazon.aws.operators.emr import EmrServerlessStartJobOperator

APP_ID = "{{ var.value.meterfold_emr_app_id }}"
ROLE_ARN = "{{ var.value.meterfold_job_role_arn }}"

with DAG(
    dag_id="meter_nightly",
    schedule="15 2 * * *",
    start_date=pendulum.datetime(2027, 5, 1, tz="UTC"),
    catchup=False,
    default_args={"retries": 2, "retry_delay": pendulum.duration(minutes=10), "email": ["maren@harrowby.coop"],
                  "email_on_failure": True},
    tags=["meterfold"],
) as dag:
    rollup = EmrServerlessStartJobOperator(
        task_id="rollup",
        application_id=APP_ID,
        execution_role_arn=ROLE_ARN,
        job_driver={"sparkSubmit": {
            "entryPoint": "s3://hvec-meter-artifacts/jars/meterfold-assembly.jar",
            "entryPointArguments": ["{{ ds }}"],
            "sparkSubmitParameters": "--class coop.harrowby.meterfold.NightlyRollup",
        }},
        configuration_overrides={"monitoringConfiguration": {"s3MonitoringConfiguration": {
            "logUri": "s3://hvec-meter-artifacts/emr-logs/"}}},
    )
    check = AthenaOperator(
        task_id="row_count_check",
        query="sql/check_daily_usage.sql",
        database="meter_lake",
        output_location="s3://hvec-meter-artifacts/athena-results/",
    )
    rollup >> check
'''


def s1(s):
    s.start()
    s.prompt("goal", "New repo: meterfold. Harrowby Valley Electric Cooperative (HVEC, about 410k smart meters in "
             "southern Ohio) drops the head-end system's 15-minute interval reads into S3 every night as Parquet. "
             "Their billing analysts (Lucía Ferro's team) need one row per meter per day: total kWh, peak demand, "
             "how many intervals we actually got. Spark 3.5 job in Scala, built with sbt, tested with ScalaTest, run "
             "on EMR Serverless, orchestrated from their MWAA Airflow. Dana Whitcombe leads the data team and "
             "reviews everything; Tomasz Rybak owns the AWS account and IAM.")
    s.prompt("rules", "House rules for this repo: conventional commits, all lowercase, with the module as scope, "
             "e.g. `feat(job): ...` or `fix(dag): ...`. Run `sbt scalafmtCheck test` before every commit, no "
             "exceptions. And keep Spark itself out of the jar: the runtime provides it.")
    s.write("buildsbt", "build.sbt", BUILD_SBT)
    s.write("plugins", "project/plugins.sbt", 'addSbtPlugin("com.eed3si9n" % "sbt-assembly" % "2.2.0")\n'
            'addSbtPlugin("org.scalameta" % "sbt-scalafmt" % "2.5.2")\n')
    s.write("rollupv1", "src/main/scala/coop/harrowby/meterfold/NightlyRollup.scala", ROLLUP_V1)
    s.write("spec1", "src/test/scala/coop/harrowby/meterfold/NightlyRollupSpec.scala",
            "package coop.harrowby.meterfold\n\nimport org.scalatest.funsuite.AnyFunSuite\n\n"
            "class NightlyRollupSpec extends AnyFunSuite with SparkSessionFixture {\n"
            "  test(\"sums kwh per meter and day\") {\n    import spark.implicits._\n"
            "    val raw = Seq((\"M-0001\", \"2027-04-30 00:15:00\", 0.21, 0.84), (\"M-0001\", \"2027-04-30 00:30:00\", "
            "0.19, 0.76)).toDF(\"meter_id\", \"read_ts\", \"kwh\", \"demand_kw\")\n"
            "    val out = NightlyRollup.rollup(raw).collect()\n    assert(out.head.getAs[Double](\"kwh_total\") == 0.40)\n  }\n}\n")
    s.bash("test1", "sbt test", "[info] NightlyRollupSpec:\n[info] - sums kwh per meter and day *** FAILED ***\n"
           "[info]   0.39999999999999997 did not equal 0.4 (NightlyRollupSpec.scala:11)\n[info] Run completed in 9 "
           "seconds, 412 milliseconds.\n[info] Tests: succeeded 0, failed 1\n[error] Failed tests:\n[error] \t"
           "coop.harrowby.meterfold.NightlyRollupSpec", code=1)
    s.prompt("decimal", "Doubles for money-adjacent numbers, no. Keep kWh as decimal(12,3) in the output and round "
             "to 3 places; that's what billing uses too.")
    s.edit("decimalfix", "src/main/scala/coop/harrowby/meterfold/NightlyRollup.scala",
           "sum(col(\"kwh\")).as(\"kwh_total\")",
           "round(sum(col(\"kwh\")), 3).cast(\"decimal(12,3)\").as(\"kwh_total\")")
    s.bash("test1ok", "sbt scalafmtCheck test", "[info] NightlyRollupSpec:\n[info] - sums kwh per meter and day\n"
           "[info] Run completed in 8 seconds, 977 milliseconds.\n[info] Tests: succeeded 1, failed 0\n"
           "[info] All tests passed.\n[success] Total time: 31 s")
    s.bash("asmfail", "sbt assembly", "[info] Strategy 'deduplicate' was applied to 212 files\n",
           "[error] 1 error(s) were encountered during the merge:\n[error] java.lang.RuntimeException: "
           "Deduplicate found different file contents in the following:\n[error]   Jar name = jackson-core-2.15.2.jar, "
           "jar org = com.fasterxml.jackson.core, entry target = META-INF/versions/9/module-info.class\n[error]   "
           "Jar name = jackson-databind-2.15.2.jar, jar org = com.fasterxml.jackson.core, entry target = "
           "META-INF/versions/9/module-info.class\n[error] (assembly) deduplicate: different file contents found",
           code=1)
    s.edit("asmfix", "build.sbt", '    assembly / assemblyJarName := "meterfold-assembly.jar"\n',
           '    assembly / assemblyJarName := "meterfold-assembly.jar",\n'
           '    assembly / assemblyMergeStrategy := {\n'
           '      case PathList("META-INF", "versions", _, "module-info.class") => MergeStrategy.discard\n'
           '      case PathList("META-INF", "services", _*)                   => MergeStrategy.concat\n'
           '      case x => (assembly / assemblyMergeStrategy).value(x)\n    }\n')
    s.bash("asmok", "sbt assembly && ls -lh target/scala-2.12/*.jar", "[info] Built: target/scala-2.12/"
           "meterfold-assembly.jar\n[success] Total time: 24 s\n-rw-r--r-- 1 maren maren 6.1M May  3 11:02 "
           "target/scala-2.12/meterfold-assembly.jar")
    s.glob(None, "src/**/*.scala", ["src/main/scala/coop/harrowby/meterfold/NightlyRollup.scala",
                                     "src/test/scala/coop/harrowby/meterfold/NightlyRollupSpec.scala",
                                     "src/test/scala/coop/harrowby/meterfold/SparkSessionFixture.scala"])
    s.bash(None, "git status --short", " M README.md\n?? .scalafmt.conf\n?? build.sbt\n?? project/\n?? src/")
    s.bash("commit1", "git add -A && git commit -m 'feat(job): nightly rollup of interval reads to meter-days'",
           "[main 0b7d3e1] feat(job): nightly rollup of interval reads to meter-days\n 7 files changed, 142 "
           "insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("emrapp", "Let's get it running on EMR Serverless. Tomasz made us an execution role, "
             "meterfold-job-role. Create the application on release emr-7.1.0 (that's Spark 3.5.0 on their side, "
             "fine with our 3.5.1 compile since it's provided), max capacity 100 vCPU / 400 GB, auto-stop after "
             "15 idle minutes.")
    s.bash("createapp", "aws emr-serverless create-application --name meterfold --type SPARK --release-label "
           "emr-7.1.0 --maximum-capacity cpu=100vCPU,memory=400GB --auto-stop-configuration enabled=true,"
           "idleTimeoutMinutes=15", '{\n    "applicationId": "00fjq8m2k4c1ab0l",\n    "name": "meterfold",\n'
           '    "arn": "arn:aws:emr-serverless:us-east-2:318844027105:/applications/00fjq8m2k4c1ab0l"\n}')
    s.bash(None, "aws s3 cp target/scala-2.12/meterfold-assembly.jar s3://hvec-meter-artifacts/jars/",
           "upload: target/scala-2.12/meterfold-assembly.jar to s3://hvec-meter-artifacts/jars/meterfold-assembly.jar")
    s.bash("startjob1", "aws emr-serverless start-job-run --application-id 00fjq8m2k4c1ab0l --execution-role-arn "
           "arn:aws:iam::318844027105:role/meterfold-job-role --job-driver '{\"sparkSubmit\": {\"entryPoint\": "
           "\"s3://hvec-meter-artifacts/jars/meterfold-assembly.jar\", \"entryPointArguments\": [\"2027-05-04\"], "
           "\"sparkSubmitParameters\": \"--class coop.harrowby.meterfold.NightlyRollup --conf "
           "spark.executor.memory=8g --conf spark.executor.cores=4 --conf spark.sql.shuffle.partitions=400\"}}' "
           "--execution-timeout-minutes 90", '{\n    "applicationId": "00fjq8m2k4c1ab0l",\n    "jobRunId": '
           '"00fjqa1n5rd0c02m"\n}')
    s.bash("denied1", "aws emr-serverless get-job-run --application-id 00fjq8m2k4c1ab0l --job-run-id "
           "00fjqa1n5rd0c02m --query 'jobRun.[state,stateDetails]'", '[\n    "FAILED",\n    "Job failed, please '
           'check complete logs in configured logging destination. ExitCode: 1. Last few exceptions: Caused by: '
           'java.nio.file.AccessDeniedException: s3://hvec-meter-raw/readings/read_date=2027-05-04/'
           'part-00000-7c1e.snappy.parquet: getFileStatus on s3://hvec-meter-raw/readings/read_date=2027-05-04/'
           'part-00000-7c1e.snappy.parquet: com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied '
           '(Service: Amazon S3; Status Code: 403; Error Code: AccessDenied; Request ID: 8Q2V3M0X9K1TB7RA)"\n]')
    s.bash("denied1probe", "aws iam simulate-principal-policy --policy-source-arn arn:aws:iam::318844027105:role/"
           "meterfold-job-role --action-names s3:GetObject kms:Decrypt --resource-arns "
           "arn:aws:s3:::hvec-meter-raw/readings/* arn:aws:kms:us-east-2:318844027105:key/4b1d9e70-2c55-4f0e-"
           "9a6b-0e31c7d2f811", "EvalActionName  EvalDecision   EvalResourceName\ns3:GetObject    allowed        "
           "arn:aws:s3:::hvec-meter-raw/readings/*\nkms:Decrypt     implicitDeny   arn:aws:kms:us-east-2:"
           "318844027105:key/4b1d9e70-2c55-4f0e-9a6b-0e31c7d2f811")
    s.prompt("denied1cause", "Right: the raw bucket is SSE-KMS with the head-end team's key (hvec-headend-export) "
             "and our role has no kms:Decrypt on it, S3 just reports it as a plain 403. I've asked Tomasz to add "
             "the role to the key policy; he says it's done.")
    s.bash("denied1ok", "aws emr-serverless start-job-run --application-id 00fjq8m2k4c1ab0l --execution-role-arn "
           "arn:aws:iam::318844027105:role/meterfold-job-role --job-driver file://conf/job-driver.json "
           "--execution-timeout-minutes 90 && sleep 600 && aws emr-serverless get-job-run --application-id "
           "00fjq8m2k4c1ab0l --job-run-id 00fjqb7w2m8f503n --query 'jobRun.[state,totalExecutionDurationSeconds,"
           "totalResourceUtilization]'", '[\n    "SUCCESS",\n    1134,\n    {\n        "vCPUHour": 21.604,\n'
           '        "memoryGBHour": 86.416,\n        "storageGBHour": 104.2\n    }\n]', minutes=21)
    s.bash("firstcount", "aws s3 ls s3://hvec-meter-curated/daily_usage/usage_date=2027-05-04/ --summarize | tail -2",
           "Total Objects: 401\n   Total Size: 27912448")
    s.write("jobdriver", "conf/job-driver.json", '{\n  "sparkSubmit": {\n    "entryPoint": "s3://hvec-meter-artifacts/'
            'jars/meterfold-assembly.jar",\n    "entryPointArguments": ["2027-05-04"],\n    "sparkSubmitParameters": '
            '"--class coop.harrowby.meterfold.NightlyRollup --conf spark.executor.memory=8g --conf '
            'spark.executor.cores=4 --conf spark.sql.shuffle.partitions=400"\n  }\n}\n')
    s.prompt("fixtures", "One more rule while I think of it: tests use small hand-written DataFrames in the spec "
             "itself. Never copy real head-end files into src/test/resources, the meter ids map to service "
             "addresses and that's customer data.")
    s.remember("memrun1", "Running meterfold by hand: EMR Serverless application 00fjq8m2k4c1ab0l (emr-7.1.0, max "
               "100 vCPU / 400 GB, auto-stop 15 min) in us-east-2, role meterfold-job-role. `sbt assembly`, copy "
               "target/scala-2.12/meterfold-assembly.jar to s3://hvec-meter-artifacts/jars/, then "
               "`aws emr-serverless start-job-run ... --job-driver file://conf/job-driver.json "
               "--execution-timeout-minutes 90` with the day as the only argument. One day takes about 19 minutes.",
               "how to run the meterfold job by hand", "procedure")
    s.bash("commit2", "git add -A && git commit -m 'chore(job): emr serverless job driver for manual runs'",
           "[main 51c2a9f] chore(job): emr serverless job driver for manual runs\n 2 files changed, 23 insertions(+)")
    s.end()


def s3(s):
    s.start()
    s.prompt("dag", "Now the Airflow side. MWAA environment hvec-mwaa-prod runs Airflow 2.8.1. One DAG: start the "
             "EMR Serverless job for yesterday, then a row-count check in Athena. Nightly at 02:15 UTC, two retries "
             "ten minutes apart, failure mail to me.")
    s.prompt("dagstyle", "For DAG code: `ruff format` with line length 100, no AWS calls or Variable.get at module "
             "level (the scheduler parses these files every 30 seconds), use Jinja templates for Variables.")
    s.read("reqs", "dags/requirements.txt", "--constraint \"https://raw.githubusercontent.com/apache/airflow/"
           "constraints-2.8.1/constraints-3.11.txt\"\napache-airflow-providers-amazon==8.16.0\n")
    s.write("dagv1", "dags/meter_nightly.py", DAG_V1.replace(
        "from airflow.providers.amazon.aws.operators.emr import EmrServerlessStartJobOperator",
        "from airflow.providers.amazon.aws.operators.emr_serverless import EmrServerlessStartJobOperator"))
    s.bash("dagimport", "docker compose -f local-runner/docker-compose.yml run --rm airflow airflow dags "
           "list-import-errors", "filepath                                | error\n"
           "========================================+=============================================================\n"
           "/usr/local/airflow/dags/meter_nightly.py | Traceback (most recent call last):\n"
           "                                        |   File \"/usr/local/airflow/dags/meter_nightly.py\", line 7, in "
           "<module>\n                                        |     from airflow.providers.amazon.aws.operators."
           "emr_serverless import EmrServerlessStartJobOperator\n                                        | "
           "ModuleNotFoundError: No module named 'airflow.providers.amazon.aws.operators.emr_serverless'")
    s.edit("dagimportfix", "dags/meter_nightly.py",
           "from airflow.providers.amazon.aws.operators.emr_serverless import EmrServerlessStartJobOperator",
           "from airflow.providers.amazon.aws.operators.emr import EmrServerlessStartJobOperator")
    s.bash(None, "ruff format --line-length 100 dags/ && ruff check dags/", "1 file reformatted\nAll checks passed!")
    s.write("checksql", "dags/sql/check_daily_usage.sql", "-- fails the task (division by zero) when fewer than "
            "99.5% of active meters have a row for the day\nSELECT 1 / CASE WHEN count(DISTINCT meter_id) >= 0.995 * "
            "(SELECT count(*) FROM meter_lake.active_meters) THEN 1 ELSE 0 END AS ok\nFROM meter_lake.daily_usage\n"
            "WHERE usage_date = DATE '{{ ds }}';\n")
    s.bash("dagtest", "docker compose -f local-runner/docker-compose.yml run --rm airflow airflow dags test "
           "meter_nightly 2027-05-06", "[2027-05-07, 13:23:11 UTC] {emr.py:1139} INFO - EMR serverless job started: "
           "00fjqd3x0a7e904p\n[2027-05-07, 13:44:40 UTC] {emr.py:1196} INFO - EMR serverless job completed\n"
           "[2027-05-07, 13:45:03 UTC] {athena.py:141} INFO - Query execution id: 7d4f0b8a-1c9e-4c71-b5d2-"
           "2f7a3e6c1d90 state: SUCCEEDED\n[2027-05-07, 13:45:03 UTC] {dagrun.py:773} INFO - Marking run "
           "<DagRun meter_nightly @ 2027-05-06T00:00:00+00:00: manual__2027-05-06, state:running> successful", minutes=24)
    s.bash(None, "aws s3 sync dags/ s3://hvec-mwaa-prod-bucket/dags/ --exclude '*.pyc'",
           "upload: dags/meter_nightly.py to s3://hvec-mwaa-prod-bucket/dags/meter_nightly.py\nupload: "
           "dags/sql/check_daily_usage.sql to s3://hvec-mwaa-prod-bucket/dags/sql/check_daily_usage.sql")
    s.bash("commit3", "git add -A && git commit -m 'feat(dag): nightly emr serverless run with athena row-count "
           "check'", "[main 9e04b71] feat(dag): nightly emr serverless run with athena row-count check\n 3 files "
           "changed, 58 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("dupes", "Lucía says some meters show double consumption on 4 May. The head-end re-sends a batch when "
             "a collector reconnects, so the same (meter_id, read_ts) can appear twice. Drop duplicates before "
             "summing, keep whichever copy comes first.")
    s.bash("dupcount", "aws athena start-query-execution --query-string \"SELECT count(*) - count(DISTINCT "
           "(meter_id, read_ts)) FROM meter_lake.raw_readings WHERE read_date = DATE '2027-05-04'\" "
           "--work-group primary && aws athena get-query-results --query-execution-id 1f0e2c6b-9a41-4d0e-8b3a-"
           "5c7d9e2f4a10 --output text", "RESULTS\t_col0\nRESULTS\t183264")
    s.edit("dedup1", "src/main/scala/coop/harrowby/meterfold/NightlyRollup.scala",
           "    raw\n      .withColumn(\"usage_date\"",
           "    raw\n      .dropDuplicates(\"meter_id\", \"read_ts\")\n      .withColumn(\"usage_date\"")
    s.prompt("rename1", "Also rename NightlyRollup to DailyUsageJob, file and spec too: the job isn't really "
             "\"nightly\" once we start backfilling, and Dana wants names that say what comes out.")
    s.bash("gitmv1", "git mv src/main/scala/coop/harrowby/meterfold/NightlyRollup.scala src/main/scala/coop/harrowby/"
           "meterfold/DailyUsageJob.scala && git mv src/test/scala/coop/harrowby/meterfold/NightlyRollupSpec.scala "
           "src/test/scala/coop/harrowby/meterfold/DailyUsageJobSpec.scala && sed -i 's/NightlyRollup/DailyUsageJob/g' "
           "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala src/test/scala/coop/harrowby/meterfold/"
           "DailyUsageJobSpec.scala", "")
    s.grep(None, "NightlyRollup", ["conf/job-driver.json", "dags/meter_nightly.py", "README.md"])
    s.edit(None, "conf/job-driver.json", "--class coop.harrowby.meterfold.NightlyRollup",
           "--class coop.harrowby.meterfold.DailyUsageJob")
    s.write("dstspec", "src/test/scala/coop/harrowby/meterfold/DailyUsageJobSpec.scala",
            "package coop.harrowby.meterfold\n\nimport org.scalatest.funsuite.AnyFunSuite\n\n"
            "class DailyUsageJobSpec extends AnyFunSuite with SparkSessionFixture {\n  import spark.implicits._\n\n"
            "  test(\"sums kwh per meter and day\") { /* ... */ }\n\n  test(\"drops re-sent duplicate intervals\") "
            "{ /* ... */ }\n\n  test(\"the autumn DST day has 100 intervals\") {\n    // 7 Nov 2027: clocks go back "
            "in Ohio, the local day is 25 hours long\n    val raw = intervals(\"M-0042\", from = \"2027-11-07T04:00:00Z\", "
            "to = \"2027-11-08T05:00:00Z\")\n    val row = DailyUsageJob.rollup(raw).filter($\"usage_date\" === "
            "\"2027-11-07\").head\n    assert(row.getAs[Long](\"interval_count\") == 100)\n  }\n}\n")
    s.bash("dstfail", "sbt test", "[info] DailyUsageJobSpec:\n[info] - sums kwh per meter and day\n[info] - drops "
           "re-sent duplicate intervals\n[info] - the autumn DST day has 100 intervals *** FAILED ***\n[info]   96 "
           "did not equal 100 (DailyUsageJobSpec.scala:17)\n[info] Tests: succeeded 2, failed 1\n[error] Failed "
           "tests:\n[error] \tcoop.harrowby.meterfold.DailyUsageJobSpec", code=1)
    s.prompt("dstcause", "Of course: to_date on a UTC timestamp gives the UTC day, but HVEC bills by the local day "
             "in America/New_York. The job has been cutting days at 8pm local. Convert explicitly, keep "
             "everything else UTC. And make the session time zone UTC in the job too, never rely on the cluster "
             "default.")
    s.edit("dstfix", "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           "      .withColumn(\"usage_date\", to_date(col(\"read_ts\")))",
           "      .withColumn(\"usage_date\", to_date(from_utc_timestamp(col(\"read_ts\"), UtilityZone)))")
    s.edit(None, "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           "    val spark = SparkSession.builder().appName(s\"meterfold-nightly-$runDate\").getOrCreate()",
           "    val spark = SparkSession.builder().appName(s\"meterfold-daily-$runDate\")\n"
           "      .config(\"spark.sql.session.timeZone\", \"UTC\").getOrCreate()\n"
           "    // the local day spans two UTC read_date partitions\n"
           "    val raw = spark.read.parquet(\"s3://hvec-meter-raw/readings/\")\n"
           "      .where(col(\"read_date\").between(date_sub(lit(runDate), 0), date_add(lit(runDate), 1)))")
    s.bash("dstok", "sbt scalafmtCheck test", "[info] DailyUsageJobSpec:\n[info] - sums kwh per meter and day\n"
           "[info] - drops re-sent duplicate intervals\n[info] - the autumn DST day has 100 intervals\n[info] - the "
           "spring DST day has 92 intervals\n[info] Tests: succeeded 4, failed 0\n[info] All tests passed.")
    s.lesson("lessontz", "Never derive a billing day with to_date() on a UTC timestamp: convert to the utility's "
             "zone (America/New_York) with from_utc_timestamp first, set spark.sql.session.timeZone=UTC "
             "explicitly, and keep a DST-day test (92 and 100 intervals) in the spec.",
             "meterfold daily totals were cut at 8pm local time; found by the DST test in DailyUsageJobSpec")
    s.bash("commit4", "git add -A && git commit -m 'fix(job): bill by the local day, drop re-sent intervals; "
           "rename to DailyUsageJob'", "[main c3d81e4] fix(job): bill by the local day, drop re-sent intervals; "
           "rename to DailyUsageJob\n 6 files changed, 71 insertions(+), 19 deletions(-)\n rename src/main/scala/"
           "coop/harrowby/meterfold/{NightlyRollup.scala => DailyUsageJob.scala} (88%)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash("cnf", "aws airflow get-environment --name hvec-mwaa-prod --query 'Environment.LastUpdate' && aws logs "
           "filter-log-events --log-group-name airflow-hvec-mwaa-prod-Task --filter-pattern ERROR --start-time "
           "1778630400000 | jq -r '.events[].message' | head -5",
           "{\n    \"Status\": \"SUCCESS\"\n}\n[2027-05-13, 02:31:55 UTC] {emr.py:1201} ERROR - EMR Serverless job "
           "failed. Final state is FAILED. job_run_id is 00fjqk9s3b1d706r. Error: Job failed, please check complete "
           "logs in configured logging destination. ExitCode: 101. Last few exceptions: Exception in thread \"main\" "
           "java.lang.ClassNotFoundException: coop.harrowby.meterfold.NightlyRollup\n\tat java.net.URLClassLoader."
           "findClass(URLClassLoader.java:445)")
    s.prompt("cnfcause", "Last night's run died with ClassNotFoundException NightlyRollup. The DAG has its own "
             "--class string, we only fixed conf/job-driver.json on Tuesday and I'd already uploaded the new jar. "
             "Fix the DAG and rerun the 12th.")
    s.edit("cnffix", "dags/meter_nightly.py", "\"sparkSubmitParameters\": \"--class coop.harrowby.meterfold."
           "NightlyRollup\",", "\"sparkSubmitParameters\": \"--class coop.harrowby.meterfold.DailyUsageJob\",")
    s.bash("cnfrerun", "aws s3 cp dags/meter_nightly.py s3://hvec-mwaa-prod-bucket/dags/ && aws mwaa "
           "create-cli-token --name hvec-mwaa-prod | ./scripts/mwaa-cli.sh 'tasks clear -y -s 2027-05-12 -e "
           "2027-05-12 meter_nightly'", "upload: dags/meter_nightly.py to s3://hvec-mwaa-prod-bucket/dags/"
           "meter_nightly.py\nClearing 2 task instances\n<TaskInstance: meter_nightly.rollup scheduled__2027-05-12"
           "T02:15:00+00:00 [success]>", minutes=22)
    s.prompt("rename2", "Lucía's BI team already has a `daily_usage` view in their Redshift and it's confusing "
             "everyone. Rename our table and prefix to meter_daily: s3://hvec-meter-curated/meter_daily/, Glue "
             "table meter_lake.meter_daily. Also the column kwh_total becomes energy_kwh, that's their vocabulary.")
    s.grep("grepdaily", "daily_usage", ["src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
                                        "dags/sql/check_daily_usage.sql", "README.md"])
    s.edit("rename2job", "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           ".parquet(s\"s3://hvec-meter-curated/daily_usage/usage_date=$runDate/\")",
           ".parquet(s\"s3://hvec-meter-curated/meter_daily/usage_date=$runDate/\")")
    s.edit("colrename", "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           ".cast(\"decimal(12,3)\").as(\"kwh_total\")", ".cast(\"decimal(12,3)\").as(\"energy_kwh\")")
    s.bash(None, "git mv dags/sql/check_daily_usage.sql dags/sql/check_meter_daily.sql && sed -i "
           "'s/meter_lake.daily_usage/meter_lake.meter_daily/' dags/sql/check_meter_daily.sql && sed -i "
           "'s#sql/check_daily_usage.sql#sql/check_meter_daily.sql#' dags/meter_nightly.py", "")
    s.prompt("crawler", "For the catalog: set up a Glue crawler on the meter_daily prefix, daily at 04:00 UTC, so "
             "new partitions show up in Athena without us doing anything.")
    s.bash("crawlercreate", "aws glue create-crawler --name meterfold-meter-daily --role meterfold-crawler-role "
           "--database-name meter_lake --targets '{\"S3Targets\": [{\"Path\": \"s3://hvec-meter-curated/"
           "meter_daily/\"}]}' --schedule 'cron(0 4 * * ? *)' && aws glue start-crawler --name meterfold-meter-daily",
           "")
    s.bash("athena1", "aws athena start-query-execution --query-string \"SELECT count(*), count(DISTINCT meter_id), "
           "sum(energy_kwh) FROM meter_lake.meter_daily WHERE usage_date = DATE '2027-05-12'\" --work-group primary "
           "&& aws athena get-query-results --query-execution-id 2c9d1e7f-0b3a-4f62-9e18-6a4b2d7c3f05 --output text",
           "RESULTS\t_col0\t_col1\t_col2\nRESULTS\t412806\t412806\t10934417.562")
    s.remember("memlucia", "Lucía Ferro (HVEC billing analytics) reads meter_lake.meter_daily from Athena and "
               "Tableau every morning: the previous day must be complete by 07:00 America/New_York (11:00 UTC "
               "in summer). Column names follow billing's vocabulary (energy_kwh, peak_kw, interval_count). Ask her "
               "before renaming or dropping a column.", "who consumes meter_daily and by when", "fact")
    s.bash(None, "sbt scalafmtCheck test", "[info] Tests: succeeded 4, failed 0\n[info] All tests passed.")
    s.bash("commit5", "git add -A && git commit -m 'refactor(job): table daily_usage -> meter_daily, kwh_total -> "
           "energy_kwh' -m 'fix(dag): --class still named NightlyRollup'", "[main 4f7a0d2] refactor(job): table "
           "daily_usage -> meter_daily, kwh_total -> energy_kwh\n 5 files changed, 14 insertions(+), 12 "
           "deletions(-)")
    s.end()


def s6(s):
    s.start()
    s.bash("crawlermess", "aws glue get-tables --database-name meter_lake --query 'TableList[].[Name,"
           "PartitionKeys[0].Type]' --output text", "active_meters\tNone\nmeter_daily\tstring\n"
           "meter_daily_6f2e1a0c\tstring\nraw_readings\tdate")
    s.prompt("nocrawler", "The crawler made a second table meter_daily_6f2e1a0c after Saturday's partial rerun and "
             "typed usage_date as string. Actually let's not use a crawler at all: we own the schema, so the table "
             "gets declared once in a DDL file in the repo and we never let anything infer it.")
    s.bash(None, "aws glue delete-crawler --name meterfold-meter-daily && aws glue delete-table --database-name "
           "meter_lake --name meter_daily_6f2e1a0c", "")
    s.prompt("delta", "Bigger change while we're at it: Parquet overwrite per partition is biting us. When the "
             "late reads arrive we rewrite two days, and Athena users mid-query see half-written folders. Move the "
             "output to Delta Lake: MERGE for late data, atomic commits, time travel when billing disputes a "
             "number. delta-spark 3.1.0 matches Spark 3.5.")
    s.fetch(None, "https://docs.aws.amazon.com/athena/latest/ug/delta-lake-tables.html", "Can Athena read Delta "
            "tables registered in Glue, and how?", "Athena engine version 3 reads Delta Lake tables natively. "
            "Register the table in the Glue Data Catalog with CREATE EXTERNAL TABLE ... LOCATION 's3://...' "
            "TBLPROPERTIES ('table_type'='DELTA'); the schema is read from the Delta transaction log. Writes are "
            "not supported from Athena.")
    s.read(None, "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala", ROLLUP_V1.replace(
        "NightlyRollup", "DailyUsageJob").replace("daily_usage/", "meter_daily/").replace("kwh_total", "energy_kwh"))
    s.edit("deltadep", "build.sbt", '      "org.apache.spark" %% "spark-core" % sparkVersion % Provided,\n',
           '      "org.apache.spark" %% "spark-core" % sparkVersion % Provided,\n'
           '      "io.delta"         %% "delta-spark" % "3.1.0",\n')
    s.edit("deltamerge", "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           "    rollup(raw)\n      .write\n      .mode(\"overwrite\")\n      .parquet(s\"s3://hvec-meter-curated/"
           "meter_daily/usage_date=$runDate/\")",
           "    val target = DeltaTable.forPath(spark, \"s3://hvec-meter-curated/meter_daily\")\n"
           "    target.as(\"t\")\n      .merge(rollup(raw).as(\"s\"), \"t.meter_id = s.meter_id AND t.usage_date = "
           "s.usage_date\")\n      .whenMatched().updateAll()\n      .whenNotMatched().insertAll()\n      .execute()")
    s.write("ddl", "ddl/meter_daily.sql", "-- meter_lake.meter_daily: one row per meter and local (America/New_York) "
            "day.\n-- Declared here, never crawled. Athena engine v3 reads the schema from the Delta log.\n"
            "CREATE EXTERNAL TABLE meter_lake.meter_daily\nLOCATION 's3://hvec-meter-curated/meter_daily/'\n"
            "TBLPROPERTIES ('table_type' = 'DELTA');\n")
    s.bash("deltafail", "sbt assembly && aws s3 cp target/scala-2.12/meterfold-assembly.jar s3://hvec-meter-"
           "artifacts/jars/ && ./scripts/run-day.sh 2027-05-16", "[success] Total time: 29 s\nupload: target/"
           "scala-2.12/meterfold-assembly.jar to s3://hvec-meter-artifacts/jars/meterfold-assembly.jar\nJob "
           "00fjqp2c7e4h109t: FAILED\nException in thread \"main\" org.apache.spark.sql.AnalysisException: "
           "[DELTA_CONFIGURE_SPARK_SESSION_WITH_EXTENSION_AND_CATALOG] This Delta operation requires the "
           "SparkSession to be configured with the DeltaSparkSessionExtension and the DeltaCatalog. Please set the "
           "necessary configurations when creating the SparkSession.", code=1, minutes=14)
    s.edit("deltafix", "conf/job-driver.json", "--conf spark.sql.shuffle.partitions=400\"",
           "--conf spark.sql.shuffle.partitions=400 --conf spark.sql.extensions=io.delta.sql."
           "DeltaSparkSessionExtension --conf spark.sql.catalog.spark_catalog=org.apache.spark.sql.delta.catalog."
           "DeltaCatalog\"")
    s.bash("convert", "./scripts/run-once.sh ConvertToDelta 's3://hvec-meter-curated/meter_daily' 'usage_date DATE'",
           "Converted parquet.`s3://hvec-meter-curated/meter_daily` to Delta: 14 partitions, 5614 files, "
           "5779284 rows, version 0", minutes=18)
    s.bash("deltaok", "./scripts/run-day.sh 2027-05-16 && aws athena start-query-execution --query-string "
           "\"SELECT count(*) FROM meter_lake.meter_daily WHERE usage_date = DATE '2027-05-16'\" --work-group "
           "primary", "Job 00fjqq8d1f6k210v: SUCCESS in 22m 41s\nRESULTS\t_col0\nRESULTS\t412911", minutes=26)
    s.prompt("optimize", "Small files: a MERGE per night leaves ~400 files a day. Add a weekly OPTIMIZE as its own "
             "task in Airflow on Sundays.")
    s.edit("optimizetask", "dags/meter_nightly.py", "    rollup >> check\n",
           "    rollup >> check\n\n    optimize = EmrServerlessStartJobOperator(\n        task_id=\"weekly_optimize\",\n"
           "        application_id=APP_ID,\n        execution_role_arn=ROLE_ARN,\n"
           "        job_driver={\"sparkSubmit\": {\"entryPoint\": \"s3://hvec-meter-artifacts/jars/meterfold-assembly.jar\",\n"
           "            \"sparkSubmitParameters\": \"--class coop.harrowby.meterfold.OptimizeMeterDaily\"}},\n"
           "        trigger_rule=\"all_done\",\n    )\n    # Sundays only: ShortCircuitOperator on logical_date.weekday() == 6\n"
           "    check >> sunday_only >> optimize\n")
    s.remember("memdelta", "meter_daily is a Delta Lake table (delta-spark 3.1.0) at s3://hvec-meter-curated/"
               "meter_daily/, partitioned by usage_date (local America/New_York day), registered in Glue from "
               "ddl/meter_daily.sql with table_type DELTA (no crawler). The job MERGEs on (meter_id, usage_date), "
               "so rerunning a day is safe. Needs spark.sql.extensions + the DeltaCatalog in sparkSubmitParameters.",
               "meter_daily table layout", "fact")
    s.bash("commit6", "git add -A && git commit -m 'feat(job): write meter_daily as delta with merge; declare the "
           "table in ddl/, drop the crawler'", "[main 7b21e90] feat(job): write meter_daily as delta with merge; "
           "declare the table in ddl/, drop the crawler\n 6 files changed, 64 insertions(+), 21 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash("denied2", "./scripts/run-day.sh 2027-05-18", "Job 00fjqs4g9h2m311x: FAILED\nCaused by: "
           "java.nio.file.AccessDeniedException: s3://hvec-meter-curated/meter_daily/_delta_log/"
           "00000000000000000003.json: PUT 0-byte object on meter_daily/_delta_log/00000000000000000003.json: "
           "com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: Amazon S3; Status Code: "
           "403; Error Code: AccessDenied; Request ID: 3JX0W9QH6D2PZK8N)", code=1, minutes=24)
    s.prompt("denied2q", "403 again?! Tomasz swears the KMS key policy still has us.")
    s.read("rolepolicy", "infra/iam/meterfold-job-role.json", '{\n  "Version": "2012-10-17",\n  "Statement": [\n'
           '    {"Sid": "ReadRaw", "Effect": "Allow", "Action": ["s3:GetObject", "s3:ListBucket"],\n'
           '     "Resource": ["arn:aws:s3:::hvec-meter-raw", "arn:aws:s3:::hvec-meter-raw/readings/*"]},\n'
           '    {"Sid": "WriteCurated", "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", '
           '"s3:DeleteObject", "s3:ListBucket"],\n     "Resource": ["arn:aws:s3:::hvec-meter-curated", '
           '"arn:aws:s3:::hvec-meter-curated/daily_usage/*"]},\n    {"Sid": "DecryptRaw", "Effect": "Allow", '
           '"Action": ["kms:Decrypt"],\n     "Resource": ["arn:aws:kms:us-east-2:318844027105:key/4b1d9e70-2c55-'
           '4f0e-9a6b-0e31c7d2f811"]}\n  ]\n}\n')
    s.prompt("denied2cause", "Different cause this time, the key is fine: the WriteCurated statement still only "
             "allows the old daily_usage/* prefix. The Delta conversion on Monday ran as my own user, so nobody "
             "noticed; the rename last week never reached the role policy. Fix the resource and have Tomasz apply "
             "it.")
    s.edit("denied2fix", "infra/iam/meterfold-job-role.json", '"arn:aws:s3:::hvec-meter-curated/daily_usage/*"',
           '"arn:aws:s3:::hvec-meter-curated/meter_daily/*"')
    s.bash("putpolicy", "aws iam put-role-policy --role-name meterfold-job-role --policy-name meterfold-s3 "
           "--policy-document file://infra/iam/meterfold-job-role.json --profile hvec-admin-tomasz", "")
    s.lesson("lessoniam", "After renaming an S3 prefix or table, grep infra/iam/ for the old name too: the job "
             "role's policy lists prefixes, and a missing one shows up only as a bare S3 403 AccessDenied at write "
             "time, which looks exactly like the KMS problem we had at the start.",
             "meter_daily writes denied on 19 May because meterfold-job-role still allowed daily_usage/*")
    s.bash("oom", "./scripts/run-day.sh 2027-05-18", "Job 00fjqt1k5n8p412z: FAILED\norg.apache.spark.SparkException: "
           "Job aborted due to stage failure: Task 211 in stage 14.0 failed 4 times, most recent failure: Lost task "
           "211.3 in stage 14.0 (TID 5127) (10.0.141.27 executor 17): ExecutorLostFailure (executor 17 exited caused "
           "by one of the running tasks) Reason: Container from a bad node: container_1716102933_0001_01_000018 on "
           "host: 10.0.141.27. Exit status: 137. Diagnostics: Container killed on request. Exit code is 137\n"
           "Stage 14.0 = MERGE INTO meter_daily (rewrite of 2 partitions, shuffle 61.4 GiB)", code=1, minutes=31)
    s.prompt("oomfix", "The MERGE rewrites two whole days and shuffles 60 GB with 8g executors. Give executors "
             "16g and raise shuffle partitions from 400 to 1200. And from now on Spark settings live in "
             "conf/spark-defaults.conf in the repo, not as --conf strings in the DAG or driver JSON: one place to "
             "look.")
    s.write("sparkconf", "conf/spark-defaults.conf", "spark.executor.memory                16g\n"
            "spark.executor.cores                 4\nspark.sql.shuffle.partitions         1200\n"
            "spark.sql.session.timeZone           UTC\nspark.sql.extensions                 "
            "io.delta.sql.DeltaSparkSessionExtension\nspark.sql.catalog.spark_catalog      "
            "org.apache.spark.sql.delta.catalog.DeltaCatalog\n")
    s.edit(None, "conf/job-driver.json", "\"sparkSubmitParameters\": \"--class coop.harrowby.meterfold.DailyUsageJob "
           "--conf spark.executor.memory=8g --conf spark.executor.cores=4 --conf spark.sql.shuffle.partitions=400 "
           "--conf spark.sql.extensions=io.delta.sql.DeltaSparkSessionExtension --conf spark.sql.catalog."
           "spark_catalog=org.apache.spark.sql.delta.catalog.DeltaCatalog\"",
           "\"sparkSubmitParameters\": \"--class coop.harrowby.meterfold.DailyUsageJob --properties-file "
           "s3://hvec-meter-artifacts/conf/spark-defaults.conf\"")
    s.bash("oomok", "aws s3 cp conf/spark-defaults.conf s3://hvec-meter-artifacts/conf/ && ./scripts/run-day.sh "
           "2027-05-18", "upload: conf/spark-defaults.conf to s3://hvec-meter-artifacts/conf/spark-defaults.conf\n"
           "Job 00fjqu7m3q0r513b: SUCCESS in 27m 05s (vCPUHour 31.9, memoryGBHour 127.6)", minutes=29)
    s.bash(None, "sbt scalafmtCheck test", "[info] Tests: succeeded 4, failed 0\n[info] All tests passed.\n"
           "[success] Total time: 38 s")
    s.bash("commit7", "git add -A && git commit -m 'fix(infra): job role may write meter_daily/' -m "
           "'perf(job): 16g executors, 1200 shuffle partitions, settings in conf/spark-defaults.conf'",
           "[main e58c3a7] fix(infra): job role may write meter_daily/\n 4 files changed, 19 insertions(+), 6 "
           "deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("late", "Two problems with the schedule. The head-end export doesn't finish before ~02:40 UTC, so "
             "the 02:15 run sometimes sees a partial last hour. Move the DAG to 03:30 UTC; that still leaves the "
             "job well inside Lucía's 07:00 Eastern. And the job timeout of 90 minutes is too tight now that MERGE "
             "rewrites two days: make it 150.")
    s.read(None, "dags/meter_nightly.py", DAG_V1.replace("NightlyRollup", "DailyUsageJob").replace(
        "check_daily_usage", "check_meter_daily"))
    s.prompt("rename3", "And rename the DAG while we're touching it: meter_nightly -> meterfold_daily, file too. "
             "Dana wants every DAG id to start with the repo name.")
    s.bash("gitmv3", "git mv dags/meter_nightly.py dags/meterfold_daily.py", "")
    s.edit("dagid", "dags/meterfold_daily.py", "    dag_id=\"meter_nightly\",\n    schedule=\"15 2 * * *\",",
           "    dag_id=\"meterfold_daily\",\n    schedule=\"30 3 * * *\",  # head-end export lands ~02:40 UTC")
    s.edit("timeout", "dags/meterfold_daily.py", "        configuration_overrides={",
           "        execution_timeout_minutes=150,\n        configuration_overrides={")
    s.prompt("slack", "Failure e-mails get lost, nobody reads that inbox at 4am. Send failures to Slack "
             "#meterfold-alerts instead, through the slack_default connection, and drop the e-mail settings.")
    s.edit("slackedit", "dags/meterfold_daily.py",
           "default_args={\"retries\": 2, \"retry_delay\": pendulum.duration(minutes=10), \"email\": "
           "[\"maren@harrowby.coop\"],\n                  \"email_on_failure\": True},",
           "default_args={\"retries\": 3, \"retry_delay\": pendulum.duration(minutes=10),\n"
           "                  \"on_failure_callback\": notify_slack(channel=\"#meterfold-alerts\")},")
    s.bash("lintdag", "ruff format --line-length 100 --check dags/ && ruff check dags/", "Would reformat: "
           "dags/meterfold_daily.py\n1 file would be reformatted\ndags/meterfold_daily.py:5:1: F401 "
           "[*] `airflow.providers.amazon.aws.operators.athena.AthenaOperator` imported but unused\nFound 1 error.",
           code=1)
    s.bash(None, "ruff format --line-length 100 dags/ && ruff check --fix dags/ && ruff check dags/",
           "1 file reformatted\nFound 1 error (1 fixed, 0 remaining).\nAll checks passed!")
    s.prompt("athenawhy", "Wait, why was AthenaOperator unused? ... ah, the renamed check task got lost in the "
             "edit. Put row_count_check back after rollup. Good catch for ruff.")
    s.edit(None, "dags/meterfold_daily.py", "    rollup\n", "    rollup >> check\n")
    s.bash("dagtest2", "docker compose -f local-runner/docker-compose.yml run --rm airflow airflow dags test "
           "meterfold_daily 2027-05-20", "[2027-05-21, 10:52:02 UTC] {emr.py:1139} INFO - EMR serverless job "
           "started: 00fjqw0p6s2t614d\n[2027-05-21, 11:16:37 UTC] {emr.py:1196} INFO - EMR serverless job "
           "completed\n[2027-05-21, 11:17:21 UTC] {athena.py:141} INFO - state: SUCCEEDED\n[2027-05-21, 11:17:21 "
           "UTC] {dagrun.py:773} INFO - Marking run <DagRun meterfold_daily @ 2027-05-20 ...> successful", minutes=27)
    s.bash("pauseold", "./scripts/mwaa-cli.sh 'dags pause meter_nightly' && aws s3 rm "
           "s3://hvec-mwaa-prod-bucket/dags/meter_nightly.py", "Dag: meter_nightly, paused: True\ndelete: "
           "s3://hvec-mwaa-prod-bucket/dags/meter_nightly.py")
    s.prompt("prrule", "From now on nothing goes straight to main: feature branch, PR, Dana approves. Squash "
             "merges, and the PR title follows the same commit style.")
    s.bash("commit8", "git checkout -b dag-schedule && git add -A && git commit -m 'feat(dag): meterfold_daily at "
           "03:30 utc, 150 min timeout, slack alerts' && gh pr create --fill --reviewer dwhitcombe",
           "[dag-schedule 1d94f3b] feat(dag): meterfold_daily at 03:30 utc, 150 min timeout, slack alerts\n 2 files "
           "changed, 31 insertions(+), 24 deletions(-)\n rename dags/{meter_nightly.py => meterfold_daily.py} (71%)\n"
           "https://github.com/harrowby-coop/meterfold/pull/7")
    s.end()


def s9(s):
    s.start()
    s.prompt("backfill", "PR #7 is merged. Now the April backfill: 1-30 April for Lucía's quarterly report. Bump "
             "the application's max capacity from 100 to 200 vCPU for it, and run days in parallel from a script.")
    s.bash("capacity", "aws emr-serverless update-application --application-id 00fjq8m2k4c1ab0l --maximum-capacity "
           "cpu=200vCPU,memory=800GB", '{\n    "application": {\n        "applicationId": "00fjq8m2k4c1ab0l",\n'
           '        "maximumCapacity": {"cpu": "200 vCPU", "memory": "800 GB"}\n    }\n}')
    s.bash("concurrent", "./scripts/backfill.sh 2027-04-01 2027-04-30 --parallel 4", "2027-04-01 SUCCESS 24m 10s\n"
           "2027-04-02 SUCCESS 23m 52s\n2027-04-03 FAILED\n  io.delta.exceptions.ConcurrentAppendException: Files "
           "were added to partition [usage_date=2027-04-03] by a concurrent update. Please try the operation again.\n"
           "  Conflicting commit: {\"timestamp\":1779686410331,\"operation\":\"MERGE\",\"operationParameters\":"
           "{\"predicate\":[\"(meter_id#412 = meter_id#3188) AND (usage_date#413 = usage_date#3189)\"]}}\n"
           "2027-04-04 SUCCESS 25m 03s", code=1, minutes=52)
    s.prompt("concause", "Each day's job rewrites its day AND the next (late reads), so neighbours running in "
             "parallel touch the same partition, and the MERGE condition has no partition filter so Delta "
             "treats it as the whole table. Add the usage_date range to the merge condition and run only "
             "non-adjacent days at once.")
    s.edit("confix", "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           "\"t.meter_id = s.meter_id AND t.usage_date = s.usage_date\"",
           "s\"t.usage_date BETWEEN '$runDate' AND date_add('$runDate', 1) AND t.meter_id = s.meter_id AND "
           "t.usage_date = s.usage_date\"")
    s.read(None, "scripts/backfill.sh", "#!/usr/bin/env bash\n# usage: backfill.sh FROM TO [--parallel N]: one "
           "EMR Serverless run per local day\nset -euo pipefail\nFROM=$1 TO=$2 PARALLEL=${4:-2}\n"
           "source \"$(dirname \"$0\")/lib.sh\"   # dates, run_day, wait_slots\n"
           "for d in $(dates \"$FROM\" \"$TO\"); do\n  wait_slots \"$PARALLEL\"\n  run_day \"$d\" &\ndone\nwait\n")
    s.edit(None, "scripts/backfill.sh", "for d in $(dates \"$FROM\" \"$TO\"); do", "# odd days first, then even "
           "days: never two adjacent days in flight\nfor d in $(dates \"$FROM\" \"$TO\" | odd_then_even); do")
    s.prompt("dedup2", "Second thing from Lucía: the re-sent batches aren't always identical, the head-end sends a "
             "corrected value with a newer ingest_ts. Keeping the first copy keeps the wrong one. Replace the "
             "dropDuplicates with: keep the row with the latest ingest_ts per (meter_id, read_ts).")
    s.edit("dedup2fix", "src/main/scala/coop/harrowby/meterfold/DailyUsageJob.scala",
           "      .dropDuplicates(\"meter_id\", \"read_ts\")",
           "      .withColumn(\"rn\", row_number().over(Window.partitionBy(\"meter_id\", \"read_ts\")"
           ".orderBy(col(\"ingest_ts\").desc)))\n      .where(col(\"rn\") === 1).drop(\"rn\")")
    s.bash(None, "sbt scalafmtCheck test", "[info] DailyUsageJobSpec:\n[info] - sums kwh per meter and day\n"
           "[info] - keeps the latest correction of a re-sent interval\n[info] - the autumn DST day has 100 "
           "intervals\n[info] - the spring DST day has 92 intervals\n[info] Tests: succeeded 4, failed 0")
    s.bash("backfillok", "./scripts/backfill.sh 2027-04-01 2027-04-30 --parallel 4", "30 days: 30 SUCCESS, 0 FAILED\n"
           "wall clock 3h 12m, total vCPUHour 946.2, memoryGBHour 3784.8, estimated cost USD 61.40", minutes=196)
    s.prompt("threshold", "The Athena check at 99.5% would fail a day where a whole substation's collectors were "
             "down, which is a real event billing wants to see. Loosen it: fail only below 98%.")
    s.edit("thresholdfix", "dags/sql/check_meter_daily.sql", ">= 0.995 * (SELECT count(*)", ">= 0.98 * (SELECT count(*)")
    s.edit(None, "dags/sql/check_meter_daily.sql", "99.5% of active meters", "98% of active meters")
    s.bash("capacityback", "aws emr-serverless update-application --application-id 00fjq8m2k4c1ab0l "
           "--maximum-capacity cpu=120vCPU,memory=480GB", '{\n    "application": {\n        "maximumCapacity": '
           '{"cpu": "120 vCPU", "memory": "480 GB"}\n    }\n}')
    s.remember("memrun2", "Running meterfold (current, 25 May): the Airflow DAG is meterfold_daily (03:30 UTC, 3 "
               "retries, 150 min timeout, failures to Slack #meterfold-alerts). EMR Serverless app 00fjq8m2k4c1ab0l, "
               "max capacity now 120 vCPU / 480 GB. Spark settings are only in conf/spark-defaults.conf (uploaded "
               "to s3://hvec-meter-artifacts/conf/). Backfills: scripts/backfill.sh FROM TO --parallel 4, never "
               "two adjacent days at once; a day takes ~25 minutes.", "how to run meterfold (current)", "procedure")
    s.lesson("lessonconc", "Delta MERGE jobs that touch overlapping partitions must not run at the same time: put "
             "the partition range into the merge condition so conflict detection can tell them apart, and never "
             "run neighbouring days of meterfold in parallel.",
             "April backfill 25 May: ConcurrentAppendException on usage_date=2027-04-03")
    s.bash("commit9", "git checkout -b backfill-april && git add -A && git commit -m 'fix(job): keep the latest "
           "correction per interval, partition-pruned merge' -m 'chore(dag): athena check at 98%' && gh pr create "
           "--fill --reviewer dwhitcombe", "[backfill-april 8a3f6c5] fix(job): keep the latest correction per "
           "interval, partition-pruned merge\n 4 files changed, 27 insertions(+), 9 deletions(-)\n"
           "https://github.com/harrowby-coop/meterfold/pull/8")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("release", "Release day for v1.0.0: Lucía's team switches their Tableau workbook to meter_daily on "
             "Monday. Before tagging: move the EMR application to emr-7.2.0 (Spark 3.5.1, so the runtime finally "
             "matches what we compile against) and delta-spark to 3.2.0.")
    s.bash(None, "git checkout main && git pull && git status", "Already up to date.\nOn branch main\nYour branch "
           "is up to date with 'origin/main'.\nnothing to commit, working tree clean")
    s.bash("release72", "aws emr-serverless stop-application --application-id 00fjq8m2k4c1ab0l && aws "
           "emr-serverless update-application --application-id 00fjq8m2k4c1ab0l --release-label emr-7.2.0",
           '{\n    "application": {\n        "applicationId": "00fjq8m2k4c1ab0l",\n        "releaseLabel": '
           '"emr-7.2.0",\n        "state": "CREATED"\n    }\n}')
    s.edit("delta32", "build.sbt", '"io.delta"         %% "delta-spark" % "3.1.0",',
           '"io.delta"         %% "delta-spark" % "3.2.0",')
    s.bash("fmtfail", "sbt scalafmtCheck test", "[warn] build.sbt isn't formatted properly!\n[error] (root / "
           "scalafmtSbtCheck) 1 files must be formatted", code=1)
    s.bash(None, "sbt scalafmtAll scalafmtSbt && sbt scalafmtCheck scalafmtSbtCheck test", "[info] Tests: "
           "succeeded 4, failed 0\n[info] All tests passed.\n[success] Total time: 41 s")
    s.bash("smoke", "sbt assembly && aws s3 cp target/scala-2.12/meterfold-assembly.jar s3://hvec-meter-artifacts/"
           "jars/ && ./scripts/run-day.sh 2027-05-26", "upload: target/scala-2.12/meterfold-assembly.jar to "
           "s3://hvec-meter-artifacts/jars/meterfold-assembly.jar\nJob 00fjr2b8t4v0715f: SUCCESS in 21m 18s "
           "(vCPUHour 26.1, memoryGBHour 104.4)", minutes=24)
    s.prompt("nooptimize", "About the weekly OPTIMIZE task from last week: actually let's not keep it in Airflow. "
             "Delta 3.2 can auto-compact on write; set delta.autoOptimize.autoCompact on the table and delete the "
             "Sunday task. One DAG, one task chain.")
    s.bash("autocompact", "./scripts/run-once.sh Sql \"ALTER TABLE delta.\\`s3://hvec-meter-curated/meter_daily\\` "
           "SET TBLPROPERTIES ('delta.autoOptimize.autoCompact' = 'true', 'delta.deletedFileRetentionDuration' = "
           "'interval 30 days')\"", "Job 00fjr3c1w6x2816h: SUCCESS in 1m 44s\nmeter_daily: version 61, "
           "properties updated", minutes=4)
    s.edit("dropoptimize", "dags/meterfold_daily.py", "    optimize = EmrServerlessStartJobOperator(\n"
           "        task_id=\"weekly_optimize\",\n        application_id=APP_ID,\n        execution_role_arn=ROLE_ARN,\n"
           "        job_driver={\"sparkSubmit\": {\"entryPoint\": \"s3://hvec-meter-artifacts/jars/meterfold-assembly.jar\",\n"
           "            \"sparkSubmitParameters\": \"--class coop.harrowby.meterfold.OptimizeMeterDaily\"}},\n"
           "        trigger_rule=\"all_done\",\n    )\n    # Sundays only: ShortCircuitOperator on logical_date.weekday() == 6\n"
           "    check >> sunday_only >> optimize\n",
           "    # compaction: the table has delta.autoOptimize.autoCompact = true since 27 May, no task here\n")
    s.bash("athenafiles", "aws athena start-query-execution --query-string \"SELECT usage_date, count(*) AS files "
           "FROM \\\"meter_lake\\\".\\\"meter_daily$files\\\" GROUP BY 1 ORDER BY 1 DESC LIMIT 3\" && aws athena "
           "get-query-results --query-execution-id 5e1b7c30-8d2f-4a96-b0e4-9c3d1f7a2e68 --output text",
           "RESULTS\tusage_date\tfiles\nRESULTS\t2027-05-26\t38\nRESULTS\t2027-05-25\t41\nRESULTS\t2027-05-24\t402")
    s.bash("tag", "git add -A && git commit -m 'chore(release): emr-7.2.0, delta 3.2.0, auto-compaction instead of "
           "the optimize task' && git tag -a v1.0.0 -m 'meterfold 1.0.0' && git push origin main --tags",
           "[main 2c6e9d8] chore(release): emr-7.2.0, delta 3.2.0, auto-compaction instead of the optimize task\n"
           " 3 files changed, 9 insertions(+), 22 deletions(-)\nTo github.com:harrowby-coop/meterfold.git\n"
           " * [new tag]         v1.0.0 -> v1.0.0")
    s.remember("memrelease", "meterfold v1.0.0 tagged 27 May 2027: EMR Serverless emr-7.2.0 (Spark 3.5.1), "
               "delta-spark 3.2.0, meter_daily auto-compacts on write (no OPTIMIZE task), deleted files kept 30 "
               "days for time travel. Lucía's Tableau switches to meter_daily on Monday 31 May.",
               "meterfold 1.0.0 release", "fact")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T09:10:00", "3a7c1e52-0d4b-4f18-9c2e-6b1d0a7e0101", s1),   # Mon
    ("s2", "2027-05-05T13:30:00", "4b8d2f63-1e5c-4029-ad3f-7c2e1b8f0202", s2),   # Wed
    ("s3", "2027-05-07T13:00:00", "5c9e3074-2f6d-413a-be40-8d3f2c900303", s3),   # Fri
    ("s4", "2027-05-11T09:40:00", "6daf4185-307e-424b-cf51-9e403da10404", s4),   # Tue
    ("s5", "2027-05-13T08:50:00", "7eb05296-418f-435c-d062-af514eb20505", s5),   # Thu
    ("s6", "2027-05-17T10:15:00", "8fc163a7-5290-446d-e173-b0625fc30606", s6),   # Mon
    ("s7", "2027-05-19T14:05:00", "90d274b8-63a1-457e-f284-c1736ad40707", s7),   # Wed
    ("s8", "2027-05-21T10:20:00", "a1e385c9-74b2-468f-0395-d2847be50808", s8),   # Fri
    ("s9", "2027-05-25T09:00:00", "b2f496da-85c3-4790-14a6-e3958cf60909", s9),   # Tue
    ("s10", "2027-05-27T13:15:00", "c30507eb-96d4-48a1-25b7-f4a69d071010", s10),  # Thu
]

#: When the questions are asked: Tuesday morning after the release week (Monday 31 May is Memorial Day).
ASKED_AT = "2027-06-01T09:00:00Z"
