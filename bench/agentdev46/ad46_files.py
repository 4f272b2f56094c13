"""Whole files the agent reads or writes in the pantryshifts history (bench/agentdev46/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "pantryshifts",
  "version": "0.0.1",
  "private": true,
  "type": "module",
  "packageManager": "pnpm@9.12.3",
  "scripts": {
    "dev": "vite dev",
    "build": "vite build",
    "preview": "vite preview",
    "check": "svelte-kit sync && svelte-check --tsconfig ./tsconfig.json",
    "lint": "prettier --check . && eslint .",
    "format": "prettier --write .",
    "test:unit": "vitest run",
    "test:e2e": "playwright test",
    "db:types": "supabase gen types typescript --local > src/lib/database.types.ts"
  },
  "devDependencies": {
    "@playwright/test": "^1.48.2",
    "@sveltejs/adapter-node": "^5.2.9",
    "@sveltejs/kit": "^2.8.1",
    "@sveltejs/vite-plugin-svelte": "^4.0.0",
    "autoprefixer": "^10.4.20",
    "eslint": "^9.14.0",
    "prettier": "^3.3.3",
    "prettier-plugin-svelte": "^3.2.7",
    "svelte": "^5.1.13",
    "svelte-check": "^4.0.7",
    "tailwindcss": "^3.4.14",
    "typescript": "^5.6.3",
    "vite": "^5.4.10",
    "vitest": "^2.1.4"
  },
  "dependencies": {
    "@supabase/ssr": "^0.5.1",
    "@supabase/supabase-js": "^2.45.4"
  }
}
"""

SCHEMA_SQL = """-- 20270802131500_initial_schema.sql
-- volunteers, shifts and signups for Eastgate Community Food Bank

create table public.volunteers (
  id uuid primary key default gen_random_uuid(),
  auth_user_id uuid unique references auth.users (id) on delete set null,
  full_name text not null,
  email text not null unique,
  phone text,
  role text not null default 'volunteer' check (role in ('volunteer', 'coordinator')),
  sms_opt_in boolean not null default true,
  created_at timestamptz not null default now()
);

create table public.shifts (
  id uuid primary key default gen_random_uuid(),
  title text not null,               -- 'Saturday distribution', 'Warehouse sort', 'Mobile pantry'
  location text not null default 'Warehouse, 1420 E 3rd St',
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  capacity int not null check (capacity > 0),
  notes text,
  created_by uuid references public.volunteers (id)
);

create table public.signups (
  id uuid primary key default gen_random_uuid(),
  shift_id uuid not null references public.shifts (id) on delete cascade,
  volunteer_id uuid not null references public.volunteers (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (shift_id, volunteer_id)
);

alter table public.volunteers enable row level security;
alter table public.shifts enable row level security;
alter table public.signups enable row level security;
"""

HOOKS_SERVER_TS = """import { createServerClient } from '@supabase/ssr';
import { type Handle, redirect } from '@sveltejs/kit';
import { PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY } from '$env/static/public';

const PUBLIC_ROUTES = ['/login', '/auth/callback', '/auth/confirm'];

export const handle: Handle = async ({ event, resolve }) => {
  event.locals.supabase = createServerClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () => event.cookies.getAll(),
      setAll: (cookiesToSet) => {
        cookiesToSet.forEach(({ name, value, options }) =>
          event.cookies.set(name, value, { ...options, path: '/' })
        );
      }
    }
  });

  event.locals.safeGetSession = async () => {
    const { data: { user }, error } = await event.locals.supabase.auth.getUser();
    if (error || !user) return { session: null, user: null };
    const { data: { session } } = await event.locals.supabase.auth.getSession();
    return { session, user };
  };

  const { user } = await event.locals.safeGetSession();
  if (!user && !PUBLIC_ROUTES.some((p) => event.url.pathname.startsWith(p))) {
    redirect(303, '/login');
  }

  return resolve(event, {
    filterSerializedResponseHeaders: (name) => name === 'content-range' || name === 'x-supabase-api-version'
  });
};
"""

RLS_SQL = """-- 20270804140200_rls_policies.sql

create or replace function public.is_coordinator() returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.volunteers v
    where v.auth_user_id = auth.uid() and v.role = 'coordinator'
  );
$$;

create policy "volunteers read own row" on public.volunteers
  for select using (auth_user_id = auth.uid() or public.is_coordinator());

create policy "coordinators manage volunteers" on public.volunteers
  for all using (public.is_coordinator()) with check (public.is_coordinator());

create policy "everyone signed in reads shifts" on public.shifts
  for select to authenticated using (true);

create policy "coordinators manage shifts" on public.shifts
  for all using (public.is_coordinator()) with check (public.is_coordinator());

create policy "volunteers see and manage own signups" on public.signups
  for all using (
    volunteer_id in (select id from public.volunteers where auth_user_id = auth.uid())
    or public.is_coordinator()
  );
"""

CSV_IMPORT_TS = """import Papa from 'papaparse';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '$lib/database.types';

export type RosterRow = { full_name: string; email: string; phone: string | null };
export type ImportReport = { inserted: number; updated: number; skipped: { line: number; reason: string }[] };

const HEADER_ALIASES: Record<string, keyof RosterRow> = {
  name: 'full_name',
  'full name': 'full_name',
  email: 'email',
  'e-mail': 'email',
  phone: 'phone',
  'cell phone': 'phone',
  mobile: 'phone'
};

export function parseRoster(text: string): { rows: RosterRow[]; skipped: ImportReport['skipped'] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => HEADER_ALIASES[h.trim().toLowerCase()] ?? h.trim().toLowerCase()
  });
  const rows: RosterRow[] = [];
  const skipped: ImportReport['skipped'] = [];
  parsed.data.forEach((r, i) => {
    const email = (r.email ?? '').trim().toLowerCase();
    if (!email.includes('@')) {
      skipped.push({ line: i + 2, reason: 'missing or invalid email' });
      return;
    }
    rows.push({ full_name: (r.full_name ?? '').trim(), email, phone: (r.phone ?? '').trim() || null });
  });
  return { rows, skipped };
}

export async function importVolunteersCsv(db: SupabaseClient<Database>, text: string): Promise<ImportReport> {
  const { rows, skipped } = parseRoster(text);
  const { data, error } = await db.from('volunteers').upsert(rows, { onConflict: 'email' }).select('id, created_at');
  if (error) throw error;
  const fresh = data.filter((v) => Date.now() - Date.parse(v.created_at) < 60_000).length;
  return { inserted: fresh, updated: data.length - fresh, skipped };
}
"""

REMINDERS_TS = """import cron from 'node-cron';
import twilio from 'twilio';
import { env } from '$env/dynamic/private';
import { adminClient } from '$lib/server/supabase-admin';

const client = twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN);
const FROM = env.TWILIO_FROM_NUMBER; // +19375550110, the Dayton long code

export function reminderText(name: string, title: string, startsAt: Date): string {
  const time = startsAt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
  return `Hi ${name.split(' ')[0]}, reminder: ${title} tomorrow at ${time}, 1420 E 3rd St. Reply STOP to opt out. - Eastgate FB`;
}

export async function sendReminder(to: string, body: string) {
  if (env.TWILIO_DRY_RUN === '1') {
    console.log(`[sms dry-run] ${to}: ${body}`);
    return { sid: 'dry-run' };
  }
  return client.messages.create({ to, from: FROM, body });
}

/** Every 15 minutes: text everyone whose shift starts in 24 hours (+/- 7.5 min). */
export function startReminderCron() {
  cron.schedule('*/15 * * * *', async () => {
    const db = adminClient();
    const from = new Date(Date.now() + 24 * 3600e3 - 7.5 * 60e3).toISOString();
    const to = new Date(Date.now() + 24 * 3600e3 + 7.5 * 60e3).toISOString();
    const { data: due } = await db
      .from('signups')
      .select('id, volunteers(full_name, phone, sms_opt_in), shifts!inner(title, starts_at)')
      .gte('shifts.starts_at', from)
      .lt('shifts.starts_at', to);
    for (const s of due ?? []) {
      if (!s.volunteers?.phone || !s.volunteers.sms_opt_in) continue;
      await sendReminder(s.volunteers.phone, reminderText(s.volunteers.full_name, s.shifts.title, new Date(s.shifts.starts_at)));
    }
  });
}
"""

FLY_TOML = """# fly.toml app configuration file generated for eastgate-shifts on 2027-08-16T14:22:07Z

app = 'eastgate-shifts'
primary_region = 'ord'

[build]

[env]
  PORT = '3000'
  ORIGIN = 'https://shifts.eastgatefoodbank.org'
  BODY_SIZE_LIMIT = '2M'

[http_service]
  internal_port = 3000
  force_https = true
  auto_stop_machines = 'stop'
  auto_start_machines = true
  min_machines_running = 1
  processes = ['app']

[[http_service.checks]]
  grace_period = '10s'
  interval = '30s'
  method = 'GET'
  path = '/healthz'
  timeout = '5s'

[[vm]]
  memory = '512mb'
  cpu_kind = 'shared'
  cpus = 1
"""

DOCKERFILE = """# syntax = docker/dockerfile:1
ARG NODE_VERSION=20.17.0
FROM node:${NODE_VERSION}-slim AS base
WORKDIR /app
ENV NODE_ENV=production
RUN corepack enable

FROM base AS build
COPY package.json pnpm-lock.yaml ./
RUN pnpm install --frozen-lockfile --prod=false
COPY . .
RUN pnpm run build && pnpm prune --prod

FROM base
COPY --from=build /app/build /app/build
COPY --from=build /app/node_modules /app/node_modules
COPY --from=build /app/package.json /app/package.json
EXPOSE 3000
CMD [ "node", "build" ]
"""

PLAYWRIGHT_CONFIG = """import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: { baseURL: 'http://localhost:4173', trace: 'retain-on-failure' },
  webServer: {
    command: 'pnpm build && pnpm preview --port 4173',
    port: 4173,
    reuseExistingServer: !process.env.CI,
    env: { TWILIO_DRY_RUN: '1' }
  },
  globalSetup: './e2e/global-setup.ts'
});
"""

CRON_ENDPOINT_TS = """import { error, json } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';
import { adminClient } from '$lib/server/supabase-admin';
import { queueReminder, dueSignups } from '$lib/server/reminders';

// Called by pg_cron (job 'send-shift-reminders', every 15 minutes) through pg_net.
// Idempotent: reminders_sent has unique (signup_id, kind), so a second call sends nothing.
export async function POST({ request }) {
  if (request.headers.get('x-cron-secret') !== env.CRON_SECRET) error(401, 'bad cron secret');
  const db = adminClient();
  const due = await dueSignups(db, new Date());
  let sent = 0;
  for (const s of due) {
    const { error: dup } = await db.from('reminders_sent').insert({ signup_id: s.id, kind: 'day_before' });
    if (dup?.code === '23505') continue; // already claimed by another run
    await queueReminder(s);
    sent++;
  }
  return json({ due: due.length, sent });
}
"""

INCIDENT_MD = """# 2027-08-21: every Saturday volunteer got their reminder twice

- 05:45-06:00 EDT Saturday 21 August 2027: 61 volunteers on the Saturday distribution and warehouse sort
  shifts got two identical reminder texts, a few seconds apart (122 messages instead of 61).
- Dee Hanrahan got three phone calls and one volunteer replied STOP (Ruth Albers; re-opted in by phone Monday).
- Cause: on release day (Friday) we ran `fly scale count 2` for redundancy. Each Machine runs the
  SvelteKit server, and the server starts node-cron in hooks.server.ts, so both Machines ran the
  15-minute reminder job and both sent every text. Nothing recorded that a reminder had gone out.
- Cost: 61 extra segments, about $0.48. Trust: worse.
- Fix (v1.0.1, Monday 23 August): node-cron removed from the web process. Supabase pg_cron calls
  POST /api/internal/reminders every 15 minutes with the X-Cron-Secret header; the handler claims each
  reminder by inserting into reminders_sent (unique signup_id + kind) before texting.
- Follow-up: keep 2 Machines; any scheduled work must be idempotent and must not live in the web process.
"""
