"""The eleven sessions of the routewise history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad66_files import (ADMIN_KT, APPLICATION_CONF, APPLICATION_KT, APPLICATION_KT_S2, BUILD_GRADLE, CADDYFILE,
                        COMPOSE_PROD, DB_FACTORY_KT, DEPLOY_SH, DISPATCH_KT, DOCKERFILE, INVOICE_KT, LIBS_TOML,
                        PUSH_KT, ROUTING_KT, TABLES_KT, TEST_KOIN_KT, V1_SQL)

PKG = "src/main/kotlin/be/pedaalpost/routewise"
TPKG = "src/test/kotlin/be/pedaalpost/routewise"


def gradle_test(n, secs, failed=None):
    """`./gradlew test` output with kotest specs: BUILD SUCCESSFUL, or the failing spec's report."""
    if failed:
        return (f"> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test\n\n{failed}\n\n"
                f"{n} tests completed, 1 failed\n\n> Task :test FAILED\n\nFAILURE: Build failed with an exception.\n\n"
                f"* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report "
                f"at: file:///home/wout/src/routewise/build/reports/tests/test/index.html\n\nBUILD FAILED in {secs}s\n"
                f"6 actionable tasks: 2 executed, 4 up-to-date")
    return (f"> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test\n\n"
            f"BUILD SUCCESSFUL in {secs}s\n6 actionable tasks: 2 executed, 4 up-to-date\n"
            f"[kotest] {n} tests passed, 0 failed, 0 ignored")


def s1(s):
    s.start()
    s.prompt("goal", "New project: routewise, the dispatch backend for Pedaalpost, a bicycle courier company in Ghent "
             "(14 riders, 3 of them on cargo bikes, owner Jens Van Damme). Shops and offices book a pickup, the "
             "dispatchers (Sofie De Smet's team) watch the open jobs, and the server offers every job to a rider "
             "whose phone gets a push. The rider app itself is built by Ruben Peeters, a freelancer; we only do the "
             "backend. Stack: Kotlin on the JVM, Ktor 3, Exposed on PostgreSQL, Koin for dependency injection, kotest "
             "for tests, Gradle with the Kotlin DSL. Set up the skeleton today.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 wout wout 4096 Apr  9 09:11 .\ndrwxr-xr-x 24 wout wout 4096 Apr  9 "
           "09:10 ..\ndrwxr-xr-x  7 wout wout 4096 Apr  9 09:11 .git\n-rw-r--r--  1 wout wout   64 Apr  9 09:11 "
           "README.md")
    s.bash("gradleinit", "gradle init --type kotlin-application --dsl kotlin --project-name routewise --package "
           "be.pedaalpost.routewise --no-split-project --java-version 21 --no-incubating && ./gradlew --version | "
           "head -4", "> Task :init\nLearn more about Gradle by exploring our Samples at "
           "https://docs.gradle.org/8.12.1/samples/sample_building_kotlin_applications.html\n\nBUILD SUCCESSFUL in "
           "2s\n1 actionable task: 1 executed\n\n------------------------------------------------------------\n"
           "Gradle 8.12.1\n------------------------------------------------------------")
    s.prompt("rules", "House rules for this repo, please stick to them: always the Gradle wrapper (./gradlew), never a "
             "system-wide gradle after this init. Every dependency version lives in gradle/libs.versions.toml, no "
             "version strings in build.gradle.kts. ./gradlew ktlintCheck must pass before any commit. And time: we "
             "store every timestamp as a UTC Instant in the database; Europe/Brussels only appears where a human "
             "reads it (admin page, exports).")
    s.write("catalog", "gradle/libs.versions.toml", LIBS_TOML)
    s.write("buildgradle", "build.gradle.kts", BUILD_GRADLE)
    s.prompt("port", "For local Postgres use host port 5434, I already run another client's Postgres on 5432 and "
             "something else on 5433. Ktor itself listens on 8080.")
    s.write("compose1", "docker-compose.yml",
            "# local development database only\nservices:\n  db:\n    image: postgres:16.4\n    environment:\n"
            "      POSTGRES_DB: routewise\n      POSTGRES_USER: routewise\n      POSTGRES_PASSWORD: routewise\n"
            "    ports:\n      - \"5434:5432\"\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n\n"
            "volumes:\n  pgdata:\n")
    s.write("appconf", "src/main/resources/application.conf", APPLICATION_CONF)
    s.write("tables1", f"{PKG}/db/Tables.kt", TABLES_KT)
    s.write("dbfactory", f"{PKG}/db/DatabaseFactory.kt", DB_FACTORY_KT)
    s.write("app1", f"{PKG}/Application.kt", APPLICATION_KT)
    s.bash("run1", "docker compose up -d db && ./gradlew run",
           "[+] Running 3/3\n ✔ Network routewise_default  Created\n ✔ Volume \"routewise_pgdata\"  Created\n"
           " ✔ Container routewise-db-1      Started\n> Task :run\n2029-04-09 07:52:13.418 [main] INFO  "
           "com.zaxxer.hikari.HikariDataSource - HikariPool-1 - Start completed.\n2029-04-09 07:52:13.702 [main] INFO "
           " Exposed - Preparing create tables statements took 41ms\n2029-04-09 07:52:13.811 [main] INFO  Application "
           "- Application started in 1.284 seconds.\n2029-04-09 07:52:13.912 [DefaultDispatcher-worker-1] INFO  "
           "Application - Responding at http://0.0.0.0:8080", minutes=5)
    s.bash(None, "./gradlew ktlintCheck", "> Task :ktlintMainSourceSetCheck\n> Task :ktlintKotlinScriptCheck\n\n"
           "BUILD SUCCESSFUL in 3s\n5 actionable tasks: 5 executed")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: Ktor 3 + Exposed + Koin, version catalog, local "
           "Postgres on 5434'", "[main (root-commit) 3e1a9c0] skeleton: Ktor 3 + Exposed + Koin, version catalog, "
           "local Postgres on 5434\n 14 files changed, 402 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("dispatch", "Dispatch core today. POST /api/jobs takes client id, pickup and drop-off (address plus "
             "lat/lon) and a cargo flag. Riders send their position every 30 seconds to POST "
             "/api/riders/{id}/location. When a job comes in, pick the nearest rider who is AVAILABLE and whose last "
             "ping is under two minutes old, by straight-line (haversine) distance for now, and offer the job to them. "
             "Cargo jobs only go to riders with a cargo bike.")
    s.write("geo", f"{PKG}/dispatch/Geo.kt",
            "package be.pedaalpost.routewise.dispatch\n\nimport kotlinx.serialization.Serializable\nimport "
            "kotlin.math.asin\nimport kotlin.math.cos\nimport kotlin.math.pow\nimport kotlin.math.sin\nimport "
            "kotlin.math.sqrt\n\n@Serializable\ndata class LatLon(val lat: Double, val lon: Double)\n\n"
            "private const val EARTH_RADIUS_M = 6_371_000.0\n\n/** Great-circle distance in metres. */\n"
            "fun haversineMeters(a: LatLon, b: LatLon): Double {\n    val dLat = Math.toRadians(b.lat - a.lat)\n"
            "    val dLon = Math.toRadians(b.lon - a.lon)\n    val h = sin(dLat / 2).pow(2) + cos(Math.toRadians(a.lat)) "
            "* cos(Math.toRadians(b.lat)) * sin(dLon / 2).pow(2)\n    return 2 * EARTH_RADIUS_M * asin(sqrt(h))\n}\n")
    s.write("dispatchsvc", f"{PKG}/dispatch/DispatchService.kt", DISPATCH_KT)
    s.write(None, f"{PKG}/dispatch/DispatchModule.kt",
            "package be.pedaalpost.routewise.dispatch\n\nimport org.koin.dsl.module\n\nval dispatchModule =\n"
            "    module {\n        single { DispatchService(get(), get()) }\n    }\n")
    s.write("dispatchtest", f"{TPKG}/dispatch/DispatchServiceTest.kt",
            "package be.pedaalpost.routewise.dispatch\n\nimport io.kotest.core.spec.style.FunSpec\nimport "
            "io.kotest.matchers.shouldBe\n\nclass DispatchServiceTest : FunSpec({\n    val korenmarkt = LatLon(51.0547, "
            "3.7214)\n\n    test(\"nearest available rider gets the offer\") {\n        val svc = fixture(riders = "
            "listOf(rider(1, 51.0530, 3.7250), rider(2, 51.0610, 3.7100)))\n        svc.findNearestRider(korenmarkt, "
            "cargo = false)?.riderId shouldBe 1\n    }\n\n    test(\"cargo jobs skip riders without a cargo bike\") {\n"
            "        val svc = fixture(riders = listOf(rider(1, 51.0530, 3.7250), rider(2, 51.0610, 3.7100, cargo = "
            "true)))\n        svc.findNearestRider(korenmarkt, cargo = true)?.riderId shouldBe 2\n    }\n\n"
            "    test(\"stale pings are ignored\") {\n        val svc = fixture(riders = listOf(rider(1, 51.0530, 3.7250, "
            "lastSeenMinutesAgo = 3)))\n        svc.findNearestRider(korenmarkt, cargo = false) shouldBe null\n    }\n"
            "})\n")
    s.bash("kotest1", "./gradlew test", gradle_test(6, 14))
    s.write("jobroutes", f"{PKG}/api/JobRoutes.kt",
            "package be.pedaalpost.routewise.api\n\nimport be.pedaalpost.routewise.dispatch.CreateJobRequest\nimport "
            "be.pedaalpost.routewise.dispatch.DispatchService\nimport io.ktor.http.HttpStatusCode\nimport "
            "io.ktor.server.request.receive\nimport io.ktor.server.response.respond\nimport io.ktor.server.routing.Route\n"
            "import io.ktor.server.routing.post\nimport org.koin.ktor.ext.inject\n\nfun Route.jobRoutes() {\n"
            "    val dispatch by inject<DispatchService>()\n    post(\"/api/jobs\") {\n        val req = "
            "call.receive<CreateJobRequest>()\n        call.respond(HttpStatusCode.Created, dispatch.createJob(req))\n"
            "    }\n}\n")
    s.write(None, f"{PKG}/Application.kt", APPLICATION_KT_S2)
    s.bash("koinfail1", "./gradlew run -q & sleep 12; curl -s -i -X POST localhost:8080/api/jobs -H 'content-type: "
           "application/json' -d '{\"clientId\":1,\"pickupAddress\":\"Korenmarkt 16\",\"pickup\":{\"lat\":51.0547,"
           "\"lon\":3.7214},\"dropoffAddress\":\"Sint-Pietersplein 5\",\"dropoff\":{\"lat\":51.0421,\"lon\":3.7259},"
           "\"cargo\":false}'",
           "HTTP/1.1 500 Internal Server Error\nContent-Type: application/json\n\n{\"error\":\"internal\"}\n"
           "2029-04-11 08:31:40.118 [eventLoopGroupProxy-4-1] ERROR Application - unhandled\n"
           "org.koin.core.error.NoDefinitionFoundException: No definition found for type "
           "'be.pedaalpost.routewise.dispatch.DispatchService'. Check your Modules configuration and add missing "
           "type and/or qualifier!\n\tat org.koin.core.scope.Scope.throwDefinitionNotFound(Scope.kt:301)\n"
           "\tat org.koin.core.scope.Scope.resolveValue(Scope.kt:271)\n\tat be.pedaalpost.routewise.api."
           "JobRoutesKt$jobRoutes$$inlined$inject$default$1.invoke(RouteExt.kt:36)")
    s.tool_failure(None, "Read", {"file_path": f"{s.cwd}/{PKG}/di/DispatchModule.kt"},
                   f"File does not exist. Current working directory: {s.cwd}")
    s.read("appread", f"{PKG}/Application.kt", APPLICATION_KT_S2)
    s.prompt("koinwhy1", "Found it: dispatchModule is defined next to the service in dispatch/DispatchModule.kt but "
             "it's never handed to install(Koin), only appModule() is in the modules list. So Koin simply doesn't "
             "know DispatchService. Add it to modules().")
    s.edit("koinfix1", f"{PKG}/Application.kt", "        modules(appModule())",
           "        modules(appModule(), dispatchModule)")
    s.bash("curljob", "curl -s -X POST localhost:8080/api/jobs -H 'content-type: application/json' -d @fixtures/"
           "job-korenmarkt.json", "{\"id\":1,\"status\":\"OFFERED\",\"offeredTo\":3}")
    s.prompt("zone", "Sofie De Smet (she leads dispatch) asked for one thing already: refuse jobs outside our "
             "delivery area, right now people book from Merelbeke and Lochristi by accident. Use a box around Ghent "
             "for now: latitude 51.00 to 51.10, longitude 3.65 to 3.80. Answer 422 with a clear message.")
    s.edit("zoneedit", f"{PKG}/dispatch/Geo.kt", "private const val EARTH_RADIUS_M = 6_371_000.0",
           "private const val EARTH_RADIUS_M = 6_371_000.0\n\n/** Pedaalpost's delivery area (Sofie, 11 April 2029). */\n"
           "object GhentZone {\n    fun contains(p: LatLon) = p.lat in 51.00..51.10 && p.lon in 3.65..3.80\n}")
    s.bash("commit2", "git add -A && git commit -m 'dispatch: jobs API, nearest available rider (haversine), "
           "Ghent delivery zone'", "[main 8b4d21e] dispatch: jobs API, nearest available rider (haversine), Ghent "
           "delivery zone\n 9 files changed, 287 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8b4d21e dispatch: jobs API, nearest available rider (haversine), Ghent "
           "delivery zone\n3e1a9c0 skeleton: Ktor 3 + Exposed + Koin, version catalog, local Postgres on 5434")
    s.prompt("push", "Push notifications next. Ruben's app registers its FCM token at login with PUT "
             "/api/riders/{id}/device. Send every offer as a Firebase Cloud Messaging data message (job id, pickup, "
             "drop-off, payout, cargo flag) with the firebase-admin Java SDK. Credentials: the service account JSON, "
             "base64-encoded, in the FIREBASE_CREDENTIALS environment variable. Never put a credentials file in the "
             "repo, not even in .gitignore'd folders. Normal priority is fine, these are not chat messages.")
    s.edit("catalogfcm", "gradle/libs.versions.toml", 'ktlint-gradle = "12.1.2"',
           'ktlint-gradle = "12.1.2"\nfirebase-admin = "9.4.3"')
    s.edit("tokencol", f"{PKG}/db/Tables.kt",
           '    val lastSeenAt = timestamp("last_seen_at").nullable()\n}\n\nobject Jobs',
           '    val lastSeenAt = timestamp("last_seen_at").nullable()\n    val fcmToken = varchar("fcm_token", 255)'
           '.nullable()\n}\n\nobject Jobs')
    s.bash("wipedb", "docker compose down -v && docker compose up -d db",
           "[+] Running 3/3\n ✔ Container routewise-db-1      Removed\n ✔ Volume routewise_pgdata      Removed\n"
           " ✔ Network routewise_default   Removed\n[+] Running 3/3\n ✔ Network routewise_default  Created\n"
           " ✔ Volume \"routewise_pgdata\"  Created\n ✔ Container routewise-db-1      Started",
           desc="Recreate the local database so the new column exists")
    s.write("pushsvc", f"{PKG}/push/PushService.kt", PUSH_KT)
    s.multiedit("pushwire", f"{PKG}/dispatch/DispatchService.kt", [
        ("    private val clock: Clock,\n)", "    private val clock: Clock,\n    private val push: PushService,\n)"),
        ("            if (rider != null) offer(id, rider.riderId)",
         "            if (rider != null) {\n                offer(id, rider.riderId)\n                "
         "tokenOf(rider.riderId)?.let { push.sendOffer(it, offerPush(id, req)) }\n            }"),
    ])
    s.bash("fcmtest", "curl -s -u admin:$ADMIN_PASSWORD -X POST localhost:8080/admin/test-push -d 'riderId=1'",
           "{\"messageId\":\"projects/pedaalpost-riders/messages/0:1807609251382%3f1c9a0af9fd7ecd\"}",
           desc="Send a test offer to Wout's phone (rider 1)")
    s.prompt("admin", "Sofie wants a small admin page for the dispatchers: a board with the open jobs, their status and "
             "the rider they were offered to, refreshing every 10 seconds, and a button to reassign a job by hand. "
             "Server-rendered with Ktor's HTML DSL and htmx. No SPA and no npm toolchain in this repo, I don't want "
             "node_modules next to a Kotlin backend. Protect /admin with basic auth, password from ADMIN_PASSWORD.")
    s.glob(None, "src/main/kotlin/**/*Routes.kt", [f"{PKG}/api/JobRoutes.kt", f"{PKG}/api/RiderRoutes.kt"])
    s.write("adminpage", f"{PKG}/admin/AdminRoutes.kt", ADMIN_KT)
    s.edit("basicauth", f"{PKG}/Application.kt", "    install(CallLogging)",
           "    install(CallLogging)\n    install(Authentication) {\n        basic(\"admin-basic\") {\n"
           "            realm = \"routewise admin\"\n            validate { c ->\n                if (c.name == "
           "\"admin\" && c.password == System.getenv(\"ADMIN_PASSWORD\")) UserIdPrincipal(c.name) else null\n"
           "            }\n        }\n    }")
    s.bash("test3", "./gradlew ktlintCheck test", gradle_test(11, 17))
    s.remember("mempush", "routewise pushes: offers go to riders as FCM data messages (type=offer, jobId, pickup, "
               "dropoff, payout, cargo) via firebase-admin 9.4.3, Firebase project pedaalpost-riders. Credentials = "
               "service account JSON base64 in FIREBASE_CREDENTIALS (never a file in the repo). Device tokens in "
               "riders.fcm_token, registered by Ruben's app via PUT /api/riders/{id}/device. Android priority NORMAL. "
               "Dispatch board for Sofie at /admin (htmx, refresh 10 s, basic auth ADMIN_PASSWORD).",
               "routewise push notifications and admin board", "fact")
    s.bash("commit3", "git add -A && git commit -m 'push: FCM offers to riders; admin dispatch board (htmx)'",
           "[main c52e7f4] push: FCM offers to riders; admin dispatch board (htmx)\n 8 files changed, 263 "
           "insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("cancel", "Sofie needs to cancel jobs with a reason: client cancelled, nobody at the pickup, rider had a "
             "crash, other. Add a cancel_reason column on jobs and POST /api/jobs/{id}/cancel.")
    s.edit("cancelcol", f"{PKG}/db/Tables.kt", '    val offeredAt = timestamp("offered_at").nullable()',
           '    val offeredAt = timestamp("offered_at").nullable()\n    val cancelReason = varchar("cancel_reason", 32)'
           '.nullable()')
    s.bash("cancelfail", "./gradlew run -q & sleep 12; curl -s -X POST localhost:8080/api/jobs/4/cancel -H "
           "'content-type: application/json' -d '{\"reason\":\"CLIENT_CANCELLED\"}'; grep -m1 -A1 ExposedSQLException "
           "build/run.log",
           "{\"error\":\"internal\"}\norg.jetbrains.exposed.exceptions.ExposedSQLException: "
           "org.postgresql.util.PSQLException: ERROR: column \"cancel_reason\" of relation \"jobs\" does not exist\n"
           "  Position: 30\nSQL: [UPDATE jobs SET cancel_reason=?, status=? WHERE jobs.id = ?]")
    s.prompt("flyway", "Right, SchemaUtils.create only creates tables that don't exist, it never adds a column to an "
             "existing one, and I'm not going to wipe the database every time like last Friday. I also don't want "
             "createMissingTablesAndColumns guessing on a real database. Drop SchemaUtils and use Flyway: "
             "V1__baseline.sql with today's schema, V2 for cancel_reason, migrate at startup with baselineOnMigrate. "
             "And from now on migrations are append-only: never edit a migration once it has run anywhere, write a "
             "new one.")
    s.edit("catalogflyway", "gradle/libs.versions.toml", 'firebase-admin = "9.4.3"',
           'firebase-admin = "9.4.3"\nflyway = "11.3.1"')
    s.write("v1", "src/main/resources/db/migration/V1__baseline.sql", V1_SQL)
    s.write("v2", "src/main/resources/db/migration/V2__job_cancel_reason.sql",
            "-- cancel reasons for Sofie: CLIENT_CANCELLED, NO_PICKUP, RIDER_INCIDENT, OTHER\n"
            "ALTER TABLE jobs ADD COLUMN cancel_reason VARCHAR(32);\n")
    s.edit("dbflyway", f"{PKG}/db/DatabaseFactory.kt",
           "        val db = Database.connect(HikariDataSource(hikari))\n        // creates the tables that don't exist "
           "yet (dev convenience for now)\n        transaction(db) { SchemaUtils.create(Clients, Riders, Jobs) }\n"
           "        return db",
           "        val dataSource = HikariDataSource(hikari)\n        Flyway\n            .configure()\n"
           "            .dataSource(dataSource)\n            .baselineOnMigrate(true)\n            .load()\n"
           "            .migrate()\n        return Database.connect(dataSource)")
    s.bash("flywayok", "./gradlew run -q 2>&1 | grep -i -m4 flyway",
           "INFO  o.f.c.i.c.DbValidate - Successfully validated 2 migrations (execution time 00:00.021s)\n"
           "INFO  o.f.c.i.s.JdbcTableSchemaHistory - Creating Schema History table \"public\".\"flyway_schema_history\""
           " with baseline ...\nINFO  o.f.c.i.c.DbBaseline - Successfully baselined schema with version: 1\n"
           "INFO  o.f.c.i.c.DbMigrate - Migrating schema \"public\" to version \"2 - job cancel reason\"")
    s.lesson("lesson1", "Exposed's SchemaUtils.create only creates missing tables; it never alters an existing one, so "
             "a new column in Tables.kt gives 'column ... does not exist' on any database created earlier. Use "
             "Flyway migrations (append-only) instead of schema generation.",
             "routewise: cancel_reason added to Jobs, the local database had the old jobs table")
    s.prompt("railway", "Now a staging deploy on Railway so Sofie can click around: a Postgres service plus our "
             "service built from a Dockerfile, region EU West (Amsterdam).")
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.bash("railwayup", "railway link --project routewise --environment staging && railway up --detach",
           "Project routewise linked successfully! 🎉\n  Indexed\n  Compressed [====================] 100%\n  "
           "Uploaded\n  Build Logs: https://railway.com/project/7c1f0e4a/service/b8e2/build?id=2d4e\n"
           "Deploying routewise (staging) in europe-west4")
    s.bash("railwaylog1", "railway logs --deployment | tail -6",
           "Starting Container\nException in thread \"main\" java.lang.RuntimeException: Driver org.postgresql.Driver "
           "claims to not accept jdbcUrl, postgresql://postgres:kXq2...@postgres.railway.internal:5432/railway\n"
           "\tat com.zaxxer.hikari.util.DriverDataSource.<init>(DriverDataSource.java:110)\n\tat "
           "be.pedaalpost.routewise.db.DatabaseFactory.init(DatabaseFactory.kt:24)\nStopping Container", code=0)
    s.prompt("jdbcwhy", "Railway's DATABASE_URL is a postgresql://user:password@host:port/db URI, not a JDBC URL. "
             "Parse it: if it starts with postgresql:// turn it into jdbc:postgresql://host:port/db and take user "
             "and password out of it.")
    s.edit("jdbcfix", f"{PKG}/db/DatabaseFactory.kt",
           '                jdbcUrl = config.property("db.url").getString()',
           '                val url = config.property("db.url").getString()\n                if (url.startsWith('
           '"postgresql://") || url.startsWith("postgres://")) {\n                    val u = java.net.URI(url)\n'
           '                    jdbcUrl = "jdbc:postgresql://${u.host}:${u.port}${u.path}"\n'
           '                    username = u.userInfo.substringBefore(":")\n                    password = '
           'u.userInfo.substringAfter(":")\n                } else {\n                    jdbcUrl = url\n'
           '                }')
    s.bash("railwayok", "railway up --detach && sleep 90 && railway logs --deployment | grep -E 'Migrating|Responding'"
           " && curl -s https://routewise-staging.up.railway.app/health",
           "INFO  o.f.c.i.c.DbMigrate - Migrating schema \"public\" to version \"1 - baseline\"\nINFO  "
           "o.f.c.i.c.DbMigrate - Migrating schema \"public\" to version \"2 - job cancel reason\"\nINFO  Application "
           "- Responding at http://0.0.0.0:8080\n{\"status\":\"ok\",\"version\":\"0.1.0\"}")
    s.bash("commit4", "git add -A && git commit -m 'db: Flyway migrations instead of SchemaUtils; job cancel reason; "
           "Railway staging'", "[main 5f09b3a] db: Flyway migrations instead of SchemaUtils; job cancel reason; "
           "Railway staging\n 10 files changed, 151 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -1", "Already up to date.\n5f09b3a db: Flyway migrations instead of "
           "SchemaUtils; job cancel reason; Railway staging")
    s.prompt("bridges", "Feedback from Sofie's trial on staging yesterday: the straight-line pick keeps choosing the "
             "wrong rider. Someone waiting at Portus Ganda is 'nearest' to a pickup at Dok Noord but has to ride "
             "around the water: 600 m as the crow flies, 2.9 km on the bike. Same story along the Coupure and the "
             "Leie. Rank the riders by bike travel time from the GraphHopper Matrix API (profile bike) instead. Keep "
             "haversine only to pre-select the 5 closest candidates so a request stays cheap. Key in "
             "GRAPHHOPPER_API_KEY.")
    s.fetch("ghdocs", "https://docs.graphhopper.com/openapi/matrices/calculatematrix",
            "How do I request a bike travel-time matrix and what does it cost in credits?",
            "POST https://graphhopper.com/api/1/matrix?key=... with JSON: from_points and to_points as [lon, lat] "
            "arrays, out_arrays ['times','distances','weights'], profile (car, bike, foot, ...). times are in "
            "seconds. Credits: a matrix request costs (origins x destinations) / 2 credits, at least 1. Rate limits "
            "depend on the package; a 429 means the per-minute limit or the daily credits are used up "
            "(X-RateLimit-Remaining, X-RateLimit-Reset headers).")
    s.write("routingclient", f"{PKG}/routing/RoutingClient.kt", ROUTING_KT)
    s.multiedit("rankrename", f"{PKG}/dispatch/DispatchService.kt", [
        ("    /** The closest AVAILABLE rider with a fresh location (last ping under 2 minutes old). */\n    fun "
         "findNearestRider(\n        pickup: LatLon,\n        cargo: Boolean,\n        exclude: Set<Long> = emptySet(),\n"
         "    ): RiderCandidate? {",
         "    /**\n     * AVAILABLE riders with a fresh ping, best first: the 5 closest by haversine, then ordered by bike\n"
         "     * travel time from GraphHopper (Sofie, 19 April 2029: the water makes straight lines lie).\n     */\n"
         "    suspend fun rankRiders(\n        pickup: LatLon,\n        cargo: Boolean,\n        exclude: Set<Long> = "
         "emptySet(),\n    ): List<RiderCandidate> {"),
        ("            .minByOrNull { it.meters }",
         "            .sortedBy { it.meters }\n            .take(5)\n            .let { near ->\n"
         "                val secs = routing.travelTimesSeconds(near.map { it.position }, pickup)\n"
         "                near.zip(secs).filter { it.second != null }.map { (c, t) -> c.copy(bikeSeconds = t) }\n"
         "            }.sortedBy { it.bikeSeconds }"),
        ("    private val push: PushService,\n)", "    private val push: PushService,\n"
         "    private val routing: RoutingClient,\n)"),
        ("            val rider = findNearestRider(req.pickup, req.cargo)",
         "            val rider = rankRiders(req.pickup, req.cargo).firstOrNull()"),
    ])
    s.grep("grepnearest", "findNearestRider", [f"{PKG}/admin/AdminRoutes.kt",
                                                f"{TPKG}/dispatch/DispatchServiceTest.kt"])
    s.edit("callersrename", f"{PKG}/admin/AdminRoutes.kt",
           '                TODO("wired to DispatchService.reoffer in the next step")',
           '                val id = call.parameters["id"]!!.toLong()\n                dispatch.reoffer(id, reason = '
           '"manual")  // next in rankRiders(), skipping the current rider\n                call.respondRedirect('
           '"/admin/board")')
    s.bash("test5", "./gradlew ktlintCheck test", gradle_test(14, 19))
    s.prompt("ghplan", "Numbers for Jens: about 250 jobs on a busy day plus re-offers, each matrix call of 5 riders "
             "costs 2.5 credits, so the free package (500 credits a day) runs out before noon. He approved the "
             "GraphHopper Basic package at 56 EUR a month (5,000 credits a day).")
    s.prompt("offertimeout", "Sofie also wants offers to expire: if the rider hasn't accepted within 90 seconds, the "
             "job goes to the next rider in the ranking. Make it configurable, dispatch.offerTimeoutSeconds = 90, "
             "and check for expired offers every 5 seconds.")
    s.edit("timeoutconf", "src/main/resources/application.conf", "    maxPoolSize = 10\n}",
           "    maxPoolSize = 10\n}\n\ndispatch {\n    offerTimeoutSeconds = 90\n    expiryCheckSeconds = 5\n}\n\n"
           "graphhopper {\n    apiKey = ${?GRAPHHOPPER_API_KEY}\n}")
    s.write("expiryjob", f"{PKG}/dispatch/OfferExpiryJob.kt",
            "package be.pedaalpost.routewise.dispatch\n\nimport kotlinx.coroutines.CoroutineScope\nimport "
            "kotlinx.coroutines.delay\nimport kotlinx.coroutines.isActive\nimport kotlinx.coroutines.launch\nimport "
            "kotlin.time.Duration\n\n/** Every `every`, offers older than `timeout` move on to the next rider in "
            "rankRiders(). */\nclass OfferExpiryJob(\n    private val dispatch: DispatchService,\n    private val "
            "timeout: Duration,\n    private val every: Duration,\n) {\n    fun start(scope: CoroutineScope) =\n"
            "        scope.launch {\n            while (isActive) {\n                dispatch.expireOffers(timeout)\n"
            "                delay(every)\n            }\n        }\n}\n")
    s.remember("memrouting", "routewise rider choice (since 19 April 2029): rankRiders() (was findNearestRider) takes "
               "AVAILABLE riders with a ping < 2 min, pre-selects the 5 closest by haversine, then orders them by bike "
               "travel time from the GraphHopper Matrix API (profile bike, key GRAPHHOPPER_API_KEY). GraphHopper "
               "Basic package, 56 EUR/month, 5,000 credits/day (a 5x1 matrix = 2.5 credits). Offers expire after "
               "dispatch.offerTimeoutSeconds = 90 and go to the next rider; expiry checked every 5 s.",
               "routewise dispatch ranking", "decision")
    s.bash("commit5", "git add -A && git commit -m 'dispatch: rank riders by GraphHopper bike time "
           "(findNearestRider -> rankRiders), offers expire after 90 s'", "[main 9a7c3d2] dispatch: rank riders by "
           "GraphHopper bike time (findNearestRider -> rankRiders), offers expire after 90 s\n 9 files changed, 214 "
           "insertions(+), 38 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("latepush", "Mehdi El Amrani (six years with Pedaalpost, he speaks for the riders) says offers often show "
             "up three to five minutes late when the phone has been in a jacket pocket with the screen off, so the "
             "90-second window is long gone. That's Android Doze batching normal-priority FCM messages. Send offers "
             "as high priority after all, with a TTL of 60 seconds: an offer that's a minute old is useless anyway.")
    s.edit("highprio", f"{PKG}/push/PushService.kt",
           "                        .setPriority(AndroidConfig.Priority.NORMAL)\n                        .build(),",
           "                        .setPriority(AndroidConfig.Priority.HIGH)\n                        .setTtl(60_000)"
           "\n                        .build(),")
    s.prompt("renamepush", "While we're in there: PushService is too vague now, and Jens wants an SMS fallback later. "
             "Move it to notify/RiderNotifier.kt and call the class RiderNotifier (sendOffer stays). Use git mv so "
             "the history follows the file.")
    s.bash("gitmvpush", f"mkdir -p {PKG}/notify && git mv {PKG}/push/PushService.kt {PKG}/notify/RiderNotifier.kt && "
           "git status --short", f"R  {PKG}/push/PushService.kt -> {PKG}/notify/RiderNotifier.kt")
    s.multiedit("notifierclass", f"{PKG}/notify/RiderNotifier.kt", [
        ("package be.pedaalpost.routewise.push", "package be.pedaalpost.routewise.notify"),
        ("/** Sends job offers to a rider's phone through Firebase Cloud Messaging (project pedaalpost-riders). */\n"
         "class PushService(",
         "/** Tells riders about offers: FCM high priority today, an SMS fallback later (project pedaalpost-riders). "
         "*/\nopen class RiderNotifier("),
    ])
    s.grep("greppush", "PushService", [f"{PKG}/Application.kt", f"{PKG}/dispatch/DispatchService.kt",
                                       f"{PKG}/dispatch/DispatchModule.kt", f"{PKG}/admin/AdminRoutes.kt"])
    s.bash("sedpush", f"sed -i 's/routewise.push.PushService/routewise.notify.RiderNotifier/; s/PushService/"
           f"RiderNotifier/g' {PKG}/Application.kt {PKG}/dispatch/DispatchService.kt {PKG}/dispatch/DispatchModule.kt "
           f"{PKG}/admin/AdminRoutes.kt && grep -rn 'PushService' src/ | wc -l", "0")
    s.write("jobapitest", f"{TPKG}/api/JobApiTest.kt",
            "package be.pedaalpost.routewise.api\n\nimport be.pedaalpost.routewise.testModules\nimport "
            "io.kotest.core.spec.style.FunSpec\nimport io.kotest.matchers.shouldBe\nimport io.ktor.client.request.*\n"
            "import io.ktor.http.*\nimport io.ktor.server.testing.testApplication\n\nclass JobApiTest : FunSpec({\n"
            "    test(\"POST /api/jobs offers the job to a rider\") {\n        testApplication {\n            "
            "application { testModule(testModules) }\n            val r = client.post(\"/api/jobs\") {\n"
            "                contentType(ContentType.Application.Json)\n                setBody(KORENMARKT_JOB)\n"
            "            }\n            r.status shouldBe HttpStatusCode.Created\n        }\n    }\n\n    test(\"jobs "
            "outside Ghent are refused\") {\n        testApplication {\n            application { testModule(testModules) "
            "}\n            client.post(\"/api/jobs\") { contentType(ContentType.Application.Json); setBody(LOCHRISTI_JOB) "
            "}.status shouldBe HttpStatusCode.UnprocessableEntity\n        }\n    }\n})\n")
    s.bash("koinfail2", "./gradlew test", gradle_test(19, 21, failed=(
        "JobApiTest > POST /api/jobs offers the job to a rider FAILED\n    org.koin.core.error.NoDefinitionFoundException: "
        "No definition found for type 'be.pedaalpost.routewise.routing.RoutingClient'. Check your Modules "
        "configuration and add missing type and/or qualifier!\n        at org.koin.core.scope.Scope.throwDefinitionNot"
        "Found(Scope.kt:301)\n        at be.pedaalpost.routewise.TestKoinKt$testModules$1$4.invoke(TestKoin.kt:17)")),
        code=1)
    s.read("testkoinread", f"{TPKG}/TestKoin.kt", TEST_KOIN_KT)
    s.prompt("koinwhy2", "Same Koin 'no definition found' as on the 11th, but a different story: production is fine, "
             "every module is installed. It's the test wiring. The API tests use testModules with fakes, and when "
             "GraphHopper came in on Thursday nobody added a fake RoutingClient there, so the first test that resolves "
             "DispatchService through Koin falls over. Add a FakeRoutingClient (travel time = haversine distance at "
             "4.5 m/s). And keep it that way: tests never call GraphHopper or Firebase for real.")
    s.edit("koinfix2", f"{TPKG}/TestKoin.kt",
           "        single<RiderNotifier> { FakeRiderNotifier() }",
           "        single<RiderNotifier> { FakeRiderNotifier() }\n        single<RoutingClient> { FakeRoutingClient("
           "metersPerSecond = 4.5) }")
    s.bash("test6", "./gradlew ktlintCheck test", gradle_test(19, 18))
    s.lesson("lesson2", "Koin's NoDefinitionFoundException has two usual homes: a module missing from install(Koin) "
             "{ modules(...) } in production, or a test module (testModules) that lacks a fake for a dependency "
             "added later. Check which Koin graph the failing code runs in before touching production wiring.",
             "routewise JobApiTest failed on RoutingClient after GraphHopper was added")
    s.bash("commit6", "git add -A && git commit -m 'notify: high-priority offers with 60 s TTL; PushService -> "
           "RiderNotifier; fake routing in tests'", "[main d13e8b5] notify: high-priority offers with 60 s TTL; "
           "PushService -> RiderNotifier; fake routing in tests\n 8 files changed, 97 insertions(+), 21 deletions(-)\n"
           " rename src/main/kotlin/be/pedaalpost/routewise/{push/PushService.kt => notify/RiderNotifier.kt} (88%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("golive", "Go-live day. Jens wants the whole fleet on routewise from the lunch shift at 11:00: 12 riders "
             "(3 on cargo bikes), Sofie and one other dispatcher on the board. Production on Railway: a separate "
             "production environment with its own Postgres, daily backups on, custom domain dispatch.pedaalpost.be. "
             "Tag the release v1.0.0.")
    s.bash(None, "git status && ./gradlew ktlintCheck test -q", "On branch main\nnothing to commit, working tree clean\n"
           "[kotest] 19 tests passed, 0 failed, 0 ignored")
    s.bash("railwayprod", "railway environment new production && railway link --environment production && railway "
           "up --detach", "Environment production created\nLinked to routewise (production)\n  Uploaded\n  Deploying "
           "routewise (production) in europe-west4")
    s.bash("domain", "railway domain dispatch.pedaalpost.be", "Custom domain dispatch.pedaalpost.be added to routewise "
           "(production).\nTo finish, add this DNS record at your provider:\n  CNAME  dispatch  ->  "
           "q8v3m1tz.up.railway.app")
    s.prompt("dnsjens", "Jens manages the pedaalpost.be DNS at Combell himself. I sent him the CNAME, he says it's in.")
    s.bash("smoke7", "dig +short dispatch.pedaalpost.be && curl -s https://dispatch.pedaalpost.be/health",
           "q8v3m1tz.up.railway.app.\n66.33.22.145\n{\"status\":\"ok\",\"version\":\"1.0.0\"}")
    s.bash("seedriders", "railway run -- psql \"$DATABASE_URL\" -c \"\\copy riders(name,phone,has_cargo_bike) FROM "
           "'ops/riders-2029-04.csv' CSV HEADER\" && railway run -- psql \"$DATABASE_URL\" -tAc \"select count(*), "
           "count(*) filter (where has_cargo_bike) from riders\"", "COPY 12\n12|3")
    s.pre_tool("pretag", "Bash", {"command": "git tag -a v1.0.0 -m 'routewise 1.0.0: go-live on Railway' && git push "
                                             "origin v1.0.0"})
    s.bash("tag100", "git tag -a v1.0.0 -m 'routewise 1.0.0: go-live on Railway' && git push origin v1.0.0",
           "Enumerating objects: 1, done.\nWriting objects: 100% (1/1), 172 bytes | 172.00 KiB/s, done.\nTo "
           "github.com:pedaalpost/routewise.git\n * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("stats7", "railway run -- psql \"$DATABASE_URL\" -tAc \"select count(*) filter (where status='DELIVERED'), "
           "round(avg(extract(epoch from accepted_at - offered_at))), count(*) filter (where reoffers > 0) from jobs "
           "where created_at >= '2029-04-25'\"", "47|38|3", minutes=420)
    s.prompt("firstday", "First shift is done: 47 deliveries, on average 38 seconds from offer to accept, 3 offers "
             "expired and went to the next rider. Sofie is happy. Griet Claeys, who does the bookkeeping, asked "
             "whether we can export the deliveries per client for her monthly invoices; plan that for next week.")
    s.prompt("shiftrule", "And one rule from now on: no deploys while riders are on shift, that's 07:30 to 19:30 "
             "Monday to Saturday. Deploy in the evening or on Sunday.")
    s.remember("memgolive", "routewise went live on Wednesday 25 April 2029 (tag v1.0.0) on Railway, production "
               "environment, europe-west4, domain dispatch.pedaalpost.be via a CNAME Jens added at Combell. 12 riders "
               "(3 cargo bikes), 2 dispatchers. First day: 47 deliveries, 38 s average offer-to-accept, 3 expired "
               "offers. Rule: no deploys during shifts (07:30-19:30 Mon-Sat).", "routewise go-live", "event")
    s.bash("commit7", "git add -A && git commit -m 'release 1.0.0: CHANGELOG, riders seed for production'",
           "[main 4c8f2a1] release 1.0.0: CHANGELOG, riders seed for production\n 3 files changed, 41 insertions(+)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("scaleway", "Jens has decided we leave Railway. The usage bill for the first five days is 23.40 USD "
             "(the JVM sits at about 600 MB all day, plus Postgres), which projects to roughly 140 USD a month, and "
             "he wants a fixed price and the data with a European provider. Move production to a Scaleway instance: "
             "a DEV1-M (3 vCPU, 4 GB RAM) in fr-par-2, about 13 EUR a month, Ubuntu 24.04, Docker Compose with "
             "Postgres 16, the api and Caddy for TLS. Same domain.")
    s.bash("scwcreate", "scw instance server create type=DEV1-M zone=fr-par-2 image=ubuntu_noble name=routewise-prod-1 "
           "ip=new root-volume=b:40G", "ID                 3f6c2a91-8d47-4e0b-9b1a-6c2e5d7f0a13\nName               "
           "routewise-prod-1\nCommercialType     DEV1-M\nZone               fr-par-2\nState              starting\n"
           "PublicIP.Address   51.158.97.214")
    s.write("composeprod", "deploy/compose.prod.yml", COMPOSE_PROD)
    s.write("caddyfile", "deploy/Caddyfile", CADDYFILE)
    s.bash("pgdump", "railway run -- pg_dump --format=custom --no-acl \"$DATABASE_URL\" > /tmp/routewise-2029-04-30"
           ".dump && ls -lh /tmp/routewise-2029-04-30.dump && scp /tmp/routewise-2029-04-30.dump "
           "deploy@51.158.97.214:/tmp/", "-rw-r--r-- 1 wout wout 1.9M Apr 30 20:21 /tmp/routewise-2029-04-30.dump\n"
           "routewise-2029-04-30.dump                    100% 1943KB   8.1MB/s   00:00")
    s.tool_failure("restorefail", "Bash", {"command": "ssh deploy@51.158.97.214 'docker compose -f /opt/routewise/deploy/"
                                                      "compose.prod.yml exec -T db pg_restore -U routewise -d routewise' "
                                                      "< /tmp/routewise-2029-04-30.dump"},
                   "Exit code 1\npg_restore: error: could not execute query: ERROR:  role \"postgres\" does not exist\n"
                   "Command was: ALTER TABLE public.jobs OWNER TO postgres;\npg_restore: warning: errors ignored on "
                   "restore: 9")
    s.prompt("restorewhy", "On Railway everything is owned by 'postgres', here the role is 'routewise'. Restore again "
             "into a clean database with --no-owner --role=routewise.")
    s.bash("restoreok", "ssh deploy@51.158.97.214 'cd /opt/routewise && docker compose -f deploy/compose.prod.yml exec "
           "-T db sh -c \"dropdb -U routewise routewise && createdb -U routewise routewise && pg_restore --no-owner "
           "--role=routewise -U routewise -d routewise\" < /tmp/routewise-2029-04-30.dump && docker compose -f "
           "deploy/compose.prod.yml exec -T db psql -U routewise -tAc \"select count(*) from jobs\"'", "1318")
    s.lesson("lesson4", "pg_dump from a managed Postgres (Railway) carries ALTER ... OWNER TO postgres; restoring into "
             "a database whose only role is the app user fails with 'role \"postgres\" does not exist'. Dump or "
             "restore with --no-owner (and --role=<app user>) into an empty database.",
             "routewise move from Railway to Scaleway, 30 April 2029")
    s.prompt("dnsswitch", "Jens replaced the CNAME at Combell with an A record dispatch -> 51.158.97.214, TTL 300.")
    s.bash("smoke8", "sleep 300; curl -s https://dispatch.pedaalpost.be/health && ssh deploy@51.158.97.214 "
           "'docker stats --no-stream --format \"{{.Name}} {{.MemUsage}}\"'",
           "{\"status\":\"ok\",\"version\":\"1.0.0\"}\nroutewise-api-1 512.4MiB / 3.82GiB\nroutewise-db-1 61.7MiB / "
           "3.82GiB\nroutewise-caddy-1 14.2MiB / 3.82GiB", minutes=6)
    s.prompt("offer45", "Message from Sofie: now that offers arrive within seconds, 90 seconds is too long, at rush "
             "hour the board stalls while a job waits for someone who's clearly not going to take it. Shorten the "
             "offer window to 45 seconds.")
    s.edit("offer45edit", "src/main/resources/application.conf", "    offerTimeoutSeconds = 90",
           "    offerTimeoutSeconds = 45  # Sofie, 30 April 2029 (was 90)")
    s.write("deploysh", "deploy.sh", DEPLOY_SH)
    s.prompt("deployrule", "From now on production only changes through ./deploy.sh from a clean main: it runs ktlint "
             "and the tests, pushes, and rebuilds the api on the box. No editing files or running docker commands "
             "on routewise-prod-1 by hand. And keep the Railway project for one more week as a fallback, I'll delete "
             "it on Monday 7 May.")
    s.bash("backupcron", "ssh deploy@51.158.97.214 'crontab -l'", "0 3 * * * /opt/routewise/ops/backup.sh >> "
           "/var/log/routewise-backup.log 2>&1  # pg_dump -> s3://pedaalpost-backups (Scaleway Object Storage, "
           "30 days)")
    s.bash("tag110", "git add -A && git commit -m 'deploy: Scaleway DEV1-M with compose + Caddy, deploy.sh; offers "
           "expire after 45 s' && git tag -a v1.1.0 -m 'routewise 1.1.0: production on Scaleway' && ./deploy.sh && "
           "git push origin v1.1.0", "[main 71b0e6d] deploy: Scaleway DEV1-M with compose + Caddy, deploy.sh; offers "
           "expire after 45 s\n 6 files changed, 118 insertions(+), 1 deletion(-)\n[kotest] 19 tests passed\n"
           "{\"status\":\"ok\",\"version\":\"1.1.0\"}\n * [new tag]         v1.1.0 -> v1.1.0")
    s.remember("memscaleway", "routewise production moved from Railway to Scaleway on Monday 30 April 2029 (v1.1.0): "
               "instance routewise-prod-1, DEV1-M (3 vCPU, 4 GB) in fr-par-2, public IP 51.158.97.214, about 13 EUR/"
               "month (Railway was heading for ~140 USD). Docker Compose in /opt/routewise (db postgres 16, api, caddy "
               "2.9), DNS A record by Jens at Combell. Deploy only with ./deploy.sh from a clean main. Nightly "
               "pg_dump at 03:00 to Scaleway Object Storage (pedaalpost-backups, 30 days). Railway kept until 7 May.",
               "routewise production server", "fact")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident! Sofie just called (12:35): in the middle of the Saturday lunch rush the dispatch "
             "board froze, new jobs keep spinning and the riders get no offers at all. Look at production right now.")
    s.bash("logs9", "ssh deploy@51.158.97.214 'cd /opt/routewise && docker compose -f deploy/compose.prod.yml logs "
           "--since 20m api | grep -m2 -A1 ERROR'",
           "api-1  | 2029-05-05 10:31:12.447 ERROR Application - unhandled\napi-1  | "
           "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out "
           "after 30000ms (total=10, active=10, idle=0, waiting=23)\napi-1  | 2029-05-05 10:31:14.902 ERROR "
           "Application - unhandled\napi-1  | java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is "
           "not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=25)")
    s.bash("ghlog", "ssh deploy@51.158.97.214 'cd /opt/routewise && docker compose -f deploy/compose.prod.yml logs "
           "--since 20m api | grep -m3 GraphHopper'",
           "api-1  | 2029-05-05 10:28:41.019 WARN  RoutingClient - GraphHopper matrix: 429 Too Many Requests "
           "(X-RateLimit-Remaining: 0), retry 2/3 in 4000 ms\napi-1  | 2029-05-05 10:28:53.733 WARN  RoutingClient - "
           "GraphHopper matrix took 11874 ms\napi-1  | 2029-05-05 10:29:02.150 WARN  RoutingClient - GraphHopper "
           "matrix: 429 Too Many Requests (X-RateLimit-Remaining: 0), retry 3/3 in 8000 ms")
    s.prompt("incwhy", "Got it. rankRiders() calls GraphHopper inside the Exposed transaction that creates the job, so "
             "each request holds a database connection while it waits for routing. Around 12:28 we went over the "
             "Basic package's per-minute limit (the re-offers every 5 seconds add up at rush hour), the client "
             "retried 429s with backoff for up to 12 seconds, and all 10 pool connections were held by requests "
             "waiting on GraphHopper. Fix: call GraphHopper before opening the transaction, 3 second timeout and no "
             "retries, and when routing fails fall back to the straight-line order. Deploy right away; the "
             "no-deploys-during-a-shift rule has an exception for a production incident.")
    s.multiedit("incfix", f"{PKG}/dispatch/DispatchService.kt", minutes=2, edits=[
        ("    fun createJob(req: CreateJobRequest): JobDto =\n        transaction(db) {",
         "    suspend fun createJob(req: CreateJobRequest): JobDto {\n        // routing first, outside any transaction: "
         "never hold a pool connection while waiting on GraphHopper\n        val ranked = rankRiders(req.pickup, "
         "req.cargo)\n        return transaction(db) {"),
        ("            val rider = rankRiders(req.pickup, req.cargo).firstOrNull()",
         "            val rider = ranked.firstOrNull()"),
        ("                val secs = routing.travelTimesSeconds(near.map { it.position }, pickup)",
         "                val secs =\n                    runCatching { routing.travelTimesSeconds(near.map { it.position"
         " }, pickup) }\n                        .getOrElse { e ->\n                            log.warn(\"routing failed, "
         "straight-line order: {}\", e.message)\n                            near.map { null }\n"
         "                        }\n                if (secs.all { it == null }) return near"),
    ])
    s.edit("ghtimeout", f"{PKG}/routing/RoutingClient.kt",
           "                install(HttpTimeout) { requestTimeoutMillis = 15_000 }\n                install("
           "HttpRequestRetry) {\n                    maxRetries = 3\n                    retryIf { _, response -> "
           "response.status.value == 429 || response.status.value >= 500 }\n                    exponentialDelay()\n"
           "                }",
           "                // 5 May 2029 incident: fail fast, no retries; dispatch falls back to straight-line order\n"
           "                install(HttpTimeout) { requestTimeoutMillis = 3_000 }", minutes=1.5)
    s.bash("test9", "./gradlew ktlintCheck test", gradle_test(21, 20))
    s.bash("hotdeploy", "git commit -am 'dispatch: routing outside the transaction, 3 s GraphHopper timeout, "
           "straight-line fallback' && ./deploy.sh", "[main e6a42c9] dispatch: routing outside the transaction, 3 s "
           "GraphHopper timeout, straight-line fallback\n 3 files changed, 34 insertions(+), 19 deletions(-)\n[kotest] "
           "21 tests passed\n api-1  Recreated\n{\"status\":\"ok\",\"version\":\"1.1.1\"}", minutes=3)
    s.bash("verify9", "ssh deploy@51.158.97.214 'cd /opt/routewise && docker compose -f deploy/compose.prod.yml logs "
           "--since 5m api | grep -c \"Connection is not available\"; curl -s localhost:8080/metrics | grep "
           "hikaricp_connections_active'", "0\nhikaricp_connections_active{pool=\"HikariPool-1\"} 2.0", minutes=8)
    s.lesson("lesson3", "Never make an outbound HTTP call (GraphHopper, FCM) inside an Exposed transaction: the "
             "request holds a Hikari connection for the whole wait, and a slow or rate-limited API drains the pool "
             "('Connection is not available, request timed out after 30000ms'). Do the remote call first, with a "
             "short timeout and a fallback.", "routewise incident on Saturday 5 May 2029, lunch rush")
    s.write("incnote", "docs/incidents/2029-05-05.md",
            "# 5 May 2029: dispatch frozen during the Saturday lunch rush\n\n- **When:** 12:28-12:57 (Brussels), "
            "fix deployed 12:54\n- **Impact:** 31 jobs waited without an offer; Sofie phoned 4 riders by hand.\n- "
            "**Cause:** rankRiders() called the GraphHopper Matrix API inside the database transaction. GraphHopper "
            "answered 429 (per-minute limit of our Basic package) and our client retried with backoff for up to 12 s, "
            "so all 10 Hikari connections were held by requests waiting on routing: 'Connection is not available, "
            "request timed out after 30000ms'.\n- **Fix (v1.1.1):** routing before the transaction, 3 s timeout, no "
            "retries, straight-line fallback.\n- **Follow-up:** ask GraphHopper about the per-minute limit; "
            "re-offers should reuse the ranking instead of asking again.\n")
    s.bash("commit9", "git add docs/incidents && git commit -m 'docs: incident note 2029-05-05' && git tag v1.1.1 && "
           "git push origin main v1.1.1", "[main 0b5d7e3] docs: incident note 2029-05-05\n 1 file changed, 11 "
           "insertions(+)\n * [new tag]         v1.1.1 -> v1.1.1")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "0b5d7e3 docs: incident note 2029-05-05\ne6a42c9 dispatch: routing outside the transaction, 3 s GraphHopper "
           "timeout, straight-line fallback")
    s.prompt("invoice", "Griet's export, as promised. GET /admin/exports/invoices?month=2029-04 returns a CSV with one "
             "line per client: client name, number of deliveries, of which cargo, total km, and the amount excluding "
             "VAT. The tariff Jens fixed: 6.50 EUR per delivery with the first 3 km included, 1.20 EUR per extra km, "
             "4.00 EUR extra for a cargo bike delivery. Comma-separated is fine. The month is Brussels time.")
    s.write("v4", "src/main/resources/db/migration/V4__job_route_km.sql",
            "-- route length for invoicing (GraphHopper distance, or haversine x 1.3 when routing failed)\n"
            "ALTER TABLE jobs ADD COLUMN route_km NUMERIC(6, 2) NOT NULL DEFAULT 0;\n"
            "ALTER TABLE jobs ADD COLUMN delivered_at TIMESTAMP;\n")
    s.write("invoicesvc", f"{PKG}/billing/InvoiceExport.kt", INVOICE_KT)
    s.write("invoicetest", f"{TPKG}/billing/InvoiceExportTest.kt",
            "package be.pedaalpost.routewise.billing\n\nimport io.kotest.core.spec.style.FunSpec\nimport "
            "io.kotest.matchers.shouldBe\nimport java.time.YearMonth\n\nclass InvoiceExportTest : FunSpec({\n"
            "    test(\"extra km and cargo surcharge\") {\n        // 3 deliveries for Bloemisterij Flora: 2.1 km, 5.8 km, "
            "9.2 km cargo\n        val line = exportWith(floraJobs()).lines(YearMonth.of(2029, 4)).single()\n"
            "        line.amountEur shouldBe \"34.30\".toBigDecimal()\n    }\n})\n")
    s.bash("moneyfail", "./gradlew test --tests '*InvoiceExportTest'", gradle_test(22, 16, failed=(
        "InvoiceExportTest > extra km and cargo surcharge FAILED\n    io.kotest.assertions.AssertionFailedError: "
        "expected:<34.30> but was:<34.300000000000004>")), code=1)
    s.prompt("moneywhy", "That's floating point. House rule from now on: money is never a Double in this codebase. "
             "BigDecimal, scale 2, RoundingMode.HALF_UP, rounded once per line.")
    s.multiedit("moneyfix", f"{PKG}/billing/InvoiceExport.kt", [
        ("    const val BASE_EUR = 6.50 // one delivery, first 3 km included\n    const val INCLUDED_KM = 3.0\n    "
         "const val PER_EXTRA_KM_EUR = 1.20\n    const val CARGO_SURCHARGE_EUR = 4.00",
         "    val BASE_EUR = BigDecimal(\"6.50\") // one delivery, first 3 km included\n    val INCLUDED_KM = "
         "BigDecimal(\"3.0\")\n    val PER_EXTRA_KM_EUR = BigDecimal(\"1.20\")\n    val CARGO_SURCHARGE_EUR = "
         "BigDecimal(\"4.00\")"),
        ("    val amountEur: Double,", "    val amountEur: BigDecimal,"),
    ])
    s.bash("test10", "./gradlew ktlintCheck test", gradle_test(22, 19))
    s.bash("aprilexport", "curl -s -u admin:$ADMIN_PASSWORD 'localhost:8080/admin/exports/invoices?month=2029-04' | "
           "head -5", "client,deliveries,cargo_deliveries,km,amount_excl_vat_eur\n\"Apotheek Sint-Pieters\",41,0,"
           "131.6,296.42\n\"Bloemisterij Flora\",58,11,244.9,556.94\n\"Drukkerij De Zwaan\",23,9,140.2,252.14\n"
           "\"Koffiebranderij Kaldi\",37,2,102.8,271.40")
    s.prompt("semicolon", "Griet opened it in Excel and everything lands in column A: Excel with Belgian settings "
             "expects semicolons and a decimal comma. Switch the export to ';' as separator, amounts written as "
             "556,94, and add a UTF-8 BOM so 'Apotheek Sint-Pieters' and the accents in client names come out "
             "right.")
    s.tool_failure(None, "Edit", {"file_path": f"{s.cwd}/{PKG}/billing/InvoiceExport.kt",
                                  "old_string": '            appendLine("client,deliveries,cargo,km,amount")',
                                  "new_string": '            appendLine("client;deliveries;cargo;km;amount")',
                                  "replace_all": False},
                   "String to replace not found in file.\nString:             appendLine(\"client,deliveries,cargo,km,"
                   "amount\")")
    s.edit("semicolonedit", f"{PKG}/billing/InvoiceExport.kt",
           '            appendLine("client,deliveries,cargo_deliveries,km,amount_excl_vat_eur")\n            lines(month)'
           '.forEach { l ->\n                appendLine("\\"${l.client}\\",${l.deliveries},${l.cargoDeliveries},${"%.1f"'
           '.format(l.km)},${l.amountEur}")',
           '            append(\'\\uFEFF\') // BOM: Excel opens UTF-8 correctly\n            appendLine("client;'
           'deliveries;cargo_deliveries;km;amount_excl_vat_eur")\n            lines(month).forEach { l ->\n'
           '                // Belgian Excel: semicolon separator, decimal comma (Griet, 8 May 2029)\n'
           '                appendLine("\\"${l.client}\\";${l.deliveries};${l.cargoDeliveries};${BE.format(l.km)};'
           '${BE.format(l.amountEur)}")')
    s.bash("deploy10", "git add -A && git commit -m 'billing: monthly invoice export per client (semicolon CSV for "
           "Excel)' && ./deploy.sh", "[main 2d9f61a] billing: monthly invoice export per client (semicolon CSV for "
           "Excel)\n 7 files changed, 188 insertions(+), 3 deletions(-)\n[kotest] 23 tests passed\n api-1  Recreated\n"
           "{\"status\":\"ok\",\"version\":\"1.1.2\"}")
    s.remember("meminvoice", "routewise invoice export for Griet Claeys (bookkeeping): GET /admin/exports/invoices?"
               "month=YYYY-MM, one line per client (deliveries, cargo deliveries, km, amount excl. VAT), month in "
               "Brussels time. Tariff: 6.50 EUR per delivery incl. first 3 km, 1.20 EUR per extra km, 4.00 EUR cargo "
               "surcharge. CSV with ';' separator, decimal comma and UTF-8 BOM for Belgian Excel. Money is always "
               "BigDecimal (scale 2, HALF_UP), never Double. April 2029 total for Bloemisterij Flora: 556.94 EUR.",
               "routewise invoice export", "fact")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("plans", "Planning meeting with Jens and Sofie this afternoon. What's coming: (1) from Monday 4 June we "
             "run lab samples for UZ Gent between the campus and three GP practices: a MEDICAL job type that has to "
             "be delivered within 30 minutes and may only go to riders who carry a cooler box; (2) Ruben releases "
             "rider app 2.0 on Tuesday 22 May, which sends the position every 15 seconds instead of 30; (3) four new "
             "riders start their training on Monday 14 May; (4) Griet wants the May export on Friday 1 June. Start "
             "with the data model for (1) today.")
    s.write("v5", "src/main/resources/db/migration/V5__medical_jobs.sql",
            "-- UZ Gent lab samples from 4 June 2029: MEDICAL jobs, max 30 minutes, riders with a cooler box only\n"
            "ALTER TABLE jobs ADD COLUMN job_type VARCHAR(16) NOT NULL DEFAULT 'STANDARD';\n"
            "ALTER TABLE jobs ADD COLUMN deliver_by TIMESTAMP;\n"
            "ALTER TABLE riders ADD COLUMN has_cooler_box BOOLEAN NOT NULL DEFAULT FALSE;\n")
    s.edit("medicaltype", f"{PKG}/db/Tables.kt", "enum class JobStatus {",
           "enum class JobType { STANDARD, MEDICAL }\n\nenum class JobStatus {")
    s.edit("medicalrank", f"{PKG}/dispatch/DispatchService.kt",
           "            .filter { !cargo || it[Riders.hasCargoBike] }",
           "            .filter { !cargo || it[Riders.hasCargoBike] }\n            .filter { type != JobType.MEDICAL || "
           "it[Riders.hasCoolerBox] }")
    s.bash("flyway5", "./gradlew run -q 2>&1 | grep -m2 Migrat", "INFO  o.f.c.i.c.DbMigrate - Migrating schema "
           "\"public\" to version \"5 - medical jobs\"\nINFO  o.f.c.i.c.DbMigrate - Successfully applied 1 migration "
           "to schema \"public\", now at version v5 (execution time 00:00.034s)")
    s.prompt("locrate", "About app 2.0 pinging every 15 s: only the riders table keeps the last position, we don't "
             "store a history, so the extra writes are nothing (12 riders x 4 per minute). But lower the freshness "
             "cut-off in rankRiders from 2 minutes to 1 minute once 2.0 is out, not before. Put that on the list for "
             "22 May.")
    s.todo("todo", [("MEDICAL jobs: 30-minute deadline on the board, cooler-box riders only (go-live 4 June)",
                   "in_progress"), ("Freshness cut-off 2 min -> 1 min after rider app 2.0 (22 May)", "pending"),
                  ("Four new riders in the seed + training accounts (14 May)", "pending"),
                  ("May invoice export for Griet (1 June)", "pending")])
    s.bash("test11", "./gradlew ktlintCheck test", gradle_test(25, 20))
    s.bash("commit11", "git add -A && git commit -m 'jobs: MEDICAL type with deliver_by, cooler-box riders (V5)'",
           "[main 6e3b0c8] jobs: MEDICAL type with deliver_by, cooler-box riders (V5)\n 6 files changed, 71 "
           "insertions(+), 4 deletions(-)", minutes=40)
    s.pre_tool("predeploy", "Bash", {"command": "./deploy.sh && git tag -a v1.2.0 -m 'routewise 1.2.0: medical jobs "
                                                "data model' && git push origin v1.2.0"})
    s.bash("tag120", "./deploy.sh && git tag -a v1.2.0 -m 'routewise 1.2.0: medical jobs data model' && git push origin "
           "v1.2.0", "[kotest] 25 tests passed\n api-1  Recreated\n{\"status\":\"ok\",\"version\":\"1.2.0\"}\n"
           " * [new tag]         v1.2.0 -> v1.2.0")
    s.remember("memplans", "routewise plans after the 10 May 2029 meeting (Jens, Sofie): UZ Gent lab samples start "
               "Monday 4 June (MEDICAL jobs, delivered within 30 minutes, riders with a cooler box only; data model "
               "in v1.2.0); four new riders start training Monday 14 May; Ruben's rider app 2.0 ships Tuesday 22 May "
               "(position every 15 s), then lower the rankRiders freshness cut-off from 2 to 1 minute; May invoice "
               "export for Griet on Friday 1 June.", "routewise upcoming dates", "event")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-04-09T07:40:00", "4e2a91c0-7b13-4d5e-9f20-1a2b3c4d6601", s1),    # Mon
    ("s2", "2029-04-11T08:05:00", "5f3ba2d1-8c24-4e6f-a031-2b3c4d5e6602", s2),    # Wed
    ("s3", "2029-04-13T11:30:00", "604cb3e2-9d35-4f70-b142-3c4d5e6f6603", s3),    # Fri
    ("s4", "2029-04-17T07:45:00", "715dc4f3-ae46-4081-c253-4d5e6f706604", s4),    # Tue
    ("s5", "2029-04-19T08:30:00", "826ed504-bf57-4192-d364-5e6f70816605", s5),    # Thu
    ("s6", "2029-04-23T07:20:00", "937fe615-c068-42a3-e475-6f7081926606", s6),    # Mon
    ("s7", "2029-04-25T06:10:00", "a480f726-d179-43b4-f586-708192a36607", s7),    # Wed
    ("s8", "2029-04-30T18:05:00", "b5910837-e28a-44c5-0697-8192a3b46608", s8),    # Mon
    ("s9", "2029-05-05T10:36:00", "c6a21948-f39b-45d6-17a8-92a3b4c56609", s9),    # Sat
    ("s10", "2029-05-08T18:20:00", "d7b32a59-04ac-46e7-28b9-a3b4c5d66610", s10),  # Tue
    ("s11", "2029-05-10T16:40:00", "e8c43b6a-15bd-47f8-39ca-b4c5d6e76611", s11),  # Thu
]

#: When the questions are asked: Friday morning, the day after the last session (Thursday 10 May).
ASKED_AT = "2029-05-11T07:30:00Z"
