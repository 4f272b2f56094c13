"""Whole files the agent reads or writes in the allotly history (bench/agentdev65/sessions.py)."""
from __future__ import annotations

DENO_JSON = """{
  "lock": false,
  "tasks": {
    "check": "deno fmt --check && deno lint && deno check **/*.ts && deno check **/*.tsx",
    "cli": "echo \\"import '\\\\$fresh/src/dev/cli.ts'\\" | deno run --unstable -A -",
    "manifest": "deno task cli manifest $(pwd)",
    "start": "deno run -A --watch=static/,routes/ dev.ts",
    "build": "deno run -A dev.ts build",
    "preview": "deno run -A main.ts",
    "import:plots": "deno run -A scripts/import_plots.ts",
    "update": "deno run -A -r https://fresh.deno.dev/update ."
  },
  "lint": {
    "rules": {
      "tags": ["fresh", "recommended"]
    }
  },
  "exclude": ["**/_fresh/*", ".data/"],
  "imports": {
    "$fresh/": "https://deno.land/x/fresh@1.7.3/",
    "preact": "https://esm.sh/preact@10.22.0",
    "preact/": "https://esm.sh/preact@10.22.0/",
    "@preact/signals": "https://esm.sh/*@preact/signals@1.2.2",
    "@preact/signals-core": "https://esm.sh/*@preact/signals-core@1.5.1",
    "@std/assert": "jsr:@std/assert@^1.0.8",
    "@std/csv": "jsr:@std/csv@^1.0.4",
    "@std/dotenv": "jsr:@std/dotenv@^0.225.2",
    "@std/http": "jsr:@std/http@^1.0.11",
    "@std/ulid": "jsr:@std/ulid@^1.0.0"
  },
  "compilerOptions": {
    "jsx": "react-jsx",
    "jsxImportSource": "preact"
  },
  "nodeModulesDir": "auto"
}
"""

PLOTS_TS = """// Plots: one KV entry per plot, keyed by site and plot number.
import { kv } from "./db.ts";

export const SITES = [
  "mill-lane",
  "ferry-road",
  "st-annes",
  "harbour-view",
  "ashgrove",
  "quarry-hill",
] as const;
export type Site = typeof SITES[number];

export type PlotStatus = "let" | "vacant" | "offered" | "unworkable";

export interface Plot {
  site: Site;
  number: string; // "14", "14a" (half plots carry a letter)
  sizeM2: number;
  half: boolean;
  status: PlotStatus;
  holderId?: string; // member id, set when let
  paidUntil?: string; // ISO date, end of the season the fee covers
  notes?: string;
}

export const plotKey = (site: Site, number: string) => ["plots", site, number];

export async function getPlot(site: Site, number: string): Promise<Plot | null> {
  const res = await kv.get<Plot>(plotKey(site, number));
  return res.value;
}

export async function listPlots(site: Site): Promise<Plot[]> {
  const out: Plot[] = [];
  for await (const e of kv.list<Plot>({ prefix: ["plots", site] })) out.push(e.value);
  return out.sort((a, b) => a.number.localeCompare(b.number, "en", { numeric: true }));
}

export async function putPlot(plot: Plot): Promise<void> {
  await kv.set(plotKey(plot.site, plot.number), plot);
}

export async function countByStatus(site: Site): Promise<Record<PlotStatus, number>> {
  const counts: Record<PlotStatus, number> = { let: 0, vacant: 0, offered: 0, unworkable: 0 };
  for (const p of await listPlots(site)) counts[p.status]++;
  return counts;
}
"""

STYLES_CSS = """/* allotly: one small stylesheet, no framework. */
:root {
  --green: #2f6b3a;
  --green-light: #e4efe1;
  --soil: #6b4f2f;
  --ink: #1d1d1b;
  --muted: #5c5c57;
  --radius: 6px;
}

html {
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: var(--ink);
}

body {
  margin: 0 auto;
  max-width: 56rem;
  padding: 1rem;
}

header.site {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  border-bottom: 3px solid var(--green);
  padding-bottom: 0.5rem;
}

a { color: var(--green); }

button, .button {
  font: inherit;
  background: var(--green);
  color: white;
  border: 0;
  border-radius: var(--radius);
  padding: 0.6rem 1rem;
  min-height: 44px;
}

table.plots { width: 100%; border-collapse: collapse; }
table.plots td, table.plots th { padding: 0.4rem; border-bottom: 1px solid #ddd; }
.status-let { color: var(--muted); }
.status-vacant { color: var(--green); font-weight: 600; }
.status-offered { color: var(--soil); }

@media print {
  header.site, nav, button { display: none; }
}
"""

AUTH_TS = """// Sign-in without passwords: a one-time link by email, a session cookie after.
import { kv } from "./db.ts";
import { sendMail } from "./mail.ts";

const LINK_TTL_MS = 15 * 60 * 1000; // links are valid 15 minutes
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const BASE_URL = Deno.env.get("BASE_URL") ?? "http://localhost:8010";

export interface Session {
  memberId: string;
  email: string;
  createdAt: number;
}

function token(bytes = 32): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buf)).replace(/[+/=]/g, (c) => ({ "+": "-", "/": "_", "=": "" }[c]!));
}

/** Emails a single-use sign-in link; the token lives in KV for 15 minutes. */
export async function sendMagicLink(email: string, memberId: string): Promise<void> {
  const t = token();
  await kv.set(["login", t], { email, memberId }, { expireIn: LINK_TTL_MS });
  const url = `${BASE_URL}/auth/magic?token=${t}`;
  await sendMail({
    to: email,
    subject: "Your sign-in link for Norwick Community Gardens",
    text: `Hello,\\n\\nUse this link to sign in (valid for 15 minutes, once):\\n${url}\\n\\n` +
      `If you did not ask for it, ignore this email.\\n\\nNorwick Community Gardens committee`,
  });
}

/** Consumes a link token: deleted in the same atomic operation that reads it, so it works once. */
export async function consumeLoginToken(t: string): Promise<{ email: string; memberId: string } | null> {
  const entry = await kv.get<{ email: string; memberId: string }>(["login", t]);
  if (!entry.value) return null;
  const res = await kv.atomic().check(entry).delete(["login", t]).commit();
  return res.ok ? entry.value : null;
}

export async function createSession(memberId: string, email: string): Promise<string> {
  const id = token(24);
  await kv.set(["sessions", id], { memberId, email, createdAt: Date.now() }, { expireIn: SESSION_TTL_MS });
  return id;
}

export async function getSession(id: string | undefined): Promise<Session | null> {
  if (!id) return null;
  return (await kv.get<Session>(["sessions", id])).value;
}
"""

WAITLIST_TS = """// The waiting list: one entry per applicant per site, offered in the order people joined.
import { kv } from "./db.ts";
import type { Site } from "./plots.ts";
import { sendMail } from "./mail.ts";

export const MAX_SITES_PER_APPLICANT = 2;
export const OFFER_DAYS = 7; // an offer stays open this many days, then goes to the next person

export interface Applicant {
  id: string;
  name: string;
  email?: string; // 41 of Dot's applicants only have a phone number
  phone?: string;
  postcode: string;
}

export interface WaitlistEntry {
  applicantId: string;
  site: Site;
  joinedAt: string;
  offer?: { plot: string; offeredAt: string; expiresAt: string };
}

const entryKey = (site: Site, joinedAt: Date, applicantId: string) => [
  "waitlist",
  site,
  joinedAt.toLocaleDateString("en-GB"),
  applicantId,
];

export async function joinWaitlist(a: Applicant, site: Site, joinedAt = new Date()): Promise<void> {
  const mine = await sitesOf(a.id);
  if (mine.includes(site)) throw new Error(`already on the ${site} list`);
  if (mine.length >= MAX_SITES_PER_APPLICANT) throw new Error("on two site lists already");
  const entry: WaitlistEntry = { applicantId: a.id, site, joinedAt: joinedAt.toISOString() };
  await kv.atomic()
    .set(entryKey(site, joinedAt, a.id), entry)
    .set(["applicant_sites", a.id, site], entryKey(site, joinedAt, a.id))
    .commit();
}

async function sitesOf(applicantId: string): Promise<Site[]> {
  const out: Site[] = [];
  for await (const e of kv.list({ prefix: ["applicant_sites", applicantId] })) out.push(e.key[2] as Site);
  return out;
}

/** The person who has waited longest for `site` and has no open offer. */
export async function nextInLine(site: Site): Promise<WaitlistEntry | null> {
  for await (const e of kv.list<WaitlistEntry>({ prefix: ["waitlist", site] })) {
    if (!e.value.offer) return e.value;
  }
  return null;
}

export async function makeOffer(site: Site, plot: string): Promise<WaitlistEntry | null> {
  const next = await nextInLine(site);
  if (!next) return null;
  const offeredAt = new Date();
  const expiresAt = new Date(offeredAt.getTime() + OFFER_DAYS * 86_400_000);
  next.offer = { plot, offeredAt: offeredAt.toISOString(), expiresAt: expiresAt.toISOString() };
  await kv.set(entryKey(site, new Date(next.joinedAt), next.applicantId), next);
  const a = (await kv.get<Applicant>(["applicants", next.applicantId])).value;
  if (a?.email) {
    await sendMail({
      to: a.email,
      subject: `A plot is free at ${site}`,
      text: `Plot ${plot} is yours if you want it. Please reply within ${OFFER_DAYS} days.`,
    });
  }
  return next;
}
"""

WAITLIST_TS_V2 = """// The waiting list: one entry per applicant per site, offered in the order people joined.
import { ulid } from "@std/ulid";
import { kv } from "./db.ts";
import { type Plot, plotKey, type Site } from "./plots.ts";
import { offerEmail } from "./emails.ts";
import { sendMail } from "./mail.ts";

export const MAX_SITES_PER_APPLICANT = 2;
export const OFFER_DAYS = 14; // committee, 20 Nov: 7 days was too short for retired applicants

export interface Applicant {
  id: string;
  name: string;
  email?: string; // phone-only applicants are called by Dot
  phone?: string;
  postcode: string;
}

export interface WaitlistEntry {
  id: string; // ulid seeded with the join time: KV orders entries by it
  applicantId: string;
  site: Site;
  joinedAt: string;
  offer?: { plot: string; offeredAt: string; expiresAt: string };
}

const entryKey = (site: Site, id: string) => ["waitlist", site, id];

export async function joinWaitlist(a: Applicant, site: Site, joinedAt = new Date()): Promise<WaitlistEntry> {
  const mine = await sitesOf(a.id);
  if (mine.includes(site)) throw new Error(`already on the ${site} list`);
  if (mine.length >= MAX_SITES_PER_APPLICANT) throw new Error("on two site lists already");
  const id = ulid(joinedAt.getTime());
  const entry: WaitlistEntry = { id, applicantId: a.id, site, joinedAt: joinedAt.toISOString() };
  const res = await kv.atomic()
    .check({ key: ["applicant_sites", a.id, site], versionstamp: null })
    .set(entryKey(site, id), entry)
    .set(["applicant_sites", a.id, site], id)
    .commit();
  if (!res.ok) throw new Error(`already on the ${site} list`);
  return entry;
}

async function sitesOf(applicantId: string): Promise<Site[]> {
  const out: Site[] = [];
  for await (const e of kv.list({ prefix: ["applicant_sites", applicantId] })) out.push(e.key[2] as Site);
  return out;
}

export async function listWaitlist(site: Site): Promise<WaitlistEntry[]> {
  const out: WaitlistEntry[] = [];
  for await (const e of kv.list<WaitlistEntry>({ prefix: ["waitlist", site] })) out.push(e.value);
  return out;
}

/** The person who has waited longest for `site` and has no open offer. */
export async function nextInLine(site: Site): Promise<WaitlistEntry | null> {
  for await (const e of kv.list<WaitlistEntry>({ prefix: ["waitlist", site] })) {
    if (!e.value.offer) return e.value;
  }
  return null;
}

export async function makeOffer(site: Site, plotNo: string): Promise<WaitlistEntry | null> {
  const next = await nextInLine(site);
  if (!next) return null;
  const plot = await kv.get<Plot>(plotKey(site, plotNo));
  if (!plot.value || plot.value.status !== "vacant") throw new Error(`plot ${plotNo} is not vacant`);
  const offeredAt = new Date();
  const expiresAt = new Date(offeredAt.getTime() + OFFER_DAYS * 86_400_000);
  const entry = { ...next, offer: { plot: plotNo, offeredAt: offeredAt.toISOString(), expiresAt: expiresAt.toISOString() } };
  const res = await kv.atomic()
    .check(plot)
    .set(entryKey(site, next.id), entry)
    .set(plotKey(site, plotNo), { ...plot.value, status: "offered" })
    .commit();
  if (!res.ok) throw new Error("plot changed while offering, try again");
  const a = (await kv.get<Applicant>(["applicants", next.applicantId])).value;
  if (a?.email) await sendMail(offerEmail(a, site, plotNo, expiresAt));
  return entry;
}

/** Accepting an offer lets the plot and removes the entry, in one atomic write (house rule). */
export async function acceptOffer(site: Site, entryId: string, memberId: string): Promise<void> {
  const entry = await kv.get<WaitlistEntry>(entryKey(site, entryId));
  if (!entry.value?.offer) throw new Error("no open offer");
  const plot = await kv.get<Plot>(plotKey(site, entry.value.offer.plot));
  if (!plot.value) throw new Error("plot vanished");
  const res = await kv.atomic()
    .check(entry)
    .check(plot)
    .set(plotKey(site, plot.value.number), { ...plot.value, status: "let", holderId: memberId })
    .delete(entryKey(site, entryId))
    .delete(["applicant_sites", entry.value.applicantId, site])
    .commit();
  if (!res.ok) throw new Error("offer or plot changed, try again");
}
"""

SMTP_MAIL_TS = """// Outgoing mail through the association's Gmail account (app password), via denomailer.
import { SMTPClient } from "https://deno.land/x/denomailer@1.6.0/mod.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const client = new SMTPClient({
  connection: {
    hostname: "smtp.gmail.com",
    port: 465,
    tls: true,
    auth: {
      username: "gardens.norwick@gmail.com",
      password: Deno.env.get("SMTP_PASSWORD")!,
    },
  },
});

export async function sendMail(m: Mail): Promise<void> {
  await client.send({
    from: "Norwick Community Gardens <gardens.norwick@gmail.com>",
    to: m.to,
    subject: m.subject,
    content: m.text,
  });
}
"""

RESEND_MAIL_TS = """// Outgoing mail through Resend's HTTP API (no SMTP): plain text only, as Gwen wants.
export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

const FROM = "Norwick Community Gardens <noreply@mail.norwickgardens.org.uk>";
const REPLY_TO = "committee@norwickgardens.org.uk";

export class MailError extends Error {}

export async function sendMail(m: Mail): Promise<string> {
  const res = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: {
      "Authorization": `Bearer ${Deno.env.get("RESEND_API_KEY")}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      from: FROM,
      to: [m.to],
      subject: m.subject,
      text: m.text,
      reply_to: m.replyTo ?? REPLY_TO,
    }),
  });
  const body = await res.json();
  if (!res.ok) throw new MailError(`resend ${res.status}: ${body.message}`);
  return body.id as string;
}

/** Resend allows 2 requests a second on our plan: batches go out with a pause. */
export async function sendMany(mails: Mail[], perSecond = 2): Promise<number> {
  let sent = 0;
  for (const m of mails) {
    await sendMail(m);
    sent++;
    if (sent % perSecond === 0) await new Promise((r) => setTimeout(r, 1000));
  }
  return sent;
}
"""

FEES_TS = """// Yearly plot fees, agreed by the committee for the 2029 season (1 April 2029 - 31 March 2030).
// Always integers in pence (house rule): never floats, never formatted strings until display.
import type { Plot } from "./plots.ts";

export const FULL_PLOT_PENCE = 4800; // £48
export const HALF_PLOT_PENCE = 2600; // £26
export const CONCESSION_PERCENT = 50; // pension credit, universal credit, full-time students

export type Concession = "none" | "pension-credit" | "universal-credit" | "student";

export function feeFor(plot: Pick<Plot, "half">, concession: Concession = "none"): number {
  const base = plot.half ? HALF_PLOT_PENCE : FULL_PLOT_PENCE;
  return concession === "none" ? base : Math.round(base * (100 - CONCESSION_PERCENT) / 100);
}

export function formatPence(p: number): string {
  return `£${Math.floor(p / 100)}.${String(p % 100).padStart(2, "0")}`;
}

export const SEASON = { start: "2029-04-01", end: "2030-03-31", renewBy: "2029-01-31" };
"""

CHECKOUT_SUB_TS = """// POST /api/checkout: starts Stripe Checkout for the signed-in member's plot fee.
import { Handlers } from "$fresh/server.ts";
import Stripe from "npm:stripe@17.4.0";
import { getSession } from "../../lib/auth.ts";
import { getPlot } from "../../lib/plots.ts";
import { getCookies } from "@std/http/cookie";

const stripe = new Stripe(Deno.env.get("STRIPE_SECRET_KEY")!, {
  apiVersion: "2024-11-20.acacia",
  httpClient: Stripe.createFetchHttpClient(),
});

// yearly recurring prices created in the Stripe dashboard (test mode)
const PRICES = {
  full: "price_1QJ7aTDs3nLq2a9RfB2u0kQe",
  half: "price_1QJ7bJDs3nLq2a9RwXc81nHs",
  fullConcession: "price_1QJ7cADs3nLq2a9Rq0Ue5mVb",
  halfConcession: "price_1QJ7cwDs3nLq2a9RkT4n2pAo",
};

export const handler: Handlers = {
  async POST(req) {
    const session = await getSession(getCookies(req.headers).allotly_session);
    if (!session) return new Response("sign in first", { status: 401 });
    const form = await req.formData();
    const plot = await getPlot(form.get("site") as never, form.get("plot") as string);
    if (!plot || plot.holderId !== session.memberId) return new Response("not your plot", { status: 403 });
    const concession = form.get("concession") === "yes";
    const price = plot.half
      ? (concession ? PRICES.halfConcession : PRICES.half)
      : (concession ? PRICES.fullConcession : PRICES.full);
    const checkout = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price, quantity: 1 }],
      customer_email: session.email,
      metadata: { site: plot.site, plot: plot.number, memberId: session.memberId },
      success_url: `${Deno.env.get("BASE_URL")}/me?paid=1`,
      cancel_url: `${Deno.env.get("BASE_URL")}/me`,
    });
    return Response.redirect(checkout.url!, 303);
  },
};
"""

WEBHOOK_TS = """// POST /api/stripe-webhook: Stripe tells us a Checkout session was paid.
import { Handlers } from "$fresh/server.ts";
import Stripe from "npm:stripe@17.4.0";
import { getPlot, putPlot } from "../../lib/plots.ts";

const stripe = new Stripe(Deno.env.get("STRIPE_SECRET_KEY")!, {
  apiVersion: "2024-11-20.acacia",
  httpClient: Stripe.createFetchHttpClient(),
});
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export const handler: Handlers = {
  async POST(req) {
    const signature = req.headers.get("stripe-signature");
    if (!signature) return new Response("missing signature", { status: 400 });
    const body = JSON.stringify(await req.json());
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        body,
        signature,
        Deno.env.get("STRIPE_WEBHOOK_SECRET")!,
        undefined,
        cryptoProvider,
      );
    } catch (err) {
      console.error(`stripe webhook: ${(err as Error).message}`);
      return new Response((err as Error).message, { status: 400 });
    }
    if (event.type === "checkout.session.completed") {
      const s = event.data.object as Stripe.Checkout.Session;
      const { site, plot } = s.metadata ?? {};
      const p = await getPlot(site as never, plot!);
      if (p) await putPlot({ ...p, notes: `subscription ${s.subscription}` });
    }
    return new Response(null, { status: 200 });
  },
};
"""

PLOTMAP_TSX = """// The site map: plots coloured by status, taps and compost bays drawn on top. An island because
// it pans, zooms and shows the plot card on tap; everything else on the page is server-rendered.
import { useSignal } from "@preact/signals";

export interface PlotShape {
  number: string;
  status: "let" | "vacant" | "offered" | "unworkable";
  path: string; // SVG path in the site's coordinate system (metres)
  sizeM2: number;
}

export interface Feature {
  kind: "tap" | "compost" | "shed" | "gate";
  x: number;
  y: number;
  label?: string;
}

const FILL = { let: "#c9d8c5", vacant: "#2f6b3a", offered: "#d9a441", unworkable: "#bbbbbb" };
const ICON = { tap: "💧", compost: "♻", shed: "⌂", gate: "⇥" };

export default function PlotMap(
  { site, plots, features, width, height }: {
    site: string;
    plots: PlotShape[];
    features: Feature[];
    width: number;
    height: number;
  },
) {
  const selected = useSignal<PlotShape | null>(null);
  const scale = useSignal(1);
  return (
    <div class="plot-map">
      <div class="zoom">
        <button type="button" onClick={() => scale.value = Math.min(4, scale.value * 1.5)}>+</button>
        <button type="button" onClick={() => scale.value = Math.max(1, scale.value / 1.5)}>-</button>
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        style={{ transform: `scale(${scale.value})` }}
        role="img"
        aria-label={`Plot map of ${site}`}
      >
        <image href={`/maps/${site}.svg`} width={width} height={height} />
        {plots.map((p) => (
          <path
            key={p.number}
            d={p.path}
            fill={FILL[p.status]}
            stroke="#1d1d1b"
            stroke-width="0.2"
            onClick={() => selected.value = p}
          />
        ))}
        {features.map((f) => (
          <text x={f.x} y={f.y} font-size="3" aria-label={f.label ?? f.kind}>{ICON[f.kind]}</text>
        ))}
      </svg>
      {selected.value && (
        <aside class="plot-card">
          <h3>Plot {selected.value.number}</h3>
          <p>{selected.value.sizeM2} m², {selected.value.status}</p>
        </aside>
      )}
    </div>
  );
}
"""

PLAYWRIGHT_CONFIG = """import { defineConfig, devices } from "@playwright/test";

// E2E against a local server with a throwaway KV and Stripe test mode.
// Ollie (Quarry Hill) uses an old Android phone: every test also runs on a Pixel 5 profile.
export default defineConfig({
  testDir: "./tests/e2e",
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["github"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: "http://localhost:8010",
    trace: "on-first-retry",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
    { name: "pixel5", use: { ...devices["Pixel 5"] } },
  ],
  webServer: {
    command: "deno run -A --unstable-kv main.ts",
    url: "http://localhost:8010/health",
    reuseExistingServer: !process.env.CI,
    env: { KV_PATH: ":memory:", ALLOTLY_TEST_CODES: "1", BASE_URL: "http://localhost:8010" },
  },
});
"""

DEPLOY_YML = """name: test and deploy

on:
  push:
    branches: [main]
  pull_request:
    branches: [main]

jobs:
  test-and-deploy:
    runs-on: ubuntu-latest
    permissions:
      id-token: write # OIDC login to Deno Deploy, no access token in secrets
      contents: read
    steps:
      - uses: actions/checkout@v4

      - uses: denoland/setup-deno@v2
        with:
          deno-version: v2.1.x

      - name: fmt and lint
        run: deno fmt --check && deno lint

      - name: unit tests
        run: deno test -A --unstable-kv

      - name: build islands ahead of time
        run: deno task build

      - name: e2e
        run: npx playwright@1.49.1 test
        env:
          STRIPE_SECRET_KEY: ${{ secrets.STRIPE_TEST_SECRET_KEY }}

      - name: deploy to Deno Deploy
        if: github.event_name == 'push' && github.ref == 'refs/heads/main'
        uses: denoland/deployctl@v1
        with:
          project: allotly
          entrypoint: main.ts
          exclude: tests/,.data/
"""

FRESH_GEN_TS = """// DO NOT EDIT. This file is generated by Fresh.
// This file SHOULD be checked into source version control.
// This file is automatically updated during development when running `dev.ts`.

import * as $_404 from "./routes/_404.tsx";
import * as $_app from "./routes/_app.tsx";
import * as $_middleware from "./routes/_middleware.ts";
import * as $admin_middleware from "./routes/admin/_middleware.ts";
import * as $admin_index from "./routes/admin/index.tsx";
import * as $admin_offers from "./routes/admin/offers.tsx";
import * as $admin_renewals from "./routes/admin/renewals.tsx";
import * as $admin_waitlist_site_ from "./routes/admin/waitlist/[site].tsx";
import * as $api_checkout from "./routes/api/checkout.ts";
import * as $api_stripe_webhook from "./routes/api/stripe-webhook.ts";
import * as $api_webhooks_stripe from "./routes/api/webhooks/stripe.ts";
import * as $auth_code from "./routes/auth/code.ts";
import * as $auth_logout from "./routes/auth/logout.ts";
import * as $health from "./routes/health.ts";
import * as $index from "./routes/index.tsx";
import * as $join from "./routes/join.tsx";
import * as $login from "./routes/login.tsx";
import * as $me from "./routes/me.tsx";
import * as $sites_site_ from "./routes/sites/[site].tsx";
import * as $CodeForm from "./islands/CodeForm.tsx";
import * as $JoinForm from "./islands/JoinForm.tsx";
import * as $LoginForm from "./islands/LoginForm.tsx";
import * as $PlotMap from "./islands/PlotMap.tsx";
import { type Manifest } from "$fresh/server.ts";

const manifest = {
  routes: {
    "./routes/_404.tsx": $_404,
    "./routes/_app.tsx": $_app,
    "./routes/_middleware.ts": $_middleware,
    "./routes/admin/_middleware.ts": $admin_middleware,
    "./routes/admin/index.tsx": $admin_index,
    "./routes/admin/offers.tsx": $admin_offers,
    "./routes/admin/renewals.tsx": $admin_renewals,
    "./routes/admin/waitlist/[site].tsx": $admin_waitlist_site_,
    "./routes/api/checkout.ts": $api_checkout,
    "./routes/api/stripe-webhook.ts": $api_stripe_webhook,
    "./routes/api/webhooks/stripe.ts": $api_webhooks_stripe,
    "./routes/auth/code.ts": $auth_code,
    "./routes/auth/logout.ts": $auth_logout,
    "./routes/health.ts": $health,
    "./routes/index.tsx": $index,
    "./routes/join.tsx": $join,
    "./routes/login.tsx": $login,
    "./routes/me.tsx": $me,
    "./routes/sites/[site].tsx": $sites_site_,
  },
  islands: {
    "./islands/CodeForm.tsx": $CodeForm,
    "./islands/JoinForm.tsx": $JoinForm,
    "./islands/LoginForm.tsx": $LoginForm,
    "./islands/PlotMap.tsx": $PlotMap,
  },
  baseUrl: import.meta.url,
} satisfies Manifest;

export default manifest;
"""
