"""The eleven sessions of the roomly history, step by step (see build.py and README.md)."""
from __future__ import annotations


def ts_module(header: str, imports: list[str], fns: list[tuple[str, str]], extra: str = "") -> str:
    """A long, plausible TypeScript module: the whole-file reads and writes that drown search."""
    out = [f"// {header}", *imports, ""]
    for fn, doc in fns:
        out += [f"/** {doc} */", f"export async function {fn}(db: Kysely<DB>, input: {fn[0].upper()}{fn[1:]}Input) {{",
                "  const parsed = schema.parse(input);", "  const room = await db.selectFrom('rooms')",
                "    .selectAll().where('id', '=', parsed.roomId).executeTakeFirst();",
                "  if (!room) {", "    throw new HttpError(404, `room ${parsed.roomId} not found`);", "  }",
                "  if (parsed.endsAt <= parsed.startsAt) {",
                "    throw new HttpError(400, 'endsAt must be after startsAt');", "  }",
                "  const rows = await db.selectFrom('bookings').selectAll()",
                "    .where('room_id', '=', room.id).orderBy('starts_at').execute();",
                "  return rows.map((r) => ({ id: r.id, roomId: r.room_id, memberId: r.member_id,",
                "    startsAt: r.starts_at, endsAt: r.ends_at, title: r.title }));", "}", ""]
    out += [extra, ""]
    for fn, _ in fns:
        out += [f"describe('{fn}', () => {{"]
        for case in ("rejects an unknown room", "rejects an empty slot", "returns rows in order", "keeps the title"):
            out += [f"  it('{case}', async () => {{", f"    const r = await {fn}(db, fixture('{case}'));",
                    "    expect(r).toBeDefined();", "  });"]
        out += ["});", ""]
    return "\n".join(out)


PACKAGE_JSON = """{
  "name": "roomly",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "packageManager": "pnpm@9.12.0",
  "scripts": {
    "dev": "tsx watch src/server.ts",
    "build": "tsc -p tsconfig.json",
    "start": "node dist/server.js",
    "test": "vitest run",
    "typecheck": "tsc --noEmit"
  },
  "dependencies": {
    "fastify": "^5.0.0",
    "zod": "^3.23.8",
    "fastify-type-provider-zod": "^4.0.2"
  },
  "devDependencies": {
    "typescript": "^5.6.3",
    "tsx": "^4.19.1",
    "vitest": "^2.1.3",
    "@types/node": "^22.7.5"
  }
}
"""

SERVER_TS = """import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { healthRoutes } from './routes/health';
import { roomRoutes } from './routes/rooms';

export function buildServer() {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(healthRoutes);
  app.register(roomRoutes, { prefix: '/rooms' });
  return app;
}

const port = Number(process.env.PORT ?? 3000);
buildServer().listen({ port, host: '127.0.0.1' });
"""


def vitest_ok(n: int, secs: str = "1.24") -> str:
    files = ["tests/health.test.ts", "tests/rooms.test.ts", "tests/bookings.test.ts", "tests/availability.test.ts",
             "tests/notify.test.ts", "tests/reminders.test.ts", "tests/ical.test.ts"]
    shown = files[:max(2, min(len(files), n // 6))]
    return (" RUN  v2.1.3 /home/jonas/src/roomly\n\n" +
            "".join(f" ✓ {f} ({n // len(shown)} tests) {12 + 7 * i}ms\n" for i, f in enumerate(shown)) +
            f"\n Test Files  {len(shown)} passed ({len(shown)})\n      Tests  {n} passed ({n})\n"
            f"   Start at  10:02:11\n   Duration  {secs}s (transform 210ms, setup 0ms, collect 640ms, tests 380ms)\n")


def s1(s):
    s.start()
    s.prompt("goal", "New project: roomly, a small booking API for the meeting rooms at our coworking space "
             "(De Werkplaats, Utrecht). Members reserve a room for a slot, front desk sees the day at a glance. "
             "TypeScript on Node 22. Use Fastify rather than Express, I want schema validation built in and it's "
             "faster; zod for the request schemas.")
    s.bash(None, "mkdir roomly && cd roomly && git init && pnpm init", "Initialized empty Git repository in "
           "/home/jonas/src/roomly/.git/\nWrote to /home/jonas/src/roomly/package.json")
    s.prompt("pnpm", "Use pnpm for everything please, never npm or yarn; I don't want a package-lock.json showing up "
             "in this repo.")
    s.bash(None, "pnpm add fastify zod fastify-type-provider-zod && pnpm add -D typescript tsx vitest @types/node",
           "Packages: +74\n++++++++++++++++++++++++\ndependencies:\n+ fastify 5.0.0\n+ zod 3.23.8\n"
           "devDependencies:\n+ typescript 5.6.3\n+ vitest 2.1.3\nDone in 6.2s")
    s.write("pkg", "package.json", PACKAGE_JSON)
    s.write("tsconfig", "tsconfig.json", "{\n  \"compilerOptions\": {\n    \"target\": \"ES2022\",\n    \"module\": "
            "\"NodeNext\",\n    \"moduleResolution\": \"NodeNext\",\n    \"strict\": true,\n    \"outDir\": \"dist\",\n"
            "    \"skipLibCheck\": true\n  },\n  \"include\": [\"src\"]\n}\n")
    s.write("server", "src/server.ts", SERVER_TS)
    s.write(None, "src/routes/health.ts", "import type { FastifyInstance } from 'fastify';\n\nexport async function "
            "healthRoutes(app: FastifyInstance) {\n  app.get('/healthz', async () => ({ ok: true }));\n}\n")
    s.bash("tsfail", "pnpm typecheck", "", "src/server.ts(3,30): error TS2835: Relative import paths need explicit "
           "file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean "
           "'./routes/health.js'?\nsrc/server.ts(4,28): error TS2835: Relative import paths need explicit file "
           "extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean "
           "'./routes/rooms.js'?", code=2)
    s.edit("tsfix", "src/server.ts", "import { healthRoutes } from './routes/health';\nimport { roomRoutes } from "
           "'./routes/rooms';", "import { healthRoutes } from './routes/health.js';\nimport { roomRoutes } from "
           "'./routes/rooms.js';")
    s.bash(None, "pnpm typecheck", "")
    s.bash(None, "pnpm test", vitest_ok(3, "0.61"))
    s.bash("commit1", "git add -A && git commit -m 'chore: skeleton with Fastify, zod schemas and vitest'",
           "[main (root-commit) 1c0ffee] chore: skeleton with Fastify, zod schemas and vitest\n 7 files changed")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("pg", "Storage: PostgreSQL, with Kysely as a typed query builder. Not Prisma: I don't want a generated "
             "client and a separate migration engine binary in the Docker image. Plain SQL migrations in "
             "migrations/.")
    s.write("compose", "docker-compose.yml", "services:\n  db:\n    image: postgres:16\n    environment:\n"
            "      POSTGRES_PASSWORD: roomly\n      POSTGRES_DB: roomly\n    ports: ['5433:5432']\n")
    s.bash(None, "pnpm add kysely pg && pnpm add -D @types/pg", "dependencies:\n+ kysely 0.27.4\n+ pg 8.13.0\nDone in 3.1s")
    s.prompt("localtime", "All our rooms are in Utrecht, so keep it simple: store booking times as plain local "
             "timestamps (timestamp without time zone, Amsterdam wall-clock time). No timezone juggling.")
    s.write("mig1", "migrations/001_init.sql", "CREATE TABLE rooms (\n  id serial PRIMARY KEY,\n  name text NOT NULL "
            "UNIQUE,\n  seats int NOT NULL\n);\n\nCREATE TABLE bookings (\n  id serial PRIMARY KEY,\n  room_id int "
            "NOT NULL REFERENCES rooms(id),\n  member_id int NOT NULL,\n  title text NOT NULL DEFAULT '',\n"
            "  starts_at timestamp NOT NULL,  -- local Amsterdam time\n  ends_at timestamp NOT NULL\n);\n\n"
            "INSERT INTO rooms (name, seats) VALUES ('Kas', 4), ('Zolder', 8), ('Kelder', 12);\n")
    s.write("db", "src/db.ts", "import { Kysely, PostgresDialect } from 'kysely';\nimport pg from 'pg';\nimport type "
            "{ DB } from './schema.js';\n\nexport const db = new Kysely<DB>({\n  dialect: new PostgresDialect({ pool: "
            "new pg.Pool({ connectionString: process.env.ROOMLY_DB_URL }) }),\n});\n")
    s.write("bookwrite", "src/routes/bookings.ts", ts_module("Booking routes: create, list and cancel", [
        "import { z } from 'zod';", "import type { Kysely } from 'kysely';", "import type { DB } from '../schema.js';",
        "import { HttpError } from '../errors.js';"], [
        ("createBooking", "Reserve a room for a slot; 409 when checkOverlap finds another booking in it"),
        ("listBookings", "Bookings of one room for one day, in start order"),
        ("cancelBooking", "Delete a booking; only its member or the front desk may")],
        extra="/** True when another booking of the room intersects [startsAt, endsAt). */\nexport async function "
              "checkOverlap(db: Kysely<DB>, roomId: number, startsAt: Date, endsAt: Date) {\n  const hit = await "
              "db.selectFrom('bookings').select('id')\n    .where('room_id', '=', roomId)\n    .where('starts_at', '<', "
              "endsAt).where('ends_at', '>', startsAt)\n    .executeTakeFirst();\n  return hit !== undefined;\n}"))
    s.bash(None, "docker compose up -d db && psql postgres://postgres:roomly@localhost:5433/roomly -f "
           "migrations/001_init.sql", "[+] Running 1/1\n ✔ Container roomly-db-1  Started\nCREATE TABLE\nCREATE TABLE\n"
           "INSERT 0 3")
    s.bash(None, "ls -la", "total 184\ndrwxr-xr-x  8 jonas jonas   4096 Apr  9 14:02 .\n-rw-r--r--  1 jonas jonas    "
           "196 Apr  9 13:41 docker-compose.yml\ndrwxr-xr-x  2 jonas jonas   4096 Apr  9 13:50 migrations\n"
           "drwxr-xr-x 80 jonas jonas   4096 Apr  9 13:39 node_modules\n-rw-r--r--  1 jonas jonas    610 Apr  9 13:39 "
           "package.json\n-rw-r--r--  1 jonas jonas  61204 Apr  9 13:39 pnpm-lock.yaml\ndrwxr-xr-x  3 jonas jonas   "
           "4096 Apr  9 13:55 src\n-rw-r--r--  1 jonas jonas    214 Apr  7 09:14 tsconfig.json")
    s.bash(None, "pnpm test", vitest_ok(14))
    s.bash("commit2", "git add -A && git commit -m 'feat: bookings on PostgreSQL with Kysely, overlap check'",
           "[main 4ab19d2] feat: bookings on PostgreSQL with Kysely, overlap check\n 6 files changed")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("email", "Members should get a confirmation when they book, and a reminder 15 minutes before the "
             "meeting. Send both by email with nodemailer through our Postmark SMTP account.")
    s.bash(None, "pnpm add nodemailer node-cron && pnpm add -D @types/nodemailer @types/node-cron",
           "dependencies:\n+ node-cron 3.0.3\n+ nodemailer 6.9.15\nDone in 2.8s")
    s.write("mailer", "src/notify/mailer.ts", "import nodemailer from 'nodemailer';\n\nconst transport = "
            "nodemailer.createTransport({ host: 'smtp.postmarkapp.com', port: 587, auth: { user: process.env.SMTP_USER, "
            "pass: process.env.SMTP_PASS } });\n\n/** Confirmation mail right after a booking is made. */\nexport async "
            "function sendConfirmation(booking: Booking, member: Member) {\n  await transport.sendMail({ from: "
            "'rooms@dewerkplaats.nl', to: member.email, subject: `Booked: ${booking.roomName}`, text: "
            "formatSlot(booking) });\n}\n")
    s.write("cron", "src/jobs/cron.ts", "import cron from 'node-cron';\nimport { db } from '../db.js';\nimport { "
            "sendReminder } from '../notify/mailer.js';\n\n/** Every 10 minutes: remind the members whose booking "
            "starts within the next 15 minutes. */\nexport function startCron() {\n  cron.schedule('*/10 * * * *', "
            "async () => {\n    const soon = await db.selectFrom('bookings').selectAll()\n      .where('starts_at', "
            "'>=', sql`now()`).where('starts_at', '<', sql`now() + interval '15 minutes'`).execute();\n    for (const b "
            "of soon) await sendReminder(b);\n  });\n}\n")
    s.edit(None, "src/server.ts", "buildServer().listen({ port, host: '127.0.0.1' });",
           "startCron();\nbuildServer().listen({ port, host: '127.0.0.1' });")
    s.prompt("namedexports", "Small thing: only named exports in this codebase, no `export default`. It keeps "
             "imports greppable and renames safe.")
    s.grep(None, "export default", ["src/plugins/auth.ts"])
    s.edit(None, "src/plugins/auth.ts", "export default async function auth(", "export async function authPlugin(")
    s.remember("memstyle", "Jonas's conventions for roomly: pnpm only (no npm/yarn, no package-lock.json); named "
               "exports only, never `export default`; tests with vitest (`pnpm test`).", "roomly coding conventions",
               "preference")
    s.bash(None, "pnpm test", vitest_ok(19))
    s.bash("commit3", "git add -A && git commit -m 'feat: confirmation and reminder emails (nodemailer, node-cron)'",
           "[main 7e3a051] feat: confirmation and reminder emails (nodemailer, node-cron)\n 5 files changed")
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("dst", "Anouk from the front desk booked Zolder for Sunday 25 October 10:00 for the autumn event, and "
             "the availability test I added for that date fails: the slot shows at 11:00. Something with the clock "
             "change?")
    s.bash("dstfail", "pnpm test availability", "", " FAIL  tests/availability.test.ts > availability > keeps a "
           "booking on the DST change day at its local hour\nAssertionError: expected '2026-10-25T11:00' to be "
           "'2026-10-25T10:00'\n - Expected\n + Received\n\n Test Files  1 failed (1)\n      Tests  1 failed | 6 "
           "passed (7)", code=1)
    s.read(None, "src/routes/bookings.ts", ts_module("Booking routes: create, list and cancel", [
        "import { z } from 'zod';", "import type { Kysely } from 'kysely';", "import type { DB } from '../schema.js';",
        "import { HttpError } from '../errors.js';"], [
        ("createBooking", "Reserve a room for a slot; 409 when checkOverlap finds another booking in it"),
        ("listBookings", "Bookings of one room for one day, in start order"),
        ("cancelBooking", "Delete a booking; only its member or the front desk may")]))
    s.prompt("utc", "OK, I was wrong about local time. The pg driver reads a timestamp without zone as the server's "
             "zone, and the container runs in UTC, so every date around the October change shifts. Let's do it "
             "properly: timestamptz columns, everything in UTC inside the app, and convert to Europe/Amsterdam only "
             "at the API edge with Luxon.")
    s.write("mig2", "migrations/002_timestamptz.sql", "-- Booking times become instants: local wall-clock times broke "
            "around the DST change.\nALTER TABLE bookings\n  ALTER COLUMN starts_at TYPE timestamptz USING starts_at "
            "AT TIME ZONE 'Europe/Amsterdam',\n  ALTER COLUMN ends_at TYPE timestamptz USING ends_at AT TIME ZONE "
            "'Europe/Amsterdam';\n")
    s.bash(None, "pnpm add luxon && pnpm add -D @types/luxon", "dependencies:\n+ luxon 3.5.0\nDone in 1.9s")
    s.write("timets", "src/lib/time.ts", "import { DateTime } from 'luxon';\n\nexport const ZONE = "
            "'Europe/Amsterdam';\n\n/** '2026-10-25T10:00' (Amsterdam wall clock) -> the UTC instant. */\nexport "
            "function fromLocal(local: string): Date {\n  return DateTime.fromISO(local, { zone: ZONE }).toUTC()."
            "toJSDate();\n}\n\n/** A UTC instant -> Amsterdam wall clock for the API. */\nexport function toLocal(d: "
            "Date): string {\n  return DateTime.fromJSDate(d).setZone(ZONE).toISO({ suppressMilliseconds: true })!;\n}\n")
    s.bash(None, "psql $ROOMLY_DB_URL -f migrations/002_timestamptz.sql", "ALTER TABLE")
    s.bash("dstpass", "pnpm test", vitest_ok(24, "1.41"))
    s.bash("commit4", "git add -A && git commit -m 'fix: store booking times as timestamptz (UTC), convert at the "
           "edge with Luxon'", "[main 93d7c40] fix: store booking times as timestamptz (UTC), convert at the edge with "
           "Luxon\n 5 files changed")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("race", "Two members both got a confirmation for Kelder at 14:00 on Thursday. Same room, same slot, "
             "two bookings. How is that possible with the overlap check?")
    s.bash("racequery", "psql $ROOMLY_DB_URL -c \"select id, member_id, starts_at, created_at from bookings where "
           "room_id = 3 and starts_at = '2026-04-16 12:00+00'\"", "  id | member_id |       starts_at        |         "
           "created_at\n-----+-----------+------------------------+----------------------------\n 211 |        17 | "
           "2026-04-16 12:00:00+00 | 2026-04-15 08:41:07.112+00\n 212 |        23 | 2026-04-16 12:00:00+00 | "
           "2026-04-15 08:41:07.118+00\n(2 rows)")
    s.prompt("racecause", "6 milliseconds apart. Both requests ran the SELECT of the check before either INSERT "
             "committed, so both saw a free room. Check-then-insert can't work under concurrency; let the database "
             "enforce it with an exclusion constraint on the time range.")
    s.write("mig3", "migrations/003_no_overlap.sql", "CREATE EXTENSION IF NOT EXISTS btree_gist;\n\nALTER TABLE "
            "bookings ADD CONSTRAINT bookings_no_overlap\n  EXCLUDE USING gist (room_id WITH =, tstzrange(starts_at, "
            "ends_at) WITH &&);\n")
    s.edit("race409", "src/routes/bookings.ts", "  const created = await db.insertInto('bookings').values(row)"
           ".returningAll().executeTakeFirstOrThrow();", "  let created;\n  try {\n    created = await "
           "db.insertInto('bookings').values(row).returningAll().executeTakeFirstOrThrow();\n  } catch (e) {\n"
           "    // 23P01 exclusion_violation: bookings_no_overlap, a concurrent request took the slot first.\n"
           "    if ((e as { code?: string }).code === '23P01') throw new HttpError(409, 'room already booked for this "
           "slot');\n    throw e;\n  }")
    s.prompt("renameassert", "Keep the early check for the nice error message, but call it assertSlotFree and make it "
             "throw the 409 itself instead of returning a boolean.")
    s.edit("renamefn", "src/routes/bookings.ts", "export async function checkOverlap(db: Kysely<DB>, roomId: number, "
           "startsAt: Date, endsAt: Date) {", "export async function assertSlotFree(db: Kysely<DB>, roomId: number, "
           "startsAt: Date, endsAt: Date): Promise<void> {")
    s.grep(None, "checkOverlap", ["src/routes/bookings.ts", "tests/bookings.test.ts"])
    s.write("racetest", "tests/bookings.race.test.ts", "import { describe, it, expect } from 'vitest';\n\ndescribe("
            "'concurrent bookings', () => {\n  it('lets exactly one of two simultaneous requests win', async () => {\n"
            "    const [a, b] = await Promise.allSettled([book(app, slot), book(app, slot)]);\n    expect([a, b].map(status)"
            ".sort()).toEqual([201, 409]);\n  });\n});\n")
    s.bash(None, "psql $ROOMLY_DB_URL -f migrations/003_no_overlap.sql", "CREATE EXTENSION\nALTER TABLE")
    s.bash(None, "pnpm test", vitest_ok(27, "1.52"))
    s.bash("commit5", "git add -A && git commit -m 'fix: exclusion constraint against double bookings; checkOverlap "
           "renamed assertSlotFree'", "[main b2f6e18] fix: exclusion constraint against double bookings; checkOverlap "
           "renamed assertSlotFree\n 4 files changed")
    s.lesson("lessonRace", "Never guard uniqueness with check-then-insert in application code: two concurrent "
             "requests both pass the check. Let PostgreSQL enforce it (EXCLUDE USING gist for time ranges) and map "
             "the violation (23P01) to 409.", "Kelder double-booked by two simultaneous requests, April 2026")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("fly", "Let's put it online. Deploy to Fly.io, region ams, two machines so a restart doesn't take "
             "bookings down, with Fly Postgres attached.")
    s.write("dockerfile", "Dockerfile", "FROM node:22-slim AS build\nWORKDIR /app\nRUN corepack enable\nCOPY "
            "package.json pnpm-lock.yaml ./\nRUN pnpm install --frozen-lockfile\nCOPY . .\nRUN pnpm build\n\nFROM "
            "node:22-slim\nWORKDIR /app\nCOPY --from=build /app/dist ./dist\nCOPY --from=build /app/node_modules "
            "./node_modules\nCMD [\"node\", \"dist/server.js\"]\n")
    s.bash("launch", "fly launch --no-deploy --name roomly --region ams && fly postgres attach roomly-db",
           "Created app 'roomly' in organization 'personal'\nWrote config file fly.toml\nPostgres cluster roomly-db is "
           "now attached to roomly\nThe following secret was added to roomly:\n  DATABASE_URL=postgres://roomly:"
           "****@roomly-db.flycast:5432/roomly")
    s.prompt("envrename", "Fly sets DATABASE_URL when you attach Postgres. Rename our ROOMLY_DB_URL to DATABASE_URL "
             "everywhere instead of mapping one to the other.")
    s.edit("envedit", "src/db.ts", "new pg.Pool({ connectionString: process.env.ROOMLY_DB_URL })",
           "new pg.Pool({ connectionString: process.env.DATABASE_URL })")
    s.grep(None, "ROOMLY_DB_URL", ["src/db.ts", "docker-compose.yml", "README.md", ".env.example"])
    s.edit(None, ".env.example", "ROOMLY_DB_URL=postgres://postgres:roomly@localhost:5433/roomly",
           "DATABASE_URL=postgres://postgres:roomly@localhost:5433/roomly")
    s.bash(None, "fly scale count 2 --region ams", "App 'roomly' is going to be scaled according to this plan:\n"
           "  +1 machines for group 'app' on region 'ams' of size 'shared-cpu-1x'\nExecuting scale plan\n  Created "
           "e784079b449483 group:app region:ams size:shared-cpu-1x")
    s.bash("deployfail", "fly deploy", "", "==> Building image\n--> Pushing image done\n> Updating existing machines in "
           "'roomly' with rolling strategy\n> [1/2] Machine 6e82d4e9a01987 [app] update failed\nError: timeout reached "
           "waiting for health checks to pass for machine 6e82d4e9a01987: failed to get VM 6e82d4e9a01987: "
           "health check on port 3000 has failed\nWARNING The app is not listening on the expected address and will "
           "not be reachable by fly-proxy.\nYou can fix this by configuring your app to listen on the following "
           "addresses:\n  - 0.0.0.0:3000", code=1)
    s.prompt("deploybroke", "Deploy is broken, machines never get healthy. I'm out of time today, we'll pick it up "
             "tomorrow.")
    s.bash(None, "git status", "On branch main\nChanges not staged for commit:\n  modified:   src/db.ts\n  modified:   "
           ".env.example\nUntracked files:\n  Dockerfile\n  fly.toml")
    s.bash("commit6", "git add -A && git commit -m 'chore: Dockerfile and fly.toml; ROOMLY_DB_URL renamed "
           "DATABASE_URL'", "[main 0d9b7aa] chore: Dockerfile and fly.toml; ROOMLY_DB_URL renamed DATABASE_URL\n 5 files "
           "changed")
    s.stop()
    s.end("logout")


def s7(s):
    s.start()
    s.prompt("fixdeploy", "Back to yesterday's failed Fly deploy.")
    s.read(None, "src/server.ts", SERVER_TS.replace("buildServer().listen", "startCron();\nbuildServer().listen"))
    s.edit("hostfix", "src/server.ts", "buildServer().listen({ port, host: '127.0.0.1' });",
           "// 0.0.0.0, not 127.0.0.1: inside the Fly machine the proxy and health checks connect from outside the "
           "loopback.\nbuildServer().listen({ port, host: process.env.HOST ?? '0.0.0.0' });")
    s.bash("deployok", "fly deploy", "==> Building image\n> [1/2] Machine 6e82d4e9a01987 [app] update succeeded\n> "
           "[2/2] Machine e784079b449483 [app] update succeeded\n✓ Machines are healthy\nVisit your newly deployed app "
           "at https://roomly.fly.dev/")
    s.bash(None, "curl -s https://roomly.fly.dev/healthz", "{\"ok\":true}")
    s.bash("hostcommit", "git commit -am 'fix: listen on 0.0.0.0 so Fly health checks reach the app'",
           "[main 5c1e2d3] fix: listen on 0.0.0.0 so Fly health checks reach the app")
    s.prompt("dupmail", "Since the deploy, several members say they get every reminder email twice, a few seconds "
             "apart. Confirmations are fine.")
    s.bash("dupmaillogs", "fly logs -a roomly | grep reminder | tail -4", "2026-04-21T12:45:00Z app[6e82d4e9a01987] ams "
           "[info] reminder sent booking=231 member=17\n2026-04-21T12:45:00Z app[e784079b449483] ams [info] reminder "
           "sent booking=231 member=17\n2026-04-21T12:45:01Z app[6e82d4e9a01987] ams [info] reminder sent booking=232 "
           "member=9\n2026-04-21T12:45:01Z app[e784079b449483] ams [info] reminder sent booking=232 member=9")
    s.prompt("dupmailcause", "Right, two machines, and each one runs its own node-cron schedule, so every reminder "
             "goes out once per machine. Only one instance may run the job: take a Postgres advisory lock at the "
             "start of each run and skip the run when another machine holds it.")
    s.edit("lockfix", "src/jobs/cron.ts", "  cron.schedule('*/10 * * * *', async () => {\n",
           "  cron.schedule('*/10 * * * *', async () => {\n    // One runner across all machines: the others skip this "
           "tick.\n    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${REMINDER_LOCK}) as "
           "got`.execute(db);\n    if (!rows[0].got) return;\n")
    s.bash(None, "pnpm test reminders", vitest_ok(4, "0.44"))
    s.bash("commit7", "git commit -am 'fix: reminders run on one machine only (pg_try_advisory_lock)'",
           "[main 8f02b6c] fix: reminders run on one machine only (pg_try_advisory_lock)")
    s.lesson("lessonLock", "A scheduled job inside the web process runs once per instance: with more than one "
             "machine, guard it with a lock (pg_try_advisory_lock) or move it to a single worker.",
             "Reminder emails sent twice after scaling roomly to two Fly machines")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("slack", "Change of plan for notifications. Half the members never see the emails (Outlook files them "
             "as junk) and everyone lives in our Slack anyway. Drop email entirely and post confirmations and "
             "reminders to Slack with an incoming webhook, mentioning the member.")
    s.bash("rmmailer", "pnpm remove nodemailer @types/nodemailer", "dependencies:\n- nodemailer 6.9.15\nDone in 1.1s")
    s.bash("mvslack", "git mv src/notify/mailer.ts src/notify/slack.ts", "")
    s.write("slackwrite", "src/notify/slack.ts", "/** Posts to the #rooms channel through the incoming webhook in "
            "SLACK_WEBHOOK_URL. */\nasync function post(text: string) {\n  const res = await fetch(process.env."
            "SLACK_WEBHOOK_URL!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: "
            "JSON.stringify({ text }) });\n  if (!res.ok) throw new Error(`slack webhook: ${res.status}`);\n}\n\n"
            "/** Booking made or reminder due: one message that @-mentions the member. */\nexport async function "
            "notifyMember(member: Member, text: string) {\n  await post(`<@${member.slackId}> ${text}`);\n}\n")
    s.grep(None, "sendConfirmation|sendReminder", ["src/routes/bookings.ts", "src/jobs/cron.ts", "tests/notify.test.ts"])
    s.edit("usenotify", "src/routes/bookings.ts", "await sendConfirmation(created, member);",
           "await notifyMember(member, `booked ${room.name}, ${formatSlot(created)}`);")
    s.write(None, "migrations/004_slack_id.sql", "ALTER TABLE members ADD COLUMN slack_id text;\n")
    s.prompt("rename2", "While we're at it: the members call them reservations, not bookings. Rename the route file "
             "to reservations.ts and serve it under /reservations. The table can stay `bookings`.")
    s.bash("mvroutes", "git mv src/routes/bookings.ts src/routes/reservations.ts", "")
    s.edit("prefix", "src/server.ts", "  app.register(bookingRoutes, { prefix: '/bookings' });",
           "  app.register(reservationRoutes, { prefix: '/reservations' });")
    s.prompt("conventional", "And keep using conventional commit messages (feat:, fix:, chore:, refactor:) like "
             "you've been doing; the changelog is generated from them.")
    s.bash(None, "pnpm typecheck && pnpm test", vitest_ok(28, "1.38"))
    s.bash("commit8", "git add -A && git commit -m 'refactor: notify members on Slack instead of email; bookings "
           "routes are now /reservations'", "[main c4d7a90] refactor: notify members on Slack instead of email; "
           "bookings routes are now /reservations\n 9 files changed")
    s.bash(None, "fly secrets set SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0/B0/XXXX && fly deploy",
           "Secrets are staged for the first deployment\n✓ Machines are healthy")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("ical", "Front desk wants each room's schedule in Google Calendar. Add a read-only iCal feed per room "
             "at /rooms/:id/calendar.ics. Write the ICS by hand, it's a small format, no library.")
    s.write("icalwrite", "src/routes/calendar.ts", "/** One VEVENT per reservation of the room, next 60 days. */\n"
            "export function toIcs(room: Room, rows: Reservation[]): string {\n  const lines = ['BEGIN:VCALENDAR', "
            "'VERSION:2.0', 'PRODID:-//roomly//EN'];\n  for (const r of rows) {\n    lines.push('BEGIN:VEVENT', "
            "`UID:${r.id}@roomly`, `DTSTART:${ics(r.startsAt)}`, `DTEND:${ics(r.endsAt)}`, `SUMMARY:${r.title}`, "
            "'END:VEVENT');\n  }\n  lines.push('END:VCALENDAR');\n  return lines.join('\\n');\n}\n")
    s.fetch("icalfail", "https://icalendar.org/validator.html?url=https://roomly.fly.dev/rooms/2/calendar.ics",
            "Is this feed valid?", "Errors: Lines not delimited by CRLF sequence (line 1). Missing DTSTAMP property in "
            "VEVENT (lines 4, 11, 18). Google Calendar rejects the subscription: 'Could not fetch the URL'.")
    s.edit("icalfix", "src/routes/calendar.ts", "`UID:${r.id}@roomly`, `DTSTART:${ics(r.startsAt)}`",
           "`UID:${r.id}@roomly`, `DTSTAMP:${ics(r.updatedAt)}`, `DTSTART:${ics(r.startsAt)}`")
    s.edit("crlf", "src/routes/calendar.ts", "  return lines.join('\\n');", "  // RFC 5545: CRLF line endings; Google "
           "refuses a feed with bare LF.\n  return lines.join('\\r\\n') + '\\r\\n';")
    s.bash(None, "pnpm test ical", vitest_ok(5, "0.39"))
    s.bash("commit9a", "git add -A && git commit -m 'feat: iCal feed per room (CRLF, DTSTAMP)'",
           "[main 2e8a4c1] feat: iCal feed per room (CRLF, DTSTAMP)")
    s.prompt("slow", "The day view at /rooms/availability?date= takes almost two seconds on Fly. There are only "
             "three rooms!")
    s.bash("slowlog", "fly logs -a roomly | grep availability | tail -3", "[info] GET /rooms/availability?date=2026-"
           "04-27 responseTime=1843ms queries=97\n[info] GET /rooms/availability?date=2026-04-28 responseTime=1790ms "
           "queries=97")
    s.read("availread", "src/routes/rooms.ts", ts_module("Room routes: list rooms, availability for a day", [
        "import type { Kysely } from 'kysely';", "import type { DB } from '../schema.js';",
        "import { assertSlotFree } from './reservations.js';"], [
        ("availability", "For each room and each 15-minute slot of the day, ask the database whether it is free "
                         "(one assertSlotFree query per slot: 3 rooms x 32 slots)"),
        ("listRooms", "All rooms with their seats")]))
    s.edit("slowfix", "src/routes/rooms.ts", "  for (const room of rooms) {\n    for (const slot of slotsOf(date)) {\n"
           "      free[room.id][slot] = await isFree(db, room.id, slot);\n    }\n  }",
           "  // One query for the whole day instead of one per room and 15-minute slot (97 queries, 1.8 s on Fly).\n"
           "  const taken = await db.selectFrom('bookings').select(['room_id', 'starts_at', 'ends_at'])\n"
           "    .where('starts_at', '<', dayEnd).where('ends_at', '>', dayStart).execute();\n"
           "  const free = markFree(rooms, slotsOf(date), taken);")
    s.bash("fastrun", "curl -s -o /dev/null -w '%{time_total}\\n' 'https://roomly.fly.dev/rooms/availability?date="
           "2026-04-28'", "0.041")
    s.bash("commit9b", "git commit -am 'perf: availability in one query instead of 97 (1.8 s -> 40 ms)'",
           "[main 6b3f9d0] perf: availability in one query instead of 97 (1.8 s -> 40 ms)")
    s.remember("memdeploy", "Deploying roomly: `fly deploy -a roomly` (region ams, 2 machines, Fly Postgres "
               "roomly-db attached as DATABASE_URL). Secrets: SLACK_WEBHOOK_URL. Never run migrations from the "
               "Dockerfile; run them by hand with `fly ssh console -C 'node dist/migrate.js'` before deploying.",
               "How roomly is deployed", "fact")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("dup2", "Members are getting double reminders again, now in Slack. The lock is still there, I checked, "
             "and only one machine logs the sends this time.")
    s.bash("dup2logs", "fly logs -a roomly | grep 'reminder sent' | grep booking=318",
           "2026-04-29T08:40:00Z app[6e82d4e9a01987] ams [info] reminder sent booking=318 starts=08:52\n"
           "2026-04-29T08:50:00Z app[6e82d4e9a01987] ams [info] reminder sent booking=318 starts=08:52")
    s.prompt("dup2cause", "Same machine, ten minutes apart. The job runs every 10 minutes but looks 15 minutes "
             "ahead, so a meeting starting in the overlap of two windows is picked twice. Remember which bookings "
             "were already reminded: a reminded_at column, and claim rows with one UPDATE ... RETURNING so a row can "
             "only be claimed once.")
    s.write("mig5", "migrations/005_reminded_at.sql", "ALTER TABLE bookings ADD COLUMN reminded_at timestamptz;\n")
    s.edit("dup2fix", "src/jobs/cron.ts", "    const soon = await db.selectFrom('bookings').selectAll()\n      "
           ".where('starts_at', '>=', sql`now()`).where('starts_at', '<', sql`now() + interval '15 minutes'`).execute();",
           "    // Claim each due booking once: the 15-minute look-ahead overlaps the 10-minute schedule.\n    const soon = "
           "await db.updateTable('bookings').set({ reminded_at: sql`now()` })\n      .where('reminded_at', 'is', "
           "null).where('starts_at', '>=', sql`now()`)\n      .where('starts_at', '<', sql`now() + interval '15 "
           "minutes'`).returningAll().execute();")
    s.prompt("mvjobs", "cron.ts says nothing about what it does; call it src/jobs/reminders.ts and the function "
             "scheduleReminders.")
    s.bash("mvcron", "git mv src/jobs/cron.ts src/jobs/reminders.ts", "")
    s.edit("renamejob", "src/jobs/reminders.ts", "export function startCron() {", "export function scheduleReminders() {")
    s.edit(None, "src/server.ts", "startCron();", "scheduleReminders();")
    s.bash(None, "pnpm test", vitest_ok(33, "1.61"))
    s.bash("commit10", "git add -A && git commit -m 'fix: claim reminders once with reminded_at; cron.ts renamed "
           "jobs/reminders.ts'", "[main 9a1d7e5] fix: claim reminders once with reminded_at; cron.ts renamed "
           "jobs/reminders.ts\n 5 files changed")
    s.lesson("lessonWindow", "When a periodic job looks further ahead than its period, consecutive runs see the same "
             "rows: mark processed rows (claim them with UPDATE ... RETURNING) instead of relying on time windows.",
             "Duplicate Slack reminders from overlapping windows, 29 April 2026")
    s.bash(None, "git log --oneline | head -6", "9a1d7e5 fix: claim reminders once with reminded_at\n6b3f9d0 perf: "
           "availability in one query\n2e8a4c1 feat: iCal feed per room\nc4d7a90 refactor: notify members on Slack\n"
           "8f02b6c fix: reminders run on one machine only\n5c1e2d3 fix: listen on 0.0.0.0")
    s.stop()
    s.end()


def s11(s):
    s.start("resume")
    s.prompt("ratelimit", "Someone's script hammered POST /reservations last night, 4,000 requests in ten minutes. "
             "Add rate limiting: 60 requests a minute per API key, and answer 429 with Retry-After.")
    s.bash(None, "pnpm add @fastify/rate-limit", "dependencies:\n+ @fastify/rate-limit 10.1.1\nDone in 1.4s")
    s.edit("rlwrite", "src/server.ts", "  app.register(healthRoutes);", "  app.register(rateLimit, { max: 60, "
           "timeWindow: '1 minute', keyGenerator: (req) => req.headers['x-api-key']?.toString() ?? req.ip });\n"
           "  app.register(healthRoutes);")
    s.prompt("rlredis", "Two machines means two separate in-memory counters, so the real limit is 120. Should we add "
             "Redis? No: don't add infrastructure for this. Keep it in memory and set max to 30 per machine.")
    s.edit("rlfix", "src/server.ts", "{ max: 60, timeWindow: '1 minute',", "{ max: 30 /* per machine; 2 machines -> "
           "60/min per key, no shared store on purpose */, timeWindow: '1 minute',")
    s.bash(None, "pnpm test", vitest_ok(36, "1.70"))
    s.bash(None, "ls src src/routes src/jobs src/notify", "src:\ndb.ts errors.ts jobs lib notify plugins routes "
           "schema.ts server.ts\n\nsrc/routes:\ncalendar.ts health.ts reservations.ts rooms.ts\n\nsrc/jobs:\n"
           "reminders.ts\n\nsrc/notify:\nslack.ts")
    s.bash("commit11", "git commit -am 'feat: rate limit 30/min per API key per machine (429 + Retry-After)'",
           "[main d0e4b7f] feat: rate limit 30/min per API key per machine (429 + Retry-After)")
    s.bash(None, "fly deploy", "✓ Machines are healthy\nVisit your newly deployed app at https://roomly.fly.dev/")
    s.remember("memfrontdesk", "Anouk runs the front desk at De Werkplaats and is the main user of the day view and "
               "the iCal feeds; she asks for changes on Slack in #rooms.", "Who uses roomly's front-desk views",
               "fact")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-04-07T09:00:00", "0b6f1d2a-71a1-4c3e-9e01-5a6b7c8d9e01", s1),   # Tue
    ("s2", "2026-04-09T13:30:00", "1c7a2e3b-82b2-4d4f-8f12-6b7c8d9e0f02", s2),   # Thu
    ("s3", "2026-04-13T10:00:00", "2d8b3f4c-93c3-4e5a-9a23-7c8d9e0f1a03", s3),   # Mon
    ("s4", "2026-04-15T15:00:00", "3e9c4a5d-a4d4-4f6b-8b34-8d9e0f1a2b04", s4),   # Wed
    ("s5", "2026-04-17T10:00:00", "4fad5b6e-b5e5-4a7c-9c45-9e0f1a2b3c05", s5),   # Fri
    ("s6", "2026-04-20T09:30:00", "5abe6c7f-c6f6-4b8d-8d56-0f1a2b3c4d06", s6),   # Mon
    ("s7", "2026-04-21T10:00:00", "6bcf7d8a-d7a7-4c9e-9e67-1a2b3c4d5e07", s7),   # Tue
    ("s8", "2026-04-23T14:00:00", "7cda8e9b-e8b8-4daf-8f78-2b3c4d5e6f08", s8),   # Thu
    ("s9", "2026-04-27T11:00:00", "8deb9fac-f9c9-4eba-9a89-3c4d5e6f7a09", s9),   # Mon
    ("s10", "2026-04-29T16:00:00", "9efca0bd-0ada-4fcb-8b9a-4d5e6f7a8b10", s10),  # Wed
    ("s11", "2026-05-01T09:00:00", "a0adb1ce-1beb-4adc-9cab-5e6f7a8b9c11", s11),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2026-05-04T09:30:00Z"
