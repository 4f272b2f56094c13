"""The eleven sessions of the chorale history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad68_files import (ATTENDANCE_SHEET_SVELTE, CADDYFILE, HOOKS_SERVER_TS, INIT_MIGRATION_GO, JUSTFILE,
                        LITESTREAM_YML, LOGIN_OTP_SVELTE, MAIN_GO, PACKAGE_JSON, PB_SERVICE, REGISTER_SVELTE,
                        REMINDERS_GO, RENAME_MIGRATION_GO, SETUP_PB_TS)

HOST = "root@91.107.214.38"


def vitest_ok(n, files, secs):
    return (f"\n RUN  v3.2.4 /home/niamh/code/chorale/web\n\n"
            + "".join(f" ✓ {f}\n" for f in files)
            + f"\n Test Files  {len(files)} passed ({len(files)})\n      Tests  {n} passed ({n})\n"
            f"   Start at  10:42:17\n   Duration  {secs}s (transform 212ms, setup 1.02s, collect 640ms, tests "
            f"{float(secs) - 1.9:.2f}s, environment 1ms, prepare 388ms)\n")


def s1(s):
    s.start()
    s.prompt("goal", "New project: chorale. It's for the Elmbrook Community Choir (64 singers, rehearsals every "
             "Tuesday 19:30-21:30 in St Aidan's church hall). Ruth Abernethy, the music director, wants to stop "
             "taking the register on paper and to email the singers a reminder before each rehearsal. Stack: "
             "SvelteKit with Svelte 5 for the front end, PocketBase as the backend but used as a Go framework (so we "
             "get hooks, migrations in code and a cron job for the reminder emails). Use Skeleton for the UI "
             "components so it looks decent quickly. Singers log in with email and password.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 niamh niamh 4096 Sep  3 09:11 .\ndrwxr-xr-x 14 niamh niamh 4096 "
           "Sep  3 09:10 ..\ndrwxr-xr-x  7 niamh niamh 4096 Sep  3 09:11 .git\n-rw-r--r--  1 niamh niamh   31 Sep  3 "
           "09:11 README.md")
    s.prompt("rules", "House rules for this repo. pnpm only: never npm or yarn, there must never be a "
             "package-lock.json. Svelte 5 runes everywhere ($props, $state, $derived): no `export let`, no legacy "
             "stores for component state. Everything the singers see is in British English, dates written like "
             "'18 September' or 18/09/2029, times in Europe/London.")
    s.bash("svcreate", "pnpm dlx sv create web --template minimal --types ts --no-add-ons --install pnpm",
           "┌  Welcome to the Svelte CLI! (v0.9.14)\n│\n◇  Project created\n│\n◇  Installing dependencies with "
           "pnpm...\nPackages: +61\n+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++\nProgress: "
           "resolved 61, reused 58, downloaded 3, added 61, done\n\ndevDependencies:\n+ @sveltejs/adapter-auto 6.1.0\n"
           "+ @sveltejs/kit 2.41.3\n+ @sveltejs/vite-plugin-svelte 6.2.0\n+ svelte 5.44.1\n+ svelte-check 4.3.2\n"
           "+ typescript 5.9.3\n+ vite 7.1.6\n\nDone in 4.8s using pnpm v10.14.0\n│\n└  You're all set!")
    s.bash("pnpmadd", "pnpm --dir web add pocketbase && pnpm --dir web add -D @skeletonlabs/skeleton "
           "@skeletonlabs/skeleton-svelte @sveltejs/adapter-node vitest @playwright/test && pnpm --dir web remove "
           "@sveltejs/adapter-auto",
           "Packages: +1\n+\ndependencies:\n+ pocketbase 0.27.1\nDone in 1.1s\nPackages: +48\n"
           "++++++++++++++++++++++++++++++++++++++++++++++++\ndevDependencies:\n+ @playwright/test 1.58.2\n"
           "+ @skeletonlabs/skeleton 3.4.0\n+ @skeletonlabs/skeleton-svelte 1.6.2\n+ @sveltejs/adapter-node 5.4.0\n"
           "+ vitest 3.2.4\nDone in 6.3s\nPackages: -1\n-\ndevDependencies:\n- @sveltejs/adapter-auto 6.1.0\n"
           "Done in 0.9s")
    s.read(None, "web/package.json", PACKAGE_JSON)
    s.bash("gomod", "mkdir -p pb && cd pb && go mod init chorale/pb && go get github.com/pocketbase/pocketbase@v0.31.2",
           "go: creating new go.mod: module chorale/pb\ngo: added github.com/pocketbase/dbx v1.11.0\ngo: added "
           "github.com/pocketbase/pocketbase v0.31.2\ngo: added github.com/spf13/cobra v1.9.1\ngo: added "
           "modernc.org/sqlite v1.38.2\ngo: added golang.org/x/crypto v0.41.0")
    s.write("maingo", "pb/main.go", MAIN_GO)
    s.write("initmig", "pb/migrations/1883122800_init.go", INIT_MIGRATION_GO)
    s.bash("pbserve", "cd pb && go mod tidy && timeout 8 go run . serve --http 127.0.0.1:8090 --dir ../pb_data",
           "2029/09/03 09:35:12 Applied 1883122800_init.go\n2029/09/03 09:35:12 Server started at "
           "http://127.0.0.1:8090\n├─ REST API:  http://127.0.0.1:8090/api/\n└─ Dashboard: "
           "http://127.0.0.1:8090/_/\n", code=124)
    s.edit("runes", "web/svelte.config.js",
           "import adapter from '@sveltejs/adapter-auto';\nimport { vitePreprocess } from '@sveltejs/vite-plugin-svelte';"
           "\n\nconst config = {\n\tpreprocess: vitePreprocess(),",
           "import adapter from '@sveltejs/adapter-node';\nimport { vitePreprocess } from '@sveltejs/vite-plugin-svelte';"
           "\n\nconst config = {\n\tpreprocess: vitePreprocess(),\n\tcompilerOptions: { runes: true }, // house rule: "
           "runes only")
    s.write("login1", "web/src/routes/login/+page.svelte",
            "<script lang=\"ts\">\n\timport { enhance } from '$app/forms';\n\timport type { ActionData } from "
            "'./$types';\n\n\texport let form: ActionData;\n</script>\n\n<main class=\"container mx-auto max-w-sm "
            "p-8\">\n\t<h1 class=\"h2\">Sign in</h1>\n\t<form method=\"POST\" use:enhance class=\"space-y-4\">\n\t\t"
            "<label class=\"label\">Email<input class=\"input\" name=\"email\" type=\"email\" required /></label>\n\t\t"
            "<label class=\"label\">Password<input class=\"input\" name=\"password\" type=\"password\" required />"
            "</label>\n\t\t<button class=\"btn preset-filled-primary-500\">Sign in</button>\n\t</form>\n\t{#if "
            "form?.error}<p class=\"text-error-500\">{form.error}</p>{/if}\n</main>\n")
    s.bash("checkfail", "pnpm --dir web check",
           "\n> chorale-web@0.0.1 check /home/niamh/code/chorale/web\n> svelte-kit sync && svelte-check --tsconfig "
           "./tsconfig.json\n\nLoading svelte-check in workspace: /home/niamh/code/chorale/web\nGetting Svelte "
           "diagnostics...\n\n/home/niamh/code/chorale/web/src/routes/login/+page.svelte:5:2\nError: Cannot use "
           "`export let` in runes mode — use `$props()` instead\nhttps://svelte.dev/e/legacy_export_invalid (svelte)\n"
           "\n====================================\nsvelte-check found 1 error and 0 warnings in 1 file\n"
           " ELIFECYCLE  Command failed with exit code 1.", code=1)
    s.edit("loginfix", "web/src/routes/login/+page.svelte",
           "\timport type { ActionData } from './$types';\n\n\texport let form: ActionData;",
           "\timport type { PageProps } from './$types';\n\n\tlet { form }: PageProps = $props();")
    s.bash("commit1", "pnpm --dir web check && git add -A && git commit -m 'chore: scaffold SvelteKit app and "
           "PocketBase (Go) with the first migration'",
           "svelte-check found 0 errors and 0 warnings\n[main 3b9e0c4] chore: scaffold SvelteKit app and PocketBase "
           "(Go) with the first migration\n 24 files changed, 1187 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "3b9e0c4 chore: scaffold SvelteKit app and PocketBase (Go) with the first migration\n"
           "a1f20d7 Initial commit")
    s.prompt("regpage", "Next: the register page for Ruth. Tonight's rehearsal, all active members grouped by voice "
             "part (soprano, alto, tenor, bass), and one tap marks each person present, absent or apologies. Load "
             "the data server-side with the PocketBase JS SDK, auth cookie handled in hooks.server.ts. Call the "
             "component Register.svelte.")
    s.glob(None, "web/src/routes/**/+page.svelte", ["web/src/routes/+page.svelte", "web/src/routes/login/+page.svelte"])
    s.write("hooksts", "web/src/hooks.server.ts", HOOKS_SERVER_TS)
    s.write("register", "web/src/lib/components/Register.svelte", REGISTER_SVELTE)
    s.write("regload", "web/src/routes/register/[id]/+page.server.ts",
            "import { error } from '@sveltejs/kit';\nimport type { PageServerLoad, Actions } from './$types';\n\n"
            "export const load: PageServerLoad = async ({ locals, params }) => {\n\tif (!locals.member) error(401, "
            "'Please sign in');\n\tconst [rehearsal, members, attendance] = await Promise.all([\n\t\t"
            "locals.pb.collection('rehearsals').getOne(params.id),\n\t\tlocals.pb.collection('members')."
            "getFullList({ filter: 'active = true', sort: 'name' }),\n\t\tlocals.pb.collection('attendance')."
            "getFullList({ filter: `rehearsal = \"${params.id}\"` })\n\t]);\n\treturn { rehearsal, members, "
            "attendance };\n};\n\nexport const actions: Actions = {\n\tmark: async ({ locals, params, request }) => "
            "{\n\t\tconst f = await request.formData();\n\t\tawait locals.pb.send('/api/chorale/mark', { method: "
            "'POST', body: { rehearsal: params.id, member: f.get('member'), status: f.get('status') } });\n\t}\n};\n")
    s.bash("sdkfail", "pnpm --dir web dev --port 5173 & sleep 4; curl -s -o /dev/null -w '%{http_code}\\n' "
           "http://127.0.0.1:5173/register/k3v8rq2m1x0abcd",
           "  VITE v7.1.6  ready in 812 ms\n\n  ➜  Local:   http://localhost:5173/\n500\nClientResponseError 0: "
           "Failed to connect to the PocketBase server. Try changing the SDK URL from localhost to 127.0.0.1 "
           "(https://github.com/pocketbase/js-sdk/issues/21).\n    at PocketBase.send (file:///home/niamh/code/"
           "chorale/web/node_modules/.pnpm/pocketbase@0.27.1/node_modules/pocketbase/dist/pocketbase.es.mjs:1:34211)\n"
           "    at async Promise.all (index 0)\n    at async load (src/routes/register/[id]/+page.server.ts:6:45)\n"
           "  [cause]: TypeError: fetch failed\n    [cause]: Error: connect ECONNREFUSED ::1:8090")
    s.prompt("localwhy", "Node resolves localhost to ::1 first and PocketBase only listens on 127.0.0.1. Don't hard-code "
             "the URL: put PUBLIC_PB_URL=http://127.0.0.1:8090 in web/.env and read it from $env/static/public "
             "everywhere.")
    s.edit("pburl", "web/src/hooks.server.ts",
           "import PocketBase from 'pocketbase';\nimport type { Handle } from '@sveltejs/kit';",
           "import PocketBase from 'pocketbase';\nimport type { Handle } from '@sveltejs/kit';\nimport { PUBLIC_PB_URL } "
           "from '$env/static/public';")
    s.edit(None, "web/src/hooks.server.ts", "\tevent.locals.pb = new PocketBase('http://localhost:8090');",
           "\tevent.locals.pb = new PocketBase(PUBLIC_PB_URL);")
    s.bash("curlok", "echo 'PUBLIC_PB_URL=http://127.0.0.1:8090' > web/.env && curl -s -o /dev/null -w '%{http_code}\\n' "
           "-b \"pb_auth=$(cat .dev-cookie)\" http://127.0.0.1:5173/register/k3v8rq2m1x0abcd", "200")
    s.prompt("mailrule", "Before we touch email at all: in development nothing may ever be sent to a real address. "
             "Run Mailpit locally (SMTP on 1025, web UI on 8025) and point the dev PocketBase's SMTP settings at it. "
             "And test fixtures only ever contain made-up singers, never the real member list Ruth sent me.")
    s.bash("mailpit", "docker run -d --restart unless-stopped --name mailpit -p 1025:1025 -p 8025:8025 "
           "axllent/mailpit:v1.27 && curl -s http://127.0.0.1:8025/api/v1/info | jq -r .Version",
           "Unable to find image 'axllent/mailpit:v1.27' locally\nv1.27: Pulling from axllent/mailpit\nStatus: "
           "Downloaded newer image for axllent/mailpit:v1.27\n7f3c2d91e0b84a6f5c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b\n"
           "v1.27.4")
    s.write("attts", "web/src/lib/attendance.ts",
            "import type { AttendanceRecord, Member, VoicePart } from './types';\n\nexport const VOICE_PARTS: "
            "VoicePart[] = ['soprano', 'alto', 'tenor', 'bass'];\n\n/** present / members per voice part for one "
            "rehearsal */\nexport function presentByPart(members: Member[], attendance: AttendanceRecord[]) {\n\t"
            "const present = new Set(attendance.filter((a) => a.status === 'present').map((a) => a.member));\n\t"
            "return Object.fromEntries(\n\t\tVOICE_PARTS.map((p) => {\n\t\t\tconst inPart = members.filter((m) => "
            "m.voice_part === p);\n\t\t\treturn [p, { present: inPart.filter((m) => present.has(m.id)).length, "
            "total: inPart.length }];\n\t\t})\n\t) as Record<VoicePart, { present: number; total: number }>;\n}\n")
    s.bash("vitest2", "pnpm --dir web test:unit", vitest_ok(8, ["src/lib/attendance.test.ts (6 tests) 9ms",
                                                                "src/lib/dates.test.ts (2 tests) 4ms"], "2.31"))
    s.remember("memdev", "chorale dev setup: PocketBase (Go, in pb/) runs on 127.0.0.1:8090, never 'localhost' "
               "(Node resolves that to ::1 and the JS SDK can't connect); the URL comes from PUBLIC_PB_URL in "
               "web/.env. SvelteKit dev server on port 5173 (web/). All dev mail goes to Mailpit: SMTP 1025, inbox "
               "UI http://127.0.0.1:8025. pnpm only.", "chorale local development setup", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat: register page, tap to mark present/absent/apologies per "
           "voice part'", "[main 6d41a8e] feat: register page, tap to mark present/absent/apologies per voice part\n"
           " 11 files changed, 342 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("remind", "Reminder emails. Ruth wants every singer who hasn't sent apologies to get an email on Monday "
             "at 09:00 about Tuesday's rehearsal: date, time, venue and which pieces to bring. Write it as a "
             "PocketBase cron job in Go. In production we send through Brevo's SMTP relay: the free plan allows 300 "
             "emails a day and we have 64 singers, so that's plenty and costs nothing.")
    s.write("remindersgo", "pb/hooks/reminders.go", REMINDERS_GO)
    s.write("hooksgo", "pb/hooks/hooks.go",
            "// Package hooks wires chorale's event hooks, custom routes and cron jobs into PocketBase.\npackage "
            "hooks\n\nimport \"github.com/pocketbase/pocketbase/core\"\n\nfunc Register(app core.App) {\n\t"
            "registerReminders(app)\n\tregisterMarkRoute(app)\n}\n")
    s.bash("govet", "cd pb && go vet ./... && go test ./hooks/", "ok  \tchorale/pb/hooks\t0.412s")
    s.prompt("inttests", "Now integration tests in Vitest against a real PocketBase, not mocks: a setup file that "
             "copies tests/fixtures/pb_data (twelve made-up singers, two rehearsals) and starts our Go binary on it, "
             "then tests for marking attendance, the committee-only rules and the reminder query.")
    s.write("setuppb", "web/tests/setup-pb.ts", SETUP_PB_TS)
    s.bash("lockfail1", "cd pb && go build -o ../bin/chorale-pb . && cd .. && pnpm --dir web vitest run tests/",
           "\n RUN  v3.2.4 /home/niamh/code/chorale/web\n\n2029/09/07 13:51:02 Server started at http://127.0.0.1:8091\n"
           "Error: failed to apply migration 1883122800_init.go: database is locked (5) (SQLITE_BUSY)\n"
           "Error: database is locked (5) (SQLITE_BUSY)\n ❯ tests/rules.test.ts (4 tests | 4 failed) 5012ms\n"
           "   × committee member can create a rehearsal 5004ms\n     → PocketBase did not start\n ❯ "
           "tests/reminders.test.ts (3 tests | 3 failed) 5009ms\n     → PocketBase did not start\n ✓ "
           "tests/attendance.test.ts (5 tests) 388ms\n\n Test Files  2 failed | 1 passed (3)\n      Tests  7 failed "
           "| 5 passed (12)\n   Duration  6.12s", code=1)
    s.prompt("lockwhy1", "Vitest runs the three test files in parallel workers, and each worker's setup copies the "
             "fixture into the same tests/.pb_data and starts its own PocketBase on it: three processes migrating and "
             "writing one SQLite file at once, hence 'database is locked'. Give every worker its own directory and "
             "port: tests/.pb_data_${VITEST_POOL_ID} and port 8100 + pool id.")
    s.edit("lockfix1", "web/tests/setup-pb.ts",
           "const DIR = 'tests/.pb_data';\nconst PORT = 8091;",
           "// one PocketBase per Vitest worker: a shared data dir gave 'database is locked' (SQLITE_BUSY)\n"
           "const POOL = Number(process.env.VITEST_POOL_ID ?? 1);\nconst DIR = `tests/.pb_data_${POOL}`;\n"
           "const PORT = 8100 + POOL;")
    s.bash("vitest3", "pnpm --dir web vitest run", vitest_ok(20, ["src/lib/attendance.test.ts (6 tests) 9ms",
                                                                  "src/lib/dates.test.ts (2 tests) 5ms",
                                                                  "tests/attendance.test.ts (5 tests) 402ms",
                                                                  "tests/rules.test.ts (4 tests) 351ms",
                                                                  "tests/reminders.test.ts (3 tests) 1210ms"], "3.48"))
    s.lesson("lesson1", "'database is locked (5) (SQLITE_BUSY)' in the Vitest integration tests meant several "
             "PocketBase processes shared one pb_data directory (one per parallel worker). Give each worker its own "
             "data dir and port from VITEST_POOL_ID.",
             "chorale integration tests against a real PocketBase failed on their first run (7 September)")
    s.bash("mailpitcheck", "curl -s -X POST http://127.0.0.1:8091/api/chorale/dev/run-reminders -H \"Authorization: "
           "$(cat .dev-superuser-token)\" && curl -s http://127.0.0.1:8025/api/v1/messages | jq '.total, "
           ".messages[0].Subject'",
           "{\"sent\":11}\n11\n\"Rehearsal tomorrow, Tuesday 11 September, 19:30\"")
    s.bash("commit3", "git add -A && git commit -m 'feat: Monday 09:00 reminder cron job; integration tests on a real "
           "PocketBase per worker'", "[main 0c7f5b2] feat: Monday 09:00 reminder cron job; integration tests on a "
           "real PocketBase per worker\n 9 files changed, 311 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("ruth", "Feedback from Ruth after trying the register on her tablet at Friday's committee: (1) she wants "
             "a count per voice part at the top, present out of total for S, A, T and B; (2) the committee rule is "
             "that a singer must come to at least 75% of the term's rehearsals to sing in the concert, so flag "
             "anyone below that; (3) the word 'Register' confuses people, they think it's for signing up to join "
             "the choir. Call it the attendance sheet everywhere, component and URL included.")
    s.prompt("skeleton", "And drop Skeleton. The Svelte 5 version keeps breaking on us (its theme plugin wants a "
             "Tailwind 4 setup we don't otherwise need) and it ships about 180 kB of CSS for what is a list of names "
             "with three buttons. Plain scoped CSS, with Open Props for the design tokens (sizes, colours, radii), "
             "nothing else.")
    s.bash("pnpmrm", "pnpm --dir web remove @skeletonlabs/skeleton @skeletonlabs/skeleton-svelte && pnpm --dir web add "
           "open-props", "Packages: -2\n--\ndevDependencies:\n- @skeletonlabs/skeleton 3.4.0\n- "
           "@skeletonlabs/skeleton-svelte 1.6.2\nDone in 1.4s\nPackages: +1\n+\ndependencies:\n+ open-props 1.7.16\n"
           "Done in 0.8s")
    s.bash("gitmv", "git mv web/src/lib/components/Register.svelte web/src/lib/components/AttendanceSheet.svelte && "
           "git mv web/src/routes/register web/src/routes/attendance && git status --short",
           "R  web/src/lib/components/Register.svelte -> web/src/lib/components/AttendanceSheet.svelte\n"
           "R  web/src/routes/register/[id]/+page.server.ts -> web/src/routes/attendance/[id]/+page.server.ts\n"
           "R  web/src/routes/register/[id]/+page.svelte -> web/src/routes/attendance/[id]/+page.svelte\n"
           " M web/package.json\n M web/pnpm-lock.yaml")
    s.grep("grepreg", "Register|/register", ["web/src/routes/attendance/[id]/+page.svelte", "web/src/routes/+page.svelte",
                                             "web/src/app.css", "pb/hooks/reminders.go"])
    s.multiedit("multireg", "web/src/routes/attendance/[id]/+page.svelte", [
        ("\timport Register from '$lib/components/Register.svelte';",
         "\timport AttendanceSheet from '$lib/components/AttendanceSheet.svelte';"),
        ("<h1 class=\"h2\">Register: {when}</h1>", "<h1>Attendance sheet: {when}</h1>"),
        ("<Register members={data.members} attendance={data.attendance} rehearsalId={data.rehearsal.id} {onmark} />",
         "<AttendanceSheet members={data.members} attendance={data.attendance} rehearsalId={data.rehearsal.id}\n\t"
         "term={data.term} {onmark} />"),
    ])
    s.write("sheet", "web/src/lib/components/AttendanceSheet.svelte", ATTENDANCE_SHEET_SVELTE)
    s.edit("threshold", "web/src/lib/attendance.ts",
           "export const VOICE_PARTS: VoicePart[] = ['soprano', 'alto', 'tenor', 'bass'];",
           "export const VOICE_PARTS: VoicePart[] = ['soprano', 'alto', 'tenor', 'bass'];\n\n/** committee rule: sing "
           "in the concert only with at least 75% of the term's rehearsals */\nexport const CONCERT_THRESHOLD = 0.75;"
           "\n\nexport function termRate(t: { attended: number; held: number }): number {\n\treturn t.held === 0 ? 1 : "
           "t.attended / t.held;\n}")
    s.write("e2e4", "web/e2e/attendance.spec.ts",
            "import { expect, test } from '@playwright/test';\n\ntest.beforeEach(async ({ page }) => {\n\tawait "
            "page.goto('/login');\n\tawait page.getByLabel('Email').fill('ruth.test@example.org');\n\tawait "
            "page.getByLabel('Password').fill('test-password-1');\n\tawait page.getByRole('button', { name: 'Sign in' "
            "}).click();\n});\n\ntest('counts per voice part update when marking', async ({ page }) => {\n\tawait "
            "page.goto('/attendance/rh11sep2029test');\n\tawait expect(page.getByLabel('Present per voice part'))."
            "toContainText('A 0 / 3');\n\tawait page.getByRole('listitem').filter({ hasText: 'Alma Test' })"
            ".getByRole('button', { name: 'present' }).click();\n\tawait expect(page.getByLabel('Present per voice "
            "part')).toContainText('A 1 / 3');\n});\n\ntest('flags singers under 75%', async ({ page }) => {\n\tawait "
            "page.goto('/attendance/rh11sep2029test');\n\tawait expect(page.getByText('under 75%')).toHaveCount(2);\n"
            "});\n\ntest('old /register URL is gone', async ({ page }) => {\n\tconst r = await page.goto("
            "'/register/rh11sep2029test');\n\texpect(r?.status()).toBe(404);\n});\n")
    s.bash("pw4", "pnpm --dir web test:e2e", "\nRunning 4 tests using 3 workers\n\n  ✓  1 [chromium] › "
           "e2e/attendance.spec.ts:10:1 › counts per voice part update when marking (1.9s)\n  ✓  2 [chromium] › "
           "e2e/attendance.spec.ts:17:1 › flags singers under 75% (1.1s)\n  ✓  3 [chromium] › e2e/attendance.spec.ts:"
           "22:1 › old /register URL is gone (0.6s)\n  ✓  4 [chromium] › e2e/login.spec.ts:3:1 › wrong password shows "
           "an error (0.8s)\n\n  4 passed (6.4s)")
    s.pre_tool(None, "Bash", {"command": "pnpm --dir web build", "description": "Production build to compare CSS size"})
    s.bash("build4", "pnpm --dir web build", "vite v7.1.6 building SSR bundle for production...\n✓ 143 modules "
           "transformed.\nvite v7.1.6 building for production...\n✓ 97 modules transformed.\n.svelte-kit/output/client/"
           "_app/immutable/assets/0.C3kq1Vd2.css    6.41 kB │ gzip:  1.92 kB\n.svelte-kit/output/client/_app/immutable/"
           "nodes/2.BfQ8x0aZ.js         9.87 kB │ gzip:  3.70 kB\n✓ built in 2.14s\n\n> Using @sveltejs/adapter-node\n"
           "  ✔ done")
    s.bash("commit4", "git add -A && git commit -m 'refactor: Register -> AttendanceSheet (/attendance); drop Skeleton "
           "for Open Props; per-part counts and 75% concert flag'",
           "[main 9a2e61f] refactor: Register -> AttendanceSheet (/attendance); drop Skeleton for Open Props; "
           "per-part counts and 75% concert flag\n 12 files changed, 268 insertions(+), 121 deletions(-)\n rename "
           "web/src/lib/components/{Register.svelte => AttendanceSheet.svelte} (61%)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("deploy", "Time to put it on a server. Hetzner Cloud CX22 in Falkenstein (€4.59 a month; Gwen Pollard, "
             "our treasurer, approved up to €15 a month for everything), Ubuntu 24.04, Caddy in front. PocketBase as "
             "a systemd service on 127.0.0.1:8090, the SvelteKit node server on 127.0.0.1:3000. Domain "
             "chorale.elmbrookchoir.org.uk: Hamish MacLeod looks after the choir's DNS at Gandi. Backups: Litestream "
             "streaming the SQLite file to Backblaze B2 (bucket in eu-central, pennies at our size), keep 72 hours. "
             "The PocketBase dashboard (/_/) must never be reachable from the internet, only through an SSH tunnel.")
    s.bash("hcloud", "hcloud server create --name chorale-1 --type cx22 --image ubuntu-24.04 --location fsn1 "
           "--ssh-key niamh-ed25519 --user-data-from-file deploy/cloud-init.yaml",
           " ✓ Waiting for create_server      100% 12s\n ✓ Waiting for start_server       100% 4.1s\nServer 52917741 "
           "created\nIPv4: 91.107.214.38\nIPv6: 2a01:4f8:c012:7e3a::1\nIPv6 Network: 2a01:4f8:c012:7e3a::/64")
    s.write("caddyfile", "deploy/Caddyfile", CADDYFILE)
    s.write("pbservice", "deploy/chorale-pb.service", PB_SERVICE)
    s.write("litestream1", "deploy/litestream.yml", LITESTREAM_YML)
    s.write("justfile", "justfile", JUSTFILE)
    s.bash("firstsetup", f"ssh {HOST} 'apt-get install -y caddy litestream >/dev/null && useradd --system --home "
           f"/var/lib/chorale chorale; mkdir -p /var/lib/chorale/pb_data /opt/chorale/web && chown -R chorale: "
           f"/var/lib/chorale' && just deploy && ssh {HOST} 'systemctl enable --now litestream chorale-web && "
           f"systemctl start chorale-pb'",
           "go vet ./... && go test ./...\nok  \tchorale/pb/hooks\t0.398s\npnpm --dir web check\nsvelte-check found 0 "
           "errors and 0 warnings\n Test Files  5 passed (5)\n      Tests  20 passed (20)\n  4 passed (6.1s)\nrsync -az "
           "bin/chorale-pb root@91.107.214.38:/usr/local/bin/chorale-pb.new\n...\nCreated symlink /etc/systemd/system/"
           "multi-user.target.wants/litestream.service → /usr/lib/systemd/system/litestream.service.\nCreated symlink "
           "/etc/systemd/system/multi-user.target.wants/chorale-web.service → /etc/systemd/system/chorale-web.service.\n"
           "curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to chorale.elmbrookchoir.org.uk:443")
    s.bash("tlsfail", f"ssh {HOST} 'journalctl -u caddy --since \"10 min ago\" | grep -i error | tail -2'",
           "Sep 12 14:24:07 chorale-1 caddy[2211]: {\"level\":\"error\",\"ts\":1883917447.41,\"logger\":\"tls.obtain\","
           "\"msg\":\"could not get certificate from issuer\",\"identifier\":\"chorale.elmbrookchoir.org.uk\","
           "\"issuer\":\"acme-v02.api.letsencrypt.org-directory\",\"error\":\"HTTP 403 urn:ietf:params:acme:error:caa "
           "- Error finalizing order :: Rechecking CAA for \\\"chorale.elmbrookchoir.org.uk\\\" and 0 more "
           "identifiers failed. Refer to sub-problems for more information\"}\nSep 12 14:24:09 chorale-1 caddy[2211]: "
           "{\"level\":\"error\",\"logger\":\"tls.obtain\",\"msg\":\"will retry\",\"error\":\"[chorale.elmbrookchoir."
           "org.uk] Obtain: [chorale.elmbrookchoir.org.uk] finalizing order: HTTP 403 urn:ietf:params:acme:error:caa\","
           "\"attempt\":2,\"retrying_in\":120}")
    s.bash("dig", "dig +short CAA elmbrookchoir.org.uk; dig +short A chorale.elmbrookchoir.org.uk",
           "0 issue \"sectigo.com\"\n91.107.214.38")
    s.prompt("caawhy", "The zone has a CAA record that only allows Sectigo, left over from the certificate Gandi sold "
             "with the old website, so Let's Encrypt is forbidden to issue for any name under it. I asked Hamish, he "
             "just added 0 issue \"letsencrypt.org\" next to it. Retry.")
    s.bash("caddyok", f"sleep 60; ssh {HOST} 'systemctl reload caddy; sleep 20; journalctl -u caddy --since \"1 min "
           f"ago\" | grep -E \"certificate obtained|error\"' && curl -sS https://chorale.elmbrookchoir.org.uk/api/health",
           "Sep 12 14:31:52 chorale-1 caddy[2211]: {\"level\":\"info\",\"logger\":\"tls.obtain\",\"msg\":\"certificate "
           "obtained successfully\",\"identifier\":\"chorale.elmbrookchoir.org.uk\",\"issuer\":\"acme-v02.api."
           "letsencrypt.org-directory\"}\n{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}")
    s.lesson("lesson2", "Caddy failing with 'urn:ietf:params:acme:error:caa' means the domain's CAA records do not "
             "allow Let's Encrypt: check `dig CAA` on the parent zone and get 'letsencrypt.org' added before blaming "
             "ports or DNS A records.", "chorale first deploy on 12 September 2029: no TLS certificate for "
             "chorale.elmbrookchoir.org.uk")
    s.bash("snapshots", f"ssh {HOST} 'litestream snapshots /var/lib/chorale/pb_data/data.db'",
           "replica  generation        index  size    created\nb2       0d4e8a9f2c71b356  1      41.2 KB 2029-09-12T14:"
           "34:03Z")
    s.prompt("deployrule", "Rule from now on: production only changes through `just deploy` from a clean, committed "
             "tree. No editing files on the server, and no schema changes in the PocketBase dashboard on prod: every "
             "schema change is a Go migration in pb/migrations (Automigrate is off outside `go run`).")
    s.remember("memdeploy", "chorale production: Hetzner Cloud CX22 'chorale-1' in fsn1 (91.107.214.38, €4.59/month), "
               "Ubuntu 24.04. Caddy serves chorale.elmbrookchoir.org.uk: /api/* -> PocketBase 127.0.0.1:8090 "
               "(systemd chorale-pb), everything else -> SvelteKit adapter-node on 127.0.0.1:3000 (chorale-web); the "
               "dashboard /_/ answers 404, use ssh -L 8090:127.0.0.1:8090. Litestream replicates pb_data/data.db to "
               "Backblaze B2 (elmbrook-chorale-backup, eu-central-003), retention 72h. DNS by Hamish MacLeod at Gandi. "
               "Deploy only with `just deploy`.", "chorale production setup", "fact")
    s.bash("commit5", "git add -A && git commit -m 'chore(deploy): Caddy, systemd units, Litestream to B2, just "
           "deploy'", "[main 5f8c3a1] chore(deploy): Caddy, systemd units, Litestream to B2, just deploy\n 8 files "
           "changed, 174 insertions(+)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git log --oneline -3", "5f8c3a1 chore(deploy): Caddy, systemd units, Litestream to B2, just deploy\n"
           "9a2e61f refactor: Register -> AttendanceSheet (/attendance); drop Skeleton for Open Props; per-part counts "
           "and 75% concert flag\n0c7f5b2 feat: Monday 09:00 reminder cron job; integration tests on a real PocketBase "
           "per worker")
    s.prompt("otp", "Dev Chaudhary (membership secretary) says passwords won't work for this choir: in the trial week "
             "11 of the 20 singers he invited asked him to reset their password, and several never set one at all. "
             "Switch sign-in to one-time codes by email (PocketBase's OTP): type your email, receive a 6-digit code, "
             "done. Codes valid for 10 minutes. Remove the password form completely.")
    s.write("otpmig", "pb/migrations/1884077100_members_otp.go",
            "package migrations\n\nimport (\n\t\"github.com/pocketbase/pocketbase/core\"\n\tm "
            "\"github.com/pocketbase/pocketbase/migrations\"\n)\n\n// members sign in with a one-time code by email "
            "instead of a password (Dev Chaudhary, 14 September 2029).\nfunc init() {\n\tm.Register(func(app "
            "core.App) error {\n\t\tmembers, err := app.FindCollectionByNameOrId(\"members\")\n\t\tif err != nil {\n"
            "\t\t\treturn err\n\t\t}\n\t\tmembers.OTP.Enabled = true\n\t\tmembers.OTP.Length = 6\n\t\tmembers.OTP."
            "Duration = 600 // seconds\n\t\tmembers.OTP.EmailTemplate.Subject = \"Your Elmbrook Choir sign-in code\"\n"
            "\t\tmembers.PasswordAuth.Enabled = false\n\t\treturn nil\n\t}, func(app core.App) error {\n\t\tmembers, err "
            ":= app.FindCollectionByNameOrId(\"members\")\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n\t\tmembers.OTP."
            "Enabled = false\n\t\tmembers.PasswordAuth.Enabled = true\n\t\treturn app.Save(members)\n\t})\n}\n")
    s.bash("migrate6", "cd pb && go run . migrate up --dir ../pb_data", "Applied 1884077100_members_otp.go")
    s.bash("otpfail", "curl -s -X POST http://127.0.0.1:8090/api/collections/members/request-otp -H 'content-type: "
           "application/json' -d '{\"email\":\"alma.test@example.org\"}'",
           "{\"data\":{},\"message\":\"The collection is not configured to allow OTP authentication.\",\"status\":400}")
    s.prompt("otpwhy", "The migration says 'applied' but nothing changed: it sets the OTP options on the collection "
             "object and then returns nil without ever calling app.Save(members). Save it, then roll the migration "
             "back and apply it again.")
    s.tool_failure(None, "Edit", {"file_path": "/home/niamh/code/chorale/pb/migrations/1884077100_members_otp.go",
                                  "old_string": "\t\tmembers.PasswordAuth.Enabled = false\n\t\treturn nil\n}",
                                  "new_string": "\t\tmembers.PasswordAuth.Enabled = false\n\t\treturn app.Save(members)\n}",
                                  "replace_all": False},
                   "String to replace not found in file.\nString: \t\tmembers.PasswordAuth.Enabled = false\n\t\treturn "
                   "nil\n}")
    s.edit("otpfix", "pb/migrations/1884077100_members_otp.go",
           "\t\tmembers.PasswordAuth.Enabled = false\n\t\treturn nil\n\t}, func",
           "\t\tmembers.PasswordAuth.Enabled = false\n\t\treturn app.Save(members)\n\t}, func")
    s.bash("otpok", "cd pb && go run . migrate down 1 --dir ../pb_data && go run . migrate up --dir ../pb_data && "
           "curl -s -X POST http://127.0.0.1:8090/api/collections/members/request-otp -H 'content-type: "
           "application/json' -d '{\"email\":\"alma.test@example.org\"}' && curl -s http://127.0.0.1:8025/api/v1/"
           "messages | jq -r '.messages[0].Subject'",
           "Reverted 1884077100_members_otp.go\nApplied 1884077100_members_otp.go\n{\"otpId\":\"vq3k8d0x7m2p1ab\"}\n"
           "Your Elmbrook Choir sign-in code")
    s.write("loginotp", "web/src/routes/login/+page.svelte", LOGIN_OTP_SVELTE)
    s.prompt("export", "Second request from Dev: a CSV export of this term's attendance per singer (name, voice part, "
             "attended, out of, percentage) that he can open in Excel for the committee meeting. Committee members "
             "only.")
    s.write("exportsrv", "web/src/routes/attendance/export.csv/+server.ts",
            "import { error } from '@sveltejs/kit';\nimport type { RequestHandler } from './$types';\nimport { "
            "termSummary } from '$lib/server/term';\n\nconst cell = (v: string | number) => `\"${String(v)."
            "replaceAll('\"', '\"\"')}\"`;\n\nexport const GET: RequestHandler = async ({ locals }) => {\n\tif "
            "(!locals.member?.committee) error(403, 'Committee members only');\n\tconst rows = await termSummary("
            "locals.pb);\n\tconst lines = [\n\t\t['Name', 'Voice part', 'Attended', 'Out of', 'Percentage'],\n\t\t..."
            "rows.map((r) => [r.name, r.voice_part, r.attended, r.held, `${Math.round(r.rate * 100)}%`])\n\t].map(("
            "r) => r.map(cell).join(','));\n\treturn new Response(lines.join('\\r\\n'), {\n\t\theaders: {\n\t\t\t"
            "'content-type': 'text/csv; charset=utf-8',\n\t\t\t'content-disposition': 'attachment; filename="
            "\"attendance-autumn-2029.csv\"'\n\t\t}\n\t});\n};\n")
    s.prompt("bomwhy", "Dev opened the file in Excel and the names with accents are mangled: 'Zoë' shows as 'ZoÃ«' and "
             "'Siân' as 'SiÃ¢n'. Excel on Windows only reads a CSV as UTF-8 when it starts with a byte order mark; "
             "prepend \\uFEFF to the body.")
    s.edit("bomfix", "web/src/routes/attendance/export.csv/+server.ts",
           "\treturn new Response(lines.join('\\r\\n'), {",
           "\t// BOM: without it Excel reads the file as Windows-1252 ('Zoë' -> 'ZoÃ«')\n\treturn new "
           "Response('\\uFEFF' + lines.join('\\r\\n'), {")
    s.bash("vitest6", "pnpm --dir web test:unit", vitest_ok(24, ["src/lib/attendance.test.ts (8 tests) 11ms",
                                                                 "src/lib/dates.test.ts (2 tests) 4ms",
                                                                 "tests/attendance.test.ts (5 tests) 410ms",
                                                                 "tests/rules.test.ts (4 tests) 362ms",
                                                                 "tests/export.test.ts (2 tests) 298ms",
                                                                 "tests/otp.test.ts (3 tests) 1104ms"], "3.92"))
    s.bash("commit6", "git add -A && git commit -m 'feat: sign in with an emailed one-time code instead of a password; "
           "attendance CSV export for the committee'", "[main 77b0d93] feat: sign in with an emailed one-time code "
           "instead of a password; attendance CSV export for the committee\n 10 files changed, 236 insertions(+), "
           "58 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("time", "Ruth has changed her mind about when the reminder goes out: Monday morning is too early, people "
             "have forgotten by Tuesday evening. Send it on the day of the rehearsal at 12:00 noon London time "
             "instead. Careful, PocketBase's cron scheduler runs in UTC.")
    s.read("readrem", "pb/hooks/reminders.go", REMINDERS_GO)
    s.edit("cronedit", "pb/hooks/reminders.go", "const reminderCron = \"0 9 * * 1\" // Monday 09:00",
           "// Tuesday 11:00 UTC = 12:00 in London while British Summer Time lasts. The clocks go back on Sunday\n"
           "// 28 October 2029: from then on this must be \"0 12 * * 2\".\nconst reminderCron = \"0 11 * * 2\"")
    s.edit("tonight", "pb/hooks/reminders.go",
           "\t\tSubject: fmt.Sprintf(\"Rehearsal tomorrow, %s\", when.Format(\"Monday 2 January, 15:04\")),",
           "\t\tSubject: fmt.Sprintf(\"Rehearsal tonight, %s\", when.Format(\"15:04\")),")
    s.bash("gotest7", "cd pb && go test ./hooks/ -run TestReminder -v",
           "=== RUN   TestReminderSchedule\n--- PASS: TestReminderSchedule (0.00s)\n=== RUN   TestReminderSkipsApologies\n"
           "--- PASS: TestReminderSkipsApologies (0.21s)\nPASS\nok  \tchorale/pb/hooks\t0.433s")
    s.prompt("plainrule", "One more rule for every email we send: it must have a plain-text part next to the HTML "
             "(several of the older singers read mail in plain-text clients), and subject lines stay under 60 "
             "characters.")
    s.edit("plainedit", "pb/hooks/reminders.go", "\t\t\tr.GetString(\"pieces\"), app.Settings().Meta.AppURL, r.Id),\n\t}",
           "\t\t\tr.GetString(\"pieces\"), app.Settings().Meta.AppURL, r.Id),\n\t\tText: fmt.Sprintf(\"Dear %s,\\n\\nSee "
           "you at rehearsal tonight at %s, %s.\\nPlease bring: %s\\n\\nCan't make it? Send apologies: %s/attendance/"
           "%s\\n\",\n\t\t\tm.GetString(\"name\"), when.Format(\"15:04\"), r.GetString(\"venue\"), r.GetString(\"pieces\"),"
           "\n\t\t\tapp.Settings().Meta.AppURL, r.Id),\n\t}")
    s.bash("testall7", "just test", "go vet ./... && go test ./...\nok  \tchorale/pb/hooks\t0.451s\npnpm --dir web check\n"
           "svelte-check found 0 errors and 0 warnings\n Test Files  6 passed (6)\n      Tests  24 passed (24)\n"
           "Running 6 tests using 3 workers\n  6 passed (7.9s)")
    s.prompt("release", "We go live at tomorrow's rehearsal, Tuesday 18 September, the first one of the autumn term. "
             "Tag this as v1.0.0 and deploy it tonight. From now on commit messages follow Conventional Commits "
             "(feat:, fix:, chore:, refactor:), because the changelog gets generated from them.")
    s.bash("commit7", "git add -A && git commit -m 'feat: send reminders on rehearsal day at 12:00 London; plain-text "
           "part in every email'", "[main e4d18c6] feat: send reminders on rehearsal day at 12:00 London; plain-text "
           "part in every email\n 3 files changed, 29 insertions(+), 6 deletions(-)")
    s.bash("tag1", "git tag -a v1.0.0 -m 'chorale 1.0.0: attendance sheet, rehearsal reminders, sign-in codes' && git "
           "push origin main --follow-tags", "Enumerating objects: 14, done.\nWriting objects: 100% (9/9), 1.71 KiB | "
           "1.71 MiB/s, done.\nTo github.com:elmbrook-choir/chorale.git\n   5f8c3a1..e4d18c6  main -> main\n * [new "
           "tag]         v1.0.0 -> v1.0.0")
    s.bash("deploy7", "just deploy", "go vet ./... && go test ./...\nok  \tchorale/pb/hooks\t0.447s\n Tests  24 passed "
           "(24)\n  6 passed (7.7s)\nCGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -trimpath -o ../bin/chorale-pb .\n"
           "✓ built in 2.09s\nrsync -az bin/chorale-pb root@91.107.214.38:/usr/local/bin/chorale-pb.new\nssh "
           "root@91.107.214.38 'mv ... && systemctl daemon-reload && systemctl restart chorale-pb chorale-web "
           "litestream && systemctl reload caddy'\n{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}")
    s.bash("import7", f"ssh -L 8090:127.0.0.1:8090 {HOST} -N & sleep 2; go run ./pb/cmd/import-members --url "
           "http://127.0.0.1:8090 --csv ~/Private/elmbrook-members-autumn-2029.csv",
           "read 64 rows\ncreated 64 members: soprano 21, alto 18, tenor 11, bass 14 (7 committee)\nskipped 0")
    s.remember("memgolive", "chorale v1.0.0 was tagged and deployed on Monday 17 September 2029 and goes live at the "
               "first rehearsal of the autumn term, Tuesday 18 September. 64 members imported (soprano 21, alto 18, "
               "tenor 11, bass 14). Reminder emails now go out on rehearsal day at 12:00 London (cron \"0 11 * * 2\" "
               "in UTC; change to \"0 12 * * 2\" after the clocks go back on 28 October). Commits follow "
               "Conventional Commits.", "chorale go-live", "event")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("golive", "Go-live report from Ruth: the attendance sheet worked, 57 of 64 were marked present last "
             "night. Two problems though. First, yesterday around lunchtime several singers who tried to send "
             "apologies got 'Something went wrong' and nothing was saved. Second, at least 20 people say the "
             "reminder ended up in their Gmail spam folder.")
    s.bash("lockprod", f"ssh {HOST} 'journalctl -u chorale-pb --since \"2029-09-18 10:55\" --until \"2029-09-18 11:05\" "
           "| grep -E \"ERROR|reminders\"'",
           "Sep 18 11:00:19 chorale-1 chorale-pb[4120]: ERROR POST /api/chorale/mark status=500 error=\"database is "
           "locked (5) (SQLITE_BUSY)\" duration=5.002s\nSep 18 11:00:37 chorale-1 chorale-pb[4120]: ERROR POST "
           "/api/chorale/mark status=500 error=\"database is locked (5) (SQLITE_BUSY)\" duration=5.001s\nSep 18 "
           "11:00:52 chorale-1 chorale-pb[4120]: ERROR PATCH /api/collections/attendance/records/7yq0w2e8r4t6u1i "
           "status=500 error=\"database is locked (5) (SQLITE_BUSY)\" duration=5.003s\nSep 18 11:01:08 chorale-1 "
           "chorale-pb[4120]: INFO reminders: sent 61 emails in 68.4s")
    s.prompt("lockwhy2", "Same 'database is locked' as in the tests on the 7th, but a completely different cause. "
             "sendRehearsalReminders runs the whole loop inside app.RunInTransaction, so the SQLite write lock is "
             "held for all 68 seconds while Brevo's SMTP accepts one message at a time. Every apology saved in that "
             "minute waits past the 5 s busy timeout and fails. Query the recipients first, send outside any "
             "transaction, and record reminded_at with one short write per member.")
    s.multiedit("lockfix2", "pb/hooks/reminders.go", [
        ("\terr = app.RunInTransaction(func(tx core.App) error {\n\t\tmembers, err := tx.FindRecordsByFilter(\"members\", "
         "\"active = true\", \"name\", 0, 0)\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}",
         "\t// No transaction here: holding SQLite's write lock while SMTP is slow blocked every\n\t// attendance write "
         "for 68 s on 18 September (database is locked). Read, send, then short writes.\n\tmembers, err := "
         "app.FindRecordsByFilter(\"members\", \"active = true\", \"name\", 0, 0)\n\tif err != nil {\n\t\treturn err\n\t}"
         "\n\t{"),
        ("\t\t\tif err := tx.NewMailClient().Send(reminderMessage(tx, m, next)); err != nil {",
         "\t\t\tif err := app.NewMailClient().Send(reminderMessage(app, m, next)); err != nil {"),
        ("\t\t\tif err := tx.Save(m); err != nil {", "\t\t\tif err := app.Save(m); err != nil {"),
        ("\t\treturn nil\n\t})\n\tapp.Logger()", "\t}\n\tapp.Logger()"),
    ])
    s.lesson("lesson3", "SQLITE_BUSY ('database is locked') in production PocketBase came from a cron job that sent "
             "emails inside app.RunInTransaction: the write lock was held for the whole SMTP loop (68 s). Never do "
             "network I/O inside a PocketBase transaction; read first, send, then write in short steps.",
             "chorale go-live day, 18 September 2029: apologies failed at 12:00 while reminders were sent")
    s.prompt("postmark", "About the spam folder: Brevo's free plan sends from shared IPs and signs with Brevo's own "
             "domain, so Gmail treats our reminders as bulk mail. Rather than fight that, move to Postmark: "
             "transactional mail only, $15 a month for 10,000 emails. Gwen agreed to the extra cost this morning. "
             "Hamish will add the DKIM record and the Return-Path CNAME. SMTP settings go in a migration, like "
             "everything else, with the server token from the environment.")
    s.write("smtpmig", "pb/migrations/1884507600_smtp_postmark.go",
            "package migrations\n\nimport (\n\t\"os\"\n\n\t\"github.com/pocketbase/pocketbase/core\"\n\tm "
            "\"github.com/pocketbase/pocketbase/migrations\"\n)\n\n// Transactional mail through Postmark instead of "
            "Brevo (reminders landed in Gmail spam, 18 September 2029).\nfunc init() {\n\tm.Register(func(app "
            "core.App) error {\n\t\ttoken := os.Getenv(\"POSTMARK_SERVER_TOKEN\")\n\t\tif token == \"\" {\n\t\t\treturn "
            "nil // dev and tests keep Mailpit\n\t\t}\n\t\ts := app.Settings()\n\t\ts.SMTP.Enabled = true\n\t\ts.SMTP.Host "
            "= \"smtp.postmarkapp.com\"\n\t\ts.SMTP.Port = 587\n\t\ts.SMTP.TLS = false // STARTTLS\n\t\ts.SMTP.Username "
            "= token\n\t\ts.SMTP.Password = token\n\t\ts.Meta.SenderAddress = \"rehearsals@elmbrookchoir.org.uk\"\n\t\t"
            "s.Meta.SenderName = \"Elmbrook Community Choir\"\n\t\treturn app.Save(s)\n\t}, nil)\n}\n")
    s.bash("digpm", "dig +short TXT 20290919pm._domainkey.elmbrookchoir.org.uk; dig +short CNAME "
           "pm-bounces.elmbrookchoir.org.uk", "\"k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3v0Xk2...QIDAQAB\"\n"
           "pm.mtasv.net.")
    s.bash("deploy8", "git add -A && git commit -m 'fix: send reminders outside the transaction; SMTP via Postmark "
           "instead of Brevo' && just deploy", "[main 2c95e7a] fix: send reminders outside the transaction; SMTP via "
           "Postmark instead of Brevo\n 4 files changed, 61 insertions(+), 19 deletions(-)\n...\nApplied "
           "1884507600_smtp_postmark.go\n{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}")
    s.bash("testsend", f"ssh {HOST} 'chorale-pb --dir /var/lib/chorale/pb_data remind --test-to "
           "ruth.abernethy@elmbrookchoir.org.uk'", "sent test reminder via smtp.postmarkapp.com:587 (250 2.0.0 Ok: "
           "queued as 4f0c9b1e-2a7d-4c3e-9b51-0d8e6f2a7c14)")
    s.remember("mememail", "chorale's email now goes through Postmark (smtp.postmarkapp.com:587, STARTTLS, server token "
               "in POSTMARK_SERVER_TOKEN; $15/month for 10,000 emails), no longer Brevo: on go-live day about 20 of "
               "64 reminders landed in Gmail spam (Brevo's shared IPs). DKIM and the pm-bounces Return-Path CNAME on "
               "elmbrookchoir.org.uk were added by Hamish MacLeod on 19 September 2029. Sender: "
               "rehearsals@elmbrookchoir.org.uk.", "chorale email provider", "decision")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("sectionals", "Imogen Price, the alto section leader, asked Ruth whether chorale can handle sectional "
             "rehearsals too: altos only, the first one Thursday 4 October at 18:00 in the vestry. And the committee "
             "wants the concert itself in there (Saturday 1 December, 19:00, St Aidan's). So 'rehearsals' is the "
             "wrong name: rename the collection to `events` with a `kind` field (rehearsal, sectional, concert) and an "
             "optional voice part for sectionals. One collection, not three: the attendance sheet and the 75% rule "
             "work the same way for all of them.")
    s.write("renamemig", "pb/migrations/1884679800_rehearsals_to_events.go", RENAME_MIGRATION_GO)
    s.bash("migrate9", "cd pb && go run . migrate up --dir ../pb_data",
           "Applied 1884679800_rehearsals_to_events.go")
    s.tool_failure(None, "Read", {"file_path": "/home/niamh/code/chorale/pb/hooks/rehearsals.go"},
                   "File does not exist. Current working directory: /home/niamh/code/chorale")
    s.grep("grepreh", "rehearsals|sendRehearsalReminders", ["pb/hooks/reminders.go", "pb/hooks/reminders_test.go",
                                                             "pb/hooks/mark.go", "web/src/routes/attendance/[id]/"
                                                             "+page.server.ts", "web/src/routes/+page.server.ts",
                                                             "web/e2e/global-setup.ts"])
    s.multiedit("multievents", "pb/hooks/reminders.go", [
        ("\tapp.Cron().MustAdd(\"rehearsal-reminders\", reminderCron, func() {\n\t\tif err := "
         "sendRehearsalReminders(app, time.Now()); err != nil {",
         "\tapp.Cron().MustAdd(\"event-reminders\", reminderCron, func() {\n\t\tif err := sendEventReminders(app, "
         "time.Now()); err != nil {"),
        ("func sendRehearsalReminders(app core.App, now time.Time) error {\n\tnext, err := "
         "app.FindFirstRecordByFilter(\"rehearsals\",",
         "func sendEventReminders(app core.App, now time.Time) error {\n\tnext, err := "
         "app.FindFirstRecordByFilter(\"events\","),
        ("\"member = {:m} && rehearsal = {:r} && status = 'apologies'\"",
         "\"member = {:m} && event = {:r} && status = 'apologies'\""),
    ])
    s.edit("webevents", "web/src/routes/attendance/[id]/+page.server.ts",
           "\t\tlocals.pb.collection('rehearsals').getOne(params.id),",
           "\t\tlocals.pb.collection('events').getOne(params.id),")
    s.bash("pwfail", "pnpm --dir web test:e2e", "\nRunning 7 tests using 3 workers\n\n  ✘  1 [chromium] › e2e/"
           "attendance.spec.ts:10:1 › counts per voice part update when marking (0.4s)\n\n  Error in global setup:\n"
           "  ClientResponseError 404: Missing collection context.\n    at e2e/global-setup.ts:21:3\n      19 |   "
           "const pb = await superuser();\n      20 |   for (const r of fixtures.rehearsals)\n    > 21 |     await "
           "pb.collection('rehearsals').create(r);\n\n  7 did not run\n  1 error was not a part of any test", code=1)
    s.prompt("e2ewhy", "The Playwright global setup still seeds into the old 'rehearsals' collection, which no longer "
             "exists. Seed into events, with kind 'rehearsal', and rename the fixture key too.")
    s.edit("e2efix", "web/e2e/global-setup.ts",
           "\tfor (const r of fixtures.rehearsals)\n\t\tawait pb.collection('rehearsals').create(r);",
           "\tfor (const e of fixtures.events)\n\t\tawait pb.collection('events').create({ kind: 'rehearsal', ...e });")
    s.bash("pwok", "pnpm --dir web test:e2e", "\nRunning 7 tests using 3 workers\n\n  7 passed (8.6s)")
    s.prompt("imogen2", "Imogen's follow-up: a reminder for a sectional must only go to the singers of that section, "
             "not to the whole choir. The concert reminder goes to everyone.")
    s.edit("sectionfilter", "pb/hooks/reminders.go",
           "\tmembers, err := app.FindRecordsByFilter(\"members\", \"active = true\", \"name\", 0, 0)",
           "\tfilter, params := \"active = true\", dbx.Params{}\n\tif next.GetString(\"kind\") == \"sectional\" {\n\t\t"
           "filter, params = \"active = true && voice_part = {:part}\", dbx.Params{\"part\": next.GetString("
           "\"voice_part\")}\n\t}\n\tmembers, err := app.FindRecordsByFilter(\"members\", filter, \"name\", 0, 0, params)")
    s.prompt("backupmove", "Gwen wants one supplier and one invoice: move the Litestream replica from Backblaze B2 to "
             "Hetzner Object Storage (bucket elmbrook-chorale-backup in fsn1, €5.99 a month base price, same "
             "datacentre as the server). While you're at it, keep 7 days of history instead of 3.")
    s.edit("litestream2", "deploy/litestream.yml",
           "      - name: b2\n        type: s3\n        bucket: elmbrook-chorale-backup\n        path: pb/data.db\n"
           "        endpoint: https://s3.eu-central-003.backblazeb2.com\n        region: eu-central-003",
           "      - name: hetzner\n        type: s3\n        bucket: elmbrook-chorale-backup\n        path: pb/data.db\n"
           "        endpoint: https://fsn1.your-objectstorage.com\n        region: eu-central-003")
    s.edit("retention", "deploy/litestream.yml", "        retention: 72h", "        retention: 168h")
    s.bash("lsfail", "git add -A && git commit -qm 'chore(backup): Litestream to Hetzner Object Storage, 7 days' && "
           f"just deploy && ssh {HOST} 'sleep 15; journalctl -u litestream --since \"1 min ago\" | tail -2'",
           "{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}\nSep 21 10:43:40 chorale-1 litestream[5531]: "
           "level=ERROR msg=\"monitor error\" db=/var/lib/chorale/pb_data/data.db replica=hetzner error=\"cannot "
           "fetch generations: operation error S3: ListObjectsV2, https response error StatusCode: 403, RequestID: "
           "tx000002c1f, HostID: , api error SignatureDoesNotMatch: \"\nSep 21 10:43:41 chorale-1 litestream[5531]: "
           "level=ERROR msg=\"sync error\" replica=hetzner error=\"cannot fetch generations\"")
    s.prompt("sigwhy", "SignatureDoesNotMatch with keys I just created: the region is still B2's eu-central-003. "
             "The region is part of the SigV4 signature, and Hetzner's Falkenstein location expects fsn1.")
    s.edit("sigfix", "deploy/litestream.yml", "        endpoint: https://fsn1.your-objectstorage.com\n        region: "
           "eu-central-003", "        endpoint: https://fsn1.your-objectstorage.com\n        region: fsn1")
    s.bash("lsok", f"git add -A && git commit -qm 'fix(backup): Hetzner region fsn1' && just deploy && ssh {HOST} "
           "'sleep 15; litestream snapshots /var/lib/chorale/pb_data/data.db'",
           "{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}\nreplica  generation        index  size     "
           "created\nhetzner  8b1f03c6d2e4a957  1      188.4 KB 2029-09-21T10:51:12Z")
    s.remember("memevents", "Since 21 September 2029 the 'rehearsals' collection is 'events' with kind "
               "rehearsal | sectional | concert and an optional voice_part (attendance.rehearsal is now "
               "attendance.event; the Go cron function is sendEventReminders). Sectional reminders go only to that "
               "voice part (Imogen Price's request). Backups: Litestream now replicates to Hetzner Object Storage "
               "(bucket elmbrook-chorale-backup, fsn1, region fsn1, €5.99/month), retention 168h; Backblaze B2 is "
               "retired.", "chorale events model and backups", "fact")
    s.bash("commit9", "git add -A && git commit -m 'feat!: rehearsals -> events (rehearsal, sectional, concert); "
           "sectional reminders only to that voice part'", "[main 4ad0b38] feat!: rehearsals -> events (rehearsal, "
           "sectional, concert); sectional reminders only to that voice part\n 14 files changed, 203 insertions(+), "
           "87 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("incident", "Urgent: Ruth just phoned from rehearsal. Since about ten past seven the attendance sheet "
             "says 'Bad Gateway' for everyone, and nobody can send apologies. She's taking the register on paper.")
    s.bash("curl502", "curl -sI https://chorale.elmbrookchoir.org.uk/api/health | head -3",
           "HTTP/2 502 \nserver: Caddy\ncontent-length: 0")
    s.bash("status10", f"ssh {HOST} 'systemctl status chorale-pb chorale-web litestream --no-pager | grep -E "
           "\"●|Loaded|Active\"; uptime'",
           "○ chorale-pb.service - chorale PocketBase (Go build)\n     Loaded: loaded (/etc/systemd/system/"
           "chorale-pb.service; disabled; preset: enabled)\n     Active: inactive (dead)\n● chorale-web.service - "
           "chorale SvelteKit (adapter-node)\n     Loaded: loaded (/etc/systemd/system/chorale-web.service; enabled; "
           "preset: enabled)\n     Active: active (running) since Tue 2029-09-25 18:10:31 UTC; 38min ago\n"
           "● litestream.service - Litestream\n     Loaded: loaded (/usr/lib/systemd/system/litestream.service; "
           "enabled; preset: enabled)\n     Active: active (running) since Tue 2029-09-25 18:10:30 UTC; 38min ago\n"
           " 18:49:05 up 39 min,  1 user,  load average: 0.00, 0.01, 0.02")
    s.bash("reboot10", f"ssh {HOST} 'grep -h -E \"reboot|Packages that will be upgraded\" "
           "/var/log/unattended-upgrades/unattended-upgrades.log | tail -3'",
           "2029-09-25 18:06:12,904 INFO Packages that will be upgraded: linux-image-6.8.0-71-generic "
           "linux-modules-6.8.0-71-generic\n2029-09-25 18:09:55,117 WARNING Found /var/run/reboot-required, rebooting\n"
           "2029-09-25 18:09:55,118 INFO Automatic-Reboot is set, rebooting now")
    s.prompt("incidentwhy", "So unattended-upgrades installed a kernel update and rebooted the box at 18:09 UTC (19:09 "
             "here) in the middle of rehearsal. Caddy, the web service and Litestream came back because they're "
             "enabled, but chorale-pb was only ever started, never enabled: my setup on the 12th did `systemctl "
             "start chorale-pb` and the deploy recipe only restarts it. So PocketBase stayed down after the reboot. "
             "Enable and start it now, make the deploy enable every unit, and move automatic reboots to 04:00.")
    s.pre_tool(None, "Bash", {"command": f"ssh {HOST} 'systemctl enable --now chorale-pb'",
                              "description": "Enable and start PocketBase on chorale-1"})
    s.bash("enable10", f"ssh {HOST} 'systemctl enable --now chorale-pb' && curl -s "
           "https://chorale.elmbrookchoir.org.uk/api/health",
           "Created symlink /etc/systemd/system/multi-user.target.wants/chorale-pb.service → /etc/systemd/system/"
           "chorale-pb.service.\n{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}")
    s.edit("justenable", "justfile", "systemctl daemon-reload && systemctl restart chorale-pb chorale-web litestream",
           "systemctl daemon-reload && systemctl enable chorale-pb chorale-web litestream caddy && systemctl restart "
           "chorale-pb chorale-web litestream")
    s.write("aptreboot", "deploy/apt/52chorale-unattended-upgrades",
            "// Installed to /etc/apt/apt.conf.d/ by `just deploy`.\n// Security updates stay automatic, but a "
            "needed reboot waits for the night:\n// on 25 September 2029 a reboot at 19:09 London took the site down "
            "during rehearsal.\nUnattended-Upgrade::Automatic-Reboot \"true\";\nUnattended-Upgrade::"
            "Automatic-Reboot-Time \"04:00\";\nUnattended-Upgrade::Automatic-Reboot-WithUsers \"true\";\n")
    s.bash("lsverify", f"ssh {HOST} 'litestream snapshots /var/lib/chorale/pb_data/data.db | tail -1; litestream wal "
           "/var/lib/chorale/pb_data/data.db | tail -1'",
           "hetzner  8b1f03c6d2e4a957  1      188.4 KB 2029-09-21T10:51:12Z\nhetzner  8b1f03c6d2e4a957  0000000000000"
           "0f3  0000000000000000  2029-09-25T18:59:02Z")
    s.lesson("lesson4", "A service that is only `systemctl start`ed and never enabled silently stays down after an "
             "unattended-upgrades reboot. Check `systemctl is-enabled` for every unit in the deploy, and set "
             "Automatic-Reboot-Time to a quiet hour.", "chorale incident on Tuesday 25 September 2029: 502 Bad "
             "Gateway during rehearsal after a kernel-update reboot")
    s.prompt("noteprompt", "Write a short incident note in docs/incidents/2029-09-25.md for Ruth and the committee: "
             "19:09 to 19:58 London time, 58 singers were there and were registered on paper, Dev will type the "
             "paper register in tomorrow.")
    s.write("incnote", "docs/incidents/2029-09-25.md",
            "# 25 September 2029: attendance sheet down during rehearsal\n\n- **When:** 19:09-19:58 (London), "
            "Tuesday rehearsal\n- **Impact:** the site answered 502 Bad Gateway; no attendance marking, no "
            "apologies. 58 singers present, registered on paper by Ruth; Dev Chaudhary enters the paper register on "
            "26 September.\n- **Cause:** automatic security updates installed a new kernel and rebooted the server "
            "at 19:09. The PocketBase service had been started but never enabled, so it did not come back after the "
            "reboot (the web front end did, hence 502 instead of no answer).\n- **Fix:** PocketBase enabled and "
            "started at 19:58; `just deploy` now enables every service; automatic reboots only at 04:00.\n"
            "- **Data:** nothing lost; backups to Hetzner Object Storage kept running.\n")
    s.bash("commit10", "git add -A && git commit -m 'fix(deploy): enable every unit; unattended reboots at 04:00; "
           "incident note 2029-09-25' && just deploy",
           "[main 81c3f2d] fix(deploy): enable every unit; unattended reboots at 04:00; incident note 2029-09-25\n"
           " 3 files changed, 27 insertions(+), 1 deletion(-)\n...\n{\"message\":\"API is healthy.\",\"code\":200,"
           "\"data\":{}}")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "81c3f2d fix(deploy): enable every unit; unattended reboots at 04:00; incident note 2029-09-25\n"
           "4ad0b38 feat!: rehearsals -> events (rehearsal, sectional, concert); sectional reminders only to that "
           "voice part\nc0e71aa fix(backup): Hetzner region fsn1")
    s.prompt("committee", "Notes from last night's committee meeting. Gwen wants the monthly running costs written "
             "down: server, backup storage, email. Dev wants a subs export for Gift Aid by Monday 15 October (subs "
             "are £45 a term, £25 concession). We'll do a restore drill from the Hetzner backup on Saturday 6 "
             "October, and the concert on Saturday 1 December needs its own sign-up for who's singing, open from "
             "1 November. And don't forget: the clocks go back on Sunday 28 October, the reminder cron must move to "
             "12:00 UTC then.")
    s.write("costs", "docs/costs.md",
            "# Running costs (September 2029)\n\n| item | supplier | per month |\n|---|---|---|\n| server CX22 "
            "(chorale-1) | Hetzner Cloud | €4.59 |\n| backup bucket (Object Storage, fsn1) | Hetzner | €5.99 |\n"
            "| transactional email (10,000/month) | Postmark | $15.00 (about €13.80) |\n| **total** | | **about "
            "€24.38** |\n\nThe original cap of €15/month (12 September) was raised by Gwen Pollard on 19 September "
            "when we moved email to Postmark. Per singer (64): about 38p a month.\n")
    s.write("roadmap", "docs/roadmap.md",
            "# chorale: next dates\n\n- **Thu 4 Oct 2029, 18:00:** first alto sectional (Imogen Price) in the vestry: "
            "first sectional reminder, altos only\n- **Sat 6 Oct:** restore drill: rebuild data.db from Hetzner "
            "Object Storage onto a scratch CX22 and compare record counts\n- **Mon 15 Oct:** subs / Gift Aid export "
            "for Dev Chaudhary (subs £45 a term, £25 concession)\n- **Sun 28 Oct:** clocks go back: reminder cron "
            "\"0 11 * * 2\" -> \"0 12 * * 2\"\n- **Thu 1 Nov:** concert sign-up opens\n- **Sat 1 Dec, 19:00:** autumn "
            "concert, St Aidan's (75% attendance rule applies)\n")
    s.bash("test11", "just test", "go vet ./... && go test ./...\nok  \tchorale/pb/hooks\t0.472s\nok  \t"
           "chorale/pb/migrations\t0.388s\npnpm --dir web check\nsvelte-check found 0 errors and 0 warnings\n Test "
           "Files  7 passed (7)\n      Tests  29 passed (29)\nRunning 9 tests using 3 workers\n  9 passed (9.8s)")
    s.bash("changelog", "pnpm dlx git-cliff --tag v1.1.0 --unreleased --prepend CHANGELOG.md && head -14 CHANGELOG.md",
           "## [1.1.0] - 2029-09-27\n\n### Features\n\n- [**breaking**] Rehearsals -> events (rehearsal, sectional, "
           "concert); sectional reminders only to that voice part\n\n### Bug Fixes\n\n- Send reminders outside the "
           "transaction; SMTP via Postmark instead of Brevo\n- Hetzner region fsn1\n- Enable every unit; unattended "
           "reboots at 04:00; incident note 2029-09-25\n\n### Miscellaneous Tasks\n\n- Litestream to Hetzner Object "
           "Storage, 7 days")
    s.bash("commit11", "git add -A && git commit -m 'docs: running costs, roadmap, changelog for 1.1.0'",
           "[main d57a0e9] docs: running costs, roadmap, changelog for 1.1.0\n 3 files changed, 48 insertions(+)")
    s.pre_tool("pretag", "Bash", {"command": "git tag -a v1.1.0 -m 'chorale 1.1.0: events, sectionals, Postmark, Hetzner "
                                         "backups' && git push origin main --follow-tags",
                              "description": "Tag and push release 1.1.0"})
    s.bash("tag2", "git tag -a v1.1.0 -m 'chorale 1.1.0: events, sectionals, Postmark, Hetzner backups' && git push "
           "origin main --follow-tags", "To github.com:elmbrook-choir/chorale.git\n   81c3f2d..d57a0e9  main -> main\n"
           " * [new tag]         v1.1.0 -> v1.1.0")
    s.bash("deploy11", "just deploy", "Tests  29 passed (29)\n  9 passed (9.6s)\n✓ built in 2.21s\n"
           "{\"message\":\"API is healthy.\",\"code\":200,\"data\":{}}")
    s.remember("memplan", "chorale plans after 27 September 2029: first alto sectional Thu 4 Oct 18:00 (vestry); "
               "restore drill from Hetzner Object Storage Sat 6 Oct; subs/Gift Aid export for Dev Chaudhary by Mon 15 "
               "Oct (subs £45/term, £25 concession); clocks go back Sun 28 Oct -> reminder cron to \"0 12 * * 2\"; "
               "concert sign-up opens Thu 1 Nov; autumn concert Sat 1 Dec 19:00 at St Aidan's. Running costs about "
               "€24.38/month (CX22 €4.59, Object Storage €5.99, Postmark $15). Current release v1.1.0.",
               "chorale roadmap and costs", "fact")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-09-03T09:10:00", "4c1e7a20-9b3d-4f61-8a2e-6d0c1b9a6801", s1),    # Mon
    ("s2", "2029-09-05T10:00:00", "5d2f8b31-ac4e-4072-9b3f-7e1d2cab6802", s2),    # Wed
    ("s3", "2029-09-07T13:30:00", "6e309c42-bd5f-4183-ac40-8f2e3dbc6803", s3),    # Fri
    ("s4", "2029-09-10T09:20:00", "7f41ad53-ce60-4294-bd51-903f4ecd6804", s4),    # Mon
    ("s5", "2029-09-12T14:00:00", "8052be64-df71-43a5-ce62-a14050de6805", s5),    # Wed
    ("s6", "2029-09-14T10:30:00", "9163cf75-e082-44b6-df73-b25161ef6806", s6),    # Fri
    ("s7", "2029-09-17T17:40:00", "a274d086-f193-45c7-e084-c36272f06807", s7),    # Mon
    ("s8", "2029-09-19T09:40:00", "b385e197-02a4-46d8-f195-d47383016808", s8),    # Wed
    ("s9", "2029-09-21T10:00:00", "c496f2a8-13b5-47e9-02a6-e58494126809", s9),    # Fri
    ("s10", "2029-09-25T18:42:00", "d5a703b9-24c6-48fa-13b7-f695a5236810", s10),  # Tue (during rehearsal)
    ("s11", "2029-09-27T14:00:00", "e6b814ca-35d7-490b-24c8-07a6b6346811", s11),  # Thu
]

#: When the questions are asked: the morning after the last session (a Thursday).
ASKED_AT = "2029-09-28T08:30:00Z"
