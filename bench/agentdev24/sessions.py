"""The eleven sessions of the feltbog history, step by step (see build.py and README.md)."""
from __future__ import annotations

CARGO_TOML = """[package]
name = "feltbog"
version = "0.1.0"
edition = "2021"
rust-version = "1.79"

[build-dependencies]
tauri-build = { version = "2.0", features = [] }

[dependencies]
tauri = { version = "2.0", features = [] }
tauri-plugin-dialog = "2.0"
serde = { version = "1", features = ["derive"] }
serde_json = "1"
sqlx = { version = "0.7", features = ["runtime-tokio", "sqlite", "macros", "migrate", "chrono"] }
tokio = { version = "1", features = ["macros", "rt-multi-thread"] }
chrono = { version = "0.4", features = ["serde"] }
thiserror = "1"
"""

INIT_SQL = """-- 0001_init.sql: the ringing records of Skovklint Fuglestation
CREATE TABLE catches (
    id            INTEGER PRIMARY KEY,
    ring_number   TEXT    NOT NULL,          -- e.g. 'DKC 9A41207'
    species_code  TEXT    NOT NULL,          -- EURING 5-digit species code
    age_code      TEXT    NOT NULL,          -- EURING age: '3', '4', '5', ...
    sex           TEXT    CHECK (sex IN ('M', 'F', 'U')),
    wing_mm       INTEGER,                   -- maximum chord, whole mm
    weight_dg     INTEGER,                   -- tenths of a gram (123 = 12.3 g)
    fat_score     INTEGER CHECK (fat_score BETWEEN 0 AND 8),
    net_id        TEXT,
    ringer        TEXT    NOT NULL,
    caught_at     TEXT    NOT NULL,          -- ISO 8601, local station time
    photo         BLOB,
    notes         TEXT
);
CREATE UNIQUE INDEX catches_ring_time ON catches (ring_number, caught_at);
"""

CAPTURES_RS = """use crate::db::Db;
use crate::error::AppError;
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize)]
pub struct NewCatch {
    pub ring_number: String,
    pub species_code: String,
    pub age_code: String,
    pub sex: Option<String>,
    pub wing_mm: Option<i64>,
    pub weight_dg: Option<i64>,
    pub fat_score: Option<i64>,
    pub net_id: Option<String>,
    pub ringer: String,
    pub caught_at: String,
    pub notes: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct Saved { pub id: i64 }

#[tauri::command]
pub async fn add_catch(db: tauri::State<'_, Db>, input: NewCatch) -> Result<Saved, AppError> {
    let id = sqlx::query!(
        "INSERT INTO catches (ring_number, species_code, age_code, sex, wing_mm, weight_dg, fat_score, net_id, ringer, caught_at, notes)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        input.ring_number, input.species_code, input.age_code, input.sex, input.wing_mm, input.weight_dg,
        input.fat_score, input.net_id, input.ringer, input.caught_at, input.notes
    )
    .execute(&db.pool)
    .await?
    .last_insert_rowid();
    Ok(Saved { id })
}

#[tauri::command]
pub async fn list_catches(db: tauri::State<'_, Db>, day: String) -> Result<Vec<CatchRow>, AppError> {
    Ok(sqlx::query_as!(CatchRow, "SELECT id, ring_number, species_code, age_code, wing_mm, weight_dg, caught_at FROM catches WHERE date(caught_at) = ? ORDER BY caught_at", day)
        .fetch_all(&db.pool)
        .await?)
}
"""

RELEASE_YML = """name: release
on:
  push:
    tags: ['v*']

jobs:
  build:
    strategy:
      fail-fast: false
      matrix:
        include:
          - platform: macos-14
            args: --target universal-apple-darwin
          - platform: ubuntu-22.04
            args: ''
          - platform: windows-2022
            args: ''
    runs-on: ${{ matrix.platform }}
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
        with: { version: 9 }
      - uses: actions/setup-node@v4
        with: { node-version: 20, cache: pnpm }
      - uses: dtolnay/rust-toolchain@stable
        with:
          targets: ${{ matrix.platform == 'macos-14' && 'aarch64-apple-darwin,x86_64-apple-darwin' || '' }}
      - uses: swatinem/rust-cache@v2
        with: { workspaces: './src-tauri -> target' }
      - run: pnpm install --frozen-lockfile
      - uses: tauri-apps/tauri-action@v0
        env:
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          SQLX_OFFLINE: 'true'
        with:
          tagName: v__VERSION__
          releaseName: 'Feltbog v__VERSION__'
          releaseDraft: true
          args: ${{ matrix.args }}
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: Feltbog, a desktop field-notes app for Skovklint Fuglestation (the bird-ringing "
             "station on the Skovklint spit; Jens Kragh runs it). Ringers key in every bird caught in the mist nets: "
             "ring number, species, age, sex, wing, weight, fat score, net. Offline on a laptop/tablet in the ringing "
             "hut, no network out there. Tauri 2 with a Rust backend and SQLite through sqlx, SvelteKit + TypeScript "
             "front end (adapter-static, SPA). It has to be in use for the autumn season from 1 June.")
    s.bash("scaffold", "pnpm create tauri-app feltbog --template svelte-ts --manager pnpm",
           "✔ Project name · feltbog\n✔ Identifier · dk.skovklint.feltbog\n\nTemplate created! To get started run:\n"
           "  cd feltbog\n  pnpm install\n  pnpm tauri android init\n  pnpm tauri dev")
    s.prompt("pnpm", "pnpm only in this repo, never npm or yarn; the lockfile is pnpm-lock.yaml and CI installs with "
             "--frozen-lockfile. And all commits in Conventional Commits style with a scope: feat(db): ..., "
             "fix(ui): ..., ci: ... , lower case, no trailing period.")
    s.write("cargotoml", "src-tauri/Cargo.toml", CARGO_TOML)
    s.write("initsql", "src-tauri/migrations/0001_init.sql", INIT_SQL)
    s.write("capturesrs", "src-tauri/src/commands/catches.rs", CAPTURES_RS)
    s.bash("sqlxfail", "cd src-tauri && cargo build", "",
           "   Compiling feltbog v0.1.0 (/home/astrid/src/feltbog/src-tauri)\nerror: set `DATABASE_URL` to use query "
           "macros online, or run `cargo sqlx prepare` to update the query cache\n  --> src/commands/catches.rs:27:14\n"
           "   |\n27 |     let id = sqlx::query!(\n   |              ^^^^^^^^^^^^^\n   |\n   = note: this error "
           "originates in the macro `$crate::sqlx_macros::expand_query` (in Nightly builds, run with -Z macro-backtrace "
           "for more info)\n\nerror: could not compile `feltbog` (lib) due to 2 previous errors", code=101)
    s.prompt("sqlxwhy", "The checked query! macros need a database at compile time. Keep a dev database at "
             "src-tauri/dev.db (gitignored) for local builds, and commit the .sqlx/ query cache from `cargo sqlx "
             "prepare` so CI and anybody without the db builds with SQLX_OFFLINE=true.")
    s.bash("sqlxfix", "cd src-tauri && echo 'DATABASE_URL=sqlite:dev.db' > .env && sqlx database create && "
           "sqlx migrate run && cargo sqlx prepare",
           "Applied 1/migrate init (2.114ms)\nquery data written to .sqlx in the current directory; please check "
           "this into version control")
    s.bash("build1", "cd src-tauri && SQLX_OFFLINE=true cargo build",
           "   Compiling feltbog v0.1.0 (/home/astrid/src/feltbog/src-tauri)\n    Finished `dev` profile "
           "[unoptimized + debuginfo] target(s) in 1m 47s")
    s.remember("memproject", "Feltbog: Tauri 2 desktop app for Skovklint Fuglestation's ringing hut (station leader "
               "Jens Kragh). Rust backend in src-tauri/ (commands/, db.rs, migrations/), SQLite through sqlx 0.7 with "
               "checked query! macros (commit .sqlx/, build with SQLX_OFFLINE=true), SvelteKit + TypeScript front end "
               "in src/ with adapter-static. Identifier dk.skovklint.feltbog. Must be in use from 1 June 2027.",
               "Feltbog project overview", "fact")
    s.bash("commit1", "git add -A && git commit -m 'feat(db): catches table and add_catch command with sqlx'",
           "[main (root-commit) 4e0b7a2] feat(db): catches table and add_catch command with sqlx\n 38 files changed, "
           "5121 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("form", "Now the entry form at src/routes/catches/+page.svelte: species picked from the EURING list "
             "by typing the Danish or the scientific name, wing in whole millimetres, weight as it comes off the "
             "scale (one decimal) and we store tenths of a gram as an integer. Put the invoke calls in src/lib/api.ts "
             "so the components never call invoke directly.")
    s.write("apits", "src/lib/api.ts", "import { invoke } from '@tauri-apps/api/core';\nimport type { NewCatch, "
            "CatchRow } from './types';\n\nexport const addCatch = (input: NewCatch) => invoke<{ id: number }>("
            "'add_catch', { input });\nexport const listCatches = (day: string) => invoke<CatchRow[]>('list_catches', "
            "{ day });\n")
    s.write("species", "src/lib/species.ts", "// 212 species seen at Skovklint since 1998, from the EURING list "
            "(code, Danish, scientific)\nexport const SPECIES = [\n  ['11870', 'Musvit', 'Parus major'],\n  ['14640', "
            "'Blåmejse', 'Cyanistes caeruleus'],\n  ['12000', 'Rødhals', 'Erithacus rubecula'],\n  ['15910', "
            "'Gransanger', 'Phylloscopus collybita'],\n  ['16600', 'Fuglekonge', 'Regulus regulus'],\n  // ... 207 more\n];\n")
    s.write("formsvelte", "src/routes/catches/+page.svelte", "<script lang=\"ts\">\n  import { addCatch } from "
            "'$lib/api';\n  import SpeciesPicker from '$lib/SpeciesPicker.svelte';\n  let ring = $state('');\n  let "
            "species = $state('');\n  let wing = $state<number | null>(null);\n  let weight = $state('');  // grams, "
            "one decimal\n  async function save() {\n    await addCatch({ ring_number: ring, species_code: species, "
            "wing_mm: wing, weight_dg: Math.round(parseFloat(weight) * 10), ... });\n  }\n</script>\n")
    s.write("apitest", "src/lib/api.test.ts", "import { describe, it, expect } from 'vitest';\nimport { addCatch } "
            "from './api';\n\ndescribe('addCatch', () => {\n  it('sends the input to the add_catch command', async () "
            "=> {\n    expect(await addCatch(sample)).toEqual({ id: 1 });\n  });\n});\n")
    s.bash("vitestfail", "pnpm vitest run", " FAIL  src/lib/api.test.ts > addCatch > sends the input to the add_catch "
           "command\nTypeError: Cannot read properties of undefined (reading 'invoke')\n ❯ invoke node_modules/"
           "@tauri-apps/api/core.js:190:41\n ❯ src/lib/api.test.ts:6:18\n\n Test Files  1 failed | 1 passed (2)\n      "
           "Tests  1 failed | 6 passed (7)\n   Duration  1.84s", code=1)
    s.prompt("mockipc", "There is no Tauri runtime under Vitest, window.__TAURI_INTERNALS__ is undefined. Use mockIPC "
             "from @tauri-apps/api/mocks in a setup file and clearMocks after each test; jsdom environment.")
    s.write("vitestsetup", "src/test/setup.ts", "import { afterEach } from 'vitest';\nimport { clearMocks } from "
            "'@tauri-apps/api/mocks';\n\nafterEach(() => clearMocks());\n")
    s.bash("vitestok", "pnpm vitest run", " ✓ src/lib/euring.test.ts (5 tests) 12ms\n ✓ src/lib/api.test.ts (2 tests) "
           "9ms\n\n Test Files  2 passed (2)\n      Tests  7 passed (7)\n   Duration  1.62s")
    s.prompt("testpref", "House rule for tests: every new Rust command gets a cargo test first, against a real "
             "in-memory SQLite (sqlite::memory: with the migrations run), never a mocked database. Mocking is only "
             "for the IPC boundary in the front-end tests.")
    s.bash(None, "pnpm lint", "> feltbog@0.1.0 lint /home/astrid/src/feltbog\n> eslint . && prettier --check .\n\n"
           "Checking formatting...\nAll matched files use Prettier code style!")
    s.bash("commit2", "git add -A && git commit -m 'feat(ui): catch entry form with species picker'",
           "[main 9c31d05] feat(ui): catch entry form with species picker\n 11 files changed, 486 insertions(+), "
           "12 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("export", "Export for the ringing centre: the Copenhagen ringing central wants EURING 2000+ records, one "
             "pipe-separated line per capture. Rust command export_euring(from, to) writing a .psv via the dialog "
             "plugin. Also autosave: the form saves a draft every 30 seconds so a crash in the hut doesn't lose a "
             "bird.")
    s.write("euringrs", "src-tauri/src/euring.rs", "//! EURING 2000+ exchange code: one line per record, 60+ "
            "pipe-separated fields.\npub fn to_line(c: &CatchRow) -> String {\n    let mut f = vec![\"DKC\".to_string(), "
            "\"A0\".into(), c.ring_number.replace(' ', \".\")];\n    // fields 4..64: species, age, sex, wing, weight in "
            "0.1 g, fat, date ddmmyyyy, time HHMM, place code DK43 ...\n    f.join(\"|\")\n}\n")
    s.edit("autosave", "src/routes/catches/+page.svelte", "  async function save() {",
           "  const AUTOSAVE_MS = 30_000;\n  $effect(() => {\n    const t = setInterval(() => saveDraft(), "
           "AUTOSAVE_MS);\n    return () => clearInterval(t);\n  });\n  async function save() {")
    s.bash("cargotest1", "cd src-tauri && cargo test", "running 9 tests\ntest euring::tests::ring_number_dots ... ok\n"
           "test euring::tests::weight_in_tenths ... ok\ntest commands::catches::tests::add_then_list ... ok\n\ntest "
           "result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s")
    s.bash("lockedfail", "pnpm tauri dev  # export of 2026 test data while the form autosaves",
           "[feltbog] export_euring: 1834 rows ...\n[feltbog] ERROR save_draft: error returned from database: "
           "(code: 5) database is locked\n[feltbog] ERROR save_draft: error returned from database: (code: 5) "
           "database is locked", code=0)
    s.read("dbrs", "src-tauri/src/db.rs", "use sqlx::sqlite::{SqlitePool, SqlitePoolOptions};\n\npub struct Db { pub "
           "pool: SqlitePool }\n\npub async fn open(path: &str) -> Result<Db, sqlx::Error> {\n    let pool = "
           "SqlitePoolOptions::new().max_connections(4)\n        .connect(&format!(\"sqlite://{path}?mode=rwc\")).await?;\n"
           "    sqlx::migrate!().run(&pool).await?;\n    Ok(Db { pool })\n}\n")
    s.prompt("lockedwhy", "The export holds a long read transaction in rollback-journal mode, so the autosave writer "
             "gets SQLITE_BUSY at once (no busy timeout). Switch the pool to WAL, busy_timeout 5 s, synchronous NORMAL.")
    s.edit("walfix", "src-tauri/src/db.rs", "    let pool = SqlitePoolOptions::new().max_connections(4)\n        "
           ".connect(&format!(\"sqlite://{path}?mode=rwc\")).await?;",
           "    let opts = SqliteConnectOptions::from_str(&format!(\"sqlite://{path}\"))?\n        .create_if_missing(true)"
           "\n        .journal_mode(SqliteJournalMode::Wal)\n        .synchronous(SqliteSynchronous::Normal)\n        "
           ".busy_timeout(Duration::from_secs(5));\n    let pool = SqlitePoolOptions::new().max_connections(4)"
           ".connect_with(opts).await?;")
    s.bash("walok", "pnpm tauri dev  # same export + autosave", "[feltbog] export_euring: 1834 rows written to "
           "/home/astrid/Desktop/skovklint-2026.psv in 212 ms\n[feltbog] save_draft ok (x3)")
    s.lesson("lesson1", "SQLite through sqlx: open the pool in WAL journal mode with a busy_timeout (5 s here); the "
             "default rollback journal and zero timeout make any long read (the EURING export) fail concurrent writes "
             "with 'database is locked' (code 5).", "feltbog: autosave failed during the EURING export")
    s.bash("commit3", "git add -A && git commit -m 'feat(export): EURING 2000+ export; fix(db): WAL and busy timeout'",
           "[main 2d7f9e1] feat(export): EURING 2000+ export; fix(db): WAL and busy timeout\n 6 files changed, 311 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("rename", "Jens says nobody at the station says 'catch': a bird is a capture, and a retrap is a capture "
             "too. Rename everywhere: table catches -> captures (migration, keep the data), command add_catch -> "
             "record_capture, list_catches -> list_captures, and the route /catches -> /log, since that's what the "
             "ringers call the screen.")
    s.write("migration2", "src-tauri/migrations/0002_rename_captures.sql", "ALTER TABLE catches RENAME TO captures;\n"
            "ALTER TABLE captures RENAME COLUMN caught_at TO captured_at;\nDROP INDEX catches_ring_time;\nCREATE UNIQUE "
            "INDEX captures_ring_time ON captures (ring_number, captured_at);\n")
    s.bash("gitmv", "git mv src-tauri/src/commands/catches.rs src-tauri/src/commands/captures.rs && git mv "
           "src/routes/catches src/routes/log", "")
    s.grep("grepcatch", "add_catch|list_catches|/catches", ["src-tauri/src/lib.rs", "src-tauri/src/commands/captures.rs",
           "src/lib/api.ts", "src/lib/Nav.svelte", "e2e/entry.spec.ts"])
    s.edit("librs", "src-tauri/src/lib.rs", ".invoke_handler(tauri::generate_handler![commands::catches::add_catch, "
           "commands::catches::list_catches, export_euring])", ".invoke_handler(tauri::generate_handler!["
           "commands::captures::record_capture, commands::captures::list_captures, export_euring])")
    s.bash("prepfail", "cd src-tauri && SQLX_OFFLINE=true cargo build", "",
           "error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update "
           "the query cache or unset `SQLX_OFFLINE`\n  --> src/commands/captures.rs:27:14\n\nerror: could not compile "
           "`feltbog` (lib) due to 2 previous errors", code=101)
    s.bash("prepfix", "cd src-tauri && sqlx migrate run && cargo sqlx prepare && git add .sqlx",
           "Applied 2/migrate rename captures (1.902ms)\nquery data written to .sqlx in the current directory; please "
           "check this into version control")
    s.prompt("prephook", "That will happen every time we touch a query. Add a check to CI: `cargo sqlx prepare "
             "--check` fails the build when .sqlx is stale, so we see it in the PR and not on release day.")
    s.bash("cargotest2", "cd src-tauri && cargo test", "running 11 tests\ntest commands::captures::tests::"
           "record_then_list ... ok\ntest commands::captures::tests::retrap_same_ring_new_time ... ok\n\ntest result: ok. "
           "11 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.47s")
    s.prompt("playwright", "End-to-end tests with Playwright against the built front end (pnpm build && pnpm preview) "
             "with the IPC mocked: enter a bird on /log, see it in today's list. e2e/ folder, Chromium only for now.")
    s.write("e2espec", "e2e/log.spec.ts", "import { test, expect } from '@playwright/test';\n\ntest('a new capture shows "
            "in today\\'s list', async ({ page }) => {\n  await page.goto('/log');\n  await page.getByLabel('Ring').fill("
            "'DKC 9A41207');\n  await page.getByLabel('Species').fill('Rødhals');\n  await page.getByRole('option', { "
            "name: /Erithacus rubecula/ }).click();\n  await page.getByLabel('Wing (mm)').fill('72');\n  await "
            "page.getByRole('button', { name: 'Save' }).click();\n  await expect(page.getByRole('row', { name: "
            "/9A41207/ })).toBeVisible();\n});\n")
    s.bash("e2eok", "pnpm exec playwright test", "Running 3 tests using 1 worker\n\n  ✓  1 [chromium] › log.spec.ts:3:1 "
           "› a new capture shows in today's list (1.9s)\n  ✓  2 [chromium] › log.spec.ts:17:1 › retrap warns about "
           "an existing ring (1.4s)\n  ✓  3 [chromium] › export.spec.ts:4:1 › export dialog opens (0.8s)\n\n  3 passed "
           "(6.2s)")
    s.bash("commit4", "git add -A && git commit -m 'refactor(db): catches -> captures, route /catches -> /log' -m "
           "'Migration 0002 renames the table and caught_at -> captured_at; commands are record_capture and "
           "list_captures.'", "[main 71aa3c4] refactor(db): catches -> captures, route /catches -> /log\n 19 files "
           "changed, 132 insertions(+), 118 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("release", "Release builds on GitHub Actions for all three: macOS universal (.dmg), Windows (.msi via "
             "WiX) and Linux (.AppImage and .deb), with tauri-action, on a v* tag, as a draft release. The station "
             "has two Windows tablets and Jens's MacBook; Mikkel runs Ubuntu.")
    s.write("releaseyml", ".github/workflows/release.yml", RELEASE_YML)
    s.bash("linuxfail", "gh run view 9128834410 --log-failed", "build (ubuntu-22.04)\tRun tauri-apps/tauri-action@v0\t"
           "warning: feltbog@0.1.0: Package webkit2gtk-4.1 was not found in the pkg-config search path.\nPerhaps you "
           "should add the directory containing `webkit2gtk-4.1.pc'\nto the PKG_CONFIG_PATH environment variable\n"
           "error: failed to run custom build command for `javascriptcoregtk-rs-sys v2.0.1`\nError: Process completed "
           "with exit code 101.")
    s.prompt("linuxwhy", "Tauri 2 needs webkit2gtk 4.1 and the runner doesn't have the dev packages. Install them in a "
             "step only on ubuntu: libwebkit2gtk-4.1-dev, libappindicator3-dev, librsvg2-dev, patchelf.")
    s.edit("linuxfix", ".github/workflows/release.yml", "      - run: pnpm install --frozen-lockfile",
           "      - if: matrix.platform == 'ubuntu-22.04'\n        run: |\n          sudo apt-get update\n          "
           "sudo apt-get install -y libwebkit2gtk-4.1-dev libappindicator3-dev librsvg2-dev patchelf\n      - run: "
           "pnpm install --frozen-lockfile")
    s.bash("runok1", "gh run watch 9128911702", "✓ build (macos-14) in 14m12s\n✓ build (ubuntu-22.04) in 9m38s\n✓ "
           "build (windows-2022) in 17m05s\n\n✓ Run release (9128911702) completed with 'success'")
    s.prompt("updater", "Auto-updater: tauri-plugin-updater with the endpoint "
             "https://github.com/skovklint/feltbog/releases/latest/download/latest.json, and the app checks on "
             "startup and installs updates by itself, so the tablets never lag behind.")
    s.bash("signer", "pnpm tauri signer generate -w ~/.tauri/feltbog.key", "Your keypair was generated successfully\n"
           "Private: /home/astrid/.tauri/feltbog.key (Keep it secret!)\nPublic: /home/astrid/.tauri/feltbog.key.pub\n\n"
           "Make sure to include this public key in your tauri.conf.json")
    s.edit("updaterconf", "src-tauri/tauri.conf.json", "  \"plugins\": {}",
           "  \"plugins\": {\n    \"updater\": {\n      \"pubkey\": \"dW50cnVzdGVkIGNvbW1lbnQ6IG1pbmlzaWduIHB1YmxpYyBrZXk6"
           "IDNBMjE4RkM3...\",\n      \"endpoints\": [\"https://github.com/skovklint/feltbog/releases/latest/download/"
           "latest.json\"],\n      \"windows\": { \"installMode\": \"passive\" }\n    }\n  }")
    s.remember("memkeys", "Feltbog signing material: the updater key pair is ~/.tauri/feltbog.key (+ .pub, pubkey in "
               "tauri.conf.json); the private key and its password are the GitHub secrets TAURI_SIGNING_PRIVATE_KEY "
               "and TAURI_SIGNING_PRIVATE_KEY_PASSWORD, backup in 1Password vault 'Skovklint'. Losing the key means "
               "installed apps can never update again.", "Where the updater signing keys live", "fact")
    s.edit("minmacos", "src-tauri/tauri.conf.json", "\"macOS\": {}", "\"macOS\": { \"minimumSystemVersion\": \"10.15\" }")
    s.bash("commit5", "git add -A && git commit -m 'ci: release workflow for macOS, Windows and Linux; feat: updater'",
           "[main b04e6c8] ci: release workflow for macOS, Windows and Linux; feat: updater\n 5 files changed, 118 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("signing", "Code signing. macOS: Developer ID Application certificate of Skovklint's Apple team + "
             "notarization with an App Store Connect API key. Windows: an OV code-signing certificate from SSL.com "
             "with eSigner cloud signing (the cheapest that works in CI, $129 a year); SmartScreen will still warn "
             "until it has reputation, fine.")
    s.edit("macsign", ".github/workflows/release.yml", "          SQLX_OFFLINE: 'true'",
           "          SQLX_OFFLINE: 'true'\n          APPLE_CERTIFICATE: ${{ secrets.APPLE_CERTIFICATE }}\n          "
           "APPLE_CERTIFICATE_PASSWORD: ${{ secrets.APPLE_CERTIFICATE_PASSWORD }}\n          APPLE_SIGNING_IDENTITY: "
           "'Developer ID Application: Skovklint Fuglestation (7QK2M4X9LD)'\n          APPLE_API_KEY: ${{ "
           "secrets.APPLE_API_KEY }}\n          APPLE_API_ISSUER: ${{ secrets.APPLE_API_ISSUER }}")
    s.edit("winsign1", "src-tauri/tauri.conf.json", "\"windows\": {}", "\"windows\": { \"signCommand\": "
           "\"CodeSignTool sign -username=${{ES_USERNAME}} -credential_id=${{ES_CREDENTIAL_ID}} -input_file_path %1\" }")
    s.bash("notarized", "gh run view 9141120365 --log | grep -i notar", "build (macos-14)\tNotarizing "
           "/Users/runner/work/feltbog/feltbog/src-tauri/target/universal-apple-darwin/release/bundle/macos/Feltbog.app\n"
           "build (macos-14)\tNotarization status: Accepted (took 3m 41s)\nbuild (macos-14)\tStapling ticket... done")
    s.prompt("e2eworkers", "Playwright is slow with one worker; set workers to 4 and run it in CI on every push, "
             "with the real Tauri backend this time (tauri-driver isn't on macOS, so Linux only).")
    s.bash("locked2fail", "pnpm exec playwright test --workers=4", "Running 14 tests using 4 workers\n\n  ✘  6 "
           "[chromium] › log.spec.ts:31:1 › retrap warns about an existing ring (5.2s)\n\n    Error: save failed: "
           "error returned from database: (code: 5) database is locked\n\n  ✘  9 [chromium] › export.spec.ts:12:1 › "
           "export writes one line per capture (5.1s)\n\n  2 failed\n  12 passed (21.4s)", code=1)
    s.read("e2econfig", "playwright.config.ts", "import { defineConfig } from '@playwright/test';\n\nexport default "
           "defineConfig({\n  testDir: 'e2e',\n  workers: 4,\n  use: { baseURL: 'http://localhost:1420' },\n  "
           "webServer: { command: 'pnpm tauri dev --no-watch', port: 1420, reuseExistingServer: true },\n});\n")
    s.prompt("locked2why", "Not the WAL thing this time: all four workers drive the same app and the same "
             "feltbog.db in the app data dir, and two tests clear the table in beforeEach with a DELETE inside a long "
             "transaction while the others insert; 5 s of busy timeout isn't enough. Give each worker its own "
             "database: read FELTBOG_DB from the environment in db.rs and set it per worker.")
    s.edit("dbenv", "src-tauri/src/db.rs", "pub async fn open(path: &str)", "/// FELTBOG_DB overrides the path "
           "(one database per Playwright worker).\npub async fn open(default_path: &str)")
    s.edit("perworker", "e2e/fixtures.ts", "export const test = base;", "export const test = base.extend({\n  "
           "dbPath: async ({}, use, info) => use(`/tmp/feltbog-e2e-${info.workerIndex}.db`),\n});")
    s.bash("e2eok2", "pnpm exec playwright test --workers=4", "Running 14 tests using 4 workers\n\n  14 passed (9.8s)")
    s.lesson("lesson2", "'database is locked' can come back with WAL on: when parallel Playwright workers share one "
             "SQLite file and some tests wipe tables in long transactions, the busy timeout runs out. Give every test "
             "worker its own database file (FELTBOG_DB) instead of raising the timeout.",
             "feltbog: e2e failures with 4 workers")
    s.bash("commit6", "git add -A && git commit -m 'ci: sign and notarize macOS, sign Windows with eSigner' -m "
           "'test(e2e): one database per Playwright worker'", "[main 5fe2d90] ci: sign and notarize macOS, sign "
           "Windows with eSigner\n 7 files changed, 64 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git pull && git status", "Already up to date.\nOn branch main\nnothing to commit, working tree clean")
    s.prompt("biome", "pnpm lint takes 14 seconds with ESLint + Prettier and the Svelte plugin keeps fighting "
             "Prettier. Let's drop both and use Biome for lint and format of the TS files (svelte-check stays for "
             ".svelte). Biome formats in 0.4 s on the whole repo.")
    s.bash("biomeinit", "pnpm remove eslint prettier eslint-plugin-svelte prettier-plugin-svelte "
           "@typescript-eslint/parser && pnpm add -D @biomejs/biome@1.9.4 && pnpm biome init",
           "Packages: -143 +2\nProgress: resolved 412, reused 398, downloaded 2, added 2, done\n\nWelcome to Biome! "
           "Created biome.json")
    s.prompt("tabs", "Formatting rules: tabs for indentation, single quotes, line width 110, trailing commas "
             "everywhere. Same in Rust as far as rustfmt allows (hard_tabs = true, max_width = 110).")
    s.write("biomejson", "biome.json", "{\n\t\"$schema\": \"https://biomejs.dev/schemas/1.9.4/schema.json\",\n\t"
            "\"formatter\": { \"indentStyle\": \"tab\", \"lineWidth\": 110 },\n\t\"javascript\": { \"formatter\": { "
            "\"quoteStyle\": \"single\", \"trailingCommas\": \"all\" } },\n\t\"linter\": { \"rules\": { "
            "\"recommended\": true } },\n\t\"files\": { \"ignore\": [\"build\", \".svelte-kit\", \"src-tauri/target\"] }\n}\n")
    s.bash("biomecheck", "pnpm biome check --write . && pnpm svelte-check", "Checked 64 files in 412ms. Fixed 58 files."
           "\n\n====================================\nsvelte-check found 0 errors and 0 warnings")
    s.prompt("updaterask", "Actually let's not install updates by themselves. Jens called: an update restarted a tablet "
             "in the middle of a morning net round. The app should check on startup, and if there is an update show "
             "a banner 'New version x.y.z - install after the round'; only the ringer's click downloads and installs.")
    s.edit("updaterbanner", "src/lib/updates.ts", "if (update) {\n\tawait update.downloadAndInstall();\n\tawait "
           "relaunch();\n}", "if (update) {\n\tpendingUpdate.set(update); // UpdateBanner.svelte asks; install only on "
           "click\n}")
    s.prompt("blobs", "Photos: ringers photograph odd wing moult. Right now they go into captures.photo as a BLOB. "
             "Jens's test database from last season is 412 MB with 2,300 photos and the list view takes 3.2 s to "
             "open. Let's move photos out of the database into files under the app data dir (photos/<year>/<ring>-"
             "<id>.jpg) and keep only the path.")
    s.bash("dbsize", "ls -lh ~/.local/share/dk.skovklint.feltbog/feltbog.db && sqlite3 "
           "~/.local/share/dk.skovklint.feltbog/feltbog.db 'select count(*), sum(length(photo))/1048576 from captures "
           "where photo is not null'", "-rw-r--r-- 1 astrid astrid 412M May 19 15:31 /home/astrid/.local/share/"
           "dk.skovklint.feltbog/feltbog.db\n2300|397")
    s.bash("commit7", "git add -A && git commit -m 'chore: replace ESLint and Prettier with Biome' -m "
           "'feat(updater): ask before installing'", "[main 0c8be17] chore: replace ESLint and Prettier with Biome\n 63 "
           "files changed, 1402 insertions(+), 1377 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("photomig", "Do the photo move now: migration 0003 adds photo_path, a Rust one-off in the startup "
             "path writes every BLOB to photos/<year>/<ring>-<id>.jpg and sets the path, then 0004 drops the photo "
             "column. Resize on import to max 1600 px and 2 MB.")
    s.write("migration3", "src-tauri/migrations/0003_photo_path.sql", "ALTER TABLE captures ADD COLUMN photo_path TEXT;"
            "\n")
    s.write("photosrs", "src-tauri/src/photos.rs", "//! Moves photo BLOBs out of captures into files under the app data"
            " dir.\npub const MAX_EDGE_PX: u32 = 1600;\npub const MAX_BYTES: usize = 2 * 1024 * 1024;\n\npub async fn "
            "move_blobs_to_files(pool: &SqlitePool, dir: &Path) -> Result<usize, AppError> {\n    // SELECT id, "
            "ring_number, captured_at, photo FROM captures WHERE photo IS NOT NULL ...\n}\n")
    s.bash("photomigrun", "pnpm tauri dev  # against a copy of Jens's 2026 database", "[feltbog] migrate: applied "
           "0003_photo_path\n[feltbog] photos: moved 2300 of 2300 photos to files in 48.7 s\n[feltbog] migrate: "
           "applied 0004_drop_photo_blob")
    s.bash("vacuum", "sqlite3 /tmp/jens-2026.db 'VACUUM' && ls -lh /tmp/jens-2026.db", "-rw-r--r-- 1 astrid astrid "
           "9.4M May 21 12:02 /tmp/jens-2026.db")
    s.bash("slowlist", "pnpm tauri dev  # open /log for 2026-09-14", "[feltbog] list_captures(day=2026-09-14): 611 rows "
           "in 1.07 s")
    s.prompt("indexq", "Still a second for a busy September day. EXPLAIN QUERY PLAN says it scans captures because "
             "date(captured_at) can't use an index. Store a captured_on date column and index (captured_on, "
             "species_code).")
    s.write("migration5", "src-tauri/migrations/0005_captured_on.sql", "ALTER TABLE captures ADD COLUMN captured_on TEXT "
            "GENERATED ALWAYS AS (substr(captured_at, 1, 10)) VIRTUAL;\nCREATE INDEX captures_day_species ON captures "
            "(captured_on, species_code);\n")
    s.bash("fastlist", "pnpm tauri dev  # open /log for 2026-09-14", "[feltbog] list_captures(day=2026-09-14): 611 rows "
           "in 38 ms")
    s.edit("autosave10", "src/routes/log/+page.svelte", "\tconst AUTOSAVE_MS = 30_000;", "\tconst AUTOSAVE_MS = 10_000;"
           " // Jens: 30 s lost a whole bird when a tablet died in the cold")
    s.bash("cargotest3", "cd src-tauri && cargo sqlx prepare && cargo test", "query data written to .sqlx in the "
           "current directory\nrunning 16 tests\ntest photos::tests::moves_blob_and_sets_path ... ok\ntest "
           "photos::tests::resizes_to_1600 ... ok\n\ntest result: ok. 16 passed; 0 failed; 0 ignored; 0 measured; "
           "0 filtered out; finished in 0.88s")
    s.remember("memjens", "Jens Kragh (station leader, Skovklint) tests every release on the station's Windows "
               "tablets before the ringers get it; send him release notes in Danish, short, in the GitHub release "
               "body. Never ship a release on a Friday or during the morning net rounds (05:00-11:00): the ringers "
               "can't be without the app.", "Releasing to the station", "preference")
    s.bash("commit8", "git add -A && git commit -m 'feat(photos): store photos as files, keep photo_path' -m "
           "'perf(db): captured_on + index for the day list (1.07 s -> 38 ms)'", "[main e81d4a3] feat(photos): store "
           "photos as files, keep photo_path\n 12 files changed, 287 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("rc", "Release candidate today, v0.3.0: bump the versions, tag, let the workflow build the draft, and "
             "I install it on the test tablet to see the updater pick it up from v0.2.1.")
    s.bash("bump", "pnpm version 0.3.0 --no-git-tag-version && sed -i 's/^version = \"0.2.1\"/version = \"0.3.0\"/' "
           "src-tauri/Cargo.toml && cargo update -p feltbog --manifest-path src-tauri/Cargo.toml", "v0.3.0")
    s.edit("sqlx08", "src-tauri/Cargo.toml", "sqlx = { version = \"0.7\",", "sqlx = { version = \"0.8\",")
    s.bash("cargotest4", "cd src-tauri && cargo sqlx prepare && cargo test", "   Compiling sqlx v0.8.2\nrunning 16 tests"
           "\n\ntest result: ok. 16 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.91s")
    s.bash("tagrc", "git tag v0.3.0 && git push origin main v0.3.0", "To github.com:skovklint/feltbog.git\n * [new tag]"
           "         v0.3.0 -> v0.3.0")
    s.bash("sigfail", "gh run view 9170455821 --log-failed", "build (windows-2022)\tRun tauri-apps/tauri-action@v0\t"
           "Finished 2 bundles at:\n    src-tauri\\target\\release\\bundle\\msi\\Feltbog_0.3.0_x64_en-US.msi\n"
           "Error failed to bundle project: failed to decode secret key: incorrect updater private key password: "
           "Missing comment in secret key\nError: Process completed with exit code 1.")
    s.prompt("sigwhy", "The secret was saved without its first line: I copied the key file from the second line on, "
             "so the 'untrusted comment:' header is missing. Put the whole file in TAURI_SIGNING_PRIVATE_KEY "
             "(base64 of the file as the signer wrote it), and the password in TAURI_SIGNING_PRIVATE_KEY_PASSWORD.")
    s.bash("secretfix", "gh secret set TAURI_SIGNING_PRIVATE_KEY < ~/.tauri/feltbog.key && gh run rerun 9170455821 "
           "--failed", "✓ Set Actions secret TAURI_SIGNING_PRIVATE_KEY for skovklint/feltbog\n✓ Requested rerun (failed "
           "jobs) of run 9170455821")
    s.bash("runok2", "gh run watch 9170455821", "✓ build (macos-14) in 15m02s\n✓ build (ubuntu-22.04) in 10m11s\n✓ build "
           "(windows-2022) in 18m40s\n\n✓ Run release (9170455821) completed with 'success'")
    s.bash("updatecheck", "curl -sL https://github.com/skovklint/feltbog/releases/download/v0.3.0/latest.json | jq "
           "'.version, (.platforms | keys)'", "\"0.3.0\"\n[\n  \"darwin-aarch64\",\n  \"darwin-x86_64\",\n  "
           "\"linux-x86_64\",\n  \"windows-x86_64\"\n]")
    s.prompt("smartscreen", "Jens on the phone: the tablet's SmartScreen shows 'unknown publisher' with the eSigner "
             "build, and SSL.com's eSigner charges per signature on top of the $129 once we go over 20 a month. "
             "Switch Windows signing to Azure Trusted Signing: $9.99 a month, signs in CI with a GitHub OIDC login, "
             "and Microsoft-issued certificates get SmartScreen reputation faster.")
    s.edit("azuresign", "src-tauri/tauri.conf.json", "\"signCommand\": \"CodeSignTool sign -username=${{ES_USERNAME}} "
           "-credential_id=${{ES_CREDENTIAL_ID}} -input_file_path %1\"", "\"signCommand\": \"trusted-signing-cli -e "
           "https://neu.codesigning.azure.net -a skovklint-signing -c feltbog-public %1\"")
    s.edit("minmacos11", "src-tauri/tauri.conf.json", "\"minimumSystemVersion\": \"10.15\"",
           "\"minimumSystemVersion\": \"11.0\"")
    s.prompt("minmacwhy", "Catalina is out anyway: nobody at the station has a Mac older than Big Sur, and the "
             "notarization warnings about the 10.15 deployment target go away with 11.0.")
    s.bash("commit9", "git add -A && git commit -m 'chore(release): v0.3.0; sqlx 0.8' -m 'ci: Azure Trusted Signing "
           "for Windows instead of eSigner; macOS minimum 11.0'", "[main a3c61f0] chore(release): v0.3.0; sqlx 0.8\n"
           " 9 files changed, 58 insertions(+), 33 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.prompt("azurerun", "Re-run the Windows build with Trusted Signing; the Azure account and the certificate "
             "profile were approved yesterday.")
    s.bash("azurefail", "gh run view 9181230047 --log-failed", "build (windows-2022)\tRunning signCommand "
           "trusted-signing-cli -e https://neu.codesigning.azure.net -a skovklint-signing -c feltbog-public "
           "Feltbog.exe\nError: SignerSign() failed. (-2147024891/0x80070005)\nAzure: 403 Forbidden: The "
           "principal does not have the Trusted Signing Certificate Profile Signer role on "
           "'skovklint-signing/feltbog-public'\nfailed to bundle project: failed to sign Feltbog.exe")
    s.prompt("azurewhy", "The OIDC app registration has Contributor on the resource group, but signing needs the "
             "'Trusted Signing Certificate Profile Signer' role on the account. I'll add the role in the portal; and "
             "the endpoint is West Europe, not North Europe: weu.codesigning.azure.net.")
    s.edit("azureendpoint", "src-tauri/tauri.conf.json", "https://neu.codesigning.azure.net",
           "https://weu.codesigning.azure.net")
    s.bash("azureok", "gh run rerun 9181230047 --failed && gh run watch 9181230047", "✓ build (windows-2022) in 19m22s\n"
           "  Signed Feltbog_0.3.0_x64_en-US.msi (Trusted Signing, publisher: Skovklint Fuglestation)\n\n✓ Run release "
           "(9181230047) completed with 'success'")
    s.bash("e2eflake", "pnpm exec playwright test", "Running 17 tests using 4 workers\n\n  ✘  11 [chromium] › "
           "update-banner.spec.ts:8:1 › banner offers the new version (5.0s)\n\n    Error: Timed out 5000ms waiting for "
           "expect(locator).toBeVisible()\n    Locator: getByText('install after the round')\n\n  1 failed\n  16 passed "
           "(11.3s)", code=1)
    s.prompt("flakewhy", "The banner waits for the update check, and the mocked check() answers after a 6 s delay "
             "I put in to mimic the station's slow 4G. Lower the mock delay to 500 ms; don't raise the expect timeout "
             "and never mark it test.fixme: a flaky test gets fixed the same day or deleted.")
    s.edit("flakefix", "e2e/update-banner.spec.ts", "mockUpdateCheck({ delayMs: 6000 })", "mockUpdateCheck({ delayMs: "
           "500 })")
    s.bash("e2eok3", "pnpm exec playwright test", "Running 17 tests using 4 workers\n\n  17 passed (10.6s)")
    s.bash("publish", "gh release edit v0.3.0 --draft=false --notes-file notes/0.3.0.da.md", "https://github.com/"
           "skovklint/feltbog/releases/tag/v0.3.0")
    s.remember("memrelease", "Feltbog release checklist: bump package.json + src-tauri/Cargo.toml versions, cargo sqlx "
               "prepare --check, cargo test, pnpm vitest run, Playwright, tag vX.Y.Z, wait for the draft (macOS "
               "universal signed + notarized, Windows signed with Azure Trusted Signing, Linux AppImage + deb), "
               "Jens tests on a tablet, then publish with Danish notes. v0.3.0 published 27 May 2027.",
               "Release checklist", "fact")
    s.bash("commit10", "git add -A && git commit -m 'fix(ci): Trusted Signing endpoint weu' -m 'test(e2e): shorter "
           "update-check mock delay'", "[main 6b2f0d8] fix(ci): Trusted Signing endpoint weu\n 3 files changed, 4 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("feedback", "First feedback from the station after v0.3.0: Mikkel wants the net list to include the new "
             "nets 14-18 on the reed bed, and the fat score should go to 0-9 (they use the Kaiser scale now, not "
             "0-8). And the photos folder should be called media/ because they want to attach sound recordings too.")
    s.write("migration6", "src-tauri/migrations/0006_fat_scale.sql", "-- Kaiser fat scale 0-9 (was 0-8)\nCREATE TABLE "
            "captures_new AS SELECT * FROM captures;\n-- ... rebuild with CHECK (fat_score BETWEEN 0 AND 9)\n")
    s.edit("nets", "src/lib/nets.ts", "export const NETS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', "
           "'12', '13'];", "export const NETS = [...Array.from({ length: 18 }, (_, i) => String(i + 1))]; // 14-18: "
           "reed bed, added May 2027")
    s.bash("mvmedia", "git grep -l 'photos/' -- src-tauri src && git mv src-tauri/src/photos.rs src-tauri/src/media.rs",
           "src-tauri/src/lib.rs\nsrc-tauri/src/photos.rs\nsrc/lib/PhotoStrip.svelte")
    s.edit("mediadir", "src-tauri/src/media.rs", "//! Moves photo BLOBs out of captures into files under the app data"
           " dir.", "//! Photos and sound recordings of a capture, as files under <app data>/media/<year>/.\n"
           "pub const MEDIA_DIR: &str = \"media\"; // was photos/ until v0.3.1; moved on first start")
    s.bash("cargotest5", "cd src-tauri && cargo test", "running 19 tests\ntest media::tests::moves_photos_dir_to_media "
           "... ok\ntest commands::captures::tests::fat_score_nine_is_valid ... ok\n\ntest result: ok. 19 passed; 0 "
           "failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.93s")
    s.bash("vitest5", "pnpm vitest run", " Test Files  6 passed (6)\n      Tests  31 passed (31)\n   Duration  2.41s")
    s.bash("biome5", "pnpm biome check . && pnpm svelte-check", "Checked 71 files in 398ms. No fixes applied.\n"
           "svelte-check found 0 errors and 0 warnings")
    s.prompt("norelease", "Don't tag v0.3.1 today, it's Friday; tag it on Tuesday morning after the net round, once "
             "Jens has tried the branch on a tablet over the weekend.")
    s.bash("commit11", "git add -A && git commit -m 'feat(db): Kaiser fat scale 0-9; nets 14-18' -m 'refactor: "
           "photos/ -> media/ for photos and sound recordings'", "[main 8d90b52] feat(db): Kaiser fat scale 0-9; nets "
           "14-18\n 10 files changed, 96 insertions(+), 27 deletions(-)")
    s.bash(None, "git push origin main", "To github.com:skovklint/feltbog.git\n   6b2f0d8..8d90b52  main -> main")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T09:10:00", "3a7c1e20-5b2d-4c11-8e0f-0a1b2c3d0101", s1),   # Mon
    ("s2", "2027-05-05T13:30:00", "4b8d2f31-6c3e-4d22-9f10-1b2c3d4e0202", s2),   # Wed
    ("s3", "2027-05-07T10:00:00", "5c9e3042-7d4f-4e33-a021-2c3d4e5f0303", s3),   # Fri
    ("s4", "2027-05-11T14:00:00", "6daf4153-8e50-4f44-b132-3d4e5f600404", s4),   # Tue
    ("s5", "2027-05-13T09:30:00", "7eb05264-9f61-4055-c243-4e5f60710505", s5),   # Thu
    ("s6", "2027-05-17T10:00:00", "8fc16375-a072-4166-d354-5f6071820606", s6),   # Mon
    ("s7", "2027-05-19T15:00:00", "90d27486-b183-4277-e465-607182930707", s7),   # Wed
    ("s8", "2027-05-21T11:00:00", "a1e38597-c294-4388-f576-718293a40808", s8),   # Fri
    ("s9", "2027-05-25T09:00:00", "b2f496a8-d3a5-4499-0687-8293a4b50909", s9),   # Tue
    ("s10", "2027-05-27T13:00:00", "c305a7b9-e4b6-45aa-1798-93a4b5c61010", s10),  # Thu
    ("s11", "2027-05-28T10:00:00", "d416b8ca-f5c7-46bb-28a9-a4b5c6d71111", s11),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2027-05-31T08:45:00Z"
