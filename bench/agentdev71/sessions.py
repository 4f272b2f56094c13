"""The eleven sessions of the weftline history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad71_files import (BENCH_PARSE_RS, CARGO_TOML, CHANGELOG, CI_YML, DIST_WORKSPACE_TOML, ERROR_RS, FIT_READ_RS,
                        GPX_READ_RS, INDEX_HTML, MAIN_RS, MERGE_RS, PAGES_YML, SMOOTH_RS, TRACK_RS, WASM_RS)

HOME = "/home/tobias/src/weftline"


def cargo_test(unit, integ, doc=None, secs="0.02"):
    """`cargo test` output: unit tests, the integration tests, and the doc tests when they ran."""
    out = (f"    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s\n"
           f"     Running unittests src/lib.rs (target/debug/deps/weftline-3c1f0e9a7d52b8e4)\n\n"
           f"running {unit} tests\n" + "".join("." for _ in range(unit)) + "\n"
           f"test result: ok. {unit} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s\n\n"
           f"     Running tests/merge.rs (target/debug/deps/merge-91b7c04e2d6fa013)\n\n"
           f"running {integ} tests\n" + "".join("." for _ in range(integ)) + "\n"
           f"test result: ok. {integ} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n")
    if doc is not None:
        out += (f"\n   Doc-tests weftline\n\nrunning {doc} tests\n" + "".join("." for _ in range(doc)) + "\n"
                f"test result: ok. {doc} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.61s\n")
    return out


def nextest(n, secs="0.318"):
    return (f"    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.97s\n"
            f"    Starting {n} tests across 4 binaries\n"
            f"        PASS [   0.004s] weftline geo::tests::one_degree_of_latitude\n"
            f"        PASS [   0.006s] weftline simplify::tests::straight_line_collapses\n"
            f"        ...\n"
            f"------------\n     Summary [   {secs}s] {n} tests run: {n} passed, 0 skipped")


def s1(s):
    s.start()
    s.prompt("goal", "New project: weftline. It's for the Ridgeback Velo Club in Sheffield (about 140 members). "
             "Every Sunday ride ends with people sending Dervla Quinn, our ride captain, a mess of GPX files: "
             "devices that died halfway, phones that jumped around, tunnels with spikes. I want a Rust library "
             "plus a command-line tool that cleans those tracks and merges several recordings of one ride into "
             "a single track. Rust 2021 edition, MSRV 1.80 (Ruairi's Debian box still has that), clap with "
             "derive for the CLI, serde, and the `gpx` crate for parsing so we don't write XML code. Three "
             "subcommands to start: info, fix, merge.")
    s.glob(None, "**/*", ["README.md"])
    s.prompt("rules", "House rules for this repo: no unwrap() or expect() in library code, every failure goes "
             "through our thiserror enum WeftError (tests and examples may unwrap). Before any commit, cargo fmt "
             "and cargo clippy --all-targets -- -D warnings must be clean. Commit messages are conventional "
             "commits (feat:, fix:, refactor:, chore:, docs:). And keep the dependency tree small: no tokio or "
             "any async runtime, and ask me before pulling in a new crate.")
    s.bash("init", "cargo init --lib --name weftline . && cargo add clap --features derive && cargo add serde "
           "--features derive && cargo add serde_json gpx thiserror && cargo add chrono --no-default-features "
           "--features std,clock,serde && cargo add --dev approx",
           "    Creating library package\nnote: see more `Cargo.toml` keys and their definitions at "
           "https://doc.rust-lang.org/cargo/reference/manifest.html\n    Updating crates.io index\n      Adding clap "
           "v4.5.20 to dependencies\n             Features:\n             + color\n             + derive\n"
           "             + error-context\n             + help\n             + std\n             + suggestions\n"
           "             + usage\n      Adding serde v1.0.210 to dependencies\n      Adding serde_json v1.0.128 to "
           "dependencies\n      Adding gpx v0.10.0 to dependencies\n      Adding thiserror v2.0.3 to dependencies\n"
           "      Adding chrono v0.4.38 to dependencies\n      Adding approx v0.5.1 to dev-dependencies\n"
           "    Updating crates.io index\n     Locking 58 packages to latest compatible versions")
    s.write("cargotoml", "Cargo.toml", CARGO_TOML)
    s.write("track", "src/track.rs", TRACK_RS)
    s.write("error", "src/error.rs", ERROR_RS)
    s.write("main1", "src/main.rs", MAIN_RS)
    s.bash("build1", "cargo build",
           "   Compiling proc-macro2 v1.0.89\n   Compiling unicode-ident v1.0.13\n   Compiling serde v1.0.210\n"
           "   Compiling geo-types v0.7.13\n   Compiling time v0.3.36\n   Compiling clap_derive v4.5.18\n"
           "   Compiling thiserror-impl v2.0.3\n   Compiling gpx v0.10.0\n   Compiling weftline v0.1.0 "
           "(/home/tobias/src/weftline)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 16.94s")
    s.prompt("privacy", "One more rule, important: never commit real members' tracks, not even as test fixtures. "
             "Rides start and end at people's front doors. Fixtures are synthetic (generate them) or, if we really "
             "need a real shape, trimmed with a 500 m privacy zone around start and end and checked by me first.")
    s.write("genfixture", "examples/gen_fixture.rs",
            "//! Writes a synthetic ride for tests and benches: a loop around Ladybower with noise.\n"
            "//! cargo run --example gen_fixture -- --hours 1 --hz 1 > tests/fixtures/loop_synthetic.gpx\n"
            "use std::f64::consts::TAU;\n\nfn main() {\n    let args: Vec<String> = std::env::args().collect();\n"
            "    let hours: f64 = args.iter().position(|a| a == \"--hours\").map(|i| args[i + 1].parse().unwrap())"
            ".unwrap_or(1.0);\n    let hz: f64 = args.iter().position(|a| a == \"--hz\").map(|i| args[i + 1]"
            ".parse().unwrap()).unwrap_or(1.0);\n    let n = (hours * 3600.0 * hz) as usize;\n"
            "    println!(r#\"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\"#);\n"
            "    println!(r#\"<gpx version=\"1.1\" creator=\"weftline gen_fixture\"><trk><name>synthetic loop</name>"
            "<trkseg>\"#);\n    for i in 0..n {\n        let a = TAU * i as f64 / n as f64;\n"
            "        let (lat, lon) = (53.395 + 0.045 * a.sin(), -1.705 + 0.07 * a.cos());\n"
            "        let t = chrono::DateTime::from_timestamp(1_867_000_000 + (i as f64 / hz) as i64, 0).unwrap();\n"
            "        println!(r#\"<trkpt lat=\"{lat:.7}\" lon=\"{lon:.7}\"><ele>{:.1}</ele><time>{}</time></trkpt>\"#,\n"
            "                 210.0 + 40.0 * (3.0 * a).sin(), t.format(\"%Y-%m-%dT%H:%M:%SZ\"));\n    }\n"
            "    println!(\"</trkseg></trk></gpx>\");\n}\n")
    s.bash("info1", "cargo run -q --example gen_fixture -- --hours 1 --hz 1 > tests/fixtures/loop_synthetic.gpx && "
           "cargo run -q -- info tests/fixtures/loop_synthetic.gpx",
           "synthetic loop\n  points:    3600\n  distance:  36.9 km\n  duration:  59m 59s\n"
           "  bbox:      53.35000,-1.77500 .. 53.44000,-1.63500\n  hr/cad:    none")
    s.bash(None, "cargo fmt --check && cargo clippy --all-targets -- -D warnings",
           "    Checking weftline v0.1.0 (/home/tobias/src/weftline)\n    Finished `dev` profile [unoptimized + "
           "debuginfo] target(s) in 1.88s")
    s.bash("commit1", "git add -A && git commit -m 'feat: skeleton library and CLI (info, fix, merge) on the gpx "
           "crate'", "[main (root-commit) 1f0c9e2] feat: skeleton library and CLI (info, fix, merge) on the gpx "
           "crate\n 11 files changed, 3921 insertions(+)\n create mode 100644 Cargo.lock\n create mode 100644 "
           "Cargo.toml\n create mode 100644 examples/gen_fixture.rs\n create mode 100644 src/error.rs\n create "
           "mode 100644 src/lib.rs\n create mode 100644 src/main.rs\n create mode 100644 src/track.rs\n create mode "
           "100644 tests/fixtures/loop_synthetic.gpx")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("clean", "Cleaning today. Step one: drop duplicate fixes and spikes. A point is a spike when reaching it "
             "from the previous kept point means more than 25 m/s (90 km/h), nobody in the club goes faster; but "
             "after five rejected points in a row, accept the next one, the rider really moved (tunnel, lost "
             "lock). Also "
             "a median filter over 5 points on elevation. Put that in src/smooth.rs as smooth_points(). Step two: "
             "Douglas-Peucker simplification in src/simplify.rs, tolerance 5 metres by default (--epsilon). "
             "`weftline fix` runs both.")
    s.write("geo", "src/geo.rs",
            "//! Distances on the sphere.\n\nuse crate::track::Point;\n\n/// Mean Earth radius (IUGG), metres.\n"
            "pub const EARTH_RADIUS_M: f64 = 6_371_008.8;\n\n/// Great-circle distance between two points, metres.\n"
            "pub fn haversine_m(a: &Point, b: &Point) -> f64 {\n    let dlat = b.lat - a.lat;\n"
            "    let dlon = b.lon - a.lon;\n    let h = (dlat / 2.0).sin().powi(2) + a.lat.cos() * b.lat.cos() * "
            "(dlon / 2.0).sin().powi(2);\n    2.0 * EARTH_RADIUS_M * h.sqrt().asin()\n}\n\n#[cfg(test)]\nmod tests "
            "{\n    use super::*;\n    use crate::testutil::at;\n\n    #[test]\n    fn one_degree_of_latitude() {\n"
            "        let d = haversine_m(&at(0.0, 0.0), &at(1.0, 0.0));\n        assert!((d - 111_195.0).abs() < 1.0, "
            "\"one degree of latitude should be ~111.2 km, got {d:.1} m\");\n    }\n}\n")
    s.write("smooth", "src/smooth.rs", SMOOTH_RS)
    s.write("simplify", "src/simplify.rs",
            "//! Douglas-Peucker: keeps the points that matter for the shape of the track.\n\nuse crate::geo::"
            "EARTH_RADIUS_M;\nuse crate::track::{Point, Track};\n\n/// Default tolerance in metres (`--epsilon`).\n"
            "pub const DEFAULT_EPSILON_M: f64 = 5.0;\n\npub fn simplify(track: Track, epsilon_m: f64) -> Track {\n"
            "    if track.points.len() < 3 {\n        return track;\n    }\n    let mut keep = vec![false; "
            "track.points.len()];\n    let last = track.points.len() - 1;\n    keep[0] = true;\n    keep[last] = "
            "true;\n    let mut stack = vec![(0, last)];\n    while let Some((a, b)) = stack.pop() {\n"
            "        let (mut far, mut dmax) = (a, 0.0);\n        for i in a + 1..b {\n            let d = "
            "cross_track_m(&track.points[i], &track.points[a], &track.points[b]);\n            if d > dmax {\n"
            "                (far, dmax) = (i, d);\n            }\n        }\n        if dmax > epsilon_m {\n"
            "            keep[far] = true;\n            stack.push((a, far));\n            stack.push((far, b));\n"
            "        }\n    }\n    let points = track.points.into_iter().zip(keep).filter_map(|(p, k)| k.then_some(p))"
            ".collect();\n    Track { name: track.name, points }\n}\n\n/// Distance of `p` from the segment a-b "
            "on a local equirectangular projection (fine below a few km).\nfn cross_track_m(p: &Point, a: &Point, "
            "b: &Point) -> f64 {\n    let k = a.lat.to_radians().cos();\n    let (x, y) = ((p.lon - a.lon) * k, "
            "p.lat - a.lat);\n    let (dx, dy) = ((b.lon - a.lon) * k, b.lat - a.lat);\n    let len2 = dx * dx + "
            "dy * dy;\n    let t = if len2 == 0.0 { 0.0 } else { ((x * dx + y * dy) / len2).clamp(0.0, 1.0) };\n"
            "    let (ex, ey) = (x - t * dx, y - t * dy);\n    (ex * ex + ey * ey).sqrt().to_radians() * "
            "EARTH_RADIUS_M\n}\n")
    s.bash("geofail", "cargo test",
           "   Compiling weftline v0.1.0 (/home/tobias/src/weftline)\n    Finished `test` profile [unoptimized + "
           "debuginfo] target(s) in 2.64s\n     Running unittests src/lib.rs (target/debug/deps/weftline-3c1f0e9a7d52"
           "b8e4)\n\nrunning 3 tests\ntest geo::tests::one_degree_of_latitude ... FAILED\ntest simplify::tests::"
           "straight_line_collapses ... ok\ntest smooth::tests::spike_is_dropped ... ok\n\nfailures:\n\n---- geo::"
           "tests::one_degree_of_latitude stdout ----\n\nthread 'geo::tests::one_degree_of_latitude' panicked at "
           "src/geo.rs:22:9:\none degree of latitude should be ~111.2 km, got 6371008.8 m\nnote: run with "
           "`RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    geo::tests::"
           "one_degree_of_latitude\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered "
           "out; finished in 0.00s\n\nerror: test failed, to rerun pass `--lib`", code=101)
    s.prompt("geowhy", "6371 km for one degree: that's exactly one Earth radius, so the angles went into sin/cos in "
             "degrees. Convert lat/lon and the deltas to radians in haversine_m. The spike test only passed by luck.")
    s.edit("geofix", "src/geo.rs", "    let dlat = b.lat - a.lat;\n    let dlon = b.lon - a.lon;\n    let h = (dlat "
           "/ 2.0).sin().powi(2) + a.lat.cos() * b.lat.cos() * (dlon / 2.0).sin().powi(2);",
           "    let (lat1, lat2) = (a.lat.to_radians(), b.lat.to_radians());\n    let dlat = lat2 - lat1;\n"
           "    let dlon = (b.lon - a.lon).to_radians();\n    let h = (dlat / 2.0).sin().powi(2) + lat1.cos() * "
           "lat2.cos() * (dlon / 2.0).sin().powi(2);")
    s.bash("testok2", "cargo test -q", "\nrunning 4 tests\n....\ntest result: ok. 4 passed; 0 failed; 0 ignored; "
           "0 measured; 0 filtered out; finished in 0.00s")
    s.edit("libclean", "src/lib.rs", "pub mod error;\npub mod geo;\npub mod track;",
           "pub mod error;\npub mod geo;\npub mod simplify;\npub mod smooth;\npub mod track;\n\n/// What `weftline "
           "fix` does: drop noise, then simplify.\npub fn clean(t: Track, epsilon_m: f64) -> Track {\n    let (t, _"
           "spikes) = smooth::smooth_points(t);\n    simplify::simplify(t, epsilon_m)\n}")
    s.write("readme", "README.md",
            "# weftline\n\nClean and merge GPX/FIT ride tracks: a library and a command-line tool, written for the "
            "Ridgeback Velo Club's Sunday rides.\n\n```console\n$ weftline info ride.gpx\n$ weftline fix ride.gpx -o "
            "ride.clean.gpx --epsilon 5\n$ weftline merge part1.gpx part2.gpx -o ride.gpx\n```\n\n## As a library"
            "\n\n```rust\nuse weftline::{io::read_track, smooth::smooth_points, simplify::simplify};\n\nlet track = "
            "read_track(\"tests/fixtures/loop_synthetic.gpx\")?;\nlet (track, spikes) = smooth_points(track);\n"
            "let track = simplify(track, 5.0);\nprintln!(\"{spikes} spikes dropped, {} points left\", track.points"
            ".len());\n# Ok::<(), weftline::WeftError>(())\n```\n")
    s.bash("fixrun", "cargo run -q --example gen_fixture -- --hours 5 --hz 1 --noise 0.0004 > /tmp/noisy.gpx && "
           "cargo run -q --release -- fix /tmp/noisy.gpx -o /tmp/noisy.clean.gpx && cargo run -q -- info "
           "/tmp/noisy.clean.gpx",
           "read 18432 points\ndropped 0 duplicates, 7 spikes\nsimplified 18425 -> 2117 points (epsilon 5.0 m)\n"
           "wrote /tmp/noisy.clean.gpx\nsynthetic loop\n  points:    2117\n  distance:  184.3 km\n  duration:  "
           "5h 07m 12s")
    s.prompt("dervla", "Dervla asked for the next thing: on Sunday's ride (4 March) her old eTrex ran out of "
             "batteries at the café stop in Hathersage and she recorded the rest on her phone, so she has two "
             "files and the ride report needs one track. `weftline merge` should stitch them. Let's do that on "
             "Monday, I'll get her files.")
    s.remember("memclean", "weftline cleaning (weftline fix): smooth_points() in src/smooth.rs drops duplicate "
               "fixes and spikes (a point implying more than 25 m/s = 90 km/h from the previous kept point; after "
               "5 rejections in a row the next point is accepted), then "
               "a 5-point median filter on elevation; then Douglas-Peucker in src/simplify.rs with epsilon 5 m by "
               "default (--epsilon). Synthetic 5-hour ride: 18,432 points -> 7 spikes dropped -> 2,117 points.",
               "weftline cleaning parameters", "fact")
    s.bash("commit2", "cargo fmt --check && cargo clippy --all-targets -q -- -D warnings && git add -A && git commit "
           "-m 'feat: spike and duplicate removal, elevation median filter, Douglas-Peucker (fix subcommand)'",
           "[main 7a2d41b] feat: spike and duplicate removal, elevation median filter, Douglas-Peucker (fix "
           "subcommand)\n 7 files changed, 248 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("aga", "Agnieszka Wrona (our treasurer, rides with a Garmin Edge 540, a chest strap and power pedals) "
             "tried `weftline fix` on her rides: the output has no heart rate, no cadence, no power any more. The gpx "
             "crate simply drops <extensions>. And her 6-hour audax file (48 MB, 4 Hz recording) takes ages to "
             "load. Before we change anything, let's measure: add a criterion benchmark for parsing.")
    s.bash("criterionadd", "cargo add --dev criterion --features html_reports",
           "    Updating crates.io index\n      Adding criterion v0.5.1 to dev-dependencies\n             Features:\n"
           "             + html_reports\n             + cargo_bench_support\n             + plotters\n"
           "             + rayon\n    Updating crates.io index\n     Locking 41 packages to latest compatible versions")
    s.write("benchparse", "benches/parse.rs", BENCH_PARSE_RS)
    s.edit(None, "Cargo.toml", "[dev-dependencies]\napprox = \"0.5.1\"",
           "[dev-dependencies]\napprox = \"0.5.1\"\ncriterion = { version = \"0.5.1\", features = [\"html_reports\"] }"
           "\n\n[[bench]]\nname = \"parse\"\nharness = false")
    s.bash("bench1", "cargo bench --bench parse -- --save-baseline gpx_crate",
           "    Finished `bench` profile [optimized] target(s) in 48.12s\n     Running benches/parse.rs "
           "(target/release/deps/parse-0d6f1c2b9e47a831)\nGathering slices of 10 samples...\n"
           "parse/loop_1mb          time:   [41.228 ms 41.502 ms 41.803 ms]\n"
           "parse/century_9mb       time:   [362.71 ms 365.09 ms 367.64 ms]\n"
           "Benchmarking parse/audax_48mb: Warming up for 3.0000 s\nWarning: Unable to complete 10 samples in 5.0s. "
           "You may wish to increase target time to 21.4s.\n"
           "parse/audax_48mb        time:   [1.9121 s 1.9307 s 1.9502 s]")
    s.prompt("quickxml", "1.93 seconds for the audax file, and the extensions are gone anyway. Decision: drop the "
             "gpx crate. We write our own streaming reader on quick-xml (Reader, read_event_into, no DOM) that keeps "
             "the Garmin TrackPointExtension fields (hr, cad, atemp) and power, plus a writer that puts them back. "
             "quick-xml is one small crate, that's fine with me.")
    s.bash("swapdeps", "cargo remove gpx && cargo add quick-xml",
           "    Removing gpx from dependencies\n    Updating crates.io index\n      Adding quick-xml v0.37.1 to "
           "dependencies\n             Features:\n             - arbitrary\n             - async-tokio\n"
           "             - encoding\n             - serialize\n     Locking 1 package to latest compatible version\n"
           "      Adding quick-xml v0.37.1\n    Removing geo-types v0.7.13\n    Removing gpx v0.10.0\n    Removing "
           "time v0.3.36")
    s.write("gpxread", "src/gpx_read.rs", GPX_READ_RS)
    s.bash("qnamefail", "cargo build",
           "   Compiling quick-xml v0.37.1\n   Compiling weftline v0.1.0 (/home/tobias/src/weftline)\n"
           "error[E0308]: mismatched types\n  --> src/gpx_read.rs:48:21\n   |\n47 |                 match e.name() {\n"
           "   |                       -------- this expression has type `QName<'_>`\n48 |                     "
           "b\"trkpt\" => {\n   |                     ^^^^^^^^ expected `QName<'_>`, found `&[u8; 5]`\n   |\n"
           "   = note: expected struct `QName<'_>`\n           found reference `&'static [u8; 5]`\n\nFor more "
           "information about this error, try `rustc --explain E0308`.\nerror: could not compile `weftline` (lib) "
           "due to 1 previous error", code=101)
    s.edit("qnamefix", "src/gpx_read.rs", "                match e.name() {",
           "                // local_name(): \"gpxtpx:hr\" and \"ns3:hr\" both become \"hr\"\n"
           "                match e.local_name().as_ref() {")
    s.bash("bench2", "cargo bench --bench parse -- --baseline gpx_crate",
           "    Finished `bench` profile [optimized] target(s) in 39.70s\n     Running benches/parse.rs "
           "(target/release/deps/parse-0d6f1c2b9e47a831)\n"
           "parse/loop_1mb          time:   [8.4127 ms 8.4603 ms 8.5122 ms]\n"
           "                        change: [-79.748% -79.615% -79.478%] (p = 0.00 < 0.05)\n"
           "                        Performance has improved.\n"
           "parse/century_9mb       time:   [74.233 ms 74.781 ms 75.402 ms]\n"
           "                        change: [-79.702% -79.517% -79.318%] (p = 0.00 < 0.05)\n"
           "                        Performance has improved.\n"
           "parse/audax_48mb        time:   [402.11 ms 405.87 ms 409.90 ms]\n"
           "                        change: [-79.201% -78.978% -78.741%] (p = 0.00 < 0.05)\n"
           "                        Performance has improved.")
    s.prompt("benchrule", "Good, 1.93 s down to 406 ms. From now on, any change that claims to be faster needs a "
             "criterion run against a saved baseline, and the before/after numbers go in the commit message. No "
             "'should be faster' commits.")
    s.bash("roundtrip", "cargo test -q roundtrip",
           "\nrunning 2 tests\n..\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 7 filtered out; "
           "finished in 0.03s\n\n     Running tests/roundtrip.rs\n\nrunning 1 test\ntest "
           "extensions_survive_read_write_read ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored")
    s.remember("memparse", "weftline parses GPX with its own streaming reader on quick-xml 0.37 (src/gpx_read.rs, "
               "Reader::read_event_into, local_name() so gpxtpx:hr/cad/atemp and power survive) and writes with "
               "quick-xml too. The gpx crate was removed on 9 March 2029: it dropped <extensions> (Agnieszka's heart "
               "rate, cadence, power) and parsed the 48 MB audax in 1.93 s; quick-xml does it in 406 ms (-79%).",
               "GPX parsing: own quick-xml reader instead of the gpx crate", "decision")
    s.bash("commit3", "cargo clippy --all-targets -q -- -D warnings && git add -A && git commit -m 'feat: streaming "
           "GPX reader/writer on quick-xml, keeps hr/cad/atemp/power; drop gpx crate (audax_48mb 1.93 s -> 406 ms, "
           "-79%)'", "[main c41e8f0] feat: streaming GPX reader/writer on quick-xml, keeps hr/cad/atemp/power; drop "
           "gpx crate (audax_48mb 1.93 s -> 406 ms, -79%)\n 9 files changed, 431 insertions(+), 87 deletions(-)\n "
           "create mode 100644 benches/parse.rs\n create mode 100644 src/gpx_read.rs\n create mode 100644 "
           "src/gpx_write.rs\n create mode 100644 tests/roundtrip.rs")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("mergeplan", "Merge for Dervla. I have her two files from 4 March in ~/rides (NOT in the repo): "
             "dervla-0304-etrex.gpx (start to the café) and dervla-0304-phone.gpx (café to home). merge_tracks() "
             "in src/merge.rs: take the tracks in the order given and append; if time goes backwards anywhere, "
             "refuse with an error instead of writing a track that zigzags in time.")
    s.write("merge", "src/merge.rs", MERGE_RS)
    s.edit("mergecli", "src/main.rs", "            let t = weftline::merge::merge_tracks(tracks)?;\n"
           "            io::write_gpx(&t, &output)?;",
           "            let n = tracks.len();\n            let t = weftline::merge::merge_tracks(tracks)?;\n"
           "            io::write_gpx(&t, &output)?;\n            eprintln!(\"merged {n} tracks: {}\", "
           "weftline::summary(&t));")
    s.bash("timefail1", "cargo run -q --release -- merge ~/rides/dervla-0304-etrex.gpx ~/rides/dervla-0304-phone.gpx "
           "-o /tmp/dervla-0304.gpx",
           "Error: time goes backwards at point 2291: 2029-03-04T10:52:40Z follows 2029-03-04T11:13:58Z", code=1)
    s.bash("timegrep1", "for f in ~/rides/dervla-0304-*.gpx; do echo \"== $f\"; grep -o '<time>[^<]*' \"$f\" | "
           "sed -n '2p;$p'; done",
           "== /home/tobias/rides/dervla-0304-etrex.gpx\n<time>2029-03-04T08:31:10+01:00\n"
           "<time>2029-03-04T11:13:58+01:00\n== /home/tobias/rides/dervla-0304-phone.gpx\n"
           "<time>2029-03-04T10:52:40Z\n<time>2029-03-04T13:02:45Z")
    s.prompt("timewhy1", "There it is: the eTrex writes local time with an offset, +01:00, because it's still set "
             "to Mallorca time from the club's February training camp. parse_time() cuts the string at 19 "
             "characters and treats 11:13:58 as UTC, so the eTrex part ends an hour late and the phone part "
             "looks like it starts before it. Parse full RFC 3339 and convert to UTC. Rule for the whole code "
             "base: every time inside weftline is UTC, conversion happens only in the readers.")
    s.edit("timefix1", "src/gpx_read.rs", "    let head = s.get(..19).unwrap_or(s);\n    NaiveDateTime::parse_from_str("
           "head, \"%Y-%m-%dT%H:%M:%S\")\n        .map(|n| n.and_utc())\n        .map_err(|e| WeftError::Time("
           "s.to_owned(), e))",
           "    // RFC 3339 with its offset (\"+01:00\" from an eTrex on local time); a time without one is UTC\n"
           "    if let Ok(t) = DateTime::parse_from_rfc3339(s) {\n        return Ok(t.with_timezone(&Utc));\n    }\n"
           "    NaiveDateTime::parse_from_str(s, \"%Y-%m-%dT%H:%M:%S%.f\")\n        .map(|n| n.and_utc())\n"
           "        .map_err(|e| WeftError::Time(s.to_owned(), e))")
    s.bash("mergeok", "cargo run -q --release -- merge ~/rides/dervla-0304-etrex.gpx ~/rides/dervla-0304-phone.gpx "
           "-o /tmp/dervla-0304.gpx",
           "merged 2 tracks: Dervla 4 March\n  points:    4870\n  distance:  71.2 km\n  duration:  5h 31m 35s "
           "(moving 3h 02m)\n  gaps:      1 (10:13:58 -> 10:52:40 UTC, 38m 42s)")
    s.lesson("lesson1", "'time goes backwards' from weftline merge on files that look right: check the <time> "
             "strings for a UTC offset. An eTrex left on Mallorca time wrote +01:00 and parse_time() dropped the "
             "offset, so one file shifted an hour. Parse RFC 3339 fully and keep everything in UTC.",
             "weftline merge of Dervla's 4 March eTrex + phone files failed")
    s.write("mergetest", "tests/merge.rs",
            "//! Synthetic files only: no member's ride in the repo.\nuse weftline::{gpx_read::read_gpx, merge::"
            "merge_tracks};\n\nconst ETREX: &str = r#\"<gpx><trk><trkseg>\n<trkpt lat=\"53.38\" lon=\"-1.47\"><time>"
            "2029-01-07T09:00:00+01:00</time></trkpt>\n<trkpt lat=\"53.39\" lon=\"-1.48\"><time>2029-01-07T09:30:00"
            "+01:00</time></trkpt>\n</trkseg></trk></gpx>\"#;\nconst PHONE: &str = r#\"<gpx><trk><trkseg>\n<trkpt "
            "lat=\"53.39\" lon=\"-1.48\"><time>2029-01-07T08:31:00Z</time></trkpt>\n<trkpt lat=\"53.40\" lon=\"-1.50\">"
            "<time>2029-01-07T09:05:00Z</time></trkpt>\n</trkseg></trk></gpx>\"#;\n\n#[test]\nfn offsets_are_honoured"
            "() {\n    let a = read_gpx(ETREX.as_bytes()).unwrap();\n    let b = read_gpx(PHONE.as_bytes()).unwrap();\n"
            "    let m = merge_tracks(vec![a, b]).unwrap();\n    assert_eq!(m.points.len(), 4);\n    assert_eq!("
            "m.points[1].time.to_rfc3339(), \"2029-01-07T08:30:00+00:00\");\n}\n")
    s.bash(None, "cargo test -q", cargo_test(9, 1))
    s.bash("commit4", "cargo clippy --all-targets -q -- -D warnings && git add -A && git commit -m 'feat: merge "
           "subcommand; fix: honour UTC offsets in GPX <time> (eTrex on local time)'",
           "[main 5be9a63] feat: merge subcommand; fix: honour UTC offsets in GPX <time> (eTrex on local time)\n"
           " 5 files changed, 97 insertions(+), 9 deletions(-)\n create mode 100644 src/merge.rs\n create mode "
           "100644 tests/merge.rs")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("fitask", "Agnieszka's next wish: she never exports GPX, her Edge 540 gives .fit files. Let's read FIT "
             "directly. I'm okay with the fitparser crate for that (I looked at it: pure Rust, no runtime). "
             "read_track() picks the reader by file extension.")
    s.bash("fitadd", "cargo add fitparser",
           "    Updating crates.io index\n      Adding fitparser v0.9.0 to dependencies\n             Features:\n"
           "             - serde\n    Updating crates.io index\n     Locking 4 packages to latest compatible versions\n"
           "      Adding fitparser v0.9.0\n      Adding nom v7.1.3\n      Adding minimal-lexical v0.2.1\n"
           "      Adding memchr v2.7.4")
    s.write("fitread", "src/fit_read.rs", FIT_READ_RS)
    s.edit(None, "src/error.rs", "    #[error(\"track {0:?} has no points\")]",
           "    #[error(\"invalid FIT file: {0}\")]\n    Fit(String),\n\n    #[error(\"track {0:?} has no points\")]")
    s.edit(None, "src/io.rs", "    let f = File::open(path).map_err(|e| io_err(path, e))?;\n    "
           "gpx_read::read_gpx(BufReader::new(f))",
           "    let f = File::open(path).map_err(|e| io_err(path, e))?;\n    match path.extension().and_then(|e| "
           "e.to_str()).map(str::to_ascii_lowercase).as_deref() {\n        Some(\"fit\") => fit_read::read_fit("
           "BufReader::new(f), &stem(path)),\n        _ => gpx_read::read_gpx(BufReader::new(f)),\n    }")
    s.tool_failure(None, "Read", {"file_path": "/home/tobias/rides/aga-2029-03-11-holme-moss.fit"},
                   "This tool cannot read binary files. The file appears to be a binary .fit file. Please use "
                   "appropriate tools for binary file analysis.")
    s.bash("fitinfo", "cargo run -q --release -- info ~/rides/aga-2029-03-11-holme-moss.fit",
           "aga-2029-03-11-holme-moss\n  points:    21604\n  distance:  97.3 km\n  duration:  6h 00m 03s "
           "(moving 4h 41m)\n  bbox:      53.30211,-1.93588 .. 53.54102,-1.47719\n  hr/cad:    avg hr 148 bpm, "
           "avg cadence 84 rpm, avg power 171 W")
    s.bash("spikes", "cargo run -q --release -- fix ~/rides/aga-2029-03-11-holme-moss.fit -o /tmp/aga.gpx",
           "read 21604 points\ndropped 3 duplicates, 14 spikes\nsimplified 21587 -> 2941 points (epsilon 5.0 m)\n"
           "wrote /tmp/aga.gpx")
    s.prompt("capwhy", "14 spikes on a ride with a good Garmin is suspicious. Agnieszka says the cleaned track "
             "has a straight chord across the Holme Moss descent: those 14 'spikes' are her, doing 93 km/h "
             "downhill. So 90 km/h is too low for a cap. Raise MAX_SPEED_MPS to 35 m/s (126 km/h); real GPS jumps "
             "imply hundreds of m/s, so that still catches them.")
    s.edit("capedit", "src/smooth.rs", "/// 25 m/s = 90 km/h: nobody in the club rides faster than that.\npub const "
           "MAX_SPEED_MPS: f64 = 25.0;",
           "/// 35 m/s = 126 km/h. Was 25 m/s (90 km/h) until Agnieszka's 93 km/h Holme Moss descent got cut;\n/// "
           "real GPS spikes imply hundreds of m/s.\npub const MAX_SPEED_MPS: f64 = 35.0;")
    s.bash("capok", "cargo run -q --release -- fix ~/rides/aga-2029-03-11-holme-moss.fit -o /tmp/aga.gpx",
           "read 21604 points\ndropped 3 duplicates, 0 spikes\nsimplified 21601 -> 2948 points (epsilon 5.0 m)\n"
           "max speed kept: 25.9 m/s (93.2 km/h)\nwrote /tmp/aga.gpx")
    s.edit(None, "src/smooth.rs", "    #[test]\n    fn spike_is_dropped() {",
           "    #[test]\n    fn fast_descent_is_kept() {\n        let t = line(20, 26.0); // 93.6 km/h\n"
           "        let (out, spikes) = smooth_points(t);\n        assert_eq!((out.points.len(), spikes), (20, 0));\n"
           "    }\n\n    #[test]\n    fn spike_is_dropped() {")
    s.bash("commit5", "cargo fmt --check && cargo clippy --all-targets -q -- -D warnings && git add -A && git commit "
           "-m 'feat: read FIT activities via fitparser; fix: spike cap 25 -> 35 m/s (93 km/h descent was cut)'",
           "[main 0d93b7e] feat: read FIT activities via fitparser; fix: spike cap 25 -> 35 m/s (93 km/h descent was "
           "cut)\n 6 files changed, 142 insertions(+), 5 deletions(-)\n create mode 100644 src/fit_read.rs")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("ciask", "Ruairi Doyle (club member, does Rust at work) has agreed to co-maintain and review PRs. He "
             "wants CI on GitHub Actions before he reviews anything: fmt and clippy, and tests on stable plus our "
             "MSRV 1.80. Use cargo-nextest for the tests, it's faster and the output is nicer.")
    s.write("ciyml", ".github/workflows/ci.yml", CI_YML)
    s.bash("cipr", "git checkout -b ci && git add .github && git commit -qm 'chore: CI (fmt, clippy, nextest on stable "
           "and 1.80)' && git push -u origin ci && gh pr create --fill",
           "Switched to a new branch 'ci'\nbranch 'ci' set up to track 'origin/ci'.\n\nCreating pull request for ci "
           "into main in ridgeback-velo/weftline\n\nhttps://github.com/ridgeback-velo/weftline/pull/3")
    s.bash("msrvfail", "gh run view --log-failed | tail -14",
           "test (1.80)\tRun cargo nextest run --all-features\t   Compiling weftline v0.1.0 (/home/runner/work/"
           "weftline/weftline)\ntest (1.80)\tRun cargo nextest run --all-features\terror[E0658]: use of unstable "
           "library feature `is_none_or`\ntest (1.80)\tRun cargo nextest run --all-features\t  --> src/merge.rs:21:36\n"
           "test (1.80)\tRun cargo nextest run --all-features\t   |\ntest (1.80)\tRun cargo nextest run --all-features"
           "\t21 |             if !out.points.last().is_none_or(|last| p.time >= last.time) {\ntest (1.80)\tRun cargo "
           "nextest run --all-features\t   |                                    ^^^^^^^^^^\ntest (1.80)\tRun cargo "
           "nextest run --all-features\t   |\ntest (1.80)\tRun cargo nextest run --all-features\t   = note: see issue "
           "#126383 <https://github.com/rust-lang/rust/issues/126383> for more information\ntest (1.80)\tRun cargo "
           "nextest run --all-features\terror: could not compile `weftline` (lib) due to 1 previous error\n"
           "test (1.80)\tRun cargo nextest run --all-features\t##[error]Process completed with exit code 101.")
    s.prompt("msrvwhy", "Option::is_none_or only became stable in 1.82, and the stable clippy even suggests it. We "
             "keep MSRV 1.80 for Ruairi's Debian machine: write it with map_or, and add clippy.toml with msrv = "
             "\"1.80\" so clippy stops recommending APIs we can't use. Nothing newer than 1.80 in this crate.")
    s.edit("msrvfix", "src/merge.rs", "            if !out.points.last().is_none_or(|last| p.time >= last.time) {",
           "            if !out.points.last().map_or(true, |last| p.time >= last.time) {")
    s.write("clippytoml", "clippy.toml", "# Keep in step with rust-version in Cargo.toml: no APIs newer than 1.80.\n"
            "msrv = \"1.80\"\n")
    s.bash("ciok", "git commit -qam 'fix: keep MSRV 1.80 (no is_none_or); clippy.toml msrv' && git push && gh run "
           "watch --exit-status",
           "✓ ci CI · 8316027745\nTriggered via push about 3 minutes ago\n\nJOBS\n✓ lint in 1m41s (ID 23051188102)\n"
           "✓ test (stable) in 2m58s (ID 23051188391)\n✓ test (1.80) in 3m12s (ID 23051188544)")
    s.prompt("renameask", "Ruairi's first review comment on the PR: 'smooth' is misleading, the module removes noise "
             "(duplicates, spikes, elevation jitter), it doesn't smooth the line. Rename src/smooth.rs to "
             "src/denoise.rs and smooth_points() to denoise(). Keep the history with git mv.")
    s.glob(None, "**/*.rs", ["src/lib.rs", "src/main.rs", "src/error.rs", "src/track.rs", "src/geo.rs", "src/io.rs",
                             "src/smooth.rs", "src/simplify.rs", "src/gpx_read.rs", "src/gpx_write.rs",
                             "src/fit_read.rs", "src/merge.rs", "tests/merge.rs", "tests/roundtrip.rs",
                             "tests/fit.rs", "benches/parse.rs", "examples/gen_fixture.rs", "examples/fitdump.rs"])
    s.bash("gitmv", "git mv src/smooth.rs src/denoise.rs && git status --short", "R  src/smooth.rs -> src/denoise.rs")
    s.multiedit("denoiseedit", "src/denoise.rs", [
        ("/// Drops duplicates and spikes, then median-filters elevation. Keeps the first point.\npub fn "
         "smooth_points(track: Track) -> (Track, usize) {",
         "/// Drops duplicates and spikes, then median-filters elevation. Keeps the first point.\n/// (Was "
         "`smooth::smooth_points` before 0.2.)\npub fn denoise(track: Track) -> (Track, usize) {"),
        ("smooth_points(t)", "denoise(t)", True),
    ])
    s.grep("grepsmooth", "smooth_points|mod smooth|smooth::", ["src/lib.rs", "src/main.rs", "README.md"])
    s.multiedit("renameuses", "src/lib.rs", [
        ("pub mod smooth;", "pub mod denoise;"),
        ("    let (t, _spikes) = smooth::smooth_points(t);", "    let (t, _spikes) = denoise::denoise(t);"),
    ])
    s.edit("mainrename", "src/main.rs", "            let (t, spikes) = weftline::smooth::smooth_points(t);",
           "            let (t, spikes) = weftline::denoise::denoise(t);")
    s.bash("testok6", "cargo nextest run", nextest(13))
    s.bash("commit6", "cargo clippy --all-targets -q -- -D warnings && git commit -qam 'refactor: rename smooth -> "
           "denoise (smooth_points -> denoise), per review' && git push && gh pr merge 3 --squash",
           "[ci 2e7fb14] refactor: rename smooth -> denoise (smooth_points -> denoise), per review\n 4 files changed, "
           "9 insertions(+), 8 deletions(-)\n rename src/{smooth.rs => denoise.rs} (94%)\n✓ Squashed and merged "
           "pull request #3 (chore: CI (fmt, clippy, nextest on stable and 1.80))")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("kofi", "Kofi Mensah (he runs the club website, a Hugo site) wants a page where members drop their GPX "
             "files and get a cleaned, merged track and a map back, in the browser. Strict requirement from him "
             "and me: nothing gets uploaded, the files never leave the member's computer, so compile weftline to "
             "wasm with wasm-pack and wasm-bindgen. Host it on Netlify under Kofi's account (free tier), as "
             "weftline-demo.netlify.app; the club site links to it.")
    s.bash("wasmtarget", "rustup target add wasm32-unknown-unknown && cargo install wasm-pack --locked",
           "info: downloading component 'rust-std' for 'wasm32-unknown-unknown'\ninfo: installing component "
           "'rust-std' for 'wasm32-unknown-unknown'\n    Updating crates.io index\n  Installing wasm-pack v0.13.1\n"
           "    Finished `release` profile [optimized] target(s) in 1m 52s\n  Installing /home/tobias/.cargo/bin/"
           "wasm-pack\n   Installed package `wasm-pack v0.13.1` (executable `wasm-pack`)")
    s.edit(None, "Cargo.toml", "[lib]\npath = \"src/lib.rs\"",
           "[lib]\npath = \"src/lib.rs\"\ncrate-type = [\"cdylib\", \"rlib\"]\n\n[target.'cfg(target_arch = "
           "\"wasm32\")'.dependencies]\nwasm-bindgen = \"0.2.95\"\njs-sys = \"0.3.72\"")
    s.write("wasmrs", "src/wasm.rs", WASM_RS)
    s.bash("wasmbuild1", "wasm-pack build --target web --out-dir web/pkg --no-typescript && ls -l web/pkg",
           "[INFO]: 🎯  Checking for the Wasm target...\n[INFO]: 🌀  Compiling to Wasm...\n   Compiling "
           "wasm-bindgen v0.2.95\n   Compiling weftline v0.1.0 (/home/tobias/src/weftline)\n    Finished `release` "
           "profile [optimized] target(s) in 21.37s\n[INFO]: ⬇️  Installing wasm-bindgen...\n[INFO]: Optimizing wasm "
           "binaries with `wasm-opt`...\n[INFO]: ✨   Done in 24.90s\n[INFO]: 📦   Your wasm pkg is ready to "
           "publish at /home/tobias/src/weftline/web/pkg.\ntotal 1904\n-rw-r--r-- 1 tobias tobias     318 Mar 19 "
           "10:02 package.json\n-rw-r--r-- 1 tobias tobias    6411 Mar 19 10:02 weftline.js\n-rw-r--r-- 1 tobias "
           "tobias 1912344 Mar 19 10:02 weftline_bg.wasm")
    s.prompt("sizeask", "1.9 MB of wasm is a lot for people opening this on the café's 4G after a ride. Optimise "
             "for size: opt-level \"z\", LTO, one codegen unit, and strip.")
    s.edit("profile", "Cargo.toml", "[dev-dependencies]",
           "[profile.release]\nopt-level = \"z\"\nlto = true\ncodegen-units = 1\nstrip = true\n\n[dev-dependencies]")
    s.bash("wasmbuild2", "wasm-pack build --target web --out-dir web/pkg --no-typescript && ls -l "
           "web/pkg/weftline_bg.wasm && gzip -9c web/pkg/weftline_bg.wasm | wc -c",
           "[INFO]: 🌀  Compiling to Wasm...\n    Finished `release` profile [optimized] target(s) in 38.06s\n"
           "[INFO]: Optimizing wasm binaries with `wasm-opt`...\n[INFO]: ✨   Done in 41.77s\n-rw-r--r-- 1 tobias "
           "tobias 427806 Mar 19 10:21 web/pkg/weftline_bg.wasm\n164913")
    s.write("indexhtml", "web/index.html", INDEX_HTML)
    s.bash("serve", "python3 -m http.server 8087 -d web", "Serving HTTP on 0.0.0.0 port 8087 (http://0.0.0.0:8087/) "
           "...\n127.0.0.1 - - [19/Mar/2029 10:33:12] \"GET / HTTP/1.1\" 200 -\n127.0.0.1 - - [19/Mar/2029 "
           "10:33:12] \"GET /pkg/weftline.js HTTP/1.1\" 200 -\n127.0.0.1 - - [19/Mar/2029 10:33:12] \"GET "
           "/pkg/weftline_bg.wasm HTTP/1.1\" 200 -", desc="Serve the demo page locally on port 8087",
           minutes=4)
    s.prompt("timepanic", "Page loads, but clicking 'Clean & merge' on the synthetic fixture does nothing and the "
             "browser console says:\n\npanicked at library/std/src/sys/pal/wasm/../unsupported/time.rs:31:9:\n"
             "time not implemented on this platform\n\nRuntimeError: unreachable\n    at weftline_bg.wasm.__rust_"
             "start_panic\n\nSomething asks the system clock.")
    s.grep("grepnow", "SystemTime::now|Instant::now|Utc::now", ["src/gpx_write.rs", "src/main.rs"])
    s.edit("panicfix", "src/gpx_write.rs",
           "pub fn write_gpx_to<W: Write>(t: &Track, out: W) -> Result<()> {\n    let created: DateTime<Utc> = "
           "SystemTime::now().into();",
           "/// `created` goes into <metadata><time>. The caller passes it: on wasm32-unknown-unknown there is no "
           "\n/// system clock (SystemTime::now() panics), so the page hands us JS Date.now().\npub fn "
           "write_gpx_to<W: Write>(t: &Track, out: W, created: DateTime<Utc>) -> Result<()> {")
    s.bash("wasmok", "wasm-pack build --target web --out-dir web/pkg --no-typescript -q && cargo test -q && "
           "curl -s -o /dev/null -w '%{http_code} %{size_download}\\n' http://localhost:8087/pkg/weftline_bg.wasm",
           cargo_test(13, 1) + "200 427911")
    s.lesson("lesson2", "wasm32-unknown-unknown has no system clock: std::time::SystemTime::now() (and Instant) "
             "compile fine but panic at runtime with 'time not implemented on this platform'. Keep clock reads "
             "out of library code and pass the time in (from JS Date.now() on the web page).",
             "weftline web demo: Clean & merge did nothing, panic in the browser console")
    s.pre_tool(None, "Bash", {"command": "netlify deploy --prod --dir web --site weftline-demo",
                              "description": "Deploy the web demo to Netlify production"})
    s.bash("netlify", "netlify deploy --prod --dir web --site weftline-demo",
           "Deploy path:        /home/tobias/src/weftline/web\nDeploying to main site URL...\n✔ Finished hashing "
           "4 files\n✔ CDN requesting 3 files\n✔ Finished uploading 3 assets\n✔ Deploy is live!\n\nLogs:              "
           "https://app.netlify.com/sites/weftline-demo/deploys/65f9a2c1e0d4b1a3c7e9f012\nUnique deploy URL: "
           "https://65f9a2c1e0d4b1a3c7e9f012--weftline-demo.netlify.app\nWebsite URL:       "
           "https://weftline-demo.netlify.app")
    s.remember("memdemo", "weftline web demo for club members: wasm-pack build --target web into web/pkg (427,806 "
               "bytes of wasm after opt-level z + LTO, was 1.9 MB), page web/index.html with a Leaflet map; nothing "
               "is uploaded, files stay in the browser. Local test: python3 -m http.server 8087 -d web. Hosted on "
               "Netlify under Kofi Mensah's account at https://weftline-demo.netlify.app (netlify deploy --prod "
               "--dir web).", "weftline web demo", "fact")
    s.bash("commit7", "cargo clippy --all-targets -q -- -D warnings && git add -A && git commit -m 'feat: wasm "
           "build and web page for the club site (wasm 1.9 MB -> 418 KB with opt-level z + LTO)'",
           "[main 93c0a5d] feat: wasm build and web page for the club site (wasm 1.9 MB -> 418 KB with opt-level z "
           "+ LTO)\n 7 files changed, 204 insertions(+), 6 deletions(-)\n create mode 100644 src/wasm.rs\n create "
           "mode 100644 web/index.html")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("bug2", "Kofi forwarded a complaint: Hannah Lindqvist tried the web page with her two files from "
             "Sunday (18 March), her Wahoo rebooted halfway up Winnats, and the page just shows 'Error: time goes "
             "backwards at point 1764'. Her files are hannah-start.gpx and hannah-climb.gpx, she said I can use "
             "them locally. Same error as Dervla's eTrex, but we fixed that.")
    s.bash("timefail2", "cargo run -q --release -- merge ~/rides/hannah-climb.gpx ~/rides/hannah-start.gpx -o "
           "/tmp/hannah.gpx",
           "Error: time goes backwards at point 1764: 2029-03-18T08:02:11Z follows 2029-03-18T10:47:30Z", code=1)
    s.bash("timegrep2", "for f in ~/rides/hannah-*.gpx; do echo \"== $f\"; grep -o '<time>[^<]*' \"$f\" | sed -n "
           "'2p;$p'; done",
           "== /home/tobias/rides/hannah-climb.gpx\n<time>2029-03-18T10:09:44Z\n<time>2029-03-18T10:47:30Z\n"
           "== /home/tobias/rides/hannah-start.gpx\n<time>2029-03-18T08:02:11Z\n<time>2029-03-18T10:08:57Z")
    s.tool_failure(None, "Edit", {"file_path": f"{HOME}/src/merge.rs", "old_string": "            if "
                   "!out.points.last().is_none_or(|last| p.time >= last.time) {", "new_string": "            if "
                   "out.points.last().is_some_and(|last| p.time < last.time) {", "replace_all": False},
                   "String to replace not found in file.\nString:             if !out.points.last().is_none_or("
                   "|last| p.time >= last.time) {")
    s.read(None, "src/merge.rs", MERGE_RS.replace("is_none_or(|last|", "map_or(true, |last|"))
    s.prompt("timewhy2", "Not the time-zone problem this time: both files are plain UTC. It's the order. The file "
             "picker hands the browser the files alphabetically, 'climb' before 'start', and merge_tracks() "
             "glues them in the order it gets them. Sort the inputs by their first timestamp inside merge_tracks "
             "itself, so the CLI and the web page both get it, and only fail when two recordings really overlap "
             "in time.")
    s.edit("sortfix", "src/merge.rs",
           "/// Concatenates `tracks` in the order given. Fails if time goes backwards\n/// anywhere, because a "
           "merged track that doubles back in time is never what\n/// the rider meant.\npub fn merge_tracks(tracks: "
           "Vec<Track>) -> Result<Track> {",
           "/// Orders `tracks` by their first timestamp (file pickers and shells hand them\n/// over in name order), "
           "then concatenates them. Fails only if two recordings\n/// really overlap in time.\npub fn merge_tracks("
           "mut tracks: Vec<Track>) -> Result<Track> {\n    tracks.retain(|t| !t.points.is_empty());\n"
           "    tracks.sort_by_key(|t| t.start());")
    s.edit("ordertest", "tests/merge.rs", "#[test]\nfn offsets_are_honoured() {",
           "#[test]\nfn input_order_does_not_matter() {\n    let a = read_gpx(ETREX.as_bytes()).unwrap();\n    let b = "
           "read_gpx(PHONE.as_bytes()).unwrap();\n    assert_eq!(merge_tracks(vec![b.clone(), a.clone()]).unwrap(), "
           "merge_tracks(vec![a, b]).unwrap());\n}\n\n#[test]\nfn offsets_are_honoured() {")
    s.bash("testok8", "cargo nextest run && cargo run -q --release -- merge ~/rides/hannah-climb.gpx "
           "~/rides/hannah-start.gpx -o /tmp/hannah.gpx",
           nextest(15, "0.342") + "\nmerged 2 tracks: Hannah Winnats\n  points:    4093\n  distance:  58.6 km\n"
           "  duration:  2h 45m 19s (moving 2h 29m)\n  gaps:      1 (10:08:57 -> 10:09:44 UTC, 47 s)")
    s.lesson("lesson3", "weftline's 'time goes backwards' can also be plain input order: a browser file picker "
             "(and shell globs) give files alphabetically, so a later part can come first. merge_tracks now sorts "
             "by start time; the error means real overlap. Different cause from the eTrex offset bug.",
             "Hannah's two Wahoo files failed on the web page, 18 March ride")
    s.prompt("pagesask", "And hosting changes: Netlify moved Kofi's free team to the new credit plans and adding "
             "me as a team member needs a paid Pro seat, 19 dollars a month, which the club won't pay for a demo "
             "page. Move the demo to GitHub Pages from our repo instead: build with wasm-pack in Actions and "
             "deploy on every push to main. It'll live at ridgeback-velo.github.io/weftline.")
    s.write("pagesyml", ".github/workflows/pages.yml", PAGES_YML)
    s.bash("pagesrun", "gh api -X POST repos/ridgeback-velo/weftline/pages -f build_type=workflow >/dev/null && git "
           "add -A && git commit -qm 'ci: deploy the web demo to GitHub Pages' && git push && gh run watch "
           "--exit-status",
           "✓ main Pages · 8357710293\nTriggered via push about 2 minutes ago\n\nJOBS\n✓ build in 1m54s (ID "
           "23162040117)\n✓ deploy in 12s (ID 23162046630)\n\nhttps://ridgeback-velo.github.io/weftline/")
    s.bash("netlifydel", "netlify sites:delete weftline-demo --force",
           "Deleting site \"weftline-demo\"...\nSite \"weftline-demo\" successfully deleted!")
    s.edit("readmelink", "README.md", "Clean and merge GPX/FIT ride tracks: a library and a command-line tool, "
           "written for "
           "the Ridgeback Velo Club's Sunday rides.",
           "Clean and merge GPX/FIT ride tracks: a library and a command-line tool, written for the Ridgeback Velo "
           "Club's Sunday rides. Try it in the browser: https://ridgeback-velo.github.io/weftline/")
    s.prompt("releaseplan", "Let's plan the first public release: v0.2.0, tomorrow, Thursday 22 March. Binaries for "
             "Linux, macOS and Windows through cargo-dist on GitHub Actions, and the crate on crates.io. We'll set "
             "it up tomorrow morning and tag in the afternoon.")
    s.bash("commit8", "git add -A && git commit -m 'fix: merge orders inputs by start time (file picker gave "
           "climb before start); docs: demo on GitHub Pages' && git push",
           "[main b6f2d08] fix: merge orders inputs by start time (file picker gave climb before start); docs: demo "
           "on GitHub Pages\n 3 files changed, 26 insertions(+), 4 deletions(-)\nTo github.com:ridgeback-velo/"
           "weftline.git\n   9e4a1c3..b6f2d08  main -> main")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("renamefix", "Before anything goes public: rename the `fix` subcommand to `clean`. Agnieszka read "
             "`weftline fix` as 'repair missing GPS fixes', since a fix is a position reading in GPS talk, and she "
             "won't be the last. Keep `fix` working as a hidden alias for one release so Dervla's scripts don't "
             "break.")
    s.multiedit("cliclean", "src/main.rs", [
        ("    /// Drop GPS spikes and simplify a track\n    Fix(FixArgs),",
         "    /// Drop duplicate fixes and GPS spikes, then simplify a track\n    #[command(alias = \"fix\")] // old "
         "name, hidden; remove in 0.3\n    Clean(CleanArgs),"),
        ("struct FixArgs {", "struct CleanArgs {"),
        ("        Command::Fix(args) => {", "        Command::Clean(args) => {"),
    ])
    s.edit("readmeclean", "README.md", "$ weftline fix ride.gpx -o ride.clean.gpx --epsilon 5",
           "$ weftline clean ride.gpx -o ride.clean.gpx --epsilon 5")
    s.bash("distinit", "cargo install cargo-dist --locked && dist init --yes",
           "  Installing cargo-dist v0.28.0\n   Installed package `cargo-dist v0.28.0` (executable `dist`)\n"
           "let's setup your dist config...\n\n✔ added [profile.dist] to your workspace Cargo.toml\n✔ dist is setup!"
           "\n\n>o_o<\nyou're all set!\n\nwrote .github/workflows/release.yml\nwrote dist-workspace.toml\n"
           "targets: aarch64-apple-darwin, x86_64-apple-darwin, aarch64-unknown-linux-gnu, x86_64-unknown-linux-gnu, "
           "x86_64-pc-windows-msvc\ninstallers: shell, powershell")
    s.read("distconf", "dist-workspace.toml", DIST_WORKSPACE_TOML)
    s.prompt("distrule", "Rule for releases: never edit .github/workflows/release.yml by hand, it's generated. "
             "Change dist-workspace.toml and run `dist generate`, and commit both. Ruairi got burnt by that "
             "on another project.")
    s.bash("doctestfail", "cargo test --doc",
           "   Compiling weftline v0.1.0 (/home/tobias/src/weftline)\n    Finished `test` profile [unoptimized + "
           "debuginfo] target(s) in 2.11s\n   Doc-tests weftline\n\nrunning 1 test\ntest src/lib.rs - (line 12) ... "
           "FAILED\n\nfailures:\n\n---- src/lib.rs - (line 12) stdout ----\nerror[E0432]: unresolved import "
           "`weftline::smooth`\n --> src/lib.rs:13:34\n  |\n3 | use weftline::{io::read_track, smooth::smooth_points, "
           "simplify::simplify};\n  |                                  ^^^^^^ could not find `smooth` in "
           "`weftline`\n\nerror: aborting due to 1 previous error\n\nCouldn't compile the test.\n\nfailures:\n    "
           "src/lib.rs - (line 12)\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered "
           "out; finished in 0.58s\n\nerror: doctest failed, to rerun pass `--doc`", code=101)
    s.prompt("nextestdrop", "The README example still says smooth::smooth_points, from before last week's rename, "
             "and CI never noticed because cargo-nextest doesn't run doctests at all. The README is the crates.io "
             "page, a broken example there is worse than a slower CI. Go back to plain `cargo test` in CI (it runs "
             "unit, integration and doc tests) and drop nextest.")
    s.edit("readmedoc", "README.md", "use weftline::{io::read_track, smooth::smooth_points, simplify::simplify};\n\n"
           "let track = read_track(\"tests/fixtures/loop_synthetic.gpx\")?;\nlet (track, spikes) = smooth_points("
           "track);", "use weftline::{denoise::denoise, io::read_track, simplify::simplify};\n\nlet track = "
           "read_track(\"tests/fixtures/loop_synthetic.gpx\")?;\nlet (track, spikes) = denoise(track);")
    s.edit("cinextest", ".github/workflows/ci.yml", "      - uses: taiki-e/install-action@nextest\n      - run: cargo "
           "nextest run --all-features", "      # plain cargo test: nextest skips doctests, and the README is one\n"
           "      - run: cargo test --all-features")
    s.bash("testok9", "cargo test", cargo_test(13, 3, doc=1))
    s.bash("dryrun1", "cargo publish --dry-run",
           "    Updating crates.io index\nwarning: manifest has no description, license, license-file, "
           "documentation, homepage or repository.\nSee https://doc.rust-lang.org/cargo/reference/manifest.html"
           "#package-metadata for more info.\nerror: `weftline` cannot be published.\n`package.publish` must be set "
           "to `true` or a non-empty list in Cargo.toml to publish.", code=101)
    s.edit("metadata", "Cargo.toml", "rust-version = \"1.80\"\npublish = false",
           "rust-version = \"1.80\"\ndescription = \"Clean and merge GPX/FIT ride tracks: spike removal, "
           "simplification, multi-device merge\"\nlicense = \"MIT OR Apache-2.0\"\nrepository = \"https://github.com/"
           "ridgeback-velo/weftline\"\nhomepage = \"https://ridgeback-velo.github.io/weftline/\"\nreadme = "
           "\"README.md\"\nkeywords = [\"gpx\", \"fit\", \"gps\", \"cycling\", \"track\"]\ncategories = "
           "[\"command-line-utilities\", \"science::geo\", \"parser-implementations\"]\nexclude = [\"benches/data/*\","
           " \"web/pkg/*\"]")
    s.bash("dryrun2", "cargo publish --dry-run --allow-dirty",
           "    Updating crates.io index\n   Packaging weftline v0.1.0 (/home/tobias/src/weftline)\n    Updating "
           "crates.io index\n    Packaged 27 files, 68.4KiB (19.2KiB compressed)\n   Verifying weftline v0.1.0 "
           "(/home/tobias/src/weftline)\n   Compiling weftline v0.1.0 (/home/tobias/src/weftline/target/package/"
           "weftline-0.1.0)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 28.73s\n   Uploading "
           "weftline v0.1.0 (/home/tobias/src/weftline)\nwarning: aborting upload due to dry run")
    s.prompt("delay", "Change of date: Ruairi is in Girona on a cycling trip until Sunday and wants to go through "
             "the dist config and the release workflow before we tag anything. So v0.2.0 moves from today to "
             "Monday 26 March, morning. Everything stays on main until then.")
    s.remember("memrelease", "weftline v0.2.0 release moved from Thursday 22 March to Monday 26 March 2029 (Ruairi "
               "Doyle, in Girona until Sunday, reviews the dist setup first). Setup: cargo-dist 0.28 (`dist init`), "
               "targets aarch64/x86_64 macOS, aarch64/x86_64 Linux gnu, x86_64 Windows msvc, shell + powershell "
               "installers; crate metadata added (MIT OR Apache-2.0). CI runs plain cargo test again (nextest "
               "dropped: no doctests). The `fix` subcommand is now `clean` (fix = hidden alias until 0.3).",
               "weftline 0.2.0 release plan", "decision")
    s.bash("commit9", "cargo fmt --check && cargo clippy --all-targets -q -- -D warnings && git add -A && git commit "
           "-m 'feat!: rename fix subcommand to clean (fix stays as hidden alias); chore: cargo-dist, crate "
           "metadata; ci: cargo test instead of nextest (doctests)'",
           "[main 4c8e2f1] feat!: rename fix subcommand to clean (fix stays as hidden alias); chore: cargo-dist, "
           "crate metadata; ci: cargo test instead of nextest (doctests)\n 7 files changed, 371 insertions(+), 14 "
           "deletions(-)\n create mode 100644 .github/workflows/release.yml\n create mode 100644 dist-workspace.toml")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("golive", "Ruairi is back and approved the dist setup (one comment, no changes). Release day: bump to "
             "0.2.0, write the CHANGELOG, tag v0.2.0 and push; cargo-dist builds the binaries and the GitHub "
             "release, then we publish to crates.io.")
    s.edit("bump", "Cargo.toml", "name = \"weftline\"\nversion = \"0.1.0\"", "name = \"weftline\"\nversion = "
           "\"0.2.0\"")
    s.write("changelog", "CHANGELOG.md", CHANGELOG)
    s.bash("tag", "cargo check -q && git commit -qam 'chore: release 0.2.0' && git tag -a v0.2.0 -m 'weftline "
           "0.2.0' && git push origin main v0.2.0",
           "To github.com:ridgeback-velo/weftline.git\n   4c8e2f1..e71d5a9  main -> main\n * [new tag]         "
           "v0.2.0 -> v0.2.0")
    s.bash("distrun", "gh run watch --exit-status $(gh run list --workflow release.yml -L1 --json databaseId -q "
           "'.[0].databaseId')",
           "✓ v0.2.0 Release · 8398124406\nTriggered via push about 14 minutes ago\n\nJOBS\n✓ plan in 24s\n"
           "✓ build-local-artifacts (aarch64-apple-darwin) in 5m48s\n✓ build-local-artifacts (x86_64-apple-darwin) "
           "in 6m02s\n✓ build-local-artifacts (aarch64-unknown-linux-gnu) in 7m31s\n✓ build-local-artifacts "
           "(x86_64-unknown-linux-gnu) in 4m19s\n✓ build-local-artifacts (x86_64-pc-windows-msvc) in 6m55s\n"
           "✓ build-global-artifacts in 41s\n✓ host in 33s\n✓ announce in 15s\n\nRun Release (8398124406) "
           "completed with 'success' in 14m08s")
    s.prompt("publishrule", "Release workflow is green. Rule from now on: crates.io only after the tagged Release "
             "run is green, and publish from a clean checkout of main at the tag, never from a branch or a dirty "
             "tree. A version on crates.io can't be replaced.")
    s.pre_tool(None, "Bash", {"command": "git status --porcelain && cargo publish",
                              "description": "Publish weftline 0.2.0 to crates.io"})
    s.bash("publish", "git status --porcelain && cargo publish",
           "    Updating crates.io index\n   Packaging weftline v0.2.0 (/home/tobias/src/weftline)\n    Packaged 27 "
           "files, 68.9KiB (19.4KiB compressed)\n   Verifying weftline v0.2.0 (/home/tobias/src/weftline)\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 31.02s\n   Uploading weftline v0.2.0 "
           "(/home/tobias/src/weftline)\n    Uploaded weftline v0.2.0 to registry `crates-io`\nnote: waiting for "
           "`weftline v0.2.0` to be available at registry `crates-io`.\nYou may press ctrl-c to skip waiting; the "
           "crate should be available shortly.\n   Published weftline v0.2.0 at registry `crates-io`")
    s.bash("installcheck", "cargo install weftline --version 0.2.0 --root /tmp/wl && /tmp/wl/bin/weftline --version "
           "&& /tmp/wl/bin/weftline fix --help | head -1",
           "    Updating crates.io index\n  Downloaded weftline v0.2.0\n  Installing weftline v0.2.0\n    Finished "
           "`release` profile [optimized] target(s) in 1m 03s\n  Installing /tmp/wl/bin/weftline\n   Installed "
           "package `weftline v0.2.0` (executable `weftline`)\nweftline 0.2.0\nDrop duplicate fixes and GPS spikes, "
           "then simplify a track")
    s.bash(None, "gh release view v0.2.0 --json assets -q '.assets[].name'",
           "dist-manifest.json\nsource.tar.gz\nsource.tar.gz.sha256\nweftline-aarch64-apple-darwin.tar.xz\n"
           "weftline-aarch64-apple-darwin.tar.xz.sha256\nweftline-aarch64-unknown-linux-gnu.tar.xz\n"
           "weftline-installer.ps1\nweftline-installer.sh\nweftline-x86_64-apple-darwin.tar.xz\n"
           "weftline-x86_64-pc-windows-msvc.zip\nweftline-x86_64-unknown-linux-gnu.tar.xz\nsha256.sum")
    s.prompt("announce", "Done. Dervla will post it in the club WhatsApp tonight and Kofi adds the install line and "
             "the Pages link to the club site's 'Tools' page. She'll use it on the Sunday ride files this week.")
    s.remember("memlive", "weftline 0.2.0 released Monday 26 March 2029: tag v0.2.0, cargo-dist Release workflow "
               "green in 14m08s (5 targets, shell + powershell installers), published to crates.io "
               "(cargo install weftline). Web demo at https://ridgeback-velo.github.io/weftline/ (GitHub Pages, "
               "deployed on every push to main; Netlify site deleted 21 March). Announced by Dervla Quinn in the "
               "club WhatsApp.", "weftline 0.2.0 is live", "event")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("incident", "Incident. Last night at 20:40 Dervla cleaned the nine riders' files of the 25 March club ride "
             "with 0.2.0 (weftline clean on each) and posted them on the club site's ride map. The route has a straight line shooting from the "
             "Peak District down to the Gulf of Guinea, off West Africa, and the WhatsApp group has been making "
             "jokes about our 'training camp in Ghana' since. Kofi took the map down at 08:20. Find out which "
             "file does that.")
    s.bash("incinfo", "for f in ~/rides/2029-03-25/*; do printf '%-34s ' \"$(basename $f)\"; cargo run -q --release "
           "-- info \"$f\" | grep bbox; done",
           "aga-2029-03-25.fit                   bbox:      0.00000,-1.89310 .. 53.46052,0.00000\n"
           "dervla-2029-03-25.gpx                bbox:      53.30118,-1.89240 .. 53.46031,-1.47102\n"
           "hannah-2029-03-25.gpx                bbox:      53.30140,-1.89301 .. 53.46047,-1.47066\n"
           "kofi-2029-03-25.gpx                  bbox:      53.30122,-1.89288 .. 53.45990,-1.47121\n"
           "ruairi-2029-03-25.fit                bbox:      53.30109,-1.89315 .. 53.46060,-1.47088\n"
           "... (4 more, all within 53.30..53.47, -1.90..-1.47)")
    s.bash("fitdump", "cargo run -q --example fitdump -- ~/rides/2029-03-25/aga-2029-03-25.fit | head -5",
           "record  timestamp=2029-03-25T08:29:51Z heart_rate=97 cadence=0 temperature=6\n"
           "record  timestamp=2029-03-25T08:29:52Z heart_rate=98 cadence=0 temperature=6\n"
           "record  timestamp=2029-03-25T08:29:53Z heart_rate=98 cadence=0 temperature=6\n"
           "...  (38 records without position_lat/position_long)\n"
           "record  timestamp=2029-03-25T08:30:29Z position_lat=637047812 position_long=-22567018 "
           "heart_rate=104 cadence=61")
    s.prompt("incwhy", "Agnieszka started recording before her Edge had a satellite lock, so the first 38 records "
             "have heart rate and cadence but no position. fit_read.rs does lat.unwrap_or_default(), which turns "
             "'no position' into 0.0, 0.0: Null Island. Records without a position must be skipped, never become a "
             "point. The spike filter didn't save us: the 0,0 points come first, so they are the anchor; it "
             "rejected the first five real fixes and then re-anchored on the ride, as designed for tunnels, "
             "which leaves a straight line from 0,0 to the start.")
    s.edit("incfix", "src/fit_read.rs", "        p.lat = lat.unwrap_or_default();\n        p.lon = "
           "lon.unwrap_or_default();\n        track.points.push(p);",
           "        // No position (recording started before a satellite lock): not a point. Defaulting to\n"
           "        // 0.0, 0.0 put Null Island into the 25 March club map.\n        let (Some(lat), Some(lon)) = "
           "(lat, lon) else { continue };\n        (p.lat, p.lon) = (lat, lon);\n        track.points.push(p);")
    s.edit(None, "tests/fit.rs", "#[test]\nfn reads_edge_540_records() {",
           "#[test]\nfn records_without_position_are_skipped() {\n    let t = read_fit(&include_bytes!(\"fixtures/"
           "no_lock_synthetic.fit\")[..], \"x\").unwrap();\n    assert!(t.points.iter().all(|p| p.lat.abs() > 1.0));"
           "\n    assert_eq!(t.points.len(), 120 - 38);\n}\n\n#[test]\nfn reads_edge_540_records() {")
    s.bash("testok11", "cargo test -q", cargo_test(14, 5, doc=1))
    s.bash("yank", "cargo yank --version 0.2.0",
           "    Updating crates.io index\n        Yank weftline@0.2.0")
    s.edit("bump021", "Cargo.toml", "version = \"0.2.0\"", "version = \"0.2.1\"")
    s.bash("release021", "git commit -qam 'fix: skip FIT records without a position (Null Island line in the 25 "
           "March map); release 0.2.1' && git tag -a v0.2.1 -m 'weftline 0.2.1' && git push origin main v0.2.1 && "
           "gh run watch --exit-status $(gh run list --workflow release.yml -L1 --json databaseId -q "
           "'.[0].databaseId') | tail -1 && cargo publish",
           "To github.com:ridgeback-velo/weftline.git\n   e71d5a9..3f6b0c4  main -> main\n * [new tag]         "
           "v0.2.1 -> v0.2.1\nRun Release (8409930185) completed with 'success' in 13m51s\n    Packaged 28 files, "
           "69.6KiB (19.7KiB compressed)\n    Uploaded weftline v0.2.1 to registry `crates-io`\n   Published "
           "weftline v0.2.1 at registry `crates-io`")
    s.write("incnote", "docs/incidents/2029-03-29-null-island.md",
            "# 29 March 2029: a line to Null Island on the club ride map\n\n- **Seen:** Wednesday 28 March 20:40 "
            "(Dervla posted the cleaned tracks of the 25 March ride) until Thursday 08:20 (Kofi took the map down).\n"
            "- **Impact:** the public club map showed a straight line from the Peak District to 0°N 0°E. No data "
            "leaked.\n- **Cause:** one of the nine riders' FIT/GPX files (an Edge 540) started recording before a "
            "satellite lock; its first 38 records have no position. `fit_read.rs` defaulted a missing position "
            "to 0.0, 0.0 (`unwrap_or_default`).\n- **Fix:** records without a position are skipped (0.2.1, "
            "released 11:50). 0.2.0 is yanked on crates.io.\n- **Follow-up:** `weftline merge` should warn when "
            "a track's bounding box is more than 500 km across.\n")
    s.lesson("lesson4", "A FIT record may have no position_lat/position_long (recording started before GPS lock). "
             "Never default a missing coordinate to 0.0: that is Null Island, a real-looking point in the Gulf of "
             "Guinea. Skip the record; yank the crates.io version that shipped the bug.",
             "weftline 0.2.0: 25 March club ride map had a line to 0,0")
    s.prompt("plans", "Dates for what's next, so we don't lose them: v0.3.0 on Monday 9 April, with a `stats` "
             "subcommand (per-rider distance, moving time, average speed) and CSV export of heart rate and "
             "power, which Agnieszka wants for her training log; the hidden `fix` alias goes away then. Kofi "
             "demos the web page at the club AGM on Thursday 12 April. And the big one: the Peak Weft 100 sportive "
             "on Sunday 15 April, around 60 riders, and Dervla wants the merged map and everyone's stats online "
             "the same evening. Check how fast merging 60 tracks is.")
    s.bash("bench60", "cargo bench --bench merge -- --save-baseline v0.2.1",
           "    Finished `bench` profile [optimized] target(s) in 44.90s\n     Running benches/merge.rs "
           "(target/release/deps/merge-5a0e17c3b9d2f684)\nmerge/2_tracks          time:   [1.2031 ms 1.2115 ms "
           "1.2208 ms]\nmerge/9_tracks          time:   [11.804 ms 11.902 ms 12.011 ms]\nmerge/60_tracks         "
           "time:   [183.41 ms 184.22 ms 185.10 ms]")
    s.write("roadmap", "docs/roadmap.md",
            "# Roadmap\n\n## 0.3.0, Monday 9 April 2029\n- `weftline stats`: per-rider distance, moving time, "
            "average speed, elevation gain\n- `--csv` export of heart rate, cadence and power (Agnieszka)\n"
            "- remove the hidden `fix` alias of `clean`\n- merge warns when a bounding box spans more than 500 km "
            "(after the Null Island incident)\n\n## Club dates\n- Thursday 12 April: AGM, Kofi demos the web page\n"
            "- Sunday 15 April: Peak Weft 100 sportive, ~60 riders; merged map and stats online the same evening "
            "(merging 60 tracks: 184 ms in the bench)\n")
    s.remember("memplan", "weftline plans after 29 March 2029: v0.3.0 on Monday 9 April (stats subcommand, CSV export "
               "of hr/power for Agnieszka Wrona, drop the hidden fix alias, bbox > 500 km warning); Kofi Mensah "
               "demos the web page at the club AGM on Thursday 12 April; Peak Weft 100 sportive on Sunday 15 April "
               "(~60 riders), Dervla Quinn wants the merged map and stats the same evening. Current: 0.2.1 on "
               "crates.io (0.2.0 yanked after the Null Island incident).", "weftline roadmap and club dates",
               "fact")
    s.bash("commit11", "git add -A && git commit -m 'docs: incident note 2029-03-29, roadmap; bench: merge of 60 "
           "tracks (184 ms, baseline v0.2.1)' && git push",
           "[main 8a51d27] docs: incident note 2029-03-29, roadmap; bench: merge of 60 tracks (184 ms, baseline "
           "v0.2.1)\n 4 files changed, 88 insertions(+)\n create mode 100644 benches/merge.rs\n create mode 100644 "
           "docs/incidents/2029-03-29-null-island.md\n create mode 100644 docs/roadmap.md")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-03-05T09:10:00", "3e1a7c40-52d8-4f1b-9a06-71c2d5e8a101", s1),    # Mon
    ("s2", "2029-03-07T10:05:00", "4f2b8d51-63e9-4a2c-8b17-82d3e6f9b102", s2),    # Wed
    ("s3", "2029-03-09T13:30:00", "503c9e62-74fa-4b3d-9c28-93e4f70ac103", s3),    # Fri
    ("s4", "2029-03-12T09:20:00", "614daf73-850b-4c4e-ad39-a4f5081bd104", s4),    # Mon
    ("s5", "2029-03-14T14:10:00", "725eb084-961c-4d5f-be4a-b50619cce105", s5),    # Wed
    ("s6", "2029-03-16T10:00:00", "836fc195-a72d-4e60-cf5b-c6172addf106", s6),    # Fri
    ("s7", "2029-03-19T09:30:00", "9470d2a6-b83e-4f71-d06c-d7283bee0107", s7),    # Mon
    ("s8", "2029-03-21T10:40:00", "a581e3b7-c94f-4082-e17d-e8394cff1108", s8),    # Wed
    ("s9", "2029-03-22T09:15:00", "b692f4c8-da50-4193-f28e-f94a5d002109", s9),    # Thu
    ("s10", "2029-03-26T09:05:00", "c7a305d9-eb61-42a4-0391-0a5b6e11310a", s10),  # Mon
    ("s11", "2029-03-29T08:40:00", "d8b416ea-fc72-43b5-14a2-1b6c7f22410b", s11),  # Thu
]

#: When the questions are asked: the morning after the last session (a Thursday).
ASKED_AT = "2029-03-30T08:30:00Z"
