"""Whole files the agent reads or writes in the dockwise history (bench/agentdev60/sessions.py)."""
from __future__ import annotations

BUILD_SBT = """ThisBuild / scalaVersion := "3.3.4"
ThisBuild / organization := "es.bicimo"
ThisBuild / version      := "0.1.0-SNAPSHOT"

val zioVersion      = "2.1.11"
val zioHttpVersion  = "3.0.1"
val zioKafkaVersion = "2.8.3"
val doobieVersion   = "1.0.0-RC5"
val tcScalaVersion  = "0.41.4"

lazy val root = (project in file("."))
  .settings(
    name := "dockwise",
    scalacOptions ++= Seq(
      "-deprecation",
      "-feature",
      "-unchecked",
      "-Wunused:all",
      "-Wvalue-discard",
      "-Werror"
    ),
    libraryDependencies ++= Seq(
      "dev.zio"        %% "zio"                        % zioVersion,
      "dev.zio"        %% "zio-streams"                % zioVersion,
      "dev.zio"        %% "zio-http"                   % zioHttpVersion,
      "dev.zio"        %% "zio-kafka"                  % zioKafkaVersion,
      "dev.zio"        %% "zio-json"                   % "0.7.3",
      "dev.zio"        %% "zio-config-typesafe"        % "4.0.2",
      "dev.zio"        %% "zio-config-magnolia"        % "4.0.2",
      "dev.zio"        %% "zio-interop-cats"           % "23.1.0.3",
      "dev.zio"        %% "zio-logging-slf4j2"         % "2.3.2",
      "dev.zio"        %% "zio-metrics-connectors-prometheus" % "2.3.1",
      "org.tpolecat"   %% "doobie-core"                % doobieVersion,
      "org.tpolecat"   %% "doobie-postgres"            % doobieVersion,
      "org.tpolecat"   %% "doobie-hikari"              % doobieVersion,
      "org.flywaydb"    % "flyway-database-postgresql" % "10.20.1",
      "org.postgresql"  % "postgresql"                 % "42.7.4",
      "ch.qos.logback"  % "logback-classic"            % "1.5.12",
      "dev.zio"        %% "zio-test"                   % zioVersion      % Test,
      "dev.zio"        %% "zio-test-sbt"               % zioVersion      % Test,
      "dev.zio"        %% "zio-kafka-testkit"          % zioKafkaVersion % Test,
      "com.dimafeng"   %% "testcontainers-scala-postgresql" % tcScalaVersion % Test,
      "com.dimafeng"   %% "testcontainers-scala-kafka"      % tcScalaVersion % Test
    ),
    testFrameworks += new TestFramework("zio.test.sbt.ZTestFramework"),
    Test / fork := true,
    reStart / mainClass := Some("dockwise.Main")
  )
"""

PLUGINS_SBT = """addSbtPlugin("com.github.sbt"  % "sbt-native-packager" % "1.10.4")
addSbtPlugin("org.scalameta"   % "sbt-scalafmt"        % "2.5.2")
addSbtPlugin("io.spray"        % "sbt-revolver"        % "0.10.0")
addSbtPlugin("com.github.sbt"  % "sbt-dynver"          % "5.1.0")
"""

SCALAFMT_CONF = """version = "3.8.3"
runner.dialect = scala3
maxColumn = 110
align.preset = more
rewrite.scala3.convertToNewSyntax = true
rewrite.scala3.removeOptionalBraces = true
rewrite.rules = [Imports, RedundantBraces, SortModifiers]
rewrite.imports.sort = scalastyle
docstrings.style = Asterisk
"""

TELEMETRY_SCALA = """package dockwise.model

import java.time.Instant

import zio.json.*

/** Lock position reported by a dock's controller. */
enum LockState:
  case Locked, Unlocked, Fault

object LockState:
  given JsonDecoder[LockState] = JsonDecoder[String].mapOrFail {
    case "locked"   => Right(Locked)
    case "unlocked" => Right(Unlocked)
    case "fault"    => Right(Fault)
    case other      => Left(s"unknown lock_state '$other'")
  }
  given JsonEncoder[LockState] = JsonEncoder[String].contramap(_.toString.toLowerCase)

/** One message on dock.telemetry.v1, published by the station gateway every 30 s per dock.
  *
  * {"dock_id":"VLC-0412-07","station_id":"VLC-0412","ts":"2028-11-06T08:15:30Z","battery_mv":3710,
  *  "lock_state":"locked","bike_id":"B18822","fault_codes":[],"fw":"4.1.3"}
  */
final case class DockTelemetry(
    @jsonField("dock_id") dockId: String,
    @jsonField("station_id") stationId: String,
    ts: Instant,
    @jsonField("battery_mv") batteryMv: Int,
    @jsonField("lock_state") lockState: LockState,
    @jsonField("bike_id") bikeId: Option[String],
    @jsonField("fault_codes") faultCodes: List[String],
    fw: String
)

object DockTelemetry:
  given JsonDecoder[DockTelemetry] = DeriveJsonDecoder.gen[DockTelemetry]
  given JsonEncoder[DockTelemetry] = DeriveJsonEncoder.gen[DockTelemetry]

/** The latest known state of one dock, as served to the ops dashboard. */
final case class DockState(
    dockId: String,
    stationId: String,
    lastSeen: Instant,
    batteryMv: Int,
    lockState: LockState,
    bikeId: Option[String],
    fw: String
)

object DockState:
  given JsonEncoder[DockState] = DeriveJsonEncoder.gen[DockState]
"""

COMPOSE_YML = """services:
  postgres:
    image: postgres:16.4
    environment:
      POSTGRES_USER: dockwise
      POSTGRES_PASSWORD: dockwise
      POSTGRES_DB: dockwise
    ports:
      - "5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U dockwise"]
      interval: 5s
      retries: 10

  kafka:
    image: apache/kafka:3.8.0
    ports:
      - "9092:9092"
    environment:
      KAFKA_NODE_ID: 1
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093
      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:9092
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@localhost:9093
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1
      KAFKA_NUM_PARTITIONS: 24

volumes:
  pgdata:
"""

APPLICATION_CONF = """dockwise {
  http {
    port = 8080
    port = ${?HTTP_PORT}
  }
  metrics {
    port = 9464
  }
  db {
    url = "jdbc:postgresql://localhost:5434/dockwise"
    url = ${?DB_URL}
    user = "dockwise"
    user = ${?DB_USER}
    password = "dockwise"
    password = ${?DB_PASSWORD}
    pool-size = 10
    pool-size = ${?DB_POOL_SIZE}
  }
  kafka {
    bootstrap-servers = ["localhost:9092"]
    bootstrap-servers = ${?KAFKA_BOOTSTRAP}
    topic = "dock.telemetry.v1"
    group-id = "dockwise-ingest"
    batch-size = 500
    batch-window = 2s
    iam-auth = false
    iam-auth = ${?KAFKA_IAM_AUTH}
  }
}
"""

STATUS_REPO_SCALA = """package dockwise.db

import cats.syntax.all.*
import dockwise.model.*
import doobie.*
import doobie.implicits.*
import zio.*
import zio.interop.catz.*

/** Reads and writes dock state: the latest row per dock (dock_state) and the raw history (dock_readings). */
final class StatusRepo(xa: Transactor[Task]):

  private given Meta[LockState] =
    Meta[String].timap(s => LockState.valueOf(s.capitalize))(_.toString.toLowerCase)

  def upsertLatest(t: DockTelemetry): ConnectionIO[Int] =
    sql\"\"\"INSERT INTO dock_state (dock_id, station_id, last_seen, battery_mv, lock_state, bike_id, fw)
          VALUES (${t.dockId}, ${t.stationId}, ${t.ts}, ${t.batteryMv}, ${t.lockState}, ${t.bikeId}, ${t.fw})
          ON CONFLICT (dock_id) DO UPDATE SET
            station_id = EXCLUDED.station_id, last_seen = EXCLUDED.last_seen,
            battery_mv = EXCLUDED.battery_mv, lock_state = EXCLUDED.lock_state,
            bike_id = EXCLUDED.bike_id, fw = EXCLUDED.fw
          WHERE dock_state.last_seen < EXCLUDED.last_seen\"\"\".update.run

  def insertReadings(batch: Chunk[DockTelemetry]): ConnectionIO[Int] =
    Update[(String, String, java.time.Instant, Int, LockState, Option[String], String)](
      \"\"\"INSERT INTO dock_readings (dock_id, station_id, ts, battery_mv, lock_state, bike_id, fw)
         VALUES (?, ?, ?, ?, ?, ?, ?)\"\"\"
    ).updateMany(batch.map(t => (t.dockId, t.stationId, t.ts, t.batteryMv, t.lockState, t.bikeId, t.fw)))

  /** One transaction per consumer batch: history rows first, then the latest state per dock. */
  def recordBatch(batch: Chunk[DockTelemetry]): Task[Unit] =
    (insertReadings(batch) *> batch.toList.traverse_(upsertLatest)).transact(xa)

  def dockState(dockId: String): Task[Option[DockState]] =
    sql\"\"\"SELECT dock_id, station_id, last_seen, battery_mv, lock_state, bike_id, fw
          FROM dock_state WHERE dock_id = $dockId\"\"\".query[DockState].option.transact(xa)

  def station(stationId: String): Task[List[DockState]] =
    sql\"\"\"SELECT dock_id, station_id, last_seen, battery_mv, lock_state, bike_id, fw
          FROM dock_state WHERE station_id = $stationId ORDER BY dock_id\"\"\".query[DockState].to[List].transact(xa)

object StatusRepo:
  val layer: ZLayer[Transactor[Task], Nothing, StatusRepo] = ZLayer.fromFunction(StatusRepo(_))
"""

CONSUMER_SCALA = """package dockwise.kafka

import dockwise.config.KafkaConfig
import dockwise.db.StatusRepo
import dockwise.model.DockTelemetry
import zio.*
import zio.json.*
import zio.kafka.consumer.*
import zio.kafka.serde.Serde

final case class DecodeError(raw: String, reason: String) extends Exception(s"cannot decode telemetry: $reason")

/** Reads dock.telemetry.v1 and writes each batch to Postgres. */
object TelemetryConsumer:

  def settings(cfg: KafkaConfig): ConsumerSettings =
    ConsumerSettings(cfg.bootstrapServers)
      .withGroupId(cfg.groupId)
      .withClientId("dockwise")
      .withProperty("enable.auto.commit", "true")
      .withProperty("auto.commit.interval.ms", "5000")
      .withProperty("auto.offset.reset", "latest")
      .withProperty("max.poll.records", "1000")

  def layer(cfg: KafkaConfig): ZLayer[Any, Throwable, Consumer] =
    ZLayer.scoped(Consumer.make(settings(cfg)))

  def run(cfg: KafkaConfig): ZIO[Consumer & StatusRepo, Throwable, Unit] =
    Consumer
      .plainStream(Subscription.topics(cfg.topic), Serde.string, Serde.string)
      .mapZIO(rec => ZIO.fromEither(rec.value.fromJson[DockTelemetry]).mapError(DecodeError(rec.value, _)))
      .groupedWithin(cfg.batchSize, cfg.batchWindow)
      .mapZIO(batch => ZIO.serviceWithZIO[StatusRepo](_.recordBatch(batch)))
      .tap(_ => Metrics.batchesWritten.increment)
      .runDrain
"""

ROUTES_SCALA = """package dockwise.http

import dockwise.db.StatusRepo
import dockwise.model.*
import zio.*
import zio.http.*
import zio.json.*

final case class StationView(
    stationId: String,
    docks: Int,
    bikesAvailable: Int,
    occupancyPct: Double,
    docks_detail: List[DockState]
) derives JsonEncoder

/** The ops dashboard's API. Timestamps are UTC, ISO-8601 with a Z (Nuria's dashboard converts). */
object Routes:

  val routes: zio.http.Routes[StatusRepo, Nothing] = zio.http.Routes(
    Method.GET / "health" -> handler(Response.json(\"\"\"{"ok":true}\"\"\")),
    Method.GET / "docks" / string("dockId") / "status" -> handler { (dockId: String, _: Request) =>
      ZIO.serviceWithZIO[StatusRepo](_.dockState(dockId)).map {
        case Some(s) => Response.json(s.toJson)
        case None    => Response.notFound(s"unknown dock $dockId")
      }.orDie
    },
    Method.GET / "stations" / string("stationId") -> handler { (stationId: String, _: Request) =>
      ZIO.serviceWithZIO[StatusRepo](_.station(stationId)).map { docks =>
        if docks.isEmpty then Response.notFound(s"unknown station $stationId")
        else
          val bikes = docks.count(_.bikeId.isDefined)
          val view  = StationView(stationId, docks.size, bikes, 100.0 * bikes / docks.size, docks)
          Response.json(view.toJson)
      }.orDie
    }
  )
"""

DOCK_ROUTES_SCALA = """package dockwise.api

import dockwise.db.DockStateStore
import dockwise.model.*
import zio.*
import zio.http.*
import zio.json.*

final case class StationView(
    stationId: String,
    stationName: String,
    docks: Int,
    bikesAvailable: Int,
    occupancyPct: Double,
    docksDetail: List[DockState]
) derives JsonEncoder

/** The ops dashboard's API. Timestamps are UTC, ISO-8601 with a Z (Nuria's dashboard converts).
  * Served on :8080 behind the internal ALB (https://dockwise.internal.bicimo.es).
  */
object DockRoutes:

  private def dock(dockId: String) =
    ZIO.serviceWithZIO[DockStateStore](_.dockState(dockId)).map {
      case Some(s) => Response.json(s.toJson)
      case None    => Response.notFound(s"unknown dock $dockId")
    }.orDie

  private def station(stationId: String) =
    ZIO.serviceWithZIO[DockStateStore](_.station(stationId)).map {
      case Nil => Response.notFound(s"unknown station $stationId")
      case docks @ (first :: _) =>
        val bikes = docks.count(_.bikeId.isDefined)
        val view  = StationView(stationId, first.stationId, docks.size, bikes, 100.0 * bikes / docks.size, docks)
        Response.json(view.toJson)
    }.orDie

  val routes: Routes[DockStateStore, Nothing] = Routes(
    Method.GET / "health" -> handler(Response.json(\"\"\"{"ok":true}\"\"\")),
    Method.GET / "docks" / string("dockId") / "status" -> handler { (dockId: String, _: Request) =>
      dock(dockId)
    },
    Method.GET / "stations" / string("stationId") -> handler { (stationId: String, _: Request) =>
      station(stationId)
    },
    Method.GET / "stations" / string("stationId") / "docks" -> handler { (stationId: String, _: Request) =>
      ZIO.serviceWithZIO[DockStateStore](_.station(stationId)).map(d => Response.json(d.toJson)).orDie
    },
    Method.GET / "metrics" / "lag" -> handler {
      ZIO.serviceWithZIO[DockStateStore](_.staleDocks(15.minutes)).map(n => Response.json(s\"\"\"{"stale":$n}\"\"\"))
        .orDie
    }
  )
"""

ECS_TF = """locals {
  tags = {
    team        = "fleet-ops"
    service     = "dockwise"
    cost-center = "CC-4410"
    env         = var.env
  }
}

resource "aws_ecs_task_definition" "dockwise" {
  family                   = "dockwise-${var.env}"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 512
  memory                   = 1024
  execution_role_arn       = aws_iam_role.execution.arn
  task_role_arn            = aws_iam_role.task.arn

  runtime_platform {
    operating_system_family = "LINUX"
    cpu_architecture        = "ARM64"
  }

  container_definitions = jsonencode([{
    name         = "dockwise"
    image        = "${var.ecr_repository_url}:${var.image_tag}"
    essential    = true
    portMappings = [
      { containerPort = 8080, protocol = "tcp" },
      { containerPort = 9464, protocol = "tcp" }
    ]
    environment = [
      { name = "KAFKA_BOOTSTRAP", value = var.msk_bootstrap_iam },
      { name = "KAFKA_IAM_AUTH", value = "true" },
      { name = "DB_URL", value = "jdbc:postgresql://${aws_db_instance.dockwise.address}:5432/dockwise" },
      { name = "DB_USER", value = "dockwise" }
    ]
    secrets = [
      { name = "DB_PASSWORD", valueFrom = aws_secretsmanager_secret.db_password.arn }
    ]
    healthCheck = {
      command     = ["CMD-SHELL", "wget -qO- http://localhost:8080/health || exit 1"]
      interval    = 15
      retries     = 3
      startPeriod = 60
    }
    logConfiguration = {
      logDriver = "awslogs"
      options = {
        awslogs-group         = "/ecs/dockwise-${var.env}"
        awslogs-region        = "eu-west-1"
        awslogs-stream-prefix = "dockwise"
      }
    }
  }])

  tags = local.tags
}

resource "aws_ecs_service" "dockwise" {
  name            = "dockwise"
  cluster         = data.aws_ecs_cluster.fleet.arn
  task_definition = aws_ecs_task_definition.dockwise.arn
  desired_count   = 2
  launch_type     = "FARGATE"

  deployment_minimum_healthy_percent = 100
  deployment_maximum_percent         = 200

  network_configuration {
    subnets         = data.aws_subnets.private.ids
    security_groups = [aws_security_group.dockwise.id]
  }

  load_balancer {
    target_group_arn = aws_lb_target_group.dockwise.arn
    container_name   = "dockwise"
    container_port   = 8080
  }

  tags = local.tags
}

resource "aws_appautoscaling_target" "dockwise" {
  service_namespace  = "ecs"
  resource_id        = "service/${data.aws_ecs_cluster.fleet.cluster_name}/${aws_ecs_service.dockwise.name}"
  scalable_dimension = "ecs:service:DesiredCount"
  min_capacity       = 2
  max_capacity       = 8
}

resource "aws_appautoscaling_policy" "cpu" {
  name               = "dockwise-cpu-60"
  policy_type        = "TargetTrackingScaling"
  service_namespace  = aws_appautoscaling_target.dockwise.service_namespace
  resource_id        = aws_appautoscaling_target.dockwise.resource_id
  scalable_dimension = aws_appautoscaling_target.dockwise.scalable_dimension

  target_tracking_scaling_policy_configuration {
    target_value = 60
    predefined_metric_specification {
      predefined_metric_type = "ECSServiceAverageCPUUtilization"
    }
  }
}

resource "aws_iam_role_policy" "task_msk" {
  name = "dockwise-msk-read"
  role = aws_iam_role.task.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["kafka-cluster:Connect", "kafka-cluster:DescribeTopic", "kafka-cluster:ReadData"]
      Resource = [var.msk_cluster_arn, "${var.msk_topic_arn_prefix}/dock.telemetry.v1"]
    }]
  })
}
"""

PARTITION_SQL = """-- dock_readings: the raw history, about 14.8 million rows a day (5,130 docks every 30 s).
-- Native declarative partitioning by day (RDS has no TimescaleDB); partitions are created 7 days
-- ahead and dropped after 90 days by dockwise.db.PartitionMaintenance.
CREATE TABLE dock_readings (
    dock_id     text        NOT NULL,
    station_id  text        NOT NULL,
    ts          timestamptz NOT NULL,
    battery_mv  integer     NOT NULL,
    lock_state  text        NOT NULL,
    bike_id     text,
    fw          text        NOT NULL,
    PRIMARY KEY (dock_id, ts)
) PARTITION BY RANGE (ts);

CREATE INDEX dock_readings_station_ts ON dock_readings (station_id, ts DESC);

-- the first week; the maintenance job takes over from here
DO $$
DECLARE d date;
BEGIN
  FOR d IN SELECT generate_series(current_date - 1, current_date + 7, interval '1 day')::date LOOP
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS dock_readings_%s PARTITION OF dock_readings FOR VALUES FROM (%L) TO (%L)',
      to_char(d, 'YYYYMMDD'), d, d + 1);
  END LOOP;
END $$;
"""

PARTITION_SCALA = """package dockwise.db

import java.time.{LocalDate, ZoneOffset}

import doobie.*
import doobie.implicits.*
import zio.*
import zio.interop.catz.*

/** Keeps dock_readings' daily partitions: 7 days ahead, 90 days back. Runs at start and daily at 02:15 UTC. */
final class PartitionMaintenance(xa: Transactor[Task]):

  val DaysAhead     = 7
  val RetentionDays = 90

  private def name(d: LocalDate) = f"dock_readings_${d.getYear}%04d${d.getMonthValue}%02d${d.getDayOfMonth}%02d"

  def ensureAhead(today: LocalDate): Task[Unit] =
    ZIO.foreachDiscard(0 to DaysAhead) { i =>
      val d = today.plusDays(i.toLong)
      Fragment
        .const(
          s"CREATE TABLE IF NOT EXISTS ${name(d)} PARTITION OF dock_readings FOR VALUES FROM ('$d') TO ('${d.plusDays(1)}')"
        )
        .update
        .run
        .transact(xa)
    }

  def dropOld(today: LocalDate): Task[Int] =
    val cutoff = today.minusDays(RetentionDays.toLong)
    sql\"\"\"SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'dock_readings'\"\"\"
      .query[String]
      .to[List]
      .transact(xa)
      .flatMap { parts =>
        val old = parts.filter(_ < name(cutoff))
        ZIO.foreachDiscard(old)(p => Fragment.const(s"DROP TABLE $p").update.run.transact(xa)).as(old.size)
      }

  def run: Task[Unit] =
    val today = ZIO.succeed(LocalDate.now(ZoneOffset.UTC))
    (today.flatMap(d => ensureAhead(d) *> dropOld(d)).flatMap(n => ZIO.logInfo(s"partitions ok, dropped $n")))
      .schedule(Schedule.fixed(24.hours))
      .unit

object PartitionMaintenance:
  val layer: ZLayer[Transactor[Task], Nothing, PartitionMaintenance] = ZLayer.fromFunction(PartitionMaintenance(_))
"""

ALERTS_TF = """resource "grafana_folder" "dockwise" {
  title = "dockwise"
}

resource "grafana_contact_point" "dock_alerts_slack" {
  name = "dock-alerts-slack"
  slack {
    url       = var.slack_webhook_dock_alerts
    recipient = "#dock-alerts"
    title     = "{{ .CommonLabels.alertname }}: {{ .CommonAnnotations.station_name }}"
  }
}

resource "grafana_rule_group" "dockwise" {
  name             = "dockwise"
  folder_uid       = grafana_folder.dockwise.uid
  interval_seconds = 60

  rule {
    name      = "StationOffline"
    condition = "C"
    for       = "15m"
    labels    = { severity = "critical", team = "fleet-ops" }
    annotations = {
      summary      = "Station {{ $labels.station_name }} ({{ $labels.station_id }}) sent nothing for 15 minutes"
      station_name = "{{ $labels.station_name }}"
    }
    data {
      ref_id         = "A"
      datasource_uid = var.dockwise_postgres_uid
      relative_time_range {
        from = 900
        to   = 0
      }
      model = jsonencode({
        rawSql = "SELECT s.station_id, s.name AS station_name, extract(epoch FROM now() - max(d.last_seen)) AS silent_s FROM dock_state d JOIN stations s USING (station_id) GROUP BY 1, 2"
        format = "table"
      })
    }
  }

  rule {
    name      = "DockBatteryLow"
    condition = "C"
    for       = "10m"
    labels    = { severity = "warning", team = "fleet-ops" }
    annotations = {
      summary      = "Dock {{ $labels.dock_id }} at {{ $labels.station_name }}: battery {{ $values.A }} mV"
      station_name = "{{ $labels.station_name }}"
    }
    data {
      ref_id         = "A"
      datasource_uid = var.dockwise_postgres_uid
      relative_time_range {
        from = 600
        to   = 0
      }
      model = jsonencode({
        rawSql = "SELECT d.dock_id, s.name AS station_name, d.battery_mv FROM dock_state d JOIN stations s USING (station_id) WHERE d.battery_mv < 3300"
        format = "table"
      })
    }
  }

  rule {
    name      = "ConsumerLagHigh"
    condition = "C"
    for       = "5m"
    labels    = { severity = "critical", team = "fleet-ops" }
    annotations = {
      summary = "dockwise-ingest is {{ $values.A }} messages behind on dock.telemetry.v1"
    }
    data {
      ref_id         = "A"
      datasource_uid = var.cloudwatch_uid
      relative_time_range {
        from = 300
        to   = 0
      }
      model = jsonencode({
        namespace  = "AWS/Kafka"
        metricName = "SumOffsetLag"
        dimensions = { "Consumer Group" = ["dockwise-ingest"], Topic = ["dock.telemetry.v1"] }
        statistic  = "Maximum"
      })
    }
  }
}
"""

ONCALL_MD = """# dockwise on-call

Owner of the rota: **Leire Ortega** (fleet operations manager).

## Rota

One person per week, handover **Monday 09:00** (Europe/Madrid) in #fleet-ops: the outgoing person posts
open alerts and anything odd from the week.

| week starting | primary | secondary |
|---|---|---|
| Mon 27 Nov | Sami Haddad | Pau Vidal |
| Mon 4 Dec | Pau Vidal | Irene Costa |
| Mon 11 Dec | Irene Costa | Dario Klein |
| Mon 18 Dec | Dario Klein | Sami Haddad |

## Paging

- `severity=critical` (StationOffline, ConsumerLagHigh): Grafana OnCall schedule `dockwise-primary`,
  SMS + phone call to the primary; escalates to the secondary after 15 minutes without an ack.
- `severity=warning` (DockBatteryLow): Slack #dock-alerts only, handled next working day.
- Escalation beyond the secondary: Leire Ortega, +34 611 482 907.

## Where to look

- Dashboard: https://grafana.bicimo.es/d/dockwise-ops
- Runbook: https://wiki.bicimo.es/ops/dockwise/runbook
- Logs: CloudWatch `/ecs/dockwise-prod`
- API: https://dockwise.internal.bicimo.es (internal ALB, VPN only)
"""

SCHEMA_JSON = """{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://schemas.bicimo.es/dock-telemetry/v1.json",
  "title": "dock.telemetry.v1",
  "description": "One reading from a dock, published by the station gateway every 30 s. Changes are announced in #firmware-releases a week ahead.",
  "type": "object",
  "required": ["dock_id", "station_id", "ts", "battery_mv", "lock_state", "fault_codes", "fw"],
  "additionalProperties": true,
  "properties": {
    "dock_id": { "type": "string", "pattern": "^[A-Z]{3}-[0-9]{4}-[0-9]{2}$" },
    "station_id": { "type": "string", "pattern": "^[A-Z]{3}-[0-9]{4}$" },
    "ts": { "type": "string", "format": "date-time" },
    "battery_mv": { "type": "integer", "minimum": 0, "maximum": 5000 },
    "lock_state": { "enum": ["locked", "unlocked", "fault"] },
    "bike_id": { "type": ["string", "null"] },
    "fault_codes": { "type": "array", "items": { "type": "string" } },
    "fw": { "type": "string", "pattern": "^[0-9]+\\\\.[0-9]+\\\\.[0-9]+$" }
  }
}
"""
