"""Whole files the agent reads or writes in the tidepool-links history (bench/agentdev50/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "tidepool-links",
  "version": "0.0.1",
  "private": true,
  "type": "module",
  "packageManager": "pnpm@9.12.1",
  "scripts": {
    "dev": "wrangler dev --port 8790",
    "deploy": "wrangler deploy --minify",
    "test": "vitest run",
    "typecheck": "tsc --noEmit",
    "cf-typegen": "wrangler types --env-interface Env",
    "db:migrate:local": "wrangler d1 migrations apply tidepool-links-db --local"
  },
  "dependencies": {
    "hono": "^4.6.3",
    "nanoid": "^5.0.7"
  },
  "devDependencies": {
    "@cloudflare/vitest-pool-workers": "^0.5.14",
    "@cloudflare/workers-types": "^4.20240925.0",
    "typescript": "^5.6.2",
    "vitest": "2.0.5",
    "wrangler": "^3.78.12"
  }
}
"""

WRANGLER_TOML_1 = """#:schema node_modules/wrangler/config-schema.json
name = "tidepool-links"
main = "src/index.ts"
compatibility_date = "2027-04-26"
compatibility_flags = ["nodejs_compat"]

# links, museums and (for now) clicks live in D1
[[d1_databases]]
binding = "DB"
database_name = "tidepool-links-db"
database_id = "5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813"
migrations_dir = "migrations"

[vars]
FALLBACK_URL = "https://tidepool.museum/"
"""

MIGRATION_0001 = """-- Migration number: 0001 \t 2027-05-03T10:12:44.118Z
-- links: one short code per printed QR label / poster
CREATE TABLE museums (
  code        TEXT PRIMARY KEY,            -- HMM, SNH, KSG, OPP, BSC
  name        TEXT NOT NULL,
  homepage    TEXT NOT NULL
);

CREATE TABLE links (
  slug        TEXT PRIMARY KEY,
  target_url  TEXT NOT NULL,
  museum      TEXT NOT NULL REFERENCES museums(code),
  label       TEXT NOT NULL DEFAULT '',
  created_by  TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at  TEXT
);

CREATE TABLE clicks (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  slug        TEXT NOT NULL,
  at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  country     TEXT,
  referer     TEXT
);
CREATE INDEX clicks_slug_at ON clicks (slug, at);

INSERT INTO museums (code, name, homepage) VALUES
  ('HMM', 'Harbourside Maritime Museum', 'https://tidepool.museum/harbourside'),
  ('SNH', 'Saltmarsh Natural History', 'https://tidepool.museum/saltmarsh'),
  ('KSG', 'Kelp Street Gallery', 'https://tidepool.museum/kelp-street'),
  ('OPP', 'Old Pier Photography Collection', 'https://tidepool.museum/old-pier'),
  ('BSC', 'Breakwater Science Centre', 'https://tidepool.museum/breakwater');
"""

VITEST_CONFIG = """import path from "node:path";
import { defineWorkersConfig, readD1Migrations } from "@cloudflare/vitest-pool-workers/config";

export default defineWorkersConfig(async () => {
  // The pool does not run migrations by itself: read them here, apply them in test/apply-migrations.ts
  const migrations = await readD1Migrations(path.join(__dirname, "migrations"));
  return {
    test: {
      setupFiles: ["./test/apply-migrations.ts"],
      poolOptions: {
        workers: {
          singleWorker: true,
          wrangler: { configPath: "./wrangler.toml" },
          miniflare: {
            bindings: { TEST_MIGRATIONS: migrations },
          },
        },
      },
    },
  };
});
"""

GO_TS = """import { Hono } from "hono";
import type { Env } from "../env";

export const go = new Hono<{ Bindings: Env }>();

/** D1 lookup of one short code; null when it does not exist or has expired. */
export async function lookupSlug(env: Env, slug: string): Promise<string | null> {
  const row = await env.DB.prepare(
    "SELECT target_url, expires_at FROM links WHERE slug = ?1",
  )
    .bind(slug)
    .first<{ target_url: string; expires_at: string | null }>();
  if (!row) return null;
  if (row.expires_at && row.expires_at < new Date().toISOString()) return null;
  return row.target_url;
}

go.get("/:slug{[0-9a-z-]{3,32}}", async (c) => {
  const slug = c.req.param("slug");
  const target = await lookupSlug(c.env, slug);
  if (!target) return c.redirect(c.env.FALLBACK_URL, 302);
  c.executionCtx.waitUntil(
    c.env.DB.prepare("INSERT INTO clicks (slug, country, referer) VALUES (?1, ?2, ?3)")
      .bind(slug, c.req.raw.cf?.country ?? null, c.req.header("referer") ?? null)
      .run(),
  );
  return c.redirect(target, 302);
});
"""

RATE_LIMITER_TS = """import { DurableObject } from "cloudflare:workers";

/**
 * One instance per client IP (idFromName(ip)): a fixed 60 s window held in memory and
 * mirrored to storage so an evicted object does not reset the window.
 */
export class RateLimiter extends DurableObject {
  static readonly LIMIT = 120; // requests per window
  static readonly WINDOW_MS = 60_000;

  async hit(now: number = Date.now()): Promise<{ ok: boolean; remaining: number; resetAt: number }> {
    let win = await this.ctx.storage.get<{ start: number; count: number }>("w");
    if (!win || now - win.start >= RateLimiter.WINDOW_MS) win = { start: now, count: 0 };
    win.count += 1;
    await this.ctx.storage.put("w", win);
    const remaining = Math.max(0, RateLimiter.LIMIT - win.count);
    return { ok: win.count <= RateLimiter.LIMIT, remaining, resetAt: win.start + RateLimiter.WINDOW_MS };
  }
}

/** Hono middleware: 429 with Retry-After once an IP has used its window. */
export function rateLimit() {
  return async (c: any, next: () => Promise<void>) => {
    const ip = c.req.header("cf-connecting-ip") ?? "unknown";
    const stub = c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName(ip));
    const r = await stub.hit();
    if (!r.ok) {
      c.header("Retry-After", String(Math.ceil((r.resetAt - Date.now()) / 1000)));
      return c.text("Too many requests", 429);
    }
    await next();
  };
}
"""

QR_TS = """import { encode, renderSVG } from "uqr";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { Env } from "./env";

let ready: Promise<void> | null = null;

/** PNG of the QR code for https://go.tidepool.museum/<slug>, 1024 px, cached in R2 under qr/<slug>.png. */
export async function qrPng(env: Env, slug: string): Promise<ReadableStream | ArrayBuffer> {
  const key = `qr/${slug}.png`;
  const hit = await env.QR_BUCKET.get(key);
  if (hit) return hit.body;
  ready ??= initWasm(resvgWasm);
  await ready;
  const svg = renderSVG(`https://go.tidepool.museum/${slug}`, { ecc: "M", border: 2 });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 1024 } }).render().asPng();
  await env.QR_BUCKET.put(key, png, { httpMetadata: { contentType: "image/png", cacheControl: "public, max-age=31536000, immutable" } });
  return png.buffer as ArrayBuffer;
}
"""

ADMIN_TSX = """/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { basicAuth } from "hono/basic-auth";
import type { Env } from "../env";
import { newSlug } from "../slug";
import { verifyTurnstile } from "../turnstile";

export const admin = new Hono<{ Bindings: Env }>();

admin.use("*", async (c, next) =>
  basicAuth({ username: "tidepool", password: c.env.ADMIN_PASSWORD })(c, next),
);

admin.get("/new", (c) =>
  c.html(
    <html>
      <head>
        <title>New short link</title>
        <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>
      </head>
      <body>
        <form method="post" action="/admin/links">
          <label>Museum <select name="museum">{["HMM", "SNH", "KSG", "OPP", "BSC"].map((m) => <option>{m}</option>)}</select></label>
          <label>Target URL <input name="target_url" type="url" required /></label>
          <label>Label text <input name="label" /></label>
          <div class="cf-turnstile" data-sitekey={c.env.TURNSTILE_SITE_KEY}></div>
          <button type="submit">Create</button>
        </form>
      </body>
    </html>,
  ),
);

admin.post("/links", verifyTurnstile(), async (c) => {
  const form = await c.req.parseBody();
  const token = String(form["cf-turnstile-response"] ?? "");
  const check = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", {
    method: "POST",
    body: new URLSearchParams({ secret: c.env.TURNSTILE_SECRET, response: token }),
  }).then((r) => r.json<{ success: boolean; "error-codes": string[] }>());
  if (!check.success) return c.text(`turnstile: ${check["error-codes"].join(",")}`, 403);
  const slug = newSlug();
  await c.env.DB.prepare(
    "INSERT INTO links (slug, target_url, museum, label, created_by) VALUES (?1, ?2, ?3, ?4, ?5)",
  )
    .bind(slug, String(form.target_url), String(form.museum), String(form.label ?? ""), "admin")
    .run();
  return c.redirect(`/admin/links/${slug}`, 303);
});
"""

WRANGLER_TOML_PROD = """#:schema node_modules/wrangler/config-schema.json
name = "tidepool-links"
main = "src/index.ts"
compatibility_date = "2027-04-26"
compatibility_flags = ["nodejs_compat"]
workers_dev = false

routes = [
  { pattern = "go.tidepool.museum", custom_domain = true },
]

[[d1_databases]]
binding = "DB"
database_name = "tidepool-links-db"
database_id = "5f3c9a2e-8b41-4d7e-9c0a-71e2b6d4f813"
migrations_dir = "migrations"

# hot redirects: slug -> target URL, written on a D1 miss, deleted on every admin edit
[[kv_namespaces]]
binding = "HOT_LINKS"
id = "a41f9c7e2b3d4e5f8a9b0c1d2e3f4a5b"
preview_id = "0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f"

[[r2_buckets]]
binding = "QR_BUCKET"
bucket_name = "tidepool-qr"

[[durable_objects.bindings]]
name = "THROTTLE"
class_name = "ClickThrottle"

[[migrations]]
tag = "v1"
new_sqlite_classes = ["RateLimiter"]

[[migrations]]
tag = "v2"
renamed_classes = [{ from = "RateLimiter", to = "ClickThrottle" }]

[[analytics_engine_datasets]]
binding = "CLICKS"
dataset = "tidepool_clicks"

[vars]
FALLBACK_URL = "https://tidepool.museum/?from=qr"
TURNSTILE_SITE_KEY = "0x4AAAAAAAx9Rk2TidepoolLn"
ACCESS_TEAM_DOMAIN = "https://tidepool.cloudflareaccess.com"
ACCESS_AUD = "8e1f0a6c3b2d49f7a5c4e3d2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a"
HOT_TTL_SECONDS = "300"

[env.staging]
name = "tidepool-links-staging"
workers_dev = true
routes = []
vars = { FALLBACK_URL = "https://tidepool.museum/?from=qr-staging", HOT_TTL_SECONDS = "60" }

# secrets (wrangler secret put, never here): TURNSTILE_SECRET, AE_API_TOKEN
"""

DEPLOY_YML = """name: deploy
on:
  push:
    branches: [main]
  workflow_dispatch:

concurrency: deploy-production

jobs:
  test-and-deploy:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: pnpm
      - run: pnpm install --frozen-lockfile
      - run: pnpm typecheck
      - run: pnpm test
      - name: Apply D1 migrations (remote)
        uses: cloudflare/wrangler-action@v3
        with:
          apiToken: ${{ secrets.CLOUDFLARE_API_TOKEN }}
          accountId: ${{ secrets.CLOUDFLARE_ACCOUNT_ID }}
          command: d1 migrations apply tidepool-links-db --remote
      - name: Deploy
        uses: cloudflare/wrangler-action@v3
        with:
          apiToken: ${{ secrets.CLOUDFLARE_API_TOKEN }}
          accountId: ${{ secrets.CLOUDFLARE_ACCOUNT_ID }}
          command: deploy --minify
"""
