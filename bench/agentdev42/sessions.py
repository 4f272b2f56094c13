"""The eleven sessions of the dockpulse history, step by step (see build.py and README.md)."""
from __future__ import annotations

from functools import partial

from _agentset import Session  # bench/, on the path of build.py

from ad42_files import (
    ALERTS_YAML,
    CARGO_TOML,
    COMPOSE_YML,
    DB_RS,
    DOCKERFILE,
    INIT_SQL,
    K8S_DEPLOYMENT,
    MIGRATE_JOB,
    MQTT_RS,
    SYSTEMD_UNIT,
)

VM = "root@49.12.201.77"

#: src/ingest/subscriber.rs as it stands after sessions 3 and 4 (per-host client id, QoS 1, renamed function).
SUBSCRIBER_V2 = (MQTT_RS.replace("handle_publish", "decode_telemetry")
                 .replace("crate::db::", "crate::ingest::writer::").replace("QoS::AtMostOnce", "QoS::AtLeastOnce")
                 .replace('    let mut opts = MqttOptions::new("dockpulse", &cfg.host, cfg.port);\n'
                          '    opts.set_keep_alive(Duration::from_secs(30));\n',
                          '    let host = hostname::get()?.to_string_lossy().into_owned();\n'
                          '    let mut opts = MqttOptions::new(format!("dockpulse-{host}"), &cfg.host, cfg.port);\n'
                          '    opts.set_keep_alive(Duration::from_secs(30));\n'
                          '    opts.set_clean_session(false); // broker keeps our QoS 1 backlog across reconnects\n'
                          '    opts.set_inflight(100);\n'))


# -- the shared builder's steps, with this set's defaults ---------------------------------------------
pre = partial(Session.pre_tool, ahead=1)
fail = Session.tool_failure
multiedit = partial(Session.multiedit, original="")


def nextest(n, secs="1.42", extra=""):
    return (f"    Finished `test` profile [unoptimized + debuginfo] target(s) in 9.71s\n"
            f"------------\n Nextest run ID 5c1f0e2a-{n:04d} with nextest profile: default\n"
            f"    Starting {n} tests across 3 binaries\n{extra}"
            f"------------\n     Summary [   {secs}s] {n} tests run: {n} passed, 0 skipped")


def s1(s):
    s.start()
    s.prompt("goal", "New project: dockpulse. Cykelnet Odense runs the city bike share, 212 docking stations. "
             "Every station publishes a telemetry report every 30 seconds over MQTT to their Mosquitto broker "
             "(mqtt.cykelnet.dk, TLS on 8883): free docks, bikes docked, battery millivolts, temperature. We need a "
             "service that ingests that into Postgres with TimescaleDB and serves an occupancy API for the live map. "
             "Rust 1.82, axum, tokio, sqlx, rumqttc. People: Sofie Lund is the product owner at Cykelnet, Anders "
             "Krogh runs operations and on-call, Tobias Wendt writes the station firmware.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x  3 mirela mirela 4096 Jun  1 09:12 .\ndrwxr-xr-x 23 mirela mirela "
           "4096 Jun  1 09:11 ..\ndrwxr-xr-x  7 mirela mirela 4096 Jun  1 09:12 .git")
    s.prompt("rules", "House rules for this repo: the toolchain is pinned to 1.82 in rust-toolchain.toml. Tests "
             "always run through cargo nextest run, not plain cargo test. cargo fmt --check and cargo clippy "
             "--all-targets -- -D warnings must both be clean before any commit. And no unwrap() or expect() in "
             "non-test code: propagate with ? and add context with anyhow.")
    s.bash("cargoinit", "cargo init --name dockpulse && cargo add axum@0.7 tokio sqlx rumqttc serde serde_json "
           "chrono tracing tracing-subscriber anyhow clap tower-http thiserror",
           "    Creating binary (application) package\n      Adding axum v0.7.9 to dependencies\n      Adding tokio "
           "v1.41.1 to dependencies\n      Adding sqlx v0.8.2 to dependencies\n      Adding rumqttc v0.24.0 to "
           "dependencies\n      Adding serde v1.0.215 to dependencies\n      Adding chrono v0.4.38 to dependencies\n"
           "    Updating crates.io index\n     Locking 214 packages to latest compatible versions")
    s.write("toolchain", "rust-toolchain.toml", '[toolchain]\nchannel = "1.82"\ncomponents = ["rustfmt", "clippy"]\n')
    s.write("cargotoml", "Cargo.toml", CARGO_TOML)
    s.write("compose", "docker-compose.yml", COMPOSE_YML)
    s.bash("composeup", "docker compose up -d tsdb && docker compose ps",
           "[+] Running 3/3\n ✔ Network dockpulse_default  Created\n ✔ Volume \"dockpulse_tsdata\"  Created\n"
           " ✔ Container dockpulse-tsdb-1  Started\nNAME               IMAGE                               STATUS    "
           "         PORTS\ndockpulse-tsdb-1   timescale/timescaledb:2.17.2-pg16   Up 7 seconds (healthy)   "
           "0.0.0.0:5434->5432/tcp")
    s.write("initsql", "migrations/20270601090000_init.sql", INIT_SQL)
    s.bash("migrate1", "cargo install sqlx-cli --version 0.8.2 --no-default-features --features postgres,rustls "
           "--locked && sqlx migrate run",
           "  Installed package `sqlx-cli v0.8.2` (executables `cargo-sqlx`, `sqlx`)\nApplied 20270601090000/migrate "
           "init (38.204ms)")
    s.write("main1", "src/main.rs",
            "//! dockpulse: MQTT telemetry ingest + occupancy API.\nuse axum::{routing::get, Router};\n\n"
            "mod config;\n\n#[tokio::main]\nasync fn main() -> anyhow::Result<()> {\n    tracing_subscriber::fmt()"
            ".json().init();\n    let app = Router::new().route(\"/healthz\", get(|| async { \"ok\" }));\n"
            "    let listener = tokio::net::TcpListener::bind(\"0.0.0.0:8087\").await?;\n"
            "    tracing::info!(addr = \"0.0.0.0:8087\", \"listening\");\n    axum::serve(listener, app).await?;\n"
            "    Ok(())\n}\n")
    s.prompt("vmplan", "Hosting plan: a single Hetzner VM with systemd, no Kubernetes. 212 stations at one message "
             "per 30 s is seven messages a second; one binary is plenty and Anders can run it. We still build a "
             "Docker image so the unit just runs the container.")
    s.bash("nextest1", "cargo nextest run", nextest(1, "0.08"))
    s.bash(None, "cargo fmt --check && cargo clippy --all-targets -- -D warnings",
           "    Checking dockpulse v0.1.0 (/home/mirela/src/dockpulse)\n    Finished `dev` profile [unoptimized + "
           "debuginfo] target(s) in 6.02s")
    s.bash("commit1", "git add -A && git commit -m 'chore: skeleton (axum on 8087, timescale compose on 5434, init "
           "migration)'", "[main (root-commit) 3be91d0] chore: skeleton (axum on 8087, timescale compose on 5434, "
           "init migration)\n 9 files changed, 1874 insertions(+)")
    s.remember("memrules", "dockpulse repo rules (Mirela): Rust toolchain pinned to 1.82 (rust-toolchain.toml); tests "
               "only via `cargo nextest run`; `cargo fmt --check` and `cargo clippy --all-targets -- -D warnings` "
               "clean before every commit; no unwrap()/expect() outside tests (use ? and anyhow context); "
               "conventional commit messages (feat(ingest): ..., fix(api): ...).", "dockpulse repo rules",
               "preference")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("ingest", "MQTT ingest today. Subscribe to cykelnet/stations/+/telemetry. QoS 0 is enough: a report "
             "comes every 30 s, losing one now and then is harmless and we avoid broker-side session state. Buffer "
             "rows and write them in batches: flush at 200 rows or every 500 ms, whichever comes first. Tobias "
             "put a sample payload in docs/firmware-payload.md.")
    s.read("payloaddoc", "docs/firmware-payload.md",
           "# Station telemetry payload (firmware 2.3)\n\nTopic: `cykelnet/stations/<station_id>/telemetry`, "
           "every 30 s.\n\n```json\n{\"station_id\": \"ODE-0042\", \"ts\": 1780470000, \"free_docks\": 7, "
           "\"bikes\": 9, \"battery_mv\": 3712, \"temp_c\": 14.5}\n```\n\n`ts` is the station clock (GPS "
           "synced).\n")
    s.write("mqttrs", "src/mqtt.rs", MQTT_RS)
    s.write("dbrs", "src/db.rs", DB_RS)
    s.write(None, "tests/telemetry_decode.rs",
            "use dockpulse::mqtt::handle_publish;\n\n#[test]\nfn decodes_firmware_2_3_payload() {\n    let raw = "
            "br#\"{\"station_id\":\"ODE-0042\",\"ts\":1780470000,\"free_docks\":7,\"bikes\":9,\"battery_mv\":3712,"
            "\"temp_c\":14.5}\"#;\n    let row = handle_publish(\"cykelnet/stations/ODE-0042/telemetry\", raw)"
            ".unwrap();\n    assert_eq!(row.free_docks, 7);\n    assert_eq!(row.ts.timestamp(), 1780470000);\n}\n")
    s.bash("decodefail", "cargo nextest run",
           "    Starting 2 tests across 3 binaries\n        FAIL [   0.004s] dockpulse::telemetry_decode "
           "decodes_firmware_2_3_payload\n--- STDOUT ---\nthread 'decodes_firmware_2_3_payload' panicked at "
           "tests/telemetry_decode.rs:6:76:\ncalled `Result::unwrap()` on an `Err` value: bad payload on "
           "cykelnet/stations/ODE-0042/telemetry\n\nCaused by:\n    invalid type: integer `1780470000`, expected a "
           "formatted date and time string or a unix timestamp at line 1 column 36\n------------\n     Summary "
           "[   0.011s] 2 tests run: 1 passed, 1 failed", code=100)
    s.prompt("decodewhy", "The firmware sends ts as epoch seconds and chrono's default deserializer wants an RFC "
             "3339 string. Use chrono::serde::ts_seconds on that field.")
    s.edit("decodefix", "src/mqtt.rs", "    pub station_id: String,\n    pub ts: chrono::DateTime<chrono::Utc>,",
           "    pub station_id: String,\n    #[serde(with = \"chrono::serde::ts_seconds\")]\n    pub ts: "
           "chrono::DateTime<chrono::Utc>,")
    s.bash("decodeok", "cargo nextest run", nextest(2, "0.12"))
    s.bash("firstrun", "RUST_LOG=dockpulse=info cargo run -- serve 2>&1 | head -6",
           "{\"level\":\"INFO\",\"message\":\"listening\",\"addr\":\"0.0.0.0:8087\"}\n{\"level\":\"INFO\",\"message\":"
           "\"mqtt connected\",\"broker\":\"mqtt.cykelnet.dk:8883\",\"client_id\":\"dockpulse\"}\n{\"level\":\"INFO\","
           "\"message\":\"subscribed\",\"topic\":\"cykelnet/stations/+/telemetry\",\"qos\":0}\n{\"level\":\"INFO\","
           "\"message\":\"flushed\",\"rows\":200,\"ms\":14}\n{\"level\":\"INFO\",\"message\":\"flushed\",\"rows\":"
           "200,\"ms\":11}")
    s.bash("countst", "psql postgres://dockpulse:dockpulse@localhost:5434/dockpulse -tAc \"select count(distinct "
           "station_id), count(*) from telemetry where received_at > now() - interval '5 minutes'\"", "212|2117")
    s.remember("memingest", "dockpulse ingest setup: rumqttc subscribes to cykelnet/stations/+/telemetry on "
               "mqtt.cykelnet.dk:8883 (TLS) with client id 'dockpulse', QoS 0 (AtMostOnce), keep-alive 30 s. Rows "
               "are batched and flushed at 200 rows or 500 ms with one multi-row INSERT (sqlx QueryBuilder). "
               "Firmware 2.3 sends ts as epoch seconds. All 212 stations report.", "dockpulse MQTT ingest", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat(ingest): rumqttc subscriber with 200-row/500 ms batching'",
           "[main 81c4e7a] feat(ingest): rumqttc subscriber with 200-row/500 ms batching\n 6 files changed, 211 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("weekend", "I left the ingester running on my laptop over the weekend and the log is full of errors "
             "since Saturday afternoon. Have a look at logs/dockpulse.log.")
    s.bash("reconnect1", "grep -c 'eventloop error' logs/dockpulse.log && grep 'eventloop error' logs/dockpulse.log "
           "| tail -3",
           "18342\n{\"level\":\"WARN\",\"ts\":\"2027-06-06T22:41:07Z\",\"message\":\"mqtt eventloop error, "
           "reconnecting\",\"error\":\"MqttState(Io(Custom { kind: ConnectionAborted, error: \\\"connection closed "
           "by peer\\\" }))\"}\n{\"level\":\"WARN\",\"ts\":\"2027-06-06T22:41:10Z\",\"message\":\"mqtt eventloop "
           "error, reconnecting\",\"error\":\"MqttState(Io(Custom { kind: ConnectionAborted, error: \\\"connection "
           "closed by peer\\\" }))\"}\n{\"level\":\"WARN\",\"ts\":\"2027-06-06T22:41:12Z\",\"message\":\"mqtt "
           "eventloop error, reconnecting\",\"error\":\"MqttState(Io(Custom { kind: ConnectionAborted, error: "
           "\\\"connection closed by peer\\\" }))\"}")
    s.bash("brokerlog", "ssh anders@mqtt.cykelnet.dk 'sudo grep dockpulse /var/log/mosquitto/mosquitto.log | tail -4'",
           "1780785670: Client dockpulse already connected, closing old connection.\n1780785670: New client connected "
           "from 162.55.48.210:51822 as dockpulse (p2, c1, k30, u'dockpulse').\n1780785672: Client dockpulse "
           "already connected, closing old connection.\n1780785672: New client connected from 87.61.112.9:40116 as "
           "dockpulse (p2, c1, k30, u'dockpulse').")
    s.prompt("reconnectwhy1", "162.55.48.210 is the staging box: Anders started a test copy there on Saturday with "
             "my config, so two clients use the id 'dockpulse' and the broker throws out the older one every time "
             "the other reconnects. Make the client id unique per machine: dockpulse-<hostname>.")
    s.edit("clientid", "src/mqtt.rs", '    let mut opts = MqttOptions::new("dockpulse", &cfg.host, cfg.port);',
           '    let host = hostname::get()?.to_string_lossy().into_owned();\n    let mut opts = MqttOptions::new('
           'format!("dockpulse-{host}"), &cfg.host, cfg.port);')
    s.bash(None, "cargo add hostname@0.4", "      Adding hostname v0.4.0 to dependencies")
    s.lesson("lessonA", "An MQTT reconnect loop with 'connection closed by peer' every few seconds, while the broker "
             "logs 'Client X already connected, closing old connection', means two processes share one client id "
             "and keep kicking each other off. Derive the client id from the hostname.",
             "dockpulse laptop ingester and a staging copy both connected as 'dockpulse' (June 2027)")
    s.prompt("apiplan", "Now the HTTP side for the map: GET /api/stations lists all stations with their latest "
             "report, GET /api/stations/:id/status gives one station's latest snapshot: free docks, bikes, battery "
             "and last_seen. JSON timestamps in UTC, RFC 3339.")
    s.write("apirs", "src/api.rs",
            "//! HTTP API for the live map.\nuse axum::{extract::{Path, State}, http::StatusCode, routing::get, Json, "
            "Router};\nuse serde::Serialize;\n\n#[derive(Serialize, sqlx::FromRow)]\npub struct StationStatus {\n"
            "    pub station_id: String,\n    pub free_docks: i16,\n    pub bikes: i16,\n    pub battery_mv: i32,\n"
            "    pub last_seen: chrono::DateTime<chrono::Utc>,\n}\n\npub fn router(pool: sqlx::PgPool) -> Router {\n"
            "    Router::new()\n        .route(\"/api/stations\", get(list_stations))\n        .route(\"/api/stations/"
            ":id/status\", get(station_status))\n        .with_state(pool)\n}\n\nasync fn station_status(State(pool)"
            ": State<sqlx::PgPool>, Path(id): Path<String>)\n    -> Result<Json<StationStatus>, StatusCode> {\n"
            "    sqlx::query_as!(StationStatus, r#\"SELECT station_id, free_docks, bikes, battery_mv, ts AS last_seen\n"
            "        FROM telemetry WHERE station_id = $1 ORDER BY ts DESC LIMIT 1\"#, id)\n        .fetch_optional"
            "(&pool).await.map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?\n        .map(Json).ok_or(StatusCode::"
            "NOT_FOUND)\n}\n")
    s.bash("nextest3", "cargo nextest run", nextest(7, "0.91"))
    s.bash("curlstatus", "curl -s localhost:8087/api/stations/ODE-0042/status",
           "{\"station_id\":\"ODE-0042\",\"free_docks\":5,\"bikes\":11,\"battery_mv\":3698,\"last_seen\":"
           "\"2027-06-07T10:02:30Z\"}")
    s.bash("commit3", "git add -A && git commit -m 'fix(ingest): per-host MQTT client id; feat(api): station list "
           "and status'", "[main c0a5d13] fix(ingest): per-host MQTT client id; feat(api): station list and status\n"
           " 5 files changed, 164 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "c0a5d13 fix(ingest): per-host MQTT client id; feat(api): station list and status\n81c4e7a feat(ingest): "
           "rumqttc subscriber with 200-row/500 ms batching\n3be91d0 chore: skeleton (axum on 8087, timescale compose "
           "on 5434, init migration)")
    s.prompt("qos1", "Sofie noticed a hole in yesterday's occupancy chart: every station is missing from 16:20 to "
             "16:24. Tobias says that's when the broker was restarted for the Mosquitto upgrade 2.0.18 -> 2.0.20. "
             "With QoS 0 and a clean session nothing is kept for us. I changed my mind on QoS: subscribe with QoS 1 "
             "and a persistent session (clean_session false) so the broker queues reports while we're disconnected.")
    s.bash("gapcheck", "psql $DATABASE_URL -tAc \"select min(ts), max(ts) from (select ts, lead(ts) over (order by "
           "ts) nxt from telemetry where station_id='ODE-0042' and ts::date='2027-06-08') t where nxt - ts > "
           "interval '2 minutes'\"", "2027-06-08 16:20:12+00|2027-06-08 16:20:12+00")
    s.edit("qosedit", "src/mqtt.rs", "    client.subscribe(TOPIC, QoS::AtMostOnce).await?;",
           "    client.subscribe(TOPIC, QoS::AtLeastOnce).await?;")
    s.edit("cleansession", "src/mqtt.rs", "    opts.set_keep_alive(Duration::from_secs(30));",
           "    opts.set_keep_alive(Duration::from_secs(30));\n    opts.set_clean_session(false); // broker keeps our "
           "QoS 1 backlog across reconnects\n    opts.set_inflight(100);")
    s.prompt("layout", "While we're in there, the layout: the MQTT module goes to src/ingest/subscriber.rs and the "
             "batch writer to src/ingest/writer.rs. And rename handle_publish to decode_telemetry, it only decodes.")
    s.bash("gitmv", "mkdir -p src/ingest && git mv src/mqtt.rs src/ingest/subscriber.rs && git mv src/db.rs "
           "src/ingest/writer.rs && git status --short",
           "R  src/db.rs -> src/ingest/writer.rs\nR  src/mqtt.rs -> src/ingest/subscriber.rs")
    s.grep("grephandle", "handle_publish", ["src/ingest/subscriber.rs", "tests/telemetry_decode.rs"])
    multiedit(s, "renamefn", "src/ingest/subscriber.rs", [
        ("pub fn handle_publish(topic: &str, payload: &[u8])", "pub fn decode_telemetry(topic: &str, payload: &[u8])",
         False),
        ("match handle_publish(&p.topic, &p.payload)", "match decode_telemetry(&p.topic, &p.payload)", False),
        ("use crate::db::{insert_batch, TelemetryRow};", "use crate::ingest::writer::{insert_batch, TelemetryRow};",
         False)])
    s.edit(None, "tests/telemetry_decode.rs", "use dockpulse::mqtt::handle_publish;",
           "use dockpulse::ingest::subscriber::decode_telemetry;")
    s.bash("nextest4", "cargo nextest run", nextest(7, "0.88"))
    s.bash("dupkey1", "RUST_LOG=dockpulse=info cargo run -- serve 2>&1 | grep -m2 ERROR",
           "{\"level\":\"ERROR\",\"message\":\"flush failed\",\"rows\":200,\"error\":\"error returned from database: "
           "duplicate key value violates unique constraint \\\"telemetry_pkey\\\"\",\"detail\":\"Key (station_id, ts)"
           "=(ODE-0117, 2027-06-09 13:41:30+00) already exists.\"}\n{\"level\":\"ERROR\",\"message\":\"ingest task "
           "ended\",\"error\":\"error returned from database: duplicate key value violates unique constraint "
           "\\\"telemetry_pkey\\\"\"}")
    s.prompt("dupwhy1", "That's QoS 1 doing its job: after I restarted, the broker redelivered messages we had "
             "already written but not acked, and one duplicate row fails the whole 200-row insert (and kills the "
             "task). Telemetry is idempotent per (station_id, ts): ON CONFLICT DO NOTHING.")
    s.edit("dupfix1", "src/ingest/writer.rs", "    Ok(qb.build().execute(pool).await?.rows_affected())",
           "    qb.push(\" ON CONFLICT (station_id, ts) DO NOTHING\"); // QoS 1 redeliveries after a reconnect\n"
           "    Ok(qb.build().execute(pool).await?.rows_affected())")
    s.bash(None, "cargo nextest run", nextest(8, "0.97"))
    s.bash("commit4", "git add -A && git commit -m 'refactor(ingest): src/ingest/{subscriber,writer}.rs, "
           "handle_publish -> decode_telemetry; feat(ingest): QoS 1 persistent session, idempotent inserts'",
           "[main 5d27f88] refactor(ingest): src/ingest/{subscriber,writer}.rs, handle_publish -> decode_telemetry; "
           "feat(ingest): QoS 1 persistent session, idempotent inserts\n 6 files changed, 41 insertions(+), 19 "
           "deletions(-)\n rename src/{mqtt.rs => ingest/subscriber.rs} (91%)\n rename src/{db.rs => ingest/writer.rs} "
           "(88%)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("deploy", "Let's get it onto a server today. Hetzner Cloud CX22 in fsn1, name dockpulse-1, Debian 12. "
             "TimescaleDB runs on the same box in Docker for now. Multi-stage Dockerfile, and a systemd unit that "
             "runs the container. Migrations: embed them with sqlx::migrate!() and run them at startup, so a deploy "
             "is just pulling the image and restarting the unit.")
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    fail(s, "buildfail", "Bash", {"command": "docker build -t ghcr.io/cykelnet/dockpulse:0.2.0 ."},
         "Command failed with exit code 1: #14 41.37 error: `SQLX_OFFLINE=true` but there is no cached data for this "
         "query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`\n#14 41.37   --> "
         "src/api.rs:27:5\n#14 ERROR: process \"/bin/sh -c cargo build --release --locked\" did not complete "
         "successfully: exit code: 101")
    s.prompt("sqlxwhy", "Right, query_as! checks against a live DB at compile time and the image build has none. "
             "Generate the offline query data with cargo sqlx prepare and commit the .sqlx directory; CI and the "
             "Dockerfile build with SQLX_OFFLINE=true. Whenever a query changes, re-run prepare in the same commit.")
    s.bash("sqlxprepare", "cargo sqlx prepare -- --all-targets && ls .sqlx | wc -l",
           "    Checking dockpulse v0.2.0 (/home/mirela/src/dockpulse)\n    Finished `dev` profile [unoptimized + "
           "debuginfo] target(s) in 7.44s\nquery data written to .sqlx in the current directory; please check this "
           "into version control\n3")
    s.lesson("lessonsqlx", "A Docker build failing with '`SQLX_OFFLINE=true` but there is no cached data for this "
             "query' means the .sqlx offline query data is missing or stale: run `cargo sqlx prepare -- --all-targets` "
             "and commit .sqlx together with the query change.", "dockpulse first image build, June 2027")
    s.bash("buildok", "docker build -t ghcr.io/cykelnet/dockpulse:0.2.0 . && docker images ghcr.io/cykelnet/dockpulse",
           "#14 [build 7/7] RUN cargo build --release --locked\n#14 96.12    Finished `release` profile [optimized] "
           "target(s) in 1m 35s\n#17 naming to ghcr.io/cykelnet/dockpulse:0.2.0 done\nREPOSITORY                  "
           "TAG     IMAGE ID       CREATED          SIZE\nghcr.io/cykelnet/dockpulse  0.2.0   9c04d1e7b2aa   4 "
           "seconds ago    31.4MB")
    s.prompt("imagepref", "Keep the runtime image on distroless cc-debian12 (nonroot) and under 40 MB. No alpine or "
             "musl builds, the musl allocator hurt us on another project.")
    s.write("unit", "deploy/dockpulse.service", SYSTEMD_UNIT)
    s.edit("migstart", "src/main.rs", "    let pool = PgPoolOptions::new().max_connections(8).connect(&cfg.db_url).await?;\n",
           "    let pool = PgPoolOptions::new().max_connections(8).connect(&cfg.db_url).await?;\n    sqlx::migrate!()"
           ".run(&pool).await.context(\"applying migrations\")?;\n")
    s.bash("hcloud", "hcloud server create --name dockpulse-1 --type cx22 --image debian-12 --location fsn1 "
           "--ssh-key mirela@thinkpad && hcloud server ip dockpulse-1",
           "Waiting for create_server       100% 11.4s\nServer 58213377 created\n49.12.201.77")
    s.bash("deploy1", f"scp deploy/dockpulse.service {VM}:/etc/systemd/system/ && ssh {VM} 'systemctl daemon-reload "
           "&& systemctl enable --now dockpulse && sleep 5 && journalctl -u dockpulse -n 4 --no-pager -o cat'",
           "Created symlink /etc/systemd/system/multi-user.target.wants/dockpulse.service -> /etc/systemd/system/"
           "dockpulse.service.\n{\"level\":\"INFO\",\"message\":\"applied migrations\",\"count\":1}\n{\"level\":"
           "\"INFO\",\"message\":\"listening\",\"addr\":\"0.0.0.0:8087\"}\n{\"level\":\"INFO\",\"message\":\"mqtt "
           "connected\",\"client_id\":\"dockpulse-dockpulse-1\"}\n{\"level\":\"INFO\",\"message\":\"subscribed\","
           "\"qos\":1}")
    s.bash("health1", "curl -s http://49.12.201.77:8087/healthz && curl -s http://49.12.201.77:8087/api/stations | "
           "jq length", "ok\n212")
    s.prompt("nofriday", "Anders saw the deploy pass by in Slack and wasn't thrilled. His rules from now on: no "
             "production deploys on a Friday, and every deploy gets announced in #dockpulse-ops with the version "
             "number before it happens.")
    s.remember("memdeploy", "dockpulse production (June 2027): Hetzner Cloud CX22 'dockpulse-1' in fsn1, IP "
               "49.12.201.77, Debian 12. systemd unit deploy/dockpulse.service runs the container "
               "ghcr.io/cykelnet/dockpulse:<version> with --network host; API on port 8087; TimescaleDB 2.17.2 in "
               "Docker on the same VM. Migrations run at startup (sqlx::migrate!). Deploy rules from Anders Krogh: "
               "never on Fridays, announce each deploy with its version in #dockpulse-ops.",
               "dockpulse deployment", "fact")
    s.bash("commit5", "git add -A && git commit -m 'build: distroless Docker image, sqlx offline data; deploy: "
           "systemd unit for dockpulse-1'", "[main 7e4a0b9] build: distroless Docker image, sqlx offline data; deploy: "
           "systemd unit for dockpulse-1\n 8 files changed, 132 insertions(+), 3 deletions(-)\n create mode 100644 "
           ".sqlx/query-4f1c9e0a.json")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git pull --rebase && git log --oneline -1", "Already up to date.\n7e4a0b9 build: distroless Docker "
           "image, sqlx offline data; deploy: systemd unit for dockpulse-1")
    s.prompt("apirename", "Sofie's map team wants a versioned API and their own vocabulary: they say occupancy, not "
             "status. So GET /api/stations/:id/status becomes GET /v1/stations/:id/occupancy, the list moves to "
             "/v1/stations, and the StationStatus struct becomes DockSnapshot. Nobody consumes the old paths yet, "
             "so no redirect, just drop them.")
    s.grep("grepstatus", "StationStatus|/api/stations", ["src/api.rs", "tests/api.rs", "README.md"])
    multiedit(s, "routerename", "src/api.rs", [
        ("pub struct StationStatus {", "pub struct DockSnapshot {", False),
        (("        .route(\"/api/stations\", get(list_stations))\n        .route(\"/api/stations/:id/status\", "
         "get(station_status))"),
         ("        .route(\"/v1/stations\", get(list_stations))\n        .route(\"/v1/stations/:id/occupancy\", "
         "get(station_occupancy))"), False),
        ("async fn station_status(", "async fn station_occupancy(", False),
        ("StationStatus", "DockSnapshot", True)])
    s.bash("apifail", "cargo nextest run",
           "    Starting 8 tests across 3 binaries\n        FAIL [   0.021s] dockpulse::api status_returns_latest_"
           "report\n--- STDOUT ---\nthread 'status_returns_latest_report' panicked at tests/api.rs:31:5:\nassertion "
           "`left == right` failed\n  left: 404\n right: 200\n------------\n     Summary [   0.934s] 8 tests run: "
           "7 passed, 1 failed", code=100)
    s.edit("apitestfix", "tests/api.rs", "async fn status_returns_latest_report() {\n    let uri = \"/api/stations/"
           "ODE-0042/status\";", "async fn occupancy_returns_latest_report() {\n    let uri = \"/v1/stations/ODE-0042/"
           "occupancy\";")
    s.bash("nextest6", "cargo nextest run", nextest(8, "0.95"))
    s.prompt("cagg", "Next the history chart: a continuous aggregate station_occupancy_15m (15-minute buckets, avg "
             "free docks and bikes, min battery), refreshed every 5 minutes. On the raw telemetry: compress chunks "
             "older than 7 days, and a retention policy that drops raw rows after 90 days; the aggregate is enough "
             "for history.")
    s.write("caggsql", "migrations/20270615100000_occupancy_cagg.sql",
            "CREATE MATERIALIZED VIEW station_occupancy_15m WITH (timescaledb.continuous) AS\nSELECT station_id,\n"
            "       time_bucket(INTERVAL '15 minutes', ts) AS bucket,\n       avg(free_docks)::real AS free_docks,\n"
            "       avg(bikes)::real AS bikes,\n       min(battery_mv) AS min_battery_mv\nFROM telemetry\nGROUP BY "
            "station_id, bucket\nWITH NO DATA;\n\nSELECT add_continuous_aggregate_policy('station_occupancy_15m',\n"
            "    start_offset => INTERVAL '2 days', end_offset => INTERVAL '15 minutes',\n    schedule_interval => "
            "INTERVAL '5 minutes');\n\nALTER TABLE telemetry SET (timescaledb.compress, timescaledb.compress_segmentby "
            "= 'station_id');\nSELECT add_compression_policy('telemetry', INTERVAL '7 days');\nSELECT "
            "add_retention_policy('telemetry', INTERVAL '90 days');\n")
    s.bash("caggmigrate", "sqlx migrate run && cargo sqlx prepare -- --all-targets",
           "Applied 20270615100000/migrate occupancy cagg (212.661ms)\nquery data written to .sqlx in the current "
           "directory; please check this into version control")
    s.bash("curlocc", "curl -s 'localhost:8087/v1/stations/ODE-0042/occupancy?from=2027-06-14T00:00:00Z&bucket=15m' | "
           "jq '.points | length, .[0]'", "96\n{\n  \"bucket\": \"2027-06-14T00:00:00Z\",\n  \"free_docks\": 12.4,\n"
           "  \"bikes\": 3.6,\n  \"min_battery_mv\": 3655\n}")
    s.bash("commit6", "git add -A && git commit -m 'feat(api)!: /v1/stations/:id/occupancy, StationStatus -> "
           "DockSnapshot; feat(db): 15-minute continuous aggregate, compression, 90-day retention'",
           "[main a93f2c1] feat(api)!: /v1/stations/:id/occupancy, StationStatus -> DockSnapshot; feat(db): 15-minute "
           "continuous aggregate, compression, 90-day retention\n 7 files changed, 98 insertions(+), 31 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("alerts", "Anders wants Grafana alerting before the demo. Three rules: station offline (no telemetry "
             "for 15 minutes), ingest lag over 60 seconds, and station battery under 3300 mV. Warnings go to the "
             "Slack channel #dockpulse-alerts; the ingest lag one is critical and also pages the on-call phone, "
             "+45 31 72 48 09, through Grafana OnCall. Grafana is at https://grafana.cykelnet.dk.")
    s.write("alertsyaml", "deploy/grafana/alerts.yaml", ALERTS_YAML)
    s.bash("provision", "curl -s -X POST -H \"Authorization: Bearer $GRAFANA_TOKEN\" -H 'Content-Type: "
           "application/yaml' --data-binary @deploy/grafana/alerts.yaml https://grafana.cykelnet.dk/api/v1/"
           "provisioning/alert-rules/import | jq -c '.imported'", "[\"dp-station-offline\",\"dp-ingest-lag\","
           "\"dp-battery-low\"]")
    s.bash(None, "curl -s -H \"Authorization: Bearer $GRAFANA_TOKEN\" https://grafana.cykelnet.dk/api/v1/"
           "provisioning/contact-points | jq -r '.[].name'", "cykelnet-slack-dockpulse-alerts\ncykelnet-oncall-anders")
    s.prompt("rawkeep", "Change of plan on retention, from Sofie: the municipality's annual report needs the raw "
             "30-second data for the whole year, per station, so we can't drop raw telemetry after 90 days. Remove "
             "the retention policy; compression after 7 days stays. How big is it compressed?")
    s.write("noretention", "migrations/20270617093000_keep_raw_telemetry.sql",
            "-- The municipality's annual report needs a full year of raw reports (Sofie Lund, 17 June 2027).\n"
            "SELECT remove_retention_policy('telemetry');\n")
    s.bash("compressstats", "sqlx migrate run && psql $DATABASE_URL -c \"select pg_size_pretty(before_compression_total_"
           "bytes) before, pg_size_pretty(after_compression_total_bytes) after from hypertable_compression_stats("
           "'telemetry')\"", "Applied 20270617093000/migrate keep raw telemetry (9.113ms)\n before  | after\n"
           "---------+--------\n 1912 MB | 158 MB\n(1 row)")
    s.prompt("compressnote", "12x, so a year of raw data is roughly 3.5 GB compressed. Fine on the VM's 40 GB disk.")
    s.read(None, "src/ingest/subscriber.rs", SUBSCRIBER_V2)
    s.edit("readyz", "src/api.rs", "        .route(\"/v1/stations\", get(list_stations))",
           "        .route(\"/readyz\", get(readyz)) // 503 until the MQTT session is up and a flush succeeded\n"
           "        .route(\"/v1/stations\", get(list_stations))")
    s.bash("nextest7", "cargo nextest run", nextest(10, "1.12"))
    s.remember("memalerts", "dockpulse Grafana alerting (https://grafana.cykelnet.dk, file deploy/grafana/alerts.yaml): "
               "station offline after 15 minutes without telemetry (warning), ingest lag > 60 s (critical), battery "
               "< 3300 mV for 30 min (warning). Warnings to Slack #dockpulse-alerts; critical also pages the on-call "
               "phone +45 31 72 48 09 via Grafana OnCall (Anders Krogh).", "dockpulse alert rules", "fact")
    s.bash("commit7", "git add -A && git commit -m 'ops: Grafana alert rules (offline, ingest lag, battery); keep raw "
           "telemetry (no retention); /readyz'", "[main 1f6b8e3] ops: Grafana alert rules (offline, ingest lag, "
           "battery); keep raw telemetry (no retention); /readyz\n 5 files changed, 121 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("demoweek", "Busy week: the demo for the municipality's mobility committee is Thursday 24 June at 13:00, "
             "Sofie presents the live occupancy map. Today we cut release v0.3.0 and deploy it (Monday, Anders is "
             "fine with that). First though: the offline alert fired 37 times over the weekend, almost all the "
             "Havnegade harbour stations, which go into power save between 01:00 and 05:00 and report every 10 "
             "minutes then. Raise the offline threshold to 30 minutes.")
    s.bash("alertcount", "curl -s -H \"Authorization: Bearer $GRAFANA_TOKEN\" 'https://grafana.cykelnet.dk/api/"
           "annotations?type=alert&from=1781820000000' | jq '[.[] | select(.alertName==\"Station offline\")] | "
           "length'", "37")
    s.edit("offline30", "deploy/grafana/alerts.yaml", "conditions: [{evaluator: {type: gt, params: [900]}}]}\n        "
           "for: 5m", "conditions: [{evaluator: {type: gt, params: [1800]}}]}\n        for: 5m")
    s.edit(None, "deploy/grafana/alerts.yaml", "has sent no telemetry for 15 minutes",
           "has sent no telemetry for 30 minutes")
    s.bash(None, "git log --oneline v0.2.0..HEAD | wc -l && git status --short", "6")
    s.edit("bump030", "Cargo.toml", 'version = "0.2.0"', 'version = "0.3.0"')
    s.write("changelog", "CHANGELOG.md",
            "# Changelog\n\n## 0.3.0 - 2027-06-21\n- API: `/v1/stations` and `/v1/stations/:id/occupancy` (was "
            "`/api/stations/:id/status`), `DockSnapshot`\n- 15-minute continuous aggregate, compression after 7 days, "
            "raw telemetry kept\n- Grafana alert rules; station offline after 30 minutes\n- `/readyz`\n\n## 0.2.0 - "
            "2027-06-11\n- QoS 1 persistent MQTT session, idempotent inserts, per-host client id\n- Docker image, "
            "systemd deployment on dockpulse-1\n")
    s.bash("nextest8", "cargo nextest run && cargo clippy --all-targets -- -D warnings", nextest(10, "1.09"))
    s.bash("release030", "git commit -am 'release: v0.3.0' && git tag -a v0.3.0 -m v0.3.0 && docker build -t "
           "ghcr.io/cykelnet/dockpulse:0.3.0 . && docker push ghcr.io/cykelnet/dockpulse:0.3.0",
           "[main 0d3c7a5] release: v0.3.0\n 3 files changed, 19 insertions(+), 4 deletions(-)\n#17 naming to "
           "ghcr.io/cykelnet/dockpulse:0.3.0 done\n0.3.0: digest: sha256:6be2f0c81d4e93a7b15c0e2d9f8a7c61e3b0d4f2a9c8"
           "e7d6b5a4f3e2d1c0b9a8 size: 1364")
    cmd = (f"ssh {VM} 'sed -i s/DOCKPULSE_VERSION=.*/DOCKPULSE_VERSION=0.3.0/ /etc/dockpulse/env && "
           "systemctl restart dockpulse && sleep 6 && journalctl -u dockpulse -n 3 --no-pager -o cat'")
    pre(s, "predeploy", "Bash", {"command": cmd, "description": "Deploy v0.3.0 to dockpulse-1"})
    s.bash("deploy030", cmd,
           "{\"level\":\"INFO\",\"message\":\"applied migrations\",\"count\":2}\n{\"level\":\"INFO\",\"message\":"
           "\"listening\",\"addr\":\"0.0.0.0:8087\",\"version\":\"0.3.0\"}\n{\"level\":\"INFO\",\"message\":\"mqtt "
           "connected\",\"client_id\":\"dockpulse-dockpulse-1\"}", desc="Deploy v0.3.0 to dockpulse-1")
    s.bash("ready030", "curl -s -o /dev/null -w '%{http_code}\\n' http://49.12.201.77:8087/readyz", "200")
    s.remember("memrelease", "dockpulse v0.3.0 released and deployed on Monday 21 June 2027 to dockpulse-1 "
               "(image ghcr.io/cykelnet/dockpulse:0.3.0, announced in #dockpulse-ops): /v1 occupancy API, 15-minute "
               "aggregate, raw telemetry kept, Grafana alerts with the station-offline threshold at 30 minutes. "
               "Demo to the mobility committee: Thursday 24 June 13:00, Sofie presents.", "release v0.3.0",
               "decision")
    s.prompt("plan8", "Wednesday I'll polish the map endpoint for the demo (cache headers, ETag). After the demo we "
             "need to talk about the city's hosting requirements, Yusuf from their platform team asked for a call.")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Urgent. Anders got paged at 07:12: ingest lag is firing, and half the stations are grey on "
             "the map. The demo is tomorrow. Look at dockpulse-1 right now.")
    s.bash("journal9", f"ssh {VM} 'journalctl -u dockpulse --since 06:55 --no-pager -o cat | grep -E \"WARN|flush\" "
           "| tail -5'",
           "{\"level\":\"INFO\",\"ts\":\"2027-06-23T07:03:51Z\",\"message\":\"flushed\",\"rows\":200,\"ms\":41822}\n"
           "{\"level\":\"WARN\",\"ts\":\"2027-06-23T07:04:36Z\",\"message\":\"mqtt eventloop error, reconnecting\","
           "\"error\":\"MqttState(AwaitPingResp)\"}\n{\"level\":\"INFO\",\"ts\":\"2027-06-23T07:04:38Z\",\"message\":"
           "\"mqtt connected\",\"client_id\":\"dockpulse-dockpulse-1\",\"session_present\":true}\n{\"level\":\"INFO\","
           "\"ts\":\"2027-06-23T07:05:20Z\",\"message\":\"flushed\",\"rows\":200,\"ms\":38410}\n{\"level\":\"WARN\","
           "\"ts\":\"2027-06-23T07:06:01Z\",\"message\":\"mqtt eventloop error, reconnecting\",\"error\":"
           "\"MqttState(AwaitPingResp)\"}")
    s.bash("pgactivity", f"ssh {VM} \"docker exec tsdb psql -U dockpulse -tAc \\\"select pid, now()-query_start, "
           "left(query,60) from pg_stat_activity where state='active' and backend_type<>'client backend' or query "
           "like '%compress%'\\\"\"",
           "4412|00:12:31.55|CALL _timescaledb_functions.policy_compression()\n4530|00:00:39.02|INSERT INTO "
           "telemetry (station_id, ts, free_docks, bikes, battery_mv, temp_c) VA")
    s.prompt("why9", "Same reconnect-loop symptom as two weeks ago, but it isn't a client id clash this time: we're "
             "the only dockpulse-dockpulse-1. The compression policy started at 07:00 and holds the chunk lock, so "
             "each insert waits ~40 s. The insert is awaited inside the same loop that calls eventloop.poll(), so "
             "while it waits nothing is polled, no PINGREQ goes out, and the broker drops us after 1.5x keep-alive. "
             "Every reconnect then gets the persistent-session backlog dumped on it. Split it: the subscriber task "
             "only polls and pushes into a bounded mpsc channel (10 000 rows), a separate writer task flushes. And "
             "move the compression job to 02:00, away from the morning rush.")
    s.read("readsub9", "src/ingest/subscriber.rs", SUBSCRIBER_V2)
    s.edit("splitfix", "src/ingest/subscriber.rs",
           "        if batch.len() >= BATCH_ROWS || flushed.elapsed() >= BATCH_WINDOW {\n            insert_batch(&pool, "
           "&batch).await?;\n            batch.clear();\n            flushed = Instant::now();\n        }",
           "        // never await the database here: a slow insert stops the polling, keep-alive pings stop and the\n"
           "        // broker drops the session (23 June 2027 incident). The writer task flushes.\n")
    s.edit("writertask", "src/ingest/writer.rs", "pub async fn insert_batch(",
           "pub async fn run_writer(pool: PgPool, mut rx: tokio::sync::mpsc::Receiver<TelemetryRow>) -> anyhow::"
           "Result<()> {\n    let mut batch = Vec::with_capacity(BATCH_ROWS);\n    let mut tick = tokio::time::"
           "interval(BATCH_WINDOW);\n    loop {\n        tokio::select! {\n            Some(row) = rx.recv() => "
           "batch.push(row),\n            _ = tick.tick() => {}\n        }\n        if batch.len() >= BATCH_ROWS || "
           "(!batch.is_empty() && tick.period() <= BATCH_WINDOW) {\n            insert_batch(&pool, &batch).await?;\n"
           "            batch.clear();\n        }\n    }\n}\n\npub async fn insert_batch(")
    s.write("jobsql", "migrations/20270623080000_compression_at_night.sql",
            "-- Compression at 07:00 UTC blocked inserts during the morning rush (incident 23 June 2027).\nSELECT "
            "alter_job(j.job_id, next_start => date_trunc('day', now()) + INTERVAL '1 day 2 hours')\nFROM "
            "timescaledb_information.jobs j WHERE j.proc_name = 'policy_compression' AND j.hypertable_name = "
            "'telemetry';\n")
    s.bash("nextest9", "cargo nextest run", nextest(12, "1.31"))
    s.bash("hotfix031", "sed -i 's/^version = \"0.3.0\"/version = \"0.3.1\"/' Cargo.toml && git commit -am "
           "'fix(ingest): poll MQTT in its own task, bounded channel to the writer; compression at 02:00' && git tag "
           "-a v0.3.1 -m v0.3.1 && docker build -t ghcr.io/cykelnet/dockpulse:0.3.1 . && docker push "
           "ghcr.io/cykelnet/dockpulse:0.3.1",
           "[main 6a1e904] fix(ingest): poll MQTT in its own task, bounded channel to the writer; compression at 02:00\n"
           " 5 files changed, 64 insertions(+), 22 deletions(-)\n0.3.1: digest: sha256:0f9e8d7c6b5a4938271605f4e3d2c1b0"
           "a9f8e7d6c5b4a3928170f6e5d4c3b2a1 size: 1364")
    s.bash("deploy031", f"ssh {VM} 'sed -i s/DOCKPULSE_VERSION=.*/DOCKPULSE_VERSION=0.3.1/ /etc/dockpulse/env && "
           "systemctl restart dockpulse && sleep 60 && journalctl -u dockpulse --since -1min --no-pager -o cat | "
           "grep -c AwaitPingResp; curl -s localhost:8087/metrics | grep ingest_lag_seconds'",
           "0\ndockpulse_ingest_lag_seconds 0.8", desc="Hotfix v0.3.1 on dockpulse-1")
    s.lesson("lessonB", "rumqttc reconnecting with MqttState(AwaitPingResp) while the client id is unique means the "
             "event loop is not being polled: awaited database work inside the poll loop starves the keep-alive "
             "pings. Run eventloop.poll() in its own task and hand messages to the writer over a bounded channel.",
             "dockpulse incident 23 June 2027: TimescaleDB compression slowed inserts, the broker dropped the session")
    s.write("incnote", "docs/incidents/2027-06-23.md",
            "# 23 June 2027: ingest lag, stations grey on the live map\n\n- **When:** 07:04-08:01 UTC (57 min); "
            "paged 07:12 (ingest lag alert)\n- **Impact:** up to 41% of stations shown as offline on the map; no "
            "reports lost (QoS 1 session replayed the backlog)\n- **Cause:** the TimescaleDB compression policy "
            "ran at 07:00 and held chunk locks; inserts took ~40 s; the insert was awaited in the MQTT poll loop, so "
            "keep-alive pings stopped and the broker dropped the connection (MqttState(AwaitPingResp)) again and "
            "again.\n- **Not the cause:** the 7 June reconnect loop (two clients with one client id).\n- **Fix:** "
            "v0.3.1: polling and writing in separate tasks with a bounded channel; compression moved to 02:00.\n")
    s.bash("commit9", "git add -A && git commit -m 'docs: incident note 2027-06-23' && git push --follow-tags",
           "[main 2c8d5f0] docs: incident note 2027-06-23\n 1 file changed, 11 insertions(+)\nTo github.com:cykelnet/"
           "dockpulse.git\n   0d3c7a5..2c8d5f0  main -> main\n * [new tag]         v0.3.1 -> v0.3.1")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("k8s", "The demo went well yesterday; the committee wants the map on the city's public site by August. "
             "But after reading the incident note, Yusuf Demir (the city's platform team) says municipal services "
             "can't run on standalone VMs: everything goes on their Kubernetes cluster (Rancher, Kubernetes 1.30), "
             "namespace mobility-dockpulse. So we're leaving the Hetzner VM after all. The database moves to their "
             "TimescaleDB at tsdb-mobility.odense.internal:5432. Write the manifests: Deployment with 2 replicas, "
             "Service, ConfigMap, secrets come from their Vault through an ExternalSecret. Staging only today, it's "
             "Friday.")
    s.glob("globdeploy", "deploy/**/*", ["deploy/dockpulse.service", "deploy/grafana/alerts.yaml"])
    s.write("k8sdeploy", "k8s/deployment.yaml", K8S_DEPLOYMENT)
    s.prompt("sharedsub", "With two replicas both would receive every report. Use a shared subscription, "
             "$share/dockpulse/cykelnet/stations/+/telemetry, so the broker splits the messages between them. The "
             "client id already comes from the hostname, which is the pod name, so that part is fine.")
    s.edit("shareedit", "src/ingest/subscriber.rs", 'pub const TOPIC: &str = "cykelnet/stations/+/telemetry";',
           'pub const TOPIC: &str = "$share/dockpulse/cykelnet/stations/+/telemetry"; // one copy per message '
           'across replicas')
    fail(s, "forbidden", "Bash", {"command": "kubectl apply -f k8s/ -n mobility-dockpulse-staging"},
         "Command failed with exit code 1: Error from server (Forbidden): error when creating \"k8s/deployment.yaml\": "
         "deployments.apps is forbidden: User \"mirela.popescu@cykelnet.dk\" cannot create resource \"deployments\" in "
         "API group \"apps\" in the namespace \"mobility-dockpulse-staging\"")
    s.prompt("rbac", "Yusuf added me to the mobility-deployers group, try again.")
    s.bash("applystg", "kubectl apply -f k8s/ -n mobility-dockpulse-staging && kubectl get pods -n "
           "mobility-dockpulse-staging", "deployment.apps/dockpulse created\nservice/dockpulse created\nconfigmap/"
           "dockpulse-config created\nexternalsecret.external-secrets.io/dockpulse-secrets created\nNAME          "
           "               READY   STATUS             RESTARTS   AGE\ndockpulse-7d9c6b5f4-4kq2x   1/1     Running   "
           "         0          41s\ndockpulse-7d9c6b5f4-tn8wz   0/1     CrashLoopBackOff   3          41s")
    s.bash("migrace", "kubectl logs dockpulse-7d9c6b5f4-tn8wz -n mobility-dockpulse-staging --previous | tail -2",
           "{\"level\":\"INFO\",\"message\":\"applying migrations\"}\n{\"level\":\"ERROR\",\"message\":\"startup "
           "failed\",\"error\":\"while executing migrations: error returned from database: duplicate key value "
           "violates unique constraint \\\"_sqlx_migrations_pkey\\\"\"}")
    s.lesson("lessonmig", "Running sqlx::migrate!() at startup breaks as soon as there are two replicas: both race to "
             "apply the same migration and the loser crashes on '_sqlx_migrations_pkey'. Run migrations once, as a "
             "separate Job, before the rollout.", "dockpulse first Kubernetes rollout on staging, 25 June 2027")
    s.prompt("migjob", "Both replicas raced to apply the migrations at startup; one inserted the _sqlx_migrations row "
             "first and the other died. Running migrations at startup was fine with one VM, not with replicas. We "
             "drop that: add a `dockpulse migrate` subcommand and run it as a Kubernetes Job before each rollout; "
             "`serve` no longer touches the schema.")
    s.edit("nomigstart", "src/main.rs", "    sqlx::migrate!().run(&pool).await.context(\"applying migrations\")?;\n",
           "")
    s.edit("migcmd", "src/main.rs", "enum Command {\n    Serve,", "enum Command {\n    Serve,\n    /// Apply pending "
           "migrations and exit (run as a Job before a rollout)\n    Migrate,")
    s.write("migjobyaml", "k8s/migrate-job.yaml", MIGRATE_JOB)
    s.bash("nextest10", "cargo nextest run", nextest(13, "1.37"))
    s.bash("stgok", "kubectl apply -f k8s/migrate-job.yaml -n mobility-dockpulse-staging && kubectl wait --for="
           "condition=complete job/dockpulse-migrate-0-4-0 -n mobility-dockpulse-staging --timeout=120s && kubectl "
           "rollout restart deploy/dockpulse -n mobility-dockpulse-staging && kubectl rollout status deploy/dockpulse "
           "-n mobility-dockpulse-staging", "job.batch/dockpulse-migrate-0-4-0 created\njob.batch/dockpulse-migrate-"
           "0-4-0 condition met\ndeployment.apps/dockpulse restarted\ndeployment \"dockpulse\" successfully rolled "
           "out")
    s.prompt("readypref", "Anders asked for one thing on the cluster: the readiness probe must reflect the MQTT "
             "session, not just that HTTP answers, so a pod that lost the broker gets taken out of the Service. "
             "That's /readyz, keep it that way.")
    s.bash("commit10", "git add -A && git commit -m 'deploy: Kubernetes manifests (2 replicas, shared subscription); "
           "migrations as a Job via `dockpulse migrate`'", "[main 94b0e17] deploy: Kubernetes manifests (2 replicas, "
           "shared subscription); migrations as a Job via `dockpulse migrate`\n 7 files changed, 143 insertions(+), "
           "9 deletions(-)")
    s.prompt("plan10", "Plan: Tuesday we cut v0.4.0 and move production to the cluster. dockpulse-1 stays as a cold "
             "standby for two weeks and gets deleted on 13 July.")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git status && kubectl config current-context", "On branch main\nnothing to commit, working tree "
           "clean\nodense-prod")
    s.prompt("cutover", "Cutover day. Announced in #dockpulse-ops at 08:45: v0.4.0 to the mobility-dockpulse "
             "namespace, then stop the VM's unit. Keep the systemd unit in the repo under deploy/legacy/ until the "
             "VM is gone.")
    s.bash("gitmvunit", "mkdir -p deploy/legacy && git mv deploy/dockpulse.service deploy/legacy/dockpulse.service && "
           "git status --short", "R  deploy/dockpulse.service -> deploy/legacy/dockpulse.service")
    s.edit("bump040", "Cargo.toml", 'version = "0.3.1"', 'version = "0.4.0"')
    s.bash("build040", "cargo nextest run && git commit -am 'release: v0.4.0' && git tag -a v0.4.0 -m v0.4.0 && "
           "docker build -t ghcr.io/cykelnet/dockpulse:0.4.0 . && docker push ghcr.io/cykelnet/dockpulse:0.4.0",
           nextest(13, "1.35") + "\n[main e5b1c62] release: v0.4.0\n 3 files changed, 6 insertions(+), 3 deletions(-)\n"
           "0.4.0: digest: sha256:a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90 size: 1364")
    s.bash("migprod", "kubectl apply -f k8s/migrate-job.yaml -n mobility-dockpulse && kubectl wait --for=condition="
           "complete job/dockpulse-migrate-0-4-0 -n mobility-dockpulse --timeout=300s",
           "job.batch/dockpulse-migrate-0-4-0 created\njob.batch/dockpulse-migrate-0-4-0 condition met")
    cmd = ("kubectl apply -f k8s/deployment.yaml -n mobility-dockpulse && sleep 30 && kubectl get pods -n "
           "mobility-dockpulse && kubectl logs deploy/dockpulse -n mobility-dockpulse | tail -1")
    pre(s, "preapply", "Bash", {"command": cmd, "description": "Roll out v0.4.0 to production"})
    s.bash("crashprod", cmd,
           "deployment.apps/dockpulse created\nservice/dockpulse created\nNAME                        READY   STATUS   "
           "          RESTARTS   AGE\ndockpulse-5f8b9c7d6-h2m4p   0/1     CrashLoopBackOff   2          31s\n"
           "dockpulse-5f8b9c7d6-x7r9k   0/1     CrashLoopBackOff   2          31s\n{\"level\":\"ERROR\",\"message\":"
           "\"startup failed\",\"error\":\"missing configuration: DOCKPULSE_MQTT_PASSWORD\"}",
           desc="Roll out v0.4.0 to production")
    s.bash("secretkeys", "kubectl get secret dockpulse-secrets -n mobility-dockpulse -o json | jq -r '.data | keys[]'",
           "DOCKPULSE_DB_URL\nMQTT_PASSWORD\nMQTT_USERNAME")
    s.prompt("secretwhy", "The production Vault path has the keys without our prefix (MQTT_PASSWORD), staging had "
             "them prefixed. Map them in the ExternalSecret instead of renaming things in Vault; our variables keep "
             "the DOCKPULSE_ prefix.")
    s.edit("secretfix", "k8s/externalsecret.yaml", "    - secretKey: DOCKPULSE_MQTT_PASSWORD\n      remoteRef: {key: "
           "mobility/dockpulse, property: DOCKPULSE_MQTT_PASSWORD}", "    - secretKey: DOCKPULSE_MQTT_PASSWORD\n"
           "      remoteRef: {key: mobility/dockpulse, property: MQTT_PASSWORD}")
    s.lesson("lessonsecret", "When a pod crash-loops on 'missing configuration: X' right after moving environments, "
             "list the keys actually in the Kubernetes secret: Vault paths differ between staging and production, "
             "so map remote properties explicitly in the ExternalSecret.", "dockpulse production cutover, 29 June 2027")
    s.bash("rollout040", "kubectl apply -f k8s/ -n mobility-dockpulse && kubectl rollout status deploy/dockpulse -n "
           "mobility-dockpulse && kubectl get pods -n mobility-dockpulse",
           "externalsecret.external-secrets.io/dockpulse-secrets configured\ndeployment \"dockpulse\" successfully "
           "rolled out\nNAME                        READY   STATUS    RESTARTS   AGE\ndockpulse-6c4d8e9f1-b5n2v   1/1  "
           "   Running   0          48s\ndockpulse-6c4d8e9f1-q8w3z   1/1     Running   0          48s")
    s.bash("stopvm", f"ssh {VM} 'systemctl disable --now dockpulse && systemctl is-active dockpulse'", "inactive",
           code=3)
    s.bash("checkk8s", "curl -s https://dockpulse.odense.dk/v1/stations | jq length && curl -s https://dockpulse."
           "odense.dk/metrics | grep -E 'ingest_lag_seconds|mqtt_connected'",
           "212\ndockpulse_ingest_lag_seconds 0.6\ndockpulse_mqtt_connected{pod=\"dockpulse-6c4d8e9f1-b5n2v\"} 1\n"
           "dockpulse_mqtt_connected{pod=\"dockpulse-6c4d8e9f1-q8w3z\"} 1")
    s.edit("grafanads", "deploy/grafana/alerts.yaml", "            datasourceUid: tsdb-dockpulse\n            model:\n"
           "              rawSql: SELECT extract(epoch FROM now() - max(received_at)) AS value FROM telemetry",
           "            datasourceUid: tsdb-mobility\n            model:\n              rawSql: SELECT extract(epoch "
           "FROM now() - max(received_at)) AS value FROM telemetry")
    s.remember("memk8s", "dockpulse production moved on Tuesday 29 June 2027 from the Hetzner VM dockpulse-1 to the "
               "city's Kubernetes cluster (context odense-prod, namespace mobility-dockpulse): v0.4.0, 2 replicas "
               "with a shared MQTT subscription ($share/dockpulse/...), readiness on /readyz, public URL "
               "https://dockpulse.odense.dk. Database: tsdb-mobility.odense.internal:5432. Migrations run as the "
               "Job k8s/migrate-job.yaml (`dockpulse migrate`) before each rollout, never at startup. dockpulse-1 "
               "is a cold standby, to be deleted on 13 July.", "dockpulse on Kubernetes", "decision")
    s.bash("commit11", "git add -A && git commit -m 'deploy: production on mobility-dockpulse; map secret keys; unit "
           "moved to deploy/legacy' && git push --follow-tags", "[main 3f7a2d8] deploy: production on "
           "mobility-dockpulse; map secret keys; unit moved to deploy/legacy\n 4 files changed, 7 insertions(+), 4 "
           "deletions(-)\n rename deploy/{ => legacy}/dockpulse.service (100%)\nTo github.com:cykelnet/dockpulse.git\n"
           " * [new tag]         v0.4.0 -> v0.4.0")
    s.prompt("nextplans", "Good. Next up: Sofie wants a rebalancing-suggestions endpoint (which stations the van "
             "should empty or fill), I'll start that next Tuesday. Tobias rolls out firmware 2.5 on 6 July with a "
             "new dock_faults array in the payload, so decode_telemetry has to accept it before then. And on 13 July "
             "we delete dockpulse-1.")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-06-01T09:10:00", "4d2a7c10-8e31-4f5b-9a62-0c1d2e3f4201", s1),    # Tue
    ("s2", "2027-06-03T10:00:00", "5e3b8d21-9f42-406c-ab73-1d2e3f404202", s2),    # Thu
    ("s3", "2027-06-07T09:30:00", "6f4c9e32-a053-417d-bc84-2e3f40514203", s3),    # Mon
    ("s4", "2027-06-09T13:00:00", "705daf43-b164-428e-cd95-3f4051624204", s4),    # Wed
    ("s5", "2027-06-11T10:30:00", "816eb054-c275-439f-dea6-405162734205", s5),    # Fri
    ("s6", "2027-06-15T09:00:00", "927fc165-d386-44a0-efb7-516273844206", s6),    # Tue
    ("s7", "2027-06-17T10:00:00", "a380d276-e497-45b1-f0c8-627384954207", s7),    # Thu
    ("s8", "2027-06-21T09:00:00", "b491e387-f5a8-46c2-01d9-738495a64208", s8),    # Mon
    ("s9", "2027-06-23T07:25:00", "c5a2f498-06b9-47d3-12ea-8495a6b74209", s9),    # Wed
    ("s10", "2027-06-25T10:00:00", "d6b305a9-17ca-48e4-23fb-95a6b7c84210", s10),  # Fri
    ("s11", "2027-06-29T08:30:00", "e7c416ba-28db-49f5-340c-a6b7c8d94211", s11),  # Tue
]

#: When the questions are asked: Monday morning after the last session (a Tuesday).
ASKED_AT = "2027-07-05T08:30:00Z"
