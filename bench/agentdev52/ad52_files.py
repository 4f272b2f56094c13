"""Whole files the agent reads or writes in the tallow-metrics history (bench/agentdev52/sessions.py)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "tallow-metrics"
version = "0.1.0"
description = "Tallow & Tide revenue and marketing metrics: dlt -> DuckDB -> dbt -> Evidence, orchestrated by Dagster"
readme = "README.md"
requires-python = ">=3.12"
dependencies = [
    "dagster==1.9.3",
    "dagster-webserver==1.9.3",
    "dagster-dbt==0.25.3",
    "dagster-duckdb==0.25.3",
    "dlt[duckdb]==1.4.0",
    "dbt-core==1.8.8",
    "dbt-duckdb==1.9.1",
    "duckdb==1.1.3",
    "stripe==11.2.0",
    "httpx>=0.27",
]

[dependency-groups]
dev = [
    "pytest>=8.3",
    "ruff>=0.8",
]

[tool.dagster]
module_name = "tallow_metrics.definitions"
code_location_name = "tallow_metrics"

[tool.ruff]
line-length = 110
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP"]

[tool.pytest.ini_options]
testpaths = ["tests"]
"""

STRIPE_PIPELINE_V1 = '''"""Stripe -> DuckDB with dlt (the stripe_analytics verified source), full replace on every run."""
from __future__ import annotations

import dlt
from stripe_analytics import stripe_source

ENDPOINTS = ("Charge", "Customer", "Refund", "BalanceTransaction", "Payout")


def load_stripe() -> dlt.common.pipeline.LoadInfo:
    pipeline = dlt.pipeline(
        pipeline_name="stripe_analytics",
        destination=dlt.destinations.duckdb("data/tallow.duckdb"),
        dataset_name="stripe_raw",
        progress="log",
    )
    source = stripe_source(endpoints=ENDPOINTS)
    # 38k charges: a full reload is simple and has no state to reason about (revisit if slow)
    return pipeline.run(source, write_disposition="replace")


if __name__ == "__main__":
    print(load_stripe())
'''

STRIPE_PIPELINE_V2 = '''"""Stripe -> MotherDuck with dlt (the stripe_analytics verified source).

charge, refund: incremental, merged on id, cursor `created` with a 3-day lag for late refunds/disputes.
customer, payout: replaced (small).
"""
from __future__ import annotations

import dlt
from dlt.sources import incremental
from stripe_analytics import stripe_source

THREE_DAYS = 3 * 24 * 3600


def load_stripe() -> dlt.common.pipeline.LoadInfo:
    pipeline = dlt.pipeline(
        pipeline_name="stripe_analytics",
        destination=dlt.destinations.motherduck("md:tallow_prod"),
        dataset_name="stripe_raw",
        progress="log",
    )
    source = stripe_source(endpoints=("Charge", "Customer", "Refund", "BalanceTransaction", "Payout"))
    for name in ("charge", "refund"):
        source.resources[name].apply_hints(
            write_disposition="merge",
            primary_key="id",
            incremental=incremental("created", lag=THREE_DAYS),
        )
    source.resources["balance_transaction"].apply_hints(
        write_disposition="append",
        incremental=incremental("created"),
    )
    source.resources["customer"].apply_hints(write_disposition="replace")
    source.resources["payout"].apply_hints(write_disposition="replace")
    return pipeline.run(source)


if __name__ == "__main__":
    print(load_stripe())
'''

RESOURCES_PY = '''"""Dagster resources: the warehouse connection and the dlt/dbt wiring."""
from __future__ import annotations

from contextlib import contextmanager

import duckdb
from dagster import ConfigurableResource


class DuckDBWarehouse(ConfigurableResource):
    """The local DuckDB file every asset reads and writes (data/tallow.duckdb)."""

    path: str = "data/tallow.duckdb"

    @contextmanager
    def connect(self, read_only: bool = False):
        conn = duckdb.connect(self.path, read_only=read_only)
        try:
            yield conn
        finally:
            conn.close()

    def row_count(self, table: str) -> int:
        with self.connect(read_only=True) as conn:
            return conn.sql(f"select count(*) from {table}").fetchone()[0]
'''

DEFINITIONS_PY = '''"""Dagster definitions for tallow-metrics: dlt loads, dbt models, checks, schedules."""
from __future__ import annotations

from pathlib import Path

from dagster import AssetExecutionContext, Definitions, asset
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

from tallow_metrics.resources import DuckDBWarehouse
from pipelines.stripe_pipeline import load_stripe
from pipelines.hubspot_pipeline import load_hubspot

TRANSFORM = DbtProject(project_dir=Path(__file__).parents[1] / "transform")
TRANSFORM.prepare_if_dev()


@asset(group_name="ingest", compute_kind="dlt")
def stripe_raw(context: AssetExecutionContext) -> None:
    info = load_stripe()
    context.log.info(str(info))


@asset(group_name="ingest", compute_kind="dlt")
def hubspot_raw(context: AssetExecutionContext) -> None:
    info = load_hubspot()
    context.log.info(str(info))


@dbt_assets(manifest=TRANSFORM.manifest_path)
def transform_models(context: AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


defs = Definitions(
    assets=[stripe_raw, hubspot_raw, transform_models],
    resources={
        "dbt": DbtCliResource(project_dir=TRANSFORM),
        "warehouse": DuckDBWarehouse(),
    },
)
'''

REVENUE_SQL_V1 = """-- daily revenue per currency and in EUR (ECB reference rate of the charge date, from Frankfurter)
with charges as (
    select * from {{ ref('stg_stripe__charges') }}
    where status = 'succeeded'
),

refunds as (
    select charge_id, sum(amount_cents) as refunded_cents
    from {{ ref('stg_stripe__refunds') }}
    group by 1
),

rates as (
    select rate_date, currency, rate_per_eur from {{ ref('stg_fx__ecb_rates') }}
)

select
    charges.created_date as revenue_date,
    charges.currency,
    count(*) as orders,
    sum(charges.amount_cents) as gross_cents,
    sum(coalesce(refunds.refunded_cents, 0)) as refunded_cents,
    sum(charges.amount_cents - coalesce(refunds.refunded_cents, 0)) as net_cents,
    round(sum(charges.amount_cents - coalesce(refunds.refunded_cents, 0))
        / coalesce(any_value(rates.rate_per_eur), 1.0))::bigint as net_eur_cents
from charges
left join refunds on refunds.charge_id = charges.charge_id
left join rates
    on rates.currency = charges.currency
    and rates.rate_date = charges.created_date
group by 1, 2
"""

SCHEMA_YML = """version: 2

models:
  - name: stg_stripe__charges
    description: One row per Stripe charge (all statuses). Amounts in the smallest currency unit.
    columns:
      - name: charge_id
        tests: [unique, not_null]
      - name: amount_cents
        description: Charged amount in cents of `currency`.
        tests: [not_null]
      - name: currency
        tests:
          - not_null
          - accepted_values:
              values: ['eur', 'gbp', 'usd']
      - name: customer_email
        description: Lower-cased receipt email, used to join HubSpot contacts.
      - name: created_at
        tests: [not_null]
      - name: created_date
      - name: status
        tests:
          - accepted_values:
              values: ['succeeded', 'pending', 'failed']

  - name: stg_stripe__refunds
    columns:
      - name: refund_id
        tests: [unique, not_null]
      - name: charge_id
        tests:
          - relationships:
              to: ref('stg_stripe__charges')
              field: charge_id
      - name: amount_cents
        tests: [not_null]
      - name: reason
        description: duplicate | fraudulent | requested_by_customer | null (Stripe leaves it empty for manual refunds)

  - name: stg_stripe__balance_transactions
    columns:
      - name: balance_transaction_id
        tests: [unique, not_null]
      - name: source_id
      - name: amount_cents
      - name: fee_cents
      - name: net_cents
      - name: exchange_rate
      - name: currency

  - name: stg_hubspot__contacts
    columns:
      - name: contact_id
        tests: [unique, not_null]
      - name: email
      - name: first_touch_source
        description: hs_analytics_source (first touch)
      - name: created_at

  - name: stg_hubspot__deals
    columns:
      - name: deal_id
        tests: [unique, not_null]
      - name: dealstage
      - name: amount_cents
      - name: closedate

  - name: fct_daily_revenue
    description: Daily revenue per currency and in EUR. Finance's source of truth (Oksana Petrenko).
    columns:
      - name: revenue_date
        tests: [not_null]
      - name: currency
      - name: orders
      - name: gross_cents
      - name: refunded_cents
      - name: fee_cents
      - name: net_cents
      - name: net_eur_cents
    tests:
      - dbt_utils.unique_combination_of_columns:
          combination_of_columns: [revenue_date, currency]

  - name: weekly_revenue
    description: ISO weeks (Monday start), EUR.
    columns:
      - name: iso_week
        tests: [unique, not_null]
"""

CI_YML = """name: ci

on:
  pull_request:
  push:
    branches: [main]

concurrency:
  group: ci-${{ github.ref }}
  cancel-in-progress: true

jobs:
  test:
    runs-on: ubuntu-24.04
    env:
      MOTHERDUCK_TOKEN: ${{ secrets.MOTHERDUCK_TOKEN_CI }}
      DBT_TARGET: ci
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v3
        with:
          version: "0.5.4"
          enable-cache: true
      - run: uv sync --frozen
      - run: uv run ruff check . && uv run ruff format --check .
      - run: uv run pytest -q
      - name: dbt build (md:tallow_ci)
        run: |
          uv run dbt deps --project-dir transform
          uv run dbt build --project-dir transform --profiles-dir transform --target ci
      - name: great expectations
        run: uv run python -m checks.gx_suite --target ci
"""

CHECKS_PY = '''"""Dagster asset checks (replace the Great Expectations suite): row counts and freshness."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from dagster import AssetCheckResult, AssetCheckSeverity, asset_check

from tallow_metrics.resources import MotherDuckWarehouse


@asset_check(asset="stripe_raw", blocking=True)
def stripe_charges_fresh(warehouse: MotherDuckWarehouse) -> AssetCheckResult:
    with warehouse.connect(read_only=True) as conn:
        newest = conn.sql("select max(to_timestamp(created)) from stripe_raw.charge").fetchone()[0]
    age = datetime.now(timezone.utc) - newest
    return AssetCheckResult(passed=age < timedelta(hours=26), metadata={"newest_charge": str(newest)})


@asset_check(asset="stripe_raw")
def stripe_charges_not_shrinking(warehouse: MotherDuckWarehouse) -> AssetCheckResult:
    rows = warehouse.row_count("stripe_raw.charge")
    return AssetCheckResult(
        passed=rows >= 38_000,
        severity=AssetCheckSeverity.WARN,
        metadata={"rows": rows},
    )


@asset_check(asset="hubspot_raw")
def hubspot_contacts_present(warehouse: MotherDuckWarehouse) -> AssetCheckResult:
    rows = warehouse.row_count("hubspot_raw.contacts")
    return AssetCheckResult(passed=rows > 20_000, metadata={"rows": rows})
'''

EVIDENCE_INDEX_MD = """---
title: Revenue
---

```sql daily
select
    revenue_date,
    currency,
    orders,
    net_eur_cents / 100.0 as net_eur
from warehouse.revenue
where revenue_date >= current_date - interval 90 day
order by revenue_date desc
```

```sql weekly
select iso_week, orders, net_eur_cents / 100.0 as net_eur, refunded_eur_cents / 100.0 as refunded_eur
from warehouse.weekly_revenue
order by iso_week desc
limit 26
```

## Net revenue per day (EUR)

<BarChart data={daily} x=revenue_date y=net_eur series=currency fmt=eur2 />

## Weeks (ISO, Monday start)

<DataTable data={weekly} downloadable=true>
  <Column id=iso_week />
  <Column id=orders />
  <Column id=net_eur fmt=eur2 />
  <Column id=refunded_eur fmt=eur2 />
</DataTable>
"""

REPORTS_YML = """name: reports

# Evidence is built here, not on Netlify (Netlify's 300 free build minutes ran out on 26 Nov 2028).
on:
  workflow_dispatch:          # Dagster's finance_morning_refresh triggers it when the refresh succeeds
  schedule:
    - cron: "15 6 * * *"      # fallback: 06:15 UTC every day

jobs:
  build-and-deploy:
    runs-on: ubuntu-24.04
    defaults:
      run:
        working-directory: reports
    env:
      EVIDENCE_SOURCE__warehouse__token: ${{ secrets.MOTHERDUCK_TOKEN_READONLY }}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
          cache-dependency-path: reports/package-lock.json
      - run: npm ci
      - run: npm run sources
      - run: npm run build
      - name: deploy to Netlify
        run: npx netlify-cli@17 deploy --prod --dir build --site "$NETLIFY_SITE_ID" --message "reports ${{ github.sha }}"
        env:
          NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}
          NETLIFY_SITE_ID: 5c1f0e9a-7b44-4c2d-9d61-3e8a2b7f0c15
"""

DAGSTER_RUN_LOG = """2028-11-24 14:00:01 +0000 - dagster - INFO - black_friday_hourly - 4f1c9e2a - RUN_START - Started execution of run for "black_friday_hourly".
2028-11-24 14:00:03 +0000 - dagster - INFO - black_friday_hourly - 4f1c9e2a - stripe_raw - STEP_START - Started execution of step "stripe_raw".
2028-11-24 14:01:12 +0000 - dlt - INFO - stripe_analytics - extract: charge 212 rows, refund 9 rows, balance_transaction 1184 rows
2028-11-24 14:03:47 +0000 - dlt - INFO - stripe_analytics - load package 1732456803.118 -> motherduck: 4 jobs COMPLETED
2028-11-24 14:04:17 +0000 - dagster - ERROR - black_friday_hourly - 4f1c9e2a - stripe_raw - STEP_FAILURE - Execution of step "stripe_raw" failed.
dlt.pipeline.exceptions.PipelineStepFailed: Pipeline execution failed at stage load when processing package 1732456803.118 with exception:
<class 'duckdb.duckdb.IOException'>
IO Error: MotherDuck connection timed out after 30000ms while committing pipeline state (_dlt_pipeline_state)
2028-11-24 14:04:18 +0000 - dagster - INFO - black_friday_hourly - 4f1c9e2a - RETRY - run retry 1 of 2 (retry policy: max_retries=2, delay=30s)
2028-11-24 14:04:49 +0000 - dagster - INFO - black_friday_hourly - 9a03b7d5 - stripe_raw - STEP_START - Started execution of step "stripe_raw".
2028-11-24 14:05:58 +0000 - dlt - INFO - stripe_analytics - extract: charge 212 rows, refund 9 rows, balance_transaction 1184 rows
2028-11-24 14:08:21 +0000 - dlt - INFO - stripe_analytics - load package 1732457089.402 -> motherduck: 4 jobs COMPLETED
2028-11-24 14:08:22 +0000 - dagster - INFO - black_friday_hourly - 9a03b7d5 - stripe_raw - STEP_SUCCESS - Finished execution of step "stripe_raw" in 3m33s.
2028-11-24 14:08:23 +0000 - dagster - INFO - black_friday_hourly - 9a03b7d5 - transform_models - STEP_START
2028-11-24 14:09:51 +0000 - dagster - INFO - black_friday_hourly - 9a03b7d5 - RUN_SUCCESS - Finished execution of run for "black_friday_hourly".
"""
