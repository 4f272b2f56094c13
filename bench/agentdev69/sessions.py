"""The eleven sessions of the tripstitch history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad69_files import (APP_TS, COMPOSE_YML, DOCKERFILE, ENV_TS, OPS_MD, PACKAGE_JSON, RENDER_YAML, SCHEMA_TS,
                        SPLIT_TS, SWEEP_V1, SWEEP_V2, WORKER_TASK, WORKER_V1)

ROOT = "/home/maren/code/tripstitch"


def vitest(files, secs="1.84", start="10:42:13", failed=None):
    """A `pnpm test` run: files as (path, tests, ms); failed as (path, test name, message)."""
    rows = "\n".join(f" ✓ {p} ({n} tests) {ms}ms" for p, n, ms in files)
    total = sum(n for _, n, _ in files)
    nfiles = len(files)
    if failed is None:
        return (f"\n> tripstitch@0.1.0 test {ROOT}\n> vitest run\n\n\n RUN  v3.2.4 {ROOT}\n\n{rows}\n\n"
                f" Test Files  {nfiles} passed ({nfiles})\n      Tests  {total} passed ({total})\n"
                f"   Start at  {start}\n   Duration  {secs}s\n")
    fpath, fname, msg = failed
    return (f"\n> tripstitch@0.1.0 test {ROOT}\n> vitest run\n\n\n RUN  v3.2.4 {ROOT}\n\n{rows}\n"
            f" ❯ {fpath} (1 failed)\n   × {fname}\n\n"
            f"⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  {fpath} > {fname}\n{msg}\n\n"
            f" Test Files  1 failed | {nfiles} passed ({nfiles + 1})\n      Tests  1 failed | {total} passed "
            f"({total + 1})\n   Start at  {start}\n   Duration  {secs}s\n")


def s1(s):
    s.start()
    s.prompt("goal", "New repo: tripstitch. Dario Fenwick (my co-founder, does product) wants an API for planning "
             "group trips: a trip with its members, a shared day-by-day itinerary, shared expenses with who owes "
             "whom at the end, and a daily itinerary email to everyone on the trip. Ines Kowalczyk is building the "
             "React Native app against it. Stack: Node 22 + TypeScript, Fastify 5, Drizzle ORM on Postgres 16, Zod "
             "for validation, Vitest, pnpm, Docker. Today just the skeleton: trips and members.")
    s.prompt("rules", "House rules for this repo, please keep them: pnpm only, never npm or yarn (corepack pins "
             "the pnpm version in package.json). TypeScript strict, and no `any` anywhere: unknown input is parsed "
             "with Zod. Every route declares Zod schemas for its params, body and response. Commit messages follow "
             "Conventional Commits (feat:, fix:, refactor:, chore:...).")
    s.bash("pnpminit", "corepack enable && pnpm init && pnpm add fastify@5 fastify-type-provider-zod zod drizzle-orm "
           "postgres pino && pnpm add -D typescript tsx vitest drizzle-kit @types/node eslint typescript-eslint",
           "Wrote to /home/maren/code/tripstitch/package.json\nPackages: +142\n++++++++++++++++++++++++++++++++++++\n"
           "Progress: resolved 142, reused 131, downloaded 11, added 142, done\n\ndependencies:\n+ drizzle-orm 0.44.2\n"
           "+ fastify 5.4.0\n+ fastify-type-provider-zod 5.0.1\n+ pino 9.7.0\n+ postgres 3.4.7\n+ zod 3.25.67\n\n"
           "devDependencies:\n+ @types/node 22.15.30\n+ drizzle-kit 0.31.1\n+ eslint 9.29.0\n+ tsx 4.20.3\n"
           "+ typescript 5.8.3\n+ typescript-eslint 8.34.1\n+ vitest 3.2.4\n\nDone in 6.2s using pnpm v10.6.2")
    s.write("pkg", "package.json", PACKAGE_JSON)
    s.prompt("port", "For the local database use host port 5434: 5432 and 5433 are taken by two other Postgres "
             "containers on this laptop. Redis can stay on 6379.")
    s.write("compose", "compose.yaml", COMPOSE_YML)
    s.write("envts", "src/env.ts", ENV_TS)
    s.write("schema1", "src/db/schema.ts", SCHEMA_TS)
    s.write("app1", "src/app.ts", APP_TS)
    s.bash("schemafail", "docker compose up -d postgres && pnpm tsx src/server.ts",
           "[+] Running 2/2\n ✔ Volume \"tripstitch_pgdata\"       Created\n ✔ Container tripstitch-postgres-1  "
           "Healthy\n/home/maren/code/tripstitch/node_modules/.pnpm/fastify@5.4.0/node_modules/fastify/lib/route.js:"
           "394\n            throw new FST_ERR_SCH_VALIDATION_BUILD(opts.method, opts.url, error.message)\n"
           "                  ^\nFastifyError [Error]: Failed building the validation schema for POST: /v1/trips, "
           "due to error strict mode: unknown keyword: \"_def\"\n    at Boot.<anonymous> (.../fastify/lib/route.js:394:19)\n"
           "  code: 'FST_ERR_SCH_VALIDATION_BUILD',\n  statusCode: 500\n}\n\nNode.js v22.14.0", code=1)
    s.edit("schemafix", "src/app.ts",
           "  const app = Fastify({ logger: { level: env.LOG_LEVEL } }).withTypeProvider<ZodTypeProvider>();\n",
           "  const app = Fastify({ logger: { level: env.LOG_LEVEL } }).withTypeProvider<ZodTypeProvider>();\n"
           "  // Without these two, Fastify hands our Zod objects to Ajv, which rejects them as JSON Schema\n"
           "  // (\"strict mode: unknown keyword: _def\"). Zod validates and serialises every route instead.\n"
           "  app.setValidatorCompiler(validatorCompiler);\n  app.setSerializerCompiler(serializerCompiler);\n")
    s.bash("push1", "pnpm db:push", "\n> tripstitch@0.1.0 db:push /home/maren/code/tripstitch\n> drizzle-kit push\n\n"
           "No config path provided, using default 'drizzle.config.ts'\nReading config file "
           "'/home/maren/code/tripstitch/drizzle.config.ts'\nUsing 'postgres' driver for database querying\n"
           "[✓] Pulling schema from database...\n[✓] Changes applied")
    s.bash("testok1", "pnpm test", vitest([("tests/trips.test.ts", 6, 388)], "1.21", "10:50:12"))
    s.remember("memstack", "tripstitch basics: Node 22 + TypeScript, Fastify 5 with fastify-type-provider-zod "
               "(validatorCompiler + serializerCompiler must be set), Drizzle ORM on Postgres 16, Vitest, pnpm 10 via "
               "corepack. Local dev: compose.yaml with Postgres on host port 5434 (5432/5433 are taken on Maren's "
               "laptop) and Redis on 6379; the API listens on port 3000. Settings only through src/env.ts (Zod).",
               "tripstitch stack and local ports", "fact")
    s.bash("commit1", "git add -A && git commit -m 'feat: fastify skeleton with trips, members and drizzle schema'",
           "[main (root-commit) 3c1e9a7] feat: fastify skeleton with trips, members and drizzle schema\n"
           " 14 files changed, 1877 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("mailplan", "Today the daily itinerary email. Every morning at 07:00 in the trip's own timezone each "
             "member gets that day's activities. The API never sends mail itself: routes enqueue, and a separate "
             "worker process consumes a BullMQ queue on Redis. Send through Amazon SES (we'll be on AWS anyway, "
             "Tobias Hale has the account), region eu-central-1. Jobs get 5 attempts with exponential backoff "
             "starting at 30 seconds.")
    s.bash("bullmqadd", "pnpm add bullmq ioredis @aws-sdk/client-sesv2 luxon && pnpm add -D @types/luxon",
           "Packages: +38\n++++++++++++++++++++++++++++++++++++++\nProgress: resolved 180, reused 158, downloaded 22, "
           "added 38, done\n\ndependencies:\n+ @aws-sdk/client-sesv2 3.830.0\n+ bullmq 5.56.0\n+ ioredis 5.6.1\n"
           "+ luxon 3.6.1\n\ndevDependencies:\n+ @types/luxon 3.6.2\n\nDone in 4.9s using pnpm v10.6.2")
    s.write("queue1", "src/queues/emails.ts",
            "import { Queue } from \"bullmq\";\nimport { Redis } from \"ioredis\";\nimport { env } from \"../env.js\";\n\n"
            "export const EMAIL_QUEUE = \"emails\";\n\nexport interface DigestJob {\n  tripId: string;\n  memberId: "
            "string;\n  /** the trip day the digest covers, YYYY-MM-DD in the trip's timezone */\n  day: string;\n}\n\n"
            "const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });\n\n"
            "export const emailQueue = new Queue<DigestJob>(EMAIL_QUEUE, {\n  connection,\n  defaultJobOptions: {\n"
            "    attempts: 5,\n    backoff: { type: \"exponential\", delay: 30_000 },\n  },\n});\n")
    s.write("worker1", "src/workers/emailWorker.ts", WORKER_V1)
    s.write("sweep1", "src/jobs/digestSweep.ts", SWEEP_V1)
    s.bash("redisfail1", "pnpm tsx src/workers/emailWorker.ts",
           "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
           "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1637:16)\n"
           "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
           "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1637:16)\n"
           "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
           "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1637:16)\n^C", code=130)
    s.bash("composeps", "docker compose ps --format 'table {{.Name}}\\t{{.Status}}\\t{{.Ports}}'",
           "NAME                    STATUS                 PORTS\ntripstitch-postgres-1   Up 2 days (healthy)    "
           "0.0.0.0:5434->5432/tcp")
    s.prompt("rediswhy1", "Redis simply isn't running: on Monday I only started the postgres service "
             "(`docker compose up -d postgres`). Bring everything up, and make `pnpm dev` start all compose "
             "services with --wait first so this can't bite us again. Add a dev:worker and a start:worker script too.")
    s.edit("redisfix1", "package.json",
           "    \"dev\": \"tsx watch src/server.ts\",",
           "    \"dev\": \"docker compose up -d --wait && tsx watch src/server.ts\",\n"
           "    \"dev:worker\": \"tsx watch src/workers/emailWorker.ts\",\n"
           "    \"start:worker\": \"node dist/workers/emailWorker.js\",")
    s.lesson("lesson1", "Locally, '[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379' "
             "from the BullMQ worker meant the Redis container was not running (only postgres had been started). "
             "Check `docker compose ps` first; `pnpm dev` now runs `docker compose up -d --wait`.",
             "tripstitch: first start of the email worker on the laptop")
    s.bash("sesok", "pnpm tsx scripts/send-test-digest.ts --trip 0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10",
           "{\"level\":30,\"name\":\"emailWorker\",\"queue\":\"emails\",\"concurrency\":10,\"msg\":\"worker ready\"}\n"
           "{\"level\":30,\"name\":\"emailWorker\",\"tripId\":\"0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10\",\"memberId\":"
           "\"5d0c21aa-7e3f-4a8e-b1e4-0c9a2f7d6e31\",\"day\":\"2029-04-06\",\"messageId\":\"0107018e1f4b6a2c-"
           "3f0e9d21-7c44-4a5b-9e2d-1a7b5c3e8f90-000000\",\"to\":\"maren@tripstitch.app\",\"msg\":\"digest sent\"}")
    s.prompt("pii", "No email addresses in logs, ever: the logs will end up in CloudWatch and later wherever we "
             "ship them. Log member ids only, and redact `to` in pino.")
    s.edit("redact", "src/workers/emailWorker.ts",
           "const log = pino({ level: env.LOG_LEVEL, name: \"emailWorker\" });",
           "// Member ids only: email addresses never reach a log line (house rule).\n"
           "const log = pino({ level: env.LOG_LEVEL, name: \"emailWorker\", redact: [\"to\", \"*.to\", \"email\"] });")
    s.prompt("testrule", "Tests for the worker: don't mock BullMQ or Redis, run them against the compose Redis "
             "(database 15) and the compose Postgres. The only thing we fake is the mail provider.")
    s.remember("memmail", "Itinerary emails in tripstitch: routes never send mail; a BullMQ queue named 'emails' on "
               "Redis is consumed by the worker process src/workers/emailWorker.ts (concurrency 10), which sends "
               "through Amazon SES v2 in eu-central-1. A sweep every 15 minutes enqueues each member's digest at "
               "07:00 in the trip's timezone for that day. Jobs: 5 attempts, exponential backoff from 30 s. "
               "Logs carry member ids, never email addresses.", "itinerary email pipeline", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat(mail): daily itinerary digest via BullMQ worker and SES'",
           "[main 8a42d1f] feat(mail): daily itinerary digest via BullMQ worker and SES\n 11 files changed, "
           "402 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("expenses", "Expenses next. Members log what they paid, in any currency; the trip has a base currency. "
             "Convert with exchangerate.host's free API at the rate of the expense date and store the rate we used "
             "next to the expense. Then GET /v1/trips/:tripId/split returns who pays whom, with as few transfers as "
             "possible.")
    s.write("fx1", "src/fx/rates.ts",
            "import { z } from \"zod\";\n\n// exchangerate.host, free tier, no key.\nconst BASE = "
            "\"https://api.exchangerate.host\";\n\nconst Convert = z.object({ success: z.literal(true), info: "
            "z.object({ rate: z.number() }) });\n\nexport async function rateOn(day: string, from: string, to: "
            "string): Promise<number> {\n  if (from === to) return 1;\n  const res = await fetch(`${BASE}/convert?"
            "from=${from}&to=${to}&amount=1&date=${day}`);\n  return Convert.parse(await res.json()).info.rate;\n}\n")
    s.edit("expschema", "src/db/schema.ts", "export const activities = pgTable(\"activities\", {",
           "export const expenses = pgTable(\"expenses\", {\n  id: uuid(\"id\").primaryKey().defaultRandom(),\n"
           "  tripId: uuid(\"trip_id\").notNull().references(() => trips.id, { onDelete: \"cascade\" }),\n"
           "  paidBy: uuid(\"paid_by\").notNull().references(() => members.id),\n  description: text(\"description\")"
           ".notNull(),\n  amount: numeric(\"amount\", { precision: 12, scale: 2 }).notNull(),\n  currency: char("
           "\"currency\", { length: 3 }).notNull(),\n  fxRate: numeric(\"fx_rate\", { precision: 14, scale: 6 })."
           "notNull(),\n  spentOn: date(\"spent_on\").notNull(),\n  splitAmong: uuid(\"split_among\").array().notNull(),"
           "\n});\n\nexport const activities = pgTable(\"activities\", {")
    s.write("split1", "src/domain/split.ts",
            "export interface Expense { paidBy: string; amount: number; splitAmong: string[] }\n"
            "export interface Transfer { from: string; to: string; amount: number }\n\n"
            "export function splitExpenses(expenses: Expense[], members: string[]): Transfer[] {\n"
            "  const bal = new Map<string, number>(members.map((m) => [m, 0]));\n  for (const e of expenses) {\n"
            "    const share = e.amount / e.splitAmong.length;\n    bal.set(e.paidBy, bal.get(e.paidBy)! + e.amount);\n"
            "    for (const m of e.splitAmong) bal.set(m, bal.get(m)! - share);\n  }\n  return settle(bal);\n}\n")
    s.write("splittest", "tests/split.test.ts",
            "import { describe, expect, it } from \"vitest\";\nimport { splitExpenses } from \"../src/domain/split.js\";"
            "\n\ndescribe(\"splitExpenses\", () => {\n  it(\"a 100.00 dinner for three nets to zero\", () => {\n"
            "    const t = splitExpenses([{ paidBy: \"a\", amount: 100, splitAmong: [\"a\", \"b\", \"c\"] }], [\"a\", "
            "\"b\", \"c\"]);\n    expect(t.reduce((s, x) => s + x.amount, 0) + 100 / 3).toBe(100);\n  });\n});\n")
    s.bash("floatfail", "pnpm vitest run tests/split.test.ts",
           vitest([("tests/split.test.ts", 8, 9)], "0.61", "14:50:22",
                  ("tests/split.test.ts", "splitExpenses > a 100.00 dinner for three nets to zero",
                   "AssertionError: expected 99.99999999999999 to be 100 // Object.is equality\n\n- Expected\n+ Received"
                   "\n\n- 100\n+ 99.99999999999999\n\n ❯ tests/split.test.ts:7:54")), code=1)
    s.prompt("money", "That's floating point, and it will only get worse with exchange rates. House rule from now "
             "on: money is always an integer number of minor units (cents, øre) plus an ISO currency code, in the "
             "database, in the domain code and in the API. Never floats, never numeric strings run through "
             "parseFloat. When an amount doesn't split evenly, the leftover cents go to the members who joined the "
             "trip first.")
    s.write("split2", "src/domain/split.ts", SPLIT_TS)
    s.bash("splitok", "pnpm vitest run tests/split.test.ts", vitest([("tests/split.test.ts", 14, 11)], "0.58",
                                                                    "14:59:47"))
    s.edit("splitroute", "src/routes/expenses.ts", "export async function expenseRoutes(app: App) {",
           "export async function expenseRoutes(app: App) {\n  app.get(\n    \"/v1/trips/:tripId/split\",\n"
           "    { schema: { params: TripParams, response: { 200: SplitOut } } },\n    async (req) => {\n"
           "      const { expenses, joinOrder, currency } = await loadLedger(req.params.tripId);\n"
           "      return { currency, transfers: splitExpenses(expenses, joinOrder) };\n    },\n  );\n")
    s.bash("splitcurl", "curl -s localhost:3000/v1/trips/0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10/split | jq -c",
           "{\"currency\":\"DKK\",\"transfers\":[{\"from\":\"5d0c21aa-7e3f-4a8e-b1e4-0c9a2f7d6e31\",\"to\":"
           "\"a91e07c4-3b2d-4f6a-8c15-27d9e4b0f6a2\",\"amountMinor\":42517},{\"from\":\"c3f8b6d0-91a4-4e7b-a2c5-"
           "6d0f1e8b3a47\",\"to\":\"a91e07c4-3b2d-4f6a-8c15-27d9e4b0f6a2\",\"amountMinor\":18350}]}")
    s.prompt("colplan", "The expenses.amount column is still numeric(12,2) and the code converts at the edge for "
             "now. We change the column to an integer amount_minor on Tuesday, not on a Friday afternoon.")
    s.bash("commit3", "git add -A && git commit -m 'feat(expenses): expenses with fx rates, split endpoint in integer "
           "minor units'", "[main 5f7b0c3] feat(expenses): expenses with fx rates, split endpoint in integer minor "
           "units\n 8 files changed, 311 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.edit("colchange", "src/db/schema.ts",
           "  amount: numeric(\"amount\", { precision: 12, scale: 2 }).notNull(),",
           "  amountMinor: integer(\"amount_minor\").notNull(),")
    s.pre_tool(None, "Bash", {"command": "pnpm db:push", "description": "Push the amount_minor column change"})
    s.bash("pushwarn", "pnpm db:push",
           "\n> tripstitch@0.1.0 db:push /home/maren/code/tripstitch\n> drizzle-kit push\n\nReading config file "
           "'/home/maren/code/tripstitch/drizzle.config.ts'\nUsing 'postgres' driver for database querying\n"
           "[✓] Pulling schema from database...\n\n Warning  Found data-loss statements:\n· You're about to delete "
           "amount column in expenses table with 212 items\n\nTHIS ACTION WILL CAUSE DATA LOSS AND CANNOT BE "
           "REVERTED\n\nDo you still want to push changes?\n❯ No, abort\n  Yes, I want to remove 1 column,\n\n"
           "[x] All changes were aborted", code=1)
    s.prompt("nopush", "Good that it aborted: those 212 rows are Ines's demo trips in the shared dev database. "
             "That's the end of drizzle-kit push for us. From now on schema changes go through drizzle-kit "
             "generate: it writes SQL migrations into drizzle/, we read and commit them, and they are applied by "
             "drizzle-orm's migrate() as a separate step before a deploy. For this one, edit the generated SQL so "
             "it converts the data (round(amount * 100)) instead of dropping the column.")
    s.write("drizzlecfg", "drizzle.config.ts",
            "import { defineConfig } from \"drizzle-kit\";\n\n// Migrations only: `pnpm drizzle-kit generate`, review "
            "the SQL, commit, `pnpm db:migrate`.\n// drizzle-kit push is not used in this repo (13 March 2029).\n"
            "export default defineConfig({\n  dialect: \"postgresql\",\n  schema: \"./src/db/schema.ts\",\n"
            "  out: \"./drizzle\",\n  strict: true,\n  verbose: true,\n  dbCredentials: { url: "
            "process.env.DATABASE_URL ?? \"postgres://tripstitch:tripstitch@127.0.0.1:5434/tripstitch\" },\n});\n")
    s.bash("generate", "pnpm drizzle-kit generate --name expenses_amount_minor",
           "Reading config file '/home/maren/code/tripstitch/drizzle.config.ts'\n4 tables\nactivities 7 columns 0 "
           "indexes 1 fks\nexpenses 9 columns 0 indexes 2 fks\nmembers 6 columns 0 indexes 1 fks\ntrips 8 columns 0 "
           "indexes 0 fks\n\n[✓] Your SQL migration file ➜ drizzle/0001_expenses_amount_minor.sql 🚀")
    s.edit("migsql", "drizzle/0001_expenses_amount_minor.sql",
           "ALTER TABLE \"expenses\" ADD COLUMN \"amount_minor\" integer NOT NULL;--> statement-breakpoint\n"
           "ALTER TABLE \"expenses\" DROP COLUMN \"amount\";",
           "-- Hand-edited: keep the money. numeric(12,2) -> integer minor units.\n"
           "ALTER TABLE \"expenses\" ADD COLUMN \"amount_minor\" integer;--> statement-breakpoint\n"
           "UPDATE \"expenses\" SET \"amount_minor\" = round(\"amount\" * 100)::integer;--> statement-breakpoint\n"
           "ALTER TABLE \"expenses\" ALTER COLUMN \"amount_minor\" SET NOT NULL;--> statement-breakpoint\n"
           "ALTER TABLE \"expenses\" DROP COLUMN \"amount\";")
    s.write("migratets", "src/db/migrate.ts",
            "import { drizzle } from \"drizzle-orm/postgres-js\";\nimport { migrate } from \"drizzle-orm/postgres-js/"
            "migrator\";\nimport postgres from \"postgres\";\nimport { env } from \"../env.js\";\n\n/** `pnpm "
            "db:migrate`: applies drizzle/*.sql in order; runs before every deploy, never from app startup. */\n"
            "const sql = postgres(env.DATABASE_URL, { max: 1 });\nawait migrate(drizzle(sql), { migrationsFolder: "
            "\"drizzle\" });\nconsole.log(\"migrations applied\");\nawait sql.end();\n")
    s.bash("migrateok", "pnpm db:migrate && docker compose exec -T postgres psql -U tripstitch -tAc 'select count(*), "
           "sum(amount_minor) from expenses'",
           "\n> tripstitch@0.1.0 db:migrate /home/maren/code/tripstitch\n> tsx src/db/migrate.ts\n\n"
           "baseline 0000_init already present (marked as applied)\napplying 0001_expenses_amount_minor\n"
           "migrations applied\n212|3841755")
    s.prompt("inesrename", "Ines asked for one change before she wires up the settle-up screen: the endpoint should "
             "be called settlement, not split, because 'split' in the app means dividing one expense among people. "
             "Rename GET /v1/trips/:tripId/split to GET /v1/trips/:tripId/settlement, and splitExpenses() to "
             "computeSettlement(). No alias for the old path: the app isn't released yet.")
    s.grep("grepsplit", "splitExpenses|/split\\b", ["src/domain/split.ts", "src/routes/expenses.ts",
                                                     "tests/split.test.ts", "tests/routes.test.ts"])
    s.multiedit("renameroute", "src/routes/expenses.ts", [
        ("import { splitExpenses } from \"../domain/split.js\";",
         "import { computeSettlement } from \"../domain/split.js\";"),
        ("    \"/v1/trips/:tripId/split\",\n    { schema: { params: TripParams, response: { 200: SplitOut } } },",
         "    \"/v1/trips/:tripId/settlement\",\n    { schema: { params: TripParams, response: { 200: SettlementOut } } },"),
        ("      return { currency, transfers: splitExpenses(expenses, joinOrder) };",
         "      return { currency, transfers: computeSettlement(expenses, joinOrder) };"),
        ("const SplitOut = z.object({", "const SettlementOut = z.object({"),
    ])
    s.multiedit("renamefn", "src/domain/split.ts", [
        ("export function splitExpenses(expenses: Expense[], joinOrder: string[]): Transfer[] {",
         "export function computeSettlement(expenses: Expense[], joinOrder: string[]): Transfer[] {"),
    ])
    s.bash("test404", "pnpm test", vitest([("tests/trips.test.ts", 6, 410), ("tests/worker.test.ts", 4, 598),
                                          ("tests/split.test.ts", 14, 12)], "2.33", "10:55:05",
                                         ("tests/routes.test.ts", "GET /v1/trips/:tripId/split > returns transfers",
                                          "AssertionError: expected 404 to be 200 // Object.is equality\n\n"
                                          "- Expected\n+ Received\n\n- 200\n+ 404\n\n ❯ tests/routes.test.ts:41:28")),
           code=1)
    s.edit("test404fix", "tests/routes.test.ts",
           "describe(\"GET /v1/trips/:tripId/split\", () => {\n  it(\"returns transfers\", async () => {\n"
           "    const res = await app.inject({ url: `/v1/trips/${trip.id}/split` });",
           "describe(\"GET /v1/trips/:tripId/settlement\", () => {\n  it(\"returns transfers\", async () => {\n"
           "    const res = await app.inject({ url: `/v1/trips/${trip.id}/settlement` });")
    s.bash("commit4", "git add -A && git commit -m 'refactor!: split endpoint becomes /settlement "
           "(computeSettlement); schema changes via drizzle-kit generate + migrate'",
           "[main b27d9e4] refactor!: split endpoint becomes /settlement (computeSettlement); schema changes via "
           "drizzle-kit generate + migrate\n 10 files changed, 96 insertions(+), 31 deletions(-)\n create mode 100644 "
           "drizzle/0000_init.sql\n create mode 100644 drizzle/0001_expenses_amount_minor.sql")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("aws", "Deploy day. Tobias Hale set up the AWS side in eu-central-1: VPC, an ALB, RDS Postgres 16 "
             "(db.t4g.micro) and ElastiCache Redis (cache.t4g.micro). We run two ECS Fargate services in cluster "
             "tripstitch-prod: api, 2 tasks of 0.5 vCPU / 1 GB behind the ALB on api.tripstitch.app, and worker, "
             "1 task of 0.25 vCPU / 0.5 GB. Images go to ECR. Write the Dockerfile, the two task definitions and a "
             "deploy script.")
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.write("workertask", "infra/ecs/worker-task.json", WORKER_TASK)
    s.prompt("deployclean", "The deploy script has to refuse to run from anything but a clean main with the tests "
             "green. I don't want images built from half-committed work.")
    s.write("deployscript", "scripts/deploy-ecs.sh",
            "#!/usr/bin/env bash\n# Builds, pushes and rolls out both ECS services. Only from a clean main with "
            "green tests.\nset -euo pipefail\n[[ \"$(git rev-parse --abbrev-ref HEAD)\" == main ]] || { echo \"deploy "
            "from main only\" >&2; exit 1; }\n[[ -z \"$(git status --porcelain)\" ]] || { echo \"working tree not "
            "clean\" >&2; exit 1; }\npnpm test\nREPO=418202361157.dkr.ecr.eu-central-1.amazonaws.com/tripstitch\n"
            "TAG=$(git rev-parse --short HEAD)\naws ecr get-login-password --region eu-central-1 | docker login "
            "--username AWS --password-stdin \"${REPO%%/*}\"\ndocker build --platform linux/arm64 -t \"$REPO:$TAG\" "
            "-t \"$REPO:latest\" .\ndocker push --all-tags \"$REPO\"\nfor svc in api worker; do\n  aws ecs "
            "register-task-definition --cli-input-json \"file://infra/ecs/$svc-task.json\" >/dev/null\n  aws ecs "
            "update-service --cluster tripstitch-prod --service \"$svc\" --task-definition \"tripstitch-$svc\" "
            "--force-new-deployment >/dev/null\ndone\naws ecs wait services-stable --cluster tripstitch-prod "
            "--services api worker\n")
    s.pre_tool(None, "Bash", {"command": "./scripts/deploy-ecs.sh", "description": "First deploy to ECS Fargate"})
    s.bash("deploy1", "./scripts/deploy-ecs.sh",
           " Test Files  4 passed (4)\n      Tests  29 passed (29)\nLogin Succeeded\n[+] Building 71.4s (15/15) "
           "FINISHED\n => exporting to image\nThe push refers to repository [418202361157.dkr.ecr.eu-central-1."
           "amazonaws.com/tripstitch]\n9c1d7e2: digest: sha256:4be0c7f1d2e9a5b3c8f60d17a2e94b5c6d8f0a1b2c3d4e5f6a7b8c9d0"
           "e1f2a3b size: 1786\n\nWaiter ServicesStable failed: Max attempts exceeded", code=255)
    s.bash("unhealthy", "aws elbv2 describe-target-health --target-group-arn \"$TG_ARN\" --query "
           "'TargetHealthDescriptions[].[Target.Id,TargetHealth.State,TargetHealth.Reason,TargetHealth.Description]' "
           "--output text",
           "10.40.11.87\tunhealthy\tTarget.Timeout\tRequest timed out\n10.40.12.203\tunhealthy\tTarget.Timeout\t"
           "Request timed out")
    s.bash("listenlog", "aws logs tail /ecs/tripstitch-api --since 15m | grep -i listening",
           "2029-03-15T10:19:41.220Z api/api/7d2e0c91 {\"level\":30,\"time\":1868264381220,\"msg\":\"Server listening "
           "at http://127.0.0.1:3000\"}\n2029-03-15T10:19:43.904Z api/api/b41f6a02 {\"level\":30,\"time\":"
           "1868264383904,\"msg\":\"Server listening at http://127.0.0.1:3000\"}")
    s.edit("hostfix", "src/env.ts", "  HOST: z.string().default(\"127.0.0.1\"),",
           "  // 0.0.0.0: inside a container 127.0.0.1 is unreachable from the load balancer's health checks\n"
           "  HOST: z.string().default(\"0.0.0.0\"),")
    s.bash("redisfail2", "aws logs tail /ecs/tripstitch-worker --since 15m | head -6",
           "2029-03-15T10:20:02.118Z worker/worker/e0a93c55 [ioredis] Unhandled error event: Error: connect "
           "ECONNREFUSED 127.0.0.1:6379\n2029-03-15T10:20:02.118Z worker/worker/e0a93c55     at TCPConnectWrap."
           "afterConnect [as oncomplete] (node:net:1637:16)\n2029-03-15T10:20:02.427Z worker/worker/e0a93c55 "
           "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n2029-03-15T10:20:02.427Z "
           "worker/worker/e0a93c55     at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1637:16)")
    s.prompt("rediswhy2", "Same ECONNREFUSED as last week, but this time Redis is up: the worker task definition "
             "just has no REDIS_URL (only the api task got it), so env.ts fell back to its localhost default. Add "
             "REDIS_URL from SSM to the worker task. And drop the localhost defaults for DATABASE_URL and REDIS_URL in "
             "env.ts: a missing variable has to crash at startup with a Zod error, not quietly point at localhost. "
             "Local dev gets them from .env.")
    s.edit("workertaskfix", "infra/ecs/worker-task.json",
           "        { \"name\": \"DATABASE_URL\", \"valueFrom\": \"arn:aws:ssm:eu-central-1:418202361157:parameter/"
           "tripstitch/prod/DATABASE_URL\" }",
           "        { \"name\": \"DATABASE_URL\", \"valueFrom\": \"arn:aws:ssm:eu-central-1:418202361157:parameter/"
           "tripstitch/prod/DATABASE_URL\" },\n        { \"name\": \"REDIS_URL\", \"valueFrom\": \"arn:aws:ssm:"
           "eu-central-1:418202361157:parameter/tripstitch/prod/REDIS_URL\" }")
    s.edit("envstrict", "src/env.ts",
           "  DATABASE_URL: z.string().url().default(\"postgres://tripstitch:tripstitch@127.0.0.1:5434/tripstitch\"),\n"
           "  REDIS_URL: z.string().url().default(\"redis://127.0.0.1:6379\"),",
           "  // No defaults: a task without these must fail at startup, not talk to localhost.\n"
           "  DATABASE_URL: z.string().url(),\n  REDIS_URL: z.string().url(),")
    s.lesson("lesson2", "ECONNREFUSED 127.0.0.1:6379 from a Fargate task is not Redis being down: the task had no "
             "REDIS_URL and the config silently fell back to a localhost default. Connection strings get no "
             "defaults in src/env.ts; compare the worker and api task definitions' environment.",
             "tripstitch: first ECS deploy, worker could not reach ElastiCache")
    s.bash("deployok", "./scripts/deploy-ecs.sh && aws elbv2 describe-target-health --target-group-arn \"$TG_ARN\" "
           "--query 'TargetHealthDescriptions[].TargetHealth.State' --output text && curl -s "
           "https://api.tripstitch.app/healthz",
           " Test Files  4 passed (4)\n      Tests  30 passed (30)\n[+] Building 12.8s (15/15) FINISHED\n"
           "1f0a6b3: digest: sha256:77c2e9a0b1d4f5e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4 size: 1786\n"
           "healthy\thealthy\n{\"ok\":true}")
    s.remember("memaws", "tripstitch production (from 15 March 2029): AWS eu-central-1, ECS Fargate cluster "
               "tripstitch-prod with service api (2 tasks, 0.5 vCPU / 1 GB, port 3000 behind the ALB, "
               "api.tripstitch.app) and service worker (1 task, 0.25 vCPU / 0.5 GB); RDS Postgres 16 db.t4g.micro, "
               "ElastiCache Redis cache.t4g.micro; images in ECR; secrets in SSM /tripstitch/prod/*. Deploy with "
               "./scripts/deploy-ecs.sh from a clean main. Tobias Hale owns the AWS account.",
               "AWS deployment", "fact")
    s.bash("commit5", "git add -A && git commit -m 'chore(deploy): Dockerfile, ECS task definitions, deploy script; "
           "listen on 0.0.0.0; no localhost defaults for connection strings'",
           "[main 1f0a6b3] chore(deploy): Dockerfile, ECS task definitions, deploy script; listen on 0.0.0.0; no "
           "localhost defaults for connection strings\n 7 files changed, 188 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash("sesaccount", "aws sesv2 get-account --region eu-central-1",
           "{\n    \"DedicatedIpAutoWarmupEnabled\": false,\n    \"EnforcementStatus\": \"HEALTHY\",\n    "
           "\"ProductionAccessEnabled\": false,\n    \"SendQuota\": {\n        \"Max24HourSend\": 200.0,\n        "
           "\"MaxSendRate\": 1.0,\n        \"SentLast24Hours\": 3.0\n    },\n    \"SendingEnabled\": true,\n    "
           "\"Details\": {\n        \"MailType\": \"TRANSACTIONAL\",\n        \"WebsiteURL\": \"https://tripstitch.app\","
           "\n        \"ReviewDetails\": {\n            \"Status\": \"DENIED\",\n            \"CaseId\": "
           "\"173204918500921\"\n        }\n    }\n}")
    s.prompt("sesdeny", "AWS turned down our request to leave the SES sandbox over the weekend (\"we are unable to "
             "grant your request at this time\"), so SES only delivers to verified addresses. I'm not going to argue "
             "with AWS support before Thursday's launch. Switch the itinerary emails to Postmark: a transactional "
             "message stream called 'itinerary', Basic plan, $15 a month for 10,000 emails.")
    s.bash("postmarkadd", "pnpm remove @aws-sdk/client-sesv2 && pnpm add postmark",
           "Packages: -61\n--------------------------------------------------------------\nProgress: resolved 158, "
           "reused 150, downloaded 0, added 0, done\n\ndependencies:\n- @aws-sdk/client-sesv2 3.830.0\n\n"
           "Packages: +4\n++++\ndependencies:\n+ postmark 4.0.5\n\nDone in 3.1s using pnpm v10.6.2")
    s.write("pmclient", "src/mail/postmark.ts",
            "import { ServerClient } from \"postmark\";\nimport { env } from \"../env.js\";\n\n"
            "const client = new ServerClient(env.POSTMARK_SERVER_TOKEN);\n\nexport interface Mail { to: string; "
            "subject: string; html: string; text: string; tag: string }\n\n/** Sends one transactional email on the "
            "'itinerary' message stream; returns Postmark's MessageID. */\nexport async function sendMail(m: Mail): "
            "Promise<string> {\n  const res = await client.sendEmail({\n    From: env.MAIL_FROM,\n    To: m.to,\n"
            "    Subject: m.subject,\n    HtmlBody: m.html,\n    TextBody: m.text,\n    Tag: m.tag,\n"
            "    MessageStream: \"itinerary\",\n  });\n  return res.MessageID;\n}\n")
    s.bash("pmfail", "pnpm tsx scripts/send-test-digest.ts --trip 0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10",
           "{\"level\":40,\"name\":\"emailWorker\",\"jobId\":\"14\",\"attempts\":1,\"err\":\"The 'From' address you "
           "supplied (itinerary@tripstitch.app) is not a Sender Signature on your account. Please add and confirm "
           "this address in order to be able to use it in the 'From' field of your messages.\",\"msg\":\"digest "
           "failed\"}\nApiInputError: The 'From' address you supplied (itinerary@tripstitch.app) is not a Sender "
           "Signature on your account. Please add and confirm this address in order to be able to use it in the "
           "'From' field of your messages.\n    at ErrorHandler.buildError (node_modules/postmark/dist/client/"
           "errors/ErrorHandler.js:70:24)\n  code: 400,\n  statusCode: 422", code=1)
    s.prompt("pmwhy", "The domain Tobias verified in Postmark is the subdomain mail.tripstitch.app (DKIM and "
             "Return-Path records are on that one), not the apex. The From has to be itinerary@mail.tripstitch.app.")
    s.edit("pmfix", "src/env.ts",
           "  MAIL_FROM: z.string().default(\"Tripstitch <itinerary@tripstitch.app>\"),",
           "  // Postmark's verified sender domain is mail.tripstitch.app (DKIM + Return-Path), not the apex.\n"
           "  MAIL_FROM: z.string().default(\"Tripstitch <itinerary@mail.tripstitch.app>\"),")
    s.bash("pmok", "pnpm tsx scripts/send-test-digest.ts --trip 0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10",
           "{\"level\":30,\"name\":\"emailWorker\",\"tripId\":\"0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10\",\"memberId\":"
           "\"5d0c21aa-7e3f-4a8e-b1e4-0c9a2f7d6e31\",\"day\":\"2029-04-06\",\"messageId\":\"b7e3a1d2-4c5f-4e8a-9b0c-"
           "d1e2f3a4b5c6\",\"msg\":\"digest sent\"}")
    s.prompt("renameworker", "While we're in there: emailWorker.ts is a bad name now, Ines wants push "
             "notifications for the app later and that will be another worker. Rename the file to "
             "src/workers/itinerary-mailer.ts with git mv, and the queue from 'emails' to 'itinerary-mail' "
             "(src/queues/itinerary-mail.ts). The old queue in production is empty, I checked, so no draining.")
    s.bash("gitmv", "git mv src/workers/emailWorker.ts src/workers/itinerary-mailer.ts && git mv src/queues/emails.ts "
           "src/queues/itinerary-mail.ts && git status --short",
           "R  src/queues/emails.ts -> src/queues/itinerary-mail.ts\nR  src/workers/emailWorker.ts -> "
           "src/workers/itinerary-mailer.ts")
    s.multiedit("queuerename", "src/queues/itinerary-mail.ts", [
        ("export const EMAIL_QUEUE = \"emails\";", "export const ITINERARY_QUEUE = \"itinerary-mail\";"),
        ("export const emailQueue = new Queue<DigestJob>(EMAIL_QUEUE, {",
         "export const itineraryQueue = new Queue<DigestJob>(ITINERARY_QUEUE, {"),
    ])
    s.grep("grepworker", "emailWorker|EMAIL_QUEUE|emailQueue|queues/emails",
           ["package.json", "infra/ecs/worker-task.json", "src/workers/itinerary-mailer.ts", "src/jobs/digestSweep.ts",
            "tests/worker.test.ts"])
    s.multiedit("mailerimports", "src/workers/itinerary-mailer.ts", [
        ("import { EMAIL_QUEUE, type DigestJob } from \"../queues/emails.js\";",
         "import { ITINERARY_QUEUE, type DigestJob } from \"../queues/itinerary-mail.js\";"),
        ("name: \"emailWorker\"", "name: \"itinerary-mailer\"", True),
        ("new Worker<DigestJob>(EMAIL_QUEUE, sendDigest,", "new Worker<DigestJob>(ITINERARY_QUEUE, sendDigest,"),
    ])
    s.edit("taskcmd", "infra/ecs/worker-task.json", "      \"command\": [\"node\", \"dist/workers/emailWorker.js\"],",
           "      \"command\": [\"node\", \"dist/workers/itinerary-mailer.js\"],")
    s.edit("devworker", "package.json", "    \"dev:worker\": \"tsx watch src/workers/emailWorker.ts\",",
           "    \"dev:worker\": \"tsx watch src/workers/itinerary-mailer.ts\",")
    s.remember("mempostmark", "Itinerary emails go through Postmark since 19 March 2029 (AWS denied SES production "
               "access; the sandbox only delivers to verified addresses). Message stream 'itinerary', Basic plan "
               "$15/month for 10,000 emails, From itinerary@mail.tripstitch.app (the verified domain is "
               "mail.tripstitch.app, not the apex). Token in POSTMARK_SERVER_TOKEN. Worker is now "
               "src/workers/itinerary-mailer.ts, queue 'itinerary-mail'.", "email provider: Postmark", "decision")
    s.bash("commit6", "git add -A && git commit -m 'feat(mail): send through Postmark instead of SES; rename "
           "emailWorker to itinerary-mailer and the queue to itinerary-mail'",
           "[main 6e9c4b8] feat(mail): send through Postmark instead of SES; rename emailWorker to itinerary-mailer "
           "and the queue to itinerary-mail\n 9 files changed, 58 insertions(+), 47 deletions(-)\n rename "
           "src/queues/{emails.ts => itinerary-mail.ts} (84%)\n rename src/workers/{emailWorker.ts => "
           "itinerary-mailer.ts} (88%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("dario", "Dario talked to three group organisers this week and they all say the same: a 07:00 email on "
             "the day itself comes too late, people plan their day the evening before. Change the digest to 18:00 in "
             "the trip's timezone on the evening before, covering the next day's activities. The last one goes out "
             "the evening before the last day of the trip.")
    s.bash("dupelog", "aws logs filter-log-events --log-group-name /ecs/tripstitch-api --start-time $(date -d "
           "'2029-03-20 05:50' +%s000) --end-time $(date -d '2029-03-20 06:20' +%s000) --filter-pattern "
           "'\"digest sweep\"' --query 'events[].[logStreamName,message]' --output text",
           "api/api/7d2e0c91\t{\"level\":30,\"time\":1868680803118,\"queued\":4,\"msg\":\"digest sweep\"}\n"
           "api/api/b41f6a02\t{\"level\":30,\"time\":1868680804871,\"queued\":4,\"msg\":\"digest sweep\"}")
    s.prompt("dupes", "Before that: Dario got Tuesday morning's digest for his Copenhagen test trip twice, and so did "
             "the other three people on it. The log shows the sweep ran in both api tasks at 07:00.")
    s.read("readsweep", "src/jobs/digestSweep.ts", SWEEP_V1)
    s.prompt("dupewhy", "Right: the sweep is a setInterval inside the API process and we run two api tasks, so "
             "every trip gets enqueued twice. Move the sweep into the worker as a BullMQ job scheduler "
             "(upsertJobScheduler, every 15 minutes, one per queue however many processes), and give every digest "
             "a deterministic jobId digest:<tripId>:<day>:<memberId> so a second add of the same digest does "
             "nothing. Do the 18:00 change in the same rewrite.")
    s.write("sweepv2", "src/jobs/digestSweep.ts", SWEEP_V2)
    s.edit("schedstart", "src/workers/itinerary-mailer.ts",
           "worker.on(\"ready\", () => log.info({ queue: ITINERARY_QUEUE, concurrency: 10 }, \"worker ready\"));",
           "worker.on(\"ready\", () => log.info({ queue: ITINERARY_QUEUE, concurrency: 10 }, \"worker ready\"));\n"
           "await ensureSweepScheduler(); // the 15-minute digest sweep lives here, not in the API")
    s.bash("sweeptest", "pnpm vitest run tests/worker.test.ts",
           vitest([("tests/worker.test.ts", 8, 702)], "1.12", "15:21:18"))
    s.lesson("lesson3", "Duplicate itinerary emails came from a setInterval sweep running in every API task (two on "
             "ECS). Periodic work belongs in the worker as one BullMQ job scheduler, and jobs that must happen once "
             "get a deterministic jobId (digest:<trip>:<day>:<member>), which makes a second add a no-op.",
             "tripstitch: Dario's test trip got every morning digest twice")
    s.prompt("fxreport", "Ines says adding an expense in NOK to a EUR trip returns a 502 since yesterday.")
    s.bash("fxfail", "curl -s 'https://api.exchangerate.host/convert?from=NOK&to=EUR&amount=1&date=2029-03-20' | jq -c",
           "{\"success\":false,\"error\":{\"code\":101,\"type\":\"missing_access_key\",\"info\":\"You have not supplied "
           "an API Access Key. [Required format: access_key=YOUR_ACCESS_KEY]\"}}")
    s.prompt("fxswitch", "exchangerate.host wants an access key now, and its free tier is 100 requests a month. "
             "Switch to Frankfurter (api.frankfurter.app): ECB reference rates, no key. Rates are published once per "
             "working day around 16:00 CET; for a weekend date Frankfurter answers with the last working day's rate, "
             "which is what we want. Cache each (date, from, to) rate in a Postgres table so we ask once.")
    s.write("fx2", "src/fx/rates.ts",
            "import { z } from \"zod\";\nimport { and, eq } from \"drizzle-orm\";\nimport { db } from "
            "\"../db/client.js\";\nimport { fxRates } from \"../db/schema.js\";\n\n// Frankfurter: ECB reference "
            "rates, no key. Weekends and holidays answer with the last working day.\nconst BASE = "
            "\"https://api.frankfurter.app\";\n\nconst Latest = z.object({ date: z.string(), rates: z.record(z.number()) "
            "});\n\nexport async function rateOn(day: string, from: string, to: string): Promise<number> {\n"
            "  if (from === to) return 1;\n  const hit = await db.query.fxRates.findFirst({ where: and(eq(fxRates.day, "
            "day), eq(fxRates.from, from), eq(fxRates.to, to)) });\n  if (hit) return hit.rate;\n  const res = await "
            "fetch(`${BASE}/${day}?from=${from}&to=${to}`);\n  if (!res.ok) throw new Error(`frankfurter ${res.status}"
            "`);\n  const rate = Latest.parse(await res.json()).rates[to];\n  await db.insert(fxRates).values({ day, "
            "from, to, rate }).onConflictDoNothing();\n  return rate;\n}\n")
    s.bash("fxok", "curl -s 'https://api.frankfurter.app/2029-03-20?from=NOK&to=EUR' && pnpm test",
           "{\"amount\":1.0,\"base\":\"NOK\",\"date\":\"2029-03-20\",\"rates\":{\"EUR\":0.08513}}\n"
           + vitest([("tests/trips.test.ts", 6, 399), ("tests/worker.test.ts", 8, 698), ("tests/split.test.ts", 14, 12),
                     ("tests/routes.test.ts", 5, 451), ("tests/fx.test.ts", 4, 87)], "2.61", "15:36:30"))
    s.bash("commit7", "git add -A && git commit -m 'feat(mail): digest at 18:00 the evening before, sweep as a BullMQ "
           "job scheduler with idempotent job ids; fix(fx): Frankfurter instead of exchangerate.host'",
           "[main 0d5a7f2] feat(mail): digest at 18:00 the evening before, sweep as a BullMQ job scheduler with "
           "idempotent job ids; fix(fx): Frankfurter instead of exchangerate.host\n 11 files changed, 173 insertions"
           "(+), 64 deletions(-)\n create mode 100644 drizzle/0002_fx_rates_cache.sql")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("golive", "Launch day. Dario wants v1.0.0 live by noon: the Lakeside Rowing Club starts planning their "
             "Lake Bled regatta trip with us today. Their organiser is Gemma Rourke; 34 people, 12 to 15 April. "
             "Checklist: tests, migrations on production, deploy both services, smoke test, tag.")
    s.bash("testall8", "pnpm lint && pnpm test", vitest([("tests/trips.test.ts", 6, 405), ("tests/worker.test.ts", 8, 710),
                                                         ("tests/split.test.ts", 14, 12), ("tests/routes.test.ts", 7, 462),
                                                         ("tests/fx.test.ts", 4, 90), ("tests/etag.test.ts", 2, 120)],
                                                        "2.77", "10:05:55"))
    s.bash("migrateprod", "aws ecs run-task --cluster tripstitch-prod --launch-type FARGATE --task-definition "
           "tripstitch-api --network-configuration \"$NETCFG\" --overrides '{\"containerOverrides\":[{\"name\":\"api\","
           "\"command\":[\"node\",\"dist/db/migrate.js\"]}]}' --query 'tasks[0].taskArn' --output text && aws logs "
           "tail /ecs/tripstitch-api --since 3m | grep -i migrat",
           "arn:aws:ecs:eu-central-1:418202361157:task/tripstitch-prod/5e81c0a2f3b94d7a8c6e1b2d3f4a5b6c\n"
           "2029-03-22T09:08:07.551Z api/api/5e81c0a2 applying 0002_fx_rates_cache\n2029-03-22T09:08:07.804Z "
           "api/api/5e81c0a2 migrations applied")
    s.bash("deploy8", "./scripts/deploy-ecs.sh", " Test Files  6 passed (6)\n      Tests  41 passed (41)\n"
           "[+] Building 14.2s (15/15) FINISHED\n0d5a7f2: digest: sha256:c0ffee4a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a"
           "1b0c9d8e7f6a5b4c3d2e size: 1786")
    s.bash("smoke8", "curl -s https://api.tripstitch.app/healthz && curl -s -o /dev/null -w '%{http_code} "
           "%{time_total}s\\n' https://api.tripstitch.app/v1/trips/0b6f3f7e-2a41-4c55-9d0e-5e1f7c2a8b10",
           "{\"ok\":true}\n200 0.087s")
    s.bash("tag100", "git tag -a v1.0.0 -m 'tripstitch 1.0.0: first customer (Lakeside Rowing Club)' && git push "
           "origin main v1.0.0",
           "Enumerating objects: 1, done.\nWriting objects: 100% (1/1), 188 bytes | 188.00 KiB/s, done.\n"
           "To github.com:tripstitch/tripstitch-api.git\n * [new tag]         v1.0.0 -> v1.0.0")
    s.remember("memlaunch", "tripstitch v1.0.0 went live on Thursday 22 March 2029 on ECS. First customer: the "
               "Lakeside Rowing Club (organiser Gemma Rourke), 34 people, Lake Bled regatta trip 12-15 April 2029.",
               "v1.0.0 launch and first customer", "event")
    s.prompt("etagask", "Ines has two asks for the app. One: ETag on GET /v1/trips/:tripId/itinerary, so on a bad "
             "mobile connection the app sends If-None-Match and gets a 304. Only that route. Two: she'd like "
             "formatted money strings like \"€42.50\" in the settlement response. No to the second: the API returns "
             "amountMinor plus the currency code and nothing else, the app formats with Intl.NumberFormat in the "
             "user's locale.")
    s.bash("etagadd", "pnpm add @fastify/etag", "Packages: +1\n+\ndependencies:\n+ @fastify/etag 6.0.3\n\n"
           "Done in 1.4s using pnpm v10.6.2")
    s.edit("etagedit", "src/routes/itinerary.ts", "export async function itineraryRoutes(app: App) {",
           "export async function itineraryRoutes(app: App) {\n  // Ines: the app revalidates with If-None-Match on "
           "slow connections (weak ETag, this route only)\n  await app.register(etag, { weak: true });")
    s.bash("etag304", "curl -si localhost:3000/v1/trips/$TRIP/itinerary | grep -i etag && curl -s -o /dev/null -w "
           "'%{http_code}\\n' -H 'If-None-Match: W/\"9b2f1c7e\"' localhost:3000/v1/trips/$TRIP/itinerary",
           "etag: W/\"9b2f1c7e\"\n304")
    s.prompt("tobias", "Two pieces of news. Tobias starts a full-time job on 2 April, so his last day with us is "
             "Friday 30 March, and nobody else here really knows AWS. And Dario forwarded the AWS cost forecast: "
             "about $212 a month for a product with one customer. Pull the breakdown; we'll decide on Monday.")
    s.bash("costs", "aws ce get-cost-forecast --time-period Start=2029-03-22,End=2029-04-22 --metric UNBLENDED_COST "
           "--granularity MONTHLY --query Total && ./scripts/cost-by-service.sh",
           "{\n    \"Amount\": \"212.38\",\n    \"Unit\": \"USD\"\n}\nAmazon ECS (Fargate)        71.52\n"
           "Amazon VPC (NAT Gateway)    37.96\nAmazon RDS                  28.47\nAmazon ElastiCache          24.82\n"
           "Elastic Load Balancing      22.27\nAmazon CloudWatch            9.61\nAmazon ECR                   1.12\n"
           "Other                       16.61")
    s.bash("commit8", "git add -A && git commit -m 'feat(itinerary): weak ETag on the itinerary route'",
           "[main 4c8e1d0] feat(itinerary): weak ETag on the itinerary route\n 4 files changed, 37 insertions(+), "
           "2 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("render", "Decided with Dario: we leave AWS for Render before Tobias goes. Render, Frankfurt region: a "
             "Docker web service tripstitch-api (Standard, $25), a background worker tripstitch-worker (Starter, "
             "$7), Render Postgres 16 (Basic-1gb, $19) and Render Key Value for BullMQ (Starter, $10). $61 a month "
             "instead of $212, and deploying is a git push. Write render.yaml as a Blueprint, migrations as the "
             "preDeployCommand. Also: Fjellklubben Bergen signed up on Friday, their ski week in Hemsedal runs 24 to "
             "31 March with 22 people, so they're travelling right now: keep the downtime short.")
    s.write("renderyaml", "render.yaml", RENDER_YAML)
    s.tool_failure(None, "Bash", {"command": "render blueprints validate render.yaml"},
                   "Exit code 127\n/bin/bash: line 1: render: command not found")
    s.bash("rendercli", "curl -fsSL https://raw.githubusercontent.com/render-oss/cli/main/bin/install.sh | sh && "
           "render blueprints validate render.yaml",
           "Installing render v2.1.0 to /home/maren/.local/bin/render\nrender installed\n✓ render.yaml is valid "
           "(3 services, 1 database)")
    s.bash("pgdump", "pg_dump -Fc --no-comments -d \"$RDS_URL\" -f /tmp/tripstitch-2029-03-26.dump && ls -lh "
           "/tmp/tripstitch-2029-03-26.dump", "-rw-r--r-- 1 maren maren 3.1M Mar 26 11:43 "
           "/tmp/tripstitch-2029-03-26.dump")
    s.bash("restorefail", "pg_restore -d \"$RENDER_DB_URL\" /tmp/tripstitch-2029-03-26.dump",
           "pg_restore: error: could not execute query: ERROR:  role \"tripstitch_app\" does not exist\nCommand was: "
           "ALTER TABLE public.trips OWNER TO tripstitch_app;\npg_restore: error: could not execute query: ERROR:  "
           "role \"tripstitch_app\" does not exist\nCommand was: ALTER TABLE public.members OWNER TO tripstitch_app;\n"
           "pg_restore: error: could not execute query: ERROR:  role \"rds_superuser\" does not exist\nCommand was: "
           "GRANT ALL ON SCHEMA public TO rds_superuser;\npg_restore: warning: errors ignored on restore: 14", code=1)
    s.bash("restoreok", "psql \"$RENDER_DB_URL\" -c 'drop schema public cascade; create schema public' && pg_restore "
           "--no-owner --no-acl -d \"$RENDER_DB_URL\" /tmp/tripstitch-2029-03-26.dump && psql \"$RENDER_DB_URL\" -tAc "
           "\"select (select count(*) from trips), (select count(*) from members), (select count(*) from expenses), "
           "(select count(*) from drizzle.__drizzle_migrations)\"", "DROP SCHEMA\nCREATE SCHEMA\n9|83|298|3")
    s.prompt("dns", "Point api.tripstitch.app at Render: CNAME to tripstitch-api.onrender.com with TTL 300, and "
             "add the custom domain on the service.")
    s.bash("renderlive", "git push origin main && render deploys list tripstitch-api --output text | head -3",
           "To github.com:tripstitch/tripstitch-api.git\n   4c8e1d0..a3f7b92  main -> main\nID                  "
           "STATUS   TRIGGER         COMMIT   CREATED\ndep-cv7k2q3d0fns73b1e9g0  live     new_commit      a3f7b92  "
           "2029-03-26 09:52")
    s.bash("smoke9", "dig +short api.tripstitch.app && curl -s https://api.tripstitch.app/healthz && curl -s -o "
           "/dev/null -w '%{http_code} %{time_total}s\\n' https://api.tripstitch.app/v1/trips/0b6f3f7e-2a41-4c55-"
           "9d0e-5e1f7c2a8b10", "tripstitch-api.onrender.com.\n216.24.57.4\n{\"ok\":true}\n200 0.064s")
    s.prompt("deployrule", "New rule: deploys happen only by merging to main. Render deploys once the GitHub Actions "
             "checks pass (autoDeployTrigger checksPass); nobody deploys from a laptop any more. Delete the ECS deploy "
             "script and the task definitions.")
    s.bash("rmecs", "git rm -r -q scripts/deploy-ecs.sh infra/ecs && git status --short",
           "D  infra/ecs/api-task.json\nD  infra/ecs/worker-task.json\nD  scripts/deploy-ecs.sh")
    s.bash("ecsstop", "for svc in api worker; do aws ecs update-service --cluster tripstitch-prod --service $svc "
           "--desired-count 0 --query 'service.[serviceName,desiredCount]' --output text; done",
           "api\t0\nworker\t0")
    s.remember("memrender", "tripstitch moved from AWS ECS Fargate to Render (Frankfurt) on Monday 26 March 2029: "
               "web service tripstitch-api (Standard $25), background worker tripstitch-worker (Starter $7), Render "
               "Postgres 16 Basic-1gb ($19), Key Value tripstitch-kv (Starter $10): $61/month instead of about $212 on "
               "AWS. Why: cost, and Tobias Hale (the only AWS person) leaves on 30 March. Deploys only by merging to "
               "main (autoDeployTrigger checksPass), pnpm db:migrate as preDeployCommand. ECS services scaled to 0; "
               "the AWS account is torn down on Friday 6 April.", "hosting: Render", "decision")
    s.bash("commit9", "git add -A && git commit -m 'chore(deploy): move to Render (Blueprint), drop ECS task "
           "definitions and deploy script'", "[main a3f7b92] chore(deploy): move to Render (Blueprint), drop ECS task "
           "definitions and deploy script\n 5 files changed, 71 insertions(+), 118 deletions(-)\n create mode 100644 "
           "render.yaml\n delete mode 100755 scripts/deploy-ecs.sh")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("incident", "Incident. Sunniva Brekke from support has messages from Fjellklubben Bergen: nobody in "
             "the group got yesterday's 18:00 itinerary email for today, and Hallvard Sæther, their organiser, says "
             "half the group missed the 08:30 lift-pass pickup because of it. Look at the worker on Render.")
    s.bash("workercrash", "render logs -r tripstitch-worker --start 2029-03-26T09:45:00Z --limit 12 --output text",
           "2029-03-26T09:53:12Z ==> Running 'pnpm start:worker'\n2029-03-26T09:53:13Z > tripstitch@0.1.0 start:worker "
           "/app\n2029-03-26T09:53:13Z > node dist/workers/emailWorker.js\n2029-03-26T09:53:13Z node:internal/modules/"
           "cjs/loader:1228\n2029-03-26T09:53:13Z   throw err;\n2029-03-26T09:53:13Z Error: Cannot find module "
           "'/app/dist/workers/emailWorker.js'\n2029-03-26T09:53:13Z     at Module._resolveFilename (node:internal/"
           "modules/cjs/loader:1225:15)\n2029-03-26T09:53:13Z   code: 'MODULE_NOT_FOUND',\n2029-03-26T09:53:13Z "
           "Node.js v22.14.0\n2029-03-26T09:53:14Z ==> Exited with status 1\n2029-03-26T09:53:29Z ==> Running 'pnpm "
           "start:worker'")
    s.glob("distglob", "dist/workers/*.js", ["dist/workers/itinerary-mailer.js"])
    s.read("stalescript", "package.json", PACKAGE_JSON.replace(
        "    \"dev\": \"tsx watch src/server.ts\",\n",
        "    \"dev\": \"docker compose up -d --wait && tsx watch src/server.ts\",\n"
        "    \"dev:worker\": \"tsx watch src/workers/itinerary-mailer.ts\",\n"
        "    \"start:worker\": \"node dist/workers/emailWorker.js\",\n").replace(
        "    \"db:push\": \"drizzle-kit push\",\n",
        "    \"db:generate\": \"drizzle-kit generate\",\n    \"db:migrate\": \"node dist/db/migrate.js\",\n"))
    s.prompt("incwhy", "Found it. When we renamed the worker last week we fixed the ECS task definition and "
             "dev:worker, but not the start:worker script in package.json. ECS never used that script, so nobody "
             "noticed; render.yaml runs `pnpm start:worker`, so since yesterday's move the worker has been "
             "crash-looping on MODULE_NOT_FOUND, and nothing ran the 18:00 sweep. We only smoke-tested the API. "
             "Fix the script and add a test that every file that package.json scripts point into dist/ exists "
             "after the build.")
    s.edit("scriptfix", "package.json", "    \"start:worker\": \"node dist/workers/emailWorker.js\",",
           "    \"start:worker\": \"node dist/workers/itinerary-mailer.js\",")
    s.write("scripttest", "tests/scripts.test.ts",
            "import { existsSync, readFileSync } from \"node:fs\";\nimport { describe, expect, it } from \"vitest\";\n\n"
            "// 27 March 2029: start:worker still pointed at the pre-rename emailWorker.js and the Render worker\n"
            "// crash-looped. Every dist/ path a script runs must exist after `pnpm build`.\n"
            "const pkg = JSON.parse(readFileSync(\"package.json\", \"utf8\")) as { scripts: Record<string, string> };\n\n"
            "describe(\"package.json scripts\", () => {\n  for (const [name, cmd] of Object.entries(pkg.scripts)) {\n"
            "    for (const path of cmd.match(/dist\\/[\\w./-]+\\.js/g) ?? []) {\n      it(`${name} -> ${path}`, () => "
            "expect(existsSync(path)).toBe(true));\n    }\n  }\n});\n")
    s.bash("evictwarn", "git commit -qam 'fix(worker): start:worker runs itinerary-mailer.js' && git push origin "
           "main && sleep 240 && render logs -r tripstitch-worker --limit 3 --output text",
           "   a3f7b92..e51c0d7  main -> main\n2029-03-27T08:25:40Z > node dist/workers/itinerary-mailer.js\n"
           "2029-03-27T08:25:41Z IMPORTANT! Eviction policy is allkeys-lru. It should be \"noeviction\"\n"
           "2029-03-27T08:25:41Z {\"level\":30,\"name\":\"itinerary-mailer\",\"queue\":\"itinerary-mail\","
           "\"concurrency\":10,\"msg\":\"worker ready\"}")
    s.prompt("evict", "The worker is back. And that warning matters: Render Key Value defaults to allkeys-lru, which "
             "may evict BullMQ's keys when memory gets tight. Set maxmemoryPolicy noeviction on tripstitch-kv, and "
             "since nothing ever removes finished jobs, keep the last 1000 completed (or 24 hours) and failed ones "
             "for 7 days.")
    s.tool_failure(None, "Edit", {"file_path": f"{ROOT}/render.yaml", "old_string": "    plan: starter\n"
                                  "    ipAllowList: []", "new_string": "    plan: starter\n    maxmemoryPolicy: "
                                  "noeviction\n    ipAllowList: []"},
                   "String to replace not found in file.\nString:     plan: starter\n    ipAllowList: []")
    s.edit("kvfix", "render.yaml", "  - type: keyvalue\n    name: tripstitch-kv\n    region: frankfurt\n    plan: starter\n",
           "  - type: keyvalue\n    name: tripstitch-kv\n    region: frankfurt\n    plan: starter\n"
           "    maxmemoryPolicy: noeviction  # BullMQ must never lose keys (27 March)\n")
    s.edit("retention", "src/queues/itinerary-mail.ts",
           "    attempts: 5,\n    backoff: { type: \"exponential\", delay: 30_000 },",
           "    attempts: 5,\n    backoff: { type: \"exponential\", delay: 30_000 },\n"
           "    removeOnComplete: { age: 24 * 3600, count: 1000 },\n    removeOnFail: { age: 7 * 24 * 3600 },")
    s.bash("resend", "render jobs create tripstitch-worker --start-command 'node dist/scripts/resend-digests.js --trip "
           "f2c9a4e1-6b7d-4c3e-9a8f-1d2e3b4c5a6f --day 2029-03-27'",
           "{\"level\":30,\"trip\":\"Fjellklubben Bergen: Hemsedal ski week\",\"day\":\"2029-03-27\",\"queued\":22,"
           "\"msg\":\"resend\"}\n{\"level\":30,\"name\":\"itinerary-mailer\",\"sent\":22,\"failed\":0,\"msg\":\"batch "
           "done\"}")
    s.lesson("lesson4", "After moving platforms, smoke-test the worker, not only the API: the Render worker ran "
             "`pnpm start:worker`, which still pointed at dist/workers/emailWorker.js from before the rename, and it "
             "crash-looped (MODULE_NOT_FOUND) for a day while /healthz was green. A rename must grep package.json "
             "scripts too.", "tripstitch incident 27 March 2029: no 18:00 digests after the move to Render")
    s.write("incnote", "docs/incidents/2029-03-27-missed-digests.md",
            "# 26-27 March 2029: evening itinerary emails not sent\n\n- **When:** worker down from 26 March 09:53 UTC "
            "(move to Render) to 27 March 08:25 UTC.\n- **Impact:** Fjellklubben Bergen (22 people, Hemsedal) got no "
            "18:00 digest for 27 March; reported by Sunniva Brekke (support) for Hallvard Sæther.\n- **Cause:** "
            "render.yaml starts the worker with `pnpm start:worker`; that script still ran "
            "dist/workers/emailWorker.js, renamed to itinerary-mailer.js on 19 March. The ECS task definition had its "
            "own command, so the stale script went unnoticed. Only the API was smoke-tested after the move.\n"
            "- **Fix:** script corrected, test that every dist/ path in package.json exists, Key Value set to "
            "noeviction, completed jobs trimmed; the 22 digests were resent at 08:37.\n")
    s.bash("commit10", "git add -A && git commit -m 'fix(queue): Key Value noeviction, trim finished jobs; test "
           "script paths; incident note 2029-03-27'", "[main 7b2e6f4] fix(queue): Key Value noeviction, trim "
           "finished jobs; test script paths; incident note 2029-03-27\n 4 files changed, 47 insertions(+)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash("log11", "git log --oneline -4", "7b2e6f4 fix(queue): Key Value noeviction, trim finished jobs; test script paths; "
           "incident note 2029-03-27\ne51c0d7 fix(worker): start:worker runs itinerary-mailer.js\na3f7b92 "
           "chore(deploy): move to Render (Blueprint), drop ECS task definitions and deploy script\n4c8e1d0 "
           "feat(itinerary): weak ETag on the itinerary route")
    s.prompt("handover", "Tobias's last day is tomorrow. He deletes the whole AWS stack on Friday 6 April (ECS, ALB, "
             "NAT gateway, ElastiCache, ECR; RDS gets a final snapshot that we keep for 30 days). Write "
             "docs/operations.md for whoever is on call: the Render services and what they cost, how to deploy, how "
             "to roll back, where the logs are.")
    s.write("opsdoc", "docs/operations.md", OPS_MD)
    s.prompt("resendask", "Sunniva wants to resend a member's itinerary email herself from the support tool instead "
             "of pinging me: POST /v1/trips/:tripId/members/:memberId/resend-digest with a day in the body, admin "
             "token only, rate-limited to 5 a minute.")
    s.write("resendroute", "src/routes/support.ts",
            "import { z } from \"zod\";\nimport type { App } from \"../app.js\";\nimport { requireAdmin } from "
            "\"../auth/admin.js\";\nimport { itineraryQueue } from \"../queues/itinerary-mail.js\";\n\n"
            "const Params = z.object({ tripId: z.string().uuid(), memberId: z.string().uuid() });\nconst Body = "
            "z.object({ day: z.string().date() });\n\n/** Support (Sunniva): resend one member's digest. Same "
            "idempotent jobId with a resend suffix. */\nexport async function supportRoutes(app: App) {\n"
            "  app.post(\n    \"/v1/trips/:tripId/members/:memberId/resend-digest\",\n    { preHandler: requireAdmin, "
            "config: { rateLimit: { max: 5, timeWindow: \"1 minute\" } },\n      schema: { params: Params, body: Body, "
            "response: { 202: z.object({ jobId: z.string() }) } } },\n    async (req, reply) => {\n      const { "
            "tripId, memberId } = req.params;\n      const jobId = `digest:${tripId}:${req.body.day}:${memberId}:"
            "resend:${Date.now()}`;\n      await itineraryQueue.add(\"digest\", { tripId, memberId, day: req.body.day "
            "}, { jobId });\n      return reply.code(202).send({ jobId });\n    },\n  );\n}\n")
    s.bash("testok11", "pnpm lint && pnpm test",
           vitest([("tests/trips.test.ts", 6, 411), ("tests/worker.test.ts", 8, 705), ("tests/split.test.ts", 14, 12),
                   ("tests/routes.test.ts", 7, 470), ("tests/fx.test.ts", 4, 88), ("tests/etag.test.ts", 2, 118),
                   ("tests/scripts.test.ts", 3, 4), ("tests/support.test.ts", 3, 231)], "2.94", "12:18:12"))
    s.bash("pmstats", "curl -s 'https://api.postmarkapp.com/stats/outbound?messagestream=itinerary&fromdate=2029-03-"
           "22&todate=2029-03-29' -H \"X-Postmark-Server-Token: $POSTMARK_SERVER_TOKEN\" | jq -c '{Sent, Bounced, "
           "BounceRate, SpamComplaints}'", "{\"Sent\":3480,\"Bounced\":12,\"BounceRate\":0.34,\"SpamComplaints\":0}")
    s.prompt("plans", "Plans, so they're written down: retro with Dario and Ines on Tuesday 3 April at 10:00. "
             "Lakeside Rowing Club travels 12 to 15 April; I want a dry run of their 34 digests against a copy of "
             "the trip on Tuesday 10 April. Postmark: 3,480 emails in the first week, so we'll pass the 10,000 of the "
             "Basic plan around mid-April: move to the 50,000 tier ($55) before 12 April. Dario wants WhatsApp "
             "notifications scoped in May, not before.")
    s.bash("tag110", "git tag -a v1.1.0 -m 'tripstitch 1.1.0: Render, support resend endpoint' && git push origin "
           "main v1.1.0", "To github.com:tripstitch/tripstitch-api.git\n   7b2e6f4..d8c31a5  main -> main\n * [new tag]"
           "         v1.1.0 -> v1.1.0")
    s.remember("memplans", "tripstitch plans after 29 March 2029: Tobias Hale's last day 30 March; AWS stack deleted "
               "Friday 6 April (RDS final snapshot kept 30 days); retro with Dario and Ines Tuesday 3 April 10:00; "
               "dry run of the Lakeside Rowing Club's 34 digests Tuesday 10 April; their trip 12-15 April; Postmark "
               "upgrade from Basic (10k, $15) to the 50k tier ($55) before 12 April; WhatsApp notifications scoped in "
               "May. Current release v1.1.0 on Render.", "upcoming dates", "event")
    s.bash("commit11", "git add -A && git commit -m 'feat(support): resend-digest endpoint for support; docs: "
           "operations runbook'", "[main d8c31a5] feat(support): resend-digest endpoint for support; docs: operations "
           "runbook\n 6 files changed, 142 insertions(+)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-03-05T09:10:00", "3b7e1c20-5a4d-4f1e-9c2b-7d6e5f4a6901", s1),    # Mon
    ("s2", "2029-03-07T10:00:00", "4c8f2d31-6b5e-4a2f-8d3c-8e7f6a5b6902", s2),    # Wed
    ("s3", "2029-03-09T13:30:00", "5d903e42-7c6f-4b30-9e4d-9f807b6c6903", s3),    # Fri
    ("s4", "2029-03-13T09:20:00", "6ea14f53-8d70-4c41-af5e-a0918c7d6904", s4),    # Tue
    ("s5", "2029-03-15T10:00:00", "7fb25064-9e81-4d52-b06f-b1a29d8e6905", s5),    # Thu
    ("s6", "2029-03-19T09:40:00", "80c36175-af92-4e63-c170-c2b3ae9f6906", s6),    # Mon
    ("s7", "2029-03-21T14:00:00", "91d47286-b0a3-4f74-d281-d3c4bfa06907", s7),    # Wed
    ("s8", "2029-03-22T09:00:00", "a2e58397-c1b4-4085-e392-e4d5c0b16908", s8),    # Thu
    ("s9", "2029-03-26T09:30:00", "b3f694a8-d2c5-4196-f4a3-f5e6d1c26909", s9),    # Mon
    ("s10", "2029-03-27T08:05:00", "c407a5b9-e3d6-42a7-05b4-06f7e2d36910", s10),  # Tue
    ("s11", "2029-03-29T10:00:00", "d518b6ca-f4e7-43b8-16c5-1708f3e46911", s11),  # Thu
]

#: When the questions are asked: the morning after the last session (a Thursday).
ASKED_AT = "2029-03-30T08:30:00Z"
