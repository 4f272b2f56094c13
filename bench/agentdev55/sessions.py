"""The eleven sessions of the riverbend history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad55_files import (CALIB_PY, DOCS_CONF, ENV_YML, FIG4_PY, GR4J_PY, IO_PY, META_YAML, METRICS_PY, PROPS_TEST,
                        PYPROJECT, RELEASE_YML, RTD_YAML, SBATCH_ARRAY, SBATCH_NODE)

LOGIN = "aurora-login2.hpc.northmoor.ac.uk"


def ok_tests(n, secs="6.12", files=(("tests/test_gr4j.py", 4), ("tests/test_properties.py", 3))):
    lines = ""
    done = 0
    for f, k in files:
        done += k
        lines += f"{f} {'.' * k}".ljust(72) + f" [{round(100 * done / n):3d}%]\n"
    return (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.12.8, pytest-8.3.4, pluggy-1.5.0\nrootdir: /home/malte/src/riverbend\n"
            f"configfile: pyproject.toml\nplugins: hypothesis-6.122.3\ncollected {n} items\n\n{lines}\n"
            f"============================== {n} passed in {secs}s ===============================")


def s1(s):
    s.start()
    s.prompt("goal", "New project: riverbend. It's the rainfall-runoff package for Hanna Okonkwo-Berg's hydrology "
             "group here at Northmoor. GR4J daily model, kernel in NumPy + Numba, forcing and observed flow from "
             "CAMELS-GB as NetCDF read with xarray, calibrated separately for all 671 CAMELS-GB catchments on the "
             "university cluster. The results go into our HESS paper with Tobias Ferreira (TU Delft) as co-author, "
             "submission deadline 15 March. Start with the package skeleton and the model kernel.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 malte malte 4096 Feb  1 09:11 .\ndrwxr-xr-x 14 malte malte 4096 "
           "Feb  1 09:10 ..\ndrwxr-xr-x  7 malte malte 4096 Feb  1 09:11 .git\n-rw-r--r--  1 malte malte   41 Feb  1 "
           "09:11 README.md")
    s.prompt("rules", "House rules for this repo: the environment comes from conda-forge only (mamba + "
             "environment.yml); the only pip call allowed is `pip install -e . --no-deps`. Numba kernels get plain "
             "float64 NumPy arrays, xarray and pandas stay at the I/O edge. Internally everything is mm/day and mm, "
             "no m3/s anywhere inside the package. Every public function gets a NumPy-style docstring. And the "
             "CAMELS-GB files are licensed by UKCEH: never commit them, data/ goes in .gitignore.")
    s.write("envyml", "environment.yml", ENV_YML)
    s.bash("mambaenv", "mamba env create -f environment.yml && mamba run -n riverbend pip install -e . --no-deps",
           "Channels:\n - conda-forge\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\n"
           "Solving environment: done\n\nDownloading and Extracting Packages:\n\nPreparing transaction: done\n"
           "Verifying transaction: done\nExecuting transaction: done\n#\n# To activate this environment, use\n#\n"
           "#     $ mamba activate riverbend\n\n  + numba        0.61.0  py312h2e6246c_1  conda-forge\n"
           "  + numpy        2.1.3   py312h58c1407_0  conda-forge\n  + xarray       2025.1.2  pyhd8ed1ab_0   "
           "conda-forge\n  + hypothesis   6.122.3  pyha770c72_0   conda-forge\nObtaining file:///home/malte/src/"
           "riverbend\nSuccessfully installed riverbend-0.1.0.dev0", minutes=6)
    s.write("pyproject", "pyproject.toml", PYPROJECT)
    s.write("gr4jpy", "src/riverbend/gr4j.py", GR4J_PY)
    s.write(None, "src/riverbend/errors.py",
            '"""Exceptions raised by riverbend."""\n\n\nclass RiverbendError(Exception):\n    """Base class."""\n\n\n'
            'class SimulationError(RiverbendError):\n    """The model produced an invalid state (NaN, negative store)."""\n')
    s.write("testgr4j", "tests/test_gr4j.py",
            "import numpy as np\nimport pytest\n\nfrom riverbend.errors import SimulationError\nfrom riverbend.gr4j "
            "import run_gr4j\n\nPARAMS = (350.0, 0.0, 90.0, 1.7)  # Perrin et al. (2003) median set\n\n\n"
            "def test_no_rain_no_negative_flow():\n    q = run_gr4j(np.zeros(365), np.full(365, 3.0), PARAMS)\n"
            "    assert (q >= 0).all() and q[-1] < q[0]\n\n\ndef test_unit_pulse_peaks_after_x4():\n"
            "    p = np.zeros(30); p[0] = 50.0\n    q = run_gr4j(p, np.zeros(30), PARAMS, s0=0.9, r0=0.0)\n"
            "    assert 1 <= int(q.argmax()) <= 3\n\n\ndef test_nan_forcing_raises():\n    p = np.ones(10); p[4] = np.nan\n"
            "    with pytest.raises(SimulationError, match='timestep 4'):\n        run_gr4j(p, np.zeros(10), PARAMS)\n\n\n"
            "def test_float32_input_is_cast():\n    q = run_gr4j(np.ones(20, np.float32), np.zeros(20, np.float32), PARAMS)\n"
            "    assert q.dtype == np.float64\n")
    s.bash("pytest1", "mamba run -n riverbend pytest -q", "....                                              "
           "                       [100%]\n4 passed in 3.94s")
    s.prompt("testrule", "One more rule: the test suite has to stay under 30 seconds on this laptop. Anything slower "
             "gets @pytest.mark.slow and only runs with --runslow.")
    s.edit("gitignore", ".gitignore", "__pycache__/\n*.egg-info/", "__pycache__/\n*.egg-info/\n# CAMELS-GB is "
           "licensed (UKCEH): never commit forcing or discharge files\ndata/\n*.nc\n")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: GR4J kernel in numba, conda env, tests'",
           "[main (root-commit) 3b71e0a] skeleton: GR4J kernel in numba, conda env, tests\n 9 files changed, "
           "287 insertions(+)\n create mode 100644 environment.yml\n create mode 100644 src/riverbend/gr4j.py")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("forcing", "Forcing next. The group converted CAMELS-GB into one NetCDF per station, it's in "
             "data/camels-gb/nc/. Open all of them at once with open_mfdataset, chunked per station with dask, so "
             "any catchment can be pulled lazily, and hand the kernel plain arrays.")
    s.bash("lsdata", "ls data/camels-gb/nc | head -4 && ls data/camels-gb/nc | wc -l && du -sh data/camels-gb/nc",
           "CAMELS_GB_10002_timeseries.nc\nCAMELS_GB_10003_timeseries.nc\nCAMELS_GB_101002_timeseries.nc\n"
           "CAMELS_GB_101005_timeseries.nc\n671\n2.6G\tdata/camels-gb/nc")
    s.bash("ncdump", "ncdump -h data/camels-gb/nc/CAMELS_GB_39001_timeseries.nc",
           "netcdf CAMELS_GB_39001_timeseries {\ndimensions:\n\ttime = 16436 ;\nvariables:\n\tint64 time(time) ;\n"
           "\t\ttime:units = \"days since 1970-10-01\" ;\n\t\ttime:calendar = \"proleptic_gregorian\" ;\n"
           "\tdouble precipitation(time) ;\n\t\tprecipitation:_FillValue = NaN ;\n\t\tprecipitation:units = "
           "\"mm/day\" ;\n\tdouble pet(time) ;\n\t\tpet:_FillValue = NaN ;\n\t\tpet:units = \"mm/day\" ;\n"
           "\tdouble discharge_spec(time) ;\n\t\tdischarge_spec:_FillValue = NaN ;\n\t\tdischarge_spec:units = "
           "\"mm/day\" ;\n\n// global attributes:\n\t\t:gauge_id = 39001 ;\n\t\t:gauge_name = \"Thames at Kingston\" ;"
           "\n\t\t:area_km2 = 9930. ;\n\t\t:source = \"CAMELS-GB (Coxon et al., 2020), converted by N. Hydrology "
           "group\" ;\n}")
    s.write("iopy", "src/riverbend/io.py", IO_PY)
    s.bash("nanfail1", "mamba run -n riverbend python -c \"from riverbend.io import open_camels, load_forcing; "
           "from riverbend.gr4j import run_gr4j; f = load_forcing(open_camels(), 54001, '1988-10-01', "
           "'2015-09-30'); run_gr4j(f.precip, f.pet, (350, 0, 90, 1.7))\"",
           stderr="Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File "
           "\"/home/malte/src/riverbend/src/riverbend/gr4j.py\", line 104, in run_gr4j\n    raise SimulationError(f\""
           "simulated discharge contains NaN at timestep {bad[0]}\")\nriverbend.errors.SimulationError: simulated "
           "discharge contains NaN at timestep 4762\n", code=1)
    s.bash("nancheck1", "mamba run -n riverbend python -c \"import xarray as xr; ds = xr.open_dataset('data/"
           "camels-gb/nc/CAMELS_GB_54001_timeseries.nc').sel(time=slice('1988-10-01','2015-09-30')); "
           "print({v: int(ds[v].isnull().sum()) for v in ('precipitation','pet')}); "
           "print(ds.time[ds.precipitation.isnull()].values[[0,-1]])\"",
           "{'precipitation': 14, 'pet': 0}\n['2001-10-15T00:00:00.000000000' '2001-10-28T00:00:00.000000000']")
    s.prompt("nanwhy1", "So the model is fine, the forcing isn't: the Severn at Bewdley has 14 missing rainfall days "
             "in October 2001 and one NaN poisons the stores for the rest of the run. Don't interpolate rainfall, "
             "ever. Check the forcing when loading: raise a ForcingError that lists the gap dates for the requested "
             "period, and the batch run skips that catchment and logs it.")
    s.edit("gapcheck", "src/riverbend/io.py",
           "    sub = ds.sel(station_id=station_id, time=slice(start, end))[list(VARIABLES)].compute()\n",
           "    sub = ds.sel(station_id=station_id, time=slice(start, end))[list(VARIABLES)].compute()\n"
           "    for var in (\"precipitation\", \"pet\"):\n        gaps = sub.time[sub[var].isnull()].values\n"
           "        if gaps.size:  # never interpolate rainfall: refuse the catchment instead\n"
           "            raise ForcingError(f\"{station_id}: {var} has {gaps.size} missing days in {start}..{end} \"\n"
           "                               f\"({str(gaps[0])[:10]} .. {str(gaps[-1])[:10]})\")\n")
    s.bash("gapscan", "mamba run -n riverbend python -m riverbend.io --scan-gaps 1988-10-01 2015-09-30",
           "scanned 671 stations in 1988-10-01..2015-09-30 (open_mfdataset, 671 chunks)\n"
           "54001  Severn at Bewdley      precipitation  14 missing (2001-10-15 .. 2001-10-28)\n"
           "76005  Eden at Temple Sowerby pet             31 missing (1996-01-01 .. 1996-01-31)\n"
           "8004   Avon at Delnashaugh    precipitation   3 missing (2012-02-11 .. 2012-02-13)\n"
           "3 stations refused, 668 usable")
    s.bash("run39001", "mamba run -n riverbend python -c \"import time; from riverbend.io import open_camels, "
           "load_forcing; from riverbend.gr4j import run_gr4j; f = load_forcing(open_camels(), 39001, '1988-10-01', "
           "'2015-09-30'); t = time.perf_counter(); q = run_gr4j(f.precip, f.pet, (350, 0, 90, 1.7)); "
           "print(len(q), round(time.perf_counter() - t, 2))\"", "9861 2.21")
    s.remember("memforcing", "riverbend forcing: CAMELS-GB converted to one NetCDF per station in data/camels-gb/nc/ "
               "(671 files, 2.6 GB, 1970-10-01..2015-09-30 = 16436 days; precipitation, pet and discharge_spec, all "
               "mm/day). Read with xr.open_mfdataset, one dask chunk per station (riverbend.io.open_camels). Gaps are "
               "never interpolated: load_forcing raises ForcingError. Refused for 1988-2015: 54001 Severn at Bewdley, "
               "76005 Eden at Temple Sowerby, 8004 Avon at Delnashaugh; 668 usable.", "riverbend forcing data", "fact")
    s.bash("commit2", "git add -A && git commit -m 'io: CAMELS-GB NetCDF via open_mfdataset; refuse forcing with "
           "gaps (ForcingError)'", "[main 8d2c4f1] io: CAMELS-GB NetCDF via open_mfdataset; refuse forcing with gaps "
           "(ForcingError)\n 4 files changed, 118 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("props", "Property tests for the kernel with hypothesis: discharge is never negative, the stores stay "
             "within [0, x1] and [0, x3], and the water balance closes: rain minus actual ET minus discharge equals "
             "the change in storage, to 1e-9 mm.")
    s.tool_failure("readconf", "Read", {"file_path": "/home/malte/src/riverbend/tests/conftest.py"},
                   "File does not exist. Current working directory: /home/malte/src/riverbend")
    s.write("proptest", "tests/test_properties.py", PROPS_TEST)
    s.bash("deadline", "mamba run -n riverbend pytest -q tests/test_properties.py",
           "F..                                                                      [100%]\n"
           "=================================== FAILURES ===================================\n"
           "________________________ test_discharge_never_negative _________________________\n"
           "hypothesis.errors.DeadlineExceeded: Test took 1843.27ms, which exceeds the deadline of 200.00ms\n\n"
           "Falsifying example: test_discharge_never_negative(\n    p=array([0., 0., 0., ..., 0., 0., 0.]),\n"
           "    x=(10.0, -10.0, 1.0, 0.5),\n)\n\nUnreliable test timings! On an initial run, this test took "
           "1843.27ms, which exceeded the deadline of 200.00ms, but on a subsequent run it took 0.41 ms, which did "
           "not. If you expect this sort of variability in your test timings, consider turning deadlines off for "
           "this test by setting deadline=None.\n========================= 1 failed, 2 passed in 9.87s "
           "=========================", code=1)
    s.prompt("deadlinewhy", "That's the JIT: the first example pays the 1.8 s Numba compile, the kernel itself runs in "
             "half a millisecond. Compile once in a session fixture in conftest.py and register hypothesis profiles: "
             "'dev' with 50 examples and 'ci' with 300, both with deadline=None. CI sets HYPOTHESIS_PROFILE=ci.")
    s.write("conftest", "tests/conftest.py",
            "import os\n\nimport numpy as np\nimport pytest\nfrom hypothesis import settings\n\n"
            "from riverbend.gr4j import _gr4j_kernel\n\nsettings.register_profile(\"dev\", max_examples=50, "
            "deadline=None)\nsettings.register_profile(\"ci\", max_examples=300, deadline=None)\n"
            "settings.load_profile(os.environ.get(\"HYPOTHESIS_PROFILE\", \"dev\"))\n\n\n"
            "@pytest.fixture(scope=\"session\", autouse=True)\ndef _compile_kernels():\n"
            "    \"\"\"Pay the Numba compile once, not inside the first hypothesis example.\"\"\"\n"
            "    _gr4j_kernel(np.ones(3), np.ones(3), 350.0, 0.0, 90.0, 1.7, 0.3, 0.5)\n\n\n"
            "def pytest_addoption(parser):\n    parser.addoption(\"--runslow\", action=\"store_true\")\n")
    s.bash("balancefail", "mamba run -n riverbend pytest -q tests/test_properties.py",
           "..F                                                                      [100%]\n"
           "=================================== FAILURES ===================================\n"
           "__________________________ test_water_balance_closes ___________________________\n"
           "E   AssertionError: water balance residual 0.0312 mm\nE   assert 0.03121844 < 1e-09\n\n"
           "Falsifying example: test_water_balance_closes(\n    p=array([0., 41.5, 0., 0., 0., 0., 0., 0., 0., 0., 0., "
           "0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0.]),\n"
           "    x=(10.0, -3.2, 1.0, 0.5),\n)\n1 failed, 2 passed in 4.02s", code=1)
    s.prompt("exchwhy", "Falsifying example has x2 = -3.2, so water leaves through the groundwater exchange term. "
             "That's GR4J by design (inter-catchment exchange), not a leak in the kernel. Sum the exchanged volume in "
             "the kernel, return it from water_balance, and put it in the balance.")
    s.edit("exchfix", "tests/test_properties.py",
           '    residual = b["precip"] - b["aet"] - b["q"] - b["storage_change"]',
           '    residual = b["precip"] - b["aet"] - b["q"] + b["exchange"] - b["storage_change"]')
    s.bash("pytest3", "mamba run -n riverbend pytest -q", ok_tests(7, "5.73"))
    s.lesson("lesson1", "hypothesis DeadlineExceeded on the first example of a Numba kernel test is the JIT compile "
             "(1.8 s), not slow code: compile once in a session fixture and set deadline=None in the hypothesis "
             "profiles (dev 50 examples, ci 300).", "riverbend property tests of the GR4J kernel")
    s.prompt("cache", "Every calibration process will pay that 1.8 s compile again. Put cache=True on the njit "
             "decorators so the compiled kernels are reused from __pycache__ across processes.")
    s.bash("sedcache", "sed -i 's/@njit(error_model=\"numpy\")/@njit(error_model=\"numpy\", cache=True)/' "
           "src/riverbend/gr4j.py && grep -c 'cache=True' src/riverbend/gr4j.py", "3")
    s.bash("cachetime", "for i in 1 2; do mamba run -n riverbend python -X importtime -c 'import time; t=time.perf_"
           "counter(); import numpy as np; from riverbend.gr4j import run_gr4j; run_gr4j(np.ones(9861), np.ones(9861)"
           ", (350,0,90,1.7)); print(f\"{time.perf_counter()-t:.2f} s\")' 2>/dev/null; done", "2.07 s\n0.23 s")
    s.bash("commit3", "git add -A && git commit -m 'tests: hypothesis properties (exchange in the balance); njit "
           "cache=True'", "[main c54e9a2] tests: hypothesis properties (exchange in the balance); njit cache=True\n "
           "5 files changed, 96 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("calib", "Calibration. scipy differential_evolution over x1..x4, objective NSE on daily flow. "
             "Calibration on the water years 1 Oct 1990 to 30 Sep 2005 after a two-year warm-up from Oct 1988, "
             "validation 1 Oct 2005 to 30 Sep 2015. Hanna wants NSE because it's what the group has reported in "
             "every paper since 2015. Fixed seed, so a rerun gives the same parameters.")
    s.write("calibpy", "src/riverbend/calib.py", CALIB_PY)
    s.prompt("vector", "Evaluate the whole DE population in one call: vectorized=True on the scipy side and a "
             "parallel=True kernel with prange over the parameter sets, so one node gets through a catchment fast.")
    s.edit("prange", "src/riverbend/gr4j.py", "def run_gr4j(precip, pet, params, s0=0.3, r0=0.5):",
           "@njit(parallel=True, cache=True)\ndef simulate_population(precip, pet, params):\n"
           "    \"\"\"Discharge for each row of params (S, 4): the DE population, in parallel threads.\"\"\"\n"
           "    out = np.empty((params.shape[0], precip.shape[0]))\n    for k in prange(params.shape[0]):\n"
           "        out[k], _, _ = _gr4j_kernel(precip, pet, params[k, 0], params[k, 1], params[k, 2], params[k, 3], "
           "0.3, 0.5)\n    return out\n\n\ndef run_gr4j(precip, pet, params, s0=0.3, r0=0.5):")
    s.bash("cal39001", "time mamba run -n riverbend riverbend calibrate --station 39001 --out runs/local",
           "39001 Thames at Kingston: loading forcing 1988-10-01..2015-09-30 (9861 days)\n"
           "differential_evolution step 10: f(x)= 0.1612\ndifferential_evolution step 20: f(x)= 0.1307\n"
           "differential_evolution step 30: f(x)= 0.1291\ndifferential_evolution step 41: f(x)= 0.1290\n"
           "converged after 41 generations (popsize 20 -> 80 members, 3,360 simulations)\n"
           "x1=412.6 x2=-0.74 x3=61.3 x4=2.18\nNSE calibration 0.871  validation 0.842  seed 20280209\n"
           "wrote runs/local/39001/params.json, simulation.nc\n\nreal\t3m12.408s\nuser\t24m51.117s\nsys\t0m9.302s", minutes=4)
    s.bash(None, "git diff --stat", " src/riverbend/cli.py   |  48 +++++++++++\n src/riverbend/calib.py | 71 "
           "++++++++++++++++\n src/riverbend/gr4j.py  |  10 +++\n 3 files changed, 129 insertions(+)")
    s.prompt("cluster", "Cluster: Aurora. Login node aurora-login2.hpc.northmoor.ac.uk, our account is hydro-okb, "
             "partition compute (128-core nodes), scratch is /scratch/hydro-okb/riverbend. Rule: never run a "
             "calibration on the login node, always through sbatch. Split the 668 usable stations into 8 batches, "
             "one full node each.")
    s.write("sbatch1", "slurm/calibrate.sbatch", SBATCH_NODE)
    s.bash("batches", "mamba run -n riverbend python -m riverbend.io --usable 1988-10-01 2015-09-30 > "
           "slurm/stations.txt && split -n l/8 -d -a 1 slurm/stations.txt slurm/batches/batch_ && wc -l "
           "slurm/batches/*", "  84 slurm/batches/batch_0\n  84 slurm/batches/batch_1\n  84 slurm/batches/batch_2\n"
           "  84 slurm/batches/batch_3\n  83 slurm/batches/batch_4\n  83 slurm/batches/batch_5\n"
           "  83 slurm/batches/batch_6\n  83 slurm/batches/batch_7\n 668 total")
    s.remember("memcluster", "Aurora cluster for riverbend: login node aurora-login2.hpc.northmoor.ac.uk, SLURM "
               "account hydro-okb, partition compute (128-core nodes), scratch /scratch/hydro-okb/riverbend (runs/, "
               "logs/), modules miniforge/24.11 + conda env riverbend. Calibrations never run on the login node, "
               "only via sbatch. First design: slurm/calibrate.sbatch, 8 jobs of ~84 stations, 1 node and "
               "--cpus-per-task=32 each.", "riverbend cluster setup", "fact")
    s.pre_tool("presbatch", "Bash", {"command": f"ssh {LOGIN} 'cd ~/riverbend && git pull -q && for b in 0 1 2 3 4 5 "
               "6 7; do sbatch --export=ALL,BATCH=$b slurm/calibrate.sbatch; done'",
               "description": "Submit the 8 calibration batches on Aurora"})
    s.bash("submit1", f"ssh {LOGIN} 'cd ~/riverbend && git pull -q && for b in 0 1 2 3 4 5 6 7; do sbatch "
           "--export=ALL,BATCH=$b slurm/calibrate.sbatch; done'",
           "Submitted batch job 4471829\nSubmitted batch job 4471830\nSubmitted batch job 4471831\nSubmitted batch "
           "job 4471832\nSubmitted batch job 4471833\nSubmitted batch job 4471834\nSubmitted batch job 4471835\n"
           "Submitted batch job 4471836", desc="Submit the 8 calibration batches on Aurora")
    s.bash("squeue1", f"ssh {LOGIN} 'squeue -u mlindqvist'",
           "             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"
           "           4471829   compute rb-calib mlindqvi  R       0:41      1 aurora-c041\n"
           "           4471830   compute rb-calib mlindqvi  R       0:41      1 aurora-c042\n"
           "           4471831   compute rb-calib mlindqvi  R       0:40      1 aurora-c043\n"
           "           4471832   compute rb-calib mlindqvi  R       0:40      1 aurora-c044\n"
           "           4471833   compute rb-calib mlindqvi  R       0:40      1 aurora-c045\n"
           "           4471834   compute rb-calib mlindqvi  R       0:39      1 aurora-c046\n"
           "           4471835   compute rb-calib mlindqvi  R       0:39      1 aurora-c047\n"
           "           4471836   compute rb-calib mlindqvi  R       0:39      1 aurora-c048")
    s.bash("commit4", "git add -A && git commit -m 'calib: differential evolution (NSE, 1990-2005), population "
           "kernel with prange; slurm batches'", "[main 1f09b7d] calib: differential evolution (NSE, 1990-2005), "
           "population kernel with prange; slurm batches\n 14 files changed, 841 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("docs", "Docs today. Sphinx with numpydoc and autosummary for the API, sphinx-rtd-theme, myst-nb for "
             "the tutorial notebook, hosted on Read the Docs at riverbend.readthedocs.io. RTD builds from the conda "
             "env in docs/environment.yml, warnings are errors.")
    s.write("confpy", "docs/conf.py", DOCS_CONF)
    s.write("rtdyaml", ".readthedocs.yaml", RTD_YAML)
    s.bash("sphinx1", "mamba run -n riverbend-docs sphinx-build -W -b html docs docs/_build/html",
           "Running Sphinx v8.1.3\nloading translations [en]... done\nmaking output directory... done\n"
           "[autosummary] generating autosummary for: api.rst, index.rst, tutorial.ipynb\n"
           "[autosummary] generating autosummary for: docs/generated/riverbend.calib.rst, "
           "docs/generated/riverbend.gr4j.rst, docs/generated/riverbend.io.rst\nExecuting notebook using local "
           "CWD [mystnb]: docs/tutorial.ipynb\nExecuted notebook in 212.44 seconds [mystnb]: docs/tutorial.ipynb\n"
           "building [html]: targets for 6 source files that are out of date\nbuild succeeded.\n\nThe HTML pages are "
           "in docs/_build/html.", minutes=5)
    s.prompt("renames", "Before anything goes public, two renames. `riverbend.io` reads badly in the API pages and "
             "Tobias asked whether it shadows the stdlib io: the module becomes riverbend.forcing. And run_gr4j "
             "becomes simulate: Hanna wants short verbs in the public API (simulate, calibrate).")
    s.bash("gitmvio", "git mv src/riverbend/io.py src/riverbend/forcing.py && git status --short",
           "R  src/riverbend/io.py -> src/riverbend/forcing.py")
    s.grep("greprun", "run_gr4j|riverbend\\.io", ["src/riverbend/gr4j.py", "src/riverbend/calib.py",
                                                   "src/riverbend/cli.py", "tests/test_gr4j.py", "docs/api.rst",
                                                   "docs/tutorial.ipynb"])
    s.multiedit("renamesim", "src/riverbend/gr4j.py",
                [("def run_gr4j(precip, pet, params, s0=0.3, r0=0.5):", "def simulate(precip, pet, params, s0=0.3, "
                  "r0=0.5):"), ("__all__ = [\"PARAM_NAMES\", \"run_gr4j\", \"simulate_population\"]",
                                "__all__ = [\"PARAM_NAMES\", \"simulate\", \"simulate_population\"]")])
    s.multiedit("renamecli", "src/riverbend/cli.py",
                [("from riverbend.io import load_forcing, open_camels",
                  "from riverbend.forcing import load_forcing, open_camels"),
                 ("from riverbend.gr4j import run_gr4j", "from riverbend.gr4j import simulate"),
                 ("    q = run_gr4j(f.precip, f.pet, result.params.values())",
                  "    q = simulate(f.precip, f.pet, result.params.values())")])
    s.bash("sedtests", "sed -i 's/run_gr4j/simulate/g' tests/test_gr4j.py docs/tutorial.ipynb && sed -i "
           "'s/riverbend\\.io/riverbend.forcing/g' docs/api.rst docs/tutorial.ipynb && grep -rn 'run_gr4j\\|"
           "riverbend\\.io\\b' src tests docs | wc -l", "0")
    s.bash("pytest5", "mamba run -n riverbend pytest -q", ok_tests(7, "5.81"))
    s.bash("pushdocs", "git add -A && git commit -qm 'rename: riverbend.io -> riverbend.forcing, run_gr4j -> "
           "simulate; docs on RTD' && git push -q && sleep 600 && curl -s https://readthedocs.org/api/v3/projects/"
           "riverbend/builds/?limit=1 | jq '.results[0] | {id, success, error}'",
           "{\n  \"id\": 26338412,\n  \"success\": false,\n  \"error\": \"Command killed due to timeout or excessive "
           "memory consumption\"\n}", minutes=12)
    s.prompt("rtdwhy", "The RTD build dies while myst-nb executes the tutorial: the notebook runs a real calibration "
             "(3.5 minutes here, on RTD's small builder much longer and 3 GB). Don't execute notebooks on RTD: "
             "nb_execution_mode off, I run the notebook locally and commit it with outputs.")
    s.edit("nbexec", "docs/conf.py", 'nb_execution_mode = "auto"\nnb_execution_timeout = 600',
           'nb_execution_mode = "off"  # executed locally, committed with outputs: RTD killed the build (26338412)')
    s.bash("rtdok", "git commit -qam 'docs: do not execute notebooks on RTD' && git push -q && sleep 240 && curl -s "
           "https://readthedocs.org/api/v3/projects/riverbend/builds/?limit=1 | jq '.results[0] | {id, success, "
           "duration}'", "{\n  \"id\": 26338590,\n  \"success\": true,\n  \"duration\": 118\n}", minutes=6)
    s.lesson("lesson4", "Read the Docs kills builds that run long or use a lot of memory ('Command killed due to "
             "timeout or excessive memory consumption'); a myst-nb notebook that runs a calibration does exactly "
             "that. Set nb_execution_mode = 'off' and commit notebooks with their outputs.",
             "riverbend docs build on readthedocs.org")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("incident", "Urgent. Mail from Gareth Pryce (Aurora HPC support) at 07:50: our account hydro-okb is "
             "suspended. Jobs 4471829 to 4471836 were running around 128 threads each on 32-CPU allocations on "
             "aurora-c041 to c048, node load above 500, and other groups' jobs on those nodes were starved all "
             "weekend. He wants a phone call before he reinstates us: +44 1632 960418.")
    s.tool_failure("sshfail", "Bash", {"command": f"ssh {LOGIN} 'sacct -u mlindqvist -S 2028-02-09'",
                                       "description": "Job accounting for the calibration batches"},
                   f"ssh: connect to host {LOGIN} port 22: Connection timed out")
    s.bash("sacct1", f"ssh {LOGIN} 'sacct -u mlindqvist -S 2028-02-09 -X --format=JobID,State,Elapsed,AllocCPUS,"
           "NodeList'", "JobID             State    Elapsed  AllocCPUS        NodeList\n------------ ---------- "
           "---------- ---------- ---------------\n4471829      CANCELLED+ 4-13:02:11         32     aurora-c041\n"
           "4471830      CANCELLED+ 4-13:02:11         32     aurora-c042\n4471831      CANCELLED+ 4-13:02:10         32"
           "     aurora-c043\n4471832      CANCELLED+ 4-13:02:10         32     aurora-c044\n4471833      CANCELLED+ "
           "4-13:02:10         32     aurora-c045\n4471834      CANCELLED+ 4-13:02:09         32     aurora-c046\n"
           "4471835      CANCELLED+ 4-13:02:09         32     aurora-c047\n4471836      CANCELLED+ 4-13:02:09         32"
           "     aurora-c048", desc="Job accounting, now on the VPN")
    s.bash("seff", f"ssh {LOGIN} 'seff 4471829'", "Job ID: 4471829\nCluster: aurora\nUser/Group: mlindqvist/hydro\n"
           "State: CANCELLED (exit code 0)\nNodes: 1\nCores per node: 32\nCPU Utilized: 15-02:11:40\n"
           "CPU Efficiency: 398.44% of 146-05:10:52 core-walltime\nJob Wall-clock time: 4-13:02:11\n"
           "Memory Utilized: 5.81 GB\nMemory Efficiency: 9.08% of 64.00 GB")
    s.prompt("threadwhy", "Got it: Numba sizes its thread pool from the 128 cores it sees on the node, not from the "
             "32 CPUs SLURM gave us, and with the whole DE population in prange every job ran 128 threads. We also "
             "only got through 212 stations in four days. We're reversing the design: no parallel=True, each "
             "station is one single-threaded task of a job array, 64 at a time, and the script pins "
             "NUMBA_NUM_THREADS and OMP_NUM_THREADS to SLURM_CPUS_PER_TASK.")
    s.edit("noprange", "src/riverbend/gr4j.py", "@njit(parallel=True, cache=True)\ndef simulate_population(precip, pet, "
           "params):\n    \"\"\"Discharge for each row of params (S, 4): the DE population, in parallel threads.\"\"\"\n"
           "    out = np.empty((params.shape[0], precip.shape[0]))\n    for k in prange(params.shape[0]):",
           "@njit(cache=True)\ndef simulate_population(precip, pet, params):\n    \"\"\"Discharge for each row of "
           "params (S, 4), one after the other: parallelism comes from the SLURM array.\"\"\"\n"
           "    out = np.empty((params.shape[0], precip.shape[0]))\n    for k in range(params.shape[0]):")
    s.write("sbatcharray", "slurm/calibrate_array.sbatch", SBATCH_ARRAY)
    s.bash("rmsbatch", "git rm -q slurm/calibrate.sbatch && git rm -rq slurm/batches && git status --short",
           "D  slurm/batches/batch_0\nD  slurm/batches/batch_1\nD  slurm/batches/batch_2\nD  slurm/batches/batch_3\n"
           "D  slurm/batches/batch_4\nD  slurm/batches/batch_5\nD  slurm/batches/batch_6\nD  slurm/batches/batch_7\n"
           "D  slurm/calibrate.sbatch\n?? slurm/calibrate_array.sbatch")
    s.prompt("mfwhy", "And with one station per task, open_mfdataset over 671 files is pointless: the log shows every "
             "job spent 41 s and 2.3 GB just building the dask graph. Open only the station's own file with "
             "open_dataset, no dask.")
    s.edit("opends", "src/riverbend/forcing.py",
           "def open_camels(root: Path = DATA_ROOT) -> xr.Dataset:\n    \"\"\"All 671 stations lazily: one file per "
           "station, one dask chunk per station.\"\"\"\n    files = sorted(root.glob(\"CAMELS_GB_*_timeseries.nc\"))\n"
           "    return xr.open_mfdataset(files, combine=\"nested\", concat_dim=\"station_id\",\n"
           "                             chunks={\"station_id\": 1, \"time\": -1}, parallel=True)",
           "def open_station(station_id: int, root: Path = DATA_ROOT) -> xr.Dataset:\n    \"\"\"One station's file, "
           "loaded eagerly (no dask): each array task only ever needs its own station.\"\"\"\n"
           "    return xr.load_dataset(root / f\"CAMELS_GB_{station_id}_timeseries.nc\")")
    s.bash("pytest6", "mamba run -n riverbend pytest -q", ok_tests(7, "5.64"))
    s.lesson("lesson2", "Numba's default thread count is the node's core count (128 on Aurora), not the SLURM "
             "allocation: a parallel=True kernel in a 32-CPU job ran 128 threads and got the account suspended. Set "
             "NUMBA_NUM_THREADS/OMP_NUM_THREADS from SLURM_CPUS_PER_TASK, or better use single-threaded array tasks.",
             "riverbend calibration jobs on Aurora, 14 February 2028")
    s.prompt("callrule", "Called Gareth, he'll reinstate us once he has looked at the new script. New rule from that "
             "call: every new sbatch script goes to Gareth for review before it runs more than 10 tasks, and test "
             "arrays go to the 'short' partition (2 h limit), never to compute.")
    s.write("incnote", "notes/incident-2028-02-14.md",
            "# 14 February 2028: hydro-okb suspended on Aurora\n\n- **What:** jobs 4471829-4471836 (8 calibration "
            "batches, 1 node and 32 CPUs each) ran ~128 Numba threads each on aurora-c041..c048 from 9 to 14 Feb; "
            "node load > 500; other users' jobs starved.\n- **Action by HPC:** account suspended 07:50 by Gareth "
            "Pryce, jobs cancelled; reinstated after a call and a review of the new script.\n- **Cause:** "
            "simulate_population used parallel=True/prange; Numba sizes its pool from os.cpu_count() (128), not from "
            "the cgroup. Only 212 of 668 stations finished.\n- **Fix:** single-threaded kernel, one job array task "
            "per station (slurm/calibrate_array.sbatch, %64), thread variables pinned to SLURM_CPUS_PER_TASK; "
            "forcing opened per station without dask.\n")
    s.remember("memincident", "Incident 14 Feb 2028: Aurora HPC support (Gareth Pryce, +44 1632 960418, "
               "hpc-support@northmoor.ac.uk) suspended account hydro-okb because the 8 calibration jobs "
               "(4471829-4471836) ran 128 Numba threads on 32-CPU allocations. Calibration now runs as a job array "
               "(slurm/calibrate_array.sbatch), one single-threaded task per station, at most 64 at once. New sbatch "
               "scripts need Gareth's review before more than 10 tasks; test arrays use partition short.",
               "Aurora suspension and the job-array rule", "event")
    s.bash("commit6", "git add -A && git commit -m 'slurm: one single-threaded array task per station (after the "
           "Aurora suspension); forcing per station without dask'", "[main 6a3e1c8] slurm: one single-threaded array "
           "task per station (after the Aurora suspension); forcing per station without dask\n 14 files changed, 67 "
           "insertions(+), 741 deletions(-)\n delete mode 100644 slurm/calibrate.sbatch\n create mode 100644 "
           "slurm/calibrate_array.sbatch")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("reinstated", "Gareth reviewed the array script yesterday evening and reinstated hydro-okb. First a test "
             "array of 10 stations on the short partition, then all of them.")
    s.bash("testarray1", f"ssh {LOGIN} 'cd ~/riverbend && git pull -q && sbatch --partition=short --array=0-9 "
           "slurm/calibrate_array.sbatch'", "Submitted batch job 4479020")
    s.bash("cachefail", f"ssh {LOGIN} 'tail -n 12 /scratch/hydro-okb/riverbend/logs/rb-calib-4479020_3.out'",
           "Traceback (most recent call last):\n  File \"/home/mlindqvist/riverbend/src/riverbend/cli.py\", line 61, "
           "in calibrate\n    result = calib.calibrate(forcing)\n  File \"/home/mlindqvist/.conda/envs/riverbend/lib/"
           "python3.12/site-packages/numba/core/dispatcher.py\", line 1086, in _search_new_conversions\n"
           "  File \"/home/mlindqvist/.conda/envs/riverbend/lib/python3.12/site-packages/numba/core/caching.py\", "
           "line 486, in load_overload\n    data = self._cache_file.load(sig, target_context)\n  File \"/home/"
           "mlindqvist/.conda/envs/riverbend/lib/python3.12/site-packages/numba/core/caching.py\", line 327, in load\n"
           "    overloads = self._load_index()\n  File \"/home/mlindqvist/.conda/envs/riverbend/lib/python3.12/"
           "site-packages/numba/core/caching.py\", line 349, in _load_index\n    stamp, overloads = pickle.loads(data)"
           "\nEOFError: Ran out of input")
    s.bash("cachecount", f"ssh {LOGIN} 'grep -l \"EOFError: Ran out of input\" /scratch/hydro-okb/riverbend/logs/"
           "rb-calib-4479020_*.out | wc -l'", "4")
    s.prompt("cachewhy", "Ten tasks started in the same second and all wrote the same Numba cache index in "
             "src/riverbend/__pycache__ on the shared /home: four of them read a half-written index. Reverse the "
             "cache decision: drop cache=True everywhere. The 1.8 s compile is nothing next to a 40-minute "
             "calibration per task.")
    s.bash("nocache", "sed -i 's/, cache=True//; s/(cache=True)//' src/riverbend/gr4j.py && grep -n '@njit' "
           "src/riverbend/gr4j.py", "14:@njit(error_model=\"numpy\")\n23:@njit(error_model=\"numpy\")\n"
           "35:@njit(error_model=\"numpy\")\n97:@njit")
    s.bash("testarray2", f"rsync -az src/ {LOGIN}:riverbend/src/ && ssh {LOGIN} 'cd ~/riverbend && sbatch --partition=short --array=0-9 "
           "slurm/calibrate_array.sbatch && sleep 3000 && sacct -j 4479133 -X --format=JobID,State,Elapsed | tail -n "
           "+3 | awk \"{print \\$2}\" | sort | uniq -c'", "Submitted batch job 4479133\n     10 COMPLETED", minutes=55)
    s.pre_tool("presbatch2", "Bash", {"command": f"ssh {LOGIN} 'cd ~/riverbend && RUN_DIR=/scratch/hydro-okb/"
               "riverbend/runs/nse-v2 sbatch slurm/calibrate_array.sbatch'",
               "description": "Submit the full 671-task calibration array"})
    s.bash("fullarray", f"ssh {LOGIN} 'cd ~/riverbend && RUN_DIR=/scratch/hydro-okb/riverbend/runs/nse-v2 sbatch "
           "slurm/calibrate_array.sbatch'", "Submitted batch job 4480112")
    s.bash("sacct2", f"ssh {LOGIN} 'sacct -j 4480112 -X --format=State | tail -n +3 | sort | uniq -c'",
           "    665 COMPLETED\n      6 FAILED", minutes=430)
    s.bash("failgrep", f"ssh {LOGIN} 'grep -h \"Error:\" /scratch/hydro-okb/riverbend/logs/rb-calib-4480112_*.out'",
           "riverbend.errors.ForcingError: 54001: precipitation has 14 missing days in 1988-10-01..2015-09-30 "
           "(2001-10-15 .. 2001-10-28)\nriverbend.errors.ForcingError: 76005: pet has 31 missing days in "
           "1988-10-01..2015-09-30 (1996-01-01 .. 1996-01-31)\nriverbend.errors.ForcingError: 8004: precipitation "
           "has 3 missing days in 1988-10-01..2015-09-30 (2012-02-11 .. 2012-02-13)\n"
           "riverbend.errors.SimulationError: simulated discharge contains NaN at timestep 642\n"
           "riverbend.errors.SimulationError: simulated discharge contains NaN at timestep 642\n"
           "riverbend.errors.SimulationError: simulated discharge contains NaN at timestep 3951")
    s.bash("nanparams", f"ssh {LOGIN} 'grep -B3 \"contains NaN\" /scratch/hydro-okb/riverbend/logs/rb-calib-4480112_"
           "*.out | grep best'", "rb-calib-4480112_201.out: station 27009 Ouse at Skelton best so far x1=873.1 x2=-6.41 "
           "x3=0.0004 x4=1.92\nrb-calib-4480112_202.out: station 28044 Hodge Beck at Bransdale best so far x1=304.7 "
           "x2=-8.90 x3=0.0011 x4=0.87\nrb-calib-4480112_611.out: station 71003 Croasdale Beck best so far x1=128.2 "
           "x2=-9.77 x3=0.0002 x4=1.10")
    s.prompt("nanwhy2", "Same 'contains NaN' error as the Severn gap two weeks ago, but these stations' forcing is "
             "complete. Differential evolution proposed x3 around 0.0004 mm with a strongly negative x2: the "
             "exchange empties the routing store to exactly 0, r/x3 becomes 0/0 and error_model='numpy' turns it "
             "into NaN. The x3 bound starting at 0 is the bug: lower bound 1 mm, like the literature ranges.")
    s.edit("x3bound", "src/riverbend/calib.py",
           'BOUNDS = {"x1": (10.0, 2500.0), "x2": (-10.0, 5.0), "x3": (0.0, 500.0), "x4": (0.5, 6.0)}',
           'BOUNDS = {"x1": (10.0, 2500.0), "x2": (-10.0, 5.0), "x3": (1.0, 500.0), "x4": (0.5, 6.0)}  # x3 > 0: '
           'an empty routing store with x3 ~ 0 gives 0/0 = NaN')
    s.bash("rerun3", f"rsync -az src/ {LOGIN}:riverbend/src/ && ssh {LOGIN} 'cd ~/riverbend && sbatch --array=201,202,611 "
           "slurm/calibrate_array.sbatch && sleep 2700 && sacct -j 4481550 -X --format=JobID,State,Elapsed'",
           "Submitted batch job 4481550\nJobID             State    Elapsed\n------------ ---------- ----------\n"
           "4481550_201   COMPLETED   00:38:12\n4481550_202   COMPLETED   00:41:55\n4481550_611   COMPLETED   00:36:40", minutes=50)
    s.bash("summary1", "mamba run -n riverbend riverbend summarize /scratch/hydro-okb/riverbend/runs/nse-v2",
           "668 stations (3 refused for forcing gaps)\nNSE calibration: median 0.812  p10 0.541  p90 0.912\n"
           "NSE validation:  median 0.776  p10 0.463  p90 0.894\nmedian runtime per station 39m 48s, total 443 "
           "core-hours", minutes=3)
    s.lesson("lesson3", "'simulated discharge contains NaN at timestep N' has had two causes in riverbend: missing "
             "forcing days (54001, now refused by ForcingError) and a routing store capacity x3 near 0 from the "
             "optimizer (0/0 with error_model='numpy'; bound now 1-500 mm). Check the forcing first, then the "
             "best-so-far parameters in the task log.", "riverbend calibration run 4480112")
    s.remember("memresults1", "First complete riverbend calibration (array job 4480112 + rerun 4481550, NSE "
               "objective, calibration 1990-2005, results in /scratch/hydro-okb/riverbend/runs/nse-v2): 668 stations, "
               "median NSE 0.812 calibration / 0.776 validation, ~40 min and 1 core per station, 443 core-hours in "
               "total.", "first full calibration results", "fact")
    s.bash("commit7", "git add -A && git commit -m 'calib: x3 lower bound 1 mm; no numba cache (concurrent array "
           "tasks corrupt the index)'", "[main 9e47b20] calib: x3 lower bound 1 mm; no numba cache (concurrent array "
           "tasks corrupt the index)\n 2 files changed, 6 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("release", "Release 0.2.0 today so Tobias can install it for his review: PyPI with trusted publishing "
             "from a GitHub Actions workflow on the tag, then conda-forge through staged-recipes with Sunita Raman "
             "(RSE team) as second maintainer. CHANGELOG entry first.")
    s.write("releaseyml", ".github/workflows/release.yml", RELEASE_YML)
    s.edit("changelog2", "CHANGELOG.md", "# Changelog\n",
           "# Changelog\n\n## 0.2.0 (2028-02-18)\n\n- `riverbend.simulate` (was `run_gr4j`) and `riverbend.forcing` "
           "(was `riverbend.io`).\n- Calibration with differential evolution, NSE objective, x3 >= 1 mm.\n"
           "- Forcing with gaps is refused (`ForcingError`), never interpolated.\n- SLURM job array script "
           "`slurm/calibrate_array.sbatch`.\n")
    s.bash(None, "mamba run -n riverbend ruff check . && mamba run -n riverbend ruff format --check .",
           "All checks passed!\n14 files already formatted")
    s.bash("buildcheck", "mamba run -n riverbend python -m build && mamba run -n riverbend twine check dist/*",
           "* Creating isolated environment: venv+pip...\n* Installing packages in isolated environment:\n  - "
           "hatchling>=1.26\n* Getting build dependencies for sdist...\n* Building sdist...\n* Building wheel from "
           "sdist\nSuccessfully built riverbend-0.2.0.tar.gz and riverbend-0.2.0-py3-none-any.whl\n"
           "Checking dist/riverbend-0.2.0-py3-none-any.whl: PASSED\nChecking dist/riverbend-0.2.0.tar.gz: PASSED")
    s.pre_tool("pretag", "Bash", {"command": "git tag -a v0.2.0 -m 'riverbend 0.2.0' && git push origin main v0.2.0",
                                  "description": "Tag and push the 0.2.0 release"})
    s.bash("tag2", "git tag -a v0.2.0 -m 'riverbend 0.2.0' && git push origin main v0.2.0",
           stderr="To github.com:northmoor-hydro/riverbend.git\n   9e47b20..b2d81f3  main -> main\n * [new tag]         "
           "v0.2.0 -> v0.2.0", desc="Tag and push the 0.2.0 release")
    s.bash("ghrun", "gh run watch --exit-status $(gh run list --workflow release.yml -L1 --json databaseId -q "
           "'.[0].databaseId')", "✓ v0.2.0 release · 13290458812\nTriggered via push about 2 minutes ago\n\nJOBS\n"
           "✓ build in 24s (ID 37114902210)\n✓ publish in 18s (ID 37114921475)\n  ✓ Run pypa/gh-action-pypi-"
           "publish@release/v1\n    Uploading distributions to https://upload.pypi.org/legacy/\n    Uploading "
           "riverbend-0.2.0-py3-none-any.whl\n    View at:\n    https://pypi.org/project/riverbend/0.2.0/", minutes=3)
    s.bash("pipcheck", "python -m venv /tmp/rbv && /tmp/rbv/bin/pip install -q riverbend==0.2.0 && /tmp/rbv/bin/python "
           "-c 'import riverbend; print(riverbend.__version__)'", "0.2.0")
    s.write("metayaml", "../staged-recipes/recipes/riverbend/meta.yaml", META_YAML)
    s.bash("lintfail", "cd ../staged-recipes && conda-smithy recipe-lint recipes/riverbend",
           "recipes/riverbend has some lint:\n  `noarch: python` recipes should usually follow the syntax in our "
           "[documentation](https://conda-forge.org/docs/maintainer/knowledge_base.html#noarch-python) for "
           "specifying the Python version.\n    - For the `host` section of the recipe, you should usually use "
           "`python {{ python_min }}` for the `python` entry.\n    - For the `run` section of the recipe, you should "
           "usually use `python >={{ python_min }}` for the `python` entry.\n    - For the `test.requires` section of "
           "the recipe, you should usually use `python {{ python_min }}` for the `python` entry.", code=1)
    s.multiedit("pythonmin", "../staged-recipes/recipes/riverbend/meta.yaml",
                [("{% set version = \"0.2.0\" %}\n", "{% set version = \"0.2.0\" %}\n{% set python_min = \"3.10\" %}\n"),
                 ("  host:\n    - python >=3.10", "  host:\n    - python {{ python_min }}"),
                 ("  run:\n    - python >=3.10", "  run:\n    - python >={{ python_min }}"),
                 ("  requires:\n    - pip", "  requires:\n    - pip\n    - python {{ python_min }}")])
    s.bash("stagedpr", "cd ../staged-recipes && conda-smithy recipe-lint recipes/riverbend && git checkout -qb "
           "riverbend && git add recipes/riverbend && git commit -qm 'Add riverbend' && git push -q fork riverbend && "
           "gh pr create --repo conda-forge/staged-recipes --title 'Add riverbend' --body 'GR4J rainfall-runoff model "
           "(NumPy + Numba). Maintainers: @mlindqvist @sunitaraman'",
           "recipes/riverbend is in fine form\nhttps://github.com/conda-forge/staged-recipes/pull/28841")
    s.remember("memrelease", "riverbend 0.2.0 released 18 Feb 2028: PyPI (https://pypi.org/project/riverbend/0.2.0/) "
               "through trusted publishing from .github/workflows/release.yml on v* tags (environment pypi, no API "
               "token). conda-forge: staged-recipes PR #28841 (noarch: python with python_min 3.10), maintainers "
               "mlindqvist and sunitaraman (Sunita Raman, RSE team).", "riverbend 0.2.0 release", "event")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nYour branch is up to date with 'origin/main'.\n\n"
           "nothing to commit, working tree clean\nb2d81f3 release 0.2.0")
    s.prompt("review", "Tobias sent his review of the draft. Summary: 1) NSE is dominated by the winter peaks, he "
             "wants the objective switched to KGE (Gupta et al. 2009) and KGE on log flows reported for the "
             "low-flow part of the story; 2) calibrate on 1 Oct 1995 to 30 Sep 2005 so we match the benchmark "
             "studies we compare against and skip the patchy pre-1995 gauge records; validation stays 2005-2015; "
             "3) he wants every hydrograph figure with a log y-axis in the Okabe-Ito palette, and parameter tables "
             "with units in the column headers.")
    s.read("readcalib", "src/riverbend/calib.py", CALIB_PY.replace('"x3": (0.0, 500.0)', '"x3": (1.0, 500.0)'))
    s.write("metricspy", "src/riverbend/metrics.py", METRICS_PY)
    s.multiedit("kgeswitch", "src/riverbend/calib.py",
                [('WARMUP = ("1988-10-01", "1990-09-30")\nCAL_PERIOD = ("1990-10-01", "2005-09-30")',
                  'WARMUP = ("1993-10-01", "1995-09-30")\nCAL_PERIOD = ("1995-10-01", "2005-09-30")  # Tobias\'s review: '
                  'match the benchmark studies'),
                 ("from riverbend.gr4j import PARAM_NAMES, simulate_population",
                  "from riverbend.gr4j import PARAM_NAMES, simulate_population\nfrom riverbend.metrics import kge, "
                  "kge_log, nse"),
                 ("        return 1.0 - nse(q[:, n_warm:], obs)", "        return 1.0 - kge(q[:, n_warm:], obs)"),
                 ('    """Find (x1, x2, x3, x4) maximising NSE over CAL_PERIOD after the warm-up.',
                  '    """Find (x1, x2, x3, x4) maximising KGE over CAL_PERIOD after the warm-up (NSE and log-KGE are '
                  'reported too).')])
    s.write("testmetrics", "tests/test_metrics.py",
            "import numpy as np\n\nfrom riverbend.metrics import kge, kge_log, nse\n\n\n"
            "def test_perfect_fit_is_one():\n    q = np.random.default_rng(1).gamma(2.0, 1.5, 500)\n"
            "    assert np.isclose(kge(q, q), 1.0) and np.isclose(nse(q, q), 1.0) and np.isclose(kge_log(q, q), 1.0)\n\n\n"
            "def test_mean_flow_benchmark():\n    q = np.random.default_rng(2).gamma(2.0, 1.5, 500)\n"
            "    assert np.isclose(nse(np.full_like(q, q.mean()), q), 0.0)\n    "
            "assert np.isclose(kge(np.full_like(q, q.mean()) + 1e-9 * q, q), 1 - np.sqrt(2), atol=1e-3)\n")
    s.bash("pytest9", "mamba run -n riverbend pytest -q", ok_tests(9, "6.02", (("tests/test_gr4j.py", 4),
                                                                             ("tests/test_metrics.py", 2),
                                                                             ("tests/test_properties.py", 3))))
    s.bash("kgearray", f"ssh {LOGIN} 'cd ~/riverbend && git pull -q && RUN_DIR=/scratch/hydro-okb/riverbend/runs/"
           "kge-v1 sbatch slurm/calibrate_array.sbatch'", "Submitted batch job 4493310", minutes=3)
    s.bash("sacct9", f"ssh {LOGIN} 'sacct -j 4493310 -X --format=State | tail -n +3 | sort | uniq -c'",
           "    668 COMPLETED\n      3 FAILED", minutes=380)
    s.bash("summary2", "mamba run -n riverbend riverbend summarize /scratch/hydro-okb/riverbend/runs/kge-v1",
           "668 stations (3 refused for forcing gaps)\nKGE calibration:     median 0.861  p10 0.642  p90 0.934\n"
           "KGE validation:      median 0.823  p10 0.571  p90 0.915\nlog-KGE validation:  median 0.741  p10 0.402  "
           "p90 0.886\nNSE validation:      median 0.769\nmedian runtime per station 31m 05s, total 352 core-hours")
    s.prompt("hannaok", "Hanna agreed with Tobias in today's group meeting: KGE is the objective from now on. NSE "
             "stays only in the appendix table, for comparison with the group's older papers.")
    s.remember("memobjective", "Since 22 Feb 2028 riverbend calibrates with KGE (Gupta et al. 2009), not NSE, on "
               "1 Oct 1995 - 30 Sep 2005 (warm-up from Oct 1993; validation 2005-2015), after Tobias Ferreira's "
               "review; Hanna Okonkwo-Berg agreed. NSE only in the paper's appendix; log-flow KGE reported for low "
               "flows. Run kge-v1 (array 4493310): median KGE 0.861 cal / 0.823 val, log-KGE 0.741.",
               "calibration objective and period", "decision")
    s.bash("commit9", "git add -A && git commit -m 'calib: KGE objective, calibration 1995-2005 (review by T. "
           "Ferreira); metrics module'", "[main 51c0e7a] calib: KGE objective, calibration 1995-2005 (review by T. "
           "Ferreira); metrics module\n 4 files changed, 88 insertions(+), 14 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("figures", "Paper figures today. Rule for the paper: every figure comes from a script in "
             "paper/figures/ run by `make figures`, never from a notebook, saved as PDF at 300 dpi. Use Tobias's "
             "wishes: Okabe-Ito colours, log axis on hydrographs.")
    s.write("fig4", "paper/figures/fig4_hydrographs.py", FIG4_PY)
    s.tool_failure("editfail", "Edit", {"file_path": "/home/malte/src/riverbend/Makefile", "old_string":
                                        "docs:\n\tsphinx-build -W -b html docs docs/_build/html",
                                        "new_string": "docs:\n\tsphinx-build -W -b html docs docs/_build/html\n\n"
                                        "figures:\n\tfor f in paper/figures/fig*.py; do python $$f; done",
                                        "replace_all": False},
                   "<tool_use_error>String to replace not found in file.\nString: docs:\n\tsphinx-build -W -b html "
                   "docs docs/_build/html</tool_use_error>")
    s.read("readmake", "Makefile", ".PHONY: test docs clean\n\ntest:\n\tpytest -q\n\ndocs:\n\tsphinx-build -W -b "
           "html docs docs/_build/html -j auto\n\nclean:\n\trm -rf docs/_build docs/generated dist\n")
    s.edit("makefig", "Makefile", "clean:\n\trm -rf docs/_build docs/generated dist\n",
           "figures:\n\tfor f in paper/figures/fig*.py; do python $$f || exit 1; done\n\n"
           "clean:\n\trm -rf docs/_build docs/generated dist\n")
    s.glob(None, "paper/figures/fig*.py", ["paper/figures/fig2_kge_map.py", "paper/figures/fig3_cdf.py",
                                            "paper/figures/fig4_hydrographs.py", "paper/figures/fig5_params.py"])
    s.bash("makefigs", "mamba run -n riverbend make figures && ls -la paper/figures/*.pdf",
           "for f in paper/figures/fig*.py; do python $f || exit 1; done\n-rw-r--r-- 1 malte malte  412816 Feb 24 "
           "15:02 paper/figures/fig2_kge_map.pdf\n-rw-r--r-- 1 malte malte   88204 Feb 24 15:02 paper/figures/"
           "fig3_cdf.pdf\n-rw-r--r-- 1 malte malte 1287350 Feb 24 15:03 paper/figures/fig4.pdf\n-rw-r--r-- 1 malte "
           "malte  164019 Feb 24 15:03 paper/figures/fig5_params.pdf", minutes=4)
    s.prompt("theme", "Hanna looked at the docs site and wants it to look like floodkit and the group's other "
             "packages: switch from the RTD theme to pydata-sphinx-theme, with the group logo and a GitHub icon "
             "link in the header.")
    s.read(None, "docs/conf.py", DOCS_CONF.replace('nb_execution_mode = "auto"\nnb_execution_timeout = 600',
                                                  'nb_execution_mode = "off"  # executed locally, committed with '
                                                  'outputs: RTD killed the build (26338412)'))
    s.edit("pydata", "docs/conf.py", 'html_theme = "sphinx_rtd_theme"\nhtml_theme_options = {"navigation_depth": 3}',
           'html_theme = "pydata_sphinx_theme"  # same look as floodkit and the group\'s other packages (Hanna)\n'
           'html_logo = "_static/northmoor-hydro.svg"\nhtml_theme_options = {\n    "icon_links": [{"name": "GitHub", '
           '"url": "https://github.com/northmoor-hydro/riverbend", "icon": "fa-brands fa-github"}],\n'
           '    "navigation_depth": 3,\n}')
    s.edit("docsenv", "docs/environment.yml", "  - sphinx-rtd-theme>=3.0", "  - pydata-sphinx-theme>=0.16")
    s.bash("sphinx2", "mamba env update -n riverbend-docs -f docs/environment.yml -q && mamba run -n riverbend-docs "
           "sphinx-build -W -b html docs docs/_build/html", "Running Sphinx v8.1.3\nloading translations [en]... "
           "done\nloading pickled environment... done\n[autosummary] generating autosummary for: api.rst, index.rst, "
           "tutorial.ipynb\nbuilding [html]: targets for 0 source files that are out of date\nupdating environment: "
           "[config changed ('html_theme')] 6 added, 0 changed, 0 removed\nreading sources... [100%] tutorial\n"
           "writing output... [100%] tutorial\nbuild succeeded.\n\nThe HTML pages are in docs/_build/html.")
    s.bash("commit10", "git add -A && git commit -m 'paper figures from scripts (make figures); docs: "
           "pydata-sphinx-theme' && git push -q", "[main 7c2f9d4] paper figures from scripts (make figures); docs: "
           "pydata-sphinx-theme\n 9 files changed, 214 insertions(+), 5 deletions(-)")
    s.bash("rtd10", "sleep 180 && curl -s https://readthedocs.org/api/v3/projects/riverbend/builds/?limit=1 | jq "
           "'.results[0] | {id, success, duration}'", "{\n  \"id\": 26371105,\n  \"success\": true,\n  \"duration\": "
           "104\n}", minutes=4)
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git log --oneline -5", "7c2f9d4 paper figures from scripts (make figures); docs: pydata-sphinx-theme\n"
           "51c0e7a calib: KGE objective, calibration 1995-2005 (review by T. Ferreira); metrics module\nb2d81f3 "
           "release 0.2.0\n9e47b20 calib: x3 lower bound 1 mm; no numba cache (concurrent array tasks corrupt the "
           "index)\n6a3e1c8 slurm: one single-threaded array task per station (after the Aurora suspension); forcing "
           "per station without dask")
    s.prompt("release3", "conda-forge merged the recipe on Friday after Sunita approved it, so we have "
             "conda-forge/riverbend-feedstock now. Release 0.3.0: KGE as the default objective, the new calibration "
             "period and the metrics module. The autotick bot should open the feedstock PR on its own.")
    s.edit("version3", "src/riverbend/__init__.py", '__version__ = "0.2.0"', '__version__ = "0.3.0"')
    s.edit("changelog3", "CHANGELOG.md", "# Changelog\n",
           "# Changelog\n\n## 0.3.0 (2028-02-29)\n\n- Calibration objective is KGE (was NSE); calibration period "
           "1995-10-01..2005-09-30 (was 1990-2005).\n- `riverbend.metrics`: `nse`, `kge`, `kge_log`.\n"
           "- Docs use pydata-sphinx-theme.\n")
    s.bash("pytest11", "mamba run -n riverbend pytest -q", ok_tests(9, "6.11", (("tests/test_gr4j.py", 4),
                                                                              ("tests/test_metrics.py", 2),
                                                                              ("tests/test_properties.py", 3))))
    s.bash("tag3", "git commit -qam 'release 0.3.0' && git tag -a v0.3.0 -m 'riverbend 0.3.0' && git push -q origin "
           "main v0.3.0 && gh run watch --exit-status $(gh run list --workflow release.yml -L1 --json databaseId -q "
           "'.[0].databaseId')", "✓ v0.3.0 release · 13402117730\n\nJOBS\n✓ build in 22s (ID 37480211954)\n"
           "✓ publish in 16s (ID 37480230017)\n    View at:\n    https://pypi.org/project/riverbend/0.3.0/")
    s.bash("feedpr", "sleep 5400 && gh pr list --repo conda-forge/riverbend-feedstock",
           "Showing 1 of 1 open pull request in conda-forge/riverbend-feedstock\n\n#2  riverbend v0.3.0  "
           "regro-cf-autotick-bot:0.3.0_h8f1c2e  about 12 minutes ago", minutes=92)
    s.bash("feedmerge", "gh pr checks 2 --repo conda-forge/riverbend-feedstock && gh pr merge 2 --repo "
           "conda-forge/riverbend-feedstock --merge",
           "conda-forge-linter             pass    1s   https://conda-forge.org/status\nriverbend-feedstock (linux_64) "
           "pass    3m41s  https://dev.azure.com/conda-forge/feedstock-builds/_build/results?buildId=1164205\n"
           "✓ Merged pull request conda-forge/riverbend-feedstock#2 (riverbend v0.3.0)")
    s.bash("mambasearch", "sleep 3600 && mamba search -c conda-forge riverbend",
           "Loading channels: done\n# Name                       Version           Build  Channel\n"
           "riverbend                      0.2.0    pyhd8ed1ab_0  conda-forge\nriverbend                      0.3.0    "
           "pyhd8ed1ab_0  conda-forge", minutes=62)
    s.edit("citation", "CITATION.cff", "version: 0.2.0\ndate-released: 2028-02-18",
           "version: 0.3.0\ndate-released: 2028-02-29\ndoi: 10.5281/zenodo.14830219  # Zenodo archive of v0.3.0, "
           "cited in the paper's code availability section")
    s.prompt("plans", "Plan for the coming weeks: Hanna does her final read of the manuscript on Friday 10 March, we "
             "submit to HESS on Wednesday 15 March with the Zenodo DOI of 0.3.0 in the code availability section. "
             "Sunita adds riverbend 0.3.0 to the group's JupyterHub image on 6 March. Tobias visits on 22 March to "
             "plan the follow-up with Dutch catchments, and I present riverbend at EGU in Vienna on 26 April.")
    s.remember("memplans", "riverbend plans after 29 Feb 2028: Sunita Raman puts 0.3.0 into the group JupyterHub "
               "image on 6 March; Hanna Okonkwo-Berg's final read of the manuscript on Friday 10 March; HESS "
               "submission on Wednesday 15 March (code availability: Zenodo DOI 10.5281/zenodo.14830219); Tobias "
               "Ferreira visits 22 March (follow-up with Dutch catchments); EGU talk in Vienna on 26 April.",
               "paper and release plans", "decision")
    s.bash("commit11", "git add -A && git commit -m 'citation: 0.3.0 with Zenodo DOI' && git push -q",
           "[main e81b6a2] citation: 0.3.0 with Zenodo DOI\n 1 file changed, 3 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-02-01T09:10:00", "5e0c7a13-2b94-4d61-8f3a-0a1b2c3d5501", s1),    # Tue
    ("s2", "2028-02-03T10:00:00", "6f1d8b24-3ca5-4e72-904b-1b2c3d4e5502", s2),    # Thu
    ("s3", "2028-02-07T09:30:00", "702e9c35-4db6-4f83-a15c-2c3d4e5f5503", s3),    # Mon
    ("s4", "2028-02-09T10:15:00", "813fad46-5ec7-4094-b26d-3d4e5f605504", s4),    # Wed
    ("s5", "2028-02-11T13:00:00", "9240be57-6fd8-41a5-c37e-4e5f60715505", s5),    # Fri
    ("s6", "2028-02-14T08:20:00", "a351cf68-70e9-42b6-d48f-5f6071825506", s6),    # Mon
    ("s7", "2028-02-16T09:00:00", "b462d079-81fa-43c7-e590-607182935507", s7),    # Wed
    ("s8", "2028-02-18T10:00:00", "c573e18a-920b-44d8-f6a1-718293a45508", s8),    # Fri
    ("s9", "2028-02-22T11:00:00", "d684f29b-a31c-45e9-07b2-8293a4b55509", s9),    # Tue
    ("s10", "2028-02-24T14:00:00", "e7950aac-b42d-46fa-18c3-93a4b5c65510", s10),  # Thu
    ("s11", "2028-02-29T10:30:00", "f8a61bbd-c53e-470b-29d4-a4b5c6d75511", s11),  # Tue
]

#: When the questions are asked: Friday morning after the last session (a Tuesday, 29 February).
ASKED_AT = "2028-03-03T08:30:00Z"
