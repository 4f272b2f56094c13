"""The ten sessions of the fietsbox-analytics history, step by step (see build.py and README.md)."""
from __future__ import annotations

PROFILES = """fietsbox:
  target: dev
  outputs:
    dev:
      type: bigquery
      method: oauth
      project: fietsbox-dwh
      dataset: dbt_maaike
      threads: 4
      job_execution_timeout_seconds: 600
      priority: interactive
    prod:
      type: bigquery
      method: service-account
      project: fietsbox-dwh
      dataset: analytics
      keyfile: /var/secrets/dbt-prod.json
      threads: 8
"""

DBT_PROJECT = """name: fietsbox
version: "1.0.0"
config-version: 2
profile: fietsbox

model-paths: ["models"]
seed-paths: ["seeds"]
snapshot-paths: ["snapshots"]
macro-paths: ["macros"]

models:
  fietsbox:
    staging:
      +materialized: view
      +schema: staging
    marts:
      +materialized: table
      +schema: marts
seeds:
  fietsbox:
    +schema: reference
"""

STG_SUBS = """with source as (

    select * from {{ source('app', 'subscriptions') }}

),

renamed as (

    select
        id as subscription_id,
        rider_id as customer_id,
        plan_id,
        bike_id,
        city_code,
        status,
        monthly_price_cents,
        started_at,
        cancelled_at,
        _datastream_source_timestamp as _loaded_at
    from source

)

select * from renamed
"""

FCT_DAYS = """{{
  config(
    materialized='incremental',
    incremental_strategy='merge',
    unique_key=['subscription_id', 'date_day'],
    partition_by={'field': 'date_day', 'data_type': 'date', 'granularity': 'day'},
    cluster_by=['city_code']
  )
}}

with subscriptions as (

    select * from {{ ref('stg_app__subscriptions') }}

),

days as (

    select date_day from unnest(generate_date_array('2024-01-01', current_date('Europe/Amsterdam'))) as date_day
    {% if is_incremental() %}
    where date_day >= date_sub(current_date('Europe/Amsterdam'), interval 3 day)
    {% endif %}

),

cities as (

    select * from {{ ref('cities') }}

),

final as (

    select
        s.subscription_id,
        d.date_day,
        s.customer_id,
        s.plan_id,
        s.city_code,
        c.city_name,
        {{ cents_to_euros('s.monthly_price_cents') }} / extract(day from last_day(d.date_day)) as daily_revenue_eur
    from subscriptions s
    join days d
      on d.date_day between date(s.started_at, 'Europe/Amsterdam')
                        and coalesce(date(s.cancelled_at, 'Europe/Amsterdam'), current_date('Europe/Amsterdam'))
    left join cities c using (city_code)

)

select * from final
"""

DAG_COSMOS = """from datetime import datetime

from cosmos import DbtTaskGroup, ExecutionConfig, ProfileConfig, ProjectConfig
from airflow import DAG

PROJECT = "/home/airflow/gcs/dags/dbt/fietsbox"

with DAG(
    dag_id="fietsbox_dbt_daily",
    schedule="30 5 * * *",
    start_date=datetime(2027, 7, 1),
    catchup=False,
    tags=["dbt", "analytics"],
) as dag:
    dbt = DbtTaskGroup(
        group_id="dbt",
        project_config=ProjectConfig(PROJECT),
        profile_config=ProfileConfig(profile_name="fietsbox", target_name="prod",
                                     profiles_yml_filepath=f"{PROJECT}/profiles.yml"),
        execution_config=ExecutionConfig(dbt_executable_path="/opt/python3.11/bin/dbt"),
    )
"""

DAG_POD = """from datetime import datetime

import pendulum
from airflow import DAG
from airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator

with DAG(
    dag_id="fietsbox_dbt_daily",
    schedule="30 5 * * *",
    start_date=pendulum.datetime(2027, 7, 1, tz="Europe/Amsterdam"),
    catchup=False,
    tags=["dbt", "analytics"],
) as dag:
    dbt_build = KubernetesPodOperator(
        task_id="dbt_build",
        name="dbt-build",
        namespace="composer-user-workloads",
        image="europe-west4-docker.pkg.dev/fietsbox-dwh/analytics/dbt:1.8.4",
        cmds=["dbt"],
        arguments=["build", "--target", "prod", "--fail-fast"],
        service_account_name="dbt-runner",
        get_logs=True,
        retries=1,
    )
"""

CI_YML = """name: dbt-ci
on:
  pull_request:
    branches: [main]
jobs:
  build:
    runs-on: ubuntu-latest
    permissions: {contents: read, id-token: write}
    env:
      DBT_CI_DATASET: dbt_ci_pr_${{ github.event.number }}
    steps:
      - uses: actions/checkout@v4
      - uses: google-github-actions/auth@v2
        with:
          workload_identity_provider: projects/418220133907/locations/global/workloadIdentityPools/github/providers/gh
          service_account: dbt-ci@fietsbox-dwh.iam.gserviceaccount.com
      - run: pip install dbt-bigquery==1.8.2 sqlfluff==3.1.0
      - run: sqlfluff lint models
      - run: gsutil cp gs://fietsbox-dbt-artifacts/prod/manifest.json prod-manifest/
      - run: dbt build --target ci --select state:modified+ --defer --state prod-manifest
"""


def s1(s):
    s.start()
    s.prompt("goal", "New repo: fietsbox-analytics. We're the analytics team of Fietsbox, the e-bike subscription "
             "company (Utrecht, Amsterdam, Rotterdam, Den Haag, Eindhoven). Set up a dbt project on BigQuery (project "
             "fietsbox-dwh, everything in EU) on top of the raw_app dataset that Datastream replicates from the app's "
             "Postgres. Staging first. Naming rule, always: staging models are stg_<source>__<table>, e.g. "
             "stg_app__subscriptions.")
    s.bash(None, "git status", "fatal: not a git repository (or any of the parent directories): .git", code=128)
    s.bash("init", "git init && pip install dbt-bigquery==1.8.2 && dbt --version",
           "Initialized empty Git repository in /home/maaike/code/fietsbox-analytics/.git/\n...\nCore:\n  - installed: "
           "1.8.4\n  - latest:    1.8.4 - Up to date!\n\nPlugins:\n  - bigquery: 1.8.2 - Up to date!")
    s.write("profiles", "profiles.yml", PROFILES)
    s.write("dbtproject", "dbt_project.yml", DBT_PROJECT)
    s.bash("debugfail", "dbt debug", "Connection:\n  method: oauth\n  database: fietsbox-dwh\n  schema: dbt_maaike\n"
           "  location: None\n  Connection test: [ERROR]\n\n1 check failed:\ndbt was unable to connect to the specified "
           "database.\nThe database returned the following error:\n\n  >Database Error\n  Dataset fietsbox-dwh:raw_app "
           "was not found in location US", code=1)
    s.prompt("debugwhy", "Why does it look in US? raw_app is definitely there.", minutes=2)
    s.edit("debugfix", "profiles.yml", "      job_execution_timeout_seconds: 600\n",
           "      job_execution_timeout_seconds: 600\n      location: EU\n")
    s.bash("debugok", "dbt debug", "  location: EU\n  Connection test: [OK connection ok]\n\nAll checks passed!")
    s.write("sources", "models/staging/app/_app__sources.yml", "version: 2\nsources:\n  - name: app\n    database: "
            "fietsbox-dwh\n    schema: raw_app\n    loaded_at_field: _datastream_source_timestamp\n    freshness:\n      "
            "warn_after: {count: 12, period: hour}\n      error_after: {count: 24, period: hour}\n    tables:\n      - "
            "name: subscriptions\n      - name: riders\n      - name: bikes\n      - name: plans\n      - name: "
            "repairs\n")
    s.write("stgsubs", "models/staging/app/stg_app__subscriptions.sql", STG_SUBS)
    s.prompt("noselectstar", "Fine for staging, but never SELECT * in anything under marts: list the columns. And I "
             "prefer lowercase SQL with trailing commas, we'll let sqlfluff enforce it later.")
    s.bash("run1", "dbt run --select staging", "Running with dbt=1.8.4\nFound 5 models, 0 tests, 5 sources\n\n"
           "1 of 5 OK created sql view model dbt_maaike_staging.stg_app__bikes ........ [CREATE VIEW (0 processed) in 1.42s]\n"
           "...\n5 of 5 OK created sql view model dbt_maaike_staging.stg_app__subscriptions [CREATE VIEW (0 processed) in 1.38s]\n\n"
           "Finished running 5 view models in 0 hours 0 minutes and 9.87 seconds (9.87s).\nCompleted successfully")
    s.bash("countraw", "bq query --use_legacy_sql=false 'select count(*) from raw_app.subscriptions'",
           "+--------+\n|  f0_   |\n+--------+\n| 188412 |\n+--------+")
    s.remember("memlayout", "BigQuery layout: project fietsbox-dwh, location EU (dbt needs location: EU in "
               "profiles.yml). raw_app = Datastream replica of the app Postgres; dev builds go to dbt_maaike_*; prod "
               "to analytics_staging / analytics_marts / analytics_reference.", "Warehouse layout")
    s.bash("commit1", "git add -A && git commit -m 'chore: dbt project, BigQuery profiles, app sources and staging views'",
           "[main (root-commit) 4c1d2a0] chore: dbt project, BigQuery profiles, app sources and staging views\n 9 files "
           "changed, 212 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("tests", "Add tests to staging: unique + not_null on every primary key, accepted_values on subscription "
             "status. Then run dbt build on staging.")
    s.write("schemayml", "models/staging/app/_app__models.yml", "version: 2\nmodels:\n  - name: stg_app__subscriptions\n"
            "    columns:\n      - name: subscription_id\n        tests: [unique, not_null]\n      - name: status\n"
            "        tests:\n          - accepted_values:\n              values: ['active', 'paused', 'cancelled', "
            "'pending']\n  - name: stg_app__riders\n    columns:\n      - name: rider_id\n        tests: [unique, not_null]\n"
            "  - name: stg_app__bikes\n    columns:\n      - name: bike_id\n        tests: [unique, not_null]\n")
    s.bash("uniq1fail", "dbt build --select staging", "Running with dbt=1.8.4\nFound 5 models, 9 data tests, 5 sources\n\n"
           "...\n7 of 14 FAIL 214 unique_stg_app__subscriptions_subscription_id ........ [FAIL 214 in 2.11s]\n...\n\n"
           "Failure in test unique_stg_app__subscriptions_subscription_id (models/staging/app/_app__models.yml)\n  Got "
           "214 results, configured to fail if != 0\n\nDone. PASS=12 WARN=0 ERROR=0 FAIL=1 SKIP=1 TOTAL=14", code=1)
    s.bash("uniq1look", "bq query --use_legacy_sql=false 'select id, status, _datastream_source_timestamp, "
           "_metadata_change_type from raw_app.subscriptions where id in (select id from raw_app.subscriptions group by "
           "id having count(*) > 1) order by id limit 6'",
           "+-------+-----------+-----------------------------+------------------------+\n|  id   |  status   | "
           "_datastream_source_timestamp |  _metadata_change_type |\n+-------+-----------+----------------------------"
           "-+------------------------+\n| 10244 | active    | 2027-07-06 22:14:03 UTC     | INSERT                 |\n"
           "| 10244 | paused    | 2027-07-07 06:01:55 UTC     | UPDATE-INSERT          |\n| 11873 | active    | "
           "2027-07-06 23:40:12 UTC     | INSERT                 |\n| 11873 | cancelled | 2027-07-07 07:12:40 UTC     | "
           "UPDATE-INSERT          |")
    s.prompt("uniq1cause", "So Datastream is in append mode and keeps every change as a new row. Dedupe in staging: "
             "latest version per id wins. Don't switch Datastream to merge mode, Priya owns that and wants the history.")
    s.edit("uniq1fix", "models/staging/app/stg_app__subscriptions.sql", "    from source\n",
           "    from source\n    qualify row_number() over (partition by id order by _datastream_source_timestamp "
           "desc) = 1\n")
    s.bash("uniq1ok", "dbt build --select staging", "...\n7 of 14 PASS unique_stg_app__subscriptions_subscription_id "
           "..... [PASS in 1.87s]\n\nDone. PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14")
    s.grep(None, "_datastream_source_timestamp", ["models/staging/app/_app__sources.yml",
           "models/staging/app/stg_app__subscriptions.sql"])
    s.edit("dedupeall", "models/staging/app/stg_app__riders.sql", "    from source\n",
           "    from source\n    qualify row_number() over (partition by id order by _datastream_source_timestamp "
           "desc) = 1\n")
    s.lesson("lesson1", "raw_app is a Datastream append-mode replica: every UPDATE lands as a new row. Every "
             "stg_app__ model must keep only the latest row per id (qualify row_number() ... order by "
             "_datastream_source_timestamp desc = 1) or unique tests fail.", "unique test failed on subscription_id")
    s.bash("fresh", "dbt source freshness", "1 of 5 PASS freshness of app.subscriptions ..... [PASS in 1.02s]\n...\n"
           "5 of 5 WARN freshness of app.repairs ...... [WARN in 0.98s]\n\nDone. PASS=4 WARN=1 ERROR=0")
    s.prompt("viewsdecision", "Repairs is only updated by the workshop app every ~14h, the warn is fine. Keep staging "
             "as views, not tables: the raw tables are small and views cost nothing to build.")
    s.bash("commit2", "git add -A && git commit -m 'test(staging): keys, statuses; dedupe Datastream change rows'",
           "[main 8e02b17] test(staging): keys, statuses; dedupe Datastream change rows\n 6 files changed, 58 insertions(+), "
           "4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("marts", "Marts now. Joris (finance) needs daily revenue per subscription and per city for the MRR "
             "dashboard. Build fct_subscription_days at the grain subscription x day, and dim_customers. I prefer "
             "CTEs that import refs at the top and a `final` CTE at the end.")
    s.write("citiesseed", "seeds/cities.csv", "city_code,city_name,region,launched_on\nUTR,Utrecht,Midden,2022-04-01\n"
            "AMS,Amsterdam,Noord-Holland,2023-03-15\nRTM,Rotterdam,Zuid-Holland,2023-09-01\nDHG,Den Haag,Zuid-Holland,"
            "2024-05-01\nEHV,Eindhoven,Brabant,2025-02-01\n")
    s.write("macro1", "macros/cents_to_euros.sql", "{% macro cents_to_euros(column) -%}\n    round({{ column }} / 100.0, "
            "2)\n{%- endmacro %}\n")
    s.write("fct", "models/marts/fct_subscription_days.sql", FCT_DAYS)
    s.prompt("incremental", "Make the fact incremental with merge on (subscription_id, date_day), partitioned by day "
             "and clustered by city. A full rebuild every morning would scan far too much. Reprocess the last 3 days on "
             "each incremental run, late changes rarely come later than that.")
    s.bash("fullrun", "dbt run --select fct_subscription_days --full-refresh", "1 of 1 OK created sql incremental model "
           "dbt_maaike_marts.fct_subscription_days ... [CREATE TABLE (4.8m rows, 38.4 GiB processed) in 96.31s]\n\n"
           "Finished running 1 incremental model in 0 hours 1 minutes and 41.20 seconds (101.20s).")
    s.bash("incrun", "dbt run --select fct_subscription_days", "1 of 1 OK created sql incremental model "
           "dbt_maaike_marts.fct_subscription_days ... [MERGE (11.2k rows, 1.9 GiB processed) in 14.77s]")
    s.bash("rows", "bq query --use_legacy_sql=false 'select count(*) rows, count(distinct subscription_id) subs from "
           "dbt_maaike_marts.fct_subscription_days'", "+---------+--------+\n|  rows   |  subs  |\n+---------+--------+\n"
           "| 4812377 | 61940  |\n+---------+--------+")
    s.write("dimcust", "models/marts/dim_customers.sql", "with riders as (\n\n    select * from {{ ref('stg_app__riders') "
            "}}\n\n),\n\nsubscriptions as (\n\n    select * from {{ ref('stg_app__subscriptions') }}\n\n),\n\nfinal as (\n\n"
            "    select\n        r.rider_id as customer_id,\n        r.signup_city_code,\n        r.created_at,\n        "
            "min(s.started_at) as first_subscription_at,\n        countif(s.status = 'active') as active_subscriptions,\n"
            "    from riders r\n    left join subscriptions s on s.customer_id = r.rider_id\n    group by 1, 2, 3\n\n)\n\n"
            "select customer_id, signup_city_code, created_at, first_subscription_at, active_subscriptions from final\n")
    s.prompt("grainrule", "Rule for every mart from now on: always put a unique test on the grain (use "
             "dbt_utils.unique_combination_of_columns for composite grains).")
    s.write("martsyml", "models/marts/_marts.yml", "version: 2\nmodels:\n  - name: fct_subscription_days\n    tests:\n"
            "      - dbt_utils.unique_combination_of_columns:\n          combination_of_columns: [subscription_id, "
            "date_day]\n  - name: dim_customers\n    columns:\n      - name: customer_id\n        tests: [unique, "
            "not_null]\n")
    s.bash("depsfail", "dbt build --select marts", "Compilation Error\n  'dbt_utils' is undefined. This can happen when "
           "calling a macro that does not exist. Check for typos and/or install package dependencies with \"dbt deps\".",
           code=2)
    s.write("packages", "packages.yml", "packages:\n  - package: dbt-labs/dbt_utils\n    version: [\">=1.1.0\", \"<2.0.0\"]\n")
    s.bash("depsok", "dbt deps && dbt build --select marts", "Installing dbt-labs/dbt_utils\n  Installed from version 1.2.0\n"
           "...\nDone. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5")
    s.bash("commit3", "git add -A && git commit -m 'feat(marts): fct_subscription_days incremental, dim_customers, cities "
           "seed'", "[main 2b9c7e4] feat(marts): fct_subscription_days incremental, dim_customers, cities seed\n 7 files "
           "changed, 163 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("airflow", "Orchestration: Priya gave us a Cloud Composer 2 environment (composer-analytics, "
             "europe-west4). Let's use astronomer-cosmos so every model shows up as its own Airflow task. Daily at "
             "05:30 Amsterdam time, so Joris has fresh numbers at 07:00.")
    s.write("dag1", "dags/fietsbox_dbt_daily.py", DAG_COSMOS)
    s.bash("dagimportfail", "gcloud composer environments run composer-analytics --location europe-west4 dags "
           "list-import-errors", "filepath                                   | error\n"
           "===========================================+============================================\n"
           "/home/airflow/gcs/dags/fietsbox_dbt_daily.py | ModuleNotFoundError: No module named 'cosmos'", code=0)
    s.bash("pypi", "gcloud composer environments update composer-analytics --location europe-west4 "
           "--update-pypi-package astronomer-cosmos==1.5.1", "Waiting for [projects/fietsbox-dwh/locations/europe-west4/"
           "environments/composer-analytics] to be updated with [projects/fietsbox-dwh/locations/europe-west4/operations/"
           "b2f1]...done.\nUpdated in 17m 43s.", minutes=20)
    s.bash("dagtestfail", "gcloud composer environments run composer-analytics --location europe-west4 dags test -- "
           "fietsbox_dbt_daily 2027-07-13", "[2027-07-13 10:41:07] ERROR - Task failed with exception\n"
           "FileNotFoundError: [Errno 2] No such file or directory: '/opt/python3.11/bin/dbt'", code=1)
    s.fetch("cosmosdocs", "https://astronomer.github.io/astronomer-cosmos/getting_started/gcc.html",
            "How to run dbt on Google Cloud Composer with Cosmos?", "On Cloud Composer, install dbt in a separate "
            "virtual environment to avoid dependency conflicts with Airflow, e.g. in the Composer image at "
            "/home/airflow/gcs/plugins/dbt-venv, and point ExecutionConfig(dbt_executable_path=...) at its bin/dbt.")
    s.edit("dagfix", "dags/fietsbox_dbt_daily.py", 'dbt_executable_path="/opt/python3.11/bin/dbt"',
           'dbt_executable_path="/home/airflow/gcs/plugins/dbt-venv/bin/dbt"')
    s.bash("dagtestok", "gcloud composer environments run composer-analytics --location europe-west4 dags test -- "
           "fietsbox_dbt_daily 2027-07-13", "[2027-07-13 11:22:50] INFO - Marking run <DagRun fietsbox_dbt_daily @ "
           "2027-07-13: manual__2027-07-13T11:02:14, state:running> successful\nDagRun Finished: state=success, "
           "run_duration=1236.4")
    s.remember("memrunbook1", "Runbook: prod dbt runs from the Composer DAG fietsbox_dbt_daily (Cosmos DbtTaskGroup, "
               "one task per model, 05:30 Europe/Amsterdam); dbt lives in the venv /home/airflow/gcs/plugins/dbt-venv. "
               "Test a DAG with `gcloud composer environments run composer-analytics --location europe-west4 dags test "
               "-- fietsbox_dbt_daily <date>`.", "How prod dbt runs", "procedure")
    s.prompt("nofullrefresh", "One rule: never run --full-refresh against prod without asking me first, it's 38 GB a "
             "go and Joris sees the gap on the dashboard.")
    s.bash("commit4", "git add -A && git commit -m 'feat(dags): fietsbox_dbt_daily with cosmos on composer'",
           "[main 71af3d9] feat(dags): fietsbox_dbt_daily with cosmos on composer\n 2 files changed, 31 insertions(+)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("snapshots", "Bikes change status all the time (in_use, in_repair, in_depot, written_off) and the app only "
             "keeps the current one. Snapshot bikes so we can count days in repair. And snapshot plans too, price "
             "changes matter for MRR.")
    s.write("snapbikes", "snapshots/snap_bikes.sql", "{% snapshot snap_bikes %}\n{{ config(target_schema='snapshots', "
            "unique_key='bike_id', strategy='check', check_cols=['status', 'depot_code']) }}\nselect bike_id, status, "
            "depot_code, model, _loaded_at from {{ ref('stg_app__bikes') }}\n{% endsnapshot %}\n")
    s.write("snapplans", "snapshots/snap_plans.sql", "{% snapshot snap_plans %}\n{{ config(target_schema='snapshots', "
            "unique_key='plan_id', strategy='check', check_cols=['monthly_price_cents']) }}\nselect plan_id, name, "
            "monthly_price_cents from {{ ref('stg_app__plans') }}\n{% endsnapshot %}\n")
    s.bash("snaprun", "dbt snapshot", "1 of 2 START snapshot dbt_maaike_snapshots.snap_bikes\n1 of 2 OK snapshotted "
           "dbt_maaike_snapshots.snap_bikes ... [MERGE (7.3k rows, 12.6 MiB processed) in 4.02s]\n2 of 2 OK snapshotted "
           "dbt_maaike_snapshots.snap_plans ... [MERGE (14.0 rows, 1.1 KiB processed) in 2.87s]")
    s.prompt("dashboard", "Joris built the Metabase dashboard \"MRR & churn\" on analytics_marts.fct_subscription_days "
             "and dim_customers. Can you check which questions use which tables? The Metabase API key is in 1Password "
             "as metabase-analytics.")
    s.bash("metabase", "curl -s -H \"x-api-key: $MB_KEY\" https://metabase.fietsbox.nl/api/dashboard/42 | jq "
           "'.dashcards[].card | {name, table: .dataset_query.native.query[0:80]}'",
           "{\"name\": \"MRR by city\", \"table\": \"select city_name, sum(daily_revenue_eur) from analytics_marts.fct_subscr\"}\n"
           "{\"name\": \"Active riders\", \"table\": \"select count(*) from analytics_marts.dim_customers where active_sub\"}\n"
           "{\"name\": \"Churn per month\", \"table\": \"select date_trunc(cancelled_at, month) m, count(*) from analytics_m\"}")
    s.remember("mempeople", "People: Joris de Wit (finance) owns the Metabase dashboard \"MRR & churn\" (dashboard 42) "
               "and reads it at 07:00; Priya Raman (data platform) owns Datastream and Composer; Sem Bakker approves "
               "BigQuery spend above EUR 200/month. Dashboard requests go in #data-requests, not DMs.", "Who is who")
    s.bash("cost", "bq ls -j -a -n 200 --format=json | jq '[.[] | select(.statistics.query) | "
           ".statistics.query.totalBytesBilled | tonumber] | add / 1e12 * 6.25'", "4.1875")
    s.prompt("costnote", "So ~\u20ac4.19 in on-demand queries for the week, mostly that one full refresh. Fine.")
    s.edit("macrouse", "models/marts/dim_customers.sql", "        countif(s.status = 'active') as active_subscriptions,\n",
           "        countif(s.status = 'active') as active_subscriptions,\n        sum({{ cents_to_euros('s.monthly_price_"
           "cents') }}) as monthly_value_eur,\n")
    s.bash(None, "dbt build --select dim_customers", "...\nDone. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
    s.bash("commit5", "git add -A && git commit -m 'feat(snapshots): snap_bikes and snap_plans (check strategy)'",
           "[main c40e8b5] feat(snapshots): snap_bikes and snap_plans (check strategy)\n 3 files changed, 19 insertions(+)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("renamedim", "Finance and the product team both say \"riders\", never \"customers\". Rename dim_customers to "
             "dim_riders and customer_id to rider_id everywhere. No compatibility view with the old name: we update "
             "Metabase instead.")
    s.bash("gitmv", "git mv models/marts/dim_customers.sql models/marts/dim_riders.sql", "")
    s.grep("grepcust", "customer_id|dim_customers", ["models/marts/dim_riders.sql", "models/marts/_marts.yml",
           "models/marts/fct_subscription_days.sql", "models/staging/app/stg_app__subscriptions.sql"])
    s.edit("renamecol", "models/staging/app/stg_app__subscriptions.sql", "        rider_id as customer_id,\n",
           "        rider_id,\n")
    s.edit("renameyml", "models/marts/_marts.yml", "  - name: dim_customers\n    columns:\n      - name: customer_id\n",
           "  - name: dim_riders\n    columns:\n      - name: rider_id\n")
    s.bash("renamebuild", "dbt build --select dim_riders+ fct_subscription_days", "...\n3 of 6 OK created sql table model "
           "dbt_maaike_marts.dim_riders ... [CREATE TABLE (58.1k rows, 24.3 MiB processed) in 5.12s]\n...\nDone. PASS=6 "
           "WARN=0 ERROR=0 SKIP=0 TOTAL=6")
    s.bash("commitrename", "git add -A && git commit -m 'refactor(marts): dim_customers -> dim_riders, customer_id -> "
           "rider_id' && git push origin main", "[main e91d0aa] refactor(marts): dim_customers -> dim_riders, customer_id "
           "-> rider_id\n 4 files changed, 11 insertions(+), 11 deletions(-)\nTo github.com:fietsbox/fietsbox-analytics.git\n"
           "   c40e8b5..e91d0aa  main -> main")
    s.prompt("dropsnapplans", "Actually, let's not snapshot plans after all. stg_app__plans already has valid_from / "
             "valid_to from the app's price history, the snapshot just duplicates it. Remove snap_plans and drop the "
             "table.")
    s.bash("rmsnap", "git rm snapshots/snap_plans.sql && bq rm -f -t fietsbox-dwh:dbt_maaike_snapshots.snap_plans",
           "rm 'snapshots/snap_plans.sql'")
    s.bash("mbbroken", "curl -s -H \"x-api-key: $MB_KEY\" https://metabase.fietsbox.nl/api/card/311/query -X POST | jq "
           ".error", "\"Not found: Table fietsbox-dwh:analytics_marts.dim_customers was not found in location EU\"")
    s.prompt("mbwhy", "The Active riders card on the dashboard errors. Did prod already build the renamed model? "
             "The test build of the new DAG this morning ran from main.")
    s.bash("gitlog", "git log --oneline -3 && bq ls analytics_marts", "e91d0aa refactor(marts): dim_customers -> "
           "dim_riders, customer_id -> rider_id\nc40e8b5 feat(snapshots): snap_bikes and snap_plans (check strategy)\n"
           "71af3d9 feat(dags): fietsbox_dbt_daily with cosmos on composer\n   tableId              Type\n"
           " -------------------- -------\n  dim_riders            TABLE\n  fct_subscription_days TABLE")
    s.bash("mbfix", "curl -s -X PUT -H \"x-api-key: $MB_KEY\" -H 'content-type: application/json' "
           "https://metabase.fietsbox.nl/api/card/311 -d @card311.json | jq '.name, .updated_at'",
           "\"Active riders\"\n\"2027-07-19T14:02:51Z\"")
    s.lesson("lesson2", "Renaming a mart breaks every Metabase card that queries it by name as soon as prod builds: "
             "before merging a rename, grep the Metabase cards (api/card) for the old table/column and update them in "
             "the same hour; dbt only drops the old table on the next run if you remove it.", "dim_customers rename "
             "broke the Active riders card")
    s.bash("commit6", "git add -A && git commit -m 'refactor(marts): drop snap_plans; rider_id in staging'",
           "[main 5d7e310] refactor(marts): drop snap_plans; rider_id in staging\n 4 files changed, 6 insertions(+), "
           "17 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("cosmosslow", "Priya says our DAG makes the Composer scheduler slow: Cosmos parses the dbt project on every "
             "DAG file parse, ~40 s, and we hit the dagbag import timeout twice last night.")
    s.bash("timeout", "gcloud composer environments run composer-analytics --location europe-west4 dags "
           "list-import-errors", "/home/airflow/gcs/dags/fietsbox_dbt_daily.py | AirflowTaskTimeout: DagBag import "
           "timeout for /home/airflow/gcs/dags/fietsbox_dbt_daily.py after 30.0s.\nPlease take a look at these docs to "
           "improve your DAG import time")
    s.prompt("switchpod", "OK, switch from Cosmos to a single KubernetesPodOperator that runs `dbt build` from our own "
             "image. We lose per-model tasks but the dbt logs are enough. Build the image in Artifact Registry.")
    s.write("dockerfile", "Dockerfile", "FROM python:3.11-slim\nRUN pip install --no-cache-dir dbt-bigquery==1.8.2\n"
            "WORKDIR /dbt\nCOPY . /dbt\nRUN dbt deps\nENV DBT_PROFILES_DIR=/dbt\nENTRYPOINT []\n")
    s.bash("image", "gcloud builds submit --tag europe-west4-docker.pkg.dev/fietsbox-dwh/analytics/dbt:1.8.4 .",
           "Creating temporary archive of 41 file(s) totalling 188.2 KiB before compression.\n...\nDONE\nID  CREATE_TIME  "
           "DURATION  SOURCE  IMAGES  STATUS\n5f0c...  2027-07-21T10:14:09+00:00  2M31S  ...  europe-west4-docker.pkg.dev/"
           "fietsbox-dwh/analytics/dbt:1.8.4  SUCCESS")
    s.write("dag2", "dags/fietsbox_dbt_daily.py", DAG_POD)
    s.bash("podfail", "gcloud composer environments run composer-analytics --location europe-west4 dags test -- "
           "fietsbox_dbt_daily 2027-07-21", "[2027-07-21 10:33:40] INFO - dbt build --target prod --fail-fast\n"
           "Runtime Error\n  Database Error\n  Access Denied: Project fietsbox-dwh: User does not have bigquery.jobs.create "
           "permission in project fietsbox-dwh.\n[2027-07-21 10:33:41] ERROR - Pod dbt-build returned a failure: "
           "exit code 2", code=1)
    s.bash("podiam", "gcloud projects add-iam-policy-binding fietsbox-dwh --member serviceAccount:dbt-runner@fietsbox-dwh"
           ".iam.gserviceaccount.com --role roles/bigquery.jobUser && gcloud iam service-accounts add-iam-policy-binding "
           "dbt-runner@fietsbox-dwh.iam.gserviceaccount.com --role roles/iam.workloadIdentityUser --member "
           "'serviceAccount:fietsbox-dwh.svc.id.goog[composer-user-workloads/dbt-runner]'",
           "Updated IAM policy for project [fietsbox-dwh].\nbindings:\n- members:\n  - serviceAccount:dbt-runner@fietsbox-"
           "dwh.iam.gserviceaccount.com\n  role: roles/bigquery.jobUser\n...")
    s.bash("podok", "gcloud composer environments run composer-analytics --location europe-west4 dags test -- "
           "fietsbox_dbt_daily 2027-07-21", "[2027-07-21 11:02:18] INFO - Finished running 9 models, 3 snapshots... "
           "wait\nDone. PASS=31 WARN=1 ERROR=0 SKIP=0 TOTAL=32\n[2027-07-21 11:02:19] INFO - Completed in 0 hours 11 "
           "minutes and 52.06 seconds\nDagRun Finished: state=success, run_duration=731.8")
    s.remember("memrunbook2", "Runbook (updated 21 Jul): prod dbt runs as ONE KubernetesPodOperator task `dbt_build` in "
               "the Composer DAG fietsbox_dbt_daily (05:30 Europe/Amsterdam), image europe-west4-docker.pkg.dev/"
               "fietsbox-dwh/analytics/dbt:1.8.4 built with `gcloud builds submit`; it runs as KSA dbt-runner -> GSA "
               "dbt-runner@ (bigquery.jobUser). Cosmos and the dbt-venv are gone. Rebuild the image after merging "
               "model changes.", "How prod dbt runs", "procedure")
    s.bash("rmcosmos", "gcloud composer environments update composer-analytics --location europe-west4 "
           "--remove-pypi-packages astronomer-cosmos", "Updated in 15m 02s.", minutes=16)
    s.bash("commit7", "git add -A && git commit -m 'feat(dags): one KubernetesPodOperator dbt build instead of cosmos'",
           "[main 0a6b2f8] feat(dags): one KubernetesPodOperator dbt build instead of cosmos\n 3 files changed, 29 "
           "insertions(+), 18 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("brokemorning", "The 05:30 run failed this morning and Joris's dashboard shows yesterday's numbers. "
             "Look at the Airflow log.")
    s.bash("uniq2fail", "gcloud composer environments run composer-analytics --location europe-west4 tasks states-for-"
           "dag-run -- fietsbox_dbt_daily scheduled__2027-07-22T03:30:00+00:00 && gsutil cat gs://europe-west4-composer-"
           "analyt-bucket/logs/dag_id=fietsbox_dbt_daily/run_id=scheduled__2027-07-22T03:30:00+00:00/task_id=dbt_build/"
           "attempt=2.log | tail -8", "dbt_build | failed\n...\nFailure in test dbt_utils_unique_combination_of_columns_"
           "fct_subscription_days_subscription_id__date_day (models/marts/_marts.yml)\n  Got 1306 results, configured "
           "to fail if != 0\n\nDone. PASS=27 WARN=0 ERROR=0 FAIL=1 SKIP=4 TOTAL=32\n--fail-fast: stopping", code=0)
    s.prompt("uniq2q", "Duplicates again? I thought the staging dedupe fixed that. Check whether it's Datastream again.")
    s.bash("uniq2look", "bq query --use_legacy_sql=false 'select city_code, count(*) from analytics_reference.cities "
           "group by 1 having count(*) > 1; select count(*) from analytics_staging.stg_app__subscriptions group by "
           "subscription_id having count(*) > 1'", "+-----------+-----+\n| city_code | f0_ |\n+-----------+-----+\n"
           "| DHG       |   2 |\n+-----------+-----+\n(0 rows)")
    s.bash("gitlogseed", "git log -p -1 -- seeds/cities.csv", "commit 3f7a1c2 (Sem Bakker)\n    seeds: add "
           "'s-Gravenhage alias for the municipality export\n+DHG,'s-Gravenhage,Zuid-Holland,2024-05-01")
    s.prompt("uniq2cause", "Staging is clean; it's the seed. Sem added a second DHG row ('s-Gravenhage) for the "
             "municipality report, so the left join to cities fans every Den Haag subscription-day out to two rows. "
             "Keep one row per city_code in the seed and move aliases to their own column.")
    s.bash("seedrename", "git mv seeds/cities.csv seeds/service_areas.csv", "")
    s.write("seedfix", "seeds/service_areas.csv", "city_code,city_name,official_name,region,launched_on\nUTR,Utrecht,"
            "Utrecht,Midden,2022-04-01\nAMS,Amsterdam,Amsterdam,Noord-Holland,2023-03-15\nRTM,Rotterdam,Rotterdam,"
            "Zuid-Holland,2023-09-01\nDHG,Den Haag,'s-Gravenhage,Zuid-Holland,2024-05-01\nEHV,Eindhoven,Eindhoven,"
            "Brabant,2025-02-01\n")
    s.edit("seedref", "models/marts/fct_subscription_days.sql", "    select * from {{ ref('cities') }}",
           "    select * from {{ ref('service_areas') }}")
    s.write("seedtest", "seeds/_seeds.yml", "version: 2\nseeds:\n  - name: service_areas\n    columns:\n      - name: "
            "city_code\n        tests: [unique, not_null]\n")
    s.bash("uniq2ok", "dbt seed --select service_areas --target prod && dbt build --select service_areas+ --target prod",
           "1 of 1 OK loaded seed file analytics_reference.service_areas ... [INSERT 5 in 2.40s]\n...\nDone. PASS=9 "
           "WARN=0 ERROR=0 SKIP=0 TOTAL=9")
    s.lesson("lesson3", "A unique-grain failure on a mart is not always staging duplicates: a lookup seed with two rows "
             "for one key (DHG twice) fans out every join. Seeds get a unique test on their join key.",
             "fct_subscription_days unique_combination failure, 1306 rows, 23 Jul")
    s.bash("commit8", "git add -A && git commit -m 'fix(seeds): cities -> service_areas, one row per city_code, unique "
           "test'", "[main 7d21c90] fix(seeds): cities -> service_areas, one row per city_code, unique test\n 4 files "
           "changed, 14 insertions(+), 7 deletions(-)")
    s.prompt("commitstyle", "Good. For commits I prefer conventional commits with the model or folder as the scope, "
             "like you did. And tell Joris in #data-requests, not by DM.")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("late", "Workshop repairs show up late: Joris saw revenue for paused subscriptions change 5 days after the "
             "fact. Widen the incremental lookback from 3 days to 7.")
    s.read("readfct", "models/marts/fct_subscription_days.sql", FCT_DAYS.replace("ref('cities')", "ref('service_areas')"))
    s.edit("lookback7", "models/marts/fct_subscription_days.sql", "interval 3 day", "interval 7 day")
    s.bash("incrun7", "dbt run --select fct_subscription_days --target prod", "1 of 1 OK created sql incremental model "
           "analytics_marts.fct_subscription_days ... [MERGE (431.6k rows, 3.4 GiB processed) in 22.08s]")
    s.prompt("renamemacro", "Rename the cents_to_euros macro to to_eur and give it a decimals argument (default 2); "
             "the daily revenue needs 4 decimals or the monthly sums drift by cents.")
    s.bash("macromv", "git mv macros/cents_to_euros.sql macros/to_eur.sql", "")
    s.write("macro2", "macros/to_eur.sql", "{% macro to_eur(cents, decimals=2) -%}\n    round({{ cents }} / 100.0, "
            "{{ decimals }})\n{%- endmacro %}\n")
    s.bash("macrofail", "dbt compile", "Compilation Error in model fct_subscription_days (models/marts/"
           "fct_subscription_days.sql)\n  'cents_to_euros' is undefined. This can happen when calling a macro that does "
           "not exist. Check for typos and/or install package dependencies with \"dbt deps\".", code=1)
    s.grep("grepmacro", "cents_to_euros", ["models/marts/fct_subscription_days.sql", "models/marts/dim_riders.sql"])
    s.edit("macrofix1", "models/marts/fct_subscription_days.sql", "{{ cents_to_euros('s.monthly_price_cents') }}",
           "{{ to_eur('s.monthly_price_cents', 4) }}")
    s.edit("macrofix2", "models/marts/dim_riders.sql", "{{ cents_to_euros('s.monthly_price_cents') }}",
           "{{ to_eur('s.monthly_price_cents') }}")
    s.bash("compileok", "dbt compile && sqlfluff lint models", "Found 9 models, 1 snapshot, 1 seed, 24 data tests\n"
           "Done.\nAll Finished! 0 violations")
    s.prompt("schedule", "Joris wants the numbers by 06:30 now, the build takes ~12 minutes plus pod start. Move the DAG "
             "from 05:30 to 04:45.")
    s.edit("sched", "dags/fietsbox_dbt_daily.py", 'schedule="30 5 * * *"', 'schedule="45 4 * * *"')
    s.bash("commit9", "git add -A && git commit -m 'refactor(macros): cents_to_euros -> to_eur(decimals); fct lookback "
           "7 days; dag at 04:45'", "[main 19c4e55] refactor(macros): cents_to_euros -> to_eur(decimals); fct lookback "
           "7 days; dag at 04:45\n 5 files changed, 12 insertions(+), 9 deletions(-)")
    s.bash(None, "git status", "On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "CI: on every pull request, GitHub Actions should lint with sqlfluff and run dbt build on only what "
             "changed (state:modified+ deferring to prod) in a throwaway dataset per PR. Auth through workload identity "
             "federation, no JSON keys in GitHub secrets ever.")
    s.write("ciyml", ".github/workflows/dbt-ci.yml", CI_YML)
    s.bash("cifail", "gh pr create --fill && gh run watch", "\u2717 build  dbt build --target ci --select state:modified+ "
           "--defer --state prod-manifest\nRuntime Error\n  Could not find manifest in --state path: "
           "'prod-manifest'\n\u2717 dbt-ci failed in 2m18s", code=1)
    s.bash("manifestls", "gsutil ls gs://fietsbox-dbt-artifacts/prod/", "CommandException: One or more URLs matched no "
           "objects.", code=1)
    s.prompt("manifestcause", "Right, nothing ever uploads the prod manifest. Have the prod pod copy target/manifest.json "
             "to the bucket after each build.")
    s.edit("podupload", "dags/fietsbox_dbt_daily.py", '        cmds=["dbt"],\n        arguments=["build", "--target", '
           '"prod", "--fail-fast"],', '        cmds=["sh", "-c"],\n        arguments=["dbt build --target prod --fail-fast '
           '&& gsutil cp target/manifest.json gs://fietsbox-dbt-artifacts/prod/manifest.json"],')
    s.bash("cipass", "gh run rerun --failed && gh run watch", "\u2713 build  sqlfluff lint models (0 violations)\n"
           "\u2713 build  dbt build --target ci --select state:modified+ --defer --state prod-manifest\n  Done. PASS=7 "
           "WARN=0 ERROR=0 SKIP=0 TOTAL=7\n\u2713 dbt-ci completed in 3m41s")
    s.bash("cibytes", "bq query --use_legacy_sql=false 'select sum(total_bytes_billed)/pow(1024,3) gib from "
           "region-eu.INFORMATION_SCHEMA.JOBS where labels_dbt_invocation like \"ci%\"'", "+-------+\n|  gib  |\n"
           "+-------+\n| 0.82  |\n+-------+")
    s.prompt("cleanup", "Drop each PR's dataset when the PR closes. And set a 1-day default table expiration on the "
             "CI datasets in case the cleanup job misses one.")
    s.edit("cicleanup", ".github/workflows/dbt-ci.yml", "on:\n  pull_request:\n    branches: [main]\n",
           "on:\n  pull_request:\n    branches: [main]\n    types: [opened, synchronize, reopened, closed]\n")
    s.remember("memci", "CI: .github/workflows/dbt-ci.yml runs sqlfluff + `dbt build --select state:modified+ --defer "
               "--state prod-manifest` in dataset dbt_ci_pr_<n> (1-day expiration, dropped on close) as dbt-ci@ via "
               "workload identity federation (no JSON keys). The prod manifest comes from "
               "gs://fietsbox-dbt-artifacts/prod/manifest.json, uploaded by the prod pod after each build.",
               "How CI works")
    s.bash("commit10", "git add -A && git commit -m 'ci: sqlfluff and slim dbt build on PRs; prod uploads manifest'",
           "[ci 8f3e6d1] ci: sqlfluff and slim dbt build on PRs; prod uploads manifest\n 3 files changed, 54 insertions(+), "
           "2 deletions(-)")
    s.bash(None, "git status", "On branch ci\nYour branch is up to date with 'origin/ci'.\nnothing to commit, working "
           "tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-07-05T09:00:00", "3a1c7e20-5b3c-4e51-9a6f-7c2d3e4f1301", s1),   # Mon
    ("s2", "2027-07-07T10:00:00", "4b2d8f31-6c4d-4f62-8b70-8d3e4f5a1302", s2),   # Wed
    ("s3", "2027-07-09T13:00:00", "5c3e9042-7d5e-4073-9c81-9e4f5a6b1303", s3),   # Fri
    ("s4", "2027-07-13T09:30:00", "6d4fa153-8e6f-4184-ad92-af5a6b7c1304", s4),   # Tue
    ("s5", "2027-07-15T14:00:00", "7e50b264-9f70-4295-bea3-b06b7c8d1305", s5),   # Thu
    ("s6", "2027-07-19T10:00:00", "8f61c375-a081-43a6-8fb4-c17c8d9e1306", s6),   # Mon
    ("s7", "2027-07-21T09:00:00", "9072d486-b192-44b7-90c5-d28d9eaf1307", s7),   # Wed
    ("s8", "2027-07-23T08:10:00", "a183e597-c2a3-45c8-a1d6-e39eafb01308", s8),   # Fri
    ("s9", "2027-07-27T13:00:00", "b294f6a8-d3b4-46d9-b2e7-f4afb0c11309", s9),   # Tue
    ("s10", "2027-07-29T10:00:00", "c3a507b9-e4c5-47ea-c3f8-05b0c1d2130a", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session.
ASKED_AT = "2027-08-02T08:30:00Z"
