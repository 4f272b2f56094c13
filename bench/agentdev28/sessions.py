"""The ten sessions of the bundlewise history, step by step (see build.py and README.md)."""
from __future__ import annotations

TOML = """# Learn more about configuring your app at https://shopify.dev/docs/apps/tools/cli/configuration
client_id = "6f0c2d9e8a41b7735e1d0c4a9b2f7e18"
name = "Bundlewise Dev"
handle = "bundlewise-dev"
application_url = "https://example.com"
embedded = true

[build]
automatically_update_urls_on_dev = true
include_config_on_deploy = true

[access_scopes]
scopes = "write_products"

[auth]
redirect_urls = ["https://example.com/api/auth"]

[webhooks]
api_version = "2027-01"

[pos]
embedded = false
"""

SCHEMA = """generator client {
  provider = "prisma-client-js"
}

datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
}

model Session {
  id          String    @id
  shop        String
  state       String
  isOnline    Boolean   @default(false)
  scope       String?
  expires     DateTime?
  accessToken String
  userId      BigInt?
}

model Bundle {
  id            String   @id @default(cuid())
  shop          String
  title         String
  productIds    String[]
  discountId    String?  // gid://shopify/DiscountAutomaticNode/...
  active        Boolean  @default(true)
  fixedAmount   Float?
  createdAt     DateTime @default(now())
  updatedAt     DateTime @updatedAt

  @@index([shop])
}
"""

RUN_RS = """use shopify_function::prelude::*;
use shopify_function::Result;

#[shopify_function_target(query_path = "src/run.graphql", schema_path = "schema.graphql")]
fn run(input: input::ResponseData) -> Result<output::FunctionRunResult> {
    let config: BundleConfig = match input.discount_node.metafield {
        Some(m) => serde_json::from_str(&m.value)?,
        None => return Ok(output::FunctionRunResult { discounts: vec![], discount_application_strategy: output::DiscountApplicationStrategy::FIRST }),
    };
    let mut targets = vec![];
    let mut count = 0;
    for line in &input.cart.lines {
        if let input::InputCartLinesMerchandise::ProductVariant(v) = &line.merchandise {
            for offer in &config.offers {
                for pid in &offer.product_ids {
                    if pid == &v.id {
                        count += line.quantity;
                        targets.push(output::Target::ProductVariant(output::ProductVariantTarget { id: v.id.clone(), quantity: None }));
                    }
                }
            }
        }
    }
    let pct = compute_tiers(count);
    if pct == 0 {
        return Ok(output::FunctionRunResult { discounts: vec![], discount_application_strategy: output::DiscountApplicationStrategy::FIRST });
    }
    Ok(output::FunctionRunResult {
        discounts: vec![output::Discount { message: Some(format!("Bundle {pct}% off")), targets,
            value: output::Value::Percentage(output::Percentage { value: Decimal(pct as f64) }) }],
        discount_application_strategy: output::DiscountApplicationStrategy::FIRST,
    })
}

/// Bundle tiers: 2 items -> 10 %, 3 or more -> 15 %.
fn compute_tiers(quantity: i64) -> u8 {
    match quantity {
        0 | 1 => 0,
        2 => 10,
        _ => 15,
    }
}

#[cfg(test)]
mod tests;
"""

FLY_TOML = """app = "bundlewise"
primary_region = "arn"

[build]

[deploy]
  release_command = "pnpm prisma migrate deploy"

[env]
  PORT = "3000"
  NODE_ENV = "production"
  SHOPIFY_APP_URL = "https://bundlewise.fly.dev"

[http_service]
  internal_port = 3000
  force_https = true
  auto_stop_machines = "off"
  auto_start_machines = true
  min_machines_running = 1

[[vm]]
  memory = "512mb"
  cpu_kind = "shared"
  cpus = 1
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: bundlewise, a Shopify app for bundle pricing. The first merchant is Fjellpine Outdoor "
             "(fjellpine.myshopify.com, a Norwegian outdoor gear shop, owner Sigrid Lunde); we got them through Kasper "
             "Vinter's agency Northbeam, who resells the app to his clients. A merchant groups 2 to 5 products into a "
             "bundle and the cart gets a tiered discount when the customer buys them together. Stack: the Shopify Remix "
             "app template, Prisma, the discount itself as a Shopify Function in Rust compiled to WASM.")
    s.prompt("pnpm", "House rules: pnpm only, never npm or yarn; the lockfile is pnpm-lock.yaml and CI runs `pnpm install "
             "--frozen-lockfile`. TypeScript strict mode everywhere, no `any` without a comment saying why.")
    s.bash("init", "pnpm create @shopify/app@latest --template remix --name bundlewise",
           "╭─ success ──────────────────────────────────────────╮\n│  bundlewise is ready for you to build!             │\n"
           "│  Next steps                                        │\n│    • Run `cd bundlewise`                            │\n"
           "│    • For extensions, run `shopify app generate extension` │\n╰────────────────────────────────────────────────────╯\n"
           "Packages installed with pnpm 9.15.4 (1,184 packages, 41.2s)")
    s.read("readtoml", "shopify.app.toml", TOML)
    s.prompt("pg", "The template keeps sessions in SQLite. Switch Prisma to PostgreSQL right away, not later: Postgres 16 "
             "in docker compose for local development.")
    s.write("compose", "docker-compose.yml", "services:\n  db:\n    image: postgres:16.6\n    environment:\n"
            "      POSTGRES_USER: bundlewise\n      POSTGRES_PASSWORD: bundlewise\n      POSTGRES_DB: bundlewise\n"
            "    ports:\n      - \"5432:5432\"\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nvolumes:\n  pgdata:\n")
    s.edit("provider", "prisma/schema.prisma", "  provider = \"sqlite\"\n  url      = \"file:dev.sqlite\"",
           "  provider = \"postgresql\"\n  url      = env(\"DATABASE_URL\")")
    s.bash("migfail", "docker compose up -d && pnpm prisma migrate dev --name init",
           "[+] Running 2/2\n ✔ Volume \"bundlewise_pgdata\"  Created\n ✔ Container bundlewise-db-1  Started\n"
           "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n"
           "Datasource \"db\": PostgreSQL database \"bundlewise\", schema \"public\" at \"localhost:5432\"\n",
           "Error: P1001: Can't reach database server at `localhost:5432`\n\nPlease make sure your database server is "
           "running at `localhost:5432`.", code=1)
    s.bash("lsof", "lsof -nP -iTCP:5432 -sTCP:LISTEN; docker compose logs db | tail -3",
           "COMMAND   PID   USER   FD   TYPE             DEVICE SIZE/OFF NODE NAME\npostgres 812 tomas    7u  IPv6 "
           "0x8c1f3e6b2a9d4f01      0t0  TCP [::1]:5432 (LISTEN)\npostgres 812 tomas    8u  IPv4 0x8c1f3e6b2a9d5a17      "
           "0t0  TCP 127.0.0.1:5432 (LISTEN)\n\ndb-1  | Error starting userland proxy: listen tcp4 0.0.0.0:5432: bind: "
           "address already in use\n(/opt/homebrew/opt/postgresql@15/bin/postgres is an old Homebrew Postgres 15)")
    s.edit("port", "docker-compose.yml", "      - \"5432:5432\"", "      - \"5433:5432\"  # 5432 is taken by Homebrew postgres@15")
    s.bash("migok", "sed -i '' 's/localhost:5432/localhost:5433/' .env && docker compose up -d && pnpm prisma migrate dev --name init",
           "Datasource \"db\": PostgreSQL database \"bundlewise\", schema \"public\" at \"localhost:5433\"\n\n"
           "Applying migration `20270405094112_init`\n\nYour database is now in sync with your schema.\n\n"
           "✔ Generated Prisma Client (v6.3.1) to ./node_modules/@prisma/client in 96ms")
    s.write("schema", "prisma/schema.prisma", SCHEMA)
    s.bash("migbundle", "pnpm prisma migrate dev --name add_bundle",
           "Applying migration `20270405101530_add_bundle`\n\nYour database is now in sync with your schema.\n"
           "✔ Generated Prisma Client (v6.3.1) to ./node_modules/@prisma/client in 88ms")
    s.prompt("render", "Hosting: let's use Render, a web service plus Render Postgres, both on the starter plan ($7 + $7 a "
             "month) in Frankfurt. It's what Kasper's other apps run on. We can revisit before launch.")
    s.bash("commit1", "git add -A && git commit -m 'chore: scaffold remix app, prisma on postgres'",
           "[main (root-commit) 3c1a9f0] chore: scaffold remix app, prisma on postgres\n 74 files changed, 6012 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("fn", "Now the discount itself, as a Shopify Function in Rust. Tiers: 2 items from the same bundle get 10% "
             "off, 3 or more get 15% off. Only the bundle's lines are discounted, never the whole cart.")
    s.bash("generate", "shopify app generate extension --template product_discounts --flavor rust --name bundle-discount",
           "╭─ success ───────────────────────────────────────────────╮\n│  Your extension was created in "
           "extensions/bundle-discount.   │\n│  Next: cargo build --target=wasm32-wasip1 --release         │\n"
           "╰──────────────────────────────────────────────────────────╯")
    s.read("rungql", "extensions/bundle-discount/src/run.graphql", "query RunInput {\n  cart {\n    lines {\n      "
           "quantity\n      merchandise {\n        __typename\n        ... on ProductVariant {\n          id\n        }\n"
           "      }\n    }\n  }\n  discountNode {\n    metafield(namespace: \"$app:bundlewise\", key: \"config\") {\n"
           "      value\n    }\n  }\n}\n")
    s.write("runrs", "extensions/bundle-discount/src/run.rs", RUN_RS)
    s.bash("cargotest1", "cd extensions/bundle-discount && cargo test",
           "   Compiling bundle-discount v0.1.0 (/Users/tomas/src/bundlewise/extensions/bundle-discount)\n"
           "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.82s\n     Running unittests "
           "src/main.rs\n\nrunning 4 tests\ntest tests::one_item_no_discount ... ok\ntest tests::two_items_get_ten_percent "
           "... ok\ntest tests::three_items_get_fifteen_percent ... ok\ntest tests::no_metafield_no_discount ... ok\n\n"
           "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s")
    s.bash("sizefail", "shopify app function build --path extensions/bundle-discount",
           "Running build command: cargo build --target=wasm32-wasip1 --release\n    Finished `release` profile "
           "[optimized] target(s) in 38.11s\n",
           "Error: The function module is too large: 312 KB. Shopify Functions modules can be at most 256 KB.\n"
           "  target/wasm32-wasip1/release/bundle-discount.wasm", code=1)
    s.edit("cargoprofile", "extensions/bundle-discount/Cargo.toml", "[profile.release]\nopt-level = 3",
           "[profile.release]\n# the wasm module must stay under Shopify's 256 KB limit\nopt-level = \"z\"\nlto = true\n"
           "codegen-units = 1\nstrip = true\npanic = \"abort\"")
    s.bash("sizeok", "shopify app function build --path extensions/bundle-discount && ls -l "
           "extensions/bundle-discount/target/wasm32-wasip1/release/*.wasm",
           "    Finished `release` profile [optimized] target(s) in 51.40s\n✔ Function built successfully.\n"
           "-rw-r--r--  1 tomas  staff  120832 Apr  7 10:48 bundle-discount.wasm   (118 KB)")
    s.bash("fnrun1", "shopify app function run --path extensions/bundle-discount < extensions/bundle-discount/fixtures/cart_3_items.json",
           "{\n  \"discounts\": [\n    {\n      \"message\": \"Bundle 15% off\",\n      \"targets\": [3 variants],\n"
           "      \"value\": { \"percentage\": { \"value\": \"15.0\" } }\n    }\n  ],\n  \"discountApplicationStrategy\": "
           "\"FIRST\"\n}\n\nBenchmark: 412,331 instructions (limit 11,000,000); input 1.9 KB; output 0.4 KB; 0.8 ms")
    s.remember("memlimits", "Shopify Functions limits that bit us: the compiled wasm module may be at most 256 KB (ours "
               "was 312 KB with the default release profile; opt-level \"z\" + lto + strip + codegen-units=1 brings it "
               "to 118 KB) and one run may use at most 11 million instructions. Test carts live in "
               "extensions/bundle-discount/fixtures/ and run with `shopify app function run`.",
               "Shopify Function size and instruction limits", "fact")
    s.prompt("testrule", "A rule from now on: before any `shopify app deploy` or server deploy, `cargo test` in the "
             "function and `pnpm vitest run` must both be green; no deploy with a red or skipped test. Keep rustfmt and "
             "clippy clean too.")
    s.bash(None, "cargo fmt --check && cargo clippy --release -- -D warnings",
           "    Checking bundle-discount v0.1.0\n    Finished `release` profile [optimized] target(s) in 6.02s")
    s.bash("commit2", "git add -A && git commit -m 'feat(function): tiered bundle discount in rust'",
           "[main 8e4b2d1] feat(function): tiered bundle discount in rust\n 14 files changed, 2310 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("ui", "Admin UI next: a page listing the shop's bundles and a form to create one. Polaris components only, "
             "no Tailwind and no hand-written CSS: the app must look like a native part of the Shopify admin.")
    s.write("route", "app/routes/app.bundles.tsx", "import { json, type LoaderFunctionArgs } from \"@remix-run/node\";\n"
            "import { useLoaderData } from \"@remix-run/react\";\nimport { Page, Card, IndexTable, Badge } from "
            "\"@shopify/polaris\";\nimport { authenticate } from \"../shopify.server\";\nimport { getBundles } from "
            "\"../models/bundle.server\";\n\nexport async function loader({ request }: LoaderFunctionArgs) {\n  const { "
            "session } = await authenticate.admin(request);\n  return json({ bundles: await getBundles(session.shop) });\n}\n\n"
            "export default function Bundles() {\n  const { bundles } = useLoaderData<typeof loader>();\n  return (\n"
            "    <Page title=\"Bundles\" primaryAction={{ content: \"Create bundle\", url: \"/app/bundles/new\" }}>\n"
            "      <Card padding=\"0\"><IndexTable itemCount={bundles.length} headings={[{ title: \"Title\" }, { title: "
            "\"Products\" }, { title: \"Status\" }]} selectable={false}>{/* rows */}</IndexTable></Card>\n    </Page>\n  );\n}\n")
    s.write("model", "app/models/bundle.server.ts", "import db from \"../db.server\";\n\nconst CREATE = `#graphql\n"
            "  mutation CreateBundleDiscount($discount: DiscountAutomaticAppInput!) {\n    discountAutomaticAppCreate("
            "automaticAppDiscount: $discount) {\n      automaticAppDiscount { discountId }\n      userErrors { field message }\n"
            "    }\n  }`;\n\nexport async function getBundles(shop: string) {\n  return db.bundle.findMany({ where: { shop }, "
            "orderBy: { createdAt: \"desc\" } });\n}\n\nexport async function createBundle(admin, shop: string, input) {\n"
            "  const res = await admin.graphql(CREATE, { variables: { discount: {\n    title: input.title, functionId: "
            "process.env.SHOPIFY_BUNDLE_DISCOUNT_ID, startsAt: new Date().toISOString(),\n    metafields: [{ namespace: "
            "\"$app:bundlewise\", key: \"config\", type: \"json\", value: JSON.stringify({ offers: [input] }) }],\n  } } });\n"
            "  const { data } = await res.json();\n  return db.bundle.create({ data: { shop, title: input.title, productIds: "
            "input.productIds,\n    discountId: data.discountAutomaticAppCreate.automaticAppDiscount.discountId } });\n}\n")
    s.bash("scopefail", "pnpm dev  # then: create bundle 'Camp Trio' in the admin",
           "14:12:09 │ remix │ POST /app/bundles/new?_data=routes%2Fapp.bundles.new 500\n",
           "GraphqlQueryError: Access denied for discountAutomaticAppCreate field. Required access: `write_discounts` "
           "access scope.\n    at throwFailedRequest (node_modules/@shopify/admin-api-client/dist/graphql-client/utilities.mjs:17:11)\n"
           "    at createBundle (app/models/bundle.server.ts:18:15)")
    s.read(None, "shopify.app.toml", TOML.replace("https://example.com", "https://tunnel-calm-river.trycloudflare.com"))
    s.edit("scopes", "shopify.app.toml", "scopes = \"write_products\"", "scopes = \"write_products,write_discounts,read_discounts\"")
    s.bash("scopeok", "shopify app deploy --force && pnpm dev",
           "✔ New version released to users.\nbundlewise-dev-3 [1 access scope change: +write_discounts, +read_discounts]\n"
           "Open the dev store to approve the updated scopes ...\n14:31:40 │ remix │ POST /app/bundles/new 302\n"
           "created discount gid://shopify/DiscountAutomaticNode/1187340021 (Camp Trio)")
    s.prompt("metafield", "Keep the bundle's configuration on the discount itself as a metafield ($app:bundlewise / "
             "config, json) so the function reads it from its input query. The function can't call our server anyway, "
             "and this way a discount works even if our app is down.")
    s.prompt("commitstyle", "Commit style from now on: conventional commits with a scope, like feat(ui): ..., "
             "fix(function): ..., chore(deploy): ...; subject lower-case, imperative, no trailing period, and the body "
             "says why. One logical change per commit.")
    s.remember("memapi", "Admin GraphQL API version is pinned to 2027-01 (shopify.app.toml [webhooks] api_version and "
               "ApiVersion.January27 in app/shopify.server.ts). Access scopes: write_products, write_discounts, "
               "read_discounts. Dev store: bundlewise-dev.myshopify.com (Partners app 'Bundlewise Dev'). Bundle config "
               "lives in the discount's metafield $app:bundlewise/config.", "API version, scopes and dev store", "fact")
    s.bash(None, "pnpm lint", "> bundlewise@0.1.0 lint\n> eslint --cache --cache-location ./node_modules/.cache/eslint .\n\n✨ Done in 4.8s.")
    s.bash("vitest3", "pnpm vitest run", " ✓ app/models/bundle.server.test.ts (4 tests) 38ms\n ✓ app/lib/tiers.test.ts "
           "(2 tests) 4ms\n\n Test Files  2 passed (2)\n      Tests  6 passed (6)\n   Duration  1.21s")
    s.bash("commit3", "git add -A && git commit -m 'feat(ui): bundles list and create form' -m 'Creates an automatic app "
           "discount per bundle; config in the $app:bundlewise metafield so the function needs no network.'",
           "[main a51c7e3] feat(ui): bundles list and create form\n 9 files changed, 412 insertions(+), 18 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("webhooks", "Webhooks: app/uninstalled (delete that shop's sessions and bundles), products/delete (drop the "
             "product from every bundle; a bundle left with fewer than 2 products gets deactivated) and orders/create "
             "to count bundle sales for the dashboard. Register them in afterAuth with shopify.registerWebhooks so it's "
             "all in code.")
    s.edit("register", "app/shopify.server.ts", "  future: {", "  webhooks: {\n    APP_UNINSTALLED: { deliveryMethod: "
           "DeliveryMethod.Http, callbackUrl: \"/webhooks/app/uninstalled\" },\n    PRODUCTS_DELETE: { deliveryMethod: "
           "DeliveryMethod.Http, callbackUrl: \"/webhooks/products/delete\" },\n    ORDERS_CREATE: { deliveryMethod: "
           "DeliveryMethod.Http, callbackUrl: \"/webhooks/orders/create\" },\n  },\n  hooks: {\n    afterAuth: async ({ "
           "session }) => {\n      shopify.registerWebhooks({ session });\n    },\n  },\n  future: {")
    s.write("proddelete", "app/routes/webhooks.products.delete.tsx", "import type { ActionFunctionArgs } from "
            "\"@remix-run/node\";\nimport { authenticate } from \"../shopify.server\";\nimport db from \"../db.server\";\n\n"
            "export const action = async ({ request }: ActionFunctionArgs) => {\n  const body = await request.json();\n"
            "  const { shop } = await authenticate.webhook(request);\n  const gid = `gid://shopify/Product/${body.id}`;\n"
            "  const bundles = await db.bundle.findMany({ where: { shop, productIds: { has: gid } } });\n  for (const b of "
            "bundles) {\n    const productIds = b.productIds.filter((p) => p !== gid);\n    await db.bundle.update({ where: "
            "{ id: b.id }, data: { productIds, active: productIds.length >= 2 } });\n  }\n  return new Response();\n};\n")
    s.bash("hmacfail1", "shopify app webhook trigger --topic products/delete --api-version 2027-01 --delivery-method http "
           "--address http://localhost:3000/webhooks/products/delete",
           "Error: webhook delivery failed, the endpoint answered 401 Unauthorized\n\n[remix] 09:41:17 [shopify-app/ERROR] "
           "Webhook HMAC validation failed | {shop: bundlewise-dev.myshopify.com, topic: products/delete}")
    s.grep("grepjson", "request\\.json\\(\\)", ["app/routes/webhooks.products.delete.tsx"])
    s.prompt("whywebhook", "Why would the HMAC fail? It's Shopify's own trigger with our own secret.")
    s.edit("hmacfix1", "app/routes/webhooks.products.delete.tsx", "  const body = await request.json();\n  const { shop } "
           "= await authenticate.webhook(request);\n  const gid = `gid://shopify/Product/${body.id}`;",
           "  // authenticate.webhook must read the raw body itself to check the HMAC: reading request.json() first\n"
           "  // consumed the stream, so it verified an empty body and answered 401.\n  const { shop, payload } = await "
           "authenticate.webhook(request);\n  const gid = `gid://shopify/Product/${payload.id}`;")
    s.bash("hmacok1", "shopify app webhook trigger --topic products/delete --api-version 2027-01 --delivery-method http "
           "--address http://localhost:3000/webhooks/products/delete",
           "✔ Success! Webhook has been enqueued for delivery.\n[remix] 09:52:03 POST /webhooks/products/delete 200 - 41 ms")
    s.write("orders", "app/routes/webhooks.orders.create.tsx", "import type { ActionFunctionArgs } from "
            "\"@remix-run/node\";\nimport { authenticate } from \"../shopify.server\";\nimport { recordBundleSale } from "
            "\"../models/stats.server\";\n\nexport const action = async ({ request }: ActionFunctionArgs) => {\n  const { "
            "shop, payload } = await authenticate.webhook(request);\n  const lines = payload.line_items.filter((l) => "
            "l.discount_allocations.length > 0);\n  if (lines.length) await recordBundleSale(shop, payload.id, lines);\n"
            "  return new Response();\n};\n")
    s.prompt("redis", "The storefront widget will call /apps/bundlewise/offers through the app proxy on every product "
             "page view. Cache the bundle configs in Upstash Redis with a 300 second TTL so Postgres isn't hit on each "
             "page view.")
    s.bash(None, "pnpm add @upstash/redis", "Packages: +2\n++\ndependencies:\n+ @upstash/redis 1.34.3\n\nDone in 2.9s")
    s.write("cache", "app/lib/cache.server.ts", "import { Redis } from \"@upstash/redis\";\n\nconst redis = "
            "Redis.fromEnv();\nexport const BUNDLE_CACHE_TTL_SECONDS = 300;\n\nexport async function cachedBundles<T>(shop: "
            "string, load: () => Promise<T>): Promise<T> {\n  const key = `bundles:${shop}`;\n  const hit = await "
            "redis.get<T>(key);\n  if (hit) return hit;\n  const value = await load();\n  await redis.set(key, value, { ex: "
            "BUNDLE_CACHE_TTL_SECONDS });\n  return value;\n}\n")
    s.bash("vitest4", "pnpm vitest run", " ✓ app/models/bundle.server.test.ts (4 tests) 41ms\n ✓ app/lib/tiers.test.ts (2 "
           "tests) 4ms\n ✓ app/routes/webhooks.products.delete.test.ts (3 tests) 52ms\n ✓ app/lib/cache.server.test.ts (2 "
           "tests) 9ms\n\n Test Files  4 passed (4)\n      Tests  11 passed (11)\n   Duration  1.64s")
    s.bash("commit4", "git add -A && git commit -m 'feat(webhooks): uninstall, product delete and order stats' -m 'Read the "
           "payload from authenticate.webhook: reading the body first broke the HMAC check.'",
           "[main 0d9f2b6] feat(webhooks): uninstall, product delete and order stats\n 11 files changed, 287 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("rename", "Naming change: Sigrid calls them offers, and 'bundle' collides with Shopify's own Bundles app in the "
             "admin, merchants got confused in the demo. Rename the Prisma model Bundle to BundleOffer (table "
             "bundle_offers), the route app.bundles to app.offers and bundle.server.ts to offer.server.ts. Leave the "
             "function extension's name alone for now.")
    s.edit("model", "prisma/schema.prisma", "model Bundle {", "model BundleOffer {")
    s.edit("map", "prisma/schema.prisma", "  @@index([shop])\n}", "  @@index([shop])\n  @@map(\"bundle_offers\")\n}")
    s.bash("migrename", "pnpm prisma migrate dev --name rename_bundle_to_bundle_offer --create-only && cat "
           "prisma/migrations/20270415141805_rename_bundle_to_bundle_offer/migration.sql && pnpm prisma migrate dev",
           "-- hand-edited: rename instead of drop + create, keeps Fjellpine's test data\nALTER TABLE \"Bundle\" RENAME TO "
           "\"bundle_offers\";\nALTER INDEX \"Bundle_shop_idx\" RENAME TO \"bundle_offers_shop_idx\";\nALTER TABLE "
           "\"bundle_offers\" RENAME CONSTRAINT \"Bundle_pkey\" TO \"bundle_offers_pkey\";\n\nApplying migration "
           "`20270415141805_rename_bundle_to_bundle_offer`\n✔ Generated Prisma Client (v6.3.1) in 91ms")
    s.bash("gitmv", "git mv app/routes/app.bundles.tsx app/routes/app.offers.tsx && git mv app/routes/app.bundles.new.tsx "
           "app/routes/app.offers.new.tsx && git mv app/models/bundle.server.ts app/models/offer.server.ts && git mv "
           "app/models/bundle.server.test.ts app/models/offer.server.test.ts", "")
    s.bash("testfail", "pnpm vitest run", " ❯ app/models/offer.server.test.ts (4 tests | 3 failed) 47ms\n   × getOffers > "
           "lists a shop's offers newest first\n     → Cannot read properties of undefined (reading 'findMany')\n"
           " ✓ app/lib/tiers.test.ts (2 tests)\n ❯ app/routes/webhooks.products.delete.test.ts (3 tests | 2 failed)\n\n"
           "TypeError: Cannot read properties of undefined (reading 'findMany')\n ❯ getOffers app/models/offer.server.ts:14:20\n"
           "     14|   return db.bundle.findMany({ where: { shop }, orderBy: { createdAt: \"desc\" } });\n\n"
           " Test Files  2 failed | 2 passed (4)\n      Tests  5 failed | 6 passed (11)", code=1)
    s.grep("grepdb", "db\\.bundle\\.", ["app/models/offer.server.ts", "app/routes/webhooks.products.delete.tsx",
                                        "app/routes/webhooks.app.uninstalled.tsx"])
    s.edit("fixoffer", "app/models/offer.server.ts", "db.bundle.", "db.bundleOffer.")
    s.edit("fixwebhooks", "app/routes/webhooks.products.delete.tsx", "await db.bundle.findMany", "await db.bundleOffer.findMany")
    s.edit(None, "app/routes/webhooks.app.uninstalled.tsx", "await db.bundle.deleteMany", "await db.bundleOffer.deleteMany")
    s.bash("testok", "pnpm vitest run && pnpm tsc --noEmit", " ✓ app/models/offer.server.test.ts (4 tests) 40ms\n ✓ "
           "app/lib/tiers.test.ts (2 tests) 3ms\n ✓ app/routes/webhooks.products.delete.test.ts (3 tests) 49ms\n ✓ "
           "app/lib/cache.server.test.ts (2 tests) 8ms\n\n Test Files  4 passed (4)\n      Tests  11 passed (11)\n"
           "   Duration  1.58s")
    s.prompt("money", "Money rule: amounts are integers in minor units (øre, cents) everywhere in our code and the "
             "database, never floats. Convert to a decimal only at the edge, with the shop's currency. Fix the "
             "fixedAmount column now while there's only test data.")
    s.edit("minor", "prisma/schema.prisma", "  fixedAmount   Float?", "  fixedAmountMinor Int?  // minor units (øre/cents), never floats")
    s.bash(None, "pnpm prisma migrate dev --name fixed_amount_minor_units", "Applying migration "
           "`20270415152240_fixed_amount_minor_units`\n✔ Generated Prisma Client (v6.3.1) in 87ms")
    s.bash("commit5", "git add -A && git commit -m 'refactor: rename bundle to offer (model, table, routes)' -m 'Shopify has "
           "its own Bundles app; merchants and Sigrid say offer. Table renamed in place, no data loss.'",
           "[main 6b20e4f] refactor: rename bundle to offer (model, table, routes)\n 13 files changed, 64 insertions(+), 49 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("fly", "Change of plan on hosting: not Render after all. The Render starter in Frankfurt gave 600-900 ms "
             "time to first byte for the embedded admin from Norway, and Render Postgres starter has no point-in-time "
             "recovery. Let's go with Fly.io instead: the app in arn (Stockholm), a Fly Postgres cluster next to it, one "
             "machine always running. Comes to about $11 a month against $14 on Render.")
    s.bash("launch", "fly launch --no-deploy --name bundlewise --region arn --org northbeam",
           "Scanning source code\nDetected a Remix app\nCreating app in /Users/tomas/src/bundlewise\nWe're about to launch "
           "your Remix app on Fly.io. Here's what you're getting:\n\nOrganization: Northbeam   (fly launch defaults to the "
           "personal org)\nName:         bundlewise\nRegion:       Stockholm, Sweden (arn)\nApp Machines: shared-cpu-1x, "
           "512MB RAM\nPostgres:     <none>\n\nWrote config file fly.toml\nCreated a Dockerfile")
    s.write("flytoml", "fly.toml", FLY_TOML)
    s.bash("pgcreate", "fly postgres create --name bundlewise-db --region arn --vm-size shared-cpu-1x --volume-size 3 "
           "--initial-cluster-size 1 --org northbeam",
           "Creating postgres cluster in organization northbeam\nCreating app...\nSetting secrets on app bundlewise-db...\n"
           "Provisioning 1 of 1 machines with image flyio/postgres-flex:16.4\nWaiting for machine to start...\n"
           "Machine 3d8d9e1c4e7528 is created\n==> Monitoring health checks\n  Waiting for 3d8d9e1c4e7528 to become healthy "
           "(started, 3/3)\n\nPostgres cluster bundlewise-db created\n  Hostname:    bundlewise-db.internal\n  Flycast:     "
           "fdaa:9:4c1e:0:1::7\n  Proxy port:  5432\n  Postgres port:  5433")
    s.bash("secrets1", "fly secrets set DATABASE_URL='postgres://bundlewise:****@bundlewise-pg.flycast:5432/bundlewise' "
           "SHOPIFY_API_KEY=6f0c2d9e8a41b7735e1d0c4a9b2f7e18 SHOPIFY_API_SECRET=**** --stage",
           "Secrets have been staged, but not set on VMs. Deploy or update machines in this app for the secrets to take effect.")
    s.bash("deployfail", "fly deploy", "==> Building image\n[+] Building 84.3s (19/19) FINISHED\n--> Pushing image done\n"
           "image size: 312 MB\n\nRunning bundlewise release_command: pnpm prisma migrate deploy\n",
           "  release_command 17811d4f2e5689 completed with exit code 1\n\nError: P1001: Can't reach database server at "
           "`bundlewise-pg.flycast:5432`\n\nPlease make sure your database server is running at "
           "`bundlewise-pg.flycast:5432`.\nError: release command failed, deployment aborted", code=1)
    s.bash("appslist", "fly apps list --org northbeam", "NAME            OWNER     STATUS     LATEST DEPLOY\n"
           "bundlewise      northbeam pending\nbundlewise-db   northbeam deployed   4m ago")
    s.prompt("whyp1001", "Same P1001 as on day one. Is it the port again?")
    s.bash("secrets2", "fly secrets set DATABASE_URL='postgres://bundlewise:****@bundlewise-db.flycast:5432/bundlewise' --stage",
           "Secrets have been staged, but not set on VMs.")
    s.bash("deployok", "fly deploy", "Running bundlewise release_command: pnpm prisma migrate deploy\n  4 migrations found "
           "in prisma/migrations\n  Applying migration `20270405094112_init`\n  Applying migration "
           "`20270405101530_add_bundle`\n  Applying migration `20270415141805_rename_bundle_to_bundle_offer`\n  Applying "
           "migration `20270415152240_fixed_amount_minor_units`\n  All migrations have been successfully applied.\n"
           "  release_command 91a2c0e7d4b118 completed successfully\n\nUpdating existing machines in 'bundlewise' with "
           "rolling strategy\n  Machine 683d47ec1e6d98 [app] update finished: success\nVisit your newly deployed app at "
           "https://bundlewise.fly.dev/")
    s.bash("ttfb", "curl -s -o /dev/null -w '%{time_starttransfer}\\n' https://bundlewise.fly.dev/healthz  # x5 from Bergen",
           "0.142\n0.131\n0.128\n0.137\n0.133")
    s.lesson("lessonp1001", "Prisma's P1001 \"Can't reach database server\" does not say why. Locally it was the port "
             "(a Homebrew postgres@15 already listening on 5432, so compose maps 5433); on Fly it was a wrong host name "
             "in DATABASE_URL (bundlewise-pg.flycast instead of the cluster's real name bundlewise-db.flycast). Check "
             "`lsof -iTCP:5432` or `fly apps list` before suspecting SSL or the network.",
             "fly deploy release_command failed with P1001 after setting DATABASE_URL")
    s.remember("memdeploy1", "Deploy runbook: 1) `pnpm vitest run` and `cargo test` in extensions/bundle-discount, both "
               "green; 2) `fly deploy` (the release_command runs `pnpm prisma migrate deploy`); 3) `shopify app deploy` "
               "for the function and app config. Production: https://bundlewise.fly.dev, Fly app bundlewise in arn (org "
               "northbeam), Postgres cluster bundlewise-db (flycast, port 5432), machine shared-cpu-1x 512 MB.",
               "Deploy runbook", "procedure")
    s.edit("appurl", "shopify.app.toml", "application_url = \"https://example.com\"", "application_url = \"https://bundlewise.fly.dev\"")
    s.bash("commit6", "git add -A && git commit -m 'chore(deploy): host on fly.io in arn instead of render' -m 'Render "
           "Frankfurt gave 600-900 ms TTFB from Norway and no PITR; fly arn answers in ~135 ms.'",
           "[main c7d31a8] chore(deploy): host on fly.io in arn instead of render\n 5 files changed, 118 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("tiers", "Sigrid tried it on the dev store: 15% for three or more isn't enough to move the tent + sleeping bag "
             "+ mat kit. Make it 20% for three or more; two items stays at 10%.")
    s.edit("tier20", "extensions/bundle-discount/src/run.rs", "/// Bundle tiers: 2 items -> 10 %, 3 or more -> 15 %.\n"
           "fn compute_tiers(quantity: i64) -> u8 {\n    match quantity {\n        0 | 1 => 0,\n        2 => 10,\n        _ => 15,",
           "/// Bundle tiers: 2 items -> 10 %, 3 or more -> 20 % (was 15 %, too little for Fjellpine's kits).\n"
           "fn compute_tiers(quantity: i64) -> u8 {\n    match quantity {\n        0 | 1 => 0,\n        2 => 10,\n        _ => 20,")
    s.bash("tierfail", "cd extensions/bundle-discount && cargo test", "running 4 tests\ntest tests::one_item_no_discount ... "
           "ok\ntest tests::two_items_get_ten_percent ... ok\ntest tests::three_items_get_fifteen_percent ... FAILED\ntest "
           "tests::no_metafield_no_discount ... ok\n\nfailures:\n\n---- tests::three_items_get_fifteen_percent stdout ----\n"
           "thread 'tests::three_items_get_fifteen_percent' panicked at src/tests.rs:31:9:\nassertion `left == right` "
           "failed\n  left: 20\n right: 15\n\ntest result: FAILED. 3 passed; 1 failed", code=101)
    s.edit("testfix", "extensions/bundle-discount/src/tests.rs", "fn three_items_get_fifteen_percent() {\n    "
           "assert_eq!(compute_tiers(3), 15);", "fn three_items_get_twenty_percent() {\n    assert_eq!(compute_tiers(3), 20);")
    s.bash("instrfail", "shopify app function run --path extensions/bundle-discount < "
           "extensions/bundle-discount/fixtures/cart_60_lines.json",
           "Benchmark: 14,872,090 instructions; input 38.4 KB\n",
           "Error: Function exceeded the instruction count limit of 11,000,000 (used 14,872,090).\nThe function run was "
           "terminated; no discounts were applied.", code=1)
    s.read(None, "extensions/bundle-discount/src/run.rs", RUN_RS.replace("_ => 15", "_ => 20"))
    s.prompt("instrwhy", "60 lines is a real cart for Fjellpine at season start (they sell socks and gas canisters by the "
             "piece). Why is it so expensive?")
    s.edit("hashset", "extensions/bundle-discount/src/run.rs", "    for line in &input.cart.lines {\n        if let "
           "input::InputCartLinesMerchandise::ProductVariant(v) = &line.merchandise {\n            for offer in "
           "&config.offers {\n                for pid in &offer.product_ids {\n                    if pid == &v.id {",
           "    // lines x offers x product ids compared strings in a triple loop: 14.9M instructions on a 60-line cart.\n"
           "    // One HashSet of every offered id, built once, makes it one lookup per line.\n    let offered: "
           "HashSet<&str> = config.offers.iter().flat_map(|o| o.product_ids.iter().map(String::as_str)).collect();\n"
           "    for line in &input.cart.lines {\n        if let input::InputCartLinesMerchandise::ProductVariant(v) = "
           "&line.merchandise {\n            {\n                {\n                    if offered.contains(v.id.as_str()) {")
    s.bash("instrok", "shopify app function run --path extensions/bundle-discount < "
           "extensions/bundle-discount/fixtures/cart_60_lines.json | tail -1",
           "Benchmark: 1,204,577 instructions (limit 11,000,000); input 38.4 KB; output 2.1 KB; 2.3 ms")
    s.prompt("renamefn", "While we're in there: rename the extension to bundle-pricing (directory and handle), since it "
             "will also do fixed amounts, and compute_tiers is really tier_for_quantity.")
    s.bash("mvext", "git mv extensions/bundle-discount extensions/bundle-pricing && sed -i '' 's/handle = "
           "\"bundle-discount\"/handle = \"bundle-pricing\"/; s/name = \"bundle-discount\"/name = \"bundle-pricing\"/' "
           "extensions/bundle-pricing/shopify.extension.toml extensions/bundle-pricing/Cargo.toml && grep -n handle "
           "extensions/bundle-pricing/shopify.extension.toml", "4:handle = \"bundle-pricing\"")
    s.edit("renamefnsym", "extensions/bundle-pricing/src/run.rs", "fn compute_tiers(quantity: i64) -> u8 {",
           "fn tier_for_quantity(quantity: i64) -> u8 {")
    s.bash(None, "cd extensions/bundle-pricing && sed -i '' 's/compute_tiers/tier_for_quantity/g' src/run.rs src/tests.rs "
           "&& cargo test", "running 5 tests\ntest tests::one_item_no_discount ... ok\ntest tests::two_items_get_ten_percent "
           "... ok\ntest tests::three_items_get_twenty_percent ... ok\ntest tests::sixty_lines_under_limit ... ok\ntest "
           "tests::no_metafield_no_discount ... ok\n\ntest result: ok. 5 passed; 0 failed; 0 ignored")
    s.prompt("noredis", "Actually let's not keep the Upstash cache. I measured the app-proxy endpoint from arn: the plain "
             "Postgres lookup has a p95 of 9 ms, while the Redis round trip to Upstash (eu-west-1) alone adds 38 ms, so the "
             "cache makes it slower and it's one more bill. Drop Redis and cache nothing for now.")
    s.bash("rmredis", "pnpm remove @upstash/redis && git rm app/lib/cache.server.ts app/lib/cache.server.test.ts && fly "
           "secrets unset UPSTASH_REDIS_REST_URL UPSTASH_REDIS_REST_TOKEN --stage",
           "Packages: -2\n--\ndependencies:\n- @upstash/redis 1.34.3\nrm 'app/lib/cache.server.ts'\nrm "
           "'app/lib/cache.server.test.ts'\nSecrets are staged for the next deploy")
    s.bash("vitest7", "pnpm vitest run", " ✓ app/models/offer.server.test.ts (4 tests) 39ms\n ✓ app/lib/tiers.test.ts (2 "
           "tests) 3ms\n ✓ app/routes/webhooks.products.delete.test.ts (3 tests) 47ms\n ✓ app/routes/apps.offers.test.ts "
           "(2 tests) 21ms\n\n Test Files  4 passed (4)\n      Tests  11 passed (11)")
    s.bash("commit7", "git add -A && git commit -m 'feat(function): 20% for three or more, hashset lookup, rename to "
           "bundle-pricing' -m 'A 60-line cart used 14.9M instructions (limit 11M); now 1.2M. Upstash removed: slower than "
           "postgres from arn.'", "[main 51e9a0c] feat(function): 20% for three or more, hashset lookup, rename to "
           "bundle-pricing\n 16 files changed, 58 insertions(+), 71 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("install", "We install on Fjellpine's real store today. Production has its own Partners app, 'Bundlewise' "
             "(the dev one is 'Bundlewise Dev'), configured in shopify.app.production.toml.")
    s.bash(None, "pnpm vitest run && (cd extensions/bundle-pricing && cargo test)", " Test Files  4 passed (4)\n      "
           "Tests  11 passed (11)\n...\ntest result: ok. 5 passed; 0 failed; 0 ignored")
    s.bash("prodeploy", "fly deploy && shopify app deploy --config production",
           "Updating existing machines in 'bundlewise' with rolling strategy\n  Machine 683d47ec1e6d98 [app] update "
           "finished: success\n\n✔ New version released to users.\n  bundlewise-7 [extensions: bundle-pricing "
           "(function), config]")
    s.bash("hmacfail2", "fly logs -a bundlewise | grep -i webhook | tail -4",
           "2027-04-23T09:38:12Z app[683d47ec1e6d98] arn [info][shopify-app/ERROR] Webhook HMAC validation failed | "
           "{shop: fjellpine.myshopify.com, topic: orders/create}\n2027-04-23T09:38:12Z app[683d47ec1e6d98] arn [info]POST "
           "/webhooks/orders/create 401 - 3 ms\n2027-04-23T09:38:40Z app[683d47ec1e6d98] arn [info][shopify-app/ERROR] "
           "Webhook HMAC validation failed | {shop: fjellpine.myshopify.com, topic: orders/create}\n2027-04-23T09:38:40Z "
           "app[683d47ec1e6d98] arn [info]POST /webhooks/orders/create 401 - 2 ms")
    s.read("ordersread", "app/routes/webhooks.orders.create.tsx", "import type { ActionFunctionArgs } from "
           "\"@remix-run/node\";\nimport { authenticate } from \"../shopify.server\";\nimport { recordBundleSale } from "
           "\"../models/stats.server\";\n\nexport const action = async ({ request }: ActionFunctionArgs) => {\n  const { "
           "shop, payload } = await authenticate.webhook(request);\n  const lines = payload.line_items.filter((l) => "
           "l.discount_allocations.length > 0);\n  if (lines.length) await recordBundleSale(shop, payload.id, lines);\n"
           "  return new Response();\n};\n")
    s.bash("secretdiff", "shopify app env show --config production | grep -E 'API_(KEY|SECRET)' | sed 's/=.\\{8\\}/=…/'; "
           "fly secrets list -a bundlewise | grep SHOPIFY",
           "SHOPIFY_API_KEY=…c1e94b20\nSHOPIFY_API_SECRET=…7d03aa19\nSHOPIFY_API_KEY      8b1f0c3e92d14a77   (digest)\n"
           "SHOPIFY_API_SECRET   2e5c9a01f7b86d30   (digest)\n# both are the Bundlewise Dev app's key and secret, set on 19 Apr")
    s.bash("secretfix", "fly secrets set -a bundlewise SHOPIFY_API_KEY=…c1e94b20 SHOPIFY_API_SECRET=…7d03aa19",
           "Updating existing machines in 'bundlewise' with rolling strategy\n  Machine 683d47ec1e6d98 [app] update "
           "finished: success\n\n(next delivery) POST /webhooks/orders/create 200 - 38 ms")
    s.lesson("lessonhmac", "A webhook 401 with \"HMAC validation failed\" has more than one cause. On 13 April it was our "
             "handler reading request.json() before authenticate.webhook; on 23 April the code was fine and Fly held the "
             "dev app's SHOPIFY_API_SECRET. Every Partners app (Bundlewise Dev, Bundlewise) has its own key and secret: "
             "compare `shopify app env show --config production` with `fly secrets list` after any deploy to a new app.",
             "production webhooks from fjellpine.myshopify.com answered 401")
    s.bash("oom", "fly logs -a bundlewise | grep -iE 'oom|killed' | tail -3", "2027-04-22T16:38:55Z runner[683d47ec1e6d98] "
           "arn [info]Out of memory: Killed process 318 (node) total-vm:1429676kB, anon-rss:489212kB\n"
           "2027-04-22T16:38:56Z app[683d47ec1e6d98] arn [info]machine exited with exit code 137, restarting\n"
           "(during Sigrid's import of 214 products into the offer picker while orders webhooks were arriving)")
    s.edit("mem1g", "fly.toml", "  memory = \"512mb\"", "  memory = \"1024mb\"  # 512mb OOM-killed node on 23 Apr")
    s.bash("scale", "fly scale memory 1024 -a bundlewise", "Scaling VM memory to 1024MB\n  Machine 683d47ec1e6d98 updated "
           "successfully: shared-cpu-1x, 1024 MB\nMonthly cost now approximately $13.70")
    s.prompt("whtoml", "Actually let's not register webhooks from afterAuth any more. On Fjellpine the orders/create "
             "subscription was missing after the reinstall and we'd never have noticed without the logs. Move them to "
             "app-specific subscriptions in the toml files ([[webhooks.subscriptions]]) so `shopify app deploy` owns them, "
             "and delete the registerWebhooks call.")
    s.edit("subs", "shopify.app.production.toml", "[webhooks]\napi_version = \"2027-01\"", "[webhooks]\napi_version = "
           "\"2027-01\"\n\n  [[webhooks.subscriptions]]\n  topics = [\"app/uninstalled\"]\n  uri = \"/webhooks/app/uninstalled\"\n\n"
           "  [[webhooks.subscriptions]]\n  topics = [\"products/delete\"]\n  uri = \"/webhooks/products/delete\"\n\n"
           "  [[webhooks.subscriptions]]\n  topics = [\"orders/create\"]\n  uri = \"/webhooks/orders/create\"")
    s.edit("noafterauth", "app/shopify.server.ts", "  hooks: {\n    afterAuth: async ({ session }) => {\n      "
           "shopify.registerWebhooks({ session });\n    },\n  },\n", "")
    s.remember("memfjell", "Fjellpine Outdoor: owner Sigrid Lunde (sigrid@fjellpine.no), store fjellpine.myshopify.com, "
               "prices in NOK, store timezone Europe/Oslo. She wants any change to their offers announced by email the day "
               "before. No production deploys on Fridays after 12:00 Oslo time: their weekend rush starts then. Kasper "
               "Vinter (Northbeam) is billed, not Fjellpine.", "Fjellpine contact and deploy window", "fact")
    s.bash("commit8", "git add -A && git commit -m 'fix(webhooks): subscriptions in toml, not afterauth' -m 'orders/create "
           "went missing on fjellpine after reinstall. Also 1024mb machines after an OOM.'",
           "[main e03b7d2] fix(webhooks): subscriptions in toml, not afterauth\n 4 files changed, 21 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("variant", "Sigrid says the 'Fjellpine Trio' offer gives no discount when the tent is the green one. The blue "
             "tent works.")
    s.bash("trionone", "shopify app function run --path extensions/bundle-pricing < "
           "extensions/bundle-pricing/fixtures/cart_trio_green.json",
           "{\n  \"discounts\": [],\n  \"discountApplicationStrategy\": \"FIRST\"\n}\n\nBenchmark: 96,410 instructions")
    s.read("rungql9", "extensions/bundle-pricing/src/run.graphql", "query RunInput {\n  cart {\n    lines {\n      quantity\n"
           "      merchandise {\n        __typename\n        ... on ProductVariant {\n          id\n        }\n      }\n    }\n"
           "  }\n  discountNode {\n    metafield(namespace: \"$app:bundlewise\", key: \"config\") {\n      value\n    }\n  }\n}\n")
    s.bash("psqlcfg", "fly postgres connect -a bundlewise-db -d bundlewise -c \"select title, \\\"productIds\\\" from "
           "bundle_offers where title = 'Fjellpine Trio'\"",
           "     title      |                                         productIds\n----------------+------------------------"
           "---------------------------------------------------------------\n Fjellpine Trio | {gid://shopify/ProductVariant/"
           "48211930104131,gid://shopify/ProductVariant/48211933970755,gid://shopify/ProductVariant/48211937116483}\n(1 row)")
    s.prompt("variantwhy", "So the picker stored variants, not products?")
    s.edit("gqlproduct", "extensions/bundle-pricing/src/run.graphql", "        ... on ProductVariant {\n          id\n        }",
           "        ... on ProductVariant {\n          id\n          product {\n            id\n          }\n        }")
    s.edit("matchproduct", "extensions/bundle-pricing/src/run.rs", "                    if offered.contains(v.id.as_str()) {",
           "                    // offers hold product ids: every size and colour of a product counts\n"
           "                    if offered.contains(v.product.id.as_str()) {")
    s.edit("pickerfix", "app/routes/app.offers.new.tsx", "const selected = await shopify.resourcePicker({ type: "
           "\"product\", multiple: true });\n    setProductIds(selected.map((s) => s.variants[0].id));",
           "const selected = await shopify.resourcePicker({ type: \"product\", multiple: true, filter: { variants: false } });\n"
           "    setProductIds(selected.map((s) => s.id)); // product gids, never variant gids")
    s.bash("triook", "cd extensions/bundle-pricing && cargo test && shopify app function run < fixtures/cart_trio_green.json "
           "| head -6", "test result: ok. 7 passed; 0 failed; 0 ignored\n{\n  \"discounts\": [\n    {\n      \"message\": "
           "\"Bundle 20% off\",\n      \"targets\": [3 variants],")
    s.lesson("lessonvariant", "Offers must match on the product id, not the variant id: the resource picker returned the "
             "first variant of each product, so any other size or colour (the green Fjellpine tent) silently got no "
             "discount. The function's input asks for merchandise { ... on ProductVariant { product { id } } } and the "
             "picker stores product gids; existing offers needed a data migration.",
             "Fjellpine Trio gave no discount for the green tent")
    s.bash("datamig", "pnpm tsx scripts/variant-to-product-ids.ts --shop fjellpine.myshopify.com",
           "Fjellpine Trio: 3 variant ids -> 3 product ids\nHytte Kitchen: 4 variant ids -> 4 product ids\nSki Wax Kit: 2 "
           "variant ids -> 2 product ids\n3 offers updated, 3 discount metafields rewritten")
    s.prompt("max8", "Sigrid also wants bigger kits: raise the maximum number of products per offer from 5 to 8, in the "
             "form and in the server-side validation.")
    s.edit("maxedit", "app/models/offer.server.ts", "export const MAX_PRODUCTS_PER_OFFER = 5;",
           "export const MAX_PRODUCTS_PER_OFFER = 8; // was 5; Fjellpine's hut kits have 7-8 items")
    s.bash("vitest9", "pnpm vitest run", " ✓ app/models/offer.server.test.ts (6 tests) 44ms\n ✓ app/lib/tiers.test.ts (2 "
           "tests) 3ms\n ✓ app/routes/webhooks.products.delete.test.ts (3 tests) 45ms\n ✓ app/routes/apps.offers.test.ts (3 "
           "tests) 22ms\n\n Test Files  4 passed (4)\n      Tests  14 passed (14)")
    s.bash("eight", "shopify app function run --path extensions/bundle-pricing < "
           "extensions/bundle-pricing/fixtures/cart_8_products.json | tail -1",
           "Benchmark: 2,093,880 instructions (limit 11,000,000); input 9.7 KB; output 1.3 KB; 1.1 ms")
    s.bash(None, "pnpm lint && git status --short", "✨ Done in 5.1s.\n M app/models/offer.server.ts\n M "
           "app/routes/app.offers.new.tsx\n M extensions/bundle-pricing/src/run.graphql\n M "
           "extensions/bundle-pricing/src/run.rs\n?? scripts/variant-to-product-ids.ts")
    s.bash("commit9", "git add -A && git commit -m 'fix(function): match offers on product id, not variant' -m 'Other "
           "variants of a product got no discount. Max products per offer 5 -> 8.'",
           "[main 9fa42c6] fix(function): match offers on product id, not variant\n 8 files changed, 97 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("apibump", "Before the App Store review: Admin API 2027-01 leaves support next January. Bump to 2027-04 in "
             "both toml files and in shopify.server.ts (ApiVersion.April27). Morning only, it's Friday.")
    s.edit("tomlapi", "shopify.app.production.toml", "api_version = \"2027-01\"", "api_version = \"2027-04\"")
    s.edit("serverapi", "app/shopify.server.ts", "  apiVersion: ApiVersion.January27,", "  apiVersion: ApiVersion.April27,")
    s.bash("codegen", "pnpm graphql-codegen", "✔ Parse Configuration\n✔ Generate outputs\n  ⚠ app/models/offer.server.ts: "
           "DiscountAutomaticApp.discountClass is deprecated in 2027-04, use discountClasses\n")
    s.edit(None, "app/models/offer.server.ts", "discountClass", "discountClasses")
    s.bash("tests10", "pnpm vitest run && (cd extensions/bundle-pricing && cargo test) && pnpm tsc --noEmit",
           " Test Files  4 passed (4)\n      Tests  14 passed (14)\n...\ntest result: ok. 7 passed; 0 failed; 0 ignored")
    s.bash("deploy10", "fly deploy && shopify app deploy --config production", "  release_command 4c0e91b2a7d3f5 completed "
           "successfully\n  Machine 683d47ec1e6d98 [app] update finished: success\n\n✔ New version released to users.\n"
           "  bundlewise-12 [extensions: bundle-pricing (function), webhooks: 3 subscriptions, api_version 2027-04]")
    s.remember("memdeploy2", "Deploy runbook (updated 30 April): 1) `pnpm vitest run` and `cargo test` in "
               "extensions/bundle-pricing, both green; 2) `fly deploy` (release_command migrates); 3) `shopify app deploy "
               "--config production`, which also owns the webhook subscriptions now. Never on a Friday after 12:00 Oslo "
               "time. Admin API 2027-04. Machine shared-cpu-1x with 1024 MB.", "Deploy runbook", "procedure")
    s.prompt("review", "Listing for the review: 'Bundlewise: tiered bundle discounts', one plan at $9.99 a month with a "
             "14-day free trial. Screenshots are in docs/listing/. Submit it.")
    s.bash("tag", "git add -A && git commit -m 'chore(api): admin api 2027-04' -m 'discountClass deprecated; 2027-01 "
           "leaves support in january.' && git tag v1.0.0 && git push --tags",
           "[main 2b8e5f1] chore(api): admin api 2027-04\n 5 files changed, 9 insertions(+), 9 deletions(-)\n * [new tag]  "
           "v1.0.0 -> v1.0.0")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-04-05T09:30:00", "3a7e1c90-5d2b-4f18-9c61-0b1d2e3f2801", s1),   # Mon
    ("s2", "2027-04-07T10:00:00", "4b8f2da1-6e3c-4029-8d72-1c2e3f402802", s2),   # Wed
    ("s3", "2027-04-09T13:30:00", "5c903eb2-7f4d-413a-9e83-2d3f40512803", s3),   # Fri
    ("s4", "2027-04-13T09:15:00", "6da14fc3-805e-424b-af94-3e4051622804", s4),   # Tue
    ("s5", "2027-04-15T14:00:00", "7eb250d4-916f-435c-b0a5-4f5162732805", s5),   # Thu
    ("s6", "2027-04-19T10:00:00", "8fc361e5-a270-446d-81b6-506273842806", s6),   # Mon
    ("s7", "2027-04-21T15:00:00", "90d472f6-b381-457e-92c7-617384952807", s7),   # Wed
    ("s8", "2027-04-23T09:30:00", "a1e58307-c492-468f-a3d8-728495a62808", s8),   # Fri
    ("s9", "2027-04-27T09:00:00", "b2f69418-d5a3-4790-b4e9-8395a6b72809", s9),   # Tue
    ("s10", "2027-04-30T09:00:00", "c307a529-e6b4-48a1-c5fa-94a6b7c82810", s10),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2027-05-03T08:45:00Z"
