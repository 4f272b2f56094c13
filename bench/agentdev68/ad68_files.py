"""Whole files the agent reads or writes in the chorale history (bench/agentdev68/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
\t"name": "chorale-web",
\t"private": true,
\t"version": "0.0.1",
\t"type": "module",
\t"packageManager": "pnpm@10.14.0",
\t"scripts": {
\t\t"dev": "vite dev",
\t\t"build": "vite build",
\t\t"preview": "vite preview",
\t\t"check": "svelte-kit sync && svelte-check --tsconfig ./tsconfig.json",
\t\t"test:unit": "vitest run",
\t\t"test:e2e": "playwright test",
\t\t"test": "pnpm test:unit && pnpm test:e2e"
\t},
\t"dependencies": {
\t\t"pocketbase": "^0.27.1"
\t},
\t"devDependencies": {
\t\t"@playwright/test": "^1.58.2",
\t\t"@skeletonlabs/skeleton": "^3.4.0",
\t\t"@skeletonlabs/skeleton-svelte": "^1.6.2",
\t\t"@sveltejs/adapter-node": "^5.4.0",
\t\t"@sveltejs/kit": "^2.41.3",
\t\t"@sveltejs/vite-plugin-svelte": "^6.2.0",
\t\t"svelte": "^5.44.1",
\t\t"svelte-check": "^4.3.2",
\t\t"typescript": "^5.9.3",
\t\t"vite": "^7.1.6",
\t\t"vitest": "^3.2.4"
\t}
}
"""

MAIN_GO = """// chorale-pb: PocketBase used as a Go framework for the Elmbrook Community Choir.
// Collections are defined by the Go migrations in ./migrations; hooks and the
// reminder cron job are registered from ./hooks.
package main

import (
\t"log"
\t"os"
\t"strings"

\t"github.com/pocketbase/pocketbase"
\t"github.com/pocketbase/pocketbase/plugins/migratecmd"

\t"chorale/pb/hooks"
\t_ "chorale/pb/migrations"
)

func main() {
\tapp := pocketbase.New()

\t// Automigrate only while developing with `go run`: the admin UI then writes
\t// migration files for us. The production binary never changes the schema
\t// by itself; it only applies the committed migrations.
\tisGoRun := strings.HasPrefix(os.Args[0], os.TempDir())
\tmigratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
\t\tAutomigrate: isGoRun,
\t\tDir:         "migrations",
\t})

\thooks.Register(app)

\tif err := app.Start(); err != nil {
\t\tlog.Fatal(err)
\t}
}
"""

INIT_MIGRATION_GO = """package migrations

import (
\t"github.com/pocketbase/pocketbase/core"
\tm "github.com/pocketbase/pocketbase/migrations"
\t"github.com/pocketbase/pocketbase/tools/types"
)

// members (auth), rehearsals, attendance: the first schema of chorale.
func init() {
\tm.Register(func(app core.App) error {
\t\tmembers := core.NewAuthCollection("members")
\t\tmembers.ListRule = types.Pointer("@request.auth.id != ''")
\t\tmembers.ViewRule = types.Pointer("@request.auth.id != ''")
\t\tmembers.UpdateRule = types.Pointer("@request.auth.id = id || @request.auth.committee = true")
\t\tmembers.Fields.Add(
\t\t\t&core.TextField{Name: "name", Required: true, Max: 80},
\t\t\t&core.SelectField{Name: "voice_part", Required: true, MaxSelect: 1,
\t\t\t\tValues: []string{"soprano", "alto", "tenor", "bass"}},
\t\t\t&core.BoolField{Name: "committee"},
\t\t\t&core.BoolField{Name: "active"},
\t\t\t&core.DateField{Name: "reminded_at"},
\t\t)
\t\tmembers.PasswordAuth.Enabled = true
\t\tmembers.PasswordAuth.IdentityFields = []string{"email"}
\t\tif err := app.Save(members); err != nil {
\t\t\treturn err
\t\t}

\t\trehearsals := core.NewBaseCollection("rehearsals")
\t\trehearsals.ListRule = types.Pointer("@request.auth.id != ''")
\t\trehearsals.ViewRule = types.Pointer("@request.auth.id != ''")
\t\trehearsals.CreateRule = types.Pointer("@request.auth.committee = true")
\t\trehearsals.UpdateRule = types.Pointer("@request.auth.committee = true")
\t\trehearsals.Fields.Add(
\t\t\t&core.DateField{Name: "starts_at", Required: true},
\t\t\t&core.NumberField{Name: "duration_min", Min: types.Pointer(30.0)},
\t\t\t&core.TextField{Name: "venue", Required: true},
\t\t\t&core.TextField{Name: "pieces"},
\t\t\t&core.AutodateField{Name: "created", OnCreate: true},
\t\t)
\t\tif err := app.Save(rehearsals); err != nil {
\t\t\treturn err
\t\t}

\t\tattendance := core.NewBaseCollection("attendance")
\t\tattendance.ListRule = types.Pointer("@request.auth.id != ''")
\t\tattendance.CreateRule = types.Pointer("@request.auth.id = member || @request.auth.committee = true")
\t\tattendance.UpdateRule = types.Pointer("@request.auth.id = member || @request.auth.committee = true")
\t\tattendance.Fields.Add(
\t\t\t&core.RelationField{Name: "member", Required: true, CollectionId: members.Id, MaxSelect: 1,
\t\t\t\tCascadeDelete: true},
\t\t\t&core.RelationField{Name: "rehearsal", Required: true, CollectionId: rehearsals.Id, MaxSelect: 1,
\t\t\t\tCascadeDelete: true},
\t\t\t&core.SelectField{Name: "status", Required: true, MaxSelect: 1,
\t\t\t\tValues: []string{"present", "absent", "apologies"}},
\t\t\t&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
\t\t)
\t\tattendance.AddIndex("idx_attendance_member_rehearsal", true, "member, rehearsal", "")
\t\treturn app.Save(attendance)
\t}, func(app core.App) error {
\t\tfor _, name := range []string{"attendance", "rehearsals", "members"} {
\t\t\tcol, err := app.FindCollectionByNameOrId(name)
\t\t\tif err != nil {
\t\t\t\treturn err
\t\t\t}
\t\t\tif err := app.Delete(col); err != nil {
\t\t\t\treturn err
\t\t\t}
\t\t}
\t\treturn nil
\t})
}
"""

HOOKS_SERVER_TS = """import PocketBase from 'pocketbase';
import type { Handle } from '@sveltejs/kit';

// One PocketBase client per request; the auth token travels in the pb_auth cookie.
export const handle: Handle = async ({ event, resolve }) => {
\tevent.locals.pb = new PocketBase('http://localhost:8090');
\tevent.locals.pb.authStore.loadFromCookie(event.request.headers.get('cookie') ?? '');

\ttry {
\t\tif (event.locals.pb.authStore.isValid) {
\t\t\tawait event.locals.pb.collection('members').authRefresh();
\t\t}
\t} catch {
\t\tevent.locals.pb.authStore.clear();
\t}

\tevent.locals.member = event.locals.pb.authStore.record;

\tconst response = await resolve(event);
\tresponse.headers.append(
\t\t'set-cookie',
\t\tevent.locals.pb.authStore.exportToCookie({ httpOnly: true, secure: !event.url.hostname.startsWith('127.'), sameSite: 'Lax' })
\t);
\treturn response;
};
"""

REGISTER_SVELTE = """<script lang="ts">
\timport type { Member, AttendanceRecord, Status } from '$lib/types';
\timport { VOICE_PARTS } from '$lib/attendance';

\ttype Props = {
\t\tmembers: Member[];
\t\tattendance: AttendanceRecord[];
\t\trehearsalId: string;
\t\tonmark: (memberId: string, status: Status) => Promise<void>;
\t};

\tlet { members, attendance, rehearsalId, onmark }: Props = $props();

\tlet saving = $state<string | null>(null);

\tconst statusOf = $derived(new Map(attendance.map((a) => [a.member, a.status])));
\tconst byPart = $derived(
\t\tVOICE_PARTS.map((part) => ({ part, members: members.filter((m) => m.voice_part === part) }))
\t);

\tasync function mark(memberId: string, status: Status) {
\t\tsaving = memberId;
\t\ttry {
\t\t\tawait onmark(memberId, status);
\t\t} finally {
\t\t\tsaving = null;
\t\t}
\t}
</script>

<div class="register" data-rehearsal={rehearsalId}>
\t{#each byPart as group (group.part)}
\t\t<section>
\t\t\t<h2 class="h3 capitalize">{group.part}</h2>
\t\t\t<ul class="list">
\t\t\t\t{#each group.members as m (m.id)}
\t\t\t\t\t<li class:busy={saving === m.id}>
\t\t\t\t\t\t<span class="flex-auto">{m.name}</span>
\t\t\t\t\t\t{#each ['present', 'absent', 'apologies'] as const as s}
\t\t\t\t\t\t\t<button
\t\t\t\t\t\t\t\ttype="button"
\t\t\t\t\t\t\t\tclass="btn btn-sm {statusOf.get(m.id) === s ? 'preset-filled-primary-500' : 'preset-outlined'}"
\t\t\t\t\t\t\t\tonclick={() => mark(m.id, s)}>{s}</button
\t\t\t\t\t\t\t>
\t\t\t\t\t\t{/each}
\t\t\t\t\t</li>
\t\t\t\t{/each}
\t\t\t</ul>
\t\t</section>
\t{/each}
</div>
"""

ATTENDANCE_SHEET_SVELTE = """<script lang="ts">
\timport type { Member, AttendanceRecord, Status, VoicePart } from '$lib/types';
\timport { VOICE_PARTS, CONCERT_THRESHOLD, termRate } from '$lib/attendance';

\ttype Props = {
\t\tmembers: Member[];
\t\tattendance: AttendanceRecord[];
\t\trehearsalId: string;
\t\t/** attended / held this term, per member id: for the concert threshold */
\t\tterm: Record<string, { attended: number; held: number }>;
\t\tonmark: (memberId: string, status: Status) => Promise<void>;
\t};

\tlet { members, attendance, rehearsalId, term, onmark }: Props = $props();

\tlet saving = $state<string | null>(null);
\tlet only = $state<VoicePart | 'all'>('all');

\tconst statusOf = $derived(new Map(attendance.map((a) => [a.member, a.status])));
\tconst byPart = $derived(
\t\tVOICE_PARTS.filter((p) => only === 'all' || p === only).map((part) => {
\t\t\tconst inPart = members.filter((m) => m.voice_part === part);
\t\t\tconst present = inPart.filter((m) => statusOf.get(m.id) === 'present').length;
\t\t\treturn { part, members: inPart, present };
\t\t})
\t);

\tfunction belowThreshold(id: string): boolean {
\t\tconst t = term[id];
\t\treturn !!t && t.held > 0 && termRate(t) < CONCERT_THRESHOLD;
\t}

\tasync function mark(memberId: string, status: Status) {
\t\tsaving = memberId;
\t\ttry {
\t\t\tawait onmark(memberId, status);
\t\t} finally {
\t\t\tsaving = null;
\t\t}
\t}
</script>

<div class="sheet" data-rehearsal={rehearsalId}>
\t<header class="counts" aria-label="Present per voice part">
\t\t{#each byPart as g (g.part)}
\t\t\t<span class="count"><b>{g.part[0].toUpperCase()}</b> {g.present} / {g.members.length}</span>
\t\t{/each}
\t\t<select bind:value={only} aria-label="Show voice part">
\t\t\t<option value="all">All parts</option>
\t\t\t{#each VOICE_PARTS as p}<option value={p}>{p}</option>{/each}
\t\t</select>
\t</header>

\t{#each byPart as group (group.part)}
\t\t<section>
\t\t\t<h2>{group.part}</h2>
\t\t\t<ul>
\t\t\t\t{#each group.members as m (m.id)}
\t\t\t\t\t<li class:busy={saving === m.id}>
\t\t\t\t\t\t<span class="name">{m.name}</span>
\t\t\t\t\t\t{#if belowThreshold(m.id)}
\t\t\t\t\t\t\t<span class="flag" title="Below 75% of this term's rehearsals">under 75%</span>
\t\t\t\t\t\t{/if}
\t\t\t\t\t\t{#each ['present', 'absent', 'apologies'] as const as s}
\t\t\t\t\t\t\t<button
\t\t\t\t\t\t\t\ttype="button"
\t\t\t\t\t\t\t\taria-pressed={statusOf.get(m.id) === s}
\t\t\t\t\t\t\t\tonclick={() => mark(m.id, s)}>{s}</button
\t\t\t\t\t\t\t>
\t\t\t\t\t\t{/each}
\t\t\t\t\t</li>
\t\t\t\t{/each}
\t\t\t</ul>
\t\t</section>
\t{/each}
</div>

<style>
\t.sheet {
\t\tdisplay: grid;
\t\tgap: var(--size-4);
\t\tfont-family: var(--font-sans);
\t}
\t.counts {
\t\tdisplay: flex;
\t\tgap: var(--size-3);
\t\tposition: sticky;
\t\ttop: 0;
\t\tpadding: var(--size-2);
\t\tbackground: var(--surface-2, var(--gray-1));
\t}
\th2 {
\t\ttext-transform: capitalize;
\t\tfont-size: var(--font-size-3);
\t}
\tli {
\t\tdisplay: flex;
\t\talign-items: center;
\t\tgap: var(--size-2);
\t\tpadding-block: var(--size-1);
\t}
\t.name {
\t\tflex: 1;
\t}
\t.flag {
\t\tcolor: var(--orange-9);
\t\tfont-size: var(--font-size-0);
\t}
\tbutton {
\t\tborder: var(--border-size-1) solid var(--gray-5);
\t\tborder-radius: var(--radius-2);
\t\tpadding: var(--size-1) var(--size-2);
\t\tmin-inline-size: 6rem;
\t}
\tbutton[aria-pressed='true'] {
\t\tbackground: var(--indigo-7);
\t\tcolor: var(--gray-0);
\t}
\t.busy {
\t\topacity: 0.5;
\t}
</style>
"""

REMINDERS_GO = """package hooks

import (
\t"fmt"
\t"net/mail"
\t"time"

\t"github.com/pocketbase/dbx"
\t"github.com/pocketbase/pocketbase/core"
\t"github.com/pocketbase/pocketbase/tools/mailer"
)

// Weekly reminder: every active member who has not sent apologies gets an
// email about the next rehearsal. Cron expressions are evaluated in UTC.
const reminderCron = "0 9 * * 1" // Monday 09:00

func registerReminders(app core.App) {
\tapp.Cron().MustAdd("rehearsal-reminders", reminderCron, func() {
\t\tif err := sendRehearsalReminders(app, time.Now()); err != nil {
\t\t\tapp.Logger().Error("reminders failed", "error", err)
\t\t}
\t})
}

func sendRehearsalReminders(app core.App, now time.Time) error {
\tnext, err := app.FindFirstRecordByFilter("rehearsals",
\t\t"starts_at > {:now} && starts_at < {:until}",
\t\tdbx.Params{"now": now.UTC(), "until": now.Add(48 * time.Hour).UTC()})
\tif err != nil {
\t\treturn nil // no rehearsal in the next two days
\t}

\tstart := time.Now()
\tsent := 0
\terr = app.RunInTransaction(func(tx core.App) error {
\t\tmembers, err := tx.FindRecordsByFilter("members", "active = true", "name", 0, 0)
\t\tif err != nil {
\t\t\treturn err
\t\t}
\t\tfor _, m := range members {
\t\t\tif hasApologies(tx, m.Id, next.Id) {
\t\t\t\tcontinue
\t\t\t}
\t\t\tif err := tx.NewMailClient().Send(reminderMessage(tx, m, next)); err != nil {
\t\t\t\treturn fmt.Errorf("mail to %s: %w", m.Id, err)
\t\t\t}
\t\t\tm.Set("reminded_at", time.Now().UTC())
\t\t\tif err := tx.Save(m); err != nil {
\t\t\t\treturn err
\t\t\t}
\t\t\tsent++
\t\t}
\t\treturn nil
\t})
\tapp.Logger().Info(fmt.Sprintf("reminders: sent %d emails in %.1fs", sent, time.Since(start).Seconds()))
\treturn err
}

func hasApologies(app core.App, memberID, rehearsalID string) bool {
\t_, err := app.FindFirstRecordByFilter("attendance",
\t\t"member = {:m} && rehearsal = {:r} && status = 'apologies'",
\t\tdbx.Params{"m": memberID, "r": rehearsalID})
\treturn err == nil
}

func reminderMessage(app core.App, m, r *core.Record) *mailer.Message {
\tlondon, _ := time.LoadLocation("Europe/London")
\twhen := r.GetDateTime("starts_at").Time().In(london)
\treturn &mailer.Message{
\t\tFrom: mail.Address{
\t\t\tAddress: app.Settings().Meta.SenderAddress,
\t\t\tName:    app.Settings().Meta.SenderName,
\t\t},
\t\tTo:      []mail.Address{{Address: m.Email(), Name: m.GetString("name")}},
\t\tSubject: fmt.Sprintf("Rehearsal tomorrow, %s", when.Format("Monday 2 January, 15:04")),
\t\tHTML: fmt.Sprintf(`<p>Dear %s,</p>
<p>See you at rehearsal tomorrow, <b>%s</b>, at %s.</p>
<p>Please bring: %s</p>
<p>Can't make it? <a href="%s/attendance/%s">Send apologies</a>.</p>`,
\t\t\tm.GetString("name"), when.Format("Monday 2 January at 15:04"), r.GetString("venue"),
\t\t\tr.GetString("pieces"), app.Settings().Meta.AppURL, r.Id),
\t}
}
"""

SETUP_PB_TS = """// Vitest setup for the integration tests: starts a real PocketBase (the Go
// binary from pb/) on a copy of the fixture data and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

const DIR = 'tests/.pb_data';
const PORT = 8091;
let pb: ChildProcess;

export const PB_URL = `http://127.0.0.1:${PORT}`;

beforeAll(async () => {
\trmSync(DIR, { recursive: true, force: true });
\tcpSync('tests/fixtures/pb_data', DIR, { recursive: true });
\tpb = spawn('../bin/chorale-pb', ['serve', '--dir', DIR, '--http', `127.0.0.1:${PORT}`], {
\t\tstdio: ['ignore', 'inherit', 'inherit']
\t});
\tfor (let i = 0; i < 50; i++) {
\t\ttry {
\t\t\tif ((await fetch(`${PB_URL}/api/health`)).ok) return;
\t\t} catch {
\t\t\t/* not up yet */
\t\t}
\t\tawait new Promise((r) => setTimeout(r, 100));
\t}
\tthrow new Error('PocketBase did not start');
});

afterAll(() => {
\tpb?.kill('SIGTERM');
});
"""

CADDYFILE = """# /etc/caddy/Caddyfile on chorale-1 (deployed by `just deploy`)
chorale.elmbrookchoir.org.uk {
\tencode zstd gzip

\t# The PocketBase dashboard is never public: use `ssh -L 8090:127.0.0.1:8090 chorale-1`.
\t@dashboard path /_/*
\trespond @dashboard 404

\thandle /api/* {
\t\treverse_proxy 127.0.0.1:8090
\t}

\thandle {
\t\treverse_proxy 127.0.0.1:3000
\t}

\tlog {
\t\toutput file /var/log/caddy/chorale.log
\t\tformat json
\t}
}
"""

PB_SERVICE = """[Unit]
Description=chorale PocketBase (Go build)
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=chorale
Group=chorale
WorkingDirectory=/var/lib/chorale
EnvironmentFile=/etc/chorale/pb.env
ExecStart=/usr/local/bin/chorale-pb serve --http 127.0.0.1:8090 --dir /var/lib/chorale/pb_data
Restart=on-failure
RestartSec=5s
LimitNOFILE=4096

[Install]
WantedBy=multi-user.target
"""

LITESTREAM_YML = """# /etc/litestream.yml on chorale-1: continuous replication of PocketBase's SQLite file.
dbs:
  - path: /var/lib/chorale/pb_data/data.db
    replicas:
      - name: b2
        type: s3
        bucket: elmbrook-chorale-backup
        path: pb/data.db
        endpoint: https://s3.eu-central-003.backblazeb2.com
        region: eu-central-003
        access-key-id: ${LITESTREAM_ACCESS_KEY_ID}
        secret-access-key: ${LITESTREAM_SECRET_ACCESS_KEY}
        sync-interval: 10s
        snapshot-interval: 24h
        retention: 72h
"""

JUSTFILE = """# chorale tasks. Production changes go through `just deploy` only.
host := "root@91.107.214.38"

default:
    @just --list

dev:
    cd pb && go run . serve --http 127.0.0.1:8090 --dir ../pb_data & pnpm --dir web dev

test:
    cd pb && go vet ./... && go test ./...
    pnpm --dir web check
    pnpm --dir web test

build:
    cd pb && CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -trimpath -o ../bin/chorale-pb .
    pnpm --dir web build

deploy: test build
    @test -z "$(git status --porcelain)" || (echo "commit first: working tree is dirty" && exit 1)
    rsync -az bin/chorale-pb {{host}}:/usr/local/bin/chorale-pb.new
    rsync -az --delete web/build/ web/package.json {{host}}:/opt/chorale/web/
    rsync -az deploy/Caddyfile {{host}}:/etc/caddy/Caddyfile
    rsync -az deploy/litestream.yml {{host}}:/etc/litestream.yml
    rsync -az deploy/chorale-pb.service deploy/chorale-web.service {{host}}:/etc/systemd/system/
    ssh {{host}} 'mv /usr/local/bin/chorale-pb.new /usr/local/bin/chorale-pb && systemctl daemon-reload && systemctl restart chorale-pb chorale-web litestream && systemctl reload caddy'
    curl -fsS https://chorale.elmbrookchoir.org.uk/api/health
"""

LOGIN_OTP_SVELTE = """<script lang="ts">
\timport { enhance } from '$app/forms';

\tlet { form } = $props();

\tlet step = $derived<'email' | 'code'>(form?.otpId ? 'code' : 'email');
</script>

<svelte:head><title>Sign in · Elmbrook Community Choir</title></svelte:head>

<main class="login">
\t<h1>Sign in</h1>

\t{#if step === 'email'}
\t\t<form method="POST" action="?/request" use:enhance>
\t\t\t<label>
\t\t\t\tYour email address
\t\t\t\t<input name="email" type="email" autocomplete="email" required value={form?.email ?? ''} />
\t\t\t</label>
\t\t\t<button>Email me a code</button>
\t\t\t<p class="hint">We'll send a 6-digit code. It works for 10 minutes.</p>
\t\t</form>
\t{:else}
\t\t<form method="POST" action="?/verify" use:enhance>
\t\t\t<input type="hidden" name="otpId" value={form?.otpId} />
\t\t\t<label>
\t\t\t\tThe code from the email
\t\t\t\t<input name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required />
\t\t\t</label>
\t\t\t<button>Sign in</button>
\t\t</form>
\t{/if}

\t{#if form?.error}<p class="error" role="alert">{form.error}</p>{/if}
</main>

<style>
\t.login {
\t\tmax-inline-size: var(--size-content-2);
\t\tmargin-inline: auto;
\t\tpadding: var(--size-6) var(--size-3);
\t}
\tinput {
\t\tdisplay: block;
\t\tinline-size: 100%;
\t\tfont-size: var(--font-size-3);
\t}
\t.error {
\t\tcolor: var(--red-8);
\t}
</style>
"""

RENAME_MIGRATION_GO = """package migrations

import (
\t"github.com/pocketbase/pocketbase/core"
\tm "github.com/pocketbase/pocketbase/migrations"
)

// rehearsals -> events: sectionals and concerts are events too (asked by Imogen Price
// and the committee, 21 September 2029). attendance.rehearsal -> attendance.event.
func init() {
\tm.Register(func(app core.App) error {
\t\tevents, err := app.FindCollectionByNameOrId("rehearsals")
\t\tif err != nil {
\t\t\treturn err
\t\t}
\t\tevents.Name = "events"
\t\tevents.Fields.Add(
\t\t\t&core.SelectField{Name: "kind", Required: true, MaxSelect: 1,
\t\t\t\tValues: []string{"rehearsal", "sectional", "concert"}},
\t\t\t// only for sectionals: which voice part is called
\t\t\t&core.SelectField{Name: "voice_part", MaxSelect: 1,
\t\t\t\tValues: []string{"soprano", "alto", "tenor", "bass"}},
\t\t)
\t\tif err := app.Save(events); err != nil {
\t\t\treturn err
\t\t}
\t\tif _, err := app.DB().NewQuery("UPDATE events SET kind = 'rehearsal' WHERE kind = ''").Execute(); err != nil {
\t\t\treturn err
\t\t}

\t\tattendance, err := app.FindCollectionByNameOrId("attendance")
\t\tif err != nil {
\t\t\treturn err
\t\t}
\t\tattendance.Fields.GetByName("rehearsal").SetName("event")
\t\tattendance.RemoveIndex("idx_attendance_member_rehearsal")
\t\tattendance.AddIndex("idx_attendance_member_event", true, "member, event", "")
\t\treturn app.Save(attendance)
\t}, func(app core.App) error {
\t\tattendance, err := app.FindCollectionByNameOrId("attendance")
\t\tif err != nil {
\t\t\treturn err
\t\t}
\t\tattendance.Fields.GetByName("event").SetName("rehearsal")
\t\tattendance.RemoveIndex("idx_attendance_member_event")
\t\tattendance.AddIndex("idx_attendance_member_rehearsal", true, "member, rehearsal", "")
\t\tif err := app.Save(attendance); err != nil {
\t\t\treturn err
\t\t}
\t\tevents, err := app.FindCollectionByNameOrId("events")
\t\tif err != nil {
\t\t\treturn err
\t\t}
\t\tevents.Name = "rehearsals"
\t\tevents.Fields.RemoveByName("kind")
\t\tevents.Fields.RemoveByName("voice_part")
\t\treturn app.Save(events)
\t})
}
"""
