"""The eleven sessions of the tallow-metrics history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad52_files import (CHECKS_PY, CI_YML, DAGSTER_RUN_LOG, DEFINITIONS_PY, EVIDENCE_INDEX_MD, PYPROJECT,
                        REPORTS_YML, RESOURCES_PY, REVENUE_SQL_V1, SCHEMA_YML, STRIPE_PIPELINE_V1,
                        STRIPE_PIPELINE_V2)

ROOT = "/home/maren/src/tallow-metrics"


def ok_tests(n, secs="2.07"):
    return (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\nrootdir: {ROOT}\n"
            f"configfile: pyproject.toml\ncollected {n} items\n\n"
            f"tests/test_pipelines.py ......                                         \n"
            f"tests/test_definitions.py ...                                          \n\n"
            f"============================== {n} passed in {secs}s ==============================")


def dbt_ok(n, secs):
    return (f"08:14:02  Running with dbt=1.8.8\n08:14:03  Registered adapter: duckdb=1.9.1\n"
            f"08:14:04  Found {n - 3} models, {n} data tests, 3 seeds, 5 sources, 0 exposures, 540 macros\n\n"
            f"08:14:05  Concurrency: 4 threads (target='prod')\n...\n"
            f"08:14:{10 + int(float(secs)) % 40:02d}  Finished running {n} nodes in 0 hours 0 minutes and {secs} "
            f"seconds ({secs}s).\n\n08:14:31  Completed successfully\n\n"
            f"08:14:31  Done. PASS={n} WARN=0 ERROR=0 SKIP=0 TOTAL={n}")


def s1(s):
    s.start()
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 maren maren 4096 Nov  6 09:11 .\ndrwxr-xr-x 14 maren maren 4096 "
           "Nov  6 09:10 ..\ndrwxr-xr-x  7 maren maren 4096 Nov  6 09:11 .git\n-rw-r--r--  1 maren maren   31 Nov  6 "
           "09:11 README.md")
    s.prompt("goal", "new repo: tallow-metrics. context: Tallow & Tide (we make soap and candles, sell online from "
             "Galway, about 20 people). Oksana Petrenko in finance rebuilds the revenue numbers every Monday from a "
             "Stripe CSV export in Excel and it takes her half a day. plan: dlt pulls Stripe (and later HubSpot) into "
             "DuckDB, dbt-duckdb for the models, Dagster to orchestrate, Evidence.dev for the reports. warehouse is "
             "just a local duckdb file for now, data/tallow.duckdb. start with the skeleton + the stripe load")
    s.prompt("rules", "house rules before we start: 1) uv for everything, uv add / uv run / uv sync, no pip and no "
             "requirements.txt. 2) money is integer cents everywhere in the warehouse, columns end in _cents, we only "
             "turn cents into decimals in the report layer. 3) secrets live in .dlt/secrets.toml or env vars and are "
             "never committed. 4) every dbt model gets unique + not_null tests on its key")
    s.bash("uvinit", "uv init --package --python 3.12 . && uv add dagster==1.9.3 dagster-webserver==1.9.3 "
           "dagster-dbt dagster-duckdb 'dlt[duckdb]' dbt-duckdb stripe",
           "Initialized project `tallow-metrics`\nUsing CPython 3.12.7\nCreating virtual environment at: .venv\n"
           "Resolved 164 packages in 2.41s\nPrepared 158 packages in 11.93s\nInstalled 158 packages in 412ms\n"
           " + dagster==1.9.3\n + dagster-dbt==0.25.3\n + dagster-duckdb==0.25.3\n + dagster-webserver==1.9.3\n"
           " + dbt-core==1.8.8\n + dbt-duckdb==1.9.1\n + dlt==1.4.0\n + duckdb==1.1.3\n + stripe==11.2.0\n ...")
    s.bash("dltinit", "uv run dlt init stripe_analytics duckdb",
           "Looking up the init scripts in https://github.com/dlt-hub/verified-sources.git...\nCloning and configuring a "
           "verified source stripe_analytics (Stripe is an API that handles online payments...)\nDo you want to proceed? "
           "[Y/n]: Y\n\nVerified source stripe_analytics was added to your project!\n* See the usage examples and code "
           "snippets to copy from stripe_analytics_pipeline.py\n* Add credentials for duckdb and other secrets in "
           "./.dlt/secrets.toml\n* Add the required dependencies to pyproject.toml:\n  dlt[duckdb]>=1.4.0\n  "
           "stripe>=5.0.0\n  If the dlt dependency is already added, make sure you install the extra for duckdb to it\n"
           "* Read https://dlthub.com/docs/walkthroughs/create-a-pipeline for more information")
    s.edit("gitignore", ".gitignore", ".venv/\n__pycache__/",
           ".venv/\n__pycache__/\n# never commit credentials or the warehouse file\n.dlt/secrets.toml\ndata/\n*.duckdb\n"
           "*.duckdb.wal\n.env")
    s.write("stripepipe", "pipelines/stripe_pipeline.py", STRIPE_PIPELINE_V1)
    s.prompt("replacewhy", "replace on every run is fine to start with. it's ~38k charges, no cursor state to get "
             "wrong, and if a run breaks the next one just reloads everything. we'll go incremental if it gets slow")
    s.bash("firstload", "uv run python pipelines/stripe_pipeline.py",
           "------------------------------- Extract stripe_analytics -------------------------------\n"
           "Resources: 5/5 (100.0%) | Time: 812.07s | Rate: 0.01/s\ncharge: 38412  | Time: 801.33s | Rate: 47.94/s\n"
           "customer: 11907  | Time: 214.80s | Rate: 55.43/s\nrefund: 1386  | Time: 31.02s | Rate: 44.68/s\n"
           "balance_transaction: 41127  | Time: 790.15s | Rate: 52.05/s\npayout: 316  | Time: 6.11s | Rate: 51.72/s\n"
           "Pipeline stripe_analytics load step completed in 13m 52.41s\n1 load package(s) were loaded to destination "
           "duckdb and into dataset stripe_raw\nThe duckdb destination used duckdb:////home/maren/src/tallow-metrics/"
           "data/tallow.duckdb location to store data\nLoad package 1730884213.5521 is LOADED and contains no failed "
           "jobs", minutes=15)
    s.bash(None, "duckdb data/tallow.duckdb -c \"select currency, count(*), sum(amount) from stripe_raw.charge where "
           "status='succeeded' group by 1 order by 2 desc\"",
           "┌──────────┬──────────────┬─────────────┐\n│ currency │ count_star() │ sum(amount) │\n│ varchar  │    int64    "
           " │   int128    │\n├──────────┼──────────────┼─────────────┤\n│ eur      │        29140 │   138226410 │\n"
           "│ gbp      │         6318 │    29812745 │\n│ usd      │         2477 │    13904180 │\n"
           "└──────────┴──────────────┴─────────────┘")
    s.read(None, "pyproject.toml", PYPROJECT)
    s.write("resources1", "tallow_metrics/resources.py", RESOURCES_PY)
    s.write("dagsterdefs", "tallow_metrics/definitions.py", DEFINITIONS_PY)
    s.bash("dagsterdev", "uv run dagster dev -p 3070",
           "2028-11-06 10:02:41 +0000 - dagster - INFO - Launching Dagster services...\n2028-11-06 10:02:44 +0000 - "
           "dagster.daemon - INFO - Instance is configured with the following daemons: ['AssetDaemon', "
           "'BackfillDaemon', 'SchedulerDaemon', 'SensorDaemon']\n2028-11-06 10:02:45 +0000 - dagster-webserver - INFO "
           "- Serving dagster-webserver on http://127.0.0.1:3070 in process 51877")
    s.prompt("port", "keep dagster's web UI on 3070, 3000 will be Evidence's dev server")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: dagster defs, dlt stripe load (replace) into duckdb'",
           "[main (root-commit) 3e1b7a0] skeleton: dagster defs, dlt stripe load (replace) into duckdb\n 14 files "
           "changed, 602 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("hubspot", "hubspot today. Ines Vidal (marketing) owns our HubSpot portal and made a private app for us, "
             "tallow-metrics-readonly, scopes crm.objects.contacts.read + crm.objects.deals.read + "
             "crm.objects.companies.read. token goes in .dlt/secrets.toml as sources.hubspot.api_key. only contacts, "
             "deals and companies, we don't need tickets or engagements")
    s.bash("hubinit", "uv run dlt init hubspot duckdb",
           "Looking up the init scripts in https://github.com/dlt-hub/verified-sources.git...\nCloning and configuring a "
           "verified source hubspot (Hubspot source)\nDo you want to proceed? [Y/n]: Y\n\nVerified source hubspot was "
           "added to your project!\n* See the usage examples and code snippets to copy from hubspot_pipeline.py\n* Add "
           "credentials for duckdb and other secrets in ./.dlt/secrets.toml")
    s.write("hubpipe", "pipelines/hubspot_pipeline.py",
            '"""HubSpot -> DuckDB: contacts, deals, companies (private app tallow-metrics-readonly)."""\n'
            'from __future__ import annotations\n\nimport dlt\nfrom hubspot import hubspot\n\n\n'
            'def load_hubspot() -> dlt.common.pipeline.LoadInfo:\n    pipeline = dlt.pipeline(\n'
            '        pipeline_name="hubspot",\n        destination=dlt.destinations.duckdb("data/tallow.duckdb"),\n'
            '        dataset_name="hubspot_raw",\n    )\n    source = hubspot(include_history=True).with_resources('
            '"contacts", "deals", "companies")\n    return pipeline.run(source)\n')
    s.bash("hubload", "uv run python pipelines/hubspot_pipeline.py",
           "Pipeline hubspot load step completed in 3m 08.77s\n1 load package(s) were loaded to destination duckdb and "
           "into dataset hubspot_raw\nThe duckdb destination used duckdb:////home/maren/src/tallow-metrics/data/"
           "tallow.duckdb location to store data\nLoad package 1731057301.0087 is LOADED and contains no failed jobs\n"
           "contacts: 24118, deals: 1906, companies: 412, contacts_property_history: 388270")
    s.prompt("dbtinit", "now dbt. dbt-duckdb project in transform/, staging models per source (stg_stripe__*, "
             "stg_hubspot__*), marts later. profile points at the same duckdb file. run dbt through dagster-dbt so "
             "every model shows up as an asset")
    s.bash(None, "uv run dbt init transform --skip-profile-setup && ls transform",
           "08:41:12  Running with dbt=1.8.8\n08:41:12  \nYour new dbt project \"transform\" was created!\n\n"
           "analyses  dbt_project.yml  macros  models  seeds  snapshots  tests")
    s.write("profiles1", "transform/profiles.yml",
            "transform:\n  target: dev\n  outputs:\n    dev:\n      type: duckdb\n      path: ../data/tallow.duckdb\n"
            "      threads: 4\n      schema: analytics\n")
    s.write("stgcharges", "transform/models/staging/stripe/stg_stripe__charges.sql",
            "with source as (\n    select * from {{ source('stripe_raw', 'charge') }}\n)\n\nselect\n"
            "    id as charge_id,\n    amount as amount_cents,\n    amount_refunded as amount_refunded_cents,\n"
            "    lower(currency) as currency,\n    lower(billing_details__email) as customer_email,\n"
            "    to_timestamp(created) as created_at,\n    to_timestamp(created)::date as created_date,\n"
            "    status,\n    balance_transaction as balance_transaction_id\nfrom source\n")
    s.edit("sensor1", "tallow_metrics/definitions.py", "defs = Definitions(",
           "@sensor(minimum_interval_seconds=30, target=stripe_raw)\ndef stripe_freshness_sensor(context):\n"
           "    conn = duckdb.connect(DB_PATH)\n    newest = conn.sql(\"select max(created) from stripe_raw.charge\")"
           ".fetchone()[0]\n    if time.time() - newest > 26 * 3600:\n        yield RunRequest(run_key=str(newest))\n\n\n"
           "defs = Definitions(")
    s.bash("lockfail1", "uv run dbt build --project-dir transform --profiles-dir transform",
           "08:52:30  Running with dbt=1.8.8\n08:52:31  Registered adapter: duckdb=1.9.1\n08:52:31  Found 6 models, 14 "
           "data tests, 2 sources, 430 macros\n08:52:31  \n08:52:32  Encountered an error:\nRuntime Error\n  IO Error: "
           "Could not set lock on file \"/home/maren/src/tallow-metrics/data/tallow.duckdb\": Conflicting lock is held in "
           "/home/maren/src/tallow-metrics/.venv/bin/python3.12 (PID 51877) by user maren. See also "
           "https://duckdb.org/docs/connect/concurrency", code=2)
    s.bash("lockps", "ps -o pid,etime,cmd -p 51877",
           "    PID     ELAPSED CMD\n  51877  1-22:49:51 /home/maren/src/tallow-metrics/.venv/bin/python3.12 "
           ".venv/bin/dagster dev -p 3070")
    s.prompt("lockwhy1", "51877 is my dagster dev from monday. it's the freshness sensor: it does duckdb.connect(DB_PATH) "
             "every 30 seconds and never closes it, and a read-write connection holds the file lock for the whole "
             "process. go through the warehouse resource in a with-block and open it read_only for the sensor")
    s.edit("lockfix1", "tallow_metrics/definitions.py",
           "def stripe_freshness_sensor(context):\n    conn = duckdb.connect(DB_PATH)\n    newest = conn.sql(\"select "
           "max(created) from stripe_raw.charge\").fetchone()[0]",
           "def stripe_freshness_sensor(context, warehouse: DuckDBWarehouse):\n    with warehouse.connect(read_only=True) "
           "as conn:  # never hold the file lock between ticks\n        newest = conn.sql(\"select max(created) from "
           "stripe_raw.charge\").fetchone()[0]")
    s.lesson("lesson1", "DuckDB allows one read-write process per database file. 'Could not set lock on file ... "
             "Conflicting lock is held in ... (PID n)' means another process keeps a connection open: here a Dagster "
             "sensor that called duckdb.connect() every 30 s without closing it. Open connections in a with-block, "
             "read_only where possible, and look up the PID before anything else.",
             "tallow-metrics: dbt build failed while dagster dev was running (8 Nov 2028)")
    s.bash("dbtok2", "uv run dbt build --project-dir transform --profiles-dir transform", dbt_ok(20, "3.91"))
    s.bash("commit2", "git add -A && git commit -m 'hubspot load, dbt staging models, freshness sensor without a held "
           "lock'", "[main 8c20d4f] hubspot load, dbt staging models, freshness sensor without a held lock\n 17 files "
           "changed, 488 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8c20d4f hubspot load, dbt staging models, freshness sensor without a held "
           "lock\n3e1b7a0 skeleton: dagster defs, dlt stripe load (replace) into duckdb")
    s.prompt("oksana", "had the call with Oksana this morning. what finance needs: daily + weekly revenue per currency "
             "and converted to EUR, refunds as their own column, Stripe fees separately, order count and average "
             "order value. weeks are ISO weeks starting Monday. for EUR she asked for the ECB reference rate of the "
             "charge date, so pull daily rates from the Frankfurter API (api.frankfurter.app). she wants every table "
             "downloadable as CSV and she said no pie charts, ever")
    s.write("fxpipe", "pipelines/fx_rates.py",
            '"""ECB reference rates (EUR base) from the Frankfurter API, one row per day and currency."""\n'
            'from __future__ import annotations\n\nimport dlt\nfrom dlt.sources.helpers import requests\n\n\n'
            '@dlt.resource(name="ecb_rates", write_disposition="merge", primary_key=("rate_date", "currency"))\n'
            'def ecb_rates(start: str = "2024-01-01"):\n    r = requests.get(f"https://api.frankfurter.app/{start}..", '
            'params={"from": "EUR", "to": "GBP,USD"})\n    for day, rates in r.json()["rates"].items():\n'
            '        for cur, rate in rates.items():\n            yield {"rate_date": day, "currency": cur.lower(), '
            '"rate_per_eur": rate}\n')
    s.bash("fxload", "uv run python -c 'import dlt; from pipelines.fx_rates import ecb_rates; print(dlt.pipeline("
           "\"fx\", destination=dlt.destinations.duckdb(\"data/tallow.duckdb\"), dataset_name=\"fx_raw\").run("
           "ecb_rates()))'",
           "Pipeline fx load step completed in 1.84s\n1 load package(s) were loaded to destination duckdb and into "
           "dataset fx_raw\nLoad package 1731245901.771 is LOADED and contains no failed jobs\necb_rates: 1,421 rows")
    s.write("revenue1", "transform/models/marts/revenue.sql", REVENUE_SQL_V1)
    s.bash("binderfail", "uv run dbt build --project-dir transform --profiles-dir transform --select +revenue",
           "09:31:40  1 of 9 START sql table model analytics.revenue .................. [RUN]\n09:31:41  1 of 9 ERROR "
           "creating sql table model analytics.revenue ......... [ERROR in 0.08s]\n\nCompleted with 1 error, 0 partial "
           "successes, and 0 warnings:\n\n  Runtime Error in model revenue (models/marts/revenue.sql)\n  Binder Error: "
           "Referenced column \"amount_cents\" not found in FROM clause!\n  Candidate bindings: \"refunds.amount\", "
           "\"refunds.refund_id\"\n  LINE 12:     select charge_id, sum(amount_cents) as refunded_cents", code=1)
    s.edit("binderfix", "transform/models/staging/stripe/stg_stripe__refunds.sql", "    amount,\n",
           "    amount as amount_cents,  -- house rule: cents columns end in _cents\n")
    s.bash("dbtok3", "uv run dbt build --project-dir transform --profiles-dir transform", dbt_ok(26, "4.88"))
    s.prompt("gx", "data checks: use Great Expectations, gx core 1.x. an expectation suite on stg_stripe__charges "
             "(charge_id unique, amount_cents > 0, currency in eur/gbp/usd), run as a dagster asset after the dbt "
             "models. it's what Oksana's old team at the bank used and she trusts the data docs")
    s.bash("gxadd", "uv add great_expectations",
           "Resolved 189 packages in 3.17s\nPrepared 24 packages in 4.88s\nUninstalled 1 package in 71ms\nInstalled 24 "
           "packages in 188ms\n + altair==4.2.2\n + great-expectations==1.2.4\n + marshmallow==3.23.1\n - pandas==2.2.3\n"
           " + pandas==2.1.4\n + ruamel-yaml==0.17.17")
    s.write("gxsuite", "checks/gx_suite.py",
            '"""Great Expectations suite on stg_stripe__charges, run after dbt (asset gx_stripe_charges)."""\n'
            'import great_expectations as gx\nimport great_expectations.expectations as gxe\n\n\n'
            'def build_suite(context: gx.DataContext) -> gx.ExpectationSuite:\n'
            '    suite = context.suites.add(gx.ExpectationSuite(name="stg_stripe__charges"))\n'
            '    suite.add_expectation(gxe.ExpectColumnValuesToBeUnique(column="charge_id"))\n'
            '    suite.add_expectation(gxe.ExpectColumnValuesToBeBetween(column="amount_cents", min_value=1))\n'
            '    suite.add_expectation(gxe.ExpectColumnValuesToBeInSet(column="currency", value_set=["eur", "gbp", '
            '"usd"]))\n    return suite\n')
    s.bash("gxrun", "uv run python -m checks.gx_suite",
           "Calculating Metrics: 100%|██████████| 14/14 [00:39<00:00,  2.83s/it]\nValidation result for suite "
           "stg_stripe__charges on batch analytics.stg_stripe__charges (38,412 rows): SUCCESS\n  3 of 3 expectations "
           "met (100.0%)\nData Docs written to gx/uncommitted/data_docs/local_site/index.html\nelapsed: 41.8s")
    s.prompt("monthrule", "another house rule, Oksana's condition for trusting this: any change to a model under "
             "marts/finance must be reconciled against Stripe's own report for one full past month before it's "
             "merged, and the PR description says which month and the difference in cents")
    s.remember("memfinance", "Finance requirements (Oksana Petrenko, finance analyst, 10 Nov 2028): daily and weekly "
               "revenue per currency and in EUR; refunds and Stripe fees as separate columns; order count and AOV; ISO "
               "weeks starting Monday; EUR at the ECB reference rate of the charge date (Frankfurter API); every table "
               "downloadable as CSV; no pie charts. Changes to marts/finance need a one-month reconciliation against "
               "Stripe in the PR.", "finance reporting requirements (Oksana)", "fact")
    s.bash("commit3", "git add -A && git commit -m 'revenue mart with ECB conversion, GX suite on charges'",
           "[main 51d9ae3] revenue mart with ECB conversion, GX suite on charges\n 12 files changed, 341 insertions(+), "
           "4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git log --oneline -2 && git status --short", "51d9ae3 revenue mart with ECB conversion, GX suite on "
           "charges\n8c20d4f hubspot load, dbt staging models, freshness sensor without a held lock")
    s.prompt("evidence", "reports. Evidence.dev in reports/ from their template, source = our duckdb file. first page: "
             "daily revenue in EUR plus the ISO-week table for Oksana with CSV download. dev server on 3000")
    s.bash("evinit", "npx degit evidence-dev/template reports && cd reports && npm install",
           "> cloned evidence-dev/template#HEAD to reports\n\nadded 1187 packages, and audited 1188 packages in 1m\n\n"
           "214 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities")
    s.write("evsource1", "reports/sources/warehouse/connection.yaml",
            "name: warehouse\ntype: duckdb\noptions:\n  filename: ../../data/tallow.duckdb\n")
    s.write("evindex1", "reports/pages/index.md", EVIDENCE_INDEX_MD)
    s.bash("evsources", "cd reports && npm run sources && npm run dev -- --port 3000",
           "> evidence-template@0.0.1 sources\n> evidence sources\n\n[Processing] warehouse\n  daily.sql ✔ Finished, "
           "wrote 212 rows.\n  weekly.sql ✔ Finished, wrote 26 rows.\n\n> evidence-template@0.0.1 dev\n> evidence dev "
           "--port 3000\n\n  VITE v5.4.11  ready in 2381 ms\n\n  ➜  Local:   http://localhost:3000/")
    s.bash("lockfail2", "uv run dagster asset materialize --select stripe_raw -m tallow_metrics.definitions",
           "2028-11-14 10:12:09 +0000 - dagster - ERROR - __ASSET_JOB - 7d2e10bc - stripe_raw - STEP_FAILURE - "
           "Execution of step \"stripe_raw\" failed.\n\ndlt.pipeline.exceptions.PipelineStepFailed: Pipeline execution "
           "failed at stage load when processing package 1731579129.203 with exception:\n\n<class "
           "'dlt.destinations.exceptions.DatabaseTransientException'>\nIO Error: Could not set lock on file "
           "\"/home/maren/src/tallow-metrics/data/tallow.duckdb\": Conflicting lock is held in /usr/bin/node (PID 60214) "
           "by user maren. See also https://duckdb.org/docs/connect/concurrency", code=1)
    s.prompt("lockwhy2", "same lock error as last week but it's not the sensor this time, PID 60214 is node: the "
             "Evidence dev server. its duckdb connector opens the file read-write and keeps it open as long as npm run "
             "dev is up. rather than juggling who holds the file, let's stop sharing a local file at all and move the "
             "warehouse to MotherDuck: database tallow_prod, tallow_dev for my laptop, token in MOTHERDUCK_TOKEN. "
             "Evidence on Netlify needs to reach the data anyway")
    s.lesson("lesson2", "The DuckDB lock error names the process that holds the file: read the PID before fixing. "
             "Same message twice with different holders: 8 Nov the Dagster sensor (python), 14 Nov the Evidence dev "
             "server (node), whose duckdb source keeps the file open read-write. A shared local file cannot serve "
             "loaders and report builds at once; MotherDuck removed the problem.",
             "tallow-metrics: dlt load into data/tallow.duckdb failed while Evidence dev was running (14 Nov 2028)")
    s.bash("mdcreate", "uv run python -c \"import duckdb; c = duckdb.connect('md:'); c.sql('create database "
           "tallow_prod'); c.sql('create database tallow_dev'); print(c.sql('show databases'))\"",
           "┌───────────────┐\n│ database_name │\n│    varchar    │\n├───────────────┤\n│ my_db         │\n│ "
           "sample_data   │\n│ tallow_dev    │\n│ tallow_prod   │\n└───────────────┘")
    s.bash("mdcopy", "duckdb data/tallow.duckdb -c \"attach 'md:tallow_prod'; copy from database tallow to tallow_prod\"",
           "100% ▕████████████████████████████████████████████████████████████▏\nRun Time (s): real 96.412 user 11.204 "
           "sys 2.318")
    s.multiedit("renameclass", "tallow_metrics/resources.py", [
        ("class DuckDBWarehouse(ConfigurableResource):\n    \"\"\"The local DuckDB file every asset reads and writes "
         "(data/tallow.duckdb).\"\"\"\n\n    path: str = \"data/tallow.duckdb\"",
         "class MotherDuckWarehouse(ConfigurableResource):\n    \"\"\"The MotherDuck database every asset reads and "
         "writes (md:tallow_prod; md:tallow_dev on laptops).\"\"\"\n\n    database: str = \"md:tallow_prod\"\n"
         "    token: str = EnvVar(\"MOTHERDUCK_TOKEN\")"),
        ("        conn = duckdb.connect(self.path, read_only=read_only)",
         "        conn = duckdb.connect(self.database, read_only=read_only, config={\"motherduck_token\": self.token})"),
    ])
    s.grep("grepwh", "DuckDBWarehouse", ["tallow_metrics/definitions.py", "tallow_metrics/sensors.py",
                                         "tests/test_definitions.py"])
    s.edit("profiles2", "transform/profiles.yml", "      path: ../data/tallow.duckdb\n",
           "      path: \"md:tallow_dev\"\n    prod:\n      type: duckdb\n      path: \"md:tallow_prod\"\n      threads: 4\n"
           "      schema: analytics\n")
    s.write("evsource2", "reports/sources/warehouse/connection.yaml",
            "name: warehouse\ntype: motherduck\noptions:\n  database: tallow_prod\n  # token from "
            "EVIDENCE_SOURCE__warehouse__token (never in the repo)\n")
    s.bash("mdok", "uv run dagster asset materialize --select stripe_raw -m tallow_metrics.definitions 2>&1 | tail -3",
           "2028-11-14 11:40:52 +0000 - dagster - INFO - __ASSET_JOB - 2ab90f11 - stripe_raw - STEP_SUCCESS - Finished "
           "execution of step \"stripe_raw\" in 14m7s.\n2028-11-14 11:40:52 +0000 - dagster - INFO - __ASSET_JOB - "
           "2ab90f11 - RUN_SUCCESS - Finished execution of run for \"__ASSET_JOB\".")
    s.remember("memwarehouse", "Warehouse moved from the local file data/tallow.duckdb to MotherDuck on 14 Nov 2028: "
               "md:tallow_prod (Dagster, dbt target prod, Evidence) and md:tallow_dev (laptops, dbt target dev); token "
               "in MOTHERDUCK_TOKEN. Reason: DuckDB file-lock conflicts (Dagster sensor, then the Evidence dev server) "
               "and Netlify needs to reach the data. The Dagster resource is MotherDuckWarehouse (was DuckDBWarehouse).",
               "warehouse: MotherDuck tallow_prod / tallow_dev", "decision")
    s.bash("commit4", "git add -A && git commit -m 'warehouse: motherduck (md:tallow_prod); DuckDBWarehouse -> "
           "MotherDuckWarehouse; evidence reports skeleton'",
           "[main a07c5e2] warehouse: motherduck (md:tallow_prod); DuckDBWarehouse -> MotherDuckWarehouse; evidence "
           "reports skeleton\n 38 files changed, 1204 insertions(+), 17 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.bash("ratelimit", "uv run python pipelines/stripe_pipeline.py",
           "charge: 38377/38601 | Time: 839.10s | Rate: 45.74/s\nTraceback (most recent call last):\n  File "
           "\"/home/maren/src/tallow-metrics/.venv/lib/python3.12/site-packages/dlt/sources/helpers/requests/retry.py\", "
           "line 196, in send\n    raise_for_status()\nrequests.exceptions.HTTPError: 429 Client Error: Too Many "
           "Requests for url: https://api.stripe.com/v1/charges?limit=100&starting_after=ch_3QJk2LFb8uTz1s0A1c9xWm4e\n"
           "{\"error\": {\"message\": \"Request rate limit exceeded. Learn more about rate limits here "
           "https://stripe.com/docs/rate-limits.\", \"type\": \"invalid_request_error\", \"code\": \"rate_limit\"}}",
           code=1)
    s.prompt("incremental", "the full stripe reload took 14 minutes again and now dies with 429s near the end. and replace "
             "has a second problem: a refund on an old charge only shows up whenever we reload everything. switch the "
             "stripe load to incremental: merge on id, cursor on created, with a 3 day lag so late refunds and disputes "
             "get picked up")
    s.write("stripepipe2", "pipelines/stripe_pipeline.py", STRIPE_PIPELINE_V2)
    s.bash("incrok", "uv run python pipelines/stripe_pipeline.py",
           "charge: 311  | Time: 9.42s | Rate: 33.01/s\nrefund: 14  | Time: 1.20s | Rate: 11.66/s\nbalance_transaction: "
           "338  | Time: 10.05s | Rate: 33.63/s\nPipeline stripe_analytics load step completed in 48.21s\n1 load "
           "package(s) were loaded to destination motherduck and into dataset stripe_raw\nLoad package 1731768311.942 "
           "is LOADED and contains no failed jobs")
    s.prompt("mvplan", "the revenue model name says nothing. move marts/revenue.sql to marts/finance/"
             "fct_daily_revenue.sql with git mv so the history follows it, and fix every ref, including the Evidence "
             "page")
    s.bash("gitmv", "mkdir -p transform/models/marts/finance && git mv transform/models/marts/revenue.sql "
           "transform/models/marts/finance/fct_daily_revenue.sql && git status --short",
           "R  transform/models/marts/revenue.sql -> transform/models/marts/finance/fct_daily_revenue.sql")
    s.tool_failure("editold", "Edit", {"file_path": f"{ROOT}/transform/models/marts/revenue.sql",
                                        "old_string": "-- daily revenue per currency and in EUR",
                                        "new_string": "-- fct_daily_revenue: daily revenue per currency and in EUR",
                                        "replace_all": False},
                   "File does not exist.")
    s.edit("header", "transform/models/marts/finance/fct_daily_revenue.sql", "-- daily revenue per currency and in EUR",
           "-- fct_daily_revenue: daily revenue per currency and in EUR")
    s.bash("refail", "uv run dbt build --project-dir transform --profiles-dir transform",
           "13:02:17  Running with dbt=1.8.8\n13:02:18  Registered adapter: duckdb=1.9.1\n13:02:19  Encountered an "
           "error:\nCompilation Error\n  Model 'model.transform.weekly_revenue' (models/marts/weekly_revenue.sql) "
           "depends on a node named 'revenue' which was not found", code=2)
    s.grep("grepref", "ref\\('revenue'\\)|warehouse\\.revenue", ["transform/models/marts/weekly_revenue.sql",
                                                                  "reports/pages/index.md"])
    s.multiedit("reffix", "transform/models/marts/weekly_revenue.sql", [
        ("from {{ ref('revenue') }}", "from {{ ref('fct_daily_revenue') }}"),
    ])
    s.edit("evref", "reports/pages/index.md", "from warehouse.revenue", "from warehouse.fct_daily_revenue")
    s.bash("dbtok5", "uv run dbt build --project-dir transform --profiles-dir transform --target prod",
           dbt_ok(29, "6.12"))
    s.read(None, "transform/models/schema.yml", SCHEMA_YML)
    s.bash("commit5", "git add -A && git commit -m 'stripe: incremental merge on created (3-day lag); revenue -> "
           "marts/finance/fct_daily_revenue'",
           "[main e4b3f81] stripe: incremental merge on created (3-day lag); revenue -> marts/finance/fct_daily_revenue\n"
           " 5 files changed, 41 insertions(+), 11 deletions(-)\n rename transform/models/marts/{ => finance}/"
           "fct_daily_revenue.sql (94%)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git pull --ff-only && git log --oneline -1", "Already up to date.\ne4b3f81 stripe: incremental merge "
           "on created (3-day lag); revenue -> marts/finance/fct_daily_revenue")
    s.prompt("ci", "CI please. GitHub Actions on every PR and on main: uv sync --frozen, ruff, pytest, then dbt build "
             "against a separate MotherDuck database tallow_ci, then the GX suite. use astral-sh/setup-uv with the "
             "cache. the CI token is the repo secret MOTHERDUCK_TOKEN_CI")
    s.write("ciyml", ".github/workflows/ci.yml", CI_YML)
    s.bash("ciwatch", "git push -u origin ci && gh run watch --exit-status",
           "✓ ci · 11908412356\nTriggered via push about 9 minutes ago\n\nJOBS\n✓ test in 9m02s (ID 33067814412)\n"
           "  ✓ Set up job\n  ✓ Run actions/checkout@v4\n  ✓ Run astral-sh/setup-uv@v3\n  ✓ Run uv sync --frozen (14s)\n"
           "  ✓ Run uv run ruff check . && uv run ruff format --check .\n  ✓ Run uv run pytest -q\n  ✓ dbt build "
           "(md:tallow_ci) (58s)\n  ✓ great expectations (7m12s)")
    s.bash("pandasfail", "uv add dagster-duckdb-pandas",
           "  × No solution found when resolving dependencies:\n  ╰─▶ Because great-expectations==1.2.4 depends on "
           "pandas>=1.3.0,<2.2 and dagster-duckdb-pandas==0.25.3 depends on pandas>=2.2.0, we can conclude that "
           "great-expectations==1.2.4 and dagster-duckdb-pandas==0.25.3 are incompatible.\n      And because your "
           "project depends on great-expectations==1.2.4 and dagster-duckdb-pandas==0.25.3, we can conclude that your "
           "project's requirements are unsatisfiable.\n  help: If you want to add the package regardless of the "
           "failed resolution, provide the `--frozen` flag to skip locking and syncing.", code=1)
    s.prompt("dropgx", "ok GX goes. 7 of the 9 CI minutes are the GX step, its context config is ~200 lines of yaml "
             "for three expectations, and now it pins pandas below 2.2 and blocks dagster-duckdb-pandas. the column "
             "rules become dbt tests (they already exist mostly), and row counts / freshness become Dagster asset "
             "checks. Oksana gets the results in the dagster UI instead of data docs")
    s.bash("rmgx", "uv remove great_expectations && git rm -rq checks/ gx/ && uv add dagster-duckdb-pandas",
           "Resolved 165 packages in 1.02s\nUninstalled 24 packages in 203ms\n - altair==4.2.2\n - "
           "great-expectations==1.2.4\n - pandas==2.1.4\n + pandas==2.2.3\nResolved 167 packages in 612ms\nInstalled "
           "2 packages in 30ms\n + dagster-duckdb-pandas==0.25.3")
    s.write("assetchecks", "tallow_metrics/checks.py", CHECKS_PY)
    s.edit("cigx", ".github/workflows/ci.yml",
           "      - name: great expectations\n        run: uv run python -m checks.gx_suite --target ci\n", "")
    s.bash("testok6", "uv run pytest -q", ok_tests(9, "2.07"))
    s.bash("cipass", "git push && gh run watch --exit-status",
           "✓ ci · 11909077015\nTriggered via push about 2 minutes ago\n\nJOBS\n✓ test in 1m54s (ID 33069921873)")
    s.prompt("schedule", "schedule: a nightly_refresh job (stripe + hubspot + dbt build) at 05:30 Europe/Dublin so "
             "Oksana has the numbers before her 9:00. it runs on the box: tm-orchestrator, Hetzner CX22 at "
             "95.217.40.18, dagster-webserver on 3070, only reachable over Tailscale, ssh as deploy")
    s.write("schedule1", "tallow_metrics/schedules.py",
            '"""Schedules: the nightly refresh of everything finance reads."""\nfrom dagster import AssetSelection, '
            'ScheduleDefinition, define_asset_job\n\nnightly_refresh = define_asset_job(\n    "nightly_refresh",\n'
            '    selection=AssetSelection.groups("ingest").downstream(),\n    tags={"dagster/max_retries": 2},\n)\n\n'
            'nightly_refresh_schedule = ScheduleDefinition(\n    job=nightly_refresh,\n    cron_schedule="30 5 * * *",\n'
            '    execution_timezone="Europe/Dublin",\n)\n')
    s.pre_tool("predeploy", "Bash", {"command": "ssh deploy@95.217.40.18 'cd /opt/tallow-metrics && git pull && uv sync "
                                                 "--frozen && sudo systemctl restart dagster-daemon dagster-webserver'",
                                      "description": "deploy to tm-orchestrator"})
    s.bash("deploybox", "ssh deploy@95.217.40.18 'cd /opt/tallow-metrics && git pull && uv sync --frozen && sudo "
           "systemctl restart dagster-daemon dagster-webserver'",
           "Updating e4b3f81..6f0d2c9\nFast-forward\n .github/workflows/ci.yml      | 38 ++++\n tallow_metrics/checks.py "
           "     | 44 +++++\n tallow_metrics/schedules.py   | 14 ++\n 9 files changed, 112 insertions(+), 96 deletions(-)"
           "\nResolved 167 packages in 7ms\nInstalled 2 packages in 41ms")
    s.remember("memorch", "Dagster runs on tm-orchestrator: Hetzner CX22, 95.217.40.18, /opt/tallow-metrics, "
               "systemd units dagster-daemon and dagster-webserver (port 3070), reachable only over Tailscale, ssh as "
               "deploy. Job nightly_refresh (stripe + hubspot + dbt build) at 05:30 Europe/Dublin, max 2 retries. "
               "CI: GitHub Actions with astral-sh/setup-uv, dbt build against md:tallow_ci (secret "
               "MOTHERDUCK_TOKEN_CI).", "orchestrator box and nightly schedule", "fact")
    s.bash("commit6", "git add -A && git commit -m 'ci with uv; GX replaced by dbt tests + dagster asset checks; "
           "nightly_refresh 05:30 Dublin'",
           "[main 6f0d2c9] ci with uv; GX replaced by dbt tests + dagster asset checks; nightly_refresh 05:30 Dublin\n"
           " 9 files changed, 112 insertions(+), 96 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("fxmismatch", "Oksana reconciled October and we're €38.17 off the Stripe payout report: we say "
             "€61,904.55, the payouts say €61,942.72. Stripe converts GBP and USD charges at its own rate at charge "
             "time and that's what actually lands in the bank, the ECB rate of the day is just a different number. "
             "so drop the Frankfurter rates: take exchange_rate, fee and net from the balance transaction of each "
             "charge")
    s.bash("fxdiff", "duckdb 'md:tallow_prod' -c \"select currency, sum(net_eur_cents)/100 as ours, sum(bt_net)/100 as "
           "stripe from analytics.recon_oct_2028 group by 1\"",
           "┌──────────┬──────────┬──────────┐\n│ currency │   ours   │  stripe  │\n├──────────┼──────────┼──────────┤\n"
           "│ eur      │ 47310.06 │ 47310.06 │\n│ gbp      │ 10482.91 │ 10516.33 │\n│ usd      │  4111.58 │  4116.33 │\n"
           "└──────────┴──────────┴──────────┘")
    s.edit("fxfix", "transform/models/marts/finance/fct_daily_revenue.sql",
           "rates as (\n    select rate_date, currency, rate_per_eur from {{ ref('stg_fx__ecb_rates') }}\n)",
           "balance as (\n    -- Stripe's own conversion at charge time: this is what reaches the bank\n    select "
           "source_id as charge_id, exchange_rate, fee_cents, net_cents as net_eur_cents\n    from {{ "
           "ref('stg_stripe__balance_transactions') }}\n)")
    s.bash("fxok", "uv run dbt build --project-dir transform --profiles-dir transform --target prod --select "
           "+fct_daily_revenue+ && duckdb 'md:tallow_prod' -c \"select * from analytics.recon_month where month = "
           "'2028-10'\"",
           "08:51:09  Done. PASS=17 WARN=0 ERROR=0 SKIP=0 TOTAL=17\n┌─────────┬───────────┬───────────┬─────────┐\n"
           "│  month  │  ours_eur │ payout_eur│ diff_ct │\n├─────────┼───────────┼───────────┼─────────┤\n│ 2028-10 │ "
           "61942.72 │ 61942.72  │       0 │\n└─────────┴───────────┴───────────┴─────────┘")
    s.bash("rmfx", "git rm -q pipelines/fx_rates.py transform/models/staging/fx/stg_fx__ecb_rates.sql && git status "
           "--short", "D  pipelines/fx_rates.py\nD  transform/models/staging/fx/stg_fx__ecb_rates.sql\n M "
           "transform/models/marts/finance/fct_daily_revenue.sql")
    s.prompt("netlify", "let's ship the reports. Netlify site tallow-metrics, https://tallow-metrics.netlify.app, "
             "build command npm run sources && npm run build, publish dir build, base reports/. password protection "
             "on, the password is in 1Password under 'tallow reports', not in the repo")
    s.write("netlifytoml", "netlify.toml",
            "[build]\n  base = \"reports\"\n  command = \"npm run sources && npm run build\"\n  publish = \"build\"\n\n"
            "[build.environment]\n  NODE_VERSION = \"20\"\n  # EVIDENCE_SOURCE__warehouse__token is set in the Netlify "
            "UI (read-only MotherDuck token)\n")
    s.bash("nlfail", "netlify deploy --build --prod",
           "Netlify Build\n────────────────────────────────────────────────────────────────\n\n❯ Version\n  "
           "@netlify/build 29.56.1\n\n  build.command from netlify.toml\n$ npm run sources && npm run build\n\n> "
           "evidence sources\n\n[Processing] warehouse\n✖ Error: Invalid Input Error: Initialization function "
           "\"motherduck_init\" from file \"motherduck\" threw an exception: \"Your request is not authenticated. Please "
           "check your MotherDuck token.\"\n\n\"build.command\" failed\n──────────────────────────────────────────────\n"
           "  Error message\n  Command failed with exit code 1: npm run sources && npm run build", code=1)
    s.prompt("nlwhy", "the token only exists in my shell. set EVIDENCE_SOURCE__warehouse__token in the Netlify site env "
             "with the read-only MotherDuck token (motherduck 'tallow-reports-ro' share), not my personal one")
    s.pre_tool("prenetlify", "Bash", {"command": "netlify env:set EVIDENCE_SOURCE__warehouse__token \"$MD_RO_TOKEN\" "
                                                  "--secret && netlify deploy --build --prod",
                                       "description": "set the read-only token and deploy the reports"})
    s.bash("nlok", "netlify env:set EVIDENCE_SOURCE__warehouse__token \"$MD_RO_TOKEN\" --secret && netlify deploy "
           "--build --prod",
           "Set environment variable EVIDENCE_SOURCE__warehouse__token=******** in the all context\n...\n"
           "(build.command completed in 5m 48.2s)\n\n🚀 Deploy complete\n──────────────────────────────────────────\n\n"
           "  Deployed to production URL: https://tallow-metrics.netlify.app\n\n  Unique deploy URL:  "
           "https://6560a3f1c2d87e0089f1b2c4--tallow-metrics.netlify.app")
    s.bash("release", "git add -A && git commit -qm 'revenue from stripe balance transactions (oct diff 0 ct); netlify "
           "config' && git tag -a v1.0.0 -m 'reports v1: daily and weekly revenue for finance' && git push origin main "
           "v1.0.0",
           "To github.com:tallowtide/tallow-metrics.git\n   6f0d2c9..b91a4e7  main -> main\n * [new tag]         v1.0.0 "
           "-> v1.0.0")
    s.prompt("declanpref", "feedback from Declan (he's the founder, reads everything on his phone): he wants one big "
             "number at the top, last week's net revenue against the week before, and nothing he has to pinch-zoom. "
             "Oksana's week table stays below it with the download button")
    s.edit("bigvalue", "reports/pages/index.md", "## Net revenue per day (EUR)",
           "<BigValue data={weekly} value=net_eur comparison=prev_net_eur comparisonTitle=\"vs week before\" "
           "fmt=eur0 title=\"Net revenue last week\" />\n\n## Net revenue per day (EUR)")
    s.remember("memrelease", "Reports v1.0.0 released 22 Nov 2028: Evidence on Netlify at "
               "https://tallow-metrics.netlify.app (password protection, password in 1Password 'tallow reports'); "
               "Netlify builds with npm run sources && npm run build using a read-only MotherDuck token in "
               "EVIDENCE_SOURCE__warehouse__token. EUR revenue now uses Stripe balance transactions (exchange_rate, "
               "fee, net); the Frankfurter/ECB rates were dropped after October was €38.17 off the payouts.",
               "reports v1.0.0 on Netlify", "decision")
    s.bash("commit7", "git add -A && git commit -m 'reports: big number for last week (mobile)' && git push",
           "[main 0c5e7d3] reports: big number for last week (mobile)\n 1 file changed, 3 insertions(+)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("ines", "Black Friday today. Ines wants to see which channels bring the orders: join Stripe charges to "
             "HubSpot contacts on email and group by hs_analytics_source, first touch not last touch, she's very "
             "particular about that. and she wants it refreshed every hour today through Sunday night")
    s.write("attrib", "transform/models/marts/marketing/int_orders_attributed.sql",
            "-- orders with the HubSpot first-touch source of the buyer (Ines Vidal: first touch, never last touch)\n"
            "with orders as (\n    select charge_id, customer_email, created_date, amount_cents\n    from {{ "
            "ref('stg_stripe__charges') }}\n    where status = 'succeeded'\n),\n\ncontacts as (\n    select "
            "lower(email) as email, first_touch_source\n    from {{ ref('stg_hubspot__contacts') }}\n)\n\nselect\n"
            "    orders.*,\n    coalesce(contacts.first_touch_source, 'UNKNOWN') as channel\nfrom orders\nleft join "
            "contacts on contacts.email = orders.customer_email\n")
    s.bash("hub429", "uv run dagster asset materialize --select hubspot_raw -m tallow_metrics.definitions",
           "2028-11-24 11:21:40 +0000 - dlt - WARNING - hubspot - contacts_property_history: retrying after 429 "
           "(attempt 5/5)\ndlt.pipeline.exceptions.PipelineStepFailed: Pipeline execution failed at stage extract when "
           "processing package 1732447281.664 with exception:\n\n<class 'requests.exceptions.HTTPError'>\n429 Client "
           "Error: Too Many Requests for url: https://api.hubapi.com/crm/v3/objects/contacts?limit=50&"
           "propertiesWithHistory=hs_analytics_source,lifecyclestage&after=18850\n{\"status\":\"error\",\"message\":"
           "\"You have reached your secondly limit.\",\"errorType\":\"RATE_LIMIT\",\"correlationId\":"
           "\"6e2f8c1a-40b2-4d1e-9a57-c0b3d1e2f4a5\",\"policyName\":\"SECONDLY\"}", code=1)
    s.prompt("hubwhy", "that's the property history: with include_history=True every page of contacts asks for "
             "propertiesWithHistory and the portal's 10 requests/second limit is gone in no time, and today everyone in "
             "marketing is also hammering HubSpot. we only need current values. turn include_history off")
    s.edit("hubfix", "pipelines/hubspot_pipeline.py",
           "    source = hubspot(include_history=True).with_resources(",
           "    source = hubspot(include_history=False).with_resources(  # history blew the 10 req/s limit")
    s.bash("hubok", "uv run dagster asset materialize --select hubspot_raw -m tallow_metrics.definitions 2>&1 | tail -1",
           "2028-11-24 11:33:05 +0000 - dagster - INFO - __ASSET_JOB - c4e18a27 - RUN_SUCCESS - Finished execution of "
           "run for \"__ASSET_JOB\". (hubspot_raw in 1m41s)")
    s.prompt("renamejob", "two jobs now, so rename nightly_refresh to finance_morning_refresh (it's for Oksana) and "
             "add black_friday_hourly at minute 0 of every hour. the hourly one stops after the Sunday 23:00 run, "
             "Ines agreed")
    s.multiedit("schedule2", "tallow_metrics/schedules.py", [
        ("nightly_refresh = define_asset_job(\n    \"nightly_refresh\",",
         "finance_morning_refresh = define_asset_job(\n    \"finance_morning_refresh\","),
        ("nightly_refresh_schedule = ScheduleDefinition(\n    job=nightly_refresh,",
         "finance_morning_refresh_schedule = ScheduleDefinition(\n    job=finance_morning_refresh,"),
        ("    execution_timezone=\"Europe/Dublin\",\n)\n",
         "    execution_timezone=\"Europe/Dublin\",\n)\n\n# temporary: Black Friday weekend, last run Sun 26 Nov 23:00 "
         "(Ines)\nblack_friday_hourly = ScheduleDefinition(\n    name=\"black_friday_hourly\",\n    "
         "job=finance_morning_refresh,\n    cron_schedule=\"0 * * * *\",\n    execution_timezone=\"Europe/Dublin\",\n)\n"),
    ])
    s.grep("grepjob", "nightly_refresh", ["tallow_metrics/definitions.py", "tests/test_definitions.py", "README.md"])
    s.bash("validate", "uv run dagster definitions validate -m tallow_metrics.definitions",
           "2028-11-24 11:52:18 +0000 - dagster - INFO - Loading code location tallow_metrics...\nValidation successful "
           "for code location tallow_metrics.")
    s.bash("deploy8", "ssh deploy@95.217.40.18 'cd /opt/tallow-metrics && git pull -q && sudo systemctl restart "
           "dagster-daemon dagster-webserver && uv run dagster schedule list'",
           "finance_morning_refresh_schedule [RUNNING]\nblack_friday_hourly [RUNNING]")
    s.bash("commit8", "git add -A && git commit -m 'first-touch attribution; nightly_refresh -> finance_morning_refresh; "
           "black_friday_hourly; hubspot without property history' && git push",
           "[main 2d81f6b] first-touch attribution; nightly_refresh -> finance_morning_refresh; black_friday_hourly; "
           "hubspot without property history\n 6 files changed, 58 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "urgent: Oksana messaged at 08:52. Finance Weekly says Black Friday net revenue was €41,288.40, "
             "the Stripe dashboard says €20,644.20. exactly double. she hasn't sent it to Declan yet, find out what "
             "happened")
    s.bash("dupquery", "duckdb 'md:tallow_prod' -c \"select count(*) as dup_ids, min(_dlt_load_id), max(_dlt_load_id) "
           "from (select id, any_value(_dlt_load_id) as _dlt_load_id from stripe_raw.balance_transaction group by id "
           "having count(*) > 1)\"",
           "┌─────────┬──────────────────┬──────────────────┐\n│ dup_ids │ min(_dlt_load_id)│ max(_dlt_load_id)│\n"
           "├─────────┼──────────────────┼──────────────────┤\n│    1184 │ 1732456803.118   │ 1732457089.402   │\n"
           "└─────────┴──────────────────┴──────────────────┘")
    s.bash("runlog", "ssh deploy@95.217.40.18 'journalctl -u dagster-daemon --since \"2028-11-24 14:00\" --until "
           "\"2028-11-24 14:10\" -o cat'", DAGSTER_RUN_LOG)
    s.read("readpipe", "pipelines/stripe_pipeline.py", STRIPE_PIPELINE_V2)
    s.prompt("incwhy", "got it. on the 16th I switched charge and refund to merge but balance_transaction stayed on "
             "append. the 14:00 hourly run on Friday loaded fine, then timed out on MotherDuck while committing the "
             "pipeline state, Dagster's retry policy re-ran it from the old cursor and the same 1,184 balance "
             "transactions were appended a second time. revenue reads net from balance transactions since Wednesday, "
             "so Black Friday doubled. fix: balance_transaction merges on id too, dedupe the raw table, and an asset "
             "check that fails on duplicate ids")
    s.edit("dupfix", "pipelines/stripe_pipeline.py",
           "    source.resources[\"balance_transaction\"].apply_hints(\n        write_disposition=\"append\",\n"
           "        incremental=incremental(\"created\"),\n    )",
           "    source.resources[\"balance_transaction\"].apply_hints(\n        write_disposition=\"merge\",  # append + "
           "a retried run doubled Black Friday (27 Nov)\n        primary_key=\"id\",\n        incremental=incremental("
           "\"created\", lag=THREE_DAYS),\n    )")
    s.pre_tool("prededupe", "Bash", {"command": "duckdb 'md:tallow_prod' -c \"create or replace table "
                                                 "stripe_raw.balance_transaction as select * from "
                                                 "stripe_raw.balance_transaction qualify row_number() over (partition by "
                                                 "id order by _dlt_load_id) = 1\"",
                                      "description": "dedupe balance transactions in prod"})
    s.bash("dedupe", "duckdb 'md:tallow_prod' -c \"create or replace table stripe_raw.balance_transaction as select * "
           "from stripe_raw.balance_transaction qualify row_number() over (partition by id order by _dlt_load_id) = 1\" "
           "&& duckdb 'md:tallow_prod' -c 'select count(*) from stripe_raw.balance_transaction'",
           "┌──────────────┐\n│ count_star() │\n├──────────────┤\n│        44906 │\n└──────────────┘\n(was 46090: 1,184 "
           "duplicate rows removed)")
    s.edit("uniquecheck", "tallow_metrics/checks.py", "@asset_check(asset=\"hubspot_raw\")",
           "@asset_check(asset=\"stripe_raw\", blocking=True)\ndef balance_transactions_unique(warehouse: "
           "MotherDuckWarehouse) -> AssetCheckResult:\n    with warehouse.connect(read_only=True) as conn:\n        dups = "
           "conn.sql(\"select count(*) - count(distinct id) from stripe_raw.balance_transaction\").fetchone()[0]\n"
           "    return AssetCheckResult(passed=dups == 0, metadata={\"duplicate_ids\": dups})\n\n\n"
           "@asset_check(asset=\"hubspot_raw\")")
    s.bash("reconcile", "uv run dbt build --project-dir transform --profiles-dir transform --target prod && duckdb "
           "'md:tallow_prod' -c \"select revenue_date, sum(net_eur_cents)/100 as net_eur from "
           "analytics.fct_daily_revenue where revenue_date between '2028-11-24' and '2028-11-26' group by 1 order by 1\"",
           "09:48:12  Done. PASS=31 WARN=0 ERROR=0 SKIP=0 TOTAL=31\n┌──────────────┬──────────┐\n│ revenue_date │  "
           "net_eur │\n├──────────────┼──────────┤\n│ 2028-11-24   │ 20644.20 │\n│ 2028-11-25   │ 11902.75 │\n│ "
           "2028-11-26   │  9318.40 │\n└──────────────┴──────────┘")
    s.bash("hourlyoff", "ssh deploy@95.217.40.18 'cd /opt/tallow-metrics && uv run dagster schedule stop "
           "black_friday_hourly && uv run dagster schedule list'",
           "Stopped schedule black_friday_hourly\nfinance_morning_refresh_schedule [RUNNING]\nblack_friday_hourly "
           "[STOPPED]")
    s.lesson("lesson3", "A dlt resource with write_disposition='append' is not safe under retries: if the load "
             "commits but the run fails afterwards (here a MotherDuck timeout while saving pipeline state), the retry "
             "starts from the old cursor and appends the same rows again. Anything with a natural id gets "
             "write_disposition='merge' + primary_key, plus a uniqueness asset check.",
             "tallow-metrics incident 27 Nov 2028: Black Friday revenue doubled in Finance Weekly")
    s.remember("incnote", "Incident 27 Nov 2028 (reported by Oksana 08:52, fixed by 09:50): Finance Weekly showed Black "
               "Friday (24 Nov) net revenue €41,288.40 instead of €20,644.20. Cause: stripe_raw.balance_transaction "
               "was still loaded with append; the 14:00 black_friday_hourly run timed out on MotherDuck after "
               "committing, the Dagster retry appended 1,184 rows again. Fix: merge on id with a 3-day lag, raw table "
               "deduped, blocking asset check balance_transactions_unique. Corrected report resent to Declan.",
               "incident: Black Friday revenue doubled", "incident")
    s.bash("commit9", "git add -A && git commit -m 'fix: balance_transaction merges on id (duplicate rows doubled Black "
           "Friday); uniqueness check' && git push",
           "[main 7a9c0e4] fix: balance_transaction merges on id (duplicate rows doubled Black Friday); uniqueness "
           "check\n 2 files changed, 17 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n7a9c0e4 "
           "fix: balance_transaction merges on id (duplicate rows doubled Black Friday); uniqueness check\n2d81f6b "
           "first-touch attribution; nightly_refresh -> finance_morning_refresh; black_friday_hourly; hubspot without "
           "property history\n0c5e7d3 reports: big number for last week (mobile)")
    s.prompt("nlminutes", "Netlify emailed: 300 of 300 build minutes used this month, builds paused. every hourly "
             "Black Friday run hit the build hook and each build takes ~6 minutes because npm run sources queries "
             "MotherDuck. stop building on Netlify: build Evidence in GitHub Actions after the morning refresh and "
             "push the static folder with netlify deploy --prod --dir. and take the build hook out of dagster")
    s.write("reportsyml", ".github/workflows/reports.yml", REPORTS_YML)
    s.edit("nltoml2", "netlify.toml",
           "[build]\n  base = \"reports\"\n  command = \"npm run sources && npm run build\"\n  publish = \"build\"\n",
           "[build]\n  # built in GitHub Actions (.github/workflows/reports.yml), Netlify only hosts\n  base = "
           "\"reports\"\n  command = \"echo 'prebuilt in CI'\"\n  publish = \"build\"\n")
    s.edit("rmhook", "tallow_metrics/sensors.py",
           "@run_status_sensor(run_status=DagsterRunStatus.SUCCESS, monitored_jobs=[finance_morning_refresh])\n"
           "def rebuild_reports(context):\n    requests.post(NETLIFY_BUILD_HOOK, timeout=10)",
           "@run_status_sensor(run_status=DagsterRunStatus.SUCCESS, monitored_jobs=[finance_morning_refresh])\n"
           "def rebuild_reports(context):\n    # GitHub Actions builds Evidence and deploys to Netlify\n    "
           "gh_dispatch(\"reports.yml\", ref=\"main\")")
    s.bash("reportsok", "gh workflow run reports.yml && sleep 5 && gh run watch --exit-status",
           "✓ Created workflow_dispatch event for reports.yml at main\n✓ reports · 11987402213\nTriggered via "
           "workflow_dispatch about 3 minutes ago\n\nJOBS\n✓ build-and-deploy in 3m08s (ID 33301187740)\n  ✓ Run npm ci "
           "(38s)\n  ✓ Run npm run sources (61s)\n  ✓ Run npm run build (44s)\n  ✓ deploy to Netlify (41s)\n    "
           "Deployed to production URL: https://tallow-metrics.netlify.app")
    s.lesson("lesson4", "Don't trigger Netlify builds from a frequent schedule: each Evidence build runs npm run sources "
             "against MotherDuck (~6 min) and the free plan's 300 build minutes ran out on Black Friday weekend. Build "
             "in GitHub Actions and upload the static build with netlify deploy --prod --dir build.",
             "tallow-metrics: Netlify paused builds on 29 Nov 2028 after the hourly Black Friday refreshes")
    s.prompt("closeplan", "Oksana's November close is next Wednesday, the 6th. she needs a page with refunds by reason "
             "and the Stripe fee total per currency for November. and once she signs a month off its numbers must "
             "never change again: add a month_closes seed with the closed months, and the finance models read closed "
             "months from a snapshot instead of recomputing them")
    s.write("seedclose", "transform/seeds/month_closes.csv",
            "month,closed_on,closed_by\n2028-09,2028-10-04,oksana.petrenko\n2028-10,2028-11-08,oksana.petrenko\n")
    s.write("refunds", "transform/models/marts/finance/fct_refunds_by_reason.sql",
            "select\n    date_trunc('month', refunds.created_date) as month,\n    refunds.currency,\n    "
            "coalesce(refunds.reason, 'manual') as reason,\n    count(*) as refunds,\n    sum(refunds.amount_cents) as "
            "refunded_cents\nfrom {{ ref('stg_stripe__refunds') }} as refunds\ngroup by all\n")
    s.bash("dbtok10", "uv run dbt build --project-dir transform --profiles-dir transform --target prod",
           dbt_ok(35, "8.47"))
    s.bash("snapshot", "uv run dbt snapshot --project-dir transform --profiles-dir transform --target prod",
           "10:58:40  Running with dbt=1.8.8\n10:58:42  1 of 1 START snapshot snapshots.fct_daily_revenue_closed ..... "
           "[RUN]\n10:58:44  1 of 1 OK snapshotted snapshots.fct_daily_revenue_closed ........ [success in 1.92s]\n\n"
           "10:58:44  Completed successfully\n10:58:44  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
    s.tool_failure("readclose", "Read", {"file_path": f"{ROOT}/reports/pages/close.md"},
                   f"File does not exist. Current working directory: {ROOT}")
    s.write("closepage", "reports/pages/close/november-2028.md",
            "---\ntitle: November 2028 close\n---\n\n```sql refunds\nselect reason, currency, refunds, "
            "refunded_cents / 100.0 as refunded\nfrom warehouse.fct_refunds_by_reason where month = '2028-11-01'\n```\n\n"
            "```sql fees\nselect currency, sum(fee_cents) / 100.0 as stripe_fees\nfrom warehouse.fct_daily_revenue\n"
            "where revenue_date between '2028-11-01' and '2028-11-30' group by 1\n```\n\n## Refunds by reason\n\n"
            "<DataTable data={refunds} downloadable=true />\n\n## Stripe fees per currency\n\n<DataTable data={fees} "
            "downloadable=true />\n")
    s.bash("commit10", "git add -A && git commit -m 'reports built in GitHub Actions, netlify only hosts; month_closes "
           "seed + snapshot; november close page' && git push",
           "[main 93bd1a5] reports built in GitHub Actions, netlify only hosts; month_closes seed + snapshot; november "
           "close page\n 8 files changed, 121 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git pull --ff-only", "Already up to date.")
    s.prompt("plans", "planning call with Declan and Oksana just now. 1) Oksana signs November off on Wednesday 6 Dec, "
             "after that November is frozen. 2) Declan's board meeting is Thursday 14 Dec and he wants a cohort "
             "retention chart for it: monthly cohorts by first order, 12 months out. 3) the MotherDuck trial ends on "
             "20 Dec, we go on the Lite plan, Declan approved up to $25 a month. 4) Ines rotates the HubSpot private "
             "app token on 15 Dec, the pipeline must pick up the new one that day. 5) code freeze from 18 Dec to 2 Jan; "
             "if something breaks during the freeze call Declan on +353 87 414 2290")
    s.write("cohort", "transform/models/marts/finance/fct_customer_cohorts.sql",
            "-- monthly cohorts by first order, retention over 12 months (Declan's board meeting, 14 Dec)\n"
            "with orders as (\n    select customer_email, date_trunc('month', created_date) as order_month\n"
            "    from {{ ref('stg_stripe__charges') }}\n    where status = 'succeeded'\n),\n\nfirst_orders as (\n"
            "    select customer_email, min(order_month) as cohort_month from orders group by 1\n)\n\nselect\n"
            "    first_orders.cohort_month,\n    datediff('month', first_orders.cohort_month, orders.order_month) as "
            "months_since_first,\n    count(distinct orders.customer_email) as customers\nfrom orders\njoin "
            "first_orders using (customer_email)\nwhere months_since_first between 0 and 12\ngroup by all\n")
    s.tool_failure("editfail", "Edit", {"file_path": f"{ROOT}/transform/models/schema.yml",
                                         "old_string": "  - name: weekly_revenue\n    description: ISO weeks, EUR.",
                                         "new_string": "  - name: fct_customer_cohorts\n    columns:\n      - name: "
                                                       "cohort_month\n\n  - name: weekly_revenue\n    description: "
                                                       "ISO weeks, EUR.",
                                         "replace_all": False},
                   "String to replace not found in file.\nString:   - name: weekly_revenue\n    description: ISO "
                   "weeks, EUR.")
    s.edit("cohorttests", "transform/models/schema.yml",
           "  - name: weekly_revenue\n    description: ISO weeks (Monday start), EUR.",
           "  - name: fct_customer_cohorts\n    tests:\n      - dbt_utils.unique_combination_of_columns:\n          "
           "combination_of_columns: [cohort_month, months_since_first]\n\n  - name: weekly_revenue\n    description: "
           "ISO weeks (Monday start), EUR.")
    s.bash("dbtok11", "uv run dbt build --project-dir transform --profiles-dir transform --select fct_customer_cohorts",
           dbt_ok(3, "2.31"))
    s.prompt("fullrefresh", "and a new rule, Oksana asked for it: nobody runs dbt with --full-refresh against prod "
             "without asking her first. it rebuilds the incremental models from scratch and rewrites months she has "
             "already closed")
    s.remember("memplans", "Plans agreed 1 Dec 2028 (Declan, Oksana, Ines): Oksana signs off November on Wed 6 Dec, "
               "then November is frozen (month_closes seed + snapshot). Declan's board meeting Thu 14 Dec needs the "
               "cohort retention chart (fct_customer_cohorts, 12 months). Ines rotates the HubSpot private app token "
               "on Fri 15 Dec. MotherDuck trial ends 20 Dec -> Lite plan, up to $25/month approved. Code freeze 18 Dec "
               "- 2 Jan; emergencies: Declan +353 87 414 2290. No dbt --full-refresh on prod without Oksana's OK.",
               "December plans and freeze", "decision")
    s.bash(None, "uv run ruff check . && uv run pytest -q", "All checks passed!\n" + ok_tests(11, "2.19"))
    s.bash("commit11", "git add -A && git commit -m 'fct_customer_cohorts for the board pack' && git push",
           "[main c2f47e8] fct_customer_cohorts for the board pack\n 2 files changed, 31 insertions(+)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-06T09:10:00", "5a2e7c11-0b3d-4f6a-9c21-7d1e5a520001", s1),     # Mon
    ("s2", "2028-11-08T08:30:00", "6b3f8d22-1c4e-407b-8d32-8e2f6b520002", s2),     # Wed
    ("s3", "2028-11-10T09:05:00", "7c409e33-2d5f-418c-9e43-9f307c520003", s3),     # Fri
    ("s4", "2028-11-14T09:40:00", "8d51af44-3e60-429d-af54-a0418d520004", s4),     # Tue
    ("s5", "2028-11-16T12:30:00", "9e62b055-4f71-43ae-b065-b1529e520005", s5),     # Thu
    ("s6", "2028-11-20T10:00:00", "af73c166-5082-44bf-c176-c263af520006", s6),     # Mon
    ("s7", "2028-11-22T08:40:00", "b084d277-6193-45c0-d287-d374b0520007", s7),     # Wed
    ("s8", "2028-11-24T11:05:00", "c195e388-72a4-46d1-e398-e485c1520008", s8),     # Fri (Black Friday)
    ("s9", "2028-11-27T09:00:00", "d2a6f499-83b5-47e2-f4a9-f596d2520009", s9),     # Mon
    ("s10", "2028-11-29T10:15:00", "e3b705aa-94c6-48f3-05ba-06a7e3520010", s10),   # Wed
    ("s11", "2028-12-01T15:00:00", "f4c816bb-a5d7-4904-16cb-17b8f4520011", s11),   # Fri
]

#: When the questions are asked: Tuesday morning after the last session (a Friday).
ASKED_AT = "2028-12-05T08:30:00Z"
