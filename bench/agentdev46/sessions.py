"""The eleven sessions of the pantryshifts history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad46_files import (CRON_ENDPOINT_TS, CSV_IMPORT_TS, DOCKERFILE, FLY_TOML, HOOKS_SERVER_TS, INCIDENT_MD,
                        PACKAGE_JSON, PLAYWRIGHT_CONFIG, REMINDERS_TS, RLS_SQL, SCHEMA_SQL)

FLY_TOML_V1 = FLY_TOML.replace("  ORIGIN = 'https://shifts.eastgatefoodbank.org'\n", "")


def vitest_ok(n, files, secs="1.42"):
    return (f" RUN  v2.1.4 /home/maya/code/pantryshifts\n\n" + "".join(f" ✓ {f}\n" for f in files) +
            f"\n Test Files  {len(files)} passed ({len(files)})\n      Tests  {n} passed ({n})\n"
            f"   Start at  10:14:02\n   Duration  {secs}s")


def pw_ok(n, secs="18.4"):
    return (f"Running {n} tests using 1 worker\n\n" + "".join(f"  ✓  {i} [chromium] › e2e/… \n" for i in range(1, n + 1))
            + f"\n  {n} passed ({secs}s)")


def s1(s):
    s.start()
    s.prompt("goal", "New project: pantryshifts. Eastgate Community Food Bank here in Dayton schedules about 200 "
             "volunteers with a shared Google Sheet and a group text, and Dee Hanrahan (the volunteer coordinator) "
             "spends her Sundays chasing people. We're building a site where volunteers sign up for shifts and get "
             "an SMS reminder. Stack: SvelteKit + TypeScript, Tailwind, Supabase (Postgres with row-level security, "
             "login by magic link), Vitest and Playwright, hosting on Fly.io, Twilio for the texts. The volunteer "
             "list comes from Dee's spreadsheet as a CSV. Start with the skeleton and the schema.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x  3 maya maya 4096 Aug  2 09:03 .\ndrwxr-xr-x 22 maya maya 4096 "
           "Aug  2 09:01 ..\ndrwxr-xr-x  7 maya maya 4096 Aug  2 09:03 .git")
    s.prompt("rules", "Ground rules for this repo: pnpm only, never npm or yarn (one lockfile, pnpm-lock.yaml). No "
             "ORM: supabase-js with the generated database types. Every table gets RLS enabled in the same migration "
             "that creates it. Schema changes only through `supabase migration new`; never edit a migration that has "
             "already been applied somewhere, write a new one. pnpm check, prettier and eslint clean before a commit, "
             "and conventional commit messages (feat:, fix:, chore:).")
    s.bash("scaffold", "pnpm dlx sv create . --template minimal --types ts --no-add-ons --install pnpm",
           "┌  Welcome to the Svelte CLI! (v0.6.2)\n│\n◇  Project created\n│\n◇  Installing dependencies with "
           "pnpm...\n│\n└  You're all set!\n\nProgress: resolved 118, reused 97, downloaded 21, added 118, done\n"
           "devDependencies:\n+ @sveltejs/kit 2.8.1\n+ svelte 5.1.13\n+ typescript 5.6.3\n+ vite 5.4.10")
    s.bash("addons", "pnpm dlx sv add tailwindcss prettier eslint vitest playwright --no-install && pnpm install && "
           "pnpm add @supabase/supabase-js @supabase/ssr",
           "◆  Successfully setup add-ons: tailwindcss, prettier, eslint, vitest, playwright\n"
           "+ @supabase/ssr 0.5.1\n+ @supabase/supabase-js 2.45.4\nDone in 6.2s")
    s.read(None, "package.json", PACKAGE_JSON)
    s.bash("supastart", "supabase init && supabase start",
           "Finished supabase init.\nStarted supabase local development setup.\n\n         API URL: "
           "http://127.0.0.1:54321\n     GraphQL URL: http://127.0.0.1:54321/graphql/v1\n          DB URL: "
           "postgresql://postgres:postgres@127.0.0.1:54322/postgres\n      Studio URL: http://127.0.0.1:54323\n"
           "    Inbucket URL: http://127.0.0.1:54324\n        anon key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3Mi"
           "...\nservice_role key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3Mi...")
    s.bash(None, "supabase migration new initial_schema",
           "Created new migration at supabase/migrations/20270802131500_initial_schema.sql")
    s.write("schema", "supabase/migrations/20270802131500_initial_schema.sql", SCHEMA_SQL)
    s.bash("dbreset", "supabase db reset && pnpm db:types",
           "Resetting local database...\nRecreating database...\nInitialising schema...\nApplying migration "
           "20270802131500_initial_schema.sql...\nSeeding data from supabase/seed.sql...\nFinished supabase db reset on "
           "branch main.")
    s.bash(None, "pnpm check && pnpm lint", "svelte-check found 0 errors and 0 warnings\nChecking formatting...\n"
           "All matched files use Prettier code style!")
    s.bash("commit1", "git add -A && git commit -m 'chore: sveltekit skeleton, tailwind, supabase schema'",
           "[main (root-commit) 6c1f0a2] chore: sveltekit skeleton, tailwind, supabase schema\n 34 files changed, "
           "2114 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git log --oneline -3", "6c1f0a2 chore: sveltekit skeleton, tailwind, supabase schema")
    s.prompt("auth", "Login today. Magic link only, no passwords: half our volunteers are retirees and nobody will "
             "remember one. signInWithOtp with emailRedirectTo pointing at /auth/callback, exchange the code on the "
             "server (PKCE through @supabase/ssr). Only people already on the roster may log in, so "
             "shouldCreateUser: false. Coordinators (Dee, and Marcus Bell who leads the warehouse) see everything; a "
             "volunteer only sees their own row and their own signups.")
    s.write("hooks", "src/hooks.server.ts", HOOKS_SERVER_TS)
    s.write("loginaction", "src/routes/login/+page.server.ts",
            "import { fail } from '@sveltejs/kit';\n\nexport const actions = {\n  default: async ({ request, locals, "
            "url }) => {\n    const email = String((await request.formData()).get('email') ?? '').trim().toLowerCase();\n"
            "    const { error } = await locals.supabase.auth.signInWithOtp({\n      email,\n      options: { "
            "shouldCreateUser: false, emailRedirectTo: `${url.origin}/auth/callback` }\n    });\n    if (error) return "
            "fail(400, { email, message: 'We could not find that email on the volunteer list.' });\n    return { sent: "
            "true };\n  }\n};\n")
    s.write("callback", "src/routes/auth/callback/+server.ts",
            "import { redirect } from '@sveltejs/kit';\n\nexport const GET = async ({ url, locals }) => {\n  const code "
            "= url.searchParams.get('code');\n  if (code) {\n    const { error } = await locals.supabase.auth."
            "exchangeCodeForSession(code);\n    if (!error) redirect(303, '/shifts');\n  }\n  redirect(303, "
            "'/login?error=link');\n};\n")
    s.write("rls1", "supabase/migrations/20270804140200_rls_policies.sql",
            "create policy \"volunteers read own row\" on public.volunteers\n  for select using (\n    auth_user_id = "
            "auth.uid()\n    or exists (select 1 from public.volunteers c where c.auth_user_id = auth.uid() and c.role = "
            "'coordinator')\n  );\n\ncreate policy \"everyone signed in reads shifts\" on public.shifts\n  for select to "
            "authenticated using (true);\n")
    s.bash("recursion", "supabase db reset && pnpm vitest run src/lib/server/rls.test.ts",
           " RUN  v2.1.4 /home/maya/code/pantryshifts\n\n ❯ src/lib/server/rls.test.ts (3 tests | 2 failed)\n"
           "   × a volunteer reads only their own row\n     → infinite recursion detected in policy for relation "
           "\"volunteers\"\n   × a coordinator reads every volunteer\n     → infinite recursion detected in policy for "
           "relation \"volunteers\"\n\n PostgrestError { code: '42P17', details: null, hint: null, message: 'infinite "
           "recursion detected in policy for relation \"volunteers\"' }\n Test Files  1 failed (1)\n      Tests  2 "
           "failed | 1 passed (3)", code=1)
    s.prompt("recwhy", "The coordinator check inside the volunteers policy selects from volunteers again, so Postgres "
             "evaluates the same policy recursively. Put the role lookup in a SECURITY DEFINER function "
             "is_coordinator() (it bypasses RLS) and use that in every policy. Nothing has been pushed to a hosted "
             "project yet, so rewriting this migration locally is fine this once.")
    s.write("rlsfix", "supabase/migrations/20270804140200_rls_policies.sql", RLS_SQL)
    s.bash("rlsok", "supabase db reset && pnpm vitest run src/lib/server/rls.test.ts",
           vitest_ok(5, ["src/lib/server/rls.test.ts (5)"], "2.08"))
    s.lesson("lesson1", "Postgres 'infinite recursion detected in policy for relation' (42P17) means a policy queries "
             "its own table: move the lookup (here the coordinator role) into a SECURITY DEFINER function such as "
             "is_coordinator() with a fixed search_path and call it from the policies.",
             "pantryshifts: RLS policy on volunteers checked the coordinator role by selecting from volunteers")
    s.bash("inbucket", "curl -s http://127.0.0.1:54324/api/v1/mailbox/dee.test | jq '.[0].subject'",
           "\"Your Magic Link\"")
    s.bash("commit2", "git add -A && git commit -m 'feat: magic link login, rls policies with is_coordinator()'",
           "[main 1d9b3e7] feat: magic link login, rls policies with is_coordinator()\n 9 files changed, "
           "241 insertions(+), 3 deletions(-)")
    s.stop()


def s3(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("shiftspage", "The shift list at /shifts: the next 14 days grouped by day, each shift shows title, time, "
             "location and spots left, with Sign up / Cancel as form actions. A shift is full when signups equal "
             "capacity, and that has to be enforced in the database, not only in the UI: two people grabbing the "
             "last spot on the Saturday distribution at the same time must not both get in.")
    s.write("shiftsload", "src/routes/shifts/+page.server.ts",
            "import { fail } from '@sveltejs/kit';\n\nexport const load = async ({ locals }) => {\n  const { data: "
            "shifts } = await locals.supabase\n    .from('shifts')\n    .select('id, title, location, starts_at, ends_at, "
            "capacity, signups(count)')\n    .gte('starts_at', new Date().toISOString())\n    .lt('starts_at', new "
            "Date(Date.now() + 14 * 864e5).toISOString())\n    .order('starts_at');\n  return { shifts: shifts ?? [] };\n"
            "};\n\nexport const actions = {\n  signup: async ({ request, locals }) => {\n    const id = String((await "
            "request.formData()).get('shift_id'));\n    const { error } = await locals.supabase.rpc('sign_up', { "
            "p_shift_id: id });\n    if (error?.code === 'P0001') return fail(409, { full: id });\n    if (error) "
            "return fail(500, { message: error.message });\n  }\n};\n")
    s.write("shiftcard", "src/lib/components/ShiftCard.svelte",
            "<script lang=\"ts\">\n  import { formatShiftTime } from '$lib/format';\n  let { shift, mine } = $props();\n"
            "  const left = $derived(shift.capacity - shift.signups[0].count);\n</script>\n\n<article class=\"rounded-lg "
            "border p-4 shadow-sm\">\n  <h3 class=\"font-semibold\">{shift.title}</h3>\n  <p class=\"text-sm "
            "text-slate-600\">{formatShiftTime(shift.starts_at, shift.ends_at)} · {shift.location}</p>\n  <p>{left} of "
            "{shift.capacity} spots left</p>\n</article>\n")
    s.write("capacity", "supabase/migrations/20270806150500_sign_up_rpc.sql",
            "create or replace function public.sign_up(p_shift_id uuid) returns void\nlanguage plpgsql security "
            "invoker as $$\ndeclare\n  v_cap int;\n  v_taken int;\nbegin\n  -- lock the shift row so two concurrent "
            "sign-ups for the last spot serialise\n  select capacity into v_cap from public.shifts where id = p_shift_id "
            "for update;\n  select count(*) into v_taken from public.signups where shift_id = p_shift_id;\n  if v_taken >= "
            "v_cap then\n    raise exception 'shift % is full', p_shift_id using errcode = 'P0001';\n  end if;\n  insert "
            "into public.signups (shift_id, volunteer_id)\n  select p_shift_id, id from public.volunteers where "
            "auth_user_id = auth.uid();\nend;\n$$;\n")
    s.prompt("timefmt", "Dee's request for every screen and every text: times in 12-hour format with AM/PM ('6:30 "
             "AM'), never 24-hour, and always in Dayton time (America/New_York) no matter what the browser says. Dates "
             "short, like 'Sat, Aug 14'.")
    s.write("fmt", "src/lib/format.ts",
            "const TZ = 'America/New_York';\n\nexport function formatShiftTime(start: string, end: string): string {\n"
            "  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', "
            "timeZone: TZ });\n  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', "
            "hour12: true, timeZone: TZ });\n  return `${day.format(new Date(start))}, ${time.format(new Date(start))} - "
            "${time.format(new Date(end))}`;\n}\n")
    s.bash("vitest1", "pnpm test:unit", vitest_ok(12, ["src/lib/format.test.ts (7)", "src/lib/server/rls.test.ts (5)"]))
    s.write("pwconfig", "playwright.config.ts", PLAYWRIGHT_CONFIG)
    s.write("e2espec", "e2e/signup.spec.ts",
            "import { test, expect } from '@playwright/test';\nimport { loginAs } from './helpers';\n\ntest('a volunteer "
            "signs up for a Saturday shift', async ({ page }) => {\n  await loginAs(page, 'ava.test@example.org');\n"
            "  await page.getByRole('button', { name: 'Sign up' }).first().click();\n  await expect(page.getByText('You "
            "are signed up')).toBeVisible();\n});\n")
    s.bash("e2efail", "pnpm test:e2e",
           "Running 3 tests using 1 worker\n\n  ✘  1 [chromium] › e2e/signup.spec.ts:4:1 › a volunteer signs up for a "
           "Saturday shift (5.4s)\n\n  1) [chromium] › e2e/signup.spec.ts:4:1\n\n    TimeoutError: page.waitForURL: "
           "Timeout 5000ms exceeded.\n    waiting for navigation to \"**/shifts\" until \"load\"\n      navigated to "
           "\"http://127.0.0.1:3000/?code=9f1c4b2e-...\"\n\n    at helpers.ts:21\n\n  1 failed\n  2 passed (14.9s)",
           code=1)
    s.read("e2econf", "supabase/config.toml",
           "[auth]\nenabled = true\nsite_url = \"http://127.0.0.1:3000\"\nadditional_redirect_urls = "
           "[\"https://127.0.0.1:3000\"]\njwt_expiry = 3600\nenable_signup = true\n\n[auth.email]\n"
           "enable_signup = true\ndouble_confirm_changes = true\nenable_confirmations = false\n")
    s.prompt("e2ewhy", "The link in the Inbucket mail goes to the Supabase default site_url (port 3000) because the "
             "preview server on 4173 and the dev server on 5173 aren't in the allowed redirect list, so GoTrue "
             "ignores emailRedirectTo and falls back. Add both to additional_redirect_urls.")
    s.edit("e2efix", "supabase/config.toml",
           "site_url = \"http://127.0.0.1:3000\"\nadditional_redirect_urls = [\"https://127.0.0.1:3000\"]",
           "site_url = \"http://localhost:5173\"\nadditional_redirect_urls = [\"http://localhost:5173/**\", "
           "\"http://localhost:4173/**\"]")
    s.bash("e2eok", "supabase stop && supabase start >/dev/null && pnpm test:e2e", pw_ok(3, "16.2"))
    s.prompt("e2erule", "One rule for the tests: Playwright and CI must never send a real text. TWILIO_DRY_RUN=1 goes "
             "into the Playwright webServer env and the CI workflow, and test volunteers only ever use @example.org "
             "addresses.")
    s.bash("commit3", "git add -A && git commit -m 'feat: shift list, sign_up rpc with capacity lock, e2e login'",
           "[main 7a42c90] feat: shift list, sign_up rpc with capacity lock, e2e login\n 14 files changed, "
           "388 insertions(+), 6 deletions(-)")
    s.stop()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("csvplan", "Dee exported the volunteer list from her Google Sheet: data/roster-2027-08.csv. Don't commit "
             "it, it has home addresses and phone numbers; data/ goes into .gitignore. Build the import: a "
             "coordinator-only page at /admin/import, upload the CSV, parse it with papaparse, upsert by lowercased "
             "email, and show which lines were skipped and why.")
    s.tool_failure(None, "Read", {"file_path": "/home/maya/code/pantryshifts/data/roster.csv"},
                   "File does not exist. Did you mean data/roster-2027-08.csv?")
    s.bash("csvhead", "head -4 data/roster-2027-08.csv && wc -l data/roster-2027-08.csv",
           "\ufeffName,Email,Cell Phone,Address,Notes\nRuth Albers,ruth.albers@gmail.com,(937) 555-0142,412 Wyoming St,"
           "Saturdays only\nJamal Pryor,JPryor@daytonchildrens.org,937.555.0199,,\nThe Okonkwo family,okonkwo5@yahoo.com"
           ",937-555-0107,,3 adults\n213 data/roster-2027-08.csv")
    s.bash("papaadd", "pnpm add papaparse && pnpm add -D @types/papaparse",
           "+ papaparse 5.4.1\n+ @types/papaparse 5.3.15\nDone in 1.9s")
    s.edit("gitignore", ".gitignore", "node_modules\n/build\n.svelte-kit", "node_modules\n/build\n.svelte-kit\n"
           "# volunteer exports from Dee: personal data, never commit\ndata/\n.env")
    s.write("csvimport", "src/lib/server/csv-import.ts", CSV_IMPORT_TS)
    s.write("importroute", "src/routes/admin/import/+page.server.ts",
            "import { error, fail } from '@sveltejs/kit';\nimport { importVolunteersCsv } from '$lib/server/csv-import';\n"
            "import { adminClient } from '$lib/server/supabase-admin';\n\nexport const actions = {\n  default: async ({ "
            "request, locals }) => {\n    const { data: isCoord } = await locals.supabase.rpc('is_coordinator');\n    if "
            "(!isCoord) error(403, 'coordinators only');\n    const file = (await request.formData()).get('roster') as "
            "File;\n    if (!file?.size) return fail(400, { message: 'Choose a CSV file' });\n    return { report: await "
            "importVolunteersCsv(adminClient(), await file.text()) };\n  }\n};\n")
    s.bash("dupfail", "pnpm tsx scripts/import-roster.ts data/roster-2027-08.csv",
           "parsed 212 rows (3 skipped: missing or invalid email)\nerror: PostgrestError {\n  code: '21000',\n  "
           "message: 'ON CONFLICT DO UPDATE command cannot affect row a second time',\n  hint: 'Ensure that no rows "
           "proposed for insertion within the same command have duplicate constrained values.'\n}", code=1)
    s.bash("dupcheck", "cut -d, -f2 data/roster-2027-08.csv | tr A-Z a-z | sort | uniq -d",
           "carol.finch@gmail.com\nhendersons.dayton@gmail.com\nokonkwo5@yahoo.com\npat.and.lou@att.net")
    s.prompt("dupwhy", "Families share one email (the Okonkwos sign up three adults with one address). Postgres refuses "
             "an upsert batch that hits the same email twice. For now: dedupe inside the file, keep the first row, "
             "and list the duplicates in the report so Dee can get separate addresses. One login per person.")
    s.edit("dupfix", "src/lib/server/csv-import.ts",
           "    rows.push({ full_name: (r.full_name ?? '').trim(), email, phone: (r.phone ?? '').trim() || null });",
           "    if (seen.has(email)) {\n      skipped.push({ line: i + 2, reason: `duplicate email ${email} (first on line "
           "${seen.get(email)})` });\n      return;\n    }\n    seen.set(email, i + 2);\n    rows.push({ full_name: "
           "(r.full_name ?? '').trim(), email, phone: (r.phone ?? '').trim() || null });")
    s.bash("importrun", "pnpm tsx scripts/import-roster.ts data/roster-2027-08.csv",
           "parsed 212 rows\ninserted 205, updated 0\nskipped 7: 3 missing or invalid email, 4 duplicate email")
    s.bash(None, "pnpm test:unit", vitest_ok(19, ["src/lib/format.test.ts (7)", "src/lib/server/rls.test.ts (5)",
                                                    "src/lib/server/csv-import.test.ts (7)"]))
    s.remember("memroster", "pantryshifts roster import: coordinators upload Dee's CSV at /admin/import "
               "(src/lib/server/csv-import.ts, importVolunteersCsv, papaparse 5.4.1). Columns Name, Email, Cell Phone; "
               "upsert by lowercased email; duplicate emails inside one file (families sharing an address) are skipped "
               "and reported. First import 2027-08-10: 212 rows, 205 volunteers, 7 skipped. data/ is gitignored.",
               "volunteer roster CSV import", "fact")
    s.bash("commit4", "git add -A && git commit -m 'feat: roster csv import for coordinators'",
           "[main b3e0d15] feat: roster csv import for coordinators\n 8 files changed, 263 insertions(+), 1 deletion(-)")
    s.stop()


def s5(s):
    s.start()
    s.bash(None, "git log --oneline -2", "b3e0d15 feat: roster csv import for coordinators\n7a42c90 feat: shift list, "
           "sign_up rpc with capacity lock, e2e login")
    s.prompt("smsplan", "Reminders now. One text 24 hours before each shift. Ravi Menon (our treasurer) approved up to "
             "$40 a month for SMS, and I bought a local Dayton number on Twilio, +1 937-555-0110. Run the job with "
             "node-cron inside the SvelteKit server, started from hooks.server.ts, every 15 minutes. The text has to fit "
             "in one segment (160 characters), say 'Reply STOP to opt out' and sign off '- Eastgate FB'.")
    s.bash("twilioadd", "pnpm add twilio node-cron && pnpm add -D @types/node-cron",
           "+ node-cron 3.0.3\n+ twilio 5.3.5\n+ @types/node-cron 3.0.11\nDone in 3.4s")
    s.write("reminders", "src/lib/server/reminders.ts", REMINDERS_TS)
    s.edit("croninit", "src/hooks.server.ts",
           "const PUBLIC_ROUTES = ['/login', '/auth/callback', '/auth/confirm'];",
           "const PUBLIC_ROUTES = ['/login', '/auth/callback', '/auth/confirm'];\n\n// reminder texts: node-cron runs "
           "in this server process\nstartReminderCron();")
    s.bash(None, "pnpm vitest run src/lib/server/reminders.test.ts",
           vitest_ok(4, ["src/lib/server/reminders.test.ts (4)"], "0.88"))
    s.bash("sms21211a", "pnpm tsx scripts/send-test-reminders.ts --coordinators",
           "sending 5 test reminders (coordinators and staff)...\nok  +19375550110 -> Maya Lindqvist\n"
           "RestException [Error]: The 'To' number (937) 555-0142 is not a valid phone number.\n    status: 400,\n"
           "    code: 21211,\n    moreInfo: 'https://www.twilio.com/docs/errors/21211'\nfailed 4 of 5", code=1)
    s.bash("phonesample", "psql \"$LOCAL_DB\" -c \"select phone from volunteers where phone is not null limit 6\"",
           "      phone\n-----------------\n (937) 555-0142\n 937.555.0199\n 937-555-0107\n 9375550123\n "
           "+1 937 555 0188\n 555-0164\n(6 rows)")
    s.prompt("e164why", "The roster has numbers the way people typed them: (937) 555-0142, 937.555.0199, some without "
             "area code. Twilio only takes E.164. Normalise at import time with libphonenumber-js, default country US, "
             "store +19375550142; a number that doesn't parse gets imported without a phone and shows up in the "
             "report.")
    s.bash("libphone", "pnpm add libphonenumber-js", "+ libphonenumber-js 1.11.12\nDone in 1.1s")
    s.edit("e164fix", "src/lib/server/csv-import.ts",
           "phone: (r.phone ?? '').trim() || null });",
           "phone: toE164(r.phone) });\n\nfunction toE164(raw?: string): string | null {\n  const p = "
           "parsePhoneNumberFromString((raw ?? '').trim(), 'US');\n  return p ? p.number : null; // '+19375550142'\n}")
    s.bash("reimport1", "pnpm tsx scripts/import-roster.ts data/roster-2027-08.csv",
           "parsed 212 rows\ninserted 0, updated 205\nphones normalised to E.164: 198, unparseable: 4 (imported without "
           "phone)\nskipped 7: 3 missing or invalid email, 4 duplicate email")
    s.bash("smsok", "pnpm tsx scripts/send-test-reminders.ts --coordinators",
           "sending 5 test reminders (coordinators and staff)...\nok  +19375550110 -> Maya Lindqvist\nok  +19375550142 "
           "-> Dee Hanrahan\nok  +19375550199 -> Marcus Bell\nok  +19375550107 -> Ravi Menon\nok  +19375550123 -> "
           "Kenji Watanabe\nsent 5 of 5 (queued)")
    s.lesson("lesson2", "Twilio error 21211 ('The To number ... is not a valid phone number') on numbers like "
             "'(937) 555-0142': Twilio needs E.164. Normalise phone numbers once, at roster import, with "
             "libphonenumber-js (default country US) and store +1XXXXXXXXXX; never format at send time.",
             "pantryshifts first test reminders: 4 of 5 failed because the CSV kept hand-typed phone formats")
    s.bash("commit5", "git add -A && git commit -m 'feat: sms reminders 24h before shifts (node-cron, twilio); e164 "
           "phones at import'", "[main 0f5c8a1] feat: sms reminders 24h before shifts (node-cron, twilio); e164 phones "
           "at import\n 9 files changed, 214 insertions(+), 4 deletions(-)")
    s.stop()


def s6(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("flyplan", "Deploy day. Fly.io: switch to adapter-node, app name eastgate-shifts in region ord (Chicago "
             "is the closest to Dayton), plus a hosted Supabase project (eastgate-shifts, us-east-2). The domain will "
             "be shifts.eastgatefoodbank.org; Kenji Watanabe runs the food bank's DNS on Cloudflare, I'll forward him "
             "whatever records Fly wants.")
    s.bash("adapternode", "pnpm remove @sveltejs/adapter-auto && pnpm add -D @sveltejs/adapter-node && sed -i "
           "\"s/adapter-auto/adapter-node/\" svelte.config.js", "- @sveltejs/adapter-auto 3.3.1\n+ @sveltejs/adapter-node "
           "5.2.9\nDone in 2.0s")
    s.bash("flylaunch", "fly launch --no-deploy --name eastgate-shifts --region ord --org eastgate-food-bank",
           "Scanning source code\nDetected a SvelteKit app\nCreating app in /home/maya/code/pantryshifts\nWe're about to "
           "launch your SvelteKit app on Fly.io. Here's what you're getting:\n\nOrganization: Eastgate Food Bank\n"
           "Name:         eastgate-shifts\nRegion:       Chicago, Illinois (US)\nApp Machines: shared-cpu-1x, 512MB RAM\n"
           "Postgres:     <none>\n\nCreated app 'eastgate-shifts' in organization 'eastgate-food-bank'\nAdmin URL: "
           "https://fly.io/apps/eastgate-shifts\nHostname: eastgate-shifts.fly.dev\nWrote config file fly.toml")
    s.write("flytoml", "fly.toml", FLY_TOML_V1)
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.bash("dbpush", "supabase link --project-ref qzvhtkmwxrcpbnleyduo && supabase db push",
           "Finished supabase link.\nDo you want to push these migrations to the remote database?\n • "
           "20270802131500_initial_schema.sql\n • 20270804140200_rls_policies.sql\n • 20270806150500_sign_up_rpc.sql\n"
           "\n [Y/n] y\nApplying migration 20270802131500_initial_schema.sql...\nApplying migration "
           "20270804140200_rls_policies.sql...\nApplying migration 20270806150500_sign_up_rpc.sql...\nFinished supabase "
           "db push.")
    s.bash("secrets", "fly secrets set SUPABASE_SERVICE_ROLE_KEY=... TWILIO_ACCOUNT_SID=AC8e1f... TWILIO_AUTH_TOKEN=... "
           "TWILIO_FROM_NUMBER=+19375550110 --stage", "Secrets have been staged, but not set on VMs. Deploy or update "
           "machines in this app for the secrets to take effect.")
    s.pre_tool("predeploy1", "Bash", {"command": "fly deploy", "description": "First deploy of eastgate-shifts"})
    s.bash("deploy1", "fly deploy", "==> Building image with Depot\n#14 [build 6/6] RUN pnpm run build && pnpm prune "
           "--prod\n#14 DONE 21.7s\n--> Pushing image done\nimage: registry.fly.io/eastgate-shifts:deployment-"
           "01J5CK7W2Q\nimage size: 148 MB\nWatch your deployment at https://fly.io/apps/eastgate-shifts/monitoring\n"
           "Updating existing machines in 'eastgate-shifts' with rolling strategy\n  [1/1] Machine 3d8d9e1f614e89 "
           "[app] update succeeded\nChecking DNS configuration for eastgate-shifts.fly.dev\n\nVisit your newly deployed "
           "app at https://eastgate-shifts.fly.dev/", desc="First deploy of eastgate-shifts")
    s.bash("csrf403", "curl -si -X POST https://eastgate-shifts.fly.dev/login -d email=maya@eastgatefoodbank.org "
           "-H 'Origin: https://eastgate-shifts.fly.dev' | head -3",
           "HTTP/2 403 \ncontent-type: text/plain\n\nCross-site POST form submissions are forbidden")
    s.prompt("csrfwhy", "Same 403 when I log in from the browser. adapter-node behind Fly's proxy builds the request URL "
             "as http://... on port 3000, so SvelteKit's CSRF check sees the https Origin header as cross-site and "
             "rejects every form action. Set ORIGIN in fly.toml [env] to the public URL.")
    s.edit("originfix", "fly.toml", "  PORT = '3000'\n", "  PORT = '3000'\n  ORIGIN = 'https://shifts.eastgatefoodbank.org'\n")
    s.bash("certs", "fly certs add shifts.eastgatefoodbank.org",
           "You are creating a certificate for shifts.eastgatefoodbank.org\nWe are using Let's Encrypt for this "
           "certificate.\n\nYou can direct traffic to shifts.eastgatefoodbank.org by:\n\n1: Adding an CNAME record to "
           "your DNS service which reads:\n\n    CNAME shifts eastgate-shifts.fly.dev\n\nYou can validate your ownership "
           "of shifts.eastgatefoodbank.org by:\n\n2: Adding an CNAME record to your DNS service which reads:\n    CNAME "
           "_acme-challenge.shifts shifts.eastgatefoodbank.org.k7v3q.flydns.net.")
    s.bash("deploy2", "fly deploy && curl -s -o /dev/null -w '%{http_code}\\n' https://shifts.eastgatefoodbank.org/healthz",
           "  [1/1] Machine 3d8d9e1f614e89 [app] update succeeded\nVisit your newly deployed app at "
           "https://eastgate-shifts.fly.dev/\n200")
    s.prompt("deployrule", "Rule from now on: deploy only from main with a clean tree, after pnpm check, unit and e2e "
             "tests pass. And never deploy on a Saturday between 7 AM and 1 PM: that's distribution and Dee runs "
             "check-in on the site from a tablet.")
    s.remember("memdeploy", "pantryshifts production: Fly.io app eastgate-shifts (org eastgate-food-bank, region ord, "
               "shared-cpu-1x 512MB, adapter-node on internal port 3000, health check /healthz) at "
               "https://shifts.eastgatefoodbank.org (CNAME to eastgate-shifts.fly.dev; DNS by Kenji Watanabe on "
               "Cloudflare). ORIGIN must be set in fly.toml or form actions get 403. Hosted Supabase project "
               "eastgate-shifts (us-east-2), migrations by `supabase db push`. No deploys Saturdays 7 AM-1 PM.",
               "production deployment", "fact")
    s.bash("commit6", "git add -A && git commit -m 'chore: deploy to fly.io (adapter-node, ORIGIN, healthz)'",
           "[main 4e77b02] chore: deploy to fly.io (adapter-node, ORIGIN, healthz)\n 6 files changed, 97 insertions(+), "
           "2 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git pull && git status", "Already up to date.\nOn branch main\nnothing to commit, working tree clean")
    s.prompt("undelivered", "Dee says only about half of Monday's test reminders to the coordinators' group arrived. "
             "Look at the Twilio message log.")
    s.bash("err30034", "twilio api:core:messages:list --date-sent 2027-08-16 --properties sid,to,status,errorCode "
           "--limit 12", "SID                                 To            Status       Error Code\n"
           "SM1b7e0c2f9a4d4e3b8c1f0a9e8d7c6b5a  +19375550142  undelivered  30034\nSM2c8f1d3a0b5e4f4c9d2a1b0f9e8d7c6b  "
           "+19375550199  delivered    null\nSM3d9a2e4b1c6f4a5d0e3b2c1a0f9e8d7c  +19375550107  undelivered  30034\n"
           "SM4e0b3f5c2d7a4b6e1f4c3d2b1a0f9e8d  +19375550123  undelivered  30034\nSM5f1c4a6d3e8b4c7f2a5d4e3c2b1a0f9e  "
           "+19375550188  delivered    null")
    s.prompt("tollfree", "30034 is carriers blocking traffic from an unregistered 10DLC number. A2P 10DLC brand and "
             "campaign registration for a nonprofit takes two to three weeks and we launch on Friday. So: drop the 937 "
             "long code and switch to a toll-free number, +1 833-555-0127; I submitted the toll-free verification this "
             "morning, Twilio says a few business days and it can send meanwhile. Put it behind a Messaging Service so "
             "the sender lives in one place: TWILIO_MESSAGING_SERVICE_SID replaces TWILIO_FROM_NUMBER.")
    s.tool_failure("editfail", "Edit", {"file_path": "/home/maya/code/pantryshifts/src/lib/server/reminders.ts",
                                        "old_string": "const FROM = env.TWILIO_FROM_NUMBER;",
                                        "new_string": "const SERVICE = env.TWILIO_MESSAGING_SERVICE_SID;"},
                   "String to replace not found in file.\nString: const FROM = env.TWILIO_FROM_NUMBER;")
    s.edit("msgsvc", "src/lib/server/reminders.ts",
           "const FROM = env.TWILIO_FROM_NUMBER; // +19375550110, the Dayton long code",
           "// sender: Messaging Service 'Eastgate reminders' with the toll-free number +18335550127\n"
           "const SERVICE = env.TWILIO_MESSAGING_SERVICE_SID;")
    s.edit(None, "src/lib/server/reminders.ts", "return client.messages.create({ to, from: FROM, body });",
           "return client.messages.create({ to, messagingServiceSid: SERVICE, body });")
    s.bash("secretswap", "fly secrets set TWILIO_MESSAGING_SERVICE_SID=MG4c1e9b7a2d3f40e8b6a5c4d3e2f1a0b9 --stage && "
           "fly secrets unset TWILIO_FROM_NUMBER --stage",
           "Secrets have been staged, but not set on VMs.\nSecrets have been staged, but not set on VMs.")
    s.bash("delivered", "pnpm tsx scripts/send-test-reminders.ts --coordinators && sleep 60 && twilio api:core:messages:"
           "list --limit 5 --properties to,status,from", "sent 5 of 5 (queued)\nTo            Status     From\n"
           "+19375550142  delivered  +18335550127\n+19375550199  delivered  +18335550127\n+19375550107  delivered  "
           "+18335550127\n+19375550123  delivered  +18335550127\n+19375550110  delivered  +18335550127")
    s.prompt("renameplan", "Another one from Dee: she and the volunteers call the page 'the schedule', nobody says "
             "'shifts'. Rename the route /shifts to /schedule, keep a permanent redirect from /shifts because the QR "
             "code on the warehouse door points there, and rename ShiftCard.svelte to ShiftSlot.svelte while you're at "
             "it.")
    s.bash("gitmvroute", "git mv src/routes/shifts src/routes/schedule && git mv src/lib/components/ShiftCard.svelte "
           "src/lib/components/ShiftSlot.svelte && git status --short",
           "R  src/lib/components/ShiftCard.svelte -> src/lib/components/ShiftSlot.svelte\nR  src/routes/shifts/"
           "+page.server.ts -> src/routes/schedule/+page.server.ts\nR  src/routes/shifts/+page.svelte -> src/routes/"
           "schedule/+page.svelte")
    s.grep("grepshifts", "ShiftCard|'/shifts'", ["src/routes/schedule/+page.svelte", "src/routes/auth/callback/+server.ts",
                                                  "e2e/signup.spec.ts", "e2e/helpers.ts", "src/routes/+layout.svelte"])
    s.multiedit("multiedit1", "src/routes/schedule/+page.svelte",
                [("import ShiftCard from '$lib/components/ShiftCard.svelte';",
                  "import ShiftSlot from '$lib/components/ShiftSlot.svelte';"),
                 ("<ShiftCard {shift} mine={mine.has(shift.id)} />", "<ShiftSlot {shift} mine={mine.has(shift.id)} />"),
                 ("<h1 class=\"text-2xl font-bold\">Shifts</h1>", "<h1 class=\"text-2xl font-bold\">Schedule</h1>")])
    s.edit(None, "src/routes/auth/callback/+server.ts", "if (!error) redirect(303, '/shifts');",
           "if (!error) redirect(303, '/schedule');")
    s.write("redirect", "src/routes/shifts/+server.ts",
            "import { redirect } from '@sveltejs/kit';\n\n// the QR code on the warehouse door still points at /shifts\n"
            "export const GET = () => redirect(301, '/schedule');\n")
    s.bash("e2eok7", "pnpm check && pnpm test:e2e", "svelte-check found 0 errors and 0 warnings\n" + pw_ok(4, "17.9"))
    s.bash("commit7", "git add -A && git commit -m 'feat: /shifts -> /schedule, ShiftSlot; sms via toll-free messaging "
           "service'", "[main 91c2d6e] feat: /shifts -> /schedule, ShiftSlot; sms via toll-free messaging service\n"
           " 11 files changed, 36 insertions(+), 24 deletions(-)\n rename src/lib/components/{ShiftCard.svelte => "
           "ShiftSlot.svelte} (88%)\n rename src/routes/{shifts => schedule}/+page.server.ts (100%)")
    s.stop()


def s8(s):
    s.start()
    s.prompt("release", "Release day. Tag v1.0.0 and deploy; Dee sends the welcome email with the link to every "
             "volunteer at 4 PM. For redundancy run two Machines (fly scale count 2) so one bad host can't take the "
             "site down during Saturday check-in.")
    s.bash("preflight", "pnpm check && pnpm lint && pnpm test:unit && pnpm test:e2e",
           "svelte-check found 0 errors and 0 warnings\nAll matched files use Prettier code style!\n" +
           vitest_ok(27, ["src/lib/format.test.ts (7)", "src/lib/server/rls.test.ts (5)",
                          "src/lib/server/csv-import.test.ts (11)", "src/lib/server/reminders.test.ts (4)"], "2.31")
           + "\n" + pw_ok(4, "18.6"))
    s.write("changelog", "CHANGELOG.md",
            "# Changelog\n\n## 1.0.0 - 2027-08-20\n\nFirst release for Eastgate Community Food Bank volunteers.\n\n- "
            "Login with a magic link (roster members only)\n- The schedule: next 14 days of shifts, sign up / cancel, "
            "capacity enforced by the sign_up() function\n- Coordinators: roster CSV import at /admin/import\n- SMS "
            "reminder 24 hours before each shift (toll-free +1 833-555-0127)\n")
    s.bash("version", "pnpm version 1.0.0 -m 'chore: release v%s' && git push --follow-tags",
           "v1.0.0\n[main 2b8e4f1] chore: release v1.0.0\n * [new tag]         v1.0.0 -> v1.0.0")
    s.pre_tool(None, "Bash", {"command": "fly deploy", "description": "Deploy v1.0.0"})
    s.bash("deploy3", "fly deploy", "--> Pushing image done\nimage: registry.fly.io/eastgate-shifts:deployment-"
           "01J5HB0C9T\nUpdating existing machines in 'eastgate-shifts' with rolling strategy\n  [1/1] Machine "
           "3d8d9e1f614e89 [app] update succeeded\nVisit your newly deployed app at https://eastgate-shifts.fly.dev/",
           desc="Deploy v1.0.0")
    s.bash("scale2", "fly scale count 2 --region ord --yes",
           "App 'eastgate-shifts' is going to be scaled according to this plan:\n  +1 machines for group 'app' on "
           "region 'ord' of size 'shared-cpu-1x'\nExecuting scale plan\n  Created e784e663c1d548 group:app region:ord "
           "size:shared-cpu-1x")
    s.bash("status", "fly status", "App\n  Name     = eastgate-shifts\n  Owner    = eastgate-food-bank\n  Hostname = "
           "eastgate-shifts.fly.dev\n  Image    = eastgate-shifts:deployment-01J5HB0C9T\n\nMachines\nPROCESS ID         "
           "     VERSION REGION STATE   CHECKS\napp     3d8d9e1f614e89 7       ord    started 1 total, 1 passing\n"
           "app     e784e663c1d548 7       ord    started 1 total, 1 passing")
    s.prompt("plans", "Good. Next week: on Monday I want to dig into the Outlook login complaints (a few people say "
             "the link is 'expired' when they click it), and on Wednesday Dee wants to import the new people from the "
             "back-to-school drive. The board demo is Thursday 2 September.")
    s.remember("memrelease", "pantryshifts v1.0.0 released Friday 2027-08-20 (tag v1.0.0, Fly release 7) and "
               "announced to all volunteers by Dee at 4 PM; production scaled to 2 Machines in ord (3d8d9e1f614e89, "
               "e784e663c1d548). Reminders: 24 hours before the shift via node-cron in the web server, from the toll-free "
               "number +1 833-555-0127 (Messaging Service). Board demo planned for Thursday 2 September.",
               "v1.0.0 release", "fact")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Bad Saturday. Everyone on the Saturday shifts got their reminder text twice at about 5:45 "
             "in the morning, Dee got three phone calls and one volunteer replied STOP. Find out why.")
    s.bash("flylogs", "fly logs --no-tail -a eastgate-shifts | grep reminders | grep '08-21T09'",
           "2027-08-21T09:45:00Z app[3d8d9e1f614e89] ord [info][reminders] due 61 signups, sent 61\n"
           "2027-08-21T09:45:01Z app[e784e663c1d548] ord [info][reminders] due 61 signups, sent 61")
    s.bash("twiliocount", "twilio api:core:messages:list --date-sent 2027-08-21 --properties to,status,dateSent "
           "| tail -n +2 | wc -l && twilio api:core:messages:list --date-sent 2027-08-21 --properties to | sort | "
           "uniq -c | sort -rn | head -3", "122\n      2 +19375550142\n      2 +19375550199\n      2 +19375550171")
    s.prompt("dupcause", "There it is: two Machines since Friday, and each one starts node-cron from hooks.server.ts, "
             "so both ran the 15-minute job and both texted everybody. Scheduled work doesn't belong in the web "
             "process. New plan: node-cron goes, Supabase pg_cron calls an internal endpoint every 15 minutes, and the "
             "endpoint claims every reminder by inserting into a reminders_sent table with unique (signup_id, kind) "
             "before texting, so even two calls can't double-send. Rename sendReminder() to queueReminder() while "
             "you're in there, it hands the message to the Messaging Service queue now. Keep the two Machines.")
    s.bash(None, "supabase migration new reminders_sent_and_cron",
           "Created new migration at supabase/migrations/20270823141000_reminders_sent_and_cron.sql")
    s.write("pgcron", "supabase/migrations/20270823141000_reminders_sent_and_cron.sql",
            "create table public.reminders_sent (\n  signup_id uuid not null references public.signups (id) on delete "
            "cascade,\n  kind text not null,\n  sent_at timestamptz not null default now(),\n  primary key (signup_id, "
            "kind)\n);\nalter table public.reminders_sent enable row level security;  -- service role only\n\ncreate "
            "extension if not exists pg_cron;\ncreate extension if not exists pg_net;\n\nselect cron.schedule(\n  "
            "'send-shift-reminders',\n  '*/15 * * * *',\n  $$ select net.http_post(\n       url := "
            "'https://shifts.eastgatefoodbank.org/api/internal/reminders',\n       headers := jsonb_build_object("
            "'x-cron-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret'))\n"
            "     ) $$\n);\n")
    s.write("cronendpoint", "src/routes/api/internal/reminders/+server.ts", CRON_ENDPOINT_TS)
    s.multiedit("renamefn", "src/lib/server/reminders.ts",
                [("import cron from 'node-cron';\n", ""),
                 ("export async function sendReminder(to: string, body: string) {",
                  "export async function queueReminder(s: DueSignup) {\n  const to = s.phone;\n  const body = "
                  "reminderText(s.full_name, s.title, new Date(s.starts_at));"),
                 ("/** Every 15 minutes: text everyone whose shift starts in 24 hours (+/- 7.5 min). */\n"
                  "export function startReminderCron() {",
                  "/** Signups whose shift starts 24 hours from `now` (+/- 7.5 min), opted in, with a phone. */\n"
                  "export async function dueSignups(db: Admin, now: Date): Promise<DueSignup[]> {")])
    s.edit(None, "src/hooks.server.ts", "\n\n// reminder texts: node-cron runs in this server process\n"
           "startReminderCron();", "")
    s.bash("rmcron", "pnpm remove node-cron @types/node-cron", "- node-cron 3.0.3\n- @types/node-cron 3.0.11\n"
           "Done in 1.3s")
    s.grep("grepsend", "sendReminder|startReminderCron", ["scripts/send-test-reminders.ts",
                                                          "src/lib/server/reminders.test.ts"])
    s.bash("idemtest", "pnpm test:unit", vitest_ok(31, ["src/lib/format.test.ts (7)", "src/lib/server/rls.test.ts (5)",
                                                      "src/lib/server/csv-import.test.ts (11)",
                                                      "src/lib/server/reminders.test.ts (5)",
                                                      "src/routes/api/internal/reminders/server.test.ts (3)"], "2.54"))
    s.write("incnote", "docs/incidents/2027-08-21-double-reminders.md", INCIDENT_MD)
    s.lesson("lesson3", "Never run scheduled jobs (node-cron, setInterval) inside the web server process: with "
             "fly scale count 2 every Machine runs them. Trigger them from one place (Supabase pg_cron -> "
             "internal endpoint with a secret) and make the send idempotent by claiming each reminder in a table with "
             "a unique key before calling Twilio.",
             "pantryshifts incident 2027-08-21: 61 volunteers got every reminder twice after scaling to 2 Machines")
    s.pre_tool(None, "Bash", {"command": "supabase db push && fly secrets set CRON_SECRET=$(openssl rand -hex 24) "
                              "--stage && fly deploy", "description": "Push reminders_sent migration and deploy v1.0.1"})
    s.bash("deploy4", "supabase db push && fly secrets set CRON_SECRET=$(openssl rand -hex 24) --stage && fly deploy",
           "Applying migration 20270823141000_reminders_sent_and_cron.sql...\nFinished supabase db push.\nSecrets have "
           "been staged, but not set on VMs.\n  [1/2] Machine 3d8d9e1f614e89 [app] update succeeded\n  [2/2] Machine "
           "e784e663c1d548 [app] update succeeded\nVisit your newly deployed app at https://eastgate-shifts.fly.dev/")
    s.bash("v101", "pnpm version patch -m 'fix: reminders from pg_cron, idempotent (v%s)' && git push --follow-tags",
           "v1.0.1\n[main c4d19a8] fix: reminders from pg_cron, idempotent (v1.0.1)\n * [new tag]         v1.0.1 -> "
           "v1.0.1")
    s.remember("memsched", "pantryshifts reminder scheduling since v1.0.1 (2027-08-23): no node-cron. Supabase pg_cron job "
               "'send-shift-reminders' (*/15) posts to https://shifts.eastgatefoodbank.org/api/internal/reminders with "
               "header x-cron-secret (CRON_SECRET, also in Supabase vault as cron_secret). The handler claims each "
               "reminder in reminders_sent (primary key signup_id + kind) before queueReminder() sends it. "
               "sendReminder() was renamed queueReminder(). Two Fly Machines stay.",
               "how reminder texts are scheduled", "decision")
    s.stop()


def s10(s):
    s.start()
    s.bash(None, "git log --oneline -3", "c4d19a8 fix: reminders from pg_cron, idempotent (v1.0.1)\n2b8e4f1 chore: "
           "release v1.0.0\n91c2d6e feat: /shifts -> /schedule, ShiftSlot; sms via toll-free messaging service")
    s.prompt("outlook", "Now the login complaints. Nine volunteers, all with work addresses on Microsoft 365 (Dayton "
             "Children's and the county), click the link in the email and land on 'Email link is invalid or has "
             "expired'. Everybody on Gmail is fine.")
    s.bash("authlogs", "supabase logs auth --project-ref qzvhtkmwxrcpbnleyduo --since 48h | grep -E 'otp|verify' | "
           "grep daytonchildrens", "2027-08-24T12:02:11Z /otp 200 email=jpryor@daytonchildrens.org\n"
           "2027-08-24T12:02:13Z /verify 303 ip=40.94.31.18 ua=\"Mozilla/5.0 (Windows NT 10.0; Win64; x64)\" "
           "token consumed\n2027-08-24T12:06:40Z /verify 403 ip=73.43.118.9 error=\"Email link is invalid or has "
           "expired\" error_code=otp_expired")
    s.prompt("otpswitch", "The /verify two seconds after the email went out comes from a Microsoft IP: Safe Links opens "
             "every link to scan it and burns the one-time token before the person clicks. So we drop the magic link. "
             "Login emails a 6-digit code instead and the volunteer types it on /login (verifyOtp with type 'email'); "
             "the code is good for 10 minutes. Change the email template to show {{ .Token }} and no link at all.")
    s.edit("otpverify", "src/routes/login/+page.server.ts",
           "    return { sent: true };\n  }\n};",
           "    return { sent: true, email };\n  },\n  verify: async ({ request, locals }) => {\n    const form = await "
           "request.formData();\n    const email = String(form.get('email'));\n    const token = String(form.get('code') "
           "?? '').replace(/\\D/g, '');\n    const { error } = await locals.supabase.auth.verifyOtp({ email, token, type: "
           "'email' });\n    if (error) return fail(400, { email, sent: true, message: 'That code is wrong or more than "
           "10 minutes old.' });\n    redirect(303, '/schedule');\n  }\n};")
    s.write("template", "supabase/templates/magic_link.html",
            "<h2>Your Eastgate volunteer login code</h2>\n<p>Type this code on the login page:</p>\n<p style=\"font-size:"
            "28px;letter-spacing:6px\"><strong>{{ .Token }}</strong></p>\n<p>It works for 10 minutes. If you didn't ask "
            "for it, ignore this email.</p>\n")
    s.edit("otpexpiry", "supabase/config.toml", "[auth.email]\nenable_signup = true",
           "[auth.email]\nenable_signup = true\notp_length = 6\notp_expiry = 600\n\n[auth.email.template.magic_link]\n"
           "subject = \"Your Eastgate login code\"\ncontent_path = \"./supabase/templates/magic_link.html\"")
    s.bash("e2eotp", "pnpm test:e2e", pw_ok(4, "19.3"))
    s.remember("memotp", "pantryshifts login changed 2027-08-25: no more magic links. Microsoft 365 Safe Links pre-opened "
               "the link and consumed the token ('Email link is invalid or has expired' for 9 volunteers on work "
               "addresses). Now signInWithOtp emails a 6-digit code (template supabase/templates/magic_link.html shows "
               "{{ .Token }}), the volunteer types it on /login, verifyOtp type 'email', valid 10 minutes (otp_expiry "
               "600).", "volunteer login by emailed code", "decision")
    s.prompt("newcsv", "Second thing: Dee imported the back-to-school drive volunteers herself yesterday through "
             "/admin/import (data/new-volunteers-aug.csv, 38 people), and this morning's reminder run logged errors. "
             "Check the import and the logs.")
    s.bash("import2", "psql \"$PROD_DB_RO\" -c \"select count(*), min(created_at) from volunteers where created_at > "
           "'2027-08-24'\"", " count |              min\n-------+-------------------------------\n    38 | "
           "2027-08-24 19:41:07.118+00\n(1 row)")
    s.bash("sms21211b", "fly logs --no-tail -a eastgate-shifts | grep 'reminders' | grep -i error | head -4",
           "2027-08-25T12:30:03Z app[3d8d9e1f614e89] ord [error][reminders] signup 5be1… RestException 21211: The "
           "'To' number +193755509 is not a valid phone number.\n2027-08-25T12:30:03Z app[3d8d9e1f614e89] ord [error]"
           "[reminders] signup 77c0… RestException 21211: The 'To' number +193755509 is not a valid phone number.\n"
           "2027-08-25T12:30:04Z app[3d8d9e1f614e89] ord [error][reminders] signup a913… RestException 21211: The 'To' "
           "number +193755509 is not a valid phone number.")
    s.bash("badphones", "head -3 data/new-volunteers-aug.csv && psql \"$PROD_DB_RO\" -c \"select count(*) from "
           "volunteers where phone = '+193755509'\"",
           "Name,Email,Cell Phone\nTanya Brooks,tbrooks77@gmail.com,9.37555E+09\nLeo Castillo,leo.castillo@udayton.edu,"
           "9.37555E+09\n count\n-------\n    11\n(1 row)")
    s.prompt("sciwhy", "Different cause from the first 21211: Dee opened the CSV in Excel before saving it, and Excel "
             "turned 9375550163 into 9.37555E+09, so the digits are simply gone. And our toE164() takes whatever "
             "libphonenumber returns without checking isValid(), so '+193755509' went into the table. Require "
             "isValid(), and reject any phone cell in E-notation with a line number and a note telling Dee to "
             "re-export with the column formatted as Text.")
    s.edit("scifix", "src/lib/server/csv-import.ts",
           "  const p = parsePhoneNumberFromString((raw ?? '').trim(), 'US');\n  return p ? p.number : null; // "
           "'+19375550142'",
           "  const cell = (raw ?? '').trim();\n  if (/^\\d(\\.\\d+)?E\\+\\d+$/i.test(cell)) throw new PhoneCellError("
           "'phone looks like Excel scientific notation (9.37555E+09): re-export with the column formatted as Text');\n"
           "  const p = parsePhoneNumberFromString(cell, 'US');\n  return p?.isValid() ? p.number : null;")
    s.bash("scitest", "pnpm vitest run src/lib/server/csv-import.test.ts",
           vitest_ok(14, ["src/lib/server/csv-import.test.ts (14)"], "0.71"))
    s.bash("import3", "pnpm tsx scripts/import-roster.ts data/new-volunteers-aug-text.csv",
           "parsed 38 rows\ninserted 0, updated 38\nphones normalised to E.164: 37, unparseable: 1 (imported without "
           "phone)\nskipped 0")
    s.lesson("lesson4", "A second Twilio 21211 had nothing to do with formatting: Excel had turned the phone column "
             "into scientific notation (9.37555E+09) and our E.164 step stored libphonenumber's result without "
             "isValid(). Validate with isValid() and reject E-notation cells at import, naming the line.",
             "pantryshifts: 11 of Dee's back-to-school volunteers stored as +193755509")
    s.bash("commit10", "git add -A && git commit -m 'feat: login with 6-digit email code; fix: reject excel e-notation "
           "phones' && fly deploy", "[main 5f2a7c3] feat: login with 6-digit email code; fix: reject excel e-notation "
           "phones\n 8 files changed, 131 insertions(+), 22 deletions(-)\n  [1/2] Machine 3d8d9e1f614e89 [app] update "
           "succeeded\n  [2/2] Machine e784e663c1d548 [app] update succeeded")
    s.stop()


def s11(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("timing", "Dee's feedback after the first week live: 24 hours ahead is wrong for us. The 6 AM Saturday "
             "crew gets the text at 6 AM on Friday and ignores it, and the Mobile pantry people get it mid-afternoon "
             "at work. Her new rule: one reminder at 5 PM Dayton time the evening before, whatever time the shift "
             "starts. Someone who signs up after 5 PM for tomorrow gets no reminder.")
    s.read(None, "src/lib/server/reminders.ts", REMINDERS_TS.replace("import cron from 'node-cron';\n", ""))
    s.edit("timingedit", "src/lib/server/reminders.ts",
           "/** Signups whose shift starts 24 hours from `now` (+/- 7.5 min), opted in, with a phone. */",
           "/** At 5 PM America/New_York (the run between 17:00 and 17:14): signups for shifts starting tomorrow, Dayton\n"
           " *  calendar day, opted in, with a phone. Any other run returns []. The 24-hour rule is gone (Dee, 27 Aug). */")
    s.edit(None, "src/lib/server/reminders.ts", "return `Hi ${name.split(' ')[0]}, reminder: ${title} tomorrow at",
           "return `Hi ${name.split(' ')[0]}, see you tomorrow: ${title} at")
    s.bash("timingtest", "pnpm vitest run src/lib/server/reminders.test.ts",
           vitest_ok(8, ["src/lib/server/reminders.test.ts (8)"], "0.93"))
    s.prompt("renameimport", "Small cleanup: rename csv-import.ts to roster-import.ts and importVolunteersCsv() to "
             "importRoster(). Dee calls it the roster, and later we'll pull it straight from the Google Sheet instead "
             "of a CSV upload.")
    s.bash("gitmvimport", "git mv src/lib/server/csv-import.ts src/lib/server/roster-import.ts && git mv "
           "src/lib/server/csv-import.test.ts src/lib/server/roster-import.test.ts",
           "")
    s.grep("grepimport", "importVolunteersCsv|csv-import", ["src/routes/admin/import/+page.server.ts",
                                                           "scripts/import-roster.ts",
                                                           "src/lib/server/roster-import.ts",
                                                           "src/lib/server/roster-import.test.ts"])
    s.multiedit("importrename", "src/routes/admin/import/+page.server.ts",
                [("import { importVolunteersCsv } from '$lib/server/csv-import';",
                  "import { importRoster } from '$lib/server/roster-import';"),
                 ("return { report: await importVolunteersCsv(adminClient(), await file.text()) };",
                  "return { report: await importRoster(adminClient(), await file.text()) };")])
    s.edit(None, "src/lib/server/roster-import.ts",
           "export async function importVolunteersCsv(db: SupabaseClient<Database>, text: string)",
           "export async function importRoster(db: SupabaseClient<Database>, text: string)")
    s.glob(None, "src/lib/server/*import*", ["src/lib/server/roster-import.ts", "src/lib/server/roster-import.test.ts"])
    s.bash("test11", "pnpm check && pnpm test:unit && pnpm test:e2e", "svelte-check found 0 errors and 0 warnings\n" +
           vitest_ok(38, ["src/lib/format.test.ts (7)", "src/lib/server/rls.test.ts (5)",
                          "src/lib/server/roster-import.test.ts (14)", "src/lib/server/reminders.test.ts (8)",
                          "src/routes/api/internal/reminders/server.test.ts (4)"], "2.61") + "\n" + pw_ok(4, "18.1"))
    s.bash("v110", "pnpm version minor -m 'feat: reminders at 5 PM the evening before; importRoster (v%s)' && git push "
           "--follow-tags", "v1.1.0\n[main e81b3d0] feat: reminders at 5 PM the evening before; importRoster (v1.1.0)\n"
           " * [new tag]         v1.1.0 -> v1.1.0")
    s.bash("deploy5", "fly deploy", "  [1/2] Machine 3d8d9e1f614e89 [app] update succeeded\n  [2/2] Machine "
           "e784e663c1d548 [app] update succeeded\nVisit your newly deployed app at https://eastgate-shifts.fly.dev/")
    s.remember("memtiming", "pantryshifts reminders since v1.1.0 (2027-08-27): one text at 5 PM America/New_York the "
               "evening before the shift, regardless of start time (Dee's rule; replaced '24 hours before'). pg_cron "
               "still calls every 15 minutes, only the 17:00-17:14 run sends. Roster import is now "
               "src/lib/server/roster-import.ts, importRoster().", "reminder timing", "decision")
    s.prompt("later", "For the record, the plan after this week: Thursday 2 September is the board demo; Ravi wants the "
             "SMS cost per month on a slide, we're at $11.20 for August against his $40 cap. After the demo: a waitlist "
             "for full shifts, then Spanish reminder texts for the Mobile pantry volunteers in September (Lupe Ortega "
             "translates). And move Supabase from the free tier to Pro ($25 a month) before Thanksgiving, the free tier "
             "pauses projects after a week without activity.")
    s.bash("status11", "fly status && twilio api:core:usage:records:this-month:list --category sms --properties "
           "count,price", "Machines\nPROCESS ID              VERSION REGION STATE   CHECKS\napp     3d8d9e1f614e89 "
           "12      ord    started 1 total, 1 passing\napp     e784e663c1d548 12      ord    started 1 total, 1 passing\n"
           "Count  Price\n1402   11.2")
    s.stop()


SESSIONS = [
    ("s1", "2027-08-02T13:05:00", "4b7e1c20-9a3d-4f6e-8c11-2d46a0e10101", s1),    # Mon
    ("s2", "2027-08-04T13:30:00", "5c8f2d31-ab4e-4071-9d22-3e57b1f20202", s2),    # Wed
    ("s3", "2027-08-06T14:00:00", "6d903e42-bc5f-4182-ae33-4f68c2030303", s3),    # Fri
    ("s4", "2027-08-10T15:00:00", "7ea14f53-cd60-4293-bf44-5079d3140404", s4),    # Tue
    ("s5", "2027-08-12T13:15:00", "8fb25064-de71-43a4-c055-618ae4250505", s5),    # Thu
    ("s6", "2027-08-16T14:00:00", "90c36175-ef82-44b5-d166-729bf5360606", s6),    # Mon
    ("s7", "2027-08-18T13:00:00", "a1d47286-f093-45c6-e277-83a006470707", s7),    # Wed
    ("s8", "2027-08-20T14:30:00", "b2e58397-01a4-46d7-f388-94b117580808", s8),    # Fri
    ("s9", "2027-08-23T13:00:00", "c3f694a8-12b5-47e8-0499-a5c228690909", s9),    # Mon
    ("s10", "2027-08-25T14:00:00", "d407a5b9-23c6-48f9-15aa-b6d3397a1010", s10),  # Wed
    ("s11", "2027-08-27T14:00:00", "e518b6ca-34d7-490a-26bb-c7e44a8b1111", s11),  # Fri
]

#: When the questions are asked: the Tuesday after the last session (a Friday).
ASKED_AT = "2027-08-31T13:30:00Z"
