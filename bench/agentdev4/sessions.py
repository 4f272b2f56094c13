"""The ten sessions of the shelfsync history, step by step (see build.py and README.md)."""
from __future__ import annotations


def go_file(pkg: str, header: str, fns: list[tuple[str, str]], extra: str = "") -> str:
    """A long, plausible Go file: the whole-file reads and writes that drown search."""
    out = [f"// Package {pkg}: {header}", f"package {pkg}", "", "import (", '\t"context"', '\t"fmt"',
           '\t"log/slog"', '\t"time"', "", '\t"github.com/jackc/pgx/v5/pgxpool"', ")", ""]
    for fn, doc in fns:
        out += [f"// {fn} {doc}", f"func {fn}(ctx context.Context, db *pgxpool.Pool, shopID int64) error {{",
                "\tctx, cancel := context.WithTimeout(ctx, 30*time.Second)", "\tdefer cancel()",
                "\trows, err := db.Query(ctx, `SELECT sku, shop_id, qty, updated_at FROM stock_levels WHERE shop_id = $1`, shopID)",
                "\tif err != nil {", f'\t\treturn fmt.Errorf("{fn.lower()}: %w", err)', "\t}", "\tdefer rows.Close()",
                "\tfor rows.Next() {", "\t\tvar sku string", "\t\tvar qty int32", "\t\tvar at time.Time",
                "\t\tif err := rows.Scan(&sku, nil, &qty, &at); err != nil {", "\t\t\treturn err", "\t\t}",
                f'\t\tslog.DebugContext(ctx, "{fn}", "sku", sku, "qty", qty)', "\t}", "\treturn rows.Err()", "}", ""]
    out += [extra, ""]
    for fn, _ in fns:
        out += [f"func Test{fn}(t *testing.T) {{", "\tcases := []struct {", "\t\tname string", "\t\tshop int64",
                "\t\twant int", "\t}{", '\t\t{"empty shop", 9, 0},', '\t\t{"baixa", 1, 12},', '\t\t{"alvalade", 2, 7},',
                "\t}", "\tfor _, tc := range cases {", "\t\tt.Run(tc.name, func(t *testing.T) {",
                f"\t\t\tif err := {fn}(context.Background(), testDB(t), tc.shop); err != nil {{",
                "\t\t\t\tt.Fatal(err)", "\t\t\t}", "\t\t})", "\t}", "}", ""]
    return "\n".join(out)


def go_test_ok(pkgs: list[str], secs: str = "0.412") -> str:
    return "".join(f"ok  \tgithub.com/ines-rocha/shelfsync/{p}\t{secs}s\n" for p in pkgs)


GO_MOD = """module github.com/ines-rocha/shelfsync

go 1.23.2

require (
\tgithub.com/go-chi/chi/v5 v5.1.0
\tgithub.com/jackc/pgx/v5 v5.7.1
\tgolang.org/x/oauth2 v0.23.0
)
"""

GO_SUM = "".join(f"{mod} {ver} h1:{(mod + ver).encode().hex()[:43]}=\n{mod} {ver}/go.mod h1:{ver.encode().hex()[:43]}=\n"
                 for mod, ver in (("github.com/go-chi/chi/v5", "v5.1.0"), ("github.com/jackc/pgx/v5", "v5.7.1"),
                                  ("github.com/jackc/pgpassfile", "v1.0.0"), ("github.com/jackc/puddle/v2", "v2.2.2"),
                                  ("github.com/jackc/pgservicefile", "v0.0.0-20240606120523-5a60cdf6a761"),
                                  ("golang.org/x/oauth2", "v0.23.0"), ("golang.org/x/crypto", "v0.27.0"),
                                  ("golang.org/x/sync", "v0.8.0"), ("golang.org/x/text", "v0.18.0"),
                                  ("github.com/stretchr/testify", "v1.9.0"), ("github.com/davecgh/go-spew", "v1.1.1"),
                                  ("github.com/pmezard/go-difflib", "v1.0.0"), ("gopkg.in/yaml.v3", "v3.0.1"),
                                  ("github.com/google/go-cmp", "v0.6.0"), ("cloud.google.com/go/compute/metadata", "v0.5.2")))

SCHEMA_SQL = """-- name: schema
CREATE TABLE shops (
    id         BIGINT PRIMARY KEY,
    name       TEXT NOT NULL,
    ls_shop_id BIGINT NOT NULL UNIQUE
);

CREATE TABLE stock_levels (
    sku        TEXT NOT NULL,
    shop_id    BIGINT NOT NULL REFERENCES shops(id),
    qty        INTEGER NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (sku, shop_id)
);

CREATE TABLE woo_products (
    sku        TEXT PRIMARY KEY,
    product_id BIGINT NOT NULL,
    variation_id BIGINT
);

CREATE TABLE sync_runs (
    id         BIGSERIAL PRIMARY KEY,
    started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at TIMESTAMPTZ,
    pushed     INTEGER NOT NULL DEFAULT 0,
    error      TEXT
);
"""

LS_ITEMS_JSON = "{\"@attributes\": {\"count\": \"3\", \"offset\": \"0\", \"limit\": \"100\"}, \"Item\": [" + ", ".join(
    f"{{\"itemID\": \"{i}\", \"customSku\": \"978972{i:07d}\", \"description\": \"{t}\", \"ItemShops\": {{\"ItemShop\": ["
    + ", ".join(f"{{\"shopID\": \"{sh}\", \"qoh\": \"{q}\", \"timeStamp\": \"2026-09-08T18:{sh}2:10+01:00\"}}"
                for sh, q in ((1, i % 5), (2, (i + 2) % 4), (3, i % 3), (4, 9)))
    + "]}}" for i, t in ((1041, "Os Maias"), (1042, "Ensaio sobre a Cegueira"), (1043, "Livro do Desassossego"))) + "]}"


def s1(s):
    s.start()
    s.prompt("goal", "New project: shelfsync. Livraria Sete Colinas has four bookshops in Lisbon (Baixa, Alvalade, "
             "Campo de Ourique, and the warehouse in Marvila that only ships online orders). Their tills run "
             "Lightspeed Retail; the webshop is WooCommerce. The webshop's stock numbers are typed in by hand and "
             "are always wrong. I want a small Go service that reads stock from Lightspeed and pushes it to "
             "WooCommerce. Go 1.23, chi for HTTP, Postgres to keep the last known state.")
    s.prompt("nosqlorm", "For the database layer: no GORM, no ORM at all. Write the SQL by hand and generate the Go "
             "code with sqlc on top of pgx v5. And tests are table-driven with t.Run, please, that's how I read them.")
    s.bash(None, "mkdir shelfsync && cd shelfsync && go mod init github.com/ines-rocha/shelfsync && "
           "go get github.com/go-chi/chi/v5 github.com/jackc/pgx/v5",
           "go: creating new go.mod: module github.com/ines-rocha/shelfsync\ngo: added github.com/go-chi/chi/v5 "
           "v5.1.0\ngo: added github.com/jackc/pgx/v5 v5.7.1\ngo: added github.com/jackc/puddle/v2 v2.2.2")
    s.write(None, "go.mod", GO_MOD)
    s.write("schema", "db/schema.sql", SCHEMA_SQL)
    s.write(None, "sqlc.yaml", "version: \"2\"\nsql:\n  - engine: postgresql\n    schema: db/schema.sql\n"
            "    queries: db/queries.sql\n    gen:\n      go:\n        package: store\n        out: internal/store\n"
            "        sql_package: pgx/v5\n")
    s.write("compose", "compose.yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n"
            "      POSTGRES_PASSWORD: dev\n      POSTGRES_DB: shelfsync\n    ports:\n      - \"5432:5432\"\n")
    s.bash("portclash", "docker compose up -d db", "", "Error response from daemon: driver failed programming "
           "external connectivity on endpoint shelfsync-db-1: Bind for 0.0.0.0:5432 failed: port is already "
           "allocated", code=1)
    s.bash("ssport", "ss -ltnp | grep 5432", "LISTEN 0 244 127.0.0.1:5432 0.0.0.0:* users:((\"postgres\",pid=1187,fd=6))")
    s.edit("portfix", "compose.yaml", "      - \"5432:5432\"", "      - \"5433:5432\"  # host Postgres 14 keeps 5432")
    s.bash(None, "docker compose up -d db && sqlc generate", "[+] Running 2/2\n ✔ Network shelfsync_default  Created\n"
           " ✔ Container shelfsync-db-1    Started")
    s.write("main", "cmd/shelfsync/main.go", "package main\n\nimport (\n\t\"log/slog\"\n\t\"net/http\"\n\t\"os\"\n\n"
            "\t\"github.com/go-chi/chi/v5\"\n)\n\nfunc main() {\n\tr := chi.NewRouter()\n\tr.Get(\"/healthz\", "
            "func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(\"ok\")) })\n\tslog.Info(\"listening\", "
            "\"addr\", \":8080\")\n\tif err := http.ListenAndServe(\":8080\", r); err != nil {\n\t\tslog.Error(\"server\", "
            "\"err\", err)\n\t\tos.Exit(1)\n\t}\n}\n")
    s.write(None, "Makefile", "DATABASE_URL ?= postgres://postgres:dev@localhost:5433/shelfsync?sslmode=disable\n\n"
            "test:\n\tgo test ./...\n\nlint:\n\tgolangci-lint run\n\ngen:\n\tsqlc generate\n")
    s.bash(None, "make test", "?   \tgithub.com/ines-rocha/shelfsync/cmd/shelfsync\t[no test files]\n")
    s.bash(None, "ls", "Makefile\ncmd\ncompose.yaml\ndb\ngo.mod\ngo.sum\ninternal\nsqlc.yaml")
    s.bash("commit1", "git init && git add -A && git commit -m 'Skeleton: chi, pgx, sqlc, compose Postgres'",
           "[main (root-commit) 4e1a9c0] Skeleton: chi, pgx, sqlc, compose Postgres\n 8 files changed, 112 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("lsapi", "Now the Lightspeed side. Their Retail API (R-Series) is at "
             "https://api.lightspeedapp.com/API/V3/Account/{accountID}/Item.json with ItemShops loaded; it's OAuth2, "
             "the client id/secret and a refresh token are in 1Password under 'Lightspeed shelfsync'. Account id "
             "goes in LS_ACCOUNT_ID. Keep one row per (sku, shop) in stock_levels.")
    s.fetch("lsdocs", "https://developers.lightspeedhq.com/retail/endpoints/Item/", "How do I page Items and get per-shop "
            "quantities?", "GET Item.json?load_relations=[\"ItemShops\"]&limit=100&offset=N; each ItemShop has shopID, "
            "qoh (quantity on hand) and timeStamp. Filter changed items with timeStamp=>,<date>. Access tokens "
            "expire after 3600 seconds; use the refresh token grant.")
    s.read(None, "testdata/items_page1.json", LS_ITEMS_JSON)
    s.write("poll", "internal/pos/lightspeed.go", go_file("pos", "reading stock from Lightspeed Retail.", [
        ("PollInventory", "pages through Item.json (offset paging, 100 per page) and upserts stock_levels."),
        ("upsertShopStock", "writes one ItemShop row (sku, shop, qoh)."),
        ("shopByLightspeedID", "maps a Lightspeed shopID to our shops.id.")],
        "const pageSize = 100\n\nvar accountID = os.Getenv(\"LS_ACCOUNT_ID\")"))
    s.write(None, "db/queries.sql", "-- name: UpsertStock :exec\nINSERT INTO stock_levels (sku, shop_id, qty, updated_at)\n"
            "VALUES ($1, $2, $3, $4)\nON CONFLICT (sku, shop_id) DO UPDATE SET qty = EXCLUDED.qty, updated_at = "
            "EXCLUDED.updated_at;\n")
    s.bash(None, "sqlc generate && go build ./...", "")
    s.bash("tok401", "go run ./cmd/shelfsync poll --once", "time=2026-09-09T15:12:40Z level=INFO msg=\"poll page\" "
           "offset=4100\n", "time=2026-09-09T15:12:41Z level=ERROR msg=\"poll failed\" err=\"lightspeed: GET "
           "Item.json offset=4200: 401 Unauthorized: {\\\"httpCode\\\":\\\"401\\\",\\\"message\\\":\\\"Invalid access "
           "token.\\\"}\"", code=1)
    s.edit("tokfix", "internal/pos/lightspeed.go", "\tclient := &http.Client{Timeout: 20 * time.Second}",
           "\t// access tokens live one hour; a full poll takes longer, so let oauth2 refresh them\n"
           "\tts := conf.TokenSource(ctx, &oauth2.Token{RefreshToken: os.Getenv(\"LS_REFRESH_TOKEN\")})\n"
           "\tclient := oauth2.NewClient(ctx, oauth2.ReuseTokenSource(nil, ts))")
    s.bash(None, "go get golang.org/x/oauth2 && go mod tidy", "go: added golang.org/x/oauth2 v0.23.0")
    s.bash("pollok", "go run ./cmd/shelfsync poll --once", "time=2026-09-09T16:31:05Z level=INFO msg=\"poll done\" "
           "items=8214 rows=31877 took=1h07m12s", minutes=70)
    s.bash(None, "go test ./...", go_test_ok(["internal/pos", "internal/store"]))
    s.bash(None, "git status --short", " M go.mod\n M go.sum\n M db/queries.sql\n?? internal/pos/\n?? internal/store/\n"
           "?? testdata/")
    s.bash("commit2", "git add -A && git commit -m 'Poll Lightspeed stock into stock_levels'",
           "[main 9b3c2f1] Poll Lightspeed stock into stock_levels\n 9 files changed, 402 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("woo", "Next: push to WooCommerce. REST API v3 with consumer key/secret (WOO_KEY, WOO_SECRET). Only push "
             "what changed since the last run, and the webshop quantity is the sum over the physical shops plus "
             "the Marvila warehouse.")
    s.fetch("woobatch", "https://woocommerce.github.io/woocommerce-rest-api-docs/#batch-update-products",
            "Batch limits for updating stock?", "POST /wp-json/wc/v3/products/batch with update: [{id, stock_quantity, "
            "manage_stock}]; at most 100 objects per request. Products are addressed by id, not by SKU.")
    s.write("push", "internal/shop/woo.go", go_file("shop", "pushing stock to WooCommerce.", [
        ("PushStock", "sums stock_levels per sku and sends changed quantities in batches of 100."),
        ("changedSince", "the skus whose stock changed after the last sync run."),
        ("productIDForSKU", "looks up the WooCommerce product id of a sku.")]))
    s.bash("woo400", "go run ./cmd/shelfsync push --once", "", "time=2026-09-11T10:48:02Z level=ERROR msg=\"push "
           "failed\" err=\"woo: batch 1: 400 Bad Request: {\\\"code\\\":\\\"woocommerce_rest_product_invalid_id\\\","
           "\\\"message\\\":\\\"Invalid ID.\\\",\\\"data\\\":{\\\"status\\\":400}}\"", code=1)
    s.grep(None, "productIDForSKU", ["internal/shop/woo.go"])
    s.prompt("woo400why", "Invalid ID: we were sending the SKU as the product id? Fix it properly.")
    s.edit("woomap", "internal/shop/woo.go", "\t\tID: sku,", "\t\tID: ids[sku], // woo_products: sku -> product_id, "
           "refreshed from GET /products?per_page=100 before each push")
    s.edit(None, "db/queries.sql", "-- name: UpsertStock :exec", "-- name: ProductIDs :many\nSELECT sku, product_id, "
           "variation_id FROM woo_products;\n\n-- name: UpsertStock :exec")
    s.bash("pushok", "go run ./cmd/shelfsync push --once", "time=2026-09-11T11:20:44Z level=INFO msg=\"push done\" "
           "changed=7911 batches=80 took=3m41s")
    s.prompt("ticker", "How should it run? Let's keep it simple: one binary, a goroutine with a time.Ticker that polls "
             "Lightspeed and then pushes, every 5 minutes. No cron, no queue.")
    s.edit("tickerimpl", "cmd/shelfsync/main.go", "\tslog.Info(\"listening\", \"addr\", \":8080\")",
           "\tgo func() {\n\t\tt := time.NewTicker(5 * time.Minute)\n\t\tfor range t.C {\n\t\t\tif err := "
           "sync.Run(ctx, db); err != nil {\n\t\t\t\tslog.Error(\"sync\", \"err\", err)\n\t\t\t}\n\t\t}\n\t}()\n"
           "\tslog.Info(\"listening\", \"addr\", \":8080\")")
    s.bash(None, "go vet ./... && go test ./...", go_test_ok(["internal/pos", "internal/shop", "internal/store"]))
    s.bash("commit3", "git add -A && git commit -m 'Push changed stock to WooCommerce in batches; 5-minute ticker'",
           "[main c07d5e2] Push changed stock to WooCommerce in batches; 5-minute ticker\n 6 files changed, 318 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("bug1", "Rui (the owner) phoned: the webshop says we have 14 copies of 'Os Maias' and there are 7 in total. "
             "Several titles are like that, roughly double. Can you find out why?")
    s.bash("bug1psql", "psql $DATABASE_URL -c \"select sku, shop_id, qty from stock_levels where sku='9789720001041'\"",
           " sku           | shop_id | qty\n---------------+---------+-----\n 9789720001041 |       1 |   1\n"
           " 9789720001041 |       2 |   3\n 9789720001041 |       3 |   1\n 9789720001041 |       4 |   2\n(4 rows)")
    s.read("readpush", "internal/shop/woo.go", go_file("shop", "pushing stock to WooCommerce.", [
        ("PushStock", "sums stock_levels per sku and sends changed quantities in batches of 100."),
        ("changedSince", "the skus whose stock changed after the last sync run."),
        ("productIDForSKU", "looks up the WooCommerce product id of a sku.")]))
    s.bash("bug1log", "grep 'Os Maias\\|1041' /tmp/shelfsync-poll.log | head", "offset=3900 itemID=1041 shop=1 qoh=1\n"
           "offset=3900 itemID=1041 shop=2 qoh=3\noffset=4000 itemID=1041 shop=1 qoh=1\noffset=4000 itemID=1041 "
           "shop=2 qoh=3\noffset=4000 itemID=1041 shop=3 qoh=1\noffset=4000 itemID=1041 shop=4 qoh=2")
    s.prompt("bug1cause", "So the same item comes back on two pages. Is the sum counting rows from the poll instead of "
             "the table?")
    s.edit("bug1fix", "internal/pos/lightspeed.go", "\tparams.Set(\"offset\", strconv.Itoa(offset))",
           "\t// offset paging shifts when items change mid-poll (a sale re-sorts the list), so the same item\n"
           "\t// lands on two pages; page by itemID instead and sum per item only once\n"
           "\tparams.Set(\"itemID\", \">,\"+strconv.FormatInt(lastItemID, 10))\n\tparams.Set(\"sort\", \"itemID\")")
    s.edit(None, "internal/shop/woo.go", "\ttotals[row.Sku] += row.Qty", "\ttotals[row.Sku] = sumDistinctShops(rows, row.Sku)")
    s.write(None, "internal/pos/lightspeed_test.go", "package pos\n\nfunc TestPagingByItemID(t *testing.T) {\n\tcases := "
            "[]struct{ name string; pages [][]int64; want int }{\n\t\t{\"item moves between pages\", [][]int64{{1040, "
            "1041}, {1041, 1042}}, 3},\n\t}\n\tfor _, tc := range cases {\n\t\tt.Run(tc.name, func(t *testing.T) "
            "{ /* ... */ })\n\t}\n}\n")
    s.bash(None, "go test ./internal/pos/ -run Paging -v", "=== RUN   TestPagingByItemID\n=== RUN   TestPagingByItemID/"
           "item_moves_between_pages\n--- PASS: TestPagingByItemID (0.00s)\nPASS\nok  \tgithub.com/ines-rocha/"
           "shelfsync/internal/pos\t0.015s")
    s.bash(None, "go run ./cmd/shelfsync push --once --sku 9789720001041", "time=2026-09-15T12:02:19Z level=INFO "
           "msg=\"pushed\" sku=9789720001041 qty=7")
    s.lesson("lesson1", "Lightspeed offset paging is not stable while the tills are selling: an item that changes "
             "during a long poll moves in the sort order and shows up on two pages, so summing what the poll "
             "returned double-counts it. Page by itemID (itemID=>,last & sort=itemID) and sum from stock_levels.",
             "shelfsync: webshop stock roughly double for several titles (Os Maias 14 instead of 7)")
    s.bash(None, "git diff --stat", " internal/pos/lightspeed.go      | 14 ++++++++------\n internal/pos/lightspeed_test.go "
           "| 16 ++++++++++++++++\n internal/shop/woo.go            |  2 +-\n 3 files changed, 24 insertions(+), 8 "
           "deletions(-)")
    s.bash("commit4", "git add -A && git commit -m 'Page Lightspeed items by itemID: no double counting'",
           "[main 1d8e6a3] Page Lightspeed items by itemID: no double counting\n 3 files changed, 24 insertions(+), "
           "8 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("deploy", "Time to deploy. Google Cloud Run in europe-west1 (Rui already has a GCP project for the "
             "shop's email), and Cloud SQL for Postgres, the smallest instance.")
    s.write("dockerfile", "Dockerfile", "FROM golang:1.23 AS build\nWORKDIR /src\nCOPY . .\nRUN CGO_ENABLED=0 go build "
            "-o /shelfsync ./cmd/shelfsync\n\nFROM gcr.io/distroless/static-debian12\nCOPY --from=build /shelfsync "
            "/shelfsync\nUSER nonroot\nENTRYPOINT [\"/shelfsync\"]\n")
    s.bash("runfail", "gcloud run deploy shelfsync --source . --region europe-west1 --add-cloudsql-instances "
           "sete-colinas:europe-west1:shelfsync-pg", "Building using Dockerfile and deploying container to Cloud "
           "Run service [shelfsync]...\n", "ERROR: (gcloud.run.deploy) Revision 'shelfsync-00001-kav' is not ready "
           "and cannot serve traffic. The user-provided container failed to start and listen on the port defined "
           "provided by the PORT=8080 environment variable within the allocated timeout.", code=1)
    s.bash("runlog", "gcloud logging read 'resource.labels.service_name=shelfsync' --limit 5",
           "textPayload: 'time=2026-09-17T14:21:09Z level=ERROR msg=\"db connect\" err=\"failed to connect to "
           "host=localhost user=postgres database=shelfsync: dial tcp [::1]:5433: connect: connection refused\"'")
    s.edit("runfix", "cmd/shelfsync/main.go", "\tdb, err := pgxpool.New(ctx, \"postgres://postgres:dev@localhost:5433/"
           "shelfsync\")", "\tdb, err := pgxpool.New(ctx, os.Getenv(\"DATABASE_URL\")) // Cloud SQL via "
           "/cloudsql/<instance> unix socket")
    s.bash("deployok", "gcloud run deploy shelfsync --source . --region europe-west1 --set-env-vars DATABASE_URL=... "
           "--set-secrets WOO_KEY=woo-key:latest,WOO_SECRET=woo-secret:latest,LS_REFRESH_TOKEN=ls-refresh:latest",
           "Service [shelfsync] revision [shelfsync-00002-tob] has been deployed and is serving 100 percent of "
           "traffic.\nService URL: https://shelfsync-7qk2m4xw3a-ew.a.run.app")
    s.prompt("tickerdead", "It deployed, but the last sync run in sync_runs is from 14:40 and it's now 16:10. Nothing "
             "ran for an hour and a half.")
    s.bash(None, "psql $PROD_URL -c 'select id, started_at, pushed from sync_runs order by id desc limit 3'",
           " id |       started_at       | pushed\n----+------------------------+--------\n 41 | 2026-09-17 14:40:02+00 |"
           "     12\n 40 | 2026-09-17 14:35:02+00 |      3\n 39 | 2026-09-17 14:30:01+00 |      0")
    s.prompt("scheduler", "Right, Cloud Run throttles CPU when there's no request and scales to zero, so our ticker "
             "goroutine just stops. Drop the ticker. Cloud Scheduler calls an HTTP endpoint every 5 minutes instead, "
             "with an OIDC token so nobody else can trigger it.")
    s.edit("jobsroute", "cmd/shelfsync/main.go", "\tgo func() {\n\t\tt := time.NewTicker(5 * time.Minute)",
           "\tr.With(requireSchedulerOIDC).Post(\"/jobs/sync\", syncHandler(db))\n\t// (the ticker goroutine is gone: "
           "Cloud Run does not run it between requests)\n\t_ = func() {\n\t\tt := time.NewTicker(5 * time.Minute)")
    s.bash("schedcreate", "gcloud scheduler jobs create http shelfsync-sync --location europe-west1 --schedule "
           "'*/5 * * * *' --uri https://shelfsync-7qk2m4xw3a-ew.a.run.app/jobs/sync --http-method POST "
           "--oidc-service-account-email scheduler@sete-colinas.iam.gserviceaccount.com",
           "name: projects/sete-colinas/locations/europe-west1/jobs/shelfsync-sync\nschedule: '*/5 * * * *'\nstate: "
           "ENABLED")
    s.bash(None, "go test ./...", go_test_ok(["cmd/shelfsync", "internal/pos", "internal/shop", "internal/store"]))
    s.bash("commit5", "git add -A && git commit -m 'Cloud Run: sync on POST /jobs/sync from Cloud Scheduler, no ticker'",
           "[main 5fa0b47] Cloud Run: sync on POST /jobs/sync from Cloud Scheduler, no ticker\n 4 files changed, 61 "
           "insertions(+), 12 deletions(-)")
    s.remember("memdeploy1", "shelfsync runs on Cloud Run (service shelfsync, europe-west1, GCP project sete-colinas) "
               "with Cloud SQL Postgres instance shelfsync-pg (db-f1-micro). Deploy: gcloud run deploy shelfsync "
               "--source . --region europe-west1. Secrets in Secret Manager: woo-key, woo-secret, ls-refresh. Cloud "
               "Scheduler job shelfsync-sync POSTs /jobs/sync every 5 minutes.", "Deploying shelfsync", "fact")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("renameplan", "Housekeeping before it grows. 'pos' and 'shop' are confusing names (the bookshops are "
             "shops too). Rename the packages to source and sink: internal/pos/lightspeed.go becomes "
             "internal/source/lightspeed.go and PollInventory becomes FetchStockLevels; internal/shop/woo.go becomes "
             "internal/sink/woocommerce.go and PushStock becomes ApplyStock. And LS_ACCOUNT_ID should be "
             "SHELFSYNC_LS_ACCOUNT, all our env vars get the SHELFSYNC_ prefix except DATABASE_URL.")
    s.glob(None, "internal/**/*.go", ["internal/pos/lightspeed.go", "internal/pos/lightspeed_test.go",
                                       "internal/shop/woo.go", "internal/store/db.go", "internal/store/models.go",
                                       "internal/store/queries.sql.go", "internal/sync/run.go"])
    s.bash("renamemv", "git mv internal/pos internal/source && git mv internal/shop internal/sink && "
           "git mv internal/sink/woo.go internal/sink/woocommerce.go", "")
    s.bash("renamesym", "gofmt -w -r 'PollInventory -> FetchStockLevels' ./internal ./cmd && "
           "gofmt -w -r 'PushStock -> ApplyStock' ./internal ./cmd", "")
    s.grep(None, "LS_ACCOUNT_ID", ["internal/source/lightspeed.go", ".env.example", "README.md"])
    s.edit("renameenv", "internal/source/lightspeed.go", "var accountID = os.Getenv(\"LS_ACCOUNT_ID\")",
           "var accountID = os.Getenv(\"SHELFSYNC_LS_ACCOUNT\")")
    s.edit(None, ".env.example", "LS_ACCOUNT_ID=", "SHELFSYNC_LS_ACCOUNT=")
    s.read(None, "internal/source/lightspeed.go", go_file("source", "reading stock from Lightspeed Retail.", [
        ("FetchStockLevels", "pages through Item.json by itemID (100 per page) and upserts stock_levels."),
        ("upsertShopStock", "writes one ItemShop row (sku, shop, qoh)."),
        ("shopByLightspeedID", "maps a Lightspeed shopID to our shops.id.")],
        "const pageSize = 100\n\nvar accountID = os.Getenv(\"SHELFSYNC_LS_ACCOUNT\")"))
    s.bash(None, "go build ./... && go test ./...", go_test_ok(["cmd/shelfsync", "internal/sink", "internal/source",
                                                                "internal/store"]))
    s.prompt("slog", "While we're here: logging stays on log/slog with the JSON handler, I don't want zap or zerolog "
             "pulled in. Cloud Logging parses the JSON fields. And wrap errors with %w and a short lowercase prefix, "
             "never log and return the same error.")
    s.edit("slogjson", "cmd/shelfsync/main.go", "func main() {", "func main() {\n\tslog.SetDefault(slog.New("
           "slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo})))")
    s.remember("memconv", "shelfsync conventions: sqlc + pgx v5, no ORM; table-driven tests with t.Run; log/slog JSON "
               "handler only (no zap/zerolog); errors wrapped with %w and a short lowercase prefix, never logged and "
               "returned; env vars prefixed SHELFSYNC_ except DATABASE_URL; packages source (Lightspeed) and sink "
               "(WooCommerce).", "shelfsync code conventions", "preference")
    s.bash(None, "gcloud run services update shelfsync --region europe-west1 --remove-env-vars LS_ACCOUNT_ID "
           "--update-env-vars SHELFSYNC_LS_ACCOUNT=218734", "Service [shelfsync] revision [shelfsync-00004-wuz] has "
           "been deployed and is serving 100 percent of traffic.")
    s.bash("commit6", "git add -A && git commit -m 'Rename pos->source, shop->sink; FetchStockLevels, ApplyStock; "
           "SHELFSYNC_ env prefix; slog JSON'", "[main 8c41d09] Rename pos->source, shop->sink; FetchStockLevels, "
           "ApplyStock; SHELFSYNC_ env prefix; slog JSON\n 11 files changed, 47 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("bug2", "Another stock complaint. A customer bought 'Livro do Desassossego' online yesterday evening, but "
             "the Baixa shop had sold the last copy at 18:20 and the webshop still said 1 in stock at 19:00. This is "
             "not the double counting again, the number is too HIGH by one sale, and only for sales in the late "
             "afternoon.")
    s.bash(None, "gcloud logging read 'jsonPayload.msg=\"fetch window\"' --limit 3 --format 'value(jsonPayload)'",
           "{'msg': 'fetch window', 'since': '2026-09-21T17:35:00Z', 'param': 'timeStamp=>,2026-09-21T17:35:00'}\n"
           "{'msg': 'fetch window', 'since': '2026-09-21T17:30:00Z', 'param': 'timeStamp=>,2026-09-21T17:30:00'}")
    s.read(None, "testdata/items_page1.json", LS_ITEMS_JSON)
    s.prompt("bug2cause", "Look at the timeStamp values: Lightspeed gives +01:00, and we send the filter without an "
             "offset. Does it read our UTC time as Lisbon time?")
    s.fetch("lstzdoc", "https://developers.lightspeedhq.com/retail/introduction/parameters/#date-filters",
            "How are timeStamp filters without a timezone interpreted?", "Date values without an offset are "
            "interpreted in the account's timezone (Settings > Shop Setup). Use ISO 8601 with an offset to be exact.")
    s.edit("bug2fix", "internal/source/lightspeed.go", "\tparams.Set(\"timeStamp\", \">,\"+since.UTC().Format("
           "\"2006-01-02T15:04:05\"))", "\t// without an offset Lightspeed reads the time in the account's zone "
           "(Europe/Lisbon, UTC+1 in summer): changes of the last hour were skipped. Send the offset.\n"
           "\tparams.Set(\"timeStamp\", \">,\"+since.Add(-2*time.Minute).Format(time.RFC3339))")
    s.write("windowtest", "internal/source/window_test.go", "package source\n\nfunc TestFetchWindow(t *testing.T) {\n\tcases := "
            "[]struct{ name, since, want string }{\n\t\t{\"summer time\", \"2026-09-21T17:30:00Z\", "
            "\">,2026-09-21T17:28:00Z\"},\n\t\t{\"winter time\", \"2026-11-02T17:30:00Z\", \">,2026-11-02T17:28:00Z\"},"
            "\n\t}\n\tfor _, tc := range cases {\n\t\tt.Run(tc.name, func(t *testing.T) { /* ... */ })\n\t}\n}\n")
    s.bash(None, "go test ./internal/source/ -v -run Window", "=== RUN   TestFetchWindow\n--- PASS: TestFetchWindow "
           "(0.00s)\nPASS\nok  \tgithub.com/ines-rocha/shelfsync/internal/source\t0.011s")
    s.lesson("lesson2", "Lightspeed reads a date filter without a UTC offset in the account's own timezone "
             "(Europe/Lisbon), so a since-time formatted in UTC without 'Z' was an hour in the future during summer "
             "time and every change of the last hour was skipped: stock too high after late sales. Always send "
             "RFC 3339 with the offset, and overlap the window by two minutes.",
             "shelfsync: webshop kept showing a copy the Baixa shop had sold an hour earlier")
    s.bash(None, "go test ./...", go_test_ok(["cmd/shelfsync", "internal/sink", "internal/source", "internal/store"]))
    s.prompt("lowstock", "Rui also wants the webshop to say 'últimos exemplares' when a title is nearly gone. Show it "
             "when the total is 3 or less.")
    s.edit("lowstock3", "internal/sink/woocommerce.go", "\t\tStockQuantity: total,", "\t\tStockQuantity: total,\n"
           "\t\tMetaData: lowStockBadge(total <= 3), // 'últimos exemplares' on the product page")
    s.bash("commit7", "git add -A && git commit -m 'Send the fetch window with its UTC offset; low-stock badge at 3'",
           "[main a2e97c4] Send the fetch window with its UTC offset; low-stock badge at 3\n 3 files changed, 38 "
           "insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("cost", "Rui forwarded the first GCP invoice: Cloud SQL alone is about 34 euros a month, more than "
             "everything else together, for a database of 32k rows. Move Postgres to Neon's free tier (eu-central-1) "
             "and delete the Cloud SQL instance once it works.")
    s.bash(None, "pg_dump --no-owner $PROD_URL | psql $NEON_URL", "SET\nCREATE TABLE\nCREATE TABLE\nCREATE TABLE\n"
           "CREATE TABLE\nCOPY 4\nCOPY 31877\nCOPY 8102\nCOPY 1496")
    s.bash("neonswitch", "gcloud run services update shelfsync --region europe-west1 --clear-cloudsql-instances "
           "--update-secrets DATABASE_URL=neon-url:latest", "Service [shelfsync] revision [shelfsync-00006-pex] has "
           "been deployed and is serving 100 percent of traffic.")
    s.bash("neonerr", "gcloud logging read 'severity>=ERROR' --limit 3 --format 'value(jsonPayload.err)'",
           "applystock: upsert stock: ERROR: prepared statement \"stmtcache_9c1f2e0a\" already exists "
           "(SQLSTATE 42P05)\napplystock: upsert stock: ERROR: prepared statement \"stmtcache_41d07b3c\" does not "
           "exist (SQLSTATE 26000)")
    s.prompt("neonwhy", "Those prepared statement errors only started with Neon. We're on the -pooler hostname, "
             "right?")
    s.fetch("neondoc", "https://neon.tech/docs/connect/connection-pooling", "Prepared statements through the pooler?",
            "Neon's pooled endpoint runs PgBouncer in transaction mode. Protocol-level prepared statements are "
            "supported from PgBouncer 1.21 with max_prepared_statements; clients that cache statements per "
            "connection (pgx's default) may see 'prepared statement already exists'. Use simple protocol or the "
            "direct endpoint.")
    s.edit("neonfix", "internal/store/db.go", "\tcfg, err := pgxpool.ParseConfig(url)", "\tcfg, err := "
           "pgxpool.ParseConfig(url)\n\t// Neon's -pooler endpoint is PgBouncer in transaction mode: pgx's statement "
           "cache breaks there\n\tcfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec")
    s.bash(None, "go test ./... && gcloud run deploy shelfsync --source . --region europe-west1",
           go_test_ok(["cmd/shelfsync", "internal/sink", "internal/source", "internal/store"]) +
           "Service [shelfsync] revision [shelfsync-00007-rif] has been deployed and is serving 100 percent of "
           "traffic.")
    s.lesson("lesson3", "With pgx v5 behind a transaction-mode PgBouncer (Neon's -pooler host) the per-connection "
             "statement cache produces 'prepared statement already exists' / 'does not exist' (42P05, 26000). Set "
             "DefaultQueryExecMode to QueryExecModeExec (or simple protocol), or connect to the direct endpoint.",
             "shelfsync: upserts failing after moving the database from Cloud SQL to Neon")
    s.bash("sqldelete", "gcloud sql instances delete shelfsync-pg --quiet", "Deleting Cloud SQL instance...done.\n"
           "Deleted [https://sqladmin.googleapis.com/sql/v1beta4/projects/sete-colinas/instances/shelfsync-pg].")
    s.prompt("lowstock2", "Rui changed his mind about the badge: at 3 it's on half the catalogue because most titles "
             "only have 2 or 3 copies. Only when there are 2 or fewer left.")
    s.edit("lowstockfix", "internal/sink/woocommerce.go", "lowStockBadge(total <= 3)", "lowStockBadge(total <= 2)")
    s.bash(None, "git diff", "diff --git a/internal/sink/woocommerce.go b/internal/sink/woocommerce.go\n@@ -88,7 "
           "+88,7 @@ func ApplyStock(ctx context.Context, db *pgxpool.Pool, shopID int64) error {\n-\t\tMetaData: "
           "lowStockBadge(total <= 3),\n+\t\tMetaData: lowStockBadge(total <= 2),")
    s.bash("commit8", "git add -A && git commit -m 'Neon Postgres (exec mode for the pooler); low-stock badge at 2'",
           "[main 3b6f1d8] Neon Postgres (exec mode for the pooler); low-stock badge at 2\n 2 files changed, 4 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("alerts", "When a sync fails three times in a row somebody should hear about it. Rui reads email, not "
             "Slack, he doesn't even have Slack. Send an email through Postmark to rui@livrariasetecolinas.pt and "
             "to me.")
    s.write("alertgo", "internal/alert/postmark.go", go_file("alert", "emails about failing syncs via Postmark.", [
        ("NotifyFailures", "emails Rui and Inês when the last three sync_runs all have an error."),
        ("lastRuns", "the most recent sync runs, newest first.")],
        "const postmarkURL = \"https://api.postmarkapp.com/email\""))
    s.bash("pm422", "go run ./cmd/shelfsync alert --test", "", "time=2026-09-29T11:05:31Z level=ERROR msg=\"alert "
           "failed\" err=\"postmark: 422: {\\\"ErrorCode\\\":400,\\\"Message\\\":\\\"The 'From' address you supplied "
           "(shelfsync@ines-rocha.dev) is not a Sender Signature on your account.\\\"}\"", code=1)
    s.prompt("pmfix", "Use stock@livrariasetecolinas.pt as sender, that domain is verified in Postmark with DKIM "
             "since they send order mails from it.")
    s.edit("pmsender", "internal/alert/postmark.go", "\tFrom: \"shelfsync@ines-rocha.dev\",",
           "\tFrom: \"Shelfsync <stock@livrariasetecolinas.pt>\", // the verified sender domain")
    s.bash("alertok", "go run ./cmd/shelfsync alert --test", "time=2026-09-29T11:12:02Z level=INFO msg=\"alert sent\" "
           "to=\"rui@livrariasetecolinas.pt,ines@ines-rocha.dev\" message_id=8f1d3b7e-2c4a-4e0b-9d61-0a7f5e3c2b19")
    s.remember("memrui", "Rui Carvalho (owner of Livraria Sete Colinas) wants everything by email "
               "(rui@livrariasetecolinas.pt), never Slack; he phones for urgent things. Writes in Portuguese, reply "
               "in Portuguese. Approves anything that costs money.", "Rui, the client", "preference")
    s.bash(None, "ls internal", "alert\nsink\nsource\nstore\nsync")
    s.read(None, "internal/store/queries.sql.go", "// Code generated by sqlc. DO NOT EDIT.\n// versions:\n//   sqlc "
           "v1.27.0\n\npackage store\n\n" + "\n".join(
               f"const {q} = `-- name: {q} :{k}\n{sql}\n`\n\nfunc (q *Queries) {q}(ctx context.Context) error {{\n"
               f"\t_, err := q.db.Exec(ctx, {q})\n\treturn err\n}}\n"
               for q, k, sql in (("UpsertStock", "exec", "INSERT INTO stock_levels (sku, shop_id, qty, updated_at) "
                                  "VALUES ($1, $2, $3, $4) ON CONFLICT (sku, shop_id) DO UPDATE SET qty = EXCLUDED.qty"),
                                 ("ProductIDs", "many", "SELECT sku, product_id, variation_id FROM woo_products"),
                                 ("StartRun", "one", "INSERT INTO sync_runs DEFAULT VALUES RETURNING id"),
                                 ("FinishRun", "exec", "UPDATE sync_runs SET finished_at = now(), pushed = $2, error = "
                                  "$3 WHERE id = $1"),
                                 ("LastRuns", "many", "SELECT id, started_at, finished_at, pushed, error FROM "
                                  "sync_runs ORDER BY id DESC LIMIT $1"),
                                 ("TotalsChangedSince", "many", "SELECT sku, sum(qty) FROM stock_levels WHERE sku IN "
                                  "(SELECT sku FROM stock_levels WHERE updated_at > $1) GROUP BY sku"))))
    s.edit("alerthook", "internal/sync/run.go", "\treturn q.FinishRun(ctx, runID, pushed, errText)",
           "\tif err := q.FinishRun(ctx, runID, pushed, errText); err != nil {\n\t\treturn fmt.Errorf(\"finish run: "
           "%w\", err)\n\t}\n\treturn alert.NotifyFailures(ctx, q, 3)")
    s.bash(None, "go test ./...", go_test_ok(["cmd/shelfsync", "internal/alert", "internal/sink", "internal/source",
                                              "internal/store", "internal/sync"]))
    s.bash("commit9", "git add -A && git commit -m 'Email Rui and Ines via Postmark after three failed syncs'",
           "[main e6c80a1] Email Rui and Ines via Postmark after three failed syncs\n 5 files changed, 177 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "Set up CI on GitHub Actions: go vet, golangci-lint, and the tests against a Postgres service "
             "container.")
    s.write("ciyaml", ".github/workflows/ci.yml", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: "
            "ubuntu-24.04\n    services:\n      postgres:\n        image: postgres:16\n        env:\n"
            "          POSTGRES_PASSWORD: dev\n        ports: ['5432:5432']\n    steps:\n      - uses: "
            "actions/checkout@v4\n      - uses: actions/setup-go@v5\n        with:\n          go-version-file: go.mod\n"
            "      - run: go vet ./...\n      - uses: golangci/golangci-lint-action@v6\n      - run: go test ./...\n"
            "        env:\n          DATABASE_URL: postgres://postgres:dev@localhost:5432/shelfsync?sslmode=disable\n")
    s.bash("lintfail", "gh run view --log-failed | tail -6", "lint\tgolangci-lint\tinternal/alert/postmark.go:61:17: "
           "Error return value of `resp.Body.Close` is not checked (errcheck)\nlint\tgolangci-lint\t"
           "cmd/shelfsync/main.go:19:10: Error return value of `w.Write` is not checked (errcheck)\nlint\t"
           "golangci-lint\t2 issues:\nlint\tgolangci-lint\t* errcheck: 2", code=1)
    s.edit("lintfix", "internal/alert/postmark.go", "\tdefer resp.Body.Close()",
           "\tdefer func() { _ = resp.Body.Close() }()")
    s.edit(None, "cmd/shelfsync/main.go", "w.Write([]byte(\"ok\"))", "_, _ = w.Write([]byte(\"ok\"))")
    s.read(None, "go.sum", GO_SUM)
    s.prompt("routerename", "Rename the sync route: /jobs/sync becomes /internal/sync-stock, so it's obvious it's not a "
             "public API. Update the scheduler job too.")
    s.edit("routefix", "cmd/shelfsync/main.go", "r.With(requireSchedulerOIDC).Post(\"/jobs/sync\", syncHandler(db))",
           "r.With(requireSchedulerOIDC).Post(\"/internal/sync-stock\", syncHandler(db))")
    s.bash("schedupdate", "gcloud scheduler jobs update http shelfsync-sync --location europe-west1 --uri "
           "https://shelfsync-7qk2m4xw3a-ew.a.run.app/internal/sync-stock", "name: projects/sete-colinas/locations/"
           "europe-west1/jobs/shelfsync-sync\nhttpTarget:\n  uri: https://shelfsync-7qk2m4xw3a-ew.a.run.app/"
           "internal/sync-stock\nschedule: '*/5 * * * *'")
    s.bash(None, "go vet ./... && golangci-lint run && go test ./...", "0 issues.\n" + go_test_ok(
        ["cmd/shelfsync", "internal/alert", "internal/sink", "internal/source", "internal/store", "internal/sync"]))
    s.bash("commit10", "git add -A && git commit -m 'CI on GitHub Actions; errcheck fixes; route /internal/sync-stock'",
           "[main 70d4b3e] CI on GitHub Actions; errcheck fixes; route /internal/sync-stock\n 4 files changed, 36 "
           "insertions(+), 4 deletions(-)")
    s.remember("memdeploy2", "Deploying shelfsync (current): `gcloud run deploy shelfsync --source . --region "
               "europe-west1` in GCP project sete-colinas. Database is Neon Postgres (eu-central-1, pooled host, "
               "DATABASE_URL from secret neon-url); Cloud SQL was deleted. Cloud Scheduler job shelfsync-sync POSTs "
               "/internal/sync-stock every 5 minutes with an OIDC token. Failure emails via Postmark from "
               "stock@livrariasetecolinas.pt.", "Deploying shelfsync (updated)", "fact")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-09-07T09:00:00", "4b1e7c20-1a2b-4c3d-8e4f-5a6b7c8d9e01", s1),   # Mon
    ("s2", "2026-09-09T14:30:00", "5c2f8d31-2b3c-4d4e-9f5a-6b7c8d9e0f02", s2),   # Wed
    ("s3", "2026-09-11T10:00:00", "6d3a9e42-3c4d-4e5f-8a6b-7c8d9e0f1a03", s3),   # Fri
    ("s4", "2026-09-15T11:00:00", "7e4baf53-4d5e-4f6a-9b7c-8d9e0f1a2b04", s4),   # Tue
    ("s5", "2026-09-17T13:30:00", "8f5cb064-5e6f-4a7b-8c8d-9e0f1a2b3c05", s5),   # Thu
    ("s6", "2026-09-21T09:30:00", "906dc175-6f7a-4b8c-9d9e-0f1a2b3c4d06", s6),   # Mon
    ("s7", "2026-09-22T10:00:00", "a17ed286-7a8b-4c9d-8eaf-1a2b3c4d5e07", s7),   # Tue
    ("s8", "2026-09-25T14:00:00", "b28fe397-8b9c-4dae-9fb0-2b3c4d5e6f08", s8),   # Fri
    ("s9", "2026-09-29T10:30:00", "c390f4a8-9cad-4ebf-8ac1-3c4d5e6f7a09", s9),   # Tue
    ("s10", "2026-10-01T09:00:00", "d4a105b9-adbe-4fc0-9bd2-4d5e6f7a8b10", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2026-10-05T09:30:00Z"
