"""Whole files the agent reads or writes in the riverbend history (bench/agentdev55/sessions.py)."""
from __future__ import annotations

ENV_YML = """name: riverbend
channels:
  - conda-forge
  - nodefaults
dependencies:
  - python=3.12
  - numpy>=2.1
  - numba>=0.61
  - scipy>=1.14
  - xarray>=2025.1
  - netcdf4>=1.7
  - dask>=2025.1
  - matplotlib>=3.10
  - pytest>=8.3
  - hypothesis>=6.122
  - ruff>=0.9
  - pip
"""

PYPROJECT = """[build-system]
requires = ["hatchling>=1.26"]
build-backend = "hatchling.build"

[project]
name = "riverbend"
dynamic = ["version"]
description = "GR4J rainfall-runoff modelling with NumPy and Numba, calibrated per catchment"
readme = "README.md"
license = "BSD-3-Clause"
requires-python = ">=3.10"
authors = [{ name = "Malte Lindqvist", email = "m.lindqvist@northmoor.ac.uk" }]
dependencies = [
    "numpy>=1.26",
    "numba>=0.60",
    "scipy>=1.13",
    "xarray>=2024.6",
    "netcdf4>=1.7",
]

[project.optional-dependencies]
test = ["pytest>=8.3", "hypothesis>=6.110"]
docs = ["sphinx>=8.1", "numpydoc>=1.8", "myst-nb>=1.1", "sphinx-rtd-theme>=3.0"]

[project.scripts]
riverbend = "riverbend.cli:main"

[project.urls]
Documentation = "https://riverbend.readthedocs.io"
Source = "https://github.com/northmoor-hydro/riverbend"

[tool.hatch.version]
path = "src/riverbend/__init__.py"

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-ra --strict-markers"
markers = ["slow: longer than a few seconds; skipped unless --runslow"]

[tool.ruff]
line-length = 100
target-version = "py310"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "NPY", "UP"]
"""

GR4J_PY = '''"""GR4J daily rainfall-runoff model (Perrin et al., 2003), compiled with Numba.

Units: precipitation, PET and discharge in mm/day, stores in mm, x4 in days.
"""
from __future__ import annotations

import numpy as np
from numba import njit

from riverbend.errors import SimulationError

#: x1 production store capacity (mm), x2 groundwater exchange coefficient (mm/day),
#: x3 routing store capacity (mm), x4 unit hydrograph time base (days).
PARAM_NAMES = ("x1", "x2", "x3", "x4")


@njit(error_model="numpy")
def _s_curve1(t, x4):
    if t <= 0.0:
        return 0.0
    if t < x4:
        return (t / x4) ** 2.5
    return 1.0


@njit(error_model="numpy")
def _s_curve2(t, x4):
    if t <= 0.0:
        return 0.0
    if t < x4:
        return 0.5 * (t / x4) ** 2.5
    if t < 2.0 * x4:
        return 1.0 - 0.5 * (2.0 - t / x4) ** 2.5
    return 1.0


@njit(error_model="numpy")
def _gr4j_kernel(precip, pet, x1, x2, x3, x4, s0, r0):
    n = precip.shape[0]
    q = np.empty(n)
    nuh1 = int(np.ceil(x4))
    nuh2 = int(np.ceil(2.0 * x4))
    uh1 = np.empty(nuh1)
    uh2 = np.empty(nuh2)
    for i in range(nuh1):
        uh1[i] = _s_curve1(i + 1.0, x4) - _s_curve1(float(i), x4)
    for i in range(nuh2):
        uh2[i] = _s_curve2(i + 1.0, x4) - _s_curve2(float(i), x4)
    buf1 = np.zeros(nuh1)
    buf2 = np.zeros(nuh2)
    s = s0 * x1
    r = r0 * x3
    for t in range(n):
        p = precip[t]
        e = pet[t]
        if p >= e:
            pn = p - e
            tw = np.tanh(pn / x1)
            ps = x1 * (1.0 - (s / x1) ** 2) * tw / (1.0 + s / x1 * tw)
            s += ps
            pr = pn - ps
        else:
            en = e - p
            tw = np.tanh(en / x1)
            es = s * (2.0 - s / x1) * tw / (1.0 + (1.0 - s / x1) * tw)
            s -= es
            pr = 0.0
        perc = s * (1.0 - (1.0 + (4.0 / 9.0 * s / x1) ** 4) ** -0.25)
        s -= perc
        pr += perc
        # split: 90 % through UH1 and the routing store, 10 % through UH2 (direct flow)
        for i in range(nuh1 - 1):
            buf1[i] = buf1[i + 1] + uh1[i] * 0.9 * pr
        buf1[nuh1 - 1] = uh1[nuh1 - 1] * 0.9 * pr
        for i in range(nuh2 - 1):
            buf2[i] = buf2[i + 1] + uh2[i] * 0.1 * pr
        buf2[nuh2 - 1] = uh2[nuh2 - 1] * 0.1 * pr
        f = x2 * (r / x3) ** 3.5
        r = max(0.0, r + buf1[0] + f)
        qr = r * (1.0 - (1.0 + (r / x3) ** 4) ** -0.25)
        r -= qr
        qd = max(0.0, buf2[0] + f)
        q[t] = qr + qd
    return q, s, r


def run_gr4j(precip, pet, params, s0=0.3, r0=0.5):
    """Run GR4J over one forcing series.

    Parameters
    ----------
    precip, pet : numpy.ndarray
        Daily precipitation and potential evapotranspiration (mm/day), float64, same length.
    params : sequence of float
        ``(x1, x2, x3, x4)``, see :data:`PARAM_NAMES`.
    s0, r0 : float
        Initial filling of the production and routing stores (fraction of x1 and x3).

    Returns
    -------
    numpy.ndarray
        Simulated discharge (mm/day).
    """
    precip = np.ascontiguousarray(precip, dtype=np.float64)
    pet = np.ascontiguousarray(pet, dtype=np.float64)
    x1, x2, x3, x4 = (float(v) for v in params)
    q, _, _ = _gr4j_kernel(precip, pet, x1, x2, x3, x4, s0, r0)
    bad = np.flatnonzero(np.isnan(q))
    if bad.size:
        raise SimulationError(f"simulated discharge contains NaN at timestep {bad[0]}")
    return q
'''

IO_PY = '''"""CAMELS-GB forcing and observed discharge (xarray at the boundary, NumPy for the kernels)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import xarray as xr

DATA_ROOT = Path("data/camels-gb/nc")
VARIABLES = ("precipitation", "pet", "discharge_spec")


@dataclass(frozen=True)
class Forcing:
    """One catchment\'s daily series as float64 arrays (mm/day)."""

    station_id: int
    time: np.ndarray
    precip: np.ndarray
    pet: np.ndarray
    qobs: np.ndarray


def open_camels(root: Path = DATA_ROOT) -> xr.Dataset:
    """All 671 stations lazily: one file per station, one dask chunk per station."""
    files = sorted(root.glob("CAMELS_GB_*_timeseries.nc"))
    return xr.open_mfdataset(files, combine="nested", concat_dim="station_id",
                             chunks={"station_id": 1, "time": -1}, parallel=True)


def load_forcing(ds: xr.Dataset, station_id: int, start: str, end: str) -> Forcing:
    """The forcing of one station between two dates (inclusive), computed into memory.

    Parameters
    ----------
    ds : xarray.Dataset
        From :func:`open_camels`.
    station_id : int
        CAMELS-GB gauge id, e.g. 39001 (Thames at Kingston).
    start, end : str
        ISO dates.
    """
    sub = ds.sel(station_id=station_id, time=slice(start, end))[list(VARIABLES)].compute()
    return Forcing(station_id, sub.time.values,
                   sub.precipitation.values.astype(np.float64),
                   sub.pet.values.astype(np.float64),
                   sub.discharge_spec.values.astype(np.float64))
'''

CALIB_PY = '''"""Per-catchment calibration of GR4J with differential evolution."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.optimize import differential_evolution

from riverbend.gr4j import PARAM_NAMES, simulate_population

#: Parameter bounds (x1 mm, x2 mm/day, x3 mm, x4 days).
BOUNDS = {"x1": (10.0, 2500.0), "x2": (-10.0, 5.0), "x3": (0.0, 500.0), "x4": (0.5, 6.0)}
WARMUP = ("1988-10-01", "1990-09-30")
CAL_PERIOD = ("1990-10-01", "2005-09-30")
VAL_PERIOD = ("2005-10-01", "2015-09-30")
SEED = 20280209


@dataclass
class CalibrationResult:
    station_id: int
    params: dict[str, float]
    score_cal: float
    score_val: float
    generations: int
    seed: int


def nse(sim: np.ndarray, obs: np.ndarray) -> np.ndarray:
    """Nash-Sutcliffe efficiency over the last axis, ignoring days without observations."""
    ok = ~np.isnan(obs)
    o = obs[ok]
    return 1.0 - ((sim[..., ok] - o) ** 2).sum(axis=-1) / ((o - o.mean()) ** 2).sum()


def calibrate(forcing, maxiter: int = 200, popsize: int = 20, seed: int = SEED) -> CalibrationResult:
    """Find (x1, x2, x3, x4) maximising NSE over CAL_PERIOD after the warm-up.

    The whole population is evaluated in one call (``vectorized=True``), which needs
    ``updating="deferred"``.
    """
    n_warm = np.searchsorted(forcing.time, np.datetime64(CAL_PERIOD[0]))
    n_cal = np.searchsorted(forcing.time, np.datetime64(CAL_PERIOD[1]), side="right")
    obs = forcing.qobs[n_warm:n_cal]

    def loss(x):  # x: (4, S)
        q = simulate_population(forcing.precip[:n_cal], forcing.pet[:n_cal], np.ascontiguousarray(x.T))
        return 1.0 - nse(q[:, n_warm:], obs)

    res = differential_evolution(loss, list(BOUNDS.values()), maxiter=maxiter, popsize=popsize,
                                 seed=seed, vectorized=True, updating="deferred", polish=False, tol=1e-6)
    params = dict(zip(PARAM_NAMES, map(float, res.x)))
    return CalibrationResult(forcing.station_id, params, 1.0 - float(res.fun), float("nan"), res.nit, seed)
'''

SBATCH_NODE = """#!/bin/bash
#SBATCH --job-name=rb-calib
#SBATCH --account=hydro-okb
#SBATCH --partition=compute
#SBATCH --nodes=1
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=32
#SBATCH --mem=64G
#SBATCH --time=24:00:00
#SBATCH --output=/scratch/hydro-okb/riverbend/logs/%x-%j.out

# One job per batch of ~84 stations; numba parallelises the DE population inside each calibration.
set -euo pipefail
module load miniforge/24.11
conda activate riverbend

RUN_DIR=/scratch/hydro-okb/riverbend/runs/nse-v1
mkdir -p "$RUN_DIR"
while read -r station; do
    riverbend calibrate --station "$station" --out "$RUN_DIR"
done < "slurm/batches/batch_${BATCH}.txt"
"""

SBATCH_ARRAY = """#!/bin/bash
#SBATCH --job-name=rb-calib
#SBATCH --account=hydro-okb
#SBATCH --partition=compute
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=1
#SBATCH --mem=2G
#SBATCH --time=02:00:00
#SBATCH --array=0-670%64
#SBATCH --output=/scratch/hydro-okb/riverbend/logs/%x-%A_%a.out

# One single-threaded task per station (reviewed by Gareth Pryce, Aurora HPC support).
set -euo pipefail
export NUMBA_NUM_THREADS=${SLURM_CPUS_PER_TASK:-1}
export OMP_NUM_THREADS=${SLURM_CPUS_PER_TASK:-1}
export OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
module load miniforge/24.11
conda activate riverbend

RUN_DIR=${RUN_DIR:-/scratch/hydro-okb/riverbend/runs/nse-v2}
STATION=$(sed -n "$((SLURM_ARRAY_TASK_ID + 1))p" slurm/stations.txt)
mkdir -p "$RUN_DIR"
riverbend calibrate --station "$STATION" --out "$RUN_DIR"
"""

DOCS_CONF = '''"""Sphinx configuration for riverbend (https://riverbend.readthedocs.io)."""
from importlib.metadata import version as _version

project = "riverbend"
author = "Malte Lindqvist, Hanna Okonkwo-Berg, Tobias Ferreira"
copyright = "2028, Northmoor Hydrology Group"
release = _version("riverbend")
version = ".".join(release.split(".")[:2])

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.intersphinx",
    "sphinx.ext.mathjax",
    "numpydoc",
    "myst_nb",
]
autosummary_generate = True
numpydoc_show_class_members = False
intersphinx_mapping = {
    "python": ("https://docs.python.org/3", None),
    "numpy": ("https://numpy.org/doc/stable", None),
    "xarray": ("https://docs.xarray.dev/en/stable", None),
    "scipy": ("https://docs.scipy.org/doc/scipy", None),
}
nb_execution_mode = "auto"
nb_execution_timeout = 600

html_theme = "sphinx_rtd_theme"
html_theme_options = {"navigation_depth": 3}
html_static_path = ["_static"]
exclude_patterns = ["_build", "**.ipynb_checkpoints"]
'''

RTD_YAML = """# Read the Docs: https://riverbend.readthedocs.io
version: 2
build:
  os: ubuntu-24.04
  tools:
    python: "mambaforge-latest"
conda:
  environment: docs/environment.yml
python:
  install:
    - method: pip
      path: .
sphinx:
  configuration: docs/conf.py
  fail_on_warning: true
formats:
  - pdf
"""

PROPS_TEST = '''"""Property tests of the GR4J kernel with hypothesis."""
import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from riverbend.gr4j import _gr4j_kernel, water_balance

rain = arrays(np.float64, st.integers(30, 400), elements=st.floats(0.0, 120.0))
params = st.tuples(st.floats(10.0, 2500.0), st.floats(-10.0, 5.0), st.floats(1.0, 500.0),
                   st.floats(0.5, 6.0))


@given(rain, params)
def test_discharge_never_negative(p, x):
    q, _, _ = _gr4j_kernel(p, np.full_like(p, 2.0), *x, 0.3, 0.5)
    assert (q >= 0.0).all()


@given(rain, params)
def test_stores_within_capacity(p, x):
    _, s, r = _gr4j_kernel(p, np.full_like(p, 2.0), *x, 0.3, 0.5)
    assert 0.0 <= s <= x[0] + 1e-9
    assert r >= 0.0


@given(rain, params)
def test_water_balance_closes(p, x):
    b = water_balance(p, np.full_like(p, 2.0), x)
    residual = b["precip"] - b["aet"] - b["q"] - b["storage_change"]
    assert abs(residual) < 1e-9, f"water balance residual {residual:.4f} mm"
'''

RELEASE_YML = """name: release
on:
  push:
    tags: ["v*"]

jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: python -m pip install build
      - run: python -m build
      - uses: actions/upload-artifact@v4
        with:
          name: dist
          path: dist/

  publish:
    needs: build
    runs-on: ubuntu-24.04
    environment: pypi
    permissions:
      id-token: write   # trusted publishing, no API token stored anywhere
    steps:
      - uses: actions/download-artifact@v4
        with:
          name: dist
          path: dist/
      - uses: pypa/gh-action-pypi-publish@release/v1
"""

META_YAML = """{% set name = "riverbend" %}
{% set version = "0.2.0" %}

package:
  name: {{ name|lower }}
  version: {{ version }}

source:
  url: https://pypi.org/packages/source/{{ name[0] }}/{{ name }}/riverbend-{{ version }}.tar.gz
  sha256: 4f6a1c0e9b3d27a85e11c4f07d2b6a93e58c1d0f7a2b94c6e3d815f0a7c2e4b9

build:
  noarch: python
  script: {{ PYTHON }} -m pip install . -vv --no-deps --no-build-isolation
  number: 0
  entry_points:
    - riverbend = riverbend.cli:main

requirements:
  host:
    - python >=3.10
    - hatchling >=1.26
    - pip
  run:
    - python >=3.10
    - numpy >=1.26
    - numba >=0.60
    - scipy >=1.13
    - xarray >=2024.6
    - netcdf4 >=1.7

test:
  imports:
    - riverbend
  commands:
    - pip check
    - riverbend --help
  requires:
    - pip

about:
  home: https://github.com/northmoor-hydro/riverbend
  summary: GR4J rainfall-runoff modelling with NumPy and Numba
  license: BSD-3-Clause
  license_file: LICENSE
  doc_url: https://riverbend.readthedocs.io

extra:
  recipe-maintainers:
    - mlindqvist
    - sunitaraman
"""

FIG4_PY = '''"""Figure 4: observed and simulated hydrographs for four catchments, validation period."""
from __future__ import annotations

import matplotlib.pyplot as plt
import xarray as xr

from riverbend.plotting import OKABE_ITO

STATIONS = {39001: "Thames at Kingston", 27009: "Ouse at Skelton", 54001: "Severn at Bewdley",
            8006: "Spey at Boat o Brig"}


def main(run_dir: str = "/scratch/hydro-okb/riverbend/runs/kge-v1", out: str = "paper/figures/fig4.pdf"):
    fig, axes = plt.subplots(4, 1, figsize=(7.0, 8.5), sharex=True, constrained_layout=True)
    for ax, (sid, name) in zip(axes, STATIONS.items()):
        ds = xr.open_dataset(f"{run_dir}/{sid}/simulation.nc").sel(time=slice("2005-10-01", "2015-09-30"))
        ax.plot(ds.time, ds.qobs, color=OKABE_ITO["black"], lw=0.6, label="observed")
        ax.plot(ds.time, ds.qsim, color=OKABE_ITO["vermillion"], lw=0.6, label="GR4J (KGE)")
        ax.set_yscale("log")
        ax.set_ylabel("Q (mm d$^{-1}$)")
        ax.set_title(f"{sid} {name}", loc="left", fontsize=9)
    axes[0].legend(frameon=False, ncols=2)
    fig.savefig(out, dpi=300)


if __name__ == "__main__":
    main()
'''

METRICS_PY = '''"""Goodness-of-fit metrics over the last axis; days without observations are ignored."""
from __future__ import annotations

import numpy as np


def nse(sim: np.ndarray, obs: np.ndarray) -> np.ndarray:
    """Nash-Sutcliffe efficiency (reported in the appendix only)."""
    ok = ~np.isnan(obs)
    o = obs[ok]
    return 1.0 - ((sim[..., ok] - o) ** 2).sum(axis=-1) / ((o - o.mean()) ** 2).sum()


def kge(sim: np.ndarray, obs: np.ndarray) -> np.ndarray:
    """Kling-Gupta efficiency (Gupta et al., 2009): 1 - sqrt((r-1)^2 + (alpha-1)^2 + (beta-1)^2)."""
    ok = ~np.isnan(obs)
    o, s = obs[ok], sim[..., ok]
    r = ((s - s.mean(axis=-1, keepdims=True)) * (o - o.mean())).mean(axis=-1) / (s.std(axis=-1) * o.std())
    alpha = s.std(axis=-1) / o.std()
    beta = s.mean(axis=-1) / o.mean()
    return 1.0 - np.sqrt((r - 1.0) ** 2 + (alpha - 1.0) ** 2 + (beta - 1.0) ** 2)


def kge_log(sim: np.ndarray, obs: np.ndarray, eps_frac: float = 0.01) -> np.ndarray:
    """KGE of log flows (low-flow skill); eps = 1 % of the mean observed flow avoids log(0)."""
    eps = eps_frac * np.nanmean(obs)
    return kge(np.log(sim + eps), np.log(obs + eps))
'''
