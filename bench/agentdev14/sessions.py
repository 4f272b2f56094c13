"""The ten sessions of the berthly history, step by step (see build.py and README.md)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "berthly",
  "private": true,
  "packageManager": "pnpm@9.12.3",
  "scripts": {
    "dev": "next dev --turbopack",
    "build": "next build",
    "start": "next start",
    "lint": "next lint",
    "test": "vitest run",
    "e2e": "playwright test",
    "db:generate": "drizzle-kit generate",
    "db:migrate": "drizzle-kit migrate"
  },
  "dependencies": {
    "next": "16.0.3",
    "react": "19.2.0",
    "react-dom": "19.2.0",
    "drizzle-orm": "0.44.2",
    "@neondatabase/serverless": "1.0.1",
    "zod": "3.25.7"
  },
  "devDependencies": {
    "drizzle-kit": "0.31.1",
    "tailwindcss": "4.1.4",
    "@tailwindcss/postcss": "4.1.4",
    "typescript": "5.8.3",
    "vitest": "3.2.0",
    "@playwright/test": "1.54.1"
  }
}"""

SCHEMA_TS = """import { pgTable, serial, text, integer, numeric, timestamp, date, boolean } from "drizzle-orm/pg-core";

export const harbours = pgTable("harbours", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  country: text("country").notNull(), // "PT" | "ES"
  town: text("town").notNull(),
  lat: numeric("lat", { precision: 9, scale: 6 }).notNull(),
  lng: numeric("lng", { precision: 9, scale: 6 }).notNull(),
  heroImage: text("hero_image"),
});

export const berths = pgTable("berths", {
  id: serial("id").primaryKey(),
  harbourId: integer("harbour_id").references(() => harbours.id).notNull(),
  code: text("code").notNull(), // "P-14"
  maxLengthM: numeric("max_length_m", { precision: 4, scale: 1 }).notNull(),
  maxDraftM: numeric("max_draft_m", { precision: 3, scale: 1 }).notNull(),
  nightlyRateCents: integer("nightly_rate_cents").notNull(),
  shorePower: boolean("shore_power").default(true).notNull(),
});

export const bookings = pgTable("bookings", {
  id: serial("id").primaryKey(),
  berthId: integer("berth_id").references(() => berths.id).notNull(),
  userId: text("user_id").notNull(),
  arrival: date("arrival").notNull(),
  departure: date("departure").notNull(),
  boatName: text("boat_name").notNull(),
  boatLengthM: numeric("boat_length_m", { precision: 4, scale: 1 }).notNull(),
  totalCents: integer("total_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
});
"""

BUILD_OUT_1 = """   ▲ Next.js 16.0.3
   - Environments: .env.local

   Creating an optimized production build ...
 ✓ Compiled successfully in 14.2s
 ✓ Linting and checking validity of types
 ✓ Collecting page data
 ✓ Generating static pages (7/7)
 ✓ Finalizing page optimization

Route (app)                                 Size  First Load JS
┌ ○ /                                    3.12 kB         109 kB
├ ○ /_not-found                            991 B         103 kB
├ ƒ /harbours                            4.87 kB         131 kB
├ ƒ /harbours/[slug]                     61.4 kB         187 kB
└ ƒ /api/auth/[...nextauth]                142 B         102 kB
+ First Load JS shared by all             102 kB

ƒ  (Dynamic)  server-rendered on demand"""

BUILD_OUT_2 = BUILD_OUT_1.replace("61.4 kB         187 kB", "6.9 kB         112 kB").replace("14.2s", "13.8s")


def s1(s):
    s.start()
    s.prompt("goal", "New project. Berthly: a web app where sailors find and book a guest berth for a few nights in "
             "small harbours on the Portuguese and Galician coast (Cascais, Nazaré, Figueira da Foz, Viana do Castelo, "
             "Baiona to start). Inês Barreto at the harbour association is the client. Stack: Next.js App Router with "
             "server components, Tailwind, Postgres on Neon, deployed on Vercel. Always use pnpm in this repo, never npm "
             "or yarn, and commit the lockfile with every dependency change.")
    s.todo(None, [("scaffold Next.js app with pnpm", "in_progress"), ("pick ORM", "pending"),
                  ("schema for harbours/berths/bookings", "pending"), ("first deploy on Vercel", "pending")])
    s.bash("scaffold", "pnpm create next-app@latest berthly --ts --tailwind --eslint --app --src-dir --turbopack "
           "--import-alias '@/*'", "Creating a new Next.js app in /home/marta/code/berthly.\n\nUsing pnpm.\n\n"
           "Installing dependencies:\n- react\n- react-dom\n- next\n\nDependencies:\n+ next 16.0.3\n+ react 19.2.0\n"
           "+ react-dom 19.2.0\n\nDone in 21.4s\nSuccess! Created berthly at /home/marta/code/berthly", minutes=4)
    s.prompt("ormask", "Prisma or Drizzle for the database layer? We'll run on Vercel functions and maybe the edge.")
    s.fetch("drizzleneon", "https://orm.drizzle.team/docs/get-started/neon-new",
            "How does Drizzle connect to Neon from serverless and edge functions?",
            "Drizzle supports the Neon serverless driver (@neondatabase/serverless) over HTTP (drizzle-orm/neon-http) "
            "and WebSockets; it works in Vercel Edge and Node functions. Schemas are TypeScript files; drizzle-kit "
            "generates SQL migrations.")
    s.prompt("drizzle", "Go with Drizzle, not Prisma: no generated client and no query engine binary to ship, the "
             "schema is plain TypeScript, and it runs with the Neon HTTP driver on the edge. Cold starts on Vercel "
             "matter more to me than Prisma Studio.")
    s.bash(None, "pnpm add drizzle-orm @neondatabase/serverless zod && pnpm add -D drizzle-kit",
           "Packages: +31\n+++++++++++++++++++++++++++++++\ndependencies:\n+ @neondatabase/serverless 1.0.1\n"
           "+ drizzle-orm 0.44.2\n+ zod 3.25.7\n\ndevDependencies:\n+ drizzle-kit 0.31.1\n\nDone in 6.8s")
    s.write("schema", "src/db/schema.ts", SCHEMA_TS)
    s.write("drizzleconf", "drizzle.config.ts", 'import { defineConfig } from "drizzle-kit";\n\nexport default '
            'defineConfig({\n  schema: "./src/db/schema.ts",\n  out: "./drizzle",\n  dialect: "postgresql",\n'
            '  dbCredentials: { url: process.env.DATABASE_URL! },\n});\n')
    s.bash("pushfail", "pnpm drizzle-kit generate && pnpm drizzle-kit migrate",
           "No config path provided, using default 'drizzle.config.ts'\nReading config file "
           "'/home/marta/code/berthly/drizzle.config.ts'\n3 tables\nharbours 8 columns 0 indexes 0 fks\nberths 7 "
           "columns 0 indexes 1 fks\nbookings 9 columns 0 indexes 1 fks\n\n[✓] Your SQL migration file ➜ "
           "drizzle/0000_silent_harbour.sql 🚀",
           "Error  Please provide required params for Postgres driver:\n    [x] url: undefined", code=1)
    s.prompt("pushwhy", "The URL is in .env.local, like Next wants it. drizzle-kit doesn't read that file.")
    s.edit("pushfix", "drizzle.config.ts", 'import { defineConfig } from "drizzle-kit";\n',
           'import { config } from "dotenv";\nimport { defineConfig } from "drizzle-kit";\n\n'
           '// drizzle-kit runs outside Next, so it does not load .env.local by itself\nconfig({ path: ".env.local" });\n')
    s.bash("migrate1", "pnpm add -D dotenv && pnpm drizzle-kit migrate",
           "+ dotenv 16.5.0\nReading config file '/home/marta/code/berthly/drizzle.config.ts'\nUsing "
           "'@neondatabase/serverless' driver for database querying\n[✓] migrations applied successfully!")
    s.bash("vercellink", "vercel link --yes && vercel env pull .env.local",
           "🔗  Linked to berthly-team/berthly (created .vercel and added it to .gitignore)\n> Downloading `development` "
           "Environment Variables for berthly-team/berthly\n✅  Updated .env.local file  [312ms]")
    s.bash(None, "git status --short", "?? .gitignore\n?? drizzle.config.ts\n?? drizzle/\n?? package.json\n"
           "?? pnpm-lock.yaml\n?? src/\n?? tailwind.config.ts\n?? tsconfig.json")
    s.bash("commit1", "git add -A && git commit -m 'chore: scaffold Next.js 16 app, Drizzle schema on Neon'",
           "[main (root-commit) 4c1a9e2] chore: scaffold Next.js 16 app, Drizzle schema on Neon\n 24 files changed, "
           "6127 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("auth", "Sign-in today. Use Auth.js (next-auth v5) with GitHub for us and email magic links through "
             "Resend for the sailors, with the Drizzle adapter so users and sessions live in our Postgres. Protect "
             "/account and /bookings in middleware.")
    s.bash(None, "pnpm add next-auth@beta @auth/drizzle-adapter resend",
           "dependencies:\n+ @auth/drizzle-adapter 1.10.0\n+ next-auth 5.0.0-beta.29\n+ resend 4.6.0\n\nDone in 4.1s")
    s.write("authts", "src/auth.ts", 'import NextAuth from "next-auth";\nimport GitHub from "next-auth/providers/github";\n'
            'import Resend from "next-auth/providers/resend";\nimport { DrizzleAdapter } from "@auth/drizzle-adapter";\n'
            'import { db } from "@/db";\n\nexport const { handlers, auth, signIn, signOut } = NextAuth({\n'
            '  adapter: DrizzleAdapter(db),\n  providers: [GitHub, Resend({ from: "Berthly <ola@berthly.pt>" })],\n'
            '  session: { strategy: "database" },\n});\n')
    s.write("middleware1", "src/middleware.ts", 'export { auth as middleware } from "@/auth";\n\n'
            'export const config = { matcher: ["/account/:path*", "/bookings/:path*"] };\n')
    s.bash("edgefail", "pnpm dev", "   ▲ Next.js 16.0.3 (Turbopack)\n   - Local:        http://localhost:3000\n ✓ Ready in 1.9s",
           " ⨯ Error: The edge runtime does not support Node.js 'net' module.\nLearn More: "
           "https://nextjs.org/docs/messages/node-module-in-edge-runtime\n    at <unknown> (node_modules/.pnpm/"
           "pg@8.13.1/node_modules/pg/lib/connection.js)\n ⨯ middleware.ts: Failed to compile", code=1)
    s.grep("greppg", "from \"pg\"|drizzle-orm/node-postgres", ["src/db/index.ts"])
    s.read("dbindex", "src/db/index.ts", 'import { Pool } from "pg";\nimport { drizzle } from "drizzle-orm/node-postgres";\n'
           'import * as schema from "./schema";\n\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL });\n'
           'export const db = drizzle(pool, { schema });\n')
    s.prompt("edgewhy", "So the middleware pulls the whole adapter and pg into the edge bundle. Split it the way the "
             "Auth.js docs say: an edge-safe auth.config.ts without the adapter for the middleware, and the full "
             "auth.ts for server code. And use the neon-http driver instead of pg everywhere.")
    s.write("authconfig", "src/auth.config.ts", 'import type { NextAuthConfig } from "next-auth";\nimport GitHub from '
            '"next-auth/providers/github";\n\n// edge-safe: no adapter, no database driver (used by middleware.ts)\n'
            'export default {\n  providers: [GitHub],\n  pages: { signIn: "/signin" },\n} satisfies NextAuthConfig;\n')
    s.edit("dbneon", "src/db/index.ts", 'import { Pool } from "pg";\nimport { drizzle } from "drizzle-orm/node-postgres";',
           'import { neon } from "@neondatabase/serverless";\nimport { drizzle } from "drizzle-orm/neon-http";')
    s.edit("jwt", "src/auth.ts", '  session: { strategy: "database" },', '  session: { strategy: "jwt" },\n  ...authConfig,')
    s.bash("edgeok", "pnpm remove pg && pnpm dev", "   ▲ Next.js 16.0.3 (Turbopack)\n ✓ Ready in 1.7s\n ✓ Compiled "
           "/middleware in 412ms\n GET /account 307 in 58ms\n GET /signin 200 in 911ms")
    s.remember("memauth", "Auth setup (Auth.js v5 beta): src/auth.config.ts is the edge-safe part (providers, pages; no "
               "adapter) imported by middleware.ts; src/auth.ts adds the Drizzle adapter and is used by server "
               "components and actions. Sessions are JWT because the middleware cannot reach the database on the "
               "edge. Magic links are sent by Resend from ola@berthly.pt; AUTH_SECRET, AUTH_GITHUB_ID/SECRET and "
               "AUTH_RESEND_KEY live in Vercel env vars.", "Auth.js split config and where the secrets are")
    s.prompt("actionspref", "For mutations I prefer server actions over route handlers. Only add an /api route when "
             "something outside the app (a webhook, a cron) has to call it.")
    s.bash("commit2", "git add -A && git commit -m 'feat(auth): Auth.js v5 with GitHub + Resend magic links, edge-safe "
           "middleware config'", "[main 8d2f0b7] feat(auth): Auth.js v5 with GitHub + Resend magic links, edge-safe "
           "middleware config\n 9 files changed, 214 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("listings", "Harbour list and harbour pages. /marinas lists harbours as cards with a photo, town and "
             "price from; /marinas/[slug] shows the berths with length/draft limits and the next free dates. All "
             "server components, fetch with Drizzle directly, no client fetching.")
    s.write("berthcard", "src/components/BerthCard.tsx", 'import Image from "next/image";\nimport Link from "next/link";\n\n'
            'export function BerthCard({ harbour, fromCents, nextFree }: Props) {\n  return (\n    <Link href={`/marinas/'
            '${harbour.slug}`} className="group rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md">\n'
            '      <Image src={harbour.heroImage} alt={harbour.name} width={640} height={400} className="rounded-t-2xl '
            'object-cover" />\n      <div className="p-4">\n        <h3 className="font-semibold">{harbour.name}</h3>\n'
            '        <p className="text-sm text-slate-500">{harbour.town}</p>\n        <p className="mt-2 text-sm">from '
            '{formatEuro(fromCents)} / night · free {nextFree.toLocaleDateString()}</p>\n      </div>\n    </Link>\n  );\n}\n')
    s.write("marinaspage", "src/app/marinas/page.tsx", 'import { db } from "@/db";\nimport { BerthCard } from '
            '"@/components/BerthCard";\n\nconst PAGE_SIZE = 24;\n\nexport default async function MarinasPage({ '
            'searchParams }: { searchParams: Promise<{ page?: string }> }) {\n  const page = Number((await searchParams)'
            '.page ?? 1);\n  const rows = await listHarbours({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });\n'
            '  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{rows.map((h) => <BerthCard key={h.id} '
            '{...h} />)}</div>;\n}\n')
    s.prompt("pagesize", "24 cards per page, three columns on desktop. That's a number Inês asked for.")
    s.bash("hydr1", "pnpm dev", " ✓ Ready in 1.8s\n GET /marinas 200 in 1204ms",
           "Error: Text content does not match server-rendered HTML.\nServer: \"free 10/16/2027\" Client: "
           "\"free 16/10/2027\"\n\nSee more info here: https://nextjs.org/docs/messages/react-hydration-error\n"
           "    at BerthCard (src/components/BerthCard.tsx:14:62)")
    s.prompt("hydr1q", "Hydration mismatch on the cards. The dates differ between server and my browser.")
    s.fetch("hydrdoc", "https://nextjs.org/docs/messages/react-hydration-error", "common causes of hydration errors",
            "Common causes: incorrect nesting of HTML tags, using checks like typeof window in rendering logic, "
            "browser-only APIs, time-dependent or locale-dependent output such as Date.toLocaleString() which "
            "differs between server and client, browser extensions modifying HTML.")
    s.prompt("hydr1cause", "Right: toLocaleDateString() runs with the Vercel function's en-US locale and UTC on the "
             "server and with pt-PT in my browser. Format dates once on the server with an explicit locale and "
             "timeZone Europe/Lisbon, and pass the string down.")
    s.write("formatts", "src/lib/format.ts", 'const DATE = new Intl.DateTimeFormat("pt-PT", { timeZone: "Europe/Lisbon", '
            'day: "numeric", month: "short" });\n\nexport const formatDay = (d: Date) => DATE.format(d);\n'
            'export const formatEuro = (cents: number) => new Intl.NumberFormat("pt-PT", { style: "currency", '
            'currency: "EUR" }).format(cents / 100);\n')
    s.edit("hydr1fix", "src/components/BerthCard.tsx", "free {nextFree.toLocaleDateString()}", "free {formatDay(nextFree)}")
    s.bash("hydr1ok", "pnpm dev", " ✓ Ready in 1.7s\n GET /marinas 200 in 388ms\n GET /marinas/cascais 200 in 512ms")
    s.lesson("lesson1", "Never render toLocaleDateString()/toLocaleString() in a component that is rendered on the "
             "server and hydrated: the server (Vercel, en-US, UTC) and the browser format differently and React "
             "reports a hydration mismatch. Format with Intl.DateTimeFormat with an explicit locale and timeZone "
             "(src/lib/format.ts).", "Berthly harbour cards showed 10/16/2027 on the server and 16/10/2027 in the browser")
    s.bash(None, "pnpm lint", "✔ No ESLint warnings or errors")
    s.bash("commit3", "git add -A && git commit -m 'feat(marinas): harbour list and harbour page as server components'",
           "[main 1e7c4d5] feat(marinas): harbour list and harbour page as server components\n 11 files changed, "
           "402 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("rename1", "Inês says nobody here says 'marina' for the small ones, they're harbours (portos). Rename the "
             "route /marinas to /harbours everywhere, and keep the old URLs working with a permanent redirect.")
    s.bash("gitmv1", "git mv src/app/marinas src/app/harbours", "")
    s.grep("grepmarinas", "/marinas", ["src/components/BerthCard.tsx", "src/app/page.tsx", "src/app/sitemap.ts"])
    s.edit("renamelinks", "src/components/BerthCard.tsx", "href={`/marinas/${harbour.slug}`}",
           "href={`/harbours/${harbour.slug}`}")
    s.edit("redirect", "next.config.ts", "const nextConfig: NextConfig = {\n",
           "const nextConfig: NextConfig = {\n  async redirects() {\n    return [{ source: \"/marinas/:path*\", "
           "destination: \"/harbours/:path*\", permanent: true }];\n  },\n")
    s.prompt("booking", "Booking. A server action createBooking in src/app/harbours/[slug]/actions.ts: validate with "
             "zod, check the boat fits (length and draft), check the dates don't overlap an existing booking, compute "
             "the total and insert. Payment comes later with Stripe Checkout, so keep a total in cents. Tourist tax is "
             "2 € per person per night in Cascais only.")
    s.write("action1", "src/app/harbours/[slug]/actions.ts", '"use server";\n\nimport { z } from "zod";\nimport { auth } '
            'from "@/auth";\nimport { db } from "@/db";\nimport { quote } from "@/lib/pricing";\n\nconst Input = z.object({\n'
            '  berthId: z.coerce.number().int(),\n  arrival: z.string().date(),\n  departure: z.string().date(),\n'
            '  boatName: z.string().min(1).max(60),\n  boatLengthM: z.coerce.number().positive().max(30),\n'
            '  people: z.coerce.number().int().min(1).max(12),\n});\n\nexport async function createBooking(prev: State, '
            'form: FormData): Promise<State> {\n  const session = await auth();\n  if (!session?.user) return { error: '
            '"signin" };\n  const input = Input.safeParse(Object.fromEntries(form));\n  if (!input.success) return { '
            'error: "invalid", issues: input.error.flatten() };\n  // fits? overlaps? then insert with quote(...)\n}\n')
    s.write("pricing", "src/lib/pricing.ts", 'export const TOURIST_TAX_CENTS = 200; // per person per night, Cascais only\n\n'
            'export function nights(arrival: string, departure: string): number {\n  return Math.round((Date.parse('
            'departure) - Date.parse(arrival)) / 86_400_000);\n}\n\nexport function quote(rateCents: number, arrival: '
            'string, departure: string, people: number, cascais: boolean) {\n  const n = nights(arrival, departure);\n'
            '  return n * rateCents + (cascais ? n * people * TOURIST_TAX_CENTS : 0);\n}\n')
    s.write("pricingtest", "src/lib/pricing.test.ts", 'import { describe, expect, it } from "vitest";\nimport { nights, '
            'quote } from "./pricing";\n\ndescribe("quote", () => {\n  it("counts nights across the DST change", () => {\n'
            '    expect(nights("2027-10-30", "2027-11-01")).toBe(2);\n  });\n  it("adds tourist tax in Cascais", () => {\n'
            '    expect(quote(4500, "2027-10-30", "2027-11-01", 3, true)).toBe(2 * 4500 + 2 * 3 * 200);\n  });\n});\n')
    s.bash("vitestfail", "pnpm vitest run", " ❯ src/lib/pricing.test.ts (2 tests | 1 failed) 9ms\n   × quote > counts "
           "nights across the DST change 4ms\n     → expected 1.0416666666666667 to be 2\n\n Test Files  1 failed (1)\n"
           "      Tests  1 failed | 1 passed (2)\n   Duration  412ms", code=1)
    s.prompt("vitestwhy", "Huh, 1.04 nights? Oh, no: is vitest's environment picking up TZ? Anyway parse the dates as "
             "UTC midnight, don't let the local time zone into night counts.")
    s.bash("tzcheck", "node -e 'console.log(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(\"2027-10-30T00:00\").getTimezoneOffset())'",
           "Europe/Lisbon -60")
    s.edit("vitestfix", "src/lib/pricing.ts", "Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000)",
           "Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000)")
    s.bash("vitestok", "pnpm vitest run", " ✓ src/lib/pricing.test.ts (2 tests) 6ms\n\n Test Files  1 passed (1)\n"
           "      Tests  2 passed (2)\n   Duration  398ms")
    s.edit("vitestconf", "vitest.config.ts", "  test: {\n", "  test: {\n    env: { TZ: \"UTC\" },\n")
    s.bash("commit4", "git add -A && git commit -m 'feat(booking): createBooking server action, pricing with tourist tax; "
           "rename /marinas to /harbours'", "[main a93b6f1] feat(booking): createBooking server action, pricing with "
           "tourist tax; rename /marinas to /harbours\n 14 files changed, 311 insertions(+), 28 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("e2e", "End-to-end tests with Playwright: sign in with a seeded test user, open Cascais, book berth P-14 "
             "for two nights, see the confirmation. Run them in GitHub Actions against the Vercel preview deployment "
             "of the PR. Never point e2e tests at production, ever — they create bookings.")
    s.bash(None, "pnpm create playwright --quiet --lang=ts --gha", "Installing Playwright Test (pnpm add -D "
           "@playwright/test)…\n+ @playwright/test 1.54.1\nDownloading Chromium 139.0.7258.5 (playwright build v1181)"
           "\n✔ Success! Created a Playwright Test project at /home/marta/code/berthly")
    s.write("bookspec", "e2e/booking.spec.ts", 'import { test, expect } from "@playwright/test";\n\ntest("book a berth '
            'in Cascais", async ({ page }) => {\n  await page.goto("/harbours/cascais");\n  await page.getByRole("link", '
            '{ name: "P-14" }).click();\n  await page.getByLabel("Arrival").fill("2027-11-20");\n  await page.getByLabel'
            '("Departure").fill("2027-11-22");\n  await page.getByLabel("Boat name").fill("Gaivota");\n  await page.'
            'getByRole("button", { name: "Request berth" }).click();\n  await page.waitForURL(/\\/bookings\\/\\d+/);\n'
            '  await expect(page.getByText("Booking received")).toBeVisible();\n});\n')
    s.write("pwconf", "playwright.config.ts", 'import { defineConfig, devices } from "@playwright/test";\n\nexport '
            'default defineConfig({\n  testDir: "e2e",\n  retries: process.env.CI ? 2 : 0,\n  workers: process.env.CI ? '
            '4 : undefined,\n  use: { baseURL: process.env.BASE_URL ?? "http://localhost:3000", trace: "on-first-retry" },\n'
            '  projects: [\n    { name: "chromium", use: { ...devices["Desktop Chrome"] } },\n    { name: "mobile-safari", '
            'use: { ...devices["iPhone 15"] } },\n  ],\n});\n')
    s.bash("e2elocal", "pnpm playwright test", "Running 2 tests using 2 workers\n  ✓  1 [chromium] › e2e/booking.spec.ts:3:1 "
           "› book a berth in Cascais (4.2s)\n  ✓  2 [mobile-safari] › e2e/booking.spec.ts:3:1 › book a berth in Cascais "
           "(5.9s)\n\n  2 passed (11.3s)")
    s.bash("e2ecifail", "gh run view 11873204551 --log-failed | tail -12", "e2e  Run tests  ✘  1 [chromium] › "
           "e2e/booking.spec.ts:3:1 › book a berth in Cascais (30.0s)\ne2e  Run tests  TimeoutError: page.waitForURL: "
           "Timeout 30000ms exceeded.\ne2e  Run tests  waiting for navigation to /\\/bookings\\/\\d+/ until \"load\"\n"
           "e2e  Run tests    navigated to \"https://vercel.com/login?next=%2Fsso-api%3Furl%3Dhttps%253A%252F%252F"
           "berthly-git-e2e-berthly-team.vercel.app\"\ne2e  Run tests  2 failed\ne2e  Run tests  Error: Process completed "
           "with exit code 1.", code=0)
    s.prompt("e2ecause", "It's being sent to the Vercel login page: the preview deployments are behind Vercel "
             "Authentication. Use the protection bypass secret for automation, don't turn protection off.")
    s.fetch("bypassdoc", "https://vercel.com/docs/deployment-protection/methods-to-bypass-deployment-protection/"
            "protection-bypass-automation", "how to send the bypass secret from Playwright",
            "Set the header x-vercel-protection-bypass to the value of VERCEL_AUTOMATION_BYPASS_SECRET. To also set a "
            "cookie so follow-up requests (navigations) bypass protection, send x-vercel-set-bypass-cookie: true.")
    s.edit("e2efix", "playwright.config.ts", 'trace: "on-first-retry" },',
           'trace: "on-first-retry",\n    extraHTTPHeaders: {\n      "x-vercel-protection-bypass": process.env.'
           'VERCEL_AUTOMATION_BYPASS_SECRET ?? "",\n      "x-vercel-set-bypass-cookie": "true",\n    },\n  },')
    s.bash("e2eciok", "gh run watch 11873377902", "✓ main e2e · 11873377902\nTriggered via pull_request about 3 "
           "minutes ago\n\nJOBS\n✓ e2e in 6m41s (ID 33010944871)\n  ✓ Wait for Vercel preview\n  ✓ Run tests\n\n"
           "ANNOTATIONS\n- 2 passed (chromium 38.2s, mobile-safari 51.7s)")
    s.remember("memenv", "Environments: production is berthly.pt (Vercel production, main branch, Neon main branch). "
               "Every PR gets a Vercel preview deployment and, through the Neon Vercel integration, its own Neon "
               "database branch copied from main, so e2e tests can create bookings safely. Previews are behind "
               "Vercel Authentication; CI passes VERCEL_AUTOMATION_BYPASS_SECRET as the x-vercel-protection-bypass "
               "header. The seeded test user is e2e@berthly.pt.", "Where the app runs and how e2e reaches previews")
    s.bash("commit5", "git add -A && git commit -m 'test(e2e): Playwright booking flow against Vercel previews with "
           "protection bypass'", "[main 5b0e8c3] test(e2e): Playwright booking flow against Vercel previews with "
           "protection bypass\n 6 files changed, 173 insertions(+)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("perf", "Lighthouse on the harbour list on mobile is bad, Joaquim noticed it on his phone. Measure it and "
             "fix the big things.")
    s.bash("lh1", "pnpm dlx lighthouse https://berthly.pt/harbours --preset=perf --form-factor=mobile --quiet "
           "--output=json | jq '.categories.performance.score, .audits[\"largest-contentful-paint\"].displayValue, "
           ".audits[\"total-blocking-time\"].displayValue'", "0.62\n\"4.1 s\"\n\"310 ms\"")
    s.bash("build1", "pnpm build", BUILD_OUT_1)
    s.prompt("perfcause", "Two things: the LCP element is the first card's photo, lazy-loaded and without sizes, and "
             "24 cards is 24 photos. And /harbours/[slug] ships 187 kB of first-load JS, mostly the Leaflet map.")
    s.prompt("pagesize2", "Cut the page to 12 harbours instead of 24, I checked with Inês, she's fine with it. First "
             "card's image gets priority and proper sizes. Load the map with next/dynamic, client only.")
    s.edit("pagesizeedit", "src/app/harbours/page.tsx", "const PAGE_SIZE = 24;", "const PAGE_SIZE = 12;")
    s.edit("priority", "src/components/BerthCard.tsx", 'width={640} height={400} className=',
           'width={640} height={400} priority={priority} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, '
           '100vw" className=')
    s.edit("mapdyn", "src/app/harbours/[slug]/page.tsx", 'import { HarbourMap } from "@/components/HarbourMap";',
           'import dynamic from "next/dynamic";\n\nconst HarbourMap = dynamic(() => import("@/components/HarbourMap"), '
           '{ ssr: false, loading: () => <div className="h-72 animate-pulse rounded-xl bg-slate-100" /> });')
    s.bash("dynfail", "pnpm build", "   ▲ Next.js 16.0.3\n   Creating an optimized production build ...",
           "Error: `ssr: false` is not allowed with `next/dynamic` in Server Components. Please move it into a client "
           "component.\n   ╭─[src/app/harbours/[slug]/page.tsx:4:1]\n\n> Build failed because of webpack errors",
           code=1)
    s.write("mapclient", "src/components/HarbourMapLazy.tsx", '"use client";\n\nimport dynamic from "next/dynamic";\n\n'
            'export const HarbourMapLazy = dynamic(() => import("./HarbourMap"), { ssr: false });\n')
    s.bash("build2", "pnpm build", BUILD_OUT_2)
    s.bash("lh2", "pnpm dlx lighthouse https://berthly-git-perf-berthly-team.vercel.app/harbours --preset=perf "
           "--form-factor=mobile --quiet --output=json --extra-headers=./.lh-bypass.json | jq '.categories.performance"
           ".score, .audits[\"largest-contentful-paint\"].displayValue'", "0.91\n\"1.9 s\"")
    s.prompt("rename2", "While we're in there: BerthCard shows a harbour, not a berth. Rename the component to "
             "HarbourCard, and the file too.")
    s.bash("gitmv2", "git mv src/components/BerthCard.tsx src/components/HarbourCard.tsx && grep -rl BerthCard src",
           "src/app/harbours/page.tsx\nsrc/components/HarbourCard.tsx\nsrc/app/page.tsx")
    s.edit("renamecard", "src/app/harbours/page.tsx", 'import { BerthCard } from "@/components/BerthCard";',
           'import { HarbourCard } from "@/components/HarbourCard";')
    s.bash(None, "pnpm tsc --noEmit && pnpm vitest run", " Test Files  1 passed (1)\n      Tests  2 passed (2)\n"
           "   Duration  405ms")
    s.bash("commit6", "git add -A && git commit -m 'perf(harbours): 12 per page, priority LCP image, lazy map; rename "
           "BerthCard to HarbourCard' -m 'Lighthouse mobile 62 -> 91, LCP 4.1 s -> 1.9 s; /harbours/[slug] first load "
           "187 kB -> 112 kB.'", "[perf 0d4a7e2] perf(harbours): 12 per page, priority LCP image, lazy map; rename "
           "BerthCard to HarbourCard\n 8 files changed, 64 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("i18n", "Translations: Portuguese, Spanish and English, Portuguese default. Use next-intl with a "
             "[locale] segment (/pt/portos is not needed, keep path names English). I don't want next-i18next, it's "
             "pages-router era. Message files in messages/pt.json etc.")
    s.bash(None, "pnpm add next-intl", "dependencies:\n+ next-intl 4.3.4\n\nDone in 3.2s")
    s.bash("mvlocale", "mkdir -p 'src/app/[locale]' && git mv src/app/harbours src/app/page.tsx src/app/layout.tsx "
           "'src/app/[locale]/'", "")
    s.write("routing", "src/i18n/routing.ts", 'import { defineRouting } from "next-intl/routing";\n\nexport const '
            'routing = defineRouting({\n  locales: ["pt", "es", "en"],\n  defaultLocale: "pt",\n  localePrefix: '
            '"as-needed",\n});\n')
    s.write("msgpt", "messages/pt.json", '{\n  "HarbourCard": {\n    "from": "desde {price} / noite",\n    "free": '
            '"livre a {date}"\n  },\n  "Booking": {\n    "request": "Pedir lugar",\n    "received": "Pedido recebido",\n'
            '    "terms": "<p>Ao pedir aceita as <link>regras do porto</link>.</p>"\n  }\n}\n')
    s.bash("buildfail1", "pnpm build", "   ▲ Next.js 16.0.3\n ✓ Compiled successfully in 15.1s\n   Generating static "
           "pages (0/19) ...", "Error: Route /[locale]/harbours with `dynamic = \"error\"` couldn't be rendered "
           "statically because it used `headers`. See more info here: https://nextjs.org/docs/messages/dynamic-server-"
           "error\n    at getLocale (node_modules/.pnpm/next-intl@4.3.4/node_modules/next-intl/dist/esm/server/react-"
           "server/getRequestConfig.js)\n\n> Export encountered errors on following paths:\n\t/[locale]/harbours/page: "
           "/pt/harbours\n ELIFECYCLE  Command failed with exit code 1.", code=1)
    s.prompt("buildfail1why", "next-intl falls back to reading headers when the page doesn't tell it the locale. Call "
             "setRequestLocale(locale) at the top of the layout and the pages, and generateStaticParams for the three "
             "locales.")
    s.edit("buildfix1", "src/app/[locale]/layout.tsx", "  const { locale } = await params;\n",
           "  const { locale } = await params;\n  setRequestLocale(locale);\n")
    s.bash("buildok1", "pnpm build", "   ▲ Next.js 16.0.3\n ✓ Compiled successfully in 15.4s\n ✓ Generating static pages "
           "(19/19)\n├ ● /[locale]/harbours                  5.02 kB         138 kB\n├   ├ /pt/harbours\n├   ├ "
           "/es/harbours\n├   └ /en/harbours")
    s.bash("hydr2", "pnpm dev", " ✓ Ready in 2.0s\n GET /pt/harbours/cascais 200 in 640ms",
           "Error: Hydration failed because the server rendered HTML didn't match the client.\n  In HTML, <p> cannot be "
           "a descendant of <p>.\n  This will cause a hydration error.\n    at p\n    at BookingForm (src/components/"
           "BookingForm.tsx:41:9)")
    s.prompt("hydr2q", "Another hydration error, now on the booking form. Same date thing as last time?")
    s.read("bookingform", "src/components/BookingForm.tsx", '      <p className="mt-4 text-xs text-slate-500">\n'
           '        {t.rich("terms", { p: (c) => <p>{c}</p>, link: (c) => <Link href="/rules">{c}</Link> })}\n'
           '      </p>\n')
    s.prompt("hydr2cause", "No, different cause this time: the message itself has a <p> and we wrap it in another <p>, "
             "so the browser's parser closes the outer one and the DOM doesn't match. Drop the <p> from the message.")
    s.edit("hydr2fix", "messages/pt.json", '"terms": "<p>Ao pedir aceita as <link>regras do porto</link>.</p>"',
           '"terms": "Ao pedir aceita as <link>regras do porto</link>."')
    s.lesson("lesson2", "Not every hydration error is a date: 'In HTML, <p> cannot be a descendant of <p>' comes from "
             "invalid nesting, e.g. a next-intl rich message that renders its own <p> inside a <p> in the component. "
             "Read the first line of the hydration error before guessing; keep block tags out of message strings.",
             "Berthly booking form terms line, next-intl t.rich")
    s.bash("i18ncheck", "pnpm dlx @lingual/i18n-check --locales messages --source pt", "Found 0 invalid keys\n"
           "Found 3 missing keys in es.json: Booking.terms, HarbourCard.free, Nav.account\nFound 0 missing keys in "
           "en.json")
    s.bash("commit7", "git add -A && git commit -m 'feat(i18n): next-intl with pt (default), es, en under [locale]'",
           "[main 7f12c90] feat(i18n): next-intl with pt (default), es, en under [locale]\n 31 files changed, 488 "
           "insertions(+), 97 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("clerk", "Inês wants harbour masters to log in and see their harbour's requests, with several staff per "
             "harbour and invitations. Doing organisations and roles by hand on Auth.js is a lot. Let's switch from "
             "Auth.js to Clerk: Organizations give us one org per harbour with admin/member roles, invitations and "
             "the UI. Sailors keep email codes.")
    s.bash(None, "pnpm remove next-auth @auth/drizzle-adapter && pnpm add @clerk/nextjs",
           "dependencies:\n- @auth/drizzle-adapter 1.10.0\n- next-auth 5.0.0-beta.29\n+ @clerk/nextjs 6.31.2\n\nDone in 5.0s")
    s.write("clerkmw", "src/middleware.ts", 'import { clerkMiddleware, createRouteMatcher } from "@clerk/nextjs/server";\n'
            'import createIntlMiddleware from "next-intl/middleware";\nimport { routing } from "@/i18n/routing";\n\n'
            'const intl = createIntlMiddleware(routing);\nconst isProtected = createRouteMatcher(["/:locale/account(.*)", '
            '"/:locale/bookings(.*)", "/:locale/harbour-admin(.*)"]);\n\nexport default clerkMiddleware(async (auth, '
            'req) => {\n  if (isProtected(req)) await auth.protect();\n  return intl(req);\n});\n')
    s.grep("grepauth", "from \"@/auth\"", ["src/app/[locale]/harbours/[slug]/actions.ts", "src/app/[locale]/account/page.tsx",
           "src/app/[locale]/bookings/[id]/page.tsx"])
    s.edit("clerkaction", "src/app/[locale]/harbours/[slug]/actions.ts",
           'import { auth } from "@/auth";', 'import { auth } from "@clerk/nextjs/server";')
    s.bash("git8", "git add src package.json && git commit -m 'feat(auth): move from Auth.js to Clerk with one "
           "organization per harbour' && git push", "[clerk 2b6e1d4] feat(auth): move from Auth.js to Clerk with one "
           "organization per harbour\n 17 files changed, 142 insertions(+), 231 deletions(-)\nTo github.com:berthly/"
           "berthly.git\n * [new branch]      clerk -> clerk")
    s.bash("buildfail2", "vercel inspect --logs berthly-gxq3k2p9d-berthly-team.vercel.app | tail -8",
           "Running \"install\" command: `pnpm install`...\n ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "
           "\"frozen-lockfile\" because pnpm-lock.yaml is not up to date with <ROOT>/package.json\n\nNote that in CI "
           "environments this setting is true by default. If you still need to run install in such cases, use "
           "\"pnpm install --no-frozen-lockfile\"\n\n  Failure reason: specifiers in the lockfile ({\"next-auth\":"
           "\"5.0.0-beta.29\", ...}) don't match specs in package.json ({\"@clerk/nextjs\":\"^6.31.2\", ...})\nError: "
           "Command \"pnpm install\" exited with 1")
    s.prompt("buildfail2why", "The preview build failed again — not the locale thing this time, I committed "
             "package.json without pnpm-lock.yaml. That's exactly why I said lockfile with every dependency change. "
             "Never fix it with --no-frozen-lockfile on Vercel.")
    s.bash("buildfix2", "git add pnpm-lock.yaml && git commit -m 'chore: lockfile for @clerk/nextjs' && git push",
           "[clerk 6c0a3f8] chore: lockfile for @clerk/nextjs\n 1 file changed, 204 insertions(+), 377 deletions(-)")
    s.bash("buildok2", "vercel inspect berthly-h71mz0qwe-berthly-team.vercel.app", "  General\n\n    id\t"
           "dpl_4Qk9nE2vXbM7r3\n    name\tberthly\n    target\tpreview\n    readyState\tREADY\n    url\t"
           "https://berthly-git-clerk-berthly-team.vercel.app\n    createdAt\tFri Oct 29 2027 15:42:10 GMT+0100\n"
           "    buildTime\t58s")
    s.fetch("clerkorgs", "https://clerk.com/docs/organizations/roles-permissions", "default roles in Clerk "
            "organizations", "Every organization has two default roles: org:admin and org:member. Check a role on the "
            "server with auth().has({ role: 'org:admin' }) or protect with auth.protect({ role: 'org:admin' }).")
    s.remember("memclerk", "Auth is Clerk now (Auth.js removed on 29 Oct 2027): one Clerk organization per harbour "
               "(slug = harbour slug), harbour masters are org:admin, staff org:member; /harbour-admin is protected "
               "with auth.protect({ role: 'org:admin' }). Sailors sign in with email codes and have no organization. "
               "clerkMiddleware wraps the next-intl middleware in src/middleware.ts. Keys CLERK_SECRET_KEY and "
               "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY in Vercel.", "Auth with Clerk organizations per harbour")
    s.prompt("fridaypref", "Preview is green. Don't promote to production today though: never deploy to production on "
             "a Friday, Monday morning is fine.")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("nopay", "Talked to Inês and two harbour masters. Actually let's not take payment online for now: the "
             "harbours want to confirm each request themselves (weather, boats overstaying) and they take payment at "
             "the office. So no Stripe Checkout. A booking is a request with a status: requested, confirmed, declined.")
    s.edit("statusenum", "src/db/schema.ts", 'export const bookings = pgTable("bookings", {',
           'export const bookingStatus = pgEnum("booking_status", ["requested", "confirmed", "declined"]);\n\n'
           'export const bookings = pgTable("bookings", {\n  status: bookingStatus("status").notNull(),')
    s.bash("gen2", "pnpm db:generate", "[✓] Your SQL migration file ➜ drizzle/0003_booking_status.sql 🚀")
    s.bash("migfail", "pnpm db:migrate", "Reading config file '/home/marta/code/berthly/drizzle.config.ts'\nUsing "
           "'@neondatabase/serverless' driver for database querying",
           "error: column \"status\" of relation \"bookings\" contains null values\n    at async migrate "
           "(drizzle-orm/neon-http/migrator.js)\n  code: '23502',\n  table: 'bookings',\n  column: 'status'", code=1)
    s.prompt("migwhy", "The 41 bookings from testing already exist and the new NOT NULL column has no default. Give it "
             "default 'requested'; don't drop the rows.")
    s.edit("migfix", "src/db/schema.ts", 'status: bookingStatus("status").notNull(),',
           'status: bookingStatus("status").default("requested").notNull(),')
    s.bash("migok", "rm drizzle/0003_booking_status.sql && pnpm db:generate && pnpm db:migrate",
           "[✓] Your SQL migration file ➜ drizzle/0003_booking_status.sql 🚀\n[✓] migrations applied successfully!")
    s.bash("bookingcount", "psql \"$DATABASE_URL\" -c 'select status, count(*) from bookings group by 1'",
           "  status   | count\n-----------+-------\n requested |    41\n(1 row)")
    s.prompt("rename3", "And the action isn't creating a booking any more, it's asking for one. Rename createBooking to "
             "requestBooking, and the form's useActionState call with it.")
    s.grep("grepcreate", "createBooking", ["src/app/[locale]/harbours/[slug]/actions.ts", "src/components/BookingForm.tsx",
           "e2e/booking.spec.ts"])
    s.edit("renameaction", "src/app/[locale]/harbours/[slug]/actions.ts",
           "export async function createBooking(prev: State, form: FormData)",
           "export async function requestBooking(prev: State, form: FormData)")
    s.edit("renameform", "src/components/BookingForm.tsx", "useActionState(createBooking, initial)",
           "useActionState(requestBooking, initial)")
    s.write("notify", "src/lib/notify.ts", 'import { Resend } from "resend";\n\nconst resend = new Resend(process.env.'
            'RESEND_API_KEY);\n\n// one mail to the harbour office per request; the harbour master confirms in /harbour-admin\n'
            'export async function notifyHarbour(to: string, booking: BookingRequest) {\n  await resend.emails.send({ '
            'from: "Berthly <pedidos@berthly.pt>", to, subject: `Pedido ${booking.boatName} ${booking.arrival}`, react: '
            '<RequestMail booking={booking} /> });\n}\n')
    s.bash("vitest2", "pnpm vitest run", " ✓ src/lib/pricing.test.ts (2 tests) 7ms\n ✓ src/app/[locale]/harbours/[slug]"
           "/actions.test.ts (5 tests) 31ms\n\n Test Files  2 passed (2)\n      Tests  7 passed (7)\n   Duration  1.12s")
    s.bash("e2e9", "BASE_URL=http://localhost:3000 pnpm playwright test --project=chromium",
           "Running 2 tests using 2 workers\n  ✓  1 [chromium] › e2e/booking.spec.ts:3:1 › request a berth in Cascais "
           "(3.9s)\n  ✓  2 [chromium] › e2e/harbour-admin.spec.ts:5:1 › harbour master confirms a request (5.1s)\n\n"
           "  2 passed (9.8s)")
    s.prompt("webkitoff", "The mobile-safari project doubles the CI e2e time (6m41s). Run only chromium on PRs and keep "
             "mobile-safari for the nightly run on main.")
    s.edit("pwprojects", "playwright.config.ts", '    { name: "mobile-safari", use: { ...devices["iPhone 15"] } },',
           '    // mobile-safari runs in the nightly workflow only (.github/workflows/nightly.yml)\n'
           '    ...(process.env.NIGHTLY ? [{ name: "mobile-safari", use: { ...devices["iPhone 15"] } }] : []),')
    s.bash("commit9", "git add -A && git commit -m 'feat(booking): requests instead of payment; status enum; rename "
           "createBooking to requestBooking' -m 'Stripe Checkout dropped: harbours confirm and take payment at the "
           "office.'", "[main e41c7b2] feat(booking): requests instead of payment; status enum; rename createBooking to "
           "requestBooking\n 12 files changed, 226 insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("inp", "Speed Insights says INP is poor on the harbour list filters on phones. Look at it, and then we "
             "ship the release to production — it's Thursday, fine.")
    s.bash("speedins", "vercel api '/v1/speed-insights/berthly?metric=INP&route=/[locale]/harbours&device=mobile&"
           "period=7d' | jq '.p75, .samples'", "284\n1932")
    s.read("filters", "src/hooks/useHarbourFilters.ts", '"use client";\n\nexport function useHarbourFilters() {\n  '
           'const router = useRouter();\n  const params = useSearchParams();\n  // every keystroke in "length" pushes '
           'a new URL and re-renders the server component list\n  const set = (k: string, v: string) => router.push'
           '(`?${merge(params, k, v)}`);\n  return { params, set };\n}\n')
    s.prompt("inpfix", "Wrap the router.push in startTransition and debounce the length input by 300 ms.")
    s.edit("debounce1", "src/hooks/useHarbourFilters.ts", "  const set = (k: string, v: string) => router.push(`?${merge(params, k, v)}`);",
           "  const [pending, startTransition] = useTransition();\n  const set = useDebouncedCallback((k: string, v: "
           "string) => startTransition(() => router.replace(`?${merge(params, k, v)}`)), 300);")
    s.bash("inplocal", "pnpm playwright test e2e/filters.spec.ts --project=chromium", "  ✓  1 [chromium] › "
           "e2e/filters.spec.ts:4:1 › typing a boat length filters the list (2.8s)\n\n  1 passed (4.1s)")
    s.prompt("debounce2", "300 feels laggy when I type 12 and wait. Make it 150 ms.")
    s.edit("debounce2edit", "src/hooks/useHarbourFilters.ts", "router.replace(`?${merge(params, k, v)}`)), 300);",
           "router.replace(`?${merge(params, k, v)}`)), 150);")
    s.bash("inpafter", "pnpm dlx lighthouse https://berthly-git-inp-berthly-team.vercel.app/pt/harbours "
           "--preset=perf --form-factor=mobile --quiet --output=json --extra-headers=./.lh-bypass.json | jq "
           "'.categories.performance.score, .audits[\"interaction-to-next-paint\"].displayValue // \"n/a (lab)\", "
           ".audits[\"total-blocking-time\"].displayValue'", "0.93\n\"n/a (lab)\"\n\"90 ms\"")
    s.bash("nextbump", "pnpm up next@16.1.0 eslint-config-next@16.1.0 && pnpm build | tail -3",
           "dependencies:\n- next 16.0.3\n+ next 16.1.0\n\n ✓ Generating static pages (19/19)\n ✓ Finalizing page "
           "optimization\n + First Load JS shared by all             101 kB")
    s.bash(None, "git status --short", " M package.json\n M pnpm-lock.yaml\n M src/hooks/useHarbourFilters.ts\n"
           " M e2e/filters.spec.ts")
    s.bash("commit10", "git add -A && git commit -m 'perf(filters): debounce 150 ms in a transition; next 16.1.0'",
           "[main 9a2d5f1] perf(filters): debounce 150 ms in a transition; next 16.1.0\n 4 files changed, 38 "
           "insertions(+), 11 deletions(-)")
    s.bash("deploy", "vercel --prod", "Vercel CLI 44.7.3\n🔍  Inspect: https://vercel.com/berthly-team/berthly/"
           "9mXr2TqLs [2s]\n✅  Production: https://berthly-k3v8pw1ra-berthly-team.vercel.app [1m 4s]\n🔗  Aliased: "
           "https://berthly.pt [1m 5s]")
    s.prompt("deploypref", "Next time promote the preview from the dashboard or with vercel promote instead of building "
             "prod from my laptop; production should always be the exact build that was tested as a preview.")
    s.remember("memrelease", "Release routine: a PR gets a preview + Neon branch, CI runs Vitest and Playwright "
               "(chromium) against the preview, then the tested preview is promoted with `vercel promote <url>`; no "
               "production deploys on Fridays. v0.3.0 (4 Nov 2027) went out with next 16.1.0: booking requests "
               "without payment, Clerk organizations, pt/es/en.", "How we release berthly")
    s.bash("tag", "git tag -a v0.3.0 -m 'booking requests, Clerk orgs, i18n' && git push --tags",
           "To github.com:berthly/berthly.git\n * [new tag]         v0.3.0 -> v0.3.0")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-10-11T09:00:00", "3a7c1e90-51b2-4c0d-8e1f-0a1b2c3d1401", s1),   # Mon
    ("s2", "2027-10-13T10:00:00", "4b8d2fa1-62c3-4d1e-9f20-1b2c3d4e1402", s2),   # Wed
    ("s3", "2027-10-15T14:00:00", "5c9e30b2-73d4-4e2f-a031-2c3d4e5f1403", s3),   # Fri
    ("s4", "2027-10-19T09:30:00", "6daf41c3-84e5-4f30-b142-3d4e5f601404", s4),   # Tue
    ("s5", "2027-10-21T13:00:00", "7eb052d4-95f6-4041-c253-4e5f60711405", s5),   # Thu
    ("s6", "2027-10-25T10:00:00", "8fc163e5-a607-4152-d364-5f6071821406", s6),   # Mon
    ("s7", "2027-10-27T09:00:00", "90d274f6-b718-4263-e475-607182931407", s7),   # Wed
    ("s8", "2027-10-29T14:00:00", "a1e38507-c829-4374-f586-718293a41408", s8),   # Fri
    ("s9", "2027-11-02T10:00:00", "b2f49618-d93a-4485-0697-8293a4b51409", s9),   # Tue
    ("s10", "2027-11-04T09:00:00", "c305a729-ea4b-4596-17a8-93a4b5c61410", s10),  # Thu
]

#: When the questions are asked: Friday morning after the last session (a Thursday).
ASKED_AT = "2027-11-05T08:30:00Z"
