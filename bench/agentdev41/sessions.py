"""The eleven sessions of the avrt-wq history, step by step (see build.py and README.md)."""
from __future__ import annotations

from functools import partial

from _agentset import Session  # bench/, on the path of build.py

from ad41_files import APP_R, CLEAN_R, DEPLOY_R, LIMS_R, READ_SONDE_R, REPORT_QMD, TARGETS_R


def ok_tests(n, secs="2.9"):
    return ("✔ | F W  S  OK | Context\n"
            "✔ |          9 | read_sonde\n"
            "✔ |         12 | qc\n"
            f"✔ |         {n - 21:>2} | lims\n\n"
            f"══ Results ═════════════════════════════════════════════════════════════════\n"
            f"Duration: {secs} s\n\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS {n} ]")


pre = partial(Session.pre_tool, ahead=1)
failed = Session.tool_failure
multiedit = partial(Session.multiedit, original="")


SONDE_CSV = """Site: AV01 Coldbrook Weir
Serial: 21K104332  Firmware: 2.0.4
Exported: 2027-11-01 08:41 (local time)
Timestamp,TempC,DO_mgL,DO_pct,SpCond_uScm,Turbidity_NTU,pH,NH4_mgL,Battery_V
2027-10-31 00:30:00,9.84,10.12,89.6,412,6.1,7.62,0.08,13.1
2027-10-31 00:45:00,9.81,10.10,89.3,413,6.0,7.61,0.08,13.1
2027-10-31 01:00:00,9.79,10.09,89.1,413,6.2,7.61,0.09,13.1
2027-10-31 01:15:00,9.77,10.07,88.9,414,6.3,7.60,0.09,13.1"""


def s1(s):
    s.start()
    s.prompt("goal", "New repo: avrt-wq, water quality monitoring for the Arden Vale Rivers Trust. Six multiparameter "
             "sondes on the Arden and its tributaries log every 15 minutes to the SondeLink telemetry portal; we get "
             "CSV exports from there. Monthly grab samples go to Severnside Analytical and come back through their LIMS "
             "API. Deliverables: a {targets} pipeline, a Shiny dashboard for staff, volunteers and trustees, and a "
             "Quarto monthly report for Hana Kowalczyk in comms. Everything gets published on the trust's Posit Connect "
             "(Callum Reid looks after it). R 4.4.1, renv for packages. Start with the pipeline skeleton.")
    s.bash(None, "R --version | head -1 && ls -la", "R version 4.4.1 (2024-06-14) -- \"Race for Your Life\"\n"
           "total 16\ndrwxr-xr-x  4 niamh niamh 4096 Nov  1 09:12 .\ndrwxr-xr-x 11 niamh niamh 4096 Nov  1 09:10 ..\n"
           "drwxr-xr-x  7 niamh niamh 4096 Nov  1 09:12 .git\ndrwxr-xr-x  3 niamh niamh 4096 Nov  1 09:12 data")
    s.prompt("rules", "House rules for this repo. Packages only through renv: after any install run renv::snapshot() "
             "and commit renv.lock together with the code that needs it. Base R pipe |> everywhere, no magrittr %>%. "
             "No setwd() and no absolute paths in code, use here::here(). Run styler::style_dir() before every commit.")
    s.bash("renvinit", "Rscript -e 'renv::init(bare = TRUE); renv::install(c(\"targets\", \"tarchetypes\", \"dplyr\", "
           "\"readr\", \"lubridate\", \"tidyr\", \"purrr\", \"arrow\", \"httr2\", \"qs\", \"here\", \"zoo\", "
           "\"testthat\", \"styler\"))'",
           "- Linking packages into the project library ... Done!\n- renv activated -- please restart the R session.\n"
           "# Installing packages --------------------------------------------------------\n"
           "- Installing targets 1.7.1 ...                  OK [linked from cache]\n"
           "- Installing tarchetypes 0.10.0 ...             OK [linked from cache]\n"
           "- Installing dplyr 1.1.4 ...                    OK [linked from cache]\n"
           "- Installing arrow 17.0.0.1 ...                 OK [built from source in 14m 2s]\n"
           "- Installing httr2 1.0.5 ...                    OK [linked from cache]\n"
           "- Installing testthat 3.2.1.1 ...               OK [linked from cache]\n"
           "Successfully installed 94 packages.")
    s.bash("snapshot1", "Rscript -e 'renv::snapshot()'", "The following package(s) will be updated in the lockfile:\n"
           "# CRAN --------------------------------------------------------------------\n"
           "- arrow         [* -> 17.0.0.1]\n- targets       [* -> 1.7.1]\n- tarchetypes   [* -> 0.10.0]\n"
           "...\n- Lockfile written to \"~/projects/avrt-wq/renv.lock\".")
    s.glob(None, "data/raw/sondes/*.csv", ["data/raw/sondes/AV01_20271101.csv", "data/raw/sondes/AV02_20271101.csv",
                                           "data/raw/sondes/AV03_20271101.csv", "data/raw/sondes/AV04_20271101.csv",
                                           "data/raw/sondes/AV05_20271101.csv", "data/raw/sondes/AV06_20271101.csv"])
    s.read("csvhead", "data/raw/sondes/AV01_20271101.csv", SONDE_CSV)
    s.write("readsonde", "R/read_sonde.R", READ_SONDE_R)
    s.write("targets1", "_targets.R", TARGETS_R)
    s.bash("tarmake1", "Rscript -e 'targets::tar_make()'",
           "▶ dispatched target sonde_files\n● completed target sonde_files [0.01 seconds]\n"
           "▶ dispatched target sonde_raw\n● completed target sonde_raw [1.84 seconds, 612.3 kilobytes]\n"
           "▶ dispatched target sonde_clean\n✖ errored target sonde_clean\n"
           "Error: could not find function \"clean_sonde\"", code=1)
    s.prompt("skelfix", "Fine, cleaning comes later. Comment the sonde_clean and daily_summary targets out for now so the "
             "skeleton runs end to end.")
    s.bash("rawcount", "Rscript -e 'targets::tar_make()' && Rscript -e 'nrow(targets::tar_read(sonde_raw))'",
           "✔ skipped target sonde_files\n✔ skipped target sonde_raw\n▶ ended pipeline [0.61 seconds]\n[1] 17856")
    s.bash("commit1", "Rscript -e 'styler::style_dir(exclude_dirs = \"renv\")' && git add -A && git commit -m "
           "'skeleton: renv, targets pipeline, SondeLink CSV reader'",
           "[main (root-commit) 3f0a9c2] skeleton: renv, targets pipeline, SondeLink CSV reader\n"
           " 9 files changed, 1842 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status --short && git log --oneline -1", "3f0a9c2 skeleton: renv, targets pipeline, SondeLink CSV reader")
    s.prompt("sites", "Add data/sites.csv with the six monitoring sites (code, name, river, OS grid reference) and make "
             "the reader refuse duplicate keys: exactly one reading per site and timestamp, the summaries depend on it.")
    s.write("sitescsv", "data/sites.csv",
            "site_id,name,river,ngr,lat,lon\nAV01,Coldbrook Weir,Coldbrook,SO 812 455,52.1033,-2.2751\n"
            "AV02,Millford Bridge,Arden,SO 845 421,52.0729,-2.2268\nAV03,Hartsedge,Arden,SO 873 398,52.0524,-2.1858\n"
            "AV04,Lowsett Ford,Lowsett Brook,SO 901 377,52.0336,-2.1450\nAV05,Fenwick Pool,Arden,SO 930 352,"
            "52.0112,-2.1026\nAV06,Ashby Mouth,Arden,SO 962 330,51.9915,-2.0560\n")
    s.edit("keycheck", "R/read_sonde.R", "    purrr::list_rbind()\n}",
           "    purrr::list_rbind() |>\n    assert_unique_keys(c(\"site_id\", \"timestamp\"))\n}\n\n"
           "assert_unique_keys <- function(df, keys) {\n  dup <- df |> dplyr::count(dplyr::across(dplyr::all_of(keys))) "
           "|> dplyr::filter(n > 1)\n  if (nrow(dup) > 0) {\n    stop(\"duplicate (\", paste(keys, collapse = \", \"), "
           "\") keys: \", nrow(dup), \" rows, e.g. \", format(dup[1, ]))\n  }\n  df\n}")
    s.bash("dupfail", "Rscript -e 'targets::tar_make()'",
           "▶ dispatched target sonde_raw\n✖ errored target sonde_raw\n✖ errored pipeline [1.92 seconds]\n"
           "Error:\n! Error running targets::tar_make()\n  Error messages: targets::tar_meta(fields = error, complete_only = TRUE)\n"
           "  Last error message:\n    duplicate (site_id, timestamp) keys: 24 rows, e.g. AV01 2027-10-31 01:00:00 2",
           code=1)
    s.bash("dupgrep", "grep -n '2027-10-31 01:' data/raw/sondes/AV01_20271101.csv",
           "2172:2027-10-31 01:00:00,9.79,10.09,89.1,413,6.2,7.61,0.09,13.1\n"
           "2173:2027-10-31 01:15:00,9.77,10.07,88.9,414,6.3,7.60,0.09,13.1\n"
           "2174:2027-10-31 01:30:00,9.74,10.06,88.7,414,6.1,7.60,0.09,13.1\n"
           "2175:2027-10-31 01:45:00,9.72,10.05,88.5,415,6.2,7.60,0.09,13.1\n"
           "2176:2027-10-31 01:00:00,9.70,10.04,88.3,415,6.4,7.59,0.10,13.1\n"
           "2177:2027-10-31 01:15:00,9.69,10.03,88.2,415,6.3,7.59,0.10,13.1\n"
           "2178:2027-10-31 01:30:00,9.66,10.02,88.0,416,6.2,7.59,0.10,13.1\n"
           "2179:2027-10-31 01:45:00,9.64,10.01,87.9,416,6.1,7.58,0.10,13.1")
    s.prompt("dupwhy", "Of course: the clocks went back at 02:00 on Sunday 31 October and SondeLink exports wall-clock "
             "UK time with no offset, so the 01:00-01:45 hour is in every file twice (4 readings x 6 sites = 24 keys). "
             "Don't try to guess which copy is which. I've switched the portal's export to UTC (Settings > Export > "
             "Time zone) and re-downloaded. Make the reader check the 'Time zone: UTC' header line and stop otherwise.")
    s.bash(None, "head -4 data/raw/sondes/AV01_20271101.csv",
           "Site: AV01 Coldbrook Weir\nSerial: 21K104332  Firmware: 2.0.4\nExported: 2027-11-03 10:22 (Time zone: UTC)\n"
           "Timestamp,TempC,DO_mgL,DO_pct,SpCond_uScm,Turbidity_NTU,pH,NH4_mgL,Battery_V")
    s.edit("dupfix", "R/read_sonde.R", "  site_id <- sub(\"^Site: \", \"\", meta[[1]])",
           "  site_id <- sub(\"^Site: (AV0[1-6]).*$\", \"\\\\1\", meta[[1]])\n"
           "  if (!grepl(\"Time zone: UTC\", meta[[3]], fixed = TRUE)) {\n"
           "    stop(path, \": export is not in UTC (SondeLink Settings > Export > Time zone)\")\n  }")
    s.bash("tarmake2", "Rscript -e 'targets::tar_make()'",
           "▶ dispatched target sonde_files\n● completed target sonde_files [0.01 seconds]\n"
           "▶ dispatched target sonde_raw\n● completed target sonde_raw [1.77 seconds, 598.9 kilobytes]\n"
           "▶ ended pipeline [2.03 seconds]")
    s.write(None, "tests/testthat/test-read_sonde.R",
            "test_that(\"a local-time export is refused\", {\n  expect_error(read_one_export(test_path(\"fixtures\", "
            "\"AV01_localtime.csv\")), \"not in UTC\")\n})\n\ntest_that(\"site id comes from the first line\", {\n"
            "  df <- read_one_export(test_path(\"fixtures\", \"AV01_utc.csv\"))\n  expect_equal(unique(df$site_id), "
            "\"AV01\")\n  expect_s3_class(df$timestamp, \"POSIXct\")\n})\n")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\")'",
           "✔ | F W  S  OK | Context\n✔ |          9 | read_sonde\n\n══ Results ═══════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 9 ]")
    s.lesson("lesson1", "SondeLink CSV exports default to UK wall-clock time without an offset: at the October clock "
             "change an hour appears twice (in March one is missing). Export in UTC from the portal and have the reader "
             "reject any file whose header is not 'Time zone: UTC'; keep the unique (site, timestamp) check.",
             "duplicate sonde timestamps on 31 October (clock change)")
    s.remember("memsonde", "SondeLink exports for avrt-wq: six sondes AV01 Coldbrook Weir, AV02 Millford Bridge, AV03 "
               "Hartsedge, AV04 Lowsett Ford, AV05 Fenwick Pool, AV06 Ashby Mouth; 15-minute readings (temperature, "
               "DO mg/L and %, specific conductance, turbidity, pH, ammonium, battery). Export setting must be UTC. "
               "Files go to data/raw/sondes/ as <site>_<yyyymmdd>.csv and are never edited by hand.",
               "SondeLink sensor exports", "fact")
    s.bash("commit2", "git add -A && git commit -m 'sites table; reader requires UTC exports and unique keys'",
           "[main 8b41d07] sites table; reader requires UTC exports and unique keys\n 5 files changed, 71 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("lims", "Lab data today. Ruth Abara (lab manager at Severnside Analytical, 01452 730614) sent the API "
             "docs for their SampleTrack LIMS and a token; she says it's a temporary one for now and we should ask for "
             "a proper service account later. Our project code is AVRT: monthly grab samples at all six sites for "
             "nitrate, orthophosphate, ammoniacal nitrogen, BOD and E. coli. Token goes in .Renviron as LIMS_TOKEN, "
             "never in the repo.")
    s.fetch("limsdocs", "https://lims.severnside-analytical.co.uk/api/v2/docs",
            "How are requests authenticated, paginated and rate limited? Which fields does /results return?",
            "Authentication: `Authorization: Bearer <token>`. GET /results?project=&since=&page=&per_page= (per_page "
            "max 200), response {results: [...], next_page: int|null}. Fields: sample_id, site_code, determinand, "
            "result, unit, sampled_at ('YYYY-MM-DD HH:MM:SS'), received_at, status. Rate limit: 60 requests per minute "
            "per token; above that the API answers 429 Too Many Requests with Retry-After.")
    s.edit(None, ".gitignore", ".Rproj.user/\n.Rhistory", ".Rproj.user/\n.Rhistory\n.Renviron\n_targets/")
    s.write("limsr", "R/lims.R", LIMS_R)
    s.bash("lims429", "Rscript -e 'x <- get_lims(since = \"2019-01-01\"); nrow(x)'",
           "Error in `httr2::req_perform()`:\n! HTTP 429 Too Many Requests.\n• Retry-After: 37\n"
           "Backtrace:\n 1. global get_lims(since = \"2019-01-01\")\n 2. httr2::req_perform(...)\n"
           "Execution halted", code=1)
    s.prompt("throttlewhy", "Nine years of history is 73 pages at 200 per page and we fire them back to back, so page 61 "
             "hits the 60-per-minute limit. Throttle the requests to 50 a minute and let req_retry honour Retry-After.")
    s.edit("throttlefix", "R/lims.R", "    httr2::req_retry(max_tries = 3)",
           "    httr2::req_throttle(rate = 50 / 60) |>\n    httr2::req_retry(max_tries = 3, is_transient = \\(r) "
           "httr2::resp_status(r) == 429)")
    s.bash("limsok", "Rscript -e 'system.time(x <- get_lims(since = \"2019-01-01\")); nrow(x); table(x$determinand)'",
           "   user  system elapsed \n  2.114   0.208  91.602 \n[1] 14612\n\n"
           "  ammoniacal_N          BOD      e_coli      nitrate  orthophosphate \n"
           "         2938         2917        2871         2947            2939 ")
    s.prompt("testrule", "Tests must never call the real LIMS. Record fixtures with httptest2 (token redacted) and run "
             "against those; the same goes for the Connect API later.")
    s.bash(None, "Rscript -e 'renv::install(\"httptest2\"); renv::snapshot()'",
           "- Installing httptest2 1.1.0 ...              OK [linked from cache]\n"
           "- Lockfile written to \"~/projects/avrt-wq/renv.lock\".")
    s.write(None, "tests/testthat/test-lims.R",
            "with_mock_dir(\"lims\", {\n  test_that(\"results are paged until next_page is null\", {\n"
            "    withr::local_envvar(LIMS_TOKEN = \"redacted\")\n    x <- get_lims(since = \"2027-10-01\")\n"
            "    expect_equal(nrow(x), 61)\n    expect_setequal(unique(x$site_id), sprintf(\"AV%02d\", 1:6))\n  })\n})\n")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\")'", ok_tests(21 + 4, "3.4").replace("12 | qc", " 0 | qc"))
    s.edit("limstarget", "_targets.R", "  tar_target(sites, ",
           "  tar_target(lims_results, get_lims(since = \"2019-01-01\"),\n"
           "             cue = tarchetypes::tar_cue_age(lims_results, as.difftime(1, units = \"days\"))),\n"
           "  tar_target(sites, ")
    s.remember("memlims", "Severnside Analytical LIMS (SampleTrack) API v2: https://lims.severnside-analytical.co.uk/api/v2, "
               "Bearer token in LIMS_TOKEN (.Renviron, never committed), project AVRT, /results paged up to 200 per page, "
               "limit 60 requests/min (we throttle to 50). Contact: Ruth Abara, lab manager, 01452 730614. The token "
               "from 5 Nov is a temporary one: ask Ruth for a service account token.",
               "LIMS API access", "fact")
    s.bash("commit3", "git add -A && git commit -m 'LIMS client (httr2, paged, throttled) and lims_results target'",
           "[main c27e5a1] LIMS client (httr2, paged, throttled) and lims_results target\n 7 files changed, 212 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("qc", "Quality control. Range limits per parameter in data/qc_limits.csv, and a spike test: a reading "
             "more than 3x the centred rolling median of 9 readings is a spike. Drop everything that fails before the "
             "daily summaries, so the dashboard only ever shows clean data.")
    s.write("qclimits", "data/qc_limits.csv",
            "parameter,min_valid,max_valid,unit\ntemp_c,-1,30,degC\ndo_mgl,0,20,mg/L\ndo_pct,0,200,%\n"
            "spcond_uscm,20,2000,uS/cm\nturbidity_ntu,0,1000,NTU\nph,5,10,pH\nnh4_mgl,0,10,mg/L\n")
    failed(s, None, "Read", {"file_path": f"{s.cwd}/R/utils.R"},
           f"File does not exist: {s.cwd}/R/utils.R")
    s.write("cleanr", "R/clean.R", CLEAN_R)
    s.edit(None, "_targets.R", "  # tar_target(sonde_clean, clean_sonde(sonde_raw)),",
           "  tar_target(sonde_clean, clean_sonde(sonde_raw)),")
    s.bash("tarmake4", "Rscript -e 'targets::tar_make(); x <- targets::tar_read(sonde_clean); nrow(x)'",
           "▶ dispatched target sonde_clean\n● completed target sonde_clean [0.94 seconds]\n"
           "▶ ended pipeline [1.21 seconds]\n[1] 17349\nremoved 507 of 17856 readings (2.8%): turbidity_ntu 311, "
           "nh4_mgl 104, do_mgl 61, ph 31")
    s.bash("removedcheck", "Rscript -e 'targets::tar_read(sonde_raw) |> dplyr::anti_join(targets::tar_read(sonde_clean)) |> "
           "dplyr::count(site_id, day = as.Date(timestamp))'",
           "# A tibble: 9 × 3\n  site_id day            n\n  <chr>   <date>     <int>\n1 AV04    2027-11-06   212\n"
           "2 AV04    2027-11-07    41\n3 AV01    2027-10-19    38\n4 AV05    2027-10-22    27\n...")
    s.write("summarise", "R/summarise.R",
            "#' Daily summaries per site: min DO, mean temperature, max turbidity, low-oxygen flag\n"
            "summarise_daily <- function(readings, sites, do_threshold = 5) {\n  readings |>\n"
            "    dplyr::mutate(day = as.Date(timestamp, tz = \"Europe/London\")) |>\n"
            "    dplyr::summarise(do_min = min(do_mgl, na.rm = TRUE), temp_mean = mean(temp_c, na.rm = TRUE),\n"
            "                     turb_max = max(turbidity_ntu, na.rm = TRUE), nh4_max = max(nh4_mgl, na.rm = TRUE),\n"
            "                     .by = c(site_id, day)) |>\n    dplyr::mutate(low_do = do_min < do_threshold) |>\n"
            "    dplyr::left_join(sites, by = \"site_id\")\n}\n")
    s.prompt("dothresh", "Low-oxygen alert: a site-day counts as low when the minimum DO is under 5 mg/L. That's what "
             "Owen Pritchard (our science lead) uses in his field notes.")
    s.write(None, "tests/testthat/test-clean.R",
            "test_that(\"out-of-range readings are removed\", {\n  x <- tibble::tibble(parameter = \"ph\", value = c(7, 12, 4))\n"
            "  expect_equal(nrow(clean_sonde(x)), 1)\n})\n\ntest_that(\"a 4x spike is removed\", {\n"
            "  x <- tibble::tibble(parameter = \"turbidity_ntu\", value = c(rep(5, 8), 20, rep(5, 8)))\n"
            "  expect_equal(nrow(clean_sonde(x)), 16)\n})\n")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\")'", ok_tests(33))
    s.bash("commit4", "git add -A && git commit -m 'QC: range limits + spike test, daily summaries with low-DO flag'",
           "[main 5d9e3f8] QC: range limits + spike test, daily summaries with low-DO flag\n 6 files changed, 118 insertions(+), 3 deletions(-)")
    s.prompt("plan4", "Good. Wednesday I want to start on the Shiny dashboard, Owen wants to click through the sites by the end of the week.")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("owenrule", "Change of plan on QC. Owen looked at what we threw away: the 212 'spikes' at Lowsett Ford on "
             "6 November were the storm on Saturday, real sediment coming off the fields, exactly what the trust exists "
             "to document. His rule, and it's final: we never delete a reading. Keep every row, add a qc_flag column "
             "(ok / suspect / fail) and let the summaries use only 'ok'. Rename the file and the function so nobody "
             "thinks it still removes things.")
    s.bash("gitmvqc", "git mv R/clean.R R/qc.R && git mv tests/testthat/test-clean.R tests/testthat/test-qc.R && git status --short",
           "R  R/clean.R -> R/qc.R\nR  tests/testthat/test-clean.R -> tests/testthat/test-qc.R")
    s.edit("flagfn", "R/qc.R",
           "clean_sonde <- function(readings, limits = qc_limits()) {\n  readings |>\n"
           "    dplyr::left_join(limits, by = \"parameter\") |>\n    dplyr::filter(value >= min_valid, value <= max_valid) |>\n"
           "    dplyr::filter(!is_spike(value, k = 3)) |>\n    dplyr::select(-min_valid, -max_valid)\n}",
           "flag_readings <- function(readings, limits = qc_limits()) {\n  readings |>\n"
           "    dplyr::left_join(limits, by = \"parameter\") |>\n    dplyr::mutate(qc_flag = dplyr::case_when(\n"
           "      value < min_valid | value > max_valid ~ \"fail\",\n      is_spike(value, k = 3) ~ \"suspect\",\n"
           "      .default = \"ok\"\n    ), .by = c(site_id, parameter)) |>\n    dplyr::select(-min_valid, -max_valid)\n}")
    s.edit("targetrename", "_targets.R", "  tar_target(sonde_clean, clean_sonde(sonde_raw)),",
           "  tar_target(sonde_flagged, flag_readings(sonde_raw)),")
    s.grep("grepclean", "clean_sonde|sonde_clean", ["_targets.R", "R/summarise.R", "tests/testthat/test-qc.R"])
    s.edit(None, "R/summarise.R", "  readings |>\n    dplyr::mutate(day",
           "  readings |>\n    dplyr::filter(qc_flag == \"ok\") |>\n    dplyr::mutate(day")
    s.bash("qctestfail", "Rscript -e 'testthat::test_dir(\"tests/testthat\")'",
           "✔ | F W  S  OK | Context\n✔ |          9 | read_sonde\n✖ | 2        0 | qc\n"
           "────────────────────────────────────────────────────────────────────────────\n"
           "Error (test-qc.R:3:3): out-of-range readings are removed\nError in `clean_sonde(x)`: could not find function \"clean_sonde\"\n"
           "Error (test-qc.R:8:3): a 4x spike is removed\nError in `clean_sonde(x)`: could not find function \"clean_sonde\"\n\n"
           "[ FAIL 2 | WARN 0 | SKIP 0 | PASS 13 ]", code=1)
    s.write("qctests", "tests/testthat/test-qc.R",
            "test_that(\"nothing is ever dropped\", {\n  x <- tibble::tibble(site_id = \"AV01\", parameter = \"ph\", value = c(7, 12, 4))\n"
            "  expect_equal(nrow(flag_readings(x)), 3)\n  expect_equal(flag_readings(x)$qc_flag, c(\"ok\", \"fail\", \"fail\"))\n})\n\n"
            "test_that(\"a 4x spike is suspect, not removed\", {\n  x <- tibble::tibble(site_id = \"AV04\", parameter = "
            "\"turbidity_ntu\", value = c(rep(5, 8), 20, rep(5, 8)))\n  expect_equal(sum(flag_readings(x)$qc_flag == \"suspect\"), 1)\n"
            "  expect_equal(nrow(flag_readings(x)), 17)\n})\n")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\"); targets::tar_prune(); targets::tar_make()'",
           ok_tests(33) + "\n✔ removed target sonde_clean from the store\n▶ dispatched target sonde_flagged\n"
           "● completed target sonde_flagged [1.02 seconds]\n▶ ended pipeline [1.48 seconds]")
    s.lesson("lesson2", "After renaming a function or a target in the targets pipeline, grep the old name in R/, tests/ "
             "and _targets.R, and run targets::tar_prune() so the old target's object does not linger in _targets/ "
             "and get read by tar_read() in the report.", "renaming clean_sonde to flag_readings")
    s.remember("memqc", "avrt-wq QC policy (Owen Pritchard, science lead): never delete a reading. flag_readings() in "
               "R/qc.R adds qc_flag = ok / suspect / fail; fail = outside data/qc_limits.csv, suspect = more than 3x the "
               "rolling median of 9 readings. Daily summaries use only 'ok' rows; the raw rows stay in the target "
               "sonde_flagged.", "QC flags, never delete", "decision")
    s.prompt("dash1", "Now the dashboard. I know shinydashboard well, so use that: a leaflet map of the six sites in a "
             "module and a time series for the chosen site and parameter. For the data: the pipeline saves "
             "daily_summary.rds to the shared drive (//avrt-fs01/data/wq/) and the app reads it from there.")
    s.write("app1", "dashboard/app.R", APP_R)
    s.edit("exportrds", "_targets.R", "  tar_target(daily_summary, summarise_daily(sonde_flagged, sites))",
           "  tar_target(daily_summary, summarise_daily(sonde_flagged, sites)),\n"
           "  tar_target(export_rds, {\n    path <- \"//avrt-fs01/data/wq/daily_summary.rds\"\n"
           "    saveRDS(daily_summary, path)\n    path\n  }, format = \"file\")")
    s.prompt("port", "Run it on port 8123 when you start it locally; 3838 is taken by my shiny-server container.")
    s.bash("runapp1", "Rscript -e 'shiny::runApp(\"dashboard\", port = 8123, launch.browser = FALSE)' & sleep 6; curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:8123",
           "Listening on http://127.0.0.1:8123\n200")
    s.bash("commit5", "git add -A && git commit -m 'QC flags instead of deletion (clean.R -> qc.R); shinydashboard app'",
           "[main 71c4b2e] QC flags instead of deletion (clean.R -> qc.R); shinydashboard app\n"
           " 8 files changed, 164 insertions(+), 29 deletions(-)\n rename R/{clean.R => qc.R} (62%)\n"
           " rename tests/testthat/{test-clean.R => test-qc.R} (58%)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("deploy", "Callum has set up my publisher account on Connect (connect.ardenvale.org.uk, Connect 2024.09.0, "
             "Ubuntu 22.04). Publish the dashboard. Rule from now on: it goes out only through a script in deploy/, "
             "from a clean main branch, never with the blue publish button in RStudio.")
    s.write("deployr", "deploy/deploy_dashboard.R", DEPLOY_R)
    s.bash("arrowfail", "Rscript deploy/deploy_dashboard.R",
           "── Preparing for deployment ────────────────────────────\n✔ Deploying \"wq-dashboard\" to \"server: connect.ardenvale.org.uk\"\n"
           "✔ Bundled 14 files\n── Deploying to server ──\n[Connect] Building R environment ...\n"
           "[Connect] Installing arrow (17.0.0.1) from source ...\n[Connect] ** libs\n"
           "[Connect] g++: fatal error: Killed signal terminated program cc1plus\n"
           "[Connect] ERROR: compilation failed for package 'arrow'\n"
           "Error: Unable to deploy bundle: installation of package 'arrow' had non-zero exit status", code=1)
    s.prompt("arrowwhy", "Connect compiles every package from source because renv.lock points at the plain CRAN cloud "
             "mirror, and arrow's C++ build runs the VM out of memory. Point renv at Posit Public Package Manager's "
             "Ubuntu 22.04 (jammy) binaries so Connect installs prebuilt packages.")
    s.edit("p3m", ".Rprofile", "source(\"renv/activate.R\")",
           "options(repos = c(CRAN = \"https://packagemanager.posit.co/cran/__linux__/jammy/latest\"))\n"
           "source(\"renv/activate.R\")")
    s.bash(None, "Rscript -e 'renv::snapshot()' && grep -A3 '\"Repositories\"' renv.lock",
           "- Lockfile written to \"~/projects/avrt-wq/renv.lock\".\n  \"Repositories\": [\n    {\n"
           "      \"Name\": \"CRAN\",\n      \"URL\": \"https://packagemanager.posit.co/cran/__linux__/jammy/latest\"")
    s.lesson("lesson3", "Posit Connect installs packages from the repositories recorded in renv.lock. With the CRAN cloud "
             "mirror it compiles from source (arrow ran the VM out of memory); record Posit Package Manager's binary "
             "URL for the server's Ubuntu release (jammy) in the lockfile before deploying.",
             "arrow failed to build on Connect")
    s.bash("sharefail", "Rscript deploy/deploy_dashboard.R && curl -s https://connect.ardenvale.org.uk/content/4b1e09c7/__api__/logs | tail -4",
           "[Connect] Installing arrow (17.0.0.1) ... binary\n✔ Deployed to https://connect.ardenvale.org.uk/wq-dashboard/\n"
           "Error in gzfile(file, \"rb\") : cannot open compressed file '//avrt-fs01/data/wq/daily_summary.rds', "
           "probable reason 'No such file or directory'\nExecution halted\nshiny: app failed to start")
    s.prompt("pinsdecision", "Right, Connect is a cloud VM and will never see the office file share. Scrap the shared "
             "drive export: the pipeline publishes the daily summary as a pin on Connect (pins::board_connect(), pin "
             "niamh.doherty/wq_daily) and the app reads the pin. Also run the pipeline on Connect itself: a small "
             "Quarto doc refresh.qmd that calls tar_make(), scheduled daily at 05:00, with LIMS_TOKEN set as an "
             "environment variable on that content item.")
    s.bash(None, "Rscript -e 'renv::install(\"pins\"); renv::snapshot()'",
           "- Installing pins 1.4.0 ...                   OK [linked from cache]\n- Lockfile written to \"~/projects/avrt-wq/renv.lock\".")
    s.edit("pintarget", "_targets.R",
           "  tar_target(export_rds, {\n    path <- \"//avrt-fs01/data/wq/daily_summary.rds\"\n"
           "    saveRDS(daily_summary, path)\n    path\n  }, format = \"file\")",
           "  tar_target(pin_daily, pins::pin_write(pins::board_connect(), daily_summary, \"wq_daily\", type = \"qs\","
           " versioned = TRUE))")
    s.edit("apppin", "dashboard/app.R", "readings <- readRDS(\"//avrt-fs01/data/wq/daily_summary.rds\")",
           "board <- pins::board_connect()\nreadings <- pins::pin_read(board, \"niamh.doherty/wq_daily\")")
    s.write("refreshqmd", "deploy/refresh.qmd",
            "---\ntitle: \"avrt-wq pipeline refresh\"\n---\n\n```{r}\ntargets::tar_make(reporter = \"summary\")\n"
            "targets::tar_meta(fields = c(name, time, error)) |> knitr::kable()\n```\n")
    s.bash("deployok", "Rscript deploy/deploy_dashboard.R",
           "✔ Deploying \"wq-dashboard\" to \"server: connect.ardenvale.org.uk\"\n[Connect] Installing 61 packages "
           "(binaries) ... done in 48s\n✔ Successfully deployed to <https://connect.ardenvale.org.uk/wq-dashboard/>\n"
           "Content GUID: 4b1e09c7-5a2f-4c81-9e33-d0a7f2b6c915")
    s.bash("commit6", "git add -A && git commit -m 'deploy to Connect: P3M binaries, pins instead of the file share, scheduled refresh' && git tag -a v0.1.0 -m 'first dashboard on Connect' && git push --follow-tags",
           "[main a90d6e4] deploy to Connect: P3M binaries, pins instead of the file share, scheduled refresh\n"
           " 6 files changed, 77 insertions(+), 9 deletions(-)\nTo github.com:ardenvale-rt/avrt-wq.git\n"
           " * [new tag]         v0.1.0 -> v0.1.0")
    s.remember("memdeploy", "avrt-wq on Posit Connect (connect.ardenvale.org.uk, admin Callum Reid): dashboard deployed only "
               "with Rscript deploy/deploy_dashboard.R from a clean main; pipeline runs on Connect as deploy/refresh.qmd, "
               "scheduled daily 05:00, LIMS_TOKEN set as a content environment variable; the app reads the pin "
               "niamh.doherty/wq_daily. renv.lock uses Posit Package Manager jammy binaries.",
               "Connect deployment", "fact")
    s.prompt("plan6", "Next session (Tuesday) is the Quarto monthly report: Hana needs October's before the 19th.")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git log --oneline -3", "a90d6e4 deploy to Connect: P3M binaries, pins instead of the file share, scheduled refresh\n"
           "71c4b2e QC flags instead of deletion (clean.R -> qc.R); shinydashboard app\n5d9e3f8 QC: range limits + spike test, daily summaries with low-DO flag")
    s.prompt("report", "Monthly report. Hana Kowalczyk (comms) sends it to members and funders as a PDF. Her rules: trust "
             "colours only, teal #1B4D5C and ochre #E3A72F; plain English; never a bare unit like NTU or µS/cm without a "
             "sentence saying what it means. Parameterised by month, first one for October 2027.")
    s.write("reportqmd", "reports/monthly.qmd", REPORT_QMD)
    s.bash("texfail", "quarto render reports/monthly.qmd -P month:2027-10",
           "processing file: monthly.qmd\n  |......................................| 100%\noutput file: monthly.knit.md\n\n"
           "pandoc\n  to: latex\n  output-file: monthly.tex\n\n"
           "ERROR: \nNo TeX installation was detected.\n\nPlease run 'quarto install tinytex' to install TinyTex.\n"
           "If you prefer, you may install TexLive or another TeX distribution.", code=1)
    s.prompt("typst", "Callum won't put TeX Live on the Connect server and I don't want tinytex on every laptop either. "
             "Switch the report to Quarto's typst output (Quarto 1.5 ships typst), A4, Source Sans 3. No LaTeX anywhere.")
    s.edit("typstedit", "reports/monthly.qmd",
           "format:\n  pdf:\n    documentclass: scrartcl\n    mainfont: \"Source Sans 3\"",
           "format:\n  typst:\n    papersize: a4\n    mainfont: \"Source Sans 3\"\n    fontsize: 10pt")
    s.bash("renderok", "quarto --version && quarto render reports/monthly.qmd -P month:2027-10",
           "1.5.57\nprocessing file: monthly.qmd\noutput file: monthly.knit.md\n\npandoc\n  to: typst\n"
           "  output-file: monthly.typ\n\nRendering PDF\nrunning typst compile...\nOutput created: monthly.pdf")
    s.bash(None, "pdfinfo reports/monthly.pdf | grep -E 'Pages|Page size'", "Pages:          11\nPage size:      595.276 x 841.89 pts (A4)")
    s.prompt("bslib", "Second thing: Owen tried the dashboard on his phone on the riverbank yesterday and the "
             "shinydashboard sidebar covers the whole screen, the map is unusable. Let's drop shinydashboard and rebuild "
             "the layout with bslib: page_sidebar, cards, a bs_theme in the trust colours. Same modules.")
    s.bash(None, "Rscript -e 'renv::install(\"bslib\"); renv::remove(\"shinydashboard\"); renv::snapshot()'",
           "- Installing bslib 0.8.0 ...                  OK [linked from cache]\n- Removing shinydashboard ... Done!\n"
           "The following package(s) will be updated in the lockfile:\n- bslib [* -> 0.8.0]\n- shinydashboard [0.7.2 -> *]\n"
           "- Lockfile written to \"~/projects/avrt-wq/renv.lock\".")
    s.write("app2", "dashboard/app.R",
            "# app.R -- river dashboard (bslib layout, works on phones)\nlibrary(shiny)\nlibrary(bslib)\nlibrary(leaflet)\n\n"
            "board <- pins::board_connect()\nreadings <- pins::pin_read(board, \"niamh.doherty/wq_daily\")\n\n"
            "theme <- bs_theme(version = 5, primary = \"#1B4D5C\", secondary = \"#E3A72F\", base_font = font_google(\"Source Sans 3\"))\n\n"
            "ui <- page_sidebar(\n  title = \"Arden Vale river health\",\n  theme = theme,\n"
            "  sidebar = sidebar(open = \"desktop\",\n    selectInput(\"site\", \"Site\", choices = NULL),\n"
            "    selectInput(\"param\", \"Parameter\", choices = param_choices())\n  ),\n"
            "  layout_columns(col_widths = c(5, 7),\n    card(card_header(\"Sites\"), mod_map_ui(\"map\")),\n"
            "    card(card_header(\"Last 30 days\"), plotOutput(\"ts\"))\n  )\n)\n\n"
            "server <- function(input, output, session) {\n  updateSelectInput(session, \"site\", choices = unique(readings$site_id))\n"
            "  mod_map_server(\"map\", readings)\n  output$ts <- renderPlot(plot_site_series(readings, input$site, input$param))\n}\n\n"
            "shinyApp(ui, server)\n")
    s.grep(None, "shinydashboard|dashboardPage|box\\(", ["renv.lock"])
    s.bash(None, "Rscript -e 'shiny::runApp(\"dashboard\", port = 8123, launch.browser = FALSE)' & sleep 6; curl -s http://127.0.0.1:8123 | grep -o '<title>[^<]*'",
           "Listening on http://127.0.0.1:8123\n<title>Arden Vale river health")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\")'", ok_tests(33))
    s.bash("commit7", "git add -A && git commit -m 'monthly report (Quarto, typst PDF); dashboard moved to bslib'",
           "[main e3b58f1] monthly report (Quarto, typst PDF); dashboard moved to bslib\n 7 files changed, 241 insertions(+), 38 deletions(-)")
    s.prompt("plan7", "Thursday: join the lab samples to the sonde readings, Owen wants field probe vs lab ammonium side by side.")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("join", "Join each lab sample to the nearest sonde reading at the same site within 30 minutes, so we can "
             "compare the ammonium probe with the lab's ammoniacal nitrogen, and put E. coli on the dashboard.")
    s.write("joinr", "R/join_lab.R",
            "#' Nearest sonde reading (same site, within `tol` minutes) for every lab sample\n"
            "join_nearest <- function(lab, sonde, tol = 30) {\n  lab |>\n"
            "    dplyr::left_join(sonde, by = dplyr::join_by(site_id, closest(sampled_at <= timestamp))) |>\n"
            "    dplyr::filter(abs(difftime(timestamp, sampled_at, units = \"mins\")) <= tol)\n}\n")
    s.write("jointest", "tests/testthat/test-join_lab.R",
            "test_that(\"Ruth's check sample lines up with the 10:15 reading\", {\n"
            "  m <- join_nearest(fixture_lab(\"AVRT-27-1042\"), fixture_sonde(\"AV02\"))\n"
            "  expect_equal(m$timestamp, as.POSIXct(\"2027-10-12 09:15:00\", tz = \"UTC\"))\n"
            "  expect_equal(m$nh4_mgl, 0.39, tolerance = 0.02)\n})\n")
    s.bash("offfail", "Rscript -e 'testthat::test_file(\"tests/testthat/test-join_lab.R\")'",
           "══ Failed tests ════════════════════════════════════════════════════════════\n"
           "── Failure (test-join_lab.R:3:3): Ruth's check sample lines up with the 10:15 reading ──\n"
           "m$timestamp (`actual`) not equal to as.POSIXct(\"2027-10-12 09:15:00\", tz = \"UTC\") (`expected`).\n"
           "`actual`:   \"2027-10-12 10:15:00\"\n`expected`: \"2027-10-12 09:15:00\"\n"
           "── Failure (test-join_lab.R:4:3): Ruth's check sample lines up with the 10:15 reading ──\n"
           "m$nh4_mgl (`actual`) not equal to 0.39 (`expected`).\n`actual`: 0.11\n`expected`: 0.39\n"
           "[ FAIL 2 | WARN 0 | SKIP 0 | PASS 0 ]", code=1)
    s.bash(None, "Rscript -e 'x <- targets::tar_read(lims_results); m <- join_nearest(x, targets::tar_read(sonde_flagged)); "
           "print(dplyr::summarise(m, lag = median(difftime(timestamp, sampled_at, units = \"mins\")), .by = month))'",
           "# A tibble: 3 × 2\n  month     lag\n  <chr>   <drtn>\n1 2027-09 60 mins\n2 2027-10 60 mins\n3 2027-11  0 mins")
    s.prompt("offwhy", "An hour off again, but not the same bug as the sonde exports. The LIMS gives sampled_at as plain "
             "wall-clock time, as the samplers write it on the bottle label (no offset), and lims.R reads it with "
             "as.POSIXct(tz = \"UTC\"). In BST months everything lands an hour late, in November it happens to agree. "
             "Parse it as Europe/London and convert to UTC.")
    s.edit("offfix", "R/lims.R", "sampled_at = as.POSIXct(sampled_at, tz = \"UTC\"))",
           "sampled_at = lubridate::ymd_hms(sampled_at, tz = \"Europe/London\") |> lubridate::with_tz(\"UTC\"))")
    s.bash("offok", "Rscript -e 'testthat::test_dir(\"tests/testthat\")'", ok_tests(37))
    s.lesson("lesson4", "Each timestamp source has its own convention: SondeLink exports are UTC (we set the export), "
             "the Severnside LIMS sampled_at is UK local wall-clock time without an offset. Parse each with its zone "
             "and check against one known sample (AVRT-27-1042, AV02, 12 Oct 10:15 BST) in the tests.",
             "lab samples joined an hour late in October")
    s.prompt("renamelims", "While we're in lims.R: rename get_lims() to lims_fetch_results() so the client functions "
             "all start with lims_.")
    s.grep(None, "get_lims", ["R/lims.R", "_targets.R", "tests/testthat/test-lims.R"])
    multiedit(s, "renamelimsedit", "R/lims.R", [("get_lims <- function(", "lims_fetch_results <- function(", False)])
    multiedit(s, None, "_targets.R", [("tar_target(lims_results, get_lims(", "tar_target(lims_results, lims_fetch_results(", False)])
    s.edit(None, "tests/testthat/test-lims.R", "    x <- get_lims(since", "    x <- lims_fetch_results(since")
    s.edit("ecolicard", "dashboard/app.R", "    card(card_header(\"Last 30 days\"), plotOutput(\"ts\"))\n  )",
           "    card(card_header(\"Last 30 days\"), plotOutput(\"ts\")),\n"
           "    card(card_header(\"Lab: E. coli (cfu/100 ml)\"), tableOutput(\"ecoli\"))\n  )")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\"); targets::tar_make()'",
           ok_tests(37) + "\n▶ dispatched target lims_results\n● completed target lims_results [88.4 seconds]\n"
           "▶ dispatched target lab_vs_probe\n● completed target lab_vs_probe [0.2 seconds]\n▶ ended pipeline [91.9 seconds]")
    s.bash("commit8", "git add -A && git commit -m 'lab samples joined to sonde readings; LIMS times parsed as Europe/London; get_lims -> lims_fetch_results'",
           "[main 0c7d2a9] lab samples joined to sonde readings; LIMS times parsed as Europe/London; get_lims -> lims_fetch_results\n"
           " 6 files changed, 96 insertions(+), 8 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Urgent. Owen rang at 07:50: the dashboard still shows Friday's numbers for every site, and the "
             "trustees see it on Wednesday. Find out why the data stopped.")
    s.bash("pinmeta", "Rscript -e 'pins::pin_meta(pins::board_connect(), \"niamh.doherty/wq_daily\")$created'",
           "[1] \"2027-11-19 05:04:11 UTC\"")
    s.bash("refreshlog", "curl -s -H \"Authorization: Key $CONNECT_API_KEY\" "
           "https://connect.ardenvale.org.uk/__api__/v1/content/8e2c41aa/jobs | jq -r '.[0:3][] | \"\\(.start_time) \\(.exit_code)\"' "
           "&& curl -s -H \"Authorization: Key $CONNECT_API_KEY\" https://connect.ardenvale.org.uk/__api__/v1/content/8e2c41aa/jobs/latest/log | tail -6",
           "2027-11-22T05:00:02Z 1\n2027-11-21T05:00:03Z 1\n2027-11-20T05:00:02Z 1\n"
           "▶ dispatched target lims_results\n✖ errored target lims_results\n✖ errored pipeline [2.18 seconds]\n"
           "Error in `httr2::req_perform()`:\n! HTTP 401 Unauthorized.\n• token expired at 2027-11-19T13:30:00Z")
    pre(s, "pretarmake", "Bash", {"command": "Rscript -e 'targets::tar_make()'", "description": "Reproduce the refresh failure locally"})
    failed(s, "localfail", "Bash", {"command": "Rscript -e 'targets::tar_make()'", "description": "Reproduce the refresh failure locally"},
           "Command failed with exit code 1: ✖ errored target lims_results\nError in `httr2::req_perform()`: ! HTTP 401 "
           "Unauthorized. • token expired at 2027-11-19T13:30:00Z")
    s.prompt("incwhy", "Talked to Ruth: the token from 5 November was a 14-day trial token and ran out on Friday at "
             "13:30, and we never asked for the service account. She has issued one now (service user avrt-pipeline), "
             "valid until 22 February 2028. Callum has put it in the LIMS_TOKEN variable of the refresh job. But the "
             "real problem is that a lab outage froze all the sensor data too: sonde data must keep flowing when the "
             "LIMS fails. Keep the last good lab results and show when the data is from.")
    s.edit("fallback", "_targets.R",
           "  tar_target(lims_results, lims_fetch_results(since = \"2019-01-01\"),",
           "  tar_target(lims_results, lims_fetch_or_cached(since = \"2019-01-01\"),")
    s.edit("cachedfn", "R/lims.R", "lims_fetch_results <- function(",
           "#' Fresh results, or the last good copy (data/cache/lims_results.qs) with a warning when the LIMS fails\n"
           "lims_fetch_or_cached <- function(...) {\n  cache <- here::here(\"data\", \"cache\", \"lims_results.qs\")\n"
           "  tryCatch({\n    x <- lims_fetch_results(...)\n    qs::qsave(x, cache)\n    x\n  }, error = function(e) {\n"
           "    warning(\"LIMS unavailable, using cached results from \", format(file.mtime(cache)), \": \", conditionMessage(e))\n"
           "    qs::qread(cache)\n  })\n}\n\nlims_fetch_results <- function(")
    s.edit("banner", "dashboard/app.R", "  title = \"Arden Vale river health\",",
           "  title = \"Arden Vale river health\",\n  fillable = FALSE,\n"
           "  tags$p(class = \"text-muted small\", \"Sensor data up to \", format(max(readings$day)), \"; lab results up to \","
           " format(attr(readings, \"lab_as_of\"))),")
    s.bash("rerun", "Rscript -e 'targets::tar_make()' && Rscript -e 'pins::pin_meta(pins::board_connect(), \"niamh.doherty/wq_daily\")$created'",
           "▶ dispatched target lims_results\n● completed target lims_results [86.9 seconds]\n"
           "▶ dispatched target daily_summary\n● completed target daily_summary [0.4 seconds]\n"
           "▶ dispatched target pin_daily\n● completed target pin_daily [1.7 seconds]\n▶ ended pipeline [92.4 seconds]\n"
           "[1] \"2027-11-22 09:12:40 UTC\"")
    s.bash("deploy9", "Rscript deploy/deploy_dashboard.R", "✔ Successfully deployed to <https://connect.ardenvale.org.uk/wq-dashboard/>")
    s.lesson("lesson5", "A credential used by a scheduled job needs its expiry date written down and a reminder two weeks "
             "before; and one failing source (the LIMS) must not stop the whole targets pipeline: fall back to the last "
             "good copy and show the data's age on the dashboard.", "LIMS token expired, dashboard frozen for three days")
    s.remember("incnote", "Incident Mon 22 Nov 2027: the dashboard showed Friday 19 Nov data all weekend. The Connect "
               "refresh job failed at 05:00 on 20, 21 and 22 Nov with HTTP 401: the LIMS token from 5 Nov was a 14-day "
               "trial token (expired 19 Nov 13:30). Fix: service token for user avrt-pipeline from Ruth Abara, valid to "
               "22 Feb 2028 (reminder set for 8 Feb), lims_fetch_or_cached() falls back to the cached lab results, "
               "dashboard shows the data's age. Back to current data at 09:12.", "incident: stale dashboard", "incident")
    s.bash("commit9", "git add -A && git commit -m 'pipeline survives a LIMS failure (cached lab results); data-age line on the dashboard'",
           "[main 6f31b08] pipeline survives a LIMS failure (cached lab results); data-age line on the dashboard\n 4 files changed, 39 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("demo", "Demo day: the trustees meet at 14:00 at the Millford office, Margaret Ellison (chair) in the "
             "chair. Before that: tag 1.0.0 and deploy. And Callum asked for a friendlier address: the dashboard should "
             "live at /river-health/ instead of /wq-dashboard/, with the app name to match.")
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "6f31b08 pipeline survives a LIMS failure (cached lab results); data-age line on the dashboard")
    s.bash("testall", "Rscript -e 'testthat::test_dir(\"tests/testthat\")'", ok_tests(41, "3.8"))
    s.edit("appname", "deploy/deploy_dashboard.R", "  appName = \"wq-dashboard\",", "  appName = \"river-health\",")
    s.bash("vanity", "curl -s -X PUT -H \"Authorization: Key $CONNECT_API_KEY\" -d '{\"path\": \"/river-health/\"}' "
           "https://connect.ardenvale.org.uk/__api__/v1/content/4b1e09c7-5a2f-4c81-9e33-d0a7f2b6c915/vanity",
           "{\"content_guid\":\"4b1e09c7-5a2f-4c81-9e33-d0a7f2b6c915\",\"path\":\"/river-health/\",\"created_time\":\"2027-11-24T09:41:07Z\"}")
    s.edit(None, "NEWS.md", "# avrt-wq (development version)",
           "# avrt-wq 1.0.0 (2027-11-24)\n\n* Dashboard on bslib at /river-health/, pins data from the scheduled refresh.\n"
           "* QC flags (never deletes), lab vs probe comparison, monthly report as typst PDF.\n"
           "* Pipeline keeps running on cached lab results when the LIMS is down.")
    pre(s, None, "Bash", {"command": "git push --follow-tags", "description": "Push main and the v1.0.0 tag"})
    s.bash("release", "git add -A && git commit -m 'release 1.0.0' && git tag -a v1.0.0 -m 'avrt-wq 1.0.0: trustees demo' "
           "&& git push --follow-tags && Rscript deploy/deploy_dashboard.R",
           "[main 2d84e5c] release 1.0.0\n 2 files changed, 7 insertions(+), 2 deletions(-)\n"
           " * [new tag]         v1.0.0 -> v1.0.0\n✔ Deploying \"river-health\" to \"server: connect.ardenvale.org.uk\"\n"
           "✔ Successfully deployed to <https://connect.ardenvale.org.uk/river-health/>")
    s.bash("oldurl", "curl -s -o /dev/null -w '%{http_code}' https://connect.ardenvale.org.uk/wq-dashboard/", "404")
    s.bash("publishreport", "quarto publish connect reports/monthly.qmd --server connect.ardenvale.org.uk --no-prompt",
           "Rendering for publish:\n[typst] running typst compile... Output created: monthly.pdf\n"
           "Publishing to https://connect.ardenvale.org.uk/monthly-report/ ... Done\nContent URL: https://connect.ardenvale.org.uk/monthly-report/")
    s.prompt("afterdemo", "Back from the trustees, it went well. Margaret wants a bathing-water E. coli view for next "
             "summer's season (May to September). Owen wants rainfall on the site charts, from the Environment Agency "
             "Hydrology API, next week. Hana wants the November report on Monday 6 December. And nobody noticed the "
             "old link: everyone was already on /river-health/.", minutes=280)
    s.remember("memrelease", "avrt-wq 1.0.0 tagged and deployed Wed 24 Nov 2027, the morning of the trustees' demo "
               "(chair Margaret Ellison). Dashboard: https://connect.ardenvale.org.uk/river-health/ (was /wq-dashboard/, "
               "which now 404s); monthly report: https://connect.ardenvale.org.uk/monthly-report/. Next: EA rainfall "
               "on the charts, bathing-season E. coli view (May-Sep), November report due 6 Dec.",
               "release 1.0.0 and demo", "fact")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git pull && git status --short", "Already up to date.")
    s.prompt("do6", "Owen wants the low-oxygen line at 6 mg/L, not 5: that's the boundary he reports against for "
             "salmonid waters and the Fenwick Pool trout redds. Change it in the summaries, the dashboard alert and the "
             "report text.")
    s.grep("grepthresh", "threshold = 5|do_threshold = 5|below 5 mg", ["R/summarise.R", "reports/monthly.qmd"])
    s.edit("do6edit", "R/summarise.R", "summarise_daily <- function(readings, sites, do_threshold = 5) {",
           "summarise_daily <- function(readings, sites, do_threshold = 6) {")
    s.edit("do6report", "reports/monthly.qmd",
           "Oxygen below 5 mg/L stresses trout and salmon fry; the table counts the days each site spent below it.\n\n"
           "```{r do}\nplot_do_month(daily, month, threshold = 5)",
           "Oxygen below 6 milligrams per litre (mg/L) stresses trout and salmon fry; the table counts the days each "
           "site spent below it.\n\n```{r do}\nplot_do_month(daily, month, threshold = 6)")
    s.bash("do6fail", "Rscript -e 'testthat::test_dir(\"tests/testthat\")'",
           "✖ | 1       11 | summarise\n── Failure (test-summarise.R:14:3): October low-DO days at Fenwick Pool ──\n"
           "sum(d$low_do[d$site_id == \"AV05\"]) (`actual`) not equal to 3 (`expected`).\n`actual`: 7\n`expected`: 3\n"
           "[ FAIL 1 | WARN 0 | SKIP 0 | PASS 40 ]", code=1)
    s.edit("do6test", "tests/testthat/test-summarise.R", "  expect_equal(sum(d$low_do[d$site_id == \"AV05\"]), 3)",
           "  expect_equal(sum(d$low_do[d$site_id == \"AV05\"]), 7)  # 6 mg/L line since 29 Nov")
    s.bash(None, "Rscript -e 'testthat::test_dir(\"tests/testthat\")'", ok_tests(41, "3.7"))
    s.prompt("rain", "Rainfall now: the EA Hydrology API, the tipping-bucket gauge at Fenwick (the nearest to the "
             "middle sites), daily totals. No API key needed; be polite with the requests.")
    s.fetch("eadocs", "https://environment.data.gov.uk/hydrology/doc/reference",
            "How do I get daily rainfall totals for one station?",
            "Stations: /hydrology/id/stations?observedProperty=rainfall. Measures for a station have ids like "
            "{station}-rainfall-t-86400-mm-qualified for daily totals. Readings: /hydrology/id/measures/{measure}/readings?"
            "mineq-date=&max-date=, CSV or JSON, at most 2,000,000 rows per call. Open data, no key required.")
    s.write("rainr", "R/rainfall.R",
            "#' Daily rainfall (mm) at the EA gauge nearest Fenwick Pool\nea_rainfall <- function(since, "
            "measure = \"52203-rainfall-t-86400-mm-qualified\") {\n"
            "  httr2::request(\"https://environment.data.gov.uk/hydrology/id/measures\") |>\n"
            "    httr2::req_url_path_append(measure, \"readings.csv\") |>\n    httr2::req_url_query(`mineq-date` = since) |>\n"
            "    httr2::req_throttle(rate = 10 / 60) |>\n    httr2::req_perform() |>\n"
            "    httr2::resp_body_string() |>\n    readr::read_csv(show_col_types = FALSE) |>\n"
            "    dplyr::transmute(day = as.Date(date), rain_mm = value)\n}\n")
    s.edit(None, "_targets.R", "  tar_target(sites, ", "  tar_target(rainfall, ea_rainfall(since = \"2027-01-01\")),\n  tar_target(sites, ")
    s.bash("tarmake11", "Rscript -e 'targets::tar_make()'",
           "▶ dispatched target rainfall\n● completed target rainfall [1.3 seconds]\n▶ dispatched target daily_summary\n"
           "● completed target daily_summary [0.5 seconds]\n▶ dispatched target pin_daily\n● completed target pin_daily [1.6 seconds]\n"
           "▶ ended pipeline [4.1 seconds]")
    s.bash("commit11", "git add -A && git commit -m 'low-DO line at 6 mg/L; EA daily rainfall target'",
           "[main 91be3d7] low-DO line at 6 mg/L; EA daily rainfall target\n 6 files changed, 58 insertions(+), 6 deletions(-)")
    s.prompt("plan11", "Plans: rainfall bars on the dashboard charts on Wednesday; the November report by Monday 6 "
             "December; in January, when Callum has R 4.4.2 on Connect, we move renv to 4.4.2; the bathing-season E. coli "
             "view goes in before May.")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-01T09:10:00", "4a1e7c20-6b31-4d52-8e03-a41b2c3d4101", s1),    # Mon
    ("s2", "2027-11-03T10:00:00", "5b2f8d31-7c42-4e63-9f14-b52c3d4e4102", s2),    # Wed
    ("s3", "2027-11-05T13:30:00", "6c30904e-8d53-4f74-a025-c63d4e5f4103", s3),    # Fri
    ("s4", "2027-11-08T09:20:00", "7d41a15f-9e64-4085-b136-d74e5f604104", s4),    # Mon
    ("s5", "2027-11-10T10:15:00", "8e52b260-af75-4196-c247-e85f60714105", s5),    # Wed
    ("s6", "2027-11-12T14:00:00", "9f63c371-b086-42a7-d358-f96071824106", s6),    # Fri
    ("s7", "2027-11-16T09:40:00", "a074d482-c197-43b8-e469-0a7182934107", s7),    # Tue
    ("s8", "2027-11-18T10:30:00", "b185e593-d2a8-44c9-f57a-1b8293a44108", s8),    # Thu
    ("s9", "2027-11-22T08:05:00", "c296f6a4-e3b9-45da-068b-2c93a4b54109", s9),    # Mon
    ("s10", "2027-11-24T09:00:00", "d3a707b5-f4ca-46eb-179c-3da4b5c64110", s10),  # Wed
    ("s11", "2027-11-29T10:00:00", "e4b818c6-05db-47fc-28ad-4eb5c6d74111", s11),  # Mon
]

#: When the questions are asked: Friday morning after the last session (a Monday).
ASKED_AT = "2027-12-03T08:30:00Z"
