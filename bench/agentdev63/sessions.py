"""The eleven sessions of the haulroute history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad63_files import (ALERTS_V1, BUF_GEN_YAML, CACHE_REDIS, CLOUDBUILD_YAML, CRX_CLIENT, CRX_WSDL, CRX_WSDL_V3,
                        DOCKERFILE, GOLANGCI_YML, INCIDENT_MD, PLAN_MD, QUERIES_SQL, RATES_V1, SCHEMA_SQL,
                        SQLC_YAML_V1, TENDER_PROTO_V1, VALUES_YAML, WORKFLOW_V1, WORKFLOW_V2)

MOD = "github.com/brannockfreight/haulroute"


def go_ok(pkgs, extra=""):
    """`go test ./...` output: one line per package."""
    lines = []
    for p, t in pkgs:
        lines.append(f"?   \t{MOD}/{p}\t[no test files]" if t is None else f"ok  \t{MOD}/{p}\t{t}s")
    return "\n".join(lines) + extra


ALL_OK = [("cmd/haulroute-api", None), ("cmd/haulroute-worker", None), ("internal/api", "0.231"),
          ("internal/crx", "0.118"), ("internal/rates", "0.094"), ("internal/store", "1.842"),
          ("internal/tender", "0.655")]


def s1(s):
    s.start()
    s.prompt("goal", "New repo: haulroute. We (Brannock Freight, a freight broker in Columbus, ~120 people on the "
             "brokerage floor) are pulling load tendering out of the old TMS. When a load is booked, we offer it to "
             "carriers one after another until one accepts. Stack: Go 1.23, Temporal for the tender workflows, a "
             "gRPC API that the TMS and the carrier portal call, Postgres. Market rates come from CRX (CarrierRate "
             "Exchange), which is SOAP only. Today: go module, buf setup and a TenderService proto.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 maya maya 4096 Nov  6 09:11 .\ndrwxr-xr-x 14 maya maya 4096 Nov  "
           "6 09:10 ..\ndrwxr-xr-x  7 maya maya 4096 Nov  6 09:11 .git\n-rw-r--r--  1 maya maya   38 Nov  6 09:11 "
           "README.md")
    s.prompt("rules", "Ground rules for this repo: 1) no ORM and no SQL strings in Go code: every query lives in "
             "queries/*.sql and goes through sqlc. 2) never hand-edit anything under gen/ (buf and sqlc output): "
             "change the .proto or the .sql and regenerate. 3) `make lint` (golangci-lint) must be clean before every "
             "commit, and no //nolint without a comment saying why. 4) conventional commit messages (feat:, fix:, "
             "refactor:, chore:).")
    s.bash("gomodinit", "go mod init github.com/brannockfreight/haulroute && go get go.temporal.io/sdk@v1.31.0 "
           "google.golang.org/grpc@v1.68.0 google.golang.org/protobuf@v1.35.2",
           "go: creating new go.mod: module github.com/brannockfreight/haulroute\ngo: added github.com/gogo/protobuf "
           "v1.3.2\ngo: added github.com/nexus-rpc/sdk-go v0.1.0\ngo: added go.temporal.io/api v1.43.0\ngo: added "
           "go.temporal.io/sdk v1.31.0\ngo: added google.golang.org/grpc v1.68.0\ngo: added google.golang.org/"
           "protobuf v1.35.2")
    s.bash(None, "buf --version && go version", "1.47.2\ngo version go1.23.4 linux/amd64")
    s.write("bufgenyaml", "buf.gen.yaml", BUF_GEN_YAML)
    s.write("proto1", "proto/haulroute/tender/v1/tender.proto", TENDER_PROTO_V1)
    s.bash("buflintfail", "buf lint",
           "proto/haulroute/tender/v1/tender.proto:16:3:Enum value name \"UNSPECIFIED\" should be prefixed with "
           "\"TENDER_STATUS_\".\nproto/haulroute/tender/v1/tender.proto:16:3:Enum zero value name \"UNSPECIFIED\" "
           "should be suffixed with \"_UNSPECIFIED\".\nproto/haulroute/tender/v1/tender.proto:17:3:Enum value name "
           "\"OFFERING\" should be prefixed with \"TENDER_STATUS_\".\nproto/haulroute/tender/v1/tender.proto:18:3:"
           "Enum value name \"ACCEPTED\" should be prefixed with \"TENDER_STATUS_\".\nproto/haulroute/tender/v1/"
           "tender.proto:19:3:Enum value name \"EXHAUSTED\" should be prefixed with \"TENDER_STATUS_\".\nproto/"
           "haulroute/tender/v1/tender.proto:20:3:Enum value name \"CANCELLED\" should be prefixed with "
           "\"TENDER_STATUS_\".", code=100)
    s.edit("buflintfix", "proto/haulroute/tender/v1/tender.proto",
           "enum TenderStatus {\n  UNSPECIFIED = 0;\n  OFFERING = 1;\n  ACCEPTED = 2;\n  EXHAUSTED = 3;\n  "
           "CANCELLED = 4;\n}",
           "enum TenderStatus {\n  TENDER_STATUS_UNSPECIFIED = 0;\n  TENDER_STATUS_OFFERING = 1;\n  "
           "TENDER_STATUS_ACCEPTED = 2;\n  TENDER_STATUS_EXHAUSTED = 3;\n  TENDER_STATUS_CANCELLED = 4;\n}")
    s.bash("bufgen", "buf lint && buf generate && find gen -name '*.go'",
           "gen/haulroute/tender/v1/tender.pb.go\ngen/haulroute/tender/v1/tender_grpc.pb.go")
    s.write("mainserver", "cmd/haulroute-api/main.go",
            "// Command haulroute-api serves TenderService over gRPC.\npackage main\n\nimport (\n\t\"log/slog\"\n"
            "\t\"net\"\n\t\"os\"\n\n\t\"google.golang.org/grpc\"\n\t\"google.golang.org/grpc/health\"\n"
            "\thealthpb \"google.golang.org/grpc/health/grpc_health_v1\"\n\t\"google.golang.org/grpc/reflection\"\n\n"
            "\ttenderv1 \"github.com/brannockfreight/haulroute/gen/haulroute/tender/v1\"\n"
            "\t\"github.com/brannockfreight/haulroute/internal/api\"\n)\n\nconst listenAddr = \":9090\"\n\n"
            "func main() {\n\tlis, err := net.Listen(\"tcp\", listenAddr)\n\tif err != nil {\n"
            "\t\tslog.Error(\"listen\", \"addr\", listenAddr, \"err\", err)\n\t\tos.Exit(1)\n\t}\n"
            "\tsrv := grpc.NewServer()\n\ttenderv1.RegisterTenderServiceServer(srv, api.NewTenderServer())\n"
            "\thealthpb.RegisterHealthServer(srv, health.NewServer())\n\treflection.Register(srv)\n"
            "\tslog.Info(\"haulroute-api listening\", \"addr\", listenAddr)\n\tif err := srv.Serve(lis); err != nil {\n"
            "\t\tslog.Error(\"serve\", \"err\", err)\n\t\tos.Exit(1)\n\t}\n}\n")
    s.bash("grpcurl", "go run ./cmd/haulroute-api & sleep 2 && grpcurl -plaintext localhost:9090 list",
           "time=2028-11-06T14:42:41.118Z level=INFO msg=\"haulroute-api listening\" addr=:9090\n"
           "grpc.health.v1.Health\ngrpc.reflection.v1.ServerReflection\ngrpc.reflection.v1alpha.ServerReflection\n"
           "haulroute.tender.v1.TenderService")
    s.bash(None, "git status --short", "?? buf.gen.yaml\n?? buf.yaml\n?? cmd/\n?? gen/\n?? go.mod\n?? go.sum\n"
           "?? internal/\n?? proto/")
    s.bash("commit1", "git add -A && git commit -m 'chore: skeleton: go module, buf, TenderService v1 proto, gRPC "
           "server on :9090'", "[main 3c91d0a] chore: skeleton: go module, buf, TenderService v1 proto, gRPC server "
           "on :9090\n 12 files changed, 1187 insertions(+)\n create mode 100644 buf.gen.yaml\n create mode 100644 "
           "proto/haulroute/tender/v1/tender.proto")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git log --oneline -3", "3c91d0a chore: skeleton: go module, buf, TenderService v1 proto, gRPC "
           "server on :9090\n8f20a11 Initial commit")
    s.prompt("dbplan", "Database today. Local Postgres 16 in Docker on port 5434 (5432 is my copy of the old TMS "
             "database). sqlc generating for database/sql with lib/pq for now: it's what the TMS team knows and they "
             "will review this. Migrations with goose in migrations/. Tables: carriers, loads, tenders, "
             "tender_offers.")
    s.bash("pgup", "docker run -d --name haulroute-pg -e POSTGRES_USER=haulroute -e POSTGRES_PASSWORD=haulroute "
           "-p 5434:5432 postgres:16.4 && sleep 3 && docker ps --filter name=haulroute-pg",
           "a4e1f09b27cd51d9e0f3c07a8812e6b1f5d0a9c3e2b47f6d8a1c0e9b3f2d7a61\nCONTAINER ID   IMAGE           "
           "COMMAND                  CREATED         STATUS         PORTS                    NAMES\na4e1f09b27cd   "
           "postgres:16.4   \"docker-entrypoint.s…\"   4 seconds ago   Up 3 seconds   0.0.0.0:5434->5432/tcp   "
           "haulroute-pg")
    s.write("schema1", "migrations/00001_init.sql", SCHEMA_SQL)
    s.write("sqlcyaml1", "sqlc.yaml", SQLC_YAML_V1)
    s.write("queries1", "queries/tenders.sql", QUERIES_SQL)
    s.bash("sqlcfail", "sqlc generate", "# package db\nqueries/tenders.sql:14:42: column \"carrier_mc\" does not "
           "exist", code=1)
    s.edit("sqlcfix", "queries/tenders.sql", "INSERT INTO tender_offers (tender_id, carrier_mc, rate)",
           "INSERT INTO tender_offers (tender_id, mc_number, rate)")
    s.bash("sqlcok", "sqlc generate && goose -dir migrations postgres 'postgres://haulroute:haulroute@localhost:5434/"
           "haulroute?sslmode=disable' up && ls gen/db",
           "2028/11/08 15:31:07 OK   00001_init.sql (23.1ms)\n2028/11/08 15:31:07 goose: successfully migrated "
           "database to version: 1\ndb.go\nmodels.go\nquerier.go\ntenders.sql.go")
    s.prompt("temporaldev", "For local Temporal use the CLI dev server. The tender workflow: for each carrier in the "
             "list, send the offer, then poll every 30 seconds with a CheckOfferStatus activity until the carrier "
             "accepts, declines, or their 30-minute offer window runs out; then the next carrier. Task queue "
             "'tendering', workflow id tender-<load id>.")
    s.bash("devserver", "temporal server start-dev --db-filename .temporal/dev.db --namespace haulroute &",
           "CLI 1.1.2 (Server 1.25.2, UI 2.32.0)\n\nServer:  localhost:7233\nUI:      http://localhost:8233\n"
           "Metrics: http://localhost:43519/metrics")
    s.write("workflow1", "internal/tender/workflow.go", WORKFLOW_V1)
    s.write("worker1", "cmd/haulroute-worker/main.go",
            "// Command haulroute-worker runs the tender workflows and activities.\npackage main\n\nimport (\n"
            "\t\"log\"\n\t\"os\"\n\n\t\"go.temporal.io/sdk/client\"\n\t\"go.temporal.io/sdk/worker\"\n\n"
            "\t\"github.com/brannockfreight/haulroute/internal/tender\"\n)\n\nfunc main() {\n"
            "\tc, err := client.Dial(client.Options{HostPort: envOr(\"TEMPORAL_HOSTPORT\", \"localhost:7233\"), "
            "Namespace: envOr(\"TEMPORAL_NAMESPACE\", \"haulroute\")})\n\tif err != nil {\n"
            "\t\tlog.Fatalf(\"temporal dial: %v\", err)\n\t}\n\tdefer c.Close()\n\n"
            "\tw := worker.New(c, tender.TaskQueue, worker.Options{})\n\tw.RegisterWorkflow(tender.TenderLoad)\n"
            "\tw.RegisterActivity(tender.NewActivities(mustStore()))\n\tif err := w.Run(worker.InterruptCh()); err != "
            "nil {\n\t\tlog.Fatalf(\"worker: %v\", err)\n\t}\n}\n\nfunc envOr(k, d string) string {\n"
            "\tif v := os.Getenv(k); v != \"\" {\n\t\treturn v\n\t}\n\treturn d\n}\n")
    s.bash("wftest1", "go test ./internal/tender/... -run TestTenderLoad -v",
           "=== RUN   TestTenderLoad_FirstCarrierAccepts\n--- PASS: TestTenderLoad_FirstCarrierAccepts (0.02s)\n"
           "=== RUN   TestTenderLoad_AllDecline\n--- PASS: TestTenderLoad_AllDecline (0.03s)\n=== RUN   "
           "TestTenderLoad_WindowExpires\n--- PASS: TestTenderLoad_WindowExpires (0.05s)\nPASS\nok  \t"
           "github.com/brannockfreight/haulroute/internal/tender\t0.412s")
    s.remember("memstack", "haulroute setup (8 Nov 2028): Go 1.23.4, Temporal Go SDK v1.31.0 (local: temporal CLI dev "
               "server on localhost:7233, UI on 8233, namespace haulroute), gRPC API on :9090 with buf 1.47.2, "
               "Postgres 16 locally in Docker on port 5434, sqlc 1.27.0 generating for database/sql with lib/pq, "
               "goose migrations. Tender workflow TenderLoad on task queue 'tendering', id tender-<load id>; it polls "
               "CheckOfferStatus every 30 s, offer window 30 minutes per carrier.", "haulroute stack and tender "
               "workflow basics", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat: postgres schema + sqlc queries, TenderLoad workflow with "
           "offer polling, worker'", "[main 71be4c2] feat: postgres schema + sqlc queries, TenderLoad workflow with "
           "offer polling, worker\n 14 files changed, 962 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("crxplan", "Carrier rates next. CRX's RateService is SOAP 1.1, WSDL at https://ws.crx-rates.com/"
             "RateService.svc?wsdl (Hank Ostrowski, our account rep there, sent the docs; our account id is "
             "BRN-20417). Generate the client with gowsdl instead of writing XML by hand. Credentials live in Secret "
             "Manager as crx-username / crx-password; locally in .envrc via direnv, never in the repo. The cascade "
             "offers the load to carriers cheapest CRX-based quote first.")
    s.read("wsdl", "crx/RateService.wsdl", CRX_WSDL)
    s.bash("gowsdl", "go install github.com/hooklift/gowsdl/cmd/gowsdl@v0.5.0 && gowsdl -p crxsoap -d internal/ -o "
           "rateservice.go crx/RateService.wsdl && wc -l internal/crxsoap/rateservice.go",
           "🍀  Reading file crx/RateService.wsdl\n🍀  Generating code...\n🍀  Done 👍\n 9214 "
           "internal/crxsoap/rateservice.go")
    s.write("ratesact", "internal/rates/soap.go", RATES_V1)
    s.edit("rankquery", "queries/tenders.sql", "-- name: FinishTender :exec",
           "-- name: ListCandidateCarriers :many\n-- Carriers for a lane, cheapest quote first.\nSELECT c.mc_number, "
           "c.name, c.dispatch_email, q.total_cents\nFROM carriers c\nJOIN carrier_lane_quotes q ON q.mc_number = "
           "c.mc_number\nWHERE q.origin = $1 AND q.destination = $2 AND q.equipment = $3 AND c.active\n"
           "ORDER BY q.total_cents ASC\nLIMIT 12;\n\n-- name: FinishTender :exec")
    s.bash("timeout1", "go run ./cmd/crxprobe --lanes CMH-ATL,CMH-CLT,CMH-BNA,CMH-MEM,CMH-JAX,CMH-BHM --equipment V53",
           "2028/11/10 19:15:02 rates: Post \"https://ws.crx-rates.com/RateService.svc\": context deadline exceeded "
           "(Client.Timeout exceeded while awaiting headers)\nexit status 1", code=1)
    s.bash("timeouttime", "for n in 1 6; do curl -s -o /dev/null -w \"lanes=$n total=%{time_total}s "
           "connect=%{time_connect}s\\n\" -H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: "
           "\"http://schemas.crx-rates.com/rates/v2/IRateService/RateShop\"' --data @testdata/rateshop_$n.xml "
           "https://ws.crx-rates.com/RateService.svc; done",
           "lanes=1 total=2.912s connect=0.041s\nlanes=6 total=11.847s connect=0.039s")
    s.prompt("timeoutwhy1", "So CRX is just slow on multi-lane RateShop: six lanes take almost 12 s on their side "
             "(connect is 40 ms, it's all server time), and our client gives up after 5 s. Hank confirmed on the "
             "phone (+1 614-555-0187) that RateShop prices each lane synchronously, 2-3 s per lane. Ask one lane per "
             "request instead of all of them in one call, and raise the client timeout to 20 s.")
    s.edit("timeoutfix1", "internal/rates/soap.go", "\tclient := soap.NewClient(endpoint, soap.WithTimeout(5*time.Second))",
           "\t// RateShop is priced per lane on CRX's side (2-3 s each): we send one lane per request.\n"
           "\tclient := soap.NewClient(endpoint, soap.WithTimeout(20*time.Second))")
    s.bash("probeok", "go run ./cmd/crxprobe --lanes CMH-ATL --equipment V53",
           "CRX quote Q-88213: V53 CMH->ATL 575 mi linehaul $1,412.50 fuel $198.33 valid until "
           "2028-11-10T19:40:31Z (2.87s)")
    s.lesson("lesson1", "When the CRX call fails with 'context deadline exceeded (Client.Timeout exceeded while "
             "awaiting headers)' and curl shows a fast connect but a long total, CRX itself is slow: RateShop prices "
             "each lane synchronously (2-3 s per lane), so a six-lane request took 11.8 s against our 5 s client "
             "timeout. Send one lane per request and allow 20 s.", "haulroute: first CRX RateShop calls from the "
             "probe on 10 November")
    s.bash("commit3", "git add -A && git commit -m 'feat(rates): CRX RateService client generated with gowsdl, "
           "FetchRates activity, one lane per request, 20s timeout'", "[main c05d7e3] feat(rates): CRX RateService "
           "client generated with gowsdl, FetchRates activity, one lane per request, 20s timeout\n 6 files changed, "
           "9488 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.write("golangci", ".golangci.yml", GOLANGCI_YML)
    s.bash("lintfail", "golangci-lint run",
           "internal/tender/activities.go:44:8: Error return value of `resp.Body.Close` is not checked (errcheck)\n"
           "\tdefer resp.Body.Close()\n\t      ^\ninternal/store/store.go:18:6: exported: exported type Store should "
           "have comment or be unexported (revive)\ntype Store struct {\n     ^\ninternal/tender/activities.go:57:13: "
           "G404: Use of weak random number generator (math/rand or math/rand/v2 instead of crypto/rand) (gosec)\n"
           "\tjitter := rand.IntN(500)\n\t          ^\n3 issues:\n* errcheck: 1\n* gosec: 1\n* revive: 1", code=1)
    s.multiedit("lintfix", "internal/tender/activities.go",
                [("\tdefer resp.Body.Close()", "\tdefer func() { _ = resp.Body.Close() }()"),
                 ("\tjitter := rand.IntN(500)", "\tjitter := rand.IntN(500) //nolint:gosec // G404: jitter for portal "
                  "retries, not a secret")])
    s.edit(None, "internal/store/store.go", "type Store struct {", "// Store wraps the sqlc queries and the "
           "connection pool.\ntype Store struct {")
    s.prompt("pgxswitch", "Switch sqlc to pgx/v5 now, before there's more code on top of it. lib/pq is in maintenance "
             "mode, and database/sql hands us our numeric(10,2) rate columns as strings, so every rate comparison "
             "parses strings. With pgx we get pgtype.Numeric, pgxpool, and CopyFrom for the nightly carrier import. "
             "I'll tell the TMS team.")
    s.edit("sqlcpgx", "sqlc.yaml", '        sql_package: "database/sql"',
           '        sql_package: "pgx/v5"\n        emit_pointers_for_null_types: true')
    s.bash("pgxbuildfail", "sqlc generate && go build ./...",
           "# github.com/brannockfreight/haulroute/internal/store\ninternal/store/store.go:31:18: cannot use conn "
           "(variable of type *sql.DB) as db.DBTX value in argument to db.New: *sql.DB does not implement db.DBTX "
           "(wrong type for method Exec)\n\t\thave Exec(string, ...any) (sql.Result, error)\n\t\twant Exec("
           "context.Context, string, ...interface{}) (pgconn.CommandTag, error)", code=1)
    s.edit("pgxpool", "internal/store/store.go",
           "\tconn, err := sql.Open(\"postgres\", dsn)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n"
           "\treturn &Store{q: db.New(conn), conn: conn}, nil",
           "\tpool, err := pgxpool.New(ctx, dsn)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf(\"pgxpool: %w\", err)\n"
           "\t}\n\treturn &Store{q: db.New(pool), pool: pool}, nil")
    s.bash("pgxtest", "go mod tidy && go test ./...",
           "go: removing github.com/lib/pq v1.10.9\ngo: added github.com/jackc/pgx/v5 v5.7.1\n"
           + go_ok([("cmd/haulroute-api", None), ("cmd/haulroute-worker", None), ("internal/api", "0.198"),
                    ("internal/rates", "0.071"), ("internal/store", "1.906"), ("internal/tender", "0.433")]))
    s.prompt("redisplan", "CRX quotes are binding for 15 minutes. Cache them so a cascade doesn't ask CRX again for "
             "every carrier on the same lane: Redis, key rates:{origin}:{dest}:{equipment}, TTL 15 minutes. Locally "
             "a redis:7.4 container on 6380.")
    s.write("ratecache1", "internal/rates/cache.go", CACHE_REDIS)
    s.bash("cachetest", "docker run -d --name haulroute-redis -p 6380:6379 redis:7.4 >/dev/null && go test "
           "./internal/rates/ -run TestCache -v", "=== RUN   TestCache_PutGet\n--- PASS: TestCache_PutGet (0.01s)\n"
           "=== RUN   TestCache_Expires\n--- PASS: TestCache_Expires (1.02s)\nPASS\nok  \tgithub.com/brannockfreight/"
           "haulroute/internal/rates\t1.094s")
    s.bash("lint4", "make lint", "golangci-lint run ./...\n0 issues.")
    s.bash("commit4", "git add -A && git commit -m 'refactor(db): sqlc on pgx/v5 and pgxpool instead of database/sql + "
           "lib/pq; feat(rates): Redis quote cache, 15m TTL'", "[main 9a4f61b] refactor(db): sqlc on pgx/v5 and pgxpool "
           "instead of database/sql + lib/pq; feat(rates): Redis quote cache, 15m TTL\n 17 files changed, 402 "
           "insertions(+), 318 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("historysize", "I ran a cascade over 8 carriers against the dev server yesterday evening with nobody "
             "answering. The Temporal UI shows a warning about the history size on that run. Have a look.")
    s.bash("histcount", "temporal workflow describe -w tender-L-100233 --namespace haulroute | grep -E "
           "'HistoryLength|HistorySize' && temporal workflow show -w tender-L-100233 --namespace haulroute -o json "
           "| jq '[.events[].eventType] | group_by(.) | map({(.[0]): length}) | add'",
           "  HistoryLength        2417\n  HistorySize          1.9 MB\n{\n  \"EVENT_TYPE_ACTIVITY_TASK_COMPLETED\": "
           "489,\n  \"EVENT_TYPE_ACTIVITY_TASK_SCHEDULED\": 489,\n  \"EVENT_TYPE_ACTIVITY_TASK_STARTED\": 489,\n  "
           "\"EVENT_TYPE_TIMER_FIRED\": 472,\n  \"EVENT_TYPE_TIMER_STARTED\": 472,\n  "
           "\"EVENT_TYPE_WORKFLOW_TASK_COMPLETED\": 2,\n  \"EVENT_TYPE_WORKFLOW_EXECUTION_STARTED\": 1,\n  ...\n}")
    s.prompt("signals", "Polling was the wrong call: every 30-second check is an activity plus a timer, five events, "
             "for eight carriers times 30 minutes. That's how we got 2,417 events. Drop CheckOfferStatus. The carrier "
             "portal already knows when a carrier clicks accept or decline: add a RespondToTender RPC, and have it "
             "send a signal 'offer-response' to the workflow; the workflow waits on a selector over that signal "
             "channel and a timer for the offer window.")
    s.edit("protorespond", "proto/haulroute/tender/v1/tender.proto",
           "  // GetTender returns the state of a load's cascade.\n  rpc GetTender(GetTenderRequest) returns "
           "(GetTenderResponse);",
           "  // GetTender returns the state of a load's cascade.\n  rpc GetTender(GetTenderRequest) returns "
           "(GetTenderResponse);\n  // RespondToTender is called by the carrier portal when a carrier accepts or "
           "declines an offer.\n  rpc RespondToTender(RespondToTenderRequest) returns (RespondToTenderResponse);")
    s.write("workflow2", "internal/tender/workflow.go", WORKFLOW_V2)
    s.bash("replayfail", "go test ./internal/tender/ -run TestReplay -v",
           "=== RUN   TestReplayHistories\n=== RUN   TestReplayHistories/tender-L-100187.json\n    replay_test.go:31: "
           "replay tender-L-100187.json: [TMPRL1100] During replay, a matching Timer command was expected in history "
           "event position 5. However, the replayed code did not produce that. Possible causes are nondeterministic "
           "workflow definition code, or an incompatible change in the workflow definition.\n--- FAIL: "
           "TestReplayHistories (0.09s)\n    --- FAIL: TestReplayHistories/tender-L-100187.json (0.04s)\nFAIL\n"
           "FAIL\tgithub.com/brannockfreight/haulroute/internal/tender\t0.318s", code=1)
    s.prompt("detrule", "That's the 24-hours-before-pickup wait: time.Until reads the wall clock. The recorded history "
             "was made on Tuesday when pickup was two days out, so the workflow slept; replayed today, pickup is "
             "less than 24 h away, the branch flips and the timer is never created. House rule for workflow code "
             "from now on: no time.Now / time.Since / time.Until, no math/rand, no ranging over maps, no bare "
             "goroutines; only workflow.Now, workflow.SideEffect, workflow.Go. And every workflow keeps recorded "
             "histories in testdata/histories that the replay test runs.")
    s.edit("detfix", "internal/tender/workflow.go",
           "\tif wait := time.Until(in.PickupAt) - earliestOffer; wait > 0 {",
           "\tif wait := in.PickupAt.Sub(workflow.Now(ctx)) - earliestOffer; wait > 0 {")
    s.write("respondhandler", "internal/api/respond.go",
            "package api\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\n\t\"google.golang.org/grpc/codes\"\n"
            "\t\"google.golang.org/grpc/status\"\n\n\ttenderv1 \"github.com/brannockfreight/haulroute/gen/haulroute/"
            "tender/v1\"\n\t\"github.com/brannockfreight/haulroute/internal/tender\"\n)\n\n// RespondToTender forwards "
            "a carrier's answer from the portal into the load's workflow as a signal.\nfunc (s *TenderServer) "
            "RespondToTender(ctx context.Context, req *tenderv1.RespondToTenderRequest) (*tenderv1."
            "RespondToTenderResponse, error) {\n\tif req.GetLoadId() == \"\" || req.GetOfferId() == 0 {\n\t\treturn "
            "nil, status.Error(codes.InvalidArgument, \"load_id and offer_id are required\")\n\t}\n"
            "\tresp := tender.OfferResponse{OfferID: req.GetOfferId(), MC: req.GetMcNumber(), Accepted: "
            "req.GetAccepted(), Reason: req.GetReason()}\n\terr := s.temporal.SignalWorkflow(ctx, "
            "\"tender-\"+req.GetLoadId(), \"\", tender.ResponseSignal, resp)\n\tif err != nil {\n\t\treturn nil, "
            "fmt.Errorf(\"signal tender-%s: %w\", req.GetLoadId(), err)\n\t}\n\treturn &tenderv1."
            "RespondToTenderResponse{}, nil\n}\n")
    s.bash("replayok", "buf generate && go test ./internal/tender/... ./internal/api/...",
           go_ok([("internal/api", "0.244"), ("internal/tender", "0.691")]))
    s.bash("histcount2", "go run ./cmd/cascadesim --load L-100240 --carriers 8 --respond none && temporal workflow "
           "describe -w tender-L-100240 --namespace haulroute | grep -E 'HistoryLength|HistorySize'",
           "started tender-L-100240 (8 carriers, nobody answers)\nworkflow completed: exhausted after 8 offers\n"
           "  HistoryLength        64\n  HistorySize          21 kB")
    s.remember("memworkflow", "haulroute tender workflow design (16 Nov 2028): TenderLoad on task queue 'tendering', "
               "workflow id tender-<load id>. Carrier answers arrive as the signal 'offer-response', sent by the "
               "RespondToTender gRPC handler that the carrier portal calls; the workflow selects over that signal and "
               "a 30-minute offer-window timer per carrier. The CheckOfferStatus polling activity is gone: 2,417 "
               "history events for 8 carriers with polling, 64 with signals. Offers start at most 24 h before pickup. "
               "Replay tests run the recorded histories in testdata/histories.", "tender workflow: signals, not "
               "polling", "decision")
    s.bash("commit5", "git add -A && git commit -m 'feat(tender): carrier answers as offer-response signal via "
           "RespondToTender; drop CheckOfferStatus polling; replay tests'", "[main 5d2e8b0] feat(tender): carrier "
           "answers as offer-response signal via RespondToTender; drop CheckOfferStatus polling; replay tests\n "
           "11 files changed, 377 insertions(+), 142 deletions(-)\n create mode 100644 internal/tender/testdata/"
           "histories/tender-L-100187.json")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash("faultfail", "go run ./cmd/crxprobe --lanes 43215-99501 --equipment V53",
           "2028/11/20 15:01:44 rates: expected element type <RateShopResponse> but have <Fault>\nexit status 1",
           code=1)
    s.bash("faultxml", "curl -s -H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: \"http://schemas.crx-rates.com/"
           "rates/v2/IRateService/RateShop\"' --data @testdata/rateshop_ak.xml https://ws.crx-rates.com/RateService.svc "
           "| xmllint --format - | sed -n 3,12p",
           "  <s:Body>\n    <s:Fault>\n      <faultcode>s:Client</faultcode>\n      <faultstring xml:lang=\"en-US\">No "
           "market data for lane</faultstring>\n      <detail>\n        <CrxFault xmlns=\"http://schemas.crx-rates.com/"
           "rates/v2\">\n          <ErrorCode>4102</ErrorCode>\n          <Message>No market data for 43215 -> 99501 "
           "(V53)</Message>\n        </CrxFault>\n      </detail>")
    s.prompt("handwritten", "Enough of gowsdl. 9,214 lines of generated code, it can't decode CRX's s:Fault (so an "
             "unknown lane looks like a broken response instead of 'no market data'), I had to hand-patch the "
             "WS-Security UsernameToken header into it, and it barely supports context. We call two operations, "
             "RateShop and GetAccessorials. Write a small client on encoding/xml with our own envelope types, "
             "context-aware requests and a proper Fault error. And move it out of internal/rates: "
             "internal/rates/soap.go becomes internal/crx/client.go, package crx.")
    s.pre_tool("pregitrm", "Bash", {"command": "git mv internal/rates/soap.go internal/crx/client.go && git rm -r -q "
                                               "internal/crxsoap", "description": "Move the CRX client, drop gowsdl "
                                                                                  "output"})
    s.bash("gitmvcrx", "git mv internal/rates/soap.go internal/crx/client.go && git rm -r -q internal/crxsoap && git "
           "status --short", "R  internal/rates/soap.go -> internal/crx/client.go\nD  internal/crxsoap/"
           "rateservice.go", desc="Move the CRX client, drop gowsdl output")
    s.write("crxclient", "internal/crx/client.go", CRX_CLIENT)
    s.bash("crxtest", "go test ./internal/crx/ -v",
           "=== RUN   TestRateShop_OneLane\n--- PASS: TestRateShop_OneLane (0.00s)\n=== RUN   TestRateShop_Fault4102"
           "IsUnknownLane\n--- PASS: TestRateShop_Fault4102IsUnknownLane (0.00s)\n=== RUN   TestRateShop_"
           "SendsUsernameToken\n--- PASS: TestRateShop_SendsUsernameToken (0.00s)\n=== RUN   TestRateShop_"
           "RespectsContext\n--- PASS: TestRateShop_RespectsContext (0.10s)\nPASS\nok  \tgithub.com/brannockfreight/"
           "haulroute/internal/crx\t0.118s")
    s.prompt("renamewf", "While we're moving things: rename the workflow TenderLoad -> OfferCascade, and "
             "internal/tender/workflow.go -> internal/tender/cascade.go. It's a cascade of offers, not one tender, "
             "and the dispatchers already call it that. Workflow ids stay tender-<load id>.")
    s.grep("greptender", "TenderLoad", ["internal/tender/workflow.go", "internal/tender/workflow_test.go",
                                        "internal/tender/replay_test.go", "cmd/haulroute-worker/main.go",
                                        "internal/api/tender_server.go"])
    s.bash("gitmvcascade", "git mv internal/tender/workflow.go internal/tender/cascade.go && git mv "
           "internal/tender/workflow_test.go internal/tender/cascade_test.go && git status --short",
           "R  internal/tender/workflow.go -> internal/tender/cascade.go\nR  internal/tender/workflow_test.go -> "
           "internal/tender/cascade_test.go")
    s.tool_failure("renamefail", "Edit", {"file_path": f"{s.cwd}/internal/tender/workflow.go",
                                          "old_string": "func TenderLoad(ctx workflow.Context",
                                          "new_string": "func OfferCascade(ctx workflow.Context",
                                          "replace_all": False},
                   "File does not exist. Current working directory: /home/maya/src/haulroute")
    s.multiedit("renamemulti", "internal/tender/cascade.go",
                [("// TenderLoad offers the load to each carrier in turn", "// OfferCascade offers the load to each "
                  "carrier in turn"),
                 ("func TenderLoad(ctx workflow.Context, in TenderInput) (TenderResult, error) {",
                  "func OfferCascade(ctx workflow.Context, in TenderInput) (TenderResult, error) {")])
    s.edit(None, "cmd/haulroute-worker/main.go", "\tw.RegisterWorkflow(tender.TenderLoad)",
           "\tw.RegisterWorkflow(tender.OfferCascade)")
    s.edit(None, "internal/api/tender_server.go", "s.temporal.ExecuteWorkflow(ctx, opts, tender.TenderLoad, in)",
           "s.temporal.ExecuteWorkflow(ctx, opts, tender.OfferCascade, in)")
    s.bash("staleworker", "go run ./cmd/haulroute-worker 2>&1 | grep -m2 -i 'workflow type'",
           "2028/11/20 15:34:09 WARN Failed to process workflow task. Namespace haulroute TaskQueue tendering "
           "WorkerID 48213@maya-xps@ WorkflowType TenderLoad WorkflowID tender-L-100251 RunID "
           "3f6a2c1e-9b4d-4e7a-8c21-7d5e0b9f1a36 Attempt 1 Error unable to find workflow type: TenderLoad. Supported "
           "types: [OfferCascade]\n2028/11/20 15:34:09 WARN Failed to process workflow task. Namespace haulroute "
           "TaskQueue tendering WorkflowType TenderLoad WorkflowID tender-L-100252 Attempt 1 Error unable to find "
           "workflow type: TenderLoad. Supported types: [OfferCascade]")
    s.prompt("renamewhy", "Those are the three cascades I started on the dev server on Friday: they were started "
             "under the old type name and the worker only knows OfferCascade now. Nothing is in production, so just "
             "terminate them. Once we are live, a rename means registering the old name too "
             "(RegisterWorkflowWithOptions with Name \"TenderLoad\") until the old runs have drained.")
    s.bash("terminate", "temporal workflow terminate --namespace haulroute --query 'WorkflowType=\"TenderLoad\" AND "
           "ExecutionStatus=\"Running\"' --reason 'renamed to OfferCascade' --yes",
           "Start batch against approximately 3 workflow(s)\nStarted batch for job ID: "
           "7c0e4d52-1f3a-4b69-9e8d-2a5b6c7d8e90")
    s.lesson("lesson2", "Renaming a Temporal workflow function renames its workflow type. Executions started under "
             "the old name (TenderLoad) then fail every workflow task with 'unable to find workflow type: "
             "TenderLoad. Supported types: [OfferCascade]'. Register the old name as well "
             "(RegisterWorkflowWithOptions, Name: \"TenderLoad\") until they drain, or terminate them where that is "
             "acceptable.", "haulroute: renaming TenderLoad to OfferCascade on 20 November")
    s.bash("lint6", "make lint && go test ./...", "golangci-lint run ./...\n0 issues.\n" + go_ok(ALL_OK))
    s.bash("commit6", "git add -A && git commit -m 'refactor: hand-written CRX SOAP client in internal/crx (drop "
           "gowsdl); rename TenderLoad workflow to OfferCascade'", "[main e48c2f7] refactor: hand-written CRX SOAP "
           "client in internal/crx (drop gowsdl); rename TenderLoad workflow to OfferCascade\n 14 files changed, 341 "
           "insertions(+), 9371 deletions(-)\n rename internal/{rates/soap.go => crx/client.go} (82%)\n rename "
           "internal/tender/{workflow.go => cascade.go} (91%)\n delete mode 100644 internal/crxsoap/rateservice.go")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("gkeplan", "Deploy time, staging first. Tobias Lind (platform team) gave us namespace haulroute on the "
             "GKE cluster hr-staging-gke in us-east4 (prod will be hr-prod-gke). The platform team runs Temporal 1.25 "
             "in the cluster: frontend temporal-frontend.temporal.svc.cluster.local:7233, our namespace 'haulroute'. "
             "Postgres is Cloud SQL brannock-staging:us-east4:haulroute-pg through the Cloud SQL Auth Proxy sidecar "
             "with Workload Identity (KSA haulroute -> GSA haulroute@brannock-staging.iam.gserviceaccount.com). Helm "
             "chart in deploy/helm/haulroute, images in us-east4-docker.pkg.dev/brannock-ci/apps/haulroute, Cloud "
             "Build on every push to main.")
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.write("chart", "deploy/helm/haulroute/values.yaml", VALUES_YAML)
    s.write("cloudbuild", "cloudbuild.yaml", CLOUDBUILD_YAML)
    s.bash("cbsubmit", "gcloud builds submit --config cloudbuild.yaml --substitutions=_ENV=staging,SHORT_SHA=$(git "
           "rev-parse --short HEAD) --region us-east4",
           "Creating temporary archive of 118 file(s) totalling 1.4 MiB before compression.\nUploading tarball of [.] "
           "to [gs://brannock-ci_cloudbuild/source/1858090214.67-5c1d.tgz]\nCreated [https://cloudbuild.googleapis.com/"
           "v1/projects/brannock-ci/locations/us-east4/builds/4b7e0c9a-2d13-4f5e-a6b8-91c0d2e3f4a5].\n...\nStep #4 - "
           "\"deploy\": Release \"haulroute\" has been upgraded. Happy Helming!\nDONE\n------------------------------"
           "------------------------------------------------\nID                                    CREATE_TIME"
           "                DURATION  STATUS\n4b7e0c9a-2d13-4f5e-a6b8-91c0d2e3f4a5  2028-11-22T15:30:52+00:00  5M48S  "
           "   SUCCESS", minutes=7)
    s.bash("sqlforbidden", "kubectl -n haulroute --context gke_brannock-staging_us-east4_hr-staging-gke logs "
           "deploy/haulroute-api -c cloud-sql-proxy --tail 3",
           "{\"severity\":\"INFO\",\"message\":\"Listening on 127.0.0.1:5432\"}\n{\"severity\":\"ERROR\",\"message\":"
           "\"[brannock-staging:us-east4:haulroute-pg] failed to connect to instance: failed to get instance: Refresh "
           "error: failed to get instance metadata (connection name = \\\"brannock-staging:us-east4:haulroute-pg\\\"): "
           "googleapi: Error 403: boss::NOT_AUTHORIZED: Not authorized to access resource. Possibly missing permission "
           "cloudsql.instances.get on resource instances/haulroute-pg., forbidden\"}\n{\"severity\":\"ERROR\","
           "\"message\":\"[brannock-staging:us-east4:haulroute-pg] client closed the connection\"}")
    s.bash("iamcheck", "gcloud projects get-iam-policy brannock-staging --flatten='bindings[].members' "
           "--filter='bindings.members:haulroute@' --format='value(bindings.role)'; gcloud iam service-accounts "
           "get-iam-policy haulroute@brannock-staging.iam.gserviceaccount.com --format=json | jq -c '.bindings'",
           "roles/logging.logWriter\n[{\"members\":[\"serviceAccount:brannock-staging.svc.id.goog[haulroute/default]"
           "\"],\"role\":\"roles/iam.workloadIdentityUser\"}]")
    s.prompt("sqlwhy", "Two things wrong: the GSA has no Cloud SQL Client role at all, and the Workload Identity "
             "binding names the namespace's default KSA, not the haulroute KSA the chart creates. Fix both with "
             "gcloud (Tobias said we may do IAM on our own GSA).")
    s.bash("wibind", "gcloud projects add-iam-policy-binding brannock-staging --member=serviceAccount:haulroute@"
           "brannock-staging.iam.gserviceaccount.com --role=roles/cloudsql.client --condition=None >/dev/null && "
           "gcloud projects add-iam-policy-binding brannock-staging --member=serviceAccount:haulroute@"
           "brannock-staging.iam.gserviceaccount.com --role=roles/cloudsql.instanceUser --condition=None >/dev/null "
           "&& gcloud iam service-accounts add-iam-policy-binding haulroute@brannock-staging.iam.gserviceaccount.com "
           "--role=roles/iam.workloadIdentityUser --member='serviceAccount:brannock-staging.svc.id.goog[haulroute/"
           "haulroute]'", "Updated IAM policy for serviceAccount [haulroute@brannock-staging.iam.gserviceaccount.com].\n"
           "bindings:\n- members:\n  - serviceAccount:brannock-staging.svc.id.goog[haulroute/default]\n  - "
           "serviceAccount:brannock-staging.svc.id.goog[haulroute/haulroute]\n  role: roles/iam.workloadIdentityUser\n"
           "etag: BwYk3c9Qx1M=\nversion: 1")
    s.bash("podsok", "kubectl -n haulroute rollout restart deploy/haulroute-api deploy/haulroute-worker && sleep 40 && "
           "kubectl -n haulroute get pods",
           "deployment.apps/haulroute-api restarted\ndeployment.apps/haulroute-worker restarted\nNAME"
           "                                READY   STATUS    RESTARTS   AGE\nhaulroute-api-6f9c7d5b8-k2xqp       2/2     "
           "Running   0          38s\nhaulroute-api-6f9c7d5b8-w7m4n       2/2     Running   0          36s\n"
           "haulroute-worker-5d8b4c9f7-9hjtd    2/2     Running   0          38s\nhaulroute-worker-5d8b4c9f7-q3rvz    "
           "2/2     Running   0          37s\nhaulroute-worker-5d8b4c9f7-xz8lp    2/2     Running   0          35s")
    s.lesson("lesson4", "Cloud SQL Auth Proxy logging 'googleapi: Error 403: boss::NOT_AUTHORIZED ... missing "
             "permission cloudsql.instances.get' on GKE: the Google service account needs roles/cloudsql.client "
             "(and cloudsql.instanceUser for IAM database login), and the roles/iam.workloadIdentityUser binding must "
             "name the Kubernetes service account the pods actually run as ([haulroute/haulroute], not "
             "[haulroute/default]).", "haulroute: first staging deploy on hr-staging-gke, 22 November")
    s.prompt("noredis", "Tobias says no to Redis: the platform team won't run a Memorystore instance for one small "
             "cache (about $180 a month for the standard tier, and one more thing for them to be paged about). Move "
             "the quote cache into Postgres: a rate_quotes table keyed by origin, destination and equipment with an "
             "expires_at, read and upserted through sqlc. It survives restarts too.")
    s.write("migration2", "migrations/00004_rate_quotes.sql",
            "-- +goose Up\n-- CRX quotes are binding for 15 minutes; the cascade reuses one per lane.\nCREATE TABLE "
            "rate_quotes (\n    origin       text NOT NULL,\n    destination  text NOT NULL,\n    equipment    text NOT "
            "NULL,\n    crx_quote_id text NOT NULL,\n    linehaul     numeric(10,2) NOT NULL,\n    fuel         "
            "numeric(10,2) NOT NULL,\n    miles        int NOT NULL,\n    fetched_at   timestamptz NOT NULL DEFAULT "
            "now(),\n    expires_at   timestamptz NOT NULL,\n    PRIMARY KEY (origin, destination, equipment)\n);\n\n"
            "-- name: GetFreshQuote :one  (in queries/rate_quotes.sql)\n\n-- +goose Down\nDROP TABLE rate_quotes;\n")
    s.edit("cachepg", "internal/rates/cache.go",
           "// Cache keeps CRX quotes per lane so the cascade asks CRX once per lane, not once per carrier.\n"
           "type Cache struct {\n\trdb *redis.Client\n}",
           "// Cache keeps CRX quotes per lane in Postgres (rate_quotes) so the cascade asks CRX once per lane,\n"
           "// not once per carrier. Backed by sqlc queries GetFreshQuote / UpsertQuote.\ntype Cache struct {\n"
           "\tq db.Querier\n}")
    s.bash("redisgone", "sqlc generate && go mod tidy && (grep -c go-redis go.mod || true) && go test ./internal/rates/"
           "...", "go: removing github.com/redis/go-redis/v9 v9.7.0\n0\nok  \tgithub.com/brannockfreight/haulroute/"
           "internal/rates\t0.412s")
    s.remember("memdeploy", "haulroute deployment (22 Nov 2028): Helm chart deploy/helm/haulroute, namespace haulroute "
               "on GKE hr-staging-gke (us-east4; prod: hr-prod-gke), images us-east4-docker.pkg.dev/brannock-ci/apps/"
               "haulroute built by Cloud Build (cloudbuild.yaml: lint, test, build, push, helm upgrade --atomic). "
               "Temporal is the platform team's (temporal-frontend.temporal.svc.cluster.local:7233, namespace "
               "haulroute). Cloud SQL brannock-staging:us-east4:haulroute-pg via the Auth Proxy sidecar, Workload "
               "Identity KSA haulroute -> GSA haulroute@brannock-staging.iam.gserviceaccount.com. CRX quotes are "
               "cached in the Postgres table rate_quotes (15 min), no Redis/Memorystore (Tobias Lind).",
               "haulroute deployment on GKE", "fact")
    s.bash("commit7", "git add -A && git commit -m 'feat(deploy): Dockerfile, Helm chart, cloudbuild.yaml; "
           "refactor(rates): quote cache in Postgres rate_quotes instead of Redis'", "[main 2b6f93d] feat(deploy): "
           "Dockerfile, Helm chart, cloudbuild.yaml; refactor(rates): quote cache in Postgres rate_quotes instead of "
           "Redis\n 19 files changed, 688 insertions(+), 71 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("release", "Release day: v0.4.0 goes to production. 30% of lanes (Midwest -> Southeast) are tendered "
             "through haulroute from today, the rest stays on the old TMS tender module for now. Dale Brunner (VP "
             "operations) wants the tender acceptance rate on a dashboard from day one.")
    s.bash(None, "git log --oneline -4", "2b6f93d feat(deploy): Dockerfile, Helm chart, cloudbuild.yaml; "
           "refactor(rates): quote cache in Postgres rate_quotes instead of Redis\n7d41a0e chore(deploy): "
           "values-prod.yaml for hr-prod-gke\ne48c2f7 refactor: hand-written CRX SOAP client in internal/crx (drop "
           "gowsdl); rename TenderLoad workflow to OfferCascade\n5d2e8b0 feat(tender): carrier answers as "
           "offer-response signal via RespondToTender; drop CheckOfferStatus polling; replay tests")
    s.pre_tool("prehelm", "Bash", {"command": "helm upgrade --install haulroute deploy/helm/haulroute -n haulroute -f "
                                              "deploy/helm/haulroute/values-prod.yaml --set image.tag=v0.4.0 "
                                              "--kube-context gke_brannock-prod_us-east4_hr-prod-gke",
                                   "description": "Deploy v0.4.0 to production"})
    s.tool_failure("helmrejected", "Bash",
                   {"command": "helm upgrade --install haulroute deploy/helm/haulroute -n haulroute -f "
                               "deploy/helm/haulroute/values-prod.yaml --set image.tag=v0.4.0 --kube-context "
                               "gke_brannock-prod_us-east4_hr-prod-gke", "description": "Deploy v0.4.0 to production"},
                   "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a "
                   "file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the "
                   "user to tell you how to proceed.")
    s.prompt("cbrule", "No helm from a laptop against prod, ever; that's Tobias's rule and it's a good one. Production "
             "deploys only go through the Cloud Build trigger haulroute-release, which fires on a v* tag and runs "
             "helm upgrade --atomic with values-prod.yaml. Push the tag.")
    s.bash("tag", "git tag -a v0.4.0 -m 'v0.4.0: first production release (30% of lanes)' && git push origin v0.4.0",
           "Enumerating objects: 1, done.\nCounting objects: 100% (1/1), done.\nWriting objects: 100% (1/1), 189 "
           "bytes | 189.00 KiB/s, done.\nTotal 1 (delta 0), reused 0 (delta 0), pack-reused 0\nTo github.com:"
           "brannockfreight/haulroute.git\n * [new tag]         v0.4.0 -> v0.4.0")
    s.bash("cbrelease", "gcloud builds list --region us-east4 --filter='substitutions.TAG_NAME=v0.4.0' --format='table("
           "id,createTime,duration(),status,substitutions.TRIGGER_NAME)'",
           "ID                                    CREATE_TIME                DURATION  STATUS   TRIGGER_NAME\n"
           "91d3e6f2-7a40-4c8b-b5e1-0f2a3b4c5d6e  2028-11-27T14:57:48+00:00  6M12S     SUCCESS  haulroute-release", minutes=8)
    s.bash("rollout", "kubectl --context gke_brannock-prod_us-east4_hr-prod-gke -n haulroute rollout status "
           "deploy/haulroute-worker && kubectl --context gke_brannock-prod_us-east4_hr-prod-gke -n haulroute get "
           "deploy", "deployment \"haulroute-worker\" successfully rolled out\nNAME               READY   UP-TO-DATE   "
           "AVAILABLE   AGE\nhaulroute-api      2/2     2            2           6m\nhaulroute-worker   3/3     3"
           "            3           6m")
    s.prompt("pdplan", "On-call: PagerDuty service 'haulroute-prod' on the escalation policy 'Freight Apps': me "
             "primary, Tobias secondary (his cell is +1 380-555-0142 if PagerDuty itself is down). Page on every "
             "failed OfferCascade workflow for now; at the start I'd rather know too much than too little.")
    s.write("alertpolicy", "deploy/monitoring/alerts.yaml", ALERTS_V1)
    s.bash("pdtest", "curl -s -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d "
           "\"{\\\"routing_key\\\":\\\"$PD_ROUTING_KEY\\\",\\\"event_action\\\":\\\"trigger\\\",\\\"payload\\\":"
           "{\\\"summary\\\":\\\"haulroute-prod test page\\\",\\\"source\\\":\\\"hr-prod-gke\\\",\\\"severity\\\":"
           "\\\"info\\\"}}\"", "{\"status\":\"success\",\"message\":\"Event processed\",\"dedup_key\":"
           "\"5f0c2b7e1a9d4e3c8b6a7d2e1f0c9b8a\"}")
    s.bash("smoke8", "grpcurl -d '{\"load_id\":\"L-204881\",\"lane\":{\"origin\":\"CMH\",\"destination\":\"ATL\","
           "\"equipment\":\"V53\"},\"pickup_at\":\"2028-11-28T13:00:00Z\",\"target_rate_cents\":162500}' "
           "localhost:19090 haulroute.tender.v1.TenderService/CreateTender",
           "{\n  \"workflowId\": \"tender-L-204881\"\n}")
    s.remember("memrelease", "haulroute v0.4.0 went to production on Monday 27 November 2028 through the Cloud Build "
               "trigger haulroute-release (v* tag, helm upgrade --atomic on hr-prod-gke; no helm from laptops). 30% of "
               "lanes (Midwest -> Southeast) tendered by haulroute, the rest still on the old TMS. On-call: PagerDuty "
               "service haulroute-prod, escalation policy Freight Apps, Maya primary, Tobias Lind secondary (+1 "
               "380-555-0142); every failed OfferCascade pages. Dale Brunner wants the acceptance rate on a "
               "dashboard.", "first production release and on-call", "event")
    s.bash("commit8", "git add -A && git commit -m 'chore(ops): alert rules, PagerDuty routing for haulroute-prod'",
           "[main 0c8a5e2] chore(ops): alert rules, PagerDuty routing for haulroute-prod\n 3 files changed, 71 "
           "insertions(+)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. PagerDuty has been paging since 06:12 (11:12 UTC) and hasn't stopped: 41 "
             "incidents so far, all 'OfferCascade failed', and it escalated to Tobias. Imani says no tenders have "
             "gone out since six, her team is covering loads by phone. Look now.")
    s.bash("wffailed", "temporal workflow count --namespace haulroute --address temporal-frontend.temporal.svc:7233 "
           "--query 'WorkflowType=\"OfferCascade\" AND ExecutionStatus=\"Failed\" AND StartTime > "
           "\"2028-11-29T11:00:00Z\"'", "Total: 41")
    s.bash("timeout2", "temporal workflow show -w tender-L-206113 --namespace haulroute -o json | jq -r '.events[] | "
           "select(.eventType==\"EVENT_TYPE_ACTIVITY_TASK_FAILED\") | .activityTaskFailedEventAttributes.failure."
           "message' | head -2",
           "crx RateShop: Post \"https://ws.crx-rates.com/RateService.svc\": context deadline exceeded "
           "(Client.Timeout exceeded while awaiting headers)\ncrx RateShop: Post \"https://ws.crx-rates.com/"
           "RateService.svc\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)")
    s.prompt("crxcheck", "Same error as the CRX slowness on the 10th, but Hank says CRX is fine today: their p95 is "
             "1.8 s and they see almost no traffic from us this morning. So our requests aren't even arriving. Test "
             "from inside a worker pod.")
    s.bash("podcurl", "kubectl -n haulroute exec deploy/haulroute-worker -c debug -- sh -c 'for i in 1 2 3 4 5; do "
           "curl -s -o /dev/null -m 25 -w \"connect=%{time_connect}s total=%{time_total}s\\n\" "
           "https://ws.crx-rates.com/RateService.svc?wsdl || echo \"exit $?\"; done'",
           "connect=0.038s total=0.212s\nconnect=0.000s total=25.001s\nexit 28\nconnect=0.041s total=0.198s\n"
           "connect=0.000s total=25.002s\nexit 28\nconnect=0.000s total=25.000s\nexit 28")
    s.bash("natlogs", "gcloud logging read 'resource.type=\"nat_gateway\" AND jsonPayload.allocation_status=\"DROPPED\""
           "' --project brannock-prod --freshness 2h --limit 2 --format json | jq -c '.[] | {ts: .timestamp, dest: "
           ".jsonPayload.connection.dest_ip, vm: .jsonPayload.endpoint.vm_name, status: .jsonPayload.allocation_status}'",
           "{\"ts\":\"2028-11-29T11:53:41.204Z\",\"dest\":\"52.168.41.77\",\"vm\":\"gke-hr-prod-gke-default-pool-"
           "8c1f2d3e-7wq2\",\"status\":\"DROPPED\"}\n{\"ts\":\"2028-11-29T11:53:40.977Z\",\"dest\":\"52.168.41.77\","
           "\"vm\":\"gke-hr-prod-gke-default-pool-8c1f2d3e-k9zt\",\"status\":\"DROPPED\"}")
    s.bash("natconfig", "gcloud compute routers nats describe hr-prod-nat --router hr-prod-router --region us-east4 "
           "--project brannock-prod --format='yaml(minPortsPerVm,enableDynamicPortAllocation,"
           "enableEndpointIndependentMapping,tcpEstablishedIdleTimeoutSec)'",
           "enableDynamicPortAllocation: false\nenableEndpointIndependentMapping: false\nminPortsPerVm: 64\n"
           "tcpEstablishedIdleTimeoutSec: 1200")
    s.prompt("timeoutwhy2", "So it's not CRX this time. Cloud NAT hands each node 64 source ports, and our client "
             "opens a brand-new TLS connection for every rate call (DisableKeepAlives, from when I wrote it on the "
             "20th). At the morning peak we make about 600 rate calls a minute from three nodes, the ports run out, "
             "NAT drops the SYNs and the dial just hangs until our 20 s timeout. Two fixes: Tobias turns on dynamic "
             "port allocation on hr-prod-nat (min 256, max 4096), and our client reuses connections again.")
    s.pre_tool("prenat", "Bash", {"command": "gcloud compute routers nats update hr-prod-nat --router hr-prod-router "
                                             "--region us-east4 --project brannock-prod "
                                             "--enable-dynamic-port-allocation --min-ports-per-vm 256 "
                                             "--max-ports-per-vm 4096"})
    s.bash("natfix", "gcloud compute routers nats update hr-prod-nat --router hr-prod-router --region us-east4 "
           "--project brannock-prod --enable-dynamic-port-allocation --min-ports-per-vm 256 --max-ports-per-vm 4096",
           "", "Updating nat [hr-prod-nat] in router [hr-prod-router]...done.")
    s.edit("keepalive", "internal/crx/client.go",
           "\t\t\t\t// CRX's load balancer drops idle connections after 15 s and reusing one gave us\n\t\t\t\t// "
           "\"unexpected EOF\": open a fresh connection for every call.\n\t\t\t\tDisableKeepAlives:   true,\n",
           "\t\t\t\t// Reuse connections: a new one per call exhausted Cloud NAT ports on 29 Nov. CRX's load\n"
           "\t\t\t\t// balancer drops idle connections after 15 s, so close ours after 10 s.\n"
           "\t\t\t\tMaxIdleConnsPerHost: 32,\n\t\t\t\tIdleConnTimeout:     10 * time.Second,\n")
    s.prompt("pagerreverse", "And the paging has to change: 41 pages for one cause, Tobias got woken up for nothing. "
             "A failed cascade on its own is not an emergency, carriers decline and loads get cancelled. Page only "
             "when the CRX circuit breaker has been open for 10 minutes, or when more than 20% of cascades fail "
             "within 15 minutes. Single failed cascades go to Slack #haulroute-alerts, not PagerDuty.")
    s.edit("alertsfix", "deploy/monitoring/alerts.yaml",
           "        - alert: OfferCascadeFailed\n          expr: sum(increase(temporal_workflow_failed_total{namespace="
           "\"haulroute\",workflow_type=\"OfferCascade\"}[5m])) > 0\n          labels:\n            severity: page",
           "        - alert: OfferCascadeFailed\n          expr: sum(increase(temporal_workflow_failed_total{namespace="
           "\"haulroute\",workflow_type=\"OfferCascade\"}[5m])) > 0\n          labels:\n            severity: ticket  "
           "# Slack #haulroute-alerts only\n        - alert: CascadeFailureRateHigh\n          expr: sum(increase("
           "temporal_workflow_failed_total{workflow_type=\"OfferCascade\"}[15m])) / sum(increase("
           "temporal_workflow_completed_total{workflow_type=\"OfferCascade\"}[15m]) + increase("
           "temporal_workflow_failed_total{workflow_type=\"OfferCascade\"}[15m])) > 0.2\n          labels:\n"
           "            severity: page\n        - alert: CrxBreakerOpen\n          expr: max(haulroute_crx_breaker_open)"
           " == 1\n          for: 10m\n          labels:\n            severity: page")
    s.lesson("lesson3", "'context deadline exceeded (Client.Timeout exceeded while awaiting headers)' on CRX calls does "
             "not always mean CRX is slow. On 29 Nov it was Cloud NAT source-port exhaustion on GKE: 64 ports per "
             "node and a client with keep-alives disabled. Before blaming the vendor, check time_connect from inside "
             "a pod (0 with a timeout = the dial never completed) and the NAT logs for allocation_status DROPPED.",
             "haulroute production incident, 29 November 2028")
    s.write("incnote", "docs/incidents/2028-11-29-crx-timeouts.md", INCIDENT_MD)
    s.bash("commit9", "git add -A && git commit -m 'fix(crx): reuse connections (Cloud NAT port exhaustion); "
           "fix(ops): page only on breaker open or >20% failing cascades' && git tag -a v0.4.1 -m 'v0.4.1: "
           "incident fix' && git push origin main v0.4.1", "[main 6e1f0a9] fix(crx): reuse connections (Cloud NAT "
           "port exhaustion); fix(ops): page only on breaker open or >20% failing cascades\n 4 files changed, 58 "
           "insertions(+), 6 deletions(-)\nTo github.com:brannockfreight/haulroute.git\n   0c8a5e2..6e1f0a9  main -> "
           "main\n * [new tag]         v0.4.1 -> v0.4.1")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git pull --ff-only && git log --oneline -2", "Already up to date.\n6e1f0a9 fix(crx): reuse "
           "connections (Cloud NAT port exhaustion); fix(ops): page only on breaker open or >20% failing cascades\n"
           "0c8a5e2 chore(ops): alert rules, PagerDuty routing for haulroute-prod")
    s.prompt("window", "Feedback from Imani Greene (dispatch lead) after the first week: 30 minutes per carrier is "
             "far too long, a rush load can sit in the cascade for hours. The offer window becomes 15 minutes, and 7 "
             "minutes for loads that pick up within 4 hours. Running cascades must keep their old window, so put it "
             "behind a workflow.GetVersion.")
    s.edit("windowedit", "internal/tender/cascade.go",
           "\t\ttimerCtx, cancelTimer := workflow.WithCancel(ctx)\n\t\ttimer := workflow.NewTimer(timerCtx, "
           "offerWindow)",
           "\t\twindow := offerWindow // 30 min, for cascades started before v0.5.0\n\t\tif v := workflow.GetVersion("
           "ctx, \"offer-window-15m\", workflow.DefaultVersion, 1); v == 1 {\n\t\t\twindow = 15 * time.Minute\n"
           "\t\t\tif in.PickupAt.Sub(workflow.Now(ctx)) < 4*time.Hour {\n\t\t\t\twindow = 7 * time.Minute // rush "
           "load\n\t\t\t}\n\t\t}\n\t\ttimerCtx, cancelTimer := workflow.WithCancel(ctx)\n\t\ttimer := "
           "workflow.NewTimer(timerCtx, window)")
    s.bash("replay10", "go test ./internal/tender/... -run 'TestReplay|TestOfferCascade' -v 2>&1 | grep -E "
           "'^(---|ok|FAIL)'", "--- PASS: TestOfferCascade_FirstCarrierAccepts (0.02s)\n--- PASS: TestOfferCascade_"
           "RushLoadSevenMinutes (0.03s)\n--- PASS: TestOfferCascade_WindowFifteenMinutes (0.03s)\n--- PASS: "
           "TestReplayHistories (0.21s)\nok  \tgithub.com/brannockfreight/haulroute/internal/tender\t0.588s")
    s.prompt("ranking", "Renata Silva (carrier relations) wants carriers ranked by their on-time score over the last "
             "90 days, not cheapest quote first: a cheap carrier who falls off a load costs us far more than the $40 "
             "we save, and we had three fall-offs last week. Price only breaks ties. And carriers with an on-time "
             "score under 85 never get offered a rush load.")
    s.edit("rankedit", "queries/tenders.sql",
           "-- Carriers for a lane, cheapest quote first.\nSELECT c.mc_number, c.name, c.dispatch_email, q.total_cents\n"
           "FROM carriers c\nJOIN carrier_lane_quotes q ON q.mc_number = c.mc_number\nWHERE q.origin = $1 AND "
           "q.destination = $2 AND q.equipment = $3 AND c.active\nORDER BY q.total_cents ASC",
           "-- Carriers for a lane: best on-time score (90 days) first, price breaks ties; rush loads only go to\n"
           "-- carriers at 85% or better (Renata Silva, carrier relations).\nSELECT c.mc_number, c.name, "
           "c.dispatch_email, c.on_time_score, q.total_cents\nFROM carriers c\nJOIN carrier_lane_quotes q ON "
           "q.mc_number = c.mc_number\nWHERE q.origin = @origin AND q.destination = @destination AND q.equipment = "
           "@equipment AND c.active\n  AND (NOT @rush::boolean OR c.on_time_score >= 85)\nORDER BY c.on_time_score "
           "DESC, q.total_cents ASC")
    s.bash("sqlcgen10", "sqlc generate && go test ./...", go_ok(ALL_OK))
    s.prompt("slack", "One more from Imani: when a cascade runs out of carriers, post to Slack #dispatch-tenders with "
             "the load number, lane and pickup time, so a dispatcher can cover it by phone. Not email: she says "
             "nobody on the floor reads the TMS emails.")
    s.write("notify", "internal/notify/slack.go",
            "// Package notify tells dispatch about cascades that need a human.\npackage notify\n\nimport (\n"
            "\t\"bytes\"\n\t\"context\"\n\t\"encoding/json\"\n\t\"fmt\"\n\t\"net/http\"\n\t\"time\"\n)\n\n"
            "// Slack posts to an incoming webhook; the channel (#dispatch-tenders) is fixed by the webhook.\n"
            "type Slack struct {\n\tWebhookURL string\n\tHTTP       *http.Client\n}\n\n// CascadeExhausted is sent "
            "when no carrier accepted the load.\nfunc (s Slack) CascadeExhausted(ctx context.Context, loadID, lane "
            "string, pickup time.Time) error {\n\tmsg := map[string]string{\"text\": fmt.Sprintf(\":rotating_light: "
            "No carrier took *%s* (%s, pickup %s). Please cover by phone.\", loadID, lane, pickup.Format(\"Mon 2 Jan "
            "15:04\"))}\n\tbody, _ := json.Marshal(msg)\n\treq, err := http.NewRequestWithContext(ctx, "
            "http.MethodPost, s.WebhookURL, bytes.NewReader(body))\n\tif err != nil {\n\t\treturn err\n\t}\n"
            "\treq.Header.Set(\"Content-Type\", \"application/json\")\n\tresp, err := s.HTTP.Do(req)\n\tif err != nil "
            "{\n\t\treturn fmt.Errorf(\"slack: %w\", err)\n\t}\n\tdefer resp.Body.Close()\n\tif resp.StatusCode != "
            "http.StatusOK {\n\t\treturn fmt.Errorf(\"slack: HTTP %d\", resp.StatusCode)\n\t}\n\treturn nil\n}\n")
    s.bash("lint10", "make lint", "golangci-lint run ./...\ninternal/notify/slack.go:27:12: Error return value of "
           "`json.Marshal` is not checked (errchkjson)\ninternal/notify/slack.go:36:21: Error return value of "
           "`resp.Body.Close` is not checked (errcheck)\n\tdefer resp.Body.Close()\n\t                   ^\n2 issues:\n"
           "* errcheck: 1\n* errchkjson: 1\nmake: *** [Makefile:14: lint] Error 1", code=2)
    s.multiedit("nolintwhy", "internal/notify/slack.go",
                [("\tbody, _ := json.Marshal(msg)", "\tbody, err := json.Marshal(msg)\n\tif err != nil {\n\t\treturn "
                  "err\n\t}"),
                 ("\tdefer resp.Body.Close()", "\tdefer resp.Body.Close() //nolint:errcheck // body is not read; a "
                  "close error changes nothing for the caller")])
    s.bash(None, "make lint", "golangci-lint run ./...\n0 issues.")
    s.remember("memdispatch", "Dispatch and carrier-relations preferences for haulroute (1 Dec 2028): Imani Greene "
               "(dispatch lead) wants 15-minute offer windows (7 minutes when pickup is within 4 hours) instead of 30, "
               "and a Slack post in #dispatch-tenders (load, lane, pickup) when a cascade runs out of carriers, never "
               "email. Renata Silva (carrier relations) wants carriers ordered by 90-day on-time score, price only as "
               "tie-breaker, and no rush loads for carriers under 85% on time.", "what dispatch and carrier relations "
               "want from the cascade", "preference")
    s.bash("tag10", "git add -A && git commit -q -m 'feat(tender): 15m offer window (7m for rush), rank carriers by "
           "on-time score, Slack #dispatch-tenders when a cascade is exhausted' && git tag -a v0.5.0 -m v0.5.0 && git "
           "push -q origin main v0.5.0 && sleep 420 && gcloud builds list --region us-east4 --limit 1 "
           "--format='value(substitutions.TAG_NAME,status,duration())'", "v0.5.0\tSUCCESS\t6M03S", minutes=9)
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("weekly", "Planning meeting with Dale this morning. First the numbers: how has tendering done since the "
             "launch on the 27th?")
    s.bash("acceptrate", "psql \"host=127.0.0.1 port=15432 dbname=haulroute user=maya@brannockfreight.com\" -c \""
           "select count(*) as cascades, count(accepted_by) as covered, round(100.0 * count(*) filter (where "
           "first_offer_accepted) / count(*), 1) as first_offer_pct, percentile_cont(0.5) within group (order by "
           "finished_at - started_at) filter (where accepted_by is not null) as median_to_cover from tender_stats "
           "where started_at >= '2028-11-27'\"",
           " cascades | covered | first_offer_pct | median_to_cover \n----------+---------+-----------------+-----"
           "------------\n     1284 |    1102 |            61.4 | 00:22:07\n(1 row)")
    s.prompt("plans", "Decisions from the meeting: the remaining 70% of lanes move off the old TMS on Wednesday 13 "
             "December, Dale wants it done before the holiday freight peak. Production deploy freeze from 20 December "
             "to 2 January, hotfixes only. CRX retires RateService v2 on 15 January 2029; Hank sent the v3 WSDL and "
             "we have to migrate before that. Tobias wants the worker on its own node pool in the week of 8 January.")
    s.tool_failure("wsdlmissing", "Read", {"file_path": f"{s.cwd}/crx/RateService.v3.wsdl"},
                   "File does not exist. Current working directory: /home/maya/src/haulroute")
    s.bash(None, "cp ~/Downloads/RateService_v3.wsdl crx/RateService.v3.wsdl && ls -l crx/",
           "total 24\n-rw-r--r-- 1 maya maya 9120 Nov 10 14:03 RateService.wsdl\n-rw-r--r-- 1 maya maya 7684 Dec  5 "
           "11:41 RateService.v3.wsdl")
    s.read("wsdlv3", "crx/RateService.v3.wsdl", CRX_WSDL_V3)
    s.bash("diffwsdl", "diff <(xmllint --xpath '//*[local-name()=\"operation\"]/@name' crx/RateService.wsdl | sort -u) "
           "<(xmllint --xpath '//*[local-name()=\"operation\"]/@name' crx/RateService.v3.wsdl | sort -u)",
           "1,2c1,2\n<  name=\"GetAccessorials\"\n<  name=\"RateShop\"\n---\n>  name=\"ListAccessorials\"\n>  "
           "name=\"QuoteLanes\"", code=1)
    s.write("plandoc", "docs/plan-2028-12.md", PLAN_MD)
    s.edit("oncall", "docs/oncall.md", "| week | primary | secondary |\n|---|---|---|",
           "| week | primary | secondary |\n|---|---|---|\n| 11-17 Dec | Maya Okafor | Tobias Lind (+1 380-555-0142) |\n"
           "| 18-24 Dec | Tobias Lind | Maya Okafor (+1 614-555-0119) |\n| 25-31 Dec | Maya Okafor | Tobias Lind |")
    s.bash("lintbump", "sed -i 's/golangci-lint:v1.62.2/golangci-lint:v1.63.4/' cloudbuild.yaml && sed -i "
           "'s/# golangci-lint v1.62.2/# golangci-lint v1.63.4/' .golangci.yml && go run github.com/golangci/"
           "golangci-lint/cmd/golangci-lint@v1.63.4 run ./...", "0 issues.")
    s.remember("memplans", "haulroute plans agreed on 5 Dec 2028 (Dale Brunner, Tobias Lind, Imani Greene): remaining "
               "70% of lanes move off the old TMS on Wednesday 13 December (before the holiday peak); production deploy "
               "freeze 20 December - 2 January, hotfixes only; worker to its own node pool tendering-pool in the week "
               "of 8 January; CRX retires RateService v2 on 15 January 2029, so internal/crx must move to v3 "
               "(QuoteLanes, SOAP 1.2) before then. Since launch: 1,284 cascades, 1,102 covered, 61.4% first-offer "
               "acceptance, median 22 min to cover.", "December and January plans", "decision")
    s.bash("commit11", "git add -A && git commit -m 'docs: December plan, on-call rotation; chore: golangci-lint "
           "v1.63.4; crx v3 WSDL'", "[main a93c7d1] docs: December plan, on-call rotation; chore: golangci-lint "
           "v1.63.4; crx v3 WSDL\n 5 files changed, 187 insertions(+), 2 deletions(-)\n create mode 100644 "
           "crx/RateService.v3.wsdl\n create mode 100644 docs/plan-2028-12.md")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-06T14:10:00", "3e7a1c52-91d4-4b2e-8f06-63a1b2c3d401", s1),    # Mon
    ("s2", "2028-11-08T15:05:00", "4f8b2d63-a2e5-4c3f-9017-63b2c3d4e502", s2),    # Wed
    ("s3", "2028-11-10T19:00:00", "509c3e74-b3f6-4d40-a128-63c3d4e5f603", s3),    # Fri
    ("s4", "2028-11-14T14:30:00", "61ad4f85-c407-4e51-b239-63d4e5f60704", s4),    # Tue
    ("s5", "2028-11-16T14:20:00", "72be5096-d518-4f62-834a-63e5f6071805", s5),    # Thu
    ("s6", "2028-11-20T15:00:00", "83cf61a7-e629-4073-945b-63f607182906", s6),    # Mon
    ("s7", "2028-11-22T15:15:00", "94d072b8-f73a-4184-a56c-6307182a3a07", s7),    # Wed (day before Thanksgiving)
    ("s8", "2028-11-27T14:45:00", "a5e183c9-084b-4295-b67d-6318293b4b08", s8),    # Mon
    ("s9", "2028-11-29T11:40:00", "b6f294da-195c-43a6-878e-63293a4c5c09", s9),    # Wed
    ("s10", "2028-12-01T15:00:00", "c7a3a5eb-2a6d-44b7-989f-633a4b5d6d10", s10),  # Fri
    ("s11", "2028-12-05T16:30:00", "d8b4b6fc-3b7e-45c8-a9a0-634b5c6e7e11", s11),  # Tue
]

#: When the questions are asked: Friday morning after the last session (a Tuesday).
ASKED_AT = "2028-12-08T14:30:00Z"
