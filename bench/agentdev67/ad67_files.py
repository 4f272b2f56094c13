"""Whole files the agent reads or writes in the crumbcast history (bench/agentdev67/sessions.py)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "crumbcast"
version = "0.1.0"
description = "Next-day demand forecasts per shop and product for the Hollis & Daughters bakeries"
readme = "README.md"
requires-python = ">=3.12"
dependencies = [
    "pandas>=2.2",
    "scikit-learn>=1.5",
    "mlflow>=2.17",
    "prefect>=3.1",
    "paramiko>=3.5",
    "fastapi>=0.115",
    "uvicorn[standard]>=0.32",
    "pydantic-settings>=2.6",
    "httpx>=0.27",
    "pyarrow>=18.0",
]

[dependency-groups]
dev = [
    "pytest>=8.3",
    "ruff>=0.7",
    "pre-commit>=4.0",
]

[project.scripts]
crumbcast = "crumbcast.cli:main"

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[tool.ruff]
line-length = 110
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "SIM"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-ra"
"""

PRECOMMIT = """repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.7.2
    hooks:
      - id: ruff
        args: [--fix]
      - id: ruff-format
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v5.0.0
    hooks:
      - id: check-yaml
      - id: end-of-file-fixer
      - id: trailing-whitespace
      - id: check-added-large-files
        args: [--maxkb=500]
  - repo: local
    hooks:
      - id: no-pos-exports
        name: refuse TillPoint exports
        entry: POS exports must never be committed (data/ is ignored)
        language: fail
        files: 'HOLLIS_S\\d\\d_\\d{8}\\.csv$'
"""

SAMPLE_EXPORT = """BusinessDate;ShopCode;PLU;Description;Qty;NetSales;Cashier
29/04/2029;S03;1001;White bloomer 800g;41;114.80;0412 K.WARD
29/04/2029;S03;1002;Seeded sourdough;27;118.80;0412 K.WARD
29/04/2029;S03;1010;Sausage roll;88;211.20;0415 J.BELL
29/04/2029;S03;1011;Cheese & onion pasty;34;115.60;0415 J.BELL
29/04/2029;S03;1020;All-butter croissant;52;98.80;0412 K.WARD
29/04/2029;S03;1021;Pain au chocolat;39;81.90;0412 K.WARD
29/04/2029;S03;1030;Fruit scone;46;64.40;0418 A.SHAW
29/04/2029;S03;1031;Cheese scone;21;31.50;0418 A.SHAW
29/04/2029;S03;1040;Yorkshire curd tart;12;33.60;0415 J.BELL
29/04/2029;S03;1055;Vegan chocolate brownie;2;6.40;0418 A.SHAW
29/04/2029;S03;1060;Iced bun;63;75.60;0412 K.WARD
29/04/2029;S03;1061;Teacake;30;39.00;0418 A.SHAW"""

POS_PY = '''"""Pulls the nightly TillPoint POS exports over SFTP into data/raw/.

TillPoint writes one file per shop and business day to /outbound (HOLLIS_S07_20290429.csv),
after the shops close. Their SFTP only accepts connections from the Starbeck bakery's fixed IP.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import paramiko

log = logging.getLogger(__name__)

SFTP_HOST = "sftp.tillpoint.co.uk"
SFTP_PORT = 2222
SFTP_USER = "hollis_export"
REMOTE_DIR = "/outbound"


@dataclass(frozen=True)
class ExportFile:
    shop_code: str
    business_date: date
    name: str


def parse_name(name: str) -> ExportFile | None:
    """HOLLIS_S07_20290429.csv -> ExportFile('S07', 2029-04-29); anything else -> None."""
    parts = name.removesuffix(".csv").split("_")
    if len(parts) != 3 or parts[0] != "HOLLIS" or not name.endswith(".csv"):
        return None
    d = parts[2]
    return ExportFile(parts[1], date(int(d[:4]), int(d[4:6]), int(d[6:])), name)


def connect(key_path: Path) -> paramiko.SFTPClient:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(SFTP_HOST, port=SFTP_PORT, username=SFTP_USER, key_filename=str(key_path), timeout=30)
    return client.open_sftp()


def fetch_exports(sftp, dest: Path, since: date) -> list[Path]:
    """Downloads every export for a business day >= since that is not in dest yet."""
    dest.mkdir(parents=True, exist_ok=True)
    got = []
    for name in sorted(sftp.listdir(REMOTE_DIR)):
        f = parse_name(name)
        if f is None or f.business_date < since or (dest / name).exists():
            continue
        sftp.get(f"{REMOTE_DIR}/{name}", str(dest / name))
        got.append(dest / name)
    log.info("fetched %d exports since %s", len(got), since)
    return got
'''

LOAD_PY = '''"""Reads TillPoint exports into one sales frame: shop_code, plu, business_date, qty, net_sales."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {"BusinessDate": "business_date", "ShopCode": "shop_code", "PLU": "plu", "Qty": "qty",
           "NetSales": "net_sales"}


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, sep=";", usecols=list(COLUMNS), dtype={"PLU": "int32", "ShopCode": "string"})
    df = df.rename(columns=COLUMNS)
    df["business_date"] = pd.to_datetime(df["business_date"])
    return df


def load_sales(raw_dir: Path) -> pd.DataFrame:
    """All exports, summed to one row per shop, product and day (refund lines carry negative qty)."""
    frames = [read_export(p) for p in sorted(raw_dir.glob("HOLLIS_S*_*.csv"))]
    sales = pd.concat(frames, ignore_index=True)
    return (sales.groupby(["shop_code", "plu", "business_date"], as_index=False)[["qty", "net_sales"]].sum()
            .sort_values(["shop_code", "plu", "business_date"]))
'''

PREP_PANDAS = '''"""Feature frame for next-day demand: one row per shop, product and target day (pandas)."""
from __future__ import annotations

import pandas as pd

LAGS = (2, 3, 7, 14, 21, 28, 364)
WINDOWS = (7, 14, 28)

FEATURE_COLUMNS = [
    "shop_code", "plu", "category",
    "dow", "week_of_year", "month", "day_of_month", "is_weekend",
    *[f"lag_{n}" for n in LAGS],
    "roll_mean_7", "roll_mean_14", "roll_mean_28", "roll_std_7", "roll_std_28", "roll_max_7", "roll_min_7",
    "shop_total_lag_7", "shop_total_roll_7", "plu_total_lag_7", "plu_total_roll_7",
    "zero_days_28", "price", "price_change_28", "days_since_launch", "payday_week",
]  # 31


def _calendar(df: pd.DataFrame) -> pd.DataFrame:
    d = df["business_date"]
    df["dow"] = d.dt.dayofweek
    df["week_of_year"] = d.dt.isocalendar().week.astype("int16")
    df["month"] = d.dt.month
    df["day_of_month"] = d.dt.day
    df["is_weekend"] = (df["dow"] >= 5).astype("int8")
    df["payday_week"] = (d.dt.day >= 25).astype("int8")
    return df


def make_features(sales: pd.DataFrame, products: pd.DataFrame) -> pd.DataFrame:
    """Lags start at 2 days: the forecast for day D+1 is made with sales up to D-1."""
    df = sales.merge(products[["plu", "category", "price", "launched"]], on="plu", how="left")
    df = df.sort_values(["shop_code", "plu", "business_date"]).reset_index(drop=True)
    g = df.groupby(["shop_code", "plu"], sort=False)["qty"]
    for n in LAGS:
        df[f"lag_{n}"] = g.shift(n)
    shifted = g.shift(2)
    for w in WINDOWS:
        df[f"roll_mean_{w}"] = shifted.groupby([df["shop_code"], df["plu"]]).transform(
            lambda s, w=w: s.rolling(w, min_periods=1).mean())
    for w in (7, 28):
        df[f"roll_std_{w}"] = shifted.groupby([df["shop_code"], df["plu"]]).transform(
            lambda s, w=w: s.rolling(w, min_periods=2).std())
    df["roll_max_7"] = shifted.groupby([df["shop_code"], df["plu"]]).transform(lambda s: s.rolling(7).max())
    df["roll_min_7"] = shifted.groupby([df["shop_code"], df["plu"]]).transform(lambda s: s.rolling(7).min())
    shop_day = df.groupby(["shop_code", "business_date"])["qty"].transform("sum")
    plu_day = df.groupby(["plu", "business_date"])["qty"].transform("sum")
    df["shop_total_lag_7"] = shop_day.groupby(df["shop_code"]).shift(7)
    df["shop_total_roll_7"] = shop_day.groupby(df["shop_code"]).transform(lambda s: s.shift(2).rolling(7).mean())
    df["plu_total_lag_7"] = plu_day.groupby(df["plu"]).shift(7)
    df["plu_total_roll_7"] = plu_day.groupby(df["plu"]).transform(lambda s: s.shift(2).rolling(7).mean())
    df["zero_days_28"] = (shifted == 0).groupby([df["shop_code"], df["plu"]]).transform(
        lambda s: s.rolling(28, min_periods=1).sum())
    df["price_change_28"] = df.groupby("plu")["price"].transform(lambda s: s - s.shift(28))
    df["days_since_launch"] = (df["business_date"] - pd.to_datetime(df["launched"])).dt.days
    df["shop_code"] = df["shop_code"].str[1:].astype("int8")
    df["category"] = df["category"].astype("category").cat.codes
    return _calendar(df)


def make_target(df: pd.DataFrame) -> pd.Series:
    return df["qty"].astype("float32")
'''

TRAIN_SK = '''"""Trains the demand model and logs everything to MLflow (scikit-learn HistGradientBoosting)."""
from __future__ import annotations

import subprocess
import time

import mlflow
import numpy as np
import pandas as pd
from sklearn.ensemble import HistGradientBoostingRegressor

from crumbcast.prep import FEATURE_COLUMNS, make_features, make_target

EXPERIMENT = "crumbcast-demand"
HOLDOUT_DAYS = 56


def mape(y: np.ndarray, p: np.ndarray) -> float:
    """Mean absolute percentage error over rows with sales (rows with y == 0 are left out)."""
    mask = y > 0
    return float(np.mean(np.abs(y[mask] - p[mask]) / y[mask]) * 100)


def baseline(df: pd.DataFrame) -> np.ndarray:
    """Same weekday last week."""
    return df["lag_7"].fillna(0).to_numpy()


def git_sha() -> str:
    return subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()


def train(sales: pd.DataFrame, products: pd.DataFrame) -> str:
    df = make_features(sales, products).dropna(subset=["lag_364"])
    cut = df["business_date"].max() - pd.Timedelta(days=HOLDOUT_DAYS)
    tr, te = df[df["business_date"] <= cut], df[df["business_date"] > cut]
    mlflow.set_experiment(EXPERIMENT)
    with mlflow.start_run() as run:
        mlflow.set_tags({"git_sha": git_sha(), "train_from": str(tr["business_date"].min().date()),
                         "train_to": str(cut.date())})
        params = {"max_iter": 600, "learning_rate": 0.05, "max_leaf_nodes": 63, "l2_regularization": 1.0}
        mlflow.log_params(params)
        model = HistGradientBoostingRegressor(**params, categorical_features=[0, 1, 2], random_state=7)
        t0 = time.monotonic()
        model.fit(tr[FEATURE_COLUMNS], make_target(tr))
        mlflow.log_metric("train_seconds", time.monotonic() - t0)
        y = make_target(te).to_numpy()
        mlflow.log_metric("mape", mape(y, model.predict(te[FEATURE_COLUMNS])))
        mlflow.log_metric("mape_baseline", mape(y, baseline(te)))
        mlflow.sklearn.log_model(model, "model", registered_model_name="crumbcast-demand")
        return run.info.run_id
'''

FLOW_NIGHTLY = '''"""The daily forecast: pull yesterday's TillPoint exports, rebuild features, score, publish the bake plan."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import mlflow
import pandas as pd
from prefect import flow, get_run_logger, task

from crumbcast.load import load_sales
from crumbcast.pos import connect, fetch_exports
from crumbcast.prep import FEATURE_COLUMNS, make_features
from crumbcast.settings import settings

RAW = Path("data/raw")
OUT = Path("forecasts")


@task(retries=2, retry_delay_seconds=60)
def pull_exports(since: date) -> int:
    sftp = connect(settings.sftp_key_path)
    try:
        return len(fetch_exports(sftp, RAW, since))
    finally:
        sftp.close()


@task
def score(target_day: date) -> pd.DataFrame:
    sales = load_sales(RAW)
    products = pd.read_csv("data/products.csv")
    frame = make_features(sales, products)
    rows = frame[frame["business_date"] == pd.Timestamp(target_day)]
    model = mlflow.pyfunc.load_model("models:/crumbcast-demand@champion")
    rows = rows.assign(forecast=model.predict(rows[FEATURE_COLUMNS]).clip(min=0))
    return rows[["shop_code", "plu", "business_date", "forecast"]]


@task
def publish(plan: pd.DataFrame, target_day: date) -> Path:
    OUT.mkdir(exist_ok=True)
    plan = plan.assign(generated_at=datetime.now(timezone.utc).isoformat(timespec="seconds"))
    path = OUT / f"{target_day.isoformat()}.csv"
    plan.to_csv(path, index=False)
    plan.to_parquet(path.with_suffix(".parquet"))
    return path


@flow(name="nightly-forecast", log_prints=True)
def nightly_forecast(target_day: date | None = None) -> None:
    log = get_run_logger()
    target_day = target_day or date.today() + timedelta(days=1)
    n = pull_exports(target_day - timedelta(days=7))
    plan = score(target_day)
    path = publish(plan, target_day)
    log.info("pulled %d exports; %d forecasts written to %s", n, len(plan), path)


if __name__ == "__main__":
    nightly_forecast()
'''

PREFECT_YAML = """name: crumbcast
prefect-version: 3.1.2

pull:
  - prefect.deployments.steps.set_working_directory:
      directory: /opt/crumbcast

deployments:
  - name: prod
    entrypoint: flows/nightly.py:nightly_forecast
    description: Tomorrow's demand per shop and product, for the 14:00 bake plan at Starbeck.
    work_pool:
      name: starbeck-nuc
    schedules:
      - cron: "0 6 * * *"
        timezone: Europe/London
        active: true
    tags: [crumbcast, forecast]
"""

PREP_POLARS = '''"""Feature frame for next-day demand: one row per shop, product and target day (polars, lazy)."""
from __future__ import annotations

import polars as pl

LAGS = (2, 3, 7, 14, 21, 28, 364)

FEATURE_COLUMNS = [
    "shop_code", "plu", "category",
    "dow", "week_of_year", "month", "day_of_month", "is_weekend",
    *[f"lag_{n}" for n in LAGS],
    "roll_mean_7", "roll_mean_14", "roll_mean_28", "roll_std_7", "roll_std_28", "roll_max_7", "roll_min_7",
    "shop_total_lag_7", "shop_total_roll_7", "plu_total_lag_7", "plu_total_roll_7",
    "zero_days_28", "price", "price_change_28", "days_since_launch", "payday_week",
]  # 31

_KEY = ["shop_code", "plu"]


def _lagged(col: str, by: list[str]) -> list[pl.Expr]:
    s = pl.col(col).shift(2).over(by, order_by="business_date")
    return [
        pl.col(col).shift(n).over(by, order_by="business_date").alias(f"lag_{n}") for n in LAGS
    ] + [
        s.rolling_mean(7).alias("roll_mean_7"),
        s.rolling_mean(14).alias("roll_mean_14"),
        s.rolling_mean(28, min_samples=1).alias("roll_mean_28"),
        s.rolling_std(7).alias("roll_std_7"),
        s.rolling_std(28).alias("roll_std_28"),
        s.rolling_max(7).alias("roll_max_7"),
        s.rolling_min(7).alias("roll_min_7"),
        (s == 0).cast(pl.Int16).rolling_sum(28, min_samples=1).alias("zero_days_28"),
    ]


def make_features(sales: pl.LazyFrame, products: pl.LazyFrame) -> pl.LazyFrame:
    """Lags start at 2 days: the forecast for day D+1 is made with sales up to D-1."""
    shop_day = sales.group_by("shop_code", "business_date").agg(pl.col("qty").sum().alias("shop_qty"))
    plu_day = sales.group_by("plu", "business_date").agg(pl.col("qty").sum().alias("plu_qty"))
    d = pl.col("business_date")
    return (
        sales.join(products.select("plu", "category", "price", "launched"), on="plu", how="left")
        .join(shop_day, on=["shop_code", "business_date"], how="left")
        .join(plu_day, on=["plu", "business_date"], how="left")
        .sort("shop_code", "plu", "business_date")
        .with_columns(*_lagged("qty", _KEY))
        .with_columns(
            pl.col("shop_qty").shift(7).over("shop_code", order_by="business_date").alias("shop_total_lag_7"),
            pl.col("shop_qty").shift(2).rolling_mean(7).over("shop_code", order_by="business_date")
            .alias("shop_total_roll_7"),
            pl.col("plu_qty").shift(7).over("plu", order_by="business_date").alias("plu_total_lag_7"),
            pl.col("plu_qty").shift(2).rolling_mean(7).over("plu", order_by="business_date")
            .alias("plu_total_roll_7"),
            (pl.col("price") - pl.col("price").shift(28).over("plu", order_by="business_date"))
            .alias("price_change_28"),
            (d - pl.col("launched")).dt.total_days().alias("days_since_launch"),
            d.dt.weekday().sub(1).alias("dow"),
            d.dt.week().alias("week_of_year"),
            d.dt.month().alias("month"),
            d.dt.day().alias("day_of_month"),
            (d.dt.weekday() >= 6).cast(pl.Int8).alias("is_weekend"),
            (d.dt.day() >= 25).cast(pl.Int8).alias("payday_week"),
            pl.col("shop_code").str.slice(1).cast(pl.Int8),
            pl.col("category").cast(pl.Categorical).to_physical(),
        )
        .drop("shop_qty", "plu_qty", "launched")
    )


def make_target(df: pl.DataFrame) -> pl.Series:
    return df["qty"].cast(pl.Float32)
'''

TRAIN_LGBM = '''"""Trains the demand model with LightGBM and logs everything to MLflow."""
from __future__ import annotations

import subprocess
import time
from datetime import timedelta

import lightgbm as lgb
import mlflow
import numpy as np
import polars as pl

from crumbcast.prep import FEATURE_COLUMNS, make_features, make_target

EXPERIMENT = "crumbcast-demand"
REGISTERED_MODEL = "crumbcast-demand"
HOLDOUT_DAYS = 56
CATEGORICAL = ["shop_code", "plu", "category"]

PARAMS = {
    "objective": "tweedie",
    "tweedie_variance_power": 1.2,
    "learning_rate": 0.04,
    "num_leaves": 127,
    "min_data_in_leaf": 40,
    "feature_fraction": 0.8,
    "bagging_fraction": 0.8,
    "bagging_freq": 1,
    "lambda_l2": 1.0,
    "verbose": -1,
    "seed": 7,
}
NUM_ROUNDS = 1400


def wape(y: np.ndarray, p: np.ndarray) -> float:
    """Weighted absolute percentage error: sum |y - p| / sum y, in percent. Zero-sale days count."""
    return float(np.abs(y - p).sum() / y.sum() * 100)


def mape(y: np.ndarray, p: np.ndarray) -> float:
    """Secondary metric only (rows with y == 0 are left out)."""
    mask = y > 0
    return float(np.mean(np.abs(y[mask] - p[mask]) / y[mask]) * 100)


def git_sha() -> str:
    return subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()


def train(sales: pl.LazyFrame, products: pl.LazyFrame) -> str:
    df = make_features(sales, products).drop_nulls("lag_364").collect()
    cut = df["business_date"].max() - timedelta(days=HOLDOUT_DAYS)
    tr, te = df.filter(pl.col("business_date") <= cut), df.filter(pl.col("business_date") > cut)
    mlflow.set_experiment(EXPERIMENT)
    with mlflow.start_run() as run:
        mlflow.set_tags({"git_sha": git_sha(), "train_from": str(tr["business_date"].min()),
                         "train_to": str(cut), "n_features": str(len(FEATURE_COLUMNS))})
        mlflow.log_params({**PARAMS, "num_rounds": NUM_ROUNDS})
        ds = lgb.Dataset(tr.select(FEATURE_COLUMNS).to_pandas(), make_target(tr).to_numpy(),
                         categorical_feature=CATEGORICAL, free_raw_data=False)
        t0 = time.monotonic()
        booster = lgb.train(PARAMS, ds, num_boost_round=NUM_ROUNDS)
        mlflow.log_metric("train_seconds", time.monotonic() - t0)
        y = make_target(te).to_numpy()
        p = booster.predict(te.select(FEATURE_COLUMNS).to_pandas())
        base = te["lag_7"].fill_null(0).to_numpy()
        mlflow.log_metrics({"wape": wape(y, p), "wape_baseline": wape(y, base), "mape": mape(y, p)})
        mlflow.lightgbm.log_model(booster, "model", registered_model_name=REGISTERED_MODEL)
        return run.info.run_id
'''

WEATHER_PY = '''"""Daily weather for each shop's town from Open-Meteo (free, no key), grouped for the model."""
from __future__ import annotations

from datetime import date

import httpx
import polars as pl

FORECAST_URL = "https://api.open-meteo.com/v1/forecast"
ARCHIVE_URL = "https://archive-api.open-meteo.com/v1/archive"

SHOPS = {  # shop code -> (town, lat, lon)
    "S01": ("Harrogate", 53.992, -1.541), "S02": ("Starbeck", 53.998, -1.500),
    "S03": ("Wetherby", 53.928, -1.386), "S04": ("Knaresborough", 54.009, -1.467),
    "S05": ("Boroughbridge", 54.096, -1.398), "S06": ("Ripon", 54.138, -1.524),
    "S07": ("Thirsk", 54.232, -1.343), "S08": ("Pateley Bridge", 54.085, -1.757),
    "S09": ("Masham", 54.222, -1.656), "S10": ("Bedale", 54.288, -1.591),
    "S11": ("Easingwold", 54.120, -1.191), "S12": ("Tadcaster", 53.884, -1.262),
}

WEATHER_GROUPS = ("clear", "cloudy", "rain", "thunder")


def group_code(code: int) -> str:
    """WMO weather code -> one of WEATHER_GROUPS."""
    if code <= 1:
        return "clear"
    if code <= 48:
        return "cloudy"
    if code < 95:
        return "rain"
    return "thunder"


def daily(shop: str, start: date, end: date, archive: bool = False) -> pl.DataFrame:
    town, lat, lon = SHOPS[shop]
    r = httpx.get(ARCHIVE_URL if archive else FORECAST_URL, timeout=20, params={
        "latitude": lat, "longitude": lon, "start_date": start.isoformat(), "end_date": end.isoformat(),
        "daily": "temperature_2m_max,precipitation_sum,weather_code", "timezone": "Europe/London"})
    r.raise_for_status()
    d = r.json()["daily"]
    return pl.DataFrame({
        "shop_code": int(shop[1:]),
        "business_date": pl.Series(d["time"]).str.to_date(),
        "temp_max_c": d["temperature_2m_max"],
        "precip_mm": d["precipitation_sum"],
        "weather_group": [group_code(c) for c in d["weather_code"]],
    })


def add_weather(frame: pl.DataFrame, weather: pl.DataFrame) -> pl.DataFrame:
    """Joins the day's weather by shop and one-hot encodes weather_group (weather_group_clear, ...)."""
    joined = frame.join(weather, on=["shop_code", "business_date"], how="left")
    return joined.to_dummies("weather_group")
'''

API_PY = '''"""The scoring service: the published bake plan for Tariq's sheet, and on-demand forecasts."""
from __future__ import annotations

import json
import logging
import time
from contextlib import asynccontextmanager
from datetime import date

import lightgbm as lgb
import polars as pl
from azure.storage.blob import ContainerClient
from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from crumbcast.prep import FEATURE_COLUMNS, make_features
from crumbcast.settings import settings

log = logging.getLogger("crumbcast.api")
state: dict = {}


def _load_champion() -> tuple[lgb.Booster, dict]:
    models = ContainerClient.from_connection_string(settings.storage_connection, "models")
    meta = json.loads(models.download_blob("champion/meta.json").readall())
    booster = lgb.Booster(model_str=models.download_blob("champion/model.txt").readall().decode())
    return booster, meta


@asynccontextmanager
async def lifespan(app: FastAPI):
    t0 = time.monotonic()
    state["booster"], state["meta"] = _load_champion()
    log.info("model %s loaded in %.1f s", state["meta"]["version"], time.monotonic() - t0)
    yield
    state.clear()


app = FastAPI(title="crumbcast", lifespan=lifespan)


class ForecastRequest(BaseModel):
    day: date
    shops: list[str] | None = None


@app.get("/health")
def health() -> dict:
    return {"ok": True, "model_version": state["meta"]["version"], "features": state["booster"].num_feature()}


@app.post("/forecast")
def forecast(req: ForecastRequest) -> list[dict]:
    frame = make_features(settings.history(), settings.products()).filter(pl.col("business_date") == req.day)
    if req.shops:
        frame = frame.filter(pl.col("shop_code").is_in([int(s[1:]) for s in req.shops]))
    frame = frame.collect()
    if frame.is_empty():
        raise HTTPException(404, f"no rows for {req.day}")
    pred = state["booster"].predict(frame.select(FEATURE_COLUMNS).to_pandas())
    return frame.select("shop_code", "plu").with_columns(forecast=pl.Series(pred).clip(0)).to_dicts()


@app.get("/bake-plan.csv")
def bake_plan(day: date) -> Response:
    """The plan the flow published for `day` (Tariq's Power Query pulls this at 14:00)."""
    plans = ContainerClient.from_connection_string(settings.storage_connection, "forecasts")
    try:
        body = plans.download_blob(f"{day.isoformat()}.csv").readall()
    except Exception as exc:  # ResourceNotFoundError
        raise HTTPException(404, f"no plan published for {day}") from exc
    return Response(body, media_type="text/csv")
'''

DOCKERFILE = """FROM python:3.12-slim AS base
COPY --from=ghcr.io/astral-sh/uv:0.5.1 /uv /uvx /bin/
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy PYTHONUNBUFFERED=1
RUN apt-get update && apt-get install -y --no-install-recommends libgomp1 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

COPY pyproject.toml uv.lock ./
RUN uv sync --frozen --no-dev --no-install-project

COPY src/ src/
RUN uv sync --frozen --no-dev

RUN useradd --uid 10001 crumb
USER crumb
EXPOSE 8080
CMD ["/app/.venv/bin/uvicorn", "crumbcast.api:app", "--host", "0.0.0.0", "--port", "8080", "--workers", "1"]
"""

DEPLOY_YML = """name: deploy

on:
  push:
    branches: [main]
    tags: ["v*"]
  workflow_dispatch:

permissions:
  id-token: write
  contents: read

concurrency: deploy-prod

env:
  REGISTRY: crumbcastacr.azurecr.io
  IMAGE: crumbcast-api
  RESOURCE_GROUP: rg-crumbcast-prod
  APP: ca-crumbcast-api

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v3
        with:
          version: "0.5.1"
      - run: uv sync --frozen
      - run: uv run ruff check . && uv run ruff format --check .
      - run: uv run pytest -q

  deploy:
    needs: test
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: actions/checkout@v4
      - uses: azure/login@v2
        with:
          client-id: ${{ secrets.AZURE_CLIENT_ID }}
          tenant-id: ${{ secrets.AZURE_TENANT_ID }}
          subscription-id: ${{ secrets.AZURE_SUBSCRIPTION_ID }}
      - name: build in ACR
        run: az acr build --registry crumbcastacr --image $IMAGE:${{ github.sha }} --image $IMAGE:latest .
      - name: roll out
        run: >
          az containerapp update --name $APP --resource-group $RESOURCE_GROUP
          --image $REGISTRY/$IMAGE:${{ github.sha }}
          --yaml deploy/containerapp.yaml
      - name: smoke
        run: |
          fqdn=$(az containerapp show -n $APP -g $RESOURCE_GROUP --query properties.configuration.ingress.fqdn -o tsv)
          curl --fail --retry 6 --retry-delay 10 "https://$fqdn/health"
"""

INCIDENT_MD = """# Incident 2029-05-22: no fresh bake plan for Wednesday

**Impact.** The 06:00 forecast run failed; at 14:00 Tariq's sheet pulled Monday's plan (generated_at
2029-05-21 05:02 UTC) for Wednesday's bake. Noticed by Tariq at 14:05 on the phone. Plan republished
at 14:41 by a manual run; Tariq re-planned Wednesday by 15:10. No shop short on Wednesday.

**Timeline (Europe/London).**
- 06:00 `nightly-forecast/prod` starts; `pull_exports` cannot connect to sftp.tillpoint.co.uk:2222
- 06:00-06:02 two retries 60 s apart, same error; flow Failed at 06:02:14. No alert was configured.
- 14:00 the sheet pulls the stale plan; 14:05 Tariq calls
- 14:25 cause found: TillPoint's status page announces SFTP maintenance **daily 05:30-06:30 UK time from
  21 May** (the notice went to the old it@ address)
- 14:41 manual run Completed, 696 forecasts for 2029-05-23

**Cause.** Our schedule (06:00) sat inside the vendor's new maintenance window, and the retries
(2 x 60 s) gave up long before it ended. The failure was silent.

**Fixes.**
- Schedule moved to **21:45** the evening before (exports are complete by 21:00; shops close 17:30).
- `pull_exports`: 3 retries, 10 minutes apart.
- Prefect automation: a Failed or Crashed run of the bake plan emails Tariq and Ruth.
- Flow renamed `bake-plan-refresh` (file `flows/bake_plan.py`): it is no longer a morning job.
- TillPoint notices now go to ops@hollisbakes.co.uk (Lena).
"""

WASTE_FLOW = '''"""Weekly waste report for Sofia: baked (Starbeck production log) minus sold, per shop, emailed Mondays."""
from __future__ import annotations

from datetime import date, timedelta

import polars as pl
from prefect import flow, task
from prefect_email import EmailServerCredentials, email_send_message

from crumbcast.load import load_sales

RECIPIENT = "sofia.marques@hollisbakes.co.uk"


@task
def weekly_waste(week_start: date) -> pl.DataFrame:
    week_end = week_start + timedelta(days=6)
    baked = (pl.scan_csv("data/production/baked_*.csv", try_parse_dates=True)
             .filter(pl.col("bake_date").is_between(week_start, week_end))
             .group_by("shop_code").agg(pl.col("units").sum().alias("baked")))
    sold = (load_sales("data/raw").filter(pl.col("business_date").is_between(week_start, week_end))
            .group_by("shop_code").agg(pl.col("qty").sum().alias("sold")))
    return (baked.join(sold, on="shop_code", how="left")
            .with_columns(waste=pl.col("baked") - pl.col("sold"))
            .with_columns(waste_pct=(pl.col("waste") / pl.col("baked") * 100).round(1))
            .sort("shop_code").collect())


@flow(name="weekly-waste")
def weekly_waste_report(week_start: date | None = None) -> None:
    week_start = week_start or date.today() - timedelta(days=7)
    report = weekly_waste(week_start)
    email_send_message(
        email_server_credentials=EmailServerCredentials.load("ops-smtp"),
        subject=f"Waste report, week of {week_start:%d %B %Y}",
        msg=report.write_csv(), email_to=RECIPIENT)
'''

RETRAIN_FLOW = '''"""Weekly retraining: train on all history, compare with the champion, promote only if WAPE is better."""
from __future__ import annotations

import mlflow
import polars as pl
from mlflow import MlflowClient
from prefect import flow, get_run_logger

from crumbcast.load import load_sales
from crumbcast.publish import publish_champion
from crumbcast.train import REGISTERED_MODEL, train


@flow(name="weekly-retrain")
def weekly_retrain() -> None:
    log = get_run_logger()
    client = MlflowClient()
    run_id = train(load_sales("data/raw"), pl.scan_csv("data/products.csv", try_parse_dates=True))
    new = client.get_run(run_id).data.metrics["wape"]
    champ = client.get_model_version_by_alias(REGISTERED_MODEL, "champion")
    old = client.get_run(champ.run_id).data.metrics["wape"]
    latest = client.search_model_versions(f"run_id = '{run_id}'")[0]
    if new < old:
        client.set_registered_model_alias(REGISTERED_MODEL, "champion", latest.version)
        publish_champion(latest.version)
        log.info("promoted version %s: WAPE %.2f < %.2f", latest.version, new, old)
    else:
        log.info("kept version %s: new WAPE %.2f >= %.2f", champ.version, new, old)
'''

REVIEW_MD = """# crumbcast: first week review, 25 May 2029

With Gwen Hollis (managing director) and Tariq Aziz (production planning, Starbeck).

## First full week, all 12 shops (Mon 21 - Thu 24 May)
- Waste: 9.4 % of baked units (11.2 % in the four weeks before the forecasts)
- Sell-outs before 15:00: 9 (23 in the same week last month)
- WAPE live: 18.1 % (same-weekday-last-week baseline 27.3 %)
- One incident: 22 May, stale plan after the 06:00 run failed (TillPoint maintenance); run moved to 21:45

## Decisions
- Weekly retraining, Sundays 03:00, promote only if WAPE beats the champion
- Bank holiday Monday 28 May: Tariq checks the plan by hand on Sunday 27 May
- Otley (S13) opens Monday 2 July: needs forecasts without any history by then
  (start from the average of Wetherby and Harrogate, scaled by floor area)
- Gwen presents the first month to the board on Monday 4 June

## Other dates
- Lena rotates the TillPoint SFTP key on Monday 11 June (new key in Prefect secret `tillpoint-sftp-key`)
"""

LOAD_POLARS = '''"""Reads TillPoint exports into one sales frame: shop_code, plu, business_date, qty, net_sales (polars)."""
from __future__ import annotations

from pathlib import Path

import polars as pl


def load_sales(raw_dir: Path | str) -> pl.LazyFrame:
    """All exports, summed to one row per shop, product and day (refund lines carry negative qty)."""
    raw = pl.scan_csv(f"{raw_dir}/HOLLIS_S*_*.csv", separator=";",
                      schema_overrides={"Qty": pl.String, "NetSales": pl.String})
    return (
        raw.select(
            pl.col("BusinessDate").str.to_date("%d/%m/%Y").alias("business_date"),  # TillPoint: day first
            pl.col("ShopCode").alias("shop_code"),
            pl.col("PLU").cast(pl.Int32).alias("plu"),
            pl.col("Qty").cast(pl.Int32).alias("qty"),
            pl.col("NetSales").cast(pl.Float64),
        )
        .rename({"NetSales": "net_sales"})
        .group_by("shop_code", "plu", "business_date")
        .agg(pl.col("qty").sum(), pl.col("net_sales").sum())
        .sort("shop_code", "plu", "business_date")
    )
'''
