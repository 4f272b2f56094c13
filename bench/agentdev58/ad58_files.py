"""Whole files the agent reads or writes in the clipwright history (bench/agentdev58/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "clipwright",
  "version": "0.1.0",
  "description": "Clipwright: a desktop podcast editor by Fernhill Studio",
  "main": "./out/main/index.js",
  "author": "Fernhill Studio Lda <hello@fernhill.studio>",
  "homepage": "https://fernhill.studio/clipwright",
  "private": true,
  "scripts": {
    "format": "prettier --write .",
    "lint": "eslint --cache .",
    "typecheck:node": "tsc --noEmit -p tsconfig.node.json --composite false",
    "typecheck:web": "tsc --noEmit -p tsconfig.web.json --composite false",
    "typecheck": "npm run typecheck:node && npm run typecheck:web",
    "start": "electron-vite preview",
    "dev": "electron-vite dev",
    "build": "npm run typecheck && electron-vite build",
    "postinstall": "electron-builder install-app-deps",
    "build:unpack": "npm run build && electron-builder --dir",
    "build:win": "npm run build && electron-builder --win",
    "build:mac": "npm run build && electron-builder --mac",
    "test": "vitest run"
  },
  "dependencies": {
    "@electron-toolkit/preload": "^3.0.1",
    "@electron-toolkit/utils": "^3.0.0",
    "better-sqlite3": "^11.5.0"
  },
  "devDependencies": {
    "@electron-toolkit/eslint-config-prettier": "^2.0.0",
    "@electron-toolkit/eslint-config-ts": "^2.0.0",
    "@electron-toolkit/tsconfig": "^1.0.1",
    "@electron/rebuild": "^3.7.0",
    "@types/better-sqlite3": "^7.6.11",
    "@types/node": "^20.17.6",
    "@types/react": "^18.3.12",
    "@types/react-dom": "^18.3.1",
    "@vitejs/plugin-react": "^4.3.3",
    "electron": "^32.2.2",
    "electron-builder": "^25.1.8",
    "electron-vite": "^2.3.0",
    "eslint": "^9.14.0",
    "eslint-plugin-react": "^7.37.2",
    "eslint-plugin-react-hooks": "^5.0.0",
    "prettier": "^3.3.3",
    "react": "^18.3.1",
    "react-dom": "^18.3.1",
    "typescript": "^5.6.3",
    "vite": "^5.4.10",
    "vitest": "^2.1.4"
  }
}
"""

MAIN_TS = """import { app, BrowserWindow, shell } from 'electron'
import { join } from 'node:path'
import { electronApp, optimizer, is } from '@electron-toolkit/utils'
import log from './log'
import { registerIpc } from './ipc'

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Clipwright',
    titleBarStyle: process.platform === 'darwin' ? 'hiddenInset' : 'default',
    webPreferences: {
      preload: join(__dirname, '../preload/index.js'),
      // house rule: the renderer never touches Node, everything goes through window.clipwright
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      spellcheck: false
    }
  })

  win.on('ready-to-show', () => win.show())
  win.webContents.setWindowOpenHandler((details) => {
    shell.openExternal(details.url)
    return { action: 'deny' }
  })
  win.webContents.on('render-process-gone', (_e, details) => {
    log.error(`render-process-gone reason=${details.reason} exitCode=${details.exitCode}`)
  })

  if (is.dev && process.env['ELECTRON_RENDERER_URL']) {
    win.loadURL(process.env['ELECTRON_RENDERER_URL'])
  } else {
    win.loadFile(join(__dirname, '../renderer/index.html'))
  }
  return win
}

app.whenReady().then(() => {
  electronApp.setAppUserModelId('studio.fernhill.clipwright')
  app.on('browser-window-created', (_, window) => optimizer.watchWindowShortcuts(window))
  registerIpc()
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
"""

DB_TS = """// The project file: one SQLite database per episode, extension .clip
import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'

export const SCHEMA_VERSION = 1

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS media (
  id          INTEGER PRIMARY KEY,
  path        TEXT NOT NULL,          -- the user's original file, never modified
  sha256      TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  sample_rate INTEGER NOT NULL,
  channels    INTEGER NOT NULL,
  added_at    TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS cuts (
  id        INTEGER PRIMARY KEY,
  media_id  INTEGER NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  start_ms  INTEGER NOT NULL,
  end_ms    INTEGER NOT NULL CHECK (end_ms > start_ms),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS cuts_media ON cuts(media_id, start_ms);
`

export interface Cut {
  id: number
  mediaId: number
  startMs: number
  endMs: number
}

export class ProjectDb {
  readonly db: Db

  constructor(readonly path: string) {
    this.db = new Database(path)
    // WAL: autosave writes on every edit and must never block the waveform/transcript reads
    this.db.pragma('journal_mode = WAL')
    this.db.pragma('synchronous = NORMAL')
    this.db.pragma('foreign_keys = ON')
    this.db.exec(SCHEMA)
    this.db
      .prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)')
      .run('schema_version', String(SCHEMA_VERSION))
  }

  addCut(mediaId: number, startMs: number, endMs: number): number {
    const r = this.db
      .prepare('INSERT INTO cuts (media_id, start_ms, end_ms) VALUES (?, ?, ?)')
      .run(mediaId, startMs, endMs)
    return Number(r.lastInsertRowid)
  }

  cuts(mediaId: number): Cut[] {
    return this.db
      .prepare(
        'SELECT id, media_id AS mediaId, start_ms AS startMs, end_ms AS endMs FROM cuts WHERE media_id = ? ORDER BY start_ms'
      )
      .all(mediaId) as Cut[]
  }

  removeCut(id: number): void {
    this.db.prepare('DELETE FROM cuts WHERE id = ?').run(id)
  }

  close(): void {
    this.db.close()
  }
}

export function openProjectDb(path: string): ProjectDb {
  return new ProjectDb(path)
}
"""

PRELOAD_TS = """import { contextBridge, ipcRenderer } from 'electron'

// The only door between the renderer and the main process (house rule: no Node in the renderer).
const api = {
  openProject: (path: string): Promise<ProjectInfo> => ipcRenderer.invoke('open-project', path),
  newProject: (path: string): Promise<ProjectInfo> => ipcRenderer.invoke('new-project', path),
  importMedia: (path: string): Promise<MediaInfo> => ipcRenderer.invoke('import-media', path),
  saveCuts: (mediaId: number, cuts: CutInput[]): Promise<void> => ipcRenderer.invoke('save-cuts', mediaId, cuts),
  exportEpisode: (opts: ExportOptions): Promise<string> => ipcRenderer.invoke('export-episode', opts),
  onProgress: (cb: (p: Progress) => void): (() => void) => {
    const listener = (_e: Electron.IpcRendererEvent, p: Progress): void => cb(p)
    ipcRenderer.on('progress', listener)
    return () => ipcRenderer.removeListener('progress', listener)
  }
}

export type ClipwrightApi = typeof api

contextBridge.exposeInMainWorld('clipwright', api)
"""

WHISPER_SERVER_TS = """// whisper.cpp's HTTP server as a sidecar: the model stays loaded between files.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { binPath } from '../media/binPath'
import { modelPath } from './models'
import log from '../log'

export const WHISPER_HOST = '127.0.0.1'
export const WHISPER_PORT = 8178

let proc: ChildProcess | null = null

export async function startWhisperServer(model = 'base.en'): Promise<void> {
  if (proc) return
  const args = ['-m', await modelPath(model), '--host', WHISPER_HOST, '--port', String(WHISPER_PORT),
    '-t', '4', '--print-progress']
  proc = spawn(binPath('whisper-server'), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  proc.stderr?.on('data', (d: Buffer) => log.debug(`[whisper-server] ${d.toString().trimEnd()}`))
  proc.on('exit', (code) => {
    log.warn(`whisper-server exited with ${code}`)
    proc = null
  })
  await waitForPort(WHISPER_HOST, WHISPER_PORT, 15_000)
}

export interface WhisperWord { word: string; start: number; end: number; p: number }
export interface WhisperSegment { id: number; start: number; end: number; text: string; words: WhisperWord[] }

export async function transcribe(wavPath: string): Promise<WhisperSegment[]> {
  const form = new FormData()
  form.append('file', new Blob([await readFile(wavPath)]), 'audio.wav')
  form.append('response_format', 'verbose_json')
  form.append('temperature', '0.0')
  const r = await fetch(`http://${WHISPER_HOST}:${WHISPER_PORT}/inference`, { method: 'POST', body: form })
  if (!r.ok) throw new Error(`whisper-server ${r.status}: ${await r.text()}`)
  const body = (await r.json()) as { segments: WhisperSegment[] }
  return body.segments
}

export function stopWhisperServer(): void {
  proc?.kill()
  proc = null
}
"""

PEAKS_TS = """// Waveform peaks computed in main with ffmpeg, cached in the project file (table peaks).
// The renderer only ever gets min/max pairs, never samples: a 3-hour episode is ~9 MB of peaks.
import { spawn } from 'node:child_process'
import { binPath } from './binPath'

export const PEAKS_PER_SECOND = 100
const RATE = 8000 // mono, downsampled: enough for drawing, 80 samples per peak

export async function computePeaks(input: string, onProgress?: (ratio: number) => void): Promise<Float32Array> {
  const args = ['-hide_banner', '-nostdin', '-i', input, '-ac', '1', '-ar', String(RATE), '-f', 'f32le',
    '-acodec', 'pcm_f32le', 'pipe:1']
  const ff = spawn(binPath('ffmpeg'), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const per = RATE / PEAKS_PER_SECOND
  const out: number[] = []
  let min = Infinity
  let max = -Infinity
  let n = 0
  let carry = Buffer.alloc(0)
  for await (const chunk of ff.stdout) {
    const buf = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer)
    const usable = buf.length - (buf.length % 4)
    for (let i = 0; i < usable; i += 4) {
      const v = buf.readFloatLE(i)
      if (v < min) min = v
      if (v > max) max = v
      if (++n === per) {
        out.push(min, max)
        min = Infinity
        max = -Infinity
        n = 0
      }
    }
    carry = buf.subarray(usable)
    onProgress?.(out.length / 2)
  }
  const code: number = await new Promise((res) => ff.on('close', res))
  if (code !== 0) throw new Error(`ffmpeg peaks exited with ${code}`)
  return Float32Array.from(out)
}
"""

EBUILDER_YML = """appId: studio.fernhill.clipwright
productName: Clipwright
copyright: Copyright © 2028 Fernhill Studio Lda
directories:
  output: dist
  buildResources: build
files:
  - '!**/.vscode/*'
  - '!src/*'
  - '!e2e/*'
  - '!{.eslintcache,eslint.config.mjs,.prettierrc.yaml,dev-app-update.yml,CHANGELOG.md,README.md}'
  - '!{tsconfig.json,tsconfig.node.json,tsconfig.web.json}'
asarUnpack:
  - node_modules/better-sqlite3/**
# postinstall (electron-builder install-app-deps) already rebuilt native deps for Electron
npmRebuild: false
extraResources:
  - from: resources/bin/${platform}-${arch}
    to: bin
    filter: ['**/*']
fileAssociations:
  - ext: clip
    name: Clipwright Project
    role: Editor
mac:
  category: public.app-category.music
  target:
    - target: dmg
      arch: [arm64, x64]
    - target: zip
      arch: [arm64, x64]
  hardenedRuntime: true
  gatekeeperAssess: false
  entitlements: build/entitlements.mac.plist
  entitlementsInherit: build/entitlements.mac.plist
  # credentials from env: APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID
  notarize: true
dmg:
  artifactName: ${productName}-${version}-${arch}.${ext}
win:
  target:
    - target: nsis
      arch: [x64]
  publisherName: Fernhill Studio Lda
nsis:
  artifactName: ${productName}-Setup-${version}.${ext}
  oneClick: false
  perMachine: false
  allowToChangeInstallationDirectory: true
publish:
  provider: github
  owner: fernhill-studio
  repo: clipwright
  private: true
  releaseType: draft
"""

E2E_SPEC = """import { test, expect, _electron as electron, type ElectronApplication, type Page } from '@playwright/test'
import { mkdtempSync, copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const FIXTURE = join(__dirname, 'fixtures', 'two-voices-30s.wav')
let app: ElectronApplication
let page: Page
let dir: string

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clipwright-e2e-'))
  copyFileSync(FIXTURE, join(dir, 'two-voices-30s.wav'))
  app = await electron.launch({
    args: ['out/main/index.js', '--e2e'],
    env: { ...process.env, CLIPWRIGHT_USER_DATA: join(dir, 'userData'), CLIPWRIGHT_NO_UPDATES: '1' }
  })
  page = await app.firstWindow()
  await page.waitForLoadState('domcontentloaded')
})

test.afterEach(async () => {
  await app.close()
})

test('opens a new project', async () => {
  await page.getByRole('button', { name: 'New project' }).click()
  await page.getByLabel('Project name').fill('ep001')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByTestId('project-title')).toHaveText('ep001')
})

test('imports a wav and draws the waveform', async () => {
  await page.evaluate((p) => window.clipwright.importMedia(p), join(dir, 'two-voices-30s.wav'))
  await expect(page.getByTestId('waveform-canvas')).toBeVisible()
  await expect(page.getByTestId('duration')).toHaveText('00:30.0')
})

test('cuts at the playhead and undoes', async () => {
  await page.evaluate((p) => window.clipwright.importMedia(p), join(dir, 'two-voices-30s.wav'))
  await page.keyboard.press('Space')
  await page.waitForTimeout(1500)
  await page.keyboard.press('Space')
  await page.keyboard.press('c')
  await expect(page.getByTestId('cut-list').locator('li')).toHaveCount(1)
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+z' : 'Control+z')
  await expect(page.getByTestId('cut-list').locator('li')).toHaveCount(0)
  await expect(page.getByRole('status')).toContainText('Cut undone')
})

test('survives a reload with the cuts saved', async () => {
  await page.evaluate((p) => window.clipwright.importMedia(p), join(dir, 'two-voices-30s.wav'))
  await page.keyboard.press('c')
  await page.reload()
  await expect(page.getByTestId('cut-list').locator('li')).toHaveCount(1)
})

test('exports an mp3', async () => {
  await page.evaluate((p) => window.clipwright.importMedia(p), join(dir, 'two-voices-30s.wav'))
  const out = await page.evaluate(() => window.clipwright.exportEpisode({ format: 'mp3', bitrate: 128 }))
  expect(out).toMatch(/two-voices-30s \\(edit\\)\\.mp3$/)
})
"""

RELEASE_YML = """name: Release

on:
  push:
    tags: ['v*']

permissions:
  contents: write

jobs:
  build:
    strategy:
      fail-fast: false
      matrix:
        os: [macos-14, windows-2022]
    runs-on: ${{ matrix.os }}
    environment: release
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20.18.0
          cache: npm
      - name: Install
        # no scripts: fetch-ffmpeg runs below, after the cache restore
        run: npm ci --ignore-scripts
      - name: Native modules
        run: npm rebuild better-sqlite3
      - uses: actions/cache@v4
        with:
          path: resources/bin
          key: bin-${{ runner.os }}-${{ hashFiles('scripts/fetch-ffmpeg.mjs', 'scripts/binaries.lock.json') }}
      - name: Fetch ffmpeg + whisper binaries
        run: node scripts/fetch-ffmpeg.mjs
      - name: Unit tests
        run: npm test
      - name: Build and publish (mac)
        if: runner.os == 'macOS'
        run: npm run build && npx electron-builder --mac --publish always
        env:
          CSC_LINK: ${{ secrets.MAC_CERT_P12_BASE64 }}
          CSC_KEY_PASSWORD: ${{ secrets.MAC_CERT_PASSWORD }}
          APPLE_ID: ${{ secrets.APPLE_ID }}
          APPLE_APP_SPECIFIC_PASSWORD: ${{ secrets.APPLE_APP_SPECIFIC_PASSWORD }}
          APPLE_TEAM_ID: 7QH2KX94LM
          GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}
      - name: Build and publish (win)
        if: runner.os == 'Windows'
        run: npm run build && npx electron-builder --win --publish always
        env:
          CSC_LINK: ${{ secrets.WIN_CERT_PFX_BASE64 }}
          CSC_KEY_PASSWORD: ${{ secrets.WIN_CERT_PASSWORD }}
          GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}
      - name: Smoke test packaged app
        run: node scripts/smoke-packaged.mjs
"""

UPDATER_TS = """// Updates from GitHub Releases (public feed repo fernhill-studio/clipwright-releases) via electron-updater.
import { autoUpdater } from 'electron-updater'
import log from './log'

export function initUpdates(): void {
  if (process.env['CLIPWRIGHT_NO_UPDATES']) return
  autoUpdater.logger = log
  autoUpdater.autoDownload = true
  autoUpdater.autoInstallOnAppQuit = true // downloaded in the background, installed the next time the app quits
  autoUpdater.allowPrerelease = false

  autoUpdater.on('error', (err) => log.error(`update failed: ${err.message}`))
  autoUpdater.on('update-downloaded', (info) => log.info(`update ${info.version} downloaded, installs on quit`))

  autoUpdater.checkForUpdates().catch((err) => log.warn(`update check failed: ${err}`))
  setInterval(() => autoUpdater.checkForUpdates().catch(() => undefined), 4 * 60 * 60 * 1000)
}
"""

WHISPER_CLI_TS = """// whisper.cpp as a command per job (whisper-cli): no server, no port, no firewall prompt on Windows.
import { spawn } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { binPath } from '../media/binPath'
import { modelPath, DEFAULT_MODEL } from './models'
import { toWhisperWav } from './resample'
import log from '../log'

export interface WhisperToken { text: string; offsets: { from: number; to: number }; p: number }
export interface WhisperSegment { offsets: { from: number; to: number }; text: string; tokens: WhisperToken[] }

export async function transcribeFile(
  input: string,
  workDir: string,
  opts: { model?: string; language?: string; threads?: number; onProgress?: (pct: number) => void } = {}
): Promise<WhisperSegment[]> {
  const wav = await toWhisperWav(input, workDir) // 16 kHz mono s16le
  const outBase = join(workDir, 'transcript')
  const args = ['-m', await modelPath(opts.model ?? DEFAULT_MODEL), '-f', wav, '-l', opts.language ?? 'en',
    '-t', String(opts.threads ?? 4), '-ojf', '-of', outBase, '-ml', '1', '-pp']
  const cli = spawn(binPath('whisper-cli'), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  cli.stderr.on('data', (d: Buffer) => {
    const m = /progress =\\s+(\\d+)%/.exec(d.toString())
    if (m) opts.onProgress?.(Number(m[1]))
  })
  const code: number = await new Promise((res) => cli.on('close', res))
  if (code !== 0) throw new Error(`whisper-cli exited with ${code}`)
  const json = JSON.parse(await readFile(`${outBase}.json`, 'utf8')) as { transcription: WhisperSegment[] }
  await rm(wav, { force: true })
  log.info(`transcribed ${input}: ${json.transcription.length} segments`)
  return json.transcription
}
"""

CHANGELOG_090 = """# Changelog

All notable changes to Clipwright. Versions follow semver; betas are 0.x.

## 0.9.0 (2028-11-24), first public beta

### Added
- Projects are single `.clip` files (SQLite); open, create, autosave on every edit.
- Import WAV, MP3, M4A and FLAC; the original audio is never modified.
- Waveform drawn from precomputed peaks, smooth on episodes of three hours and more.
- Cut at the playhead (C), ripple delete, undo/redo, J/K/L shuttle, Space to play.
- Transcripts with word timings (whisper.cpp, runs on your machine, nothing is uploaded).
- Export to MP3 / WAV, loudness normalised to -16 LUFS integrated, -1.5 dBTP.
- Dark theme by default.
- Automatic updates from GitHub Releases.

### Known issues
- Windows: the first launch after install shows a SmartScreen notice until the certificate builds reputation.
- Transcription language is English only in this beta.
"""
