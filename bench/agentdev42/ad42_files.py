"""Whole files the agent reads or writes in the dockpulse history (bench/agentdev42/sessions.py)."""
from __future__ import annotations

CARGO_TOML = """[package]
name = "dockpulse"
version = "0.1.0"
edition = "2021"
rust-version = "1.82"
description = "Telemetry ingest and occupancy API for the Cykelnet Odense docking stations"
publish = false

[dependencies]
anyhow = "1.0.93"
axum = { version = "0.7.9", features = ["macros"] }
chrono = { version = "0.4.38", features = ["serde"] }
clap = { version = "4.5.21", features = ["derive", "env"] }
rumqttc = { version = "0.24.0", features = ["use-rustls"] }
serde = { version = "1.0.215", features = ["derive"] }
serde_json = "1.0.133"
sqlx = { version = "0.8.2", default-features = false, features = ["runtime-tokio", "tls-rustls", "postgres", "chrono", "macros", "migrate"] }
thiserror = "2.0.3"
tokio = { version = "1.41.1", features = ["macros", "rt-multi-thread", "signal", "time", "sync"] }
tower-http = { version = "0.6.2", features = ["trace", "timeout"] }
tracing = "0.1.40"
tracing-subscriber = { version = "0.3.18", features = ["env-filter", "json"] }

[dev-dependencies]
reqwest = { version = "0.12.9", default-features = false, features = ["json", "rustls-tls"] }
tower = { version = "0.5.1", features = ["util"] }

[profile.release]
lto = "thin"
strip = true
"""

COMPOSE_YML = """services:
  tsdb:
    image: timescale/timescaledb:2.17.2-pg16
    environment:
      POSTGRES_USER: dockpulse
      POSTGRES_PASSWORD: dockpulse
      POSTGRES_DB: dockpulse
    ports:
      - "5434:5432"   # 5432/5433 are taken on Mirela's laptop
    volumes:
      - tsdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U dockpulse"]
      interval: 5s
      retries: 10

volumes:
  tsdata:
"""

INIT_SQL = """-- stations and raw telemetry (one row per station per report, every 30 s)
CREATE EXTENSION IF NOT EXISTS timescaledb;

CREATE TABLE stations (
    id          text PRIMARY KEY,             -- 'ODE-0042'
    name        text NOT NULL,
    docks       smallint NOT NULL,
    lat         double precision NOT NULL,
    lon         double precision NOT NULL,
    firmware    text
);

CREATE TABLE telemetry (
    station_id  text NOT NULL REFERENCES stations(id),
    ts          timestamptz NOT NULL,         -- station clock
    received_at timestamptz NOT NULL DEFAULT now(),
    free_docks  smallint NOT NULL,
    bikes       smallint NOT NULL,
    battery_mv  integer NOT NULL,
    temp_c      real,
    PRIMARY KEY (station_id, ts)
);

SELECT create_hypertable('telemetry', by_range('ts', INTERVAL '1 day'));
"""

MQTT_RS = """//! MQTT subscriber: receives station telemetry from the Cykelnet broker and batches it for the DB.
use std::time::Duration;

use anyhow::Context;
use rumqttc::{AsyncClient, Event, EventLoop, MqttOptions, Packet, QoS, Transport};
use serde::Deserialize;
use tokio::time::Instant;

use crate::db::{insert_batch, TelemetryRow};

pub const TOPIC: &str = "cykelnet/stations/+/telemetry";
const BATCH_ROWS: usize = 200;
const BATCH_WINDOW: Duration = Duration::from_millis(500);

#[derive(Debug, Deserialize)]
pub struct Payload {
    pub station_id: String,
    pub ts: chrono::DateTime<chrono::Utc>,
    pub free_docks: i16,
    pub bikes: i16,
    pub battery_mv: i32,
    pub temp_c: Option<f32>,
}

pub fn options(cfg: &crate::config::Mqtt) -> MqttOptions {
    let mut opts = MqttOptions::new("dockpulse", &cfg.host, cfg.port);
    opts.set_keep_alive(Duration::from_secs(30));
    opts.set_credentials(&cfg.username, &cfg.password);
    opts.set_transport(Transport::tls_with_default_config());
    opts
}

pub fn handle_publish(topic: &str, payload: &[u8]) -> anyhow::Result<TelemetryRow> {
    let p: Payload = serde_json::from_slice(payload).with_context(|| format!("bad payload on {topic}"))?;
    Ok(TelemetryRow::from(p))
}

pub async fn run(client: AsyncClient, mut eventloop: EventLoop, pool: sqlx::PgPool) -> anyhow::Result<()> {
    client.subscribe(TOPIC, QoS::AtMostOnce).await?;
    let mut batch = Vec::with_capacity(BATCH_ROWS);
    let mut flushed = Instant::now();
    loop {
        match eventloop.poll().await {
            Ok(Event::Incoming(Packet::Publish(p))) => match handle_publish(&p.topic, &p.payload) {
                Ok(row) => batch.push(row),
                Err(e) => tracing::warn!(error = %e, "dropping telemetry"),
            },
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(error = ?e, "mqtt eventloop error, reconnecting");
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
        }
        if batch.len() >= BATCH_ROWS || flushed.elapsed() >= BATCH_WINDOW {
            insert_batch(&pool, &batch).await?;
            batch.clear();
            flushed = Instant::now();
        }
    }
}
"""

DB_RS = """//! Batch writer for raw telemetry.
use sqlx::{PgPool, Postgres, QueryBuilder};

#[derive(Debug, Clone)]
pub struct TelemetryRow {
    pub station_id: String,
    pub ts: chrono::DateTime<chrono::Utc>,
    pub free_docks: i16,
    pub bikes: i16,
    pub battery_mv: i32,
    pub temp_c: Option<f32>,
}

pub async fn insert_batch(pool: &PgPool, rows: &[TelemetryRow]) -> sqlx::Result<u64> {
    if rows.is_empty() {
        return Ok(0);
    }
    let mut qb: QueryBuilder<Postgres> =
        QueryBuilder::new("INSERT INTO telemetry (station_id, ts, free_docks, bikes, battery_mv, temp_c) ");
    qb.push_values(rows, |mut b, r| {
        b.push_bind(&r.station_id).push_bind(r.ts).push_bind(r.free_docks)
            .push_bind(r.bikes).push_bind(r.battery_mv).push_bind(r.temp_c);
    });
    Ok(qb.build().execute(pool).await?.rows_affected())
}
"""

DOCKERFILE = """# syntax=docker/dockerfile:1.7
FROM rust:1.82-bookworm AS build
WORKDIR /src
ENV SQLX_OFFLINE=true
COPY Cargo.toml Cargo.lock rust-toolchain.toml ./
COPY .sqlx .sqlx
COPY migrations migrations
COPY src src
RUN --mount=type=cache,target=/usr/local/cargo/registry \\
    --mount=type=cache,target=/src/target \\
    cargo build --release --locked && cp target/release/dockpulse /dockpulse

FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /dockpulse /usr/local/bin/dockpulse
EXPOSE 8087
USER nonroot
ENTRYPOINT ["/usr/local/bin/dockpulse"]
CMD ["serve"]
"""

SYSTEMD_UNIT = """[Unit]
Description=dockpulse (Cykelnet telemetry ingest + occupancy API)
After=docker.service network-online.target
Requires=docker.service

[Service]
Restart=always
RestartSec=5
EnvironmentFile=/etc/dockpulse/env
ExecStartPre=-/usr/bin/docker rm -f dockpulse
ExecStart=/usr/bin/docker run --name dockpulse --rm --network host --env-file /etc/dockpulse/env \\
    ghcr.io/cykelnet/dockpulse:${DOCKPULSE_VERSION} serve
ExecStop=/usr/bin/docker stop -t 20 dockpulse

[Install]
WantedBy=multi-user.target
"""

ALERTS_YAML = """apiVersion: 1
groups:
  - orgId: 1
    name: dockpulse
    folder: Cykelnet
    interval: 1m
    rules:
      - uid: dp-station-offline
        title: Station offline
        condition: C
        data:
          - refId: A
            datasourceUid: tsdb-dockpulse
            model:
              rawSql: >
                SELECT station_id AS metric, extract(epoch FROM now() - max(received_at)) AS value
                FROM telemetry WHERE received_at > now() - interval '2 hours' GROUP BY station_id
          - refId: C
            datasourceUid: __expr__
            model: {type: threshold, expression: A, conditions: [{evaluator: {type: gt, params: [900]}}]}
        for: 5m
        labels: {severity: warning, team: cykelnet-ops}
        annotations:
          summary: "{{ $labels.metric }} has sent no telemetry for 15 minutes"
      - uid: dp-ingest-lag
        title: Ingest lag
        condition: C
        data:
          - refId: A
            datasourceUid: tsdb-dockpulse
            model:
              rawSql: SELECT extract(epoch FROM now() - max(received_at)) AS value FROM telemetry
          - refId: C
            datasourceUid: __expr__
            model: {type: threshold, expression: A, conditions: [{evaluator: {type: gt, params: [60]}}]}
        for: 2m
        labels: {severity: critical, team: cykelnet-ops}
        annotations:
          summary: "dockpulse ingest is {{ $values.A }} s behind"
      - uid: dp-battery-low
        title: Station battery low
        condition: C
        data:
          - refId: A
            datasourceUid: tsdb-dockpulse
            model:
              rawSql: >
                SELECT DISTINCT ON (station_id) station_id AS metric, battery_mv AS value
                FROM telemetry ORDER BY station_id, ts DESC
          - refId: C
            datasourceUid: __expr__
            model: {type: threshold, expression: A, conditions: [{evaluator: {type: lt, params: [3300]}}]}
        for: 30m
        labels: {severity: warning, team: cykelnet-ops}
"""

K8S_DEPLOYMENT = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: dockpulse
  namespace: mobility-dockpulse
  labels: {app.kubernetes.io/name: dockpulse}
spec:
  replicas: 2
  selector:
    matchLabels: {app.kubernetes.io/name: dockpulse}
  template:
    metadata:
      labels: {app.kubernetes.io/name: dockpulse}
    spec:
      containers:
        - name: dockpulse
          image: ghcr.io/cykelnet/dockpulse:0.4.0
          args: ["serve"]
          ports:
            - {name: http, containerPort: 8087}
          envFrom:
            - configMapRef: {name: dockpulse-config}
            - secretRef: {name: dockpulse-secrets}
          readinessProbe:
            httpGet: {path: /readyz, port: http}
            periodSeconds: 10
          livenessProbe:
            httpGet: {path: /healthz, port: http}
            periodSeconds: 20
          resources:
            requests: {cpu: 100m, memory: 64Mi}
            limits: {memory: 256Mi}
---
apiVersion: v1
kind: Service
metadata:
  name: dockpulse
  namespace: mobility-dockpulse
spec:
  selector: {app.kubernetes.io/name: dockpulse}
  ports:
    - {name: http, port: 80, targetPort: http}
"""

MIGRATE_JOB = """apiVersion: batch/v1
kind: Job
metadata:
  name: dockpulse-migrate-0-4-0
  namespace: mobility-dockpulse
spec:
  backoffLimit: 1
  ttlSecondsAfterFinished: 86400
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: migrate
          image: ghcr.io/cykelnet/dockpulse:0.4.0
          args: ["migrate"]
          envFrom:
            - secretRef: {name: dockpulse-secrets}
"""
