"""The eleven sessions of the moorline history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad72_files import (ADMIN_CONTROLLER, BACKUP_SH, BERTH_SWIFT, BOOKING_CONTROLLER, BOOKING_SWIFT, CADDYFILE,
                        CI_YML, COMPOSE_PROD, CONFIGURE_NOW, CONFIGURE_V1, CREATE_BERTH, DEPLOY_YML, DOCKERFILE,
                        FLY_TOML, PACKAGE_SWIFT, PUSH_SENDER, REMINDERS_SWIFT)

ROOT = "/Users/oskar/src/moorline"


def xctest(day, clock, cases, secs, build="Build complete! (24.18s)", failures=()):
    """`swift test` output on the Mac: `cases` (suite, test, seconds) all pass except those in `failures`
    ({(suite, test): message})."""
    failures = dict(failures)
    lines = ["Building for debugging...", f"[{len(cases) + 6}/{len(cases) + 6}] Linking moorlinePackageTests", build,
             f"Test Suite 'All tests' started at {day} {clock}.",
             f"Test Suite 'moorlinePackageTests.xctest' started at {day} {clock}."]
    suite = None
    for s, t, d in cases:
        if s != suite:
            lines.append(f"Test Suite '{s}' started at {day} {clock}.")
            suite = s
        lines.append(f"Test Case '-[AppTests.{s} {t}]' started.")
        if (s, t) in failures:
            lines.append(f"{ROOT}/Tests/AppTests/{s}.swift:{failures[(s, t)]}")
            lines.append(f"Test Case '-[AppTests.{s} {t}]' failed ({d} seconds).")
        else:
            lines.append(f"Test Case '-[AppTests.{s} {t}]' passed ({d} seconds).")
    n, f = len(cases), len(failures)
    lines.append(f"Test Suite 'All tests' {'failed' if f else 'passed'} at {day} {clock}.")
    lines.append(f"\t Executed {n} tests, with {f} failure{'' if f == 1 else 's'} (0 unexpected) in {secs} "
                 f"({float(secs) + 0.004:.3f}) seconds")
    return "\n".join(lines)


BERTH_TESTS = [("BerthTests", "testListBerths", "0.112"), ("BerthTests", "testVisitorBerthsOnly", "0.018"),
               ("BerthTests", "testHealth", "0.004")]
BOOKING_TESTS = [("BookingTests", "testCreateBooking", "0.061"), ("BookingTests", "testPriceUnder10m", "0.012"),
                 ("BookingTests", "testPriceOver10m", "0.011"), ("BookingTests", "testBackToBackBookingsAllowed",
                                                                  "0.024"),
                 ("BookingTests", "testOverlapIsConflict", "0.019"), ("BookingTests", "testMaxFourteenNights",
                                                                       "0.009")]
PUSH_TESTS = [("DeviceTests", "testRegisterDevice", "0.031"), ("DeviceTests", "testReRegisterUpdatesToken", "0.022"),
              ("ReminderTests", "testReminderForTomorrowsArrivals", "0.044"),
              ("ReminderTests", "testNoReminderForCancelled", "0.017"), ("ReminderTests", "testNoDevicesNoPush",
                                                                          "0.009")]


def s1(s):
    s.start()
    s.prompt("goal", "New project: moorline. The Saltinge Sailing Club runs its moorings off a clipboard in the "
             "clubhouse and a shared spreadsheet; Gwen Tallack, the harbourmaster, wants visitors to book online. "
             "There are 42 swing moorings in the river: 30 let to members by the year (A1-A30) and 12 visitor "
             "moorings let by the night (V1-V12). Ines Carvalho (club member, iOS developer in her day job) is "
             "writing the iPhone app, so the backend is Swift too and she can read it: Vapor 4, Fluent on "
             "PostgreSQL, a Redis-backed queue for jobs, APNs push notifications. Start with the skeleton.")
    s.bash("vaporn", "vapor new moorline --fluent.db postgres --no-leaf -n && cd moorline && ls",
           "Cloning template...\nname: moorline\nWould you like to use Fluent (ORM)? (--fluent/--no-fluent)\n"
           "y/n> yes\nfluent.db: Postgres (Recommended)\nWould you like to use Leaf (templating)? (--leaf/--no-leaf)\n"
           "y/n> no\nGenerating project files\n+ Package.swift\n+ entrypoint.swift\n+ configure.swift\n"
           "+ routes.swift\n+ Todo.swift\n+ CreateTodo.swift\n+ TodoDTO.swift\n+ TodoController.swift\n"
           "+ AppTests.swift\n+ Dockerfile\n+ docker-compose.yml\n+ .gitignore\n+ .dockerignore\n"
           "Creating git repository\nAdding first commit\n\n"
           "                                **\n                              **~~**\n"
           "                            **~~~~~~**\n                          **~~~~~~~~~~**\n"
           "                        **~~~~~~~~~~~~~~**\n           Project moorline has been created!\n\n"
           "Dockerfile  Package.swift  README.md  Sources  Tests  docker-compose.yml")
    s.prompt("rules", "House rules for this repo, please stick to them: swift-format must be clean before every "
             "commit (`swift format lint --strict -r Sources Tests`); no force unwraps and no `try!` in Sources/, "
             "guard and throw an Abort instead; async/await only, no new EventLoopFuture code; and money is always "
             "an Int in pence, never Double or Decimal.")
    s.bash(None, "git rm -q Sources/App/Models/Todo.swift Sources/App/Migrations/CreateTodo.swift "
           "Sources/App/Controllers/TodoController.swift Sources/App/DTOs/TodoDTO.swift && git status --short",
           "D  Sources/App/Controllers/TodoController.swift\nD  Sources/App/DTOs/TodoDTO.swift\n"
           "D  Sources/App/Migrations/CreateTodo.swift\nD  Sources/App/Models/Todo.swift")
    s.write("package", "Package.swift", PACKAGE_SWIFT)
    s.write("berth", "Sources/App/Models/Berth.swift", BERTH_SWIFT)
    s.write("createberth", "Sources/App/Migrations/CreateBerth.swift", CREATE_BERTH)
    s.write("composedev", "docker-compose.yml",
            "# Local development only: PostgreSQL and Redis for `swift run`.\nservices:\n  db:\n"
            "    image: postgres:16-alpine\n    environment:\n      POSTGRES_USER: moorline\n"
            "      POSTGRES_PASSWORD: moorline\n      POSTGRES_DB: moorline\n    ports:\n      - \"5434:5432\"\n"
            "    volumes:\n      - db_data:/var/lib/postgresql/data\n\n  redis:\n    image: redis:7-alpine\n"
            "    ports:\n      - \"6379:6379\"\n\nvolumes:\n  db_data:\n")
    s.prompt("port", "Put Postgres on host port 5434: 5432 is my Homebrew Postgres and 5433 belongs to another "
             "project's container on this Mac.")
    s.write("configure1", "Sources/App/configure.swift", CONFIGURE_V1)
    s.bash("migrate1", "docker compose up -d db redis && swift run App migrate --yes",
           "[+] Running 4/4\n ✔ Network moorline_default    Created\n ✔ Volume \"moorline_db_data\"  Created\n"
           " ✔ Container moorline-db-1     Started\n ✔ Container moorline-redis-1  Started\n"
           "Building for debugging...\n[1062/1062] Linking App\nBuild of product 'App' complete! (148.27s)\n"
           "[ INFO ] The following migration(s) will be prepared:\n+ App.CreateBerth on default\n"
           "[ INFO ] Migration successful")
    s.prompt("sqlitetests", "For the tests use Fluent's SQLite driver with an in-memory database: `swift test` "
             "shouldn't need Docker running, and it's quicker.")
    s.write("berthtest", "Tests/AppTests/BerthTests.swift",
            "@testable import App\nimport FluentSQLiteDriver\nimport XCTVapor\n\nfinal class BerthTests: XCTestCase {\n"
            "    var app: Application!\n\n    override func setUp() async throws {\n"
            "        app = try await Application.make(.testing)\n"
            "        app.databases.use(.sqlite(.memory), as: .sqlite)\n        try await configure(app)\n"
            "        try await app.autoMigrate()\n    }\n\n    override func tearDown() async throws {\n"
            "        try await app.autoRevert()\n        try await app.asyncShutdown()\n        app = nil\n    }\n\n"
            "    func testListBerths() async throws {\n        try await app.test(.GET, \"v1/berths\") { res async in\n"
            "            XCTAssertEqual(res.status, .ok)\n"
            "            XCTAssertEqual(try res.content.decode([Berth].self).count, 42)\n        }\n    }\n\n"
            "    func testVisitorBerthsOnly() async throws {\n"
            "        try await app.test(.GET, \"v1/berths?kind=visitor\") { res async in\n"
            "            XCTAssertEqual(try res.content.decode([Berth].self).map(\\.code).first, \"V1\")\n"
            "        }\n    }\n\n    func testHealth() async throws {\n"
            "        try await app.test(.GET, \"health\") { res async in XCTAssertEqual(res.status, .ok) }\n    }\n}\n")
    s.bash("test1", "swift test", xctest("2029-04-02", "10:46:03.512", BERTH_TESTS, "0.134",
                                         "Build complete! (61.93s)"))
    s.bash("commit1", "swift format lint --strict -r Sources Tests && git add -A && git commit -m 'skeleton: vapor "
           "app, berths table with the 42 moorings, dev compose'",
           "[main 5e1b0c4] skeleton: vapor app, berths table with the 42 moorings, dev compose\n"
           " 14 files changed, 402 insertions(+), 118 deletions(-)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "5e1b0c4 skeleton: vapor app, berths table with the 42 moorings, dev compose\n"
           "c07a1d2 Initial commit")
    s.prompt("rules2", "Bookings today. Declan Roe, the club treasurer, sent the rules for visitors: £18 a night "
             "for boats up to 10 m overall length, £24 a night above 10 m; free cancellation until 48 hours before "
             "arrival, after that the first night is charged; at most 14 nights per booking. A booking is a range "
             "of nights: arrival date to departure date, and the departure day is free for the next boat.")
    s.write("bookingmodel", "Sources/App/Models/Booking.swift", BOOKING_SWIFT)
    s.write("pricing", "Sources/App/Models/Pricing.swift",
            "/// Declan Roe's visitor tariff for the 2029 season. All amounts in pence.\nenum Pricing {\n"
            "    static let nightPenceUpTo10m = 1800\n    static let nightPenceOver10m = 2400\n"
            "    static let lengthBreakCm = 1000\n    static let maxNights = 14\n"
            "    /// Free cancellation until this many hours before arrival; later, the first night is charged.\n"
            "    static let freeCancellationHours = 48\n\n"
            "    static func amountPence(nights: Int, boatLengthCm: Int) -> Int {\n"
            "        nights * (boatLengthCm > lengthBreakCm ? nightPenceOver10m : nightPenceUpTo10m)\n    }\n}\n")
    s.write("controller", "Sources/App/Controllers/BookingController.swift", BOOKING_CONTROLLER)
    s.write(None, "Sources/App/Migrations/CreateBooking.swift",
            "import Fluent\n\nstruct CreateBooking: AsyncMigration {\n"
            "    func prepare(on database: Database) async throws {\n"
            "        try await database.schema(Booking.schema)\n            .id()\n"
            "            .field(\"reference\", .string, .required)\n"
            "            .field(\"berth_id\", .uuid, .required, .references(Berth.schema, \"id\"))\n"
            "            .field(\"account_id\", .uuid, .required, .references(Account.schema, \"id\"))\n"
            "            .field(\"boat_name\", .string, .required)\n            .field(\"boat_length_cm\", .int, .required)\n"
            "            .field(\"arrives_on\", .date, .required)\n            .field(\"departs_on\", .date, .required)\n"
            "            .field(\"amount_pence\", .int, .required)\n            .field(\"status\", .string, .required)\n"
            "            .field(\"cancelled_at\", .datetime)\n            .field(\"created_at\", .datetime)\n"
            "            .unique(on: \"reference\")\n            .create()\n    }\n\n"
            "    func revert(on database: Database) async throws {\n"
            "        try await database.schema(Booking.schema).delete()\n    }\n}\n")
    s.bash("overlapfail", "swift test --filter BookingTests",
           xctest("2029-04-04", "11:21:47.208", BOOKING_TESTS, "0.141", "Build complete! (19.44s)",
                  {("BookingTests", "testBackToBackBookingsAllowed"):
                   "58: error: -[AppTests.BookingTests testBackToBackBookingsAllowed] : XCTAssertEqual failed: "
                   "(\"409 Conflict\") is not equal to (\"201 Created\") - V3 is taken for some of those nights."}),
           code=1)
    s.prompt("overlapwhy", "The clash query treats the departure day as occupied: with <= and >= a boat leaving V3 "
             "on the 12th collides with one arriving on the 12th. The ranges are half-open (arrival inclusive, "
             "departure exclusive), so the comparisons must be strict: existing.arrivesOn < new.departsOn and "
             "existing.departsOn > new.arrivesOn.")
    s.edit("overlapfix", "Sources/App/Controllers/BookingController.swift",
           "            .filter(\\.$arrivesOn <= input.departsOn)\n            .filter(\\.$departsOn >= input.arrivesOn)",
           "            .filter(\\.$arrivesOn < input.departsOn)\n            .filter(\\.$departsOn > input.arrivesOn)")
    s.bash("test2", "swift test", xctest("2029-04-04", "11:27:12.631", BERTH_TESTS + BOOKING_TESTS, "0.262"))
    s.prompt("utcrule", "While we're on dates: everything the API returns and the database stores is UTC. Europe/"
             "London only exists in two places: when a reminder is scheduled, and in the app's display. Don't "
             "add local-time fields anywhere else.")
    s.bash("curlbook", "swift run App serve & sleep 8; curl -s -X POST localhost:8080/v1/bookings -H 'Content-Type: "
           "application/json' -d '{\"berthCode\":\"V3\",\"accountID\":\"6f1d0c1e-2a4b-4f7e-9d63-1b0a5c2e7d11\","
           "\"boatName\":\"Curlew\",\"boatLengthCm\":920,\"arrivesOn\":\"2029-05-11T00:00:00Z\","
           "\"departsOn\":\"2029-05-14T00:00:00Z\"}' | jq .",
           "[ NOTICE ] Server started on http://127.0.0.1:8080\n{\n  \"id\": \"1b9e6f04-77c2-4c1d-a0c3-5d8e2f6b9a10\",\n"
           "  \"reference\": \"ML-2029-0001\",\n  \"berth\": { \"id\": \"0c3f9a5e-4d1b-4a8e-9f27-6e5d4c3b2a19\" },\n"
           "  \"boatName\": \"Curlew\",\n  \"boatLengthCm\": 920,\n  \"arrivesOn\": \"2029-05-11T00:00:00Z\",\n"
           "  \"departsOn\": \"2029-05-14T00:00:00Z\",\n  \"amountPence\": 5400,\n  \"status\": \"confirmed\"\n}")
    s.remember("mempricing", "moorline visitor tariff (Declan Roe, treasurer, 2029 season): £18/night (1800 pence) "
               "for boats up to 10 m LOA, £24/night (2400 pence) above 10 m; max 14 nights; free cancellation until "
               "48 hours before arrival, later the first night is charged. Bookings are half-open night ranges "
               "(departure day free for the next boat). Amounts are Int pence; dates UTC.",
               "visitor pricing and booking rules", "fact")
    s.bash("commit2", "swift format lint --strict -r Sources Tests && git add -A && git commit -m 'bookings: create, "
           "show and cancel visitor bookings with the 2029 tariff'",
           "[main 8a40d9f] bookings: create, show and cancel visitor bookings with the 2029 tariff\n"
           " 9 files changed, 377 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("flyplan", "Let's get it online for Ines's TestFlight testers: Fly.io, app moorline-api in lhr, Fly "
             "Postgres for the database and Upstash Redis through `fly redis create` for the queue. The fly.dev "
             "hostname is fine for this week; the club domain comes later.")
    s.read(None, "Dockerfile", DOCKERFILE)
    s.bash("flylaunch", "fly launch --name moorline-api --region lhr --no-deploy --no-db --no-redis",
           "Scanning source code\nDetected a Dockerfile app\nCreating app in /Users/oskar/src/moorline\n"
           "We're about to launch your app on Fly.io. Here's what you're getting:\n\n"
           "Organization: Saltinge Sailing Club   (fly launch defaults to the personal org)\n"
           "Name:         moorline-api            (from --name)\nRegion:       London, United Kingdom (from --region)\n"
           "App Machines: shared-cpu-1x, 512MB RAM (specified on the command line)\nPostgres:     <none>\n"
           "Redis:        <none>\n\nCreated app 'moorline-api' in organization 'saltinge-sc'\n"
           "Admin URL: https://fly.io/apps/moorline-api\nHostname: moorline-api.fly.dev\n"
           "Wrote config file fly.toml")
    s.bash("flypg", "fly postgres create --name moorline-db --region lhr --initial-cluster-size 2 --vm-size "
           "shared-cpu-1x --volume-size 1 && fly postgres attach moorline-db -a moorline-api",
           "Creating postgres cluster in organization saltinge-sc\nCreating app...\nSetting secrets on app "
           "moorline-db...\nProvisioning 2 of 2 machines with image flyio/postgres-flex:16.2\n"
           "Waiting for machine to start...\nMachine 784e903c2d5128 is created\nMachine 3287e51b2c4d08 is created\n"
           "==> Monitoring health checks\n  Waiting for 784e903c2d5128 to become healthy (started, 3/3)\n"
           "Postgres cluster moorline-db created\n\nPostgres cluster moorline-db is now attached to moorline-api\n"
           "The following secret was added to moorline-api:\n  DATABASE_URL=postgres://moorline_api:****@"
           "moorline-db.flycast:5432/moorline_api?sslmode=disable")
    s.bash("upstash", "fly redis create --name moorline-redis --region lhr --no-replicas --plan payg",
           "Your Upstash Redis database moorline-redis is ready. Apps in the saltinge-sc org can connect to Redis at "
           "redis://default:****@fly-moorline-redis.upstash.io:6379\n\nIf you have redis-cli installed, use fly "
           "redis connect to get a Redis console.\n\nYour database is billed at $0.20 per 100K commands.")
    s.write("flytoml", "fly.toml", FLY_TOML)
    s.bash(None, "fly secrets set REDIS_URL='redis://default:****@fly-moorline-redis.upstash.io:6379' "
           "ADMIN_TOKEN=$(openssl rand -hex 24) -a moorline-api --stage",
           "Secrets have been staged, but not set on VMs. Deploy or update machines in this app for the secrets to "
           "take effect.")
    s.bash("flyfail", "fly deploy",
           "==> Verifying app config\nValidating /Users/oskar/src/moorline/fly.toml\n✓ Configuration is valid\n"
           "--> Verified app config\n==> Building image\nRemote builder fly-builder-quiet-river-2114 ready\n"
           "[+] Building 412.6s (19/19) FINISHED\n--> Pushing image done\n"
           "image: registry.fly.io/moorline-api:deployment-01HW3R9QK2T6Y8B7C5D4E3F2G1\nimage size: 94 MB\n\n"
           "Running moorline-api release_command: migrate --yes\n  Starting machine\n"
           "  [ INFO ] Migration successful\n  release_command 148ed627b40e78 completed successfully\n"
           "Updating existing machines in 'moorline-api' with rolling strategy\n\n"
           "WARNING The app is not listening on the expected address and will not be reachable by fly-proxy.\n"
           "You can fix this by configuring your app to listen on the following addresses:\n  - 0.0.0.0:8080\n"
           "Found these processes inside the machine with open listening sockets:\n"
           "  PROCESS                          | ADDRESSES\n"
           "-----------------------------------*---------------------------------------\n"
           "  /app/App serve --env production | 127.0.0.1:8080\n\n"
           "  [1/2] Machine e2865013a4d789 [app] update failed: timeout reached waiting for health checks to pass\n"
           "Error: failed to update machines: health checks for machine e2865013a4d789 did not pass in time",
           code=1)
    s.prompt("flywhy", "The [processes] entry in fly.toml replaces the Dockerfile's CMD, so the app runs a bare "
             "`serve --env production`, which binds to 127.0.0.1 and the Fly proxy can't reach it. Put --hostname "
             "0.0.0.0 --port 8080 into the process command.")
    s.edit("flyfix", "fly.toml", "  app = 'serve --env production'",
           "  app = 'serve --env production --hostname 0.0.0.0 --port 8080'")
    s.bash("flyok", "fly deploy && curl -s https://moorline-api.fly.dev/health",
           "==> Verifying app config\n--> Verified app config\n==> Building image\n--> Pushing image done\n"
           "Running moorline-api release_command: migrate --yes\n  [ INFO ] No new migrations.\n"
           "Updating existing machines in 'moorline-api' with rolling strategy\n"
           "  [1/2] Machine e2865013a4d789 [app] update finished: success\n"
           "  [2/2] Machine 9185e36f2a7d48 [worker] update finished: success\n"
           "Checking DNS configuration for moorline-api.fly.dev\n\nVisit your newly deployed app at "
           "https://moorline-api.fly.dev/\n{\"status\":\"ok\",\"version\":\"0.1.0\"}")
    s.write("ci1", ".github/workflows/ci.yml", CI_YML)
    s.bash("ciok", "git push origin main && gh run watch --exit-status",
           "✓ main ci · 8815420163\nTriggered via push about 7 minutes ago\n\nJOBS\n✓ test in 7m12s (ID 24121977311)\n"
           "  ✓ Set up job\n  ✓ Initialize containers\n  ✓ Run actions/checkout@v4\n  ✓ Cache .build\n  ✓ Lint\n"
           "  ✓ Test\n  ✓ Post Cache .build\n  ✓ Complete job\n\nANNOTATIONS\n- Cache not found for input keys: "
           "spm-Linux-3e9b0d4c...")
    s.prompt("commitstyle", "About commit messages, as a rule: `area: imperative summary`, lower case, e.g. "
             "`bookings: reject stays over 14 nights`. No emoji, no Conventional Commits `feat:`/`fix:` prefixes.")
    s.remember("memfly", "moorline is deployed on Fly.io: app moorline-api in lhr (processes app = serve on "
               "0.0.0.0:8080, worker = queues), Fly Postgres cluster moorline-db (2 x shared-cpu-1x, 1 GB volume), "
               "Upstash Redis moorline-redis (REDIS_URL secret). Migrations run as release_command. Deploy: "
               "`fly deploy` from the repo root. URL https://moorline-api.fly.dev. CI: GitHub Actions ci.yml "
               "(swift:5.10-jammy, swift format lint + swift test).", "deployment: Fly.io", "fact")
    s.bash("commit3", "git add -A && git commit -m 'deploy: fly.io app, postgres and redis; ci workflow' && git push",
           "[main 2d9c7e5] deploy: fly.io app, postgres and redis; ci workflow\n 3 files changed, 81 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("devicesask", "Ines needs an endpoint to register the app's push token: POST /v1/devices with the "
             "account id and the APNs device token (re-registering the same token just updates it). Her app goes "
             "to TestFlight next week.")
    s.write("devicemodel", "Sources/App/Models/Device.swift",
            "import Fluent\nimport Vapor\n\n/// An iPhone that registered for pushes (POST /v1/devices).\n"
            "final class Device: Model, Content, @unchecked Sendable {\n    static let schema = \"devices\"\n\n"
            "    @ID(key: .id) var id: UUID?\n    @Parent(key: \"account_id\") var account: Account\n"
            "    /// APNs device token as hex.\n    @Field(key: \"token\") var token: String\n"
            "    @Timestamp(key: \"created_at\", on: .create) var createdAt: Date?\n"
            "    @Timestamp(key: \"updated_at\", on: .update) var updatedAt: Date?\n\n    init() {}\n\n"
            "    init(accountID: Account.IDValue, token: String) {\n        self.$account.id = accountID\n"
            "        self.token = token\n    }\n}\n")
    s.prompt("apnsplan", "Pushes go through APNSwift directly, not the vapor/apns wrapper. Ines exported the club's "
             "Apple Push certificate as moorline-push.p12 (password in the club 1Password), so use certificate "
             "auth for now, that's what we have. Topic is the bundle id uk.org.saltinge.moorline. Tests never talk "
             "to Apple: put a PushSender protocol in front and use a FakePushSender in the tests.")
    s.bash("p12pem", "mkdir -p certs && openssl pkcs12 -legacy -in ~/Downloads/moorline-push.p12 -clcerts -nokeys "
           "-out certs/apns-cert.pem && openssl pkcs12 -legacy -in ~/Downloads/moorline-push.p12 -nocerts -nodes "
           "-out certs/apns-key.pem && openssl x509 -in certs/apns-cert.pem -noout -subject -enddate",
           "Enter Import Password:\nEnter Import Password:\nsubject=UID=uk.org.saltinge.moorline, CN=Apple Push "
           "Services: uk.org.saltinge.moorline, OU=8HJ3W2QZ5N, O=Saltinge Sailing Club, C=GB\n"
           "notAfter=May 30 09:14:02 2029 GMT")
    s.write("pushsender", "Sources/App/Push/PushSender.swift", PUSH_SENDER)
    s.prompt("reminderask", "Gwen wants visitors to get a reminder push the evening before they arrive: 18:00 UK "
             "time, with their mooring code and the harbourmaster's VHF channel (Ch 80). Run it as a scheduled job "
             "on the Redis queue.")
    s.write("reminderjob", "Sources/App/Jobs/Reminders.swift", REMINDERS_SWIFT)
    s.edit("schedule1", "Sources/App/configure.swift", "    try routes(app)",
           "    // 18:00 Europe/London (every process runs with TZ=Europe/London).\n"
           "    app.queues.schedule(ReminderJob()).daily().at(18, 0)\n\n"
           "    if app.environment != .testing {\n        try app.queues.startScheduledJobs()\n    }\n\n"
           "    try routes(app)")
    s.bash(None, "swift test", xctest("2029-04-10", "19:36:40.077", BERTH_TESTS + BOOKING_TESTS + PUSH_TESTS, "0.418"))
    s.bash("deploy4", "fly secrets set APNS_CERT_PATH=/app/certs/apns-cert.pem APNS_KEY_PATH=/app/certs/apns-key.pem "
           "--stage && fly deploy", "Secrets have been staged, but not set on VMs.\n==> Verifying app config\n"
           "--> Verified app config\n==> Building image\n--> Pushing image done\nRunning moorline-api "
           "release_command: migrate --yes\n  [ INFO ] The following migration(s) will be prepared:\n"
           "  + App.CreateDevice on default\n  [ INFO ] Migration successful\n"
           "  [1/2] Machine e2865013a4d789 [app] update finished: success\n"
           "  [2/2] Machine 9185e36f2a7d48 [worker] update finished: success")
    s.bash("baddev1", "curl -s -X POST https://moorline-api.fly.dev/v1/admin/test-push -H \"Authorization: Bearer "
           "$ADMIN_TOKEN\" -H 'Content-Type: application/json' -d '{\"deviceID\":\"3c2e8f41-90ab-4d6e-b1f7-"
           "2a9d5c0e4b38\"}'; fly logs -a moorline-api --no-tail | grep -i apns | tail -2",
           "{\"error\":true,\"reason\":\"Internal Server Error\"}\n"
           "2029-04-10T18:41:11Z app[e2865013a4d789] lhr [info]2029-04-10T18:41:11+0000 [ ERROR ] "
           "APNSError(responseStatus: 400, apnsID: Optional(8F1C2D3E-4A5B-6C7D-8E9F-0A1B2C3D4E5F), "
           "apnsUniqueID: nil, apnsResponse: Optional(APNSCore.APNSErrorResponse(reason: \"BadDeviceToken\", "
           "timestamp: nil)), timestamp: nil) [request-id: 6D1E0B9A-33F1-4C77-A2D4-8B5E9C1F0A72]\n"
           "2029-04-10T18:41:11Z app[e2865013a4d789] lhr [info]2029-04-10T18:41:11+0000 [ ERROR ] POST "
           "/v1/admin/test-push -> 500")
    s.prompt("baddevwhy1", "Ines's phone runs the app straight from Xcode, and a development build registers with "
             "the APNs sandbox, while we send everything to the production gateway. A sandbox token is simply a bad "
             "token in production. Store the environment with each device (the app sends \"env\": \"sandbox\" or "
             "\"production\" when it registers) and pick the matching APNs client per device.")
    s.multiedit("baddevfix1", "Sources/App/Push/PushSender.swift", [
        ("    func send(_ alert: PushAlert, to deviceToken: String) async throws\n}",
         "    func send(_ alert: PushAlert, to deviceToken: String, environment: APNSDeviceEnvironment) async throws\n}\n\n"
         "/// Where a device token was issued: Xcode/debug builds use the sandbox, TestFlight and App Store builds "
         "production.\nenum APNSDeviceEnvironment: String, Codable, Sendable {\n    case sandbox\n    case production\n}"),
        ("    private let client: APNSClient<JSONDecoder, JSONEncoder>\n",
         "    private let production: APNSClient<JSONDecoder, JSONEncoder>\n"
         "    private let sandbox: APNSClient<JSONDecoder, JSONEncoder>\n"),
        ("        _ = try await client.sendAlertNotification(notification, deviceToken: deviceToken)",
         "        let client = environment == .sandbox ? sandbox : production\n"
         "        _ = try await client.sendAlertNotification(notification, deviceToken: deviceToken)"),
    ])
    s.bash("pushok1", "swift test && fly deploy && curl -s -o /dev/null -w '%{http_code}\\n' -X POST "
           "https://moorline-api.fly.dev/v1/admin/test-push -H \"Authorization: Bearer $ADMIN_TOKEN\" -H "
           "'Content-Type: application/json' -d '{\"deviceID\":\"3c2e8f41-90ab-4d6e-b1f7-2a9d5c0e4b38\"}'",
           "\t Executed 16 tests, with 0 failures (0 unexpected) in 0.451 (0.455) seconds\n"
           "  [ INFO ] The following migration(s) will be prepared:\n  + App.AddDeviceEnvironment on default\n"
           "  [ INFO ] Migration successful\n  [1/2] Machine e2865013a4d789 [app] update finished: success\n"
           "  [2/2] Machine 9185e36f2a7d48 [worker] update finished: success\n202")
    s.lesson("lessontoken1", "APNs 'BadDeviceToken' (400) can mean the token is from the other environment: a "
             "build run from Xcode registers with the sandbox, TestFlight/App Store builds with production. Keep "
             "the environment next to each device token and send through the matching gateway.",
             "moorline: first test push to Ines's Xcode build failed with BadDeviceToken on the production gateway")
    s.bash("commit4", "swift format lint --strict -r Sources Tests && git add -A && git commit -m 'push: device "
           "registration, apns sender with per-device environment, evening reminder job'",
           "[main 4f6a2b8] push: device registration, apns sender with per-device environment, evening reminder job\n"
           " 13 files changed, 498 insertions(+), 7 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("exclusionplan", "Two people booking V5 for the same weekend at the same second must not both succeed: "
             "the check in the controller is racy. Add a Postgres exclusion constraint on bookings, mooring id "
             "with = and daterange(arrives_on, departs_on) with &&, for confirmed bookings only. Needs btree_gist.")
    s.write("exclusionmig", "Sources/App/Migrations/AddBookingExclusion.swift",
            "import Fluent\nimport SQLKit\n\n/// No two confirmed bookings of one mooring may share a night, even "
            "under concurrent requests.\nstruct AddBookingExclusion: AsyncMigration {\n"
            "    func prepare(on database: Database) async throws {\n"
            "        guard let sql = database as? SQLDatabase else { return }\n"
            "        try await sql.raw(\"CREATE EXTENSION IF NOT EXISTS btree_gist\").run()\n"
            "        try await sql.raw(\"\"\"\n            ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap\n"
            "            EXCLUDE USING gist (berth_id WITH =, daterange(arrives_on, departs_on) WITH &&)\n"
            "            WHERE (status = 'confirmed')\n            \"\"\").run()\n    }\n\n"
            "    func revert(on database: Database) async throws {\n"
            "        guard let sql = database as? SQLDatabase else { return }\n"
            "        try await sql.raw(\"ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap\").run()\n    }\n}\n")
    s.bash("sqlitefail", "swift test",
           "Building for debugging...\nBuild complete! (17.02s)\nTest Suite 'All tests' started at 2029-04-12 "
           "11:24:55.904.\nTest Case '-[AppTests.BerthTests testListBerths]' started.\n"
           f"{ROOT}/Tests/AppTests/BerthTests.swift:11: error: -[AppTests.BerthTests testListBerths] : failed: "
           "caught error: \"SQLiteError(reason: .error, message: \"near \"EXTENSION\": syntax error\")\"\n"
           "Test Case '-[AppTests.BerthTests testListBerths]' failed (0.087 seconds).\n...\n"
           "\t Executed 16 tests, with 16 failures (0 unexpected) in 0.902 (0.907) seconds", code=1)
    s.prompt("pgtests", "That settles it: the SQLite test database can't even run this migration, and we'd be "
             "testing against a different database than production anyway. From now on tests run against real "
             "PostgreSQL: locally a moorline_test database in the compose Postgres (port 5434), in GitHub Actions "
             "a postgres:16 service container. Drop fluent-sqlite-driver from the package.")
    s.multiedit("pgtestsedit", "Tests/AppTests/TestApp.swift", [
        ("import FluentSQLiteDriver\n", "import FluentPostgresDriver\n"),
        ("        app.databases.use(.sqlite(.memory), as: .sqlite)",
         "        let url = Environment.get(\"TEST_DATABASE_URL\")\n"
         "            ?? \"postgres://moorline:moorline@localhost:5434/moorline_test\"\n"
         "        try app.databases.use(.postgres(url: url), as: .psql)"),
    ])
    s.tool_failure(None, "Edit", {"file_path": f"{ROOT}/Package.swift",
                                  "old_string": "        .package(url: \"https://github.com/vapor/fluent-sqlite-driver"
                                                ".git\", from: \"4.7.4\"),\n",
                                  "new_string": "", "replace_all": False},
                   "String to replace not found in file.\nString:         .package(url: \"https://github.com/vapor/"
                   "fluent-sqlite-driver.git\", from: \"4.7.4\"),")
    s.bash(None, "swift package remove-dependency fluent-sqlite-driver 2>&1 || sed -i '' '/fluent-sqlite-driver/d;"
           "/FluentSQLiteDriver/d' Package.swift && grep -c sqlite Package.swift", "0")
    s.edit("cipg", ".github/workflows/ci.yml",
           "    container: swift:5.10-jammy\n    steps:",
           "    container: swift:5.10-jammy\n    services:\n      postgres:\n        image: postgres:16-alpine\n"
           "        env:\n          POSTGRES_USER: moorline\n          POSTGRES_PASSWORD: moorline\n"
           "          POSTGRES_DB: moorline_test\n        options: >-\n          --health-cmd pg_isready\n"
           "          --health-interval 5s\n          --health-timeout 5s\n          --health-retries 10\n"
           "    env:\n      TEST_DATABASE_URL: postgres://moorline:moorline@postgres:5432/moorline_test\n    steps:")
    s.bash("test5", "docker compose exec db createdb -U moorline moorline_test; swift test",
           xctest("2029-04-12", "11:38:31.448", BERTH_TESTS + BOOKING_TESTS + PUSH_TESTS +
                  [("BookingTests", "testConcurrentDoubleBookingRejected", "0.318"),
                   ("BookingTests", "testCancelledBookingFreesNights", "0.041")], "1.377"))
    s.prompt("renameask", "Gwen read the API notes Ines shared and asked us to stop calling them berths: on the "
             "river they're moorings, a berth is a pontoon space in a marina and the club has none. Rename the "
             "model Berth to Mooring, the berths table to moorings and /v1/berths to /v1/moorings. And a rule from "
             "now on: a migration that has run anywhere (Fly included) is never edited; changes go in a new "
             "migration.")
    s.bash("gitmv", "git mv Sources/App/Models/Berth.swift Sources/App/Models/Mooring.swift && git status --short",
           "R  Sources/App/Models/Berth.swift -> Sources/App/Models/Mooring.swift\n"
           " M .github/workflows/ci.yml\n M Package.swift\n M Tests/AppTests/TestApp.swift\n"
           "?? Sources/App/Migrations/AddBookingExclusion.swift")
    s.multiedit("mooringedit", "Sources/App/Models/Mooring.swift", [
        ("final class Berth: Model, Content, @unchecked Sendable {\n    static let schema = \"berths\"",
         "final class Mooring: Model, Content, @unchecked Sendable {\n    static let schema = \"moorings\""),
    ])
    s.grep("grepberth", "Berth|berth", ["Sources/App/Controllers/BookingController.swift",
                                        "Sources/App/Controllers/MooringController.swift",
                                        "Sources/App/Models/Booking.swift", "Sources/App/Jobs/Reminders.swift",
                                        "Sources/App/Migrations/CreateBerth.swift",
                                        "Sources/App/Migrations/CreateBooking.swift",
                                        "Sources/App/Migrations/AddBookingExclusion.swift",
                                        "Tests/AppTests/BerthTests.swift", "Tests/AppTests/BookingTests.swift"])
    s.glob(None, "Sources/App/Migrations/*.swift", ["Sources/App/Migrations/CreateBerth.swift",
                                                     "Sources/App/Migrations/CreateAccount.swift",
                                                     "Sources/App/Migrations/CreateBooking.swift",
                                                     "Sources/App/Migrations/CreateDevice.swift",
                                                     "Sources/App/Migrations/AddDeviceEnvironment.swift",
                                                     "Sources/App/Migrations/AddBookingExclusion.swift"])
    s.write("renamemig", "Sources/App/Migrations/RenameBerthsToMoorings.swift",
            "import Fluent\nimport SQLKit\n\n/// Berth -> Mooring (Gwen: the club has moorings, not berths). CreateBerth "
            "already ran on Fly,\n/// so it stays untouched and this migration renames the table and the column.\n"
            "struct RenameBerthsToMoorings: AsyncMigration {\n    func prepare(on database: Database) async throws {\n"
            "        guard let sql = database as? SQLDatabase else { return }\n"
            "        try await sql.raw(\"ALTER TABLE berths RENAME TO moorings\").run()\n"
            "        try await sql.raw(\"ALTER TABLE bookings RENAME COLUMN berth_id TO mooring_id\").run()\n    }\n\n"
            "    func revert(on database: Database) async throws {\n"
            "        guard let sql = database as? SQLDatabase else { return }\n"
            "        try await sql.raw(\"ALTER TABLE bookings RENAME COLUMN mooring_id TO berth_id\").run()\n"
            "        try await sql.raw(\"ALTER TABLE moorings RENAME TO berths\").run()\n    }\n}\n")
    s.bash(None, "sed -i '' 's/Berth\\b/Mooring/g; s/\\$berth/$mooring/g; s/berthCode/mooringCode/g; s/\\.berth\\./.mooring./g; "
           "s/\"berths\"/\"moorings\"/g' Sources/App/Controllers/*.swift Sources/App/Models/Booking.swift "
           "Sources/App/Jobs/Reminders.swift Tests/AppTests/*.swift && git mv Tests/AppTests/BerthTests.swift "
           "Tests/AppTests/MooringTests.swift && swift build 2>&1 | tail -1", "Build complete! (38.90s)")
    s.bash("ci5", "git add -A && git commit -qm 'moorings: rename Berth to Mooring, /v1/berths to /v1/moorings; "
           "tests on postgres; no-overlap constraint' && git push && gh run watch --exit-status",
           "✓ main ci · 8837190215\nTriggered via push about 3 minutes ago\n\nJOBS\n✓ test in 2m55s (ID 24188301457)\n"
           "  ✓ Set up job\n  ✓ Initialize containers\n  ✓ Run actions/checkout@v4\n  ✓ Cache .build\n  ✓ Lint\n"
           "  ✓ Test\n  ✓ Complete job")
    s.bash("deploy5", "fly deploy && curl -s https://moorline-api.fly.dev/v1/moorings | jq length",
           "Running moorline-api release_command: migrate --yes\n  [ INFO ] The following migration(s) will be "
           "prepared:\n  + App.AddBookingExclusion on default\n  + App.RenameBerthsToMoorings on default\n"
           "  [ INFO ] Migration successful\n  [1/2] Machine e2865013a4d789 [app] update finished: success\n"
           "  [2/2] Machine 9185e36f2a7d48 [worker] update finished: success\n42")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("p8", "Ines says the push certificate expires on 30 May, and renewing means a new .p12 every year and "
             "redoing the PEM files. She created an APNs auth key instead: a .p8 with key ID K7QX2M9R4D, which "
             "doesn't expire and works for both sandbox and production. Switch PushSender to token-based auth and "
             "delete the certificate files.")
    s.multiedit("p8edit", "Sources/App/Push/PushSender.swift", [
        ("/// APNs through APNSwift, authenticated with the club's push certificate\n"
         "/// (moorline-push.p12 exported by Ines, converted to PEM: certs/apns-cert.pem + certs/apns-key.pem).",
         "/// APNs through APNSwift with token-based auth: the club's .p8 auth key (key ID in APNS_KEY_ID, team in\n"
         "/// APNS_TEAM_ID). One key for sandbox and production, and it does not expire."),
        ("    init(certificatePath: String, keyPath: String, topic: String) throws {\n"
         "        let key = try NIOSSLPrivateKey(file: keyPath, format: .pem)\n"
         "        let chain = try NIOSSLCertificate.fromPEMFile(certificatePath)\n",
         "    init(p8: String, keyID: String, teamID: String, topic: String) throws {\n"
         "        let auth = APNSClientConfiguration.AuthenticationMethod.jwt(\n"
         "            privateKey: try .loadFrom(string: p8), keyIdentifier: keyID, teamIdentifier: teamID\n"
         "        )\n"),
        ("                authenticationMethod: .tls(\n                    privateKey: .privateKey(key),\n"
         "                    certificateChain: chain.map { .certificate($0) }\n                ),",
         "                authenticationMethod: auth,"),
        ("        guard let cert = Environment.get(\"APNS_CERT_PATH\"), let key = Environment.get(\"APNS_KEY_PATH\") "
         "else {",
         "        guard let p8 = Environment.get(\"APNS_PRIVATE_KEY\"), let keyID = Environment.get(\"APNS_KEY_ID\"),\n"
         "            let teamID = Environment.get(\"APNS_TEAM_ID\")\n        else {"),
    ])
    s.bash("p8secrets", "git rm -rq certs && fly secrets set APNS_KEY_ID=K7QX2M9R4D APNS_TEAM_ID=3M9V8TQ2PX "
           "APNS_PRIVATE_KEY=\"$(cat ~/Downloads/AuthKey_K7QX2M9R4D.p8)\" && fly secrets unset APNS_CERT_PATH "
           "APNS_KEY_PATH && fly deploy",
           "Updating existing machines in 'moorline-api' with rolling strategy\n"
           "  [1/2] Machine e2865013a4d789 [app] update finished: success\n"
           "  [2/2] Machine 9185e36f2a7d48 [worker] update finished: success\n✓ DNS configuration verified")
    s.bash("invalidtoken", "curl -s -X POST https://moorline-api.fly.dev/v1/admin/test-push -H \"Authorization: "
           "Bearer $ADMIN_TOKEN\" -d '{\"deviceID\":\"3c2e8f41-90ab-4d6e-b1f7-2a9d5c0e4b38\"}' -H 'Content-Type: "
           "application/json'; fly logs --no-tail | grep APNSError | tail -1",
           "{\"error\":true,\"reason\":\"Internal Server Error\"}\n2029-04-16T18:11:40Z app[e2865013a4d789] lhr "
           "[info][ ERROR ] APNSError(responseStatus: 403, apnsID: Optional(0B7E4C1A-9D2F-4E83-A6B5-7C8D9E0F1A2B), "
           "apnsUniqueID: nil, apnsResponse: Optional(APNSCore.APNSErrorResponse(reason: \"InvalidProviderToken\", "
           "timestamp: nil)), timestamp: nil)")
    s.prompt("invalidwhy", "The team ID is wrong: 3M9V8TQ2PX is Ines's personal developer team, I copied it from "
             "her old Xcode screenshot. The key belongs to the club's team, 8HJ3W2QZ5N (the OU in the old "
             "certificate). Fix the secret.")
    s.bash("p8ok", "fly secrets set APNS_TEAM_ID=8HJ3W2QZ5N && sleep 30 && curl -s -o /dev/null -w '%{http_code}\\n' "
           "-X POST https://moorline-api.fly.dev/v1/admin/test-push -H \"Authorization: Bearer $ADMIN_TOKEN\" -H "
           "'Content-Type: application/json' -d '{\"deviceID\":\"3c2e8f41-90ab-4d6e-b1f7-2a9d5c0e4b38\"}'",
           "Updating existing machines in 'moorline-api' with rolling strategy\n"
           "  [1/2] Machine e2865013a4d789 [app] update finished: success\n"
           "  [2/2] Machine 9185e36f2a7d48 [worker] update finished: success\n202")
    s.prompt("remindertime", "Gwen again, about the reminder: 18:00 the evening before is useless, half the visitors "
             "are still at sea or in another harbour's pub by then, and the tide times have changed by morning. She "
             "wants it at 07:30 on the morning of arrival instead. And a second push on the departure morning at "
             "09:00: settle up and leave the mooring by noon. Rename ReminderJob to ArrivalReminderJob so the two "
             "jobs are obvious.")
    s.multiedit("jobrename", "Sources/App/Jobs/Reminders.swift", [
        ("/// The evening before arrival (scheduled daily at 18:00 UK time in configure.swift): one push per\n"
         "/// confirmed visitor booking arriving tomorrow, with the mooring code and the harbourmaster's VHF\n"
         "/// channel. Asked for by Gwen Tallack (harbourmaster).\nstruct ReminderJob: AsyncScheduledJob {",
         "/// The morning of arrival (scheduled daily at 07:30 UK time in configure.swift): one push per\n"
         "/// confirmed visitor booking arriving today, with the mooring code and the harbourmaster's VHF\n"
         "/// channel. Gwen Tallack moved it from 18:00 the evening before.\n"
         "struct ArrivalReminderJob: AsyncScheduledJob {"),
        ("        guard let tomorrow = Calendar.london.date(byAdding: .day, value: 1, to: today) else { return }\n",
         ""),
        ("            .filter(\\.$arrivesOn == tomorrow)", "            .filter(\\.$arrivesOn == today)"),
        ("                title: \"Mooring \\(booking.mooring.code) tomorrow\",",
         "                title: \"Mooring \\(booking.mooring.code) today\","),
        ("        context.logger.info(\"ReminderJob: \\(bookings.count) booking(s) arriving tomorrow\")\n    }\n}\n",
         "        context.logger.info(\"ArrivalReminderJob: \\(bookings.count) booking(s) arriving today\")\n    }\n}\n"
         "\n/// The morning of departure, 09:00: settle up at the clubhouse and leave the mooring by noon.\n"
         "struct DepartureReminderJob: AsyncScheduledJob {\n"
         "    func run(context: QueueContext) async throws {\n"
         "        let today = Calendar.london.startOfDay(for: Date())\n"
         "        try await Reminders.send(\n            on: context, departingOn: today,\n"
         "            title: { \"Departure day: \\($0.mooring.code)\" },\n"
         "            body: { _ in \"Please settle up at the clubhouse and leave the mooring by 12:00. Fair winds!\" }\n"
         "        )\n    }\n}\n"),
    ])
    s.bash("buildfail6", "swift build 2>&1 | grep -E 'error|Compiling|Build' | head -5",
           "Building for debugging...\n[6/9] Compiling App configure.swift\n"
           f"{ROOT}/Sources/App/configure.swift:44:27: error: cannot find 'ReminderJob' in scope\n"
           "    app.queues.schedule(ReminderJob()).daily().at(18, 0)\n"
           "error: fatalError", code=1)
    s.edit("schedule2", "Sources/App/configure.swift",
           "    // 18:00 Europe/London (every process runs with TZ=Europe/London).\n"
           "    app.queues.schedule(ReminderJob()).daily().at(18, 0)",
           "    // Times are Europe/London: every process runs with TZ=Europe/London.\n"
           "    app.queues.schedule(ArrivalReminderJob()).daily().at(7, 30)\n"
           "    app.queues.schedule(DepartureReminderJob()).daily().at(9, 0)")
    s.prompt("csvask", "Declan wants a CSV of the bookings for the club's accounts: GET /v1/admin/bookings.csv with "
             "from and to dates, one row per booking: reference, boat name, mooring code, arrival, departure, "
             "nights, amount in pounds with two decimals, status. Behind the admin token, he'll pull it monthly.")
    s.write("csv", "Sources/App/Controllers/AdminController.swift", ADMIN_CONTROLLER)
    s.bash("csvcurl", "curl -s 'localhost:8080/v1/admin/bookings.csv?from=2029-04-01T00:00:00Z&to=2029-10-01T00:00:00Z' "
           "-H \"Authorization: Bearer $ADMIN_TOKEN\" | head -4",
           "reference,boat,mooring,arrival,departure,nights,amount_gbp,status\n"
           "ML-2029-0001,Curlew,V3,2029-05-11,2029-05-14,3,54.00,confirmed\n"
           "ML-2029-0002,\"Bramble, II\",V7,2029-05-12,2029-05-13,1,24.00,confirmed\n"
           "ML-2029-0003,Kittiwake,V1,2029-05-18,2029-05-20,2,0.00,cancelled")
    s.remember("mempush", "moorline push setup (since 16 April): APNSwift with token-based auth, the club's .p8 key "
               "(key ID K7QX2M9R4D, team ID 8HJ3W2QZ5N, secrets APNS_PRIVATE_KEY / APNS_KEY_ID / APNS_TEAM_ID); the "
               ".p12 certificate (expiring 30 May) is gone. Topic uk.org.saltinge.moorline. Each device stores its "
               "APNs environment (sandbox for Xcode builds, production for TestFlight/App Store). Reminders: "
               "ArrivalReminderJob 07:30 on the arrival day, DepartureReminderJob 09:00 on the departure day, "
               "Europe/London.", "push notifications and reminders", "fact")
    s.bash("commit6", "swift format lint --strict -r Sources Tests && git add -A && git commit -m 'push: token auth "
           "with the .p8 key; reminders: arrival at 07:30, departure at 09:00; admin: bookings csv'",
           "[main b31e07c] push: token auth with the .p8 key; reminders: arrival at 07:30, departure at 09:00; admin: "
           "bookings csv\n 9 files changed, 211 insertions(+), 58 deletions(-)\n delete mode 100644 "
           "certs/apns-cert.pem\n delete mode 100644 certs/apns-key.pem")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("hetzner", "We're leaving Fly. The bill for this month is projected at $41.70, mostly the two-machine "
             "Postgres cluster and its volumes, and the committee signed off £150 a year for hosting, for the "
             "whole thing. Fly Postgres isn't a managed database either, so we'd be running it ourselves anyway. "
             "Tobias Brandt already runs the club website on Hetzner; he's made us a CX22 (moorline-1, "
             "49.13.87.112, Falkenstein, €4.59 a month plus €0.92 for backups) with a `deploy` user that can run "
             "docker. Docker Compose there: caddy, api, worker, scheduler, postgres 16 and redis 7.")
    s.bash("sshbox", "ssh deploy@49.13.87.112 'hostname; docker --version; docker compose version; free -h | head -2; "
           "df -h / | tail -1'", "moorline-1\nDocker version 27.3.1, build ce12230\nDocker Compose version v2.29.7\n"
           "               total        used        free      shared  buff/cache   available\n"
           "Mem:           3.7Gi       412Mi       2.9Gi       1.1Mi       603Mi       3.3Gi\n"
           "/dev/sda1        38G  3.1G   33G   9% /")
    s.write("composeprod", "deploy/compose.prod.yml", COMPOSE_PROD)
    s.write("caddy", "deploy/Caddyfile", CADDYFILE)
    s.bash("migfail", "scp deploy/compose.prod.yml deploy/Caddyfile deploy@49.13.87.112:/srv/moorline/ && ssh "
           "deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml up -d && sleep 5 && docker "
           "compose -f compose.prod.yml logs migrate'",
           "[+] Running 9/9\n ✔ Network moorline_default        Created\n ✔ Volume \"moorline_pgdata\"       Created\n"
           " ✔ Container moorline-db-1         Started\n ✔ Container moorline-redis-1      Started\n"
           " ✔ Container moorline-migrate-1    Started\n ✔ Container moorline-api-1        Started\n"
           " ✔ Container moorline-worker-1     Started\n ✔ Container moorline-scheduler-1  Started\n"
           " ✔ Container moorline-caddy-1      Started\n"
           "migrate-1  | Fatal error: Error raised at top level: PSQLError(code: connectionError, underlying: "
           "NIOPosix.NIOConnectionError(host: \"db\", port: 5432, dnsAError: nil, dnsAAAAError: nil, "
           "connectionErrors: [NIOPosix.SingleConnectionFailure(target: [IPv4]db/172.19.0.3:5432, error: connection "
           "reset (error set): Connection refused (errno: 111))]))\nmigrate-1 exited with code 1")
    s.prompt("migwhy", "The migrate one-shot starts while Postgres is still initialising its fresh volume; plain "
             "depends_on only waits for the db container to start, not for Postgres to accept connections. Add a "
             "pg_isready healthcheck to db and `condition: service_healthy` for migrate, api, worker and scheduler; "
             "api, worker and scheduler also wait for migrate to complete successfully.")
    s.multiedit("migfix", "deploy/compose.prod.yml", [
        ("  depends_on:\n    - db\n    - redis\n",
         "  depends_on:\n    db:\n      condition: service_healthy\n    redis:\n      condition: service_started\n"),
        ("      POSTGRES_DB: moorline\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n",
         "      POSTGRES_DB: moorline\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n    healthcheck:\n"
         "      test: [\"CMD-SHELL\", \"pg_isready -U moorline -d moorline\"]\n      interval: 5s\n"
         "      timeout: 3s\n      retries: 20\n"),
    ])
    s.bash("composeup", "scp deploy/compose.prod.yml deploy@49.13.87.112:/srv/moorline/ && ssh deploy@49.13.87.112 "
           "'cd /srv/moorline && docker compose -f compose.prod.yml up -d && docker compose -f compose.prod.yml ps "
           "--format \"table {{.Service}}\\t{{.Status}}\"'",
           "SERVICE     STATUS\napi         Up 14 seconds\ncaddy       Up 13 seconds\ndb          Up 41 seconds "
           "(healthy)\nredis       Up 41 seconds\nscheduler   Up 14 seconds\nworker      Up 14 seconds")
    s.bash("pgdump", "fly proxy 15432:5432 -a moorline-db & sleep 3; pg_dump -Fc -h localhost -p 15432 -U "
           "moorline_api moorline_api > /tmp/moorline-fly.dump && ls -lh /tmp/moorline-fly.dump && pg_restore -l "
           "/tmp/moorline-fly.dump | grep -c 'TABLE DATA'",
           "Proxying local port 15432 to remote [moorline-db.internal]:5432\n"
           "-rw-r--r--  1 oskar  staff   188K Apr 19 10:52 /tmp/moorline-fly.dump\n6")
    s.bash("pgrestore", "scp /tmp/moorline-fly.dump deploy@49.13.87.112:/srv/moorline/ && ssh deploy@49.13.87.112 "
           "'cd /srv/moorline && docker compose -f compose.prod.yml exec -T db pg_restore -U moorline -d moorline "
           "--clean --if-exists --no-owner < moorline-fly.dump && docker compose -f compose.prod.yml exec -T db psql "
           "-U moorline -tAc \"select count(*) from bookings; select count(*) from accounts; select count(*) from "
           "devices\"'", "37\n9\n6")
    s.prompt("dns", "Tobias has pointed moorline.saltinge-sc.org.uk at 49.13.87.112 (A record, TTL 300). Check that "
             "Caddy got its certificate, then I'll tell Ines to switch the app's base URL from the fly.dev one.")
    s.bash("tlsok", "dig +short moorline.saltinge-sc.org.uk && curl -sI https://moorline.saltinge-sc.org.uk/health "
           "| head -3 && curl -s https://moorline.saltinge-sc.org.uk/v1/moorings | jq length",
           "49.13.87.112\nHTTP/2 200\nalt-svc: h3=\":443\"; ma=2592000\ncontent-type: application/json; "
           "charset=utf-8\n42")
    s.lesson("lessonhealth", "In Docker Compose, `depends_on: [db]` only waits for the Postgres container to start; "
             "a Vapor `migrate` run against a fresh volume fails with PSQLError connectionError 'Connection refused "
             "(errno: 111)'. Give db a pg_isready healthcheck and use `condition: service_healthy`.",
             "moorline: first `docker compose up` on moorline-1 (Hetzner) - migrate exited with code 1")
    s.pre_tool(None, "Bash", {"command": "fly apps destroy moorline-api --yes && fly apps destroy moorline-db --yes && "
                                         "fly redis destroy moorline-redis --yes",
                              "description": "Delete the Fly app, Postgres cluster and Redis"})
    s.bash("flydestroy", "fly apps destroy moorline-api --yes && fly apps destroy moorline-db --yes && fly redis "
           "destroy moorline-redis --yes", "Destroyed app moorline-api\nDestroyed app moorline-db\n"
           "Your Redis database moorline-redis was destroyed", desc="Delete the Fly app, Postgres cluster and Redis")
    s.remember("memhetzner", "moorline production moved from Fly.io to Hetzner on 19 April 2029: CX22 'moorline-1' "
               "in Falkenstein, 49.13.87.112, €4.59/month + €0.92 backups (Fly was projected at $41.70/month; "
               "committee budget £150/year). Box run by Tobias Brandt; we log in as `deploy`. /srv/moorline/"
               "compose.prod.yml: caddy, migrate (one-shot), api, worker (queues), scheduler (queues --scheduled), "
               "postgres 16, redis 7. https://moorline.saltinge-sc.org.uk (A record by Tobias). Fly apps, Fly "
               "Postgres and Upstash Redis destroyed.", "deployment: Hetzner + Docker Compose", "fact")
    s.bash("commit7", "git rm -q fly.toml && git add -A && git commit -m 'deploy: move from fly.io to hetzner "
           "(compose, caddy, healthchecks)'",
           "[main 6c8d1a3] deploy: move from fly.io to hetzner (compose, caddy, healthchecks)\n"
           " 5 files changed, 129 insertions(+), 44 deletions(-)\n create mode 100644 deploy/Caddyfile\n"
           " create mode 100644 deploy/compose.prod.yml\n delete mode 100644 fly.toml")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\n"
           "nothing to commit, working tree clean")
    s.prompt("cancel24", "Committee meeting last night. Declan says 48 hours of free cancellation is too generous: "
             "people were holding visitor moorings for the regatta weekends and dropping them two days out. Free "
             "cancellation now ends 24 hours before arrival; after that the first night is charged, as before.")
    s.edit("canceledit", "Sources/App/Models/Pricing.swift",
           "    /// Free cancellation until this many hours before arrival; later, the first night is charged.\n"
           "    static let freeCancellationHours = 48",
           "    /// Free cancellation until this many hours before arrival; later, the first night is charged.\n"
           "    /// 24 since the committee meeting of 22 April (was 48).\n    static let freeCancellationHours = 24")
    s.edit(None, "Tests/AppTests/BookingTests.swift", "    func testCancelInside48HoursChargesFirstNight()",
           "    func testCancelInside24HoursChargesFirstNight()")
    s.bash("test8", "swift test 2>&1 | tail -3",
           "Test Case '-[AppTests.BookingTests testCancelInside24HoursChargesFirstNight]' passed (0.052 seconds).\n"
           "Test Suite 'All tests' passed at 2029-04-23 18:21:51.220.\n"
           "\t Executed 23 tests, with 0 failures (0 unexpected) in 1.694 (1.701) seconds")
    s.prompt("deployrule", "And no more deploying from my laptop (scp and ssh by hand like last week). From now on "
             "production is deployed only by GitHub Actions when a v* tag is pushed: build the image, push it to "
             "ghcr.io/saltinge-sc/moorline, ssh to the box as deploy, run migrate, then `up -d`.")
    s.write("deployyml", ".github/workflows/deploy.yml", DEPLOY_YML)
    s.bash("sshfail", "git add -A && git commit -qm 'deploy: tag-triggered workflow to moorline-1; bookings: free "
           "cancellation until 24 hours' && git push && git tag v0.9.0 && git push origin v0.9.0 && gh run watch "
           "--exit-status",
           "X v0.9.0 deploy · 8871022940\nTriggered via push about 6 minutes ago\n\nJOBS\n✓ image in 5m02s\n"
           "X deploy in 9s (ID 24290155120)\n  ✓ Set up job\n  X Roll out on moorline-1\n\nANNOTATIONS\n"
           "X Process completed with exit code 1.\n\n2029/04/23 17:32:18 ssh: handshake failed: ssh: unable to "
           "authenticate, attempted methods [none publickey], no supported methods remain", code=1)
    s.prompt("sshwhy", "Tobias put the Actions deploy key into root's authorized_keys instead of "
             "/home/deploy/.ssh/authorized_keys; the workflow logs in as deploy. He's moved it, rerun the job.")
    s.bash("deployok", "gh run rerun 8871022940 --failed && gh run watch --exit-status",
           "✓ v0.9.0 deploy · 8871022940\nTriggered via push about 14 minutes ago\n\nJOBS\n✓ image in 5m02s\n"
           "✓ deploy in 48s (ID 24290311877)\n  ✓ Set up job\n  ✓ Roll out on moorline-1\n  ✓ Smoke test\n"
           "  ✓ Complete job")
    s.prompt("golive", "Hamish Boyd (the commodore) wants bookings open to members this Wednesday, the 25th, at "
             "18:00, so visitors can book for the season-opening weekend. He'll email all 186 members with the App "
             "Store link; Ines submitted the app for review this morning.")
    s.todo("todo8", [("Full test run and swift format lint before tagging", "pending"),
                     ("Check scheduler logs for the 07:30 arrival run", "pending"),
                     ("Tag v1.0.0 and watch the deploy workflow", "pending"),
                     ("Test push to Ines's App Store build", "pending"),
                     ("Open bookings at 18:00 Wednesday 25 April", "pending")])
    s.bash("commit8", "git log --oneline -3", "a91f3d2 deploy: tag-triggered workflow to moorline-1; bookings: free "
           "cancellation until 24 hours\n6c8d1a3 deploy: move from fly.io to hetzner (compose, caddy, healthchecks)\n"
           "b31e07c push: token auth with the .p8 key; reminders: arrival at 07:30, departure at 09:00; admin: "
           "bookings csv")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("livecheck", "Go-live is today at 18:00. Before tagging: full test run, format lint, and check in the "
             "scheduler logs that the reminder runs are registered.")
    s.bash("test9", "swift format lint --strict -r Sources Tests && swift test 2>&1 | tail -2",
           "Test Suite 'All tests' passed at 2029-04-25 15:55:09.804.\n"
           "\t Executed 26 tests, with 0 failures (0 unexpected) in 1.902 (1.909) seconds")
    s.bash("schedlog", "ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml logs "
           "scheduler | tail -3'",
           "scheduler-1  | [ INFO ] Scheduling ArrivalReminderJob to run at 2029-04-26 07:30:00 +0100\n"
           "scheduler-1  | [ INFO ] Scheduling DepartureReminderJob to run at 2029-04-26 09:00:00 +0100\n"
           "scheduler-1  | [ INFO ] Starting scheduled jobs worker")
    s.pre_tool(None, "Bash", {"command": "git tag -a v1.0.0 -m 'moorline 1.0: bookings open for the 2029 season' && "
                                         "git push origin v1.0.0"})
    s.bash("tag", "git tag -a v1.0.0 -m 'moorline 1.0: bookings open for the 2029 season' && git push origin v1.0.0",
           "Enumerating objects: 1, done.\nCounting objects: 100% (1/1), done.\nWriting objects: 100% (1/1), 187 "
           "bytes | 187.00 KiB/s, done.\nTotal 1 (delta 0), reused 0 (delta 0), pack-reused 0\n"
           "To github.com:saltinge-sc/moorline.git\n * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("deploy9", "gh run watch --exit-status", "✓ v1.0.0 deploy · 8893317401\nTriggered via push about 6 "
           "minutes ago\n\nJOBS\n✓ image in 4m03s\n✓ deploy in 51s (ID 24351880236)\n  ✓ Roll out on moorline-1\n"
           "  ✓ Smoke test")
    s.prompt("baddev2", "Ines: her App Store build (1.0, build 14) registered fine, but the test push to her phone "
             "failed with the same BadDeviceToken as two weeks ago. This time it really is a production build and "
             "the device row says production.", minutes=35)
    s.bash("baddev2log", "ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml logs api "
           "--since 10m | grep APNSError'",
           "api-1  | 2029-04-25T16:41:07+0100 [ ERROR ] APNSError(responseStatus: 400, apnsID: Optional(5A0F3B2C-"
           "7E61-4D98-B3C4-2F1E0D9C8B7A), apnsUniqueID: nil, apnsResponse: Optional(APNSCore.APNSErrorResponse("
           "reason: \"BadDeviceToken\", timestamp: nil)), timestamp: nil) [request-id: 9C4B2A17-0E3D-4F56-8A71-"
           "6D5C4B3A2918]")
    s.bash("tokens", "ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml exec -T db psql "
           "-U moorline -c \"select environment, length(token), right(token, 6) from devices order by updated_at "
           "desc limit 4\"'",
           " environment | length | right  \n-------------+--------+--------\n production  |     44 | rGc2Q=\n"
           " production  |     44 | 0VfXk=\n sandbox     |     64 | 9be41c\n sandbox     |     64 | 07d2fa\n(4 rows)")
    s.prompt("baddevwhy2", "Different cause from last time: the environment is right, the token format isn't. Ines "
             "refactored her registration code for the release and now sends deviceToken.base64EncodedString(), so "
             "we store 44-character base64 and APNs wants the 64-character hex string. Make POST /v1/devices accept "
             "hex only, convert base64 to hex when it decodes to 32 bytes, and fix the rows already stored; Ines "
             "will switch back to hex in 1.0.1.")
    s.edit("baddevfix2", "Sources/App/Controllers/DeviceController.swift",
           "        let input = try req.content.decode(RegisterDevice.self)\n",
           "        var input = try req.content.decode(RegisterDevice.self)\n"
           "        guard let hex = DeviceToken.normalizedHex(input.token) else {\n"
           "            throw Abort(.unprocessableEntity, reason: \"token must be the APNs device token as hex\")\n"
           "        }\n        input.token = hex  // base64 from app 1.0 (build 14) -> hex\n")
    s.bash("normalize", "git add -A && git commit -qm 'devices: accept hex tokens only, convert base64' && git tag "
           "v1.0.1 && git push origin main v1.0.1 && gh run watch --exit-status >/dev/null && ssh "
           "deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml run --rm api "
           "normalize-device-tokens'",
           "[ INFO ] normalize-device-tokens: 9 device(s) checked, 2 converted from base64 to hex, 0 rejected")
    s.bash("pushok2", "curl -s -o /dev/null -w '%{http_code}\\n' -X POST https://moorline.saltinge-sc.org.uk/v1/admin/"
           "test-push -H \"Authorization: Bearer $ADMIN_TOKEN\" -H 'Content-Type: application/json' -d "
           "'{\"deviceID\":\"a8e41f07-5c2d-4b93-9e16-0f7d3c2b1a45\"}'", "202")
    s.lesson("lessontoken2", "BadDeviceToken again, but with the right environment: the app started sending the "
             "token as base64 (44 chars) instead of hex (64 chars). APNs wants hex. Validate the token format when a "
             "device registers (hex only, convert a 32-byte base64) instead of finding out at send time.",
             "moorline go-live day: Ines's App Store build 1.0 (build 14) got BadDeviceToken on its test push")
    s.prompt("logrule", "One more house rule after staring at those logs: never log full push tokens or members' "
             "email addresses. The last six characters of a token at most.")
    s.bash("launched", "sleep 3900; ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml "
           "exec -T db psql -U moorline -tAc \"select count(*) from bookings where created_at >= '\\''2029-04-25 "
           "17:00:00+00'\\''\"'", "23", minutes=170)
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("incident", "Gwen phoned at 07:50: every visitor arriving today got the arrival reminder three times "
             "at 07:30, and two of them rang her thinking they'd booked three moorings. 14 arrivals today. Find out "
             "why before tomorrow's 07:30 run.")
    s.bash("schedlogs", "ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml logs --since "
           "1h api worker scheduler | grep -E \"ArrivalReminderJob\"'",
           "api-1        | 2029-04-29T07:30:00+0100 [ INFO ] Dispatching scheduled job ArrivalReminderJob\n"
           "worker-1     | 2029-04-29T07:30:00+0100 [ INFO ] Dispatching scheduled job ArrivalReminderJob\n"
           "scheduler-1  | 2029-04-29T07:30:00+0100 [ INFO ] Dispatching scheduled job ArrivalReminderJob\n"
           "api-1        | 2029-04-29T07:30:04+0100 [ INFO ] ArrivalReminderJob: 14 booking(s) arriving today\n"
           "worker-1     | 2029-04-29T07:30:04+0100 [ INFO ] ArrivalReminderJob: 14 booking(s) arriving today\n"
           "scheduler-1  | 2029-04-29T07:30:05+0100 [ INFO ] ArrivalReminderJob: 14 booking(s) arriving today")
    s.grep("grepsched", "startScheduledJobs", ["Sources/App/configure.swift"])
    s.read("readconfigure", "Sources/App/configure.swift", CONFIGURE_NOW)
    s.prompt("incidentwhy", "There it is: configure() calls app.queues.startScheduledJobs(), and configure runs in "
             "every process, so api, worker and scheduler each ran the 07:30 schedule: three pushes. Vapor Queues "
             "has no lock across processes. Only the scheduler service (`queues --scheduled`) may run scheduled "
             "jobs: remove the call from configure. And make the job idempotent: an arrival_reminder_sent_at column "
             "on bookings, claimed with a conditional UPDATE before sending.")
    s.edit("incidentfix", "Sources/App/configure.swift",
           "    if app.environment != .testing {\n        try app.queues.startScheduledJobs()\n    }\n\n", "")
    s.write("sentatmig", "Sources/App/Migrations/AddReminderSentAt.swift",
            "import Fluent\n\n/// Incident of 29 April 2029 (triple arrival reminders): remember that a booking's "
            "reminder went out.\nstruct AddReminderSentAt: AsyncMigration {\n"
            "    func prepare(on database: Database) async throws {\n"
            "        try await database.schema(Booking.schema)\n"
            "            .field(\"arrival_reminder_sent_at\", .datetime)\n"
            "            .field(\"departure_reminder_sent_at\", .datetime)\n            .update()\n    }\n\n"
            "    func revert(on database: Database) async throws {\n"
            "        try await database.schema(Booking.schema)\n"
            "            .deleteField(\"arrival_reminder_sent_at\")\n"
            "            .deleteField(\"departure_reminder_sent_at\")\n            .update()\n    }\n}\n")
    s.edit("claim", "Sources/App/Jobs/Reminders.swift",
           "        for booking in bookings {\n",
           "        for booking in bookings {\n            // Claim first: whoever sets the column sends; a second "
           "process finds nothing to claim.\n            let claimed = try await (app.db as! SQLDatabase)\n"
           "                .raw(\"UPDATE bookings SET arrival_reminder_sent_at = now() WHERE id = \\(bind: "
           "booking.requireID()) AND arrival_reminder_sent_at IS NULL RETURNING id\")\n"
           "                .all()\n            guard !claimed.isEmpty else { continue }\n")
    s.tool_failure(None, "Bash", {"command": "swift format lint --strict -r Sources Tests"},
                   "Exit code 1\nSources/App/Jobs/Reminders.swift:24:40: error: [NeverForceUnwrap] do not force cast "
                   "to 'SQLDatabase'")
    s.edit(None, "Sources/App/Jobs/Reminders.swift",
           "            let claimed = try await (app.db as! SQLDatabase)\n",
           "            guard let sql = app.db as? SQLDatabase else { throw Abort(.internalServerError) }\n"
           "            let claimed = try await sql\n")
    s.bash("test10", "swift format lint --strict -r Sources Tests && swift test 2>&1 | tail -3",
           "Test Case '-[AppTests.ReminderTests testArrivalReminderSentOnceWithTwoRunners]' passed (0.207 seconds).\n"
           "Test Suite 'All tests' passed at 2029-04-29 08:26:44.115.\n"
           "\t Executed 27 tests, with 0 failures (0 unexpected) in 2.118 (2.125) seconds")
    s.bash("tag102", "git add -A && git commit -qm 'reminders: only the scheduler runs scheduled jobs; send each "
           "reminder once' && git tag v1.0.2 && git push origin main v1.0.2 && gh run watch --exit-status",
           "✓ v1.0.2 deploy · 8911462087\nTriggered via push about 6 minutes ago\n\nJOBS\n✓ image in 3m48s\n"
           "✓ deploy in 55s (ID 24402270913)\n  ✓ Roll out on moorline-1\n  ✓ Smoke test")
    s.bash("pushcount", "ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml logs --since "
           "3h api worker scheduler | grep -c \"apns sent\"'", "42")
    s.lesson("lessonsched", "Vapor Queues scheduled jobs have no cross-process lock: calling "
             "app.queues.startScheduledJobs() inside configure() runs the schedule in every process (serve, queues, "
             "queues --scheduled). Run scheduled jobs only in one `queues --scheduled` process and make jobs "
             "idempotent (claim a row with a conditional UPDATE).",
             "moorline incident 29 April 2029: 14 visitors got the 07:30 arrival reminder three times (42 pushes)")
    s.remember("memincident", "Incident Sunday 29 April 2029, 07:30: all 14 visitors arriving that day got the arrival "
               "reminder three times (42 pushes); Gwen Tallack called at 07:50. Cause: configure() called "
               "app.queues.startScheduledJobs(), so api, worker and scheduler each ran ArrivalReminderJob. Fix in "
               "v1.0.2 (deployed 08:40): only the scheduler service runs scheduled jobs; arrival/departure "
               "reminder_sent_at columns claimed before sending. Gwen sent the visitors an apology; nobody was "
               "charged twice.", "incident: triple arrival reminders", "fact")
    s.prompt("apology", "Draft a short message Gwen can send to today's 14 visitors: sorry for the triple reminder, "
             "they have exactly one booking each, nothing was charged twice.")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("reviewask", "Quick review with Declan and Gwen at the clubhouse tonight. Pull the first week's numbers "
             "since go-live: bookings, nights sold, revenue, cancellations.")
    s.bash("stats", "ssh deploy@49.13.87.112 'cd /srv/moorline && docker compose -f compose.prod.yml exec -T db psql "
           "-U moorline -c \"select status, count(*) as bookings, sum(departs_on - arrives_on) as nights, "
           "sum(amount_pence)/100.0 as gbp from bookings where created_at >= '\\''2029-04-25 17:00+00'\\'' group by "
           "status\"'",
           "  status   | bookings | nights |   gbp   \n-----------+----------+--------+---------\n"
           " confirmed |       61 |    143 | 2796.00\n cancelled |        4 |      9 |   18.00\n(2 rows)")
    s.prompt("plans", "Outcomes of the review. Regatta week is 14 to 19 May: Gwen expects around 60 visiting boats "
             "for 12 visitor moorings, so she wants a waiting list live by Thursday 10 May. Declan wants card "
             "payments through Stripe Checkout from Friday 1 June, no more paying cash at the clubhouse bar. "
             "Tobias will upgrade the box's Postgres from 16 to 17 on Tuesday 22 May, after the regatta. And "
             "nightly backups starting tonight: pg_dump to the club's Hetzner Storage Box at 02:30, 14 days kept.")
    s.write("waitlist", "Sources/App/Migrations/CreateWaitlistEntry.swift",
            "import Fluent\n\n/// Regatta week waiting list (Gwen, due 10 May): first come, first offered when a "
            "visitor mooring frees up.\nstruct CreateWaitlistEntry: AsyncMigration {\n"
            "    func prepare(on database: Database) async throws {\n"
            "        try await database.schema(\"waitlist_entries\")\n            .id()\n"
            "            .field(\"account_id\", .uuid, .required, .references(\"accounts\", \"id\"))\n"
            "            .field(\"boat_name\", .string, .required)\n            .field(\"boat_length_cm\", .int, .required)\n"
            "            .field(\"arrives_on\", .date, .required)\n            .field(\"departs_on\", .date, .required)\n"
            "            .field(\"offered_at\", .datetime)\n            .field(\"created_at\", .datetime)\n"
            "            .create()\n    }\n\n    func revert(on database: Database) async throws {\n"
            "        try await database.schema(\"waitlist_entries\").delete()\n    }\n}\n")
    s.write("backup", "deploy/backup.sh", BACKUP_SH)
    s.bash("cron", "scp deploy/backup.sh deploy@49.13.87.112:/srv/moorline/scripts/ && ssh deploy@49.13.87.112 "
           "'chmod +x /srv/moorline/scripts/backup.sh && (crontab -l 2>/dev/null; echo \"30 2 * * * "
           "/srv/moorline/scripts/backup.sh >> /srv/moorline/backups/backup.log 2>&1\") | crontab - && crontab -l'",
           "30 2 * * * /srv/moorline/scripts/backup.sh >> /srv/moorline/backups/backup.log 2>&1")
    s.bash("backupok", "ssh deploy@49.13.87.112 /srv/moorline/scripts/backup.sh", "backup 20290502T1852Z: 412K")
    s.todo("todo11", [("Waiting list for regatta week (live by Thu 10 May)", "in_progress"),
                      ("Stripe Checkout for visitor fees (from Fri 1 June)", "pending"),
                      ("Postgres 16 -> 17 with Tobias (Tue 22 May, after the regatta)", "pending"),
                      ("Check the first nightly backup in backup.log tomorrow", "pending")])
    s.remember("memplans", "moorline plans agreed at the 2 May 2029 review (Declan Roe, Gwen Tallack): waiting list "
               "for regatta week (14-19 May, ~60 visiting boats for 12 visitor moorings) live by Thursday 10 May; "
               "Stripe Checkout card payments from Friday 1 June (no more cash at the bar); Postgres 16 -> 17 upgrade "
               "by Tobias Brandt on Tuesday 22 May; nightly pg_dump at 02:30 to the Hetzner Storage Box, 14 days "
               "kept. First week since go-live: 61 bookings, 143 nights, £2,796.", "plans after the first week",
               "decision")
    s.bash("commit11", "swift format lint --strict -r Sources Tests && git add -A && git commit -m 'waitlist: table "
           "for regatta week; deploy: nightly backup to the storage box'",
           "[main 0e5b7c9] waitlist: table for regatta week; deploy: nightly backup to the storage box\n"
           " 3 files changed, 71 insertions(+)\n create mode 100755 deploy/backup.sh")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-04-02T09:10:00", "5b0e1a72-2c3d-4e4f-8a10-720201a7d201", s1),    # Mon
    ("s2", "2029-04-04T10:00:00", "6c1f2b83-3d4e-4f50-9b21-720402b8e302", s2),    # Wed
    ("s3", "2029-04-06T09:30:00", "7d203c94-4e5f-4061-ac32-720603c9f403", s3),    # Fri
    ("s4", "2029-04-10T18:15:00", "8e314da5-5f60-4172-bd43-721004da0504", s4),    # Tue
    ("s5", "2029-04-12T10:15:00", "9f425eb6-6071-4283-ce54-721205eb1605", s5),    # Thu
    ("s6", "2029-04-16T18:00:00", "a0536fc7-7182-4394-df65-721606fc2706", s6),    # Mon
    ("s7", "2029-04-19T09:00:00", "b16470d8-8293-44a5-e076-721907a03807", s7),    # Thu
    ("s8", "2029-04-23T17:10:00", "c27581e9-93a4-45b6-f187-722308b14908", s8),    # Mon
    ("s9", "2029-04-25T14:50:00", "d38692fa-a4b5-46c7-0298-722509c25a09", s9),    # Wed
    ("s10", "2029-04-29T07:05:00", "e497a30b-b5c6-47d8-13a9-72290ad36b10", s10),  # Sun
    ("s11", "2029-05-02T18:30:00", "f5a8b41c-c6d7-48e9-24ba-75020be47c11", s11),  # Wed
]

#: When the questions are asked: the morning after the last session (a Wednesday).
ASKED_AT = "2029-05-03T08:30:00Z"
