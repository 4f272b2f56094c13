"""The eleven sessions of the clipwright history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad58_files import (CHANGELOG_090, DB_TS, E2E_SPEC, EBUILDER_YML, MAIN_TS, PACKAGE_JSON, PEAKS_TS, PRELOAD_TS,
                        RELEASE_YML, UPDATER_TS, WHISPER_CLI_TS, WHISPER_SERVER_TS)

ROOT = "/Users/tobias/code/clipwright"


def ok_unit(files, tests, ms="812ms", at="10:41:12"):
    rows = "".join(f" ✓ tests/unit/{name} ({n} tests) {t}\n" for name, n, t in files)
    return (f"\n RUN  v2.1.4 {ROOT}\n\n{rows}\n Test Files  {len(files)} passed ({len(files)})\n"
            f"      Tests  {tests} passed ({tests})\n   Start at  {at}\n   Duration  {ms} (transform 96ms, setup 0ms, "
            f"collect 204ms, tests 61ms, environment 0ms, prepare 311ms)\n")


UNIT2 = [("store.test.ts", 6, "48ms"), ("cuts.test.ts", 9, "12ms")]
UNIT4 = UNIT2 + [("peaks.test.ts", 3, "211ms"), ("loudness.test.ts", 4, "1.92s")]
UNIT9 = UNIT4 + [("singlefile.test.ts", 3, "64ms")]


def ok_e2e(n, secs, titles):
    rows = "".join(f"  ✓  {i + 1} e2e/editor.spec.ts:{18 + 9 * i}:5 › {t} ({1.9 + i * 1.3:.1f}s)\n"
                   for i, t in enumerate(titles))
    return f"\nRunning {n} tests using 1 worker\n\n{rows}\n  {n} passed ({secs})\n"


EBUILDER_YML_S7 = EBUILDER_YML.replace(
    "  entitlementsInherit: build/entitlements.mac.plist",
    "  entitlementsInherit: build/entitlements.mac.plist\n  # our own executables from extraResources: signed + hardened "
    "runtime, or notarization fails\n  binaries:\n    - Contents/Resources/bin/ffmpeg\n    - Contents/Resources/bin/"
    "ffprobe\n    - Contents/Resources/bin/whisper-server")

E2E_TITLES = ["opens a new project", "imports a wav and draws the waveform", "cuts at the playhead and undoes",
              "survives a reload with the cuts saved", "exports an mp3"]


def s1(s):
    s.start()
    s.prompt("goal", "New project: clipwright, a desktop podcast editor for Fernhill Studio (Nadia Okafor does "
             "product and design, Rafael Costa runs ops and money, I write the code). Think Descript-lite that "
             "runs fully offline: open an episode, see the waveform and the transcript, cut by deleting words, "
             "export a finished mp3. Stack: Electron + React + TypeScript via electron-vite, ffmpeg for all media "
             "work, whisper.cpp for transcripts, the project file is an SQLite database through better-sqlite3, "
             "electron-builder for signed macOS and Windows builds, Playwright for end-to-end tests. Scaffold it.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x   3 tobias  staff    96 Nov  6 09:11 .\ndrwxr-xr-x  14 tobias  staff  "
           "448 Nov  6 09:10 ..\ndrwxr-xr-x   9 tobias  staff   288 Nov  6 09:11 .git")
    s.prompt("rules", "House rules before anything else: npm only, package-lock.json committed, no yarn or pnpm "
             "(pnpm's symlinked node_modules and electron-builder's native module handling don't get along). "
             "TypeScript strict everywhere, no `any` (use `unknown` and narrow). The renderer is locked down: "
             "contextIsolation on, nodeIntegration off, sandbox on; everything it needs goes through one typed "
             "preload bridge, window.clipwright. Commit messages are Conventional Commits (feat:, fix:, chore:, "
             "refactor:).")
    s.bash("scaffold", "npm create @quick-start/electron@latest . -- --template react-ts --skip",
           "\n✔ Project name: … clipwright\n✔ Select a framework: › react\n✔ Add TypeScript? … Yes\n"
           "✔ Add Electron updater plugin? … No\n✔ Enable Electron download mirror proxy? … No\n\n"
           "Scaffolding project in /Users/tobias/code/clipwright...\n\nDone. Now run:\n\n  npm install\n  npm run dev\n")
    s.bash("sqliteinstall", "npm install better-sqlite3@11.5.0 && npm install -D @types/better-sqlite3 "
           "@electron/rebuild vitest",
           "\n> clipwright@0.1.0 postinstall\n> electron-builder install-app-deps\n\n  • electron-builder  "
           "version=25.1.8\n  • loaded configuration  file=package.json (\"build\" field)\n  • rebuilding native "
           "dependencies  dependencies=better-sqlite3@11.5.0 platform=darwin arch=arm64\n  • install prebuilt binary  "
           "name=better-sqlite3 version=11.5.0 platform=darwin arch=arm64 napi=\n\nadded 412 packages, and audited "
           "413 packages in 21s\n\n98 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 "
           "vulnerabilities")
    s.read(None, "package.json", PACKAGE_JSON)
    s.write("db1", "src/main/db.ts", DB_TS)
    s.prompt("walwhy", "The project file is one SQLite database per episode with the extension .clip. Use WAL "
             "journal mode: we autosave on every single edit, and in WAL the writes don't block the reads the "
             "waveform and transcript views keep doing.")
    s.write("preload", "src/preload/index.ts", PRELOAD_TS)
    s.write("mainwin", "src/main/index.ts", MAIN_TS)
    s.bash("devrun", "npm run dev", "\n> clipwright@0.1.0 dev\n> electron-vite dev\n\nvite v5.4.10 building SSR "
           "bundle for development...\n✓ 3 modules transformed.\nout/main/index.js  4.71 kB\n✓ built in 182ms.\n\n"
           "build the electron main process successfully\n\n-----\n\nvite v5.4.10 building SSR bundle for "
           "development...\n✓ 1 modules transformed.\nout/preload/index.js  1.02 kB\n✓ built in 14ms.\n\nbuild the "
           "electron preload files successfully\n\n-----\n\ndev server running for the electron renderer process at:"
           "\n\n  ➜  Local:   http://localhost:5173/\n  ➜  Network: use --host to expose\n\nstart electron app...\n")
    s.bash(None, "npm run typecheck && npm run lint", "\n> clipwright@0.1.0 typecheck\n> npm run typecheck:node && "
           "npm run typecheck:web\n\n> clipwright@0.1.0 typecheck:node\n> tsc --noEmit -p tsconfig.node.json "
           "--composite false\n\n> clipwright@0.1.0 typecheck:web\n> tsc --noEmit -p tsconfig.web.json --composite "
           "false\n\n> clipwright@0.1.0 lint\n> eslint --cache .\n")
    s.remember("memstack", "clipwright (Fernhill Studio): offline desktop podcast editor. Electron 32 + React 18 + "
               "TypeScript 5.6 via electron-vite 2.3 (renderer dev server http://localhost:5173), better-sqlite3 "
               "11.5 project files (*.clip, one SQLite db per episode, WAL), ffmpeg for media, whisper.cpp for "
               "transcripts, electron-builder 25 for mac + Windows, Playwright e2e. People: Tobias Engel (code), "
               "Nadia Okafor (product/design), Rafael Costa (ops, certificates, money). appId "
               "studio.fernhill.clipwright.", "clipwright stack and people", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore: scaffold electron-vite react-ts app, .clip project db, "
           "preload bridge'", "[main (root-commit) 3f9a1c2] chore: scaffold electron-vite react-ts app, .clip project "
           "db, preload bridge\n 31 files changed, 10214 insertions(+)\n create mode 100644 package-lock.json")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("importplan", "Audio import today. For now take ffmpeg and ffprobe from the ffmpeg-static and "
             "ffprobe-static npm packages, ffprobe for duration, sample rate and channels. Waveform: wavesurfer.js 7 "
             "in the renderer. And a rule that never bends: we never write to the user's source audio. An edit is a "
             "row in the cuts table; only export produces a new file, next to the original, named "
             "'<name> (edit).mp3'.")
    s.bash("ffstatic", "npm install ffmpeg-static@5.2.0 ffprobe-static@3.1.0 wavesurfer.js@7.8.6",
           "\nadded 9 packages, and audited 422 packages in 6s\n\n> ffmpeg-static@5.2.0 install\n> node install.js\n\n"
           "Downloading ffmpeg b6.0 darwin-arm64 from https://github.com/eugeneware/ffmpeg-static/releases ... done\n\n"
           "found 0 vulnerabilities")
    s.write("probe", "src/main/media/probe.ts",
            "import { execFile } from 'node:child_process'\nimport { promisify } from 'node:util'\n"
            "import ffprobePath from 'ffprobe-static'\n\nconst run = promisify(execFile)\n\nexport interface "
            "MediaInfo { durationMs: number; sampleRate: number; channels: number; codec: string }\n\n"
            "export async function probe(file: string): Promise<MediaInfo> {\n  const { stdout } = await "
            "run(ffprobePath.path, ['-v', 'error', '-select_streams', 'a:0', '-show_entries',\n    "
            "'stream=codec_name,sample_rate,channels:format=duration', '-of', 'json', file])\n  const j = "
            "JSON.parse(stdout) as { streams: { codec_name: string; sample_rate: string; channels: number }[];\n    "
            "format: { duration: string } }\n  const a = j.streams[0]\n  return { durationMs: Math.round(Number"
            "(j.format.duration) * 1000), sampleRate: Number(a.sample_rate),\n    channels: a.channels, codec: "
            "a.codec_name }\n}\n")
    s.write("wavesurfer", "src/renderer/src/components/Waveform.tsx",
            "import { useEffect, useRef } from 'react'\nimport WaveSurfer from 'wavesurfer.js'\n\n"
            "export function Waveform({ url, onReady }: { url: string; onReady: (ws: WaveSurfer) => void }) {\n"
            "  const el = useRef<HTMLDivElement>(null)\n  useEffect(() => {\n    if (!el.current) return\n"
            "    const ws = WaveSurfer.create({ container: el.current, url, height: 160, waveColor: '#5b6b7f',\n"
            "      progressColor: '#e8a33d', cursorColor: '#f2f2f2', barWidth: 2, normalize: true })\n"
            "    ws.on('ready', () => onReady(ws))\n    return () => ws.destroy()\n  }, [url])\n"
            "  return <div ref={el} data-testid=\"waveform\" />\n}\n")
    s.write(None, "tests/unit/store.test.ts",
            "import { describe, it, expect } from 'vitest'\nimport { mkdtempSync } from 'node:fs'\nimport { tmpdir } "
            "from 'node:os'\nimport { join } from 'node:path'\nimport { openProjectDb } from '../../src/main/db'\n\n"
            "describe('project db', () => {\n  it('stores and lists cuts in order', () => {\n    const db = "
            "openProjectDb(join(mkdtempSync(join(tmpdir(), 'cw-')), 'ep.clip'))\n    db.db.prepare(\"INSERT INTO "
            "media (id, path, sha256, duration_ms, sample_rate, channels) VALUES (1, 'a.wav', 'x', 60000, 48000, 2)"
            "\").run()\n    db.addCut(1, 5000, 6000)\n    db.addCut(1, 1000, 2000)\n    expect(db.cuts(1).map((c) => "
            "c.startMs)).toEqual([1000, 5000])\n  })\n})\n")
    s.bash("abifail1", "npm test", "\n> clipwright@0.1.0 test\n> vitest run\n\n RUN  v2.1.4 " + ROOT + "\n\n"
           " ❯ tests/unit/store.test.ts (0 test)\n\n⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  tests/unit/store.test.ts "
           "[ tests/unit/store.test.ts ]\nError: The module '" + ROOT + "/node_modules/better-sqlite3/build/Release/"
           "better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 128. "
           "This version of Node.js requires\nNODE_MODULE_VERSION 115. Please try re-compiling or re-installing\n"
           "the module (for instance, using `npm rebuild` or `npm install`).\n ❯ Object.<anonymous> node_modules/"
           "better-sqlite3/lib/database.js:48:64\n\n Test Files  1 failed (1)\n      Tests  no tests\n", code=1)
    s.prompt("abiwhy1", "The postinstall (electron-builder install-app-deps) rebuilt better-sqlite3 for Electron 32, "
             "ABI 128, and vitest runs under my plain Node 20, ABI 115. I don't want to rebuild back and forth "
             "every time. Run the unit tests with Electron's own Node instead: ELECTRON_RUN_AS_NODE=1 electron "
             "node_modules/vitest/vitest.mjs run. Then the module only ever exists in its Electron build.")
    s.edit("abifix1", "package.json", '    "test": "vitest run"',
           '    "test": "cross-env ELECTRON_RUN_AS_NODE=1 electron node_modules/vitest/vitest.mjs run"')
    s.bash("testok2", "npm install -D cross-env && npm test", "\nadded 2 packages in 2s\n\n> clipwright@0.1.0 test\n"
           "> cross-env ELECTRON_RUN_AS_NODE=1 electron node_modules/vitest/vitest.mjs run\n" + ok_unit(UNIT2, 15))
    s.lesson("lesson1", "NODE_MODULE_VERSION 128 vs 115 in vitest means better-sqlite3 was built for Electron (by "
             "install-app-deps) while the tests ran on system Node. Run vitest through Electron "
             "(ELECTRON_RUN_AS_NODE=1 electron node_modules/vitest/vitest.mjs) rather than rebuilding the module "
             "for Node and breaking the app.", "clipwright: first unit test of the project db failed to load the "
             "native module")
    s.prompt("nadiaprefs", "Nadia's notes on how the editor should feel: dark theme by default (background #16181d, "
             "amber #e8a33d for the playhead and selection), DAW-style keys: Space play/pause, J/K/L shuttle, C cuts "
             "at the playhead, Cmd/Ctrl+Z undo. And she really doesn't want modal dialogs for anything that can be "
             "undone: do it, then show a toast with Undo.")
    s.write("keymap", "src/renderer/src/keymap.ts",
            "// Nadia's DAW-style shortcuts; no confirmation dialogs for undoable actions (toast + Undo instead)\n"
            "export const KEYMAP = {\n  ' ': 'transport.toggle',\n  j: 'transport.reverse',\n  k: 'transport.pause',\n"
            "  l: 'transport.forward',\n  c: 'edit.cutAtPlayhead',\n  Backspace: 'edit.deleteSelection',\n"
            "  'Mod+z': 'history.undo',\n  'Mod+Shift+z': 'history.redo',\n} as const\n\nexport const THEME = { bg: "
            "'#16181d', accent: '#e8a33d', text: '#f2f2f2' } as const\n")
    s.bash("probeout", "npx tsx scripts/probe.ts fixtures/two-voices-30s.wav",
           "{ durationMs: 30000, sampleRate: 48000, channels: 2, codec: 'pcm_s16le' }")
    s.bash("commit2", "git add -A && git commit -m 'feat: audio import with ffprobe, wavesurfer waveform, keymap; "
           "run vitest under electron'", "[main 8c41d07] feat: audio import with ffprobe, wavesurfer waveform, "
           "keymap; run vitest under electron\n 14 files changed, 402 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8c41d07 feat: audio import with ffprobe, wavesurfer waveform, keymap; run "
           "vitest under electron\n3f9a1c2 chore: scaffold electron-vite react-ts app, .clip project db, preload bridge")
    s.prompt("whisperplan", "Transcripts. whisper.cpp v1.7.1, built by us for darwin-arm64, darwin-x64 and win32-x64. "
             "Run its HTTP server as a sidecar from main on 127.0.0.1:8178 so the model stays loaded between files. "
             "Model ggml-base.en (142 MB): not in the installer, downloaded on first use from Hugging Face into "
             "userData/models and checked against its SHA-256.")
    s.bash("whisperbuild", "cd vendor/whisper.cpp && git checkout v1.7.1 && cmake -B build -DGGML_METAL=ON "
           "-DWHISPER_BUILD_SERVER=ON && cmake --build build -j --config Release --target whisper-server",
           "HEAD is now at 5a2b4d6 release : v1.7.1\n-- The C compiler identification is AppleClang 16.0.0.16000026\n"
           "-- Accelerate framework found\n-- Metal framework found\n-- Including METAL backend\n-- Configuring done "
           "(1.4s)\n-- Generating done (0.1s)\n[ 12%] Building C object ggml/src/CMakeFiles/ggml.dir/ggml.c.o\n"
           "[ 58%] Built target ggml\n[ 86%] Built target whisper\n[100%] Linking CXX executable ../../bin/"
           "whisper-server\n[100%] Built target whisper-server")
    s.bash("modeldl", "sh vendor/whisper.cpp/models/download-ggml-model.sh base.en ~/Library/Application\\ Support/"
           "clipwright/models && shasum -a 256 ~/Library/Application\\ Support/clipwright/models/ggml-base.en.bin",
           "Downloading ggml model base.en from 'https://huggingface.co/ggerganov/whisper.cpp' ...\nggml-base.en.bin"
           "          100%[===================>] 141.11M  38.2MB/s    in 3.8s\nDone! Model 'base.en' saved in "
           "'/Users/tobias/Library/Application Support/clipwright/models/ggml-base.en.bin'\n"
           "a03779c86df3323075f5e796cb2ce5029f00ec8869eee3fdfb897afe36c6d002  /Users/tobias/Library/Application "
           "Support/clipwright/models/ggml-base.en.bin")
    s.write("whisperserver", "src/main/transcribe/whisperServer.ts", WHISPER_SERVER_TS)
    s.bash("wavfail", "curl -s 127.0.0.1:8178/inference -F file=@fixtures/two-voices-30s.wav -F "
           "response_format=verbose_json", "{\"error\":\"failed to read WAV file\"}",
           stderr="whisper-server: error: WAV file 'audio.wav' must be 16 kHz\n", code=0)
    s.prompt("resample", "Right, whisper.cpp only reads 16 kHz mono 16-bit PCM WAV and our fixture is 48 kHz stereo. "
             "Convert every input with ffmpeg first (-ar 16000 -ac 1 -c:a pcm_s16le) into userData/cache, post that, "
             "delete it afterwards.")
    s.edit("resampleedit", "src/main/transcribe/whisperServer.ts",
           "export async function transcribe(wavPath: string): Promise<WhisperSegment[]> {\n  const form = new "
           "FormData()\n  form.append('file', new Blob([await readFile(wavPath)]), 'audio.wav')",
           "export async function transcribe(input: string): Promise<WhisperSegment[]> {\n  const wavPath = await "
           "toWhisperWav(input, cacheDir()) // ffmpeg -ar 16000 -ac 1 -c:a pcm_s16le\n  const form = new FormData()\n"
           "  form.append('file', new Blob([await readFile(wavPath)]), 'audio.wav')")
    s.bash("transcribe1", "npx tsx scripts/transcribe.ts fixtures/interview-48min.wav",
           "[whisper-server] whisper_init_from_file_with_params_no_state: loading model from '.../ggml-base.en.bin'\n"
           "[whisper-server] whisper_backend_init_gpu: using Metal backend\n[whisper-server] whisper server listening "
           "at http://127.0.0.1:8178\nresampled 48:12 of audio to 16 kHz mono in 3.1 s\ntranscribed 48:12 in 1m 54s "
           "(base.en, Metal, M2 Pro): 812 segments, 8,906 words")
    s.write("wordsmigr", "src/main/db/migrations/002_transcript.sql",
            "-- 002: transcript words with timings (from whisper's token offsets)\nCREATE TABLE transcript_words (\n"
            "  id        INTEGER PRIMARY KEY,\n  media_id  INTEGER NOT NULL REFERENCES media(id) ON DELETE CASCADE,\n"
            "  segment   INTEGER NOT NULL,\n  word      TEXT NOT NULL,\n  start_ms  INTEGER NOT NULL,\n"
            "  end_ms    INTEGER NOT NULL,\n  prob      REAL NOT NULL\n);\nCREATE INDEX transcript_words_media ON "
            "transcript_words(media_id, start_ms);\nUPDATE meta SET value = '2' WHERE key = 'schema_version';\n")
    s.remember("memtranscribe", "clipwright transcription setup: whisper.cpp v1.7.1 built by us, whisper-server "
               "sidecar started by main on 127.0.0.1:8178 (model stays loaded), model ggml-base.en (142 MB) "
               "downloaded on first use into userData/models and SHA-256 checked, input converted by ffmpeg to 16 kHz "
               "mono s16le first. Words with timings in table transcript_words. base.en does 48 min of audio in "
               "about 2 minutes on an M2 Pro.", "transcription setup", "fact")
    s.bash("commit3", "git add -A && git commit -m 'feat: transcripts through whisper.cpp server sidecar, "
           "transcript_words table'", "[main 1d6e93b] feat: transcripts through whisper.cpp server sidecar, "
           "transcript_words table\n 9 files changed, 318 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("inesfile", "Ines Duarte (she hosts the Hollow Pines podcast and is our first beta tester) sent her "
             "raw episode 112: 3h12m, 48 kHz stereo WAV, 2.1 GB. Import it and let's see what breaks.")
    s.bash(None, "ls -lh ~/Downloads/hollow-pines-ep112-raw.wav", "-rw-r--r--@ 1 tobias  staff   2.1G Nov 13 22:41 "
           "/Users/tobias/Downloads/hollow-pines-ep112-raw.wav")
    s.bash("oom", "npm run dev 2>&1 | grep -E 'render-process-gone|heap|error' | head -5",
           "[2028-11-14 09:41:55.302] [info]  import-media /Users/tobias/Downloads/hollow-pines-ep112-raw.wav "
           "(3:12:04, 48000 Hz, 2 ch)\n[38211:1114/094213.877:ERROR:v8_initializer.cc(799)] V8 process OOM "
           "(Oilpan: Large allocation.).\n[2028-11-14 09:42:14.019] [error] render-process-gone reason=oom "
           "exitCode=-536870904")
    s.prompt("wavewhy", "wavesurfer decodes the whole file through WebAudio in the renderer: 3h12m of 48 kHz "
             "stereo is about 1.1 billion float32 samples, 4.4 GB, so the renderer dies. Drop wavesurfer.js. Compute "
             "the peaks in main with ffmpeg (downmix to mono, 100 min/max pairs per second), cache them in the "
             "project file, and draw them ourselves on a canvas. The renderer never sees samples.")
    s.bash("rmwavesurfer", "npm uninstall wavesurfer.js", "\nremoved 1 package, and audited 421 packages in 2s\n\n"
           "found 0 vulnerabilities")
    s.write("peaks", "src/main/media/peaks.ts", PEAKS_TS)
    s.write("canvas", "src/renderer/src/components/WaveformCanvas.tsx",
            "import { useEffect, useRef } from 'react'\nimport { THEME } from '../keymap'\n\n// Draws precomputed "
            "min/max pairs (100 per second) for the visible window only.\nexport function WaveformCanvas({ peaks, "
            "fromSec, toSec, height = 160 }: {\n  peaks: Float32Array; fromSec: number; toSec: number; height?: "
            "number }) {\n  const ref = useRef<HTMLCanvasElement>(null)\n  useEffect(() => {\n    const c = "
            "ref.current\n    if (!c) return\n    const g = c.getContext('2d')!\n    const w = (c.width = "
            "c.clientWidth * devicePixelRatio)\n    c.height = height * devicePixelRatio\n    g.fillStyle = THEME.bg\n"
            "    g.fillRect(0, 0, w, c.height)\n    g.fillStyle = '#5b6b7f'\n    const first = Math.floor(fromSec * "
            "100), last = Math.ceil(toSec * 100)\n    const per = (last - first) / w, mid = c.height / 2\n"
            "    for (let x = 0; x < w; x++) {\n      let lo = 0, hi = 0\n      for (let i = Math.floor(first + x * "
            "per); i < first + (x + 1) * per; i++) {\n        lo = Math.min(lo, peaks[2 * i] ?? 0); hi = "
            "Math.max(hi, peaks[2 * i + 1] ?? 0)\n      }\n      g.fillRect(x, mid - hi * mid, 1, Math.max(1, (hi - "
            "lo) * mid))\n    }\n  }, [peaks, fromSec, toSec, height])\n  return <canvas ref={ref} "
            "data-testid=\"waveform-canvas\" style={{ width: '100%', height }} />\n}\n")
    s.bash("peakstime", "npx tsx scripts/peaks.ts ~/Downloads/hollow-pines-ep112-raw.wav",
           "peaks: 3:12:04 -> 1,152,400 min/max pairs in 41.8 s, 9.2 MB, stored in table peaks (media_id 1)\n"
           "renderer heap after import: 186 MB")
    s.prompt("loudreq", "Ines's first wish: her exports must hit -16 LUFS integrated and -1.5 dBTP true peak, MP3 at "
             "128 kbps CBR, 44.1 kHz stereo, that's what her host expects. Use ffmpeg's loudnorm in two passes: "
             "measure first, then apply with the measured values and linear=true.")
    s.write("loudness", "src/main/export/loudness.ts",
            "// Two-pass EBU R128 with ffmpeg loudnorm: targets from Ines (Hollow Pines): -16 LUFS, -1.5 dBTP, LRA 11\n"
            "export const TARGET = { I: -16, TP: -1.5, LRA: 11 } as const\n\nexport function measureArgs(input: "
            "string): string[] {\n  return ['-hide_banner', '-nostdin', '-i', input, '-af',\n    "
            "`loudnorm=I=${TARGET.I}:TP=${TARGET.TP}:LRA=${TARGET.LRA}:print_format=json`, '-f', 'null', '-']\n}\n\n"
            "export function applyFilter(m: Measured): string {\n  return `loudnorm=I=${TARGET.I}:TP=${TARGET.TP}:"
            "LRA=${TARGET.LRA}:measured_I=${m.input_i}:` +\n    `measured_TP=${m.input_tp}:measured_LRA="
            "${m.input_lra}:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true`\n}\n\n"
            "export const MP3_ARGS = ['-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '44100', '-ac', '2'] as const\n")
    s.bash("loudpass1", "ffmpeg -hide_banner -nostdin -i fixtures/interview-48min.wav -af loudnorm=I=-16:TP=-1.5:"
           "LRA=11:print_format=json -f null - 2>&1 | tail -14",
           "[Parsed_loudnorm_0 @ 0x600003d0c000] \n{\n\t\"input_i\" : \"-23.41\",\n\t\"input_tp\" : \"-4.02\",\n\t"
           "\"input_lra\" : \"7.90\",\n\t\"input_thresh\" : \"-34.05\",\n\t\"output_i\" : \"-16.02\",\n\t\"output_tp\" "
           ": \"-1.50\",\n\t\"output_lra\" : \"6.40\",\n\t\"output_thresh\" : \"-26.61\",\n\t\"normalization_type\" : "
           "\"dynamic\",\n\t\"target_offset\" : \"0.02\"\n}")
    s.bash("testok4", "npm test", "\n> clipwright@0.1.0 test\n" + ok_unit(UNIT4, 22, "3.41s", "11:58:40"))
    s.bash("commit4", "git add -A && git commit -m 'feat: waveform from ffmpeg peaks on a canvas (drop wavesurfer), "
           "two-pass loudnorm export'", "[main 5be0a44] feat: waveform from ffmpeg peaks on a canvas (drop "
           "wavesurfer), two-pass loudnorm export\n 11 files changed, 356 insertions(+), 61 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("lgpl", "Rafael read the ffmpeg-static README over the weekend: its binaries are GPL builds "
             "(--enable-gpl, libx264), and clipwright is sold closed-source. Rule from now on: nothing we ship may "
             "be GPL. Replace ffmpeg-static and ffprobe-static with LGPL builds of ffmpeg 7.1 that we fetch "
             "ourselves: scripts/fetch-ffmpeg.mjs downloads the BtbN win64-lgpl build and our own macOS builds from "
             "the pinned tarballs, checks SHA-256 against scripts/binaries.lock.json, and puts them into "
             "resources/bin/<platform>-<arch>/ next to the whisper binaries; electron-builder ships that folder "
             "through extraResources.")
    s.bash("rmstatic", "npm uninstall ffmpeg-static ffprobe-static && node scripts/fetch-ffmpeg.mjs",
           "\nremoved 7 packages, and audited 414 packages in 3s\n\nfound 0 vulnerabilities\n"
           "fetch ffmpeg-7.1-lgpl darwin-arm64 ... sha256 ok (ffmpeg, ffprobe)\n"
           "fetch ffmpeg-7.1-lgpl darwin-x64 ... sha256 ok (ffmpeg, ffprobe)\n"
           "fetch ffmpeg-n7.1-latest-win64-lgpl-7.1 ... sha256 ok (ffmpeg.exe, ffprobe.exe)\n"
           "copy whisper.cpp v1.7.1 (whisper-server) into resources/bin/*\nresources/bin: 3 platforms, 9 files, "
           "212 MB")
    s.bash("lgplcheck", "resources/bin/darwin-arm64/ffmpeg -hide_banner -L | head -3 && resources/bin/darwin-arm64/"
           "ffmpeg -hide_banner -buildconf | grep -c -- --enable-gpl",
           "ffmpeg is free software; you can redistribute it and/or modify\nit under the terms of the GNU Lesser "
           "General Public License as published by\nthe Free Software Foundation; either version 2.1 of the License, "
           "or\n0")
    s.write("binpath", "src/main/media/binPath.ts",
            "import { app } from 'electron'\nimport { join } from 'node:path'\n\n// Our own binaries (ffmpeg, ffprobe, "
            "whisper): resources/bin/<platform>-<arch> in dev, Contents/Resources/bin when packaged.\n"
            "export function binPath(name: 'ffmpeg' | 'ffprobe' | 'whisper-server' | 'whisper-cli'): string {\n"
            "  const exe = process.platform === 'win32' ? `${name}.exe` : name\n  return app.isPackaged\n"
            "    ? join(process.resourcesPath, 'bin', exe)\n    : join(app.getAppPath(), 'resources', 'bin', "
            "`${process.platform}-${process.arch}`, exe)\n}\n")
    s.write("ebyml", "electron-builder.yml", EBUILDER_YML)
    s.tool_failure("buildtimeout", "Bash", {"command": "npm run build:mac", "timeout": 600000},
                   "Command timed out after 10m 0.0s\n  • notarization started\n")
    s.bash("notarfail", "npm run build:mac 2>&1 | tail -20",
           "  • signing         file=dist/mac-arm64/Clipwright.app platform=darwin type=distribution identity="
           "8F2D0C7A41B9E3F65D27A9C0B18E4F3D2A6C9B71 provisioningProfile=none\n  • notarization started\n  ⨯ "
           "Failed to notarize via notarytool\n\nFailed with unexpected exit code: 1\nConducting pre-submission "
           "checks for Clipwright.zip and initiating connection to the Apple notary service...\nSubmission ID "
           "received\n  id: 2b7c91e4-5d0a-4f3e-9a61-8c2f0e7d4b13\nSuccessfully uploaded file\nWaiting for "
           "processing to complete.\nCurrent status: Invalid.....\nProcessing complete\n  id: "
           "2b7c91e4-5d0a-4f3e-9a61-8c2f0e7d4b13\n  status: Invalid", code=1)
    s.bash("notarlog", "xcrun notarytool log 2b7c91e4-5d0a-4f3e-9a61-8c2f0e7d4b13 --keychain-profile clipwright "
           "| jq '.issues[] | {path, message}'",
           "{\n  \"path\": \"Clipwright.zip/Clipwright.app/Contents/Resources/bin/ffmpeg\",\n  \"message\": \"The "
           "binary is not signed with a valid Developer ID certificate.\"\n}\n{\n  \"path\": \"Clipwright.zip/"
           "Clipwright.app/Contents/Resources/bin/ffmpeg\",\n  \"message\": \"The executable does not have the "
           "hardened runtime enabled.\"\n}\n{\n  \"path\": \"Clipwright.zip/Clipwright.app/Contents/Resources/bin/"
           "ffprobe\",\n  \"message\": \"The binary is not signed with a valid Developer ID certificate.\"\n}\n{\n  "
           "\"path\": \"Clipwright.zip/Clipwright.app/Contents/Resources/bin/whisper-server\",\n  \"message\": \"The "
           "binary is not signed with a valid Developer ID certificate.\"\n}")
    s.prompt("notarwhy", "Apple rejects the bundle because of our own executables in Resources/bin: electron-builder "
             "signs the app and the frameworks it knows about, not loose binaries we copy in with extraResources. "
             "List them under mac.binaries so they get signed with our Developer ID and the hardened runtime like "
             "everything else.")
    s.edit("binariesedit", "electron-builder.yml", "  entitlementsInherit: build/entitlements.mac.plist",
           "  entitlementsInherit: build/entitlements.mac.plist\n  # our own executables from extraResources: "
           "signed + hardened runtime, or notarization fails\n  binaries:\n    - Contents/Resources/bin/ffmpeg\n"
           "    - Contents/Resources/bin/ffprobe\n    - Contents/Resources/bin/whisper-server")
    s.bash("notarok", "npm run build:mac 2>&1 | grep -E 'notariz|building' && spctl -a -vvv -t install "
           "dist/mac-arm64/Clipwright.app",
           "  • building        target=DMG arch=arm64 file=dist/Clipwright-0.1.0-arm64.dmg\n  • notarization "
           "successful\n  • building        target=macOS zip arch=arm64 file=dist/Clipwright-0.1.0-arm64-mac.zip\n"
           "dist/mac-arm64/Clipwright.app: accepted\nsource=Notarized Developer ID\norigin=Developer ID Application: "
           "Fernhill Studio Lda (7QH2KX94LM)")
    s.remember("memnotary", "macOS signing for clipwright: certificate 'Developer ID Application: Fernhill Studio Lda "
               "(7QH2KX94LM)'. Notarization by electron-builder (mac.notarize: true) with notarytool using Tobias's "
               "Apple ID tobias@fernhill.studio, an app-specific password and APPLE_TEAM_ID 7QH2KX94LM. Our own "
               "binaries in Contents/Resources/bin (ffmpeg, ffprobe, whisper-server) must be listed in mac.binaries. "
               "Builds are published as drafts to the private GitHub repo fernhill-studio/clipwright.",
               "mac signing and notarization", "fact")
    s.bash("commit5", "git add -A && git commit -m 'build: LGPL ffmpeg 7.1 via fetch script, electron-builder config, "
           "signed + notarized mac build'", "[main 0e7f2a9] build: LGPL ffmpeg 7.1 via fetch script, "
           "electron-builder config, signed + notarized mac build\n 12 files changed, 291 insertions(+), 38 "
           "deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nYour branch is up to date with "
           "'origin/main'.\n\nnothing to commit, working tree clean\n0e7f2a9 build: LGPL ffmpeg 7.1 via fetch "
           "script, electron-builder config, signed + notarized mac build\n5be0a44 feat: waveform from ffmpeg peaks "
           "on a canvas (drop wavesurfer), two-pass loudnorm export")
    s.prompt("renameplan", "Refactor before we set up CI. The project code outgrew one file: move src/main/db.ts to "
             "src/main/project/store.ts with git mv so the history follows, rename the class ProjectDb to "
             "ProjectStore and openProjectDb() to openProject(). The IPC channels get namespaces while we're at it: "
             "'save-cuts' becomes 'project:saveCuts', 'import-media' becomes 'media:import', 'export-episode' "
             "becomes 'export:render'.")
    s.bash("gitmvstore", "mkdir -p src/main/project && git mv src/main/db.ts src/main/project/store.ts && git status "
           "--short", "R  src/main/db.ts -> src/main/project/store.ts")
    s.grep("grepdb", "ProjectDb|openProjectDb|from '\\.\\./db'|from '\\./db'",
           ["src/main/project/store.ts", "src/main/ipc.ts", "src/main/export/render.ts", "src/main/index.ts",
            "tests/unit/store.test.ts", "tests/unit/cuts.test.ts"])
    s.multiedit("storerename", "src/main/project/store.ts",
                [("export class ProjectDb {", "export class ProjectStore {"),
                 ("export function openProjectDb(path: string): ProjectDb {\n  return new ProjectDb(path)\n}",
                  "export function openProject(path: string): ProjectStore {\n  return new ProjectStore(path)\n}")])
    s.multiedit("ipcrename", "src/main/ipc.ts",
                [("import { openProjectDb, type ProjectDb } from './db'",
                  "import { openProject, type ProjectStore } from './project/store'"),
                 ("ipcMain.handle('save-cuts',", "ipcMain.handle('project:saveCuts',"),
                 ("ipcMain.handle('import-media',", "ipcMain.handle('media:import',"),
                 ("ipcMain.handle('export-episode',", "ipcMain.handle('export:render',"),
                 ("let current: ProjectDb | null = null", "let current: ProjectStore | null = null")])
    s.glob(None, "src/main/**/*.ts", ["src/main/index.ts", "src/main/ipc.ts", "src/main/log.ts",
                                      "src/main/project/store.ts", "src/main/media/binPath.ts", "src/main/media/peaks.ts",
                                      "src/main/media/probe.ts", "src/main/export/loudness.ts",
                                      "src/main/export/render.ts", "src/main/transcribe/models.ts",
                                      "src/main/transcribe/resample.ts", "src/main/transcribe/whisperServer.ts"])
    s.bash("tsfail", "npm run typecheck:node", "\n> clipwright@0.1.0 typecheck:node\n> tsc --noEmit -p "
           "tsconfig.node.json --composite false\n\nsrc/main/export/render.ts:4:31 - error TS2307: Cannot find module "
           "'../db' or its corresponding type declarations.\n\n4 import type { ProjectDb, Cut } from '../db'\n"
           "                                ~~~~~~~\n\nsrc/main/index.ts:6:10 - error TS2305: Module "
           "'\"./project/store\"' has no exported member 'openProjectDb'.\n\n6 import { openProjectDb } from "
           "'./project/store'\n           ~~~~~~~~~~~~~\n\nFound 2 errors in 2 files.\n\nErrors  Files\n     1  "
           "src/main/export/render.ts:4\n     1  src/main/index.ts:6", code=2)
    s.edit("tsfix", "src/main/export/render.ts", "import type { ProjectDb, Cut } from '../db'",
           "import type { ProjectStore, Cut } from '../project/store'")
    s.tool_failure("editmiss", "Edit", {"file_path": f"{ROOT}/src/main/index.ts",
                                        "old_string": "import { openProjectDb } from './db'",
                                        "new_string": "import { openProject } from './project/store'"},
                   "String to replace not found in file.\nString: import { openProjectDb } from './db'")
    s.edit(None, "src/main/index.ts", "import { openProjectDb } from './project/store'",
           "import { openProject } from './project/store'")
    s.prompt("e2eplan", "Now end-to-end tests with Playwright: @playwright/test 1.48, _electron.launch on the built "
             "app (out/main/index.js), a 30-second two-voice WAV as fixture, fresh userData per test. Cover: new "
             "project, import + waveform, cut and undo, reload keeps cuts, export.")
    s.bash(None, "npm install -D @playwright/test@1.48.2", "\nadded 3 packages, and audited 417 packages in 4s\n\nfound "
           "0 vulnerabilities")
    s.write("e2espec", "e2e/editor.spec.ts", E2E_SPEC)
    s.bash("e2efail", "npx playwright test", "\nRunning 5 tests using 1 worker\n\n  ✓  1 e2e/editor.spec.ts:18:5 › "
           "opens a new project (1.9s)\n  ✘  2 e2e/editor.spec.ts:27:5 › imports a wav and draws the waveform "
           "(10.4s)\n  ✘  3 e2e/editor.spec.ts:33:5 › cuts at the playhead and undoes (2.2s)\n  ✓  4 "
           "e2e/editor.spec.ts:45:5 › survives a reload with the cuts saved (3.0s)\n  ✘  5 e2e/editor.spec.ts:52:5 › "
           "exports an mp3 (1.1s)\n\n  1) e2e/editor.spec.ts:27:5 › imports a wav and draws the waveform ─────────\n\n"
           "    Error: Timed out 10000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByTestId"
           "('waveform-canvas')\n    Expected: visible\n    Received: <element(s) not found>\n\n  5) "
           "e2e/editor.spec.ts:52:5 › exports an mp3 ───────────\n\n    Error: Error invoking remote method "
           "'export:render': Error: No handler registered for 'export:render'\n\n  3 failed\n  2 passed (24.6s)",
           code=1)
    s.prompt("e2ewhy", "It's testing a stale build: out/ is from last week (still the wavesurfer div, still the old "
             "channel names), Playwright launches whatever is in out/. Make the e2e script build first.")
    s.edit("e2efix", "package.json", '    "test": "cross-env ELECTRON_RUN_AS_NODE=1 electron '
           'node_modules/vitest/vitest.mjs run"',
           '    "test": "cross-env ELECTRON_RUN_AS_NODE=1 electron node_modules/vitest/vitest.mjs run",\n'
           '    "pretest:e2e": "electron-vite build",\n    "test:e2e": "playwright test"')
    s.bash("e2eok", "npm run test:e2e", "\n> clipwright@0.1.0 pretest:e2e\n> electron-vite build\n\n✓ built in "
           "1.84s\n\n> clipwright@0.1.0 test:e2e\n> playwright test\n" + ok_e2e(5, "38.2s", E2E_TITLES))
    s.prompt("e2erule", "New rule: nothing merges to main unless the e2e suite is green on both macOS and Windows. "
             "And no test.skip without a link to an issue next to it.")
    s.bash("commit6", "git add -A && git commit -m 'refactor: db.ts -> project/store.ts, ProjectDb -> ProjectStore, "
           "namespaced IPC; test: playwright e2e'", "[main 72c4e18] refactor: db.ts -> project/store.ts, ProjectDb -> "
           "ProjectStore, namespaced IPC; test: playwright e2e\n 13 files changed, 241 insertions(+), 37 "
           "deletions(-)\n rename src/main/{db.ts => project/store.ts} (91%)\n create mode 100644 e2e/editor.spec.ts")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("ciplan", "Release pipeline in GitHub Actions: on a v* tag, a matrix of macos-14 and windows-2022 builds, "
             "signs and publishes to GitHub Releases as a draft. Rafael wants release builds to come only from CI "
             "from now on, never from a laptop. Windows signing: the Sectigo OV certificate Rafael ordered last "
             "week, as a base64 .pfx in CSC_LINK with CSC_KEY_PASSWORD.")
    s.write("releaseyml", ".github/workflows/release.yml", RELEASE_YML)
    s.bash(None, "git add -A && git commit -qm 'ci: release workflow' && git tag v0.9.0-rc.1 && git push origin main "
           "--tags", "To github.com:fernhill-studio/clipwright.git\n   72c4e18..a90c3d1  main -> main\n * [new tag]  "
           "       v0.9.0-rc.1 -> v0.9.0-rc.1")
    s.bash("runfail", "gh run watch --exit-status", "X v0.9.0-rc.1 Release · 11938811207\nTriggered via push about "
           "13 minutes ago\n\nJOBS\nX build (macos-14) in 12m31s (ID 33280004117)\n  ✓ Set up job\n  ✓ Run "
           "actions/checkout@v4\n  ✓ Install\n  ✓ Native modules\n  ✓ Fetch ffmpeg + whisper binaries\n  ✓ Unit "
           "tests\n  ✓ Build and publish (mac)\n  X Smoke test packaged app\nX build (windows-2022) in 9m02s (ID "
           "33280004118)\n  ✓ Install\n  ✓ Native modules\n  X Build and publish (win)\n\nANNOTATIONS\nX Process "
           "completed with exit code 1.\nbuild (macos-14): .github#L1", code=1)
    s.bash("abifail2", "gh run view 11938811207 --log-failed | grep -A4 'Error:' | head -12",
           "build (macos-14)\tSmoke test packaged app\t2028-11-22T11:52:40.118Z smoke: launching dist/mac-arm64/"
           "Clipwright.app --smoke-test\nbuild (macos-14)\tSmoke test packaged app\t2028-11-22T11:52:43.901Z Error: "
           "The module '/Users/runner/work/clipwright/clipwright/dist/mac-arm64/Clipwright.app/Contents/Resources/"
           "app.asar.unpacked/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nbuild (macos-14)\tSmoke "
           "test packaged app\t2028-11-22T11:52:43.901Z was compiled against a different Node.js version using\n"
           "build (macos-14)\tSmoke test packaged app\t2028-11-22T11:52:43.901Z NODE_MODULE_VERSION 115. This "
           "version of Node.js requires\nbuild (macos-14)\tSmoke test packaged app\t2028-11-22T11:52:43.901Z "
           "NODE_MODULE_VERSION 128. Please try re-compiling or re-installing\nbuild (windows-2022)\tBuild and "
           "publish (win)\t2028-11-22T11:49:12.532Z   ⨯ Env CSC_LINK is not correct, cannot resolve: "
           "C:\\a\\clipwright\\clipwright\\ doesn't exist")
    s.prompt("abiwhy2", "Same NODE_MODULE_VERSION error as two weeks ago, reversed numbers and a different cause. "
             "Locally the postinstall rebuilds better-sqlite3 for Electron. In CI we run npm ci --ignore-scripts, "
             "then `npm rebuild better-sqlite3`, which builds it for the runner's Node 20 (115); and since "
             "electron-builder.yml has npmRebuild: false nothing rebuilt it for Electron (128) before packaging. Add "
             "an explicit `npx electron-builder install-app-deps` step right after the native module step. The "
             "Windows failure is the empty certificate secret, Rafael hasn't got the file yet.")
    s.edit("abifix2", ".github/workflows/release.yml", "      - name: Native modules\n        run: npm rebuild "
           "better-sqlite3", "      - name: Native modules (for Electron, not the runner's Node)\n        run: npx "
           "electron-builder install-app-deps")
    s.lesson("lesson2", "NODE_MODULE_VERSION 115 vs 128 in the packaged app's smoke test: better-sqlite3 was built "
             "for the CI runner's Node because npm ci --ignore-scripts skipped the install-app-deps postinstall and "
             "npmRebuild is false. In CI always run `npx electron-builder install-app-deps` before packaging.",
             "clipwright release workflow: v0.9.0-rc.1 smoke test failed on macos-14")
    s.prompt("winsign", "Rafael called: Sectigo won't hand out the OV certificate as a .pfx file at all. Since the "
             "CA/Browser Forum rule of June 2023 the private key has to live on hardware, they ship a SafeNet USB "
             "token, and we can't plug a token into a GitHub runner. So Windows signing goes through Azure Trusted "
             "Signing instead: account fernhill-signing in West Europe, certificate profile clipwright-public, "
             "identity validated for Fernhill Studio Lda. electron-builder 25 does it with win.azureSignOptions; "
             "AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET as secrets. Rafael cancels the Sectigo order.")
    s.read("ebread", "electron-builder.yml", EBUILDER_YML_S7)
    s.edit("winsignedit", "electron-builder.yml", "  publisherName: Fernhill Studio Lda",
           "  azureSignOptions:\n    publisherName: Fernhill Studio Lda\n    endpoint: https://weu.codesigning."
           "azure.net\n    codeSigningAccountName: fernhill-signing\n    certificateProfileName: clipwright-public")
    s.prompt("applekey", "And Rafael wants notarization off my personal Apple ID: it's tied to my phone for 2FA and "
             "dies with me leaving. Use an App Store Connect API key instead (team key, Developer role): "
             "APPLE_API_KEY as the path of the .p8 written from a secret, APPLE_API_KEY_ID 4J8QZ2M7RT, "
             "APPLE_API_ISSUER from the team. The app-specific password gets revoked today.")
    s.multiedit("applekeyedit", ".github/workflows/release.yml",
                [("          APPLE_ID: ${{ secrets.APPLE_ID }}\n          APPLE_APP_SPECIFIC_PASSWORD: ${{ "
                  "secrets.APPLE_APP_SPECIFIC_PASSWORD }}\n          APPLE_TEAM_ID: 7QH2KX94LM",
                  "          APPLE_API_KEY: ${{ runner.temp }}/AuthKey_4J8QZ2M7RT.p8\n          APPLE_API_KEY_ID: "
                  "4J8QZ2M7RT\n          APPLE_API_ISSUER: ${{ secrets.APPLE_API_ISSUER }}"),
                 ("          CSC_LINK: ${{ secrets.WIN_CERT_PFX_BASE64 }}\n          CSC_KEY_PASSWORD: ${{ "
                  "secrets.WIN_CERT_PASSWORD }}\n",
                  "          AZURE_TENANT_ID: ${{ secrets.AZURE_TENANT_ID }}\n          AZURE_CLIENT_ID: ${{ "
                  "secrets.AZURE_CLIENT_ID }}\n          AZURE_CLIENT_SECRET: ${{ secrets.AZURE_CLIENT_SECRET }}\n")])
    s.prompt("secretsrule", "Rule for all of this: no signing material in the repo and none on laptops. Certificates, "
             "the .p8 and the Azure credentials live in the 1Password vault 'Clipwright Release' and in the GitHub "
             "environment 'release', which needs approval from Rafael or me before a job can use it.")
    s.bash("rungreen", "git commit -qam 'ci: build native deps for electron; azure trusted signing; notarize with "
           "api key' && git tag -f v0.9.0-rc.2 && git push origin main --tags && gh run watch --exit-status",
           "✓ v0.9.0-rc.2 Release · 11942375012\nTriggered via push about 15 minutes ago\n\nJOBS\n✓ build "
           "(macos-14) in 14m2s (ID 33291100421)\n✓ build (windows-2022) in 11m48s (ID 33291100422)")
    s.remember("memsigning", "clipwright signing (current, since 22 Nov 2028): macOS Developer ID Application: "
               "Fernhill Studio Lda (7QH2KX94LM), notarized with the App Store Connect API key 4J8QZ2M7RT (team key; "
               "Tobias's Apple ID and app-specific password are no longer used). Windows signed through Azure "
               "Trusted Signing (account fernhill-signing, profile clipwright-public, West Europe endpoint); no .pfx, "
               "the Sectigo order was cancelled. Release builds only in GitHub Actions, environment 'release' "
               "(approval by Rafael or Tobias); secrets in the 1Password vault 'Clipwright Release'.",
               "code signing (mac + Windows)", "decision")
    s.bash("commit7", "git log --oneline -3", "c5d20b7 ci: build native deps for electron; azure trusted signing; "
           "notarize with api key\na90c3d1 ci: release workflow\n72c4e18 refactor: db.ts -> project/store.ts, "
           "ProjectDb -> ProjectStore, namespaced IPC; test: playwright e2e")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("updateplan", "Auto-updates with electron-updater from GitHub Releases. The config still points at our "
             "private repo fernhill-studio/clipwright, but a private feed means shipping a GH_TOKEN inside the app, "
             "which electron-updater's own docs warn against. Publish to a new public repo "
             "fernhill-studio/clipwright-releases instead: installers and latest*.yml only, no source. The app "
             "downloads updates in the background and installs them when it quits.")
    s.bash(None, "gh repo create fernhill-studio/clipwright-releases --public --description 'Clipwright installers "
           "and update feed' && npm install electron-updater@6.3.9",
           "✓ Created repository fernhill-studio/clipwright-releases on GitHub\n\nadded 11 packages, and audited 428 "
           "packages in 3s\n\nfound 0 vulnerabilities")
    s.edit("publishedit", "electron-builder.yml", "  owner: fernhill-studio\n  repo: clipwright\n  private: true",
           "  owner: fernhill-studio\n  repo: clipwright-releases  # public feed: installers + latest*.yml only")
    s.write("updater", "src/main/updater.ts", UPDATER_TS)
    s.write("changelog", "CHANGELOG.md", CHANGELOG_090)
    s.bash("npmversion", "npm version 0.9.0 -m 'chore(release): %s'", "v0.9.0")
    s.pre_tool("prepush", "Bash", {"command": "git push origin main --follow-tags",
                                   "description": "Push the 0.9.0 tag to start the release workflow"})
    s.bash("pushtag", "git push origin main --follow-tags", "To github.com:fernhill-studio/clipwright.git\n   "
           "c5d20b7..e41b9f0  main -> main\n * [new tag]         v0.9.0 -> v0.9.0")
    s.bash("run090", "gh run watch --exit-status", "✓ v0.9.0 Release · 11951140036\nTriggered via push about 16 "
           "minutes ago\n\nJOBS\n✓ build (macos-14) in 14m40s (ID 33312877310)\n✓ build (windows-2022) in 12m05s "
           "(ID 33312877311)")
    s.bash("draft090", "gh release view v0.9.0 --repo fernhill-studio/clipwright-releases --json isDraft,assets "
           "--jq '.isDraft, .assets[].name'", "true\nClipwright-0.9.0-arm64.dmg\nClipwright-0.9.0-arm64.dmg.blockmap"
           "\nClipwright-0.9.0-arm64-mac.zip\nClipwright-0.9.0-x64.dmg\nClipwright-0.9.0-x64-mac.zip\n"
           "Clipwright-Setup-0.9.0.exe\nClipwright-Setup-0.9.0.exe.blockmap\nlatest-mac.yml\nlatest.yml")
    s.prompt("publishrule", "Don't publish it yourself. From now on every release sits as a draft until Nadia has "
             "read the changelog and installed it on her Windows laptop; she presses Publish.")
    s.prompt("beta", "Nadia published 0.9.0 at 16:40. Invites went to 12 podcasters, Ines among them; feedback to "
             "beta@fernhill.studio and the #clipwright-beta channel on our Discord.", minutes=135)
    s.remember("membeta", "Clipwright 0.9.0, the first public beta, was released on Friday 24 November 2028 (published "
               "by Nadia at 16:40) to 12 podcasters including Ines Duarte. Feedback: beta@fernhill.studio and Discord "
               "#clipwright-beta. Update feed: public repo fernhill-studio/clipwright-releases (installers + "
               "latest*.yml), electron-updater 6.3.9 downloads in the background and installs on quit. Releases stay "
               "drafts until Nadia publishes them.", "0.9.0 beta release", "event")
    s.bash("commit8", "git add -A && git commit -m 'feat: auto-update from the public releases repo; changelog for "
           "0.9.0' && git push", "[main 2a6c7f5] feat: auto-update from the public releases repo; changelog for "
           "0.9.0\n 5 files changed, 88 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident: Ines lost about 40 minutes of edits last night (Sunday). She keeps her projects in "
             "Dropbox (~/Dropbox/Hollow Pines/ep112.clip), edited on her MacBook in the afternoon, then opened the "
             "same project on the iMac in her studio in the evening: all the cuts from the MacBook session were "
             "gone. She sent the folder listing and her log.")
    s.bash("dropboxls", "ls -la ~/Downloads/ines-ep112/", "total 512880\n-rw-r--r--  1 tobias  staff  222298112 Nov 26 "
           "21:16 ep112.clip\n-rw-r--r--  1 tobias  staff      32768 Nov 26 21:16 ep112.clip-shm\n-rw-r--r--  1 "
           "tobias  staff    4144752 Nov 26 21:16 ep112.clip-wal\n-rw-r--r--  1 tobias  staff   39851232 Nov 26 "
           "17:58 ep112 (Ines's conflicted copy 2028-11-26).clip-wal")
    s.bash("ineslog", "grep -E 'error|warn' ~/Downloads/ines-ep112/main.log | head -4",
           "[2028-11-26 17:57:41.502] [warn]  autosave retry 1/3: SqliteError: database is locked\n[2028-11-26 "
           "17:57:46.911] [error] autosave failed: SqliteError: database is locked (SQLITE_BUSY)\n[2028-11-26 "
           "21:14:03.118] [info]  open-project ~/Dropbox/Hollow Pines/ep112.clip (schema 3)\n[2028-11-26 "
           "21:14:03.240] [warn]  wal: 0 frames recovered")
    s.prompt("incwhy", "Got it. In WAL mode her cuts were sitting in ep112.clip-wal, not in the .clip itself, waiting "
             "for a checkpoint. Dropbox syncs the .clip, -wal and -shm as three unrelated files; the MacBook's -wal "
             "ended up as a 'conflicted copy', the iMac opened the .clip with a -wal that didn't belong to it and "
             "SQLite threw it away. And the SQLITE_BUSY is Dropbox holding the file open while it uploads. A project "
             "must be one self-contained file: switch to journal_mode=DELETE with synchronous=FULL, busy_timeout 5000, "
             "and checkpoint on close for files still in WAL.")
    s.edit("walfix", "src/main/project/store.ts",
           "    // WAL: autosave writes on every edit and must never block the waveform/transcript reads\n"
           "    this.db.pragma('journal_mode = WAL')\n    this.db.pragma('synchronous = NORMAL')",
           "    // One self-contained file: users keep projects in Dropbox/iCloud/OneDrive, which sync a -wal file\n"
           "    // separately and lose it (Ines, 26 Nov). Rollback journal, full sync, wait for the sync client's lock.\n"
           "    this.db.pragma('busy_timeout = 5000')\n    this.db.pragma('wal_checkpoint(TRUNCATE)')\n"
           "    this.db.pragma('journal_mode = DELETE')\n    this.db.pragma('synchronous = FULL')")
    s.bash("recover", "cp ~/Downloads/ines-ep112/ep112.clip /tmp/rec.clip && cp \"$HOME/Downloads/ines-ep112/ep112 "
           "(Ines's conflicted copy 2028-11-26).clip-wal\" /tmp/rec.clip-wal && sqlite3 /tmp/rec.clip 'PRAGMA "
           "wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE; SELECT count(*) FROM cuts;'",
           "0|9732|9732\ndelete\n241")
    s.prompt("recovered", "241 cuts back (she had 204 after the iMac session), so the MacBook work is all there. "
             "Sending Ines the recovered ep112.clip tonight; she should move the project out of Dropbox until she "
             "has 0.9.1.")
    s.write("singlefiletest", "tests/unit/singlefile.test.ts",
            "import { it, expect } from 'vitest'\nimport { existsSync, mkdtempSync } from 'node:fs'\nimport { tmpdir } "
            "from 'node:os'\nimport { join } from 'node:path'\nimport { openProject } from "
            "'../../src/main/project/store'\n\nit('a project is one file: no -wal or -shm next to it', () => {\n"
            "  const p = join(mkdtempSync(join(tmpdir(), 'cw-')), 'ep.clip')\n  const store = openProject(p)\n"
            "  store.db.prepare(\"INSERT INTO media (id, path, sha256, duration_ms, sample_rate, channels) VALUES "
            "(1, 'a.wav', 'x', 60000, 48000, 2)\").run()\n  store.addCut(1, 1000, 2000)\n  expect(existsSync(`${p}"
            "-wal`)).toBe(false)\n  expect(existsSync(`${p}-shm`)).toBe(false)\n  store.close()\n})\n")
    s.bash("testok9", "npm test", "\n> clipwright@0.1.0 test\n" + ok_unit(UNIT9, 25, "3.52s", "10:37:05"))
    s.lesson("lesson3", "Never use SQLite WAL for user documents that may live in a sync folder (Dropbox, iCloud "
             "Drive, OneDrive): the -wal file is synced separately, becomes a conflicted copy, and the recent edits "
             "vanish. Use journal_mode=DELETE + synchronous=FULL + busy_timeout; recover by putting the conflicted "
             "-wal next to a copy of the db and checkpointing.", "clipwright incident 26 Nov 2028: Ines lost 40 "
             "minutes of cuts on ep112 in Dropbox")
    s.write("incnote", "docs/incidents/2028-11-26-dropbox-wal.md",
            "# 26 November 2028: edits lost on a project kept in Dropbox\n\n- **Who:** Ines Duarte (Hollow Pines), "
            "beta 0.9.0, macOS on a MacBook and an iMac\n- **Impact:** about 40 minutes of cuts (37 cuts) on ep112 "
            "missing when the project was opened on the second machine. Recovered in full on 27 Nov (241 cuts).\n"
            "- **Cause:** project files used SQLite WAL; the recent edits lived in `ep112.clip-wal`, which Dropbox "
            "synced separately and saved as a conflicted copy. The other machine opened the .clip with a foreign "
            "-wal, which SQLite discarded. Autosave also hit SQLITE_BUSY while Dropbox held the file.\n- **Fix "
            "(0.9.1):** journal_mode=DELETE, synchronous=FULL, busy_timeout 5000; existing WAL files are "
            "checkpointed on open. Test: a saved project leaves no -wal/-shm.\n")
    s.pre_tool("prehotfix", "Bash", {"command": "git add -A && git commit -qm 'fix: project files as one file "
               "(journal_mode=DELETE), survive sync folders' && npm version 0.9.1 -m 'chore(release): %s' && git push "
               "origin main --follow-tags && gh run watch --exit-status", "description": "Commit the fix, tag 0.9.1 "
               "and watch the release build"})
    s.bash("hotfix", "git add -A && git commit -qm 'fix: project files as one file (journal_mode=DELETE), survive "
           "sync folders' && npm version 0.9.1 -m 'chore(release): %s' && git push origin main --follow-tags && gh "
           "run watch --exit-status", "v0.9.1\nTo github.com:fernhill-studio/clipwright.git\n   2a6c7f5..9b03d6e  "
           "main -> main\n * [new tag]         v0.9.1 -> v0.9.1\n✓ v0.9.1 Release · 11969902514\n\nJOBS\n✓ build "
           "(macos-14) in 14m18s (ID 33355120086)\n✓ build (windows-2022) in 11m57s (ID 33355120087)")
    s.prompt("published091", "Nadia checked the 0.9.1 draft and published it at 15:10; she's emailing the beta list "
             "about keeping projects in sync folders.", minutes=355)
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -2", "Already up to date.\n4d7a9e2 (tag: v0.9.1) chore(release): "
           "0.9.1\n9b03d6e fix: project files as one file (journal_mode=DELETE), survive sync folders")
    s.prompt("winreports", "Two Windows beta reports about transcripts. Marcus Webb: on the first transcription "
             "Windows showed 'Windows Defender Firewall has blocked some features of this app' for "
             "whisper-server.exe, he clicked Cancel and transcription hung at 0% forever. Dana Holt: with two "
             "projects open in two windows the second one never transcribes. Her log is attached.")
    s.bash("danalog", "grep whisper ~/Downloads/dana-main.log | tail -3",
           "[2028-11-28 19:02:11.804] [debug] [whisper-server] whisper server listening at http://127.0.0.1:8178\n"
           "[2028-11-28 19:05:37.221] [debug] [whisper-server] couldn't bind to server socket: hostname=127.0.0.1 "
           "port=8178\n[2028-11-28 19:05:37.230] [warn]  whisper-server exited with 1")
    s.prompt("whispercli", "The sidecar server was the wrong idea for a desktop app: a listening socket means firewall "
             "prompts on Windows and a fixed port that clashes between windows (or with anything else on 8178). "
             "Drop whisper-server. Spawn whisper-cli once per transcription job with JSON output (-ojf) and parse "
             "the file. Loading the model each time costs about a second and a half, which doesn't matter for jobs "
             "that take minutes.")
    s.bash("clibuild", "cd vendor/whisper.cpp && cmake --build build -j --config Release --target whisper-cli && cd "
           "../.. && node scripts/fetch-ffmpeg.mjs --whisper-only",
           "[ 86%] Built target whisper\n[100%] Linking CXX executable ../../bin/whisper-cli\n[100%] Built target "
           "whisper-cli\ncopy whisper.cpp v1.7.1 (whisper-cli) into resources/bin/*\nremove whisper-server from "
           "resources/bin/*")
    s.read(None, "src/main/transcribe/whisperServer.ts", WHISPER_SERVER_TS.replace(
        "export async function transcribe(wavPath: string): Promise<WhisperSegment[]> {\n  const form = new FormData()",
        "export async function transcribe(input: string): Promise<WhisperSegment[]> {\n  const wavPath = await "
        "toWhisperWav(input, cacheDir()) // ffmpeg -ar 16000 -ac 1 -c:a pcm_s16le\n  const form = new FormData()"))
    s.write("whispercliwrite", "src/main/transcribe/whisperCli.ts", WHISPER_CLI_TS)
    s.pre_tool("prermserver", "Bash", {"command": "git rm -q src/main/transcribe/whisperServer.ts && git status "
               "--short", "description": "Remove the whisper-server sidecar module"})
    s.bash("rmserver", "git rm -q src/main/transcribe/whisperServer.ts && git status --short",
           "D  src/main/transcribe/whisperServer.ts\n?? src/main/transcribe/whisperCli.ts")
    s.edit("binarieswhisper", "electron-builder.yml", "    - Contents/Resources/bin/whisper-server",
           "    - Contents/Resources/bin/whisper-cli")
    s.lesson("lesson4", "Don't run whisper.cpp's HTTP server as a sidecar in a desktop app: on Windows the listening "
             "socket triggers a Defender Firewall prompt (Cancel = transcription hangs) and a fixed port clashes "
             "between two app windows ('couldn't bind to server socket'). Spawn whisper-cli per job with -ojf.",
             "clipwright 0.9.1 Windows beta reports from Marcus Webb and Dana Holt")
    s.prompt("modelswitch", "Second thing from Ines: her guests last month (two Scottish, one Brazilian) come out "
             "mangled. I ran her three test episodes through the WER script against her corrected transcripts.")
    s.bash("wer", "node scripts/wer.mjs --refs fixtures/hollow-pines/refs --models base.en,small.en,medium.en",
           "model       size     WER    time (48 min, M2 Pro)\nbase.en     142 MB   14.2%   1m 54s\nsmall.en    466 MB  "
           "  8.9%   4m 21s\nmedium.en   1.5 GB    7.8%  12m 40s")
    s.prompt("smallen", "small.en it is: 8.9% against 14.2%, and still under 5 minutes for a 48-minute episode. "
             "medium.en is barely better for three times the wait. Default model becomes ggml-small.en (466 MB, "
             "still downloaded on first use); base.en stays selectable as 'Fast' in settings.")
    s.edit("modeldefault", "src/main/transcribe/models.ts", "export const DEFAULT_MODEL = 'base.en'",
           "export const DEFAULT_MODEL = 'small.en' // WER 8.9% vs 14.2% on Ines's episodes (29 Nov)\n"
           "export const FAST_MODEL = 'base.en'")
    s.prompt("updatenag", "Nadia's call after the 0.9.1 rollout: installing silently on quit surprised people (Dana "
             "thought her window layout 'reset itself' after an update she never saw). From now on: check at "
             "launch, download in the background, then show a non-modal banner 'Clipwright <version> is ready, "
             "Restart now / Later'. Never restart by ourselves, and never while an export or a transcription is "
             "running.")
    s.edit("updatefix", "src/main/updater.ts",
           "  autoUpdater.autoDownload = true\n  autoUpdater.autoInstallOnAppQuit = true // downloaded in the "
           "background, installed the next time the app quits",
           "  autoUpdater.autoDownload = true\n  autoUpdater.autoInstallOnAppQuit = false // Nadia: the user decides"
           " when; banner 'Restart now / Later'\n  autoUpdater.on('update-downloaded', (info) => notifyRenderer("
           "'update:ready', info.version))\n  ipcMain.handle('update:restart', () => {\n    if (jobs.busy()) return "
           "false // never during an export or a transcription\n    autoUpdater.quitAndInstall()\n    return true\n"
           "  })")
    s.bash("e2eok10", "npm run test:e2e", "\n> clipwright@0.1.0 test:e2e\n> playwright test\n" +
           ok_e2e(6, "44.9s", E2E_TITLES + ["shows the update banner without restarting"]))
    s.bash("commit10", "git add -A && git commit -m 'feat: whisper-cli per job instead of the server sidecar, "
           "small.en default, update banner'", "[main 61f0c3a] feat: whisper-cli per job instead of the server "
           "sidecar, small.en default, update banner\n 12 files changed, 263 insertions(+), 141 deletions(-)\n "
           "delete mode 100644 src/main/transcribe/whisperServer.ts\n create mode 100644 "
           "src/main/transcribe/whisperCli.ts")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("chapters", "Ines's next request: chapter markers. She marks chapters in the transcript; the exported "
             "MP3 must carry them as ID3v2 CHAP frames so Apple Podcasts and Overcast show them. ffmpeg writes those "
             "from an FFMETADATA file with [CHAPTER] sections.")
    s.write("chapterswrite", "src/main/export/chapters.ts",
            "// Chapters -> FFMETADATA1 -> ffmpeg -map_metadata 1 writes ID3v2 CHAP frames in the MP3 (Ines's request)\n"
            "export interface Chapter { title: string; startMs: number; endMs: number }\n\n"
            "export function ffmetadata(chapters: Chapter[]): string {\n  const esc = (s: string): string => "
            "s.replace(/([=;#\\\\\\n])/g, '\\\\$1')\n  return [';FFMETADATA1', ...chapters.flatMap((c) => [\n"
            "    '[CHAPTER]', 'TIMEBASE=1/1000', `START=${c.startMs}`, `END=${c.endMs}`, `title=${esc(c.title)}`\n"
            "  ])].join('\\n') + '\\n'\n}\n")
    s.bash("chapterprobe", "ffprobe -v error -show_chapters -of compact 'fixtures/out/two-voices-30s (edit).mp3'",
           "chapter|id=0|time_base=1/1000|start=0|start_time=0.000000|end=12000|end_time=12.000000|tag:title=Cold "
           "open\nchapter|id=1|time_base=1/1000|start=12000|start_time=12.000000|end=30000|end_time=30.000000|"
           "tag:title=Interview")
    s.bash("electron33", "npm install -D electron@33.2.0",
           "\n> clipwright@0.1.0 postinstall\n> electron-builder install-app-deps\n\n  • electron-builder  "
           "version=25.1.8\n  • rebuilding native dependencies  dependencies=better-sqlite3@11.5.0 platform=darwin "
           "arch=arm64\n  • install prebuilt binary  name=better-sqlite3 version=11.5.0 platform=darwin arch=arm64 "
           "napi=\n\nchanged 1 package, and audited 428 packages in 9s\n\nfound 0 vulnerabilities")
    s.bash("testok11", "npm test && npm run test:e2e 2>&1 | tail -2", "\n> clipwright@0.1.0 test\n" +
           ok_unit(UNIT9 + [("chapters.test.ts", 4, "9ms")], 29, "3.61s", "15:48:02") + "\n  7 passed (47.3s)\n")
    s.prompt("plans", "Plans for 1.0, agreed with Nadia and Rafael this morning. Code freeze Thursday 7 December. "
             "1.0.0 launches Tuesday 12 December 2028: Product Hunt at 08:01 Pacific plus the newsletter. Price 49 EUR "
             "one-time including 12 months of updates, sold through Paddle. Nadia is off 18-22 December, so a hotfix "
             "that week goes through Rafael (+351 912 448 207). The Apple Developer membership renews on 9 January "
             "2029, on Rafael's card.")
    s.remember("memplans", "clipwright 1.0 plan (agreed 1 Dec 2028 by Tobias, Nadia Okafor, Rafael Costa): code "
               "freeze Thursday 7 December; 1.0.0 launch Tuesday 12 December 2028 (Product Hunt 08:01 Pacific + "
               "newsletter); 49 EUR one-time with 12 months of updates via Paddle. Nadia away 18-22 December: hotfixes "
               "that week through Rafael, +351 912 448 207. Apple Developer membership renews 9 January 2029 "
               "(Rafael's card).", "1.0 launch plan", "decision")
    s.bash("release092", "git add -A && git commit -qm 'feat: chapter markers as ID3 CHAP frames; electron 33' && "
           "npm version 0.9.2 -m 'chore(release): %s' && git push origin main --follow-tags && gh run watch "
           "--exit-status", "v0.9.2\nTo github.com:fernhill-studio/clipwright.git\n   61f0c3a..b8e2d14  main -> main\n"
           " * [new tag]         v0.9.2 -> v0.9.2\n✓ v0.9.2 Release · 11990418873\n\nJOBS\n✓ build (macos-14) in "
           "14m51s (ID 33401772903)\n✓ build (windows-2022) in 12m22s (ID 33401772904)")
    s.bash("draft092", "gh release view v0.9.2 --repo fernhill-studio/clipwright-releases --json isDraft,name --jq "
           "'[.name, .isDraft] | @tsv'", "v0.9.2\ttrue")
    s.prompt("handoff", "0.9.2 is a draft, Nadia will check it on Monday. I'm off until then.")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-06T09:10:00", "4c1f9a27-6b3e-4d08-9a51-0e7c2d5b5801", s1),    # Mon
    ("s2", "2028-11-08T10:00:00", "5d20ab38-7c4f-4e19-ab62-1f8d3e6c5802", s2),    # Wed
    ("s3", "2028-11-10T13:30:00", "6e31bc49-8d50-4f2a-bc73-209e4f7d5803", s3),    # Fri
    ("s4", "2028-11-14T09:20:00", "7f42cd5a-9e61-403b-cd84-31af508e5804", s4),    # Tue
    ("s5", "2028-11-16T10:15:00", "8053de6b-af72-414c-de95-42b0619f5805", s5),    # Thu
    ("s6", "2028-11-20T09:00:00", "9164ef7c-b083-425d-efa6-53c172a05806", s6),    # Mon
    ("s7", "2028-11-22T11:00:00", "a275f08d-c194-436e-f0b7-64d283b15807", s7),    # Wed
    ("s8", "2028-11-24T14:00:00", "b386019e-d2a5-447f-01c8-75e394c25808", s8),    # Fri
    ("s9", "2028-11-27T08:45:00", "c49712af-e3b6-4580-12d9-86f4a5d35809", s9),    # Mon
    ("s10", "2028-11-29T10:30:00", "d5a823b0-f4c7-4691-23ea-9705b6e45810", s10),  # Wed
    ("s11", "2028-12-01T15:00:00", "e6b934c1-05d8-47a2-34fb-a816c7f55811", s11),  # Fri
]

#: When the questions are asked: Tuesday morning after the last session (a Friday).
ASKED_AT = "2028-12-05T08:30:00Z"
