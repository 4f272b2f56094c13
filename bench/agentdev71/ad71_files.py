"""Whole files the agent reads or writes in the weftline history (bench/agentdev71/sessions.py)."""
from __future__ import annotations

CARGO_TOML = r'''[package]
name = "weftline"
version = "0.1.0"
edition = "2021"
rust-version = "1.80"
publish = false

[lib]
path = "src/lib.rs"

[[bin]]
name = "weftline"
path = "src/main.rs"

[dependencies]
chrono = { version = "0.4.38", default-features = false, features = ["std", "clock", "serde"] }
clap = { version = "4.5.20", features = ["derive"] }
gpx = "0.10.0"
serde = { version = "1.0.210", features = ["derive"] }
serde_json = "1.0.128"
thiserror = "2.0.3"

[dev-dependencies]
approx = "0.5.1"
'''

TRACK_RS = r'''//! The in-memory model every reader produces and every writer consumes.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::geo::haversine_m;

/// One recorded position. Sensor fields are optional: a phone records none of them,
/// an Edge 540 with a strap and a power meter records all of them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub lat: f64,
    pub lon: f64,
    /// Elevation in metres, as the device reports it (barometric or GPS).
    pub ele: Option<f64>,
    /// Always UTC inside weftline; readers convert.
    pub time: DateTime<Utc>,
    pub hr: Option<u8>,
    pub cad: Option<u8>,
    pub power: Option<u16>,
}

/// A named, time-ordered list of points (one `<trk>` or one FIT activity).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Track {
    pub name: String,
    pub points: Vec<Point>,
}

impl Track {
    pub fn new(name: impl Into<String>) -> Self {
        Self { name: name.into(), points: Vec::new() }
    }

    /// Length along the points, in metres.
    pub fn distance_m(&self) -> f64 {
        self.points.windows(2).map(|w| haversine_m(&w[0], &w[1])).sum()
    }

    pub fn start(&self) -> Option<DateTime<Utc>> {
        self.points.first().map(|p| p.time)
    }

    pub fn end(&self) -> Option<DateTime<Utc>> {
        self.points.last().map(|p| p.time)
    }

    /// (min_lat, min_lon, max_lat, max_lon), or None for an empty track.
    pub fn bbox(&self) -> Option<(f64, f64, f64, f64)> {
        let first = self.points.first()?;
        let init = (first.lat, first.lon, first.lat, first.lon);
        Some(self.points.iter().fold(init, |(a, b, c, d), p| {
            (a.min(p.lat), b.min(p.lon), c.max(p.lat), d.max(p.lon))
        }))
    }
}
'''

ERROR_RS = r'''//! One error type for the library; the binary prints it with `Error: {e}`.

use chrono::{DateTime, Utc};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum WeftError {
    #[error("cannot read {path}: {source}")]
    Io { path: String, source: std::io::Error },

    #[error("invalid GPX: {0}")]
    Gpx(String),

    #[error("invalid timestamp {0:?}: {1}")]
    Time(String, chrono::ParseError),

    #[error("time goes backwards at point {index}: {next} follows {prev}")]
    TimeWentBackwards { index: usize, prev: DateTime<Utc>, next: DateTime<Utc> },

    #[error("track {0:?} has no points")]
    Empty(String),
}

pub type Result<T> = std::result::Result<T, WeftError>;
'''

MAIN_RS = r'''//! The `weftline` command line: info, fix, merge.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use weftline::{io, Result};

#[derive(Parser)]
#[command(name = "weftline", version, about = "Clean and merge GPX/FIT ride tracks")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print points, distance, duration and bounding box of a track
    Info { file: PathBuf },
    /// Drop GPS spikes and simplify a track
    Fix(FixArgs),
    /// Join several recordings of one ride into a single track
    Merge {
        #[arg(required = true, num_args = 2..)]
        files: Vec<PathBuf>,
        #[arg(short, long)]
        output: PathBuf,
    },
}

#[derive(Args)]
struct FixArgs {
    file: PathBuf,
    #[arg(short, long)]
    output: PathBuf,
    /// Douglas-Peucker tolerance in metres
    #[arg(long, default_value_t = 5.0)]
    epsilon: f64,
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Info { file } => {
            let t = io::read_track(&file)?;
            println!("{}", weftline::summary(&t));
        }
        Command::Fix(args) => {
            let t = io::read_track(&args.file)?;
            let t = weftline::clean(t, args.epsilon);
            io::write_gpx(&t, &args.output)?;
        }
        Command::Merge { files, output } => {
            let tracks = files.iter().map(io::read_track).collect::<Result<Vec<_>>>()?;
            let t = weftline::merge::merge_tracks(tracks)?;
            io::write_gpx(&t, &output)?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Error: {e}");
            ExitCode::FAILURE
        }
    }
}
'''

SMOOTH_RS = r'''//! Removes GPS noise: duplicate fixes, impossible jumps ("spikes") and elevation jitter.

use crate::geo::haversine_m;
use crate::track::{Point, Track};

/// A point that implies a speed above this, coming from its predecessor, is a spike.
/// 25 m/s = 90 km/h: nobody in the club rides faster than that.
pub const MAX_SPEED_MPS: f64 = 25.0;

/// After this many rejected points in a row the rider really moved (tunnel, lost lock):
/// the next point is accepted as the new anchor.
pub const MAX_REJECT_RUN: usize = 5;

/// Window of the elevation median filter (odd).
pub const ELE_WINDOW: usize = 5;

/// Drops duplicates and spikes, then median-filters elevation. Keeps the first point.
pub fn smooth_points(track: Track) -> (Track, usize) {
    let mut kept: Vec<Point> = Vec::with_capacity(track.points.len());
    let mut spikes = 0;
    let mut run = 0;
    for p in track.points {
        if let Some(last) = kept.last() {
            let dt = (p.time - last.time).num_milliseconds() as f64 / 1000.0;
            if dt <= 0.0 {
                continue; // same timestamp twice: the device wrote the fix again
            }
            if haversine_m(last, &p) / dt > MAX_SPEED_MPS && run < MAX_REJECT_RUN {
                spikes += 1;
                run += 1;
                continue;
            }
        }
        run = 0;
        kept.push(p);
    }
    median_elevation(&mut kept, ELE_WINDOW);
    (Track { name: track.name, points: kept }, spikes)
}

fn median_elevation(points: &mut [Point], window: usize) {
    let half = window / 2;
    let eles: Vec<Option<f64>> = points.iter().map(|p| p.ele).collect();
    for (i, p) in points.iter_mut().enumerate() {
        let lo = i.saturating_sub(half);
        let hi = (i + half + 1).min(eles.len());
        let mut w: Vec<f64> = eles[lo..hi].iter().flatten().copied().collect();
        if w.is_empty() {
            continue;
        }
        w.sort_by(|a, b| a.total_cmp(b));
        p.ele = Some(w[w.len() / 2]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::line;

    #[test]
    fn spike_is_dropped() {
        let mut t = line(10, 5.0); // 10 points, 5 m/s
        t.points[4].lat += 0.05; // ~5.5 km away for one second
        let (out, spikes) = smooth_points(t);
        assert_eq!(spikes, 1);
        assert_eq!(out.points.len(), 9);
    }
}
'''

GPX_READ_RS = r'''//! Streaming GPX reader on quick-xml: no DOM, one pass, keeps the Garmin
//! TrackPointExtension (gpxtpx:hr, gpxtpx:cad, gpxtpx:atemp) and power.

use std::io::BufRead;

use chrono::{DateTime, NaiveDateTime, Utc};
use quick_xml::events::Event;
use quick_xml::reader::Reader;

use crate::error::{Result, WeftError};
use crate::track::{Point, Track};

#[derive(Clone, Copy, PartialEq)]
enum Field {
    None,
    Ele,
    Time,
    Hr,
    Cad,
    Power,
    Name,
}

#[derive(Default)]
struct Partial {
    lat: f64,
    lon: f64,
    ele: Option<f64>,
    time: Option<DateTime<Utc>>,
    hr: Option<u8>,
    cad: Option<u8>,
    power: Option<u16>,
}

pub fn read_gpx<R: BufRead>(src: R) -> Result<Track> {
    let mut reader = Reader::from_reader(src);
    reader.config_mut().trim_text(true);
    let mut buf = Vec::with_capacity(1024);
    let mut track = Track::default();
    let mut cur: Option<Partial> = None;
    let mut field = Field::None;

    loop {
        match reader.read_event_into(&mut buf) {
            Err(e) => return Err(WeftError::Gpx(format!("at byte {}: {e}", reader.buffer_position()))),
            Ok(Event::Eof) => break,
            Ok(Event::Start(e)) => {
                match e.name() {
                    b"trkpt" => {
                        let mut p = Partial::default();
                        for a in e.attributes().flatten() {
                            let v = std::str::from_utf8(&a.value).unwrap_or("");
                            match a.key.as_ref() {
                                b"lat" => p.lat = v.parse().map_err(|_| bad("lat", v))?,
                                b"lon" => p.lon = v.parse().map_err(|_| bad("lon", v))?,
                                _ => {}
                            }
                        }
                        cur = Some(p);
                    }
                    b"ele" => field = Field::Ele,
                    b"time" => field = Field::Time,
                    b"hr" => field = Field::Hr,
                    b"cad" => field = Field::Cad,
                    b"power" => field = Field::Power,
                    b"name" => field = Field::Name,
                    _ => {}
                }
            }
            Ok(Event::Text(t)) => {
                let text = t.unescape().map_err(|e| WeftError::Gpx(e.to_string()))?;
                match (field, cur.as_mut()) {
                    (Field::Name, None) if track.name.is_empty() => track.name = text.into_owned(),
                    (Field::Ele, Some(p)) => p.ele = text.trim().parse().ok(),
                    (Field::Time, Some(p)) => p.time = Some(parse_time(&text)?),
                    (Field::Hr, Some(p)) => p.hr = text.trim().parse().ok(),
                    (Field::Cad, Some(p)) => p.cad = text.trim().parse().ok(),
                    (Field::Power, Some(p)) => p.power = text.trim().parse().ok(),
                    _ => {}
                }
            }
            Ok(Event::End(e)) => {
                if e.local_name().as_ref() == b"trkpt" {
                    if let Some(p) = cur.take() {
                        let time = p.time.ok_or_else(|| WeftError::Gpx("trkpt without <time>".into()))?;
                        track.points.push(Point {
                            lat: p.lat, lon: p.lon, ele: p.ele, time,
                            hr: p.hr, cad: p.cad, power: p.power,
                        });
                    }
                }
                field = Field::None;
            }
            Ok(_) => {}
        }
        buf.clear();
    }
    if track.points.is_empty() {
        return Err(WeftError::Empty(track.name));
    }
    Ok(track)
}

/// Garmin and Strava write "2029-03-04T10:14:02Z", sometimes with milliseconds.
fn parse_time(s: &str) -> Result<DateTime<Utc>> {
    let s = s.trim();
    let head = s.get(..19).unwrap_or(s);
    NaiveDateTime::parse_from_str(head, "%Y-%m-%dT%H:%M:%S")
        .map(|n| n.and_utc())
        .map_err(|e| WeftError::Time(s.to_owned(), e))
}

fn bad(what: &str, v: &str) -> WeftError {
    WeftError::Gpx(format!("bad {what} attribute {v:?}"))
}
'''

BENCH_PARSE_RS = r'''//! cargo bench --bench parse: reading GPX files of three sizes.
//! The 48 MB audax is synthetic (examples/gen_fixture.rs --hours 6 --hz 4), never a member's ride.

use std::fs::File;
use std::io::BufReader;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use weftline::io::read_track;

fn parse(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse");
    g.sample_size(10);
    for name in ["loop_1mb", "century_9mb", "audax_48mb"] {
        let path = format!("benches/data/{name}.gpx");
        g.bench_with_input(BenchmarkId::from_parameter(name), &path, |b, p| {
            b.iter(|| read_track(p).expect("fixture parses"))
        });
    }
    g.finish();
}

criterion_group!(benches, parse);
criterion_main!(benches);
'''

MERGE_RS = r'''//! Joins several recordings of one ride (a device that died at the café stop,
//! a phone that took over) into one track.

use crate::error::{Result, WeftError};
use crate::track::Track;

/// Concatenates `tracks` in the order given. Fails if time goes backwards
/// anywhere, because a merged track that doubles back in time is never what
/// the rider meant.
pub fn merge_tracks(tracks: Vec<Track>) -> Result<Track> {
    let name = tracks
        .first()
        .map(|t| t.name.clone())
        .ok_or_else(|| WeftError::Empty("merge of no tracks".into()))?;
    let total = tracks.iter().map(|t| t.points.len()).sum();
    let mut out = Track::new(name);
    out.points.reserve(total);
    for t in tracks {
        for p in t.points {
            if !out.points.last().is_none_or(|last| p.time >= last.time) {
                let prev = out.points[out.points.len() - 1].time;
                return Err(WeftError::TimeWentBackwards { index: out.points.len(), prev, next: p.time });
            }
            out.points.push(p);
        }
    }
    Ok(out)
}
'''

FIT_READ_RS = r'''//! FIT activities (Garmin Edge, Wahoo) through the fitparser crate: `record`
//! messages become points; positions are in semicircles.

use std::io::Read;

use chrono::{DateTime, Utc};
use fitparser::profile::MesgNum;
use fitparser::Value;

use crate::error::{Result, WeftError};
use crate::track::{Point, Track};

const SEMICIRCLE_DEG: f64 = 180.0 / 2_147_483_648.0; // 180 / 2^31

pub fn read_fit<R: Read>(mut src: R, name: &str) -> Result<Track> {
    let records = fitparser::from_reader(&mut src).map_err(|e| WeftError::Fit(e.to_string()))?;
    let mut track = Track::new(name);
    for rec in records.iter().filter(|r| r.kind() == MesgNum::Record) {
        let mut lat = None;
        let mut lon = None;
        let mut p = Point {
            lat: 0.0, lon: 0.0, ele: None, time: DateTime::<Utc>::MIN_UTC,
            hr: None, cad: None, power: None,
        };
        for f in rec.fields() {
            match (f.name(), f.value()) {
                ("timestamp", Value::Timestamp(t)) => p.time = t.with_timezone(&Utc),
                ("position_lat", Value::SInt32(v)) => lat = Some(*v as f64 * SEMICIRCLE_DEG),
                ("position_long", Value::SInt32(v)) => lon = Some(*v as f64 * SEMICIRCLE_DEG),
                ("enhanced_altitude", Value::Float64(v)) => p.ele = Some(*v),
                ("heart_rate", Value::UInt8(v)) => p.hr = Some(*v),
                ("cadence", Value::UInt8(v)) => p.cad = Some(*v),
                ("power", Value::UInt16(v)) => p.power = Some(*v),
                _ => {}
            }
        }
        p.lat = lat.unwrap_or_default();
        p.lon = lon.unwrap_or_default();
        track.points.push(p);
    }
    if track.points.is_empty() {
        return Err(WeftError::Empty(name.to_owned()));
    }
    Ok(track)
}
'''

CI_YML = r'''name: CI

on:
  push:
    branches: [main]
  pull_request:

env:
  CARGO_TERM_COLOR: always
  RUSTFLAGS: -D warnings

jobs:
  lint:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: dtolnay/rust-toolchain@stable
        with:
          components: rustfmt, clippy
      - uses: Swatinem/rust-cache@v2
      - run: cargo fmt --all --check
      - run: cargo clippy --all-targets --all-features -- -D warnings

  test:
    name: test (${{ matrix.toolchain }})
    runs-on: ubuntu-24.04
    strategy:
      fail-fast: false
      matrix:
        toolchain: [stable, "1.80"]
    steps:
      - uses: actions/checkout@v4
      - uses: dtolnay/rust-toolchain@master
        with:
          toolchain: ${{ matrix.toolchain }}
      - uses: Swatinem/rust-cache@v2
      - uses: taiki-e/install-action@nextest
      - run: cargo nextest run --all-features
'''

WASM_RS = r'''//! The browser entry points for the club web page (wasm-pack build --target web).
//! Files never leave the member's machine: JS reads them and hands us the text.

#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::{gpx_read::read_gpx, io::gpx_string, merge::merge_tracks};

/// Cleans and merges the GPX texts in `files`; returns the merged GPX text.
#[wasm_bindgen(js_name = cleanAndMerge)]
pub fn clean_and_merge(files: Array, epsilon: f64) -> Result<String, JsError> {
    let mut tracks = Vec::with_capacity(files.length() as usize);
    for f in files.iter() {
        let text = f.as_string().ok_or_else(|| JsError::new("expected GPX text"))?;
        tracks.push(read_gpx(text.as_bytes())?);
    }
    let merged = merge_tracks(tracks)?;
    let cleaned = crate::clean(merged, epsilon);
    Ok(gpx_string(&cleaned)?)
}

/// Points, distance (km) and moving time for the summary line under the map.
#[wasm_bindgen(js_name = summarize)]
pub fn summarize(gpx: &str) -> Result<String, JsError> {
    let t = read_gpx(gpx.as_bytes())?;
    Ok(crate::summary(&t))
}
'''

INDEX_HTML = r'''<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>weftline: clean and merge your ride</title>
  <link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css">
  <style>
    body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
    #map { height: 28rem; margin-top: 1rem; border-radius: .5rem; }
    .err { color: #b00020; }
  </style>
</head>
<body>
  <h1>Ridgeback Velo Club: tidy up a ride</h1>
  <p>Pick one or more GPX files of the same ride. Everything happens in your browser:
     nothing is uploaded anywhere.</p>
  <input id="files" type="file" accept=".gpx" multiple>
  <label>Tolerance (m) <input id="eps" type="number" value="5" min="0" step="0.5"></label>
  <button id="go">Clean &amp; merge</button>
  <p id="out"></p>
  <div id="map"></div>
  <script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script>
  <script type="module">
    import init, { cleanAndMerge, summarize } from "./pkg/weftline.js";
    await init();
    const map = L.map("map").setView([53.38, -1.47], 11);
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png",
                { attribution: "&copy; OpenStreetMap contributors" }).addTo(map);
    let layer;
    document.getElementById("go").onclick = async () => {
      const out = document.getElementById("out");
      const files = [...document.getElementById("files").files];
      try {
        const texts = await Promise.all(files.map(f => f.text()));
        const gpx = cleanAndMerge(texts, Number(document.getElementById("eps").value));
        out.className = ""; out.textContent = summarize(gpx);
        const pts = [...new DOMParser().parseFromString(gpx, "application/xml").querySelectorAll("trkpt")]
          .map(p => [Number(p.getAttribute("lat")), Number(p.getAttribute("lon"))]);
        if (layer) layer.remove();
        layer = L.polyline(pts, { color: "#d9480f" }).addTo(map);
        map.fitBounds(layer.getBounds());
        const a = document.createElement("a");
        a.href = URL.createObjectURL(new Blob([gpx], { type: "application/gpx+xml" }));
        a.download = "merged.gpx"; a.textContent = " Download merged.gpx"; out.append(a);
      } catch (e) {
        out.className = "err"; out.textContent = String(e);
      }
    };
  </script>
</body>
</html>
'''

PAGES_YML = r'''name: Pages

on:
  push:
    branches: [main]
    paths: ["src/**", "web/**", "Cargo.toml", ".github/workflows/pages.yml"]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: true

jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: dtolnay/rust-toolchain@stable
        with:
          targets: wasm32-unknown-unknown
      - uses: Swatinem/rust-cache@v2
      - uses: taiki-e/install-action@wasm-pack
      - run: wasm-pack build --target web --release --out-dir web/pkg --no-typescript
      - run: rm web/pkg/.gitignore web/pkg/package.json
      - uses: actions/upload-pages-artifact@v3
        with:
          path: web

  deploy:
    needs: build
    runs-on: ubuntu-24.04
    environment:
      name: github-pages
      url: ${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
'''

DIST_WORKSPACE_TOML = r'''[workspace]
members = ["cargo:."]

# Config for 'dist'
[dist]
# The preferred dist version to use in CI (Cargo.toml SemVer syntax)
cargo-dist-version = "0.28.0"
# CI backends to support
ci = "github"
# The installers to generate for each app
installers = ["shell", "powershell"]
# Target platforms to build apps for (Rust target-triple syntax)
targets = ["aarch64-apple-darwin", "x86_64-apple-darwin", "aarch64-unknown-linux-gnu", "x86_64-unknown-linux-gnu", "x86_64-pc-windows-msvc"]
# Path that installers should place binaries in
install-path = "CARGO_HOME"
# Whether to install an updater program
install-updater = false
# Publish jobs to run in CI
publish-jobs = []
# Which actions to run on pull requests
pr-run-mode = "plan"
'''

CHANGELOG = '''# Changelog

All notable changes to weftline are listed here; the format follows Keep a Changelog and the
version numbers follow SemVer.

## [0.2.0] - 2029-03-26

First public release, on crates.io and as prebuilt binaries on GitHub Releases.

### Added
- `weftline info`: points, distance, moving time, bounding box, heart rate and cadence averages.
- `weftline clean`: drops duplicate fixes and GPS spikes (above 35 m/s), median-filters
  elevation, simplifies with Douglas-Peucker (`--epsilon`, default 5 m).
- `weftline merge`: joins several recordings of one ride; inputs are ordered by start time.
- GPX reading and writing on quick-xml, keeping heart rate, cadence, temperature and power.
- FIT activity reading (Garmin Edge, Wahoo) through fitparser.
- A browser page (wasm) for club members: https://ridgeback-velo.github.io/weftline/

### Changed
- The `fix` subcommand is now `clean`; `fix` still works as a hidden alias until 0.3.
- UTC offsets in GPX `<time>` are honoured (eTrex files in local time).

### Installing
    cargo install weftline
    curl --proto '=https' --tlsv1.2 -LsSf https://github.com/ridgeback-velo/weftline/releases/download/v0.2.0/weftline-installer.sh | sh
'''
