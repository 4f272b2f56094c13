"""Whole files the agent reads or writes in the tripstitch history (bench/agentdev69/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "tripstitch",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "packageManager": "pnpm@10.6.2",
  "engines": {
    "node": ">=22.12"
  },
  "scripts": {
    "dev": "tsx watch src/server.ts",
    "build": "tsc -p tsconfig.build.json",
    "start": "node dist/server.js",
    "test": "vitest run",
    "lint": "eslint . && tsc --noEmit",
    "db:push": "drizzle-kit push",
    "db:studio": "drizzle-kit studio"
  },
  "dependencies": {
    "drizzle-orm": "^0.44.2",
    "fastify": "^5.4.0",
    "fastify-type-provider-zod": "^5.0.1",
    "pino": "^9.7.0",
    "postgres": "^3.4.7",
    "zod": "^3.25.67"
  },
  "devDependencies": {
    "@types/node": "^22.15.30",
    "drizzle-kit": "^0.31.1",
    "eslint": "^9.29.0",
    "tsx": "^4.20.3",
    "typescript": "^5.8.3",
    "typescript-eslint": "^8.34.1",
    "vitest": "^3.2.4"
  }
}
"""

COMPOSE_YML = """services:
  postgres:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: tripstitch
      POSTGRES_PASSWORD: tripstitch
      POSTGRES_DB: tripstitch
    ports:
      - "5434:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U tripstitch"]
      interval: 3s
      retries: 20

  redis:
    image: redis:7.4-alpine
    command: ["redis-server", "--appendonly", "yes", "--maxmemory-policy", "noeviction"]
    ports:
      - "6379:6379"
    healthcheck:
      test: ["CMD", "redis-cli", "ping"]
      interval: 3s
      retries: 20

volumes:
  pgdata:
"""

ENV_TS = """import { z } from "zod";

/** Every setting of tripstitch, parsed once at startup; nothing else reads process.env. */
const Env = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().url().default("postgres://tripstitch:tripstitch@127.0.0.1:5434/tripstitch"),
  REDIS_URL: z.string().url().default("redis://127.0.0.1:6379"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug"]).default("info"),
});

export type Env = z.infer<typeof Env>;

export const env: Env = Env.parse(process.env);
"""

SCHEMA_TS = """import { char, date, pgEnum, pgTable, text, time, timestamp, uuid } from "drizzle-orm/pg-core";

export const memberRole = pgEnum("member_role", ["organiser", "member"]);

export const trips = pgTable("trips", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  destination: text("destination").notNull(),
  /** IANA zone of the destination, e.g. Europe/Ljubljana; used only when rendering times. */
  timezone: text("timezone").notNull(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date").notNull(),
  baseCurrency: char("base_currency", { length: 3 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable("members", {
  id: uuid("id").primaryKey().defaultRandom(),
  tripId: uuid("trip_id").notNull().references(() => trips.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  email: text("email").notNull(),
  role: memberRole("role").notNull().default("member"),
  joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
});

export const activities = pgTable("activities", {
  id: uuid("id").primaryKey().defaultRandom(),
  tripId: uuid("trip_id").notNull().references(() => trips.id, { onDelete: "cascade" }),
  day: date("day").notNull(),
  startsAt: time("starts_at"),
  title: text("title").notNull(),
  location: text("location"),
  notes: text("notes"),
});
"""

APP_TS = """import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { db } from "./db/client.js";
import { members, trips } from "./db/schema.js";
import { env } from "./env.js";

const TripIn = z.object({
  name: z.string().min(1).max(120),
  destination: z.string().min(1),
  timezone: z.string().min(1),
  startDate: z.string().date(),
  endDate: z.string().date(),
  baseCurrency: z.string().length(3).toUpperCase(),
});
const TripOut = TripIn.extend({ id: z.string().uuid() });
const MemberIn = z.object({
  displayName: z.string().min(1),
  email: z.string().email(),
  role: z.enum(["organiser", "member"]).default("member"),
});
const TripParams = z.object({ tripId: z.string().uuid() });

export function buildApp() {
  const app = Fastify({ logger: { level: env.LOG_LEVEL } }).withTypeProvider<ZodTypeProvider>();

  app.get("/healthz", async () => ({ ok: true }));

  app.post("/v1/trips", { schema: { body: TripIn, response: { 201: TripOut } } }, async (req, reply) => {
    const [trip] = await db.insert(trips).values(req.body).returning();
    return reply.code(201).send(trip);
  });

  app.get("/v1/trips/:tripId", { schema: { params: TripParams, response: { 200: TripOut } } }, async (req, reply) => {
    const trip = await db.query.trips.findFirst({ where: eq(trips.id, req.params.tripId) });
    if (!trip) return reply.code(404).send({ error: "trip not found" });
    return trip;
  });

  app.post(
    "/v1/trips/:tripId/members",
    { schema: { params: TripParams, body: MemberIn } },
    async (req, reply) => {
      const [member] = await db
        .insert(members)
        .values({ ...req.body, tripId: req.params.tripId })
        .returning({ id: members.id });
      return reply.code(201).send(member);
    },
  );

  return app;
}
"""

WORKER_V1 = """import { Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import pino from "pino";
import { env } from "../env.js";
import { EMAIL_QUEUE, type DigestJob } from "../queues/emails.js";
import { renderDigest } from "../mail/digest.js";
import { db } from "../db/client.js";

const log = pino({ level: env.LOG_LEVEL, name: "emailWorker" });
const ses = new SESv2Client({ region: "eu-central-1" });
const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });

async function sendDigest(job: Job<DigestJob>): Promise<string> {
  const { tripId, memberId, day } = job.data;
  const { to, subject, html, text } = await renderDigest(db, tripId, memberId, day);
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: "Tripstitch <itinerary@tripstitch.app>",
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Html: { Data: html }, Text: { Data: text } } } },
    }),
  );
  log.info({ tripId, memberId, day, messageId: out.MessageId }, "digest sent");
  return out.MessageId ?? "";
}

const worker = new Worker<DigestJob>(EMAIL_QUEUE, sendDigest, { connection, concurrency: 10 });

worker.on("failed", (job, err) => {
  log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, "digest failed");
});
worker.on("ready", () => log.info({ queue: EMAIL_QUEUE, concurrency: 10 }, "worker ready"));

for (const sig of ["SIGTERM", "SIGINT"] as const) {
  process.on(sig, async () => {
    await worker.close();
    await connection.quit();
    process.exit(0);
  });
}
"""

SWEEP_V1 = """import { and, gte, lte, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { FastifyBaseLogger } from "fastify";
import { db } from "../db/client.js";
import { members, trips } from "../db/schema.js";
import { emailQueue } from "../queues/emails.js";

const EVERY_MS = 15 * 60 * 1000;
const SEND_HOUR = 7; // 07:00 in the trip's own timezone, covering that day's activities

/** Enqueues today's digest for every member of every trip whose local time just passed SEND_HOUR. */
export async function sweepDigests(now: Date, log: FastifyBaseLogger): Promise<number> {
  const running = await db
    .select({ id: trips.id, timezone: trips.timezone })
    .from(trips)
    .where(and(lte(trips.startDate, sql`current_date + 1`), gte(trips.endDate, sql`current_date - 1`)));
  let queued = 0;
  for (const trip of running) {
    const local = DateTime.fromJSDate(now).setZone(trip.timezone);
    if (local.hour !== SEND_HOUR || local.minute >= 15) continue;
    const day = local.toISODate();
    const people = await db.select({ id: members.id }).from(members).where(sql`${members.tripId} = ${trip.id}`);
    for (const m of people) {
      await emailQueue.add("digest", { tripId: trip.id, memberId: m.id, day });
      queued++;
    }
  }
  log.info({ queued }, "digest sweep");
  return queued;
}

/** Started from server.ts next to the HTTP listener. */
export function startDigestSweep(log: FastifyBaseLogger): NodeJS.Timeout {
  return setInterval(() => void sweepDigests(new Date(), log), EVERY_MS);
}
"""

SWEEP_V2 = """import { and, eq, gte, lte, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Logger } from "pino";
import { db } from "../db/client.js";
import { members, trips } from "../db/schema.js";
import { itineraryQueue } from "../queues/itinerary-mail.js";

export const SWEEP_SCHEDULER_ID = "digest-sweep";
const SEND_HOUR = 18; // 18:00 in the trip's timezone on the evening BEFORE the day it covers (Dario, 21 March)

/**
 * Runs inside the worker as a BullMQ job scheduler (one per queue, whatever the number of worker
 * processes), never in the API. Every digest gets a deterministic jobId, so a second add of the same
 * digest is a no-op: one email per member per trip day.
 */
export async function sweepDigests(now: Date, log: Logger): Promise<number> {
  const running = await db
    .select({ id: trips.id, timezone: trips.timezone, endDate: trips.endDate })
    .from(trips)
    .where(and(lte(trips.startDate, sql`current_date + 2`), gte(trips.endDate, sql`current_date - 1`)));
  let queued = 0;
  for (const trip of running) {
    const local = DateTime.fromJSDate(now).setZone(trip.timezone);
    if (local.hour !== SEND_HOUR || local.minute >= 15) continue;
    const day = local.plus({ days: 1 }).toISODate();
    if (!day || day > trip.endDate) continue; // the last digest goes out the evening before the last day
    const people = await db.select({ id: members.id }).from(members).where(eq(members.tripId, trip.id));
    for (const m of people) {
      await itineraryQueue.add(
        "digest",
        { tripId: trip.id, memberId: m.id, day },
        { jobId: `digest:${trip.id}:${day}:${m.id}` },
      );
      queued++;
    }
  }
  log.info({ queued }, "digest sweep");
  return queued;
}

/** Called by the worker at start: idempotent, so restarts and extra worker processes add nothing. */
export async function ensureSweepScheduler(): Promise<void> {
  await itineraryQueue.upsertJobScheduler(SWEEP_SCHEDULER_ID, { pattern: "*/15 * * * *" }, { name: "sweep" });
}
"""

SPLIT_TS = """/**
 * Who owes whom on a trip. All amounts are integer minor units (cents, ore) in the trip's base
 * currency: never floats (house rule, 9 March). Leftover cents of an uneven split go to the
 * members first in join order.
 */
export interface Expense {
  paidBy: string;
  amountMinor: number;
  splitAmong: string[];
}

export interface Transfer {
  from: string;
  to: string;
  amountMinor: number;
}

export function shareOf(amountMinor: number, memberIds: string[]): Map<string, number> {
  if (!Number.isInteger(amountMinor)) throw new TypeError(`amount must be integer minor units, got ${amountMinor}`);
  const n = memberIds.length;
  const base = Math.floor(amountMinor / n);
  let rest = amountMinor - base * n;
  const out = new Map<string, number>();
  for (const id of memberIds) {
    out.set(id, base + (rest > 0 ? 1 : 0));
    if (rest > 0) rest--;
  }
  return out;
}

export function balances(expenses: Expense[], joinOrder: string[]): Map<string, number> {
  const bal = new Map<string, number>(joinOrder.map((id) => [id, 0]));
  for (const e of expenses) {
    const among = joinOrder.filter((id) => e.splitAmong.includes(id));
    bal.set(e.paidBy, (bal.get(e.paidBy) ?? 0) + e.amountMinor);
    for (const [id, share] of shareOf(e.amountMinor, among)) bal.set(id, (bal.get(id) ?? 0) - share);
  }
  return bal;
}

/** Greedy: the biggest debtor pays the biggest creditor; at most n - 1 transfers. */
export function splitExpenses(expenses: Expense[], joinOrder: string[]): Transfer[] {
  const bal = balances(expenses, joinOrder);
  const debtors = [...bal].filter(([, v]) => v < 0).map(([id, v]) => ({ id, v: -v }));
  const creditors = [...bal].filter(([, v]) => v > 0).map(([id, v]) => ({ id, v }));
  debtors.sort((a, b) => b.v - a.v);
  creditors.sort((a, b) => b.v - a.v);
  const transfers: Transfer[] = [];
  let i = 0;
  let j = 0;
  while (i < debtors.length && j < creditors.length) {
    const amount = Math.min(debtors[i].v, creditors[j].v);
    transfers.push({ from: debtors[i].id, to: creditors[j].id, amountMinor: amount });
    debtors[i].v -= amount;
    creditors[j].v -= amount;
    if (debtors[i].v === 0) i++;
    if (creditors[j].v === 0) j++;
  }
  return transfers;
}
"""

DOCKERFILE = """# syntax=docker/dockerfile:1.7
FROM node:22.14-alpine AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN corepack enable
WORKDIR /app

FROM base AS build
COPY package.json pnpm-lock.yaml ./
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --frozen-lockfile
COPY . .
RUN pnpm build && pnpm prune --prod

FROM base AS runtime
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY package.json ./
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]
"""

WORKER_TASK = """{
  "family": "tripstitch-worker",
  "networkMode": "awsvpc",
  "requiresCompatibilities": ["FARGATE"],
  "cpu": "256",
  "memory": "512",
  "executionRoleArn": "arn:aws:iam::418202361157:role/tripstitch-ecs-execution",
  "taskRoleArn": "arn:aws:iam::418202361157:role/tripstitch-worker-task",
  "containerDefinitions": [
    {
      "name": "worker",
      "image": "418202361157.dkr.ecr.eu-central-1.amazonaws.com/tripstitch:latest",
      "command": ["node", "dist/workers/emailWorker.js"],
      "essential": true,
      "environment": [
        { "name": "NODE_ENV", "value": "production" },
        { "name": "LOG_LEVEL", "value": "info" }
      ],
      "secrets": [
        { "name": "DATABASE_URL", "valueFrom": "arn:aws:ssm:eu-central-1:418202361157:parameter/tripstitch/prod/DATABASE_URL" }
      ],
      "logConfiguration": {
        "logDriver": "awslogs",
        "options": {
          "awslogs-group": "/ecs/tripstitch-worker",
          "awslogs-region": "eu-central-1",
          "awslogs-stream-prefix": "worker"
        }
      }
    }
  ]
}
"""

RENDER_YAML = """# Render Blueprint for tripstitch (Frankfurt). Deploys happen when main's GitHub checks pass.
services:
  - type: web
    name: tripstitch-api
    runtime: docker
    region: frankfurt
    plan: standard
    branch: main
    autoDeployTrigger: checksPass
    healthCheckPath: /healthz
    preDeployCommand: pnpm db:migrate
    envVars:
      - key: NODE_ENV
        value: production
      - key: HOST
        value: 0.0.0.0
      - key: DATABASE_URL
        fromDatabase:
          name: tripstitch-db
          property: connectionString
      - key: REDIS_URL
        fromService:
          type: keyvalue
          name: tripstitch-kv
          property: connectionString
      - fromGroup: tripstitch-secrets

  - type: worker
    name: tripstitch-worker
    runtime: docker
    region: frankfurt
    plan: starter
    branch: main
    autoDeployTrigger: checksPass
    dockerCommand: pnpm start:worker
    envVars:
      - key: NODE_ENV
        value: production
      - key: DATABASE_URL
        fromDatabase:
          name: tripstitch-db
          property: connectionString
      - key: REDIS_URL
        fromService:
          type: keyvalue
          name: tripstitch-kv
          property: connectionString
      - fromGroup: tripstitch-secrets

  - type: keyvalue
    name: tripstitch-kv
    region: frankfurt
    plan: starter
    ipAllowList: []

databases:
  - name: tripstitch-db
    region: frankfurt
    plan: basic-1gb
    postgresMajorVersion: "16"
    databaseName: tripstitch
    user: tripstitch
"""

OPS_MD = """# tripstitch operations

Who to ask: Maren (code, Render, Postmark). Tobias Hale left on 30 March 2029; the old AWS account
(eu-central-1) is deleted on Friday 6 April 2029, the RDS final snapshot is kept 30 days.

## Services (Render, Frankfurt, Blueprint in render.yaml)

| service | type | plan | cost / month |
|---|---|---|---|
| tripstitch-api | web (Docker) | Standard | $25 |
| tripstitch-worker | background worker (Docker) | Starter | $7 |
| tripstitch-db | Postgres 16 | Basic-1gb | $19 |
| tripstitch-kv | Key Value (BullMQ) | Starter, noeviction | $10 |

Postmark (message stream `itinerary`, sender itinerary@mail.tripstitch.app): Basic, $15 for 10,000 emails.

## Deploying

Merge to main. GitHub Actions runs lint and tests; Render deploys both services when the checks pass
(`autoDeployTrigger: checksPass`) and runs `pnpm db:migrate` as the pre-deploy command. Nobody deploys
from a laptop.

## Rolling back

Render dashboard -> service -> Events -> pick the last good deploy -> Rollback. A migration is never rolled
back by hand: write a new forward migration with `pnpm drizzle-kit generate`.

## Logs and checks

- `render logs -r tripstitch-worker --tail` must show `worker ready` after every deploy; smoke-test the worker,
  not only the API.
- BullMQ must not log `Eviction policy is ... It should be "noeviction"`.
- Missed digests: `pnpm tsx scripts/resend-digests.ts --trip <id> --day <YYYY-MM-DD>` (idempotent jobIds).
"""
