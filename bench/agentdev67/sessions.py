"""The eleven sessions of the crumbcast history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad67_files import (API_PY, DEPLOY_YML, DOCKERFILE, FLOW_NIGHTLY, INCIDENT_MD, LOAD_POLARS, LOAD_PY,
                        POS_PY, PRECOMMIT, PREFECT_YAML, PREP_PANDAS, PREP_POLARS, PYPROJECT, RETRAIN_FLOW,
                        REVIEW_MD, SAMPLE_EXPORT, TRAIN_LGBM, TRAIN_SK, WASTE_FLOW, WEATHER_PY)

NUC = "ssh ops-nuc"
FQDN = "ca-crumbcast-api.kindpebble-4f2a1c9e.uksouth.azurecontainerapps.io"


def ok_tests(n, secs="1.92", extra=""):
    return (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/ruth/src/crumbcast\n"
            f"configfile: pyproject.toml\ncollected {n} items\n\n"
            f"tests/test_pos.py ....                                                  \n"
            f"tests/test_load.py ...                                                  \n"
            f"tests/test_prep.py {'.' * max(n - 7, 1)}{extra}\n\n"
            f"============================== {n} passed in {secs}s ==============================")


def s1(s):
    s.start()
    s.prompt("goal", "New project: crumbcast. Hollis & Daughters is a bakery chain with 12 shops around Harrogate "
             "and one central bakery at Starbeck that bakes for all of them overnight. Every day at 14:00 Tariq "
             "Aziz (production planner at Starbeck) decides tomorrow's bake per shop from gut feel and last week's "
             "sheet; Gwen Hollis (managing director) wants waste down, about 11% of what we bake ends up binned. "
             "Goal: forecast next-day demand per shop and product. Data: the TillPoint tills export one CSV per "
             "shop and day to TillPoint's SFTP every night. Plan: Python 3.12, pandas, scikit-learn, MLflow for "
             "experiments, Prefect 3 for the daily run and a FastAPI service for the forecasts. Skeleton first.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 ruth ruth 4096 Apr 30 10:08 .\ndrwxr-xr-x 14 ruth ruth 4096 "
           "Apr 30 10:07 ..\ndrwxr-xr-x  7 ruth ruth 4096 Apr 30 10:08 .git\n-rw-r--r--  1 ruth ruth  212 Apr 30 "
           "10:08 README.md")
    s.prompt("rules", "House rules for this repo: uv for everything (uv add, uv run, uv sync), never pip install. "
             "ruff and the pre-commit hooks have to pass on every commit, and nobody commits with --no-verify. "
             "The TillPoint exports never go into git: every line carries the cashier's till number and name, "
             "so data/ is ignored, full stop.")
    s.bash("uvinit", "uv init --package --python 3.12 . && uv add pandas scikit-learn mlflow prefect paramiko "
           "fastapi 'uvicorn[standard]' pydantic-settings httpx pyarrow",
           "Initialized project `crumbcast`\nUsing CPython 3.12.7\nCreating virtual environment at: .venv\n"
           "Resolved 163 packages in 3.41s\nPrepared 151 packages in 14.88s\nInstalled 158 packages in 612ms\n"
           " + fastapi==0.115.4\n + mlflow==2.17.2\n + pandas==2.2.3\n + paramiko==3.5.0\n + prefect==3.1.2\n"
           " + pyarrow==18.0.0\n + scikit-learn==1.5.2\n + uvicorn==0.32.0\n ...")
    s.bash(None, "uv add --dev pytest ruff pre-commit", "Resolved 171 packages in 611ms\nInstalled 9 packages in "
           "38ms\n + pre-commit==4.0.1\n + pytest==8.3.3\n + ruff==0.7.2")
    s.read(None, "pyproject.toml", PYPROJECT)
    s.write("precommit", ".pre-commit-config.yaml", PRECOMMIT)
    s.bash(None, "uv run pre-commit install && uv run pre-commit run --all-files",
           "pre-commit installed at .git/hooks/pre-commit\nruff.....................................................Passed\n"
           "ruff-format..............................................Passed\ncheck yaml...............................Passed\n"
           "fix end of files.........................................Passed\ntrim trailing whitespace.................Passed\n"
           "check for added large files..............................Passed\nrefuse TillPoint exports.....(no files to check)Skipped")
    s.edit("gitignore", ".gitignore", ".venv/\n__pycache__/",
           ".venv/\n__pycache__/\n# TillPoint exports carry cashier names: never committed\ndata/\nmlruns/\n"
           "mlartifacts/\nmlflow.db\nforecasts/\n.env")
    s.bash("sftpls", f"{NUC} \"sftp -P 2222 -i ~/.ssh/tillpoint_ed25519 hollis_export@sftp.tillpoint.co.uk <<< "
           "'ls -l /outbound' | tail -4\"",
           "-rw-r-----    1 hollis_export  exports     2811 Apr 29 21:04 HOLLIS_S11_20290429.csv\n"
           "-rw-r-----    1 hollis_export  exports     3390 Apr 29 21:04 HOLLIS_S12_20290429.csv\n"
           "-rw-r-----    1 hollis_export  exports     2966 Apr 29 21:03 HOLLIS_S01_20290429.csv\n"
           "-rw-r-----    1 hollis_export  exports     3105 Apr 29 21:03 HOLLIS_S02_20290429.csv",
           desc="List the newest TillPoint exports from the Starbeck NUC (the only allow-listed address)")
    s.write("pos", "src/crumbcast/pos.py", POS_PY)
    s.write(None, "tests/test_pos.py",
            "from datetime import date\nfrom pathlib import Path\n\nfrom crumbcast.pos import connect, fetch_exports, "
            "parse_name\n\n\ndef test_parse_name():\n    f = parse_name('HOLLIS_S07_20290429.csv')\n    assert "
            "(f.shop_code, f.business_date) == ('S07', date(2029, 4, 29))\n\n\ndef test_ignores_other_files():\n"
            "    assert parse_name('README.txt') is None\n\n\ndef test_fetch_new_exports(tmp_path):\n"
            "    sftp = connect(Path.home() / '.ssh/tillpoint_ed25519')\n    got = fetch_exports(sftp, tmp_path, "
            "date(2029, 4, 29))\n    assert len(got) == 12\n")
    s.bash("backfill", f"{NUC} 'cd /opt/crumbcast && uv run crumbcast pull --since 2027-01-01' && rsync -a "
           "ops-nuc:/opt/crumbcast/data/raw/ data/raw/ && ls data/raw | wc -l && du -sh data/raw",
           "fetched 10212 exports since 2027-01-01\n10212\n412M\tdata/raw")
    s.glob(None, "data/raw/HOLLIS_S03_2029042*.csv",
           [f"data/raw/HOLLIS_S03_202904{d}.csv" for d in range(20, 30)])
    s.read("sample", "data/raw/HOLLIS_S03_20290429.csv", SAMPLE_EXPORT)
    s.write("load", "src/crumbcast/load.py", LOAD_PY)
    s.remember("memsftp", "TillPoint POS exports: SFTP sftp.tillpoint.co.uk port 2222, user hollis_export, key "
               "~/.ssh/tillpoint_ed25519 on the Starbeck NUC (ops-nuc); TillPoint only allows our bakery's fixed IP "
               "81.145.22.90, so pulls run from the NUC. Files /outbound/HOLLIS_S<shop>_<yyyymmdd>.csv, one per "
               "shop and business day, semicolon-separated, written around 21:00. Backfill from 2027-01-01: "
               "10,212 files (12 shops x 851 days), 412 MB. Exports include cashier names: never commit data/.",
               "TillPoint SFTP exports", "fact")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: uv project, pre-commit, TillPoint SFTP pull, pandas "
           "loader'", "ruff.....................................................Passed\nruff-format......................"
           "........................Passed\n[main 3f0a2c7] skeleton: uv project, pre-commit, TillPoint SFTP pull, "
           "pandas loader\n 12 files changed, 348 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git log --oneline -2", "3f0a2c7 skeleton: uv project, pre-commit, TillPoint SFTP pull, pandas "
           "loader\n1c02e9a Initial commit")
    s.prompt("features", "Features today. Target: units sold per shop and product on a day. Features: lags of 2, 3, "
             "7, 14, 21, 28 and 364 days (the forecast for tomorrow is made with sales up to yesterday, so nothing "
             "newer than two days), rolling means and spreads, day of week, week of year, month, shop, product, "
             "category, price. Baseline to beat: same weekday last week. Metric: MAPE per shop and product, "
             "averaged; that's what Gwen understands ('we were 12% off').")
    s.write("prep1", "src/crumbcast/prep.py", PREP_PANDAS)
    s.bash("loadfail", "uv run crumbcast features --out data/features.parquet",
           "Traceback (most recent call last):\n  File \"/home/ruth/src/crumbcast/src/crumbcast/load.py\", line 14, in "
           "read_export\n    df[\"business_date\"] = pd.to_datetime(df[\"business_date\"])\n  ...\n  File "
           "\"pandas/_libs/tslibs/strptime.pyx\", line 580, in pandas._libs.tslibs.strptime.array_strptime\n"
           "ValueError: time data \"13/01/2027\" doesn't match format \"%m/%d/%Y\", at position 12. You might want "
           "to try:\n    - passing `format` if your strings have a consistent format;\n    - passing "
           "`format='ISO8601'` if your strings are all ISO8601 but not necessarily in exactly the same format;\n"
           "    - passing `format='mixed'`, and the format will be inferred for each element individually. You might "
           "want to use `dayfirst` alongside this.", code=1)
    s.prompt("datewhy", "TillPoint writes British dates, day first. pandas guessed month-first from the first rows "
             "(01/01, 02/01 ... look the same either way) and fell over on the 13th. Pass format='%d/%m/%Y' "
             "explicitly; never let it guess a date format.")
    s.edit("datefix", "src/crumbcast/load.py", '    df["business_date"] = pd.to_datetime(df["business_date"])',
           '    df["business_date"] = pd.to_datetime(df["business_date"], format="%d/%m/%Y")  # TillPoint: day first')
    s.bash("featrun", "/usr/bin/time -f '%e s, peak RSS %M kB' uv run crumbcast features --out data/features.parquet",
           "loaded 10212 exports -> 591,744 rows (12 shops x 58 products x 851 days, gaps filled with 0)\n"
           "features: 591,744 rows x 31 columns -> data/features.parquet\n71.30 s, peak RSS 5834112 kB")
    s.bash("mlflowfail", "uv run mlflow server --backend-store-uri sqlite:///mlflow.db --default-artifact-root "
           "./mlartifacts --host 127.0.0.1",
           "[2029-05-02 10:41:07 +0100] [40211] [INFO] Starting gunicorn 23.0.0\n[2029-05-02 10:41:07 +0100] [40211] "
           "[ERROR] Connection in use: ('127.0.0.1', 5000)\n[2029-05-02 10:41:07 +0100] [40211] [ERROR] connection "
           "to ('127.0.0.1', 5000) failed: [Errno 98] Address already in use\n[2029-05-02 10:41:12 +0100] [40211] "
           "[ERROR] Can't connect to ('127.0.0.1', 5000)\nRunning the mlflow server failed. Please see the logs "
           "above for details.", code=1)
    s.prompt("port", "5000 is my local Docker registry mirror. Put MLflow on 5001, here and later on the NUC, and "
             "set MLFLOW_TRACKING_URI accordingly in .env.")
    s.bash("mlflowsrv", "uv run mlflow server --backend-store-uri sqlite:///mlflow.db --default-artifact-root "
           "./mlartifacts --host 127.0.0.1 --port 5001 &>/tmp/mlflow.log & sleep 4 && curl -s localhost:5001/health",
           "OK")
    s.prompt("mlrule", "Rule for all model work: every training run goes through MLflow, tagged with the git SHA and "
             "the training window, with its params and metrics. No numbers from a notebook that aren't in MLflow.")
    s.write("train1", "src/crumbcast/train.py", TRAIN_SK)
    s.bash("trainrun1", "uv run crumbcast train",
           "2029/05/02 10:54:51 INFO mlflow.tracking.fluent: Experiment with name 'crumbcast-demand' does not exist. "
           "Creating a new experiment.\ntraining HistGradientBoostingRegressor on 408,576 rows, holdout 56 days "
           "(38,976 rows)\nfit: 4m 12s\nholdout MAPE 34.2 %  (baseline same weekday last week: 41.7 %)\n"
           "Successfully registered model 'crumbcast-demand'.\nCreated version '1' of model 'crumbcast-demand'.\n"
           "run 5c0e7a1f9b2d4e68a1c3b7d9e0f21a44 -> http://127.0.0.1:5001/#/experiments/1")
    s.bash(None, "uv run python -c \"from mlflow import MlflowClient; MlflowClient().set_registered_model_alias("
           "'crumbcast-demand', 'champion', 1)\" && uv run pytest -q", ok_tests(9, "1.37"))
    s.bash("commit2", "git add -A && git commit -m 'features (pandas), HistGradientBoosting model, MLflow tracking: "
           "MAPE 34.2% vs 41.7% baseline'", "ruff.....................................................Passed\n"
           "ruff-format..............................................Passed\n[main 7be3f19] features (pandas), "
           "HistGradientBoosting model, MLflow tracking: MAPE 34.2% vs 41.7% baseline\n 6 files changed, 241 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("flowplan", "Daily run. Tariq needs tomorrow's numbers on his sheet before his 14:00 planning, and "
             "TillPoint drops yesterday's files in the evening. Prefect 3 flow: pull the new exports, rebuild "
             "features, score tomorrow with the champion model, write the plan to forecasts/ as CSV and parquet. "
             "Schedule it daily at 06:00 London time. Self-host the Prefect server (port 4200) and MLflow on the "
             "ops NUC at Starbeck instead of using Prefect Cloud: TillPoint only lets the bakery's fixed IP "
             "81.145.22.90 onto the SFTP, so the worker has to run there anyway, and the NUC is already paid for.")
    s.write("flow1", "flows/nightly.py", FLOW_NIGHTLY)
    s.write("prefectyaml", "prefect.yaml", PREFECT_YAML)
    s.bash("deployfail", f"{NUC} 'cd /opt/crumbcast && git pull -q && PREFECT_API_URL=http://localhost:4200/api uv "
           "run prefect deploy --all'",
           "Deploying all flows with an existing deployment configuration...\n╭────────────────────────────────────────"
           "──────╮\n│ Deploying prod                                │\n╰──────────────────────────────────────────────╯\n"
           "Work pool 'starbeck-nuc' does not exist and no worker type was provided. Starting a worker with `prefect "
           "worker start -p starbeck-nuc` will create a work pool of type 'process'.\n"
           "ValueError: Work pool 'starbeck-nuc' not found.", code=1)
    s.bash("poolcreate", f"{NUC} 'cd /opt/crumbcast && uv run prefect work-pool create starbeck-nuc --type process "
           "&& uv run prefect deploy --all && sudo systemctl enable --now prefect-worker'",
           "Created work pool 'starbeck-nuc'!\nDeployment 'nightly-forecast/prod' successfully created with id "
           "'0b5f3e2a-61c4-4f7e-9d1a-2c8e4b7a9f10'.\nSchedule: 0 6 * * * (Europe/London)\nView Deployment in UI: "
           "http://ops-nuc:4200/deployments/deployment/0b5f3e2a-61c4-4f7e-9d1a-2c8e4b7a9f10\nCreated symlink "
           "/etc/systemd/system/multi-user.target.wants/prefect-worker.service -> /etc/systemd/system/prefect-worker"
           ".service.")
    s.bash("testfail", "uv run pytest -q",
           "..F......                                                                [100%]\n"
           "=================================== FAILURES ===================================\n"
           "____________________________ test_fetch_new_exports ____________________________\n"
           "    def test_fetch_new_exports(tmp_path):\n>       sftp = connect(Path.home() / '.ssh/tillpoint_ed25519')\n"
           "src/crumbcast/pos.py:43: in connect\n    client.connect(SFTP_HOST, port=SFTP_PORT, username=SFTP_USER, "
           "key_filename=str(key_path), timeout=30)\n.venv/lib/python3.12/site-packages/paramiko/client.py:386: in "
           "connect\n    to_try = list(self._families_and_addresses(hostname, port))\nE   socket.gaierror: [Errno -3] "
           "Temporary failure in name resolution\n1 failed, 8 passed in 30.44s", code=1)
    s.prompt("testrule", "I'm on the train with no signal, and that test tried to reach sftp.tillpoint.co.uk for "
             "real. Tests never talk to TillPoint's SFTP or to Azure, ever. Give them a fake SFTP client and a few "
             "tiny synthetic exports in tests/fixtures/ (made-up cashiers), and delete the real-connection test.")
    s.write("testpos", "tests/test_pos.py",
            "from datetime import date\nfrom pathlib import Path\nfrom shutil import copyfile\n\nfrom crumbcast.pos "
            "import fetch_exports, parse_name\n\nFIXTURES = Path(__file__).parent / 'fixtures'\n\n\nclass FakeSftp:\n"
            "    \"\"\"Serves tests/fixtures/ as if it were TillPoint's /outbound.\"\"\"\n\n    def listdir(self, "
            "path):\n        return sorted(p.name for p in FIXTURES.glob('HOLLIS_*.csv'))\n\n    def get(self, "
            "remote, local):\n        copyfile(FIXTURES / Path(remote).name, local)\n\n\ndef test_parse_name():\n"
            "    f = parse_name('HOLLIS_S07_20290429.csv')\n    assert (f.shop_code, f.business_date) == ('S07', "
            "date(2029, 4, 29))\n\n\ndef test_ignores_other_files():\n    assert parse_name('README.txt') is None\n\n\n"
            "def test_fetch_only_new(tmp_path):\n    first = fetch_exports(FakeSftp(), tmp_path, date(2029, 4, 28))\n"
            "    again = fetch_exports(FakeSftp(), tmp_path, date(2029, 4, 28))\n    assert len(first) == 4 and again "
            "== []\n")
    s.bash(None, "ls tests/fixtures && uv run pytest -q", "HOLLIS_S01_20290428.csv\nHOLLIS_S01_20290429.csv\n"
           "HOLLIS_S04_20290428.csv\nHOLLIS_S04_20290429.csv\n" + ok_tests(9, "1.41"))
    s.prompt("utcrule", "One more convention: timestamps are stored in UTC everywhere (data, MLflow tags, the "
             "generated_at column). Europe/London only at the edges: the schedule and what Tariq sees. So the 06:00 "
             "run shows up as 05:00 UTC in the logs during summer time.")
    s.bash("flowrun", f"{NUC} 'cd /opt/crumbcast && uv run prefect deployment run nightly-forecast/prod --watch'",
           "Creating flow run for deployment 'nightly-forecast/prod'...\nCreated flow run 'amber-crane'.\n"
           "14:00:47.118 | INFO    | Flow run 'amber-crane' - pulled 12 exports; 696 forecasts written to "
           "forecasts/2029-05-05.csv\n14:00:47.402 | INFO    | Flow run 'amber-crane' - Finished in state "
           "Completed()\nFlow run finished successfully in 'Completed'.")
    s.bash("commit3", "git add -A && git commit -m 'prefect flow nightly-forecast (daily 06:00 Europe/London) on the "
           "Starbeck NUC; tests use a fake SFTP'", "ruff.....................................................Passed\n"
           "ruff-format..............................................Passed\ncheck yaml...........................Passed\n"
           "[main 2c9d5a0] prefect flow nightly-forecast (daily 06:00 Europe/London) on the Starbeck NUC; tests use a "
           "fake SFTP\n 7 files changed, 186 insertions(+), 14 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to "
           "commit, working tree clean")
    s.bash("oomlog", f"{NUC} 'journalctl -k --since \"2029-05-06 05:55\" --until \"2029-05-06 06:10\" | grep -i "
           "oom; journalctl -u prefect-worker --since \"2029-05-06 05:55\" | tail -3'",
           "May 06 06:01:47 ops-nuc kernel: Out of memory: Killed process 48211 (python) total-vm:9012344kB, "
           "anon-rss:6011240kB, file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:12680kB oom_score_adj:0\n"
           "May 06 06:01:48 ops-nuc prefect-worker[1022]: Process 48211 exited with status code: -9; This indicates "
           "that the process exited due to a SIGKILL signal.\nMay 06 06:01:48 ops-nuc prefect-worker[1022]: Reported "
           "flow run 'russet-heron' as crashed: Flow run infrastructure exited with non-zero status code -9.")
    s.prompt("polars", "Sunday's run on the NUC was killed by the kernel while building features. The pandas "
             "feature build takes 71 seconds and peaks at 5.8 GB, and the NUC has 8 GB shared with the Prefect "
             "server and MLflow. Switch the feature code from pandas to polars (lazy frames, window expressions). "
             "make_features must produce the same frame: compare the two outputs before deleting the pandas version.")
    s.bash(None, "uv add polars", "Resolved 172 packages in 702ms\nInstalled 1 package in 21ms\n + polars==1.12.0")
    s.write("prep2", "src/crumbcast/prep.py", PREP_POLARS)
    s.write("loadpl", "src/crumbcast/load.py", LOAD_POLARS)
    s.edit(None, "flows/nightly.py",
           '    sales = load_sales(RAW)\n    products = pd.read_csv("data/products.csv")\n'
           '    frame = make_features(sales, products)\n'
           '    rows = frame[frame["business_date"] == pd.Timestamp(target_day)]\n'
           '    model = mlflow.pyfunc.load_model("models:/crumbcast-demand@champion")\n'
           '    rows = rows.assign(forecast=model.predict(rows[FEATURE_COLUMNS]).clip(min=0))\n'
           '    return rows[["shop_code", "plu", "business_date", "forecast"]]',
           '    sales = load_sales(RAW)\n    products = pl.scan_csv("data/products.csv", try_parse_dates=True)\n'
           '    rows = make_features(sales, products).filter(pl.col("business_date") == target_day).collect()\n'
           '    model = mlflow.pyfunc.load_model("models:/crumbcast-demand@champion")\n'
           '    rows = rows.with_columns(forecast=model.predict(rows.select(FEATURE_COLUMNS).to_pandas()))\n'
           '    return rows.select("shop_code", "plu", "business_date", "forecast")')
    s.bash("polarsfail", "uv run crumbcast features --out data/features_pl.parquet",
           "Traceback (most recent call last):\n  File \"/home/ruth/src/crumbcast/src/crumbcast/load.py\", line 17, "
           "in load_sales\n    .collect()\n  ...\npolars.exceptions.InvalidOperationError: conversion from `str` to "
           "`f64` failed in column 'NetSales' for 4163 out of 1843907 values: [\"3,20\", \"12,50\", \"1,85\"]\n\nYou "
           "might want to try:\n- setting `strict=False` to set values that cannot be converted to `null`\n- using "
           "`str.strptime`, `str.to_date`, or `str.to_datetime` and providing a format string", code=1)
    s.bash("grepcomma", "grep -l ';[0-9]*,[0-9][0-9];' data/raw/*.csv | sed 's/_2029.*//; s/_2028.*//' | sort | uniq "
           "-c && grep -l ';[0-9]*,[0-9][0-9];' data/raw/*.csv | head -1",
           "    172 data/raw/HOLLIS_S04\ndata/raw/HOLLIS_S04_20281114.csv")
    s.prompt("commawhy", "All of them from Knaresborough (S04), starting 14 November. Owen Price, the shop manager "
             "there, says their till had a firmware update that month and since then it writes decimal commas. "
             "pandas quietly read NetSales as text for those files and we never looked. Normalise the comma in the "
             "loader (NetSales and Qty) and cast strictly, so anything else odd still fails loudly.")
    s.edit("commafix", "src/crumbcast/load.py",
           '        pl.col("NetSales").cast(pl.Float64),',
           '        # S04 (Knaresborough) writes decimal commas since a till firmware update in Nov 2028\n'
           '        pl.col("NetSales").str.replace(",", ".", literal=True).cast(pl.Float64, strict=True),')
    s.bash("featrun2", "/usr/bin/time -f '%e s, peak RSS %M kB' uv run crumbcast features --out "
           "data/features_pl.parquet && uv run python -m crumbcast.compare data/features.parquet "
           "data/features_pl.parquet",
           "features: 591,744 rows x 31 columns -> data/features_pl.parquet\n6.42 s, peak RSS 1148320 kB\n"
           "compare: 591,744 rows, 31 columns; equal within 1e-9 except net_sales in 4,163 S04 rows (were text, "
           "now numbers)")
    s.lesson("lesson1", "A polars 'conversion from `str` to `f64` failed' on a POS export usually means one shop's "
             "till writes decimal commas: Knaresborough (S04) has since a firmware update in November 2028. pandas "
             "hid it by reading the column as text. Normalise the separator and cast with strict=True.",
             "crumbcast feature build after moving from pandas to polars")
    s.bash(None, "uv run pytest -q", ok_tests(9, "1.18"))
    s.remember("memstack", "crumbcast stack as of 8 May 2029: features in polars (lazy; pandas dropped from our code "
               "after the feature build took 71 s / 5.8 GB and got OOM-killed on the 8 GB NUC; polars 6.4 s / 1.1 GB), "
               "model scikit-learn HistGradientBoosting, MLflow at http://ops-nuc:5001 (5000 is taken), Prefect 3 "
               "server on ops-nuc:4200, work pool starbeck-nuc, deployment nightly-forecast/prod daily at 06:00 "
               "Europe/London (self-hosted because TillPoint only allows the bakery IP).",
               "crumbcast stack and where things run", "fact")
    s.bash("commit4", "git add -A && git commit -m 'prep: pandas -> polars (71 s / 5.8 GB -> 6.4 s / 1.1 GB); "
           "decimal commas from S04'", "ruff.....................................................Passed\n"
           "ruff-format..............................................Passed\n[main 93e0b7c] prep: pandas -> polars "
           "(71 s / 5.8 GB -> 6.4 s / 1.1 GB); decimal commas from S04\n 5 files changed, 118 insertions(+), "
           "97 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git log --oneline -3", "93e0b7c prep: pandas -> polars (71 s / 5.8 GB -> 6.4 s / 1.1 GB); "
           "decimal commas from S04\n2c9d5a0 prefect flow nightly-forecast (daily 06:00 Europe/London) on the "
           "Starbeck NUC; tests use a fake SFTP\n7be3f19 features (pandas), HistGradientBoosting model, MLflow "
           "tracking: MAPE 34.2% vs 41.7% baseline")
    s.prompt("wape", "Sofia Marques from finance went through the accuracy report: the vegan brownie at Masham "
             "sells 0 to 2 a day and alone has an error of over 300%, and days with zero sales are simply left out "
             "of the average. Switch the headline metric to WAPE: sum of absolute errors over sum of actual sales, "
             "per shop and overall. It weights products by volume, which is where the money is. Keep MAPE only as "
             "a secondary metric in MLflow.")
    s.edit("wapeedit", "src/crumbcast/train.py",
           '        mlflow.log_metric("mape", mape(y, model.predict(te[FEATURE_COLUMNS])))\n'
           '        mlflow.log_metric("mape_baseline", mape(y, baseline(te)))',
           '        p = model.predict(te[FEATURE_COLUMNS])\n'
           '        mlflow.log_metrics({"wape": wape(y, p), "wape_baseline": wape(y, baseline(te)), "mape": mape(y, p)})')
    s.bash("trainhgb2", "uv run crumbcast train",
           "training HistGradientBoostingRegressor on 408,576 rows, holdout 56 days (38,976 rows)\nfit: 4m 09s\n"
           "holdout WAPE 22.8 %  (baseline same weekday last week: 27.9 %)   MAPE 34.2 %\n"
           "run 0d8f2b61c7a94e3f8b5a1e6c4d2f9a07")
    s.prompt("lgbm", "Now try LightGBM against it: objective tweedie with variance power 1.2 (counts, lots of "
             "zeros for the slow lines), shop, product and category as native categorical features instead of "
             "codes. HistGradientBoosting takes over four minutes per fit on the NUC, which will hurt once we "
             "retrain regularly.")
    s.bash(None, "uv add lightgbm", "Resolved 174 packages in 588ms\nInstalled 1 package in 19ms\n + lightgbm==4.5.0")
    s.write("train2", "src/crumbcast/train.py", TRAIN_LGBM)
    s.bash("lgbmrun", "uv run crumbcast train",
           "training LightGBM (tweedie 1.2, 1400 rounds) on 408,576 rows, holdout 56 days (38,976 rows)\n"
           "fit: 38.4 s\nholdout WAPE 19.6 %  (baseline same weekday last week: 27.9 %; HistGradientBoosting 22.8 %)"
           "   MAPE 29.7 %\nRegistered model 'crumbcast-demand' already exists. Creating a new version of this model...\n"
           "Created version '2' of model 'crumbcast-demand'.\nrun 9a41e0c3d5b74f2e86c1a9b0f3e7d512")
    s.prompt("lgbmdecide", "Clear win: 19.6 against 22.8, and 38 seconds instead of four minutes. Go with LightGBM, "
             "point the champion alias at version 2 and drop scikit-learn from the dependencies. And a rule from "
             "now on: whenever we quote a WAPE anywhere (MLflow, commit, a message to Gwen), the same-weekday-last-"
             "week baseline goes next to it.")
    s.bash("rmsklearn", "uv remove scikit-learn && uv run python -c \"from mlflow import MlflowClient; MlflowClient()."
           "set_registered_model_alias('crumbcast-demand', 'champion', 2)\"",
           "Resolved 170 packages in 512ms\nUninstalled 4 packages in 88ms\n - joblib==1.4.2\n - scikit-learn==1.5.2\n"
           " - scipy==1.14.1\n - threadpoolctl==3.5.0")
    s.bash(None, "uv run pytest -q", ok_tests(10, "1.64"))
    s.remember("memmodel", "crumbcast model as of 10 May 2029: LightGBM 4.5, objective tweedie (variance power 1.2), "
               "1400 rounds, shop/product/category as categorical features, 31 features. Registered model "
               "crumbcast-demand, alias champion -> version 2. Headline metric WAPE (MAPE dropped as headline: "
               "slow sellers like the Masham vegan brownie and zero-sale days broke it): 19.6% vs baseline 27.9% "
               "(same weekday last week) and HistGradientBoosting 22.8%. Fit 38 s instead of 4 min 12 s. Always "
               "quote WAPE next to the baseline.", "crumbcast model and metric", "decision")
    s.bash("commit5", "git add -A && git commit -m 'model: LightGBM tweedie replaces HistGradientBoosting; WAPE as "
           "headline metric (19.6% vs 27.9% baseline)'", "ruff.....................................................Passed\n"
           "ruff-format..............................................Passed\n[main d51a2e8] model: LightGBM tweedie "
           "replaces HistGradientBoosting; WAPE as headline metric (19.6% vs 27.9% baseline)\n 4 files changed, 96 "
           "insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status && git pull --ff-only", "On branch main\nnothing to commit, working tree clean\n"
           "Already up to date.")
    s.prompt("api", "The scoring service. FastAPI: GET /bake-plan.csv?day=... returns the plan the flow published "
             "(Tariq's Excel sheet pulls it with Power Query), POST /forecast scores on demand, GET /health reports "
             "the model version and feature count. It loads the champion model once at startup from the storage "
             "account Lena is setting up. Slim Docker image with uv, listening on 8080.")
    s.write("apifile", "src/crumbcast/api.py", API_PY)
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.bash("dockerfail", "docker build -t crumbcast-api:dev .",
           "[+] Building 21.4s (9/12)                                             docker:default\n"
           " => [base 5/8] COPY pyproject.toml uv.lock ./                                        0.0s\n"
           " => ERROR [base 6/8] RUN uv sync --frozen --no-dev --no-install-project             0.4s\n"
           "------\n > [base 6/8] RUN uv sync --frozen --no-dev --no-install-project:\n0.391 error: Unable to find "
           "lockfile at `uv.lock`. To create a lockfile, run `uv lock` or `uv sync`.\n------\nERROR: failed to solve: "
           "process \"/bin/sh -c uv sync --frozen --no-dev --no-install-project\" did not complete successfully: exit "
           "code: 2", code=1)
    s.bash("dockerignore", "cat .dockerignore", ".git\n.venv\ndata/\nmlruns/\nmlartifacts/\n*.db\n*.lock\n"
           "forecasts/\n")
    s.edit("dockerfix", ".dockerignore", "*.db\n*.lock\n", "*.db\n")
    s.bash("dockerrun", "docker build -q -t crumbcast-api:dev . && docker images crumbcast-api:dev --format "
           "'{{.Size}}' && docker run --rm crumbcast-api:dev python -c 'import crumbcast.api, lightgbm, polars; "
           "print(lightgbm.__version__, polars.__version__)'",
           "sha256:4be1f0c9d2a7e3b58c6f1d0e9a2b7c4d3e8f5a6b1c0d9e2f7a4b3c8d5e6f1a2b\n612MB\n4.5.0 1.12.0")
    s.bash("commitapi", "git add -A && git commit -m 'scoring API and Dockerfile'", "ruff.................."
           "...................................Passed\n[main 6b1e9d0] scoring API and Dockerfile\n 5 files changed, 131 "
           "insertions(+), 1 deletion(-)")
    s.prompt("acrtest", "Lena has the registry up already (crumbcastacr). Push a first image as 0.3.0 so she can "
             "check that the Container Apps environment is allowed to pull from it.")
    s.bash("acrbuild", "az acr build --registry crumbcastacr --image crumbcast-api:0.3.0 .",
           "Packing source code into tar to upload...\nUploading archived source code from '/tmp/build_archive_7c1e"
           ".tar.gz'...\nQueued a build with ID: ca1\n...\nSuccessfully pushed image: crumbcastacr.azurecr.io/"
           "crumbcast-api:0.3.0\nRun ID: ca1 was successful after 2m31s")
    s.prompt("weather", "Tariq says sales swing with the weather (rain kills the walk-in trade in Pateley Bridge and "
             "Masham) and with school holidays. Add: the Open-Meteo forecast for each shop's town (max temperature, "
             "rain in mm, the weather code grouped into clear / cloudy / rain / thunder), the North Yorkshire "
             "school-holiday flag and UK bank holidays. And rename make_features to build_features while you're in "
             "there: it reads better next to build_target.")
    s.grep("grepmake", "make_features|make_target", ["src/crumbcast/prep.py", "src/crumbcast/train.py",
                                                     "src/crumbcast/api.py", "flows/nightly.py", "tests/test_prep.py"])
    s.write("weatherpy", "src/crumbcast/weather.py", WEATHER_PY)
    s.multiedit("rename", "src/crumbcast/prep.py", [
        ("def make_features(sales: pl.LazyFrame, products: pl.LazyFrame) -> pl.LazyFrame:",
         "def build_features(sales: pl.LazyFrame, products: pl.LazyFrame, weather: pl.DataFrame,\n"
         "                   holidays: pl.DataFrame) -> pl.LazyFrame:"),
        ("def make_target(df: pl.DataFrame) -> pl.Series:", "def build_target(df: pl.DataFrame) -> pl.Series:"),
        ('    "zero_days_28", "price", "price_change_28", "days_since_launch", "payday_week",\n]  # 31',
         '    "zero_days_28", "price", "price_change_28", "days_since_launch", "payday_week",\n'
         '    "temp_max_c", "precip_mm", "temp_anomaly",\n'
         '    "weather_group_clear", "weather_group_cloudy", "weather_group_rain", "weather_group_thunder",\n'
         '    "is_school_holiday", "school_holiday_week", "is_bank_holiday", "days_to_bank_holiday",\n]  # 42'),
    ])
    s.bash("sedrename", "sed -i 's/make_features/build_features/g; s/make_target/build_target/g' "
           "src/crumbcast/train.py src/crumbcast/api.py flows/nightly.py tests/test_prep.py && grep -rn "
           "'make_features\\|make_target' src flows tests | wc -l", "0")
    s.bash("featcount", "uv run crumbcast features --out data/features.parquet",
           "weather: 12 towns, 2027-01-01..2029-05-13 from archive-api.open-meteo.com\nfeatures: 591,744 rows x 42 "
           "columns -> data/features.parquet (31 + 11 weather/holiday)")
    s.bash("train3", "uv run crumbcast train && uv run python -c \"from mlflow import MlflowClient; MlflowClient()."
           "set_registered_model_alias('crumbcast-demand', 'champion', 3)\"",
           "training LightGBM (tweedie 1.2, 1400 rounds) on 408,576 rows x 42 features, holdout 56 days\n"
           "fit: 44.9 s\nholdout WAPE 18.3 %  (baseline same weekday last week: 27.9 %)   MAPE 28.1 %\n"
           "Created version '3' of model 'crumbcast-demand'.\nrun 2e6b9d40a1f3478c9e0d5b7a3c81f6e2")
    s.bash(None, "uv run pytest -q", ok_tests(12, "1.88"))
    s.prompt("commitrule", "From now on commit messages follow Conventional Commits: feat:, fix:, refactor:, chore:, "
             "ci:, docs:, imperative and lower case. I want to generate the changelog from them for Gwen.")
    s.bash("commit6", "git add -A && git commit -m 'feat: weather, school and bank holiday features (42); refactor: "
           "make_features -> build_features'", "ruff.....................................................Passed\n"
           "ruff-format..............................................Passed\n[main e08f4c1] feat: weather, school "
           "and bank holiday features (42); refactor: make_features -> build_features\n 8 files changed, 174 "
           "insertions(+), 23 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("azure", "Lena Brandt finished the Azure side: resource group rg-crumbcast-prod in UK South (the data "
             "stays in the UK), a Container Apps environment cae-crumbcast, the Basic registry crumbcastacr (about "
             "£4 a month) and the storage account stcrumbcast with containers models and forecasts. Deploy the API "
             "as container app ca-crumbcast-api with the 0.3.0 image from Monday: external ingress, target port "
             "8080, 0.5 vCPU and 1 GiB, scale between 0 and 2 replicas. Scale to zero is the point, it sits idle "
             "23 hours a day and then costs next to nothing. The pilot starts tomorrow with three shops: Harrogate "
             "(S01), Knaresborough (S04) and Ripon (S06).")
    s.write("publish", "src/crumbcast/publish.py",
            '"""Publishes a registered model version to the storage account, where the API loads it."""\nfrom '
            '__future__ import annotations\n\nimport json\n\nimport mlflow\nfrom azure.storage.blob import '
            'ContainerClient\nfrom mlflow import MlflowClient\n\nfrom crumbcast.settings import settings\nfrom '
            'crumbcast.train import REGISTERED_MODEL\n\n\ndef publish_champion(version: str) -> None:\n    booster = '
            'mlflow.lightgbm.load_model(f"models:/{REGISTERED_MODEL}/{version}")\n    mv = MlflowClient().'
            'get_model_version(REGISTERED_MODEL, version)\n    models = ContainerClient.from_connection_string('
            'settings.storage_connection, "models")\n    models.upload_blob("champion/model.txt", '
            'booster.model_to_string(), overwrite=True)\n    meta = {"version": version, "run_id": mv.run_id, '
            '"features": booster.feature_name()}\n    models.upload_blob("champion/meta.json", json.dumps(meta), '
            'overwrite=True)\n')
    s.bash("publishrun", "uv run python -m crumbcast.publish --alias champion",
           "uploaded crumbcast-demand version 3 (42 features, run 2e6b9d40) to stcrumbcast/models/champion/")
    s.pre_tool(None, "Bash", {"command": "az containerapp create --name ca-crumbcast-api --resource-group "
                                         "rg-crumbcast-prod ...", "description": "Create the container app"})
    s.bash("cacreate", "az containerapp create --name ca-crumbcast-api --resource-group rg-crumbcast-prod "
           "--environment cae-crumbcast --image crumbcastacr.azurecr.io/crumbcast-api:0.3.0 --registry-server "
           "crumbcastacr.azurecr.io --registry-identity system --target-port 8080 --ingress external --cpu 0.5 "
           "--memory 1.0Gi --min-replicas 0 --max-replicas 2 --secrets storage-conn=keyvaultref:... --env-vars "
           "STORAGE_CONNECTION=secretref:storage-conn --query properties.configuration.ingress.fqdn -o tsv",
           f"Container app created. Access your app at https://{FQDN}/\n{FQDN}")
    s.bash("smokefail", f"curl -s -o /dev/null -w '%{{http_code}}\\n' -X POST https://{FQDN}/forecast -H "
           "'content-type: application/json' -d '{\"day\": \"2029-05-17\", \"shops\": [\"S01\"]}'", "500")
    s.bash("calogs", "az containerapp logs show -n ca-crumbcast-api -g rg-crumbcast-prod --tail 12 --format text",
           "INFO:     Started server process [1]\nINFO:crumbcast.api:model 3 loaded in 38.6 s\nINFO:     "
           "Application startup complete.\nERROR:    Exception in ASGI application\nTraceback (most recent call "
           "last):\n  File \"/app/src/crumbcast/api.py\", line 58, in forecast\n    pred = state[\"booster\"]."
           "predict(frame.select(FEATURE_COLUMNS).to_pandas())\n  File \"/app/.venv/lib/python3.12/site-packages/"
           "lightgbm/basic.py\", line 1180, in predict\n    raise LightGBMError(\nlightgbm.basic.LightGBMError: The "
           "number of features in data (31) is not the same as it was in training data (42).\nYou can set "
           "``predict_disable_shape_check=true`` to discard this error, but please be aware what you are doing.")
    s.bash("imagecheck", "az acr repository show-tags -n crumbcastacr --repository crumbcast-api --detail --query "
           "\"[].{tag:name, created:createdTime}\" -o tsv && git log --oneline -3",
           "0.3.0\t2029-05-14T08:58:47Z\ne08f4c1 feat: weather, school and bank holiday features (42); refactor: "
           "make_features -> build_features\n6b1e9d0 scoring API and Dockerfile\nd51a2e8 model: LightGBM tweedie "
           "replaces HistGradientBoosting; WAPE as headline metric (19.6% vs 27.9% baseline)")
    s.prompt("fix1why", "Of course: 0.3.0 was pushed on Monday from 6b1e9d0, before the weather commit, so the image "
             "builds the old 31 features while the champion we just published is version 3, trained on 42. Build a "
             "new image from main. And make the API refuse to start unless the booster's feature names are exactly "
             "FEATURE_COLUMNS, so a mismatch shows up as a failed revision during the deploy instead of 500s at "
             "14:00.")
    s.edit("startupcheck", "src/crumbcast/api.py",
           '    state["booster"], state["meta"] = _load_champion()\n',
           '    state["booster"], state["meta"] = _load_champion()\n'
           '    if state["booster"].feature_name() != FEATURE_COLUMNS:  # code and model must agree\n'
           '        raise RuntimeError(f"model {state[\'meta\'][\'version\']} expects {state[\'booster\'].num_feature()} '
           'features, this image builds {len(FEATURE_COLUMNS)}")\n')
    s.prompt("deployrule", "And a rule from today: production deploys only go through the GitHub Actions workflow "
             "from main (OIDC login, image tagged with the commit SHA, az containerapp update). Nobody builds or "
             "picks an image by hand from a laptop again, me included.")
    s.write("workflow", ".github/workflows/deploy.yml", DEPLOY_YML)
    s.write("cayaml", "deploy/containerapp.yaml",
            "properties:\n  template:\n    containers:\n      - name: ca-crumbcast-api\n        resources:\n"
            "          cpu: 0.5\n          memory: 1Gi\n        probes:\n          - type: Startup\n            httpGet:\n"
            "              path: /health\n              port: 8080\n            periodSeconds: 10\n"
            "            failureThreshold: 12\n    scale:\n      minReplicas: 0\n      maxReplicas: 2\n")
    s.bash("commit7", "git add -A && git commit -m 'fix: refuse to start when model and code features differ; ci: "
           "deploy workflow' && git push", "ruff.....................................................Passed\n"
           "check yaml...............................................Passed\n[main 1f7a3b5] fix: refuse to start when "
           "model and code features differ; ci: deploy workflow\n 4 files changed, 121 insertions(+), 2 deletions(-)\n"
           "To github.com:hollisbakes/crumbcast.git\n   e08f4c1..1f7a3b5  main -> main")
    s.bash("ghrun", "gh run watch $(gh run list --workflow deploy.yml -L 1 --json databaseId -q '.[0].databaseId')",
           "✓ main deploy · 9127745032\nTriggered via push about 4 minutes ago\n\nJOBS\n✓ test in 58s\n✓ deploy in "
           "3m12s\n  ✓ build in ACR\n  ✓ roll out\n  ✓ smoke\n\nrevision ca-crumbcast-api--0000002 is Running")
    s.bash("smoke2", f"curl -s https://{FQDN}/health && curl -s -X POST https://{FQDN}/forecast -H 'content-type: "
           "application/json' -d '{\"day\": \"2029-05-17\", \"shops\": [\"S01\"]}' | jq length",
           "{\"ok\":true,\"model_version\":\"3\",\"features\":42}\n58")
    s.lesson("lesson2", "LightGBM's 'number of features in data (N) is not the same as it was in training data (M)' "
             "at the first deploy was version skew: the image (0.3.0, pushed by hand before the weather commit) "
             "built 31 features, the published champion expected 42. Build images only from main in CI, and check "
             "booster.feature_name() against FEATURE_COLUMNS at startup so the revision fails instead of serving "
             "500s.", "crumbcast first Azure Container Apps deploy")
    s.remember("memdeploy", "crumbcast on Azure (set up by Lena Brandt, 16 May 2029): resource group "
               "rg-crumbcast-prod in UK South, Container Apps environment cae-crumbcast, app ca-crumbcast-api "
               f"(https://{FQDN}), target port 8080, 0.5 vCPU / 1 GiB, min replicas 0, max 2 (scale to zero); "
               "registry crumbcastacr (Basic, ~£4/month); storage stcrumbcast with containers models (champion "
               "model.txt + meta.json) and forecasts. Deploys only via .github/workflows/deploy.yml from main. "
               "Pilot shops from 17 May: Harrogate S01, Knaresborough S04, Ripon S06.", "crumbcast Azure deployment",
               "fact")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("coldstart", "Pilot day one went fine except Tariq's 14:00 refresh: the Power Query in his planning "
             "sheet gave up after 30 seconds and he had to press refresh twice before the plan came through. "
             "Look at what the app was doing at 14:00 yesterday.")
    s.bash("revlogs", "az containerapp logs show -n ca-crumbcast-api -g rg-crumbcast-prod --type system --format "
           "text | grep '2029-05-17T13:0'",
           "2029-05-17T13:00:02Z  KEDA  Scaled ca-crumbcast-api from 0 to 1 replicas (http request)\n"
           "2029-05-17T13:00:03Z  Pulling image crumbcastacr.azurecr.io/crumbcast-api:1f7a3b5\n"
           "2029-05-17T13:00:09Z  Container ca-crumbcast-api started\n"
           "2029-05-17T13:00:47Z  Startup probe succeeded (model 3 loaded in 36.9 s)\n"
           "2029-05-17T13:00:49Z  first request served after 47.2 s\n"
           "2029-05-17T13:05:31Z  KEDA  Scaled ca-crumbcast-api from 1 to 0 replicas")
    s.prompt("minrep", "So every cold start costs 47 seconds (image pull plus loading the model from storage) and "
             "the sheet waits 30. Scale to zero was the wrong call for this service: keep one replica warm, min "
             "replicas 1. Lena worked out that one idle 0.5 vCPU replica is about £21 a month, Gwen is fine with "
             "that.")
    s.edit("minrepedit", "deploy/containerapp.yaml", "    scale:\n      minReplicas: 0\n      maxReplicas: 2\n",
           "    scale:\n      minReplicas: 1  # cold start is 47 s, Tariq's sheet times out after 30 s\n"
           "      maxReplicas: 2\n")
    s.bash("ghrun2", "git commit -qam 'fix: keep one replica warm (cold start 47 s > 30 s sheet timeout)' && git push "
           "-q && gh run watch $(gh run list --workflow deploy.yml -L 1 --json databaseId -q '.[0].databaseId')",
           "✓ main deploy · 9131026514\nJOBS\n✓ test in 55s\n✓ deploy in 3m02s\n\nrevision ca-crumbcast-api--0000003 "
           "is Running (min replicas 1)")
    s.bash("warmcheck", f"for i in 1 2 3; do curl -s -o /dev/null -w '%{{time_total}}\\n' "
           f"'https://{FQDN}/bake-plan.csv?day=2029-05-19'; done", "0.214\n0.187\n0.192")
    s.prompt("golive", "Gwen and Tariq looked at the two pilot days and want it everywhere: all twelve shops get "
             "the plan from Monday 21 May, Tariq's sheet pulls all of them at 14:00. Tag the release as v1.0.0. "
             "And one more rule now that shops depend on it: no deploys between 13:00 and 15:00 on weekdays, "
             "that's when Tariq pulls the plan and builds the bake.")
    s.grep(None, "pilot", ["src/crumbcast/settings.py", "flows/nightly.py"])
    s.edit("shopsall", "src/crumbcast/settings.py",
           '    shops: list[str] = ["S01", "S04", "S06"]  # pilot: Harrogate, Knaresborough, Ripon',
           '    shops: list[str] = [f"S{n:02d}" for n in range(1, 13)]  # all 12 shops from 21 May 2029')
    s.bash(None, "uv run pytest -q", ok_tests(13, "1.97"))
    s.bash("commit8", "git commit -qam 'feat: plan for all 12 shops' && git tag -a v1.0.0 -m 'crumbcast 1.0: bake "
           "plan for all 12 shops, LightGBM v3, one warm replica' && git push origin main v1.0.0",
           "To github.com:hollisbakes/crumbcast.git\n   5a7c1e2..4c2e9d8  main -> main\n * [new tag]         v1.0.0 "
           "-> v1.0.0")
    s.remember("memlive", "crumbcast go-live: v1.0.0 tagged on Friday 18 May 2029; all 12 shops get the bake plan "
               "from Monday 21 May (pilot 17-18 May had S01, S04, S06). Tariq's Excel sheet pulls /bake-plan.csv at "
               "14:00 with a 30 s Power Query timeout, so the container app keeps min replicas 1 (a cold start took "
               "47 s; the warm replica costs about £21/month). No deploys 13:00-15:00 on weekdays.",
               "crumbcast go-live and serving rules", "decision")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Tariq just rang (14:05): the sheet shows Monday's numbers for Wednesday, generated_at says "
             "yesterday 06:02. Did this morning's run not happen? Find out, quickly.")
    s.bash("flowruns", f"{NUC} 'cd /opt/crumbcast && uv run prefect flow-run ls --flow-name nightly-forecast "
           "--limit 3'",
           "                                  Flow Runs\n┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━┳"
           "━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ ID                                   ┃ Flow"
           "             ┃ Name             ┃ State     ┃ When                       ┃\n┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━"
           "━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩\n│ 6e1f...c4 "
           "│ nightly-forecast │ quiet-osprey     │ FAILED    │ 2029-05-22 05:00:02 UTC    │\n│ 17ab...9e │ "
           "nightly-forecast │ gentle-marten    │ COMPLETED │ 2029-05-21 05:00:01 UTC    │\n│ c302...51 │ "
           "nightly-forecast │ brisk-sparrow    │ COMPLETED │ 2029-05-20 05:00:02 UTC    │\n└───────────────────"
           "───────────────────┴──────────────────┴──────────────────┴───────────┴────────────────────────────┘")
    s.bash("flowlogs", f"{NUC} 'cd /opt/crumbcast && uv run prefect flow-run logs quiet-osprey | tail -9'",
           "06:00:04.311 | INFO    | Task run 'pull_exports-0' - Connecting to sftp.tillpoint.co.uk:2222\n"
           "06:00:34.402 | ERROR   | Task run 'pull_exports-0' - Task run failed with exception: NoValidConnections"
           "Error(None, 'Unable to connect to port 2222 on 185.44.73.12') - Retry 1/2 will start 60 second(s) from "
           "now\n06:01:34.519 | ERROR   | Task run 'pull_exports-0' - Retry 2/2 will start 60 second(s) from now\n"
           "06:02:14.876 | ERROR   | Task run 'pull_exports-0' - Finished in state Failed('Task run encountered an "
           "exception NoValidConnectionsError: [Errno None] Unable to connect to port 2222 on 185.44.73.12')\n"
           "06:02:14.901 | ERROR   | Flow run 'quiet-osprey' - Finished in state Failed('Flow run encountered an "
           "exception. NoValidConnectionsError: [Errno None] Unable to connect to port 2222 on 185.44.73.12')")
    s.fetch("tillstatus", "https://status.tillpoint.co.uk/", "Any scheduled maintenance for the SFTP export service?",
            "Scheduled maintenance - SFTP export service. From Monday 21 May 2029 the SFTP export service "
            "(sftp.tillpoint.co.uk) is unavailable daily between 05:30 and 06:30 UK time for database maintenance. "
            "Exports for the previous business day remain available before and after the window. Posted 7 May 2029; "
            "customers were notified by email.", minutes=10)
    s.prompt("incwhy", "There it is: TillPoint moved their SFTP maintenance to every morning 05:30-06:30 from "
             "yesterday, and the notice went to the old it@ address nobody reads. Our 06:00 run sits right inside "
             "it and two retries a minute apart can't outlast an hour. Move the run to 21:45 the evening before: "
             "the exports are complete by 21:00 (shops close at 17:30), and the plan is then ready long before "
             "Tariq's 14:00. Give the pull 3 retries 10 minutes apart, and send an email to Tariq and me whenever "
             "the flow fails. Run it by hand now so he gets tomorrow's plan.")
    s.bash("rerun", f"{NUC} 'cd /opt/crumbcast && uv run prefect deployment run nightly-forecast/prod --watch'",
           "Created flow run 'lavender-kite'.\n14:41:08.442 | INFO    | Flow run 'lavender-kite' - pulled 12 exports; "
           "696 forecasts written to forecasts/2029-05-23.csv\n14:41:09.015 | INFO    | Flow run 'lavender-kite' - "
           "Finished in state Completed()", minutes=13)
    s.prompt("renameflow", "While we're changing it: rename the flow. It isn't a morning or 'nightly' job any more "
             "and Tariq's team keep asking why 'nightly' runs in the evening. Call the file flows/bake_plan.py, the "
             "flow bake-plan-refresh (function bake_plan_refresh). Use git mv so the history follows.")
    s.bash("gitmvflow", "git mv flows/nightly.py flows/bake_plan.py && git status --short", "R  flows/nightly.py -> "
           "flows/bake_plan.py")
    s.tool_failure(None, "Read", {"file_path": "/home/ruth/src/crumbcast/flows/nightly.py"},
                   "File does not exist. Current working directory: /home/ruth/src/crumbcast")
    s.multiedit("flowrename", "flows/bake_plan.py", [
        ("@task(retries=2, retry_delay_seconds=60)\ndef pull_exports(since: date) -> int:",
         "@task(retries=3, retry_delay_seconds=600)  # TillPoint SFTP maintenance: daily 05:30-06:30\n"
         "def pull_exports(since: date) -> int:"),
        ('@flow(name="nightly-forecast", log_prints=True)\ndef nightly_forecast(target_day: date | None = None) '
         '-> None:',
         '@flow(name="bake-plan-refresh", log_prints=True)\ndef bake_plan_refresh(target_day: date | None = None) '
         '-> None:'),
        ("    target_day = target_day or date.today() + timedelta(days=1)",
         "    target_day = target_day or date.today() + timedelta(days=2)  # runs at 21:45 the evening before"),
        ("    nightly_forecast()", "    bake_plan_refresh()"),
    ])
    s.edit("prefectyaml2", "prefect.yaml",
           "    entrypoint: flows/nightly.py:nightly_forecast\n    description: Tomorrow's demand per shop and product, "
           "for the 14:00 bake plan at Starbeck.\n    work_pool:\n      name: starbeck-nuc\n    schedules:\n"
           "      - cron: \"0 6 * * *\"",
           "    entrypoint: flows/bake_plan.py:bake_plan_refresh\n    description: Demand per shop and product for "
           "the day after tomorrow, ready the evening before Tariq's 14:00 bake plan.\n    work_pool:\n"
           "      name: starbeck-nuc\n    schedules:\n      - cron: \"45 21 * * *\"  # after TillPoint's 21:00 "
           "exports, clear of their 05:30-06:30 maintenance")
    s.bash("redeploy", f"{NUC} 'cd /opt/crumbcast && git pull -q && uv run prefect deploy --all && uv run prefect "
           "deployment delete nightly-forecast/prod && uv run prefect automation create --from-file "
           "automations/bake-plan-failed.yaml'",
           "Deployment 'bake-plan-refresh/prod' successfully created with id '5d2a9c71-0e48-4b3f-a6d2-81f0c3e9b7a4'.\n"
           "Schedule: 45 21 * * * (Europe/London)\nDeleted deployment 'nightly-forecast/prod'.\nCreated automation "
           "'bake-plan failed -> email Tariq + Ruth' with id 'a8c0f1e2-...'\n  trigger: flow run of "
           "'bake-plan-refresh' enters Failed or Crashed\n  action: send email via block 'ops-smtp' to "
           "tariq.aziz@hollisbakes.co.uk, ruth.calder@hollisbakes.co.uk")
    s.write("incnote", "docs/incidents/2029-05-22-stale-bake-plan.md", INCIDENT_MD)
    s.lesson("lesson3", "When a scheduled pull from a vendor fails at a fixed time, check the vendor's status page for "
             "a maintenance window before debugging the network: TillPoint's SFTP is down daily 05:30-06:30 UK time "
             "from 21 May 2029. Schedule outside vendor windows, make retries outlast them (3 x 10 min) and alert on "
             "failure: a stale plan looks fine on Tariq's sheet unless you read generated_at.",
             "crumbcast incident 22 May 2029, stale bake plan")
    s.bash("commit9", "git add -A && git commit -m 'fix: run the bake plan at 21:45 with 3 x 10 min retries and a "
           "failure email (incident 2029-05-22); refactor: flows/nightly.py -> flows/bake_plan.py'",
           "ruff.....................................................Passed\ncheck yaml...............................Passed\n"
           "[main 8ad0e61] fix: run the bake plan at 21:45 with 3 x 10 min retries and a failure email (incident "
           "2029-05-22); refactor: flows/nightly.py -> flows/bake_plan.py\n 5 files changed, 71 insertions(+), "
           "9 deletions(-)\n rename flows/{nightly.py => bake_plan.py} (88%)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("bug2", "Last night's 21:45 run failed, and the failure email reached Tariq and me, so that part works. "
             "The error is the same LightGBM feature-count one we had at the first Azure deploy. But the image and "
             "the model are both current this time, and this is the flow on the NUC, not the API. What is it?")
    s.bash("flowlogs2", f"{NUC} 'cd /opt/crumbcast && uv run prefect flow-run logs $(uv run prefect flow-run ls "
           "--flow-name bake-plan-refresh --limit 1 --state FAILED -o id) | grep -A3 Error | tail -6'",
           "21:47:12.630 | ERROR   | Task run 'score-0' - Task run failed with exception: LightGBMError('The number "
           "of features in data (40) is not the same as it was in training data (42).\\nYou can set "
           "``predict_disable_shape_check=true`` to discard this error, but please be aware what you are doing.')\n"
           "  File \"/opt/crumbcast/flows/bake_plan.py\", line 34, in score\n    rows = rows.with_columns(forecast="
           "model.predict(rows.select(FEATURE_COLUMNS).to_pandas()))\n21:47:12.702 | ERROR   | Flow run "
           "'mellow-ibis' - Finished in state Failed('Flow run encountered an exception. LightGBMError: The number "
           "of features in data (40) is not the same as it was in training data (42).')")
    s.bash("weathercheck", "uv run python -c \"from datetime import date; from crumbcast.weather import SHOPS, daily; "
           "import polars as pl; d = date(2029, 5, 25); w = pl.concat([daily(s, d, d) for s in SHOPS]); "
           "print(w['weather_group'].value_counts()); print([c for c in w.to_dummies('weather_group').columns if "
           "c.startswith('weather_group')])\"",
           "shape: (2, 2)\n┌───────────────┬───────┐\n│ weather_group ┆ count │\n│ ---           ┆ ---   │\n│ str"
           "           ┆ u32   │\n╞═══════════════╪═══════╡\n│ cloudy        ┆ 9     │\n│ rain          ┆ 3     │\n└──"
           "─────────────┴───────┘\n['weather_group_cloudy', 'weather_group_rain']")
    s.prompt("bug2why", "Different cause from last time. The weather one-hot is made with to_dummies() on the rows "
             "being scored, which are twelve rows for one day. Friday's forecast is only cloudy and rain, so "
             "weather_group_clear and weather_group_thunder never get created and we're two columns short. "
             "Training always sees all four groups across two years, which is why it never showed up. Build the "
             "four columns explicitly from WEATHER_GROUPS, and add a test with a batch that lacks groups.")
    s.edit("onehotfix", "src/crumbcast/weather.py",
           '    joined = frame.join(weather, on=["shop_code", "business_date"], how="left")\n'
           '    return joined.to_dummies("weather_group")',
           '    joined = frame.join(weather, on=["shop_code", "business_date"], how="left")\n'
           '    # fixed columns: a day\'s batch rarely has all four groups (to_dummies dropped the missing ones)\n'
           '    return joined.with_columns(\n'
           '        (pl.col("weather_group") == g).cast(pl.Int8).alias(f"weather_group_{g}") for g in WEATHER_GROUPS\n'
           '    ).drop("weather_group")')
    s.write("onehottest", "tests/test_weather.py",
            "from datetime import date\n\nimport polars as pl\n\nfrom crumbcast.weather import WEATHER_GROUPS, "
            "add_weather\n\n\ndef test_all_weather_columns_even_if_the_day_lacks_groups():\n    d = date(2029, 5, 25)\n"
            "    frame = pl.DataFrame({'shop_code': [1, 4], 'business_date': [d, d]})\n    weather = pl.DataFrame("
            "{'shop_code': [1, 4], 'business_date': [d, d], 'temp_max_c': [14.2, 13.8], 'precip_mm': [0.0, 3.1],\n"
            "                            'weather_group': ['cloudy', 'rain']})\n    out = add_weather(frame, weather)\n"
            "    assert [f'weather_group_{g}' for g in WEATHER_GROUPS] == [c for c in out.columns if c.startswith("
            "'weather_group_')]\n")
    s.bash("testok10", "uv run pytest -q", ok_tests(14, "2.04"))
    s.bash("rerun10", f"{NUC} 'cd /opt/crumbcast && git pull -q && uv run prefect deployment run "
           "bake-plan-refresh/prod --param target_day=2029-05-25 --watch'",
           "Created flow run 'olive-plover'.\n10:31:12.227 | INFO    | Flow run 'olive-plover' - pulled 12 exports; "
           "696 forecasts written to forecasts/2029-05-25.csv\n10:31:12.790 | INFO    | Flow run 'olive-plover' - "
           "Finished in state Completed()")
    s.lesson("lesson4", "The same LightGBM 'number of features in data (40) ... training data (42)' can come from "
             "one-hot encoding at scoring time: to_dummies() on one day's rows only creates the categories present "
             "that day (no clear, no thunder on 25 May). Encode categories with a fixed list, and test a batch that "
             "lacks some.", "crumbcast bake-plan-refresh failure on 23 May 2029")
    s.prompt("trays", "Tariq's ask for the sheet: show what the bakers actually make. Round every forecast up to the "
             "product's batch size from data/products.csv: rolls and scones come in trays of 12, croissants 9 to a "
             "tray, loaves are made singly. The shops never see decimals.")
    s.edit("trayedit", "flows/bake_plan.py",
           '    return rows.select("shop_code", "plu", "business_date", "forecast")',
           '    batch = pl.read_csv("data/products.csv").select("plu", "batch_size")\n'
           '    rows = rows.join(batch, on="plu").with_columns(\n'
           '        bake=((pl.col("forecast") / pl.col("batch_size")).ceil() * pl.col("batch_size")).cast(pl.Int32)\n'
           '    )\n'
           '    return rows.select("shop_code", "plu", "business_date", "forecast", "bake")')
    s.prompt("waste", "And Sofia wants a weekly waste report: units baked (from the Starbeck production log) minus "
             "units sold, per shop, as a CSV by email every Monday at 07:00. Make it a second deployment, "
             "weekly-waste, on the same work pool.")
    s.write("wasteflow", "flows/waste_report.py", WASTE_FLOW)
    s.bash("deploywaste", f"{NUC} 'cd /opt/crumbcast && git pull -q && uv add prefect-email && uv run prefect deploy "
           "--name weekly-waste'",
           "Installed 1 package in 14ms\n + prefect-email==0.4.1\nDeployment 'weekly-waste/weekly-waste' successfully "
           "created with id '7f3b1d08-92c6-4e1a-b5f0-3d9e8c2a6b71'.\nSchedule: 0 7 * * 1 (Europe/London)")
    s.bash("commit10", "git add -A && git commit -m 'fix: fixed weather columns at scoring time; feat: round the plan "
           "up to tray sizes; feat: weekly waste report for finance' && git push -q",
           "ruff.....................................................Passed\n[main b37f5c2] fix: fixed weather columns "
           "at scoring time; feat: round the plan up to tray sizes; feat: weekly waste report for finance\n 6 files "
           "changed, 109 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("review", "Review with Gwen and Tariq this morning on the first full week with all twelve shops. "
             "Waste went from 11.2% to 9.4% of what we baked, sell-outs before 15:00 from 23 to 9, live WAPE 18.1% "
             "against 27.3% for the baseline. Decisions: retrain weekly, Sundays at 03:00, and only promote a model "
             "that beats the champion's WAPE. Monday 28 May is the bank holiday: Tariq checks that plan by hand on "
             "Sunday the 27th. The new Otley shop (S13) opens on Monday 2 July, so by then we need forecasts for a "
             "shop with no history. Gwen presents the first month to the board on Monday 4 June. Write it up in "
             "docs/, and note that Lena rotates the TillPoint SFTP key on Monday 11 June.")
    s.bash("wapelive", "uv run python -m crumbcast.report --from 2029-05-21 --to 2029-05-24",
           "shops 12, days 4, plan rows 2,784\nWAPE live 18.1 %   baseline (same weekday last week) 27.3 %\n"
           "waste 9.4 % of baked units (4 weeks before: 11.2 %)\nsell-outs before 15:00: 9 (same week in April: 23)\n"
           "worst shop: S08 Pateley Bridge WAPE 24.6 %; best: S01 Harrogate 14.2 %")
    s.write("reviewdoc", "docs/review-2029-05-25.md", REVIEW_MD)
    s.write("retrainflow", "flows/retrain.py", RETRAIN_FLOW)
    s.edit("retrainyaml", "prefect.yaml", "    tags: [crumbcast, forecast]\n",
           "    tags: [crumbcast, forecast]\n  - name: weekly-retrain\n    entrypoint: flows/retrain.py:weekly_retrain\n"
           "    work_pool:\n      name: starbeck-nuc\n    schedules:\n      - cron: \"0 3 * * 0\"\n"
           "        timezone: Europe/London\n")
    s.bash("deployretrain", f"{NUC} 'cd /opt/crumbcast && git pull -q && uv run prefect deploy --name weekly-retrain'",
           "Deployment 'weekly-retrain/weekly-retrain' successfully created with id "
           "'c1e7a3f2-5b09-4d86-9e2a-0f4b7d1c8e53'.\nSchedule: 0 3 * * 0 (Europe/London)\nNext run: 2029-05-27 "
           "03:00:00 BST")
    s.todo("plans", [("Sun 27 May: Tariq checks the bank holiday plan by hand; first weekly retrain at 03:00",
                      "pending"),
                     ("Mon 4 June: numbers for Gwen's board presentation (first month)", "pending"),
                     ("Mon 11 June: Lena rotates the TillPoint SFTP key (Prefect secret tillpoint-sftp-key)",
                      "pending"),
                     ("Mon 2 July: Otley S13 opens - cold-start forecasts without history", "pending")])
    s.bash(None, "uv run pytest -q", ok_tests(15, "2.11"))
    s.bash("commit11", "git add -A && git commit -m 'feat: weekly retrain with a champion gate; docs: first-week "
           "review'", "ruff.....................................................Passed\ncheck yaml.........................."
           ".....Passed\n[main 5e91d04] feat: weekly retrain with a champion gate; docs: first-week review\n 4 files "
           "changed, 88 insertions(+)")
    s.pre_tool(None, "Bash", {"command": "git tag -a v1.1.0 ... && git push origin main v1.1.0",
                              "description": "Tag and push v1.1.0"})
    s.bash("tag11", "git tag -a v1.1.0 -m 'crumbcast 1.1: tray rounding, weekly waste report, weekly retrain, fixed "
           "weather columns' && git push origin main v1.1.0",
           "To github.com:hollisbakes/crumbcast.git\n   b37f5c2..5e91d04  main -> main\n * [new tag]         v1.1.0 "
           "-> v1.1.0")
    s.remember("memplans", "crumbcast after the 25 May 2029 review with Gwen Hollis and Tariq Aziz: first week with "
               "12 shops: waste 9.4% of baked (was 11.2%), sell-outs before 15:00 9 (was 23), live WAPE 18.1% vs "
               "baseline 27.3%. v1.1.0 tagged 25 May. Coming up: first weekly retrain Sunday 27 May 03:00 (promote "
               "only if WAPE beats the champion); Tariq checks the bank holiday plan for Monday 28 May by hand on "
               "Sunday 27; Gwen's board presentation Monday 4 June; Lena rotates the TillPoint SFTP key Monday 11 "
               "June; Otley (S13) opens Monday 2 July and needs cold-start forecasts (Wetherby/Harrogate average "
               "scaled by floor area).", "crumbcast review outcome and upcoming dates", "decision")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-04-30T09:10:00", "5b1e0c3a-7d42-4f18-9a60-c1d2e3f46701", s1),    # Mon
    ("s2", "2029-05-02T09:20:00", "6c2f1d4b-8e53-4029-ab71-d2e3f4056702", s2),    # Wed
    ("s3", "2029-05-04T12:30:00", "7d302e5c-9f64-413a-bc82-e3f405167703", s3),    # Fri
    ("s4", "2029-05-08T08:40:00", "8e413f6d-a075-424b-cd93-f40516277704", s4),    # Tue (Mon 7 May: bank holiday)
    ("s5", "2029-05-10T13:00:00", "9f52407e-b186-435c-dea4-051627387705", s5),    # Thu
    ("s6", "2029-05-14T08:30:00", "a063518f-c297-446d-efb5-162738497706", s6),    # Mon
    ("s7", "2029-05-16T09:00:00", "b1746290-d3a8-457e-f0c6-2738495a7707", s7),    # Wed
    ("s8", "2029-05-18T08:15:00", "c28573a1-e4b9-468f-01d7-38495a6b7708", s8),    # Fri
    ("s9", "2029-05-22T13:08:00", "d39684b2-f5ca-4790-12e8-495a6b7c7709", s9),    # Tue (incident)
    ("s10", "2029-05-24T09:10:00", "e4a795c3-06db-48a1-23f9-5a6b7c8d7710", s10),  # Thu
    ("s11", "2029-05-25T14:30:00", "f5b8a6d4-17ec-49b2-340a-6b7c8d9e7711", s11),  # Fri
]

#: When the questions are asked: the morning after the last session (a Friday).
ASKED_AT = "2029-05-26T08:30:00Z"
