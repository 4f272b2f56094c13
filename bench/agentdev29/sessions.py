"""The ten sessions of the hollowtree-churn history, step by step (see build.py and README.md)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "hollowtree-churn"
version = "0.1.0"
requires-python = ">=3.11,<3.12"
dependencies = [
  "snowflake-snowpark-python==1.14.0",
  "snowflake-connector-python==3.7.1",
  "pandas==2.2.1",
  "scikit-learn==1.4.1.post1",
  "streamlit==1.33.0",
  "plotly==5.19.0",
]

[project.optional-dependencies]
dev = ["pytest==8.1.1", "ruff==0.3.5", "nbstripout==0.7.1", "jupyterlab==4.1.5"]

[tool.ruff]
line-length = 100
target-version = "py311"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-q"
"""

CONN_PY = '''"""Snowpark sessions for notebooks, the dashboard's local runs and the nightly job."""
from __future__ import annotations

import os

from snowflake.snowpark import Session

ACCOUNT = "xy48213"


def get_session(database: str | None = None) -> Session:
    """A Snowpark session from ~/.snowflake/connections.toml (connection `hollowtree`)."""
    cfg = {"connection_name": os.environ.get("HT_CONNECTION", "hollowtree"), "account": ACCOUNT}
    if database:
        cfg["database"] = database
    return Session.builder.configs(cfg).create()
'''

V_SUBS_DAILY = """-- One row per subscription per day it was active, from the Fivetran Recharge sync.
CREATE OR REPLACE VIEW ANALYTICS.V_SUBS_DAILY AS
SELECT
    s.ID                       AS SUBSCRIPTION_ID,
    s.CUSTOMER_ID,
    s.PRODUCT_TITLE,
    CASE s.ORDER_INTERVAL_FREQUENCY || s.ORDER_INTERVAL_UNIT
        WHEN '1week' THEN 'WEEKLY'
        WHEN '2week' THEN 'FORTNIGHTLY'
        WHEN '1month' THEN 'MONTHLY'
        ELSE 'OTHER'
    END                        AS PLAN,
    d.DAY,
    s.STATUS,
    s.CANCELLATION_REASON
FROM RAW_RECHARGE.SUBSCRIPTIONS s
JOIN ANALYTICS.DIM_DATE d
  ON d.DAY BETWEEN s.CREATED_AT::DATE AND COALESCE(s.CANCELLED_AT::DATE, CURRENT_DATE)
WHERE NOT s._FIVETRAN_DELETED;
"""

V_CHURN_MONTHLY = """-- Churn per cohort (month of first shipped order).
-- Churned = cancelled, or no shipped order for 45 days.
CREATE OR REPLACE VIEW ANALYTICS.V_CHURN_MONTHLY AS
WITH last_ship AS (
    SELECT CUSTOMER_ID, MIN(SHIPPED_AT)::DATE AS FIRST_SHIP, MAX(SHIPPED_AT)::DATE AS LAST_SHIP
    FROM RAW_RECHARGE.ORDERS
    WHERE STATUS = 'SUCCESS'
    GROUP BY CUSTOMER_ID
)
SELECT
    DATE_TRUNC('month', l.FIRST_SHIP)           AS COHORT_MONTH,
    COUNT(DISTINCT s.CUSTOMER_ID)               AS SUBSCRIBERS,
    COUNT(DISTINCT IFF(s.STATUS = 'CANCELLED'
          OR DATEDIFF('day', l.LAST_SHIP, CURRENT_DATE) > 45, s.CUSTOMER_ID, NULL)) AS CHURNED,
    CHURNED / NULLIF(SUBSCRIBERS, 0)            AS CHURN_RATE
FROM RAW_RECHARGE.SUBSCRIPTIONS s
JOIN last_ship l USING (CUSTOMER_ID)
JOIN RAW_RECHARGE.ORDERS o ON o.CUSTOMER_ID = s.CUSTOMER_ID
GROUP BY 1;
"""

TEST_VIEWS = '''"""Shape and bounds of the Snowflake views, run against the HT_DEV clone."""
import pytest

from hollowtree.conn import get_session


@pytest.fixture(scope="module")
def session():
    s = get_session(database="HT_DEV")
    yield s
    s.close()


def test_subs_daily_has_no_duplicate_days(session):
    dup = session.sql("SELECT SUBSCRIPTION_ID, DAY, COUNT(*) c FROM ANALYTICS.V_SUBS_DAILY "
                      "GROUP BY 1, 2 HAVING c > 1").count()
    assert dup == 0


def test_churn_rate_bounds(session):
    rows = session.table("ANALYTICS.V_CHURN_MONTHLY").collect()
    assert rows, "no cohorts"
    assert all(0 <= r["CHURN_RATE"] <= 1 for r in rows)


def test_cohorts_are_month_starts(session):
    rows = session.table("ANALYTICS.V_CHURN_MONTHLY").select("COHORT_MONTH").collect()
    assert all(r[0].day == 1 for r in rows)
'''

DASHBOARD = '''"""Hollowtree churn dashboard (Streamlit in Snowflake)."""
import plotly.express as px
import streamlit as st
from snowflake.snowpark.context import get_active_session

st.set_page_config(page_title="Hollowtree churn", layout="wide")
session = get_active_session()


@st.cache_data(ttl=600)
def cohorts():
    return session.table("ANALYTICS.V_CHURN_MONTHLY").to_pandas()


@st.cache_data(ttl=600)
def by_plan():
    return session.sql(
        "SELECT PLAN, COUNT_IF(STATUS = 'CANCELLED') / COUNT(*) AS CHURN_RATE "
        "FROM ANALYTICS.V_SUBS_DAILY WHERE DAY = CURRENT_DATE - 1 GROUP BY PLAN"
    ).to_pandas()


page = st.sidebar.radio("Page", ["Cohorts", "Plans", "At risk"])
if page == "Cohorts":
    df = cohorts()
    st.plotly_chart(px.line(df, x="COHORT_MONTH", y="CHURN_RATE", markers=True), use_container_width=True)
    st.metric("Subscribers in view", int(df["SUBSCRIBERS"].sum()))
elif page == "Plans":
    st.bar_chart(by_plan(), x="PLAN", y="CHURN_RATE")
else:
    st.info("At-risk list arrives with the nightly scores.")
'''

FEATURES_PD = '''"""Per-subscriber features for the churn model (pandas)."""
import pandas as pd

from hollowtree.conn import get_session

FEATURES = ["days_since_last_order", "skips_90d", "plan", "tenure_days", "tickets_90d", "signup_discount"]


def build() -> pd.DataFrame:
    s = get_session()
    orders = s.table("RAW_RECHARGE.ORDERS").to_pandas()
    charges = s.table("RAW_RECHARGE.CHARGES").to_pandas()
    tickets = s.table("RAW_GORGIAS.TICKETS").to_pandas()
    subs = s.table("ANALYTICS.V_SUBS_DAILY").to_pandas()
    last = orders.groupby("CUSTOMER_ID")["SHIPPED_AT"].max()
    skips = charges[charges.STATUS == "SKIPPED"].groupby("CUSTOMER_ID").size()
    out = subs.groupby("CUSTOMER_ID").agg(plan=("PLAN", "last"), first_day=("DAY", "min"))
    out["days_since_last_order"] = (pd.Timestamp.today() - last).dt.days
    out["skips_90d"] = skips.reindex(out.index, fill_value=0)
    out["tickets_90d"] = tickets.groupby("CUSTOMER_ID").size().reindex(out.index, fill_value=0)
    out["tenure_days"] = (pd.Timestamp.today() - out.first_day).dt.days
    out["signup_discount"] = orders.groupby("CUSTOMER_ID")["DISCOUNT_CODE"].first().notna()
    return out[FEATURES]
'''

FEATURES_PL = '''"""Per-subscriber features for the churn model (polars, lazy)."""
import polars as pl

from hollowtree.conn import get_session

FEATURES = ["days_since_last_order", "skips_90d", "plan", "tenure_days", "tickets_90d", "signup_discount"]


def _lazy(s, name: str) -> pl.LazyFrame:
    return pl.from_arrow(s.table(name).to_arrow()).lazy().rename(str.lower)


def build() -> pl.DataFrame:
    s = get_session()
    orders, charges = _lazy(s, "RAW_RECHARGE.ORDERS"), _lazy(s, "RAW_RECHARGE.CHARGES")
    tickets, subs = _lazy(s, "RAW_GORGIAS.TICKETS"), _lazy(s, "ANALYTICS.V_SUBS_DAILY")
    today = pl.lit(pl.datetime(2027, 4, 15)).dt.date()
    last = orders.group_by("customer_id").agg(pl.col("shipped_at").max().alias("last_ship"),
                                               pl.col("discount_code").first().is_not_null()
                                               .alias("signup_discount"))
    skips = charges.filter(pl.col("status") == "SKIPPED").group_by("customer_id").len("skips_90d")
    tix = tickets.group_by("customer_id").len("tickets_90d")
    base = subs.group_by("customer_id").agg(pl.col("plan").last(), pl.col("day").min().alias("first_day"))
    return (base.join(last, on="customer_id", how="left")
            .join(skips, on="customer_id", how="left").join(tix, on="customer_id", how="left")
            .with_columns((today - pl.col("last_ship").dt.date()).dt.total_days().alias("days_since_last_order"),
                          (today - pl.col("first_day")).dt.total_days().alias("tenure_days"),
                          pl.col("skips_90d").fill_null(0), pl.col("tickets_90d").fill_null(0))
            .select(["customer_id", *FEATURES]).collect())
'''

NIGHTLY = """name: nightly-scores
on:
  schedule:
    - cron: '0 5 * * *'   # 05:00 UTC
  workflow_dispatch:

jobs:
  score:
    runs-on: ubuntu-22.04
    timeout-minutes: 30
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: '3.11'
          cache: pip
      - run: pip install -e .
      - name: Score active subscribers
        env:
          SNOWFLAKE_ACCOUNT: HOLLOWTREE-ANALYTICS
          SNOWFLAKE_USER: SVC_HT_CI
          SNOWFLAKE_ROLE: HT_CI
          SNOWFLAKE_WAREHOUSE: ANALYTICS_XS
          SNOWFLAKE_PRIVATE_KEY: ${{ secrets.SNOWFLAKE_PRIVATE_KEY }}
        run: python -m hollowtree.score
"""

SCORE_PY = '''"""Nightly: features -> model -> ANALYTICS.SCORES_DAILY (one row per active subscriber)."""
import time

import polars as pl

from hollowtree import features, model
from hollowtree.conn import get_session

TABLE = "ANALYTICS.SCORES_DAILY"
RISK_THRESHOLD = 0.5   # above this a subscriber goes on the at-risk list


def main() -> None:
    t0 = time.monotonic()
    feats = features.build()
    clf = model.load_or_train(feats)
    scores = feats.select("customer_id").with_columns(
        pl.Series("churn_score", clf.predict_proba(feats.drop("customer_id").to_pandas())[:, 1]),
        pl.lit(None).cast(pl.Date).alias("scored_on"))
    scores = scores.with_columns((pl.col("churn_score") > RISK_THRESHOLD).alias("at_risk"))
    s = get_session()
    s.create_dataframe(scores.rename(str.upper).to_pandas()).write.mode("overwrite").save_as_table(TABLE)
    print(f"scored {scores.height:,} active subscribers in {time.monotonic() - t0:.0f}s")


if __name__ == "__main__":
    main()
'''

REVENUE_PY = '''"""Revenue at risk: the next 90 days of bag revenue from subscribers on the at-risk list."""
import polars as pl

BAG_PRICE_GBP = 11.50          # 250 g bag, any roast
DELIVERIES_90D = {"WEEKLY": 13, "FORTNIGHTLY": 6.5, "MONTHLY": 3}


def revenue_at_risk(scores: pl.DataFrame, subs: pl.DataFrame) -> float:
    """Sum over at-risk subscribers of deliveries in 90 days x bags x price, weighted by churn_score."""
    df = scores.join(subs, on="customer_id").with_columns(
        pl.col("plan").replace(DELIVERIES_90D, default=0).cast(pl.Float64).alias("deliveries"))
    return float((df["deliveries"] * df["bags"] * BAG_PRICE_GBP * df["churn_score"]).sum())
'''


def s1(s):
    s.start()
    s.prompt("goal", "New repo: hollowtree-churn. Hollowtree Coffee is a small roaster in Bristol that sells mostly "
             "by subscription (about 6,400 active subscribers on Recharge + Shopify). Priya Lund, who runs "
             "subscriptions, wants to know who is about to cancel and why. Their data already lands in Snowflake "
             "through Fivetran (schemas RAW_RECHARGE, RAW_SHOPIFY, RAW_GORGIAS). Plan: Jupyter notebooks to "
             "explore, plain SQL views in Snowflake (no dbt, Priya's team can't maintain it), Snowpark Python for "
             "the scoring, a Streamlit dashboard for Priya.")
    s.prompt("rules", "House rules before we start: ruff for lint AND formatting, line length 100. Commit messages "
             "conventional-commit style, lowercase, imperative (`feat: add cohort view`), no emoji. Never commit a "
             "notebook with outputs in it: nbstripout as a git filter.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x 3 maren maren 4096 Apr  5 09:11 .\ndrwxr-xr-x 14 maren maren 4096 "
           "Apr  5 09:10 ..\ndrwxr-xr-x 7 maren maren 4096 Apr  5 09:11 .git")
    s.write("pyproject", "pyproject.toml", PYPROJECT)
    s.bash("nbstrip", "pip install -e '.[dev]' -q && nbstripout --install --attributes .gitattributes",
           "Successfully installed hollowtree-churn-0.1.0 snowflake-snowpark-python-1.14.0 pandas-2.2.1 "
           "streamlit-1.33.0 ...")
    s.write("conn", "src/hollowtree/conn.py", CONN_PY)
    s.bash("connfail", "python -c 'from hollowtree.conn import get_session; print(get_session().sql(\"select "
           "current_role(), current_warehouse()\").collect())'", "",
           "Traceback (most recent call last):\n  File \"src/hollowtree/conn.py\", line 16, in get_session\n"
           "snowflake.connector.errors.OperationalError: 250003 (08001): 404 Not Found: post "
           "https://xy48213.snowflakecomputing.com:443/session/v1/login-request?request_id=9b1f0c2e-"
           "4d7a-4c1b-8e11-2f6a0d3b7c55&databaseName=HOLLOWTREE&roleName=HT_ANALYST", code=1)
    s.prompt("conncause", "That locator on its own means AWS us-west-2; their account lives in London (eu-west-2). "
             "Don't use the locator at all, use the org-account identifier HOLLOWTREE-ANALYTICS, then it works "
             "whatever the region.")
    s.edit("connfix", "src/hollowtree/conn.py", 'ACCOUNT = "xy48213"',
           'ACCOUNT = "HOLLOWTREE-ANALYTICS"   # org-account form; the bare locator xy48213 resolves to us-west-2')
    s.bash("connok", "python -c 'from hollowtree.conn import get_session; print(get_session().sql(\"select "
           "current_role(), current_warehouse(), current_region()\").collect())'",
           "[Row(CURRENT_ROLE()='HT_ANALYST', CURRENT_WAREHOUSE()='ANALYTICS_XS', CURRENT_REGION()='AWS_EU_WEST_2')]")
    s.bash("rowcount", "snow sql -c hollowtree -q \"select count(*) total, count_if(status = 'ACTIVE') active "
           "from RAW_RECHARGE.SUBSCRIPTIONS\"", "+---------+--------+\n| TOTAL   | ACTIVE |\n|---------+--------|\n"
           "| 11982   | 6412   |\n+---------+--------+")
    s.write("viewsubs", "sql/views/v_subs_daily.sql", V_SUBS_DAILY)
    s.bash("applyview", "python scripts/apply_views.py", "applied sql/views/v_subs_daily.sql -> "
           "HOLLOWTREE.ANALYTICS.V_SUBS_DAILY (1.9s)")
    s.bash("commit1", "git add -A && git commit -m 'feat: snowpark connection and v_subs_daily view'",
           "[main (root-commit) 4e1a9c2] feat: snowpark connection and v_subs_daily view\n 7 files changed, "
           "143 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("churndef", "Churn definition, for now: a subscriber has churned when the subscription is cancelled OR "
             "they have had no shipped order for 45 days. Cohort = month of their first shipped order. Put it in a "
             "view V_CHURN_MONTHLY.")
    s.read(None, "sql/views/v_subs_daily.sql", V_SUBS_DAILY)
    s.write("viewchurn", "sql/views/v_churn_monthly.sql", V_CHURN_MONTHLY)
    s.write("testviews", "tests/test_views.py", TEST_VIEWS)
    s.bash("testfail", "python scripts/apply_views.py && pytest tests/test_views.py",
           "applied sql/views/v_churn_monthly.sql -> HT_DEV.ANALYTICS.V_CHURN_MONTHLY (2.2s)\n"
           ".F.\n=================================== FAILURES ===================================\n"
           "____________________________ test_churn_rate_bounds ____________________________\n"
           ">       assert all(0 <= r[\"CHURN_RATE\"] <= 1 for r in rows)\nE       assert False\n"
           "E        +  where rows[3]['CHURN_RATE'] = Decimal('1.374210')\n"
           "1 failed, 2 passed in 9.87s", code=1)
    s.edit("fanoutfix", "sql/views/v_churn_monthly.sql",
           "JOIN last_ship l USING (CUSTOMER_ID)\nJOIN RAW_RECHARGE.ORDERS o ON o.CUSTOMER_ID = s.CUSTOMER_ID\n",
           "JOIN last_ship l USING (CUSTOMER_ID)\n-- no join to ORDERS here: one row per order line fanned the "
           "counts out (churn rate 1.37)\n")
    s.bash("testok", "python scripts/apply_views.py && pytest tests/test_views.py",
           "applied sql/views/v_churn_monthly.sql -> HT_DEV.ANALYTICS.V_CHURN_MONTHLY (2.0s)\n...\n"
           "3 passed in 8.41s")
    s.prompt("testhabit", "Tests always run against HT_DEV, the zero-copy clone, never against HOLLOWTREE itself. "
             "And anything with randomness in a test or a model run gets random_state=42 so numbers are "
             "comparable between runs.")
    s.remember("memsnow", "Snowflake for Hollowtree: account HOLLOWTREE-ANALYTICS (AWS eu-west-2), database HOLLOWTREE, "
               "role HT_ANALYST, warehouse ANALYTICS_XS (X-Small, auto-suspend 300 s). Tests use HT_DEV, a zero-copy "
               "clone refreshed every Monday at 07:00. Credentials in ~/.snowflake/connections.toml, connection name "
               "`hollowtree`.", "Snowflake account, roles and warehouse", "fact")
    s.bash("churnquery", "snow sql -c hollowtree -q \"select cohort_month, subscribers, round(churn_rate, 3) from "
           "ANALYTICS.V_CHURN_MONTHLY order by 1 desc limit 4\"",
           "+--------------+-------------+-------+\n| COHORT_MONTH | SUBSCRIBERS | RATE  |\n"
           "| 2027-03-01   | 412         | 0.061 |\n| 2027-02-01   | 388         | 0.139 |\n"
           "| 2027-01-01   | 702         | 0.247 |\n| 2026-12-01   | 951         | 0.312 |\n"
           "+--------------+-------------+-------+\noverall 90-day churn: 0.274")
    s.bash(None, "ruff check . && ruff format --check .", "All checks passed!\n9 files already formatted")
    s.bash("commit2", "git add -A && git commit -m 'feat: add v_churn_monthly view and view tests'",
           "[main 8c03d71] feat: add v_churn_monthly view and view tests\n 3 files changed, 71 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("dash", "Dashboard time. Streamlit, hosted inside Snowflake (Streamlit in Snowflake) so Priya signs in "
             "with her Snowflake login and there's nothing extra to host. Three pages: cohort churn curve, churn by "
             "plan (weekly / fortnightly / monthly bags), and the at-risk list once we have scores.")
    s.write("dashpy", "app/dashboard.py", DASHBOARD)
    s.write("envyml", "app/environment.yml", "name: hollowtree-dashboard\nchannels:\n  - snowflake\n"
            "dependencies:\n  - streamlit=1.33.0\n  - snowflake-snowpark-python\n  - pandas\n")
    s.bash("deploy1", "snow streamlit deploy --replace -c hollowtree", "Uploading app/dashboard.py, app/environment.yml "
           "to @ANALYTICS.STREAMLIT_STAGE/churn_dashboard\nStreamlit successfully deployed and available under "
           "https://app.snowflake.com/hollowtree/analytics/#/streamlit-apps/HOLLOWTREE.ANALYTICS.CHURN_DASHBOARD")
    s.prompt("sisfail", "Opened it: red box, `ModuleNotFoundError: No module named 'plotly'` at line 2 of "
             "dashboard.py. Locally it runs fine.")
    s.bash("pkgcheck", "snow sql -c hollowtree -q \"select package_name, version from information_schema.packages "
           "where package_name = 'plotly' and language = 'python' order by version desc limit 3\"",
           "+--------------+---------+\n| PACKAGE_NAME | VERSION |\n| plotly       | 5.22.0  |\n"
           "| plotly       | 5.19.0  |\n| plotly       | 5.18.0  |\n+--------------+---------+")
    s.edit("sisfix", "app/environment.yml", "  - pandas\n", "  - pandas\n  - plotly=5.19.0\n")
    s.bash("deploy2", "snow streamlit deploy --replace -c hollowtree", "Streamlit successfully deployed and available "
           "under https://app.snowflake.com/hollowtree/analytics/#/streamlit-apps/HOLLOWTREE.ANALYTICS.CHURN_DASHBOARD")
    s.lesson("lesson1", "Streamlit in Snowflake does not read pyproject.toml or requirements.txt: every third-party "
             "package the app imports must be listed in app/environment.yml and exist on the Snowflake Anaconda "
             "channel (check information_schema.packages), otherwise the app dies with ModuleNotFoundError "
             "although it runs locally.", "dashboard deploy, ModuleNotFoundError plotly in Streamlit in Snowflake")
    s.prompt("tasks", "Nightly refresh of the scores: a Snowflake Task, T_REFRESH_SCORES, at 06:00 London time, "
             "calling a Snowpark stored procedure. Keeps everything inside Snowflake, one thing less to run.")
    s.write("tasksql", "sql/tasks/t_refresh_scores.sql", "CREATE OR REPLACE TASK ANALYTICS.T_REFRESH_SCORES\n"
            "  WAREHOUSE = ANALYTICS_XS\n  SCHEDULE = 'USING CRON 0 6 * * * Europe/London'\nAS\n"
            "  CALL ANALYTICS.SP_REFRESH_SCORES();\n\nALTER TASK ANALYTICS.T_REFRESH_SCORES RESUME;\n")
    s.prompt("export", "Tomasz (Tomasz Wren, owns the company) wants the at-risk list in a Google Sheet every Monday "
             "morning. Write an export with gspread and a service account.")
    s.write("sheetexp", "src/hollowtree/export_sheet.py", '"""Monday export of the at-risk list to Tomasz\'s Google '
            'Sheet."""\nimport gspread\n\nSHEET_KEY = "1qHt7w0kR3vYcB9mXlE2pAzN5sTfUo8dJ4gL6iQ"\n\n\n'
            'def export(rows: list[list]) -> None:\n    gc = gspread.service_account(filename="~/.config/hollowtree/'
            'sheets-sa.json")\n    ws = gc.open_by_key(SHEET_KEY).worksheet("at risk")\n    ws.clear()\n'
            '    ws.update("A1", [["customer_id", "plan", "churn_score"], *rows])\n')
    s.bash("commit3", "git add -A && git commit -m 'feat: streamlit dashboard, nightly task, sheet export'",
           "[main 2b7e40f] feat: streamlit dashboard, nightly task, sheet export\n 5 files changed, 118 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("rename1", "Priya says 'monthly' in the view name confuses everyone, because we also sell monthly-bag "
             "plans. Rename V_CHURN_MONTHLY to V_CHURN_COHORT (file too), drop the old one.")
    s.bash("renameview", "git mv sql/views/v_churn_monthly.sql sql/views/v_churn_cohort.sql",
           "")
    s.edit("renameedit", "sql/views/v_churn_cohort.sql", "CREATE OR REPLACE VIEW ANALYTICS.V_CHURN_MONTHLY AS",
           "CREATE OR REPLACE VIEW ANALYTICS.V_CHURN_COHORT AS")
    s.bash("applyrename", "python scripts/apply_views.py --drop ANALYTICS.V_CHURN_MONTHLY",
           "applied sql/views/v_churn_cohort.sql -> HT_DEV.ANALYTICS.V_CHURN_COHORT (2.1s)\n"
           "dropped HT_DEV.ANALYTICS.V_CHURN_MONTHLY")
    s.bash("renametestfail", "pytest tests/", "..FF\n=================================== FAILURES "
           "===================================\n____________________________ test_churn_rate_bounds "
           "____________________________\nsnowflake.snowpark.exceptions.SnowparkSQLException: (1304): "
           "01b3c2a7-0002-41d6-0000-5a2d00038e1e: 002003 (42S02): SQL compilation error:\nObject "
           "'HT_DEV.ANALYTICS.V_CHURN_MONTHLY' does not exist or not authorized.\n"
           "FAILED tests/test_views.py::test_churn_rate_bounds\nFAILED tests/test_views.py::"
           "test_cohorts_are_month_starts\n2 failed, 2 passed in 7.02s", code=1)
    s.grep("grepold", "V_CHURN_MONTHLY", ["tests/test_views.py", "app/dashboard.py", "notebooks/01_explore.ipynb"])
    s.edit("fixrefs", "tests/test_views.py", 'session.table("ANALYTICS.V_CHURN_MONTHLY")',
           'session.table("ANALYTICS.V_CHURN_COHORT")')
    s.edit("fixdash", "app/dashboard.py", 'return session.table("ANALYTICS.V_CHURN_MONTHLY").to_pandas()',
           'return session.table("ANALYTICS.V_CHURN_COHORT").to_pandas()')
    s.bash("renametestok", "pytest tests/", "....\n4 passed in 8.76s")
    s.prompt("model", "Churn model: start simple, logistic regression in scikit-learn. Features: days since last "
             "order, skips in the last 90 days, plan, tenure, support tickets (Gorgias) in 90 days, whether they "
             "signed up with a discount code.")
    s.write("featpy", "src/hollowtree/features.py", FEATURES_PD)
    s.bash("train1", "python -m hollowtree.train --model logreg", "loaded 11,982 subscribers, label = churned "
           "(45-day rule)\nlogreg: ROC AUC 0.712 (5-fold CV, sd 0.011), PR AUC 0.448\nsaved models/logreg.joblib")
    s.bash(None, "ruff check . && ruff format --check .", "All checks passed!\n12 files already formatted")
    s.bash("commit4", "git add -A && git commit -m 'refactor: rename v_churn_monthly to v_churn_cohort' -m 'feat: "
           "logistic regression baseline'", "[main 91fd2a3] refactor: rename v_churn_monthly to v_churn_cohort\n"
           " 8 files changed, 96 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("slow", "features.py is painfully slow, it pulls everything into pandas. Move the feature build to "
             "polars with lazy frames, straight from Arrow.")
    s.bash("timepandas", "time python -m hollowtree.features --dry-run", "built 11,982 x 6 features\n\n"
           "real\t4m12.3s\nuser\t3m58.1s\nsys\t0m9.4s")
    s.write("featpl", "src/hollowtree/features.py", FEATURES_PL)
    s.bash("timepolars", "time python -m hollowtree.features --dry-run", "built 11,982 x 6 features\n\n"
           "real\t0m41.7s\nuser\t0m52.3s\nsys\t0m3.1s")
    s.prompt("window60", "Priya looked at the at-risk numbers: the 45-day rule counts people on monthly bags who "
             "skipped a single delivery as churned. Make it 60 days.")
    s.edit("window", "sql/views/v_churn_cohort.sql",
           "-- Churned = cancelled, or no shipped order for 45 days.",
           "-- Churned = cancelled, or no shipped order for 60 days (monthly plans skip one delivery).")
    s.edit("window2", "sql/views/v_churn_cohort.sql", "DATEDIFF('day', l.LAST_SHIP, CURRENT_DATE) > 45",
           "DATEDIFF('day', l.LAST_SHIP, CURRENT_DATE) > 60")
    s.bash("churnafter", "python scripts/apply_views.py && snow sql -c hollowtree -q \"select round(sum(churned) / "
           "sum(subscribers), 3) from ANALYTICS.V_CHURN_COHORT\"", "applied sql/views/v_churn_cohort.sql -> "
           "HOLLOWTREE.ANALYTICS.V_CHURN_COHORT (2.3s)\n+-------+\n| 0.219 |\n+-------+")
    s.prompt("lgbm", "Try LightGBM next to the logistic regression. If it wins by a real margin we switch.")
    s.bash("train2", "python -m hollowtree.train --model logreg --model lgbm", "label = churned (60-day rule), "
           "n = 11,982\nlogreg: ROC AUC 0.724 (5-fold CV, sd 0.010)\nlgbm:   ROC AUC 0.781 (5-fold CV, sd 0.009), "
           "n_estimators=400, learning_rate=0.05\nsaved models/lgbm.joblib")
    s.prompt("switchlgbm", "0.78 against 0.72, that's real. LightGBM it is for the nightly scores.")
    s.edit("trainedit", "src/hollowtree/model.py", "MODEL = LogisticRegression(max_iter=1000, random_state=42)",
           "MODEL = LGBMClassifier(n_estimators=400, learning_rate=0.05, num_leaves=31, random_state=42)")
    s.remember("memlabel", "Churn label for Hollowtree: a subscriber has churned when the subscription is cancelled or "
               "there has been no shipped order for 60 days (it was 45 days until 15 April 2027; Priya changed it "
               "because monthly-bag customers skip a delivery now and then). Cohort = month of first shipped order. "
               "Defined in sql/views/v_churn_cohort.sql.", "How churn is defined", "decision")
    s.bash("test5", "pytest tests/", "..........\n10 passed in 10.3s")
    s.bash("commit5", "git add -A && git commit -m 'perf: build features with polars' -m 'feat: 60-day churn window, "
           "lightgbm model'", "[main c5d8e10] perf: build features with polars\n 6 files changed, 88 insertions(+), "
           "41 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("notasks", "Actually let's not run the refresh as a Snowflake Task. The procedure would need lightgbm in "
             "Snowflake, the task keeps the warehouse busy, and when it fails nobody on Priya's side sees it. "
             "Nightly job on GitHub Actions with a cron instead, 05:00 UTC: Python runs on the runner and writes "
             "the scores back with Snowpark.")
    s.bash("droptask", "snow sql -c hollowtree -q 'DROP TASK IF EXISTS ANALYTICS.T_REFRESH_SCORES' && git rm -q "
           "sql/tasks/t_refresh_scores.sql", "+----------------------------------------------+\n| status "
           "|\n| T_REFRESH_SCORES successfully dropped.       |\n+----------------------------------------------+")
    s.write("nightly", ".github/workflows/nightly.yml", NIGHTLY)
    s.write("scorepy", "src/hollowtree/score.py", SCORE_PY)
    s.prompt("keypair", "CI signs in with key-pair auth as a service user SVC_HT_CI with its own role HT_CI. Private "
             "key goes into the repo secret SNOWFLAKE_PRIVATE_KEY, no passwords anywhere.")
    s.bash("genkey", "openssl genrsa 2048 | openssl pkcs8 -topk8 -inform PEM -out ~/.snowflake/keys/svc_ht_ci.p8 "
           "-nocrypt && openssl rsa -in ~/.snowflake/keys/svc_ht_ci.p8 -pubout -out ~/.snowflake/keys/"
           "svc_ht_ci.pub", "writing RSA key")
    s.bash("setpub", "snow sql -c hollowtree -q \"ALTER USER SVC_HT_CI SET RSA_PUBLIC_KEY='MIIBIjANBgkqh...'\" && "
           "gh secret set SNOWFLAKE_PRIVATE_KEY --body \"$(cat ~/.snowflake/keys/svc_ht_ci.p8 | awk '{printf "
           "\"%s\\\\n\", $0}')\"", "Statement executed successfully.\n✓ Set Actions secret SNOWFLAKE_PRIVATE_KEY "
           "for maren-alvik/hollowtree-churn")
    s.bash("ghrun1", "gh workflow run nightly.yml && sleep 60 && gh run view --log-failed | tail -5", "score  "
           "Score active subscribers  snowflake.connector.errors.DatabaseError: 250001 (08001): Failed to connect "
           "to DB: hollowtree-analytics.snowflakecomputing.com:443. JWT token is invalid. [a3c9e1f0-...]\n"
           "score  Score active subscribers  ##[error]Process completed with exit code 1.")
    s.bash("jwtfix", "gh secret set SNOWFLAKE_PRIVATE_KEY < ~/.snowflake/keys/svc_ht_ci.p8",
           "✓ Set Actions secret SNOWFLAKE_PRIVATE_KEY for maren-alvik/hollowtree-churn",
           desc="Set the secret from the key file itself: the awk one-liner stored literal backslash-n instead of "
                "newlines, so the runner signed the JWT with a mangled key")
    s.bash("ghrun2", "gh workflow run nightly.yml && sleep 90 && gh run view --log-failed | tail -5", "score  Score "
           "active subscribers  snowflake.snowpark.exceptions.SnowparkSQLException: (1304): 002003 (42S02): SQL "
           "compilation error:\nObject 'HOLLOWTREE.ANALYTICS.V_SUBS_DAILY' does not exist or not authorized.\n"
           "score  Score active subscribers  ##[error]Process completed with exit code 1.")
    s.bash("grants", "snow sql -c hollowtree --role SECURITYADMIN -f sql/grants/ht_ci.sql",
           "GRANT USAGE ON DATABASE HOLLOWTREE TO ROLE HT_CI;            -- ok\n"
           "GRANT USAGE ON SCHEMA HOLLOWTREE.ANALYTICS TO ROLE HT_CI;     -- ok\n"
           "GRANT USAGE ON SCHEMA HOLLOWTREE.RAW_RECHARGE TO ROLE HT_CI;  -- ok\n"
           "GRANT SELECT ON ALL VIEWS IN SCHEMA HOLLOWTREE.ANALYTICS TO ROLE HT_CI;    -- 2 objects\n"
           "GRANT SELECT ON FUTURE VIEWS IN SCHEMA HOLLOWTREE.ANALYTICS TO ROLE HT_CI; -- ok\n"
           "GRANT CREATE TABLE ON SCHEMA HOLLOWTREE.ANALYTICS TO ROLE HT_CI;           -- ok\n"
           "(the role HT_CI had been created with USAGE on the warehouse only)",
           desc="The new CI role only had the warehouse: give HT_CI read on the views and raw schemas, create table "
                "on ANALYTICS")
    s.bash("ghrun3", "gh workflow run nightly.yml && gh run watch", "✓ main nightly-scores · 8412330571\n"
           "Triggered via workflow_dispatch about 3 minutes ago\n\nJOBS\n✓ score in 2m41s\n\n"
           "score  Score active subscribers  scored 6,377 active subscribers in 112s")
    s.lesson("lesson3", "Snowflake key-pair auth from GitHub Actions: store the PKCS#8 key with `gh secret set NAME < "
             "key.p8`; squeezing it onto one line with literal \\n gives 'JWT token is invalid' even though the "
             "public key on the user is right.", "nightly workflow, 250001 JWT token is invalid")
    s.bash("commit6", "git add -A && git commit -m 'feat: nightly scoring on github actions, drop snowflake task'",
           "[main 0a6c4b9] feat: nightly scoring on github actions, drop snowflake task\n 5 files changed, "
           "97 insertions(+), 7 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("rename2", "Two renames, Priya's wish: the table SCORES_DAILY becomes CHURN_SCORES, and the column "
             "CHURN_SCORE becomes CHURN_RISK, since people read a high 'score' as a good thing.")
    s.edit("scorerename", "src/hollowtree/score.py", 'TABLE = "ANALYTICS.SCORES_DAILY"', 'TABLE = "ANALYTICS.CHURN_SCORES"')
    s.edit("colrename", "src/hollowtree/score.py", 'pl.Series("churn_score", ', 'pl.Series("churn_risk", ')
    s.bash("migrate", "snow sql -c hollowtree -q 'ALTER TABLE ANALYTICS.SCORES_DAILY RENAME TO ANALYTICS.CHURN_SCORES; "
           "ALTER TABLE ANALYTICS.CHURN_SCORES RENAME COLUMN CHURN_SCORE TO CHURN_RISK'",
           "Statement executed successfully.\nStatement executed successfully.")
    s.bash("dashfail", "streamlit run app/dashboard.py --server.headless true", "  You can now view your Streamlit app "
           "in your browser.\n  Local URL: http://localhost:8501\n",
           "2027-04-21 14:19:07.311 Uncaught app exception\nTraceback (most recent call last):\n  File "
           "\"app/dashboard.py\", line 58, in <module>\n    risk = df.sort_values(\"CHURN_SCORE\", ascending=False)\n"
           "KeyError: 'CHURN_SCORE'")
    s.grep("grepscore", "CHURN_SCORE", ["app/dashboard.py"])
    s.edit("dashfix", "app/dashboard.py", 'risk = df.sort_values("CHURN_SCORE", ascending=False)',
           'risk = df.sort_values("CHURN_RISK", ascending=False)')
    s.bash("dashok", "streamlit run app/dashboard.py --server.headless true", "  Local URL: http://localhost:8501\n"
           "(at-risk page renders 78 rows)")
    s.prompt("noexport", "Actually let's not bother with the Google Sheet. Tomasz says he'll just open the dashboard; "
             "put a download button on the at-risk page instead and remove the gspread export.")
    s.bash("rmexport", "git rm -q src/hollowtree/export_sheet.py && pip uninstall -y gspread", "Successfully "
           "uninstalled gspread-6.1.0")
    s.edit("download", "app/dashboard.py", "    st.dataframe(risk, use_container_width=True)",
           "    st.dataframe(risk, use_container_width=True)\n    st.download_button(\"Download CSV\", "
           "risk.to_csv(index=False), file_name=\"at_risk.csv\", mime=\"text/csv\")")
    s.bash("commit7", "git add -A && git commit -m 'refactor: scores_daily -> churn_scores, churn_score -> churn_risk' "
           "-m 'feat: csv download instead of sheet export'", "[main 6f2e18d] refactor: scores_daily -> "
           "churn_scores, churn_score -> churn_risk\n 4 files changed, 12 insertions(+), 31 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("slowdash", "Two complaints: the dashboard takes about 9 seconds every time Priya opens it, and Tomasz "
             "saw the Snowflake bill: ANALYTICS_XS burned close to 2 credits a day last week.")
    s.bash("credits", "snow sql -c hollowtree -q \"select round(avg(c), 2) from (select to_date(start_time) d, "
           "sum(credits_used) c from snowflake.account_usage.warehouse_metering_history where warehouse_name = "
           "'ANALYTICS_XS' and start_time > dateadd(day, -7, current_date) group by 1)\"",
           "+------+\n| 1.83 |\n+------+")
    s.edit("ttl", "app/dashboard.py", "@st.cache_data(ttl=600)\ndef cohorts():", "@st.cache_data(ttl=3600)  # scores "
           "change once a night\ndef cohorts():")
    s.bash("suspend", "snow sql -c hollowtree -q 'ALTER WAREHOUSE ANALYTICS_XS SET AUTO_SUSPEND = 60'",
           "Statement executed successfully.", desc="Suspend the warehouse after 60 s idle instead of 300 s")
    s.bash("loadtime", "python scripts/time_dashboard.py", "cold load: 8.9 s\nwarm load (cache hit): 0.4 s")
    s.prompt("backlogreg", "Priya wants support to tell a customer WHY they're flagged, and the SHAP plots for LightGBM "
             "went down badly in Tuesday's meeting. Let's go back to logistic regression: coefficients she can "
             "explain, and with the polars features it's not far behind anyway.")
    s.edit("modelback", "src/hollowtree/model.py",
           "MODEL = LGBMClassifier(n_estimators=400, learning_rate=0.05, num_leaves=31, random_state=42)",
           "MODEL = LogisticRegression(C=0.5, max_iter=1000, class_weight=\"balanced\", random_state=42)")
    s.bash("train3", "python -m hollowtree.train --model logreg", "label = churned (60-day rule), n = 11,982\n"
           "logreg: ROC AUC 0.743 (5-fold CV, sd 0.010)\ncoefficients (standardised):\n  days_since_last_order  "
           "+1.21\n  skips_90d              +0.84\n  tickets_90d            +0.37\n  signup_discount        +0.29\n"
           "  tenure_days            -0.56\nsaved models/logreg.joblib")
    s.write("reasons", "src/hollowtree/reasons.py", '"""Top three reasons per flagged subscriber: the largest '
            'coefficient x standardised value terms, in words support can read out."""\nLABELS = {\n'
            '    "days_since_last_order": "long time since the last delivery",\n    "skips_90d": "skipped '
            'deliveries recently",\n    "tickets_90d": "contacted support",\n    "signup_discount": "joined on a '
            'discount code",\n    "tenure_days": "new subscriber",\n}\n')
    s.bash("test8", "pytest tests/", "..............\n14 passed in 11.2s")
    s.remember("memppl", "People at Hollowtree: Priya Lund (Head of Subscriptions) owns the dashboard and the churn "
               "definition; Tomasz Wren (owner) signs off anything that costs Snowflake credits, budget 25 credits "
               "a month. Demo to the support team on Fridays at 15:00 UK time.", "Who decides what at Hollowtree",
               "fact")
    s.bash("commit8", "git add -A && git commit -m 'perf: cache dashboard queries for an hour' -m 'feat: back to "
           "logistic regression, reasons per subscriber'", "[main d41b7a6] perf: cache dashboard queries for an hour\n"
           " 5 files changed, 64 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("price", "Price change: from 1 May the 250 g bag goes from £11.50 to £12.75. The revenue-at-risk tile "
             "must use the new price from May on, and keep the old one for anything before.")
    s.read("revenue", "src/hollowtree/revenue.py", REVENUE_PY)
    s.edit("pricefix", "src/hollowtree/revenue.py", "BAG_PRICE_GBP = 11.50          # 250 g bag, any roast",
           "BAG_PRICES_GBP = [  # (valid from, price of a 250 g bag)\n    (date(2025, 9, 1), 11.50),\n"
           "    (date(2027, 5, 1), 12.75),\n]")
    s.bash("revtestfail", "pytest tests/test_revenue.py", "F..\n=================================== FAILURES "
           "===================================\n___________________________ test_revenue_at_risk_may "
           "___________________________\npolars.exceptions.ColumnNotFoundError: churn_score\n\nResolved plan until "
           "failure:\n\n\t---> FAILED HERE RESOLVING 'sink' <---\nDF [\"customer_id\", \"churn_risk\", \"at_risk\", "
           "\"scored_on\"]\n1 failed, 2 passed in 1.94s", code=1)
    s.edit("revcolfix", "src/hollowtree/revenue.py", '* df["churn_score"]).sum())', '* df["churn_risk"]).sum())')
    s.bash("revtestok", "pytest tests/", ".................\n17 passed in 12.1s")
    s.lesson("lesson2", "After renaming a Snowflake column, grep case-insensitively: Snowflake hands back upper-case "
             "names (CHURN_RISK) but our polars code lower-cases them (churn_risk), so a search for the upper-case "
             "name misses half the references.", "revenue.py still used churn_score a week after the rename")
    s.prompt("cron430", "Move the nightly earlier, 04:30 UTC. GitHub's scheduled run started 38 minutes late on "
             "Saturday and the scores weren't there for the 06:00 support stand-up.")
    s.edit("cronedit", ".github/workflows/nightly.yml", "    - cron: '0 5 * * *'   # 05:00 UTC",
           "    - cron: '30 4 * * *'  # 04:30 UTC: GitHub cron can start 30-40 min late")
    s.prompt("slack", "And failure alerts: post to the #data-alerts Slack channel only when the nightly fails. No "
             "success messages, nobody reads those.")
    s.edit("slackstep", ".github/workflows/nightly.yml", "        run: python -m hollowtree.score\n",
           "        run: python -m hollowtree.score\n      - name: Tell #data-alerts\n        if: failure()\n"
           "        uses: slackapi/slack-github-action@v1.26.0\n        with:\n          payload: '{\"text\": "
           "\"nightly-scores failed: ${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ "
           "github.run_id }}\"}'\n        env:\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_DATA_ALERTS }}\n")
    s.bash(None, "ruff check . && ruff format --check .", "All checks passed!\n17 files already formatted")
    s.bash("commit9", "git add -A && git commit -m 'feat: bag price by date, 12.75 from may' -m 'ci: nightly at "
           "04:30, slack on failure'", "[main 7e9a3f5] feat: bag price by date, 12.75 from may\n 4 files changed, "
           "29 insertions(+), 8 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("release", "Release day, handover to Priya at 15:00. Bump Snowpark to 1.21 first (Python stays 3.11), "
             "then tag v1.0.0 and redeploy the dashboard.")
    s.edit("bump", "pyproject.toml", '"snowflake-snowpark-python==1.14.0"', '"snowflake-snowpark-python==1.21.0"')
    s.bash("pipfail", "pip install -e '.[dev]'", "", "ERROR: Cannot install hollowtree-churn and hollowtree-churn==0.1.0 "
           "because these package versions have conflicting dependencies.\n\nThe conflict is caused by:\n    "
           "hollowtree-churn 0.1.0 depends on snowflake-connector-python==3.7.1\n    snowflake-snowpark-python "
           "1.21.0 depends on snowflake-connector-python<4.0.0 and >=3.10.0\n\nERROR: ResolutionImpossible", code=1)
    s.edit("connpin", "pyproject.toml", '"snowflake-connector-python==3.7.1"', '"snowflake-connector-python==3.12.0"')
    s.bash("pipok", "pip install -e '.[dev]' -q", "Successfully installed snowflake-connector-python-3.12.0 "
           "snowflake-snowpark-python-1.21.0")
    s.bash("test10", "pytest tests/", ".................\n17 passed in 12.9s")
    s.bash("fmtfail", "ruff format --check .", "Would reformat: src/hollowtree/reasons.py\nWould reformat: "
           "src/hollowtree/revenue.py\n2 files would be reformatted, 16 files already formatted", code=1)
    s.bash(None, "ruff format .", "2 files reformatted, 16 files left unchanged")
    s.write("readme", "README.md", "# hollowtree-churn\n\nChurn analytics for Hollowtree Coffee.\n\n- Views: "
            "sql/views (V_SUBS_DAILY, V_CHURN_COHORT), applied with scripts/apply_views.py\n- Nightly: "
            ".github/workflows/nightly.yml, 04:30 UTC, writes ANALYTICS.CHURN_SCORES; failures go to #data-alerts\n"
            "- Dashboard: app/dashboard.py, Streamlit in Snowflake (`snow streamlit deploy --replace`)\n"
            "- Owners: Priya Lund (dashboard, churn definition), Tomasz Wren (costs)\n")
    s.bash("tag", "git add -A && git commit -qm 'chore: snowpark 1.21, connector 3.12, readme' && git tag -a v1.0.0 "
           "-m 'v1.0.0: handover to Priya' && git push --follow-tags", "To github.com:maren-alvik/hollowtree-churn"
           ".git\n   7e9a3f5..b2c81d0  main -> main\n * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("deploy10", "snow streamlit deploy --replace -c hollowtree", "Streamlit successfully deployed and available "
           "under https://app.snowflake.com/hollowtree/analytics/#/streamlit-apps/HOLLOWTREE.ANALYTICS.CHURN_DASHBOARD")
    s.prompt("threshold", "Handover went well. One change from Priya: flag at a risk of 0.35 instead of 0.5. More "
             "people on the list, but support can call about 120 a week.", minutes=105)
    s.edit("thresholdedit", "src/hollowtree/score.py",
           "RISK_THRESHOLD = 0.5   # above this a subscriber goes on the at-risk list",
           "RISK_THRESHOLD = 0.35  # above this a subscriber goes on the at-risk list (Priya, 30 Apr)")
    s.bash("countrisk", "python -m hollowtree.score --dry-run", "at-risk at 0.50: 78 subscribers\n"
           "at-risk at 0.35: 131 subscribers\n(dry run, nothing written)")
    s.remember("memrelease", "hollowtree-churn v1.0.0 was handed over to Priya on 30 April 2027: nightly scores at "
               "04:30 UTC into ANALYTICS.CHURN_SCORES (column CHURN_RISK), at-risk threshold 0.35 (131 "
               "subscribers), logistic regression ROC AUC 0.743, dashboard on Streamlit in Snowflake.",
               "v1.0.0 handover state", "fact")
    s.bash("commit10", "git add -A && git commit -m 'feat: at-risk threshold 0.35' && git push",
           "[main 5c07e2a] feat: at-risk threshold 0.35\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-04-05T09:10:00", "1a7c3e52-6b1d-4f0a-9c2e-0d1e2f3a2901", s1),   # Mon
    ("s2", "2027-04-07T10:00:00", "2b8d4f63-7c2e-401b-8d3f-1e2f3a4b2902", s2),   # Wed
    ("s3", "2027-04-09T13:30:00", "3c9e5074-8d3f-412c-9e40-2f3a4b5c2903", s3),   # Fri
    ("s4", "2027-04-13T09:30:00", "4daf6185-9e40-423d-af51-3a4b5c6d2904", s4),   # Tue
    ("s5", "2027-04-15T10:15:00", "5eb07296-af51-434e-b062-4b5c6d7e2905", s5),   # Thu
    ("s6", "2027-04-19T09:00:00", "6fc183a7-b062-445f-c173-5c6d7e8f2906", s6),   # Mon
    ("s7", "2027-04-21T14:00:00", "70d294b8-c173-4560-d284-6d7e8f902907", s7),   # Wed
    ("s8", "2027-04-23T11:00:00", "81e3a5c9-d284-4671-e395-7e8f90a12908", s8),   # Fri
    ("s9", "2027-04-27T09:45:00", "92f4b6da-e395-4782-f4a6-8f90a1b22909", s9),   # Tue
    ("s10", "2027-04-30T13:00:00", "a305c7eb-f4a6-4893-05b7-90a1b2c32910", s10),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2027-05-03T08:30:00Z"
