"""Whole files the agent reads or writes in the moorline history (bench/agentdev72/sessions.py)."""
from __future__ import annotations

PACKAGE_SWIFT = r'''// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "moorline",
    platforms: [
        .macOS(.v13)
    ],
    dependencies: [
        // 💧 A server-side Swift web framework.
        .package(url: "https://github.com/vapor/vapor.git", from: "4.99.3"),
        // 🗄 An ORM for SQL and NoSQL databases.
        .package(url: "https://github.com/vapor/fluent.git", from: "4.11.0"),
        // 🐘 Fluent driver for Postgres.
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.9.2"),
        // 🪶 Fluent driver for SQLite (tests only: in-memory database).
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.7.4"),
        // 📮 Queues on Redis for reminders and other jobs.
        .package(url: "https://github.com/vapor/queues-redis-driver.git", from: "1.1.1"),
        // 🔔 Apple Push Notification service client.
        .package(url: "https://github.com/swift-server-community/APNSwift.git", from: "5.0.0"),
        // 🔵 Non-blocking, event-driven networking for Swift. Used for custom executors
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.65.0"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "QueuesRedisDriver", package: "queues-redis-driver"),
                .product(name: "APNS", package: "APNSwift"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                .target(name: "App"),
                .product(name: "XCTVapor", package: "vapor"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)

var swiftSettings: [SwiftSetting] {
    [
        .enableUpcomingFeature("DisableOutwardActorInference"),
        .enableExperimentalFeature("StrictConcurrency"),
    ]
}
'''

CONFIGURE_V1 = r'''import Fluent
import FluentPostgresDriver
import Vapor

/// Configures the application: database, migrations, routes.
/// Runs for every command of the executable (serve, migrate, queues), not only for the HTTP server.
public func configure(_ app: Application) async throws {
    app.http.server.configuration.port = Environment.get("PORT").flatMap(Int.init(_:)) ?? 8080

    // Tests register their own database (see Tests/AppTests/TestApp.swift) before calling configure.
    if app.environment != .testing {
        app.databases.use(
            .postgres(
                configuration: .init(
                    hostname: Environment.get("DATABASE_HOST") ?? "localhost",
                    port: Environment.get("DATABASE_PORT").flatMap(Int.init(_:)) ?? 5434,
                    username: Environment.get("DATABASE_USERNAME") ?? "moorline",
                    password: Environment.get("DATABASE_PASSWORD") ?? "moorline",
                    database: Environment.get("DATABASE_NAME") ?? "moorline",
                    tls: .disable
                )
            ),
            as: .psql
        )
    }

    app.migrations.add(CreateBerth())

    try routes(app)
}
'''

BERTH_SWIFT = r'''import Fluent
import Vapor

/// One of the club's 42 swing moorings in the Saltinge river: A1-A30 are let to members by the year,
/// V1-V12 are visitor moorings booked by the night.
final class Berth: Model, Content, @unchecked Sendable {
    static let schema = "berths"

    enum Kind: String, Codable, Sendable {
        case member
        case visitor
    }

    @ID(key: .id)
    var id: UUID?

    /// Painted on the buoy: "A7", "V3".
    @Field(key: "code")
    var code: String

    @Field(key: "kind")
    var kind: Kind

    /// Longest boat (LOA) the mooring's tackle is rated for, in centimetres.
    @Field(key: "max_length_cm")
    var maxLengthCm: Int

    /// Least depth at low water springs, in centimetres.
    @Field(key: "min_depth_cm")
    var minDepthCm: Int

    @OptionalField(key: "notes")
    var notes: String?

    init() {}

    init(id: UUID? = nil, code: String, kind: Kind, maxLengthCm: Int, minDepthCm: Int, notes: String? = nil) {
        self.id = id
        self.code = code
        self.kind = kind
        self.maxLengthCm = maxLengthCm
        self.minDepthCm = minDepthCm
        self.notes = notes
    }
}
'''

CREATE_BERTH = r'''import Fluent

/// The berths table and the club's 42 moorings as they are on the 2029 harbour plan.
struct CreateBerth: AsyncMigration {
    func prepare(on database: Database) async throws {
        try await database.schema(Berth.schema)
            .id()
            .field("code", .string, .required)
            .field("kind", .string, .required)
            .field("max_length_cm", .int, .required)
            .field("min_depth_cm", .int, .required)
            .field("notes", .string)
            .unique(on: "code")
            .create()

        // A1-A30: members' moorings, 10.5 m boats at most (A25-A30 are in the shallows by the hard).
        for n in 1...30 {
            try await Berth(code: "A\(n)", kind: .member, maxLengthCm: 1050, minDepthCm: n > 24 ? 90 : 150)
                .create(on: database)
        }
        // V1-V12: visitor moorings, heavier tackle, up to 12 m.
        for n in 1...12 {
            try await Berth(code: "V\(n)", kind: .visitor, maxLengthCm: 1200, minDepthCm: 180)
                .create(on: database)
        }
    }

    func revert(on database: Database) async throws {
        try await database.schema(Berth.schema).delete()
    }
}
'''

BOOKING_SWIFT = r'''import Fluent
import Vapor

/// A visitor's stay on one mooring: nights from `arrivesOn` (inclusive) to `departsOn` (exclusive).
/// Dates are UTC midnights; amounts are pence.
final class Booking: Model, Content, @unchecked Sendable {
    static let schema = "bookings"

    enum Status: String, Codable, Sendable {
        case confirmed
        case cancelled
    }

    @ID(key: .id)
    var id: UUID?

    /// Shown to the visitor and on Declan's accounts: "ML-2029-0007".
    @Field(key: "reference")
    var reference: String

    @Parent(key: "berth_id")
    var berth: Berth

    @Parent(key: "account_id")
    var account: Account

    @Field(key: "boat_name")
    var boatName: String

    @Field(key: "boat_length_cm")
    var boatLengthCm: Int

    @Field(key: "arrives_on")
    var arrivesOn: Date

    @Field(key: "departs_on")
    var departsOn: Date

    @Field(key: "amount_pence")
    var amountPence: Int

    @Field(key: "status")
    var status: Status

    @OptionalField(key: "cancelled_at")
    var cancelledAt: Date?

    @Timestamp(key: "created_at", on: .create)
    var createdAt: Date?

    init() {}

    init(
        id: UUID? = nil, reference: String, berthID: Berth.IDValue, accountID: Account.IDValue, boatName: String,
        boatLengthCm: Int, arrivesOn: Date, departsOn: Date, amountPence: Int, status: Status = .confirmed
    ) {
        self.id = id
        self.reference = reference
        self.$berth.id = berthID
        self.$account.id = accountID
        self.boatName = boatName
        self.boatLengthCm = boatLengthCm
        self.arrivesOn = arrivesOn
        self.departsOn = departsOn
        self.amountPence = amountPence
        self.status = status
    }

    var nights: Int {
        Calendar.utc.dateComponents([.day], from: arrivesOn, to: departsOn).day ?? 0
    }
}
'''

BOOKING_CONTROLLER = r'''import Fluent
import Vapor

/// POST /v1/bookings, GET /v1/bookings/:bookingID, POST /v1/bookings/:bookingID/cancel
struct BookingController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        let bookings = routes.grouped("v1", "bookings")
        bookings.post(use: create)
        bookings.get(":bookingID", use: show)
        bookings.post(":bookingID", "cancel", use: cancel)
    }

    struct CreateBookingRequest: Content, Validatable {
        var berthCode: String
        var accountID: UUID
        var boatName: String
        var boatLengthCm: Int
        var arrivesOn: Date
        var departsOn: Date

        static func validations(_ validations: inout Validations) {
            validations.add("boatName", as: String.self, is: !.empty && .count(...60))
            validations.add("boatLengthCm", as: Int.self, is: .range(300...1800))
        }
    }

    @Sendable
    func create(req: Request) async throws -> Response {
        try CreateBookingRequest.validate(content: req)
        let input = try req.content.decode(CreateBookingRequest.self)

        let nights = Calendar.utc.dateComponents([.day], from: input.arrivesOn, to: input.departsOn).day ?? 0
        guard (1...Pricing.maxNights).contains(nights) else {
            throw Abort(.unprocessableEntity, reason: "A stay is 1 to \(Pricing.maxNights) nights.")
        }
        guard let berth = try await Berth.query(on: req.db).filter(\.$code == input.berthCode).first() else {
            throw Abort(.notFound, reason: "No mooring \(input.berthCode).")
        }
        guard berth.kind == .visitor else {
            throw Abort(.forbidden, reason: "\(berth.code) is a member's mooring.")
        }
        guard input.boatLengthCm <= berth.maxLengthCm else {
            throw Abort(.unprocessableEntity, reason: "\(berth.code) takes boats up to \(berth.maxLengthCm) cm.")
        }

        let berthID = try berth.requireID()
        let clash = try await Booking.query(on: req.db)
            .filter(\.$berth.$id == berthID)
            .filter(\.$status == .confirmed)
            .filter(\.$arrivesOn <= input.departsOn)
            .filter(\.$departsOn >= input.arrivesOn)
            .first()
        guard clash == nil else {
            throw Abort(.conflict, reason: "\(berth.code) is taken for some of those nights.")
        }

        let booking = Booking(
            reference: try await Booking.nextReference(on: req.db),
            berthID: berthID,
            accountID: input.accountID,
            boatName: input.boatName,
            boatLengthCm: input.boatLengthCm,
            arrivesOn: input.arrivesOn,
            departsOn: input.departsOn,
            amountPence: Pricing.amountPence(nights: nights, boatLengthCm: input.boatLengthCm)
        )
        try await booking.save(on: req.db)
        return try await booking.encodeResponse(status: .created, for: req)
    }

    @Sendable
    func show(req: Request) async throws -> Booking {
        guard let booking = try await Booking.find(req.parameters.get("bookingID"), on: req.db) else {
            throw Abort(.notFound)
        }
        return booking
    }

    /// Free until `Pricing.freeCancellationHours` before arrival; after that the first night is charged.
    @Sendable
    func cancel(req: Request) async throws -> Booking {
        guard let booking = try await Booking.find(req.parameters.get("bookingID"), on: req.db) else {
            throw Abort(.notFound)
        }
        guard booking.status == .confirmed else {
            throw Abort(.conflict, reason: "Booking \(booking.reference) is already cancelled.")
        }
        let hoursToArrival = booking.arrivesOn.timeIntervalSinceNow / 3600
        booking.status = .cancelled
        booking.cancelledAt = Date()
        booking.amountPence =
            hoursToArrival < Double(Pricing.freeCancellationHours)
            ? Pricing.amountPence(nights: 1, boatLengthCm: booking.boatLengthCm)
            : 0
        try await booking.save(on: req.db)
        return booking
    }
}
'''

DOCKERFILE = r'''# ================================
# Build image
# ================================
FROM swift:5.10-jammy AS build

# Install OS updates
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q dist-upgrade -y \
    && apt-get install -y libjemalloc-dev

# Set up a build area
WORKDIR /build

# First just resolve dependencies.
# This creates a cached layer that can be reused
# as long as your Package.swift/Package.resolved
# files do not change.
COPY ./Package.* ./
RUN swift package resolve \
        $([ -f ./Package.resolved ] && echo "--force-resolved-versions" || true)

# Copy entire repo into container
COPY . .

# Build everything, with optimizations, with static linking, and using jemalloc
RUN swift build -c release \
                --static-swift-stdlib \
                -Xlinker -ljemalloc

# Switch to the staging area
WORKDIR /staging

# Copy main executable to staging area
RUN cp "$(swift build --package-path /build -c release --show-bin-path)/App" ./

# Copy static swift backtracer binary to staging area
RUN cp "/usr/libexec/swift/linux/swift-backtrace-static" ./

# Copy resources bundled by SPM to staging area
RUN find -L "$(swift build --package-path /build -c release --show-bin-path)/" -regex '.*\.resources$' -exec cp -Ra {} ./ \;

# ================================
# Run image
# ================================
FROM ubuntu:jammy

# Make sure all system packages are up to date, and install only essential packages.
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q dist-upgrade -y \
    && apt-get -q install -y \
      libjemalloc2 \
      ca-certificates \
      tzdata \
    && rm -r /var/lib/apt/lists/*

# Create a vapor user and group with /app as its home directory
RUN useradd --user-group --create-home --system --skel /dev/null --home-dir /app vapor

# Switch to the new home directory
WORKDIR /app

# Copy built executable and any staged resources from builder
COPY --from=build --chown=vapor:vapor /staging /app

# Provide configuration needed by the built-in crash reporter and some sensible default behaviors.
ENV SWIFT_BACKTRACE=enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=./swift-backtrace-static

# Ensure all further commands run as the vapor user
USER vapor:vapor

# Let Docker bind to port 8080
EXPOSE 8080

# Start the Vapor service when the image is run, default to listening on 8080 in production environment
ENTRYPOINT ["./App"]
CMD ["serve", "--env", "production", "--hostname", "0.0.0.0", "--port", "8080"]
'''

FLY_TOML = r'''# fly.toml app configuration file generated for moorline-api on 2029-04-06T09:41:27+01:00
#
# See https://fly.io/docs/reference/configuration/ for information about how to use this file.
#

app = 'moorline-api'
primary_region = 'lhr'

[build]

[deploy]
  release_command = 'migrate --yes'

[env]
  LOG_LEVEL = 'info'
  TZ = 'Europe/London'

[processes]
  app = 'serve --env production'
  worker = 'queues --env production'

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = 'stop'
  auto_start_machines = true
  min_machines_running = 1
  processes = ['app']

  [[http_service.checks]]
    grace_period = '10s'
    interval = '15s'
    method = 'GET'
    timeout = '2s'
    path = '/health'

[[vm]]
  memory = '512mb'
  cpu_kind = 'shared'
  cpus = 1
'''

CI_YML = r'''name: ci

on:
  push:
    branches: [main]
  pull_request:

concurrency:
  group: ci-${{ github.ref }}
  cancel-in-progress: true

jobs:
  test:
    runs-on: ubuntu-latest
    container: swift:5.10-jammy
    steps:
      - uses: actions/checkout@v4

      - name: Cache .build
        uses: actions/cache@v4
        with:
          path: .build
          key: spm-${{ runner.os }}-${{ hashFiles('Package.resolved') }}
          restore-keys: spm-${{ runner.os }}-

      - name: Lint
        run: swift format lint --strict --recursive Sources Tests

      - name: Test
        run: swift test --parallel
'''

PUSH_SENDER = r'''import APNS
import APNSCore
import Foundation
import NIOSSL
import Vapor

/// What the rest of the app uses to send a push. Tests use FakePushSender: they never talk to Apple.
protocol PushSender: Sendable {
    func send(_ alert: PushAlert, to deviceToken: String) async throws
}

struct PushAlert: Sendable {
    var title: String
    var body: String
    var bookingID: UUID?
}

struct PushPayload: Codable, Sendable {
    var bookingID: UUID?
}

/// APNs through APNSwift, authenticated with the club's push certificate
/// (moorline-push.p12 exported by Ines, converted to PEM: certs/apns-cert.pem + certs/apns-key.pem).
final class APNSPushSender: PushSender {
    private let client: APNSClient<JSONDecoder, JSONEncoder>
    private let topic: String

    init(certificatePath: String, keyPath: String, topic: String) throws {
        let key = try NIOSSLPrivateKey(file: keyPath, format: .pem)
        let chain = try NIOSSLCertificate.fromPEMFile(certificatePath)
        self.client = APNSClient(
            configuration: .init(
                authenticationMethod: .tls(
                    privateKey: .privateKey(key),
                    certificateChain: chain.map { .certificate($0) }
                ),
                environment: .production
            ),
            eventLoopGroupProvider: .createNew,
            responseDecoder: JSONDecoder(),
            requestEncoder: JSONEncoder()
        )
        self.topic = topic
    }

    static func fromEnvironment() throws -> APNSPushSender {
        guard let cert = Environment.get("APNS_CERT_PATH"), let key = Environment.get("APNS_KEY_PATH") else {
            throw Abort(.internalServerError, reason: "APNS_CERT_PATH and APNS_KEY_PATH must be set")
        }
        return try APNSPushSender(
            certificatePath: cert,
            keyPath: key,
            topic: Environment.get("APNS_TOPIC") ?? "uk.org.saltinge.moorline"
        )
    }

    func send(_ alert: PushAlert, to deviceToken: String) async throws {
        let notification = APNSAlertNotification(
            alert: .init(title: .raw(alert.title), body: .raw(alert.body)),
            expiration: .immediately,
            priority: .immediately,
            topic: topic,
            payload: PushPayload(bookingID: alert.bookingID),
            sound: .default
        )
        _ = try await client.sendAlertNotification(notification, deviceToken: deviceToken)
    }

    func shutdown() async throws {
        try await client.shutdown()
    }
}

extension Application {
    private struct PushSenderKey: StorageKey {
        typealias Value = any PushSender
    }

    var pushSender: any PushSender {
        get {
            guard let sender = storage[PushSenderKey.self] else {
                fatalError("pushSender not configured: call app.pushSender = ... in configure()")
            }
            return sender
        }
        set { storage[PushSenderKey.self] = newValue }
    }
}
'''

REMINDERS_SWIFT = r'''import Fluent
import Queues
import Vapor

/// The evening before arrival (scheduled daily at 18:00 UK time in configure.swift): one push per
/// confirmed visitor booking arriving tomorrow, with the mooring code and the harbourmaster's VHF
/// channel. Asked for by Gwen Tallack (harbourmaster).
struct ReminderJob: AsyncScheduledJob {
    func run(context: QueueContext) async throws {
        let app = context.application
        let today = Calendar.london.startOfDay(for: Date())
        guard let tomorrow = Calendar.london.date(byAdding: .day, value: 1, to: today) else { return }

        let bookings = try await Booking.query(on: app.db)
            .filter(\.$arrivesOn == tomorrow)
            .filter(\.$status == .confirmed)
            .with(\.$berth)
            .with(\.$account) { $0.with(\.$devices) }
            .all()

        for booking in bookings {
            let alert = PushAlert(
                title: "Mooring \(booking.berth.code) tomorrow",
                body: "Your visitor mooring \(booking.berth.code) is booked from tomorrow for "
                    + "\(booking.nights) night(s). Call the harbourmaster on VHF Ch 80 when you enter the river.",
                bookingID: booking.id
            )
            for device in booking.account.devices {
                do {
                    try await app.pushSender.send(alert, to: device.token)
                } catch {
                    context.logger.error(
                        "push failed for device \(device.id?.uuidString ?? "-") (booking \(booking.reference)): \(error)"
                    )
                }
            }
        }
        context.logger.info("ReminderJob: \(bookings.count) booking(s) arriving tomorrow")
    }
}
'''

ADMIN_CONTROLLER = r'''import Fluent
import Vapor

/// Admin routes for the committee, behind the bearer token in ADMIN_TOKEN.
/// GET /v1/admin/bookings.csv?from=2029-04-01&to=2029-09-30 (Declan's accounts export)
struct AdminController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        let admin = routes.grouped("v1", "admin").grouped(AdminTokenMiddleware())
        admin.get("bookings.csv", use: bookingsCSV)
        admin.post("test-push", use: testPush)
    }

    struct Range: Content {
        var from: Date
        var to: Date
    }

    @Sendable
    func bookingsCSV(req: Request) async throws -> Response {
        let range = try req.query.decode(Range.self)
        let bookings = try await Booking.query(on: req.db)
            .filter(\.$arrivesOn >= range.from)
            .filter(\.$arrivesOn < range.to)
            .sort(\.$arrivesOn)
            .with(\.$mooring)
            .all()

        var csv = "reference,boat,mooring,arrival,departure,nights,amount_gbp,status\n"
        for b in bookings {
            let fields = [
                b.reference,
                CSV.escape(b.boatName),
                b.mooring.code,
                DateFormatter.isoDay.string(from: b.arrivesOn),
                DateFormatter.isoDay.string(from: b.departsOn),
                String(b.nights),
                Money.pounds(fromPence: b.amountPence),  // "54.00"
                b.status.rawValue,
            ]
            csv += fields.joined(separator: ",") + "\n"
        }

        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "csv", parameters: ["charset": "utf-8"])
        headers.contentDisposition = .init(.attachment, filename: "moorline-bookings.csv")
        return Response(status: .ok, headers: headers, body: .init(string: csv))
    }

    struct TestPush: Content {
        var deviceID: UUID
    }

    @Sendable
    func testPush(req: Request) async throws -> HTTPStatus {
        let input = try req.content.decode(TestPush.self)
        guard let device = try await Device.find(input.deviceID, on: req.db) else {
            throw Abort(.notFound)
        }
        try await req.application.pushSender.send(
            PushAlert(title: "moorline test", body: "Push works on this device.", bookingID: nil),
            to: device.token,
            environment: device.environment
        )
        return .accepted
    }
}
'''

COMPOSE_PROD = r'''# moorline on moorline-1 (Hetzner CX22, 49.13.87.112): /srv/moorline/compose.prod.yml
# Deployed as the `deploy` user; images from ghcr.io/saltinge-sc/moorline.
name: moorline

x-app: &app
  image: ghcr.io/saltinge-sc/moorline:${MOORLINE_TAG:-latest}
  restart: unless-stopped
  env_file: .env
  environment:
    DATABASE_URL: postgres://moorline:${POSTGRES_PASSWORD}@db:5432/moorline
    REDIS_URL: redis://redis:6379
    TZ: Europe/London
    LOG_LEVEL: info
  depends_on:
    - db
    - redis

services:
  caddy:
    image: caddy:2.8
    restart: unless-stopped
    ports:
      - "80:80"
      - "443:443"
      - "443:443/udp"
    volumes:
      - ./Caddyfile:/etc/caddy/Caddyfile:ro
      - caddy_data:/data
      - caddy_config:/config
    depends_on:
      - api

  migrate:
    <<: *app
    restart: "no"
    command: ["migrate", "--yes", "--env", "production"]

  api:
    <<: *app
    command: ["serve", "--env", "production", "--hostname", "0.0.0.0", "--port", "8080"]
    expose:
      - "8080"

  worker:
    <<: *app
    command: ["queues", "--env", "production"]

  scheduler:
    <<: *app
    command: ["queues", "--scheduled", "--env", "production"]

  db:
    image: postgres:16-alpine
    restart: unless-stopped
    environment:
      POSTGRES_USER: moorline
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}
      POSTGRES_DB: moorline
    volumes:
      - pgdata:/var/lib/postgresql/data

  redis:
    image: redis:7-alpine
    restart: unless-stopped
    command: ["redis-server", "--appendonly", "yes"]
    volumes:
      - redisdata:/data

volumes:
  pgdata:
  redisdata:
  caddy_data:
  caddy_config:
'''

CADDYFILE = r'''{
	email tobias.brandt@saltinge-sc.org.uk
}

moorline.saltinge-sc.org.uk {
	encode zstd gzip

	header {
		Strict-Transport-Security "max-age=31536000"
		-Server
	}

	reverse_proxy api:8080 {
		health_uri /health
		health_interval 10s
	}

	log {
		output stdout
		format json
	}
}
'''

DEPLOY_YML = r'''name: deploy

# Production is deployed only from here, when a v* tag is pushed (house rule since 23 April).
on:
  push:
    tags: ["v*"]

permissions:
  contents: read
  packages: write

jobs:
  image:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: docker/setup-buildx-action@v3
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@v6
        with:
          context: .
          push: true
          tags: |
            ghcr.io/saltinge-sc/moorline:${{ github.ref_name }}
            ghcr.io/saltinge-sc/moorline:latest
          cache-from: type=gha
          cache-to: type=gha,mode=max

  deploy:
    needs: image
    runs-on: ubuntu-latest
    environment: production
    steps:
      - name: Roll out on moorline-1
        uses: appleboy/ssh-action@v1.0.3
        with:
          host: 49.13.87.112
          username: deploy
          key: ${{ secrets.DEPLOY_SSH_KEY }}
          script: |
            set -euo pipefail
            cd /srv/moorline
            export MOORLINE_TAG=${{ github.ref_name }}
            docker compose -f compose.prod.yml pull
            docker compose -f compose.prod.yml run --rm migrate
            docker compose -f compose.prod.yml up -d --remove-orphans api worker scheduler caddy
            docker image prune -f
      - name: Smoke test
        run: curl --fail --retry 5 --retry-delay 3 https://moorline.saltinge-sc.org.uk/health
'''

CONFIGURE_NOW = r'''import APNS
import Fluent
import FluentPostgresDriver
import QueuesRedisDriver
import Vapor

/// Configures the application: database, queues, push, migrations, schedules, routes.
/// Runs for every command of the executable (serve, migrate, queues), not only for the HTTP server.
public func configure(_ app: Application) async throws {
    app.http.server.configuration.port = Environment.get("PORT").flatMap(Int.init(_:)) ?? 8080

    if app.environment != .testing {
        if let url = Environment.get("DATABASE_URL") {
            try app.databases.use(.postgres(url: url), as: .psql)
        } else {
            app.databases.use(
                .postgres(
                    configuration: .init(
                        hostname: "localhost", port: 5434, username: "moorline", password: "moorline",
                        database: "moorline", tls: .disable
                    )
                ),
                as: .psql
            )
        }
        try app.queues.use(.redis(url: Environment.get("REDIS_URL") ?? "redis://localhost:6379"))
        app.pushSender = try APNSPushSender.fromEnvironment()
    }

    app.migrations.add(CreateBerth())
    app.migrations.add(CreateAccount())
    app.migrations.add(CreateBooking())
    app.migrations.add(CreateDevice())
    app.migrations.add(AddDeviceEnvironment())
    app.migrations.add(AddBookingExclusion())
    app.migrations.add(RenameBerthsToMoorings())

    // Times are Europe/London: every process runs with TZ=Europe/London.
    app.queues.schedule(ArrivalReminderJob()).daily().at(7, 30)
    app.queues.schedule(DepartureReminderJob()).daily().at(9, 0)

    if app.environment != .testing {
        try app.queues.startScheduledJobs()
    }

    try routes(app)
}
'''

BACKUP_SH = r'''#!/usr/bin/env bash
# Nightly database backup of moorline-1 to the club's Hetzner Storage Box (u412873), 14 days kept.
# Installed in the deploy user's crontab: 30 2 * * * /srv/moorline/scripts/backup.sh
set -euo pipefail

STAMP=$(date -u +%Y%m%dT%H%MZ)
DUMP=/srv/moorline/backups/moorline-$STAMP.dump
BOX=u412873@u412873.your-storagebox.de

mkdir -p /srv/moorline/backups
docker compose -f /srv/moorline/compose.prod.yml exec -T db \
    pg_dump -U moorline -Fc moorline > "$DUMP"

rsync -e "ssh -p 23 -i /home/deploy/.ssh/storagebox" -a "$DUMP" "$BOX:moorline/"

# 14 days on the box, 3 days locally
ssh -p 23 -i /home/deploy/.ssh/storagebox "$BOX" "find moorline -name '*.dump' -mtime +14 -delete" || true
find /srv/moorline/backups -name '*.dump' -mtime +3 -delete

echo "backup $STAMP: $(du -h "$DUMP" | cut -f1)"
'''
