"""Whole files the agent reads or writes in the avrt-wq history (bench/agentdev41/sessions.py)."""
from __future__ import annotations

TARGETS_R = r'''# _targets.R -- Arden Vale Rivers Trust water quality pipeline
library(targets)
library(tarchetypes)

tar_option_set(
  packages = c("dplyr", "readr", "lubridate", "tidyr", "arrow", "httr2"),
  format = "qs",
  error = "stop"
)

tar_source("R")

list(
  tar_target(sonde_files, list.files("data/raw/sondes", pattern = "\\.csv$", full.names = TRUE),
             format = "file"),
  tar_target(sonde_raw, read_sonde_exports(sonde_files)),
  tar_target(sonde_clean, clean_sonde(sonde_raw)),
  tar_target(sites, readr::read_csv("data/sites.csv", show_col_types = FALSE)),
  tar_target(daily_summary, summarise_daily(sonde_clean, sites))
)
'''

READ_SONDE_R = r'''#' Read SondeLink CSV exports (one file per site per export)
#'
#' The export has three metadata lines (site, serial, firmware) before the header.
#' Columns: Timestamp, TempC, DO_mgL, DO_pct, SpCond_uScm, Turbidity_NTU, pH, NH4_mgL, Battery_V
read_sonde_exports <- function(files) {
  files |>
    purrr::map(read_one_export) |>
    purrr::list_rbind()
}

read_one_export <- function(path) {
  meta <- readr::read_lines(path, n_max = 3)
  site_id <- sub("^Site: ", "", meta[[1]])
  readr::read_csv(path, skip = 3, show_col_types = FALSE,
                  col_types = readr::cols(Timestamp = readr::col_character(), .default = readr::col_double())) |>
    dplyr::transmute(
      site_id = site_id,
      timestamp = lubridate::ymd_hms(Timestamp, tz = "UTC"),
      temp_c = TempC, do_mgl = DO_mgL, do_pct = DO_pct, spcond_uscm = SpCond_uScm,
      turbidity_ntu = Turbidity_NTU, ph = pH, nh4_mgl = NH4_mgL
    )
}
'''

CLEAN_R = r'''#' Remove readings that fail the range checks (first pass; see data/qc_limits.csv)
clean_sonde <- function(readings, limits = qc_limits()) {
  readings |>
    dplyr::left_join(limits, by = "parameter") |>
    dplyr::filter(value >= min_valid, value <= max_valid) |>
    dplyr::filter(!is_spike(value, k = 3)) |>
    dplyr::select(-min_valid, -max_valid)
}

qc_limits <- function() {
  readr::read_csv("data/qc_limits.csv", show_col_types = FALSE)
}

# a reading is a spike when it is more than k times the centred rolling median of 9 readings (2h15)
is_spike <- function(x, k = 3, window = 9) {
  med <- zoo::rollmedian(x, window, fill = NA, align = "center")
  !is.na(med) & x > k * med
}
'''

LIMS_R = r'''#' Client for the Severnside Analytical LIMS (SampleTrack) REST API, v2
#'
#' Base URL https://lims.severnside-analytical.co.uk/api/v2 ; token in LIMS_TOKEN (.Renviron locally,
#' an environment variable of the content item on Connect). Never hard-code it.
lims_request <- function(path) {
  token <- Sys.getenv("LIMS_TOKEN")
  if (!nzchar(token)) stop("LIMS_TOKEN is not set")
  httr2::request("https://lims.severnside-analytical.co.uk/api/v2") |>
    httr2::req_url_path_append(path) |>
    httr2::req_auth_bearer_token(token) |>
    httr2::req_user_agent("avrt-wq (data@ardenvale-rivers.org.uk)") |>
    httr2::req_retry(max_tries = 3)
}

get_lims <- function(project = "AVRT", since = "2027-01-01") {
  pages <- list()
  page <- 1
  repeat {
    resp <- lims_request("results") |>
      httr2::req_url_query(project = project, since = since, page = page, per_page = 200) |>
      httr2::req_perform()
    body <- httr2::resp_body_json(resp, simplifyVector = TRUE)
    pages[[page]] <- body$results
    if (is.null(body$next_page)) break
    page <- body$next_page
  }
  dplyr::bind_rows(pages) |>
    dplyr::transmute(sample_id, site_id = site_code, determinand, value = as.numeric(result),
                     unit, sampled_at = as.POSIXct(sampled_at, tz = "UTC"))
}
'''

APP_R = r'''# app.R -- river dashboard (shinydashboard layout)
library(shiny)
library(shinydashboard)
library(leaflet)

readings <- readRDS("//avrt-fs01/data/wq/daily_summary.rds")

ui <- dashboardPage(
  dashboardHeader(title = "Arden Vale river health"),
  dashboardSidebar(
    selectInput("site", "Site", choices = NULL),
    selectInput("param", "Parameter", choices = c("DO (mg/L)" = "do_mgl", "Temperature" = "temp_c",
                                                   "Turbidity" = "turbidity_ntu", "Ammonium" = "nh4_mgl"))
  ),
  dashboardBody(
    fluidRow(box(mod_map_ui("map"), width = 5), box(plotOutput("ts"), width = 7))
  )
)

server <- function(input, output, session) {
  updateSelectInput(session, "site", choices = unique(readings$site_id))
  mod_map_server("map", readings)
  output$ts <- renderPlot(plot_site_series(readings, input$site, input$param))
}

shinyApp(ui, server)
'''

REPORT_QMD = r'''---
title: "River health: monthly report"
subtitle: "Arden Vale Rivers Trust"
params:
  month: "2027-10"
format:
  pdf:
    documentclass: scrartcl
    mainfont: "Source Sans 3"
execute:
  echo: false
  warning: false
---

```{r setup}
library(targets)
library(ggplot2)
month <- params$month
daily <- tar_read(daily_summary, store = here::here("_targets"))
```

## The month at a glance

```{r glance}
glance_table(daily, month)
```

## Dissolved oxygen

Oxygen below 5 mg/L stresses trout and salmon fry; the table counts the days each site spent below it.

```{r do}
plot_do_month(daily, month, threshold = 5)
```

## Lab results

```{r lab}
lab_table(tar_read(lims_results), month)
```
'''

DEPLOY_R = r'''# deploy/deploy_dashboard.R -- the only way the dashboard goes to Posit Connect
# Rscript deploy/deploy_dashboard.R
stopifnot(identical(gert::git_branch(), "main"), nrow(gert::git_status()) == 0)
rsconnect::deployApp(
  appDir = "dashboard",
  appName = "wq-dashboard",
  appTitle = "Arden Vale river health",
  server = "connect.ardenvale.org.uk",
  account = "niamh.doherty",
  appFiles = c("app.R", "R/", "www/"),
  forceUpdate = TRUE,
  lint = FALSE
)
'''
