"""The eleven sessions of the tidepool-links history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad50_files import (ADMIN_TSX, DEPLOY_YML, GO_TS, MIGRATION_0001, PACKAGE_JSON, QR_TS, RATE_LIMITER_TS,
                        VITEST_CONFIG, WRANGLER_TOML_1, WRANGLER_TOML_PROD)


def vitest_ok(files, n, secs="2.41"):
    rows = "\n".join(f" ✓ {f}" for f in files)
    return (f"\n RUN  v2.0.5 /home/mara/src/tidepool-links\n\n{rows}\n\n Test Files  {len(files)} passed "
            f"({len(files)})\n      Tests  {n} passed ({n})\n   Start at  10:42:18\n   Duration  {secs}s "
            f"(transform 412ms, setup 188ms, collect 1.02s, tests 611ms, environment 0ms, prepare 274ms)\n")


def s1(s):
    s.start()
    s.prompt("goal", "New project: tidepool-links. Tidepool Museums (five museums on the coast: Harbourside "
             "Maritime, Saltmarsh Natural History, Kelp Street Gallery, Old Pier Photography, Breakwater Science "
             "Centre) want short links and QR codes for wall labels, posters and leaflets, so a visitor scans a "
             "label and lands on the object's page. Ines Okafor (head of digital) is the product owner. Edge only: "
             "a Cloudflare Worker in TypeScript with Hono, D1 for the links, admin UI later. Scaffold it.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x  3 mara mara 4096 May  3 09:14 .\ndrwxr-xr-x 22 mara mara 4096 May  3 "
           "09:13 ..\ndrwxr-xr-x  7 mara mara 4096 May  3 09:14 .git")
    s.prompt("rules", "House rules for this repo, please stick to them: pnpm only (never npm or yarn, no "
             "package-lock.json). Strict TypeScript, no `any` anywhere, use unknown and narrow. Every D1 schema "
             "change is a numbered migration file under migrations/, nobody runs ad-hoc CREATE/ALTER/DROP against "
             "the remote database. Tests run inside the Workers runtime with the vitest pool, no hand-written fakes of D1 or KV. "
             "Commit messages in Conventional Commits style.")
    s.bash("c3", "pnpm create cloudflare@latest . --framework=hono --git=false --deploy=false",
           "╭ Create an application with Cloudflare Step 1 of 3\n│\n├ In which directory do you want to create your "
           "application?\n│ dir ./\n│\n├ What would you like to start with?\n│ category Framework Starter\n│\n"
           "├ Which development framework do you want to use?\n│ framework Hono\n│\n├ Copying template files\n"
           "│ files copied to project directory\n│\n├ Installing dependencies\n│ installed via `pnpm install`\n│\n"
           "╰ Application created\n\n  Hono  4.6.3\n  wrangler  3.78.12\n")
    s.bash("devdeps", "pnpm add -D @cloudflare/vitest-pool-workers vitest@2.0.5 @cloudflare/workers-types typescript "
           "&& pnpm add nanoid",
           "Packages: +214\n++++++++++++++++++++++++++++++++++++++++++++++++++++++\nProgress: resolved 402, reused "
           "389, downloaded 13, added 214, done\n\ndependencies:\n+ nanoid 5.0.7\n\ndevDependencies:\n"
           "+ @cloudflare/vitest-pool-workers 0.5.14\n+ @cloudflare/workers-types 4.20240925.0\n+ typescript 5.6.2\n"
           "+ vitest 2.0.5\n\nDone in 6.8s")
    s.read(None, "package.json", PACKAGE_JSON)
    s.bash("d1create", "pnpm wrangler d1 create tidepool-links-db",
           " ⛅️ wrangler 3.78.12\n-------------------\n\n✅ Successfully created DB 'tidepool-links-db' in region WEUR\n"
           "Created your new D1 database.\n\n[[d1_databases]]\nbinding = \"DB\" # i.e. available in your Worker on "
           "env.DB\ndatabase_name = \"tidepool-links-db\"\ndatabase_id = \"5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813\"")
    s.write("wrangler1", "wrangler.toml", WRANGLER_TOML_1)
    s.bash(None, "pnpm wrangler d1 migrations create tidepool-links-db links",
           " ⛅️ wrangler 3.78.12\n-------------------\n\n✅ Successfully created Migration '0001_links.sql'!\n\n"
           "The migration is available for editing here\n/home/mara/src/tidepool-links/migrations/0001_links.sql")
    s.write("schema1", "migrations/0001_links.sql", MIGRATION_0001)
    s.bash("migratelocal1", "pnpm db:migrate:local",
           " ⛅️ wrangler 3.78.12\n-------------------\n\nMigrations to be applied:\n┌─────────────────┐\n│ name"
           "            │\n├─────────────────┤\n│ 0001_links.sql  │\n└─────────────────┘\n🌀 Executing on local "
           "database tidepool-links-db (5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813) from .wrangler/state/v3/d1:\n"
           "┌────────────────┬────────┐\n│ name           │ status │\n├────────────────┼────────┤\n"
           "│ 0001_links.sql │ ✅      │\n└────────────────┴────────┘")
    s.prompt("port", "Run wrangler dev on port 8790, not 8787: my museum-events worker already sits on 8787. Put it "
             "in the dev script.")
    s.bash("devrun", "pnpm dev", "> tidepool-links@0.0.1 dev /home/mara/src/tidepool-links\n> wrangler dev --port "
           "8790\n\n ⛅️ wrangler 3.78.12\n-------------------\n\nYour worker has access to the following bindings:\n"
           "- D1 Databases:\n  - DB: tidepool-links-db (5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813) (local)\n- Vars:\n"
           "  - FALLBACK_URL: \"https://tidepool.museum/\"\n⎔ Starting local server...\n[wrangler:inf] Ready on "
           "http://localhost:8790")
    s.remember("memproject", "tidepool-links: short links + QR codes for the five Tidepool Museums (HMM Harbourside "
               "Maritime, SNH Saltmarsh Natural History, KSG Kelp Street Gallery, OPP Old Pier Photography, BSC "
               "Breakwater Science Centre). Product owner Ines Okafor (head of digital). Cloudflare Worker in "
               "TypeScript + Hono 4.6, D1 database tidepool-links-db (5f3c9a2e-...f813, WEUR), wrangler 3.78, "
               "vitest 2.0.5 with @cloudflare/vitest-pool-workers, dev server on port 8790.",
               "tidepool-links project overview", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore: scaffold hono worker, d1 schema for links and clicks'",
           "[main (root-commit) 3b7e1d0] chore: scaffold hono worker, d1 schema for links and clicks\n 14 files "
           "changed, 2417 insertions(+)\n create mode 100644 pnpm-lock.yaml")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("redirect", "Today: the redirect itself and a JSON admin API to create links. GET /:slug looks the code "
             "up in D1 and answers 302 to the target; unknown or expired codes go to FALLBACK_URL, never a bare "
             "404, Ines doesn't want visitors to hit an error page in front of an exhibit. Log every click into the "
             "clicks table with waitUntil so the redirect doesn't wait for it. Codes: nanoid, 7 characters, default "
             "alphabet. Protect /admin with basic auth for now, password as a secret.")
    s.write("gots", "src/routes/go.ts", GO_TS)
    s.write("slug1", "src/slug.ts", 'import { nanoid } from "nanoid";\n\n/** A new short code: 7 characters of '
            'nanoid\'s URL-safe alphabet (A-Za-z0-9_-). */\nexport function newSlug(): string {\n  return nanoid(7);\n}\n')
    s.write("adminapi", "src/routes/admin.ts",
            'import { Hono } from "hono";\nimport { basicAuth } from "hono/basic-auth";\nimport type { Env } from '
            '"../env";\nimport { newSlug } from "../slug";\n\nexport const admin = new Hono<{ Bindings: Env }>();\n\n'
            'admin.use("*", async (c, next) =>\n  basicAuth({ username: "tidepool", password: c.env.ADMIN_PASSWORD })'
            '(c, next),\n);\n\nadmin.post("/links", async (c) => {\n  const body = await c.req.json<{ target_url: '
            'string; museum: string; label?: string }>();\n  const slug = newSlug();\n  await c.env.DB.prepare(\n'
            '    "INSERT INTO links (slug, target_url, museum, label, created_by) VALUES (?1, ?2, ?3, ?4, ?5)",\n  )\n'
            '    .bind(slug, body.target_url, body.museum, body.label ?? "", "admin")\n    .run();\n  return c.json('
            '{ slug, url: `https://go.tidepool.museum/${slug}` }, 201);\n});\n')
    s.bash("secret1", "echo 'ADMIN_PASSWORD=\"dev-only-tidepool\"' > .dev.vars && grep -n dev.vars .gitignore",
           "7:.dev.vars")
    s.write("vitestcfg", "vitest.config.ts", VITEST_CONFIG.replace(
        '      setupFiles: ["./test/apply-migrations.ts"],\n', '').replace(
        "  // The pool does not run migrations by itself: read them here, apply them in test/apply-migrations.ts\n"
        "  const migrations = await readD1Migrations(path.join(__dirname, \"migrations\"));\n", "").replace(
        "          miniflare: {\n            bindings: { TEST_MIGRATIONS: migrations },\n          },\n", ""))
    s.write(None, "test/redirect.test.ts",
            'import { env, SELF } from "cloudflare:test";\nimport { describe, expect, it } from "vitest";\n\n'
            'describe("GET /:slug", () => {\n  it("redirects a known code", async () => {\n    await env.DB.prepare(\n'
            '      "INSERT INTO links (slug, target_url, museum, created_by) VALUES (\'abc1234\', '
            '\'https://tidepool.museum/harbourside/objects/1907-12\', \'HMM\', \'test\')",\n    ).run();\n'
            '    const res = await SELF.fetch("https://go.tidepool.museum/abc1234", { redirect: "manual" });\n'
            '    expect(res.status).toBe(302);\n    expect(res.headers.get("location")).toBe(\n'
            '      "https://tidepool.museum/harbourside/objects/1907-12",\n    );\n  });\n\n'
            '  it("sends unknown codes to the fallback", async () => {\n    const res = await SELF.fetch('
            '"https://go.tidepool.museum/nope000", { redirect: "manual" });\n    expect(res.headers.get("location"))'
            '.toBe("https://tidepool.museum/");\n  });\n});\n')
    s.bash("notable1", "pnpm test",
           "\n RUN  v2.0.5 /home/mara/src/tidepool-links\n\n ❯ test/redirect.test.ts (2)\n   ❯ GET /:slug (2)\n"
           "     × redirects a known code\n     × sends unknown codes to the fallback\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯\n\n"
           " FAIL  test/redirect.test.ts > GET /:slug > redirects a known code\nError: D1_ERROR: no such table: "
           "links: SQLITE_ERROR\n ❯ D1DatabaseSessionAlwaysPrimary._sendOrThrow cloudflare-internal:d1-api:67:24\n"
           " ❯ test/redirect.test.ts:7:5\n\n FAIL  test/redirect.test.ts > GET /:slug > sends unknown codes to the "
           "fallback\nError: D1_ERROR: no such table: links: SQLITE_ERROR\n ❯ src/routes/go.ts:9:15\n\n"
           " Test Files  1 failed (1)\n      Tests  2 failed (2)\n", code=1)
    s.prompt("notablewhy1", "The local migration ran against .wrangler/state, but the vitest pool gives every test "
             "file its own fresh isolated D1 and never runs migrations on it. Do what the Cloudflare D1 example "
             "does: readD1Migrations in vitest.config.ts, pass them as a TEST_MIGRATIONS binding, and "
             "applyD1Migrations in a setup file.")
    s.write("notablefix1", "test/apply-migrations.ts",
            'import { applyD1Migrations, env } from "cloudflare:test";\n\n// Runs once per test file, before any '
            'test: the pool\'s isolated D1 starts empty.\nawait applyD1Migrations(env.DB, env.TEST_MIGRATIONS);\n')
    s.write(None, "vitest.config.ts", VITEST_CONFIG)
    s.bash("testok2", "pnpm test", vitest_ok(["test/redirect.test.ts (2)"], 2, "1.93"))
    s.lesson("lesson1", "'D1_ERROR: no such table' inside vitest-pool-workers tests does not mean the migration is "
             "wrong: the pool's per-file isolated D1 starts empty. readD1Migrations() in vitest.config.ts, pass the "
             "list as a binding (TEST_MIGRATIONS) and call applyD1Migrations(env.DB, env.TEST_MIGRATIONS) in a "
             "setupFiles entry.", "tidepool-links: first redirect tests failed although wrangler d1 migrations apply "
             "--local had run")
    s.bash("curl2", "curl -s -u tidepool:dev-only-tidepool -X POST http://localhost:8790/admin/links -H "
           "'content-type: application/json' -d '{\"target_url\":\"https://tidepool.museum/saltmarsh/objects/avocet\","
           "\"museum\":\"SNH\",\"label\":\"Avocet (Recurvirostra avosetta)\"}'",
           "{\"slug\":\"V1stGXR\",\"url\":\"https://go.tidepool.museum/V1stGXR\"}")
    s.bash("commit2", "git add -A && git commit -m 'feat: redirect route with fallback, admin create api, click "
           "logging'", "[main 8c41f2a] feat: redirect route with fallback, admin create api, click logging\n 9 files "
           "changed, 246 insertions(+), 8 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8c41f2a feat: redirect route with fallback, admin create api, click logging\n"
           "3b7e1d0 chore: scaffold hono worker, d1 schema for links and clicks")
    s.prompt("slugruth", "Feedback from Ruth Adeyemi (learning & labels team, she prints all the wall labels): the "
             "printed label shows the code under the QR, and older visitors type it in by hand. 'V1stGXR' is "
             "hopeless: mixed case, I vs l vs 1, O vs 0. Change the codes: 6 characters, lowercase, Crockford "
             "base32 (no i, l, o, u), so they're unambiguous when read off a label. Ruth also wants the museum as a "
             "prefix, like hmm-4k7xq2.")
    s.write("slug2", "src/slug.ts",
            'import { customAlphabet } from "nanoid";\n\n/** Crockford base32, lowercase: no i, l, o, u, so a '
            'visitor can type a code off a printed label. */\nconst CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";\n'
            'const six = customAlphabet(CROCKFORD, 6);\n\n/** "hmm-4k7xq2": museum code + 6 characters. */\n'
            'export function newSlug(museum: string): string {\n  return `${museum.toLowerCase()}-${six()}`;\n}\n')
    s.tool_failure("editfail", "Edit", {"file_path": "/home/mara/src/tidepool-links/src/routes/admin.ts",
                                        "old_string": "  const slug = newSlug();\n    await c.env.DB.prepare(",
                                        "new_string": "  const slug = newSlug(body.museum);\n  await c.env.DB.prepare(",
                                        "replace_all": False},
                   "<tool_use_error>String to replace not found in file.\nString:   const slug = newSlug();\n"
                   "    await c.env.DB.prepare(</tool_use_error>")
    s.edit("slugcall", "src/routes/admin.ts", "  const body = await c.req.json<{ target_url: string; museum: string; "
           "label?: string }>();\n  const slug = newSlug();", "  const body = await c.req.json<{ target_url: string; "
           "museum: string; label?: string }>();\n  const slug = newSlug(body.museum);")
    s.prompt("kvhot", "Redirects: every scan is a D1 read from wherever the visitor is. Put a KV namespace in front: "
             "HOT_LINKS, slug -> target URL, written on a D1 miss with expirationTtl of a day (86400), read with "
             "cacheTtl 60. Links almost never change once printed.")
    s.bash("kvcreate", "pnpm wrangler kv namespace create HOT_LINKS && pnpm wrangler kv namespace create HOT_LINKS "
           "--preview", " ⛅️ wrangler 3.78.12\n-------------------\n\n🌀 Creating namespace with title "
           "\"tidepool-links-HOT_LINKS\"\n✨ Success!\nAdd the following to your configuration file in your "
           "kv_namespaces array:\n[[kv_namespaces]]\nbinding = \"HOT_LINKS\"\nid = \"a41f9c7e2b3d4e5f8a9b0c1d2e3f4a5b\"\n"
           "🌀 Creating namespace with title \"tidepool-links-HOT_LINKS_preview\"\n✨ Success!\n"
           "preview_id = \"0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f\"")
    s.edit("kvread", "src/routes/go.ts",
           "  const target = await lookupSlug(c.env, slug);",
           "  let target = await c.env.HOT_LINKS.get(slug, { cacheTtl: 60 });\n  if (!target) {\n"
           "    target = await lookupSlug(c.env, slug);\n    if (target) c.executionCtx.waitUntil(c.env.HOT_LINKS.put("
           "slug, target, { expirationTtl: 86400 }));\n  }")
    s.prompt("ratekv", "Also some rate limiting on the public side, someone will script through all codes: 120 "
             "requests a minute per IP. Keep it simple, a KV counter per IP and minute "
             "(rl:<ip>:<minute>, expirationTtl 120).")
    s.write("ratekvcode", "src/ratelimit.ts",
            'import type { Context, Next } from "hono";\nimport type { Env } from "./env";\n\nconst LIMIT = 120;\n\n'
            '/** Fixed one-minute window per client IP, counted in KV. */\nexport async function rateLimit(c: Context<'
            '{ Bindings: Env }>, next: Next) {\n  const ip = c.req.header("cf-connecting-ip") ?? "unknown";\n'
            '  const key = `rl:${ip}:${Math.floor(Date.now() / 60_000)}`;\n  const n = Number((await c.env.HOT_LINKS'
            '.get(key)) ?? "0") + 1;\n  await c.env.HOT_LINKS.put(key, String(n), { expirationTtl: 120 });\n'
            '  if (n > LIMIT) return c.text("Too many requests", 429);\n  await next();\n}\n')
    s.bash("testok3", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                               "test/admin.test.ts (2)"], 7, "2.37"))
    s.bash("commit3", "git add -A && git commit -m 'feat: crockford slugs with museum prefix, kv hot cache, kv rate "
           "limit'", "[main 51d09ae] feat: crockford slugs with museum prefix, kv hot cache, kv rate limit\n 8 files "
           "changed, 131 insertions(+), 19 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "51d09ae feat: crockford slugs with museum prefix, kv hot cache, kv rate limit")
    s.prompt("qrplan", "QR codes. GET /qr/:slug.png returns a PNG of the code for https://go.tidepool.museum/<slug>, "
             "1024 px wide, rendered once and then kept in R2 (bucket tidepool-qr) under qr/<slug>.png. There's no "
             "canvas in Workers: render an SVG with uqr and rasterise it with resvg-wasm.")
    s.bash("r2create", "pnpm wrangler r2 bucket create tidepool-qr && pnpm add uqr @resvg/resvg-wasm",
           " ⛅️ wrangler 3.78.12\n-------------------\n\nCreating bucket 'tidepool-qr'...\n✅ Created bucket "
           "'tidepool-qr' with default storage class of Standard.\nPackages: +2\n++\ndependencies:\n+ "
           "@resvg/resvg-wasm 2.6.2\n+ uqr 0.1.2\n\nDone in 2.1s")
    s.write("qrts", "src/qr.ts", QR_TS.replace('import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";\n', "")
            .replace("initWasm(resvgWasm)", "initWasm(fetch(\"https://unpkg.com/@resvg/resvg-wasm@2.6.2/index_bg.wasm\"))"))
    s.bash("wasmfail", "curl -s -o /tmp/hmm.png -w '%{http_code}\\n' http://localhost:8790/qr/hmm-4k7xq2.png; tail -6 "
           ".wrangler/logs/dev.log", "500\n✘ [ERROR] CompileError: WebAssembly.instantiate(): Wasm code generation "
           "disallowed by embedder\n      at initWasm (node_modules/@resvg/resvg-wasm/index.mjs:1489:31)\n      at qrPng "
           "(src/qr.ts:13:11)\n[wrangler:inf] GET /qr/hmm-4k7xq2.png 500 Internal Server Error (41ms)", code=0)
    s.prompt("wasmwhy", "Workers don't allow compiling WebAssembly from bytes fetched at runtime, the module has to "
             "be part of the upload. Import the .wasm file statically, wrangler bundles it as a WebAssembly.Module.")
    s.write("qrfix", "src/qr.ts", QR_TS)
    s.bash("qrok", "curl -s -o /tmp/hmm.png -w '%{http_code} %{size_download}\\n' http://localhost:8790/qr/"
           "hmm-4k7xq2.png && file /tmp/hmm.png", "200 18734\n/tmp/hmm.png: PNG image data, 1024 x 1024, 8-bit/color "
           "RGBA, non-interlaced")
    s.bash("bundlesize", "pnpm wrangler deploy --dry-run --outdir dist | tail -4",
           "Total Upload: 2871.44 KiB / gzip: 1262.08 KiB\nYour worker has access to the following bindings:\n"
           "- R2 Buckets:\n  - QR_BUCKET: tidepool-qr\n--dry-run: exiting now.")
    s.bash("loadtest", "npx --yes autocannon@7 -c 50 -d 20 http://localhost:8790/hmm-4k7xq2 2>&1 | tail -5",
           "┌─────────┬──────┬──────┬───────┬──────┐\n│ Stat    │ 2.5% │ 50%  │ 97.5% │ 99%  │\n"
           "15k requests in 20.03s, 3.1 MB read\n1186 errors (0 timeouts)\n[wrangler:err] Error: KV PUT failed: 429 "
           "Too Many Requests", code=0)
    s.prompt("npxno", "Wait, you used npx. pnpm dlx next time, rule one. Anyway: the KV rate limiter falls over. "
             "KV takes at most one write per second to the same key, and every request writes the IP's counter. And "
             "reads are eventually consistent, so bursts get through anyway. KV counters were a bad idea, we'll move "
             "the limiter to a Durable Object on Thursday.")
    s.bash("testok4", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                               "test/admin.test.ts (2)", "test/qr.test.ts (2)"], 9, "2.88"))
    s.bash("commit4", "git add -A && git commit -m 'feat: qr png endpoint rendered with uqr + resvg-wasm, cached in "
           "r2'", "[main a0e67c3] feat: qr png endpoint rendered with uqr + resvg-wasm, cached in r2\n 6 files "
           "changed, 98 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("doplan", "As said on Tuesday: rate limiter as a Durable Object. One object per IP (idFromName), fixed "
             "60 s window, 120 requests, SQLite-backed class, 429 with Retry-After. Remove the KV counter.")
    s.write("dots", "src/rate-limiter.ts", RATE_LIMITER_TS)
    s.edit("dotoml", "wrangler.toml", "[vars]", "[[durable_objects.bindings]]\nname = \"RATE_LIMITER\"\nclass_name = "
           "\"RateLimiter\"\n\n[[migrations]]\ntag = \"v1\"\nnew_sqlite_classes = [\"RateLimiter\"]\n\n[vars]")
    s.bash("rmkvrate", "git rm -q src/ratelimit.ts && git status --short", "D  src/ratelimit.ts\nM  wrangler.toml\n"
           "?? src/rate-limiter.ts")
    s.prompt("noany", "`c: any` in rateLimit()? No `any`, that's the rule. Type it as Context<{ Bindings: Env }> "
             "and Next from hono.")
    s.edit("anyfix", "src/rate-limiter.ts", "  return async (c: any, next: () => Promise<void>) => {",
           "  return async (c: Context<{ Bindings: Env }>, next: Next) => {")
    s.write(None, "test/rate-limiter.test.ts",
            'import { env, runInDurableObject } from "cloudflare:test";\nimport { expect, it } from "vitest";\n'
            'import { RateLimiter } from "../src/rate-limiter";\n\nit("blocks the 121st request of a window", async '
            '() => {\n  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("203.0.113.9"));\n'
            '  await runInDurableObject(stub, async (obj: RateLimiter) => {\n    for (let i = 0; i < 120; i++) '
            'expect((await obj.hit(1_000)).ok).toBe(true);\n    expect((await obj.hit(1_000)).ok).toBe(false);\n'
            '    expect((await obj.hit(61_000)).ok).toBe(true);\n  });\n});\n')
    s.bash("testok5a", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                                "test/admin.test.ts (2)", "test/qr.test.ts (2)",
                                                "test/rate-limiter.test.ts (1)"], 10, "3.12"))
    s.lesson("lessonkv", "Workers KV is not a counter: it accepts about one write per second per key (more gives "
             "'KV PUT failed: 429 Too Many Requests') and reads are eventually consistent, so a per-IP counter in KV "
             "both errors under load and lets bursts through. Use a Durable Object per key for rate limits.",
             "tidepool-links: load test of the KV rate limiter with autocannon, 50 connections")
    s.remember("memlimiter", "Rate limiting in tidepool-links: Durable Object class RateLimiter (SQLite-backed, "
               "migration tag v1), binding RATE_LIMITER, one object per client IP via idFromName(cf-connecting-ip), "
               "fixed 60 s window, 120 requests, then 429 with Retry-After. Replaced the KV counter (rl:<ip>:<minute>) "
               "on 13 May because KV allows one write per second per key.", "rate limiting design", "decision")
    s.prompt("turnstile", "Next, the admin form: Ines' team will create links from a browser, not curl. A server "
             "rendered form at /admin/new (hono/jsx) with Turnstile on it; verify the token server-side with "
             "siteverify before inserting. And a new rule while we're at it: secrets never go into wrangler.toml "
             "[vars]; they go in with `wrangler secret put`, locally in .dev.vars which stays untracked.")
    s.write("admintsx", "src/routes/admin.tsx", ADMIN_TSX)
    s.bash("gitmvadmin", "git mv src/routes/admin.ts src/routes/admin.tsx && git status --short",
           "R  src/routes/admin.ts -> src/routes/admin.tsx")
    s.bash("turnstilekeys", "printf 'TURNSTILE_SECRET=\"1x0000000000000000000000000000000AA\"\\n' >> .dev.vars && "
           "pnpm wrangler secret put TURNSTILE_SECRET",
           " ⛅️ wrangler 3.78.12\n-------------------\n\n✔ Enter a secret value: … ********************************"
           "**\n🌀 Creating the secret for the Worker \"tidepool-links\"\n✨ Success! Uploaded secret TURNSTILE_SECRET")
    s.bash("dupfail", "pnpm test test/admin.test.ts",
           "\n RUN  v2.0.5 /home/mara/src/tidepool-links\n\n ❯ test/admin.test.ts (3)\n   ✓ rejects without basic "
           "auth\n   ✓ renders the form with the site key\n   × creates a link from the form\n\n FAIL  "
           "test/admin.test.ts > creates a link from the form\nAssertionError: expected 403 to be 303 // Object.is "
           "equality\n\n- Expected\n+ Received\n\n- 303\n+ 403\n\n ❯ test/admin.test.ts:41:24\n\nstdout | response "
           "body: turnstile: timeout-or-duplicate\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n",
           code=1)
    s.prompt("dupwhy", "timeout-or-duplicate: a Turnstile token is single use, and the handler calls siteverify a "
             "second time after the verifyTurnstile() middleware already redeemed it. Verify once, in the "
             "middleware, and drop the fetch from the handler.")
    s.edit("dupfix", "src/routes/admin.tsx",
           "  const token = String(form[\"cf-turnstile-response\"] ?? \"\");\n  const check = await fetch("
           "\"https://challenges.cloudflare.com/turnstile/v0/siteverify\", {\n    method: \"POST\",\n    body: new "
           "URLSearchParams({ secret: c.env.TURNSTILE_SECRET, response: token }),\n  }).then((r) => r.json<{ success: "
           "boolean; \"error-codes\": string[] }>());\n  if (!check.success) return c.text(`turnstile: ${check["
           "\"error-codes\"].join(\",\")}`, 403);\n", "  // token already redeemed by verifyTurnstile(): single use\n")
    s.bash("testok5b", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                                "test/admin.test.ts (3)", "test/qr.test.ts (2)",
                                                "test/rate-limiter.test.ts (1)"], 11, "3.20"))
    s.bash("commit5", "git add -A && git commit -m 'feat: durable object rate limiter, admin form with turnstile'",
           "[main 6f2c8b5] feat: durable object rate limiter, admin form with turnstile\n 9 files changed, 187 "
           "insertions(+), 41 deletions(-)\n delete mode 100644 src/ratelimit.ts\n rename src/routes/{admin.ts => "
           "admin.tsx} (58%)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("golive", "Go-live day. Production on the custom domain go.tidepool.museum (zone tidepool.museum is in "
             "the Tidepool Cloudflare account, Teodor Lind in IT owns it). No workers.dev URL in production. "
             "Deploy, then Ruth prints the first 40 labels for Harbourside.")
    s.edit("customdomain", "wrangler.toml", "compatibility_flags = [\"nodejs_compat\"]\n",
           "compatibility_flags = [\"nodejs_compat\"]\nworkers_dev = false\n\nroutes = [\n  { pattern = "
           "\"go.tidepool.museum\", custom_domain = true },\n]\n")
    s.tool_failure("domainfail", "Bash", {"command": "pnpm run deploy", "description": "Deploy to production"},
                   "Exit code 1\n\n ⛅️ wrangler 3.78.12\n-------------------\n\nTotal Upload: 2903.17 KiB / gzip: "
                   "1270.55 KiB\nUploaded tidepool-links (4.82 sec)\n\n✘ [ERROR] A request to the Cloudflare API "
                   "(/accounts/7c1e.../workers/domains/records) failed.\n\n  Hostname 'go.tidepool.museum' already "
                   "has externally managed DNS records (A, CNAME, etc). Either delete them, try a different "
                   "hostname, or use the option 'override_existing_dns_record' to override. [code: 100117]\n")
    s.prompt("domainwhy", "That's the old CNAME for go.tidepool.museum that points at the Bitly branded domain "
             "from 2023. Teodor only changes DNS through a ticket, so I asked him (he's on +44 7700 900418 if "
             "you need him); he deleted the record at 11:40. Retry.")
    s.bash("deploy1", "pnpm run deploy", " ⛅️ wrangler 3.78.12\n-------------------\n\nTotal Upload: 2903.17 KiB / "
           "gzip: 1270.55 KiB\nYour worker has access to the following bindings:\n- Durable Objects:\n  - "
           "RATE_LIMITER: RateLimiter\n- KV Namespaces:\n  - HOT_LINKS: a41f9c7e2b3d4e5f8a9b0c1d2e3f4a5b\n"
           "- D1 Databases:\n  - DB: tidepool-links-db (5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813)\n- R2 Buckets:\n"
           "  - QR_BUCKET: tidepool-qr\nUploaded tidepool-links (5.11 sec)\nDeployed tidepool-links triggers "
           "(3.02 sec)\n  go.tidepool.museum (custom domain)\nCurrent Version ID: 0b8e4c1a-7d2f-4e6b-9a31-"
           "c5d8f2e01a77")
    s.bash("prod500", "curl -s -u tidepool:$ADMIN_PASSWORD -X POST https://go.tidepool.museum/admin/links -H "
           "'content-type: application/json' -d '{\"target_url\":\"https://tidepool.museum/harbourside/objects/"
           "1907-12\",\"museum\":\"HMM\"}' ; pnpm wrangler tail --format pretty --once 2>/dev/null | head -4",
           "Internal Server Error\nPOST https://go.tidepool.museum/admin/links - Exception Thrown @ 17/05/2027, "
           "11:52:09\n  ✘ Error: D1_ERROR: no such table: links: SQLITE_ERROR\n    at D1DatabaseSessionAlwaysPrimary."
           "_sendOrThrow (cloudflare-internal:d1-api:67:24)")
    s.prompt("notablewhy2", "Same 'no such table' as in the tests last week, but a different cause: the remote "
             "database really is empty. We only ever ran migrations with --local. Apply them --remote (it's a "
             "migration file, so that's within the rules), and check the list first.")
    s.bash("migratelist", "pnpm wrangler d1 migrations list tidepool-links-db --remote",
           " ⛅️ wrangler 3.78.12\n-------------------\n\nMigrations to be applied:\n┌──────────────────┐\n│ Name"
           "             │\n├──────────────────┤\n│ 0001_links.sql   │\n└──────────────────┘")
    s.pre_tool("preremote", "Bash", {"command": "pnpm wrangler d1 migrations apply tidepool-links-db --remote",
                                     "description": "Apply D1 migrations to the production database"})
    s.bash("notablefix2", "pnpm wrangler d1 migrations apply tidepool-links-db --remote",
           " ⛅️ wrangler 3.78.12\n-------------------\n\nMigrations to be applied:\n┌────────────────┐\n│ name"
           "           │\n├────────────────┤\n│ 0001_links.sql │\n└────────────────┘\n✔ About to apply 1 migration(s)\n"
           "Your database may not be available to serve requests during the migration, continue? … yes\n"
           "🌀 Executing on remote database tidepool-links-db (5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813):\n"
           "🌀 To execute on your local development database, remove the --remote flag from your wrangler command.\n"
           "🚣 Executed 9 commands in 3.412ms\n┌────────────────┬────────┐\n│ name           │ status │\n"
           "├────────────────┼────────┤\n│ 0001_links.sql │ ✅      │\n└────────────────┴────────┘")
    s.lesson("lesson2", "A Worker that passes its tests can still throw 'D1_ERROR: no such table' in production: "
             "`wrangler d1 migrations apply` defaults to the local .wrangler state. Run `wrangler d1 migrations "
             "list <db> --remote` before the first deploy and apply with --remote (in CI, before `wrangler deploy`).",
             "tidepool-links go-live: the admin API returned 500 on go.tidepool.museum right after the first deploy")
    s.bash("smoke1", "curl -sI https://go.tidepool.museum/hmm-4k7xq2 | head -3 && curl -s -o /dev/null -w "
           "'%{http_code}\\n' https://go.tidepool.museum/qr/hmm-4k7xq2.png",
           "HTTP/2 302 \ndate: Mon, 17 May 2027 11:58:40 GMT\nlocation: https://tidepool.museum/harbourside/objects/"
           "1907-12\n200")
    s.bash("tag1", "git add -A && git commit -m 'chore: custom domain go.tidepool.museum' && git tag -a v0.1.0 -m "
           "'first production deploy' && git push origin main --tags",
           "[main 19ad3e7] chore: custom domain go.tidepool.museum\n 1 file changed, 5 insertions(+)\n"
           "To github.com:tidepool-museums/tidepool-links.git\n   6f2c8b5..19ad3e7  main -> main\n"
           " * [new tag]         v0.1.0 -> v0.1.0")
    s.remember("memdeploy", "tidepool-links production: Worker 'tidepool-links' on the custom domain "
               "https://go.tidepool.museum (workers_dev off), first deployed Monday 17 May 2027 as v0.1.0. Zone "
               "tidepool.museum belongs to IT: DNS changes only by ticket to Teodor Lind (+44 7700 900418). D1 "
               "tidepool-links-db migrations must be applied with --remote before deploying. Repo "
               "github.com:tidepool-museums/tidepool-links.", "production deployment", "fact")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("renameplan", "Some naming cleanup. src/routes/go.ts is the redirect route, call the file that: "
             "git mv it to src/routes/redirect.ts. lookupSlug() is a bad name now that it also reads KV, call it "
             "resolveLink(). And the Durable Object isn't a generic RateLimiter, it throttles clicks per IP: rename "
             "the class to ClickThrottle and the binding to THROTTLE. Remember that a DO class rename needs a "
             "wrangler migration.")
    s.bash("gitmvroute", "git mv src/routes/go.ts src/routes/redirect.ts && git status --short",
           "R  src/routes/go.ts -> src/routes/redirect.ts")
    s.grep("greplookup", "lookupSlug|routes/go", ["src/routes/redirect.ts", "src/index.ts", "src/routes/admin.tsx",
                                                   "test/redirect.test.ts"])
    s.multiedit("resolvelink", "src/routes/redirect.ts", [
        ("export const go = new Hono<{ Bindings: Env }>();", "export const redirect = new Hono<{ Bindings: Env }>();"),
        ("export async function lookupSlug(env: Env, slug: string): Promise<string | null> {",
         "export async function resolveLink(env: Env, slug: string): Promise<string | null> {"),
        ("    target = await lookupSlug(c.env, slug);", "    target = await resolveLink(c.env, slug);"),
        ("go.get(\"/:slug{[0-9a-z-]{3,32}}\"", "redirect.get(\"/:slug{[0-9a-z-]{3,32}}\""),
    ])
    s.edit(None, "src/index.ts", 'import { go } from "./routes/go";\n', 'import { redirect } from '
           '"./routes/redirect";\n')
    s.bash("gitmvdo", "git mv src/rate-limiter.ts src/throttle.ts && sed -i 's/RateLimiter/ClickThrottle/g; "
           "s/RATE_LIMITER/THROTTLE/g' src/throttle.ts src/index.ts test/rate-limiter.test.ts && git mv "
           "test/rate-limiter.test.ts test/throttle.test.ts && git status --short",
           "M  src/index.ts\nR  src/rate-limiter.ts -> src/throttle.ts\nR  test/rate-limiter.test.ts -> "
           "test/throttle.test.ts")
    s.edit("dobinding", "wrangler.toml", "[[durable_objects.bindings]]\nname = \"RATE_LIMITER\"\nclass_name = "
           "\"RateLimiter\"", "[[durable_objects.bindings]]\nname = \"THROTTLE\"\nclass_name = \"ClickThrottle\"")
    s.tool_failure("dofail", "Bash", {"command": "pnpm wrangler deploy --env staging"},
                   "Exit code 1\n\n ⛅️ wrangler 3.78.12\n-------------------\n\nTotal Upload: 2904.88 KiB / gzip: "
                   "1271.02 KiB\n\n✘ [ERROR] A request to the Cloudflare API (/accounts/7c1e.../workers/scripts/"
                   "tidepool-links-staging) failed.\n\n  New version of script does not export class 'RateLimiter' "
                   "which is depended on by existing Durable Objects. Did you forget to export it or to specify a "
                   "migration? [code: 10061]\n")
    s.pre_tool("premigv2", "Edit", {"file_path": "/home/mara/src/tidepool-links/wrangler.toml",
                                    "old_string": "new_sqlite_classes = [\"RateLimiter\"]\n",
                                    "new_string": "new_sqlite_classes = [\"RateLimiter\"]\n\n[[migrations]]\ntag = "
                                    "\"v2\"\nrenamed_classes = [{ from = \"RateLimiter\", to = \"ClickThrottle\" }]\n"})
    s.edit("migv2", "wrangler.toml", "new_sqlite_classes = [\"RateLimiter\"]\n",
           "new_sqlite_classes = [\"RateLimiter\"]\n\n[[migrations]]\ntag = \"v2\"\nrenamed_classes = [{ from = "
           "\"RateLimiter\", to = \"ClickThrottle\" }]\n")
    s.bash("stagingok", "pnpm wrangler deploy --env staging", " ⛅️ wrangler 3.78.12\n-------------------\n\n"
           "Total Upload: 2904.88 KiB / gzip: 1271.02 KiB\nYour worker has access to the following bindings:\n"
           "- Durable Objects:\n  - THROTTLE: ClickThrottle\nUploaded tidepool-links-staging (4.96 sec)\nDeployed "
           "tidepool-links-staging triggers (0.88 sec)\n  https://tidepool-links-staging.tidepool.workers.dev\n"
           "Current Version ID: 4a1d2c9e-0f3b-4e8a-b7d6-91c2e5f0a3b4")
    s.prompt("svg", "Ruth came back from Quayside Print: for the A1 exhibition posters a 1024 px PNG prints blurry, "
             "they want vector. So we drop the PNG rendering: serve SVG from R2 under qr/<slug>.svg, and resvg-wasm "
             "goes, which also takes 2.8 MB off the upload. Ruth also asked for error correction level Q (labels "
             "get scuffed, and she wants room for the museum logo later) and a 4-module quiet zone.")
    s.write("qrsvg", "src/qr.ts",
            'import { renderSVG } from "uqr";\nimport type { Env } from "./env";\n\n/** SVG of the QR code for '
            'https://go.tidepool.museum/<slug>, cached in R2 under qr/<slug>.svg. EC level Q and a 4-module quiet '
            'zone (Ruth, for print). */\nexport async function qrSvg(env: Env, slug: string): Promise<string> {\n'
            '  const key = `qr/${slug}.svg`;\n  const hit = await env.QR_BUCKET.get(key);\n  if (hit) return hit.text();'
            '\n  const svg = renderSVG(`https://go.tidepool.museum/${slug}`, { ecc: "Q", border: 4 });\n  await '
            'env.QR_BUCKET.put(key, svg, {\n    httpMetadata: { contentType: "image/svg+xml", cacheControl: "public, '
            'max-age=31536000, immutable" },\n  });\n  return svg;\n}\n')
    s.bash("rmresvg", "pnpm remove @resvg/resvg-wasm && pnpm wrangler deploy --dry-run --outdir dist | grep 'Total "
           "Upload'", "Packages: -1\n-\ndependencies:\n- @resvg/resvg-wasm 2.6.2\n\nDone in 1.4s\nTotal Upload: "
           "104.62 KiB / gzip: 27.91 KiB")
    s.remember("memqr", "QR codes in tidepool-links are SVG (GET /qr/<slug>.svg), rendered by uqr with error "
               "correction level Q and a 4-module quiet zone, cached in R2 bucket tidepool-qr under qr/<slug>.svg. "
               "The PNG endpoint and resvg-wasm were removed on 19 May because Quayside Print needs vector for A1 "
               "posters (Ruth Adeyemi). Upload went from 2.9 MB to 105 KB.", "QR image format", "decision")
    s.bash("testok7", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                               "test/admin.test.ts (3)", "test/qr.test.ts (2)",
                                               "test/throttle.test.ts (1)"], 11, "2.74"))
    s.bash("commit7", "git add -A && git commit -m 'refactor: routes/go.ts -> routes/redirect.ts, resolveLink, "
           "ClickThrottle (do migration v2); feat: svg qr codes' && pnpm run deploy && git tag v0.2.0 && git push "
           "--tags", "[main 7e03b21] refactor: routes/go.ts -> routes/redirect.ts, resolveLink, ClickThrottle (do "
           "migration v2); feat: svg qr codes\n 11 files changed, 64 insertions(+), 71 deletions(-)\n rename "
           "src/routes/{go.ts => redirect.ts} (86%)\n rename src/{rate-limiter.ts => throttle.ts} (91%)\n"
           "Uploaded tidepool-links (2.03 sec)\nDeployed tidepool-links triggers (2.71 sec)\n  go.tidepool.museum "
           "(custom domain)\n * [new tag]         v0.2.0 -> v0.2.0")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("access", "Teodor looked at the admin on Friday and doesn't want a shared basic-auth password, "
             "especially now that four people from three museums have it. He set up Cloudflare Access: "
             "self-hosted application 'Tidepool Links Admin' on go.tidepool.museum/admin*, policy = emails ending "
             "in @tidepool.museum with a one-time PIN. Replace basicAuth with verification of the "
             "Cf-Access-Jwt-Assertion header (jose, team domain tidepool.cloudflareaccess.com, the app's AUD tag) "
             "and delete the ADMIN_PASSWORD secret.")
    s.bash("jose", "pnpm add jose", "Packages: +1\n+\ndependencies:\n+ jose 5.9.3\n\nDone in 1.2s")
    s.write("accessts", "src/access.ts",
            'import { createRemoteJWKSet, jwtVerify } from "jose";\nimport type { Context, Next } from "hono";\n'
            'import type { Env } from "./env";\n\nlet jwks: ReturnType<typeof createRemoteJWKSet> | null = null;\n\n'
            '/** Cloudflare Access in front of /admin: verify the Cf-Access-Jwt-Assertion header on every request. */\n'
            'export async function requireAccess(c: Context<{ Bindings: Env; Variables: { email: string } }>, next: '
            'Next) {\n  const token = c.req.header("cf-access-jwt-assertion");\n  if (!token) return c.text("Forbidden",'
            ' 403);\n  jwks ??= createRemoteJWKSet(new URL(`${c.env.ACCESS_TEAM_DOMAIN}/cdn-cgi/access/certs`));\n'
            '  const { payload } = await jwtVerify(token, jwks, {\n    issuer: c.env.ACCESS_TEAM_DOMAIN,\n'
            '    audience: c.env.ACCESS_AUD,\n  });\n  c.set("email", String(payload.email));\n  await next();\n}\n')
    s.edit("accessvars", "wrangler.toml", "FALLBACK_URL = \"https://tidepool.museum/\"\n",
           "FALLBACK_URL = \"https://tidepool.museum/\"\nACCESS_TEAM_DOMAIN = \"https://tidepool.cloudflareaccess.com\"\n"
           "ACCESS_AUD = \"2b7c90d1e4f3a8b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2\"\n")
    s.read(None, "src/routes/admin.tsx", ADMIN_TSX)
    s.edit("rmbasic", "src/routes/admin.tsx", "admin.use(\"*\", async (c, next) =>\n  basicAuth({ username: "
           "\"tidepool\", password: c.env.ADMIN_PASSWORD })(c, next),\n);", "admin.use(\"*\", requireAccess);")
    s.bash("audfail", "pnpm wrangler deploy --env staging >/dev/null && curl -s -H \"cf-access-jwt-assertion: "
           "$(cloudflared access token -app=https://go.tidepool.museum/admin)\" https://tidepool-links-staging."
           "tidepool.workers.dev/admin/new; pnpm wrangler tail tidepool-links-staging --once --format pretty | grep "
           "-A1 Error", "Internal Server Error\n  ✘ JWTClaimValidationFailed: unexpected \"aud\" claim value\n"
           "    at validateClaimsSet (node_modules/jose/dist/browser/lib/jwt_claims_set.js:88:15)", code=0)
    s.prompt("audwhy", "The AUD I gave you was the one of Teodor's test application 'Tidepool Links Admin "
             "(staging)'; the token is for the production app. The right AUD tag is 8e1f0a6c...d4c3b2a (in the "
             "Access app overview). Put it in [vars] as ACCESS_AUD, it's not a secret. Also map a failed "
             "verification to 403, not a 500.")
    s.edit("audfix", "wrangler.toml", "ACCESS_AUD = \"2b7c90d1e4f3a8b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2\"",
           "ACCESS_AUD = \"8e1f0a6c3b2d49f7a5c4e3d2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a\"")
    s.bash("rmsecret", "pnpm wrangler secret delete ADMIN_PASSWORD && sed -i '/ADMIN_PASSWORD/d' .dev.vars",
           " ⛅️ wrangler 3.78.12\n-------------------\n\n✔ Are you sure you want to permanently delete the secret "
           "ADMIN_PASSWORD on the Worker tidepool-links? … yes\n🌀 Deleting the secret ADMIN_PASSWORD on the Worker "
           "tidepool-links\n✨ Success! Deleted secret ADMIN_PASSWORD")
    s.remember("memaccess", "Admin of tidepool-links (go.tidepool.museum/admin*) is behind Cloudflare Access since "
               "24 May 2027: application 'Tidepool Links Admin', policy @tidepool.museum emails with one-time PIN, "
               "set up by Teodor Lind. The Worker verifies Cf-Access-Jwt-Assertion with jose against "
               "https://tidepool.cloudflareaccess.com and ACCESS_AUD (production app, not the staging one). Basic "
               "auth and the ADMIN_PASSWORD secret are gone.", "admin authentication", "decision")
    s.prompt("cirule", "Teodor's other request, and it's a rule from now on: production deploys only from GitHub "
             "Actions on main, never `wrangler deploy` from a laptop. The workflow applies the remote D1 migrations "
             "before it deploys. API token scoped to Workers + D1 only, he created it as CLOUDFLARE_API_TOKEN.")
    s.write("deployyml", ".github/workflows/deploy.yml", DEPLOY_YML)
    s.bash("testok8", "pnpm typecheck && pnpm test", "> tsc --noEmit\n" + vitest_ok(
        ["test/redirect.test.ts (3)", "test/slug.test.ts (2)", "test/admin.test.ts (4)", "test/qr.test.ts (2)",
         "test/throttle.test.ts (1)", "test/access.test.ts (2)"], 14, "3.05"))
    s.bash("commit8", "git add -A && git commit -m 'feat: cloudflare access for admin, deploy from github actions' "
           "&& git push", "[main c92d4f0] feat: cloudflare access for admin, deploy from github actions\n 7 files "
           "changed, 118 insertions(+), 22 deletions(-)\n create mode 100644 .github/workflows/deploy.yml\n"
           "To github.com:tidepool-museums/tidepool-links.git\n   7e03b21..c92d4f0  main -> main")
    s.bash("ci8", "gh run watch --exit-status", "✓ main deploy · 9184422107\nTriggered via push about 2 minutes ago\n\n"
           "JOBS\n✓ test-and-deploy in 1m48s (ID 25161740331)\n  ✓ Set up job\n  ✓ Run pnpm install --frozen-lockfile\n"
           "  ✓ Run pnpm typecheck\n  ✓ Run pnpm test\n  ✓ Apply D1 migrations (remote)\n  ✓ Deploy\n")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. 'Tides of Glass' opened at Harbourside last night. Ines changed the target of "
             "hmm-7gq2za (the big wall text at the entrance) yesterday at 18:10 because the web team moved the "
             "exhibition page, but this morning visitors scanning it get the old URL, which is now a 404 on the "
             "museum site. Front desk has been getting complaints since opening at 09:00. Find out why.")
    s.bash("d1check", "pnpm wrangler d1 execute tidepool-links-db --remote --command \"SELECT slug, target_url, "
           "updated_at FROM links WHERE slug = 'hmm-7gq2za'\"",
           "🌀 Executing on remote database tidepool-links-db (5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813):\n"
           "┌────────────┬──────────────────────────────────────────────────────┬──────────────────────────┐\n"
           "│ slug       │ target_url                                           │ updated_at               │\n"
           "├────────────┼──────────────────────────────────────────────────────┼──────────────────────────┤\n"
           "│ hmm-7gq2za │ https://tidepool.museum/exhibitions/tides-of-glass   │ 2027-05-25T18:10:32.552Z │\n"
           "└────────────┴──────────────────────────────────────────────────────┴──────────────────────────┘")
    s.bash("kvget", "pnpm wrangler kv key get --binding HOT_LINKS hmm-7gq2za --remote",
           "https://tidepool.museum/harbourside/whats-on/tides-of-glass-2027")
    s.prompt("cachewhy", "There it is. The admin update writes D1 but never touches HOT_LINKS, and the redirect "
             "keeps serving the KV copy, which we write with expirationTtl 86400. So an edited link keeps pointing "
             "at the old target for up to a day. Delete the key now, then fix it properly: every update and "
             "delete in the admin removes the KV key, and the TTL comes down from a day to 5 minutes "
             "(HOT_TTL_SECONDS = 300) as a safety net.")
    s.pre_tool("prekvdel", "Bash", {"command": "pnpm wrangler kv key delete --binding HOT_LINKS hmm-7gq2za --remote",
                                    "description": "Evict the stale hot-cache entry for the Tides of Glass label"})
    s.bash("kvdel", "pnpm wrangler kv key delete --binding HOT_LINKS hmm-7gq2za --remote && sleep 60 && curl -sI "
           "https://go.tidepool.museum/hmm-7gq2za | grep location",
           "Deleting the key \"hmm-7gq2za\" on namespace a41f9c7e2b3d4e5f8a9b0c1d2e3f4a5b.\nlocation: "
           "https://tidepool.museum/exhibitions/tides-of-glass")
    s.multiedit("invalidate", "src/routes/admin.tsx", [
        ("    .bind(body.target_url, slug)\n    .run();\n  return c.json({ slug, target_url: body.target_url });",
         "    .bind(body.target_url, slug)\n    .run();\n  await c.env.HOT_LINKS.delete(slug); // never serve an "
         "edited link from the hot cache\n  return c.json({ slug, target_url: body.target_url });"),
        ("  await c.env.DB.prepare(\"DELETE FROM links WHERE slug = ?1\").bind(slug).run();",
         "  await c.env.DB.prepare(\"DELETE FROM links WHERE slug = ?1\").bind(slug).run();\n  await "
         "c.env.HOT_LINKS.delete(slug);"),
    ])
    s.edit("ttl300", "src/routes/redirect.ts",
           "c.env.HOT_LINKS.put(slug, target, { expirationTtl: 86400 })",
           "c.env.HOT_LINKS.put(slug, target, { expirationTtl: Number(c.env.HOT_TTL_SECONDS) })")
    s.write(None, "test/admin-edit.test.ts",
            'import { env, SELF } from "cloudflare:test";\nimport { expect, it } from "vitest";\nimport { '
            'accessHeaders } from "./helpers";\n\nit("an edited link redirects to its new target at once", async () => '
            '{\n  await env.HOT_LINKS.put("hmm-test01", "https://old.example/");\n  await SELF.fetch("https://go.'
            'tidepool.museum/admin/links/hmm-test01", {\n    method: "PATCH", headers: await accessHeaders(), body: '
            'JSON.stringify({ target_url: "https://new.example/" }),\n  });\n  expect(await env.HOT_LINKS.get('
            '"hmm-test01")).toBeNull();\n});\n')
    s.bash("testok9", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                               "test/admin.test.ts (4)", "test/admin-edit.test.ts (1)",
                                               "test/qr.test.ts (2)", "test/throttle.test.ts (1)",
                                               "test/access.test.ts (2)"], 15, "3.31"))
    s.lesson("lesson4", "A read-through KV cache in front of D1 must be invalidated on every write path: KV keeps a "
             "value until its expirationTtl (plus up to 60 s of edge cacheTtl), so an admin edit that only updates "
             "D1 keeps redirecting to the old target. Delete the KV key in update/delete handlers and keep the TTL "
             "short.", "tidepool-links incident 26 May 2027: 'Tides of Glass' entrance label redirected to a "
                       "moved page")
    s.write("incnote", "docs/incidents/2027-05-26-stale-redirect.md",
            "# 26 May 2027: Tides of Glass entrance label sent visitors to a 404\n\n- **When:** 25 May 18:10 (link "
            "edited) to 26 May 10:47 UTC (fix live); complaints from 09:00 opening.\n- **Impact:** hmm-7gq2za "
            "(entrance wall text, Harbourside) redirected to the old exhibition URL, a 404 on tidepool.museum; "
            "the front desk logged 23 complaints. 612 scans in the window.\n- **Cause:** the admin update wrote "
            "D1 but left the HOT_LINKS KV entry, cached for 24 h (expirationTtl 86400).\n- **Fix:** KV key "
            "deleted by hand at 10:31; admin update/delete now delete the key; hot-cache TTL 300 s.\n- **Follow-up:** "
            "Ines asks for a 'test this link' button after every edit (planned).\n")
    s.prompt("increle", "Ok. Push it, CI deploys. And from now on every incident gets a note under docs/incidents/ "
             "named by date, written the same day, Ines forwards them to the museum directors.")
    s.bash("commit9", "git add -A && git commit -m 'fix: invalidate hot cache on link edit/delete, ttl 300s; incident "
           "note' && git push && gh run watch --exit-status | tail -2", "[main e4b17d9] fix: invalidate hot cache on "
           "link edit/delete, ttl 300s; incident note\n 6 files changed, 47 insertions(+), 3 deletions(-)\n  ✓ "
           "Deploy\n✓ Run deploy (9201733580) completed with 'success'")
    s.remember("memcache", "Hot redirect cache rules (after the 26 May 2027 incident): KV HOT_LINKS holds slug -> "
               "target URL with expirationTtl HOT_TTL_SECONDS = 300 (was 86400) and cacheTtl 60; every admin "
               "update and delete calls HOT_LINKS.delete(slug). D1 remains the source of truth.",
               "hot redirect cache invalidation", "decision")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -3", "Already up to date.\ne4b17d9 fix: invalidate hot cache on link "
           "edit/delete, ttl 300s; incident note\nc92d4f0 feat: cloudflare access for admin, deploy from github actions"
           "\n7e03b21 refactor: routes/go.ts -> routes/redirect.ts, resolveLink, ClickThrottle (do migration v2); feat: "
           "svg qr codes")
    s.prompt("stats", "Ines wants click numbers per museum and per link, and she wants them as a CSV in her inbox "
             "every Monday at 07:00, not a dashboard she has to log into. Check how the clicks table is doing first.")
    s.bash("clickcount", "pnpm wrangler d1 execute tidepool-links-db --remote --command \"SELECT count(*) AS n, "
           "min(at) AS first FROM clicks\" --json | jq -c '.[0].results[0], .[0].meta'",
           "{\"n\":1184903,\"first\":\"2027-05-17T11:58:40.211Z\"}\n{\"served_by\":\"v3-prod\",\"duration\":4211.7,"
           "\"changes\":0,\"rows_read\":1184903,\"rows_written\":0,\"size_after\":241897472}")
    s.prompt("aeswitch", "1.18 million rows in 11 days, 242 MB, and a plain count takes 4.2 s; the per-link weekly "
             "query will be worse, and every redirect pays a D1 write. Stop writing clicks to D1: use Workers "
             "Analytics Engine, dataset tidepool_clicks, one data point per redirect (blobs slug, museum, "
             "country; index slug). Keep the clicks table for now, no new rows; we'll drop it with a migration "
             "after Ines has her first report.")
    s.edit("aebinding", "wrangler.toml", "[vars]", "[[analytics_engine_datasets]]\nbinding = \"CLICKS\"\ndataset = "
           "\"tidepool_clicks\"\n\n[vars]")
    s.edit("aewrite", "src/routes/redirect.ts",
           "  c.executionCtx.waitUntil(\n    c.env.DB.prepare(\"INSERT INTO clicks (slug, country, referer) VALUES "
           "(?1, ?2, ?3)\")\n      .bind(slug, c.req.raw.cf?.country ?? null, c.req.header(\"referer\") ?? null)\n"
           "      .run(),\n  );",
           "  c.env.CLICKS.writeDataPoint({\n    blobs: [slug, slug.slice(0, 3).toUpperCase(), String(c.req.raw.cf?."
           "country ?? \"\")],\n    indexes: [slug],\n  });")
    s.prompt("fallbackqr", "Ines again: the fallback for unknown or expired codes should land on the homepage with "
             "?from=qr, so the web team can see in their own analytics how many visitors arrive from a dead label.")
    s.edit("fallbackedit", "wrangler.toml", "FALLBACK_URL = \"https://tidepool.museum/\"",
           "FALLBACK_URL = \"https://tidepool.museum/?from=qr\"")
    s.read("readtoml", "wrangler.toml", WRANGLER_TOML_PROD)
    s.bash("aequery", "curl -s https://api.cloudflare.com/client/v4/accounts/$CF_ACCOUNT_ID/analytics_engine/sql -H "
           "\"Authorization: Bearer $AE_API_TOKEN\" -d \"SELECT blob2 AS museum, SUM(_sample_interval) AS clicks "
           "FROM tidepool_clicks WHERE timestamp > NOW() - INTERVAL '1' DAY GROUP BY museum ORDER BY clicks DESC "
           "FORMAT CSV\"", "museum,clicks\nHMM,41207\nSNH,9316\nBSC,6022\nKSG,2871\nOPP,1109")
    s.write("weekly", "src/report.ts",
            'import type { Env } from "./env";\n\n/** Monday 07:00 Europe/London (cron 0 6 * * 1 in summer): last '
            'week\'s clicks per link as CSV, mailed to Ines. */\nexport async function weeklyReport(env: Env): '
            'Promise<string> {\n  const sql = `SELECT blob2 AS museum, blob1 AS slug, SUM(_sample_interval) AS '
            'clicks\n    FROM tidepool_clicks WHERE timestamp > NOW() - INTERVAL \'7\' DAY\n    GROUP BY museum, slug '
            'ORDER BY museum, clicks DESC FORMAT CSV`;\n  const r = await fetch(`https://api.cloudflare.com/client/v4/'
            'accounts/${env.CF_ACCOUNT_ID}/analytics_engine/sql`, {\n    method: "POST", headers: { Authorization: '
            '`Bearer ${env.AE_API_TOKEN}` }, body: sql,\n  });\n  return r.text();\n}\n')
    s.edit("cron", "wrangler.toml", "[vars]", "[triggers]\ncrons = [\"0 6 * * 1\"]  # Monday 07:00 BST: weekly CSV "
           "to Ines\n\n[vars]")
    s.bash("typefail", "pnpm typecheck", "> tsc --noEmit\n\nsrc/routes/redirect.ts(27,9): error TS2339: Property "
           "'CLICKS' does not exist on type 'Env'.\nsrc/report.ts(9,56): error TS2339: Property 'CF_ACCOUNT_ID' does "
           "not exist on type 'Env'.\n\nFound 2 errors in 2 files.", code=2)
    s.bash("typegen", "pnpm cf-typegen && pnpm typecheck", "> wrangler types --env-interface Env\n\n ⛅️ wrangler "
           "3.78.12\n-------------------\n\nGenerating project types...\n\ninterface Env {\n\tHOT_LINKS: KVNamespace;\n"
           "\tFALLBACK_URL: \"https://tidepool.museum/?from=qr\";\n\tHOT_TTL_SECONDS: \"300\";\n\tTHROTTLE: "
           "DurableObjectNamespace<import(\"./src/index\").ClickThrottle>;\n\tQR_BUCKET: R2Bucket;\n\tDB: D1Database;\n"
           "\tCLICKS: AnalyticsEngineDataset;\n}\n\n> tsc --noEmit")
    s.bash("testok10", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (2)",
                                                "test/admin.test.ts (4)", "test/admin-edit.test.ts (1)",
                                                "test/qr.test.ts (2)", "test/throttle.test.ts (1)",
                                                "test/access.test.ts (2)", "test/report.test.ts (1)"], 16, "3.48"))
    s.bash("release3", "git add -A && git commit -m 'feat: clicks to analytics engine, weekly csv report' && git tag "
           "v0.3.0 && git push --follow-tags", "[main 2a9f6c1] feat: clicks to analytics engine, weekly csv report\n"
           " 8 files changed, 102 insertions(+), 14 deletions(-)\nTo github.com:tidepool-museums/tidepool-links.git\n"
           "   e4b17d9..2a9f6c1  main -> main\n * [new tag]         v0.3.0 -> v0.3.0")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git status && ls docs docs/incidents", "On branch main\nYour branch is up to date with "
           "'origin/main'.\n\nnothing to commit, working tree clean\ndocs:\nincidents\nroadmap.md\n\ndocs/incidents:\n"
           "2027-05-26-stale-redirect.md")
    s.prompt("meeting", "Notes from this morning's call with Ines and Teodor. 1) The Lighthouse at Skerry Point "
             "joins the network as the sixth museum, code LSP, first labels printed for Monday 14 June; add it "
             "with a migration. 2) Ines wants the 'test this link' button in the admin after every edit before "
             "the summer holidays start. 3) Teodor is away 21 June to 2 July; during that time DNS and Access "
             "requests go to Priyanka Shah (priyanka.shah@tidepool.museum). 4) Rotate the Turnstile secret on "
             "Thursday 1 July, Teodor's quarterly routine. 5) Drop the old D1 clicks table once Ines has had her "
             "first Monday report, so after 7 June.")
    s.bash(None, "pnpm wrangler d1 migrations create tidepool-links-db add_lighthouse",
           " ⛅️ wrangler 3.78.12\n-------------------\n\n✅ Successfully created Migration '0002_add_lighthouse.sql'!")
    s.write("lsp", "migrations/0002_add_lighthouse.sql",
            "-- Migration number: 0002 \t 2027-06-01T09:41:07.301Z\n-- The Lighthouse at Skerry Point joins the network "
            "(first labels 14 June 2027)\nINSERT INTO museums (code, name, homepage) VALUES\n  ('LSP', 'The "
            "Lighthouse at Skerry Point', 'https://tidepool.museum/skerry-point');\n")
    s.edit("lspform", "src/routes/admin.tsx", '{["HMM", "SNH", "KSG", "OPP", "BSC"].map(',
           '{["HMM", "SNH", "KSG", "OPP", "BSC", "LSP"].map(')
    s.bash("migratelocal11", "pnpm db:migrate:local", "Migrations to be applied:\n┌──────────────────────────┐\n│ name"
           "                     │\n├──────────────────────────┤\n│ 0002_add_lighthouse.sql  │\n└──────────────────────────"
           "┘\n🌀 Executing on local database tidepool-links-db (5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813) from "
           ".wrangler/state/v3/d1:\n│ 0002_add_lighthouse.sql │ ✅      │")
    s.bash("testok11", "pnpm test", vitest_ok(["test/redirect.test.ts (3)", "test/slug.test.ts (3)",
                                                "test/admin.test.ts (4)", "test/admin-edit.test.ts (1)",
                                                "test/qr.test.ts (2)", "test/throttle.test.ts (1)",
                                                "test/access.test.ts (2)", "test/report.test.ts (1)"], 17, "3.52"))
    s.glob(None, "migrations/*.sql", ["migrations/0001_links.sql", "migrations/0002_add_lighthouse.sql"])
    s.write("roadmap", "docs/roadmap.md",
            "# tidepool-links roadmap (after the 1 June 2027 call)\n\n| when | what | who |\n|---|---|---|\n"
            "| Mon 7 Jun | first weekly click CSV to Ines (cron, Monday 07:00) | automatic |\n| after 7 Jun | "
            "migration 0003: drop the old D1 clicks table | Mara |\n| Mon 14 Jun | Lighthouse at Skerry Point (LSP) "
            "goes live, first labels printed | Ruth |\n| before 18 Jun | 'test this link' button after every admin "
            "edit | Mara |\n| 21 Jun - 2 Jul | Teodor away: DNS / Access requests to Priyanka Shah | - |\n| Thu 1 "
            "Jul | rotate TURNSTILE_SECRET (quarterly) | Teodor |\n| July | wrangler 3 -> 4 upgrade | Mara |\n")
    s.remember("memplans", "tidepool-links plans as of 1 June 2027: first weekly click CSV Monday 7 June; then drop "
               "the D1 clicks table (migration 0003); Lighthouse at Skerry Point (LSP, sixth museum) live Monday 14 "
               "June; 'test this link' button before 18 June (Ines); Teodor Lind away 21 June - 2 July, cover "
               "Priyanka Shah (priyanka.shah@tidepool.museum); Turnstile secret rotation Thursday 1 July; wrangler 4 "
               "upgrade in July.", "upcoming dates", "fact")
    s.bash("commit11", "git add -A && git commit -m 'feat: add the lighthouse at skerry point (lsp); docs: roadmap' "
           "&& git push", "[main 5d80e3f] feat: add the lighthouse at skerry point (lsp); docs: roadmap\n 4 files "
           "changed, 29 insertions(+), 2 deletions(-)\n create mode 100644 migrations/0002_add_lighthouse.sql\n"
           "To github.com:tidepool-museums/tidepool-links.git\n   2a9f6c1..5d80e3f  main -> main")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T09:10:00", "5e0a1b23-9c4d-4e8f-a1b2-50d0c0de5001", s1),    # Mon
    ("s2", "2027-05-05T10:05:00", "6f1b2c34-ad5e-4f90-b2c3-50d0c0de5002", s2),    # Wed
    ("s3", "2027-05-07T13:30:00", "702c3d45-be6f-4a01-c3d4-50d0c0de5003", s3),    # Fri
    ("s4", "2027-05-11T09:40:00", "813d4e56-cf70-4b12-d4e5-50d0c0de5004", s4),    # Tue
    ("s5", "2027-05-13T10:15:00", "924e5f67-d081-4c23-e5f6-50d0c0de5005", s5),    # Thu
    ("s6", "2027-05-17T10:50:00", "a35f6078-e192-4d34-f607-50d0c0de5006", s6),    # Mon
    ("s7", "2027-05-19T14:00:00", "b4607189-f2a3-4e45-0718-50d0c0de5007", s7),    # Wed
    ("s8", "2027-05-24T09:30:00", "c571829a-03b4-4f56-1829-50d0c0de5008", s8),    # Mon
    ("s9", "2027-05-26T09:55:00", "d68293ab-14c5-4067-293a-50d0c0de5009", s9),    # Wed
    ("s10", "2027-05-28T11:00:00", "e793a4bc-25d6-4178-3a4b-50d0c0de5010", s10),  # Fri
    ("s11", "2027-06-01T11:20:00", "f8a4b5cd-36e7-4289-4b5c-50d0c0de5011", s11),  # Tue
]

#: When the questions are asked: the Friday after the last session (a Tuesday).
ASKED_AT = "2027-06-04T08:30:00Z"
