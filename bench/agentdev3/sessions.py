"""The ten sessions of the airtrail history, step by step (see build.py and README.md)."""
from __future__ import annotations


def py_module(header: str, fns: list[tuple[str, str]], extra: str = "") -> str:
    """A long, plausible Python module: the whole-file reads and writes that drown search."""
    out = [f'"""{header}"""', "from __future__ import annotations", "", "import duckdb", "import pandas as pd", ""]
    for fn, doc in fns:
        out += [f"def {fn}(con: duckdb.DuckDBPyConnection, station_id: str, day: str) -> pd.DataFrame:",
                f'    """{doc}"""', "    frame = con.execute(", "        \"SELECT station_id, pollutant, measured_at, value\"",
                "        \" FROM readings WHERE station_id = ? AND CAST(measured_at AS DATE) = ?\",",
                "        [station_id, day],", "    ).df()", "    if frame.empty:",
                "        return frame", "    frame = frame.sort_values(\"measured_at\")",
                "    frame[\"value\"] = frame[\"value\"].astype(\"float64\")",
                "    frame = frame.dropna(subset=[\"value\"])", "    return frame.reset_index(drop=True)", "", ""]
    out += [extra, ""]
    for fn, _ in fns:
        for case in ("empty_day", "sorted_by_time", "drops_missing", "keeps_station"):
            out += [f"def test_{fn}_{case}(con):", f"    frame = {fn}(con, \"GR-{len(case):03d}\", \"2026-06-01\")",
                    "    assert frame is not None", ""]
    return "\n".join(out)


def pytest_ok(n: int, secs: str = "0.84") -> str:
    return ("============================= test session starts ==============================\n"
            "platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0\nrootdir: /home/priya/code/airtrail\n"
            f"collected {n} items\n\ntests/test_cli.py ....\ntests/test_ingest.py {'.' * max(1, n - 4)}\n\n"
            f"============================== {n} passed in {secs}s ===============================\n")


PYPROJECT = """[project]
name = "airtrail"
version = "0.1.0"
requires-python = ">=3.11"
dependencies = ["typer>=0.12", "pandas>=2.2", "duckdb>=1.0", "httpx>=0.27"]

[project.scripts]
airtrail = "airtrail.cli:app"

[tool.ruff]
line-length = 100

[dependency-groups]
dev = ["pytest>=8.2", "ruff>=0.5", "respx>=0.21"]
"""

SAMPLE_CSV = "station_id,component,timestamp_measured,value,unit\n" + "".join(
    f"GR-{st:03d},{comp},2026-05-31T{h:02d}:00:00,{val:.1f},{unit}\n"
    for st in (3, 7, 14) for h in range(0, 24, 2)
    for comp, val, unit in (("PM25", 8.0 + h * 0.4 + st, "ug/m3"), ("NO2", 14.0 + h + st, "ug/m3"),
                            ("PM10", 15.0 + h * 0.6, "ug/m3")))


def s1(s):
    s.start()
    s.prompt("goal", "Starting a new project: airtrail. It pulls hourly air-quality readings (PM2.5, PM10, NO2) "
             "from the Groningen municipal sensor network and produces daily per-station summaries for Schone "
             "Lucht Groningen, the residents' group that asked for it. Python 3.12, a Typer CLI, pandas for the "
             "transforms and DuckDB as the local store (one file, no server to run).")
    s.prompt("uv", "Manage the environment with uv, not pip or poetry. I want a uv.lock committed and every command "
             "run through `uv run`; please never `pip install` into the venv by hand.")
    s.bash(None, "uv init --package airtrail && cd airtrail && uv add typer pandas duckdb httpx",
           "Initialized project `airtrail` at `/home/priya/code/airtrail`\nResolved 18 packages in 412ms\n"
           "Installed 17 packages in 96ms\n + duckdb==1.0.0\n + httpx==0.27.0\n + pandas==2.2.2\n + typer==0.12.3")
    s.bash(None, "uv add --dev pytest ruff respx", "Resolved 24 packages in 233ms\n + pytest==8.2.2\n + ruff==0.5.0\n"
           " + respx==0.21.1")
    s.write("pyproject", "pyproject.toml", PYPROJECT)
    s.write("cli", "src/airtrail/cli.py", "import typer\n\napp = typer.Typer(help=\"Air-quality readings for "
            "Groningen\")\n\n\n@app.command()\ndef ingest(days: int = 1) -> None:\n    \"\"\"Pull the last DAYS of "
            "readings into data/air.duckdb.\"\"\"\n\n\n@app.command()\ndef report(day: str) -> None:\n    \"\"\"Write "
            "the daily summary for DAY.\"\"\"\n")
    s.write(None, "tests/test_cli.py", "from typer.testing import CliRunner\n\nfrom airtrail.cli import app\n\n\n"
            "def test_help():\n    result = CliRunner().invoke(app, [\"--help\"])\n    assert result.exit_code == 0\n")
    s.bash("importfail", "uv run pytest -q", "", "ImportError while loading conftest '/home/priya/code/airtrail/tests"
           "/conftest.py'.\nE   ModuleNotFoundError: No module named 'airtrail'\nhint: the project is not "
           "installed; is [build-system] missing from pyproject.toml?", code=4)
    s.edit("importfix", "pyproject.toml", "[project.scripts]", "[build-system]\nrequires = [\"hatchling\"]\n"
           "build-backend = \"hatchling.build\"\n\n[project.scripts]")
    s.bash(None, "uv sync && uv run pytest -q", pytest_ok(1, "0.21"))
    s.bash(None, "uv run ruff check .", "All checks passed!")
    s.bash("commit1", "git add -A && git commit -m 'Skeleton: Typer CLI, pandas, DuckDB, uv'",
           "[main (root-commit) 5a1e0c2] Skeleton: Typer CLI, pandas, DuckDB, uv\n 6 files changed, 58 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("api", "Now ingestion. The city's sensor API is at https://sensorhub.groningen.nl/api/v2/readings, "
             "paged, 500 rows per page, bearer token in SENSORHUB_TOKEN. Store everything in DuckDB in a long "
             "table (station_id, pollutant, measured_at, value), one row per measurement, not one column per "
             "pollutant: stations measure different things and new pollutants get added.")
    s.fetch(None, "https://sensorhub.groningen.nl/api/v2/docs", "How does paging work and what are the fields?",
            "GET /readings?from=&to=&page=N returns {data: [...], next_page: N|null}; fields station_id, component, "
            "timestamp_measured (ISO 8601, UTC), value, unit. Rate limit: 60 requests per minute per token.")
    s.read("sample", "tests/fixtures/readings_2026-05-31.csv", SAMPLE_CSV)
    s.write("ingest", "src/airtrail/ingest.py", py_module("Pulling readings from the sensorhub API into DuckDB.", [
        ("fetch_readings", "All readings of one station for one day, paged through /readings."),
        ("store_readings", "Appends a frame of readings to the readings table."),
        ("station_day", "The stored readings of one station on one day.")],
        "SCHEMA = \"CREATE TABLE IF NOT EXISTS readings (station_id VARCHAR, pollutant VARCHAR, "
        "measured_at TIMESTAMP, value DOUBLE)\""))
    s.write("dbpath", "src/airtrail/db.py", "import os\n\nimport duckdb\n\n\ndef connect() -> duckdb.DuckDBPyConnection:"
            "\n    return duckdb.connect(os.environ.get(\"AIRTRAIL_DB\", \"data/air.duckdb\"))\n")
    s.bash("ratelimit", "uv run airtrail ingest --days 30", "", "httpx.HTTPStatusError: Client error '429 Too Many "
           "Requests' for url 'https://sensorhub.groningen.nl/api/v2/readings?page=61'", code=1)
    s.edit("backoff", "src/airtrail/ingest.py", "    response = client.get(url, params=params)",
           "    response = client.get(url, params=params)\n    if response.status_code == 429:\n"
           "        time.sleep(int(response.headers.get(\"Retry-After\", \"5\")))\n"
           "        response = client.get(url, params=params)")
    s.bash("ingest30", "uv run airtrail ingest --days 30", "pulled 412,880 readings from 41 stations in 6m12s")
    s.bash(None, "uv run pytest -q", pytest_ok(9, "0.77"))
    s.grep(None, "SENSORHUB_TOKEN", ["src/airtrail/ingest.py", ".env.example"])
    s.bash("commit2", "git add -A && git commit -m 'Ingest sensorhub readings into a long DuckDB table'",
           "[main 7b2f91d] Ingest sensorhub readings into a long DuckDB table\n 5 files changed, 214 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("summary", "Daily summary next: per station and pollutant the daily mean, max and the number of "
             "hours with data, written to out/daily/<day>.parquet. Do the aggregation in pandas (groupby), I find "
             "that easiest to read and test.")
    s.write("summarywrite", "src/airtrail/summary.py", "import pandas as pd\n\nfrom airtrail.db import connect\n\n\n"
            "def daily_summary(day: str) -> pd.DataFrame:\n    frame = connect().execute(\"SELECT * FROM readings\")"
            ".df()\n    frame = frame[frame.measured_at.dt.date.astype(str) == day]\n    return frame.groupby("
            "[\"station_id\", \"pollutant\"]).value.agg([\"mean\", \"max\", \"count\"]).reset_index()\n")
    s.bash(None, "uv run airtrail report 2026-06-07", "wrote out/daily/2026-06-07.parquet (118 rows)")
    s.prompt("dupes", "The counts look wrong: GR-007 has 48 hours of NO2 on 6 June. A day has 24.")
    s.bash("dupquery", "uv run python -c \"import duckdb; print(duckdb.connect('data/air.duckdb').sql(\\\"SELECT "
           "station_id, measured_at, count(*) n FROM readings GROUP BY ALL HAVING n > 1 LIMIT 5\\\"))\"",
           "station_id | measured_at         | n\nGR-007     | 2026-06-06 00:00:00 | 2\nGR-007     | 2026-06-06 "
           "01:00:00 | 2\nGR-014     | 2026-06-06 00:00:00 | 2\n(5 rows)")
    s.prompt("dupcause", "Right: I ran `ingest --days 3` twice on Sunday, and store_readings just appends, so the "
             "overlapping days are in there twice. Make ingestion idempotent: a primary key on (station_id, "
             "pollutant, measured_at) and INSERT OR REPLACE, so re-running a range is always safe.")
    s.edit("pkfix", "src/airtrail/ingest.py", "SCHEMA = \"CREATE TABLE IF NOT EXISTS readings (station_id VARCHAR, "
           "pollutant VARCHAR, measured_at TIMESTAMP, value DOUBLE)\"", "SCHEMA = \"CREATE TABLE IF NOT EXISTS "
           "readings (station_id VARCHAR, pollutant VARCHAR, measured_at TIMESTAMP, value DOUBLE, PRIMARY KEY "
           "(station_id, pollutant, measured_at))\"\nINSERT = \"INSERT OR REPLACE INTO readings SELECT * FROM "
           "frame\"")
    s.bash(None, "rm data/air.duckdb && uv run airtrail ingest --days 30", "pulled 412,880 readings from 41 stations "
           "in 6m05s")
    s.bash("dupgone", "uv run airtrail ingest --days 3 && uv run airtrail report 2026-06-06",
           "pulled 29,520 readings (29,520 replaced)\nwrote out/daily/2026-06-06.parquet (117 rows, max 24 hours)")
    s.write("duptest", "tests/test_idempotent.py", "def test_ingesting_the_same_day_twice_keeps_one_row(con, "
            "sensorhub_mock):\n    ingest(con, days=1)\n    ingest(con, days=1)\n    assert con.sql(\"SELECT count(*) "
            "FROM readings\").fetchone()[0] == 24 * 3\n")
    s.bash(None, "uv run pytest -q", pytest_ok(12, "0.91"))
    s.bash("commit3", "git add -A && git commit -m 'Daily summary; idempotent ingest with a primary key'",
           "[main 0c4d8e3] Daily summary; idempotent ingest with a primary key\n 4 files changed, 96 insertions(+)")
    s.lesson("lessonIdem", "Any job that pulls a time range from an API will be re-run over overlapping ranges "
             "(retries, backfills, manual runs): give the target table a natural primary key and upsert, instead "
             "of appending and hoping each range is loaded once.", "airtrail readings counted twice after ingest "
             "ran twice over the same days")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("slow", "`airtrail report` for a whole month takes over three minutes and the laptop swaps. "
             "What's going on?")
    s.bash("slowrun", "/usr/bin/time -v uv run airtrail report-range 2026-05-01 2026-05-31",
           "wrote 31 files", "Elapsed (wall clock) time: 3:24.18\nMaximum resident set size (kbytes): 9142336")
    s.read("summaryread", "src/airtrail/summary.py", "import pandas as pd\n\nfrom airtrail.db import connect\n\n\n"
           "def daily_summary(day: str) -> pd.DataFrame:\n    frame = connect().execute(\"SELECT * FROM readings\")"
           ".df()\n    frame = frame[frame.measured_at.dt.date.astype(str) == day]\n    return frame.groupby("
           "[\"station_id\", \"pollutant\"]).value.agg([\"mean\", \"max\", \"count\"]).reset_index()\n")
    s.prompt("sqlagg", "I see, it loads all 40 million rows into pandas for every day. OK, I'm changing my mind "
             "on the pandas groupby: do the aggregation in DuckDB SQL, filtered on the day, and only turn the "
             "small result into a DataFrame. pandas stays for the last step (formatting, Parquet).")
    s.write("dailysql", "sql/daily.sql", "SELECT station_id, pollutant,\n       avg(value) AS mean,\n       "
            "max(value) AS max,\n       count(*) AS hours\nFROM readings\nWHERE measured_at >= $day AND measured_at "
            "< $day + INTERVAL 1 DAY\nGROUP BY station_id, pollutant\nORDER BY station_id, pollutant;\n")
    s.edit("summarysql", "src/airtrail/summary.py", "    frame = connect().execute(\"SELECT * FROM readings\").df()"
           "\n    frame = frame[frame.measured_at.dt.date.astype(str) == day]\n    return frame.groupby([\"station_id\", "
           "\"pollutant\"]).value.agg([\"mean\", \"max\", \"count\"]).reset_index()",
           "    sql = (SQL_DIR / \"daily.sql\").read_text()\n    return connect().execute(sql, {\"day\": day}).df()")
    s.bash("fastrun", "/usr/bin/time -v uv run airtrail report-range 2026-05-01 2026-05-31", "wrote 31 files",
           "Elapsed (wall clock) time: 0:04.71\nMaximum resident set size (kbytes): 211904")
    s.bash(None, "uv run pytest -q", pytest_ok(12, "0.88"))
    s.bash("commit4", "git add -A && git commit -m 'Aggregate in DuckDB SQL instead of pandas (3m24s -> 4.7s)'",
           "[main 3e8a1f7] Aggregate in DuckDB SQL instead of pandas (3m24s -> 4.7s)\n 3 files changed")
    s.remember("memstyle", "Priya's conventions for airtrail: uv for everything (uv add, uv run; uv.lock "
               "committed; never pip install by hand); heavy lifting in DuckDB SQL files under sql/, pandas only for "
               "small frames; plain functions rather than classes; type hints on every public function; ruff "
               "format before each commit.", "airtrail coding conventions", "preference")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("no2high", "Marloes from Schone Lucht mailed: stations GR-021 and GR-022 show NO2 daily means around "
             "95, while the neighbouring stations sit at 20. She thinks our numbers are broken.")
    s.bash("no2query", "uv run python -c \"...SELECT station_id, any_value(unit), avg(value) FROM raw_readings "
           "WHERE pollutant='NO2' GROUP BY 1 ORDER BY 3 DESC LIMIT 4\"", "GR-021 | ppb   | 48.7\nGR-022 | ppb   | "
           "51.2\nGR-007 | ug/m3 | 21.4\nGR-014 | ug/m3 | 19.9")
    s.prompt("unitcause", "So the two new Palas sensors report NO2 in ppb, everything else in µg/m³, and we never "
             "looked at the unit column. Convert at ingest: NO2 ppb -> µg/m³ is × 1.88 (at 20 °C), and keep "
             "storing one unit per pollutant. Reject rows with a unit we don't know instead of guessing.")
    s.write("units", "src/airtrail/units.py", "FACTORS = {(\"NO2\", \"ppb\"): 1.88, (\"O3\", \"ppb\"): 2.00}\n\n\n"
            "def normalize_units(frame):\n    \"\"\"Converts every value to ug/m3; raises on an unknown unit.\"\"\"\n"
            "    for (pollutant, unit), factor in FACTORS.items():\n        mask = (frame.pollutant == pollutant) & "
            "(frame.unit == unit)\n        frame.loc[mask, \"value\"] *= factor\n        frame.loc[mask, \"unit\"] = "
            "\"ug/m3\"\n    unknown = set(frame.unit) - {\"ug/m3\"}\n    if unknown:\n        raise ValueError(f\"unknown "
            "units {unknown}\")\n    return frame\n")
    s.edit("useunits", "src/airtrail/ingest.py", "    store_readings(con, frame)",
           "    store_readings(con, normalize_units(frame))")
    s.bash("unittest", "uv run pytest -q tests/test_units.py", pytest_ok(4, "0.12"))
    s.bash(None, "uv run airtrail ingest --days 30 && uv run airtrail report 2026-06-11",
           "pulled 414,020 readings (413,880 replaced)\nwrote out/daily/2026-06-11.parquet (121 rows)")
    s.bash("no2ok", "uv run python -c \"...avg(value) WHERE pollutant='NO2' AND station_id IN ('GR-021','GR-022')\"",
           "GR-021 | 91.6 -> after fix 22.9\nGR-022 | 96.3 -> after fix 24.1")
    s.bash("commit5", "git add -A && git commit -m 'Convert NO2/O3 from ppb to ug/m3 at ingest'",
           "[main 9d1b0aa] Convert NO2/O3 from ppb to ug/m3 at ingest\n 4 files changed, 61 insertions(+)")
    s.remember("memmarloes", "Marloes Dijkstra (Schone Lucht Groningen) is the person who reads airtrail's output. "
               "She checks stations against each other and reports anomalies by email; she wants a weekly digest "
               "on Monday mornings rather than daily mails, and values always in µg/m³.",
               "Who uses airtrail's reports", "fact")
    s.bash(None, "git push origin main", "To github.com:priya-k/airtrail.git\n   3e8a1f7..9d1b0aa  main -> main")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("restructure", "We're getting a second source (KNMI hourly wind data, to explain the NO2 peaks), so "
             "let's restructure: move ingest.py to src/airtrail/sources/sensorhub.py and rename fetch_readings "
             "to pull_station_readings so the name says what it pulls. The KNMI one goes in sources/knmi.py.")
    s.bash("mvingest", "mkdir -p src/airtrail/sources && git mv src/airtrail/ingest.py src/airtrail/sources/"
           "sensorhub.py", "")
    s.edit("renamefetch", "src/airtrail/sources/sensorhub.py", "def fetch_readings(con: duckdb.DuckDBPyConnection, "
           "station_id: str, day: str)", "def pull_station_readings(con: duckdb.DuckDBPyConnection, station_id: "
           "str, day: str)")
    s.grep(None, "fetch_readings", ["src/airtrail/cli.py", "tests/test_ingest.py", "tests/test_idempotent.py"])
    s.edit(None, "src/airtrail/cli.py", "from airtrail.ingest import fetch_readings",
           "from airtrail.sources.sensorhub import pull_station_readings")
    s.write("knmi", "src/airtrail/sources/knmi.py", py_module("Hourly wind speed and direction from the KNMI "
            "station Eelde (280).", [("pull_wind", "Hourly wind (FF, DD) for one day from the KNMI hourly data "
                                      "CSV."), ("wind_frame", "The KNMI rows as a frame in UTC.")],
            "KNMI_URL = \"https://www.daggegevens.knmi.nl/klimatologie/uurgegevens\"\nSTATION = 280  # Eelde"))
    s.bash("knmifail", "uv run airtrail ingest-wind --days 2", "", "pandas.errors.ParserError: Error tokenizing "
           "data. C error: Expected 3 fields in line 32, saw 25", code=1)
    s.prompt(None, "The KNMI file starts with a comment header of about 30 lines starting with '#'.")
    s.edit("knmifix", "src/airtrail/sources/knmi.py", "pd.read_csv(io.StringIO(text))",
           "pd.read_csv(io.StringIO(text), comment=\"#\", skipinitialspace=True, header=None, names=COLUMNS)")
    s.bash(None, "uv run airtrail ingest-wind --days 30", "stored 720 hourly wind rows for station 280")
    s.bash(None, "uv run pytest -q", pytest_ok(19, "1.02"))
    s.prompt("noclass", "One thing: please don't wrap the sources in classes (no SensorhubClient class). A module "
             "with plain functions is enough here.")
    s.bash("commit6", "git add -A && git commit -m 'sources/ package: sensorhub (pull_station_readings) and KNMI "
           "wind'", "[main 4f0c6b2] sources/ package: sensorhub (pull_station_readings) and KNMI wind\n 7 files "
           "changed, 188 insertions(+), 12 deletions(-)\n rename src/airtrail/{ingest.py => sources/sensorhub.py} "
           "(93%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("deploy", "Time to run it for real: the Hetzner CX22 box (airtrail.priya.dev, Ubuntu 24.04). Ingest "
             "every hour via a systemd timer, not cron, so runs end up in the journal. Plus the Streamlit "
             "dashboard on port 8501 behind Caddy so Marloes can look at the stations.")
    s.write("timer", "deploy/airtrail-ingest.timer", "[Unit]\nDescription=Hourly airtrail ingest\n\n[Timer]\n"
            "OnCalendar=*-*-* *:05:00\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n")
    s.write("service", "deploy/airtrail-ingest.service", "[Unit]\nDescription=airtrail ingest\n\n[Service]\n"
            "Type=oneshot\nUser=airtrail\nWorkingDirectory=/srv/airtrail\nEnvironment=AIRTRAIL_DB=/srv/airtrail/"
            "data/air.duckdb\nExecStart=/usr/local/bin/uv run airtrail ingest --days 1\n")
    s.write("dash", "src/airtrail/dashboard.py", "import streamlit as st\n\nfrom airtrail.db import connect\n\ncon = "
            "connect()\nstation = st.selectbox(\"Station\", con.sql(\"SELECT DISTINCT station_id FROM readings\")"
            ".df().station_id)\nst.line_chart(con.execute(\"SELECT measured_at, value FROM readings WHERE "
            "station_id = ?\", [station]).df(), x=\"measured_at\")\n")
    s.bash(None, "scp -r deploy/ airtrail.priya.dev:/srv/airtrail/ && ssh airtrail.priya.dev 'sudo systemctl "
           "enable --now airtrail-ingest.timer airtrail-dashboard.service'", "Created symlink /etc/systemd/system/"
           "timers.target.wants/airtrail-ingest.timer")
    s.bash("lock1", "ssh airtrail.priya.dev 'journalctl -u airtrail-ingest --since today | tail -4'",
           "Jun 18 12:05:02 airtrail uv[4121]: duckdb.duckdb.IOException: IO Error: Could not set lock on file "
           "\"/srv/airtrail/data/air.duckdb\": Conflicting lock is held in /usr/bin/python3.12 (PID 3877)\n"
           "Jun 18 12:05:02 airtrail systemd[1]: airtrail-ingest.service: Main process exited, code=exited, "
           "status=1/FAILURE")
    s.bash("lock1pid", "ssh airtrail.priya.dev 'ps -o pid,cmd -p 3877'", "    PID CMD\n   3877 /srv/airtrail/.venv/"
           "bin/python -m streamlit run src/airtrail/dashboard.py")
    s.prompt("lock1cause", "So the dashboard opens the DuckDB file read-write and keeps it open for as long as it "
             "runs, and DuckDB allows one writing process per file, so every hourly ingest fails. The dashboard "
             "only reads: open it with read_only=True.")
    s.edit("readonly", "src/airtrail/dashboard.py", "con = connect()", "con = connect(read_only=True)")
    s.edit(None, "src/airtrail/db.py", "def connect() -> duckdb.DuckDBPyConnection:\n    return duckdb.connect("
           "os.environ.get(\"AIRTRAIL_DB\", \"data/air.duckdb\"))", "def connect(read_only: bool = False) -> "
           "duckdb.DuckDBPyConnection:\n    return duckdb.connect(os.environ.get(\"AIRTRAIL_DB\", "
           "\"data/air.duckdb\"), read_only=read_only)")
    s.bash("lock1ok", "ssh airtrail.priya.dev 'sudo systemctl restart airtrail-dashboard && sudo systemctl start "
           "airtrail-ingest && journalctl -u airtrail-ingest -n 1'", "Jun 18 14:41:37 airtrail uv[5230]: pulled "
           "984 readings from 41 stations in 11.2s")
    s.bash("commit7", "git add -A && git commit -m 'Deploy: systemd timer; dashboard opens DuckDB read-only'",
           "[main 61aa0d9] Deploy: systemd timer; dashboard opens DuckDB read-only\n 5 files changed")
    s.lesson("lessonReadonly", "DuckDB lets only one process hold a database file for writing; a long-running "
             "reader (dashboard, notebook) must connect with read_only=True or every writer job fails with "
             "'Conflicting lock is held'.", "airtrail hourly ingest failing on the server while Streamlit ran")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("lock2", "The lock error is back, but only on some nights. Last night's 03:05 ingest failed again, "
             "and the dashboard is read-only now.")
    s.bash("lock2logs", "ssh airtrail.priya.dev 'journalctl -u airtrail-ingest -u airtrail-backfill --since "
           "\"2026-06-22 02:00\" | grep -E \"Started|lock|pulled\"'", "Jun 22 02:30:00 systemd[1]: Started "
           "airtrail backfill.\nJun 22 03:05:01 systemd[1]: Started airtrail ingest.\nJun 22 03:05:02 uv[8812]: "
           "duckdb.duckdb.IOException: IO Error: Could not set lock on file \"/srv/airtrail/data/air.duckdb\": "
           "Conflicting lock is held (PID 8790)\nJun 22 03:41:17 uv[8790]: backfill pulled 96,310 readings")
    s.prompt("lock2cause", "Got it: this time it's two writers. The nightly backfill (02:30, re-pulls the last "
             "7 days because sensorhub corrects values late) runs for over an hour and the 03:05 hourly ingest "
             "collides with it. Serialize the jobs: both units take the same flock, and the hourly one waits "
             "instead of failing.")
    s.edit("flock", "deploy/airtrail-ingest.service", "ExecStart=/usr/local/bin/uv run airtrail ingest --days 1",
           "ExecStart=/usr/bin/flock --wait 3600 /run/airtrail/jobs.lock /usr/local/bin/uv run airtrail ingest "
           "--days 1")
    s.edit(None, "deploy/airtrail-backfill.service", "ExecStart=/usr/local/bin/uv run airtrail ingest --days 7",
           "ExecStart=/usr/bin/flock --wait 3600 /run/airtrail/jobs.lock /usr/local/bin/uv run airtrail ingest "
           "--days 7")
    s.bash("lock2ok", "ssh airtrail.priya.dev 'sudo systemctl daemon-reload && sudo systemctl start "
           "airtrail-backfill & sleep 5; sudo systemctl start airtrail-ingest; journalctl -u airtrail-ingest -n 2'",
           "Jun 22 11:52:40 uv[9921]: waiting for /run/airtrail/jobs.lock\nJun 22 12:31:05 uv[9921]: pulled 982 "
           "readings from 41 stations in 10.8s")
    s.bash("commit8a", "git add -A && git commit -m 'Serialize ingest and backfill with flock'",
           "[main 2b7e4c1] Serialize ingest and backfill with flock\n 2 files changed")
    s.lesson("lessonFlock", "Two scheduled writers on one DuckDB file (hourly ingest, nightly backfill) collide "
             "whenever one runs long: put them behind one lock (flock --wait in the systemd units) rather than "
             "hoping the schedules don't overlap.", "airtrail night ingest failing with a lock error after the "
             "dashboard was already read-only")
    s.prompt("nostreamlit", "And let's drop Streamlit altogether. It's one more long-running process holding the "
             "database file, it uses 600 MB on a 4 GB box, and Marloes only looks once a week anyway. Replace it "
             "with a static HTML report (Jinja2 template, one page per week) that the report job writes to "
             "/srv/airtrail/site and Caddy serves.")
    s.bash("rmdash", "git rm src/airtrail/dashboard.py deploy/airtrail-dashboard.service && uv remove streamlit",
           "rm 'src/airtrail/dashboard.py'\nrm 'deploy/airtrail-dashboard.service'\nRemoved 31 packages in 120ms")
    s.write("html", "src/airtrail/report_html.py", "from jinja2 import Environment, PackageLoader\n\nfrom "
            "airtrail.summary import daily_summary\n\nenv = Environment(loader=PackageLoader(\"airtrail\"), "
            "autoescape=True)\n\n\ndef render_week(monday: str, out_dir: str) -> str:\n    \"\"\"Writes "
            "site/<monday>.html: one table per station, one row per day, from daily.sql.\"\"\"\n    days = "
            "week_days(monday)\n    frames = [daily_summary(d) for d in days]\n    html = env.get_template("
            "\"week.html.j2\").render(monday=monday, frames=frames)\n    path = f\"{out_dir}/{monday}.html\"\n"
            "    open(path, \"w\").write(html)\n    return path\n")
    s.bash(None, "uv add jinja2 && uv run airtrail render-week 2026-06-15 --out site", "Resolved 25 packages\n"
           "wrote site/2026-06-15.html (41 stations)")
    s.bash("commit8b", "git add -A && git commit -m 'Replace the Streamlit dashboard with a static weekly HTML "
           "report'", "[main 8c3d5e0] Replace the Streamlit dashboard with a static weekly HTML report\n 6 files "
           "changed, 97 insertions(+), 44 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("alert", "Schone Lucht wants an alert when a station's PM2.5 daily mean goes over the limit. Post it "
             "to their Matrix room (#luchtalarm:matrix.org) through the bot account. Use 50 µg/m³ as the "
             "threshold, that's the old EU daily limit value they quote in their flyers.")
    s.write("alertwrite", "src/airtrail/alerts.py", "import httpx\n\nPM25_DAILY_LIMIT = 50.0  # ug/m3\nROOM = "
            "\"#luchtalarm:matrix.org\"\n\n\ndef check_exceedances(day: str) -> list[str]:\n    frame = "
            "daily_summary(day)\n    over = frame[(frame.pollutant == \"PM25\") & (frame[\"mean\"] > "
            "PM25_DAILY_LIMIT)]\n    return [f\"{r.station_id}: PM2.5 {r.mean:.1f} ug/m3 on {day}\" for r in "
            "over.itertuples()]\n\n\ndef post_to_matrix(lines: list[str]) -> None:\n    httpx.put(matrix_url(ROOM), "
            "headers=auth(), json={\"msgtype\": \"m.text\", \"body\": \"\\n\".join(lines)})\n")
    s.bash(None, "uv run airtrail alerts --day 2026-06-23 --dry-run", "no exceedances on 2026-06-23")
    s.read("dailyread", "sql/daily.sql", "SELECT station_id, pollutant,\n       avg(value) AS mean,\n       "
           "max(value) AS max,\n       count(*) AS hours\nFROM readings\nWHERE measured_at >= $day AND measured_at "
           "< $day + INTERVAL 1 DAY\nGROUP BY station_id, pollutant\nORDER BY station_id, pollutant;\n")
    s.prompt("threshold", "Marloes replied: they'd rather follow the WHO 2021 guideline than the EU limit. Change "
             "the PM2.5 threshold to 15 µg/m³ daily mean, and only alert when the station had at least 18 hours "
             "of data that day, so a half-empty day doesn't trigger it.")
    s.edit("threshold15", "src/airtrail/alerts.py", "PM25_DAILY_LIMIT = 50.0  # ug/m3",
           "PM25_DAILY_LIMIT = 15.0  # ug/m3, WHO 2021 guideline (24 h mean)\nMIN_HOURS = 18")
    s.edit("minhours", "src/airtrail/alerts.py", "(frame[\"mean\"] > PM25_DAILY_LIMIT)]",
           "(frame[\"mean\"] > PM25_DAILY_LIMIT) & (frame.hours >= MIN_HOURS)]")
    s.bash("alertrun", "uv run airtrail alerts --day 2026-06-20 --dry-run", "GR-003: PM2.5 17.2 ug/m3 on "
           "2026-06-20\nGR-031: PM2.5 16.4 ug/m3 on 2026-06-20\n(dry run, nothing posted)")
    s.bash("matrixfail", "uv run airtrail alerts --day 2026-06-20", "", "httpx.HTTPStatusError: Client error "
           "'403 Forbidden' for url 'https://matrix.org/_matrix/client/v3/rooms/%23luchtalarm%3Amatrix.org/send/"
           "m.room.message/1'\n{\"errcode\":\"M_FORBIDDEN\",\"error\":\"User @airtrail-bot:matrix.org not in room\"}",
           code=1)
    s.prompt("matrixcause", "The send endpoint wants the room id (!abc...:matrix.org), not the #alias, and the bot "
             "has to join first. Resolve the alias once via /directory/room and join.")
    s.edit("matrixfix", "src/airtrail/alerts.py", "    httpx.put(matrix_url(ROOM),",
           "    room_id = resolve_alias(ROOM)  # GET /directory/room/{alias} -> !room_id, then /join\n"
           "    httpx.put(matrix_url(room_id),")
    s.bash("matrixok", "uv run airtrail alerts --day 2026-06-20", "posted 2 exceedances to #luchtalarm:matrix.org "
           "(!kQxVbTzrLmWPnAoE:matrix.org)")
    s.bash("commit9", "git add -A && git commit -m 'PM2.5 alerts to Matrix at the WHO guideline (15 ug/m3, 18 h "
           "minimum)'", "[main d4a9b7e] PM2.5 alerts to Matrix at the WHO guideline (15 ug/m3, 18 h minimum)\n "
           "3 files changed, 74 insertions(+)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "Set up CI on GitHub Actions: ruff and pytest on Python 3.11 and 3.12, since pyproject says "
             ">=3.11.")
    s.write("ciwrite", ".github/workflows/ci.yml", "name: ci\non: [push, pull_request]\njobs:\n  test:\n"
            "    runs-on: ubuntu-24.04\n    strategy:\n      matrix:\n        python: ['3.11', '3.12']\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v3\n      - run: uv python install "
            "${{ matrix.python }}\n      - run: uv run --python ${{ matrix.python }} ruff check .\n      - run: uv run "
            "--python ${{ matrix.python }} pytest -q\n")
    s.bash("cifail", "gh run view --log-failed | tail -5", "", "test (3.11)  Run pytest  ImportError while "
           "importing test module '/home/runner/work/airtrail/airtrail/tests/test_alerts.py'.\ntest (3.11)  Run "
           "pytest  src/airtrail/alerts.py:3: in <module>\n    from typing import override\nE   ImportError: "
           "cannot import name 'override' from 'typing' (/opt/hostedtoolcache/Python/3.11.9/lib/python3.11/"
           "typing.py)", code=1)
    s.prompt("py312", "typing.override is 3.12+. The server runs 3.12 and nobody else installs this, so don't "
             "add a typing_extensions shim: require Python 3.12 and test only 3.12.")
    s.edit("requires312", "pyproject.toml", "requires-python = \">=3.11\"", "requires-python = \">=3.12\"")
    s.edit(None, ".github/workflows/ci.yml", "        python: ['3.11', '3.12']", "        python: ['3.12']")
    s.bash(None, "git push && gh run watch", "✓ main ci · 9812334 Triggered via push about 1 minute ago\n"
           "✓ test (3.12) in 48s")
    s.prompt("envrename", "Small cleanup: AIRTRAIL_DB is ambiguous next to the new AIRTRAIL_SITE_DIR. Rename the "
             "variable to AIRTRAIL_DB_PATH everywhere (code, units, README).")
    s.grep(None, "AIRTRAIL_DB\\b", ["src/airtrail/db.py", "deploy/airtrail-ingest.service",
                                    "deploy/airtrail-backfill.service", "README.md"])
    s.edit("envedit", "src/airtrail/db.py", "os.environ.get(\"AIRTRAIL_DB\", \"data/air.duckdb\")",
           "os.environ.get(\"AIRTRAIL_DB_PATH\", \"data/air.duckdb\")")
    s.edit(None, "deploy/airtrail-ingest.service", "Environment=AIRTRAIL_DB=/srv/airtrail/data/air.duckdb",
           "Environment=AIRTRAIL_DB_PATH=/srv/airtrail/data/air.duckdb")
    s.prompt("renamereport", "And rename the CLI command `report` to `summarize`: `report` now gets confused with "
             "the weekly HTML report. The function daily_summary stays.")
    s.edit("renamecmd", "src/airtrail/cli.py", "@app.command()\ndef report(day: str) -> None:",
           "@app.command(\"summarize\")\ndef summarize(day: str) -> None:")
    s.bash(None, "uv run pytest -q && uv run ruff check .", pytest_ok(27, "1.31") + "All checks passed!")
    s.bash("commit10", "git add -A && git commit -m 'Python 3.12 only; AIRTRAIL_DB -> AIRTRAIL_DB_PATH; report "
           "command -> summarize'", "[main f17c2d8] Python 3.12 only; AIRTRAIL_DB -> AIRTRAIL_DB_PATH; report "
           "command -> summarize\n 7 files changed, 15 insertions(+), 14 deletions(-)")
    s.remember("memdeploy", "Deploying airtrail: `git pull && uv sync --frozen` in /srv/airtrail on "
               "airtrail.priya.dev as user airtrail, then `sudo systemctl daemon-reload` if deploy/ changed. Jobs: "
               "airtrail-ingest.timer (hourly at :05), airtrail-backfill.timer (02:30, last 7 days), "
               "airtrail-week.timer (Mondays 06:00, HTML to /srv/airtrail/site, served by Caddy). Logs: "
               "journalctl -u airtrail-ingest.", "How to deploy airtrail", "fact")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-06-02T09:00:00", "a1c3e5f7-1b2d-4e6f-8a0c-1d2e3f4a5b01", s1),   # Tue
    ("s2", "2026-06-04T13:00:00", "b2d4f6a8-2c3e-4f7a-9b1d-2e3f4a5b6c02", s2),   # Thu
    ("s3", "2026-06-08T10:00:00", "c3e5a7b9-3d4f-4a8b-8c2e-3f4a5b6c7d03", s3),   # Mon
    ("s4", "2026-06-10T14:30:00", "d4f6b8ca-4e5a-4b9c-9d3f-4a5b6c7d8e04", s4),   # Wed
    ("s5", "2026-06-12T09:30:00", "e5a7c9db-5f6b-4cad-8e4a-5b6c7d8e9f05", s5),   # Fri
    ("s6", "2026-06-16T10:00:00", "f6b8daec-6a7c-4dbe-9f5b-6c7d8e9f0a06", s6),   # Tue
    ("s7", "2026-06-18T11:00:00", "07c9ebfd-7b8d-4ecf-8a6c-7d8e9f0a1b07", s7),   # Thu
    ("s8", "2026-06-22T09:00:00", "18dafc0e-8c9e-4fda-9b7d-8e9f0a1b2c08", s8),   # Mon
    ("s9", "2026-06-24T15:00:00", "29ebad1f-9daf-4aeb-8c8e-9f0a1b2c3d09", s9),   # Wed
    ("s10", "2026-06-26T10:00:00", "3afcbe2a-aeba-4bfc-9d9f-0a1b2c3d4e10", s10),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2026-06-29T09:30:00Z"
