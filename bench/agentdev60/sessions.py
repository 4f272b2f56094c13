"""The eleven sessions of the dockwise history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad60_files import (ALERTS_TF, APPLICATION_CONF, BUILD_SBT, COMPOSE_YML, CONSUMER_SCALA, DOCK_ROUTES_SCALA,
                        ECS_TF, ONCALL_MD, PARTITION_SCALA, PARTITION_SQL, PLUGINS_SBT, ROUTES_SCALA, SCALAFMT_CONF,
                        SCHEMA_JSON, STATUS_REPO_SCALA, TELEMETRY_SCALA)

STAGING_DB = "dockwise-staging.cq8v2xk4ph1d.eu-west-1.rds.amazonaws.com"
PROD_DB = "dockwise-prod.cq8v2xk4ph1d.eu-west-1.rds.amazonaws.com"
ECR = "381492066153.dkr.ecr.eu-west-1.amazonaws.com/dockwise"
MSK = "b-1.fleet-msk.x7k2pq.c3.kafka.eu-west-1.amazonaws.com:9098"


def sbt_ok(specs: list[tuple[str, list[str]]], when: str, secs: int = 47) -> str:
    """`sbt test` output of a green zio-test run."""
    out = ["[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 21.0.5)",
           "[info] loading settings for project dockwise-build from plugins.sbt ...",
           "[info] loading settings for project root from build.sbt ...",
           "[info] compiling 3 Scala sources to /home/pau/src/dockwise/target/scala-3.3.4/test-classes ..."]
    n = 0
    for spec, tests in specs:
        out.append(f"[info] + {spec}")
        for t in tests:
            out.append(f"[info]   + {t}")
            n += 1
    out += [f"[info] {n} tests passed. 0 tests failed. 0 tests ignored.", "[info] ",
            f"[info] Executed in {secs - 9} s",
            f"[success] Total time: {secs} s, completed {when}"]
    return "\n".join(out)


SPECS_S3 = [("StatusRepoSpec", ["upserts only newer readings", "station lists docks in order",
                                "unknown dock is None", "batch writes history and state in one transaction"]),
            ("TelemetryConsumerSpec", ["decodes a gateway message", "writes a batch of 500 to Postgres",
                                       "flushes a partial batch after 2 s"]),
            ("TelemetryDecodeSpec", ["lock_state must be known", "bike_id may be null", "fault_codes default",
                                     "rejects missing dock_id", "rejects bad ts"])]


def s1(s):
    s.start()
    s.prompt("goal", "New repo: dockwise. Bicimo runs the city bikes in Valencia, 276 stations and about 5,130 docks. "
             "Every station's gateway publishes one telemetry message per dock every 30 seconds to Kafka (the "
             "company MSK cluster, topic dock.telemetry.v1, 24 partitions). dockwise should consume that, keep the "
             "latest state of each dock plus the history in PostgreSQL, serve a small HTTP API for the ops dashboard "
             "(Nuria Sáez's team) and drive alerts when a station goes quiet or a dock battery runs low. Stack: "
             "Scala 3 (3.3 LTS), ZIO 2, zio-http, zio-kafka, Doobie on Postgres 16, sbt. For hosting Dario suggested "
             "AWS App Runner: we push an image and don't have to think about clusters. Set up the skeleton.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 pau pau 4096 Nov  6 09:11 .\ndrwxr-xr-x 14 pau pau 4096 Nov  6 "
           "09:10 ..\ndrwxr-xr-x  7 pau pau 4096 Nov  6 09:11 .git\n-rw-r--r--  1 pau pau   64 Nov  6 09:11 README.md")
    s.prompt("rules", "House rules for this repo, please stick to them: 1) `sbt scalafmtCheckAll` and a clean compile "
             "with -Werror before every commit, and no @nowarn to get around a warning. 2) ZIO everywhere: no "
             "Akka or Pekko, no cats-effect IO in our own code; Doobie runs on ZIO through zio-interop-cats. 3) "
             "Schema changes only as Flyway migrations under src/main/resources/db/migration, never by hand in "
             "psql, not even on staging. 4) Conventional Commits (feat:, fix:, chore:, refactor:).")
    s.bash("sbtnew", "sbt new scala/scala3.g8 --name=dockwise --force && mv dockwise/* . && rmdir dockwise",
           "[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 21.0.5)\n[info] set current project to new "
           "(in build file:/tmp/sbt_4c1d2e7a/new/)\n\nTemplate applied in /home/pau/src/dockwise/./dockwise")
    s.write("buildsbt", "build.sbt", BUILD_SBT)
    s.write("plugins", "project/plugins.sbt", PLUGINS_SBT)
    s.write(None, ".scalafmt.conf", SCALAFMT_CONF)
    s.write("model", "src/main/scala/dockwise/model/Telemetry.scala", TELEMETRY_SCALA)
    s.write("compose", "docker-compose.yml", COMPOSE_YML)
    s.bash("portfail", "docker compose up -d",
           "[+] Running 3/4\n ✔ Network dockwise_default       Created\n ✔ Volume \"dockwise_pgdata\"     Created\n"
           " ✔ Container dockwise-kafka-1     Started\n ⠿ Container dockwise-postgres-1  Starting",
           "Error response from daemon: driver failed programming external connectivity on endpoint "
           "dockwise-postgres-1 (9f31c0d2a7b4): Bind for 0.0.0.0:5432 failed: port is already allocated", code=1)
    s.prompt("port", "5432 and 5433 are both taken by other projects' databases on this laptop. Map ours to host "
             "port 5434 and use that everywhere in the local config.")
    s.edit("portfix", "docker-compose.yml", '    ports:\n      - "5432:5432"', '    ports:\n      - "5434:5432"')
    s.write("appconf", "src/main/resources/application.conf", APPLICATION_CONF)
    s.bash(None, "docker compose up -d && docker compose ps",
           " ✔ Container dockwise-postgres-1  Started\n ✔ Container dockwise-kafka-1     Running\nNAME"
           "                  IMAGE                STATUS                    PORTS\ndockwise-kafka-1      "
           "apache/kafka:3.8.0   Up 2 minutes              0.0.0.0:9092->9092/tcp\ndockwise-postgres-1   postgres:16.4"
           "        Up 5 seconds (healthy)    0.0.0.0:5434->5432/tcp")
    s.bash("compile1", "sbt scalafmtCheckAll compile",
           "[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 21.0.5)\n[info] loading settings for project "
           "dockwise-build from plugins.sbt ...\n[info] resolving key references (11342 settings) ...\n[info] "
           "set current project to dockwise (in build file:/home/pau/src/dockwise/)\n[success] Total time: 2 s, "
           "completed Nov 6, 2028, 10:55:31 AM\n[info] compiling 3 Scala sources to /home/pau/src/dockwise/target/"
           "scala-3.3.4/classes ...\n[success] Total time: 24 s, completed Nov 6, 2028, 10:55:55 AM")
    s.bash("commit1", "git add -A && git commit -m 'chore: sbt skeleton, telemetry model, local compose (postgres "
           "on 5434, kafka)'", "[main 3e9a1c7] chore: sbt skeleton, telemetry model, local compose (postgres on "
           "5434, kafka)\n 9 files changed, 246 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("storage", "Persistence today. Two tables: dock_state with one row per dock holding its latest reading "
             "(upsert on dock_id, only when the reading is newer), and dock_readings with the full history. 5,130 "
             "docks every 30 s is about 14.8 million rows a day, so for the history let's use TimescaleDB: a "
             "hypertable on ts with 1-day chunks, compression after 7 days and chunks dropped after 90 days. "
             "Switch the local image to timescale/timescaledb:2.17.2-pg16.")
    s.edit("composets", "docker-compose.yml", "    image: postgres:16.4", "    image: timescale/timescaledb:2.17.2-pg16")
    s.write("v1sql", "src/main/resources/db/migration/V1__dock_state.sql",
            "CREATE TABLE stations (\n    station_id text PRIMARY KEY,\n    name       text NOT NULL,\n    address    "
            "text NOT NULL,\n    docks      integer NOT NULL\n);\n\nCREATE TABLE dock_state (\n    dock_id    text PRIMARY "
            "KEY,\n    station_id text NOT NULL REFERENCES stations (station_id),\n    last_seen  timestamptz NOT NULL,\n"
            "    battery_mv integer NOT NULL,\n    lock_state text NOT NULL,\n    bike_id    text,\n    fw         text "
            "NOT NULL\n);\n\nCREATE INDEX dock_state_station ON dock_state (station_id);\n")
    s.write("v2hyper", "src/main/resources/db/migration/V2__dock_readings_hypertable.sql",
            "CREATE EXTENSION IF NOT EXISTS timescaledb;\n\nCREATE TABLE dock_readings (\n    dock_id    text        NOT "
            "NULL,\n    station_id text        NOT NULL,\n    ts         timestamptz NOT NULL,\n    battery_mv integer     "
            "NOT NULL,\n    lock_state text        NOT NULL,\n    bike_id    text,\n    fw         text        NOT NULL\n"
            ");\n\nSELECT create_hypertable('dock_readings', by_range('ts', INTERVAL '1 day'));\nCREATE INDEX "
            "dock_readings_dock_ts ON dock_readings (dock_id, ts DESC);\n\nALTER TABLE dock_readings SET (\n  "
            "timescaledb.compress,\n  timescaledb.compress_segmentby = 'dock_id'\n);\nSELECT add_compression_policy("
            "'dock_readings', INTERVAL '7 days');\nSELECT add_retention_policy('dock_readings', INTERVAL '90 days');\n")
    s.bash("migrate2", "docker compose up -d postgres && sbt 'runMain dockwise.db.Migrate'",
           " ✔ Container dockwise-postgres-1  Recreated\n[info] running dockwise.db.Migrate\nINFO  o.f.c.i.l.s.Slf4jLog - "
           "Flyway OSS Edition 10.20.1 by Redgate\nINFO  o.f.c.i.d.base.BaseDatabaseType - Database: "
           "jdbc:postgresql://localhost:5434/dockwise (PostgreSQL 16.4)\nINFO  o.f.c.i.c.DbMigrate - Current version "
           "of schema \"public\": << Empty Schema >>\nINFO  o.f.c.i.c.DbMigrate - Migrating schema \"public\" to "
           "version \"1 - dock state\"\nINFO  o.f.c.i.c.DbMigrate - Migrating schema \"public\" to version \"2 - "
           "dock readings hypertable\"\nINFO  o.f.c.i.c.DbMigrate - Successfully applied 2 migrations to schema "
           "\"public\", now at version v2 (execution time 00:00.388s)\n[success] Total time: 9 s")
    s.write("repo", "src/main/scala/dockwise/db/StatusRepo.scala", STATUS_REPO_SCALA)
    s.bash("compilefail", "sbt compile",
           "[info] compiling 5 Scala sources to /home/pau/src/dockwise/target/scala-3.3.4/classes ...\n[error] -- "
           "Error: /home/pau/src/dockwise/src/main/scala/dockwise/db/StatusRepo.scala:36:60 \n[error] 36 |          "
           "FROM dock_state WHERE dock_id = $dockId\"\"\".query[DockState].option.transact(xa)\n[error]    |"
           "                                                            ^\n[error]    |Cannot find or construct a Read "
           "instance for type:\n[error]    |\n[error]    |  dockwise.model.DockState\n[error]    |\n[error]    |This "
           "can happen for a few reasons, but the most common case is that a data\n[error]    |member somewhere "
           "within this type doesn't have a Get instance in scope. Here are\n[error]    |some debugging hints:\n"
           "[error]    |\n[error]    |- For auto derivation ensure `doobie.generic.auto._` is being imported\n"
           "[error]    |- For Option types, ensure that a Read instance is in scope for the non-Option version.\n"
           "[error]    |- For types you expect to map to a single column ensure that a Get instance is in scope.\n"
           "[error] -- Error: /home/pau/src/dockwise/src/main/scala/dockwise/db/StatusRepo.scala:18:66 \n[error] 18 |"
           "          VALUES (${t.dockId}, ${t.stationId}, ${t.ts}, ${t.batteryMv}, ${t.lockState}, ${t.bikeId}, "
           "${t.fw})\n[error]    |                                                  ^^^^^^\n[error]    |No given "
           "instance of type doobie.util.Put[java.time.Instant] was found\n[error] two errors found\n[error] "
           "(Compile / compileIncremental) Compilation failed", code=1)
    s.prompt("compilewhy", "Both errors are the Instant columns: with Doobie 1.0.0-RC5 the Get/Put for java.time.Instant "
             "isn't in doobie.implicits, for Postgres it comes from doobie.postgres.implicits (timestamptz). Import "
             "that; the Read for DockState derives fine once Instant has a Get.")
    s.edit("compilefix", "src/main/scala/dockwise/db/StatusRepo.scala", "import doobie.implicits.*\nimport zio.*",
           "import doobie.implicits.*\nimport doobie.postgres.implicits.*\nimport zio.*")
    s.bash(None, "sbt compile", "[info] compiling 5 Scala sources to /home/pau/src/dockwise/target/scala-3.3.4/classes "
           "...\n[success] Total time: 19 s, completed Nov 8, 2028, 11:36:40 AM")
    s.remember("memstorage", "dockwise storage (8 Nov 2028): dock_state = one row per dock, upserted on dock_id only "
               "when the reading is newer; dock_readings = full history, ~14.8 million rows a day (5,130 docks x "
               "every 30 s), stored as a TimescaleDB hypertable with 1-day chunks, compression after 7 days, "
               "retention 90 days. Local image timescale/timescaledb:2.17.2-pg16 on host port 5434. Doobie needs "
               "doobie.postgres.implicits for Instant.", "dockwise storage layout", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat: dock_state and dock_readings (timescale hypertable), "
           "StatusRepo'", "[main a71f4d0] feat: dock_state and dock_readings (timescale hypertable), StatusRepo\n "
           "6 files changed, 188 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "a71f4d0 feat: dock_state and dock_readings (timescale hypertable), "
           "StatusRepo\n3e9a1c7 chore: sbt skeleton, telemetry model, local compose (postgres on 5434, kafka)")
    s.prompt("consumer", "Kafka consumer today, zio-kafka, consumer group dockwise-ingest on dock.telemetry.v1. Keep "
             "it simple to start with: let the client auto-commit offsets every 5 s and start from latest. Decode "
             "with zio-json and write in batches of 500 records or every 2 seconds, whichever comes first, one "
             "transaction per batch.")
    s.write("consumerwrite", "src/main/scala/dockwise/kafka/TelemetryConsumer.scala", CONSUMER_SCALA)
    s.write("mainwrite", "src/main/scala/dockwise/Main.scala",
            "package dockwise\n\nimport dockwise.config.AppConfig\nimport dockwise.db.{Db, StatusRepo}\nimport "
            "dockwise.http.Routes\nimport dockwise.kafka.TelemetryConsumer\nimport zio.*\nimport zio.http.Server\n\n"
            "object Main extends ZIOAppDefault:\n\n  override val bootstrap = Runtime.removeDefaultLoggers >>> "
            "zio.logging.backend.SLF4J.slf4j\n\n  val program =\n    for\n      cfg <- ZIO.service[AppConfig]\n      _   "
            "<- Db.migrate\n      _   <- TelemetryConsumer.run(cfg.kafka).forkDaemon\n      _   <- Server.serve("
            "Routes.routes)\n    yield ()\n\n  override val run = program.provide(\n    AppConfig.layer,\n    "
            "Db.transactor,\n    StatusRepo.layer,\n    TelemetryConsumer.layer,\n    Server.defaultWithPort(8080)\n  )\n")
    s.prompt("tcrule", "Tests: Testcontainers for both Postgres (the timescale image) and Kafka. And make this a rule "
             "from now on: a test that needs Kafka or Postgres starts its own containers. Never point a test at the "
             "shared dev MSK cluster or at the staging database, not even 'just once' to debug something.")
    s.write("spec3", "src/test/scala/dockwise/db/StatusRepoSpec.scala",
            "package dockwise.db\n\nimport com.dimafeng.testcontainers.PostgreSQLContainer\nimport dockwise.model.*\n"
            "import doobie.hikari.HikariTransactor\nimport zio.*\nimport zio.interop.catz.*\nimport zio.test.*\n\n"
            "object StatusRepoSpec extends ZIOSpecDefault:\n\n  val xa = ZLayer.scoped(\n    HikariTransactor\n      "
            ".newHikariTransactor[Task](\"org.postgresql.Driver\", PgContainer.jdbcUrl, \"test\", \"test\", "
            "ExecutionContexts.global)\n      .toScopedZIO\n  )\n\n  def spec = suite(\"StatusRepoSpec\")(\n    "
            "test(\"upserts only newer readings\") {\n      for\n        repo <- ZIO.service[StatusRepo]\n        _    "
            "<- repo.recordBatch(Chunk(reading(\"VLC-0412-07\", \"2028-11-10T08:00:30Z\", 3710)))\n        _    <- "
            "repo.recordBatch(Chunk(reading(\"VLC-0412-07\", \"2028-11-10T08:00:00Z\", 3650)))\n        s    <- "
            "repo.dockState(\"VLC-0412-07\")\n      yield assertTrue(s.map(_.batteryMv).contains(3710))\n    }\n  ).provide("
            "xa, StatusRepo.layer)\n")
    s.bash("toomany1", "sbt test",
           "[info] compiling 6 Scala sources to /home/pau/src/dockwise/target/scala-3.3.4/test-classes ...\n[info] "
           "Starting container with image timescale/timescaledb:2.17.2-pg16 ...\n[info] Container is started (JDBC "
           "URL: jdbc:postgresql://localhost:32781/test?loggerLevel=OFF)\n[info] - StatusRepoSpec - batch writes history "
           "and state in one transaction\n[info]   Exception in thread \"zio-fiber-112\" org.postgresql.util."
           "PSQLException: FATAL: sorry, too many clients already\n[info]   \tat org.postgresql.core.v3."
           "ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:704)\n[info]   \tat com.zaxxer.hikari."
           "pool.HikariPool.createPoolEntry(HikariPool.java:476)\n[info] - TelemetryConsumerSpec - writes a batch of "
           "500 to Postgres\n[info]   com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to "
           "initialize pool: FATAL: sorry, too many clients already\n[info] 5 tests passed. 7 tests failed. 0 tests "
           "ignored.\n[error] Failed tests:\n[error] \tdockwise.db.StatusRepoSpec\n[error] \tdockwise.kafka."
           "TelemetryConsumerSpec\n[error] \tdockwise.db.StationQuerySpec\n[error] (Test / test) sbt."
           "TestsFailedException: Tests unsuccessful\n[error] Total time: 71 s, completed Nov 10, 2028, 10:51:49 AM",
           code=1)
    s.grep("greptx", "newHikariTransactor", ["src/test/scala/dockwise/db/StatusRepoSpec.scala",
                                            "src/test/scala/dockwise/db/StationQuerySpec.scala",
                                            "src/test/scala/dockwise/db/MigrationSpec.scala",
                                            "src/test/scala/dockwise/kafka/TelemetryConsumerSpec.scala",
                                            "src/test/scala/dockwise/kafka/BatchingSpec.scala",
                                            "src/test/scala/dockwise/http/RoutesSpec.scala"])
    s.prompt("toomanywhy1", "That's our test setup, not the code: every spec builds its own HikariTransactor with "
             "Hikari's default pool of 10 against the one test container (PgContainer is a lazy singleton), and "
             "zio-test runs the specs in parallel. 12 specs x 10 connections is more than the container's "
             "max_connections of 100. Put the container and a single transactor into one shared bootstrap layer "
             "(TestInfra) that every spec uses, with a pool of 3 for tests.")
    s.write("testinfra", "src/test/scala/dockwise/TestInfra.scala",
            "package dockwise\n\nimport com.dimafeng.testcontainers.{KafkaContainer, PostgreSQLContainer}\nimport "
            "doobie.hikari.{Config, HikariTransactor}\nimport zio.*\nimport zio.interop.catz.*\n\n/** One Postgres and "
            "one Kafka container and ONE transactor (pool of 3) shared by every spec through `bootstrap`. */\nobject "
            "TestInfra:\n\n  val postgres: ZLayer[Any, Throwable, PostgreSQLContainer] = ZLayer.scoped(\n    "
            "ZIO.acquireRelease(ZIO.attempt {\n      val c = PostgreSQLContainer(dockerImageNameOverride = "
            "\"timescale/timescaledb:2.17.2-pg16\")\n      c.start(); c\n    })(c => ZIO.succeed(c.stop()))\n  )\n\n  "
            "val transactor: ZLayer[PostgreSQLContainer, Throwable, doobie.Transactor[Task]] = ZLayer.scoped(\n    "
            "ZIO.serviceWithZIO[PostgreSQLContainer] { c =>\n      HikariTransactor.fromConfig[Task](Config(jdbcUrl = "
            "Some(c.jdbcUrl), username = Some(c.username), password = Some(c.password), maximumPoolSize = 3))\n        "
            ".toScopedZIO\n    }\n  )\n\n  val shared = postgres >+> transactor\n\nabstract class DbSpec extends "
            "zio.test.ZIOSpec[doobie.Transactor[Task]]:\n  override val bootstrap = TestInfra.shared.project(_.get)\n")
    s.bash("testok3", "sbt test", sbt_ok(SPECS_S3, "Nov 10, 2028, 11:01:40 AM", 52))
    s.lesson("lesson1", "'FATAL: sorry, too many clients already' in the test suite was our own doing: each spec made "
             "its own Hikari pool (default 10) against one shared Postgres container and zio-test runs specs in "
             "parallel. Share one transactor through a bootstrap layer and keep the test pool small (3).",
             "dockwise sbt test: 7 of 12 tests failed with PSQLException too many clients against Testcontainers")
    s.bash("commit3", "git add -A && git commit -m 'feat: telemetry consumer (zio-kafka, batches of 500/2s); test: "
           "shared Testcontainers bootstrap'", "[main 5c02e8b] feat: telemetry consumer (zio-kafka, batches of "
           "500/2s); test: shared Testcontainers bootstrap\n 11 files changed, 402 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("api", "HTTP API for Nuria's dashboard: GET /docks/{dockId}/status with a dock's latest state, GET "
             "/stations/{stationId} with its docks, bikes available and occupancy, and /health for the load "
             "balancer. Nuria asked for two things: occupancy as a percentage next to the raw counts, and every "
             "timestamp in UTC as ISO-8601 with a Z, never local time; her dashboard converts to Madrid time itself.")
    s.write("routes", "src/main/scala/dockwise/http/Routes.scala", ROUTES_SCALA)
    s.bash("curl4", "sbt reStart && sleep 20 && curl -s localhost:8080/stations/VLC-0412 | jq '{stationId, docks, "
           "bikesAvailable, occupancyPct}'",
           "[info] Application root not yet started\n[info] Starting application root in the background ...\nroot "
           "Starting dockwise.Main.main()\n{\n  \"stationId\": \"VLC-0412\",\n  \"docks\": 20,\n  \"bikesAvailable\": "
           "13,\n  \"occupancyPct\": 65.0\n}")
    s.prompt("renameplan", "Two renames before this grows. Our object called Routes shadows zio.http.Routes (that's "
             "why zio.http.Routes is spelled out everywhere in that file): move http/Routes.scala to "
             "api/DockRoutes.scala and name the object DockRoutes. And StatusRepo becomes DockStateStore: 'repo' "
             "tells you nothing and Nuria's people talk about 'dock state'. File, class and spec all get the new "
             "name.")
    mv = ("mkdir -p src/main/scala/dockwise/api && git mv src/main/scala/dockwise/http/Routes.scala "
          "src/main/scala/dockwise/api/DockRoutes.scala && git mv src/main/scala/dockwise/db/StatusRepo.scala "
          "src/main/scala/dockwise/db/DockStateStore.scala && git mv src/test/scala/dockwise/db/StatusRepoSpec.scala "
          "src/test/scala/dockwise/db/DockStateStoreSpec.scala && git status --short")
    mv_desc = "Move Routes.scala to api/DockRoutes.scala and StatusRepo (+ spec) to DockStateStore"
    s.pre_tool("premv", "Bash", {"command": mv, "description": mv_desc})
    s.bash("gitmvroutes", mv,
           "R  src/main/scala/dockwise/http/Routes.scala -> src/main/scala/dockwise/api/DockRoutes.scala\n"
           "R  src/main/scala/dockwise/db/StatusRepo.scala -> src/main/scala/dockwise/db/DockStateStore.scala\n"
           "R  src/test/scala/dockwise/db/StatusRepoSpec.scala -> src/test/scala/dockwise/db/DockStateStoreSpec.scala", desc=mv_desc)
    s.multiedit("renameclass", "src/main/scala/dockwise/db/DockStateStore.scala", [
        ("final class StatusRepo(xa: Transactor[Task]):", "final class DockStateStore(xa: Transactor[Task]):"),
        ("object StatusRepo:\n  val layer: ZLayer[Transactor[Task], Nothing, StatusRepo] = ZLayer.fromFunction("
         "StatusRepo(_))", "object DockStateStore:\n  val layer: ZLayer[Transactor[Task], Nothing, DockStateStore] = "
         "ZLayer.fromFunction(DockStateStore(_))")])
    s.multiedit("routesrename", "src/main/scala/dockwise/api/DockRoutes.scala", [
        ("package dockwise.http\n\nimport dockwise.db.StatusRepo", "package dockwise.api\n\nimport dockwise.db."
         "DockStateStore"),
        ("object Routes:\n\n  val routes: zio.http.Routes[StatusRepo, Nothing] = zio.http.Routes(",
         "object DockRoutes:\n\n  val routes: Routes[DockStateStore, Nothing] = Routes("),
        ("ZIO.serviceWithZIO[StatusRepo]", "ZIO.serviceWithZIO[DockStateStore]", True)])
    s.tool_failure("editfail", "Edit", {"file_path": "/home/pau/src/dockwise/src/main/scala/dockwise/Main.scala",
                                        "old_string": "import dockwise.db.StatusRepo\nimport dockwise.http.Routes",
                                        "new_string": "import dockwise.api.DockRoutes\nimport dockwise.db."
                                                      "DockStateStore", "replace_all": False},
                   "<tool_use_error>String to replace not found in file.\nString: import dockwise.db.StatusRepo\n"
                   "import dockwise.http.Routes</tool_use_error>")
    s.multiedit("mainrename", "src/main/scala/dockwise/Main.scala", [
        ("import dockwise.db.{Db, StatusRepo}\nimport dockwise.http.Routes",
         "import dockwise.api.DockRoutes\nimport dockwise.db.{Db, DockStateStore}"),
        ("Server.serve(Routes.routes)", "Server.serve(DockRoutes.routes)"),
        ("    StatusRepo.layer,", "    DockStateStore.layer,")])
    s.bash("renamefail", "sbt Test/compile",
           "[info] compiling 9 Scala sources to /home/pau/src/dockwise/target/scala-3.3.4/classes ...\n[error] -- "
           "[E008] Not Found Error: /home/pau/src/dockwise/src/main/scala/dockwise/kafka/TelemetryConsumer.scala:4:19 \n"
           "[error] 4 |import dockwise.db.StatusRepo\n[error]   |       ^^^^^^^^^^^^^^^^^^^^^\n[error]   |       value "
           "StatusRepo is not a member of dockwise.db\n[error] -- [E006] Not Found Error: /home/pau/src/dockwise/src/"
           "main/scala/dockwise/kafka/TelemetryConsumer.scala:28:45 \n[error] 28 |  def run(cfg: KafkaConfig): "
           "ZIO[Consumer & StatusRepo, Throwable, Unit] =\n[error]    |                                             "
           "^^^^^^^^^^\n[error]    |                                             Not found: type StatusRepo\n[error] "
           "two errors found\n[error] (Compile / compileIncremental) Compilation failed", code=1)
    s.multiedit("consumerrename", "src/main/scala/dockwise/kafka/TelemetryConsumer.scala", [
        ("import dockwise.db.StatusRepo", "import dockwise.db.DockStateStore"),
        ("StatusRepo", "DockStateStore", True)])
    s.bash("testok4", "sbt scalafmtCheckAll test", sbt_ok(
        [("DockStateStoreSpec", ["upserts only newer readings", "station lists docks in order", "unknown dock is None",
                                 "batch writes history and state in one transaction"]),
         ("DockRoutesSpec", ["GET /docks/{id}/status returns the latest state", "unknown dock is 404",
                             "station occupancy in percent", "timestamps end in Z"]),
         ("TelemetryConsumerSpec", ["decodes a gateway message", "writes a batch of 500 to Postgres",
                                    "flushes a partial batch after 2 s"])], "Nov 14, 2028, 11:32:01 AM", 55))
    s.bash("commit4", "git add -A && git commit -m 'refactor: http/Routes -> api/DockRoutes, StatusRepo -> "
           "DockStateStore; feat: dock and station endpoints'", "[main 8d4b6f2] refactor: http/Routes -> "
           "api/DockRoutes, StatusRepo -> DockStateStore; feat: dock and station endpoints\n 10 files changed, 171 "
           "insertions(+), 38 deletions(-)\n rename src/main/scala/dockwise/{http/Routes.scala => api/DockRoutes."
           "scala} (71%)\n rename src/main/scala/dockwise/db/{StatusRepo.scala => DockStateStore.scala} (94%)\n "
           "rename src/test/scala/dockwise/db/{StatusRepoSpec.scala => DockStateStoreSpec.scala} (96%)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("apprunner", "App Runner is out. The staging service I clicked together on App Runner yesterday falls "
             "behind on Kafka all night: App Runner throttles the instance's CPU whenever no HTTP request is in "
             "flight, so our consumer fibers barely get to run between dashboard calls. It's made for request-driven "
             "web apps, not for a long-running consumer. Dario agrees: ECS on Fargate in the shared fleet cluster, "
             "with an internal ALB in front of the API. The Terraform goes in infra/.")
    s.bash("lagcheck", "kafka-consumer-groups.sh --bootstrap-server " + MSK + " --command-config ~/.kafka/iam.properties "
           "--describe --group dockwise-ingest-staging | head -6",
           "\nGROUP                    TOPIC             PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID\n"
           "dockwise-ingest-staging  dock.telemetry.v1 0          1804412         1821790         17378   dockwise-"
           "1a2b...\ndockwise-ingest-staging  dock.telemetry.v1 1          1799023         1816544         17521   "
           "dockwise-1a2b...\ndockwise-ingest-staging  dock.telemetry.v1 2          1802871         1820105         "
           "17234   dockwise-1a2b...\n# total lag over 24 partitions: 412,887")
    s.read(None, "build.sbt", BUILD_SBT)
    s.edit("packaging", "build.sbt", "lazy val root = (project in file(\".\"))\n  .settings(",
           "lazy val root = (project in file(\".\"))\n  .enablePlugins(JavaAppPackaging, DockerPlugin)\n  .settings(\n"
           "    dockerBaseImage      := \"eclipse-temurin:21-jre\",\n    dockerExposedPorts   := Seq(8080, 9464),\n"
           "    dockerRepository     := Some(\"381492066153.dkr.ecr.eu-west-1.amazonaws.com\"),\n    dockerUpdateLatest "
           "  := false,\n    dockerBuildOptions  ++= Seq(\"--platform\", \"linux/arm64\"),\n    libraryDependencies  += "
           "\"software.amazon.msk\" % \"aws-msk-iam-auth\" % \"2.2.0\",")
    s.bash("dockerpub", "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin "
           "381492066153.dkr.ecr.eu-west-1.amazonaws.com && sbt Docker/publish",
           "Login Succeeded\n[info] Packaging /home/pau/src/dockwise/target/scala-3.3.4/dockwise_3-0.1.0-4-8d4b6f2"
           "-SNAPSHOT.jar ...\n[info] Sending build context to Docker daemon  84.21MB\n[info] Step 1/21 : FROM "
           "eclipse-temurin:21-jre as stage0\n[info] Successfully built 5f0c2a9d11e3\n[info] Successfully tagged "
           + ECR + ":0.1.0-4-8d4b6f2-SNAPSHOT\n[info] The push refers to repository [" + ECR + "]\n[info] "
           "0.1.0-4-8d4b6f2-SNAPSHOT: digest: sha256:7c41e0f9d2b3a8c6e1f4d5a7b9c0e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9 "
           "size: 2409\n[success] Total time: 96 s, completed Nov 16, 2028, 10:31:08 AM")
    s.write("ecstf", "infra/ecs.tf", ECS_TF)
    s.prompt("dariorule", "Dario's rules for anything in infra/: every resource carries the tags team = fleet-ops, "
             "service = dockwise and cost-center = CC-4410 (keep them in a locals block), and nobody runs terraform "
             "apply from a laptop. Open a PR, comment `atlantis plan -p dockwise-staging`, and `atlantis apply` only "
             "after he or Irene approved the PR.")
    s.write("atlantis", "atlantis.yaml",
            "version: 3\nautomerge: false\nprojects:\n  - name: dockwise-staging\n    dir: infra\n    workspace: "
            "staging\n    terraform_version: v1.9.8\n    autoplan:\n      when_modified: [\"*.tf\", \"staging.tfvars\"]\n"
            "    apply_requirements: [approved, mergeable]\n  - name: dockwise-prod\n    dir: infra\n    workspace: "
            "prod\n    terraform_version: v1.9.8\n    autoplan:\n      when_modified: [\"*.tf\", \"prod.tfvars\"]\n"
            "    apply_requirements: [approved, mergeable]\n")
    s.bash("tfplan5", "terraform -chdir=infra init -backend-config=staging.backend.hcl >/dev/null && terraform "
           "-chdir=infra plan -var-file=staging.tfvars -no-color | tail -12",
           "  # aws_ecs_service.dockwise will be created\n  + resource \"aws_ecs_service\" \"dockwise\" {\n      + "
           "desired_count = 2\n      + launch_type   = \"FARGATE\"\n      + name          = \"dockwise\"\n      "
           "...\n    }\n\n  # aws_db_instance.dockwise will be created\n  + instance_class = \"db.t4g.micro\"\n\n"
           "Plan: 14 to add, 0 to change, 0 to destroy.")
    s.remember("memdeploy", "dockwise runs on AWS ECS Fargate (not App Runner: it throttles CPU between HTTP requests "
               "and starved the Kafka consumer), eu-west-1, cluster fleet-staging / fleet-prod, service 'dockwise', "
               "2 tasks of 0.5 vCPU / 1 GB (ARM64), autoscaling 2-8 on CPU 60%. Image from sbt-native-packager "
               "(eclipse-temurin:21-jre) in ECR " + ECR + ". API behind the internal ALB "
               "https://dockwise.internal.bicimo.es (port 8080, metrics 9464). MSK with IAM auth on port 9098. RDS "
               "Postgres 16.4 db.t4g.micro. Terraform in infra/, applied only through Atlantis.",
               "dockwise deployment", "fact")
    s.bash("commit5", "git add -A && git commit -m 'chore(infra): ECS Fargate service, RDS, internal ALB; docker "
           "packaging; atlantis projects'", "[main 2b7e913] chore(infra): ECS Fargate service, RDS, internal ALB; "
           "docker packaging; atlantis projects\n 12 files changed, 498 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("staging", "First staging release today. Atlantis PR #41 is applied, so dockwise-staging exists: RDS "
             "Postgres 16.4 on a db.t4g.micro and the ECS service at 0 tasks. Tag v0.1.0, publish the image, run "
             "the migrations as a one-off task, then scale the service to 2.")
    s.bash("tag010", "git tag -a v0.1.0 -m 'first staging release' && git push origin v0.1.0 && sbt Docker/publish "
           "| tail -2", "To github.com:bicimo/dockwise.git\n * [new tag]         v0.1.0 -> v0.1.0\n[info] 0.1.0: "
           "digest: sha256:1b9f3e5d7a2c4e6f8a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0e2f size: 2409\n[success] "
           "Total time: 88 s, completed Nov 20, 2028, 10:44:44 AM")
    s.bash("rdsfail", "aws ecs run-task --cluster fleet-staging --task-definition dockwise-staging --launch-type "
           "FARGATE --network-configuration file://infra/run-task-net.json --overrides '{\"containerOverrides\":"
           "[{\"name\":\"dockwise\",\"command\":[\"migrate\"]}]}' >/dev/null && sleep 60 && aws logs tail "
           "/ecs/dockwise-staging --since 5m",
           "2028-11-20T09:46:12 dockwise/dockwise/4f1e INFO  o.f.c.i.c.DbMigrate - Migrating schema \"public\" to "
           "version \"2 - dock readings hypertable\"\n2028-11-20T09:46:12 dockwise/dockwise/4f1e ERROR dockwise.db."
           "Migrate - Migration failed\norg.flywaydb.core.internal.command.DbMigrate$FlywayMigrateException: "
           "Migration V2__dock_readings_hypertable.sql failed\n-----------------------------------------------\nSQL "
           "State  : 0A000\nError Code : 0\nMessage    : ERROR: extension \"timescaledb\" is not available\n  Detail: "
           "Could not open extension control file \"/rdsdbbin/postgres-16.4.R2/share/postgresql/extension/"
           "timescaledb.control\": No such file or directory.\n  Hint: The extension must first be installed on the "
           "system where PostgreSQL is running.\nLocation   : db/migration/V2__dock_readings_hypertable.sql\nLine       "
           ": 1\nStatement  : CREATE EXTENSION IF NOT EXISTS timescaledb")
    s.bash("extcheck", "psql \"host=" + STAGING_DB + " user=dockwise dbname=dockwise sslmode=require\" -c \"select "
           "name, default_version from pg_available_extensions where name in ('timescaledb', 'pg_partman', "
           "'pg_cron') order by 1\"", "    name    | default_version\n------------+-----------------\n pg_cron    | "
           "1.6\n pg_partman | 5.1.0\n(2 rows)")
    s.prompt("partition", "So RDS simply doesn't offer TimescaleDB, and Dario won't run our own Postgres on EC2 or pay "
             "for Timescale Cloud just for one table. Drop the hypertable: plain Postgres declarative partitioning "
             "of dock_readings by day, plus our own maintenance job in dockwise that creates partitions a week "
             "ahead and drops those older than 90 days. No pg_partman either, one extension less to upgrade. V2 "
             "never ran anywhere except our laptops, so rewrite it instead of adding a V3, and rename the file so "
             "nobody thinks it's still a hypertable.")
    s.bash("gitmvv2", "git mv src/main/resources/db/migration/V2__dock_readings_hypertable.sql "
           "src/main/resources/db/migration/V2__dock_readings_partitioned.sql && git status --short",
           "R  src/main/resources/db/migration/V2__dock_readings_hypertable.sql -> src/main/resources/db/migration/"
           "V2__dock_readings_partitioned.sql")
    s.tool_failure("readfail", "Read", {"file_path": "/home/pau/src/dockwise/src/main/resources/db/migration/"
                                                     "V2__dock_readings_hypertable.sql"},
                   "File does not exist. Current working directory: /home/pau/src/dockwise")
    s.write("v2part", "src/main/resources/db/migration/V2__dock_readings_partitioned.sql", PARTITION_SQL)
    s.write("partjob", "src/main/scala/dockwise/db/PartitionMaintenance.scala", PARTITION_SCALA)
    s.edit("composepg", "docker-compose.yml", "    image: timescale/timescaledb:2.17.2-pg16", "    image: postgres:16.4")
    s.bash(None, "docker compose down -v && docker compose up -d && sbt 'runMain dockwise.db.Migrate' test | tail -3",
           " ✔ Volume dockwise_pgdata  Removed\n ✔ Container dockwise-postgres-1  Started\nINFO  o.f.c.i.c.DbMigrate - "
           "Successfully applied 2 migrations to schema \"public\", now at version v2 (execution time 00:00.301s)\n"
           "[info] 13 tests passed. 0 tests failed. 0 tests ignored.\n[success] Total time: 58 s")
    s.lesson("lesson2", "Before building on a Postgres extension, check that the managed service offers it: RDS for "
             "PostgreSQL has no TimescaleDB (CREATE EXTENSION fails with 'extension \"timescaledb\" is not "
             "available'). Query pg_available_extensions on the real target, not on the local Docker image.",
             "dockwise: first staging migration failed on V2 (hypertable) against RDS Postgres 16.4")
    s.bash("migrateok", "sbt Docker/publish | tail -1 && aws ecs run-task --cluster fleet-staging --task-definition "
           "dockwise-staging --overrides file://infra/migrate-override.json >/dev/null && sleep 45 && aws logs tail "
           "/ecs/dockwise-staging --since 2m | grep -E 'Successfully|partitions'",
           "[success] Total time: 84 s, completed Nov 20, 2028, 11:10:19 AM\n2028-11-20T10:11:03 dockwise/dockwise/"
           "9c2a INFO  o.f.c.i.c.DbMigrate - Successfully applied 2 migrations to schema \"public\", now at version v2 "
           "(execution time 00:00.917s)\n2028-11-20T10:11:04 dockwise/dockwise/9c2a INFO  dockwise.db."
           "PartitionMaintenance - partitions ok, dropped 0")
    s.bash("saslfail", "aws ecs update-service --cluster fleet-staging --service dockwise --desired-count 2 "
           ">/dev/null && sleep 90 && aws logs tail /ecs/dockwise-staging --since 2m | grep -m3 -E 'ERROR|Exception'",
           "2028-11-20T10:13:41 dockwise/dockwise/e71b ERROR zio.kafka.consumer.internal.Runloop - Consumer failed\n"
           "org.apache.kafka.common.errors.GroupAuthorizationException: Not authorized to access group: "
           "dockwise-ingest\n2028-11-20T10:13:41 dockwise/dockwise/e71b ERROR dockwise.Main - fiber failed: "
           "GroupAuthorizationException")
    s.prompt("saslwhy", "The task role may connect and read the topic but has no rights on the consumer group itself. "
             "Add kafka-cluster:DescribeGroup and kafka-cluster:AlterGroup on the group ARN (dockwise-ingest*), PR "
             "through Atlantis as usual.")
    s.edit("saslfix", "infra/ecs.tf", "      Resource = [var.msk_cluster_arn, \"${var.msk_topic_arn_prefix}/dock.telemetry."
           "v1\"]\n    }]", "      Resource = [var.msk_cluster_arn, \"${var.msk_topic_arn_prefix}/dock.telemetry.v1\"]\n"
           "    }, {\n      Effect   = \"Allow\"\n      Action   = [\"kafka-cluster:DescribeGroup\", \"kafka-cluster:"
           "AlterGroup\"]\n      Resource = [\"${var.msk_group_arn_prefix}/dockwise-ingest*\"]\n    }]")
    s.remember("memstorage2", "dockwise history storage changed on 20 Nov 2028: RDS for PostgreSQL does not offer "
               "TimescaleDB, so dock_readings is a plain Postgres table partitioned by day (RANGE on ts, primary key "
               "(dock_id, ts)); dockwise.db.PartitionMaintenance creates partitions 7 days ahead and drops those "
               "older than 90 days (at start, then every 24 h). Migration V2__dock_readings_partitioned.sql (was "
               "V2__dock_readings_hypertable.sql). Local compose is back on postgres:16.4.",
               "dockwise history table: daily partitions", "decision")
    s.bash("commit6", "git add -A && git commit -m 'fix: daily partitions instead of timescale hypertable (RDS); "
           "fix(infra): consumer group permissions'", "[main 0e6c4a8] fix: daily partitions instead of timescale "
           "hypertable (RDS); fix(infra): consumer group permissions\n 6 files changed, 139 insertions(+), 21 "
           "deletions(-)\n rename src/main/resources/db/migration/{V2__dock_readings_hypertable.sql => "
           "V2__dock_readings_partitioned.sql} (58%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash("oom", "aws ecs describe-tasks --cluster fleet-staging --tasks $(aws ecs list-tasks --cluster fleet-staging "
           "--service-name dockwise --desired-status STOPPED --query 'taskArns[0]' --output text) --query "
           "'tasks[0].{stopped:stoppedReason,exit:containers[0].exitCode,cpu:cpu,memory:memory}'",
           "{\n    \"stopped\": \"OutOfMemoryError: Container killed due to memory usage\",\n    \"exit\": 137,\n    "
           "\"cpu\": \"512\",\n    \"memory\": \"1024\"\n}")
    s.bash("oomevents", "aws ecs describe-services --cluster fleet-staging --services dockwise --query "
           "'services[0].events[:3].message'", "[\n    \"(service dockwise) has reached a steady state.\",\n    "
           "\"(service dockwise) has started 1 tasks: (task 3c9d0e61a4b2).\",\n    \"(service dockwise) (task "
           "b81f22c0d7e5) has stopped: OutOfMemoryError: Container killed due to memory usage\"\n]")
    s.prompt("oomwhy", "Three OOM kills (exit 137) since Monday. The heap isn't the problem by itself: I had put "
             "-Xmx768m into the javaOptions, and on top of that come metaspace, about 60 threads and the Kafka fetch "
             "buffers for 12 partitions per task, so the container goes over 1 GB. Drop the -Xmx, use "
             "-XX:MaxRAMPercentage=70 so the heap follows the container, and give each task 1 vCPU / 2 GB instead "
             "of 0.5 vCPU / 1 GB.")
    s.edit("oomfix", "infra/ecs.tf", "  cpu                      = 512\n  memory                   = 1024",
           "  cpu                      = 1024\n  memory                   = 2048  # 1 GB was OOM-killed (exit 137), "
           "22 Nov")
    s.edit("jvmopts", "build.sbt", "    dockerUpdateLatest   := false,",
           "    dockerUpdateLatest   := false,\n    Universal / javaOptions ++= Seq(\"-J-XX:MaxRAMPercentage=70\", "
           "\"-J-XX:+ExitOnOutOfMemoryError\", \"-J-XX:+UseG1GC\"),")
    s.prompt("dupes", "The kills showed a worse problem: after each one we lost about two minutes of readings for the "
             "docks on that task's partitions. With auto-commit the client commits offsets on a timer, whether or "
             "not our batch made it into Postgres, so the restarted task skips them. Switch auto-commit off and "
             "commit the offsets ourselves after the transaction has committed (at-least-once), and make the "
             "history insert idempotent so a replayed batch doesn't trip over the primary key.")
    s.bash("gapcheck", "psql \"host=" + STAGING_DB + " user=dockwise dbname=dockwise sslmode=require\" -c \"select "
           "date_trunc('minute', ts) m, count(*) from dock_readings where ts between '2028-11-21 23:12' and "
           "'2028-11-21 23:18' group by 1 order by 1\"",
           "           m            | count\n------------------------+-------\n 2028-11-21 23:12:00+00 | 10254\n "
           "2028-11-21 23:13:00+00 | 10262\n 2028-11-21 23:14:00+00 |  5131\n 2028-11-21 23:15:00+00 |  5127\n "
           "2028-11-21 23:16:00+00 |  7698\n 2028-11-21 23:17:00+00 | 10257\n(6 rows)")
    s.edit("commitfix", "src/main/scala/dockwise/kafka/TelemetryConsumer.scala",
           "      .withProperty(\"enable.auto.commit\", \"true\")\n      .withProperty(\"auto.commit.interval.ms\", "
           "\"5000\")\n      .withProperty(\"auto.offset.reset\", \"latest\")",
           "      .withProperty(\"enable.auto.commit\", \"false\")  // we commit after the DB transaction\n      "
           ".withProperty(\"auto.offset.reset\", \"latest\")")
    s.edit("commitstream", "src/main/scala/dockwise/kafka/TelemetryConsumer.scala",
           "      .groupedWithin(cfg.batchSize, cfg.batchWindow)\n      .mapZIO(batch => ZIO.serviceWithZIO"
           "[DockStateStore](_.recordBatch(batch)))",
           "      .groupedWithin(cfg.batchSize, cfg.batchWindow)\n      .mapZIO { batch =>\n        ZIO.serviceWithZIO"
           "[DockStateStore](_.recordBatch(batch.map(_._1)))\n          *> OffsetBatch(batch.map(_._2)).commit  // "
           "at-least-once: offsets only after Postgres committed\n      }")
    s.edit("idempotent", "src/main/scala/dockwise/db/DockStateStore.scala",
           "      \"\"\"INSERT INTO dock_readings (dock_id, station_id, ts, battery_mv, lock_state, bike_id, fw)\n"
           "         VALUES (?, ?, ?, ?, ?, ?, ?)\"\"\"",
           "      \"\"\"INSERT INTO dock_readings (dock_id, station_id, ts, battery_mv, lock_state, bike_id, fw)\n"
           "         VALUES (?, ?, ?, ?, ?, ?, ?)\n         ON CONFLICT (dock_id, ts) DO NOTHING\"\"\"")
    s.bash("testok7", "sbt test", sbt_ok(
        [("DockStateStoreSpec", ["upserts only newer readings", "replayed batch is a no-op",
                                 "station lists docks in order", "unknown dock is None"]),
         ("TelemetryConsumerSpec", ["decodes a gateway message", "commits offsets only after the batch is written",
                                    "restart replays the uncommitted batch", "flushes a partial batch after 2 s"]),
         ("PartitionMaintenanceSpec", ["creates 8 daily partitions", "drops partitions older than 90 days"])],
        "Nov 22, 2028, 10:58:05 AM", 61))
    s.remember("memconsumer", "dockwise consumer semantics (since 22 Nov 2028): enable.auto.commit=false; offsets are "
               "committed by us after the batch's Postgres transaction commits, so delivery is at-least-once; the "
               "dock_readings insert is idempotent (ON CONFLICT (dock_id, ts) DO NOTHING). Group dockwise-ingest, "
               "batches of 500 records or 2 s. Auto-commit lost ~2 minutes of readings after each OOM kill. Tasks "
               "are 1 vCPU / 2 GB with -XX:MaxRAMPercentage=70 (0.5/1 GB was OOM-killed).",
               "dockwise Kafka offsets and task size", "decision")
    s.prompt("alerts", "Alerts in Grafana (grafana.bicimo.es), as code with the Terraform grafana provider: a station "
             "that sent nothing for 15 minutes, a dock battery under 3,300 mV, consumer lag over 50k for 5 minutes. "
             "Everything to Slack #dock-alerts for now. Leire asked that every alert names the station by its "
             "name, not only the id: her dispatchers don't know VLC-0412 by heart.")
    s.write("alertstf", "infra/grafana/alerts.tf", ALERTS_TF)
    s.bash("commit7", "git add -A && git commit -m 'fix: manual offset commits after the DB write, idempotent "
           "history; fix(infra): tasks 1 vCPU/2 GB; feat(infra): grafana alert rules'",
           "[main 6f1d3b9] fix: manual offset commits after the DB write, idempotent history; fix(infra): tasks 1 "
           "vCPU/2 GB; feat(infra): grafana alert rules\n 9 files changed, 263 insertions(+), 17 deletions(-)")
    s.bash("deploy7", "git tag -a v0.2.0 -m v0.2.0 && git push --follow-tags && sbt Docker/publish | tail -1 && gh "
           "pr comment 44 --body 'atlantis apply -p dockwise-staging'",
           "To github.com:bicimo/dockwise.git\n * [new tag]         v0.2.0 -> v0.2.0\n[success] Total time: 83 s, "
           "completed Nov 22, 2028, 11:10:48 AM\nhttps://github.com/bicimo/dockwise/pull/44#issuecomment-2481736604")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("launch", "Production today. The gateways switch to the prod MSK topic at 09:00, we go live at 11:00 "
             "with v1.0.0, and Leire's dispatchers move to the new dashboard at 12:00. Atlantis PR #47 "
             "(dockwise-prod) was approved by Dario last night and is applied.")
    s.bash("release", "git tag -a v1.0.0 -m 'first production release' && git push origin v1.0.0 && sbt "
           "Docker/publish | tail -2", "To github.com:bicimo/dockwise.git\n * [new tag]         v1.0.0 -> v1.0.0\n"
           "[info] 1.0.0: digest: sha256:c4d2a9e7f1b3058d6e2a4c8f0b1d3e5f7a9c2e4f6a8b0d2c4e6f8a0b2d4c6e8f size: 2411\n"
           "[success] Total time: 91 s, completed Nov 24, 2028, 10:39:02 AM")
    deploy = ("aws ecs update-service --cluster fleet-prod --service dockwise --task-definition dockwise-prod:3 "
              "--desired-count 2 --query 'service.deployments[0].{status:status,rollout:rolloutState}' && sleep 120 "
              "&& curl -s https://dockwise.internal.bicimo.es/health")
    s.pre_tool("predeploy", "Bash", {"command": deploy, "description": "Deploy v1.0.0 to production"})
    s.bash("deployprod", deploy,
           "{\n    \"status\": \"PRIMARY\",\n    \"rollout\": \"IN_PROGRESS\"\n}\n{\"ok\":true}",
           desc="Deploy v1.0.0 to production")
    s.bash("toomany2", "aws logs tail /ecs/dockwise-prod --since 30m | grep -m4 -E 'FATAL|HikariPool'", minutes=120,
           stdout=
           "2028-11-24T11:38:17 dockwise/dockwise/a90c WARN  com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - "
           "Exception during pool initialization.\norg.postgresql.util.PSQLException: FATAL: sorry, too many clients "
           "already\n2028-11-24T11:38:49 dockwise/dockwise/5d27 ERROR dockwise.kafka.TelemetryConsumer - batch "
           "failed: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request "
           "timed out after 30000ms.\n2028-11-24T11:39:02 dockwise/dockwise/5d27 WARN  com.zaxxer.hikari.pool."
           "HikariPool - HikariPool-1 - Pool stats (total=10, active=10, idle=0, waiting=14)")
    s.bash("conncount", "aws ecs describe-services --cluster fleet-prod --services dockwise --query "
           "'services[0].runningCount' && psql \"host=" + PROD_DB + " user=dockwise dbname=dockwise sslmode=require\" "
           "-c 'show max_connections' -c \"select coalesce(nullif(application_name, ''), usename) app, count(*) from "
           "pg_stat_activity group by 1 order by 2 desc\"",
           "8\n max_connections\n-----------------\n 81\n(1 row)\n\n          app           | count\n"
           "------------------------+-------\n PostgreSQL JDBC Driver |    74\n rdsadmin               |     3\n "
           "grafana                |     2\n psql                   |     1\n(4 rows)")
    s.prompt("toomanywhy2", "Same error as the test suite two weeks ago, different cause. Prod RDS is a db.t4g.micro "
             "with max_connections 81 (3 of them reserved for rdsadmin). Two hours of backlog since the gateways "
             "switched at 09:00 pushed CPU up, autoscaling took us to 8 tasks, and 8 tasks x 10 Hikari connections "
             "is more than the instance allows. Set the pool to 4 per task through DB_POOL_SIZE and cap autoscaling "
             "at 6 tasks: at most 24 connections, plenty for batch writes.")
    s.multiedit("poolfix", "infra/ecs.tf", [
        ("      { name = \"DB_USER\", value = \"dockwise\" }",
         "      { name = \"DB_USER\", value = \"dockwise\" },\n      { name = \"DB_POOL_SIZE\", value = \"4\" }  # "
         "db.t4g.micro: max_connections 81"),
        ("  min_capacity       = 2\n  max_capacity       = 8", "  min_capacity       = 2\n  max_capacity       = 6")])
    s.bash("applypool", "git push origin fix/db-pool && gh pr create --fill --base main && gh pr comment 49 --body "
           "'atlantis apply -p dockwise-prod'", "https://github.com/bicimo/dockwise/pull/49\n"
           "https://github.com/bicimo/dockwise/pull/49#issuecomment-2483001217")
    s.bash("lagok8", "kafka-consumer-groups.sh --bootstrap-server " + MSK.replace("b-1.", "b-2.") + " --command-config "
           "~/.kafka/iam.properties --describe --group dockwise-ingest | awk 'NR>2 {lag+=$6} END {print \"total "
           "lag:\", lag}'", "total lag: 312")
    s.prompt("nofriday", "Leire's new rule after today's scramble: no production deploys on Fridays after 13:00, and "
             "none on the day before a public holiday. And every Grafana alert rule must carry a runbook_url "
             "annotation pointing at its section of the runbook on the wiki.")
    s.multiedit("runbook", "infra/grafana/alerts.tf", [
        ("      station_name = \"{{ $labels.station_name }}\"\n    }\n    data {\n      ref_id         = \"A\"\n      "
         "datasource_uid = var.dockwise_postgres_uid\n      relative_time_range {\n        from = 900",
         "      station_name = \"{{ $labels.station_name }}\"\n      runbook_url  = \"https://wiki.bicimo.es/ops/"
         "dockwise/runbook#station-offline\"\n    }\n    data {\n      ref_id         = \"A\"\n      datasource_uid = "
         "var.dockwise_postgres_uid\n      relative_time_range {\n        from = 900"),
        ("      summary = \"dockwise-ingest is {{ $values.A }} messages behind on dock.telemetry.v1\"",
         "      summary     = \"dockwise-ingest is {{ $values.A }} messages behind on dock.telemetry.v1\"\n      "
         "runbook_url = \"https://wiki.bicimo.es/ops/dockwise/runbook#consumer-lag\"")])
    s.prompt("oncall", "Leire set up the on-call rota for dockwise, starting Monday: one week each, Sami, then me, "
             "then Irene, then Dario, handover Monday 09:00 in #fleet-ops. Critical alerts page the primary through "
             "Grafana OnCall (SMS and a phone call), warnings only go to Slack. Past the secondary it escalates to "
             "Leire herself, +34 611 482 907. Write it down in docs/oncall.md.")
    s.write("oncallmd", "docs/oncall.md", ONCALL_MD)
    s.remember("memoncall", "dockwise on-call (set up by Leire Ortega on 24 Nov 2028): weekly rota Sami Haddad (from "
               "27 Nov), Pau Vidal, Irene Costa, Dario Klein; handover Monday 09:00 in #fleet-ops. Critical alerts "
               "(StationOffline, ConsumerLagHigh) page the primary via Grafana OnCall schedule dockwise-primary (SMS "
               "+ call), escalate to the secondary after 15 min; warnings (DockBatteryLow) only in Slack #dock-alerts. "
               "Final escalation: Leire, +34 611 482 907. Rules: no prod deploys on Fridays after 13:00 or the day "
               "before a public holiday; every alert rule has a runbook_url.", "dockwise on-call rota", "fact")
    s.bash("commit8", "git add -A && git commit -m 'fix(infra): DB pool 4 per task, max 6 tasks; docs: on-call "
           "rota; alerts get runbook links'", "[main 91a2c5e] fix(infra): DB pool 4 per task, max 6 tasks; docs: "
           "on-call rota; alerts get runbook links\n 4 files changed, 71 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. Sami is on call and got paged at 06:52 UTC by ConsumerLagHigh, and the dispatchers' "
             "dashboard shows docks frozen since about 06:40, right into the morning rush. He asked me to help. "
             "Look at the consumer group and the logs.")
    s.bash("lag9", "kafka-consumer-groups.sh --bootstrap-server " + MSK + " --command-config ~/.kafka/iam.properties "
           "--describe --group dockwise-ingest | awk 'NR>2 {lag+=$6} END {print \"total lag:\", lag}'; "
           "kafka-consumer-groups.sh --bootstrap-server " + MSK + " --command-config ~/.kafka/iam.properties "
           "--describe --group dockwise-ingest --members",
           "total lag: 183402\n\nConsumer group 'dockwise-ingest' has no active members.")
    s.bash("logs9", "aws logs tail /ecs/dockwise-prod --since 40m | grep -m3 -B1 -A3 DecodeError",
           "2028-11-27T06:41:05 dockwise/dockwise/77e0 ERROR dockwise.Main - consumer stream failed\n"
           "dockwise.kafka.DecodeError: cannot decode telemetry: .battery_mv(expected a Number)\n  raw: {\"dock_id\":"
           "\"VLC-0188-04\",\"station_id\":\"VLC-0188\",\"ts\":\"2028-11-27T06:41:01Z\",\"battery_mv\":\"3712\","
           "\"lock_state\":\"locked\",\"bike_id\":null,\"fault_codes\":[],\"fw\":\"4.2.0\"}\n  at dockwise.kafka."
           "TelemetryConsumer.run(TelemetryConsumer.scala:34)\n2028-11-27T06:41:06 dockwise/dockwise/77e0 INFO  "
           "zio.kafka.consumer.internal.Runloop - Closing consumer\n2028-11-27T06:43:52 dockwise/dockwise/c41a ERROR "
           "dockwise.Main - consumer stream failed\ndockwise.kafka.DecodeError: cannot decode telemetry: "
           ".battery_mv(expected a Number)")
    s.bash("events9", "aws ecs describe-services --cluster fleet-prod --services dockwise --query "
           "'services[0].events[:4].message'",
           "[\n    \"(service dockwise) has started 1 tasks: (task c41a9b2e0f61).\",\n    \"(service dockwise) (task "
           "77e03d5a1c98) has stopped: Essential container in task exited\",\n    \"(service dockwise) has started 1 "
           "tasks: (task 77e03d5a1c98).\",\n    \"(service dockwise) (task 2f8c61b0e4d7) has stopped: Essential "
           "container in task exited\"\n]")
    s.prompt("cause", "Found it. Tobias's team started rolling out dock firmware 4.2.0 at 06:30, and 4.2.0 sends "
             "battery_mv as a string (\"3712\"). The first message we can't decode fails the whole stream, the task "
             "exits, ECS starts a new one, that one resumes from the last committed offset and hits the very same "
             "message again: a poison pill, crash-looping on every partition that carries a 4.2.0 dock. Fix: a "
             "record that doesn't decode goes to a dead-letter topic dock.telemetry.dlq.v1 with the raw value and "
             "the error, and we move past it; and accept a numeric string for battery_mv until the firmware is "
             "fixed.")
    s.edit("dlq", "src/main/scala/dockwise/kafka/TelemetryConsumer.scala",
           "      .mapZIO(rec => ZIO.fromEither(rec.value.fromJson[DockTelemetry]).mapError(DecodeError(rec.value, _)))",
           "      .mapZIO { rec =>\n        rec.value.fromJson[DockTelemetry] match\n          case Right(t)  => "
           "ZIO.some((t, rec.offset))\n          case Left(err) =>  // never fail the stream on one bad record\n"
           "            DeadLetters.publish(\"dock.telemetry.dlq.v1\", rec, err) *> rec.offset.commit.as(None)\n      }\n"
           "      .collectSome")
    s.edit("lenient", "src/main/scala/dockwise/model/Telemetry.scala",
           "    @jsonField(\"battery_mv\") batteryMv: Int,",
           "    @jsonField(\"battery_mv\") batteryMv: LenientInt,  // fw 4.2.0 sends \"3712\" (string), 27 Nov")
    s.write("dlqtest", "src/test/scala/dockwise/kafka/PoisonPillSpec.scala",
            "package dockwise.kafka\n\nimport dockwise.db.DockStateStore\nimport zio.*\nimport zio.kafka.testkit."
            "KafkaTestUtils.*\nimport zio.test.*\n\nobject PoisonPillSpec extends dockwise.DbSpec:\n\n  def spec = "
            "suite(\"PoisonPillSpec\")(\n    test(\"an undecodable record goes to the DLQ and the stream continues\") {\n"
            "      for\n        _     <- produceMany(\"dock.telemetry.v1\", List(\"k\" -> \"{not json\", \"k\" -> "
            "Fixtures.reading(\"VLC-0188-04\")))\n        _     <- TelemetryConsumer.run(testCfg).timeout(10.seconds)\n"
            "        dlq   <- consumeAll(\"dock.telemetry.dlq.v1\")\n        state <- ZIO.serviceWithZIO[DockStateStore]"
            "(_.dockState(\"VLC-0188-04\"))\n      yield assertTrue(dlq.size == 1, state.isDefined)\n    },\n    "
            "test(\"battery_mv as a numeric string is accepted\") {\n      assertTrue(Fixtures.fw420.fromJson"
            "[DockTelemetry].map(_.batteryMv.value) == Right(3712))\n    }\n  ).provideSome[doobie.Transactor[Task]]("
            "kafkaLayers, DockStateStore.layer)\n")
    s.bash("testok9", "sbt test", minutes=14, stdout=sbt_ok(
        [("DockStateStoreSpec", ["upserts only newer readings", "replayed batch is a no-op",
                                 "station lists docks in order", "unknown dock is None"]),
         ("PoisonPillSpec", ["an undecodable record goes to the DLQ and the stream continues",
                             "battery_mv as a numeric string is accepted"]),
         ("TelemetryConsumerSpec", ["decodes a gateway message", "commits offsets only after the batch is written",
                                    "restart replays the uncommitted batch"])], "Nov 27, 2028, 8:40:43 AM", 58))
    s.bash("hotfix", "git tag -a v1.0.1 -m 'hotfix: dead-letter undecodable telemetry' && git push --follow-tags && "
           "sbt Docker/publish | tail -1 && aws ecs update-service --cluster fleet-prod --service dockwise "
           "--task-definition dockwise-prod:5 --query 'service.deployments[0].rolloutState'",
           "To github.com:bicimo/dockwise.git\n * [new tag]         v1.0.1 -> v1.0.1\n[success] Total time: 86 s, "
           "completed Nov 27, 2028, 8:48:30 AM\n\"IN_PROGRESS\"", minutes=8)
    s.bash("lagdrain", "sleep 900; kafka-consumer-groups.sh --bootstrap-server " + MSK + " --command-config "
           "~/.kafka/iam.properties --describe --group dockwise-ingest | awk 'NR>2 {lag+=$6} END {print \"total "
           "lag:\", lag}'; date -u", "total lag: 0\nMon Nov 27 08:05:12 UTC 2028", minutes=16)
    s.lesson("lesson3", "A Kafka consumer stream must never fail on one record it can't decode: with offsets "
             "committed after the DB write, the restarted task resumes at the same record and crash-loops (poison "
             "pill). Send undecodable records to a dead-letter topic and commit past them.",
             "dockwise incident 27 Nov 2028: firmware 4.2.0 sent battery_mv as a string, consumer lag 183k")
    s.write("incnote", "docs/incidents/2028-11-27-telemetry-poison-pill.md",
            "# 27 November 2028: dock states frozen during the morning rush\n\n- **When:** 06:40-08:05 UTC (paged "
            "06:52, fix deployed 07:50, lag back to 0 at 08:05)\n- **On call:** Sami Haddad, helped by Pau Vidal\n"
            "- **Impact:** the dispatch dashboard showed stale states for 2,310 docks at 131 stations for up to 85 "
            "minutes; peak lag 183,402 messages on dock.telemetry.v1.\n- **Cause:** dock firmware 4.2.0 (rollout "
            "started 06:30) sent `battery_mv` as a JSON string. dockwise failed the whole consumer stream on the "
            "first record it could not decode; every restarted task resumed at the same offset and died again.\n- "
            "**Fix:** v1.0.1: undecodable records go to `dock.telemetry.dlq.v1` and are committed past; numeric "
            "strings are accepted for battery_mv.\n- **Follow-ups:** JSON Schema of the message in contracts/, "
            "checked by the firmware team's CI (Tobias Brandt); alert on DLQ growth.\n")
    s.prompt("tobias", "Talked to Tobias. The string battery_mv in 4.2.0 was a bug on their side; 4.2.1 goes back to "
             "a number. He wants a JSON Schema of the telemetry message in our repo under contracts/ that their CI "
             "validates against, and he asks that any change we need in the message is announced in "
             "#firmware-releases at least one week ahead. They'll do the same for us.")
    s.bash("commit9", "git add -A && git commit -m 'fix: dead-letter undecodable telemetry instead of failing the "
           "stream (v1.0.1); docs: incident 2028-11-27'", "[main d3e8a07] fix: dead-letter undecodable telemetry "
           "instead of failing the stream (v1.0.1); docs: incident 2028-11-27\n 7 files changed, 148 insertions(+), "
           "9 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "d3e8a07 fix: dead-letter undecodable telemetry instead of failing the stream (v1.0.1); docs: incident "
           "2028-11-27\n91a2c5e fix(infra): DB pool 4 per task, max 6 tasks; docs: on-call rota; alerts get runbook "
           "links")
    s.prompt("rota", "Two changes from Leire after Monday. The on-call handover moves from Monday 09:00 to Wednesday "
             "10:00: Monday morning is the commuter peak, the worst moment to hand over (Monday's incident started "
             "right during it). And critical pages go through PagerDuty from now on, service 'Dockwise Prod', because "
             "the company drops Grafana OnCall in December. Slack stays for warnings.")
    s.multiedit("oncalledit", "docs/oncall.md", [
        ("One person per week, handover **Monday 09:00** (Europe/Madrid) in #fleet-ops",
         "One person per week, handover **Wednesday 10:00** (Europe/Madrid) in #fleet-ops (was Monday 09:00 until "
         "29 Nov: Monday morning is the commuter peak)"),
        ("- `severity=critical` (StationOffline, ConsumerLagHigh): Grafana OnCall schedule `dockwise-primary`,\n  "
         "SMS + phone call to the primary; escalates to the secondary after 15 minutes without an ack.",
         "- `severity=critical` (StationOffline, ConsumerLagHigh): PagerDuty service **Dockwise Prod**\n  (escalation "
         "policy `fleet-ops-dockwise`): push + call to the primary, the secondary after 15 minutes without an ack.")])
    s.edit("pagerduty", "infra/grafana/alerts.tf", "resource \"grafana_rule_group\" \"dockwise\" {",
           "resource \"grafana_contact_point\" \"dockwise_pagerduty\" {\n  name = \"dockwise-pagerduty\"\n  pagerduty {\n"
           "    integration_key = var.pagerduty_dockwise_prod_key  # service Dockwise Prod (PX7D2QK)\n    severity        "
           "= \"critical\"\n    summary         = \"{{ .CommonAnnotations.summary }}\"\n  }\n}\n\nresource "
           "\"grafana_notification_policy\" \"fleet\" {\n  contact_point = grafana_contact_point.dock_alerts_slack.name\n"
           "  group_by      = [\"alertname\", \"station_name\"]\n  policy {\n    matcher {\n      label = \"severity\"\n      "
           "match = \"=\"\n      value = \"critical\"\n    }\n    contact_point = grafana_contact_point.dockwise_pagerduty"
           ".name\n  }\n}\n\nresource \"grafana_rule_group\" \"dockwise\" {")
    s.prompt("battery", "Tobias also says the docks brown out around 3,350 mV when the lock motor fires, so warning at "
             "3,300 is too late. Raise the low-battery threshold to 3,450 mV.")
    s.edit("batteryedit", "infra/grafana/alerts.tf", "WHERE d.battery_mv < 3300", "WHERE d.battery_mv < 3450")
    s.bash("nodata", "curl -s -H \"Authorization: Bearer $GRAFANA_TOKEN\" 'https://grafana.bicimo.es/api/prometheus/"
           "grafana/api/v1/alerts' | jq -r '.data.alerts[] | [.labels.alertname, .labels.rulename, .state, "
           ".activeAt] | @tsv' | head -4",
           "DatasourceNoData\tDockBatteryLow\tAlerting\t2028-11-29T00:14:00Z\nDatasourceNoData\tDockBatteryLow\t"
           "Alerting\t2028-11-28T22:41:00Z\nDatasourceNoData\tDockBatteryLow\tAlerting\t2028-11-28T03:02:00Z\n"
           "StationOffline\tStationOffline\tNormal\t")
    s.prompt("nodatawhy", "Those are the night-time messages in #dock-alerts: DockBatteryLow fires DatasourceNoData "
             "every time no dock is under the threshold, because the query then returns zero rows and the rule's "
             "default no-data state is NoData, which alerts. Zero rows is the good case here. Set no_data_state = "
             "\"OK\" on that rule.")
    s.edit("nodatafix", "infra/grafana/alerts.tf", "    name      = \"DockBatteryLow\"\n    condition = \"C\"\n    "
           "for       = \"10m\"", "    name      = \"DockBatteryLow\"\n    condition = \"C\"\n    for       = \"10m\"\n"
           "    no_data_state  = \"OK\"  # zero rows = no dock below the threshold\n    exec_err_state = \"Error\"")
    s.lesson("lesson4", "A Grafana alert rule whose SQL returns only the offending rows (docks under a threshold) "
             "returns no rows when all is well; with the default no_data_state (NoData) that fires "
             "DatasourceNoData alerts. Set no_data_state = \"OK\" on such rules.",
             "dockwise: DockBatteryLow posted DatasourceNoData to #dock-alerts at night")
    s.prompt("quiet", "Leire also wants no warnings at night: mute severity=warning between 23:00 and 07:00 Madrid "
             "time. Critical alerts still page at any hour.")
    s.edit("mute", "infra/grafana/alerts.tf", "resource \"grafana_notification_policy\" \"fleet\" {",
           "resource \"grafana_mute_timing\" \"night\" {\n  name = \"night-madrid\"\n  intervals {\n    location = "
           "\"Europe/Madrid\"\n    times {\n      start = \"23:00\"\n      end   = \"24:00\"\n    }\n    times {\n      "
           "start = \"00:00\"\n      end   = \"07:00\"\n    }\n  }\n}\n\nresource \"grafana_notification_policy\" "
           "\"fleet\" {")
    s.prompt("v1paths", "Nuria's dashboard v2 ships next week and she wants versioned paths: GET /v1/docks/{dockId} "
             "instead of /docks/{dockId}/status, and /v1/stations/{stationId} instead of /stations/{stationId}. "
             "Keep the old paths as 308 redirects until 15 December, then they go.")
    s.read("readroutes", "src/main/scala/dockwise/api/DockRoutes.scala", DOCK_ROUTES_SCALA)
    s.edit("v1edit", "src/main/scala/dockwise/api/DockRoutes.scala",
           "    Method.GET / \"docks\" / string(\"dockId\") / \"status\" -> handler { (dockId: String, _: Request) =>\n"
           "      dock(dockId)\n    },\n    Method.GET / \"stations\" / string(\"stationId\") -> handler { (stationId: "
           "String, _: Request) =>\n      station(stationId)\n    },",
           "    Method.GET / \"v1\" / \"docks\" / string(\"dockId\") -> handler { (dockId: String, _: Request) =>\n      "
           "dock(dockId)\n    },\n    Method.GET / \"v1\" / \"stations\" / string(\"stationId\") -> handler { "
           "(stationId: String, _: Request) =>\n      station(stationId)\n    },\n    // old paths: 308 until 15 Dec "
           "2028 (Nuria's dashboard v1)\n    Method.GET / \"docks\" / string(\"dockId\") / \"status\" -> handler { "
           "(dockId: String, _: Request) =>\n      Response.redirect(URL.root / \"v1\" / \"docks\" / dockId, isPermanent "
           "= true)\n    },\n    Method.GET / \"stations\" / string(\"stationId\") -> handler { (stationId: String, _: "
           "Request) =>\n      Response.redirect(URL.root / \"v1\" / \"stations\" / stationId, isPermanent = true)\n    },")
    s.bash("testok10", "sbt scalafmtCheckAll test", sbt_ok(
        [("DockRoutesSpec", ["GET /v1/docks/{id} returns the latest state", "old dock path answers 308",
                             "GET /v1/stations/{id} has occupancy in percent", "timestamps end in Z"]),
         ("DockStateStoreSpec", ["upserts only newer readings", "replayed batch is a no-op"]),
         ("PoisonPillSpec", ["an undecodable record goes to the DLQ and the stream continues",
                             "battery_mv as a numeric string is accepted"])], "Nov 29, 2028, 12:00:37 PM", 57))
    s.remember("memalerts", "dockwise alerting as of 29 Nov 2028: critical alerts (StationOffline, ConsumerLagHigh) "
               "page through PagerDuty service 'Dockwise Prod' (replaced Grafana OnCall); warnings go to Slack "
               "#dock-alerts and are muted 23:00-07:00 Europe/Madrid; DockBatteryLow fires under 3,450 mV (was 3,300) "
               "with no_data_state OK. On-call handover is Wednesday 10:00 (was Monday 09:00). API paths are "
               "/v1/docks/{id} and /v1/stations/{id}; the old ones redirect (308) until 15 Dec.",
               "dockwise alerting, on-call and API paths (current)", "decision")
    s.bash("commit10", "git add -A && git commit -m 'feat(api): /v1 paths with 308 from the old ones; feat(infra): "
           "PagerDuty for critical, night mute, battery 3450 mV, no-data OK'", "[main 4b90e1d] feat(api): /v1 paths "
           "with 308 from the old ones; feat(infra): PagerDuty for critical, night mute, battery 3450 mV, no-data OK\n"
           " 6 files changed, 118 insertions(+), 24 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("plans", "Planning for the coming weeks, please note it down. Dario moves prod RDS from db.t4g.micro to "
             "db.t4g.small on Thursday 7 December at 07:00 UTC, in the maintenance window. Irene's first on-call week "
             "starts Wednesday 6 December at the handover. Tobias rolls out firmware 4.2.1 from Tuesday 12 December. "
             "The old unversioned API paths go away on 15 December. And in January we look at moving to MSK "
             "Serverless.")
    s.edit("rdsedit", "infra/rds.tf", "  instance_class          = \"db.t4g.micro\"",
           "  instance_class          = \"db.t4g.small\"  # 7 Dec 2028, 07:00 UTC window (max_connections ~180)")
    s.bash("tfplan11", "terraform -chdir=infra workspace select prod && terraform -chdir=infra plan -var-file=prod.tfvars "
           "-no-color | tail -9", "  # aws_db_instance.dockwise will be updated in-place\n  ~ resource "
           "\"aws_db_instance\" \"dockwise\" {\n        id                      = \"db-K7QZ3XJ2M4PWN5HV\"\n      ~ "
           "instance_class          = \"db.t4g.micro\" -> \"db.t4g.small\"\n        tags                    = {\n"
           "            \"cost-center\" = \"CC-4410\"\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.")
    s.pre_tool("preapply", "Bash", {"command": "terraform -chdir=infra apply -var-file=prod.tfvars",
                                    "description": "Apply the RDS instance class change to prod"})
    s.tool_failure("applydenied", "Bash", {"command": "terraform -chdir=infra apply -var-file=prod.tfvars",
                                           "description": "Apply the RDS instance class change to prod"},
                   "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a "
                   "file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the "
                   "user to tell you how to proceed.")
    s.prompt("applywhy", "No! Never apply from the laptop, that's exactly Dario's rule, and it's Friday on top of it. "
             "Push the branch and open the PR; Atlantis applies it on Thursday in the window.")
    s.bash("pr58", "git switch -c infra/rds-small && git commit -am 'chore(infra): prod RDS db.t4g.small (7 Dec "
           "window)' && git push -u origin infra/rds-small && gh pr create --fill --base main",
           "[infra/rds-small 7a15c3f] chore(infra): prod RDS db.t4g.small (7 Dec window)\n 1 file changed, 1 "
           "insertion(+), 1 deletion(-)\nbranch 'infra/rds-small' set up to track 'origin/infra/rds-small'.\n"
           "https://github.com/bicimo/dockwise/pull/58")
    s.write("schema", "contracts/dock-telemetry.schema.json", SCHEMA_JSON)
    s.bash("schematest", "git switch main && sbt 'testOnly dockwise.contracts.*'",
           "Switched to branch 'main'\n[info] + TelemetryContractSpec\n[info]   + fixtures of fw 4.1.3 validate\n"
           "[info]   + fixture of fw 4.2.0 (string battery_mv) is rejected\n[info]   + every field we decode is in the "
           "schema\n[info] 3 tests passed. 0 tests failed. 0 tests ignored.\n[success] Total time: 31 s, completed "
           "Dec 1, 2028, 10:30:55 AM")
    s.bash("loadtest", "k6 run --vus 50 --duration 2m load/stations.js | tail -8",
           "     http_req_duration..............: avg=14.2ms  min=3.1ms  med=11.8ms  max=212.4ms p(90)=27.5ms "
           "p(95)=38.9ms\n     http_req_failed................: 0.00%   ✓ 0          ✗ 36214\n     http_reqs"
           "......................: 36214   301.7/s\n     iteration_duration.............: avg=165.7ms min=150.4ms "
           "med=162.9ms max=402.1ms\n     vus............................: 50      min=50       max=50")
    s.glob(None, "infra/**/*.tf", ["infra/ecs.tf", "infra/rds.tf", "infra/alb.tf", "infra/iam.tf", "infra/variables.tf",
                                   "infra/grafana/alerts.tf", "infra/grafana/variables.tf"])
    s.remember("memplans", "dockwise plans after 1 Dec 2028: prod RDS db.t4g.micro -> db.t4g.small on Thursday 7 Dec "
               "07:00 UTC (maintenance window, PR #58 via Atlantis, Dario); Irene Costa's first on-call week starts "
               "Wednesday 6 Dec at the 10:00 handover; firmware 4.2.1 (battery_mv back to a number) rolls out from "
               "Tuesday 12 Dec (Tobias Brandt); the old unversioned API paths are removed on 15 Dec; MSK Serverless "
               "evaluation in January 2029. Load test: /v1/stations p95 38.9 ms at ~300 req/s.",
               "dockwise plans for December", "event")
    s.bash("commit11", "git add -A && git commit -m 'feat: telemetry JSON Schema in contracts/ (for the firmware "
           "CI)'", "[main e52f8d1] feat: telemetry JSON Schema in contracts/ (for the firmware CI)\n 3 files "
           "changed, 84 insertions(+)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-06T09:10:00", "5d1a0c21-7e3f-4a90-b1c2-60d1a2b36001", s1),    # Mon
    ("s2", "2028-11-08T10:05:00", "6e2b1d32-8f40-4ba1-c2d3-71e2b3c46002", s2),    # Wed
    ("s3", "2028-11-10T09:30:00", "7f3c2e43-9051-4cb2-d3e4-82f3c4d56003", s3),    # Fri
    ("s4", "2028-11-14T10:00:00", "804d3f54-a162-4dc3-e4f5-93a4d5e66004", s4),    # Tue
    ("s5", "2028-11-16T09:20:00", "915e4065-b273-4ed4-f506-a4b5e6f76005", s5),    # Thu
    ("s6", "2028-11-20T09:40:00", "a26f5176-c384-4fe5-0617-b5c6f7086006", s6),    # Mon
    ("s7", "2028-11-22T09:30:00", "b3706287-d495-40f6-1728-c6d708196007", s7),    # Wed
    ("s8", "2028-11-24T09:35:00", "c4817398-e5a6-4107-2839-d7e8192a6008", s8),    # Fri
    ("s9", "2028-11-27T07:05:00", "d59284a9-f6b7-4218-394a-e8f92a3b6009", s9),    # Mon
    ("s10", "2028-11-29T10:20:00", "e6a395ba-07c8-4329-4a5b-f90a3b4c6010", s10),  # Wed
    ("s11", "2028-12-01T09:10:00", "f7b4a6cb-18d9-443a-5b6c-0a1b4c5d6011", s11),  # Fri
]

#: When the questions are asked: the Tuesday morning after the last session (a Friday).
ASKED_AT = "2028-12-05T08:30:00Z"
