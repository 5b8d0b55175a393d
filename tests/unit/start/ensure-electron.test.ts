import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  artifactUrl,
  classifyInstallerOutput,
  electronMirror,
  ensureElectron,
  explainDownloadFailure,
  installedBinary,
} from '../../../scripts/ensure-electron.mjs'
import { nodeVersionProblem } from '../../../scripts/ensure-node.mjs'

const base = { version: '45.5.0', platform: 'linux', arch: 'x64' }
const FETCH_FAILED = [
  'TypeError: fetch failed',
  '    at node:internal/deps/undici/undici:16416:13',
  '    at async FetchDownloader.download (file:///x/node_modules/@electron/get/dist/FetchDownloader.js:41:30)',
].join('\n')
const RETRY_LINES = [
  'Then retry: npm start (or by hand: npx install-electron)',
  'Meanwhile the same app runs in your browser, no download needed: npm run web',
]

describe('download failure messages', () => {
  it('offline: the host cannot be found', () => {
    expect(explainDownloadFailure({ ...base, env: {}, output: FETCH_FAILED, code: 'ENOTFOUND' })).toBe(
      [
        "Electron 45.5.0 (the desktop app's runtime) could not be downloaded from github.com, so the app cannot start yet.",
        'Why: github.com could not be found (ENOTFOUND): this computer seems to be offline, or its DNS is not working.',
        "What to do: connect to the internet (needed once: the download is kept in Electron's cache); if github.com is blocked or slow where you are, use a mirror: ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/ npm start",
        ...RETRY_LINES,
      ].join('\n'),
    )
  })

  it('no connection and no proxy set: suggests a proxy or a mirror', () => {
    expect(explainDownloadFailure({ ...base, env: {}, output: FETCH_FAILED, code: 'ECONNREFUSED' })).toBe(
      [
        "Electron 45.5.0 (the desktop app's runtime) could not be downloaded from github.com, so the app cannot start yet.",
        'Why: the connection to github.com failed (ECONNREFUSED); a firewall or a proxy may be in the way.',
        'What to do: behind a proxy, set HTTPS_PROXY=http://proxy.example:8080 (npm start passes it on to the download); if github.com is blocked or slow where you are, use a mirror: ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/ npm start',
        ...RETRY_LINES,
      ].join('\n'),
    )
  })

  it('through a proxy: names the proxy', () => {
    const env = { HTTPS_PROXY: 'http://proxy.corp:3128' }
    expect(explainDownloadFailure({ ...base, env, output: FETCH_FAILED, code: undefined })).toBe(
      [
        "Electron 45.5.0 (the desktop app's runtime) could not be downloaded from github.com, so the app cannot start yet.",
        'Why: the download through the proxy http://proxy.corp:3128 failed.',
        'What to do: check that the proxy in HTTPS_PROXY / HTTP_PROXY is reachable and that NO_PROXY does not exclude it (downloading through a proxy needs Node.js 22.21+ or 24).',
        ...RETRY_LINES,
      ].join('\n'),
    )
  })

  it('a proxy that wants credentials', () => {
    const env = { https_proxy: 'http://proxy.corp:3128' }
    const output =
      'HTTPError: Response code 407 (Proxy Authentication Required) for https://github.com/electron/electron/releases/download/v45.5.0/electron-v45.5.0-linux-x64.zip'
    expect(
      explainDownloadFailure({ ...base, env, output })
        .split('\n')
        .slice(1, 3),
    ).toEqual([
      'Why: the proxy http://proxy.corp:3128 asked for a user name and password (HTTP 407).',
      'What to do: put them in the proxy URL, e.g. HTTPS_PROXY=http://user:password@proxy.example:8080 npm start',
    ])
  })

  it('a mirror without this version: says what the mirror must hold', () => {
    const env = { ELECTRON_MIRROR: 'https://mirror.example/electron/' }
    const output = [
      'HTTPError: Response code 404 (Not Found) for https://mirror.example/electron/v45.5.0/electron-v45.5.0-linux-x64.zip',
      '    at FetchDownloader.download (file:///x/FetchDownloader.js:44:23)',
    ].join('\n')
    expect(explainDownloadFailure({ ...base, env, output })).toBe(
      [
        "Electron 45.5.0 (the desktop app's runtime) could not be downloaded from mirror.example, so the app cannot start yet.",
        'Why: the mirror https://mirror.example/electron/ has no electron-v45.5.0-linux-x64.zip (HTTP 404).',
        'What to do: ELECTRON_MIRROR must be a folder URL ending in "/" that holds v45.5.0/electron-v45.5.0-linux-x64.zip and v45.5.0/SHASUMS256.txt; unset it to download from GitHub.',
        ...RETRY_LINES,
      ].join('\n'),
    )
  })

  it('a checksum mismatch from a mirror', () => {
    const env = { ELECTRON_MIRROR: 'https://mirror.example/electron/' }
    const output = 'Error: Generated checksum for "electron-v45.5.0-linux-x64.zip" did not match expected checksum.'
    expect(
      explainDownloadFailure({ ...base, env, output })
        .split('\n')
        .slice(1, 3),
    ).toEqual([
      "Why: the downloaded file does not match Electron's published checksum (a damaged download, or a mirror serving other files).",
      "What to do: try again; check that https://mirror.example/electron/ mirrors Electron's official releases.",
    ])
  })

  it('reads what the installer printed', () => {
    expect(classifyInstallerOutput(FETCH_FAILED)).toEqual({ kind: 'network' })
    expect(classifyInstallerOutput('HTTPError: Response code 500 (Server Error) for https://a.example/x.zip')).toEqual({
      kind: 'http',
      status: 500,
      url: 'https://a.example/x.zip',
    })
    expect(classifyInstallerOutput('Error: No checksum found in checksum file for "x.zip".')).toEqual({
      kind: 'checksum',
    })
    expect(classifyInstallerOutput('Error: EACCES: permission denied')).toEqual({ kind: 'other' })
  })
})

describe('where the download comes from', () => {
  it("uses @electron/get's variables and precedence", () => {
    expect(artifactUrl({}, '45.5.0', 'linux', 'x64')).toBe(
      'https://github.com/electron/electron/releases/download/v45.5.0/electron-v45.5.0-linux-x64.zip',
    )
    expect(artifactUrl({ ELECTRON_MIRROR: 'http://m.example/' }, '45.5.0', 'darwin', 'arm64')).toBe(
      'http://m.example/v45.5.0/electron-v45.5.0-darwin-arm64.zip',
    )
    expect(
      electronMirror({ ELECTRON_MIRROR: 'http://env.example/', npm_config_electron_mirror: 'http://npmrc.example/' }),
    ).toEqual({
      url: 'http://npmrc.example/',
      custom: true,
    })
  })
})

describe('ensureElectron with a stand-in installer', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  /** A node_modules/electron with a fake install.js: it records each run, then succeeds or fails. */
  function fakeElectron(installer: 'succeeds' | 'fails'): { dir: string; runs: () => string[] } {
    const dir = mkdtempSync(join(tmpdir(), 'holotable-fake-electron-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.5.0' }))
    const log = join(dir, 'runs.log')
    const body =
      installer === 'succeeds'
        ? `fs.mkdirSync(path.join(__dirname, 'dist'), { recursive: true })
           fs.writeFileSync(path.join(__dirname, 'dist', 'version'), '45.5.0')
           fs.writeFileSync(path.join(__dirname, 'dist', 'electron'), '#!/bin/sh\\n', { mode: 0o755 })
           fs.writeFileSync(path.join(__dirname, 'path.txt'), 'electron')`
        : `console.error(${JSON.stringify(FETCH_FAILED)}); process.exit(1)`
    writeFileSync(
      join(dir, 'install.js'),
      `const fs = require('fs'); const path = require('path')
       fs.appendFileSync(path.join(__dirname, 'runs.log'), 'NODE_USE_ENV_PROXY=' + process.env.NODE_USE_ENV_PROXY + '\\n')
       ${body}`,
    )
    return { dir, runs: () => readFileSync(log, 'utf8').trimEnd().split('\n') }
  }

  const quiet = (): undefined => undefined

  it('on Node.js older than 22.12 returns the version message and never runs the installer', async () => {
    const fake = fakeElectron('succeeds')
    const result = await ensureElectron({ electronDir: fake.dir, env: {}, log: quiet, nodeVersion: 'v20.20.2' })
    expect(result).toEqual({ ok: false, message: nodeVersionProblem('v20.20.2') })
    expect(installedBinary(fake.dir, '45.5.0', {}, 'linux')).toBeNull()
  })

  it('installs once, then finds the binary without running the installer again', async () => {
    const fake = fakeElectron('succeeds')
    const lines: string[] = []
    const env = { HTTPS_PROXY: 'http://proxy.corp:3128' }
    const first = await ensureElectron({
      electronDir: fake.dir,
      env,
      log: (l) => lines.push(l),
      nodeVersion: 'v24.0.0',
    })
    const binary = join(fake.dir, 'dist', 'electron')
    expect(first).toEqual({ ok: true, binary, downloaded: true })
    expect(lines).toEqual([
      `Holotable: downloading Electron 45.5.0 for ${process.platform}-${process.arch} (about 100 MB, needed once)…`,
      'Holotable: Electron 45.5.0 installed.',
    ])
    const second = await ensureElectron({ electronDir: fake.dir, env, log: quiet, nodeVersion: 'v24.0.0' })
    expect(second).toEqual({ ok: true, binary, downloaded: false })
    // One run, and the proxy was handed to Node's fetch.
    expect(fake.runs()).toEqual(['NODE_USE_ENV_PROXY=1'])
  })

  it('when the download fails, probes the site and explains (here: nothing listens on the port)', async () => {
    const fake = fakeElectron('fails')
    const server = createServer()
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const port = (server.address() as { port: number }).port
    await new Promise<void>((done) => server.close(() => done()))
    const env = { ELECTRON_MIRROR: `http://127.0.0.1:${port}/` }
    const result = await ensureElectron({ electronDir: fake.dir, env, log: quiet, nodeVersion: 'v24.0.0' })
    expect(result).toEqual({
      ok: false,
      message: [
        `Electron 45.5.0 (the desktop app's runtime) could not be downloaded from 127.0.0.1:${port}, so the app cannot start yet.`,
        `Why: the connection to 127.0.0.1:${port} failed (ECONNREFUSED); a firewall or a proxy may be in the way.`,
        `What to do: behind a proxy, set HTTPS_PROXY=http://proxy.example:8080 (npm start passes it on to the download); if 127.0.0.1:${port} is blocked or slow where you are, use a mirror: ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/ npm start`,
        ...RETRY_LINES,
      ].join('\n'),
    })
    expect(fake.runs()).toEqual(['NODE_USE_ENV_PROXY=undefined'])
  })

  it('finds an installed binary only with the right version, path.txt and file', () => {
    const fake = fakeElectron('succeeds')
    mkdirSync(join(fake.dir, 'dist'))
    writeFileSync(join(fake.dir, 'dist', 'version'), 'v45.5.0')
    writeFileSync(join(fake.dir, 'path.txt'), 'electron')
    expect(installedBinary(fake.dir, '45.5.0', {}, 'linux')).toBeNull() // no binary yet
    writeFileSync(join(fake.dir, 'dist', 'electron'), '')
    expect(installedBinary(fake.dir, '45.5.0', {}, 'linux')).toBe(join(fake.dir, 'dist', 'electron'))
    expect(installedBinary(fake.dir, '45.6.0', {}, 'linux')).toBeNull()
    expect(installedBinary(fake.dir, '45.5.0', {}, 'darwin')).toBeNull() // path.txt names another platform's file
  })
})
