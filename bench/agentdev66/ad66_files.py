"""Whole files the agent reads or writes in the routewise history (bench/agentdev66/sessions.py)."""
from __future__ import annotations

LIBS_TOML = """[versions]
kotlin = "2.1.10"
ktor = "3.1.0"
exposed = "0.58.0"
koin = "4.0.2"
postgresql = "42.7.5"
hikari = "6.2.1"
logback = "1.5.16"
kotest = "5.9.1"
kotest-koin = "1.3.0"
ktlint-gradle = "12.1.2"

[libraries]
ktor-server-core = { module = "io.ktor:ktor-server-core", version.ref = "ktor" }
ktor-server-netty = { module = "io.ktor:ktor-server-netty", version.ref = "ktor" }
ktor-server-content-negotiation = { module = "io.ktor:ktor-server-content-negotiation", version.ref = "ktor" }
ktor-server-status-pages = { module = "io.ktor:ktor-server-status-pages", version.ref = "ktor" }
ktor-server-call-logging = { module = "io.ktor:ktor-server-call-logging", version.ref = "ktor" }
ktor-server-auth = { module = "io.ktor:ktor-server-auth", version.ref = "ktor" }
ktor-server-html-builder = { module = "io.ktor:ktor-server-html-builder", version.ref = "ktor" }
ktor-serialization-kotlinx-json = { module = "io.ktor:ktor-serialization-kotlinx-json", version.ref = "ktor" }
ktor-client-core = { module = "io.ktor:ktor-client-core", version.ref = "ktor" }
ktor-client-cio = { module = "io.ktor:ktor-client-cio", version.ref = "ktor" }
ktor-client-content-negotiation = { module = "io.ktor:ktor-client-content-negotiation", version.ref = "ktor" }
ktor-server-test-host = { module = "io.ktor:ktor-server-test-host", version.ref = "ktor" }
exposed-core = { module = "org.jetbrains.exposed:exposed-core", version.ref = "exposed" }
exposed-jdbc = { module = "org.jetbrains.exposed:exposed-jdbc", version.ref = "exposed" }
exposed-java-time = { module = "org.jetbrains.exposed:exposed-java-time", version.ref = "exposed" }
koin-ktor = { module = "io.insert-koin:koin-ktor", version.ref = "koin" }
koin-logger-slf4j = { module = "io.insert-koin:koin-logger-slf4j", version.ref = "koin" }
postgresql = { module = "org.postgresql:postgresql", version.ref = "postgresql" }
hikari = { module = "com.zaxxer:HikariCP", version.ref = "hikari" }
logback = { module = "ch.qos.logback:logback-classic", version.ref = "logback" }
kotest-runner = { module = "io.kotest:kotest-runner-junit5", version.ref = "kotest" }
kotest-assertions = { module = "io.kotest:kotest-assertions-core", version.ref = "kotest" }
kotest-koin = { module = "io.kotest.extensions:kotest-extensions-koin", version.ref = "kotest-koin" }

[plugins]
kotlin-jvm = { id = "org.jetbrains.kotlin.jvm", version.ref = "kotlin" }
kotlin-serialization = { id = "org.jetbrains.kotlin.plugin.serialization", version.ref = "kotlin" }
ktor = { id = "io.ktor.plugin", version.ref = "ktor" }
ktlint = { id = "org.jlleitschuh.gradle.ktlint", version.ref = "ktlint-gradle" }
"""

BUILD_GRADLE = """plugins {
    alias(libs.plugins.kotlin.jvm)
    alias(libs.plugins.kotlin.serialization)
    alias(libs.plugins.ktor)
    alias(libs.plugins.ktlint)
}

group = "be.pedaalpost"
version = "0.1.0"

application {
    mainClass.set("be.pedaalpost.routewise.ApplicationKt")
}

kotlin {
    jvmToolchain(21)
}

repositories {
    mavenCentral()
}

dependencies {
    implementation(libs.ktor.server.core)
    implementation(libs.ktor.server.netty)
    implementation(libs.ktor.server.content.negotiation)
    implementation(libs.ktor.server.status.pages)
    implementation(libs.ktor.server.call.logging)
    implementation(libs.ktor.server.auth)
    implementation(libs.ktor.server.html.builder)
    implementation(libs.ktor.serialization.kotlinx.json)
    implementation(libs.ktor.client.core)
    implementation(libs.ktor.client.cio)
    implementation(libs.ktor.client.content.negotiation)
    implementation(libs.exposed.core)
    implementation(libs.exposed.jdbc)
    implementation(libs.exposed.java.time)
    implementation(libs.koin.ktor)
    implementation(libs.koin.logger.slf4j)
    implementation(libs.postgresql)
    implementation(libs.hikari)
    implementation(libs.logback)

    testImplementation(libs.ktor.server.test.host)
    testImplementation(libs.kotest.runner)
    testImplementation(libs.kotest.assertions)
    testImplementation(libs.kotest.koin)
}

tasks.withType<Test>().configureEach {
    useJUnitPlatform()
}

ktor {
    fatJar {
        archiveFileName.set("routewise.jar")
    }
}
"""

APPLICATION_CONF = """ktor {
    deployment {
        port = 8080
        port = ${?PORT}
    }
    application {
        modules = [ be.pedaalpost.routewise.ApplicationKt.module ]
    }
}

db {
    url = "jdbc:postgresql://localhost:5434/routewise"
    url = ${?DATABASE_URL}
    user = "routewise"
    user = ${?DATABASE_USER}
    password = "routewise"
    password = ${?DATABASE_PASSWORD}
    maxPoolSize = 10
}
"""

TABLES_KT = """package be.pedaalpost.routewise.db

import org.jetbrains.exposed.dao.id.LongIdTable
import org.jetbrains.exposed.sql.javatime.timestamp

enum class RiderStatus { OFFLINE, AVAILABLE, ON_JOB }

enum class JobStatus { OPEN, OFFERED, ACCEPTED, PICKED_UP, DELIVERED, CANCELLED }

object Clients : LongIdTable("clients") {
    val name = varchar("name", 120)
    val vatNumber = varchar("vat_number", 20).nullable()
    val street = varchar("street", 200)
}

object Riders : LongIdTable("riders") {
    val name = varchar("name", 100)
    val phone = varchar("phone", 20)
    val hasCargoBike = bool("has_cargo_bike").default(false)
    val status = enumerationByName<RiderStatus>("status", 16).default(RiderStatus.OFFLINE)
    val lastLat = double("last_lat").nullable()
    val lastLon = double("last_lon").nullable()
    val lastSeenAt = timestamp("last_seen_at").nullable()
}

object Jobs : LongIdTable("jobs") {
    val clientId = reference("client_id", Clients)
    val pickupAddress = varchar("pickup_address", 200)
    val pickupLat = double("pickup_lat")
    val pickupLon = double("pickup_lon")
    val dropoffAddress = varchar("dropoff_address", 200)
    val dropoffLat = double("dropoff_lat")
    val dropoffLon = double("dropoff_lon")
    val cargo = bool("cargo").default(false)
    val status = enumerationByName<JobStatus>("status", 16).default(JobStatus.OPEN)
    val offeredTo = reference("offered_to", Riders).nullable()
    val offeredAt = timestamp("offered_at").nullable()
    val createdAt = timestamp("created_at")
}
"""

DB_FACTORY_KT = """package be.pedaalpost.routewise.db

import com.zaxxer.hikari.HikariConfig
import com.zaxxer.hikari.HikariDataSource
import io.ktor.server.config.ApplicationConfig
import org.jetbrains.exposed.sql.Database
import org.jetbrains.exposed.sql.SchemaUtils
import org.jetbrains.exposed.sql.transactions.transaction

object DatabaseFactory {
    fun init(config: ApplicationConfig): Database {
        val hikari =
            HikariConfig().apply {
                jdbcUrl = config.property("db.url").getString()
                username = config.property("db.user").getString()
                password = config.property("db.password").getString()
                maximumPoolSize = config.property("db.maxPoolSize").getString().toInt()
                isAutoCommit = false
                transactionIsolation = "TRANSACTION_REPEATABLE_READ"
                validate()
            }
        val db = Database.connect(HikariDataSource(hikari))
        // creates the tables that don't exist yet (dev convenience for now)
        transaction(db) { SchemaUtils.create(Clients, Riders, Jobs) }
        return db
    }
}
"""

APPLICATION_KT = """package be.pedaalpost.routewise

import be.pedaalpost.routewise.db.DatabaseFactory
import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.netty.EngineMain
import io.ktor.server.plugins.calllogging.CallLogging
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.plugins.statuspages.StatusPages
import io.ktor.server.response.respond
import io.ktor.server.routing.get
import io.ktor.server.routing.routing
import kotlinx.serialization.json.Json
import org.koin.dsl.module
import org.koin.ktor.plugin.Koin
import org.koin.logger.slf4jLogger
import java.time.Clock

fun main(args: Array<String>) = EngineMain.main(args)

fun Application.appModule() =
    module {
        single { DatabaseFactory.init(environment.config) }
        single<Clock> { Clock.systemUTC() }
    }

fun Application.module() {
    install(Koin) {
        slf4jLogger()
        modules(appModule())
    }
    install(ContentNegotiation) {
        json(Json { ignoreUnknownKeys = true })
    }
    install(CallLogging)
    install(StatusPages) {
        exception<Throwable> { call, cause ->
            call.application.environment.log.error("unhandled", cause)
            call.respond(HttpStatusCode.InternalServerError, mapOf("error" to "internal"))
        }
    }
    routing {
        get("/health") { call.respond(mapOf("status" to "ok", "version" to "0.1.0")) }
    }
}
"""

APPLICATION_KT_S2 = APPLICATION_KT.replace(
    """    routing {
        get("/health") { call.respond(mapOf("status" to "ok", "version" to "0.1.0")) }
    }""",
    """    routing {
        get("/health") { call.respond(mapOf("status" to "ok", "version" to "0.1.0")) }
        jobRoutes()
        riderRoutes()
    }""").replace(
    "import be.pedaalpost.routewise.db.DatabaseFactory\n",
    "import be.pedaalpost.routewise.api.jobRoutes\nimport be.pedaalpost.routewise.api.riderRoutes\n"
    "import be.pedaalpost.routewise.db.DatabaseFactory\n")

DISPATCH_KT = """package be.pedaalpost.routewise.dispatch

import be.pedaalpost.routewise.db.JobStatus
import be.pedaalpost.routewise.db.Jobs
import be.pedaalpost.routewise.db.RiderStatus
import be.pedaalpost.routewise.db.Riders
import org.jetbrains.exposed.sql.Database
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.insertAndGetId
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction
import org.jetbrains.exposed.sql.update
import java.time.Clock
import java.time.Duration

data class RiderCandidate(val riderId: Long, val meters: Double)

/** Creates jobs and offers each to the nearest available rider (straight-line distance for now). */
class DispatchService(
    private val db: Database,
    private val clock: Clock,
) {
    fun createJob(req: CreateJobRequest): JobDto =
        transaction(db) {
            require(GhentZone.contains(req.pickup) && GhentZone.contains(req.dropoff)) { "outside the delivery zone" }
            val id =
                Jobs.insertAndGetId {
                    it[clientId] = req.clientId
                    it[pickupAddress] = req.pickupAddress
                    it[pickupLat] = req.pickup.lat
                    it[pickupLon] = req.pickup.lon
                    it[dropoffAddress] = req.dropoffAddress
                    it[dropoffLat] = req.dropoff.lat
                    it[dropoffLon] = req.dropoff.lon
                    it[cargo] = req.cargo
                    it[createdAt] = clock.instant()
                }.value
            val rider = findNearestRider(req.pickup, req.cargo)
            if (rider != null) offer(id, rider.riderId)
            JobDto(id, if (rider != null) JobStatus.OFFERED else JobStatus.OPEN, rider?.riderId)
        }

    /** The closest AVAILABLE rider with a fresh location (last ping under 2 minutes old). */
    fun findNearestRider(
        pickup: LatLon,
        cargo: Boolean,
        exclude: Set<Long> = emptySet(),
    ): RiderCandidate? {
        val fresh = clock.instant().minus(Duration.ofMinutes(2))
        return Riders
            .selectAll()
            .where { (Riders.status eq RiderStatus.AVAILABLE) and (Riders.lastSeenAt greater fresh) }
            .filter { !cargo || it[Riders.hasCargoBike] }
            .filter { it[Riders.id].value !in exclude }
            .map { RiderCandidate(it[Riders.id].value, haversineMeters(pickup, LatLon(it[Riders.lastLat]!!, it[Riders.lastLon]!!))) }
            .minByOrNull { it.meters }
    }

    private fun offer(
        jobId: Long,
        riderId: Long,
    ) {
        Jobs.update({ Jobs.id eq jobId }) {
            it[status] = JobStatus.OFFERED
            it[offeredTo] = riderId
            it[offeredAt] = clock.instant()
        }
    }
}
"""

PUSH_KT = """package be.pedaalpost.routewise.push

import com.google.auth.oauth2.GoogleCredentials
import com.google.firebase.FirebaseApp
import com.google.firebase.FirebaseOptions
import com.google.firebase.messaging.AndroidConfig
import com.google.firebase.messaging.FirebaseMessaging
import com.google.firebase.messaging.Message
import java.util.Base64

data class OfferPush(
    val jobId: Long,
    val pickupAddress: String,
    val dropoffAddress: String,
    val payoutEur: String,
    val cargo: Boolean,
)

/** Sends job offers to a rider's phone through Firebase Cloud Messaging (project pedaalpost-riders). */
class PushService(
    private val messaging: FirebaseMessaging,
) {
    fun sendOffer(
        fcmToken: String,
        offer: OfferPush,
    ): String {
        val message =
            Message
                .builder()
                .setToken(fcmToken)
                .putData("type", "offer")
                .putData("jobId", offer.jobId.toString())
                .putData("pickup", offer.pickupAddress)
                .putData("dropoff", offer.dropoffAddress)
                .putData("payout", offer.payoutEur)
                .putData("cargo", offer.cargo.toString())
                .setAndroidConfig(
                    AndroidConfig
                        .builder()
                        .setPriority(AndroidConfig.Priority.NORMAL)
                        .build(),
                ).build()
        return messaging.send(message)
    }

    companion object {
        /** FIREBASE_CREDENTIALS holds the service account JSON, base64-encoded; never a file in the repo. */
        fun messagingFromEnv(): FirebaseMessaging {
            val json =
                Base64.getDecoder().decode(
                    System.getenv("FIREBASE_CREDENTIALS") ?: error("FIREBASE_CREDENTIALS is not set"),
                )
            val options =
                FirebaseOptions
                    .builder()
                    .setCredentials(GoogleCredentials.fromStream(json.inputStream()))
                    .setProjectId("pedaalpost-riders")
                    .build()
            return FirebaseMessaging.getInstance(FirebaseApp.initializeApp(options))
        }
    }
}
"""

ADMIN_KT = """package be.pedaalpost.routewise.admin

import be.pedaalpost.routewise.db.JobStatus
import be.pedaalpost.routewise.db.Jobs
import be.pedaalpost.routewise.db.Riders
import io.ktor.server.auth.authenticate
import io.ktor.server.html.respondHtml
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import kotlinx.html.*
import org.jetbrains.exposed.sql.Database
import org.jetbrains.exposed.sql.JoinType
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction
import org.koin.ktor.ext.inject
import java.time.ZoneId
import java.time.format.DateTimeFormatter

private val BRUSSELS = ZoneId.of("Europe/Brussels")
private val HHMM = DateTimeFormatter.ofPattern("HH:mm").withZone(BRUSSELS)

/** Sofie's dispatch board: open and running jobs, refreshed by htmx every 10 s; server-rendered, no npm. */
fun Route.adminRoutes() {
    val db by inject<Database>()
    authenticate("admin-basic") {
        route("/admin") {
            get {
                call.respondHtml {
                    head {
                        title("routewise dispatch")
                        script(src = "/static/htmx.min.js") {}
                        link(rel = "stylesheet", href = "/static/admin.css")
                    }
                    body {
                        h1 { +"Open jobs" }
                        div {
                            id = "board"
                            attributes["hx-get"] = "/admin/board"
                            attributes["hx-trigger"] = "load, every 10s"
                        }
                    }
                }
            }
            get("/board") {
                val rows =
                    transaction(db) {
                        Jobs
                            .join(Riders, JoinType.LEFT, Jobs.offeredTo, Riders.id)
                            .selectAll()
                            .where { Jobs.status neq JobStatus.DELIVERED }
                            .orderBy(Jobs.createdAt)
                            .toList()
                    }
                call.respondHtml {
                    body {
                        table {
                            tr { th { +"#" }; th { +"created" }; th { +"pickup" }; th { +"status" }; th { +"rider" }; th {} }
                            rows.forEach { r ->
                                tr {
                                    td { +r[Jobs.id].value.toString() }
                                    td { +HHMM.format(r[Jobs.createdAt]) }
                                    td { +r[Jobs.pickupAddress] }
                                    td { +r[Jobs.status].name }
                                    td { +(r.getOrNull(Riders.name) ?: "-") }
                                    td {
                                        button {
                                            attributes["hx-post"] = "/admin/jobs/${r[Jobs.id].value}/reassign"
                                            attributes["hx-target"] = "#board"
                                            +"reassign"
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            post("/jobs/{id}/reassign") {
                // offers the job to the next rider, skipping the one it was offered to
                TODO("wired to DispatchService.reoffer in the next step")
            }
        }
    }
}
"""

V1_SQL = """-- Baseline: the schema as SchemaUtils created it up to 13 April 2029.
CREATE TABLE IF NOT EXISTS clients (
    id          BIGSERIAL PRIMARY KEY,
    name        VARCHAR(120) NOT NULL,
    vat_number  VARCHAR(20),
    street      VARCHAR(200) NOT NULL
);

CREATE TABLE IF NOT EXISTS riders (
    id              BIGSERIAL PRIMARY KEY,
    name            VARCHAR(100) NOT NULL,
    phone           VARCHAR(20)  NOT NULL,
    has_cargo_bike  BOOLEAN      NOT NULL DEFAULT FALSE,
    status          VARCHAR(16)  NOT NULL DEFAULT 'OFFLINE',
    last_lat        DOUBLE PRECISION,
    last_lon        DOUBLE PRECISION,
    last_seen_at    TIMESTAMP,
    fcm_token       VARCHAR(255)
);

CREATE TABLE IF NOT EXISTS jobs (
    id               BIGSERIAL PRIMARY KEY,
    client_id        BIGINT       NOT NULL REFERENCES clients(id),
    pickup_address   VARCHAR(200) NOT NULL,
    pickup_lat       DOUBLE PRECISION NOT NULL,
    pickup_lon       DOUBLE PRECISION NOT NULL,
    dropoff_address  VARCHAR(200) NOT NULL,
    dropoff_lat      DOUBLE PRECISION NOT NULL,
    dropoff_lon      DOUBLE PRECISION NOT NULL,
    cargo            BOOLEAN      NOT NULL DEFAULT FALSE,
    status           VARCHAR(16)  NOT NULL DEFAULT 'OPEN',
    offered_to       BIGINT REFERENCES riders(id),
    offered_at       TIMESTAMP,
    created_at       TIMESTAMP    NOT NULL
);

CREATE INDEX IF NOT EXISTS jobs_status_idx ON jobs (status);
CREATE INDEX IF NOT EXISTS riders_status_idx ON riders (status);
"""

DOCKERFILE = """# build stage: the Gradle wrapper inside the image, no local Gradle needed
FROM eclipse-temurin:21-jdk AS build
WORKDIR /src
COPY gradlew settings.gradle.kts build.gradle.kts ./
COPY gradle ./gradle
RUN ./gradlew --no-daemon dependencies > /dev/null
COPY src ./src
RUN ./gradlew --no-daemon buildFatJar -x test

# run stage
FROM eclipse-temurin:21-jre
WORKDIR /app
COPY --from=build /src/build/libs/routewise.jar ./routewise.jar
ENV JAVA_OPTS="-XX:MaxRAMPercentage=75 -XX:+UseSerialGC"
EXPOSE 8080
CMD ["sh", "-c", "java $JAVA_OPTS -jar routewise.jar"]
"""

ROUTING_KT = """package be.pedaalpost.routewise.routing

import be.pedaalpost.routewise.dispatch.LatLon
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.parameter
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

/** Bike travel times from several riders to one pickup point. */
interface RoutingClient {
    /** Seconds by bike from each of `from` to `to`; null where no route was found. */
    suspend fun travelTimesSeconds(
        from: List<LatLon>,
        to: LatLon,
    ): List<Long?>
}

@Serializable
private data class MatrixRequest(
    @SerialName("from_points") val fromPoints: List<List<Double>>,
    @SerialName("to_points") val toPoints: List<List<Double>>,
    @SerialName("out_arrays") val outArrays: List<String>,
    val profile: String,
    @SerialName("fail_fast") val failFast: Boolean = false,
)

@Serializable
private data class MatrixResponse(
    val times: List<List<Long?>>,
)

/** GraphHopper Matrix API, profile "bike"; the key comes from GRAPHHOPPER_API_KEY. */
class GraphHopperRoutingClient(
    private val apiKey: String,
    private val http: HttpClient = defaultClient(),
) : RoutingClient {
    override suspend fun travelTimesSeconds(
        from: List<LatLon>,
        to: LatLon,
    ): List<Long?> {
        val response: MatrixResponse =
            http
                .post("https://graphhopper.com/api/1/matrix") {
                    parameter("key", apiKey)
                    contentType(ContentType.Application.Json)
                    // GraphHopper wants [lon, lat]
                    setBody(
                        MatrixRequest(
                            fromPoints = from.map { listOf(it.lon, it.lat) },
                            toPoints = listOf(listOf(to.lon, to.lat)),
                            outArrays = listOf("times"),
                            profile = "bike",
                        ),
                    )
                }.body()
        return response.times.map { row -> row.firstOrNull() }
    }

    companion object {
        fun defaultClient() =
            HttpClient(CIO) {
                install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
                install(HttpTimeout) { requestTimeoutMillis = 15_000 }
                install(HttpRequestRetry) {
                    maxRetries = 3
                    retryIf { _, response -> response.status.value == 429 || response.status.value >= 500 }
                    exponentialDelay()
                }
            }
    }
}
"""

TEST_KOIN_KT = """package be.pedaalpost.routewise

import be.pedaalpost.routewise.db.TestDatabase
import be.pedaalpost.routewise.notify.FakeRiderNotifier
import be.pedaalpost.routewise.notify.RiderNotifier
import org.koin.dsl.module
import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset

/** Koin definitions for API tests: an embedded test database and fakes instead of anything remote. */
val testModules =
    module {
        single { TestDatabase.connect() }
        single<Clock> { Clock.fixed(Instant.parse("2029-04-20T09:00:00Z"), ZoneOffset.UTC) }
        single<RiderNotifier> { FakeRiderNotifier() }
        single { be.pedaalpost.routewise.dispatch.DispatchService(get(), get(), get(), get()) }
    }
"""

COMPOSE_PROD = """# production on routewise-prod-1 (Scaleway DEV1-M, fr-par-2); deployed with ./deploy.sh only
services:
  db:
    image: postgres:16.4
    restart: unless-stopped
    environment:
      POSTGRES_DB: routewise
      POSTGRES_USER: routewise
      POSTGRES_PASSWORD: ${DB_PASSWORD}
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U routewise"]
      interval: 10s
      retries: 5

  api:
    build: ..
    restart: unless-stopped
    depends_on:
      db:
        condition: service_healthy
    environment:
      DATABASE_URL: jdbc:postgresql://db:5432/routewise
      DATABASE_USER: routewise
      DATABASE_PASSWORD: ${DB_PASSWORD}
      FIREBASE_CREDENTIALS: ${FIREBASE_CREDENTIALS}
      GRAPHHOPPER_API_KEY: ${GRAPHHOPPER_API_KEY}
      ADMIN_PASSWORD: ${ADMIN_PASSWORD}
      JAVA_OPTS: -XX:MaxRAMPercentage=60 -XX:+UseSerialGC
    expose:
      - "8080"

  caddy:
    image: caddy:2.9
    restart: unless-stopped
    ports:
      - "80:80"
      - "443:443"
    volumes:
      - ./Caddyfile:/etc/caddy/Caddyfile:ro
      - caddy_data:/data

volumes:
  pgdata:
  caddy_data:
"""

CADDYFILE = """dispatch.pedaalpost.be {
\tencode zstd gzip
\treverse_proxy api:8080
\tlog {
\t\toutput file /data/access.log {
\t\t\troll_size 20MiB
\t\t\troll_keep 5
\t\t}
\t}
}
"""

DEPLOY_SH = """#!/usr/bin/env bash
# ./deploy.sh: the only way to deploy routewise (see README). From a clean main, outside shift hours.
set -euo pipefail
HOST=deploy@51.158.97.214

[[ "$(git branch --show-current)" == main ]] || { echo "deploy from main only"; exit 1; }
git diff --quiet && git diff --cached --quiet || { echo "working tree not clean"; exit 1; }

./gradlew --no-daemon ktlintCheck test
git push origin main
ssh "$HOST" 'cd /opt/routewise && git pull --ff-only && docker compose -f deploy/compose.prod.yml up -d --build api'
sleep 20
curl -fsS https://dispatch.pedaalpost.be/health
"""

INVOICE_KT = """package be.pedaalpost.routewise.billing

import be.pedaalpost.routewise.db.Clients
import be.pedaalpost.routewise.db.JobStatus
import be.pedaalpost.routewise.db.Jobs
import org.jetbrains.exposed.sql.Database
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction
import java.time.YearMonth
import java.time.ZoneId

/** Pricing agreed with Jens on 8 May 2029 (excl. VAT). */
object Tariff {
    const val BASE_EUR = 6.50 // one delivery, first 3 km included
    const val INCLUDED_KM = 3.0
    const val PER_EXTRA_KM_EUR = 1.20
    const val CARGO_SURCHARGE_EUR = 4.00
}

data class InvoiceLine(
    val client: String,
    val deliveries: Int,
    val cargoDeliveries: Int,
    val km: Double,
    val amountEur: Double,
)

/** Griet's monthly export: one line per client, delivered jobs of the month (Brussels time). */
class InvoiceExport(
    private val db: Database,
) {
    fun lines(month: YearMonth): List<InvoiceLine> {
        val zone = ZoneId.of("Europe/Brussels")
        val from = month.atDay(1).atStartOfDay(zone).toInstant()
        val to = month.plusMonths(1).atDay(1).atStartOfDay(zone).toInstant()
        return transaction(db) {
            (Jobs innerJoin Clients)
                .selectAll()
                .where { (Jobs.status eq JobStatus.DELIVERED) and (Jobs.deliveredAt greaterEq from) and (Jobs.deliveredAt less to) }
                .groupBy({ it[Clients.name] }, { it })
                .map { (client, jobs) ->
                    val amount =
                        jobs.sumOf { j ->
                            val extraKm = (j[Jobs.routeKm] - Tariff.INCLUDED_KM).coerceAtLeast(0.0)
                            Tariff.BASE_EUR + extraKm * Tariff.PER_EXTRA_KM_EUR +
                                (if (j[Jobs.cargo]) Tariff.CARGO_SURCHARGE_EUR else 0.0)
                        }
                    InvoiceLine(client, jobs.size, jobs.count { it[Jobs.cargo] }, jobs.sumOf { it[Jobs.routeKm] }, amount)
                }.sortedBy { it.client }
        }
    }

    fun csv(month: YearMonth): String =
        buildString {
            appendLine("client,deliveries,cargo_deliveries,km,amount_excl_vat_eur")
            lines(month).forEach { l ->
                appendLine("\\"${l.client}\\",${l.deliveries},${l.cargoDeliveries},${"%.1f".format(l.km)},${l.amountEur}")
            }
        }
}
"""
